//! Reading a table file and checking what serde cannot: finite coordinates, positive base sizes,
//! real polygons, unique ids, sides 0/1, consistent units, the schema version. Every problem names
//! the file, the field and the line (through [`crate::files::FileError::at_field`]); what is
//! wrong is a [`TableProblem`], worded by the catalogues (`files.ftl`, `file-table-*`).

use crate::files::{FileError, load_json, parse_json};
use crate::table::model::{BaseShape, TABLE_SCHEMA_VERSION, TableFile};
use crate::table::model::{EnforcedRule, SpecialRule, Victim};
use crate::table::shapes::{P2, convex_parts};
use crate::table::world::Table;
use std::collections::HashMap;
use std::path::Path;

/// A table file that parsed but makes no sense: which field (JSON path) and what is wrong.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema)]
pub struct InvalidTable {
    /// JSON path such as `models[3].base.width_mm`.
    pub path: String,
    pub problem: TableProblem,
}

impl InvalidTable {
    /// The problem in `language`, after its field.
    pub fn words(&self, language: crate::i18n::Language) -> String {
        crate::i18n::text(
            language,
            "file-in-field",
            &[
                ("field", self.path.clone().into()),
                (
                    "problem",
                    crate::files::FileProblem::words(&self.problem, language).into(),
                ),
            ],
        )
    }
}

impl std::fmt::Display for InvalidTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.words(crate::i18n::Language::English))
    }
}

impl std::error::Error for InvalidTable {}

/// What is wrong with a table or scenario file's values.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TableProblem {
    SchemaVersion {
        expected: u32,
        found: u32,
    },
    /// NaN or an infinity, as written (`NaN`, `inf`).
    NotFinite {
        value: String,
    },
    NotPositive {
        what: Measure,
        value: f64,
    },
    /// Larger than any table, base or model could be (`1e308` is finite, but no size).
    TooLarge {
        what: Measure,
        /// As written in short (`1e308`).
        value: String,
        max: f64,
    },
    /// A model, terrain corner, deployment zone corner or objective outside the table: `value`
    /// (written short) is not between 0 and `limit`, the table's width for an `x`, its depth
    /// for a `y`.
    OffTable {
        what: Placed,
        id: String,
        value: String,
        limit: f64,
        width_cm: f64,
        depth_cm: f64,
    },
    NoTerrainId,
    /// The id is also the one of `terrain[first]`.
    DuplicateTerrainId {
        id: String,
        first: usize,
    },
    NegativeHeight {
        height: f64,
    },
    TooFewCorners {
        corners: usize,
    },
    PolygonCrossed,
    PolygonTooThin,
    NoModelId,
    DuplicateModelId {
        id: String,
        first: usize,
    },
    NoModelUnit,
    ModelSide {
        side: u8,
    },
    /// `unit` has models on both sides: `models[first]` is on side `side`.
    UnitOnBothSides {
        unit: String,
        first: usize,
        side: u8,
    },
    DepthOnlyForRect,
    NegativeMov,
    /// A special rule's range (as written: it may be NaN).
    RuleRange {
        max_cm: String,
    },
    RuleTurnZero,
    RuleSide {
        side: u8,
    },
    RuleNoVictim,
    RuleNoTerrain,
    RuleUnknownTerrain {
        terrain: String,
    },
}

impl crate::files::Catalogued for TableProblem {
    /// `file-table-*` in `files.ftl`.
    const PREFIX: &'static str = "file-table";
}

/// Which measure must be greater than 0, and at most its [`Measure::max`].
#[derive(
    Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Measure {
    TableWidth,
    TableDepth,
    ModelHeight,
    BaseWidth,
    BaseDepth,
    WeaponRange,
}

impl Measure {
    /// The largest value that is still a size: a table of 10 m, a base of 50 cm, a model of
    /// 1 m, a range of 10 m (in the field's own unit: cm, or mm for bases).
    pub fn max(self) -> f64 {
        match self {
            Measure::TableWidth | Measure::TableDepth | Measure::WeaponRange => 1000.0,
            Measure::ModelHeight => 100.0,
            Measure::BaseWidth | Measure::BaseDepth => 500.0,
        }
    }
}

/// What stands, or lies, off the table.
#[derive(
    Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Placed {
    Model,
    Terrain,
    DeploymentZone,
    Objective,
}

/// A number written short for a message: as it is up to a million, in exponent form beyond
/// (`1e308` rather than 309 digits).
fn short(v: f64) -> String {
    if v.abs() < 1e6 {
        v.to_string()
    } else {
        format!("{v:e}")
    }
}

fn bad(path: impl Into<String>, problem: TableProblem) -> InvalidTable {
    InvalidTable {
        path: path.into(),
        problem,
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
    match Table::new(&file).and_then(|table| everything_on_table(&file).map(|()| table)) {
        Ok(table) => Ok((file, table)),
        Err(e) => Err(FileError::at_field(path, text, &e.path, e.problem)),
    }
}

// The checks below take the field's path as a closure: it is written out only for a message
// (the battle checks a table for every state its rules measure).
fn finite(path: impl FnOnce() -> String, v: f64) -> Result<(), InvalidTable> {
    if v.is_finite() {
        Ok(())
    } else {
        Err(bad(
            path(),
            TableProblem::NotFinite {
                value: v.to_string(),
            },
        ))
    }
}

fn positive(path: impl Fn() -> String, v: f64, what: Measure) -> Result<(), InvalidTable> {
    finite(&path, v)?;
    if v <= 0.0 {
        Err(bad(path(), TableProblem::NotPositive { what, value: v }))
    } else if v > what.max() {
        Err(bad(
            path(),
            TableProblem::TooLarge {
                what,
                value: short(v),
                max: what.max(),
            },
        ))
    } else {
        Ok(())
    }
}

/// The point `[x, y]` of `what` `id` lies on the table (edges included); `path(0)` and
/// `path(1)` name its two fields (`….x` and `….y`, or `…[0]` and `…[1]`).
fn on_table(
    file: &TableFile,
    (what, id): (Placed, &str),
    [x, y]: [f64; 2],
    path: impl Fn(usize) -> String,
) -> Result<(), InvalidTable> {
    let (width_cm, depth_cm) = (file.table.width_cm, file.table.depth_cm);
    for (axis, value, limit) in [(0, x, width_cm), (1, y, depth_cm)] {
        finite(|| path(axis), value)?;
        if !(0.0..=limit).contains(&value) {
            return Err(bad(
                path(axis),
                TableProblem::OffTable {
                    what,
                    id: id.to_string(),
                    value: short(value),
                    limit,
                    width_cm,
                    depth_cm,
                },
            ));
        }
    }
    Ok(())
}

/// Every model, terrain corner, deployment zone corner and objective of `file` lies on its
/// table (coordinates are centimetres from the table's corner, x across its width, y its depth):
/// what every file read is checked for (a table, a scenario, a saved battle's scenario). Not
/// part of [`validate`]: in a battle a model may stand where no file puts one.
pub fn everything_on_table(file: &TableFile) -> Result<(), InvalidTable> {
    for (i, m) in file.models.iter().enumerate() {
        on_table(file, (Placed::Model, &m.id), [m.x, m.y], |axis| {
            format!("models[{i}].{}", ["x", "y"][axis])
        })?;
    }
    for (i, t) in file.terrain.iter().enumerate() {
        for (k, p) in t.polygon.iter().enumerate() {
            on_table(file, (Placed::Terrain, &t.id), *p, |axis| {
                format!("terrain[{i}].polygon[{k}][{axis}]")
            })?;
        }
    }
    for (i, z) in file.deployment_zones.iter().enumerate() {
        let side = z.side.to_string();
        for (k, p) in z.polygon.iter().enumerate() {
            on_table(file, (Placed::DeploymentZone, &side), *p, |axis| {
                format!("deployment_zones[{i}].polygon[{k}][{axis}]")
            })?;
        }
    }
    for (i, o) in file.objectives.iter().enumerate() {
        on_table(file, (Placed::Objective, &o.id), [o.x, o.y], |axis| {
            format!("objectives[{i}].{}", ["x", "y"][axis])
        })?;
    }
    Ok(())
}

/// Entry `i`'s id at `path`: not blank (else `blank`) and in no earlier entry of `ids` (else
/// `twice`, given the id and the first entry's index), then noted in `ids`.
fn unique_id<'a>(
    ids: &mut HashMap<&'a str, usize>,
    id: &'a str,
    i: usize,
    path: impl FnOnce() -> String,
    blank: TableProblem,
    twice: impl FnOnce(String, usize) -> TableProblem,
) -> Result<(), InvalidTable> {
    if id.trim().is_empty() {
        return Err(bad(path(), blank));
    }
    match ids.insert(id, i) {
        Some(first) => Err(bad(path(), twice(id.to_string(), first))),
        None => Ok(()),
    }
}

/// Checks a parsed table file; the first problem found is returned.
pub fn validate(file: &TableFile) -> Result<(), InvalidTable> {
    if file.schema_version != TABLE_SCHEMA_VERSION {
        return Err(bad(
            "schema_version",
            TableProblem::SchemaVersion {
                expected: TABLE_SCHEMA_VERSION,
                found: file.schema_version,
            },
        ));
    }
    positive(
        || "table.width_cm".into(),
        file.table.width_cm,
        Measure::TableWidth,
    )?;
    positive(
        || "table.depth_cm".into(),
        file.table.depth_cm,
        Measure::TableDepth,
    )?;

    let mut terrain_ids: HashMap<&str, usize> = HashMap::new();
    for (i, t) in file.terrain.iter().enumerate() {
        let at = |f: &str| format!("terrain[{i}].{f}");
        unique_id(
            &mut terrain_ids,
            &t.id,
            i,
            || at("id"),
            TableProblem::NoTerrainId,
            |id, first| TableProblem::DuplicateTerrainId { id, first },
        )?;
        finite(|| at("height"), t.height)?;
        if t.height < 0.0 {
            return Err(bad(
                at("height"),
                TableProblem::NegativeHeight { height: t.height },
            ));
        }
        if t.polygon.len() < 3 {
            return Err(bad(
                at("polygon"),
                TableProblem::TooFewCorners {
                    corners: t.polygon.len(),
                },
            ));
        }
        for (k, p) in t.polygon.iter().enumerate() {
            finite(|| format!("terrain[{i}].polygon[{k}][0]"), p[0])?;
            finite(|| format!("terrain[{i}].polygon[{k}][1]"), p[1])?;
        }
        let pts: Vec<P2> = t.polygon.iter().map(|p| P2::new(p[0], p[1])).collect();
        if convex_parts(&pts).is_none() {
            return Err(bad(at("polygon"), TableProblem::PolygonCrossed));
        }
    }

    validate_models(file)?;
    for (i, u) in file.units.iter().enumerate() {
        finite(|| format!("units[{i}].mov_cm"), u.mov_cm)?;
        if u.mov_cm < 0.0 {
            return Err(bad(format!("units[{i}].mov_cm"), TableProblem::NegativeMov));
        }
        if let Some(r) = u.range_cm {
            positive(|| format!("units[{i}].range_cm"), r, Measure::WeaponRange)?;
        }
    }
    special_rules(file)
}

/// [`validate`]'s checks of the file's models alone: what a table whose terrain, size, units
/// and rules are already checked needs for new models ([`crate::table::Table::with_models`]).
pub fn validate_models(file: &TableFile) -> Result<(), InvalidTable> {
    let mut model_ids: HashMap<&str, usize> = HashMap::new();
    let mut unit_sides: HashMap<&str, (u8, usize)> = HashMap::new();
    for (i, m) in file.models.iter().enumerate() {
        let at = |f: &str| format!("models[{i}].{f}");
        unique_id(
            &mut model_ids,
            &m.id,
            i,
            || at("id"),
            TableProblem::NoModelId,
            |id, first| TableProblem::DuplicateModelId { id, first },
        )?;
        if m.unit.trim().is_empty() {
            return Err(bad(at("unit"), TableProblem::NoModelUnit));
        }
        if m.side > 1 {
            return Err(bad(at("side"), TableProblem::ModelSide { side: m.side }));
        }
        match unit_sides.get(m.unit.as_str()) {
            Some(&(side, first)) if side != m.side => {
                return Err(bad(
                    at("unit"),
                    TableProblem::UnitOnBothSides {
                        unit: m.unit.clone(),
                        first,
                        side,
                    },
                ));
            }
            _ => {
                unit_sides.entry(&m.unit).or_insert((m.side, i));
            }
        }
        finite(|| at("x"), m.x)?;
        finite(|| at("y"), m.y)?;
        finite(|| at("facing_deg"), m.facing_deg)?;
        positive(|| at("height"), m.height, Measure::ModelHeight)?;
        positive(|| at("base.width_mm"), m.base.width_mm, Measure::BaseWidth)?;
        if let Some(d) = m.base.depth_mm {
            if m.base.shape != BaseShape::Rect {
                return Err(bad(at("base.depth_mm"), TableProblem::DepthOnlyForRect));
            }
            positive(|| at("base.depth_mm"), d, Measure::BaseDepth)?;
        }
    }
    Ok(())
}

/// The scenario's typed special rules make sense on this table (sides, turns, terrain ids).
pub fn special_rules(file: &TableFile) -> Result<(), InvalidTable> {
    let ids: Vec<&str> = file.terrain.iter().map(|t| t.id.as_str()).collect();
    for (i, r) in file.special_rules.iter().enumerate() {
        if let Some((field, problem)) = rule_problem(r, &ids) {
            return Err(bad(format!("special_rules[{i}].{field}"), problem));
        }
    }
    Ok(())
}

/// What is wrong with a scenario's typed rule, if anything: the field under `enforce` and why.
/// `terrain_ids` are the ids of the table's terrain pieces.
fn rule_problem(rule: &SpecialRule, terrain_ids: &[&str]) -> Option<(String, TableProblem)> {
    let bad = |f: &str, p: TableProblem| Some((format!("enforce.{f}"), p));
    let turn_zero = |turns: &[u32]| {
        turns
            .contains(&0)
            .then(|| ("enforce.turns".to_string(), TableProblem::RuleTurnZero))
    };
    match rule.enforce.as_ref()? {
        EnforcedRule::MaxShootingRange { max_cm, turns } => {
            if !max_cm.is_finite() || *max_cm < 0.0 {
                return bad(
                    "max_cm",
                    TableProblem::RuleRange {
                        max_cm: max_cm.to_string(),
                    },
                );
            }
            turn_zero(turns)
        }
        EnforcedRule::NoCombatOrders { side, turns } => {
            if *side > 1 {
                return bad("side", TableProblem::RuleSide { side: *side });
            }
            turn_zero(turns)
        }
        EnforcedRule::VpForKilling { victim, .. } => match victim {
            Victim::GeneralOf(s) if *s > 1 => {
                bad("victim.general_of", TableProblem::RuleSide { side: *s })
            }
            Victim::Model(id) | Victim::Unit(id) if id.trim().is_empty() => {
                bad("victim", TableProblem::RuleNoVictim)
            }
            _ => None,
        },
        EnforcedRule::NoCrossing { terrain } => {
            if terrain.is_empty() {
                return bad("terrain", TableProblem::RuleNoTerrain);
            }
            terrain.iter().enumerate().find_map(|(i, id)| {
                (!terrain_ids.contains(&id.as_str())).then(|| {
                    (
                        format!("enforce.terrain[{i}]"),
                        TableProblem::RuleUnknownTerrain {
                            terrain: id.clone(),
                        },
                    )
                })
            })
        }
    }
}
