//! The `kensei` binary: no arguments (or a file) opens the window; a subcommand works headless.

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = kensei::cli::Cli::parse();
    match cli.command {
        Some(command) => kensei::cli::run(command),
        None => open_window(cli.file),
    }
}

#[cfg(feature = "gui")]
fn open_window(file: Option<std::path::PathBuf>) -> ExitCode {
    kensei::app::run(file)
}

#[cfg(not(feature = "gui"))]
fn open_window(_file: Option<std::path::PathBuf>) -> ExitCode {
    eprintln!("kensei: this build has no window (built without the `gui` feature); see --help");
    ExitCode::from(2)
}
