//! The scenarios and army lists shipped with the program, offered as choices on the start page
//! and in the battle form: `scenarios/*.json` and `armies/lists/*.json` (the extra game modes'
//! lists in `armies/lists/raid/` and `armies/lists/total_war/`) in the working folder,
//! else in the source tree the program was built from (so `cargo run` from anywhere finds them).
//! Only their names are read here; opening one goes through the same checks as any file.

use crate::app::i18n::Lang;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// One shipped file and the names it gives itself.
#[derive(Debug, Clone, PartialEq)]
pub struct BundledFile {
    pub path: PathBuf,
    /// The file's own `name` (its file name when it has none).
    pub name: String,
    pub name_es: Option<String>,
    /// A list's battle size (L1112); `None` for a scenario.
    pub points: Option<u32>,
    /// The game mode the file names (`"raid"`, `"total_war"`); `None` for the book's battle.
    pub mode: Option<String>,
}

impl BundledFile {
    /// The name in `lang`: the Spanish one where the file has it.
    pub fn name_in(&self, lang: Lang) -> &str {
        match (lang, &self.name_es) {
            (Lang::Spanish, Some(es)) => es,
            _ => &self.name,
        }
    }

    /// The file's name without its folder and extension (`akagane_400`).
    pub fn stem(&self) -> String {
        self.path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

/// The folder `relative` (`scenarios`) in the working folder, else beside the sources.
pub fn folder(relative: &str) -> Option<PathBuf> {
    let here = PathBuf::from(relative);
    if here.is_dir() {
        return Some(here);
    }
    let built = Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
    built.is_dir().then_some(built)
}

/// The shipped scenarios, by file name.
pub fn scenarios() -> &'static [BundledFile] {
    static FOUND: OnceLock<Vec<BundledFile>> = OnceLock::new();
    FOUND.get_or_init(|| read_folder("scenarios"))
}

/// The shipped army lists, by file name.
pub fn lists() -> &'static [BundledFile] {
    static FOUND: OnceLock<Vec<BundledFile>> = OnceLock::new();
    FOUND.get_or_init(|| read_folder("armies/lists"))
}

/// The shipped army lists a scenario of `mode` is played with: the raid lists for a raid
/// scenario, the total war lists for a total war one, else the book's lists ([`lists`]).
pub fn lists_for(mode: Option<&str>) -> &'static [BundledFile] {
    static RAID: OnceLock<Vec<BundledFile>> = OnceLock::new();
    static TOTAL_WAR: OnceLock<Vec<BundledFile>> = OnceLock::new();
    match mode {
        Some("raid") => RAID.get_or_init(|| read_folder("armies/lists/raid")),
        Some("total_war") => TOTAL_WAR.get_or_init(|| read_folder("armies/lists/total_war")),
        _ => lists(),
    }
}

/// Whether `path` is one of the shipped army lists (by its folder and name, however written).
pub fn is_shipped_list(path: &Path) -> bool {
    let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    };
    lists().iter().any(|f| same(&f.path, path))
}

/// Index of the file called `stem` in `files`, if shipped.
pub fn index_of(files: &[BundledFile], stem: &str) -> Option<usize> {
    files.iter().position(|f| f.stem() == stem)
}

fn read_folder(relative: &str) -> Vec<BundledFile> {
    let Some(dir) = folder(relative) else {
        return Vec::new();
    };
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    paths.into_iter().filter_map(|p| named(&p)).collect()
}

/// The army lists among `paths` (the player's recent files, say) that are not shipped, named
/// as their files name themselves; files that are gone or are not lists are left out.
pub fn own_lists(paths: &[PathBuf]) -> Vec<BundledFile> {
    let shipped = lists();
    paths
        .iter()
        .filter(|p| p.is_file())
        .filter(|p| !shipped.iter().any(|s| same_file(&s.path, p)))
        .filter(|p| is_list(p))
        .filter_map(|p| named(p))
        .collect()
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// Whether `path` holds an army list: a faction and units (L1100-1112).
fn is_list(path: &Path) -> bool {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
        .is_some_and(|j| j.get("faction").is_some() && j.get("units").is_some())
}

/// The names `path` gives itself; `None` for a file that does not read as JSON (it is left
/// out of the choices; opening it by hand would say why).
fn named(path: &Path) -> Option<BundledFile> {
    let text = std::fs::read_to_string(path).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    let text_of = |key: &str| json.get(key).and_then(|v| v.as_str()).map(str::to_string);
    let stem = path.file_stem()?.to_string_lossy().into_owned();
    Some(BundledFile {
        path: path.to_path_buf(),
        name: text_of("name").filter(|n| !n.is_empty()).unwrap_or(stem),
        name_es: text_of("name_es"),
        points: json
            .get("battle_size")
            .and_then(|v| v.as_u64())
            .and_then(|p| u32::try_from(p).ok()),
        mode: text_of("mode").filter(|m| m != "standard"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_scenarios_and_lists_are_found_with_their_names_and_sizes() {
        let pitched = &scenarios()[index_of(scenarios(), "pitched_battle").unwrap()];
        assert_eq!(
            pitched.name_in(Lang::English),
            "Pitched battle at Kawanakajima"
        );
        assert_eq!(
            pitched.name_in(Lang::Spanish),
            "Batalla campal en Kawanakajima"
        );
        assert_eq!(pitched.points, None);
        let akagane = &lists()[index_of(lists(), "akagane_400").unwrap()];
        assert_eq!(akagane.name_in(Lang::English), "Akagane host");
        assert_eq!(akagane.points, Some(400));
        assert_eq!(lists().len(), 9);
    }
}
