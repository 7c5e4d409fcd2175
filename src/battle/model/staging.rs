//! Test fixtures only: a state written directly, to stage a situation the rules then meet
//! (a hand of cards, a pair under way, a model put somewhere). Compiled only for the tests and
//! benchmarks (the crate's unit tests, and the `staging` feature they turn on), so in the
//! program no code writes a state but [`super::apply::apply`].

use super::awaiting::Awaiting;
use super::state::{BattleState, ChargeDeclared, ModelState, Pair, PendingRoll, Phase, SideState};
use crate::table::model::TableFile;

impl BattleState {
    pub fn table_mut(&mut self) -> &mut TableFile {
        &mut self.table
    }

    pub fn turn_mut(&mut self) -> &mut u32 {
        &mut self.turn
    }

    pub fn turn_limit_mut(&mut self) -> &mut u32 {
        &mut self.turn_limit
    }

    pub fn phase_mut(&mut self) -> &mut Phase {
        &mut self.phase
    }

    pub fn awaiting_mut(&mut self) -> &mut Awaiting {
        &mut self.awaiting
    }

    pub fn sides_mut(&mut self) -> &mut [SideState; 2] {
        &mut self.sides
    }

    pub fn units_mut(&mut self) -> &mut Vec<crate::battle::model::unit::UnitState> {
        &mut self.units
    }

    pub fn models_mut(&mut self) -> &mut Vec<ModelState> {
        &mut self.models
    }

    pub fn pair_mut(&mut self) -> &mut Option<Pair> {
        &mut self.pair
    }

    pub fn roll_mut(&mut self) -> &mut Option<PendingRoll> {
        &mut self.roll
    }

    pub fn charge_mut(&mut self) -> &mut Option<ChargeDeclared> {
        &mut self.charge
    }

    pub fn duel_units_mut(&mut self) -> &mut Vec<String> {
        &mut self.duel_units
    }

    pub fn aftermath_mut(&mut self) -> &mut Option<crate::battle::model::aftermath::Aftermath> {
        &mut self.aftermath
    }
}
