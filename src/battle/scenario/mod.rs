//! The scenario during the battle: the special rules the engine enforces ([`special_rules`]) and
//! the victory points (R-TURN-1, L232, L256, [`scoring`]).
//!
//! Uses `model` and `engine::measure`.

pub mod scoring;
pub mod special_rules;
