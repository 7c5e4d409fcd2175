//! What a battle state holds, read: one method per field of [`BattleState`]. The fields are
//! private to `model`, so that only [`super::apply::apply`] changes a state, one event at a
//! time; the rules read it through these.

use super::awaiting::Awaiting;
use super::combat::FightDeclared;
use super::side::Side;
use super::state::{
    BattleState, ChargeDeclared, CommandDuelStake, DuelChallenge, ModelState, Pair, PendingRoll,
    Phase, SideState,
};
use crate::table::model::TableFile;

impl BattleState {
    pub fn table(&self) -> &TableFile {
        &self.table
    }

    pub fn battle_points(&self) -> u32 {
        self.battle_points
    }

    pub fn turn(&self) -> u32 {
        self.turn
    }

    pub fn turn_limit(&self) -> u32 {
        self.turn_limit
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn awaiting(&self) -> Awaiting {
        self.awaiting
    }

    /// The game the battle is played as: its lists' mode, both sides the same (R-TW-4).
    pub fn mode(&self) -> crate::army::Mode {
        self.sides[0].mode
    }

    /// Where `unit`'s leader stands on the table: his own model, or in total war the unit's
    /// movement base he stands on (R-TW-6); none without a leader.
    pub fn where_leader_stands(&self, unit: &str) -> Option<&ModelState> {
        let u = self.unit(unit)?;
        u.leader.as_ref()?;
        let mine = || self.models.iter().filter(move |m| m.unit == unit);
        let own = mine().find(|m| m.leader);
        if own.is_some() || !u.movement_base {
            return own;
        }
        mine().next()
    }

    pub fn sides(&self) -> &[SideState; 2] {
        &self.sides
    }

    pub fn units(&self) -> &[crate::battle::model::unit::UnitState] {
        &self.units
    }

    pub fn models(&self) -> &[ModelState] {
        &self.models
    }

    /// The side holding the initiative (the strategy roll's winner before turn 1).
    pub fn initiative(&self) -> Side {
        self.initiative
    }

    /// Who places extra terrain first, then second.
    pub fn terrain_order(&self) -> &[Side] {
        &self.terrain_order
    }

    /// The strategy roll's winner (L210), who deploys first.
    pub fn strategy_winner(&self) -> Option<Side> {
        self.strategy_winner
    }

    pub fn pair(&self) -> &Option<Pair> {
        &self.pair
    }

    pub fn roll(&self) -> &Option<PendingRoll> {
        &self.roll
    }

    pub fn charge(&self) -> &Option<ChargeDeclared> {
        &self.charge
    }

    pub fn fight(&self) -> &Option<FightDeclared> {
        &self.fight
    }

    pub fn duel(&self) -> &Option<DuelChallenge> {
        &self.duel
    }

    pub fn command_duel(&self) -> &Option<CommandDuelStake> {
        &self.command_duel
    }

    /// Cards drawn at maintenance waiting for the keep choice (R-DECK-1).
    pub fn drawn(&self) -> &[Vec<u8>; 2] {
        &self.drawn
    }

    /// Units in a duel this turn: no other combat against them (L795).
    pub fn duel_units(&self) -> &[String] {
        &self.duel_units
    }

    /// Units that disengaged this turn and from whom: no charge against them (L574).
    pub fn disengaged_from(&self) -> &[(String, String)] {
        &self.disengaged_from
    }

    /// A command duel was fought since the last pair ended (R-DECK-3: one per pair).
    pub fn command_duel_done(&self) -> bool {
        self.command_duel_done
    }

    /// The lone extra activation has been used this turn (R-TURN-3).
    pub fn lone_done(&self) -> bool {
        self.lone_done
    }

    /// Victory points at the last count (R-TURN-1 and the scenario).
    pub fn vp(&self) -> [u32; 2] {
        self.vp
    }

    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    pub fn end_reason(
        &self,
    ) -> &Option<crate::rules::Worded<crate::battle::model::reasons::BattleEnd>> {
        &self.end_reason
    }

    /// What is left to do after a melee: a multiple combat's next combats, pursuits and melee
    /// moves (L709-719, L978-996).
    pub fn aftermath(&self) -> &Option<crate::battle::model::aftermath::Aftermath> {
        &self.aftermath
    }

    /// The fight or shot being rolled stage by stage (R-DECK-4, R-WOUND-4).
    pub fn combat(&self) -> &Option<crate::battle::model::combat::CombatUnderWay> {
        &self.combat
    }

    /// A declared move waiting for the enemy's opportunity charge (L846-852).
    pub fn pending_move(&self) -> &Option<crate::battle::model::pending_move::PendingMove> {
        &self.pending_move
    }

    /// A leader's join or leave declared with the move under way, made when it ends (L537-551).
    pub fn leader_move(&self) -> &Option<crate::battle::model::leaders::LeaderMove> {
        &self.leader_move
    }
}
