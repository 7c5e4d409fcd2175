//! Charges in words: declared, answered (receive, flee, stand and shoot), reached or short.

use super::Say;
use crate::battle::Event;
use crate::battle::model::command::ChargeReaction;
use crate::i18n::Language as Lang;
use crate::narration::names::BattleNames;
use crate::narration::words::{cm, flag, w};

/// The event in words when it is one of this concept's, else `None`.
pub(super) fn words(lang: Lang, names: &BattleNames, e: &Event) -> Option<String> {
    let say = Say { lang, names };
    Some(match e {
        Event::ChargeDeclared { charge } => say.f(
            "log-charge-declared",
            &[
                ("charger", say.unit(&charge.charger)),
                ("target", say.unit(&charge.target)),
                ("powered", flag(charge.powered)),
            ],
        ),
        Event::ChargeReacted { unit, reaction, .. } => {
            let reaction = match reaction {
                ChargeReaction::Receive => "receive",
                ChargeReaction::Flee => "flee",
                ChargeReaction::StandAndShoot => "stand-and-shoot",
            };
            say.f(
                "log-charge-reaction",
                &[("unit", say.unit(unit)), ("reaction", reaction.into())],
            )
        }
        Event::ChargeResolved {
            reach_cm,
            distance_cm,
            success,
        } => say.f(
            "log-charge-resolved",
            &[
                ("reach", w(cm(*reach_cm))),
                ("distance", w(cm(*distance_cm))),
                ("success", flag(*success)),
            ],
        ),
        Event::ChargeCleared => say.f("log-charge-cleared", &[]),
        _ => return None,
    })
}
