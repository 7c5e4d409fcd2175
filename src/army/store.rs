//! The player's own factions: one JSON file each in `<data dir>/factions/<id>.json` (the
//! player's data folder, `files::data_dir`), read at every start and known everywhere a sample
//! faction is: a new list, the quick odds, a list's faction found, the command line's
//! `--troop-a FACTION/PROFILE`. A player's faction whose id is a sample's takes the sample's
//! place (it is the player's copy of that army).

use std::path::{Path, PathBuf};

use super::faction::{ARMY_SCHEMA_VERSION, Faction};
use super::load::{bundled_factions, load_faction};
use crate::files::{FileError, save_atomic};

/// The folder of the player's factions in data folder `data_dir`.
pub fn factions_dir_in(data_dir: &Path) -> PathBuf {
    data_dir.join("factions")
}

/// The folder of the player's factions, `None` when there is no data folder.
pub fn factions_dir() -> Option<PathBuf> {
    crate::files::data_dir().map(|d| factions_dir_in(&d))
}

/// The player's factions read from a folder, and the files there that could not be read.
#[derive(Debug, Clone, Default)]
pub struct PlayerFactions {
    /// Each faction with its file, by file name.
    pub factions: Vec<(PathBuf, Faction)>,
    /// Why each unreadable file could not be read (file, field and line).
    pub unreadable: Vec<FileError>,
}

impl PlayerFactions {
    /// The `.json` files of `dir`, by name; an absent folder has none.
    pub fn read(dir: &Path) -> Self {
        let mut out = PlayerFactions::default();
        for path in files_ending(dir, "json") {
            match load_faction(&path) {
                Ok(f) => out.factions.push((path, f)),
                Err(e) => out.unreadable.push(e),
            }
        }
        out
    }

    /// The player's factions of the data folder, none without one.
    pub fn of_data_dir() -> Self {
        factions_dir().map_or_else(Self::default, |d| Self::read(&d))
    }

    /// The player's faction of id `id`, with its file.
    pub fn get(&self, id: &str) -> Option<&(PathBuf, Faction)> {
        self.factions.iter().find(|(_, f)| f.id == id)
    }

    /// Every faction known: the player's, then the samples none of them replaces.
    pub fn known(&self) -> Vec<Faction> {
        let mut known: Vec<Faction> = self.factions.iter().map(|(_, f)| f.clone()).collect();
        for sample in bundled_factions() {
            if !known.iter().any(|f| f.id == sample.id) {
                known.push(sample);
            }
        }
        known
    }
}

/// The files of `dir` whose name ends in `.ext`, by name; none when it cannot be read.
fn files_ending(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == ext) && p.is_file())
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The factions the program knows, kept between uses: the player's read from a folder (again
/// after the player saves or imports one) and the samples, shared without copying.
#[derive(Debug, Clone, Default)]
pub struct Catalogue {
    dir: Option<PathBuf>,
    player: PlayerFactions,
    known: std::rc::Rc<Vec<Faction>>,
}

impl Catalogue {
    /// The player's factions in `dir` (none without one) and the samples.
    pub fn read(dir: Option<PathBuf>) -> Self {
        let player = dir.as_deref().map(PlayerFactions::read).unwrap_or_default();
        let known = std::rc::Rc::new(player.known());
        Catalogue { dir, player, known }
    }

    /// Reads the player's folder again (after a save or an import).
    pub fn reload(&mut self) {
        *self = Catalogue::read(self.dir.take());
    }

    /// The folder of the player's factions.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// The player's factions and the files that could not be read.
    pub fn player(&self) -> &PlayerFactions {
        &self.player
    }

    /// Every faction known: the player's, then the samples none of them replaces.
    pub fn known(&self) -> &std::rc::Rc<Vec<Faction>> {
        &self.known
    }

    /// The known faction of id `id`.
    pub fn get(&self, id: &str) -> Option<&Faction> {
        self.known.iter().find(|f| f.id == id)
    }
}

/// Every faction the program knows now: the player's (read from the data folder) and the
/// samples.
pub fn known_factions() -> Vec<Faction> {
    PlayerFactions::of_data_dir().known()
}

/// The faction's file text as the program writes it: pretty JSON, one trailing newline.
pub fn faction_text(faction: &Faction) -> String {
    let mut text = serde_json::to_string_pretty(faction).unwrap_or_default();
    text.push('\n');
    text
}

/// Saves `faction` as the player's, `<dir>/<id>.json`, atomically (the folder made when
/// missing); the file written.
pub fn save_player_faction(dir: &Path, faction: &Faction) -> std::io::Result<PathBuf> {
    let path = dir.join(format!("{}.json", file_stem(&faction.id)));
    write_faction(&path, faction)?;
    Ok(path)
}

/// Writes `faction` to `path` atomically, its folder made when missing.
fn write_faction(path: &Path, faction: &Faction) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    save_atomic(path, faction_text(faction).as_bytes())
}

/// The file a faction being typed is kept in until it is saved: `<dir>/<id>.draft`, beside the
/// player's factions (not read as one of them).
pub fn draft_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{}.draft", file_stem(id)))
}

/// Keeps `faction`, as typed so far, in its draft file (atomically).
pub fn keep_draft(dir: &Path, faction: &Faction) -> std::io::Result<()> {
    write_faction(&draft_path(dir, &faction.id), faction)
}

/// Forgets the draft of faction `id` (saved, or closed by the player).
pub fn drop_draft(dir: &Path, id: &str) {
    let _ = std::fs::remove_file(draft_path(dir, id));
}

/// The factions left being typed in `dir` when the program last stopped, by file name; a
/// draft is kept as typed, problems and all.
pub fn read_drafts(dir: &Path) -> Vec<Faction> {
    files_ending(dir, "draft")
        .iter()
        .filter_map(|p| {
            let text = std::fs::read_to_string(p).ok()?;
            crate::files::parse_json::<Faction>(p, &text).ok()
        })
        .collect()
}

/// Whether `c` may stand in a faction id: a letter, a digit, `_` or `-` (the id names its file).
fn id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '-'
}

/// Whether `id` may name a faction: not empty, of letters, digits, `_` and `-` only.
pub fn usable_id(id: &str) -> bool {
    !id.is_empty() && id.chars().all(id_char)
}

/// A file name for faction id `id`: its letters, digits, `_` and `-`, others made `_`.
fn file_stem(id: &str) -> String {
    id.chars()
        .map(|c| if id_char(c) { c } else { '_' })
        .collect()
}

/// An id like `id` that none of `taken` has: `id` itself, else `id_2`, `id_3`...
pub fn free_id(id: &str, taken: &[&str]) -> String {
    if !taken.contains(&id) {
        return id.to_string();
    }
    (2..)
        .map(|n| format!("{id}_{n}"))
        .find(|c| !taken.contains(&c.as_str()))
        .unwrap_or_else(|| id.to_string())
}

/// A new faction of id `id` to start from: a copy of `from` under the new id and a name that
/// says it is a copy (to rename), or a blank one named by its id (no troops yet).
pub fn starter_faction(id: &str, from: Option<&Faction>) -> Faction {
    match from {
        Some(f) => Faction {
            id: id.to_string(),
            name: format!("{} (copy)", f.name),
            name_es: f.name_es.as_ref().map(|n| format!("{n} (copia)")),
            sample: false,
            ..f.clone()
        },
        None => Faction {
            json_schema: None,
            schema_version: ARMY_SCHEMA_VERSION,
            id: id.to_string(),
            name: id.to_string(),
            name_es: None,
            sample: false,
            description: String::new(),
            weapons: Vec::new(),
            armours: Vec::new(),
            traits: Vec::new(),
            abilities: Vec::new(),
            point_caps: Vec::new(),
            order_cards: Vec::new(),
            commander_orders: Vec::new(),
            profiles: Vec::new(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_players_faction_is_read_from_the_folder_and_replaces_the_sample_of_its_id() {
        let dir = tempfile::tempdir().unwrap();
        let mut mine = bundled_factions().remove(0);
        mine.name = "My own".into();
        let path = save_player_faction(dir.path(), &mine).unwrap();
        assert_eq!(path, dir.path().join(format!("{}.json", mine.id)));
        let other = starter_faction("ronin_band", Some(&mine));
        save_player_faction(dir.path(), &other).unwrap();
        std::fs::write(dir.path().join("broken.json"), "{ not json").unwrap();
        let read = PlayerFactions::read(dir.path());
        assert_eq!(read.factions.len(), 2);
        assert_eq!(read.unreadable.len(), 1);
        assert!(read.unreadable[0].file.ends_with("broken.json"));
        let known = read.known();
        assert_eq!(known.len(), bundled_factions().len() + 1);
        let found: Vec<&Faction> = known.iter().filter(|f| f.id == mine.id).collect();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].name, "My own");
        assert!(known.iter().any(|f| f.id == "ronin_band"));
    }

    #[test]
    fn a_draft_is_kept_beside_the_factions_without_being_one_and_dropped_when_saved() {
        let dir = tempfile::tempdir().unwrap();
        let mut typed = starter_faction("kuroda", None);
        typed.name = String::new();
        keep_draft(dir.path(), &typed).unwrap();
        assert!(PlayerFactions::read(dir.path()).factions.is_empty());
        assert_eq!(read_drafts(dir.path()), vec![typed.clone()]);
        drop_draft(dir.path(), "kuroda");
        assert!(read_drafts(dir.path()).is_empty());
    }

    #[test]
    fn a_free_id_is_the_id_or_the_first_numbered_one_not_taken() {
        assert_eq!(free_id("clan", &[]), "clan");
        assert_eq!(free_id("clan", &["clan", "clan_2"]), "clan_3");
    }

    #[test]
    fn a_missing_folder_has_no_factions() {
        let read = PlayerFactions::read(Path::new("no/such/folder"));
        assert!(read.factions.is_empty() && read.unreadable.is_empty());
    }
}
