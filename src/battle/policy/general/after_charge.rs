//! What a charge leaves the charger open to. Once in contact it is held in the melee it started
//! (L652), facing the unit it charged (L639), so another enemy unit free to charge may come at
//! its flank or rear (L689-701) and find it fighting on two sides. The general reads each such
//! fight on the table as the charge leaves it, not as the same two units would meet where they
//! stand now: that is how a general's unit that wins its own fight is ground down when a second
//! enemy joins it.

use crate::battle::combat::charge_ends::charge_ends;
use crate::battle::engine::measure;
use crate::battle::model::side::other;
use crate::battle::model::state::BattleState;
use crate::battle::model::trial::Trial;
use crate::battle::model::unit::UnitState;
use crate::battle::policy::general::prospect::{self, charge_base};
use crate::battle::policy::general::reckoner::{DANGER_SHARE, Reckoner, soon};
use crate::battle::policy::general::worth::{prospect_worth, reach_between};

/// The charge die's mean face: where a charge is taken to end before it is rolled.
const MEAN_FACE: f64 = 3.5;

/// `state` with `charger`'s models where a charge on `target` of its mean reach leaves them
/// ([`charge_ends`]); `None` when the charge brings no model into contact.
fn after_charge(
    state: &BattleState,
    charger: &UnitState,
    target: &str,
    powered: bool,
) -> Option<BattleState> {
    let travel = charge_base(charger, powered) + MEAN_FACE;
    let ends = charge_ends(state, &charger.id, target, travel, true);
    let mut after = Trial::of(state);
    after.place_all(&ends);
    // Its activation spent on the charge, it meets the next charger without an order (L675).
    after.mark_used(&charger.id);
    measure::melee_enemies(&after, &charger.id)
        .iter()
        .any(|e| e == target)
        .then(|| after.into_state())
}

impl Reckoner<'_> {
    /// What `unit`'s charge on `target` adds to the enemy charges it could suffer next (worth,
    /// zero or less): for each enemy unit but the target that is free of melee, its chance to
    /// reach, how soon it may come ([`soon`]) and what its fight would cost, read with the unit
    /// in contact with the target, less the same threat where the unit stands now.
    pub fn charge_exposure(&mut self, unit: &UnitState, target: &str, powered: bool) -> f64 {
        let state = self.state;
        let Some(after) = after_charge(state, unit, target, powered) else {
            return 0.0;
        };
        let (t, stakes) = (self.temperament, self.stakes);
        let enemies: Vec<UnitState> = state
            .units_of(other(unit.side))
            .filter(|e| e.id != target && measure::melee_enemies(state, &e.id).is_empty())
            .cloned()
            .collect();
        let mut added = 0.0;
        for e in &enemies {
            // `p` seen from the unit: its chance to reach times what it would cost the unit.
            let cost = |s: &BattleState, p: Option<prospect::Prospect>| {
                let reach = reach_between(s, e, &unit.id);
                match p {
                    Some(p) if reach > 0.0 => {
                        reach * (-prospect_worth(&p, unit, e, &t, &stakes)).max(0.0)
                    }
                    _ => 0.0,
                }
            };
            let held = if self.lands(&after, &e.id, &unit.id) {
                let p = prospect::charged_fight_on_held(&after, &e.id, &unit.id, target);
                cost(&after, p.map(|p| p.reversed()))
            } else {
                0.0
            };
            // Where the unit stands now, the threat `standing` weighs, from the same caches.
            let free = if self.lands(state, &e.id, &unit.id) {
                cost(state, self.threat(&e.id, &unit.id))
            } else {
                0.0
            };
            added += soon(state, e) * (held - free).max(0.0);
        }
        -DANGER_SHARE * added * t.loss_weight()
    }
}
