//! Reading faction and list files: parsing through `crate::files` (file, field, line), then the
//! checks a format cannot express (ids unique, references that exist, numbers in range), and
//! the sample factions bundled into the binary. What is wrong with a faction or a list is an
//! [`ArmyProblem`], worded by the catalogues (`files.ftl`, `file-army-*`).

use std::path::{Path, PathBuf};

use super::faction::{ARMY_SCHEMA_VERSION, Faction};
use super::list::ArmyList;
use crate::files::{FileError, load_json, parse_json};

/// What is wrong with a faction or army list file, beyond its format.
#[derive(Debug, Clone, PartialEq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ArmyProblem {
    SchemaVersion {
        found: u32,
        expected: u32,
    },
    EmptyFactionId,
    /// An entry of a faction's list of `part`s with no id, or no name (a card is named, L309).
    EmptyId {
        part: Part,
    },
    EmptyName {
        part: Part,
        id: String,
    },
    /// Two entries of a faction's list of `part`s have the id `id`.
    DuplicateId {
        part: Part,
        id: String,
    },
    /// A weapon with neither a melee type (L1079-1090) nor a ranged reach (L1094-1098).
    WeaponWithoutUse {
        weapon: String,
    },
    /// An effect input that is a flag (its serde name) given a `value`.
    FlagWithValue {
        input: String,
    },
    ZeroEffect,
    /// R-WOUND-2: a D6 wound roll needs 2 to 7.
    DifficultyToWound {
        value: u8,
    },
    CapsOutOfOrder,
    CappedTwice {
        troop_type: String,
    },
    /// Profile `profile` names a `part` `id` the faction does not have.
    UnknownReference {
        profile: String,
        part: Part,
        id: String,
    },
    /// L379: spiritual troops are the Komuso and Onmyouji classes.
    SpiritualClass {
        profile: String,
    },
    /// L36, R-UNIT-1: a base is 25 mm at least.
    BaseTooSmall {
        mm: u32,
    },
    /// R-UNIT-3.
    DepthOnlyForRect,
    /// L340.
    NoVolume,
    /// L338.
    NoCost,
    /// No such faction file beside the list or above it, and neither a player's faction nor a
    /// sample of that id (`known`: the ids of those there are).
    UnknownFaction {
        faction: String,
        known: Vec<String>,
    },
    /// A list's unit names a profile its faction does not have.
    UnknownProfile {
        faction: String,
        profile: String,
    },
    /// `commander_orders` names an order that is neither an original one nor in `order_cards`.
    UnknownCommanderOrder {
        order: String,
    },
}

impl crate::files::Catalogued for ArmyProblem {
    /// `file-army-*` in `files.ftl`.
    const PREFIX: &'static str = "file-army";
}

/// The ids of the six original commander orders every faction may name in `commander_orders`
/// (the battle's `OrderEffect`s, by their serde names; a test keeps the two the same).
pub const ORIGINAL_COMMANDER_ORDERS: [&str; 6] = [
    "banzai",
    "forced_march",
    "steady_ranks",
    "hidden_path",
    "volley",
    "ancestors_watch",
];

/// The parts of a faction that have ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    Weapon,
    Armour,
    Trait,
    Ability,
    Profile,
    /// A faction's own commander order card.
    OrderCard,
}

/// The sample factions shipped in `armies/`, compiled into the binary (file name, text).
const BUNDLED: [(&str, &str); 3] = [
    (
        "armies/akagane.json",
        include_str!("../../armies/akagane.json"),
    ),
    (
        "armies/hayashi.json",
        include_str!("../../armies/hayashi.json"),
    ),
    (
        "armies/yomi_host.json",
        include_str!("../../armies/yomi_host.json"),
    ),
];

/// Reads and checks a faction file.
pub fn load_faction(path: &Path) -> Result<Faction, FileError> {
    let (faction, text) = load_json::<Faction>(path)?;
    check_faction(&faction, path, &text)?;
    Ok(faction)
}

/// Parses and checks faction `text` that came from `path`.
pub fn parse_faction(path: &Path, text: &str) -> Result<Faction, FileError> {
    let faction = parse_json::<Faction>(path, text)?;
    check_faction(&faction, path, text)?;
    Ok(faction)
}

/// Reads an army list file (its format only; legality is [`super::validate()`]).
pub fn load_list(path: &Path) -> Result<ArmyList, FileError> {
    let (list, text) = load_json::<ArmyList>(path)?;
    check_list(&list, path, &text)?;
    Ok(list)
}

/// Parses army list `text` that came from `path`.
pub fn parse_list(path: &Path, text: &str) -> Result<ArmyList, FileError> {
    let list = parse_json::<ArmyList>(path, text)?;
    check_list(&list, path, text)?;
    Ok(list)
}

/// The sample factions bundled with the program (parsed once, then copied).
pub fn bundled_factions() -> Vec<Faction> {
    static PARSED: std::sync::OnceLock<Vec<Faction>> = std::sync::OnceLock::new();
    PARSED
        .get_or_init(|| {
            BUNDLED
                .iter()
                // build.rs refuses to build with a bundled faction that does not parse, and the
                // round-trip tests check each passes `check_faction`, so none is left out here.
                .filter_map(|(name, text)| parse_faction(Path::new(name), text).ok())
                .collect()
        })
        .clone()
}

/// Finds the faction a list names: `ID.json` beside the list, then in the folder above it
/// (`armies/lists/x.json` finds `armies/ID.json`), then the player's factions (the data
/// folder's `factions/`, `store`), then the bundled sample factions.
pub fn find_faction(id: &str, list_path: &Path) -> Result<Faction, FileError> {
    find_faction_in(id, list_path, &super::store::known_factions())
}

/// Finds the faction a list names as [`find_faction`] does, with `known` (the player's and the
/// samples, `store`) in place of the data folder's.
pub fn find_faction_in(
    id: &str,
    list_path: &Path,
    known: &[Faction],
) -> Result<Faction, FileError> {
    let dir = list_path.parent().unwrap_or(Path::new("."));
    let candidates: Vec<PathBuf> = vec![
        dir.join(format!("{id}.json")),
        dir.join("..").join(format!("{id}.json")),
    ];
    for candidate in candidates {
        if candidate.is_file() {
            return load_faction(&candidate);
        }
    }
    if let Some(f) = known.iter().find(|f| f.id == id) {
        return Ok(f.clone());
    }
    Err(FileError::at_field(
        list_path,
        &std::fs::read_to_string(list_path).unwrap_or_default(),
        "faction",
        ArmyProblem::UnknownFaction {
            faction: id.to_string(),
            known: known.iter().map(|f| f.id.clone()).collect(),
        },
    ))
}

fn check_list(list: &ArmyList, path: &Path, text: &str) -> Result<(), FileError> {
    if list.schema_version != ARMY_SCHEMA_VERSION {
        return Err(FileError::at_field(
            path,
            text,
            "schema_version",
            ArmyProblem::SchemaVersion {
                found: list.schema_version,
                expected: ARMY_SCHEMA_VERSION,
            },
        ));
    }
    Ok(())
}

/// Checks a faction read from `path` (its `text`): the first of its problems
/// ([`super::faction_check::faction_problems`]) as a file error at its field's line.
pub fn check_faction(f: &Faction, path: &Path, text: &str) -> Result<(), FileError> {
    match super::faction_check::faction_problems(f).into_iter().next() {
        Some((field, problem)) => Err(FileError::at_field(path, text, &field, problem)),
        None => Ok(()),
    }
}
