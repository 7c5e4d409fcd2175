//! The move orders (mover, correr, destrabar; L476-578): what makes a declared move illegal
//! ([`move_order`]), the facing a move ends with ([`facing`]), where a run cut short stops
//! ([`run_stop`]), where a disengage may end ([`disengage`]), carrying a checked move out
//! ([`moving`]: a run's roll, the enemy's chance of an opportunity charge) and the models put
//! where the move leaves them ([`placing`]).
//!
//! Uses `model`, `engine::ctx`, `engine::measure`, `deck::commander` (forced march), and, for
//! `moving` only, `opportunity` and `leaders::join`.

pub mod disengage;
pub mod facing;
#[cfg(test)]
pub(in crate::battle) mod facing_tests;
pub mod move_order;
pub mod moving;
pub mod placing;
pub mod run_stop;
