//! The turn machine (L153-303, R-TURN-1..3): [`flow`] runs everything that follows without a
//! player's choice (setup rolls, maintenance, initiative, pairs of activations) and
//! [`flow::go_on`] is the one place that decides what follows when a rule reports its part done
//! (`engine::ctx::GoOn`). [`rolls`] opens each roll to offerings to the gods and sends it back to
//! its rule once settled. Leaves the rules may use: [`end`] (casualties and units removed, the
//! battle's end), [`honor`] (Honor tests, R-DICE-3), [`order_roll`] (R-TURN-2), [`ki`]
//! (L1047-1057) and [`reaction`] (who may react and when a reaction's used marker comes,
//! L836-844).
//!
//! `flow` and `rolls` use the rule folders they hand over to; the leaves use `model`,
//! `engine::ctx`, `engine::measure`, `deck::commander` and `scenario::scoring`.

pub mod end;
pub mod flow;
pub mod honor;
pub mod ki;
pub mod move_over;
pub mod offering_stakes;
pub mod order_roll;
pub mod reaction;
#[cfg(test)]
mod reaction_tests;
pub mod rolls;
