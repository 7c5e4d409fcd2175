//! Rolls in words: what a roll decides and its dice with their owners, the roll settled, Honor
//! tests and move rolls.

use super::Say;
use crate::battle::Event;
use crate::battle::model::state::RollKind;
use crate::battle::reason_words::honor_words;
use crate::i18n::Language as Lang;
use crate::narration::names::BattleNames;
use crate::narration::words::{cm, flag, list, w};
use crate::rules::staged::StageRoll;

/// The event in words when it is one of this concept's, else `None`.
pub(super) fn words(lang: Lang, names: &BattleNames, e: &Event) -> Option<String> {
    let say = Say { lang, names };
    Some(match e {
        Event::HonorTested {
            unit,
            dice,
            honor,
            passed,
            why,
        } => say.f(
            "log-honor-tested",
            &[
                ("unit", say.unit(unit)),
                ("honor", (*honor).into()),
                ("dice", w(list(dice))),
                ("passed", flag(*passed)),
                ("why", w(honor_words(lang, why, dice.len()))),
            ],
        ),
        Event::RollMade { roll } => {
            let what = match &roll.kind {
                RollKind::Strategy => say.f("log-roll-strategy", &[]),
                RollKind::Initiative => say.f("log-roll-initiative", &[]),
                RollKind::Orders => say.f("log-roll-orders", &[]),
                RollKind::ChargeMove { charger, target } => say.f(
                    "log-roll-charge-move",
                    &[("charger", say.unit(charger)), ("target", say.unit(target))],
                ),
                RollKind::Combat { stage } => match stage {
                    StageRoll::Combat => say.f("log-roll-combat", &[]),
                    StageRoll::Wounds => say.f("log-roll-wounds", &[]),
                    StageRoll::ProtectLeader { .. } => say.f("log-roll-protect-leader", &[]),
                    StageRoll::Honor { .. } => say.f("log-roll-honor", &[]),
                },
                RollKind::FallBack { unit } | RollKind::ChainFallBack { unit, .. } => {
                    say.f("log-roll-fall-back", &[("unit", say.unit(unit))])
                }
                RollKind::Run { unit, .. } => say.f("log-roll-run", &[("unit", say.unit(unit))]),
                RollKind::Flee { unit, charger } => say.f(
                    "log-roll-flee",
                    &[("unit", say.unit(unit)), ("charger", say.unit(charger))],
                ),
                RollKind::RetreatHonor { unit, .. } => {
                    say.f("log-roll-retreat-honor", &[("unit", say.unit(unit))])
                }
                RollKind::OpportunityCharge { charger, mover } => say.f(
                    "log-roll-opportunity-charge",
                    &[("charger", say.unit(charger)), ("mover", say.unit(mover))],
                ),
                RollKind::PursuitHonor { pursuer, fleeing } => say.f(
                    "log-roll-pursuit-honor",
                    &[
                        ("pursuer", say.unit(pursuer)),
                        ("fleeing", say.unit(fleeing)),
                    ],
                ),
                RollKind::PursuitMove { pursuer, fleeing } => say.f(
                    "log-roll-pursuit-move",
                    &[
                        ("pursuer", say.unit(pursuer)),
                        ("fleeing", say.unit(fleeing)),
                    ],
                ),
                RollKind::ChainHonor { unit } => {
                    say.f("log-roll-chain-honor", &[("unit", say.unit(unit))])
                }
                RollKind::LedOrder { unit, .. } => {
                    say.f("log-roll-led-order", &[("unit", say.unit(unit))])
                }
            };
            let dice: Vec<String> = roll
                .dice
                .iter()
                .map(|d| {
                    say.f(
                        "log-roll-die",
                        &[("value", d.value.into()), ("side", say.side(&d.owner))],
                    )
                })
                .collect();
            say.f(
                "log-roll-made",
                &[("what", w(what)), ("dice", w(dice.join(", ")))],
            )
        }
        Event::RollSettled => say.f("log-roll-settled", &[]),
        Event::MoveRolled { unit, dice, max_cm } => say.f(
            "log-move-rolled",
            &[
                ("unit", say.unit(unit)),
                ("dice", w(list(dice))),
                ("cm", w(cm(*max_cm))),
            ],
        ),
        _ => return None,
    })
}
