//! The turn's events in words: the setup (extra terrain, the strategy roll, deployment, the
//! table sides), phases, initiative, pairs of activations, orders given and spent, reactions
//! and markers.

use super::{Say, phase_name};
use crate::battle::Event;
use crate::battle::model::names::Names;
use crate::battle::reason_words::worded;
use crate::i18n::Language as Lang;
use crate::narration::awaiting::awaiting_line;
use crate::narration::markers::marker_names;
use crate::narration::names::BattleNames;
use crate::narration::words::{cm, flag, list, w};

/// The event in words when it is one of this concept's, else `None`.
pub(super) fn words(lang: Lang, names: &BattleNames, e: &Event) -> Option<String> {
    let say = Say { lang, names };
    Some(match e {
        Event::ExtraTerrainRolled { side, dice, pieces } => say.f(
            "log-extra-terrain-rolled",
            &[
                ("side", say.side(side)),
                ("dice", w(list(dice))),
                ("pieces", (*pieces).into()),
            ],
        ),
        Event::TerrainOrderSet { order } => say.f(
            "log-terrain-order-set",
            &[(
                "order",
                w(order
                    .iter()
                    .map(|s| names.side(*s))
                    .collect::<Vec<_>>()
                    .join(", ")),
            )],
        ),
        Event::TerrainPlaced {
            side,
            terrain,
            pieces,
        } => say.f(
            "log-terrain-placed",
            &[
                ("side", say.side(side)),
                ("terrain", w(terrain.name_in(lang))),
                ("pieces", (*pieces).into()),
            ],
        ),
        Event::TerrainDone { side } => say.f("log-terrain-done", &[("side", say.side(side))]),
        Event::StrategyRolled {
            dice,
            totals,
            winner,
        } => {
            let who = winner.map_or_else(|| say.f("log-strategy-tie", &[]), |s| names.side(s));
            say.f(
                "log-strategy-rolled",
                &[
                    ("die1", dice[0].into()),
                    ("die2", dice[1].into()),
                    ("total1", totals[0].into()),
                    ("total2", totals[1].into()),
                    ("winner", w(who)),
                ],
            )
        }
        Event::ModelDeployed {
            model,
            x,
            y,
            facing_deg,
        } => say.f(
            "log-model-deployed",
            &[
                ("model", say.unit(model)),
                ("x", w(cm(*x))),
                ("y", w(cm(*y))),
                ("facing", w(cm(*facing_deg))),
            ],
        ),
        Event::Awaits { awaiting } => say.f(
            "log-awaits",
            &[("awaiting", w(awaiting_line(lang, names, awaiting)))],
        ),
        Event::PhaseBegan { phase, turn } => say.f(
            "log-phase-began",
            &[
                ("turn", (*turn).into()),
                ("phase", w(phase_name(lang, *phase))),
            ],
        ),
        Event::MarkersSet { unit, markers } => {
            let m = marker_names(lang, names, markers);
            let m = if m.is_empty() {
                say.f("log-markers-none", &[])
            } else {
                m.join(", ")
            };
            say.f(
                "log-markers-set",
                &[("unit", say.unit(unit)), ("markers", w(m))],
            )
        }
        Event::TurnMarkersCleared => say.f("log-turn-markers-cleared", &[]),
        Event::InitiativeTaken { side, why } => say.f(
            "log-initiative-taken",
            &[
                ("side", say.side(side)),
                ("why", w(worded(lang, why, names))),
            ],
        ),
        Event::PairBegan { pair } => {
            say.f("log-pair-began", &[("side", say.side(&pair.active_side))])
        }
        Event::UnitActivated { side, unit } => say.f(
            "log-unit-activated",
            &[("side", say.side(side)), ("unit", say.unit(unit))],
        ),
        Event::OrdersGiven { orders, ki, totals } => say.f(
            "log-orders-given",
            &[
                ("total1", totals[0].into()),
                ("total2", totals[1].into()),
                ("orders1", orders[0].into()),
                ("ki1", flag(ki[0])),
                ("orders2", orders[1].into()),
                ("ki2", flag(ki[1])),
            ],
        ),
        Event::OrdersSpent { side, count, on } => say.f(
            "log-orders-spent",
            &[
                ("side", say.side(side)),
                ("count", (*count).into()),
                ("on", w(worded(lang, on, names))),
            ],
        ),
        Event::Held { side } => say.f("log-held", &[("side", say.side(side))]),
        Event::NextToAct { side } => say.f("log-next-to-act", &[("side", say.side(side))]),
        Event::Reacted { unit } => say.f("log-reacted", &[("unit", say.unit(unit))]),
        Event::ReactionEnded { unit } => say.f("log-reaction-ended", &[("unit", say.unit(unit))]),
        Event::PairEnded { used } => say.f("log-pair-ended", &[("units", say.units(used))]),
        Event::ActivationCounted { side } => {
            say.f("log-activation-counted", &[("side", say.side(side))])
        }
        Event::LoneActivationUsed => say.f("log-lone-activation-used", &[]),
        Event::TableSidesSwapped { by } => {
            say.f("log-table-sides-swapped", &[("side", w(names.side(*by)))])
        }
        _ => return None,
    })
}
