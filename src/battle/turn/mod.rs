//! The turn machine (L153-303, R-TURN-1..3): [`flow`] runs everything that follows without a
//! player's choice (setup rolls, maintenance, initiative, pairs of activations, the end) and
//! holds [`flow::Ctx`], the working copy a command's rules emit their events into; [`ki`] is
//! the unit's ki activated by its order roll (L1047-1057).
//!
//! May use: `model`, `engine::measure`, `engine::dice`, and the rule folders it hands over to.

pub mod flow;
pub mod ki;
