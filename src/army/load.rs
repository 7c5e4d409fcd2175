//! Reading faction and list files: parsing through `crate::files` (file, field, line), then the
//! checks a format cannot express (ids unique, references that exist, numbers in range), and
//! the sample factions bundled into the binary. What is wrong with a faction or a list is an
//! [`ArmyProblem`], worded by the catalogues (`files.ftl`, `file-army-*`).

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use super::class::{Class, TroopType};
use super::faction::{ARMY_SCHEMA_VERSION, BaseShape, Faction};
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
    /// No such faction file beside the list or above it, and no bundled one (`bundled`: their
    /// ids).
    UnknownFaction {
        faction: String,
        bundled: Vec<String>,
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
/// (`armies/lists/x.json` finds `armies/ID.json`), then the bundled sample factions.
pub fn find_faction(id: &str, list_path: &Path) -> Result<Faction, FileError> {
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
    bundled_factions()
        .into_iter()
        .find(|f| f.id == id)
        .ok_or_else(|| {
            let known: Vec<String> = bundled_factions().into_iter().map(|f| f.id).collect();
            FileError::at_field(
                list_path,
                &std::fs::read_to_string(list_path).unwrap_or_default(),
                "faction",
                ArmyProblem::UnknownFaction {
                    faction: id.to_string(),
                    bundled: known,
                },
            )
        })
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

/// The checks of a faction that its format cannot express. The first problem is returned.
pub fn check_faction(f: &Faction, path: &Path, text: &str) -> Result<(), FileError> {
    let err =
        |field: String, problem: ArmyProblem| FileError::at_field(path, text, &field, problem);
    if f.schema_version != ARMY_SCHEMA_VERSION {
        return Err(err(
            "schema_version".into(),
            ArmyProblem::SchemaVersion {
                found: f.schema_version,
                expected: ARMY_SCHEMA_VERSION,
            },
        ));
    }
    if f.id.trim().is_empty() {
        return Err(err("id".into(), ArmyProblem::EmptyFactionId));
    }
    let ids = |part: Part| -> Vec<&str> {
        match part {
            Part::Weapon => f.weapons.iter().map(|x| x.id.as_str()).collect(),
            Part::Armour => f.armours.iter().map(|x| x.id.as_str()).collect(),
            Part::Trait => f.traits.iter().map(|x| x.id.as_str()).collect(),
            Part::Ability => f.abilities.iter().map(|x| x.id.as_str()).collect(),
            Part::Profile => f.profiles.iter().map(|x| x.id.as_str()).collect(),
            Part::OrderCard => f.order_cards.iter().map(|x| x.id.as_str()).collect(),
        }
    };
    for (part, list) in [
        (Part::Weapon, "weapons"),
        (Part::Armour, "armours"),
        (Part::Trait, "traits"),
        (Part::Ability, "abilities"),
        (Part::Profile, "profiles"),
        (Part::OrderCard, "order_cards"),
    ] {
        unique_ids(ids(part).into_iter()).map_err(|(i, id)| {
            err(
                format!("{list}[{i}].id"),
                ArmyProblem::DuplicateId {
                    part,
                    id: id.to_string(),
                },
            )
        })?;
    }
    for (i, order) in f.commander_orders.iter().enumerate() {
        if !ORIGINAL_COMMANDER_ORDERS.contains(&order.as_str())
            && !f.order_cards.iter().any(|c| &c.id == order)
        {
            return Err(err(
                format!("commander_orders[{i}]"),
                ArmyProblem::UnknownCommanderOrder {
                    order: order.clone(),
                },
            ));
        }
    }
    for (i, w) in f.weapons.iter().enumerate() {
        if w.melee_type.is_none() && w.ranged.is_none() {
            return Err(err(
                format!("weapons[{i}]"),
                ArmyProblem::WeaponWithoutUse {
                    weapon: w.id.clone(),
                },
            ));
        }
        check_effects(&w.effects, &format!("weapons[{i}].effects")).map_err(|(p, m)| err(p, m))?;
    }
    for (i, a) in f.armours.iter().enumerate() {
        if !(2..=7).contains(&a.difficulty_to_wound) {
            return Err(err(
                format!("armours[{i}].difficulty_to_wound"),
                ArmyProblem::DifficultyToWound {
                    value: a.difficulty_to_wound,
                },
            ));
        }
        check_effects(&a.effects, &format!("armours[{i}].effects")).map_err(|(p, m)| err(p, m))?;
    }
    for (i, t) in f.traits.iter().enumerate() {
        check_effects(&t.effects, &format!("traits[{i}].effects")).map_err(|(p, m)| err(p, m))?;
    }
    for (i, a) in f.abilities.iter().enumerate() {
        check_effects(&a.effects, &format!("abilities[{i}].effects"))
            .map_err(|(p, m)| err(p, m))?;
    }
    let mut last = 0;
    for (i, b) in f.point_caps.iter().enumerate() {
        if b.up_to_battle_size <= last {
            return Err(err(
                format!("point_caps[{i}].up_to_battle_size"),
                ArmyProblem::CapsOutOfOrder,
            ));
        }
        last = b.up_to_battle_size;
        let mut seen = HashSet::new();
        for (j, c) in b.max_points.iter().enumerate() {
            if !seen.insert(c.troop_type) {
                return Err(err(
                    format!("point_caps[{i}].max_points[{j}].troop_type"),
                    ArmyProblem::CappedTwice {
                        troop_type: c.troop_type.key().to_string(),
                    },
                ));
            }
        }
    }
    for (i, p) in f.profiles.iter().enumerate() {
        let at = |field: &str| format!("profiles[{i}].{field}");
        // Every weapon, the armour, every trait and ability the profile names must be the
        // faction's.
        let armour: Named = p.armour.iter().map(|a| ("armour".to_string(), a)).collect();
        let references: [(Part, Named, Vec<&String>); 4] = [
            (
                Part::Weapon,
                named("weapons", &p.weapons),
                f.weapons.iter().map(|x| &x.id).collect(),
            ),
            (
                Part::Armour,
                armour,
                f.armours.iter().map(|x| &x.id).collect(),
            ),
            (
                Part::Trait,
                named("traits", &p.traits),
                f.traits.iter().map(|x| &x.id).collect(),
            ),
            (
                Part::Ability,
                named("abilities", &p.abilities),
                f.abilities.iter().map(|x| &x.id).collect(),
            ),
        ];
        for (part, names, known) in references {
            if let Some((field, id)) = names
                .into_iter()
                .find(|(_, id)| !has(known.iter().copied(), id))
            {
                return Err(err(
                    at(&field),
                    ArmyProblem::UnknownReference {
                        profile: p.id.clone(),
                        part,
                        id: id.clone(),
                    },
                ));
            }
        }
        let spiritual_class = matches!(p.class, Class::K | Class::O);
        if spiritual_class != (p.troop_type == TroopType::Spiritual) {
            return Err(err(
                at("troop_type"),
                ArmyProblem::SpiritualClass {
                    profile: p.id.clone(),
                },
            ));
        }
        if p.base.width_mm < 25 {
            return Err(err(
                at("base.width_mm"),
                ArmyProblem::BaseTooSmall {
                    mm: p.base.width_mm,
                },
            ));
        }
        match (p.base.shape, p.base.depth_mm) {
            (BaseShape::Rect, Some(d)) if d < 25 => {
                return Err(err(
                    at("base.depth_mm"),
                    ArmyProblem::BaseTooSmall { mm: d },
                ));
            }
            (BaseShape::Round | BaseShape::Square, Some(_)) => {
                return Err(err(at("base.depth_mm"), ArmyProblem::DepthOnlyForRect));
            }
            _ => {}
        }
        if p.volume == 0 {
            return Err(err(at("volume"), ArmyProblem::NoVolume));
        }
        if p.cost == 0 {
            return Err(err(at("cost"), ArmyProblem::NoCost));
        }
    }
    Ok(())
}

fn unique_ids<'a>(ids: impl Iterator<Item = &'a str>) -> Result<(), (usize, &'a str)> {
    let mut seen = HashSet::new();
    for (i, id) in ids.enumerate() {
        if !seen.insert(id) {
            return Err((i, id));
        }
    }
    Ok(())
}

fn check_effects(effects: &[super::effect::Effect], at: &str) -> Result<(), (String, ArmyProblem)> {
    for (i, e) in effects.iter().enumerate() {
        if e.input.is_flag() && e.value != 1 {
            return Err((
                format!("{at}[{i}].value"),
                ArmyProblem::FlagWithValue {
                    input: format!("{:?}", e.input),
                },
            ));
        }
        if e.value == 0 {
            return Err((format!("{at}[{i}].value"), ArmyProblem::ZeroEffect));
        }
    }
    Ok(())
}

/// The ids a profile names, each with its field (`weapons[0]`...).
type Named<'a> = Vec<(String, &'a String)>;

/// The ids a profile names in `list`, each with its field (`weapons[0]`...).
fn named<'a>(list: &str, ids: &'a [String]) -> Named<'a> {
    ids.iter()
        .enumerate()
        .map(|(j, id)| (format!("{list}[{j}]"), id))
        .collect()
}

fn has<'a>(mut ids: impl Iterator<Item = &'a String>, id: &str) -> bool {
    ids.any(|x| x == id)
}
