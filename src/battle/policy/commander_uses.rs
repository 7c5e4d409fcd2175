//! The commander orders a player is offered (L1002-1012): one use of each order in hand, with
//! the units chosen as a player would choose them, and whether using it now makes sense. What
//! the window's tracker lists and `kensei battle play` uses; each is a command the engine checks.

use crate::battle::deck::commander::general;
use crate::battle::engine::measure::unit_distance;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::Command;
use crate::battle::model::deck::OrderEffect;
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::UnitState;

/// One use of each commander order in hand (the units chosen as a player would), split into
/// the uses that make sense right now (offered first, so `kensei battle play` makes them) and
/// the others (offered last). The caller keeps only those that pass the check.
pub fn uses(state: &BattleState) -> (Vec<Command>, Vec<Command>) {
    let (mut now, mut later) = (Vec::new(), Vec::new());
    let deciding = deciding_side(state);
    for side in Side::BOTH {
        let s = &state.sides()[side.index()];
        for name in &s.orders_hand {
            let Some(c) = s.order_cards.iter().find(|c| &c.name == name) else {
                continue;
            };
            let cost = c.cost as usize;
            let take = |n: usize| -> Vec<u8> { s.deck.hand.iter().copied().take(n).collect() };
            let Some(effect) = c.effect else {
                later.push(use_cmd(side, name, take(cost), Vec::new(), None));
                continue;
            };
            let Some((units, x, sensible)) = choose_units(state, side, effect) else {
                continue;
            };
            let cmd = use_cmd(
                side,
                name,
                take(cost + x as usize),
                units,
                c.plus_x.then_some(x),
            );
            if sensible && deciding == Some(side) {
                now.push(cmd);
            } else {
                later.push(cmd);
            }
        }
    }
    (now, later)
}

fn use_cmd(side: Side, order: &str, cards: Vec<u8>, units: Vec<String>, x: Option<u32>) -> Command {
    Command::UseCommanderOrder {
        side,
        order: order.to_string(),
        cards,
        units,
        x,
    }
}

fn deciding_side(state: &BattleState) -> Option<Side> {
    match state.awaiting() {
        Awaiting::Deploy { side } | Awaiting::SpendOrder { side } => Some(side),
        _ => None,
    }
}

/// Whether the unit has a legal order of the given kind now.
fn can_order(state: &BattleState, side: Side, unit: &str, shoot_only: bool) -> bool {
    use crate::battle::model::command::Order;
    state.units_of(other(side)).any(|e| {
        let target = e.id.clone();
        let mut orders = vec![Order::Shoot {
            target: target.clone(),
            powered: false,
        }];
        if !shoot_only {
            orders.push(Order::Fight {
                target: target.clone(),
                powered: false,
            });
            orders.push(Order::Charge {
                target,
                powered: false,
                also: Vec::new(),
            });
        }
        orders.into_iter().any(|order| {
            crate::battle::engine::check::check(
                state,
                &Command::Order {
                    side,
                    unit: unit.to_string(),
                    order,
                },
            )
            .is_ok()
        })
    })
}

/// The units an order names (and X), and whether using it now is sensible.
fn choose_units(
    state: &BattleState,
    side: Side,
    effect: OrderEffect,
) -> Option<(Vec<String>, u32, bool)> {
    let active = state
        .pair()
        .as_ref()
        .and_then(|p| p.units[side.index()].clone())
        .filter(|_| state.awaiting() == (Awaiting::SpendOrder { side }));
    match effect {
        OrderEffect::Banzai | OrderEffect::Volley | OrderEffect::SteadyRanks => {
            let shoot = effect == OrderEffect::Volley;
            let fits = |u: &UnitState| match effect {
                OrderEffect::Banzai => !u.markers.orders.banzai,
                OrderEffect::Volley => !u.markers.orders.volley && u.can_shoot(),
                _ => !u.markers.orders.steady_ranks,
            };
            if let Some(a) = active.as_ref().and_then(|a| state.unit(a))
                && fits(a)
            {
                let sensible = can_order(state, side, &a.id, shoot);
                return Some((vec![a.id.clone()], 0, sensible));
            }
            let u = state
                .units_of(side)
                .find(|u| !u.markers.used && fits(u))?
                .id
                .clone();
            Some((vec![u], 0, false))
        }
        OrderEffect::HiddenPath => {
            let u = state
                .units_of(side)
                .find(|u| {
                    u.acting_profile().skirmisher && !state.models_of(&u.id).any(|m| m.deployed)
                })?
                .id
                .clone();
            Some((vec![u], 0, true))
        }
        OrderEffect::ForcedMarch => {
            let g = general(state, side)?;
            let near = |u: &UnitState| {
                !u.markers.used && (u.id == g.id || unit_distance(state, &u.id, &g.id) <= 10.0)
            };
            if let Some(a) = active.as_ref().and_then(|a| state.unit(a))
                && near(a)
                && a.markers.orders.forced_march_cm == 0
            {
                let sensible = !can_order(state, side, &a.id, false)
                    && crate::battle::engine::measure::engaged_enemies(state, &a.id)
                        .next()
                        .is_none();
                return Some((vec![a.id.clone()], 1, sensible));
            }
            let u = state.units_of(side).find(|u| near(u))?.id.clone();
            Some((vec![u], 1, false))
        }
        OrderEffect::AncestorsWatch => {
            let u = state
                .units_of(side)
                .filter(|u| u.markers.stunned > 0)
                .max_by_key(|u| u.markers.stunned)?
                .id
                .clone();
            Some((vec![u], 1, active.is_some()))
        }
    }
}
