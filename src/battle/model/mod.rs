//! The battle's nouns: the state ([`state::BattleState`]), units, commands, events, the command
//! deck, the reasons inside events and the rejections of commands, and [`apply::apply`], the
//! one code that changes a state, one event at a time.
//!
//! May use: `rules`, `table::model` (plain data), serde. Uses no rule file of the battle: the
//! values that a rule keeps on the state between decisions (a combat under way, an aftermath,
//! a pending move, a Lead order's turn) are defined here.

pub mod aftermath;
pub mod apply;
pub mod combat;
pub mod command;
pub mod deck;
pub mod event;
pub mod leader_apply;
pub mod leaders;
pub mod pending_move;
pub mod reasons;
pub mod rejection;
pub mod state;
pub mod unit;
