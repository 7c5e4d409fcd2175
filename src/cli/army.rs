//! `kensei army`.

use clap::Subcommand;
use std::process::ExitCode;

#[derive(Debug, Subcommand)]
pub enum ArmyCommand {}

pub fn run(command: ArmyCommand) -> ExitCode {
    match command {}
}
