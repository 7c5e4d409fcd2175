//! The engine: checking a command against the state ([`check::check`]), executing it into
//! events ([`resolve::execute`]) in a [`ctx::Ctx`] whose state changes only by events, the
//! battle's log with undo, redo, save, open and verify ([`log::Battle`]), the legal commands in
//! a state ([`legal::legal_commands`]), the dice of each log entry ([`dice::Dice`]), and the one
//! door to the table's geometry ([`measure`]).
//!
//! `check`, `resolve`, `legal` and `log` use every rule folder; `ctx`, `dice` and `measure` use
//! only `model` and `table`, so every rule may use them.

pub mod check;
pub mod ctx;
pub mod dice;
pub mod event_names;
pub mod legal;
pub mod log;
pub mod measure;
pub mod replay;
pub mod resolve;
