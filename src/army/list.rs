//! The army list file (`armies/lists/*.json`): faction, battle size, commander level, units and
//! the general (L1104-1145, R-ARMY-1..3), and the game mode it is built for (the extra game
//! modes page the book sends players to, L1142-1144: R-RAID-1..5, R-TW-1..3).
//!
//! Plain serde types only (no `crate::` paths): `build.rs` includes this file with `#[path]` to
//! check the bundled lists at build time. Legality is `army::validate`'s business.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A whole army list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ArmyList {
    /// The JSON Schema this file follows (`../../assets/army-list.schema.json`), for editors.
    #[serde(rename = "$schema", default, skip_serializing_if = "Option::is_none")]
    pub json_schema: Option<String>,
    pub schema_version: u32,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// The list's name in Spanish (a battle's window in Spanish names the side by it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    /// The faction's id (`akagane`), as in its faction file.
    pub faction: String,
    /// Points of the battle, 200 to 1000 (L1112); the list may not spend more (L1114).
    pub battle_size: u32,
    /// Commander level 0, 1 or 2, costing 0, 10 or 20 points (L1118-1122, R-ARMY-1).
    #[serde(default)]
    pub commander_level: u8,
    /// The game mode: the standard battle (absent), a raid or total war (R-RAID-1, R-TW-1).
    #[serde(default, skip_serializing_if = "Mode::is_standard")]
    pub mode: Mode,
    /// Playing with the advanced rules of hidden powers, which allow spiritual troops (L1138).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub advanced_rules: bool,
    pub units: Vec<Unit>,
    /// Id of the unit whose army leader is the general (L426-428): a leader standing alone, or
    /// the unit leader of that unit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub general: Option<String>,
}

/// One unit of the list: models of one profile (L385), perhaps led by an army leader (L411).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Unit {
    /// Id of the unit within the list (`u1`, `spears`).
    pub id: String,
    /// The profile of the unit's models.
    pub profile: String,
    /// How many models of that profile (the unit leader not included).
    pub models: u32,
    /// Profile id of the army leader who leads this unit from within (líder de unidad, L411).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<String>,
    /// Support troops (tropas de apoyo, L377) inside the unit: one model per profile id.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub support: Vec<String>,
    /// Raid only: models of other profiles beside `profile`'s in the same unit (R-RAID-4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mixed: Vec<MixedModels>,
    /// Total war only: how many models stand on the unit's 12 x 6 cm movement base, which give
    /// the unit size `models` stands for (2: 5, 3-4: 10, 5: 15; R-TW-1, R-TW-2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on_base: Option<u32>,
}

/// The game a list is built for: the book's battle or one of the extra game modes (L1142-1144).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// The battle of the book, 200 to 1000 points (L1112).
    #[default]
    Standard,
    /// A raid: 150 points, units of 3 models and their unit leader, all skirmishers, +1 Wounds
    /// (R-RAID-1..5).
    Raid,
    /// Total war: each unit on one movement base whose models give the unit size (R-TW-1..3).
    TotalWar,
}

impl Mode {
    /// Whether this is the standard battle (for `skip_serializing_if`).
    pub fn is_standard(&self) -> bool {
        *self == Mode::Standard
    }
}

/// Models of one more profile in a mixed raid unit (R-RAID-4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MixedModels {
    /// The profile of these models.
    pub profile: String,
    /// How many models of it.
    pub models: u32,
}
