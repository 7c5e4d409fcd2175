//! Lone leaders in the legal commands' order (what `kensei battle play` and the tracker's first
//! buttons do with them): an army leader outside a unit is there to lead (*liderar*, L828-838).
//!
//! - Deployment: a lone leader waits until the units it could lead (no unit leader, not a lone
//!   leader, L825) have their first model on the table (L211), then is placed among them: on
//!   the free spot of its zone nearest to the two of them it would lead, so they start within
//!   10 cm (L823).
//! - Activation: a lone leader with such units unused within 10 cm is activated first.
//! - Orders: its Lead order, with the (at most two) nearest of them, comes before its other
//!   orders; after it, each active unit gives its one order (`lead_turn`).

use crate::battle::engine::measure;
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::model::unit::UnitState;

/// Whether `f` could ever be led by an army leader of its side (L825): no unit leader in it
/// and not a lone leader.
fn leadable_kind(f: &UnitState) -> bool {
    f.leader.is_none() && !f.removed
}

/// The units `leader` (a lone leader of `side`) could lead now, nearest first, at most two
/// (L830-833): unused, within 10 cm, not already active.
pub fn to_lead(state: &BattleState, side: Side, leader: &str) -> Vec<String> {
    if !state.unit(leader).is_some_and(UnitState::is_lone_leader) {
        return Vec::new();
    }
    let mut near: Vec<(f64, String)> = state
        .units_of(side)
        .filter(|f| {
            f.id != leader && leadable_kind(f) && !f.markers.used && !state.is_active(&f.id)
        })
        .map(|f| {
            (
                crate::battle::engine::measure::unit_distance(state, leader, &f.id),
                f.id.clone(),
            )
        })
        .filter(|(d, _)| *d <= 10.0)
        .collect();
    near.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    near.into_iter().take(2).map(|(_, id)| id).collect()
}

/// Puts first the lone leaders that have units to lead (L828), keeping the list's order
/// otherwise.
pub fn leaders_first(state: &BattleState, side: Side, units: &mut [&UnitState]) {
    units.sort_by_key(|u| to_lead(state, side, &u.id).is_empty());
}

/// Where to deploy `m` when it is a lone leader: `None` when it is not one or has no unit to
/// lead (deploy as any unit); `Some(empty)` while a unit it could lead has no model placed (it
/// waits); else the spots beside their models, best first (the nearer the second nearest of
/// them, the better).
pub fn deploy_spots(state: &BattleState, m: &ModelState) -> Option<Vec<(f64, f64)>> {
    if !state.unit(&m.unit).is_some_and(UnitState::is_lone_leader) {
        return None;
    }
    let friends: Vec<&UnitState> = state
        .units_of(m.side)
        .filter(|f| f.id != m.unit && leadable_kind(f))
        .collect();
    if friends.is_empty() {
        return None;
    }
    // The first model of each unit goes first (L211): a unit it could lead not yet started
    // has one to place now.
    if friends
        .iter()
        .any(|f| !state.models_of(&f.id).any(|x| x.deployed))
    {
        return Some(Vec::new());
    }
    let (w, _) = measure::base_size_cm(&m.base);
    let mut spots: Vec<(f64, f64)> = Vec::new();
    for f in &friends {
        for o in state.models_of(&f.id).filter(|o| o.deployed) {
            let (ow, _) = measure::base_size_cm(&o.base);
            for extra in [0.6, 1.5, 3.0, 5.0] {
                let gap = (w + ow) / 2.0 + extra;
                for k in 0..16 {
                    let a = f64::from(k) * std::f64::consts::PI / 8.0;
                    spots.push((o.x + gap * a.cos(), o.y + gap * a.sin()));
                }
            }
        }
    }
    let score = |(x, y): (f64, f64)| {
        let mut p = m.clone();
        p.x = x;
        p.y = y;
        let mut d: Vec<f64> = friends
            .iter()
            .map(|f| {
                state
                    .models_of(&f.id)
                    .map(|o| measure::distance(o, &p))
                    .fold(f64::INFINITY, f64::min)
            })
            .collect();
        d.sort_by(f64::total_cmp);
        d.truncate(2);
        d.last().copied().unwrap_or(0.0)
    };
    let mut scored: Vec<(f64, (f64, f64))> = spots.into_iter().map(|p| (score(p), p)).collect();
    scored.sort_by(|a, b| a.0.total_cmp(&b.0));
    Some(scored.into_iter().map(|(_, p)| p).collect())
}
