//! Melee moves (*movimientos de melé*, L994-996): after a melee, the models of the winning unit
//! that are not in melee may move up to 5 cm, keeping the unit's formation (R-FORM-1), seeking
//! to engage other enemy models. The winner's choice: the moves, or none.
//!
//! A melee move is checked: only models of that unit not engaged with an enemy (R-ENG-1), each
//! at most 5 cm along its path, its whole base on the table where it ends (R-GEO-1, its exact
//! shape with its final facing), not ending on another model (L531), not touching impassable
//! terrain nor crossing a piece a scenario closes (L523, `no_crossing`), none ending farther
//! from the nearest enemy model than it started ("buscando enfrentarse", R-MOV-8), and the
//! unit's formation kept (R-FORM-1): one in formation stays in it, one already out of it does
//! not move further out (L562), as with a move order. A model that engages an enemy model faces
//! the centre of its base (L509); otherwise it may keep or change its facing (the unit is in
//! melee, L498), and a facing left out keeps the one it has (`facing::settle`).

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::engine::measure;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{Command, ModelMove};
use crate::battle::model::rejection::{Aftermath, Decision, Input, Rejection, Turn, no};
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::model::trial::Trial;

/// How far a melee move goes (L996).
pub const MELEE_MOVE_CM: f64 = 5.0;

fn engaged(state: &BattleState, m: &ModelState) -> bool {
    state
        .models()
        .iter()
        .any(|e| e.deployed && measure::engaged(m, e))
}

fn nearest_enemy(state: &BattleState, m: &ModelState) -> f64 {
    state
        .models()
        .iter()
        .filter(|e| e.side != m.side && e.deployed)
        .map(|e| measure::distance(m, e))
        .fold(f64::INFINITY, f64::min)
}

/// Whether `unit` has a model free to make a melee move, and an enemy to seek.
pub fn may_move(state: &BattleState, unit: &str) -> bool {
    state.unit(unit).is_some_and(|u| !u.removed)
        && state.models_of(unit).any(|m| !engaged(state, m))
        && state
            .models()
            .iter()
            .any(|e| e.deployed && state.unit(unit).is_some_and(|u| u.side != e.side))
}

/// The unit whose melee move is asked now.
fn mover(state: &BattleState) -> Option<String> {
    state.aftermath().as_ref()?.melee_moves.first().cloned()
}

/// Checks a melee move of the unit asked now, its facings settled (L509,
/// [`crate::battle::moves::facing::settle`]); no moves at all declines it.
pub fn check(state: &BattleState, side: Side, moves: &[ModelMove]) -> Result<(), Rejection> {
    if state.awaiting() != (Awaiting::MeleeMove { side }) {
        return no(Turn::not_awaited(Decision::MeleeMove, &state.awaiting()));
    }
    let Some(unit) = mover(state) else {
        return no(Aftermath::NoMeleeMove);
    };
    let mut after = Trial::of(state);
    let mut seen: Vec<&str> = Vec::new();
    let ground = crate::battle::aftermath::rolled_move::Ground::new(state);
    for mv in moves {
        if ![mv.x, mv.y, mv.facing_deg.unwrap_or(0.0)]
            .iter()
            .all(|v| v.is_finite())
        {
            return no(Input::NotFinite);
        }
        let Some(m) = state.model(&mv.model) else {
            return no(Aftermath::NoModel {
                model: mv.model.clone(),
            });
        };
        if m.unit != unit {
            return no(Aftermath::NotWinner {
                model: mv.model.clone(),
                unit: unit.clone(),
            });
        }
        if seen.contains(&mv.model.as_str()) {
            return no(Aftermath::MovedTwice {
                model: mv.model.clone(),
            });
        }
        seen.push(&mv.model);
        if engaged(state, m) {
            return no(Aftermath::EngagedStays {
                model: mv.model.clone(),
            });
        }
        // Along its waypoints when it has some (L488).
        let travel = crate::battle::moves::move_order::path_length(
            crate::table::shapes::P2::new(m.x, m.y),
            &crate::battle::moves::move_order::path_of(mv),
        );
        if travel > MELEE_MOVE_CM + 1e-6 {
            return no(Aftermath::TooFar {
                model: mv.model.clone(),
                travel_cm: travel,
            });
        }
        let mut ended = m.clone();
        (ended.x, ended.y, ended.facing_deg) = (mv.x, mv.y, mv.facing_or(m.facing_deg));
        if !measure::on_table(state, &ended) {
            return no(Aftermath::OffTable);
        }
        // Round impassable terrain and not across a piece a scenario closes (L523,
        // `no_crossing`), as every move.
        let path = crate::battle::moves::move_order::path_of(mv);
        if let Some(crate::battle::aftermath::rolled_move::Stop::Terrain(t)) =
            ground.as_ref().and_then(|g| g.terrain_stop(m, &path))
        {
            return no(Aftermath::CrossesImpassable {
                model: mv.model.clone(),
                terrain: t,
            });
        }
        crate::battle::scenario::special_rules::check_route(state, &mv.model, m, &path)?;
        if let Some(a) = after.model(&mv.model) {
            let facing = mv.facing_or(a.facing_deg);
            after.place(&mv.model, mv.x, mv.y, facing);
        }
    }
    for mv in moves {
        let (Some(before), Some(now)) = (state.model(&mv.model), after.model(&mv.model)) else {
            continue;
        };
        // Where it ends, with its final facing, its base overlaps no other model's, a moved
        // one's included (L531): a model turned to face the enemy it engages (L509) may not
        // swing its base into a neighbour's.
        if measure::deepest_overlap(now, after.models().iter()) > measure::TOUCHING_CM {
            return no(Aftermath::EndsOn {
                model: mv.model.clone(),
            });
        }
        if nearest_enemy(&after, now) > nearest_enemy(state, before) + 1e-6 {
            return no(Aftermath::NotSeeking {
                model: mv.model.clone(),
            });
        }
    }
    // The table's formation check, as for move orders (`moves`): a melee move keeps the
    // formation (L996), so a unit already out of it must not move further out (L562).
    let broken =
        |s: &BattleState| crate::battle::moves::move_order::formation_violations(s, &unit).len();
    if broken(&after) > broken(state) {
        return no(Aftermath::BreaksFormation { unit });
    }
    crate::battle::moves::facing::check(state, &unit, moves, false)
}

/// One sensible melee move (every free model the same way, toward the enemy model nearest the
/// free models, as far as a check allows: 5, 2.5 or 1 cm), then declining.
pub fn candidates(state: &BattleState, side: Side, out: &mut Vec<Command>) {
    if let Some(unit) = mover(state) {
        let free: Vec<&ModelState> = state
            .models_of(&unit)
            .filter(|m| !engaged(state, m))
            .collect();
        let target = free
            .iter()
            .flat_map(|m| {
                state
                    .models()
                    .iter()
                    .filter(|e| e.side != m.side && e.deployed)
                    .map(move |e| (measure::distance(m, e), m, e))
            })
            .min_by(|a, b| a.0.total_cmp(&b.0));
        if let Some((gap, m, e)) = target {
            let dir = measure::direction((m.x, m.y), (e.x, e.y)).unwrap_or((0.0, 0.0));
            for reach in [MELEE_MOVE_CM, 2.5, 1.0] {
                let step = reach.min((gap - 0.1).max(0.0));
                if step <= 1e-6 {
                    break;
                }
                let moves: Vec<ModelMove> = free
                    .iter()
                    .map(|f| ModelMove::to(f.id.clone(), f.x + dir.0 * step, f.y + dir.1 * step))
                    .collect();
                // Each keeps its facing, or faces the enemy it engages (L509).
                let moves = crate::battle::moves::facing::settle(state, &moves, false);
                if check(state, side, &moves).is_ok() {
                    out.push(Command::MeleeMove { side, moves });
                    break;
                }
            }
        }
    }
    out.push(Command::MeleeMove {
        side,
        moves: Vec::new(),
    });
}

/// Makes the melee move (none declines it), then goes on after the melee.
pub fn run(ctx: &mut Ctx, moves: &[ModelMove]) {
    let mut a = crate::battle::aftermath::kept::current(ctx);
    if !a.melee_moves.is_empty() {
        a.melee_moves.remove(0);
    }
    crate::battle::aftermath::kept::set(ctx, a);
    // Its facings were settled by the check (L509; otherwise each keeps its own).
    if let Some(unit) = moves
        .first()
        .and_then(|mv| ctx.state().model(&mv.model))
        .map(|m| m.unit.clone())
        && crate::battle::opportunity::kinds::offer_on_melee_move(ctx, &unit, moves)
    {
        return;
    }
    for mv in moves {
        crate::battle::moves::placing::put_model(ctx, mv);
    }
    // Any move loses the parapet marker (L596).
    let unit = moves
        .first()
        .and_then(|mv| ctx.state().model(&mv.model))
        .map(|m| m.unit.clone());
    if let Some(unit) = unit {
        crate::battle::moves::placing::lose_parapet(ctx, &unit);
    }
    after_move(ctx);
}

/// After a melee move (made whole, or let pass by an opportunity charge, L846-852): isolated
/// models go (L988), then the battle goes on.
pub fn after_move(ctx: &mut Ctx) {
    crate::battle::aftermath::isolated::remove_isolated(ctx);
    if !crate::battle::turn::end::check_wiped_out_army(ctx) {
        ctx.go_on(GoOn::StepDone);
    }
}
