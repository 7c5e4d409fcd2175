//! The duelling leaders brought into contact (L788, R-DUEL-1). A duel accepted between leaders
//! not touching each other begins with the challenger's player moving them into contact
//! without breaking their units' formation. The program does it by swapping places inside the
//! units, which keeps each unit's formation as it stood: first the challenged leader with a
//! model of his unit touching the challenging leader (there is one, L780), else the challenging
//! leader with a model of his unit touching the challenged one, else both at once. Each model
//! takes the place and facing of the one it swaps with. A swap that would overlap another base,
//! leave the table or stand on impassable ground is not made; when none can be, the leaders
//! fight where they stand.

use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::measure;
use crate::battle::model::event::Event;
use crate::battle::model::state::{BattleState, ModelState};

/// Brings the leaders of `challenger` and `challenged` into contact for their duel (L788).
pub fn bring_together(ctx: &mut Ctx, challenger: &str, challenged: &str) {
    let Some(moved) = swaps(ctx.state(), challenger, challenged) else {
        return;
    };
    for m in moved {
        ctx.emit(Event::ModelMoved {
            model: m.id,
            x: m.x,
            y: m.y,
            facing_deg: m.facing_deg,
        });
    }
}

/// The models to move, where, for the leaders to touch; `None` when they already do or no swap
/// can bring them together.
pub(in crate::battle) fn swaps(
    state: &BattleState,
    challenger: &str,
    challenged: &str,
) -> Option<Vec<ModelState>> {
    // In total war the leaders stand on their units' bases, which are in contact: they duel
    // where they stand (R-TW-6).
    if [challenger, challenged]
        .iter()
        .any(|u| state.unit(u).is_some_and(|u| u.movement_base))
    {
        return None;
    }
    let leader = |unit: &str| {
        state
            .models_of(unit)
            .find(|m| m.leader && m.deployed)
            .cloned()
    };
    let (a, b) = (leader(challenger)?, leader(challenged)?);
    if measure::engaged(&a, &b) {
        return None;
    }
    let mates = |unit: &str| -> Vec<ModelState> {
        state
            .models_of(unit)
            .filter(|m| !m.leader && m.deployed)
            .cloned()
            .collect()
    };
    let (friends, foes) = (mates(challenger), mates(challenged));
    let mut plans: Vec<Vec<(&ModelState, &ModelState)>> = Vec::new();
    plans.extend(
        foes.iter()
            .filter(|e| measure::engaged(&a, e))
            .map(|e| vec![(&b, e)]),
    );
    plans.extend(
        friends
            .iter()
            .filter(|f| measure::engaged(f, &b))
            .map(|f| vec![(&a, f)]),
    );
    for f in &friends {
        for e in foes.iter().filter(|e| measure::engaged(f, e)) {
            plans.push(vec![(&a, f), (&b, e)]);
        }
    }
    plans.into_iter().find_map(|plan| {
        let moved: Vec<ModelState> = plan
            .iter()
            .flat_map(|(x, y)| [placed_as(x, y), placed_as(y, x)])
            .collect();
        fits(state, &moved, &a.id, &b.id).then_some(moved)
    })
}

/// `m` standing where `other` stands, as it faces.
fn placed_as(m: &ModelState, other: &ModelState) -> ModelState {
    let mut out = m.clone();
    (out.x, out.y, out.facing_deg) = (other.x, other.y, other.facing_deg);
    out
}

/// Whether the models `moved` (each at its new place) bring the two leaders into contact with no
/// base overlapping another, all on the table and off impassable ground (L523, L531).
fn fits(state: &BattleState, moved: &[ModelState], a: &str, b: &str) -> bool {
    let now = |id: &str| -> Option<ModelState> {
        moved
            .iter()
            .find(|m| m.id == id)
            .cloned()
            .or_else(|| state.model(id).cloned())
    };
    let (Some(la), Some(lb)) = (now(a), now(b)) else {
        return false;
    };
    if !measure::engaged(&la, &lb) {
        return false;
    }
    moved.iter().all(|m| {
        measure::on_table(state, m)
            && measure::impassable_under(state, m).is_none()
            && state
                .models()
                .iter()
                .filter(|o| o.deployed && o.id != m.id)
                .filter_map(|o| now(&o.id))
                .all(|o| measure::overlap_cm(m, &o) < 0.05)
    })
}
