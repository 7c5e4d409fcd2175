//! `kensei inspect TABLE.json`.

use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct InspectArgs {
    /// The table or scenario file.
    pub file: PathBuf,
}

pub fn run(args: InspectArgs) -> ExitCode {
    super::bad_input(format!("{}: inspect is not built yet", args.file.display()))
}
