//! Why things happened, as typed values inside events: what cards or orders were spent on, why
//! a unit left or models were removed, why the initiative changed hands, what victory points
//! were counted for, why the battle ended, why a unit tests Honor, why a leader's join or leave
//! was dropped. Each carries ids and numbers and knows its citation (ruling and book lines); the
//! words are the catalogues' (`assets/locales/<lang>/events.ftl`). A save of formats 1-4 holds
//! English sentences in these places: they load as [`Worded::Recorded`](crate::rules::Worded).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::battle::model::command::OrderKind;
use crate::battle::model::deck::OrderEffect;
use crate::battle::model::rejection::Rejection;
use crate::battle::model::side::Side;

/// What command cards were spent on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CardsFor {
    /// An offering to the gods (R-DECK-4).
    Offering,
    /// A command duel's stake (R-DECK-3).
    CommandDuelStake,
    /// A commander activation (L1033).
    CommanderActivation,
    /// The commander order `order` (L1006).
    CommanderOrder { order: String },
}

impl CardsFor {
    pub fn citation(&self) -> &'static str {
        match self {
            CardsFor::Offering => "R-DECK-4",
            CardsFor::CommandDuelStake => "R-DECK-3",
            CardsFor::CommanderActivation => "L1033",
            CardsFor::CommanderOrder { .. } => "L1006",
        }
    }
}

/// What a used commander order does (L1002-1012).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum OrderPlayed {
    /// The engine plays its effect.
    Effect { effect: OrderEffect },
    /// The players play the card's text (a card from a faction's file, as written there).
    FromItsText { text: String },
}

/// What activation orders were spent on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum OrdersFor {
    /// `unit` gave an order of kind `order`.
    Order { order: OrderKind, unit: String },
    /// `unit` reacted to a charge (L620, L854-886).
    Reaction { unit: String },
    /// `unit` fought back (L656, L707).
    FightBack { unit: String },
    /// `unit` answered a duel (L778).
    DuelAnswer { unit: String },
    /// `unit` charged by opportunity (L846).
    OpportunityCharge { unit: String },
    /// Powering `attacker`'s fight against `defender` in a multiple combat (L709-719).
    PoweringMultiple { attacker: String, defender: String },
}

impl OrdersFor {
    pub fn citation(&self) -> Option<&'static str> {
        match self {
            OrdersFor::OpportunityCharge { .. } => Some("L846"),
            _ => None,
        }
    }
}

/// Why a unit left the battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Removal {
    /// It has no model left (R-CAS-1).
    WipedOut,
    /// It failed its Honor test while retreating (L237).
    FailedRetreatTest,
}

impl Removal {
    pub fn citation(self) -> Option<&'static str> {
        match self {
            Removal::WipedOut => None,
            Removal::FailedRetreatTest => Some("L237"),
        }
    }
}

/// Why models were removed as casualties outside a combat roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CasualtyCause {
    /// They ran into enemy models while falling back or retreating (L976).
    RanIntoEnemies,
    /// A pursuer caught them (L986).
    CaughtByPursuer,
    /// Isolated: none of their unit within 2.5 cm (L990, R-FORM-1).
    Isolated,
}

impl CasualtyCause {
    pub fn citation(self) -> &'static str {
        match self {
            CasualtyCause::RanIntoEnemies => "L976",
            CasualtyCause::CaughtByPursuer => "L986",
            CasualtyCause::Isolated => "L990, R-FORM-1",
        }
    }
}

/// Why a side holds the initiative now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum InitiativeWhy {
    /// It won the initiative roll, `roll` against `against` (L242).
    InitiativeRoll { roll: i32, against: i32 },
    /// It won a command duel, staking `stake` against `against` (R-DECK-3).
    CommandDuel { stake: u32, against: u32 },
}

impl InitiativeWhy {
    pub fn citation(self) -> &'static str {
        match self {
            InitiativeWhy::InitiativeRoll { .. } => "L242",
            InitiativeWhy::CommandDuel { .. } => "R-DECK-3",
        }
    }
}

/// One part of a victory point count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum VpSource {
    /// Army leaders alive, +2 for a living general (R-TURN-1): the points of each side.
    LeadersAlive { first: u32, second: u32 },
    /// `side` holds the objective `objective` (the scenario's scoring, L258).
    ObjectiveHeld {
        side: Side,
        objective: String,
        vp: u32,
    },
    /// `side` scores the scenario rule `rule` (its text) for a kill.
    ScenarioKill { side: Side, rule: String, vp: u32 },
    /// `side` destroyed enemy units (the scenario's `per_unit_destroyed`).
    UnitsDestroyed { side: Side, vp: u32 },
    /// `side` achieved the scenario's mission `mission` (by id), its primary or its secret
    /// secondary one (R-MISSION-1).
    MissionAchieved {
        side: Side,
        kind: MissionKind,
        mission: String,
        vp: u32,
    },
}

/// Which of a scenario's missions (R-MISSION-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MissionKind {
    Primary,
    Secondary,
}

impl VpSource {
    pub fn citation(&self) -> Option<&'static str> {
        match self {
            VpSource::LeadersAlive { .. } => Some("R-TURN-1"),
            VpSource::MissionAchieved { .. } => Some("R-MISSION-1"),
            _ => None,
        }
    }
}

/// Why the battle ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum BattleEnd {
    /// One side has more than double the other's victory points (R-TURN-1, L234).
    MoreThanDouble,
    /// Turn `turn` was the last (L228).
    LastTurn { turn: u32 },
    /// `side` has no unit left.
    NoUnitLeft { side: Side },
}

impl BattleEnd {
    pub fn citation(self) -> Option<&'static str> {
        match self {
            BattleEnd::MoreThanDouble => Some("R-TURN-1, L234"),
            BattleEnd::LastTurn { .. } => Some("L228"),
            BattleEnd::NoUnitLeft { .. } => None,
        }
    }
}

/// Why a unit tests Honor outside a fight's or shot's own test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum HonorCause {
    /// A retreating unit at maintenance (L237).
    Retreating,
    /// A retreating unit in melee, -1 (L237).
    RetreatingInMelee,
    /// To pursue a retreating unit (L980).
    Pursuit,
    /// It lost a multiple combat (L715, R-RES-2).
    LostMultipleCombat,
}

impl HonorCause {
    pub fn citation(self) -> &'static str {
        match self {
            HonorCause::Retreating | HonorCause::RetreatingInMelee => "L237",
            HonorCause::Pursuit => "L980",
            HonorCause::LostMultipleCombat => "L715, R-RES-2",
        }
    }
}

/// Which result rule decided a melee.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ResultRule {
    /// The melee result (R-RES-1).
    Melee,
    /// R-RES-1 over the whole group of a multiple combat (L715).
    WholeGroup,
}

impl ResultRule {
    pub fn citation(self) -> &'static str {
        match self {
            ResultRule::Melee => "R-RES-1",
            ResultRule::WholeGroup => "R-RES-1, L715",
        }
    }
}

/// Why a leader's join or leave declared with a move was dropped.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LeaderDrop {
    /// The move declared with it did not end (L852).
    MoveNotEnded,
    /// The unit was caught by an opportunity charge (L852).
    CaughtByOpportunityCharge,
    /// Where the move ended the join or leave is not allowed: the check's rejection.
    Refused { rejection: Rejection },
}
