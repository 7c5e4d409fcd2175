//! `kensei army`: check an army list against every list rule, print a roster, share it as text
//! (`army_text.rs`), check and start faction files (`army_faction.rs`), print the JSON Schemas
//! of the file formats. Output contracts are in `docs/cli.md` ("Army lists"), the formats in
//! `docs/formats.md`.

use clap::{Subcommand, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::{army_text, bad_input};
use crate::army::{self, ArmyList, Faction, RosterFormat};
use crate::files::{FileError, locate};
use crate::i18n::Language;

#[derive(Debug, Subcommand)]
pub enum ArmyCommand {
    /// Check a list: exit 0 when legal, 1 when illegal (one problem a line), 2 when unreadable.
    Check {
        /// The army list (JSON).
        list: PathBuf,
        /// The faction file to check against (default: FACTION.json beside the list or in the
        /// folder above, else the bundled faction of that id).
        #[arg(long)]
        faction: Option<PathBuf>,
        /// Print the whole report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Print a roster to take to the table: each unit with profile, equipment, abilities, cost.
    Print {
        list: PathBuf,
        #[arg(long, value_enum, default_value_t = Format::Md)]
        format: Format,
        #[arg(long)]
        faction: Option<PathBuf>,
        /// Write the roster to this file (atomically) instead of printing it.
        #[arg(long, short)]
        output: Option<PathBuf>,
    },
    /// Factions on their own: check a faction file, start a new one, list those known.
    Faction {
        #[command(subcommand)]
        command: super::army_faction::FactionCommand,
    },
    /// Print a list as the text players post on forums: name, faction line, a line per unit.
    ToText {
        list: PathBuf,
        /// The faction file (default: found as `check` finds it).
        #[arg(long)]
        faction: Option<PathBuf>,
        /// The text's language.
        #[arg(long, default_value = "en", value_name = "en|es", value_parser = super::parse_language)]
        lang: Language,
    },
    /// Read a list's text (FILE, or `-` for standard input) and print the list as JSON.
    FromText {
        file: PathBuf,
        /// Write the list to this file (atomically) instead of printing it.
        #[arg(long)]
        save: Option<PathBuf>,
    },
    /// Print the JSON Schema of the faction or list file format.
    Schema {
        #[arg(value_enum)]
        kind: SchemaKind,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    /// Markdown.
    Md,
    Html,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum SchemaKind {
    Faction,
    List,
}

pub fn run(command: ArmyCommand) -> ExitCode {
    match command {
        ArmyCommand::Check {
            list,
            faction,
            json,
        } => check(&list, faction.as_deref(), json),
        ArmyCommand::Print {
            list,
            format,
            faction,
            output,
        } => print(&list, faction.as_deref(), format, output.as_deref()),
        ArmyCommand::Faction { command } => super::army_faction::run(command),
        ArmyCommand::ToText {
            list,
            faction,
            lang,
        } => army_text::to_text(&list, faction.as_deref(), lang),
        ArmyCommand::FromText { file, save } => army_text::from_text(&file, save.as_deref()),
        ArmyCommand::Schema { kind } => {
            print!(
                "{}",
                match kind {
                    SchemaKind::Faction => army::schema::faction_schema(),
                    SchemaKind::List => army::schema::list_schema(),
                }
            );
            ExitCode::SUCCESS
        }
    }
}

/// Reads the list, its text and its faction.
pub(super) fn open(
    list_path: &Path,
    faction: Option<&Path>,
) -> Result<(ArmyList, String, Faction), FileError> {
    let text =
        std::fs::read_to_string(list_path).map_err(|e| FileError::unreadable(list_path, &e))?;
    let list = army::parse_list(list_path, &text)?;
    let faction = match faction {
        Some(f) => army::load_faction(f)?,
        None => army::find_faction(&list.faction, list_path)?,
    };
    Ok((list, text, faction))
}

fn check(list_path: &Path, faction: Option<&Path>, json: bool) -> ExitCode {
    let (list, text, faction) = match open(list_path, faction) {
        Ok(x) => x,
        Err(e) => return bad_input(e),
    };
    let report = army::validate(&list, &faction);
    if json {
        let mut value = serde_json::to_value(&report).unwrap_or_default();
        value["file"] = list_path.display().to_string().into();
        value["faction"] = faction.id.clone().into();
        value["mode"] = serde_json::to_value(list.mode).unwrap_or_default();
        if let Some(problems) = value["problems"].as_array_mut() {
            for (p, problem) in problems.iter_mut().zip(&report.problems) {
                let (line, column) = locate(&text, &problem.field).unwrap_or((0, 0));
                p["line"] = line.into();
                p["column"] = column.into();
                // The message in English, for scripts that show it (the code and `detail` are
                // the typed contract).
                p["message"] = problem.words(Language::English, &faction).into();
                // Where a player finds the rule: the book's section of `book_line`.
                if let Some(l) = problem.book_line {
                    p["section"] =
                        crate::citations::section_paths(&format!("L{l}"), Language::English).into();
                }
                // An extra game mode's rule: the modes page's section.
                if let Some(page) = problem.page {
                    p["section"] =
                        vec![crate::citations::page_path(page, Language::English)].into();
                }
            }
        }
        println!(
            "{}",
            serde_json::to_string_pretty(&value).unwrap_or_default()
        );
    } else {
        let name = if list.name.is_empty() {
            String::new()
        } else {
            format!(" · {}", list.name)
        };
        let mode = match list.mode {
            army::Mode::Standard => "",
            army::Mode::Raid => " · raid",
            army::Mode::TotalWar => " · total war",
        };
        println!(
            "{}: {}{name} · {} ({}){mode}",
            list_path.display(),
            if report.legal { "legal" } else { "ILLEGAL" },
            faction.name,
            faction.id
        );
        println!(
            "points {} of {} ({} left; commander level {}: {} pts) · models {} · command hand {} \
             cards",
            report.total_points,
            report.battle_size,
            report.points_left,
            list.commander_level,
            report.commander_points,
            report.models,
            report.hand_size
        );
        for p in &report.problems {
            let words = p.cited_line(Language::English, &faction);
            // A field the file lacks (no `general`) has no line: the file alone is named.
            match locate(&text, &p.field) {
                Some((line, column)) => {
                    println!("{}:{line}:{column}: {words}", list_path.display())
                }
                None => println!("{}: {words}", list_path.display()),
            }
        }
    }
    if report.legal {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn print(
    list_path: &Path,
    faction: Option<&Path>,
    format: Format,
    output: Option<&Path>,
) -> ExitCode {
    let (list, _, faction) = match open(list_path, faction) {
        Ok(x) => x,
        Err(e) => return bad_input(e),
    };
    let report = army::validate(&list, &faction);
    let format = match format {
        Format::Md => RosterFormat::Markdown,
        Format::Html => RosterFormat::Html,
    };
    let text = army::roster(&list, &faction, &report, format);
    match output {
        None => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Some(out) => match crate::files::save_atomic(out, text.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => bad_input(format!("{}: cannot write the roster: {e}", out.display())),
        },
    }
}
