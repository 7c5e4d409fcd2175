//! Rejections of the cards: the hand kept, offerings to the gods, the command duel, commander
//! activations (R-DECK-1..4, L1014-1033) and the commander orders (L1004-1012).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::Citation;

/// The command deck: cards kept, offered, staked, discarded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    /// Keep exactly `size` cards.
    KeepCount { size: usize },
    /// Keep only cards that were drawn.
    KeepUndrawn,
    /// The commander order kept is not in the hand.
    OrderNotInHand { order: String },
    /// No card of that value in hand to offer.
    OfferNotInHand { card: u8 },
    /// No roll to offer on.
    NoRoll,
    /// The roll has no such die.
    NoDie { die: usize },
    /// A card's value is added only to your own die.
    AddToOwnDie,
    /// A unit cannot choose to fail its Honor test: no card is added to its die.
    HonorTest,
    /// A command duel is declared during the activation phase (L1016), not while a stake or the
    /// commander activations are asked.
    DuelNotNow,
    /// Only the side without the initiative declares a command duel.
    DuelByInitiative,
    /// One command duel per pair of activations.
    OneDuelPerPair,
    /// A declared duel stakes at least one card.
    StakeNothing,
    /// An answer to a duel stakes at least one card while the hand has some.
    AnswerStakeNothing,
    /// Stake only cards in hand.
    StakeNotInHand,
    /// No card of that value in hand for a commander activation.
    ActivationNotInHand { card: u8 },
}

impl Deck {
    pub fn citation(&self) -> Citation {
        match self {
            Deck::KeepCount { .. } => Citation::both("R-DECK-1", "L235"),
            Deck::KeepUndrawn => Citation::rule("R-DECK-1"),
            Deck::OrderNotInHand { .. } => Citation::rule("R-DECK-2"),
            Deck::OfferNotInHand { .. } | Deck::NoRoll | Deck::NoDie { .. } => {
                Citation::rule("R-DECK-4")
            }
            Deck::AddToOwnDie => Citation::both("R-DECK-4", "L1029"),
            Deck::HonorTest => Citation::line("L962"),
            Deck::DuelNotNow => Citation::both("R-DECK-7", "L1016"),
            Deck::StakeNothing | Deck::StakeNotInHand => Citation::rule("R-DECK-3"),
            Deck::DuelByInitiative => Citation::both("R-DECK-3", "L1016"),
            Deck::OneDuelPerPair => Citation::both("R-DECK-3", "L1022"),
            Deck::AnswerStakeNothing => Citation::both("R-DECK-3", "L1018"),
            Deck::ActivationNotInHand { .. } => Citation::line("L1035"),
        }
    }
}

/// A commander order used (L1004-1012) and Hidden path's deployment.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Commander {
    /// Hidden path is used while deploying, on the side's turn to place a model.
    HiddenPathNotNow,
    /// Commander orders are used during the activation phase, between orders.
    NotBetweenOrders,
    /// The order is not in the hand of commander orders (a used order is gone).
    NotInHand {
        order: String,
    },
    /// The order costs `cost` cards (`plus_x`: + X).
    Cost {
        order: String,
        cost: u32,
        plus_x: bool,
    },
    /// X = `x` needs `cost` + `x` cards, `given` given.
    XCards {
        x: u32,
        cost: u32,
        given: usize,
    },
    /// The order has no X.
    NoX {
        order: String,
    },
    /// Discard only cards in hand.
    DiscardNotInHand,
    /// The order is played from its text and names no units.
    NamesNoUnits {
        order: String,
    },
    /// Not one of the side's units in play.
    NotYourUnit {
        unit: String,
    },
    /// The unit has a used marker and cannot be chosen.
    UsedUnit {
        unit: String,
    },
    /// The order names exactly one unit.
    OneUnit {
        order: String,
    },
    /// The order needs X of at least 1.
    XAtLeastOne {
        order: String,
    },
    /// X = `x`: name `x` units, `named` named.
    XUnits {
        x: usize,
        named: usize,
    },
    AlreadyBanzai {
        unit: String,
    },
    NoShootingWeapon {
        unit: String,
    },
    AlreadyVolley {
        unit: String,
    },
    AlreadySteadyRanks {
        unit: String,
    },
    NotSkirmisher {
        unit: String,
    },
    AlreadyDeployed {
        unit: String,
    },
    /// Forced march needs a living general.
    NoGeneral,
    NamedTwice {
        unit: String,
    },
    /// The unit is more than 10 cm from the general.
    FarFromGeneral {
        unit: String,
        distance_cm: f64,
    },
    /// More stun markers to remove than the unit has.
    StunMarkers {
        unit: String,
        stunned: u32,
        remove: u32,
    },
    /// Hidden path: the model must stand on the table.
    HiddenPathOffTable,
    /// Hidden path: not on impassable terrain.
    HiddenPathImpassable {
        terrain: String,
    },
    /// Hidden path: more than 30 cm from every enemy.
    HiddenPathNearEnemy {
        enemy: String,
        distance_cm: f64,
    },
}

impl Commander {
    pub fn citation(&self) -> Citation {
        match self {
            Commander::NotInHand { .. } => Citation::both("R-DECK-2", "L1012"),
            Commander::Cost { .. } | Commander::DiscardNotInHand => Citation::line("L1006"),
            Commander::XCards { .. }
            | Commander::NoX { .. }
            | Commander::NotYourUnit { .. }
            | Commander::OneUnit { .. }
            | Commander::XAtLeastOne { .. }
            | Commander::XUnits { .. }
            | Commander::NamedTwice { .. } => Citation::line("L1008"),
            Commander::UsedUnit { .. } => Citation::line("L1010"),
            Commander::NoGeneral => Citation::line("L1004, L428"),
            Commander::HiddenPathImpassable { .. } => Citation::line("L523"),
            Commander::HiddenPathNotNow
            | Commander::NotBetweenOrders
            | Commander::NamesNoUnits { .. }
            | Commander::AlreadyBanzai { .. }
            | Commander::NoShootingWeapon { .. }
            | Commander::AlreadyVolley { .. }
            | Commander::AlreadySteadyRanks { .. }
            | Commander::NotSkirmisher { .. }
            | Commander::AlreadyDeployed { .. }
            | Commander::FarFromGeneral { .. }
            | Commander::StunMarkers { .. }
            | Commander::HiddenPathOffTable
            | Commander::HiddenPathNearEnemy { .. } => Citation::line("L1004"),
        }
    }
}
