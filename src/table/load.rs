//! Reading a table file and checking what serde cannot: finite coordinates, positive base sizes,
//! real polygons, unique ids, sides 0/1, consistent units, the schema version. Every problem names
//! the file, the field and the line (through [`crate::files::FileError::at_field`]).

use crate::files::{FileError, load_json, parse_json};
use crate::table::model::{BaseShape, TABLE_SCHEMA_VERSION, TableFile};
use crate::table::shapes::{P2, convex_parts};
use crate::table::world::Table;
use std::collections::HashMap;
use std::path::Path;

/// A table file that parsed but makes no sense: which field (JSON path) and why.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("field `{path}`: {message}")]
pub struct InvalidTable {
    /// JSON path such as `models[3].base.width_mm`.
    pub path: String,
    pub message: String,
}

fn bad(path: impl Into<String>, message: impl Into<String>) -> InvalidTable {
    InvalidTable {
        path: path.into(),
        message: message.into(),
    }
}

/// Reads, parses and checks a table file, and builds its geometry.
pub fn load_table(path: &Path) -> Result<(TableFile, Table), FileError> {
    let (file, text): (TableFile, String) = load_json(path)?;
    build_checked(path, &text, file)
}

/// Parses and checks table-file `text` that came from `path`, and builds its geometry.
pub fn parse_table(path: &Path, text: &str) -> Result<(TableFile, Table), FileError> {
    let file: TableFile = parse_json(path, text)?;
    build_checked(path, text, file)
}

fn build_checked(
    path: &Path,
    text: &str,
    file: TableFile,
) -> Result<(TableFile, Table), FileError> {
    match Table::new(&file) {
        Ok(table) => Ok((file, table)),
        Err(e) => Err(FileError::at_field(path, text, &e.path, e.message)),
    }
}

fn finite(path: &str, v: f64) -> Result<(), InvalidTable> {
    if v.is_finite() {
        Ok(())
    } else {
        Err(bad(path, format!("must be a finite number, not {v}")))
    }
}

fn positive(path: &str, v: f64, what: &str) -> Result<(), InvalidTable> {
    finite(path, v)?;
    if v > 0.0 {
        Ok(())
    } else {
        Err(bad(path, format!("{what} must be greater than 0, not {v}")))
    }
}

/// Checks a parsed table file; the first problem found is returned.
pub fn validate(file: &TableFile) -> Result<(), InvalidTable> {
    if file.schema_version != TABLE_SCHEMA_VERSION {
        return Err(bad(
            "schema_version",
            format!(
                "this build reads table files of schema_version {TABLE_SCHEMA_VERSION}, not {}",
                file.schema_version
            ),
        ));
    }
    positive("table.width_cm", file.table.width_cm, "the table's width")?;
    positive("table.depth_cm", file.table.depth_cm, "the table's depth")?;

    let mut terrain_ids: HashMap<&str, usize> = HashMap::new();
    for (i, t) in file.terrain.iter().enumerate() {
        let at = |f: &str| format!("terrain[{i}].{f}");
        if t.id.trim().is_empty() {
            return Err(bad(at("id"), "a terrain piece needs an id"));
        }
        if let Some(first) = terrain_ids.insert(&t.id, i) {
            return Err(bad(
                at("id"),
                format!("duplicate terrain id `{}` (also terrain[{first}])", t.id),
            ));
        }
        finite(&at("height"), t.height)?;
        if t.height < 0.0 {
            return Err(bad(
                at("height"),
                format!("height cannot be negative ({})", t.height),
            ));
        }
        if t.polygon.len() < 3 {
            return Err(bad(
                at("polygon"),
                format!(
                    "a polygon needs at least 3 corners, this one has {}",
                    t.polygon.len()
                ),
            ));
        }
        for (k, p) in t.polygon.iter().enumerate() {
            finite(&format!("terrain[{i}].polygon[{k}][0]"), p[0])?;
            finite(&format!("terrain[{i}].polygon[{k}][1]"), p[1])?;
        }
        let pts: Vec<P2> = t.polygon.iter().map(|p| P2::new(p[0], p[1])).collect();
        if convex_parts(&pts).is_none() {
            return Err(bad(
                at("polygon"),
                "the polygon has no area or its edges cross each other",
            ));
        }
    }

    let mut model_ids: HashMap<&str, usize> = HashMap::new();
    let mut unit_sides: HashMap<&str, (u8, usize)> = HashMap::new();
    for (i, m) in file.models.iter().enumerate() {
        let at = |f: &str| format!("models[{i}].{f}");
        if m.id.trim().is_empty() {
            return Err(bad(at("id"), "a model needs an id"));
        }
        if let Some(first) = model_ids.insert(&m.id, i) {
            return Err(bad(
                at("id"),
                format!("duplicate model id `{}` (also models[{first}])", m.id),
            ));
        }
        if m.unit.trim().is_empty() {
            return Err(bad(at("unit"), "a model needs the id of its unit"));
        }
        if m.side > 1 {
            return Err(bad(
                at("side"),
                format!("side must be 0 or 1, not {}", m.side),
            ));
        }
        match unit_sides.get(m.unit.as_str()) {
            Some(&(side, first)) if side != m.side => {
                return Err(bad(
                    at("unit"),
                    format!(
                        "unit `{}` has models on both sides (models[{first}] is on side {side})",
                        m.unit
                    ),
                ));
            }
            _ => {
                unit_sides.entry(&m.unit).or_insert((m.side, i));
            }
        }
        finite(&at("x"), m.x)?;
        finite(&at("y"), m.y)?;
        finite(&at("facing_deg"), m.facing_deg)?;
        positive(&at("height"), m.height, "a model's height")?;
        positive(&at("base.width_mm"), m.base.width_mm, "a base's width")?;
        if let Some(d) = m.base.depth_mm {
            if m.base.shape != BaseShape::Rect {
                return Err(bad(
                    at("base.depth_mm"),
                    "depth_mm is only for `rect` bases (round and square bases have one size)",
                ));
            }
            positive(&at("base.depth_mm"), d, "a base's depth")?;
        }
    }
    for (i, u) in file.units.iter().enumerate() {
        finite(&format!("units[{i}].mov_cm"), u.mov_cm)?;
        if u.mov_cm < 0.0 {
            return Err(bad(format!("units[{i}].mov_cm"), "MOV cannot be negative"));
        }
        if let Some(r) = u.range_cm {
            positive(&format!("units[{i}].range_cm"), r, "a weapon's range")?;
        }
    }
    special_rules(file)
}

/// The scenario's typed special rules make sense on this table (sides, turns, terrain ids).
pub fn special_rules(file: &TableFile) -> Result<(), InvalidTable> {
    let ids: Vec<&str> = file.terrain.iter().map(|t| t.id.as_str()).collect();
    for (i, r) in file.special_rules.iter().enumerate() {
        if let Some((field, message)) = r.problem(&ids) {
            return Err(bad(format!("special_rules[{i}].{field}"), message));
        }
    }
    Ok(())
}
