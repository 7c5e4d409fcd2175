//! Choices made for a player, apart from the rules: playing a battle on by a chooser until a
//! condition holds ([`autoplay`]), the moves the engine proposes ([`auto_moves`]), and where
//! lone leaders go ([`auto_lead`], [`leader_candidates`]). What `kensei battle play`, the
//! window's suggestions and the tests choose; every choice is a command the engine checks.
//!
//! May use: anything in `battle`; nothing in the rules depends on it.

pub mod auto_lead;
pub mod auto_moves;
pub mod autoplay;
pub mod leader_candidates;
