//! `kensei odds`.

use clap::Subcommand;
use std::process::ExitCode;

#[derive(Debug, Subcommand)]
pub enum OddsCommand {}

pub fn run(command: OddsCommand) -> ExitCode {
    match command {}
}
