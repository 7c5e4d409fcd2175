//! Troop classes, troop types and the attribute table (book L313-365, L367-381).
//!
//! Plain serde types only (no `crate::` paths): `build.rs` includes this file with `#[path]` to
//! check the bundled faction files at build time.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A troop's class (clase, L313-322): its standing as a soldier. Heroes and colossal creatures
/// rank highest, villagers lowest.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
pub enum Class {
    /// Héroe.
    H,
    /// Criatura Colosal.
    C,
    /// Élite.
    E,
    /// Criatura Mayor.
    M,
    /// Guerrero.
    G,
    /// Criatura Inferior.
    I,
    /// Komuso.
    K,
    /// Onmyouji.
    O,
    /// Aldeano.
    A,
}

impl Class {
    /// Every class, highest rank first.
    pub const ALL: [Class; 9] = [
        Class::H,
        Class::C,
        Class::E,
        Class::M,
        Class::G,
        Class::I,
        Class::K,
        Class::O,
        Class::A,
    ];

    /// Rank in the book's order (L316-321): 1 is highest (H, C), 6 lowest (A).
    pub fn rank(self) -> u8 {
        match self {
            Class::H | Class::C => 1,
            Class::E | Class::M => 2,
            Class::G | Class::I => 3,
            Class::K => 4,
            Class::O => 5,
            Class::A => 6,
        }
    }

    /// Whether this class is of equal or higher rank than `other` (L413: a unit leader's class
    /// must be "igual o superior" to the unit's).
    pub fn at_least(self, other: Class) -> bool {
        self.rank() <= other.rank()
    }

    /// The class's default attributes: the class table at L342-353.
    ///
    /// The table is garbled in the text (R-ARMY-4); it reads H 10/15 MOV, AT 4/3, INI 3, HO 5, HR
    /// 3; E 10/15, 3/3, 2, 4, 2; G 10/15, 2/2, 1, 3, 1; A 10/15, 0/0, 0, 2, 1; C 15/20, 6/5, 4, 5,
    /// 4; M 10/15, 5/4, 2, 4, 3; I 10/15, 3/3, 1, 3, 2. The book gives no row for Komuso and
    /// Onmyouji: this project gives them K 10/15, 2/1, 2, 5, 2 (disciplined monks, steady Honor)
    /// and O 10/15, 1/2, 2, 4, 2 (sorcerers who fight at a distance), between Elite and Warrior.
    pub fn default_attributes(self) -> Attributes {
        let (mov_foot_cm, mov_mounted_cm, attack_melee, attack_ranged, initiative, honor, hr) =
            match self {
                Class::H => (10, 15, 4, 3, 3, 5, 3),
                Class::E => (10, 15, 3, 3, 2, 4, 2),
                Class::G => (10, 15, 2, 2, 1, 3, 1),
                Class::A => (10, 15, 0, 0, 0, 2, 1),
                Class::C => (15, 20, 6, 5, 4, 5, 4),
                Class::M => (10, 15, 5, 4, 2, 4, 3),
                Class::I => (10, 15, 3, 3, 1, 3, 2),
                Class::K => (10, 15, 2, 1, 2, 5, 2),
                Class::O => (10, 15, 1, 2, 2, 4, 2),
            };
        Attributes {
            mov_foot_cm,
            mov_mounted_cm,
            attack_melee,
            attack_ranged,
            initiative,
            honor,
            hr,
        }
    }
}

/// A troop's type (tipo de tropa, L367-381): how it behaves in battle.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum TroopType {
    /// Infantería: foot troops in closed formation.
    Infantry,
    /// Montadas: troops on horse or another mount.
    Mounted,
    /// Hostigadores: open formation, no charge bonus.
    Skirmisher,
    /// Tropas de apoyo: musicians, standard bearers; they go inside units (L379).
    Support,
    /// Tropas espirituales: Onmyouji and Komuso (L381), only with the advanced rules.
    Spiritual,
    /// Criaturas mitológicas: oni, mizuchi, demons.
    Creature,
}

impl TroopType {
    /// Every troop type, in the book's order.
    pub const ALL: [TroopType; 6] = [
        TroopType::Infantry,
        TroopType::Mounted,
        TroopType::Skirmisher,
        TroopType::Support,
        TroopType::Spiritual,
        TroopType::Creature,
    ];

    /// The name as written in files (`infantry`).
    pub fn key(self) -> &'static str {
        match self {
            TroopType::Infantry => "infantry",
            TroopType::Mounted => "mounted",
            TroopType::Skirmisher => "skirmisher",
            TroopType::Support => "support",
            TroopType::Spiritual => "spiritual",
            TroopType::Creature => "creature",
        }
    }
}

/// A troop's attributes (atributos, L342-365).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Attributes {
    /// Movement on foot, centimetres (MOV, first value).
    pub mov_foot_cm: u32,
    /// Movement mounted, centimetres (MOV, second value).
    pub mov_mounted_cm: u32,
    /// Melee attack dice (AT, first value).
    pub attack_melee: u32,
    /// Shooting attack dice (AT, second value).
    pub attack_ranged: u32,
    /// Initiative (INI), added to order rolls.
    pub initiative: u32,
    /// Honor (HO), or Presence (PR) for creatures.
    pub honor: u32,
    /// Wounds a model takes before it falls (HR).
    pub hr: u32,
}

/// Overrides of a profile's class defaults; absent fields keep the class value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AttributeOverrides {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mov_foot_cm: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mov_mounted_cm: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attack_melee: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attack_ranged: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initiative: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub honor: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hr: Option<u32>,
}

impl AttributeOverrides {
    /// Whether no attribute is overridden (for `skip_serializing_if`).
    pub fn is_empty(&self) -> bool {
        *self == AttributeOverrides::default()
    }

    /// The class defaults with these overrides applied.
    pub fn apply(&self, base: Attributes) -> Attributes {
        Attributes {
            mov_foot_cm: self.mov_foot_cm.unwrap_or(base.mov_foot_cm),
            mov_mounted_cm: self.mov_mounted_cm.unwrap_or(base.mov_mounted_cm),
            attack_melee: self.attack_melee.unwrap_or(base.attack_melee),
            attack_ranged: self.attack_ranged.unwrap_or(base.attack_ranged),
            initiative: self.initiative.unwrap_or(base.initiative),
            honor: self.honor.unwrap_or(base.honor),
            hr: self.hr.unwrap_or(base.hr),
        }
    }
}
