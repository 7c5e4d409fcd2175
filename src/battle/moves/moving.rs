//! Carrying out a move order once it is checked (L476-562): a run's roll (R-MOV-1, L555), the
//! enemy's chance of an opportunity charge against the declared move (L846-852), the models
//! put where the move leaves them (`placing`), and the order's end.

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::model::command::ModelMove;
use crate::battle::model::event::Event;
use crate::battle::model::pending_move::PendingMove;
use crate::battle::model::side::Side;
use crate::battle::model::state::RolledDie;

/// A run's die settled (R-MOV-1): every model goes toward its destination as far as
/// 2 x MOV + the die allows.
pub fn run_rolled(ctx: &mut Ctx, side: Side, unit: &str, moves: &[ModelMove], dice: &[RolledDie]) {
    let mov = ctx
        .state()
        .unit(unit)
        .map_or(0.0, |u| u.acting_profile().mov_cm);
    let total: i32 = dice.iter().map(|d| d.total()).sum();
    // Forced march adds its distance to a run (commander order).
    let extra = ctx
        .state()
        .unit(unit)
        .map_or(0.0, crate::battle::deck::commander::extra_move_cm);
    let max = 2.0 * mov + f64::from(total) + extra;
    ctx.emit(Event::MoveRolled {
        unit: unit.to_string(),
        dice: dice.iter().map(|d| d.value).collect(),
        max_cm: max,
    });
    move_or_opportunity(ctx, side, unit, moves, max);
}

/// A declared move, each model at most `max` cm: the enemy may first answer it with an
/// opportunity charge (L846-852); otherwise the models move and the pair goes on.
pub(in crate::battle) fn move_or_opportunity(
    ctx: &mut Ctx,
    side: Side,
    unit: &str,
    moves: &[ModelMove],
    max: f64,
) {
    let pending = PendingMove::new(side, unit, moves, max, false);
    if crate::battle::opportunity::charge::offer(ctx, pending) {
        return;
    }
    crate::battle::moves::placing::move_models(ctx, unit, moves, max);
    crate::battle::deck::commander::spend_move(ctx, unit);
    crate::battle::leaders::join::after_move(ctx, unit);
    ctx.go_on(GoOn::OrderDone { side });
}
