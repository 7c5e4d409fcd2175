//! The engine's tests in one binary: the rules, the table's geometry, army lists, citations and
//! the battle, driven through the library (one module a subject, named as the files were).

#[path = "../common/mod.rs"]
mod common;

mod army_bundled;
mod army_edit;
mod army_load;
mod army_modes;
mod army_modifiers;
mod army_player_factions;
mod army_props;
mod army_validation;
mod battle_dead_ends;
mod battle_deployment;
mod battle_geometry;
mod battle_layers;
mod battle_missions;
mod battle_moves;
mod battle_old_words;
mod battle_orders;
mod battle_props;
mod battle_raid;
mod battle_saves;
mod battle_total_war;
mod battle_turns;
mod battle_walks;
mod charge_contact;
mod citations;
mod crate_layers;
mod faces_agree;
mod odds_exact;
mod odds_pool;
mod referee;
mod scenario_schema;
mod table_props;
mod table_rulings;
