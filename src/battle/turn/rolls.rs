//! Rolls during the battle and the offerings to the gods on them (R-DECK-4, L1024-1031, L1028:
//! "repetir un dado de cualquier tirada que se acabe de realizar"): a roll a rule reports
//! (`GoOn::Roll`) is opened to offerings when a side holds a card, each side speaks in turn
//! (the side without the initiative first; on the strategy roll the side behind, R-DECK-8),
//! and once both have spoken the roll is settled. With both hands empty it is settled at once,
//! without a pause and without the roll's own events.
//! This file is the one place that knows which rule each kind of settled roll goes back to.

use crate::battle::engine::ctx::Ctx;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::event::Event;
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::{BattleState, PendingRoll, RollKind, RolledDie};
use crate::battle::turn::flow::{self, settle_order_rolls};

/// Rolls `dice` for `kind`: opened to offerings, or settled at once.
pub fn roll(ctx: &mut Ctx, kind: RollKind, dice: Vec<RolledDie>) {
    if ctx.state().offerings_possible(&dice) {
        open_roll(ctx, kind, dice);
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

/// What a settled roll does: the rule each kind of roll goes back to.
pub fn settle(ctx: &mut Ctx, roll: &PendingRoll) {
    match &roll.kind {
        RollKind::Combat { .. } => crate::battle::combat::staged::stage_rolled(ctx, roll),
        RollKind::FallBack { .. } => crate::battle::combat::staged::fall_back_rolled(ctx, roll),
        RollKind::Run { unit, side, moves } => {
            crate::battle::moves::moving::run_rolled(ctx, *side, unit, moves, &roll.dice)
        }
        RollKind::Flee { unit, charger } => {
            crate::battle::combat::charge_move::flee_rolled(ctx, unit, charger, &roll.dice)
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
        RollKind::Strategy => flow::strategy_rolled(ctx, roll),
        RollKind::Initiative => flow::initiative_rolled(ctx, roll),
        RollKind::Orders => settle_order_rolls(ctx, roll),
        RollKind::ChargeMove { .. } => crate::battle::combat::charge_move::settle_charge(ctx, roll),
        RollKind::OpportunityCharge { .. } => crate::battle::opportunity::charge::settle(ctx, roll),
    }
}

/// Opens a roll to offerings (R-DECK-4): the side without the initiative speaks first. A side
/// without cards cannot offer and passes at once.
pub fn open_roll(ctx: &mut Ctx, kind: RollKind, dice: Vec<RolledDie>) {
    ctx.emit(Event::RollMade {
        roll: PendingRoll {
            kind,
            dice,
            spoke: [false, false],
        },
    });
    next_offering(ctx);
}

/// The next side to speak on the pending roll, or settle it.
pub fn next_offering(ctx: &mut Ctx) {
    let Some(first) = ctx
        .state()
        .roll()
        .as_ref()
        .and_then(|r| first_to_speak(ctx.state(), r))
    else {
        settle_roll(ctx);
        return;
    };
    for side in [first, other(first)] {
        let spoke = ctx
            .state()
            .roll()
            .as_ref()
            .is_some_and(|r| r.spoke[side.index()]);
        if spoke {
            continue;
        }
        if ctx.state().sides()[side.index()].deck.hand.is_empty() {
            ctx.emit(Event::OfferingPassed { side });
            continue;
        }
        ctx.awaits(Awaiting::Offerings { side });
        return;
    }
    settle_roll(ctx);
}

/// The side that speaks first on `roll` (R-DECK-4, L1031): the side without the initiative.
/// The strategy roll comes before anyone holds it (L210): there the side behind speaks
/// first and the side ahead answers, and a roll tied before anyone spoke is made again at
/// once, without offerings (R-DECK-8). `None`: no offerings on this roll.
fn first_to_speak(state: &BattleState, roll: &PendingRoll) -> Option<Side> {
    if !matches!(roll.kind, RollKind::Strategy) {
        return Some(other(state.initiative()));
    }
    let [first, second] = state.strategy_totals(roll)?;
    match first.cmp(&second) {
        std::cmp::Ordering::Less => Some(Side::FIRST),
        std::cmp::Ordering::Greater => Some(Side::SECOND),
        std::cmp::Ordering::Equal if roll.spoke == [false, false] => None,
        // A tie an offering made: the side that has not spoken answers it.
        std::cmp::Ordering::Equal => Some(Side::FIRST),
    }
}

fn settle_roll(ctx: &mut Ctx) {
    let Some(roll) = ctx.state().roll().clone() else {
        return;
    };
    ctx.emit(Event::RollSettled);
    settle(ctx, &roll);
}
