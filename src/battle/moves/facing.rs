//! How models face at the end of a move (book L494-511): the facing a move order must leave,
//! and the facing the engine gives a model whose move names none.
//!
//! - L498-501: when the unit is a skirmisher unit (*hostigadora*) or is not in melee when it
//!   moves, and some model is displaced, every model of the unit (those that stay put too) ends
//!   facing the direction of the displacement; when every model stays put, each may turn as it
//!   likes. A unit in melee that is not a skirmisher unit turns freely (L486; its disengage too).
//! - L509: a model that engages (*trabar*: ends within 2.5 cm of an enemy base it was not within
//!   2.5 cm of, L507) faces the centre of that enemy base, whatever L500 says.
//!
//! **The direction of the displacement** (L500, R-MOV-2) is read as the direction of the unit's
//! displacement from where it stood to where it ends: the sum of each displaced model's
//! displacement (its end minus its start). The waypoints only say how it went (L488: it may turn
//! on the way round corners, and a last sidestep round an obstacle does not turn the unit); a
//! unit moving as a block faces the way it went; models moving by different vectors face the way
//! they went on average, a longer displacement counting more. A model counts as displaced when
//! its path is longer than [`STATIC_CM`]. When the displacements cancel out (their sum is shorter
//! than [`NET_SHARE`] of their lengths: a unit turning about its centre, models swapping places),
//! the unit has no one direction and the book gives none: then every model ends facing one same
//! way, whichever.
//! A facing is right within [`FACING_TOLERANCE_DEG`] either way: what a player putting a model
//! down by eye can tell.

use crate::battle::engine::measure::{self, ENGAGE_CM};
use crate::battle::model::command::ModelMove;
use crate::battle::model::rejection::{Facing, Rejection, no};
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::moves::move_order;
use crate::table::shapes::P2;

/// How far a facing may be off the one the book asks for (L500, L509), degrees either way.
pub const FACING_TOLERANCE_DEG: f64 = 15.0;

/// A model whose centre moves no more than this (cm) stays put (L501).
pub const STATIC_CM: f64 = 0.1;

/// Below this share of the summed displacement lengths, their sum gives no direction.
pub const NET_SHARE: f64 = 0.25;

/// What the models of a move order did, for L500-501.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Displacement {
    /// Every model stays put: each may turn freely (L501).
    Static,
    /// The unit goes this way (degrees, R-UNIT-2).
    Toward(f64),
    /// Models displaced in ways that cancel out (a unit turning about its centre): no one
    /// direction; every model ends facing one same way.
    NoDirection,
}

/// Whether L500-501 bind the unit's move: a skirmisher unit, or one not in melee (L498).
pub fn bound_by_l500(state: &BattleState, unit: &str) -> bool {
    state
        .unit(unit)
        .is_some_and(|u| u.acting_profile().skirmisher)
        || crate::battle::engine::measure::engaged_enemies(state, unit)
            .next()
            .is_none()
}

/// The displacement of a model going along `path` from `start` (its end minus its start);
/// `None` when it stays put (its path no longer than [`STATIC_CM`], L501).
fn displaced(start: P2, path: &[P2]) -> Option<(f64, f64)> {
    if move_order::path_length(start, path) <= STATIC_CM {
        return None;
    }
    let end = path.last().copied().unwrap_or(start);
    Some(((end - start).x, (end - start).y))
}

/// The unit's displacement (L500) when each model goes along its path from where it stands.
pub fn displacement(state: &BattleState, moves_: &[ModelMove]) -> Displacement {
    let mut sum = (0.0, 0.0);
    let mut lengths = 0.0;
    let mut any = false;
    for mv in moves_ {
        let Some(m) = state.model(&mv.model) else {
            continue;
        };
        if let Some((dx, dy)) = displaced(P2::new(m.x, m.y), &move_order::path_of(mv)) {
            any = true;
            sum = (sum.0 + dx, sum.1 + dy);
            lengths += dx.hypot(dy);
        }
    }
    let net = sum.0.hypot(sum.1);
    if !any {
        Displacement::Static
    } else if net <= STATIC_CM.max(NET_SHARE * lengths) {
        Displacement::NoDirection
    } else {
        Displacement::Toward(sum.1.atan2(sum.0).to_degrees())
    }
}

/// Difference between two facings, degrees in 0..=180.
pub fn angle_between(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(360.0);
    d.min(360.0 - d)
}

/// `m` at the end of `mv`, facing `facing`.
fn at_end(m: &ModelState, mv: &ModelMove, facing: f64) -> ModelState {
    let mut end = m.clone();
    (end.x, end.y, end.facing_deg) = (mv.x, mv.y, facing);
    end
}

/// The enemy models `m` engages by ending at `end` (L507): within 2.5 cm there, not at its
/// start. Nearest first.
fn newly_reached<'a>(
    state: &'a BattleState,
    m: &ModelState,
    end: &ModelState,
) -> Vec<&'a ModelState> {
    let mut found: Vec<(f64, &ModelState)> = state
        .models()
        .iter()
        .filter(|e| e.side != m.side && e.deployed)
        .filter(|e| measure::distance(m, e) > ENGAGE_CM + 1e-6)
        .map(|e| (measure::distance(end, e), e))
        .filter(|(d, _)| *d <= ENGAGE_CM + 1e-6)
        .collect();
    found.sort_by(|a, b| a.0.total_cmp(&b.0));
    found.into_iter().map(|(_, e)| e).collect()
}

/// The moves with every missing facing filled in as the book wants it: the centre of the
/// nearest enemy base the model engages (L509); else, when `l500` binds the unit and it is
/// displaced, the direction of the displacement (L500); else the model's facing now (a model
/// that stays put, or a unit free to turn, keeps it). Given facings are kept.
pub fn settle(state: &BattleState, moves_: &[ModelMove], l500: bool) -> Vec<ModelMove> {
    let toward = match displacement(state, moves_) {
        Displacement::Toward(d) if l500 => Some(d),
        _ => None,
    };
    moves_
        .iter()
        .map(|mv| {
            let mut out = mv.clone();
            if mv.facing_deg.is_none()
                && let Some(m) = state.model(&mv.model)
            {
                let provisional = toward.unwrap_or(m.facing_deg);
                let end = at_end(m, mv, provisional);
                let facing = match newly_reached(state, m, &end).first() {
                    Some(e) => measure::facing_towards((mv.x, mv.y), (e.x, e.y)),
                    None => provisional,
                };
                out.facing_deg = Some(facing);
            }
            out
        })
        .collect()
}

/// Checks the facings a move of `unit` ends with (see the module's description); `l500`:
/// whether L500-501 bind it ([`bound_by_l500`] for a move order). Missing facings count as
/// [`settle`] fills them.
pub fn check(
    state: &BattleState,
    unit: &str,
    moves_: &[ModelMove],
    l500: bool,
) -> Result<(), Rejection> {
    let moves_ = settle(state, moves_, l500);
    let mut engaging: Vec<&str> = Vec::new();
    for mv in &moves_ {
        let Some(m) = state.model(&mv.model) else {
            continue;
        };
        let facing = mv.facing_or(m.facing_deg);
        let reached = newly_reached(state, m, &at_end(m, mv, facing));
        if reached.is_empty() {
            continue;
        }
        engaging.push(&mv.model);
        let faces_one = reached.iter().any(|e| {
            angle_between(facing, measure::facing_towards((mv.x, mv.y), (e.x, e.y)))
                <= FACING_TOLERANCE_DEG
        });
        if !faces_one {
            let e = reached[0];
            return no(Facing::EngagedNotFacing {
                model: mv.model.clone(),
                enemy: e.id.clone(),
                towards_deg: measure::facing_towards((mv.x, mv.y), (e.x, e.y)).rem_euclid(360.0),
                tolerance_deg: FACING_TOLERANCE_DEG,
                facing_deg: facing.rem_euclid(360.0),
            });
        }
    }
    if !l500 {
        return Ok(());
    }
    // Every model of the unit that does not engage, with the facing it ends with.
    let ends: Vec<(&str, f64)> = state
        .models_of(unit)
        .filter(|m| m.deployed && !engaging.contains(&m.id.as_str()))
        .map(|m| {
            let f = moves_
                .iter()
                .find(|mv| mv.model == m.id)
                .map_or(m.facing_deg, |mv| mv.facing_or(m.facing_deg));
            (m.id.as_str(), f)
        })
        .collect();
    let toward = match displacement(state, &moves_) {
        Displacement::Static => return Ok(()),
        Displacement::NoDirection => {
            let (s, c) = ends.iter().fold((0.0, 0.0), |(s, c), (_, f)| {
                (s + f.to_radians().sin(), c + f.to_radians().cos())
            });
            let mean = s.atan2(c).to_degrees();
            if let Some((id, f)) = ends
                .iter()
                .find(|(_, f)| angle_between(*f, mean) > FACING_TOLERANCE_DEG)
            {
                return no(Facing::NotOneWay {
                    model: id.to_string(),
                    unit: unit.to_string(),
                    facing_deg: f.rem_euclid(360.0),
                    tolerance_deg: FACING_TOLERANCE_DEG,
                });
            }
            return Ok(());
        }
        Displacement::Toward(d) => d,
    };
    for &(id, facing) in &ends {
        if angle_between(facing, toward) > FACING_TOLERANCE_DEG {
            return no(Facing::NotTowardMove {
                model: id.to_string(),
                facing_deg: facing.rem_euclid(360.0),
                toward_deg: toward.rem_euclid(360.0),
                tolerance_deg: FACING_TOLERANCE_DEG,
            });
        }
    }
    Ok(())
}
