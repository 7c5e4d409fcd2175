//! Reading a battle's inputs from files: a scenario (a table file) and each side's roster,
//! with errors naming the file, the field and the line; what a battle needs of a scenario
//! beyond a table file is a [`ScenarioProblem`].

use std::path::Path;

use schemars::JsonSchema;
use serde::Serialize;

use crate::army::load::ArmyProblem;
use crate::battle::setup::battle_setup::{BattleSetup, SetupProblem, SideSetup};
use crate::files::{FileError, load_json};
use crate::table::model::TableFile;

/// What a scenario lacks for a battle (worded by `files.ftl`, `file-scenario-*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ScenarioProblem {
    /// Width and depth are not positive numbers.
    TableSize,
    ZoneSide,
    /// Fewer than three corners, or one that is not finite.
    ZoneCorners,
    /// Coordinates or radius not finite, or a negative radius.
    Objective,
    /// Fewer than three corners, or a corner or height that is not finite.
    Terrain,
    /// A turn limit of 0.
    TurnLimit,
}

impl crate::files::Catalogued for ScenarioProblem {
    /// `file-scenario-*` in `files.ftl`.
    const PREFIX: &'static str = "file-scenario";
}

/// The battle's size in points as the sides' army lists give it (their `battle_size`): the
/// larger when they differ, since a list built for fewer points fits a larger battle. `None`
/// when no path is an army list that names a size (battle rosters carry none). The hand size
/// follows it (L195, R-DECK-1).
pub fn battle_points_of_lists<P: AsRef<Path>>(paths: &[P]) -> Option<u32> {
    paths
        .iter()
        .filter_map(|p| {
            let text = std::fs::read_to_string(p.as_ref()).ok()?;
            let value: serde_json::Value = serde_json::from_str(&text).ok()?;
            value.get("faction")?.as_str()?;
            u32::try_from(value.get("battle_size")?.as_u64()?).ok()
        })
        .max()
}

/// Reads a side: an army list (`armies/lists/*.json`, with its faction found as
/// `army::find_faction` finds it), or a battle roster (a [`SideSetup`]: name, commander level,
/// units with their profiles, optionally commander order cards).
pub fn load_side(path: &Path) -> Result<SideSetup, FileError> {
    let (value, text): (serde_json::Value, String) = load_json(path)?;
    if value.get("faction").is_some_and(|f| f.is_string()) {
        let list = crate::army::parse_list(path, &text)?;
        let faction = crate::army::find_faction(&list.faction, path)?;
        // The profiles the list names are the faction's: checked here so the error is a value.
        for (i, u) in list.units.iter().enumerate() {
            let named = std::iter::once(("profile", &u.profile))
                .chain(u.leader.iter().map(|l| ("leader", l)));
            for (field, id) in named {
                if faction.profile(id).is_none() {
                    return Err(FileError::at_field(
                        path,
                        &text,
                        &format!("units[{i}].{field}"),
                        ArmyProblem::UnknownProfile {
                            faction: faction.id.clone(),
                            profile: id.clone(),
                        },
                    ));
                }
            }
        }
        // With every profile known, a unit without models or leader is what is left to refuse.
        return crate::battle::setup::army_side::side_from_list(&list, &faction)
            .map_err(|p| FileError::at_field(path, &text, &p.field, SetupProblem::NoModels));
    }
    let side: SideSetup = crate::files::parse_json(path, &text)?;
    let probe = BattleSetup {
        battle_points: 0,
        scenario: TableFile::with_models(120.0, 90.0, Vec::new()),
        sides: [side.clone(), side.clone()],
    };
    if let Err(e) = probe.validate() {
        // Both sides are the same file here: report the field without the `sides[0].` prefix,
        // but ids clash between the two copies, so only field checks other than that apply.
        if e.problem != SetupProblem::DuplicateUnitId {
            let field = e
                .field
                .trim_start_matches("sides[0].")
                .trim_start_matches("sides[1].");
            return Err(FileError::at_field(path, &text, field, e.problem));
        }
    }
    Ok(side)
}

/// Refuses two sides built for different games (R-TW-4): a total war or raid list against a
/// list of another mode. The error names the second file's `mode` field, or the first's when
/// only the first names a mode.
pub fn check_modes<P: AsRef<Path>>(paths: &[P], sides: &[SideSetup]) -> Result<(), FileError> {
    let (Some(a), Some(b)) = (sides.first(), sides.get(1)) else {
        return Ok(());
    };
    if a.mode == b.mode {
        return Ok(());
    }
    let i = if b.mode.is_standard() { 0 } else { 1 };
    let Some(path) = paths.get(i).map(AsRef::as_ref) else {
        return Ok(());
    };
    let text = std::fs::read_to_string(path).unwrap_or_default();
    Err(FileError::at_field(
        path,
        &text,
        "mode",
        SetupProblem::ModesDiffer,
    ))
}

/// Reads a scenario or table file.
pub fn load_scenario(path: &Path) -> Result<TableFile, FileError> {
    let (table, text): (TableFile, String) = load_json(path)?;
    let w = table.table.width_cm;
    let d = table.table.depth_cm;
    use crate::table::load::Measure;
    let sized = |v: f64, m: Measure| v > 0.0 && v <= m.max();
    if !(sized(w, Measure::TableWidth) && sized(d, Measure::TableDepth)) {
        return Err(FileError::at_field(
            path,
            &text,
            "table",
            ScenarioProblem::TableSize,
        ));
    }
    for (i, z) in table.deployment_zones.iter().enumerate() {
        if z.side > 1 {
            return Err(FileError::at_field(
                path,
                &text,
                &format!("deployment_zones[{i}].side"),
                ScenarioProblem::ZoneSide,
            ));
        }
        if z.polygon.len() < 3 || z.polygon.iter().flatten().any(|v| !v.is_finite()) {
            return Err(FileError::at_field(
                path,
                &text,
                &format!("deployment_zones[{i}].polygon"),
                ScenarioProblem::ZoneCorners,
            ));
        }
    }
    for (i, o) in table.objectives.iter().enumerate() {
        if !(o.x.is_finite() && o.y.is_finite() && o.radius_cm.is_finite() && o.radius_cm >= 0.0) {
            return Err(FileError::at_field(
                path,
                &text,
                &format!("objectives[{i}]"),
                ScenarioProblem::Objective,
            ));
        }
    }
    for (i, t) in table.terrain.iter().enumerate() {
        if t.polygon.len() < 3
            || t.polygon.iter().flatten().any(|v| !v.is_finite())
            || !t.height.is_finite()
        {
            return Err(FileError::at_field(
                path,
                &text,
                &format!("terrain[{i}]"),
                ScenarioProblem::Terrain,
            ));
        }
    }
    if let Err(e) = crate::table::load::special_rules(&table)
        .and_then(|()| crate::table::load::everything_on_table(&table))
    {
        return Err(FileError::at_field(path, &text, &e.path, e.problem));
    }
    if table.turn_limit == Some(0) {
        return Err(FileError::at_field(
            path,
            &text,
            "turn_limit",
            ScenarioProblem::TurnLimit,
        ));
    }
    Ok(table)
}
