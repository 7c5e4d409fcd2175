//! The opportunity charge (*carga de oportunidad*, L846-852): offered against a declared move
//! ([`charge`]) and against every other kind of move a unit makes on the table ([`kinds`]).
//!
//! May use: `model`, `engine::measure`, `turn::flow`, `moves`, `combat`, `aftermath`.

pub mod charge;
pub mod kinds;
#[cfg(test)]
pub(in crate::battle) mod kinds_tests;
