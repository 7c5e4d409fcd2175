//! Offerings to the gods on every roll (R-DECK-4, L1024-1031, L1028: "repetir un dado de cualquier
//! tirada que se acabe de realizar"): a roll is opened to offerings when a side holds a card,
//! and what it does is settled once both sides spoke. With both hands empty it is settled at
//! once, without a pause and without the roll's own events.

use crate::battle::combat::combat_order;
use crate::battle::model::state::{BattleState, PendingRoll, RollKind, RolledDie};
use crate::battle::turn::flow::{self, Ctx};

/// Whether a roll of `dice` waits for offerings.
pub fn pauses(state: &BattleState, dice: &[RolledDie]) -> bool {
    !dice.is_empty() && state.sides.iter().any(|s| !s.deck.hand.is_empty())
}

/// Rolls `dice` for `kind`: opened to offerings, or settled at once.
pub fn roll(ctx: &mut Ctx, kind: RollKind, dice: Vec<RolledDie>) {
    if pauses(&ctx.state, &dice) {
        flow::open_roll(ctx, kind, dice);
    } else {
        settle(
            ctx,
            &PendingRoll {
                kind,
                dice,
                spoke: [true, true],
            },
        );
    }
}

/// What a settled roll does (the kinds that began as [`roll`]).
pub fn settle(ctx: &mut Ctx, roll: &PendingRoll) {
    match &roll.kind {
        RollKind::Combat { .. } => crate::battle::combat::staged::stage_rolled(ctx, roll),
        RollKind::FallBack { .. } => crate::battle::combat::staged::fall_back_rolled(ctx, roll),
        RollKind::Run { unit, side, moves } => {
            crate::battle::engine::resolve::run_rolled(ctx, *side, unit, moves, &roll.dice)
        }
        RollKind::Flee { unit, charger } => {
            combat_order::flee_rolled(ctx, unit, charger, &roll.dice)
        }
        RollKind::RetreatHonor { unit, modifier } => {
            flow::retreat_test_rolled(ctx, unit, *modifier, &roll.dice)
        }
        RollKind::PursuitHonor { pursuer, fleeing } => {
            crate::battle::aftermath::pursuit::honor_rolled(ctx, pursuer, fleeing, &roll.dice)
        }
        RollKind::PursuitMove { pursuer, fleeing } => {
            crate::battle::aftermath::pursuit::move_rolled(ctx, pursuer, fleeing, &roll.dice)
        }
        RollKind::ChainHonor { .. } => {
            crate::battle::combat::chain_end::honor_rolled(ctx, &roll.dice)
        }
        RollKind::ChainFallBack { .. } => {
            crate::battle::combat::chain_end::fall_back_rolled(ctx, &roll.dice)
        }
        RollKind::LedOrder { unit, side, left } => {
            crate::battle::leaders::led::order_rolled(ctx, unit, *side, left, &roll.dice)
        }
        RollKind::Initiative
        | RollKind::Orders
        | RollKind::ChargeMove { .. }
        | RollKind::OpportunityCharge { .. } => {}
    }
}
