//! What a unit's activation still to come this turn is worth to the general. A reaction order
//! spends it: the unit takes its used marker when the reaction ends (L842), so an opportunity
//! charge (L846-852) gives up the order the unit would have made on its own activation, such as
//! the last turn's move onto an objective. The general reads that order on the table as it
//! will be once the enemy's move has passed.

use crate::battle::model::command::{Command, Order};
use crate::battle::model::pending_move::PendingMove;
use crate::battle::model::side::other;
use crate::battle::model::state::BattleState;
use crate::battle::policy::general::orders;
use crate::battle::policy::general::reckoner::Reckoner;

/// `state` once the enemy's `pending` move has gone its whole way unhindered.
pub fn move_passed(state: &BattleState, pending: &PendingMove) -> BattleState {
    let mut passed = crate::battle::moves::move_order::moved(state, &pending.moves);
    passed.move_gone_by();
    passed.into_state()
}

/// The worth of the best order `unit` could give if it were activated now: a move of the
/// general's own (toward an objective, an enemy or the enemy's zone, or away), a charge or a
/// shot, each weighed as the general weighs its orders. Zero for a unit already used, or when
/// nothing it could do gains anything.
pub fn to_come(r: &mut Reckoner, unit: &str) -> f64 {
    let state = r.state;
    let Some(u) = state.unit(unit) else {
        return 0.0;
    };
    if u.markers.used || u.removed {
        return 0.0;
    }
    let side = u.side;
    let mut orders: Vec<Command> = orders::own_moves(state, side, unit)
        .into_iter()
        .map(|mv| orders::move_order(side, unit, mv))
        .collect();
    let shoots = u.can_shoot() && u.markers.unloaded == 0;
    for e in state.units_of(other(side)) {
        let blow = |order: Order| Command::Order {
            side,
            unit: unit.to_string(),
            order,
        };
        orders.push(blow(Order::Charge {
            target: e.id.clone(),
            powered: false,
            also: Vec::new(),
        }));
        if shoots {
            orders.push(blow(Order::Shoot {
                target: e.id.clone(),
                powered: false,
            }));
        }
    }
    orders
        .iter()
        .filter_map(|c| orders::weigh_order(r, c))
        .map(|w| w.worth)
        .fold(0.0, f64::max)
}
