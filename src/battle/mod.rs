//! The battle: scenarios, setup, turns, activations, the command deck and commander orders
//! (book L153-303, L440-1036; rulings R-TURN-1..3, R-DECK-1..4).
//!
//! Event-sourced: a [`Command`] is checked against the [`BattleState`] ([`check`]), executing it
//! yields [`Event`]s ([`execute`]), and only [`apply`] changes the state. A [`Battle`] is its
//! setup, its seed and the log of commands with their events: a saved battle opens as the fold
//! of its events, undo folds one entry fewer, and `Battle::verify` plays the commands again.
//!
//! One folder per Kensei concept, each saying in its first lines what it is for and what it may
//! use: [`model`] (the nouns and `apply`; no rule), [`engine`] (check, execute, log, legal
//! commands, dice, measures), [`turn`] (the turn machine, rolls and offerings, Honor tests, the
//! end), [`setup`], [`moves`], [`combat`], [`opportunity`], [`aftermath`], [`leaders`],
//! [`deck`] (commander orders), [`scenario`] (special rules, victory points), and [`policy`]
//! (choices made for a player, apart from the rules).

pub mod aftermath;
pub mod combat;
pub mod deck;
pub mod engine;
pub mod leaders;
pub mod model;
pub mod moves;
pub mod opportunity;
pub mod policy;
pub mod reason_words;
pub mod scenario;
pub mod setup;
pub mod turn;

pub use engine::check::check;
pub use engine::ctx::Executed;
pub use engine::legal::legal_commands;
pub use engine::log::{Battle, Difference, LoadError, LogEntry, OpenError, SavedBattle, Verdict};
pub use engine::resolve::execute;
pub use model::awaiting::Awaiting;
pub use model::command::{
    ChargeReaction, Command, LeaderChange, ModelMove, OfferingKind, Order, OrderKind,
};
pub use model::event::Event;
pub use model::rejection::{Citation, Rejection};
pub use model::side::Side;
pub use model::state::{BattleState, Phase};
pub use model::unit::{TroopProfile, UnitSpec};
pub use setup::battle_setup::{BattleSetup, SideSetup};

#[cfg(test)]
mod scene;
