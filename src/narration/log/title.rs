//! An entry's title: what happened in it, as a player would tell it (a melee won, a general
//! dead, a charge short by so many centimetres), else the command's own words; a pass with
//! nothing happening has none.

use std::collections::HashMap;

use super::context::Context;
use crate::battle::model::names::Names;
use crate::battle::model::reasons::Removal;
use crate::battle::model::state::RollKind;
use crate::battle::reason_words::{honor_words, worded};
use crate::battle::{Battle, ChargeReaction, Command, Event, Side};
use crate::i18n::{Arg, Language as Lang, text};
use crate::narration::commands::describe_command;
use crate::narration::events::describe_event;
use crate::narration::names::BattleNames;
use crate::narration::words::unit_list;

/// What an entry's title says.
#[derive(Debug, Clone, PartialEq)]
pub enum Title {
    /// Its most telling outcomes: a result, a death, a unit gone, a charge short or made, a
    /// shot's casualties, a failed Honor test.
    Outcome(String),
    /// A roll's or a choice's result with no outcome of that weight (orders, initiative).
    Fact(String),
    /// Nothing of note happened: the command's own words.
    Command(String),
    /// A pass (no offering, hold, end of activations, no move) and nothing happened.
    Pass,
}

impl Title {
    pub fn text(&self) -> Option<&str> {
        match self {
            Title::Outcome(s) | Title::Fact(s) | Title::Command(s) => Some(s),
            Title::Pass => None,
        }
    }
}

/// Whether `c` is a pass: a player saying nothing more on a roll, an activation or a move.
pub fn is_pass(c: &Command) -> bool {
    match c {
        Command::PassOffering { .. }
        | Command::Hold { .. }
        | Command::EndActivations { .. }
        | Command::LetMovePass { .. } => true,
        Command::MeleeMove { moves, .. } => moves.is_empty(),
        _ => false,
    }
}

/// Who a leader model is: `{unit}.leader` of a unit whose list gives it a leader, by his
/// profile's name in `lang`. The log's leaders keep their model's id wherever they go.
pub fn leader_names(lang: Lang, battle: &Battle) -> HashMap<String, String> {
    battle
        .setup()
        .sides
        .iter()
        .flat_map(|s| &s.units)
        .filter_map(|u| {
            let l = u.leader.as_ref()?;
            Some((format!("{}.leader", u.id), l.name_in(lang).to_string()))
        })
        .collect()
}

/// The units' casualties in `events` (R-CAS-1): models lost by `unit`, its leader counted.
fn lost(events: &[Event], unit: &str) -> u32 {
    events
        .iter()
        .map(|e| match e {
            Event::CasualtiesTaken {
                unit: u,
                models_lost,
                leader_killed,
                ..
            } if u == unit => models_lost + u32::from(*leader_killed),
            _ => 0,
        })
        .sum()
}

/// The title of an entry whose command is `command` and whose events are `events`, read after
/// `before` (the context when the entry began: the charge or the combat under way).
pub fn entry_title(
    lang: Lang,
    names: &BattleNames,
    leaders: &HashMap<String, String>,
    before: &Context,
    command: &Command,
    events: &[Event],
) -> Title {
    let t = |id: &str, args: &[(&str, Arg)]| text(lang, id, args);
    let u = |id: &str| Arg::from(names.unit(id));
    let cm = |v: f64| Arg::from(format!("{v:.1}"));
    // (rank, words): the lower the rank, the more telling.
    let mut outcomes: Vec<(u8, String)> = Vec::new();
    let mut facts: Vec<(u8, String)> = Vec::new();
    let leader_after = |i: usize| {
        events[i + 1..].iter().find_map(|e| match e {
            Event::ModelRemoved { model } => leaders.get(model).cloned(),
            Event::UnitRemoved { unit, .. } => leaders.get(&format!("{unit}.leader")).cloned(),
            Event::CasualtiesRemoved { models, .. } => {
                models.iter().find_map(|m| leaders.get(m).cloned())
            }
            _ => None,
        })
    };
    // The generals who die here: their deaths are told once, as the general's (L436-438).
    let generals: Vec<String> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::GeneralDied { .. }))
        .filter_map(|(i, _)| leader_after(i))
        .collect();
    let general_died = events
        .iter()
        .any(|e| matches!(e, Event::GeneralDied { .. }));
    // Units leaving the battle: their failed Honor test is told by their leaving (L237).
    let removed: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            Event::UnitRemoved { unit, .. } => Some(unit.as_str()),
            _ => None,
        })
        .collect();
    // The charge, the combat under way, as each event finds them.
    let mut charge = before.charge.clone();
    let mut shot = before.shot;
    for (i, e) in events.iter().enumerate() {
        match e {
            Event::ChargeDeclared { charge: c } => {
                charge = Some((c.charger.clone(), c.target.clone()));
            }
            Event::RollMade { roll } => {
                if let RollKind::ChargeMove { charger, target } = &roll.kind {
                    charge = Some((charger.clone(), target.clone()));
                }
            }
            Event::CombatBegan { combat } => shot = combat.fight.is_none(),
            Event::BattleEnded { winner, .. } => {
                let who = winner.map_or_else(
                    || t("log-no-winner", &[]),
                    |s| t("log-winner", &[("side", names.side(s).into())]),
                );
                outcomes.push((0, t("log-title-battle-ended", &[("winner", who.into())])));
            }
            Event::GeneralDied { side } => {
                let side = Arg::from(names.side(*side));
                let words = match leader_after(i) {
                    Some(l) => t(
                        "log-title-general-dies",
                        &[("leader", l.into()), ("side", side)],
                    ),
                    None => t("log-title-general-dies-unnamed", &[("side", side)]),
                };
                outcomes.push((1, words));
            }
            Event::UnitRemoved { unit, reason } => {
                let reason = match reason.typed() {
                    Some(Removal::FailedRetreatTest) => "failed-retreat",
                    // A leader alone who dies is not a unit wiped out: his death is told, the
                    // general's as the general's (L436-438).
                    _ if names.is_lone_leader(unit) => {
                        if !general_died {
                            outcomes
                                .push((1, t("log-title-lone-leader-dies", &[("unit", u(unit))])));
                        }
                        continue;
                    }
                    _ => "wiped-out",
                };
                outcomes.push((
                    2,
                    t(
                        "log-title-unit-removed",
                        &[("unit", u(unit)), ("reason", reason.into())],
                    ),
                ));
            }
            Event::CasualtiesTaken {
                unit,
                leader_killed: true,
                ..
            } if !names.is_lone_leader(unit) => {
                if let Some(l) = leader_after(i).filter(|l| !generals.contains(l)) {
                    outcomes.push((
                        3,
                        t(
                            "log-title-leader-dies",
                            &[("unit", u(unit)), ("leader", l.into())],
                        ),
                    ));
                }
            }
            Event::CombatResult { winner, loser, .. } => {
                let words = match (winner, loser) {
                    (Some(w), Some(l)) => t(
                        "log-title-melee-won",
                        &[
                            ("winner", u(w)),
                            ("loser", u(l)),
                            ("lost", lost(events, l).into()),
                        ],
                    ),
                    _ => {
                        let (a, d) = events
                            .iter()
                            .find_map(|e| match e {
                                Event::CombatResolved {
                                    attacker, defender, ..
                                } => Some((attacker.as_str(), defender.as_str())),
                                _ => None,
                            })
                            .unwrap_or(("", ""));
                        t(
                            "log-title-melee-draw",
                            &[
                                ("attacker", u(a)),
                                ("defender", u(d)),
                                ("lost1", lost(events, a).into()),
                                ("lost2", lost(events, d).into()),
                            ],
                        )
                    }
                };
                outcomes.push((4, words));
            }
            Event::MultipleCombatResult {
                winners,
                losers,
                losses,
                ..
            } => outcomes.push((4, multiple_result(lang, names, winners, losers, *losses))),
            Event::CombatResolved {
                attacker, defender, ..
            } => {
                let has_result = events.iter().any(|e| {
                    matches!(
                        e,
                        Event::CombatResult { .. } | Event::MultipleCombatResult { .. }
                    )
                });
                if shot {
                    outcomes.push((
                        4,
                        t(
                            "log-title-shot",
                            &[
                                ("shooter", names.shooter(attacker).into()),
                                ("target", u(defender)),
                                ("lost", lost(events, defender).into()),
                            ],
                        ),
                    ));
                } else if !has_result {
                    // A fight of a multiple combat: its result comes over the whole group.
                    outcomes.push((
                        5,
                        t(
                            "log-title-fight",
                            &[
                                ("attacker", u(attacker)),
                                ("defender", u(defender)),
                                ("lost1", lost(events, attacker).into()),
                                ("lost2", lost(events, defender).into()),
                            ],
                        ),
                    ));
                }
            }
            Event::ChargeResolved {
                reach_cm,
                distance_cm,
                success,
            } => {
                let words = match (&charge, success) {
                    (Some((c, tg)), false) => t(
                        "log-title-charge-short",
                        &[
                            ("charger", u(c)),
                            ("target", u(tg)),
                            ("short", cm(distance_cm - reach_cm)),
                        ],
                    ),
                    (Some((c, tg)), true) => t(
                        "log-title-charge-reaches",
                        &[
                            ("charger", u(c)),
                            ("target", u(tg)),
                            ("reach", cm(*reach_cm)),
                            ("distance", cm(*distance_cm)),
                        ],
                    ),
                    (None, false) => t(
                        "log-title-charge-short-unnamed",
                        &[("short", cm(distance_cm - reach_cm))],
                    ),
                    (None, true) => t(
                        "log-title-charge-reaches-unnamed",
                        &[("reach", cm(*reach_cm)), ("distance", cm(*distance_cm))],
                    ),
                };
                outcomes.push((6, words));
            }
            Event::OpportunityChargeResolved {
                charger,
                mover,
                caught_at,
                ..
            } => outcomes.push((
                6,
                t(
                    "log-title-opportunity",
                    &[
                        ("charger", u(charger)),
                        ("mover", u(mover)),
                        ("caught", caught_at.is_some().to_string().into()),
                    ],
                ),
            )),
            Event::FallBack {
                unit,
                dice,
                retreat,
                ..
            } => outcomes.push((
                7,
                t(
                    "log-title-fall-back",
                    &[
                        ("unit", u(unit)),
                        ("retreat", retreat.to_string().into()),
                        ("cm", dice.iter().map(|d| u32::from(*d)).sum::<u32>().into()),
                    ],
                ),
            )),
            Event::ChargeReacted {
                unit,
                reaction: ChargeReaction::Flee,
                ..
            } => outcomes.push((7, t("log-title-flees", &[("unit", u(unit))]))),
            Event::HonorTested {
                unit,
                dice,
                passed,
                why,
                ..
            } => {
                let words = t(
                    "log-title-honor",
                    &[
                        ("unit", u(unit)),
                        ("passed", passed.to_string().into()),
                        ("why", honor_words(lang, why, dice.len()).into()),
                    ],
                );
                if *passed {
                    facts.push((2, words));
                } else if !removed.contains(&unit.as_str()) {
                    outcomes.push((8, words));
                }
            }
            Event::CasualtiesRemoved { unit, models, why } => {
                // A total war movement base removed takes the whole size it stands for with it
                // (R-TW-5), however many models the unit still was.
                let id = if models.iter().any(|m| names.is_movement_base(m)) {
                    "log-title-base-removed"
                } else {
                    "log-title-casualties-removed"
                };
                outcomes.push((
                    8,
                    t(
                        id,
                        &[
                            ("unit", u(unit)),
                            ("count", models.len().into()),
                            ("why", worded(lang, why, names).into()),
                        ],
                    ),
                ));
            }
            Event::ShotLost { .. } => outcomes.push((8, describe_event(lang, names, e))),
            Event::OrdersGiven { .. }
            | Event::InitiativeTaken { .. }
            | Event::CommandDuelResolved { .. }
            | Event::StrategyRolled { .. }
            | Event::PursuitRolled { .. }
            | Event::MoveRolled { .. }
            | Event::LedOrderRolled { .. }
            | Event::LeaderJoined { .. }
            | Event::LeaderLeft { .. }
            | Event::DuelAnswered { .. } => facts.push((3, describe_event(lang, names, e))),
            _ => {}
        }
    }
    outcomes.sort_by_key(|(rank, _)| *rank);
    facts.sort_by_key(|(rank, _)| *rank);
    if !outcomes.is_empty() {
        let words: Vec<String> = outcomes.into_iter().take(2).map(|(_, w)| w).collect();
        return Title::Outcome(words.join(" · "));
    }
    if let Some((_, f)) = facts.into_iter().next() {
        return Title::Fact(f);
    }
    if is_pass(command) {
        Title::Pass
    } else {
        Title::Command(describe_command(lang, names, command))
    }
}

/// A multiple combat's result over the whole group as a title (L715, R-RES-1): its winners
/// and losers with the losses of each, the winners' first; a draw, which nobody wins, by the
/// two sides and their losses, the first side's first.
fn multiple_result(
    lang: Lang,
    names: &BattleNames,
    winners: &[String],
    losers: &[String],
    losses: [u32; 2],
) -> String {
    if winners.is_empty() {
        return text(
            lang,
            "log-title-multiple-draw",
            &[
                ("side1", names.side(Side::FIRST).into()),
                ("side2", names.side(Side::SECOND).into()),
                ("loss1", losses[0].into()),
                ("loss2", losses[1].into()),
            ],
        );
    }
    let side = winners
        .first()
        .and_then(|w| names.side_of(w))
        .unwrap_or(Side::FIRST);
    let list = |ids: &[String]| Arg::from(unit_list(names, ids));
    text(
        lang,
        "log-title-multiple-result",
        &[
            ("winners", list(winners)),
            ("count", winners.len().into()),
            ("losers", list(losers)),
            ("loss1", losses[side.index()].into()),
            ("loss2", losses[side.other().index()].into()),
        ],
    )
}
