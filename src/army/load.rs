//! Reading faction and list files: parsing through `crate::files` (file, field, line), then the
//! checks a format cannot express (ids unique, references that exist, numbers in range), and
//! the sample factions bundled into the binary.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use super::class::{Class, TroopType};
use super::faction::{ARMY_SCHEMA_VERSION, BaseShape, Faction};
use super::list::ArmyList;
use crate::files::{FileError, load_json, parse_json};

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
                format!(
                    "unknown faction `{id}`: no {id}.json beside the list or in the folder above, \
                     and no bundled faction has that id (bundled: {})",
                    known.join(", ")
                ),
            )
        })
}

fn check_list(list: &ArmyList, path: &Path, text: &str) -> Result<(), FileError> {
    if list.schema_version != ARMY_SCHEMA_VERSION {
        return Err(FileError::at_field(
            path,
            text,
            "schema_version",
            format!(
                "schema_version {} is not supported; this build reads version {ARMY_SCHEMA_VERSION}",
                list.schema_version
            ),
        ));
    }
    Ok(())
}

/// The checks of a faction that its format cannot express. The first problem is returned.
pub fn check_faction(f: &Faction, path: &Path, text: &str) -> Result<(), FileError> {
    let err = |field: String, message: String| FileError::at_field(path, text, &field, message);
    if f.schema_version != ARMY_SCHEMA_VERSION {
        return Err(err(
            "schema_version".into(),
            format!(
                "schema_version {} is not supported; this build reads version {ARMY_SCHEMA_VERSION}",
                f.schema_version
            ),
        ));
    }
    if f.id.trim().is_empty() {
        return Err(err("id".into(), "the faction id is empty".into()));
    }
    unique_ids(f.weapons.iter().map(|w| w.id.as_str())).map_err(|(i, id)| {
        err(
            format!("weapons[{i}].id"),
            format!("weapon id `{id}` is used twice"),
        )
    })?;
    unique_ids(f.armours.iter().map(|w| w.id.as_str())).map_err(|(i, id)| {
        err(
            format!("armours[{i}].id"),
            format!("armour id `{id}` is used twice"),
        )
    })?;
    unique_ids(f.traits.iter().map(|w| w.id.as_str())).map_err(|(i, id)| {
        err(
            format!("traits[{i}].id"),
            format!("trait id `{id}` is used twice"),
        )
    })?;
    unique_ids(f.abilities.iter().map(|w| w.id.as_str())).map_err(|(i, id)| {
        err(
            format!("abilities[{i}].id"),
            format!("ability id `{id}` is used twice"),
        )
    })?;
    unique_ids(f.profiles.iter().map(|w| w.id.as_str())).map_err(|(i, id)| {
        err(
            format!("profiles[{i}].id"),
            format!("profile id `{id}` is used twice"),
        )
    })?;
    for (i, w) in f.weapons.iter().enumerate() {
        if w.melee_type.is_none() && w.ranged.is_none() {
            return Err(err(
                format!("weapons[{i}]"),
                format!(
                    "weapon `{}` has neither `melee_type` (0-10, L1079-1090) nor `ranged` \
                     (short, medium, long, L1094-1098)",
                    w.id
                ),
            ));
        }
        check_effects(&w.effects, &format!("weapons[{i}].effects")).map_err(|(p, m)| err(p, m))?;
    }
    for (i, a) in f.armours.iter().enumerate() {
        if !(2..=7).contains(&a.difficulty_to_wound) {
            return Err(err(
                format!("armours[{i}].difficulty_to_wound"),
                format!(
                    "difficulty to wound {} is out of range: a D6 wound roll needs 2 to 7 \
                     (R-WOUND-2)",
                    a.difficulty_to_wound
                ),
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
                "point cap brackets must be in increasing order of battle size".into(),
            ));
        }
        last = b.up_to_battle_size;
        let mut seen = HashSet::new();
        for (j, c) in b.max_points.iter().enumerate() {
            if !seen.insert(c.troop_type) {
                return Err(err(
                    format!("point_caps[{i}].max_points[{j}].troop_type"),
                    format!("troop type `{}` is capped twice", c.troop_type.key()),
                ));
            }
        }
    }
    for (i, p) in f.profiles.iter().enumerate() {
        let at = |field: &str| format!("profiles[{i}].{field}");
        for (j, w) in p.weapons.iter().enumerate() {
            if !has(f.weapons.iter().map(|x| &x.id), w) {
                return Err(err(
                    at(&format!("weapons[{j}]")),
                    format!(
                        "profile `{}` names weapon `{w}`, which is not in `weapons`",
                        p.id
                    ),
                ));
            }
        }
        if let Some(a) = &p.armour
            && !has(f.armours.iter().map(|x| &x.id), a)
        {
            return Err(err(
                at("armour"),
                format!(
                    "profile `{}` names armour `{a}`, which is not in `armours`",
                    p.id
                ),
            ));
        }
        for (j, t) in p.traits.iter().enumerate() {
            if !has(f.traits.iter().map(|x| &x.id), t) {
                return Err(err(
                    at(&format!("traits[{j}]")),
                    format!(
                        "profile `{}` names trait `{t}`, which is not in `traits`",
                        p.id
                    ),
                ));
            }
        }
        for (j, a) in p.abilities.iter().enumerate() {
            if !has(f.abilities.iter().map(|x| &x.id), a) {
                return Err(err(
                    at(&format!("abilities[{j}]")),
                    format!(
                        "profile `{}` names ability `{a}`, which is not in `abilities`",
                        p.id
                    ),
                ));
            }
        }
        let spiritual_class = matches!(p.class, Class::K | Class::O);
        if spiritual_class != (p.troop_type == TroopType::Spiritual) {
            return Err(err(
                at("troop_type"),
                format!(
                    "profile `{}`: spiritual troops are exactly the Komuso (K) and Onmyouji (O) \
                     classes (L379)",
                    p.id
                ),
            ));
        }
        if p.base.width_mm < 25 {
            return Err(err(
                at("base.width_mm"),
                format!(
                    "a base is 25 mm at least (L36, R-UNIT-1), not {}",
                    p.base.width_mm
                ),
            ));
        }
        match (p.base.shape, p.base.depth_mm) {
            (BaseShape::Rect, Some(d)) if d < 25 => {
                return Err(err(
                    at("base.depth_mm"),
                    format!("a base is 25 mm at least (L36, R-UNIT-1), not {d}"),
                ));
            }
            (BaseShape::Round | BaseShape::Square, Some(_)) => {
                return Err(err(
                    at("base.depth_mm"),
                    "only a `rect` base has a depth (R-UNIT-3)".into(),
                ));
            }
            _ => {}
        }
        if p.volume == 0 {
            return Err(err(at("volume"), "volume is 1 or more (L340)".into()));
        }
        if p.cost == 0 {
            return Err(err(
                at("cost"),
                "a profile costs at least 1 point (L338)".into(),
            ));
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

fn check_effects(effects: &[super::effect::Effect], at: &str) -> Result<(), (String, String)> {
    for (i, e) in effects.iter().enumerate() {
        if e.input.is_flag() && e.value != 1 {
            return Err((
                format!("{at}[{i}].value"),
                format!("`{:?}` is a flag: leave `value` out (it is 1)", e.input),
            ));
        }
        if e.value == 0 {
            return Err((
                format!("{at}[{i}].value"),
                "an effect of 0 does nothing".into(),
            ));
        }
    }
    Ok(())
}

fn has<'a>(mut ids: impl Iterator<Item = &'a String>, id: &str) -> bool {
    ids.any(|x| x == id)
}
