//! A combat's aftermath in words: fall back and retreat, the pursuits and melee moves due,
//! casualties removed, pursuit rolls, units leaving the battle.

use super::Say;
use crate::battle::Event;
use crate::battle::model::names::Names;
use crate::battle::model::reasons::Removal;
use crate::battle::reason_words::worded;
use crate::i18n::Language as Lang;
use crate::narration::names::BattleNames;
use crate::narration::words::{cm, flag, list, w};

/// The event in words when it is one of this concept's, else `None`.
pub(super) fn words(lang: Lang, names: &BattleNames, e: &Event) -> Option<String> {
    let say = Say { lang, names };
    Some(match e {
        // A leader alone whose death empties his unit is dead, not wiped out (L436-438).
        Event::UnitRemoved { unit, reason }
            if names.is_lone_leader(unit)
                && !matches!(reason.typed(), Some(Removal::FailedRetreatTest)) =>
        {
            say.f("log-lone-leader-removed", &[("unit", say.unit(unit))])
        }
        Event::UnitRemoved { unit, reason } => say.f(
            "log-unit-removed",
            &[
                ("unit", say.unit(unit)),
                ("reason", w(worded(lang, reason, names))),
            ],
        ),
        Event::FallBack {
            unit,
            dice,
            retreat,
        } => say.f(
            "log-fall-back",
            &[
                ("unit", say.unit(unit)),
                ("retreat", flag(*retreat)),
                ("cm", w(dice.iter().map(|d| u32::from(*d)).sum::<u32>())),
                ("dice", w(list(dice))),
            ],
        ),
        Event::AftermathSet { aftermath } => match aftermath {
            None => say.f("log-aftermath-none", &[]),
            Some(a) => {
                let mut parts = Vec::new();
                if let Some(c) = &a.chain {
                    let left: Vec<String> = c
                        .left
                        .iter()
                        .map(|c| {
                            format!(
                                "{} - {}",
                                names.group(&c.attacker, c.groups.attacker),
                                names.group(&c.defender, c.groups.defender)
                            )
                        })
                        .collect();
                    let left = if left.is_empty() {
                        "-".to_string()
                    } else {
                        left.join(", ")
                    };
                    parts.push(say.f("log-aftermath-chain", &[("left", w(left))]));
                }
                for p in &a.pursuits {
                    parts.push(say.f(
                        "log-aftermath-pursuit",
                        &[
                            ("pursuer", say.unit(&p.pursuer)),
                            ("fleeing", say.unit(&p.fleeing)),
                        ],
                    ));
                }
                if !a.melee_moves.is_empty() {
                    parts.push(say.f(
                        "log-aftermath-melee-moves",
                        &[("units", say.units(&a.melee_moves))],
                    ));
                }
                say.f("log-aftermath-set", &[("parts", w(parts.join("; ")))])
            }
        },
        // A total war movement base removed is the unit's whole size (R-TW-5).
        Event::CasualtiesRemoved { unit, models, why }
            if models.iter().any(|m| names.is_movement_base(m)) =>
        {
            say.f(
                "log-base-removed",
                &[
                    ("unit", say.unit(unit)),
                    ("why", w(worded(lang, why, names))),
                ],
            )
        }
        Event::CasualtiesRemoved { unit, models, why } => say.f(
            "log-casualties-removed",
            &[
                ("unit", say.unit(unit)),
                ("models", say.units(models)),
                ("why", w(worded(lang, why, names))),
            ],
        ),
        Event::PursuitRolled {
            unit,
            fleeing,
            dice,
            distance_cm,
        } => say.f(
            "log-pursuit-rolled",
            &[
                ("unit", say.unit(unit)),
                ("fleeing", say.unit(fleeing)),
                ("dice", w(list(dice))),
                ("cm", w(cm(*distance_cm))),
            ],
        ),
        _ => return None,
    })
}
