//! The command line's tests in one binary: each module runs the `kensei` binary on one
//! subcommand and checks its output contract and its bad-input messages (exit 2, file, field, line).

#[path = "../common/mod.rs"]
mod common;

mod army_cli;
mod battle_cli;
mod battle_do_cli;
mod battle_leaders_cli;
mod battle_legal_cli;
mod citations_cli;
mod faces_agree;
mod faction_cli;
mod inspect_cli;
mod modes_cli;
mod narration_cli;
mod odds_battle_cli;
mod odds_cli;
mod raid_cli;
mod total_war_cli;
