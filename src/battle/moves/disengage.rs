//! Where a disengage (*destrabar*, L564-578) ends: its models move "alejándose de las unidades
//! enemigas contra las que está combatiendo" (L568), so none of them may end still engaged
//! (R-ENG-1, R-MOV-4) with a model of those units. Skirmishers disengage from base contact without
//! loss (L578, wounds in `combat::disengage_wounds`), but they too must end out of the melee.

use crate::battle::engine::measure;
use crate::battle::model::command::ModelMove;
use crate::battle::model::rejection::{Move, Rejection, no};
use crate::battle::model::state::BattleState;
use crate::battle::moves::move_order;

/// The first model of the disengaging unit that would still be engaged after `moves_`, with
/// the enemy model it is engaged with.
pub fn still_engaged(
    state: &BattleState,
    unit: &str,
    moves_: &[ModelMove],
    fought: &[String],
) -> Option<(String, String)> {
    let after = move_order::after_moves(state, moves_);
    after.models_of(unit).filter(|m| m.deployed).find_map(|m| {
        fought
            .iter()
            .flat_map(|f| after.models_of(f))
            .find(|e| e.deployed && measure::engaged(m, e))
            .map(|e| (m.id.clone(), e.id.clone()))
    })
}

/// L568: rejects a disengage that leaves a model engaged with a unit it disengages from.
pub fn check_ends_free(
    state: &BattleState,
    unit: &str,
    moves_: &[ModelMove],
    fought: &[String],
) -> Result<(), Rejection> {
    match still_engaged(state, unit, moves_, fought) {
        Some((m, e)) => no(Move::StillEngaged { model: m, enemy: e }),
        None => Ok(()),
    }
}
