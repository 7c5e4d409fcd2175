//! The combat orders (L584-760): charges, fights and shots ([`combat_order`]), where a charging
//! unit's models end ([`charge_ends`]), a combat rolled stage by stage with its offerings and
//! protected leaders ([`staged`]), and multiple combats fought in a chain ([`multiple`],
//! [`chain_picks`], [`chain_power`], [`chain_end`], L703-719).
//!
//! Uses `model`, `engine::ctx`, `engine::measure`, `deck::commander`, `moves::move_order`,
//! `scenario::special_rules`, the turn's leaves (`end`, `honor`, `ki`), and `aftermath` and
//! `opportunity`, which a fight leads to and which lead back to fights.

pub mod chain_end;
pub mod chain_picks;
pub mod chain_power;
#[cfg(test)]
pub(in crate::battle) mod chain_tests;
pub mod charge_ends;
pub mod combat_order;
pub mod multiple;
pub mod staged;
