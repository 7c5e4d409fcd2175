//! The battle log as a player reads it: each entry titled by what happened (a melee won, a
//! general dead, a charge short by so many centimetres), not by the command that led to it;
//! the entries grouped by pair of activations (or by phase of the turn outside them); runs of
//! passes (no offering, holding, ending activations with nothing else happening) folded into
//! one quiet line. The window draws these groups; the command line prints every entry.

mod context;
mod groups;
mod title;

pub use context::{Context, Frame};
pub use groups::{Group, LOG_SHOWN, Line, read_log};
pub use title::{Title, entry_title, is_pass, leader_names};

#[cfg(test)]
mod tests;
