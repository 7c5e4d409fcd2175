//! Test fixtures only: a state written directly, to stage a situation the rules then meet
//! (a hand of cards, a pair under way, a model put somewhere). Compiled only for the tests and
//! benchmarks (the crate's unit tests, and the `staging` feature they turn on), so in the
//! program no code writes a state but [`super::apply::apply`].

use super::awaiting::Awaiting;
use super::combat::FightDeclared;
use super::side::Side;
use super::state::{
    BattleState, ChargeDeclared, CommandDuelStake, DuelChallenge, ModelState, Pair, PendingRoll,
    Phase, SideState,
};
use crate::table::model::TableFile;

impl BattleState {
    pub fn table_mut(&mut self) -> &mut TableFile {
        &mut self.table
    }

    pub fn battle_points_mut(&mut self) -> &mut u32 {
        &mut self.battle_points
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

    pub fn initiative_mut(&mut self) -> &mut Side {
        &mut self.initiative
    }

    pub fn terrain_order_mut(&mut self) -> &mut Vec<Side> {
        &mut self.terrain_order
    }

    pub fn strategy_winner_mut(&mut self) -> &mut Option<Side> {
        &mut self.strategy_winner
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

    pub fn fight_mut(&mut self) -> &mut Option<FightDeclared> {
        &mut self.fight
    }

    pub fn duel_mut(&mut self) -> &mut Option<DuelChallenge> {
        &mut self.duel
    }

    pub fn command_duel_mut(&mut self) -> &mut Option<CommandDuelStake> {
        &mut self.command_duel
    }

    pub fn drawn_mut(&mut self) -> &mut [Vec<u8>; 2] {
        &mut self.drawn
    }

    pub fn duel_units_mut(&mut self) -> &mut Vec<String> {
        &mut self.duel_units
    }

    pub fn disengaged_from_mut(&mut self) -> &mut Vec<(String, String)> {
        &mut self.disengaged_from
    }

    pub fn command_duel_done_mut(&mut self) -> &mut bool {
        &mut self.command_duel_done
    }

    pub fn lone_done_mut(&mut self) -> &mut bool {
        &mut self.lone_done
    }

    pub fn vp_mut(&mut self) -> &mut [u32; 2] {
        &mut self.vp
    }

    pub fn winner_mut(&mut self) -> &mut Option<Side> {
        &mut self.winner
    }

    pub fn end_reason_mut(
        &mut self,
    ) -> &mut Option<crate::rules::Worded<crate::battle::model::reasons::BattleEnd>> {
        &mut self.end_reason
    }

    pub fn aftermath_mut(&mut self) -> &mut Option<crate::battle::model::aftermath::Aftermath> {
        &mut self.aftermath
    }

    pub fn combat_mut(&mut self) -> &mut Option<crate::battle::model::combat::CombatUnderWay> {
        &mut self.combat
    }

    pub fn pending_move_mut(
        &mut self,
    ) -> &mut Option<crate::battle::model::pending_move::PendingMove> {
        &mut self.pending_move
    }

    pub fn leader_move_mut(&mut self) -> &mut Option<crate::battle::model::leaders::LeaderMove> {
        &mut self.leader_move
    }
}
