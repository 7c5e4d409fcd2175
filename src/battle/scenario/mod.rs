//! The scenario during the battle: the special rules the engine enforces ([`special_rules`]),
//! the victory points (R-TURN-1, L232, L256, [`scoring`]) and the missions achieved
//! (R-MISSION-1, [`missions`]).
//!
//! Uses `model` and `engine::measure`.

pub mod missions;
#[cfg(test)]
mod missions_tests;
pub mod scoring;
pub mod special_rules;
