//! The window's tests in one binary: each module drives the app in an egui_kittest harness
//! (widgets found by label, clicked, the state asserted), no display needed.
#![cfg(feature = "gui")]

#[path = "../common/mod.rs"]
mod common;

mod app_aftermath;
mod app_battle_drag;
mod app_battle_log;
mod app_builder;
mod app_builder_modes;
mod app_canvas_glance;
mod app_casualties;
mod app_chain;
mod app_charge_several;
mod app_citations;
mod app_computer;
mod app_deploy;
mod app_drag_preview;
mod app_faction_battle;
mod app_faction_card;
mod app_faction_orders;
mod app_factions;
mod app_labels;
mod app_layout;
mod app_leaders;
mod app_missions;
mod app_names;
mod app_odds_from_lists;
mod app_odds_table;
mod app_opportunity;
mod app_order_picker;
mod app_panels;
mod app_quick_odds;
mod app_shell;
mod app_solo_stops;
mod app_spanish;
mod app_start;
mod app_table_in_play;
mod app_table_side;
mod app_terrain_names;
mod app_tracker;
mod app_unit_profile;
mod app_unsaved;
mod canvas_frame;
mod canvas_from_list;
mod canvas_interaction;
mod faces_agree;
mod faction_steps;
