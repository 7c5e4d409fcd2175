//! Units in a battle: the numbers the engine needs from a troop profile, and each unit's
//! running state (models left, carried wounds, the leader's wounds, every marker).

use serde::{Deserialize, Serialize};

use crate::battle::model::side::Side;
use crate::table::model::Base;

/// The numbers of a troop profile the battle uses (book L309-366).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TroopProfile {
    pub name: String,
    /// Its name in Spanish, when the faction file gives one (`name_es`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    /// MOV in cm (foot or mounted value already chosen).
    pub mov_cm: f64,
    /// AT in melee.
    pub attack: u32,
    /// AT when shooting.
    pub ranged_attack: u32,
    /// INI.
    pub initiative: i32,
    /// HO (or PR for creatures).
    pub honor: i32,
    /// HR: wounds per casualty.
    pub wounds: u32,
    /// Difficulty to wound this troop (R-WOUND-2).
    #[serde(default = "default_to_wound")]
    pub to_wound: u32,
    #[serde(default)]
    pub mounted: bool,
    /// Hostigadores: open formation (R-FORM-1), may flee while used (L886).
    #[serde(default)]
    pub skirmisher: bool,
    /// Range of its shooting weapon in cm (20, 40 or 60, L1094-1098); none without one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range_cm: Option<f64>,
    /// Whether shooting leaves an unloaded-weapons marker (firearms, L772).
    #[serde(default)]
    pub unloads: bool,
    pub base: Base,
    /// Volumen.
    pub height: f64,
    /// The faction profile it comes from, for its weapon, armour and ability modifiers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub army_profile: Option<String>,
    /// A mythological creature (class C, M or I), for modifiers against creatures.
    #[serde(default)]
    pub creature: bool,
}

impl TroopProfile {
    /// Its shooting attack, 0 without a ranged weapon (no `range_cm`): such a troop neither
    /// shoots nor takes the -1 of a unit with ranged weapons receiving a charge (L679).
    pub fn shooting_attack(&self) -> u32 {
        if self.range_cm.is_some() {
            self.ranged_attack
        } else {
            0
        }
    }

    /// Its name in `language`: the Spanish one in Spanish when there is one, else `name`.
    pub fn name_in(&self, language: crate::i18n::Language) -> &str {
        crate::i18n::in_language(language, &self.name, self.name_es.as_deref())
    }

    /// The plainest troop: on foot, no shooting weapon, MOV 10 cm, to wound 4 (R-WOUND-2), on a
    /// 25 mm round base (the smallest, L36) of volume 1; for sides written by hand.
    pub fn foot(name: &str, attack: u32, initiative: i32, honor: i32, wounds: u32) -> Self {
        TroopProfile {
            name: name.into(),
            name_es: None,
            mov_cm: 10.0,
            attack,
            ranged_attack: 0,
            initiative,
            honor,
            wounds,
            to_wound: 4,
            mounted: false,
            skirmisher: false,
            range_cm: None,
            unloads: false,
            base: Base {
                shape: crate::table::model::BaseShape::Round,
                width_mm: 25.0,
                depth_mm: None,
            },
            height: 1.0,
            army_profile: None,
            creature: false,
        }
    }
}

fn default_to_wound() -> u32 {
    4
}

/// A unit as it enters the battle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitSpec {
    pub id: String,
    pub profile: TroopProfile,
    /// The unit's models, not counting the leader: of `profile`, save the last ones when the
    /// unit is a mixed raid unit (R-RAID-4), which are of the profiles in `mixed`.
    pub models: u32,
    /// A mixed raid unit's models of other profiles than `profile`, in the list's order; they
    /// are the unit's last models (R-RAID-4). Empty for a unit of one profile.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mixed: Vec<MixedModels>,
    /// The unit leader (L411), or the army leader when `models` is 0 (a lone leader).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<TroopProfile>,
    /// Whether the leader is the army's general (L428).
    #[serde(default)]
    pub general: bool,
    /// Total war (R-TW-4): the unit's models stand on one movement base, its only model on
    /// the table, and `models` is the unit size the base stands for; its unit leader stands on
    /// the base too, with no model of his own.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub movement_base: bool,
}

/// Models of one more profile in a mixed raid unit (R-RAID-4), as the battle fields them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MixedModels {
    pub profile: TroopProfile,
    /// How many of the unit's models are of this profile at the start.
    pub models: u32,
}

/// Markers on a unit (book L30; R-WOUND-3, L238, L297-299, L772, L803, L971).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Markers {
    /// Unidad usada.
    pub used: bool,
    /// Unidad aturdida (count; two make a wound, R-WOUND-3).
    pub stunned: u32,
    /// Unidad herida: carried wounds (R-CAS-1).
    pub wounded: u32,
    /// Unidad en retirada.
    pub retreating: bool,
    /// Unidad parapetada.
    pub parapet: bool,
    /// Armas descargadas (count).
    pub unloaded: u32,
    /// Unidad deshonrada (a leader who refused a duel, L803): -1 Honor and Initiative.
    pub dishonoured: bool,
    /// Ki active for the rest of the turn (L285, L1051).
    pub ki_active: bool,
    /// Lost a model this turn (the -1D6 rows of L673 and L755).
    pub casualty_this_turn: bool,
    /// Commander order effects carried until spent (L1004, R-DECK-2).
    #[serde(
        default,
        skip_serializing_if = "crate::battle::model::deck::OrderMarkers::is_empty"
    )]
    pub orders: crate::battle::model::deck::OrderMarkers,
    /// The ki ability chosen this turn when the troop has several (L1055).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ki_ability: Option<String>,
}

/// A unit during the battle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitState {
    pub id: String,
    pub side: Side,
    pub profile: TroopProfile,
    /// Models of the profile still in play (not counting the leader).
    pub models: u32,
    /// Models it started the battle with, leader included (shown to players).
    pub models_at_start: u32,
    /// Models of the profile it started with, leader not counted (R-RES-2, R-RES-4, L959).
    pub profile_models_at_start: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<TroopProfile>,
    /// A mixed raid unit's models of other profiles, as its [`UnitSpec`] fielded them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mixed: Vec<MixedModels>,
    /// Wounds on the leader (L913: they accumulate all battle).
    pub leader_wounds: u32,
    pub general: bool,
    pub markers: Markers,
    /// Removed from the table (wiped out, or failed its retreat test).
    pub removed: bool,
    /// A lone leader's unit whose leader joined this unit (L537, `battle::leaders::join`): out of
    /// play, not destroyed; his model is that unit's leader until he leaves it again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub joined: Option<String>,
    /// Total war (R-TW-4): one movement base on the table stands for `models`, the unit's size
    /// (a marker beside the base keeps it), and its unit leader stands on it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub movement_base: bool,
}

/// The id of total war unit `unit`'s movement base, its one model on the table (R-TW-4).
pub fn movement_base_model(unit: &str) -> String {
    format!("{unit}.base")
}

impl UnitState {
    pub fn from_spec(spec: &UnitSpec, side: Side) -> Self {
        UnitState {
            id: spec.id.clone(),
            side,
            profile: spec.profile.clone(),
            models: spec.models,
            models_at_start: spec.models + u32::from(spec.leader.is_some()),
            profile_models_at_start: spec.models,
            leader: spec.leader.clone(),
            mixed: spec.mixed.clone(),
            leader_wounds: 0,
            general: spec.general,
            markers: Markers::default(),
            removed: false,
            joined: None,
            movement_base: spec.movement_base,
        }
    }

    /// Models in play, leader included. A total war unit whose size is down to 0 has none: its
    /// movement base goes, and the unit leader standing on it with it (R-TW-5).
    pub fn models_in_play(&self) -> u32 {
        if self.movement_base && self.models == 0 {
            return 0;
        }
        self.models + u32::from(self.leader.is_some())
    }

    /// A lone model (a leader alone, or one model left): wounds go straight to it (L905).
    pub fn is_lone(&self) -> bool {
        self.models_in_play() == 1
    }

    /// Whether the unit is a leader alone (a unit of one leader, L409).
    pub fn is_lone_leader(&self) -> bool {
        self.models == 0 && self.leader.is_some()
    }

    /// INI used by the unit: the leader's when there is one (L422), minus the general's death
    /// and a dishonoured leader (L438, L803).
    pub fn initiative(&self, general_dead: bool) -> i32 {
        let base = self
            .leader
            .as_ref()
            .map_or(self.profile.initiative, |l| l.initiative);
        base - i32::from(general_dead) - i32::from(self.markers.dishonoured)
    }

    /// Honor used by the unit, same modifiers as [`Self::initiative`].
    pub fn honor(&self, general_dead: bool) -> i32 {
        let base = self.leader.as_ref().map_or(self.profile.honor, |l| l.honor);
        base - i32::from(general_dead) - i32::from(self.markers.dishonoured)
    }

    /// The profile whose numbers a lone leader fights with (the leader's), else the unit's.
    pub fn acting_profile(&self) -> &TroopProfile {
        if self.is_lone_leader() {
            self.leader.as_ref().unwrap_or(&self.profile)
        } else {
            &self.profile
        }
    }

    /// Whether the unit is a mixed raid unit, of models of several profiles (R-RAID-4).
    pub fn is_mixed(&self) -> bool {
        !self.mixed.is_empty()
    }

    /// The profile of the unit's model numbered `n` (its id `unit.n`, from 1): `profile`'s
    /// for the first ones, then each profile of `mixed` in turn for the last ones (R-RAID-4).
    pub fn profile_of_model(&self, n: u32) -> &TroopProfile {
        let start_models = self.profile_models_at_start;
        let others: u32 = self.mixed.iter().map(|m| m.models).sum();
        let mut first_other = start_models.saturating_sub(others) + 1;
        for m in &self.mixed {
            if n >= first_other && n < first_other + m.models {
                return &m.profile;
            }
            first_other += m.models;
        }
        &self.profile
    }

    /// Whether the unit has a ranged weapon: its profile, or one profile of a mixed raid unit
    /// (R-RAID-6).
    pub fn can_shoot(&self) -> bool {
        self.acting_profile().range_cm.is_some()
            || (!self.is_lone_leader() && self.mixed.iter().any(|m| m.profile.range_cm.is_some()))
    }
}
