//! The end of a multiple combat (L715, R-RES-2): every unit of the losing side, one at a time,
//! tests Honor (R-DICE-3) and on a failure falls back, or retreats when below half its models
//! (L957-976). Each Honor test and each fall-back roll waits for offerings to the gods when a side
//! holds cards (R-DECK-4, L1028); then the pursuits, isolated models and melee moves follow as
//! after any melee (`aftermath::after_result`).

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::model::combat::ChainEnd;
use crate::battle::model::combat::ChainLoss;
use crate::battle::model::state::{RollKind, RolledDie};
use crate::rules::staged::Face;

/// Why a loser of a multiple combat tests Honor.
const WHY: crate::battle::model::reasons::HonorCause =
    crate::battle::model::reasons::HonorCause::LostMultipleCombat;

/// Takes the losers' state kept in the aftermath while a roll waited for offerings.
fn take(ctx: &mut Ctx) -> Option<ChainEnd> {
    let end = ctx
        .state()
        .aftermath()
        .as_ref()
        .and_then(|a| a.chain_end.clone())?;
    let mut a = crate::battle::aftermath::kept::current(ctx);
    a.chain_end = None;
    crate::battle::aftermath::kept::set(ctx, a);
    Some(end)
}

/// Starts the losers' Honor tests once the group's result is known. The losers' state is kept
/// in the aftermath only while a roll waits for offerings.
pub fn begin(ctx: &mut Ctx, losers: Vec<ChainLoss>, pairs: Vec<(String, String)>) {
    let end = ChainEnd {
        losers,
        retreated: Vec::new(),
        pairs,
        paused: false,
    };
    next(ctx, end);
}

/// The roll of `dice` for `kind`: opened to offerings with the losers' state kept, or settled
/// at once by `then`.
fn roll(
    ctx: &mut Ctx,
    mut end: ChainEnd,
    kind: RollKind,
    dice: Vec<RolledDie>,
    then: fn(&mut Ctx, ChainEnd, &[RolledDie]),
) {
    if ctx.state().offerings_possible(&dice) {
        end.paused = true;
        let mut a = crate::battle::aftermath::kept::current(ctx);
        a.chain_end = Some(end);
        crate::battle::aftermath::kept::set(ctx, a);
        ctx.go_on(GoOn::OpenRoll { kind, dice });
    } else {
        then(ctx, end, &dice);
    }
}

/// The first loser is done: the next one.
fn pop(ctx: &mut Ctx, mut end: ChainEnd) {
    if !end.losers.is_empty() {
        end.losers.remove(0);
    }
    next(ctx, end);
}

/// Tests the next loser still on the table, or ends the multiple combat.
fn next(ctx: &mut Ctx, mut end: ChainEnd) {
    while let Some(l) = end.losers.first().cloned() {
        if ctx.state().unit(&l.unit).is_none_or(|u| u.removed) {
            end.losers.remove(0);
            continue;
        }
        match crate::battle::turn::honor::honor_dice(ctx, &l.unit, 0, WHY) {
            None => {
                end.losers.remove(0);
                continue;
            }
            Some(dice) => {
                let kind = RollKind::ChainHonor { unit: l.unit };
                roll(ctx, end, kind, dice, honor);
                return;
            }
        }
    }
    crate::battle::turn::end::check_wiped_out_army(ctx);
    crate::battle::aftermath::sequence::after_result(ctx, &end.pairs, &end.retreated);
    if end.paused {
        ctx.go_on(GoOn::StepDone);
    }
}

/// A loser's Honor test settled after offerings.
pub fn honor_rolled(ctx: &mut Ctx, dice: &[RolledDie]) {
    if let Some(end) = take(ctx) {
        honor(ctx, end, dice);
    }
}

/// The first loser's Honor test: a pass holds; a failure rolls its fall back or retreat (L966)
/// away from the first enemy it fought that is still there.
fn honor(ctx: &mut Ctx, end: ChainEnd, dice: &[RolledDie]) {
    let Some(l) = end.losers.first().cloned() else {
        next(ctx, end);
        return;
    };
    let unit = l.unit.as_str();
    if crate::battle::turn::honor::honor_from_dice(ctx, unit, 0, WHY, dice) {
        pop(ctx, end);
        return;
    }
    let Some(u) = ctx.state().unit(unit).cloned() else {
        pop(ctx, end);
        return;
    };
    let retreat = u.models * 2 < u.profile_models_at_start;
    let enemy = l
        .enemies
        .iter()
        .find(|e| ctx.state().unit(e).is_some_and(|x| !x.removed))
        .cloned();
    let Some(enemy) = enemy else {
        pop(ctx, end);
        return;
    };
    let n = ctx.state().fall_back_dice(unit);
    let dice = ctx.roll_dice(u.side, n);
    let kind = RollKind::ChainFallBack {
        unit: unit.to_string(),
        enemy,
        retreat,
    };
    roll(ctx, end, kind, dice, fall_back);
}

/// A loser's fall back or retreat dice settled after offerings.
pub fn fall_back_rolled(ctx: &mut Ctx, dice: &[RolledDie]) {
    if let Some(end) = take(ctx) {
        fall_back(ctx, end, dice);
    }
}

/// The first loser falls back or retreats (L966-976) away from the first enemy it fought still
/// there; then the next loser.
fn fall_back(ctx: &mut Ctx, mut end: ChainEnd, dice: &[RolledDie]) {
    let Some(l) = end.losers.first().cloned() else {
        next(ctx, end);
        return;
    };
    let Some(u) = ctx.state().unit(&l.unit).cloned() else {
        pop(ctx, end);
        return;
    };
    let retreat = u.models * 2 < u.profile_models_at_start;
    let Some(enemy) = l
        .enemies
        .iter()
        .find(|e| ctx.state().unit(e).is_some_and(|x| !x.removed))
        .cloned()
    else {
        pop(ctx, end);
        return;
    };
    let faces: Vec<Face> = dice
        .iter()
        .map(|d| Face {
            natural: d.value,
            bonus: d.bonus,
        })
        .collect();
    crate::battle::combat::side_result::fall_back_with(ctx, &u.id, &enemy, retreat, Some(&faces));
    if retreat {
        end.retreated.push(u.id.clone());
    }
    if crate::battle::opportunity::kinds::holds_chain(ctx, &end) {
        return;
    }
    pop(ctx, end);
}

/// The first loser's fall back is over after an opportunity charge against it (L846-852): the
/// next loser.
pub fn resume(ctx: &mut Ctx, end: ChainEnd) {
    pop(ctx, end);
}
