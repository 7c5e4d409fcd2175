//! The player's settings and recent files, remembered between runs through eframe's storage
//! (the window's size and place are remembered by eframe itself).

use super::i18n::Lang;
use crate::battle::policy::general::{Level, Temperament};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The key the settings are stored under in eframe's storage.
pub const STORAGE_KEY: &str = "kensei-settings";

/// How many recent files the File menu lists.
pub const RECENT_LIMIT: usize = 10;

/// Everything the settings window changes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub lang: Lang,
    pub dark: bool,
    /// Seconds between autosaves while there are unsaved changes; 0 turns autosave off.
    pub autosave_secs: u32,
    /// Hover help naming the ruling and book line of each figure.
    pub hover_help: bool,
    /// Most recent first.
    pub recent: Vec<PathBuf>,
    /// The side panel shown beside the table.
    pub panel: SidePanel,
    /// The document panel (left) folded to a strip, so the table takes its width.
    pub fold_document: bool,
    /// The side panel (right: odds, list, battle, dice) folded to a strip.
    pub fold_side: bool,
    /// Per side (Side 1, Side 2): stop before each roll to ask whether to offer a card to the
    /// gods (R-DECK-4). Off, the window says "no offering" for that side by itself.
    pub ask_offerings: [bool; 2],
    /// Per side: stop when an enemy unit declares a move this side may charge (R-OPP-2, asked
    /// without measuring). Off, the window lets the move pass for that side by itself.
    pub ask_opportunity: [bool; 2],
    /// Per side: stop when a unit of this side loses models and its player may choose which
    /// (R-CAS-2). Off (the default), the window removes those nearest the enemy, the answer
    /// a player gives almost always, so that a battle is not stopped after every combat.
    pub ask_casualties: [bool; 2],
    /// Per side: played by a player (`None`, the default) or by the computer general at a
    /// level (`app::computer`), which then answers every question of its side itself.
    pub computer: [Option<Level>; 2],
    /// Per side: the computer general's aggression and caution, when it plays that side.
    pub temperament: [Temperament; 2],
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: Lang::English,
            dark: true,
            autosave_secs: 30,
            hover_help: true,
            recent: Vec::new(),
            panel: SidePanel::Dice,
            fold_document: false,
            fold_side: false,
            ask_offerings: [true, true],
            ask_opportunity: [true, true],
            ask_casualties: [false, false],
            computer: [None, None],
            temperament: [Temperament::default(); 2],
        }
    }
}

/// The panels beside the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum SidePanel {
    Builder,
    Factions,
    Odds,
    Tracker,
    #[default]
    Dice,
}

impl Settings {
    /// Puts `path` first in the recent files, once, keeping at most [`RECENT_LIMIT`].
    pub fn add_recent(&mut self, path: &Path) {
        let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        self.recent.retain(|p| p != &path);
        self.recent.insert(0, path);
        self.recent.truncate(RECENT_LIMIT);
    }

    /// Reads the settings stored by a previous run (defaults when there are none).
    pub fn load(storage: Option<&dyn eframe::Storage>) -> Self {
        storage
            .and_then(|s| eframe::get_value(s, STORAGE_KEY))
            .unwrap_or_default()
    }

    /// Stores the settings for the next run.
    pub fn store(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, self);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_files_are_unique_newest_first_and_bounded() {
        let mut s = Settings::default();
        for i in 0..15 {
            s.add_recent(Path::new(&format!("/no/such/f{i}.json")));
        }
        s.add_recent(Path::new("/no/such/f3.json"));
        assert_eq!(s.recent.len(), RECENT_LIMIT);
        assert_eq!(s.recent[0], PathBuf::from("/no/such/f3.json"));
        assert_eq!(
            s.recent.iter().filter(|p| p.ends_with("f3.json")).count(),
            1
        );
    }

    /// eframe's storage as a map, as the file storage keeps it between runs.
    #[derive(Default)]
    struct MemoryStorage(std::collections::HashMap<String, String>);

    impl eframe::Storage for MemoryStorage {
        fn get_string(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set_string(&mut self, key: &str, value: String) {
            self.0.insert(key.to_string(), value);
        }
        fn remove_string(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn flush(&mut self) {}
    }

    #[test]
    fn settings_are_remembered_between_runs() {
        let mut storage = MemoryStorage::default();
        assert_eq!(Settings::load(Some(&storage)), Settings::default());
        let mut s = Settings {
            lang: Lang::Spanish,
            dark: false,
            autosave_secs: 0,
            panel: SidePanel::Tracker,
            ..Settings::default()
        };
        s.add_recent(Path::new("/no/such/list.json"));
        s.store(&mut storage);
        assert_eq!(Settings::load(Some(&storage)), s);
        assert_eq!(Settings::load(None), Settings::default());
    }

    #[test]
    fn settings_from_an_older_run_keep_defaults_for_new_fields() {
        let s: Settings = serde_json::from_str(r#"{"lang": "Spanish"}"#).unwrap();
        assert_eq!(s.lang, Lang::Spanish);
        assert_eq!(s.autosave_secs, Settings::default().autosave_secs);
        assert_eq!(s.computer, [None, None]);
    }

    #[test]
    fn who_plays_each_side_is_remembered_by_its_level() {
        let s = Settings {
            computer: [None, Some(Level::Normal)],
            ..Settings::default()
        };
        let text = serde_json::to_string(&s).unwrap();
        assert!(text.contains(r#""computer":[null,"normal"]"#), "{text}");
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), s);
    }
}
