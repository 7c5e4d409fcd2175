//! The faction file (`armies/*.json`): troop profiles (perfiles, L309-340), the faction's
//! catalogue of weapons, armour, traits and abilities, per-type point caps by battle size
//! (L1132, R-ARMY-3) and the commander orders the faction may use (L199).
//!
//! Plain serde types only (no `crate::` paths): `build.rs` includes this file with `#[path]` to
//! check the bundled factions at build time. Checks that need more than the format (references
//! between ids, duplicate ids) live in `army::load`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::class::{AttributeOverrides, Class, TroopType};
use super::effect::Effect;

/// Version of the faction and list file formats this build reads and writes.
pub const ARMY_SCHEMA_VERSION: u32 = 1;

/// A whole faction file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Faction {
    /// The JSON Schema this file follows (`../assets/faction.schema.json`), for editors.
    #[serde(rename = "$schema", default, skip_serializing_if = "Option::is_none")]
    pub json_schema: Option<String>,
    pub schema_version: u32,
    /// Short stable id (`akagane`); lists name their faction by it.
    pub id: String,
    pub name: String,
    /// The name in Spanish, when it differs from `name` (the window shows it in Spanish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    /// True for the project's original sample factions (not the publisher's profiles).
    #[serde(default)]
    pub sample: bool,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Commander orders (órdenes de comandante, L51-55, L199) this faction may use, by id: an
    /// original order's (`banzai`, `forced_march`, `steady_ranks`, `hidden_path`, `volley`,
    /// `ancestors_watch`) or one of the faction's own `order_cards`.
    #[serde(default)]
    pub commander_orders: Vec<String>,
    /// The faction's own commander order cards, as printed (L1001-1009).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub order_cards: Vec<OrderCard>,
    /// Point caps per troop type, by battle size (L1132, R-ARMY-3).
    #[serde(default)]
    pub point_caps: Vec<PointCapBracket>,
    #[serde(default)]
    pub weapons: Vec<Weapon>,
    #[serde(default)]
    pub armours: Vec<Armour>,
    #[serde(default)]
    pub traits: Vec<Trait>,
    #[serde(default)]
    pub abilities: Vec<Ability>,
    pub profiles: Vec<Profile>,
}

/// A commander order card of the faction's own (L1001-1009), beyond the six original orders:
/// its name, cost and text as the printed card has them, in English and, when the file gives
/// them, in Spanish. The players play its text; the battle tracks its cost (L1006).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OrderCard {
    /// The id `commander_orders` names it by.
    pub id: String,
    pub name: String,
    /// The name in Spanish, when it differs from `name` (the window shows it in Spanish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    /// Command cards (any value) discarded to use it (L1006).
    pub cost: u32,
    /// Whether the cost is `cost + X`, X more cards chosen by the player (L1008).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub plus_x: bool,
    /// What the order does and when, as the card says.
    pub text: String,
    /// The text in Spanish (the window shows it in Spanish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_es: Option<String>,
}

/// The caps for battles up to `up_to_battle_size` points (and above the previous bracket).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PointCapBracket {
    pub up_to_battle_size: u32,
    /// Most points of non-leader troops of each type; a type not named has no cap.
    pub max_points: Vec<PointCap>,
}

/// The most points a list may spend on troops of one type (army leaders do not count, L1128).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PointCap {
    pub troop_type: TroopType,
    pub points: u32,
}

/// A melee weapon type 0-10 (tipo de arma, L1079-1090).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct WeaponType(u8);

impl JsonSchema for WeaponType {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "WeaponType".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A melee weapon type 0-10 (tipo de arma, L1079-1090).",
            "type": "integer",
            "minimum": 0,
            "maximum": 10
        })
    }
}

impl WeaponType {
    /// The type's number, 0-10.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The line of the book's classification it is on (L1080-1090).
    pub fn book_line(self) -> u32 {
        1080 + self.0 as u32
    }
}

impl TryFrom<u8> for WeaponType {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, String> {
        if n <= 10 {
            Ok(WeaponType(n))
        } else {
            Err(format!(
                "weapon type {n} does not exist: the book's types are 0 to 10 (L1079-1090)"
            ))
        }
    }
}

impl From<WeaponType> for u8 {
    fn from(t: WeaponType) -> u8 {
        t.0
    }
}

/// A ranged weapon's reach band (L1094-1098).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum RangedReach {
    /// Corto alcance: up to 20 cm (L1096).
    Short,
    /// Medio alcance: up to 40 cm (L1097).
    Medium,
    /// Largo alcance: up to 60 cm (L1098).
    Long,
}

impl RangedReach {
    /// The longest distance it shoots, in centimetres.
    pub fn max_cm(self) -> u32 {
        match self {
            RangedReach::Short => 20,
            RangedReach::Medium => 40,
            RangedReach::Long => 60,
        }
    }

    /// The book line of the band.
    pub fn book_line(self) -> u32 {
        match self {
            RangedReach::Short => 1096,
            RangedReach::Medium => 1097,
            RangedReach::Long => 1098,
        }
    }
}

/// A weapon in the faction's catalogue: a melee weapon with its type, or a ranged weapon with
/// its reach (or both, for a weapon used both ways).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    pub id: String,
    pub name: String,
    /// The name in Spanish, when it differs from `name` (the window shows it in Spanish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    /// Melee weapon type 0-10 (L1079-1090).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub melee_type: Option<WeaponType>,
    /// Ranged reach band (L1094-1098).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranged: Option<RangedReach>,
    /// The weapon's modifiers. Melee weapons only work while attacked solely by the front
    /// (L1077): that condition is added to every effect unless `any_side` is true.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Effect>,
    /// The weapon's description says it works whatever side it is attacked from (L1077).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub any_side: bool,
    /// Firing it leaves the unit an unloaded-weapons marker (armas descargadas, L772), as
    /// firearms do, until it reloads (L582).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unloads: bool,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
}

/// Armour (armadura): sets the difficulty to wound the troop (R-WOUND-2; 4 without armour).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Armour {
    pub id: String,
    pub name: String,
    /// The name in Spanish, when it differs from `name` (the window shows it in Spanish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    pub difficulty_to_wound: u8,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Effect>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
}

/// A trait (trato, L332, L1059-1063): samurai, ashigaru, ninja, monk, undead... always active.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Trait {
    pub id: String,
    pub name: String,
    /// The name in Spanish, when it differs from `name` (the window shows it in Spanish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Effect>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
}

/// Whether an ability is permanent or needs ki (L326, L1041-1057).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum AbilityKind {
    /// Permanente (HP): always active.
    Permanent,
    /// De ki: only while ki is active (a 6+ order roll, L1049-1051); the troop picks one.
    Ki,
}

/// An ability (habilidad) in the faction's catalogue.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    pub id: String,
    pub name: String,
    /// The name in Spanish, when it differs from `name` (the window shows it in Spanish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    pub kind: AbilityKind,
    /// The modifiers. Ki abilities get the `ki_active` condition on every effect.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Effect>,
    /// What it does, for the player (including anything the effects cannot express).
    pub description: String,
}

/// How many of a profile an army may hold (disponibilidad, L336).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Availability {
    /// Any number, in units of 3 or more (L387).
    #[default]
    Common,
    /// Única: one model at most; may stand alone (L389).
    Unique,
    /// Legendaria: one model at most, as unique.
    Legendary,
}

impl Availability {
    /// Whether this is the default, common availability (for `skip_serializing_if`).
    pub fn is_common(&self) -> bool {
        *self == Availability::Common
    }

    /// Whether at most one model of the profile may be in an army (L336).
    pub fn is_one_of_a_kind(self) -> bool {
        !matches!(self, Availability::Common)
    }
}

/// Shape of a base (R-UNIT-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum BaseShape {
    /// `width_mm` is the diameter.
    Round,
    /// `width_mm` is the side.
    Square,
    /// `width_mm` is the front edge, `depth_mm` the side edge.
    Rect,
}

/// A model's base (peana), in millimetres (R-UNIT-1: 25 mm at least).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BaseSize {
    pub shape: BaseShape,
    pub width_mm: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth_mm: Option<u32>,
}

/// A troop profile (perfil de una tropa, L309-340).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Profile {
    /// Stable id within the faction (`samurai_bushi`); lists name profiles by it.
    pub id: String,
    pub name: String,
    /// The name in Spanish, when it differs from `name` (the window shows it in Spanish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    pub class: Class,
    pub troop_type: TroopType,
    /// Overrides of the class's default attributes (L342-353).
    #[serde(default, skip_serializing_if = "AttributeOverrides::is_empty")]
    pub attributes: AttributeOverrides,
    /// Weapon ids from the faction's `weapons`.
    #[serde(default)]
    pub weapons: Vec<String>,
    /// Armour id from the faction's `armours`; none means difficulty to wound 4 (R-WOUND-2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub armour: Option<String>,
    /// Trait ids from the faction's `traits`.
    #[serde(default)]
    pub traits: Vec<String>,
    /// Ability ids from the faction's `abilities`.
    #[serde(default)]
    pub abilities: Vec<String>,
    /// Rango: an army leader (líder, L334, L405-407); leaders are always unique.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub leader: bool,
    #[serde(default, skip_serializing_if = "Availability::is_common")]
    pub availability: Availability,
    /// Points per model (coste, L338).
    pub cost: u32,
    /// Volumen (L340): how tall the model stands, on the scale of terrain heights.
    pub volume: u32,
    pub base: BaseSize,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
}
