//! Before the first turn: the battle's setup (scenario, sides, seed) turned into the first
//! state ([`battle_setup`], with which scenario takes which game mode), army lists into battle
//! sides ([`army_side`]; what a raid list fields, [`raid`]; total war's movement bases,
//! [`total_war`]), and reading a battle's inputs from files ([`roster`]).
//!
//! Uses `model` (and `army`, `table`, `files` outside the battle).

pub mod army_side;
pub mod battle_setup;
pub mod plain_table;
pub mod raid;
pub mod roster;
pub mod total_war;
