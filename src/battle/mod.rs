//! The battle: scenarios, setup, turns, activations, the command deck and commander orders.
//!
//! Event-sourced: a [`Command`] is checked against the [`BattleState`] ([`check`]), executing it
//! yields [`Event`]s ([`execute`]), and only [`apply`] changes the state. A [`Battle`] is its
//! setup, its seed and the log of commands with their events: a saved battle opens as the fold
//! of its events, undo folds one entry fewer, and `Battle::verify` plays the commands again. Book L153-303, L440-1036; rulings R-TURN-1..3, R-DECK-1..4.

pub mod aftermath;
pub mod apply;
pub mod army_side;
pub mod auto_lead;
pub mod auto_moves;
pub mod autoplay;
pub mod chain_end;
pub mod chain_picks;
pub mod chain_power;
pub mod check;
pub mod combat;
pub mod command;
pub mod commander;
pub mod deck;
pub mod dice;
pub mod disengage;
pub mod event;
pub mod event_names;
pub mod facing;
pub mod flow;
pub mod isolated;
pub mod ki;
pub mod lead_turn;
pub mod leader_apply;
pub mod leader_candidates;
pub mod leaders;
pub mod led;
pub mod legal;
pub mod log;
pub mod measure;
pub mod melee_move;
pub mod moves;
pub mod multiple;
pub mod opportunity;
pub mod opportunity_kinds;
pub mod pursuit;
pub mod reason_words;
pub mod reasons;
pub mod rejection;
pub mod resolve;
pub mod retreat_move;
pub mod rolled_move;
pub mod rolls;
pub mod roster;
pub mod run_stop;
pub mod scenario_rules;
pub mod scoring;
pub mod setup;
pub mod staged_combat;
pub mod state;
pub mod unit;

pub use apply::apply;
pub use check::check;
pub use command::{
    ChargeReaction, Command, LeaderChange, ModelMove, OfferingKind, Order, OrderKind,
};
pub use event::Event;
pub use legal::legal_commands;
pub use log::{Battle, Difference, LoadError, LogEntry, OpenError, SavedBattle, Verdict};
pub use rejection::{Citation, Rejection};
pub use resolve::{Executed, execute};
pub use setup::{BattleSetup, SideSetup};
pub use state::{Awaiting, BattleState, Phase};
pub use unit::{Side, TroopProfile, UnitSpec};

#[cfg(test)]
mod aftermath_tests;
#[cfg(test)]
mod chain_tests;
#[cfg(test)]
mod facing_tests;
#[cfg(test)]
mod lead_tests;
#[cfg(test)]
mod leaders_tests;
#[cfg(test)]
mod offering_more_tests;
#[cfg(test)]
mod offering_tests;
#[cfg(test)]
mod opportunity_kinds_tests;
#[cfg(test)]
mod scene;
#[cfg(test)]
mod walk_tests;
