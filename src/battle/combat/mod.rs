//! The combat orders (L584-760): charges, fights and shots ([`combat_order`]), a combat rolled stage by
//! stage with its offerings and protected leaders ([`staged`]), and multiple combats fought in a
//! chain ([`multiple`], [`chain_picks`], [`chain_power`], [`chain_end`], L703-719).
//!
//! May use: `model`, `rules`, `engine::measure`, `turn::flow`, `aftermath`, `deck`.

pub mod chain_end;
pub mod chain_picks;
pub mod chain_power;
#[cfg(test)]
pub(in crate::battle) mod chain_tests;
pub mod combat_order;
pub mod multiple;
pub mod staged;
