//! Before the first turn: the battle's setup (scenario, sides, seed) turned into the first
//! state ([`battle_setup`]), army lists into battle sides ([`army_side`]), and reading a
//! battle's inputs from files ([`roster`]), total war's movement bases ([`total_war`]).
//!
//! Uses `model` (and `army`, `table`, `files` outside the battle).

pub mod army_side;
pub mod battle_setup;
pub mod plain_table;
pub mod roster;
pub mod total_war;
