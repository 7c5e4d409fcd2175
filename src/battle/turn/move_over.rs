//! What follows a declared move once it is over without a fight (`GoOn::MoveOver`): the move
//! waited for the enemy's answer, an opportunity charge (L846-852, `opportunity`), and was let
//! pass, fell short, or caught a mover whose fight is now over. Each kind of move goes back to
//! what it was part of: the mover's order ends, the charged unit reacts, the charge roll follows
//! a flight (L610, L876), the steps after the melee go on (L978-996), or the next loser of a
//! multiple combat tests (L715).

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::pending_move::{MoveKind, PendingMove};
use crate::battle::model::side::other;

/// Goes on with what `pending` was part of.
pub fn go_on(ctx: &mut Ctx, pending: &PendingMove) {
    match &pending.kind {
        MoveKind::Order => crate::battle::opportunity::charge::end_order(ctx, pending),
        MoveKind::Charge { .. } => {
            if ctx.state().charge().is_some() {
                ctx.awaits(Awaiting::ChargeReaction {
                    side: other(pending.side),
                });
            } else {
                ctx.go_on(GoOn::OrderDone { side: pending.side });
            }
        }
        MoveKind::Flight { .. } => crate::battle::combat::charge_move::charge_after_flight(ctx),
        MoveKind::MeleeMove => crate::battle::aftermath::melee_move::after_move(ctx),
        MoveKind::Pursuit { .. } => crate::battle::aftermath::pursuit::done(ctx),
        MoveKind::FallBack { chain, .. } => match chain {
            Some(end) => crate::battle::combat::chain_end::resume(ctx, end.clone()),
            None => {
                crate::battle::aftermath::sequence::advance(ctx);
                ctx.go_on(GoOn::StepDone);
            }
        },
    }
}
