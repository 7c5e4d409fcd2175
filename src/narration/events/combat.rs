//! Combat and its rolls in words: fights, shots and duels declared, the combat's dice and
//! steps (each with its rule), casualties, results of a combat and of a multiple combat.

use super::Say;
use crate::battle::model::names::Names;
use crate::battle::reason_words::worded;
use crate::battle::{Event, Side};
use crate::i18n::Language as Lang;
use crate::narration::names::BattleNames;
use crate::narration::words::{flag, list, w};

/// The event in words when it is one of this concept's, else `None`.
pub(super) fn words(lang: Lang, names: &BattleNames, e: &Event) -> Option<String> {
    let say = Say { lang, names };
    Some(match e {
        Event::CombatOrderMade { side } => {
            say.f("log-combat-order-made", &[("side", say.side(side))])
        }
        Event::ShotLost { shooter, target } => say.f(
            "log-shot-lost",
            &[("shooter", say.unit(shooter)), ("target", say.unit(target))],
        ),
        Event::FightDeclared { fight } => say.f(
            "log-fight-declared",
            &[
                ("attacker", say.unit(&fight.attacker)),
                ("defender", say.unit(&fight.defender)),
                ("powered", flag(fight.powered)),
                ("duel", flag(fight.duel)),
            ],
        ),
        Event::FightCleared => say.f("log-fight-cleared", &[]),
        Event::DuelChallenged { challenge } => say.f(
            "log-duel-challenged",
            &[
                ("challenger", say.unit(&challenge.challenger)),
                ("challenged", say.unit(&challenge.challenged)),
            ],
        ),
        Event::DuelAnswered { accept } => {
            if *accept {
                say.f("log-duel-accepted", &[])
            } else {
                say.f("log-duel-refused", &[])
            }
        }
        Event::DuelUnitsMarked { units } => {
            say.f("log-duel-units-marked", &[("units", say.units(units))])
        }
        Event::CasualtiesTaken {
            unit,
            models_lost,
            leader_wounds_after,
            leader_killed,
            wounded_after,
            stuns_after,
            size_before: Some(before),
        } => say.f(
            "log-size-comes-down",
            &[
                ("unit", say.unit(unit)),
                ("before", (*before).into()),
                ("after", before.saturating_sub(*models_lost).into()),
                ("wounded", (*wounded_after).into()),
                ("stuns", (*stuns_after).into()),
                ("leader_wounds", (*leader_wounds_after).into()),
                ("leader_killed", flag(*leader_killed)),
            ],
        ),
        Event::CasualtiesTaken {
            unit,
            models_lost,
            leader_wounds_after,
            leader_killed,
            wounded_after,
            stuns_after,
            size_before: None,
        } => say.f(
            "log-casualties-taken",
            &[
                ("unit", say.unit(unit)),
                ("lost", (*models_lost).into()),
                ("wounded", (*wounded_after).into()),
                ("stuns", (*stuns_after).into()),
                ("leader_wounds", (*leader_wounds_after).into()),
                ("leader_killed", flag(*leader_killed)),
            ],
        ),
        Event::CombatResolved {
            attacker,
            defender,
            report,
            groups,
        } => say.f(
            "log-combat-resolved",
            &[
                ("attacker", w(say.names.group(attacker, groups.attacker))),
                ("defender", w(say.names.group(defender, groups.defender))),
                ("seed", w(report.seed)),
            ],
        ),
        Event::CombatBegan { combat } => say.f(
            "log-combat-began",
            &[
                ("attacker", say.unit(&combat.units[0])),
                ("defender", say.unit(&combat.units[1])),
            ],
        ),
        Event::CombatStageRolled { faces } | Event::CombatFallBackRolled { faces } => {
            let dice: Vec<String> = faces
                .iter()
                .map(|d| {
                    if d.bonus > 0 {
                        format!("{}+{}", d.natural, d.bonus)
                    } else {
                        d.natural.to_string()
                    }
                })
                .collect();
            say.f("log-combat-dice", &[("dice", w(dice.join(" ")))])
        }
        Event::LeaderProtection { unit, protect } => {
            if *protect {
                say.f("log-leader-protected", &[("unit", say.unit(unit))])
            } else {
                say.f("log-leader-unprotected", &[("unit", say.unit(unit))])
            }
        }
        Event::CombatFinished => say.f("log-combat-finished", &[]),
        Event::CombatResult { winner, loser, why } => {
            let res = match (winner, loser) {
                (Some(wi), Some(lo)) => say.f(
                    "log-combat-winner-loser",
                    &[("winner", say.unit(wi)), ("loser", say.unit(lo))],
                ),
                (Some(wi), None) => say.f("log-winner", &[("side", say.unit(wi))]),
                _ => say.f("log-no-winner", &[]),
            };
            say.f(
                "log-combat-result",
                &[("result", w(res)), ("why", w(worded(lang, why, names)))],
            )
        }
        Event::OpponentsPicked { unit, picks } => {
            let each: Vec<String> = picks
                .iter()
                .map(|p| {
                    say.f(
                        "log-opponent-pick",
                        &[
                            ("model", say.unit(&p.model)),
                            ("against", say.unit(&p.against)),
                        ],
                    )
                })
                .collect();
            say.f(
                "log-opponents-picked",
                &[("unit", say.unit(unit)), ("picks", w(each.join(", ")))],
            )
        }
        Event::CasualtiesChosen { unit, models } => say.f(
            "log-casualties-chosen",
            &[
                ("unit", say.unit(unit)),
                (
                    "models",
                    w(models
                        .iter()
                        .map(|m| names.unit(m))
                        .collect::<Vec<_>>()
                        .join(", ")),
                ),
            ],
        ),
        Event::MultipleCombatResult {
            winners,
            losers,
            losses,
            why,
        } => {
            // The losses are each side's, the first side's first (L715).
            let sides = [
                ("side1", say.side(&Side::FIRST)),
                ("loss1", losses[0].into()),
                ("side2", say.side(&Side::SECOND)),
                ("loss2", losses[1].into()),
                ("why", w(worded(lang, why, names))),
            ];
            if winners.is_empty() {
                // Neither side won: a draw of the whole group names no winner (L715, R-RES-1).
                say.f("log-multiple-combat-draw", &sides)
            } else {
                let mut args = vec![
                    ("winners", say.units(winners)),
                    ("losers", say.units(losers)),
                ];
                args.extend(sides);
                say.f("log-multiple-combat-result", &args)
            }
        }
        _ => return None,
    })
}

/// The steps of a fight's or shot's roll in `lang`, each with its rule and dice, the units
/// named by `names`.
pub fn roll_steps(
    lang: Lang,
    names: &dyn Names,
    report: &crate::rules::CombatReport,
) -> Vec<String> {
    report
        .steps
        .iter()
        .map(|s| {
            let dice = if s.dice.is_empty() {
                String::new()
            } else {
                format!(" [{}]", list(&s.dice))
            };
            let unit = |id: &str| names.unit(id);
            format!("{}: {}{}", s.rule, s.words_named(lang, &unit), dice)
        })
        .collect()
}
