//! Deployment for a player who leaves it to the program ("Deploy the rest for me"): the next
//! model the battle lets its side place (the same models, in the same order, as the legal
//! commands offer), put in its unit's ranks (`ranks`): each unit a block in closed formation
//! (R-FORM-1: each model with two unit mates within 2.5 cm; skirmishers in open order) inside
//! its zone, a few centimetres clear of the other units (L206-214). A lone leader goes beside
//! a unit it may lead, clear of the other units' blocks. Where no block stands (a zone too
//! small for the side), the model goes beside as many of its unit's placed models as it can,
//! and [`unformed_units`] names the units left out of formation. The engine checks the command
//! as any.

use crate::battle::engine::check::check;
use crate::battle::engine::legal::{legal_commands, spots_beside};
use crate::battle::engine::measure;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::Command;
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::policy::ranks::{block_stands_at, leader_spots_clear, spots_in_ranks};

/// How close a unit mate stands to count for the formation, cm (R-FORM-1).
const MATE_CM: f64 = 2.5;

/// The next deployment, in its unit's ranks (else beside the most unit mates); `None` when the
/// battle awaits no deployment.
pub fn next_deployment(state: &BattleState) -> Option<Command> {
    deployment(state, false)
}

/// [`next_deployment`] for the computer general, which moves each unit's first model toward
/// the enemy itself (`general::deployment`): a first model where the legal commands offer it
/// (the unit's own stretch of the zone) when its block stands there, else where
/// [`next_deployment`] puts it; the rest in ranks round it.
pub fn line_deployment(state: &BattleState) -> Option<Command> {
    deployment(state, true)
}

/// The next deployment; a unit's first model where the legal commands put it when `line`.
fn deployment(state: &BattleState, line: bool) -> Option<Command> {
    let Awaiting::Deploy { .. } = state.awaiting() else {
        return None;
    };
    let legal = legal_commands(state);
    let first = legal
        .iter()
        .find(|c| matches!(c, Command::Deploy { .. }))?
        .clone();
    let Command::Deploy {
        side,
        model,
        facing_deg,
        ..
    } = &first
    else {
        return Some(first);
    };
    let m = state.model(model)?;
    let deploy = |(x, y): (f64, f64)| Command::Deploy {
        side: *side,
        model: model.clone(),
        x,
        y,
        facing_deg: *facing_deg,
    };
    if crate::battle::deck::commander::hidden_path(state, &m.unit) {
        return Some(first);
    }
    let begun = state.models_of(&m.unit).any(|o| o.deployed);
    if line
        && !begun
        && let Command::Deploy { x, y, .. } = &first
        && block_stands_at(state, m, *facing_deg, (*x, *y))
    {
        return Some(first);
    }
    if let Some(beside) = crate::battle::policy::auto_lead::deploy_spots(state, m) {
        // A lone leader beside a unit it may lead (L212), kept off the other blocks.
        return leader_spots_clear(state, m, beside)
            .into_iter()
            .map(deploy)
            .find(|c| check(state, c).is_ok())
            .or(Some(first));
    }
    let in_ranks = spots_in_ranks(state, m, *facing_deg)
        .into_iter()
        .map(deploy)
        .find(|c| check(state, c).is_ok());
    in_ranks
        .or_else(|| beside_mates(state, m, &first))
        .or(Some(first))
}

/// The units of the battle not in formation (R-FORM-1) with all their models down: after
/// "Deploy the rest for me", those whose zone had no room for their block.
pub fn unformed_units(state: &BattleState) -> Vec<String> {
    state
        .units()
        .iter()
        .filter(|u| state.models_of(&u.id).all(|m| m.deployed))
        .filter(|u| {
            !crate::battle::moves::move_order::formation_violations(state, &u.id).is_empty()
        })
        .map(|u| u.id.clone())
        .collect()
}

/// `first`'s model beside as many of its unit's placed models as it can; `None` when none is
/// placed or no spot beside them passes the battle's check.
fn beside_mates(state: &BattleState, m: &ModelState, first: &Command) -> Option<Command> {
    let Command::Deploy {
        side,
        model,
        facing_deg,
        ..
    } = first
    else {
        return None;
    };
    let placed: Vec<ModelState> = state
        .models_of(&m.unit)
        .filter(|o| o.deployed)
        .cloned()
        .collect();
    if placed.is_empty() {
        return None;
    }
    let mut spots: Vec<(usize, (f64, f64))> = spots_beside(m, &placed)
        .into_iter()
        .map(|(x, y)| (mates_beside(m, &placed, x, y), (x, y)))
        .collect();
    // Most mates first; among equals, the order the spots were made in.
    spots.sort_by_key(|s| std::cmp::Reverse(s.0));
    let apart = |x: f64, y: f64| {
        let mut p = m.clone();
        (p.x, p.y) = (x, y);
        state
            .models()
            .iter()
            .filter(|o| o.deployed && o.id != m.id)
            .all(|o| measure::distance(o, &p) >= 0.3)
    };
    spots
        .into_iter()
        .filter(|(_, (x, y))| apart(*x, *y))
        .map(|(_, (x, y))| Command::Deploy {
            side: *side,
            model: model.clone(),
            x,
            y,
            facing_deg: *facing_deg,
        })
        .find(|c| check(state, c).is_ok())
}

/// How many of `placed` stand within reach of a unit mate (R-FORM-1) of `m` put at (`x`, `y`).
fn mates_beside(m: &ModelState, placed: &[ModelState], x: f64, y: f64) -> usize {
    let mut p = m.clone();
    (p.x, p.y) = (x, y);
    placed
        .iter()
        .filter(|o| measure::distance(o, &p) <= MATE_CM + 1e-6)
        .count()
}

/// The next model of `unit` a player putting the unit down at table point `at` places, and
/// where (L206-214): with none of the unit down yet, one model at `at` (the side's default
/// facing, toward the enemy); else beside as many unit mates as it can, nearest `at` among
/// those spots. Army leaders come once the first models are down (step 3, L212). `None` when
/// the unit has nothing left the battle lets its side place now. The engine checks it.
pub fn deploy_unit_near(state: &BattleState, unit: &str, at: (f64, f64)) -> Option<Command> {
    let Awaiting::Deploy { side } = state.awaiting() else {
        return None;
    };
    let step_three = state.first_models_down();
    let m = state
        .models_of(unit)
        .filter(|m| m.side == side && !m.deployed)
        .filter(|m| step_three || !m.leader)
        .min_by_key(|m| m.leader)?;
    let facing_deg = state.table().deployment_facing(side.into());
    let deploy = |(x, y): (f64, f64)| Command::Deploy {
        side,
        model: m.id.clone(),
        x,
        y,
        facing_deg,
    };
    let placed: Vec<ModelState> = state
        .models_of(unit)
        .filter(|o| o.deployed)
        .cloned()
        .collect();
    if placed.is_empty() {
        return Some(deploy(at));
    }
    let mut spots: Vec<(usize, f64, (f64, f64))> = spots_beside(m, &placed)
        .into_iter()
        .map(|(x, y)| {
            let mates = mates_beside(m, &placed, x, y);
            (mates, (x - at.0).hypot(y - at.1), (x, y))
        })
        .collect();
    // Most mates first; among equals, the spot nearest where the player put the unit.
    spots.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.total_cmp(&b.1)));
    spots
        .into_iter()
        .map(|(_, _, p)| deploy(p))
        .find(|c| check(state, c).is_ok())
}

/// The units of the side being deployed that still have models the battle lets it place now,
/// with how many, in list order.
pub fn units_to_deploy(state: &BattleState) -> Vec<(String, usize)> {
    let Awaiting::Deploy { side } = state.awaiting() else {
        return Vec::new();
    };
    let step_three = state.first_models_down();
    let mut out: Vec<(String, usize)> = Vec::new();
    for m in state
        .models()
        .iter()
        .filter(|m| m.side == side && !m.deployed && (step_three || !m.leader))
    {
        match out.iter_mut().find(|(u, _)| u == &m.unit) {
            Some((_, n)) => *n += 1,
            None => out.push((m.unit.clone(), 1)),
        }
    }
    // In step 2 a unit already represented places nothing more until step 3 (L211).
    if !step_three {
        out.retain(|(u, _)| !state.models_of(u).any(|m| m.deployed));
    }
    out
}
