//! The command line: one file per subcommand. Output contracts are in `docs/cli.md`.

pub mod army;
pub mod army_faction;
mod army_text;
pub mod battle;
mod battle_legal;
pub mod cited;
pub mod inspect;
pub mod odds;
mod referee;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Kensei Table: a desktop assistant for the Kensei miniatures wargame.
#[derive(Debug, Parser)]
#[command(name = "kensei", version, args_conflicts_with_subcommands = true)]
pub struct Cli {
    /// A scenario, table, army list or saved battle to open in the window.
    pub file: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Exact combat odds, and seeded rolls, for melee and shooting.
    #[command(subcommand)]
    Odds(odds::OddsCommand),
    /// Measure every pair of models on a table: distance, view, sight, cover, engagement, side.
    Inspect(inspect::InspectArgs),
    /// Check and print army lists.
    #[command(subcommand)]
    Army(army::ArmyCommand),
    /// Replay or play whole battles.
    #[command(subcommand)]
    Battle(battle::BattleCommand),
}

/// Runs one subcommand and returns its exit code (0 fine, 1 a negative verdict, 2 bad input).
pub fn run(command: Command) -> ExitCode {
    match command {
        Command::Odds(c) => odds::run(c),
        Command::Inspect(a) => inspect::run(a),
        Command::Army(c) => army::run(c),
        Command::Battle(c) => battle::run(c),
    }
}

/// A language of the command line's words (`--lang`): `en` (English) or `es` (Spanish).
pub fn parse_language(s: &str) -> Result<crate::i18n::Language, String> {
    use crate::i18n::Language;
    match s.to_lowercase().as_str() {
        "en" | "english" => Ok(Language::English),
        "es" | "spanish" | "español" => Ok(Language::Spanish),
        _ => Err(format!("unknown language `{s}`: use en or es")),
    }
}

/// Prints a bad-input error the way every subcommand does and returns exit code 2.
pub fn bad_input(err: impl std::fmt::Display) -> ExitCode {
    eprintln!("kensei: {err}");
    ExitCode::from(2)
}
