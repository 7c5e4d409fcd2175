//! Kensei Table: the engine behind the `kensei` command line and window.
//!
//! - [`rules`]: the book's numbers: dice, combat pools, wounds, results, exact odds.
//! - [`table`]: the table's geometry (parry2d): sight, cover, engagement, reach.
//! - [`army`]: factions, profiles, army lists and their validation.
//! - [`battle`]: scenarios, turns, activations, the command deck; commands, events, undo.
//! - [`citations`]: where a citation leads: the book's sections for its lines (`L666`), the
//!   project's rulings for its IDs (`R-LOS-2`), in English and Spanish.
//! - [`i18n`]: the Fluent catalogues that word the engine's values in English and Spanish.
//! - [`files`]: reading and saving JSON with messages that name file, field and line.
//! - [`narration`]: the battle as a player reads it (events, commands, the log, the general's
//!   reasons) in English and Spanish, for both faces.
//! - [`referee`]: a battle's events checked against the book's invariants, apart from the rules.
//! - [`cli`] and `app`: the two faces, the command line and the window.

pub mod army;
pub mod battle;
pub mod citations;
pub mod cli;
pub mod files;
pub mod i18n;
pub mod narration;
pub mod referee;
pub mod rules;
pub mod table;

#[cfg(feature = "gui")]
pub mod app;
