//! Choices made for a player, apart from the rules: playing a battle on by a chooser until a
//! condition holds ([`autoplay`]), the moves the engine proposes ([`auto_moves`]), where lone
//! leaders go ([`auto_lead`], [`leader_candidates`]), the commander orders worth using
//! ([`commander_uses`]), a deployment in formation ([`deploy_in_formation`], its units in ranks by [`ranks`]) and the computer
//! general, a solo opponent ([`general`]). What `kensei battle play`, the window's suggestions and the tests
//! choose; every choice is a command the engine checks.
//!
//! Uses `model`, `engine`, `moves`, `leaders::join` and `deck::commander`; no rule uses it.

pub mod auto_lead;
pub mod auto_moves;
pub mod autoplay;
pub mod commander_uses;
pub mod deploy_in_formation;
pub mod general;
pub mod leader_candidates;
pub mod ranks;
