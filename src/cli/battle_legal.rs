//! `kensei battle legal SAVE`: the legal commands of a saved battle's current state, as JSON a
//! script reads: the awaited question, then each command in the JSON `kensei battle do` takes
//! (`battle::legal_commands`, one instance of each continuous choice). Shape in `docs/cli.md`.

use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::battle::engine::legal::legal_commands;

#[derive(Debug, Args)]
pub struct LegalArgs {
    /// The saved battle (JSON).
    pub save: PathBuf,
}

/// Prints `{ "awaiting": {...}, "commands": [...] }` for the save's state; exit 2 when the file
/// is not a saved battle.
pub fn legal(args: LegalArgs) -> ExitCode {
    let battle = match super::battle::open_save(&args.save) {
        Ok(b) => b,
        Err(e) => return super::bad_input(e),
    };
    let state = battle.state();
    let out = serde_json::json!({
        "awaiting": state.awaiting(),
        "commands": legal_commands(state),
    });
    match serde_json::to_string_pretty(&out) {
        Ok(text) => {
            println!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => super::bad_input(format!("{}: {e}", args.save.display())),
    }
}
