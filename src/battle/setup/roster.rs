//! Reading a battle's inputs from files: a scenario (a table file) and each side's roster,
//! with messages naming the file, the field and the line.

use std::path::Path;

use crate::battle::setup::battle_setup::{BattleSetup, SideSetup};
use crate::files::{FileError, load_json};
use crate::table::model::TableFile;

/// Reads a side: an army list (`armies/lists/*.json`, with its faction found as
/// `army::find_faction` finds it), or a battle roster (a [`SideSetup`]: name, commander level,
/// units with their profiles, optionally commander order cards).
pub fn load_side(path: &Path) -> Result<SideSetup, FileError> {
    let (value, text): (serde_json::Value, String) = load_json(path)?;
    if value.get("faction").is_some_and(|f| f.is_string()) {
        let list = crate::army::parse_list(path, &text)?;
        let faction = crate::army::find_faction(&list.faction, path)?;
        return crate::battle::setup::army_side::side_from_list(&list, &faction)
            .map_err(|p| FileError::at_field(path, &text, &p.field, p.message));
    }
    let side: SideSetup = crate::files::parse_json(path, &text)?;
    let probe = BattleSetup {
        battle_points: 0,
        scenario: empty_table(),
        sides: [side.clone(), side.clone()],
    };
    if let Err(e) = probe.validate() {
        // Both sides are the same file here: report the field without the `sides[0].` prefix,
        // but ids clash between the two copies, so only field checks other than that apply.
        if !e.message.contains("unique") {
            let field = e
                .field
                .trim_start_matches("sides[0].")
                .trim_start_matches("sides[1].");
            return Err(FileError::at_field(path, &text, field, e.message));
        }
    }
    Ok(side)
}

/// Reads a scenario or table file.
pub fn load_scenario(path: &Path) -> Result<TableFile, FileError> {
    let (table, text): (TableFile, String) = load_json(path)?;
    let w = table.table.width_cm;
    let d = table.table.depth_cm;
    if !(w.is_finite() && d.is_finite() && w > 0.0 && d > 0.0) {
        return Err(FileError::at_field(
            path,
            &text,
            "table",
            "width and depth must be positive numbers",
        ));
    }
    for (i, z) in table.deployment_zones.iter().enumerate() {
        if z.side > 1 {
            return Err(FileError::at_field(
                path,
                &text,
                &format!("deployment_zones[{i}].side"),
                "side is 0 or 1",
            ));
        }
        if z.polygon.len() < 3 || z.polygon.iter().flatten().any(|v| !v.is_finite()) {
            return Err(FileError::at_field(
                path,
                &text,
                &format!("deployment_zones[{i}].polygon"),
                "a zone needs three or more corners with finite coordinates",
            ));
        }
    }
    for (i, o) in table.objectives.iter().enumerate() {
        if !(o.x.is_finite() && o.y.is_finite() && o.radius_cm.is_finite() && o.radius_cm >= 0.0) {
            return Err(FileError::at_field(
                path,
                &text,
                &format!("objectives[{i}]"),
                "coordinates and radius must be finite, radius >= 0",
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
                "a terrain piece needs three or more finite corners and a finite height",
            ));
        }
    }
    if let Err(e) = crate::table::load::special_rules(&table) {
        return Err(FileError::at_field(path, &text, &e.path, e.message));
    }
    if table.turn_limit == Some(0) {
        return Err(FileError::at_field(
            path,
            &text,
            "turn_limit",
            "the battle lasts at least one turn",
        ));
    }
    Ok(table)
}

fn empty_table() -> TableFile {
    TableFile {
        schema_version: crate::table::model::TABLE_SCHEMA_VERSION,
        table: crate::table::model::TableSize {
            width_cm: 120.0,
            depth_cm: 90.0,
        },
        terrain: Vec::new(),
        models: Vec::new(),
        name: None,
        story: None,
        deployment_zones: Vec::new(),
        objectives: Vec::new(),
        victory: None,
        special_rules: Vec::new(),
        turn_limit: None,
        units: Vec::new(),
    }
}
