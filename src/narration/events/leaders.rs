//! Leaders in words: the Lead order and its led orders, a leader joining or leaving a unit,
//! and a join or leave dropped with the rule that refuses it.

use super::Say;
use crate::battle::Event;
use crate::battle::reason_words::{order_words, worded};
use crate::i18n::Language as Lang;
use crate::narration::names::BattleNames;
use crate::narration::words::{cm, flag, w};

/// The event in words when it is one of this concept's, else `None`.
pub(super) fn words(lang: Lang, names: &BattleNames, e: &Event) -> Option<String> {
    let say = Say { lang, names };
    Some(match e {
        Event::LeadOrdersOpened { side, units } => say.f(
            "log-lead-orders-opened",
            &[("side", say.side(side)), ("units", say.units(units))],
        ),
        Event::LedOrderGiven { unit, order } => say.f(
            "log-led-order-given",
            &[
                ("unit", say.unit(unit)),
                ("order", w(order_words(lang, *order))),
            ],
        ),
        Event::UnitsLed { units } => say.f("log-units-led", &[("units", say.units(units))]),
        Event::LedOrderRolled {
            unit,
            die,
            total,
            ki,
        } => say.f(
            "log-led-order-rolled",
            &[
                ("unit", say.unit(unit)),
                ("die", (*die).into()),
                ("total", (*total).into()),
                ("ki", flag(*ki)),
            ],
        ),
        Event::LeaderMoveDeclared { declared } => match declared {
            None => say.f("log-leader-move-none", &[]),
            Some(lm) => match &lm.change {
                crate::battle::LeaderChange::Join { unit, .. } => say.f(
                    "log-leader-move-join",
                    &[("leader", say.unit(&lm.unit)), ("unit", say.unit(unit))],
                ),
                crate::battle::LeaderChange::Leave { .. } => {
                    say.f("log-leader-move-leave", &[("unit", say.unit(&lm.unit))])
                }
            },
        },
        Event::LeaderJoined {
            leader_unit,
            unit,
            swapped_with,
            ..
        } => {
            let who = [("leader", say.unit(leader_unit)), ("unit", say.unit(unit))];
            match swapped_with {
                None => say.f("log-leader-joined", &who),
                Some(with) => {
                    let mut args = who.to_vec();
                    args.push(("with", say.unit(with)));
                    say.f("log-leader-joined-swapping", &args)
                }
            }
        }
        Event::LeaderLeft {
            unit,
            model,
            new_unit,
            x,
            y,
            ..
        } => say.f(
            "log-leader-left",
            &[
                ("model", say.unit(model)),
                ("unit", say.unit(unit)),
                ("x", w(cm(*x))),
                ("y", w(cm(*y))),
                ("new_unit", say.unit(new_unit)),
            ],
        ),
        Event::LeaderChangeDropped { unit, why, rule } => say.f(
            "log-leader-change-dropped",
            &[
                ("unit", say.unit(unit)),
                ("why", w(drop_words(lang, why, names))),
                ("rule", w(rule)),
            ],
        ),
        _ => return None,
    })
}

/// Why a leader's join or leave was dropped: a refused join or leave in the window's words for
/// rejections.
fn drop_words(
    lang: Lang,
    why: &crate::rules::Worded<crate::battle::model::reasons::LeaderDrop>,
    names: &BattleNames,
) -> String {
    match why.typed() {
        Some(crate::battle::model::reasons::LeaderDrop::Refused { rejection }) => {
            rejection.text_named(lang, names)
        }
        _ => worded(lang, why, names),
    }
}
