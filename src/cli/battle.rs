//! `kensei battle`.

use clap::Subcommand;
use std::process::ExitCode;

#[derive(Debug, Subcommand)]
pub enum BattleCommand {}

pub fn run(command: BattleCommand) -> ExitCode {
    match command {}
}
