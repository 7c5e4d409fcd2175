//! Before the first turn: the battle's setup (scenario, sides, seed) turned into the first
//! state ([`battle_setup`]), army lists into battle sides ([`army_side`]), and reading a
//! battle's inputs from files ([`roster`]).
//!
//! May use: `model`, `army`, `table`, `files`.

pub mod army_side;
pub mod battle_setup;
pub mod roster;
