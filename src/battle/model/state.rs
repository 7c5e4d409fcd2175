//! The battle state: turn, phase, what the game waits for, decks, units, models and markers.
//!
//! Only [`crate::battle::model::apply::apply`] changes it, one event at a time.

use serde::{Deserialize, Serialize};

use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::deck::{CommandDeck, CommanderOrderCard};
use crate::battle::model::side::Side;
use crate::battle::model::unit::UnitState;
use crate::table::model::{Base, TableFile};

/// One model on the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ModelState {
    pub id: String,
    pub unit: String,
    pub side: Side,
    pub x: f64,
    pub y: f64,
    pub facing_deg: f64,
    pub base: Base,
    pub height: f64,
    /// The unit's leader (or a lone leader).
    pub leader: bool,
    /// Placed on the table (deployment, L206-214).
    pub deployed: bool,
}

/// Everything one player owns besides units: cards and commander orders.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct SideState {
    pub name: String,
    /// Its name in Spanish, when its army list gives one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    pub commander_level: u8,
    pub deck: CommandDeck,
    /// The commander orders the side may choose from (its faction's cards).
    pub order_cards: Vec<CommanderOrderCard>,
    /// Commander orders in hand (usable), in the deck (face down, top = last), used or
    /// discarded (gone for the battle, R-DECK-2).
    pub orders_hand: Vec<String>,
    pub orders_deck: Vec<String>,
    pub orders_gone: Vec<String>,
    /// The general has died (L438): -1 Honor and Initiative for the whole army.
    pub general_dead: bool,
    /// Extra 5x5 cm terrain pieces still allowed (R-ARMY-1, L180).
    pub extra_terrain_left: u32,
    /// Units activated this turn (R-TURN-3).
    pub activations: u32,
    /// Victory points from units destroyed (scenario scoring).
    pub units_destroyed_vp: u32,
    /// The side's faction, for profile modifiers in fights and shots. Shared, not copied, by
    /// the states a battle and the general's look-ahead make (it never changes in a battle);
    /// saved as the faction itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub faction: Option<std::sync::Arc<crate::army::Faction>>,
    /// The side's choice for protecting its leaders (R-WOUND-4).
    #[serde(default)]
    pub protect_leader: crate::rules::ProtectLeader,
    /// Its secret die for the scenario's secondary missions (R-MISSION-1): the side's own to
    /// read ([`BattleState::secondary_mission`]); none when the scenario has no missions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secondary_roll: Option<u8>,
    /// The game its list is built for; both sides play the same (R-TW-4).
    #[serde(default, skip_serializing_if = "crate::army::Mode::is_standard")]
    pub mode: crate::army::Mode,
}

/// The phase of the turn (L220-303), or the setup before the first turn (L153-218).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Setup,
    Maintenance,
    Initiative,
    Activation,
    Ended,
}

/// Who rolled one die of a pending roll, what it shows and what an offering added (R-DECK-4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RolledDie {
    pub owner: Side,
    pub value: u8,
    /// Card value added by an offering (L1026).
    pub bonus: u8,
}

impl RolledDie {
    /// The die's value with the cards added to it (R-DECK-4).
    pub fn total(&self) -> i32 {
        i32::from(self.value) + i32::from(self.bonus)
    }
}

/// A roll waiting for offerings to the gods before it takes effect (R-DECK-4, L1024-1031).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PendingRoll {
    pub kind: RollKind,
    pub dice: Vec<RolledDie>,
    /// Who has already spoken (offered or passed) on this roll.
    pub spoke: [bool; 2],
}

/// What a pending roll is for.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "roll", rename_all = "snake_case")]
pub enum RollKind {
    /// Both players' 1D6 for the strategy roll (L210), each adding its commander level.
    Strategy,
    /// Both players' 1D6 for the initiative (L242); die 0 is side 0's.
    Initiative,
    /// Both active units' order rolls (L276-281); die i is side i's.
    Orders,
    /// The charge move roll (L610): MOV (doubled when powered) + the die.
    ChargeMove { charger: String, target: String },
    /// A roll of the fight or shot under way (`BattleState::combat`).
    Combat {
        stage: crate::rules::staged::StageRoll,
    },
    /// The fall back or retreat dice of `unit` after the fight or shot under way (L966).
    FallBack { unit: String },
    /// A run's die (R-MOV-1, L462): each model moves at most 2 x MOV + the die.
    Run {
        unit: String,
        side: Side,
        moves: Vec<crate::battle::model::command::ModelMove>,
    },
    /// Flight from a charge (L866): 2D6 cm away from `charger`.
    Flee { unit: String, charger: String },
    /// A retreating unit's Honor test at maintenance (L237), with its modifier (-1 in melee).
    /// Saves of formats 1-4 also hold its reason in words (`why`), read from the modifier now.
    RetreatHonor { unit: String, modifier: i32 },
    /// An opportunity charge's move roll (L852, R-CHG-1).
    OpportunityCharge { charger: String, mover: String },
    /// A pursuit's Honor test (L980): `pursuer` tries to pursue `fleeing`.
    PursuitHonor { pursuer: String, fleeing: String },
    /// A pursuit's move dice (L984): 2D6 cm, 3D6 mounted.
    PursuitMove { pursuer: String, fleeing: String },
    /// The Honor test of a unit that lost a multiple combat (L715, R-RES-2).
    ChainHonor { unit: String },
    /// The fall back or retreat dice of a unit that lost a multiple combat (L715, L966), away
    /// from `enemy`.
    ChainFallBack {
        unit: String,
        enemy: String,
        retreat: bool,
    },
    /// The order roll of `unit`, activated by a Lead order of `side`, for its ki only (L838);
    /// `left` are the led units still to roll.
    LedOrder {
        unit: String,
        side: Side,
        left: Vec<String>,
    },
}

impl RollKind {
    /// An Honor test (R-DICE-3): adding a card to its die could only make it fail (L962).
    pub fn is_honor_test(&self) -> bool {
        matches!(
            self,
            RollKind::RetreatHonor { .. }
                | RollKind::PursuitHonor { .. }
                | RollKind::ChainHonor { .. }
                | RollKind::Combat {
                    stage: crate::rules::staged::StageRoll::Honor { .. }
                }
        )
    }
}

/// A charge waiting for the target's reaction (L618-620).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChargeDeclared {
    pub charger: String,
    pub target: String,
    pub powered: bool,
    /// Set once the target stood and shot (R-POOL-3).
    pub stood_and_shot: bool,
    /// Its stand and shoot was powered (L472, L766): +1D6 to the shot.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stand_powered: bool,
    pub fled: bool,
    /// The other units charged at once (L616, R-CHG-2), in the order named.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<String>,
    /// The charged units that have answered the charge so far (R-CHG-2), each once.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answered: Vec<String>,
    /// The other charged units that stood and shot, with whether powered (R-CHG-2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_stood: Vec<(String, bool)>,
}

impl ChargeDeclared {
    /// Every unit charged: the target, then the others in the order named.
    pub fn charged(&self) -> Vec<String> {
        std::iter::once(self.target.clone())
            .chain(self.also.iter().cloned())
            .collect()
    }

    /// The charged unit whose reaction is asked now: the first that has not answered.
    pub fn asked(&self) -> Option<String> {
        self.charged()
            .into_iter()
            .find(|u| !self.answered.contains(u))
    }

    /// The charged unit that answers a reaction given now: the one asked, or the target once
    /// every unit has answered.
    pub fn answering(&self) -> String {
        self.asked().unwrap_or_else(|| self.target.clone())
    }

    /// The charged units that stood and shot, in order, each with whether powered.
    pub fn stood(&self) -> Vec<(String, bool)> {
        let first = self
            .stood_and_shot
            .then(|| (self.target.clone(), self.stand_powered));
        first
            .into_iter()
            .chain(self.also_stood.iter().cloned())
            .collect()
    }
}

/// The pair of activations under way (L264-299, R-TURN-3).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Pair {
    pub active_side: Side,
    /// Active unit of each side (none for the side that has no unused unit: a lone activation).
    pub units: [Option<String>; 2],
    /// Orders left.
    pub orders: [u32; 2],
    /// Whether the order roll was made.
    pub rolled: bool,
    /// A side that holds keeps its remaining orders for reactions only.
    pub holding: [bool; 2],
    /// The side that spends the next order.
    pub next: Side,
    /// A voluntary combat order was made by the active unit (L468, L602).
    pub combat_done: [bool; 2],
    /// Reactive units that reacted in this pair (L838-842): each takes its used marker when
    /// its reaction ends (`reaction_ended`), and may not react again in the pair.
    pub reacted: Vec<String>,
    /// Units activated together by a Lead order (L828), of either side.
    pub led: Vec<String>,
    /// A lone extra activation (R-TURN-3) or a commander activation (L1033).
    pub lone: bool,
    /// Units that have moved during this pair: a second move through difficult ground has
    /// half MOV (L522).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moved: Vec<String>,
    /// The one order each unit of a Lead order may still give (L830), one entry per side that
    /// gave a Lead order in this pair: both sides may lead in one pair (L819-830, R-LEAD-2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub leads: Vec<crate::battle::model::leaders::LeadTurn>,
}

impl Pair {
    /// The orders still owed by `side`'s Lead order in this pair (L830), if it gave one.
    pub fn lead_of(&self, side: Side) -> Option<&crate::battle::model::leaders::LeadTurn> {
        self.leads.iter().find(|l| l.side == side)
    }

    /// Whether `unit` of `side` still has its order of a Lead order to give (L830).
    pub fn lead_owed(&self, side: Side, unit: &str) -> bool {
        self.lead_of(side)
            .is_some_and(|l| l.units.iter().any(|u| u == unit))
    }

    /// Whether some active unit of `side` still has its order of a Lead order to give (L830).
    pub fn lead_any_owed(&self, side: Side) -> bool {
        self.lead_of(side).is_some_and(|l| !l.units.is_empty())
    }

    /// Whether `side` may still spend an order in this pair (R-TURN-3, L283).
    pub fn can_act(&self, side: Side) -> bool {
        self.units[side.index()].is_some()
            && (self.orders[side.index()] > 0 || self.lead_any_owed(side))
            && !self.holding[side.index()]
    }

    /// Whether `unit` is an active unit of the pair: one of the two chosen (L276) or one a Lead
    /// order activated (L828).
    pub fn is_active(&self, unit: &str) -> bool {
        self.units.iter().flatten().any(|u| u == unit) || self.led.iter().any(|u| u == unit)
    }

    /// Whether `unit` reacted in this pair (L842).
    pub fn has_reacted(&self, unit: &str) -> bool {
        self.reacted.iter().any(|u| u == unit)
    }
}

/// A duel challenge waiting for its answer (L774-816).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DuelChallenge {
    pub challenger: String,
    pub challenged: String,
    pub powered: bool,
}

/// A command duel waiting for the initiative holder's stake (R-DECK-3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CommandDuelStake {
    pub challenger: Side,
    pub stake: Vec<u8>,
    /// The decision the duel was declared during, asked again once it is over (L1016: "en
    /// cualquier momento durante la fase de activación"). None in saves from before it was kept:
    /// the pair's next decision is asked then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interrupted: Option<Awaiting>,
}

/// The whole battle state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BattleState {
    pub(in crate::battle::model) table: TableFile,
    pub(in crate::battle::model) battle_points: u32,
    pub(in crate::battle::model) turn: u32,
    pub(in crate::battle::model) turn_limit: u32,
    pub(in crate::battle::model) phase: Phase,
    pub(in crate::battle::model) awaiting: Awaiting,
    pub(in crate::battle::model) sides: [SideState; 2],
    pub(in crate::battle::model) units: Vec<crate::battle::model::unit::UnitState>,
    pub(in crate::battle::model) models: Vec<ModelState>,
    /// The side holding the initiative (the strategy roll's winner before turn 1).
    pub(in crate::battle::model) initiative: Side,
    /// Who places extra terrain first, then second.
    pub(in crate::battle::model) terrain_order: Vec<Side>,
    /// The strategy roll's winner (L210), who deploys first.
    pub(in crate::battle::model) strategy_winner: Option<Side>,
    pub(in crate::battle::model) pair: Option<Pair>,
    pub(in crate::battle::model) roll: Option<PendingRoll>,
    pub(in crate::battle::model) charge: Option<ChargeDeclared>,
    pub(in crate::battle::model) fight: Option<FightDeclared>,
    pub(in crate::battle::model) duel: Option<DuelChallenge>,
    pub(in crate::battle::model) command_duel: Option<CommandDuelStake>,
    /// Cards drawn at maintenance waiting for the keep choice (R-DECK-1).
    pub(in crate::battle::model) drawn: [Vec<u8>; 2],
    /// Units in a duel this turn: no other combat against them (L795).
    pub(in crate::battle::model) duel_units: Vec<String>,
    /// Units that disengaged this turn and from whom: no charge against them (L574).
    pub(in crate::battle::model) disengaged_from: Vec<(String, String)>,
    /// A command duel was fought since the last pair ended (R-DECK-3: one per pair).
    pub(in crate::battle::model) command_duel_done: bool,
    /// The lone extra activation has been used this turn (R-TURN-3).
    pub(in crate::battle::model) lone_done: bool,
    /// Victory points at the last count (R-TURN-1 and the scenario).
    pub(in crate::battle::model) vp: [u32; 2],
    pub(in crate::battle::model) winner: Option<Side>,
    pub(in crate::battle::model) end_reason:
        Option<crate::rules::Worded<crate::battle::model::reasons::BattleEnd>>,
    /// What is left to do after a melee: a multiple combat's next combats, pursuits and melee
    /// moves (L709-719, L978-996).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::battle::model) aftermath: Option<crate::battle::model::aftermath::Aftermath>,
    /// The fight or shot being rolled stage by stage (R-DECK-4, R-WOUND-4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::battle::model) combat: Option<crate::battle::model::combat::CombatUnderWay>,
    /// A declared move waiting for the enemy's opportunity charge (L846-852).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::battle::model) pending_move:
        Option<crate::battle::model::pending_move::PendingMove>,
    /// A leader's join or leave declared with the move under way, made when it ends (L537-551).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::battle::model) leader_move: Option<crate::battle::model::leaders::LeaderMove>,
}

impl BattleState {
    /// A battle before its first decision: turn 0, the setup phase, nothing awaited yet, no
    /// initiative won, each side with `sides`' lists and decks and the table's `models` where
    /// the scenario sets them.
    pub fn before_setup(
        table: TableFile,
        battle_points: u32,
        sides: [SideState; 2],
        units: Vec<UnitState>,
        models: Vec<ModelState>,
    ) -> BattleState {
        BattleState {
            turn_limit: table.turn_limit.unwrap_or(5),
            table,
            battle_points,
            turn: 0,
            phase: Phase::Setup,
            awaiting: Awaiting::Nothing,
            sides,
            units,
            models,
            initiative: Side::FIRST,
            terrain_order: Vec::new(),
            strategy_winner: None,
            pair: None,
            roll: None,
            charge: None,
            fight: None,
            duel: None,
            command_duel: None,
            drawn: [Vec::new(), Vec::new()],
            duel_units: Vec::new(),
            disengaged_from: Vec::new(),
            command_duel_done: false,
            lone_done: false,
            vp: [0, 0],
            winner: None,
            end_reason: None,
            aftermath: None,
            combat: None,
            pending_move: None,
            leader_move: None,
        }
    }

    /// What an ended battle scores `side`: 1 won, 0 lost, a half drawn (no winner).
    pub fn score_of(&self, side: Side) -> f64 {
        match self.winner {
            Some(w) if w == side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }

    /// How many dice `unit` rolls for a fall back, a retreat or a pursuit (L966, L984): 2D6,
    /// 3D6 mounted.
    pub fn fall_back_dice(&self, unit: &str) -> usize {
        match self.unit(unit) {
            Some(u) if u.acting_profile().mounted => 3,
            _ => 2,
        }
    }

    /// Whether a command duel may be declared now (L1016, R-DECK-7): at any moment of the
    /// activation phase, while the battle waits for any of its decisions (a reaction, an
    /// offering on a roll, a choice inside a combat...), but not while a command duel's stake
    /// or the end of turn's commander activations are asked.
    pub fn command_duel_allowed(&self) -> bool {
        self.phase == Phase::Activation
            && !matches!(
                self.awaiting,
                Awaiting::DuelStake { .. }
                    | Awaiting::CommanderActivation { .. }
                    | Awaiting::Nothing
            )
    }

    /// Whether the phase allows commander orders: during the activation phase between
    /// decisions of the pair.
    pub fn interruptible(&self) -> bool {
        self.phase == Phase::Activation && self.awaiting.between_orders()
    }

    /// Whether a roll of `dice` waits for offerings to the gods: some side holds a card
    /// (R-DECK-4).
    pub fn offerings_possible(&self, dice: &[RolledDie]) -> bool {
        !dice.is_empty() && self.sides.iter().any(|s| !s.deck.hand.is_empty())
    }

    pub fn unit(&self, id: &str) -> Option<&UnitState> {
        self.units.iter().find(|u| u.id == id)
    }

    /// `id`'s unit, to change: for [`super::apply::apply`], and the unit tests' staging.
    #[cfg(not(any(test, feature = "staging")))]
    pub(in crate::battle::model) fn unit_mut(&mut self, id: &str) -> Option<&mut UnitState> {
        self.units.iter_mut().find(|u| u.id == id)
    }

    /// `id`'s unit, to change: for [`super::apply::apply`], and the unit tests' staging.
    #[cfg(any(test, feature = "staging"))]
    pub fn unit_mut(&mut self, id: &str) -> Option<&mut UnitState> {
        self.units.iter_mut().find(|u| u.id == id)
    }

    pub fn model(&self, id: &str) -> Option<&ModelState> {
        self.models.iter().find(|m| m.id == id)
    }

    /// Models of a unit still on the table.
    pub fn models_of<'a>(&'a self, unit: &'a str) -> impl Iterator<Item = &'a ModelState> + 'a {
        self.models.iter().filter(move |m| m.unit == unit)
    }

    /// Units of `side` still in the battle.
    pub fn units_of(&self, side: Side) -> impl Iterator<Item = &UnitState> + '_ {
        self.units
            .iter()
            .filter(move |u| u.side == side && !u.removed)
    }

    /// Whether every unit of `side` that deployment step 2 places has a model on the table
    /// (L211): all but army leaders on their own, who go down in step 3 (L212).
    pub fn side_represented(&self, side: Side) -> bool {
        self.units_of(side)
            .filter(|u| !u.is_lone_leader())
            .all(|u| self.models_of(&u.id).any(|m| m.deployed))
    }

    /// A strategy-roll die's total (L210): its face, the cards offered onto it
    /// (R-DECK-4) and its owner's commander level.
    pub fn strategy_total(&self, die: &RolledDie) -> i32 {
        die.total() + i32::from(self.sides[die.owner.index()].commander_level)
    }

    /// Both totals of a strategy roll, side 0's first (L210); `None` when a side's die is
    /// missing.
    pub fn strategy_totals(&self, roll: &PendingRoll) -> Option<[i32; 2]> {
        let total = |side: Side| {
            roll.dice
                .iter()
                .find(|d| d.owner == side)
                .map(|d| self.strategy_total(d))
        };
        Some([total(Side::FIRST)?, total(Side::SECOND)?])
    }

    /// Whether deployment step 2 is over on both sides (L211): army leaders go down now (L212).
    pub fn first_models_down(&self) -> bool {
        self.side_represented(Side::FIRST) && self.side_represented(Side::SECOND)
    }

    /// Units of `side` that may still be activated this turn (no used marker, L272).
    pub fn unused_units(&self, side: Side) -> Vec<&UnitState> {
        self.units_of(side).filter(|u| !u.markers.used).collect()
    }

    /// The active units of `side` in the pair under way: its chosen unit (L276) and the units
    /// its Lead order activated (L828).
    pub fn active_units(&self, side: Side) -> Vec<String> {
        let Some(pair) = &self.pair else {
            return Vec::new();
        };
        let led = pair
            .led
            .iter()
            .filter(|l| self.unit(l).is_some_and(|u| u.side == side));
        pair.units[side.index()]
            .iter()
            .chain(led)
            .cloned()
            .collect()
    }

    /// Whether `unit` is an active unit of the pair under way (L276, L828).
    pub fn is_active(&self, unit: &str) -> bool {
        self.pair.as_ref().is_some_and(|p| p.is_active(unit))
    }

    /// Whether `unit` may make a reaction order now (L838): it has no used marker and has not
    /// reacted already in this pair (its marker comes when that reaction ends, L842).
    pub fn may_react(&self, unit: &str) -> bool {
        self.unit(unit).is_some_and(|u| !u.markers.used)
            && !self.pair.as_ref().is_some_and(|p| p.has_reacted(unit))
    }

    pub fn general_dead(&self, side: Side) -> bool {
        self.sides[side.index()].general_dead
    }
}
