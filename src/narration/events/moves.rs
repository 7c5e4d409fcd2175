//! Moves in words: models moved and removed, disengaging, a declared move waiting on an
//! opportunity charge (L848) and that charge's outcome.

use super::Say;
use crate::battle::Event;
use crate::battle::model::names::Names;
use crate::battle::model::pending_move::MoveKind;
use crate::i18n::{Language as Lang, text};
use crate::narration::names::BattleNames;
use crate::narration::words::{cm, w};

/// The event in words when it is one of this concept's, else `None`.
pub(super) fn words(lang: Lang, names: &BattleNames, e: &Event) -> Option<String> {
    let say = Say { lang, names };
    Some(match e {
        Event::ModelMoved {
            model,
            x,
            y,
            facing_deg,
        } => say.f(
            "log-model-moved",
            &[
                ("model", say.unit(model)),
                ("x", w(cm(*x))),
                ("y", w(cm(*y))),
                ("facing", w(cm(*facing_deg))),
            ],
        ),
        // A total war unit's base comes off the table when its size is gone (R-TW-5).
        Event::ModelRemoved { model } if names.is_movement_base(model) => {
            say.f("log-base-taken-off", &[("model", say.unit(model))])
        }
        Event::ModelRemoved { model } => say.f("log-model-removed", &[("model", say.unit(model))]),
        Event::Disengaged { unit, from } => say.f(
            "log-disengaged",
            &[("unit", say.unit(unit)), ("from", say.unit(from))],
        ),
        Event::PendingMoveSet { pending } => match pending {
            None => say.f("log-pending-move-none", &[]),
            Some(p) => {
                let kind = w(move_kind(lang, names, &p.kind));
                match &p.charger {
                    Some(c) if p.caught => say.f(
                        "log-pending-move-caught",
                        &[
                            ("unit", say.unit(&p.unit)),
                            ("charger", say.unit(c)),
                            ("kind", kind),
                        ],
                    ),
                    Some(c) => say.f(
                        "log-pending-move-charged",
                        &[
                            ("unit", say.unit(&p.unit)),
                            ("kind", kind),
                            ("models", p.moves.len().into()),
                            ("charger", say.unit(c)),
                        ],
                    ),
                    None => say.f(
                        "log-pending-move-declared",
                        &[
                            ("unit", say.unit(&p.unit)),
                            ("kind", kind),
                            ("models", p.moves.len().into()),
                        ],
                    ),
                }
            }
        },
        Event::OpportunityChargeResolved {
            charger,
            mover,
            reach_cm,
            distance_cm,
            caught_at,
        } => {
            let verdict = match caught_at {
                Some(at) => say.f(
                    "log-opportunity-caught",
                    &[("percent", w(format!("{:.0}", at * 100.0)))],
                ),
                None => say.f("log-opportunity-missed", &[]),
            };
            say.f(
                "log-opportunity-charge-resolved",
                &[
                    ("charger", say.unit(charger)),
                    ("mover", say.unit(mover)),
                    ("reach", w(cm(*reach_cm))),
                    ("distance", w(cm(*distance_cm))),
                    ("verdict", w(verdict)),
                ],
            )
        }
        _ => return None,
    })
}

/// The kind of move an opportunity charge answers (L848), in words.
fn move_kind(lang: Lang, names: &dyn Names, kind: &MoveKind) -> String {
    let (kind, unit) = match kind {
        MoveKind::Order => ("order", String::new()),
        MoveKind::MeleeMove => ("melee-move", String::new()),
        MoveKind::Pursuit { fleeing, .. } => ("pursuit", names.unit(fleeing)),
        MoveKind::Charge { target, .. } => ("charge", names.unit(target)),
        MoveKind::Flight { charger, .. } => ("flight", names.unit(charger)),
        MoveKind::FallBack { retreat: true, .. } => ("retreat", String::new()),
        MoveKind::FallBack { .. } => ("fall-back", String::new()),
    };
    text(
        lang,
        "log-move-kind",
        &[("kind", kind.into()), ("unit", unit.into())],
    )
}
