//! The battle as a player reads it, in English or Spanish, through the Fluent catalogues: events
//! ([`events`]), commands ([`commands`]), what the battle waits for ([`awaiting`]), a unit's
//! markers ([`markers`]), the names a battle gives its sides, units, models, cards, objectives and
//! abilities ([`names`]), the log titled and grouped ([`log`]) and whole entries with the
//! computer general's reasons and refusals ([`entry`]). The window and the command line
//! (`kensei battle replay --text`, `battle play --text`) both read the battle through it.
//!
//! A face, like `cli` and `app`: it uses `battle`, `army`, `table`, `rules`, `i18n` and
//! `citations`, and knows nothing of egui or a terminal.

pub mod awaiting;
pub mod commands;
pub mod entry;
pub mod events;
pub mod fight_on_table;
pub mod log;
pub mod markers;
pub mod names;
mod words;

pub use awaiting::awaiting_line;
pub use commands::{describe_command, order_list};
pub use entry::{EntryText, EventText, battle_lines, last_entry_lines, refusal_lines};
pub use events::{describe_event, phase_name, roll_steps};
pub use markers::marker_names;
pub use names::BattleNames;
pub use words::unit_list;

#[cfg(test)]
mod tests;
