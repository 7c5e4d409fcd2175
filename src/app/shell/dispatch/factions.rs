//! The dispatch's faction work: a faction saved into the data folder's `factions/`, shared to
//! a file the player names, or a faction file taken in (under its own id, or a new one to keep
//! both); the known factions read again after each, the outcome saying what came of it.

use crate::app::i18n::Key;
use crate::app::status::{Outcome, Said};
use crate::army::Faction;
use crate::army::store::{Catalogue, faction_text, free_id, save_player_faction};
use std::path::{Path, PathBuf};

/// Saves `faction` as the player's and reads the known factions again.
pub fn save_faction(factions: &mut Catalogue, faction: &Faction) -> Outcome {
    let Some(dir) = factions.dir().map(Path::to_path_buf) else {
        return Outcome::refused(Key::NoDataFolder);
    };
    let saved = save_player_faction(&dir, faction);
    factions.reload();
    let path = saved.as_ref().map_or(dir.clone(), Clone::clone);
    let done = Said::with(
        Key::FactionSaved,
        &[("faction", &faction.name), ("file", &path.display())],
    );
    Outcome::written(saved.map(|_| ()), &path, done)
}

/// Writes `faction` to `path` for another player, atomically.
pub fn share_faction(faction: &Faction, path: &Path) -> Outcome {
    if path.as_os_str().is_empty() {
        return Outcome::refused(Key::NoPathTyped);
    }
    let written = crate::files::save_atomic(path, faction_text(faction).as_bytes());
    let done = Said::with(Key::FactionShared, &[("file", &path.display())]);
    Outcome::written(written, path, done)
}

/// Takes `faction` in as the player's (under a new id when `keep_both` and the id is theirs
/// already); the faction as taken in when it was, for the faction editor to open.
pub fn import_faction(
    factions: &mut Catalogue,
    mut faction: Faction,
    keep_both: bool,
) -> (Outcome, Option<Faction>) {
    if keep_both {
        let taken: Vec<String> = factions.known().iter().map(|f| f.id.clone()).collect();
        let taken: Vec<&str> = taken.iter().map(String::as_str).collect();
        faction.id = free_id(&faction.id, &taken);
    }
    let Some(dir) = factions.dir().map(Path::to_path_buf) else {
        return (Outcome::refused(Key::NoDataFolder), None);
    };
    let saved = save_player_faction(&dir, &faction);
    factions.reload();
    let path = saved.as_ref().map_or(dir.clone(), Clone::clone);
    let done = Said::with(
        Key::FactionImported,
        &[("faction", &faction.name), ("file", &path.display())],
    );
    let outcome = Outcome::written(saved.map(|_| ()), &path, done);
    let taken_in = outcome.done.then_some(faction);
    (outcome, taken_in)
}

/// A file the player opened or dropped, read as a faction file: `None` when it is not one
/// (it opens as a table, list or battle), else the faction to offer for import, or why it
/// cannot be read.
pub fn faction_file(path: &Path) -> Option<Result<(Faction, PathBuf), Said>> {
    let text = std::fs::read_to_string(path).ok()?;
    let is_faction = serde_json::from_str::<serde_json::Value>(&text)
        .is_ok_and(|v| v.get("profiles").is_some() && v.get("units").is_none());
    if !is_faction {
        return None;
    }
    Some(match crate::army::parse_faction(path, &text) {
        Ok(f) => Ok((f, path.to_path_buf())),
        Err(e) => {
            let doing = Said::with(Key::CannotOpen, &[("file", &path.display())]);
            Err(Said::File(Some(Box::new(doing)), e))
        }
    })
}
