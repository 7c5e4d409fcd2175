//! The engine: checking a command against the state ([`check::check`]), executing it into
//! events ([`resolve::execute`]), the battle's log with undo, redo, save, open and verify
//! ([`log::Battle`]), the legal commands in a state ([`legal::legal_commands`]), the dice of
//! each log entry ([`dice::Dice`]), and the one door to the table's geometry ([`measure`]).
//!
//! May use: `model`, every rule folder, `table`, `rules`.

pub mod check;
pub mod dice;
pub mod event_names;
pub mod legal;
pub mod log;
pub mod measure;
pub mod resolve;
