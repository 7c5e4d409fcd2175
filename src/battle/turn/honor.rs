//! Honor tests (*chequeo de Honor*, R-DICE-3): the lowest of the dice kept against the unit's
//! Honor plus a modifier, with the general's re-roll within 15 cm and sight (L430) and Steady
//! ranks passing it without a roll (L1006). Asked by maintenance (L236), a combat's result
//! (L957), a multiple combat's losers (L715) and a pursuit (L978).

use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::measure;
use crate::battle::model::event::Event;
use crate::battle::model::reasons::HonorCause;
use crate::battle::model::state::{BattleState, RolledDie};

/// Whether the general's re-roll applies to `unit` (L428-431): the general itself, or a unit
/// with a model within 15 cm of the general's unit and in sight of it.
pub fn general_reroll(state: &BattleState, unit: &str) -> bool {
    let Some(u) = state.unit(unit) else {
        return false;
    };
    if state.general_dead(u.side) {
        return false;
    }
    let Some(g) = state
        .units_of(u.side)
        .find(|x| x.general && x.leader.is_some())
    else {
        return false;
    };
    if g.id == u.id {
        return true;
    }
    let table = measure::table(state);
    state.models_of(unit).any(|m| {
        state.models_of(&g.id).any(|gm| {
            measure::distance(m, gm) <= 15.0
                && (measure::sees(table.as_deref(), m, gm)
                    || measure::sees(table.as_deref(), gm, m))
        })
    })
}

/// An Honor test of `unit` (R-DICE-3) with `modifier`; returns whether it passed.
pub fn honor_test(ctx: &mut Ctx, unit: &str, modifier: i32, why: HonorCause) -> bool {
    match honor_dice(ctx, unit, modifier, why) {
        None => true,
        Some(dice) => honor_from_dice(ctx, unit, modifier, why, &dice),
    }
}

/// The dice of an Honor test of `unit` (two with the general's re-roll, L430), to be read by
/// [`honor_from_dice`] once offered on (R-DECK-4); none when Steady ranks passes it without a
/// roll. A unit no longer in the battle rolls no dice (and fails).
pub fn honor_dice(
    ctx: &mut Ctx,
    unit: &str,
    modifier: i32,
    why: HonorCause,
) -> Option<Vec<RolledDie>> {
    let Some(u) = ctx.state().unit(unit) else {
        return Some(Vec::new());
    };
    let owner = u.side;
    let honor = u.honor(ctx.state().general_dead(u.side)) + modifier;
    if crate::battle::deck::commander::steady_passes(ctx, unit, honor, why) {
        return None;
    }
    let n = if general_reroll(ctx.state(), unit) {
        2
    } else {
        1
    };
    Some(ctx.roll_dice(owner, n))
}

/// An Honor test of `unit` with these dice (R-DICE-3): the lowest total is kept (two dice with
/// the general's re-roll, L430) and passes when at most the Honor plus `modifier`.
pub fn honor_from_dice(
    ctx: &mut Ctx,
    unit: &str,
    modifier: i32,
    why: HonorCause,
    dice: &[RolledDie],
) -> bool {
    let Some(u) = ctx.state().unit(unit) else {
        return false;
    };
    let honor = u.honor(ctx.state().general_dead(u.side)) + modifier;
    let kept = dice.iter().map(|d| d.total()).min().unwrap_or(6);
    let passed = kept <= honor;
    ctx.emit(Event::HonorTested {
        unit: unit.to_string(),
        dice: dice.iter().map(|d| d.value).collect(),
        honor,
        passed,
        why: why.into(),
    });
    passed
}
