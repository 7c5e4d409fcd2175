//! What the canvas's pointer does (the current tool), what is selected, which overlays are on,
//! and the unit templates placed from a list.

use super::bases::facing_vector;
use crate::table::model::{Base, ModelPlacement, TableFile, TerrainKind};
use std::collections::HashMap;

/// The current tool.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Tool {
    /// A click on a model selects its unit, a second click on a model of that unit the one
    /// model; dragging a model moves its unit (the one model when it, or another of its unit,
    /// is selected); dragging the table pans.
    #[default]
    Select,
    /// Dragging any model moves its whole unit, keeping the formation.
    MoveUnit,
    /// Dragging a model turns it to face the pointer; with its unit selected, the whole unit
    /// turns about its centre keeping the formation.
    Rotate,
    /// Tape measure: drag from one base (or point) to another, or click where it starts and
    /// click where it ends.
    Measure,
    /// Each click places a copy of the template, facing the enemy.
    PlaceUnit(UnitTemplate),
    /// Each click adds a corner; a click on the first corner (or a double click) closes it.
    DrawTerrain {
        kind: TerrainKind,
        height: f64,
        cover: bool,
    },
    /// Drag a corner of a terrain piece to move it; drag inside a piece to move the whole piece.
    EditTerrain,
}

/// What is selected on the canvas.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Selection {
    #[default]
    None,
    /// One model (its overlays: sight, cover, reach...).
    Model(String),
    /// A whole unit (overlays for each of its models; moves and turns keep formation).
    Unit(String),
    /// A terrain piece.
    Terrain(String),
}

impl Selection {
    /// Ids of the selected models on `table`.
    pub fn model_ids(&self, table: &TableFile) -> Vec<String> {
        match self {
            Selection::Model(id) => table
                .models
                .iter()
                .filter(|m| &m.id == id)
                .map(|m| m.id.clone())
                .collect(),
            Selection::Unit(u) => table
                .models
                .iter()
                .filter(|m| &m.unit == u)
                .map(|m| m.id.clone())
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// Which overlays the canvas draws for the selection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OverlayOptions {
    pub grid: bool,
    /// Field of view (R-VIEW-1).
    pub view: bool,
    /// Front, flank and rear lines (R-SIDE-1).
    pub sides: bool,
    /// Line of sight to every enemy, with blockers (R-LOS-1, R-LOS-2).
    pub sight: bool,
    /// Cover of every enemy seen (R-COVER-1).
    pub cover: bool,
    /// Engagement (R-ENG-1).
    pub engagement: bool,
    /// Zone of control (R-ZOC-1).
    pub zone_of_control: bool,
    /// Weapon range bands.
    pub ranges: bool,
    /// Charge reach to each enemy with its chance (R-CHG-1).
    pub reach: bool,
    /// Formation problems, overlaps and models off the table, everywhere (R-FORM-1).
    pub problems: bool,
    /// Sight, cover, range and reach drawn to every enemy unit at once; off, only to the enemy
    /// unit under the pointer, so that a selected unit does not draw a tangle of lines.
    pub every_enemy: bool,
}

impl Default for OverlayOptions {
    /// Few on, so that a selected unit reads at a glance: the grid, its front, flanks and
    /// rear, its sight and charge reach to the enemy under the pointer, and any formation
    /// problem. The rest is
    /// one switch away in the Overlays menu.
    fn default() -> Self {
        OverlayOptions {
            grid: true,
            view: false,
            sides: true,
            sight: true,
            cover: false,
            engagement: false,
            zone_of_control: false,
            ranges: false,
            reach: true,
            problems: true,
            every_enemy: false,
        }
    }
}

impl OverlayOptions {
    /// Every overlay on.
    pub fn all() -> Self {
        OverlayOptions {
            grid: true,
            view: true,
            sides: true,
            sight: true,
            cover: true,
            engagement: true,
            zone_of_control: true,
            ranges: true,
            reach: true,
            problems: true,
            every_enemy: true,
        }
    }
}

/// What the canvas knows of a unit beyond the table file (from the army list or battle).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct UnitInfo {
    /// The unit's name as the list gives it.
    pub name: String,
    /// Movement (MOV) in cm, foot or mounted as the profile says.
    pub mov_cm: f64,
    /// Weapon range bands: (name, outer edge in cm), shortest first.
    pub ranges_cm: Vec<(String, f64)>,
    /// Markers on the unit (stunned, wounded, activated...), as shown to the player.
    pub markers: Vec<String>,
    /// Open order (skirmishers) rather than closed formation (R-FORM-1).
    pub open_order: bool,
    /// Army leaders in the unit, never isolated (R-FORM-1, L988).
    pub leaders: Vec<String>,
    /// Total war (R-TW-5): on a movement base, the unit size it stands for now and at the
    /// start, shown beside the base with its wound counter.
    pub size: Option<(u32, u32)>,
}

/// Everything the canvas shows that is not in the table file, by unit id.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CanvasInfo {
    pub units: HashMap<String, UnitInfo>,
    /// Each terrain piece's name in the window's language, by its id.
    pub terrain: HashMap<String, String>,
    /// The computer's last order naming a unit and its target, until the next command.
    pub highlight: Option<super::highlight::OrderHighlight>,
}

/// Each terrain piece of `table` named by `names`, by its id: what [`CanvasInfo::terrain`]
/// holds.
pub fn terrain_names(
    table: &crate::table::model::TableFile,
    names: &dyn crate::battle::model::names::Names,
) -> HashMap<String, String> {
    table
        .terrain
        .iter()
        .map(|p| (p.id.clone(), names.terrain(&p.id)))
        .collect()
}

/// A unit ready to place: its models with positions relative to the unit's centre, as if the
/// unit faced up the table (facing 90 degrees, R-UNIT-2).
#[derive(Debug, Clone, PartialEq)]
pub struct UnitTemplate {
    pub unit: String,
    pub side: u8,
    /// Models with `x`, `y` relative to the unit's centre and facing relative to 90 degrees.
    pub models: Vec<ModelPlacement>,
}

impl UnitTemplate {
    /// `count` models in one rank, bases side by side touching (a closed formation, R-FORM-1),
    /// ids `{unit}-1`, `{unit}-2`...
    pub fn rank(unit: &str, side: u8, count: usize, base: Base, height: f64) -> Self {
        let w = base.width_mm / 10.0;
        let start = -(count.saturating_sub(1) as f64) * w / 2.0;
        let models = (0..count)
            .map(|i| ModelPlacement {
                id: format!("{unit}-{}", i + 1),
                unit: unit.to_string(),
                side,
                x: start + i as f64 * w,
                y: 0.0,
                facing_deg: 90.0,
                base,
                height,
            })
            .collect();
        UnitTemplate {
            unit: unit.to_string(),
            side,
            models,
        }
    }

    /// The models placed with the unit's centre at `at`, facing the enemy's edge (side 0 up the
    /// table, side 1 down it), with ids made unique against `table`.
    pub fn place(&self, at: [f64; 2], table: &TableFile) -> Vec<ModelPlacement> {
        let turn = if self.side == 1 { 180.0 } else { 0.0 };
        let f = facing_vector(turn);
        let taken: std::collections::HashSet<&str> =
            table.models.iter().map(|m| m.id.as_str()).collect();
        let unit_taken = table.models.iter().any(|m| m.unit == self.unit);
        let suffix = if unit_taken || self.models.iter().any(|m| taken.contains(m.id.as_str())) {
            (2..).find(|n| {
                let unit = format!("{}#{n}", self.unit);
                !table.models.iter().any(|m| m.unit == unit)
                    && self
                        .models
                        .iter()
                        .all(|m| !taken.contains(format!("{}#{n}", m.id).as_str()))
            })
        } else {
            None
        };
        self.models
            .iter()
            .map(|m| {
                let mut p = m.clone();
                p.x = at[0] + m.x * f[0] - m.y * f[1];
                p.y = at[1] + m.x * f[1] + m.y * f[0];
                p.facing_deg = (m.facing_deg + turn).rem_euclid(360.0);
                p.side = self.side;
                if let Some(n) = suffix {
                    p.id = format!("{}#{n}", m.id);
                    p.unit = format!("{}#{n}", self.unit);
                } else {
                    p.unit = self.unit.clone();
                }
                p
            })
            .collect()
    }
}
