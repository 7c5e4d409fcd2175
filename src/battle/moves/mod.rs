//! The move orders (mover, correr, destrabar; L476-578): what makes a declared move illegal
//! ([`move_order`]), the facing a move ends with ([`facing`]), where a run cut short stops
//! ([`run_stop`]) and where a disengage may end ([`disengage`]).
//!
//! May use: `model`, `engine::measure`, `turn::flow` (to emit and go on).

pub mod disengage;
pub mod facing;
#[cfg(test)]
pub(in crate::battle) mod facing_tests;
pub mod move_order;
pub mod run_stop;
