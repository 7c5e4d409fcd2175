//! `kensei army faction`: a faction file checked on its own (every problem, each at its field
//! and line), a starter faction written into the player's data folder, the factions known.
//! Output contracts are in `docs/cli.md` ("Factions").

use clap::Subcommand;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::bad_input;
use crate::army::Faction;
use crate::army::faction_check::faction_problems;
use crate::army::store::{self, PlayerFactions};
use crate::files::{FileError, parse_json};

#[derive(Debug, Subcommand)]
pub enum FactionCommand {
    /// Check a faction file: exit 0 when whole, 1 with one problem a line (each at its field
    /// and line), 2 when unreadable.
    Check {
        /// The faction file (JSON).
        file: PathBuf,
    },
    /// Write a starter faction into the player's factions folder (`<data dir>/factions/ID.json`,
    /// `KENSEI_DATA_DIR` when set): blank, or a copy of a known faction.
    New {
        /// The new faction's id: letters, digits, `_` and `-`.
        id: String,
        /// The known faction (a sample's id, or one of the player's) to copy.
        #[arg(long, value_name = "FACTION")]
        from: Option<String>,
    },
    /// List the factions known: the player's (with their files), then the samples.
    List,
}

pub fn run(command: FactionCommand) -> ExitCode {
    match command {
        FactionCommand::Check { file } => check(&file),
        FactionCommand::New { id, from } => new(&id, from.as_deref()),
        FactionCommand::List => list(),
    }
}

fn check(path: &Path) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return bad_input(FileError::unreadable(path, &e)),
    };
    let faction: Faction = match parse_json(path, &text) {
        Ok(f) => f,
        Err(e) => return bad_input(e),
    };
    let problems = faction_problems(&faction);
    if problems.is_empty() {
        println!(
            "{}: whole · {} ({}) · {} troops, {} weapons, {} armours, {} traits, {} abilities",
            path.display(),
            faction.name,
            faction.id,
            faction.profiles.len(),
            faction.weapons.len(),
            faction.armours.len(),
            faction.traits.len(),
            faction.abilities.len(),
        );
        return ExitCode::SUCCESS;
    }
    for (field, problem) in problems {
        println!("{}", FileError::at_field(path, &text, &field, problem));
    }
    ExitCode::from(1)
}

fn new(id: &str, from: Option<&str>) -> ExitCode {
    if !store::usable_id(id) {
        return bad_input(format!(
            "faction id `{id}`: use letters, digits, `_` and `-` only (it names the file)"
        ));
    }
    let Some(dir) = store::factions_dir() else {
        return bad_input("no data folder: set KENSEI_DATA_DIR to the folder to keep factions in");
    };
    let known = PlayerFactions::read(&dir).known();
    let from = match from {
        None => None,
        Some(f) => match known.iter().find(|k| k.id == f) {
            Some(k) => Some(k),
            None => {
                let ids: Vec<&str> = known.iter().map(|k| k.id.as_str()).collect();
                return bad_input(format!(
                    "--from {f}: no known faction has that id (known: {})",
                    ids.join(", ")
                ));
            }
        },
    };
    let target = dir.join(format!("{id}.json"));
    if target.exists() {
        return bad_input(format!(
            "{}: a faction of that id is there already; choose another id",
            target.display()
        ));
    }
    match store::save_player_faction(&dir, &store::starter_faction(id, from)) {
        Ok(path) => {
            println!("{}", path.display());
            ExitCode::SUCCESS
        }
        Err(e) => bad_input(format!(
            "{}: cannot write the faction: {e}",
            target.display()
        )),
    }
}

fn list() -> ExitCode {
    let player = PlayerFactions::of_data_dir();
    for (path, f) in &player.factions {
        println!("{}\t{}\t{}", f.id, f.name, path.display());
    }
    for e in &player.unreadable {
        eprintln!("kensei: {e}");
    }
    for f in crate::army::bundled_factions() {
        if player.get(&f.id).is_none() {
            println!("{}\t{}\tsample", f.id, f.name);
        }
    }
    ExitCode::SUCCESS
}
