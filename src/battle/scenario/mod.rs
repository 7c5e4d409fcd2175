//! The scenario during the battle: the special rules the engine enforces ([`special_rules`]) and the
//! victory points (R-TURN-1, L232, L256, [`scoring`]).
//!
//! May use: `model`, `engine::measure`, `table`.

pub mod scoring;
pub mod special_rules;
