//! The window: eframe/egui. Reads the engine's state and sends it commands; holds no rules.

pub mod canvas;

use std::path::PathBuf;
use std::process::ExitCode;

/// Opens the window, with `file` (a scenario, table, list or battle) loaded when given.
pub fn run(file: Option<PathBuf>) -> ExitCode {
    let _ = file;
    eprintln!("kensei: the window is not built yet; use a subcommand (see --help)");
    ExitCode::from(2)
}
