//! The table file: the table's size, its terrain and every model placed on it (R-UNIT-1..3).
//!
//! The same JSON serves a scenario in `scenarios/` and a saved table. This file holds only plain
//! serde and schemars types (no parry2d, no `crate::` paths) because `build.rs` includes it with
//! `#[path]` to check the bundled scenarios at build time.
//!
//! Lengths on the table are centimetres, base sizes millimetres (R-UNIT-1). Coordinates: origin
//! at one corner, x along the width, y across the depth, growing away from side 0's edge; facing
//! in degrees counter-clockwise from +x (R-UNIT-2).

use serde::{Deserialize, Serialize};

#[path = "scenario.rs"]
mod scenario_fields;
pub use scenario_fields::*;

/// Version of the table/scenario file format this build reads and writes.
pub const TABLE_SCHEMA_VERSION: u32 = 1;

/// A whole table file (scenario or saved table).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TableFile {
    /// The JSON Schema this file follows (`../assets/scenario.schema.json`), for editors.
    #[serde(rename = "$schema", default, skip_serializing_if = "Option::is_none")]
    pub json_schema: Option<String>,
    pub schema_version: u32,
    pub table: TableSize,
    #[serde(default)]
    pub terrain: Vec<Terrain>,
    #[serde(default)]
    pub models: Vec<ModelPlacement>,
    /// Scenario name; absent for a plain saved table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The scenario's name in Spanish (the window shows it in Spanish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    /// The scenario's story, shown to the players.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub story: Option<String>,
    /// Where each side deploys (book L206-214).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deployment_zones: Vec<DeploymentZone>,
    /// The parts the scenario's side 0 and side 1 play (attacker and defender...), which its
    /// texts name rather than the sides' numbers: the strategy roll's winner picks one of the
    /// two table sides with its part (R-SCEN-1). Empty for a scenario whose sides are alike.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub roles: Vec<ScenarioRole>,
    /// Objectives on the table and the victory points they give.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub objectives: Vec<Objective>,
    /// How victory points are scored at the end of the battle.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub victory: Option<Victory>,
    /// Special rules of the scenario: text for the players, and the typed rule the battle
    /// engine enforces when there is one ([`SpecialRule`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub special_rules: Vec<SpecialRule>,
    /// The scenario's primary mission and its table of secret secondary missions
    /// (R-MISSION-1); none for a table that is not a scenario or a scenario without them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missions: Option<Missions>,
    /// Last turn of the battle (book L228: five unless the scenario says otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_limit: Option<u32>,
    /// What a plain table knows of its units beyond their models (movement, weapon range,
    /// skirmishers), for charge reach, zone of control and range bands without a list or a
    /// battle. Optional; older files have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub units: Vec<UnitNote>,
    /// The game the scenario is for: a raid or total war scenario is played with lists of its
    /// mode (`"mode"` in both files); absent, the book's battle.
    #[serde(default, skip_serializing_if = "GameMode::is_standard")]
    pub mode: GameMode,
}

impl TableFile {
    /// A table of `width_cm` x `depth_cm` with only these models: no terrain, no scenario fields
    /// (the turn limit left to the book's five, L228).
    pub fn with_models(width_cm: f64, depth_cm: f64, models: Vec<ModelPlacement>) -> Self {
        TableFile {
            json_schema: None,
            schema_version: TABLE_SCHEMA_VERSION,
            table: TableSize { width_cm, depth_cm },
            terrain: Vec::new(),
            models,
            name: None,
            name_es: None,
            story: None,
            deployment_zones: Vec::new(),
            roles: Vec::new(),
            objectives: Vec::new(),
            victory: None,
            special_rules: Vec::new(),
            missions: None,
            turn_limit: None,
            units: Vec::new(),
            mode: Default::default(),
        }
    }
}

impl TableFile {
    /// The scenario with its two sides' places exchanged (R-SCEN-1): deployment zones, the
    /// side that alone may score an objective, the parts the sides play, the models placed for
    /// a side and the special rules that name a side. What was side 0's is side 1's.
    pub fn swap_sides(&mut self) {
        let flip = |s: u8| if s == 0 { 1 } else { 0 };
        for z in &mut self.deployment_zones {
            z.side = flip(z.side);
        }
        for o in &mut self.objectives {
            o.side = o.side.map(flip);
        }
        self.roles.reverse();
        for m in &mut self.models {
            m.side = flip(m.side);
        }
        for r in &mut self.special_rules {
            match &mut r.enforce {
                Some(EnforcedRule::NoCombatOrders { side, .. }) => *side = flip(*side),
                Some(EnforcedRule::VpForKilling {
                    victim: Victim::GeneralOf(side),
                    ..
                }) => *side = flip(*side),
                _ => {}
            }
        }
    }
}

/// One unit's profile figures noted in a table file (its models name it in `unit`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UnitNote {
    /// The unit id its models give in `unit`.
    pub id: String,
    /// Movement (MOV) in cm (book L462).
    pub mov_cm: f64,
    /// Weapon range in cm, for a unit that shoots (L737-741).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range_cm: Option<f64>,
    /// Skirmishers: open order rather than closed formation (R-FORM-1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub skirmisher: bool,
    /// The army list unit it was put down from ("Armies on the table", the list builder's
    /// Place), so that the odds from the table know its troop. None for a unit noted by hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_list: Option<ListedUnit>,
}

/// The army list unit a unit on a plain table came from: its faction and the list's unit (its
/// profile, models, unit leader and support troops, L377, L411), and whether it is the general.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListedUnit {
    /// The faction's id (`akagane`).
    pub faction: String,
    /// The profile of the unit's models.
    pub profile: String,
    /// How many models of that profile (the unit leader and support troops not included).
    pub models: u32,
    /// Profile id of the army leader leading the unit from within (L411).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<String>,
    /// Support troops inside the unit, one model per profile id (L377).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub support: Vec<String>,
    /// The list's general leads this unit (L428).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub general: bool,
    /// The game its list is built for: a raid or total war unit is fielded as its mode has it
    /// (R-RAID-3, R-TW-1); absent, the book's battle.
    #[serde(default, skip_serializing_if = "GameMode::is_standard")]
    pub mode: GameMode,
    /// A mixed raid unit's models of other profiles, after `models` of `profile` (R-RAID-4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mixed: Vec<ListedModels>,
    /// A total war unit's models on its 12 x 6 cm movement base, which give the unit size its
    /// `models` stand for (R-TW-2); the base is the unit's one model on the table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on_base: Option<u32>,
}

/// Models of one more profile in a mixed raid unit put down from its list (R-RAID-4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListedModels {
    /// The profile of these models.
    pub profile: String,
    /// How many models of it.
    pub models: u32,
}

/// The playing area, in centimetres (book L28 recommends 120 x 90 at least).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TableSize {
    pub width_cm: f64,
    pub depth_cm: f64,
}

/// How a terrain piece affects movement (book L519-523).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum TerrainKind {
    /// Ignorables: fences, hedges, roads. No effect on movement.
    Ignorable,
    /// Difíciles: rivers, woods, fields.
    Difficult,
    /// Impasables: rock walls, torrents, high walls.
    Impassable,
}

/// One terrain piece: a polygon (which may be concave) with a kind and a height.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Terrain {
    pub id: String,
    /// What players call the piece ("the shrine"), in English; the id when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The same name in Spanish; the English name (or the id) when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    pub kind: TerrainKind,
    /// Height on the same scale as a model's volume; 0 for flat pieces such as roads.
    pub height: f64,
    /// Whether the piece gives cover (R-COVER-1); true unless said otherwise.
    #[serde(default = "default_true")]
    pub cover: bool,
    /// Corners in table centimetres, in order (either winding).
    pub polygon: Vec<[f64; 2]>,
}

fn default_true() -> bool {
    true
}

/// Shape of a base (R-UNIT-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum BaseShape {
    /// Round: `width_mm` is the diameter.
    Round,
    /// Square: `width_mm` is the side.
    Square,
    /// Rectangular: `width_mm` is the front edge, `depth_mm` the side edge.
    Rect,
}

/// A model's base (peana).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Base {
    pub shape: BaseShape,
    pub width_mm: f64,
    /// Only for `rect`; defaults to `width_mm`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth_mm: Option<f64>,
}

/// One model (miniatura) on the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModelPlacement {
    pub id: String,
    /// The unit it belongs to; a lone model is a unit of its own.
    pub unit: String,
    /// 0 or 1.
    pub side: u8,
    pub x: f64,
    pub y: f64,
    pub facing_deg: f64,
    pub base: Base,
    /// The model's volume (volumen), on the same scale as terrain height.
    pub height: f64,
}
