//! The dispatch's faction work: a faction saved into the data folder's `factions/`, shared to
//! a file the player names, or a faction file taken in (under its own id, or a new one to keep
//! both); the known factions read again after each, the status line saying what came of it.

use crate::app::i18n::Key;
use crate::app::settings::SidePanel;
use crate::app::shell::KenseiApp;
use crate::app::status::Said;
use crate::army::Faction;
use crate::army::store::{faction_text, free_id, save_player_faction};
use std::path::Path;

impl KenseiApp {
    /// Saves `faction` as the player's and reads the known factions again.
    pub(super) fn save_faction(&mut self, faction: &Faction) -> bool {
        let Some(dir) = self.factions.dir().map(Path::to_path_buf) else {
            self.set_error(Key::NoDataFolder);
            return false;
        };
        let saved = save_player_faction(&dir, faction);
        self.factions.reload();
        let path = saved.as_ref().map_or(dir.clone(), Clone::clone);
        let done = Said::with(
            Key::FactionSaved,
            &[("faction", &faction.name), ("file", &path.display())],
        );
        self.say_written(saved.map(|_| ()), &path, done)
    }

    /// Writes `faction` to `path` for another player, atomically.
    pub(super) fn share_faction(&mut self, faction: &Faction, path: &Path) -> bool {
        if path.as_os_str().is_empty() {
            self.set_error(Key::NoPathTyped);
            return false;
        }
        let written = crate::files::save_atomic(path, faction_text(faction).as_bytes());
        let done = Said::with(Key::FactionShared, &[("file", &path.display())]);
        self.say_written(written, path, done)
    }

    /// Takes `faction` in as the player's (under a new id when `keep_both` and the id is
    /// theirs already) and opens it in the faction editor.
    pub(super) fn import_faction(&mut self, mut faction: Faction, keep_both: bool) -> bool {
        if keep_both {
            let taken: Vec<String> = self.factions.known().iter().map(|f| f.id.clone()).collect();
            let taken: Vec<&str> = taken.iter().map(String::as_str).collect();
            faction.id = free_id(&faction.id, &taken);
        }
        let Some(dir) = self.factions.dir().map(Path::to_path_buf) else {
            self.set_error(Key::NoDataFolder);
            return false;
        };
        let saved = save_player_faction(&dir, &faction);
        self.factions.reload();
        let path = saved.as_ref().map_or(dir.clone(), Clone::clone);
        let done = Said::with(
            Key::FactionImported,
            &[("faction", &faction.name), ("file", &path.display())],
        );
        if !self.say_written(saved.map(|_| ()), &path, done) {
            return false;
        }
        self.faction_editor.open_faction(faction);
        self.settings.panel = SidePanel::Factions;
        true
    }

    /// When `path` is a faction file: offers it for import in the faction editor (or says why
    /// it cannot be read) and answers true; false for any other file.
    pub(super) fn offer_faction_file(&mut self, path: &Path) -> bool {
        let Ok(text) = std::fs::read_to_string(path) else {
            return false;
        };
        let is_faction = serde_json::from_str::<serde_json::Value>(&text)
            .is_ok_and(|v| v.get("profiles").is_some() && v.get("units").is_none());
        if !is_faction {
            return false;
        }
        match crate::army::parse_faction(path, &text) {
            Ok(f) => {
                self.faction_editor.offer_import(f, path.to_path_buf());
                self.go_to_panel(SidePanel::Factions);
            }
            Err(e) => {
                let doing = Said::with(Key::CannotOpen, &[("file", &path.display())]);
                self.set_error(Said::File(Some(Box::new(doing)), e));
            }
        }
        true
    }
}
