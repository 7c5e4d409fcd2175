//! What a charge, fight or shot changes at the scenario's objectives: who will hold each one
//! when the battle ends. A side holds an objective with a model within its radius and no enemy
//! model there (R-MISSION-2, L258), so a charge that reaches an enemy unit
//! standing on one puts our models there too and nobody holds it; a unit that retreats, is
//! wiped out or falls back leaves it; and a unit that charges off an objective leaves it
//! behind. The general adds the expected change of points to the combat's own worth.

use crate::battle::model::side::{Side, other};
use crate::battle::model::state::BattleState;
use crate::battle::policy::general::prospect::Prospect;
use crate::battle::policy::general::worth::ObjectiveStake;

/// How the two units come to blows: a charge moves the charger into contact if it reaches;
/// a fight is between units already in contact; a shot moves nobody.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blow {
    Charge,
    Fight,
    Shot,
}

/// Of a falling back (L959), the chance the unit ends off the objective: it steps back a few
/// cm, often still within the radius.
const FALL_BACK_LEAVES: f64 = 0.5;

/// The chance a unit that stood on an objective is off it after the blow.
fn leaves(wiped: f64, retreat: f64, fall_back: f64) -> f64 {
    (wiped + retreat + FALL_BACK_LEAVES * fall_back).clamp(0.0, 1.0)
}

/// What holding decides, in victory points to `ours`' side: it scores `ours` holding alone,
/// the enemy scores `theirs` holding alone, nobody scores a contested or empty objective.
fn held(we_are_there: bool, they_are_there: bool, ours: u32, theirs: u32) -> f64 {
    match (we_are_there, they_are_there) {
        (true, false) => f64::from(ours),
        (false, true) => -f64::from(theirs),
        _ => 0.0,
    }
}

/// The expected change of victory points at `objectives` (as `unit`'s side counts them), to
/// `unit`'s side, if `unit` deals `target` the blow whose exact odds are `p`. Each unit's
/// staying is taken apart from the other's; other units on the objective stay where they are.
pub fn swing(
    state: &BattleState,
    objectives: &[ObjectiveStake],
    unit: &str,
    target: &str,
    p: &Prospect,
    blow: Blow,
) -> f64 {
    let Some(side) = state.unit(unit).map(|u| u.side) else {
        return 0.0;
    };
    let mut change = 0.0;
    for o in objectives {
        let on = |who: &str| state.models_of(who).any(|m| o.covers(m));
        let others_on = |s: Side, but: &str| {
            state
                .models()
                .iter()
                .any(|m| m.side == s && m.unit != but && o.covers(m))
        };
        let (unit_on, target_on) = (on(unit), on(target));
        if !unit_on && !target_on {
            continue;
        }
        let ours_stay = others_on(side, unit);
        let theirs_stay = others_on(other(side), target);
        let they_leave = p.reach * leaves(p.they_are_wiped_out, p.they_retreat, p.they_fall_back);
        let we_leave = leaves(p.we_are_wiped_out, p.we_retreat, p.we_fall_back);
        let target_after = if target_on { 1.0 - they_leave } else { 0.0 };
        let unit_after = match blow {
            // Into contact with a unit on the objective: there if it reaches and stays.
            Blow::Charge if target_on => {
                p.reach * (1.0 - we_leave) + if unit_on { 1.0 - p.reach } else { 0.0 }
            }
            // Off the objective toward a unit elsewhere, unless it falls short.
            Blow::Charge => 1.0 - p.reach,
            Blow::Fight if unit_on => 1.0 - we_leave,
            Blow::Shot if unit_on => 1.0,
            _ => 0.0,
        };
        let before = held(
            unit_on || ours_stay,
            target_on || theirs_stay,
            o.ours,
            o.theirs,
        );
        let mut after = 0.0;
        for (we, p_we) in [(true, unit_after), (false, 1.0 - unit_after)] {
            for (they, p_they) in [(true, target_after), (false, 1.0 - target_after)] {
                after +=
                    p_we * p_they * held(we || ours_stay, they || theirs_stay, o.ours, o.theirs);
            }
        }
        change += after - before;
    }
    change
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_mission_2_holding_scores_alone_and_nothing_when_contested() {
        assert_eq!(held(true, false, 2, 3), 2.0);
        assert_eq!(held(false, true, 2, 3), -3.0);
        assert_eq!(held(true, true, 2, 3), 0.0);
        assert_eq!(held(false, false, 2, 3), 0.0);
    }

    #[test]
    fn l959_l960_a_unit_leaves_when_wiped_out_or_retreating_and_half_the_time_falling_back() {
        assert_eq!(leaves(0.0, 0.0, 0.0), 0.0);
        assert_eq!(leaves(0.1, 0.2, 0.4), 0.1 + 0.2 + 0.2);
        assert_eq!(leaves(0.6, 0.6, 0.0), 1.0);
    }
}
