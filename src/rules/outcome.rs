//! Winner, Honor test and fall back or retreat (L939-971): R-RES-1 and R-RES-2.

use super::situation::CombatUnit;
use super::wounds::UnitAfter;
use serde::{Deserialize, Serialize};

/// Who won a melee (R-RES-1, L941-947).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    Attacker,
    Defender,
    /// Equal losses (or both wiped out, R-RES-3): no winner and no loser (L947).
    Draw,
}

/// The melee result (R-RES-1): wiping out the enemy wins (L945); between two lone models more
/// wounds loses (L943); otherwise more casualties loses, a lost unit leader counting 2 (L941).
pub fn melee_winner(
    attacker: &CombatUnit,
    attacker_after: &UnitAfter,
    defender: &CombatUnit,
    defender_after: &UnitAfter,
) -> Winner {
    use std::cmp::Ordering::*;
    match (attacker_after.wiped_out, defender_after.wiped_out) {
        (true, false) => return Winner::Defender,
        (false, true) => return Winner::Attacker,
        (true, true) => return Winner::Draw,
        (false, false) => {}
    }
    let (a, d) = if attacker.is_lone_model() && defender.is_lone_model() {
        (
            attacker_after.wounds_received(),
            defender_after.wounds_received(),
        )
    } else {
        (attacker_after.loss_score(), defender_after.loss_score())
    };
    match a.cmp(&d) {
        Greater => Winner::Defender,
        Less => Winner::Attacker,
        Equal => Winner::Draw,
    }
}

/// What a failed Honor test makes the unit do (L957-960, R-RES-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Morale {
    /// No test, or the test passed: the unit holds.
    Holds,
    /// Failed with at least half its starting models left: falls back (*se repliega*).
    FallsBack,
    /// Failed with fewer than half: retreats (*se retira*) and takes a retreating marker (L971).
    Retreats,
}

/// After a failed Honor test: fall back when the unit keeps at least half the models it started
/// the battle with, else retreat (L959-960, R-RES-2). Unit leaders are not counted (R-RES-4).
pub fn failed_honor_test(unit: &CombatUnit, after: &UnitAfter) -> Morale {
    if after.models_after * 2 >= unit.starting_models() {
        Morale::FallsBack
    } else {
        Morale::Retreats
    }
}

/// A shot unit tests Honor when it lost 50% or more of the models it had when shot, from that
/// shot (L954, R-RES-2); a unit leader counts as a model here (R-RES-5). A wiped-out unit tests
/// nothing.
pub fn shot_unit_tests_honor(unit: &CombatUnit, after: &UnitAfter) -> bool {
    let had = unit.models + u32::from(unit.has_leader());
    let lost = after.casualties + u32::from(after.leader_died);
    !after.wiped_out && lost > 0 && lost * 2 >= had
}

/// The Honor the unit tests with after the combat (its leader's while the leader lives, L420).
pub fn honor_after(unit: &CombatUnit, after: &UnitAfter) -> i32 {
    unit.honor_with_leader(unit.has_leader() && !after.leader_died)
}
