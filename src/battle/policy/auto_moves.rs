//! The moves the engine proposes by itself (`kensei battle play`, the window's suggestions):
//! a unit advancing on the enemy, a unit disengaging away from it, and a charging unit going
//! into contact. Each moves the unit as a block, every model by the same offset and all facing
//! the way they go (L500; an advancing model that engages faces the enemy's centre, L509), so a
//! unit in formation stays in it (R-FORM-1, L391); every proposed move order passes
//! [`crate::battle::moves::move_order::check_move_order`] and [`crate::battle::moves::facing::check`], and a disengage ends out of
//! the melee ([`crate::battle::moves::disengage::check_ends_free`], L568).

use crate::battle::engine::measure;
use crate::battle::model::command::ModelMove;
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::moves::disengage;
use crate::battle::moves::facing;
use crate::battle::moves::move_order;

/// Gap kept to the nearest enemy by an advance, cm: close, but not engaging (R-ENG-1).
const ADVANCE_GAP_CM: f64 = 3.0;

/// Turns tried (degrees off the straight line) when the straight way is blocked.
const DETOURS_DEG: [f64; 9] = [0.0, 20.0, -20.0, 40.0, -40.0, 60.0, -60.0, 90.0, -90.0];

/// Shares of the full step tried, longest first.
const SHARES: [f64; 4] = [1.0, 0.75, 0.5, 0.25];

/// The closest pair (own model, enemy model) between `unit` and any enemy model on the table.
fn nearest_enemy<'a>(
    state: &'a BattleState,
    unit: &'a str,
) -> Option<(&'a ModelState, &'a ModelState, f64)> {
    let mut best: Option<(&ModelState, &ModelState, f64)> = None;
    for m in state.models_of(unit).filter(|m| m.deployed) {
        for e in state
            .models
            .iter()
            .filter(|e| e.side != m.side && e.deployed)
        {
            let d = measure::distance(m, e);
            if best.is_none_or(|b| d < b.2) {
                best = Some((m, e, d));
            }
        }
    }
    best
}

/// Every model of `unit` shifted by `(dx, dy)`, facing the way it goes (L500) or the centre of
/// the enemy base it engages (L509), as the engine fills facings in.
fn block(state: &BattleState, unit: &str, dx: f64, dy: f64) -> Vec<ModelMove> {
    let plain: Vec<ModelMove> = state
        .models_of(unit)
        .filter(|m| m.deployed)
        .map(|m| ModelMove::to(m.id.clone(), m.x + dx, m.y + dy))
        .collect();
    facing::settle(state, &plain, true)
}

/// The longest block move of `unit` of at most `step` cm that the table allows and `fits`
/// accepts, heading `heading_deg` or as little off it as possible.
fn block_move(
    state: &BattleState,
    unit: &str,
    heading_deg: f64,
    step: f64,
    fits: impl Fn(&[ModelMove]) -> bool,
) -> Option<Vec<ModelMove>> {
    if step < 0.1 {
        return None;
    }
    for turn in DETOURS_DEG {
        let a = (heading_deg + turn).to_radians();
        for share in SHARES {
            let s = step * share;
            let mv = block(state, unit, s * a.cos(), s * a.sin());
            if move_order::check_move_order(state, unit, &mv, false).is_ok() && fits(&mv) {
                return Some(mv);
            }
        }
    }
    None
}

/// `unit` advancing as a block toward the nearest enemy model, MOV at most, stopping 3 cm short
/// of it; `None` when it is engaged or no such move is legal.
pub fn advance(state: &BattleState, unit: &str) -> Option<Vec<ModelMove>> {
    if crate::battle::turn::flow::engaged_enemies(state, unit)
        .next()
        .is_some()
    {
        return None;
    }
    let u = state.unit(unit)?;
    // MOV, plus a Forced march's extra cm (a commander order).
    let mov = u.acting_profile().mov_cm + crate::battle::deck::commander::extra_move_cm(u);
    let (m, e, gap) = nearest_enemy(state, unit)?;
    let step = mov.min(gap - ADVANCE_GAP_CM);
    block_move(
        state,
        unit,
        measure::facing_towards((m.x, m.y), (e.x, e.y)),
        step,
        |mv| facing::check(state, unit, mv, true).is_ok(),
    )
}

/// `unit` moving MOV as a block straight away from the nearest enemy model (disengaging,
/// L566-568), every model turning the way it goes, and ending out of the melee (L568); `None`
/// when no such move is legal.
pub fn retreat(state: &BattleState, unit: &str) -> Option<Vec<ModelMove>> {
    let mov = state.unit(unit)?.acting_profile().mov_cm;
    let (m, e, _) = nearest_enemy(state, unit)?;
    let fought: Vec<String> = crate::battle::turn::flow::engaged_enemies(state, unit).collect();
    let l500 = facing::bound_by_l500(state, unit);
    block_move(
        state,
        unit,
        measure::facing_towards((e.x, e.y), (m.x, m.y)),
        mov,
        // Turned the way they go: L500 for skirmishers, a free choice for others (L498).
        |mv| {
            move_order::check_moving_away(state, mv, &fought).is_ok()
                && disengage::check_ends_free(state, unit, mv, &fought).is_ok()
                && facing::check(state, unit, mv, l500).is_ok()
        },
    )
}

/// Where the models of `charger` end a charge move on `target` of at most `travel` cm
/// (L632-640): the unit goes as a block along the line between its closest model and the
/// closest target model until the first contact (`contact`) or 0.5 cm outside engagement (a
/// failed charge, R-CHG-1); then each model not yet in contact closes in on its nearest target
/// model with the travel it has left, when that keeps the unit in formation (L616). Every model
/// faces the centre of the model it charges (L639), none ends on another (L531), and none
/// touches impassable terrain or crosses a piece a scenario closes on its way (L523,
/// `no_crossing`): such terrain stops the block short, as models do.
/// Returns `(model, x, y, facing)`.
pub fn charge_ends(
    state: &BattleState,
    charger: &str,
    target: &str,
    travel: f64,
    contact: bool,
) -> Vec<(String, f64, f64, f64)> {
    let mut work = state.clone();
    let targets: Vec<ModelState> = state.models_of(target).cloned().collect();
    let nearest_target = |m: &ModelState| -> Option<ModelState> {
        targets
            .iter()
            .min_by(|a, b| measure::distance(m, a).total_cmp(&measure::distance(m, b)))
            .cloned()
    };
    let ids: Vec<String> = state.models_of(charger).map(|m| m.id.clone()).collect();
    let Some((m0, t0, gap)) = state
        .models_of(charger)
        .filter_map(|m| nearest_target(m).map(|t| (m.clone(), t.clone(), measure::distance(m, &t))))
        .min_by(|a, b| a.2.total_cmp(&b.2))
    else {
        return Vec::new();
    };
    let want = if contact {
        (gap - 0.05).max(0.0)
    } else {
        (gap - measure::ENGAGE_CM - 0.5).max(0.0)
    };
    let mut step = want.min(travel);
    let dir = {
        let (dx, dy) = (t0.x - m0.x, t0.y - m0.y);
        let len = dx.hypot(dy).max(1e-9);
        (dx / len, dy / len)
    };
    // The block, shortened until no model stands on another (L531) and none touches
    // impassable terrain or crosses a closed piece on its way (L523, `no_crossing`).
    let ground = crate::battle::aftermath::rolled_move::Ground::new(state);
    let terrain_free = |ground: &Option<crate::battle::aftermath::rolled_move::Ground>,
                        m: &ModelState,
                        to: (f64, f64)| {
        ground.as_ref().is_none_or(|g| {
            g.terrain_stop(m, &[crate::table::P2::new(to.0, to.1)])
                .is_none()
        })
    };
    loop {
        let mut probe = work.clone();
        for m in probe.models.iter_mut().filter(|m| m.unit == charger) {
            m.x += dir.0 * step;
            m.y += dir.1 * step;
        }
        let clear = probe
            .models_of(charger)
            .all(|m| !move_order::stands_on(m, probe.models.iter()))
            && state
                .models_of(charger)
                .all(|m| terrain_free(&ground, m, (m.x + dir.0 * step, m.y + dir.1 * step)));
        if clear || step <= 0.0 {
            if clear {
                work = probe;
            }
            break;
        }
        step = (step - 0.25).max(0.0);
    }
    let left = travel - step;
    if contact && left > 0.0 {
        let blocked = work.clone();
        let ground = crate::battle::aftermath::rolled_move::Ground::new(&blocked);
        for id in &ids {
            let Some(m) = work.model(id).cloned() else {
                continue;
            };
            let Some(t) = nearest_target(&m) else {
                continue;
            };
            let g = measure::distance(&m, &t);
            if g <= 0.1 {
                continue;
            }
            let (x, y) = measure::clamp_travel((m.x, m.y), (t.x, t.y), (g - 0.05).min(left));
            let (x, y) = measure::free_stop(&m, (x, y), work.models.iter());
            if !terrain_free(&ground, &m, (x, y)) {
                continue;
            }
            let mut probe = work.clone();
            if let Some(p) = probe.models.iter_mut().find(|p| &p.id == id) {
                (p.x, p.y) = (x, y);
            }
            if move_order::formation_violations(&probe, charger).len()
                <= move_order::formation_violations(&work, charger).len()
            {
                work = probe;
            }
        }
    }
    ids.iter()
        .filter_map(|id| work.model(id))
        .map(|m| {
            let facing = nearest_target(m).map_or(m.facing_deg, |t| {
                measure::facing_towards((m.x, m.y), (t.x, t.y))
            });
            (m.id.clone(), m.x, m.y, facing)
        })
        .collect()
}
