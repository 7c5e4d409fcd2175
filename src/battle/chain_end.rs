//! The end of a multiple combat (L715, R-RES-2): every unit of the losing side, one at a time,
//! tests Honor (R-DICE-3) and on a failure falls back, or retreats when below half its models
//! (L957-976). Each Honor test and each fall-back roll waits for offerings to the gods when a side
//! holds cards (R-DECK-4, L1028); then the pursuits, isolated models and melee moves follow as
//! after any melee (`aftermath::after_result`).

use serde::{Deserialize, Serialize};

use super::flow::{self, Ctx};
use super::multiple::ChainLoss;
use super::state::{RollKind, RolledDie};
use crate::rules::staged::Face;

/// Why a loser of a multiple combat tests Honor.
const WHY: &str = "lost a multiple combat (L715, R-RES-2)";

/// The losers of a multiple combat still to test Honor, kept in the aftermath.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ChainEnd {
    /// The losing units still to test, the first one now, with the enemies each fought.
    pub losers: Vec<ChainLoss>,
    /// The losers that retreated so far (they may be pursued, L980).
    pub retreated: Vec<String>,
    /// (winner, loser) pairs that fought each other.
    pub pairs: Vec<(String, String)>,
    /// Whether a roll waited for offerings: the combat's own follow-up has already run, so the
    /// battle goes on from here once the losers are done.
    pub paused: bool,
}

fn current(ctx: &Ctx) -> Option<ChainEnd> {
    ctx.state
        .aftermath
        .as_ref()
        .and_then(|a| a.chain_end.clone())
}

fn store(ctx: &mut Ctx, end: Option<ChainEnd>) {
    let mut a = super::aftermath::current(ctx);
    a.chain_end = end;
    super::aftermath::set(ctx, a);
}

/// Starts the losers' Honor tests once the group's result is known.
pub fn begin(ctx: &mut Ctx, losers: Vec<ChainLoss>, pairs: Vec<(String, String)>) {
    store(
        ctx,
        Some(ChainEnd {
            losers,
            retreated: Vec::new(),
            pairs,
            paused: false,
        }),
    );
    next(ctx);
}

/// Rolls `dice` for `kind`, noting whether it waits for offerings.
fn roll(ctx: &mut Ctx, mut end: ChainEnd, kind: RollKind, dice: Vec<RolledDie>) {
    if super::rolls::pauses(&ctx.state, &dice) {
        end.paused = true;
        store(ctx, Some(end));
    }
    super::rolls::roll(ctx, kind, dice);
}

/// The first loser is done: the next one.
fn pop(ctx: &mut Ctx) {
    if let Some(mut end) = current(ctx) {
        if !end.losers.is_empty() {
            end.losers.remove(0);
        }
        store(ctx, Some(end));
    }
    next(ctx);
}

/// Tests the next loser still on the table, or ends the multiple combat.
fn next(ctx: &mut Ctx) {
    let Some(mut end) = current(ctx) else {
        return;
    };
    while let Some(l) = end.losers.first().cloned() {
        if ctx.state.unit(&l.unit).is_none_or(|u| u.removed) {
            end.losers.remove(0);
            continue;
        }
        store(ctx, Some(end.clone()));
        match flow::honor_dice(ctx, &l.unit, 0, WHY) {
            None => {
                end.losers.remove(0);
                continue;
            }
            Some(dice) => {
                let kind = RollKind::ChainHonor { unit: l.unit };
                roll(ctx, end, kind, dice);
                return;
            }
        }
    }
    store(ctx, Some(end.clone()));
    flow::check_wiped_out_army(ctx);
    super::aftermath::after_result(ctx, &end.pairs, &end.retreated);
    if end.paused {
        flow::next_action(ctx);
    }
}

/// A loser's Honor test settled: a pass holds; a failure rolls its fall back or retreat (L966)
/// away from the first enemy it fought that is still there.
pub fn honor_rolled(ctx: &mut Ctx, unit: &str, dice: &[RolledDie]) {
    if flow::honor_from_dice(ctx, unit, 0, WHY, dice) {
        pop(ctx);
        return;
    }
    let (Some(end), Some(u)) = (current(ctx), ctx.state.unit(unit).cloned()) else {
        pop(ctx);
        return;
    };
    let retreat = u.models * 2 < u.profile_models_at_start;
    let enemy = end
        .losers
        .first()
        .into_iter()
        .flat_map(|l| l.enemies.iter())
        .find(|e| ctx.state.unit(e).is_some_and(|x| !x.removed))
        .cloned();
    let Some(enemy) = enemy else {
        pop(ctx);
        return;
    };
    let n = super::combat::fall_back_dice_count(&ctx.state, unit);
    let dice = ctx
        .dice
        .d6s(n)
        .into_iter()
        .map(|value| RolledDie {
            owner: u.side,
            value,
            bonus: 0,
        })
        .collect();
    let kind = RollKind::ChainFallBack {
        unit: unit.to_string(),
        enemy,
        retreat,
    };
    roll(ctx, end, kind, dice);
}

/// A loser's fall back or retreat dice settled: it moves (L966-976), then the next loser.
pub fn fall_back_rolled(ctx: &mut Ctx, unit: &str, enemy: &str, retreat: bool, dice: &[RolledDie]) {
    let faces: Vec<Face> = dice
        .iter()
        .map(|d| Face {
            natural: d.value,
            bonus: d.bonus,
        })
        .collect();
    super::combat::fall_back_with(ctx, unit, enemy, retreat, Some(&faces));
    if retreat && let Some(mut end) = current(ctx) {
        end.retreated.push(unit.to_string());
        store(ctx, Some(end));
    }
    pop(ctx);
}
