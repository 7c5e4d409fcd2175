//! Army leaders (L405-438, L537-551, L817-834): joining and leaving a unit at the end of a move
//! ([`join`]), the Lead order's led units rolling for their ki ([`led`]) and the one order each
//! of them gives ([`lead_turn`]).
//!
//! Uses `model`, `engine::ctx`, `engine::measure`, `moves::move_order`, `aftermath::isolated`,
//! `turn::ki` and `turn::order_roll`.

pub mod join;
#[cfg(test)]
pub(in crate::battle) mod lead_tests;
pub mod lead_turn;
#[cfg(test)]
pub(in crate::battle) mod leaders_tests;
pub mod led;
