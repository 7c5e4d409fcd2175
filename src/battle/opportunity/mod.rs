//! The opportunity charge (*carga de oportunidad*, L846-852): offered against a declared move
//! ([`charge`]) and against every other kind of move a unit makes on the table ([`kinds`]).
//!
//! Uses `model`, `engine::ctx`, `engine::measure`, `moves`, `leaders::join`, `turn::end`, and
//! `combat` and `aftermath`, whose moves it answers.

pub mod charge;
pub mod kinds;
#[cfg(test)]
pub(in crate::battle) mod kinds_tests;
