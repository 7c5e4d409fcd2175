//! The panels beside the table: the list builder, the faction editor, the odds, the battle tracker, the dice roller.
//! Each keeps its own state and draws from the engine's answers only.

pub mod aftermath_status;
pub mod battle_log;
pub mod builder;
pub mod chart;
pub mod dice;
pub mod faction_editor;
pub mod fill;
pub mod form;
pub mod odds;
pub mod order_picker;
pub mod side_list_pick;
pub mod tracker;
