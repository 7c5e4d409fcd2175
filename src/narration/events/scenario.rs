//! The scenario's events in words: the secret mission drawn, victory points, a general's
//! death, the battle's end and its winner.

use super::Say;
use crate::battle::Event;
use crate::battle::reason_words::{vp_words, worded};
use crate::i18n::Language as Lang;
use crate::narration::names::BattleNames;
use crate::narration::words::w;

/// The event in words when it is one of this concept's, else `None`.
pub(super) fn words(lang: Lang, names: &BattleNames, e: &Event) -> Option<String> {
    let say = Say { lang, names };
    Some(match e {
        // The die stays secret: the log says only that it was rolled (R-MISSION-1).
        Event::SecondaryMissionDrawn { side, .. } => {
            say.f("log-secondary-mission-drawn", &[("side", say.side(side))])
        }
        Event::VictoryPoints { vp, detail } => say.f(
            "log-victory-points",
            &[
                ("vp1", vp[0].into()),
                ("vp2", vp[1].into()),
                ("detail", w(vp_words(lang, detail, names))),
            ],
        ),
        Event::BattleEnded { winner, vp, reason } => {
            let who = winner.map_or_else(
                || say.f("log-no-winner", &[]),
                |s| say.f("log-winner", &[("side", say.side(&s))]),
            );
            say.f(
                "log-battle-ended",
                &[
                    ("reason", w(worded(lang, reason, names))),
                    ("vp1", vp[0].into()),
                    ("vp2", vp[1].into()),
                    ("winner", w(who)),
                ],
            )
        }
        Event::GeneralDied { side } => say.f("log-general-died", &[("side", say.side(side))]),
        Event::DestroyedVp { side, vp } => say.f(
            "log-destroyed-vp",
            &[("side", say.side(side)), ("vp", (*vp).into())],
        ),
        _ => return None,
    })
}
