//! Where a run cut short by its roll stops (R-MOV-1, R-MOV-3, L555): a unit that runs keeps its
//! formation (L391-399, R-FORM-1) and must not move out of it (L562), so its models stop
//! together. When the roll does not reach every destination, every model goes the same share of
//! its own path: the one that lets the longest path use the whole roll (a unit moving as a block
//! stops as a block, exactly in its formation). If at that share a model would stand on another
//! (L531), or the unit would have more formation violations than before the run (a wheel along
//! waypoints cut half way, say), the share shrinks, 0.25 cm of the longest path at a time, down
//! to standing still. Each model then faces the direction of the unit's displacement up to where
//! it stopped (L500), or the centre of an enemy base it reached (L509), as
//! [`crate::battle::moves::facing::settle`] gives it.

use crate::battle::model::command::ModelMove;
use crate::battle::model::state::BattleState;
use crate::battle::moves::facing;
use crate::battle::moves::move_order::{
    self, after_moves, formation_violations, path_length, path_of, stands_on,
};
use crate::table::shapes::{EPS_CM, P2};

/// Step by which the shared share shrinks, in cm of the longest path.
const STEP_CM: f64 = 0.25;

/// `mv` cut to `share` of its path from `start`: the waypoints passed and the point reached,
/// facing left to the engine.
fn cut(mv: &ModelMove, start: P2, share: f64) -> ModelMove {
    let path = path_of(mv);
    let reach = path_length(start, &path) * share;
    let end = move_order::point_along(start, &path, reach);
    let mut passed = Vec::new();
    let (mut at, mut gone) = (start, 0.0);
    for p in &path {
        let seg = (p - at).norm();
        if gone + seg >= reach - EPS_CM {
            break;
        }
        gone += seg;
        passed.push([p.x, p.y]);
        at = *p;
    }
    ModelMove {
        model: mv.model.clone(),
        x: end.x,
        y: end.y,
        facing_deg: None,
        path: passed,
    }
}

/// Where each model of `unit`'s move order ends when no model may go more than `max` cm (see
/// the module's description). Returns `(model, x, y, facing)` in the order of `moves_`.
pub fn stops(
    state: &BattleState,
    unit: &str,
    moves_: &[ModelMove],
    max: f64,
) -> Vec<(String, f64, f64, f64)> {
    let present: Vec<(&ModelMove, P2, f64)> = moves_
        .iter()
        .filter_map(|mv| {
            let m = state.model(&mv.model)?;
            Some((mv, P2::new(m.x, m.y), m.facing_deg))
        })
        .collect();
    let longest = present
        .iter()
        .map(|(mv, start, _)| path_length(*start, &path_of(mv)))
        .fold(0.0, f64::max);
    if longest <= max + EPS_CM {
        return present
            .iter()
            .map(|(mv, _, facing)| (mv.model.clone(), mv.x, mv.y, mv.facing_or(*facing)))
            .collect();
    }
    let before = formation_violations(state, unit).len();
    let l500 = facing::bound_by_l500(state, unit);
    let mut share = (max / longest).clamp(0.0, 1.0);
    loop {
        let cut_moves: Vec<ModelMove> = present
            .iter()
            .map(|(mv, start, _)| cut(mv, *start, share))
            .collect();
        let cut_moves = facing::settle(state, &cut_moves, l500);
        let after = after_moves(state, &cut_moves);
        let clear = cut_moves.iter().all(|mv| {
            after
                .model(&mv.model)
                .is_none_or(|m| !stands_on(m, after.models().iter()))
        });
        if share <= 0.0 || (clear && formation_violations(&after, unit).len() <= before) {
            return cut_moves
                .iter()
                .filter_map(|mv| {
                    let m = after.model(&mv.model)?;
                    Some((mv.model.clone(), m.x, m.y, m.facing_deg))
                })
                .collect();
        }
        share = (share - STEP_CM / longest).max(0.0);
    }
}
