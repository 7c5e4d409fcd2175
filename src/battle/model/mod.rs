//! The battle's nouns: the state ([`state::BattleState`]), units, commands, events, the command
//! deck, the reasons inside events and the rejections of commands, and [`apply::apply`], the
//! one code that changes a state, one event at a time.
//!
//! Uses no other folder of `battle` (only `rules`, `table::model` and serde): the values that a
//! rule keeps on the state between decisions (a combat under way and its chain, the aftermath,
//! a pending move, a Lead order's turn) are defined here, beside the state.

pub mod aftermath;
pub mod apply;
pub mod awaiting;
pub mod combat;
pub mod command;
pub mod deck;
pub mod event;
pub mod leader_apply;
pub mod leaders;
pub mod names;
pub mod pending_move;
pub mod reasons;
pub mod rejection;
pub mod side;
#[cfg(any(test, feature = "staging"))]
mod staging;
pub mod state;
mod state_read;
pub mod trial;
pub mod unit;
