//! Move orders on the table (mover, correr, destrabar; book L476-562): what makes a declared
//! move illegal, and where a run's models stop when its roll falls short.
//!
//! Each model's path (its waypoints, then its destination, L488) is measured by the table
//! module's move checker ([`crate::table::Table::check_move`]): its length, the terrain and the
//! models its base touches on the way. On top of that the battle knows the unit: the models of
//! the moving unit are not obstacles to one another (they move together), no model ends on
//! another where every model ends (L531), a second move in the activation through difficult
//! terrain has half MOV (L522), and the unit keeps its formation (L391, R-FORM-1).

use crate::battle::model::command::ModelMove;
use crate::battle::model::rejection::{Move, Rejection};
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::model::trial::Trial;
use crate::table::formation::formation_of;
use crate::table::shapes::{EPS_CM, Footprint, P2};
use crate::table::{FormationKind, FormationViolation, MoveKind, MoveRequest};

/// How far two bases may overlap and still count as touching, cm: base contact is allowed
/// (L505), standing on another is not (L531).
pub const TOUCH_CM: f64 = 0.01;

/// A run's fixed part plus the best die: 2 x MOV + 6 (R-MOV-1).
fn run_reach(mov: f64) -> f64 {
    2.0 * mov + 6.0
}

/// The points a model's centre goes through: its waypoints, then its destination.
pub fn path_of(mv: &ModelMove) -> Vec<P2> {
    mv.path
        .iter()
        .map(|p| P2::new(p[0], p[1]))
        .chain(std::iter::once(P2::new(mv.x, mv.y)))
        .collect()
}

/// How deep two bases overlap, cm (0 when apart or touching): the table's measure (L531).
pub use crate::battle::engine::measure::overlap_cm;

/// Whether `m` stands on one of `others` (itself excluded).
pub fn stands_on<'a>(m: &ModelState, mut others: impl Iterator<Item = &'a ModelState>) -> bool {
    others.any(|o| o.id != m.id && o.deployed && overlap_cm(m, o) > TOUCH_CM)
}

/// The formation a unit keeps: open for skirmishers (hostigadores), closed otherwise (L393-396).
pub fn formation_kind(state: &BattleState, unit: &str) -> FormationKind {
    if state
        .unit(unit)
        .is_some_and(|u| u.acting_profile().skirmisher)
    {
        FormationKind::Open
    } else {
        FormationKind::Closed
    }
}

/// The formation violations of `unit` as the table measures them (R-FORM-1): the table
/// module's formation of the unit's deployed models where the state has them.
pub fn formation_violations(state: &BattleState, unit: &str) -> Vec<FormationViolation> {
    let models: Vec<(&str, Footprint)> = state
        .models_of(unit)
        .filter(|m| m.deployed)
        .map(|m| (m.id.as_str(), crate::battle::engine::measure::footprint(m)))
        .collect();
    if models.is_empty() {
        return Vec::new();
    }
    formation_of(unit, &models, formation_kind(state, unit)).violations
}

/// The state with every model of `moves` at its destination.
pub fn after_moves(state: &BattleState, moves: &[ModelMove]) -> BattleState {
    moved(state, moves).into_state()
}

/// A trial of `state` with every model of `moves` at its destination.
pub fn moved(state: &BattleState, moves: &[ModelMove]) -> Trial {
    let mut after = Trial::of(state);
    for mv in moves {
        if let Some(m) = state.model(&mv.model) {
            after.place(&mv.model, mv.x, mv.y, mv.facing_or(m.facing_deg));
        }
    }
    after
}

/// Whether a model of another unit may be passed through, counting as difficult terrain
/// (L529): a model of a friendly skirmisher unit, or a friendly model alone in its unit.
fn passable_friend(state: &BattleState, mover: &ModelState, other: &str) -> bool {
    let Some(o) = state.model(other) else {
        return false;
    };
    o.side == mover.side
        && (state
            .unit(&o.unit)
            .is_some_and(|u| u.acting_profile().skirmisher)
            || state.models_of(&o.unit).count() == 1)
}

/// Checks the table side of a move order (`run`: powered move, R-MOV-1) of `unit`: every
/// model's path and destination, its allowance, and the unit's formation afterwards.
/// The caller has checked who moves and whether the unit is engaged.
pub fn check_move_order(
    state: &BattleState,
    unit: &str,
    moves: &[ModelMove],
    run: bool,
) -> Result<(), Rejection> {
    let Some(u) = state.unit(unit) else {
        return Err(Move::NoUnit {
            unit: unit.to_string(),
        }
        .into());
    };
    let mov = u.acting_profile().mov_cm;
    // Forced march (a commander order) adds its cm to the allowance.
    let extra = crate::battle::deck::commander::extra_move_cm(u);
    let after = after_moves(state, moves);
    // L531: where every model ends, none stands on another. Two bases that already overlapped
    // (the battle itself may leave a slight overlap, placing a unit an opportunity charge
    // caught on its way, R-OPP-1) may keep that overlap, never deepen it: else the unit could
    // never move again as a block.
    let before = |a: &str, b: &str| match (state.model(a), state.model(b)) {
        (Some(a), Some(b)) if a.deployed && b.deployed => overlap_cm(a, b),
        _ => 0.0,
    };
    for mv in moves {
        let Some(m) = after.model(&mv.model) else {
            continue;
        };
        if let Some(o) = after.models().iter().find(|o| {
            // The overlap there before is looked up only for bases that overlap now.
            o.id != m.id && o.deployed && {
                let now = overlap_cm(m, o);
                now > TOUCH_CM && now > TOUCH_CM + before(&m.id, &o.id)
            }
        }) {
            return Err(Move::EndsOn {
                model: m.id.clone(),
                other: o.id.clone(),
            }
            .into());
        }
    }
    let second_move = state
        .pair()
        .as_ref()
        .is_some_and(|p| p.moved.iter().any(|id| id == unit));
    let table = crate::battle::engine::measure::table(state);
    if let Some(table) = &table {
        for mv in moves {
            let (Some(m), Some(idx)) = (state.model(&mv.model), table.model_index(&mv.model))
            else {
                continue;
            };
            let req = MoveRequest {
                model: idx,
                path: path_of(mv),
                final_facing_deg: mv.facing_deg,
                kind: if run { MoveKind::Run } else { MoveKind::Move },
                mov_cm: mov,
                die: None,
            };
            let c = table.check_move(&req);
            if let Some(t) = c.crosses_impassable.first() {
                return Err(Move::CrossesImpassable {
                    model: m.id.clone(),
                    terrain: t.clone(),
                }
                .into());
            }
            if c.leaves_table {
                return Err(Move::LeavesTable {
                    model: m.id.clone(),
                }
                .into());
            }
            // Models of the moving unit move together and are no obstacle to one another.
            let crossed: Vec<&String> = c
                .crosses_models
                .iter()
                .filter(|id| state.model(id).is_some_and(|o| o.unit != unit))
                .collect();
            let mut through_difficult_friends = false;
            for id in crossed {
                if passable_friend(state, m, id) {
                    through_difficult_friends = true;
                } else {
                    return Err(Move::PassesThrough {
                        model: m.id.clone(),
                        other: id.clone(),
                    }
                    .into());
                }
            }
            let difficult = !c.crosses_difficult.is_empty() || through_difficult_friends;
            if run {
                if let Some(t) = c.crosses_difficult.first() {
                    return Err(Move::RunThroughDifficult {
                        model: m.id.clone(),
                        terrain: t.clone(),
                    }
                    .into());
                }
                if through_difficult_friends {
                    return Err(Move::RunThroughFriends {
                        model: m.id.clone(),
                    }
                    .into());
                }
                if c.ends_out_of_view {
                    return Err(Move::RunOutOfView {
                        model: m.id.clone(),
                    }
                    .into());
                }
                if c.length_cm > run_reach(mov) + extra + EPS_CM {
                    return Err(Move::RunTooFar {
                        model: m.id.clone(),
                        length_cm: c.length_cm,
                        reach_cm: run_reach(mov),
                        forced_cm: extra,
                    }
                    .into());
                }
            } else {
                let allowance = if second_move && difficult {
                    mov / 2.0
                } else {
                    mov
                };
                if c.length_cm > allowance + extra + EPS_CM {
                    let (model, length_cm, forced_cm) = (m.id.clone(), c.length_cm, extra);
                    return Err(if allowance < mov {
                        Move::TooFarHalved {
                            model,
                            length_cm,
                            allowance_cm: allowance,
                            forced_cm,
                        }
                    } else {
                        Move::TooFar {
                            model,
                            length_cm,
                            mov_cm: mov,
                            forced_cm,
                        }
                    }
                    .into());
                }
            }
        }
    }
    // L391 (R-FORM-1): a unit keeps its formation; one already out of it must not move
    // further out (L562).
    let before = formation_violations(state, unit);
    let now = formation_violations(&after, unit);
    if now.len() > before.len()
        && let Some(first) = now.into_iter().next()
    {
        return Err(out_of_formation(unit, first));
    }
    Ok(())
}

/// The move order refused because `unit` would break its formation (R-FORM-1, L391).
fn out_of_formation(unit: &str, violation: FormationViolation) -> Rejection {
    let unit = unit.to_string();
    match violation {
        FormationViolation::TooFewNear {
            model,
            within_cm,
            needed,
            found,
        } => Move::FormationTooFewNear {
            unit,
            model,
            within_cm,
            needed,
            found,
        },
        FormationViolation::TooFarApart { a, b, distance_cm } => Move::FormationTooFarApart {
            unit,
            a,
            b,
            distance_cm,
            most_cm: crate::table::formation::SPREAD_CM,
        },
    }
    .into()
}

/// A disengage moves away from the enemy units it fights (L568): no model that moves ends
/// closer to the nearest model of `fought` than it started.
pub fn check_moving_away(
    state: &BattleState,
    moves: &[ModelMove],
    fought: &[String],
) -> Result<(), Rejection> {
    let after = after_moves(state, moves);
    let nearest = |s: &BattleState, id: &str| -> f64 {
        let Some(m) = s.model(id) else {
            return f64::INFINITY;
        };
        fought
            .iter()
            .flat_map(|u| s.models_of(u))
            .map(|e| crate::battle::engine::measure::distance(m, e))
            .fold(f64::INFINITY, f64::min)
    };
    for mv in moves {
        let (before, now) = (nearest(state, &mv.model), nearest(&after, &mv.model));
        if now + EPS_CM < before {
            return Err(Move::NotAway {
                model: mv.model.clone(),
                now_cm: now,
                before_cm: before,
            }
            .into());
        }
    }
    Ok(())
}

/// The point `dist` cm along the path from `start` (its end when the path is shorter).
pub fn point_along(start: P2, path: &[P2], dist: f64) -> P2 {
    let mut at = start;
    let mut left = dist.max(0.0);
    for &p in path {
        let seg = (p - at).norm();
        if seg >= left {
            return if seg > 0.0 {
                at + (p - at) * (left / seg)
            } else {
                p
            };
        }
        left -= seg;
        at = p;
    }
    at
}

/// Length of the path from `start`.
pub fn path_length(start: P2, path: &[P2]) -> f64 {
    let mut at = start;
    let mut len = 0.0;
    for &p in path {
        len += (p - at).norm();
        at = p;
    }
    len
}

/// Where each model of a move order ends when every model goes at most `max` cm along its path
/// (a run's roll, R-MOV-1), as battles saved before `run_stop` stopped it: its destination when the roll allows it, else the point `max` along
/// the path, stepped back along the path until it stands on no other model (L531). Returns
/// `(model, x, y, facing)` in the order of `moves`.
pub fn ends_of_moves(
    state: &BattleState,
    moves: &[ModelMove],
    max: f64,
) -> Vec<(String, f64, f64, f64)> {
    let mut planned: Vec<ModelState> = after_moves(state, moves).models().to_vec();
    let mut out = Vec::new();
    for mv in moves {
        let Some(m) = state.model(&mv.model) else {
            continue;
        };
        let start = P2::new(m.x, m.y);
        let path = path_of(mv);
        let length = path_length(start, &path);
        let (x, y) = if length <= max + EPS_CM {
            (mv.x, mv.y)
        } else {
            let mut probe = m.clone();
            probe.facing_deg = mv.facing_or(m.facing_deg);
            let mut d = max;
            loop {
                let p = point_along(start, &path, d);
                (probe.x, probe.y) = (p.x, p.y);
                if d <= 0.0 || !stands_on(&probe, planned.iter()) {
                    break (probe.x, probe.y);
                }
                d -= 0.25;
            }
        };
        if let Some(p) = planned.iter_mut().find(|p| p.id == m.id) {
            (p.x, p.y) = (x, y);
        }
        out.push((mv.model.clone(), x, y, mv.facing_or(m.facing_deg)));
    }
    out
}
