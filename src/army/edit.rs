//! Editing an army list, as the window's list builder does: add and remove units, set the
//! models, the unit leader, support troops and the general. Not UI code.
//!
//! An edit is refused only when it names something that does not exist (a profile the faction
//! lacks, a unit the list lacks). Edits that leave the list illegal (2 models, a general who is
//! not a Hero) are allowed: [`super::validate()`] reports them, live, as the player builds.

use super::faction::{ARMY_SCHEMA_VERSION, Faction, Profile};
use super::list::{ArmyList, Mode, Unit};

/// Why an edit was refused: a value worded by the catalogues (`army.ftl`, `army-edit-*`);
/// `Display` is English.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EditError {
    UnknownProfile {
        faction: String,
        profile: String,
    },
    UnknownUnit(String),
    /// The profile's name; L405.
    NotALeader(String),
    /// The profile's name; L377.
    NotSupport(String),
    /// L1118, R-ARMY-1.
    BadCommanderLevel(u8),
    NoSuchSupport {
        unit: String,
        profile: String,
    },
    /// A raid unit with no models of this other profile (R-RAID-4).
    NoSuchMixed {
        unit: String,
        profile: String,
    },
    /// A unit renamed to nothing.
    EmptyUnitId,
    /// A unit renamed to the id another unit of the list has.
    UnitIdTaken(String),
}

impl EditError {
    /// Why the edit was refused, in `language`.
    pub fn words(&self, language: crate::i18n::Language) -> String {
        crate::i18n::render(language, "army-edit", self)
    }
}

impl std::fmt::Display for EditError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.words(crate::i18n::Language::English))
    }
}

impl std::error::Error for EditError {}

impl ArmyList {
    /// An empty list for `faction` at `battle_size` points, commander level 0.
    pub fn new(faction: &Faction, name: impl Into<String>, battle_size: u32) -> Self {
        ArmyList {
            json_schema: None,
            schema_version: ARMY_SCHEMA_VERSION,
            name: name.into(),
            name_es: None,
            faction: faction.id.clone(),
            battle_size,
            commander_level: 0,
            mode: Mode::Standard,
            advanced_rules: false,
            units: Vec::new(),
            general: None,
        }
    }

    /// The unit with id `id`.
    pub fn unit(&self, id: &str) -> Option<&Unit> {
        self.units.iter().find(|u| u.id == id)
    }

    pub(super) fn unit_mut(&mut self, id: &str) -> Result<&mut Unit, EditError> {
        self.units
            .iter_mut()
            .find(|u| u.id == id)
            .ok_or_else(|| EditError::UnknownUnit(id.to_string()))
    }

    /// Adds a unit of `profile_id` and returns its new id. It starts at the smallest legal size:
    /// one model for unique, legendary and leader profiles (L389), three for others (L387).
    /// The first Hero leader added to a list without a general becomes the general (L1126).
    pub fn add_unit(&mut self, faction: &Faction, profile_id: &str) -> Result<String, EditError> {
        let p = profile(faction, profile_id)?;
        let models = if p.leader || p.availability.is_one_of_a_kind() {
            1
        } else {
            3
        };
        let mut n = self.units.len() + 1;
        let id = loop {
            let candidate = format!("u{n}");
            if self.unit(&candidate).is_none() {
                break candidate;
            }
            n += 1;
        };
        self.units.push(Unit {
            id: id.clone(),
            profile: p.id.clone(),
            models,
            leader: None,
            support: Vec::new(),
            mixed: Vec::new(),
            on_base: None,
        });
        if self.general.is_none() && p.leader && p.class == super::class::Class::H {
            self.general = Some(id.clone());
        }
        Ok(id)
    }

    /// Removes a unit and returns it; if it held the general, the list has no general after.
    pub fn remove_unit(&mut self, id: &str) -> Result<Unit, EditError> {
        let i = self
            .units
            .iter()
            .position(|u| u.id == id)
            .ok_or_else(|| EditError::UnknownUnit(id.to_string()))?;
        if self.general.as_deref() == Some(id) {
            self.general = None;
        }
        Ok(self.units.remove(i))
    }

    /// Sets how many models of its profile a unit has.
    pub fn set_models(&mut self, id: &str, models: u32) -> Result<(), EditError> {
        self.unit_mut(id)?.models = models;
        Ok(())
    }

    /// Puts army leader `leader` at the head of unit `id` (L411), or takes the leader out with
    /// `None`. A leader who led another unit, or stood alone, leaves that place: a unit whose
    /// own profile is that leader is removed, and the general follows the leader.
    pub fn set_leader(
        &mut self,
        faction: &Faction,
        id: &str,
        leader: Option<&str>,
    ) -> Result<(), EditError> {
        self.unit(id)
            .ok_or_else(|| EditError::UnknownUnit(id.to_string()))?;
        let Some(lid) = leader else {
            let was = self.unit_mut(id)?.leader.take();
            if was.is_some() && self.general.as_deref() == Some(id) {
                self.general = None;
            }
            return Ok(());
        };
        let l = profile(faction, lid)?;
        if !l.leader {
            return Err(EditError::NotALeader(l.name.clone()));
        }
        let mut was_general = false;
        for u in self.units.iter_mut().filter(|u| u.id != id) {
            if u.leader.as_deref() == Some(lid) {
                u.leader = None;
                was_general |= self.general.as_deref() == Some(u.id.as_str());
            }
        }
        let alone: Vec<String> = self
            .units
            .iter()
            .filter(|u| u.id != id && u.profile == lid)
            .map(|u| u.id.clone())
            .collect();
        for a in alone {
            was_general |= self.general.as_deref() == Some(a.as_str());
            self.remove_unit(&a)?;
        }
        self.unit_mut(id)?.leader = Some(l.id.clone());
        if was_general {
            self.general = Some(id.to_string());
        }
        Ok(())
    }

    /// Names the unit whose army leader is the general (L428), or nobody with `None`.
    /// Renames unit `id` to `new` (trimmed: "Yari of the river"), the general's mark following
    /// it. Refused when `new` is empty or another unit has it.
    pub fn rename_unit(&mut self, id: &str, new: &str) -> Result<(), EditError> {
        let new = new.trim();
        if new.is_empty() {
            return Err(EditError::EmptyUnitId);
        }
        if new != id && self.unit(new).is_some() {
            return Err(EditError::UnitIdTaken(new.to_string()));
        }
        self.unit_mut(id)?.id = new.to_string();
        if self.general.as_deref() == Some(id) {
            self.general = Some(new.to_string());
        }
        Ok(())
    }

    pub fn set_general(&mut self, id: Option<&str>) -> Result<(), EditError> {
        if let Some(id) = id {
            self.unit(id)
                .ok_or_else(|| EditError::UnknownUnit(id.to_string()))?;
        }
        self.general = id.map(str::to_string);
        Ok(())
    }

    /// Adds a support troop (L377) to unit `id`.
    pub fn add_support(
        &mut self,
        faction: &Faction,
        id: &str,
        support: &str,
    ) -> Result<(), EditError> {
        let s = profile(faction, support)?;
        if s.troop_type != super::class::TroopType::Support {
            return Err(EditError::NotSupport(s.name.clone()));
        }
        let sid = s.id.clone();
        self.unit_mut(id)?.support.push(sid);
        Ok(())
    }

    /// Removes one support troop of profile `support` from unit `id`.
    pub fn remove_support(&mut self, id: &str, support: &str) -> Result<(), EditError> {
        let unit = self.unit_mut(id)?;
        let i = unit
            .support
            .iter()
            .position(|s| s == support)
            .ok_or_else(|| EditError::NoSuchSupport {
                unit: id.to_string(),
                profile: support.to_string(),
            })?;
        unit.support.remove(i);
        Ok(())
    }

    /// Sets the commander level, 0 to 2 (R-ARMY-1).
    pub fn set_commander_level(&mut self, level: u8) -> Result<(), EditError> {
        if level > 2 {
            return Err(EditError::BadCommanderLevel(level));
        }
        self.commander_level = level;
        Ok(())
    }

    /// Sets the battle size in points (200 to 1000 is legal, L1112; validation says so).
    pub fn set_battle_size(&mut self, points: u32) {
        self.battle_size = points;
    }

    /// Turns the advanced rules of hidden powers on or off (spiritual troops, L1138).
    pub fn set_advanced_rules(&mut self, on: bool) {
        self.advanced_rules = on;
    }
}

fn profile<'a>(faction: &'a Faction, id: &str) -> Result<&'a Profile, EditError> {
    faction
        .profiles
        .iter()
        .find(|p| p.id == id)
        .ok_or_else(|| EditError::UnknownProfile {
            faction: faction.id.clone(),
            profile: id.to_string(),
        })
}

impl Faction {
    /// The profile with id `id`.
    pub fn profile(&self, id: &str) -> Option<&Profile> {
        self.profiles.iter().find(|p| p.id == id)
    }

    /// The weapon with id `id`.
    pub fn weapon(&self, id: &str) -> Option<&super::faction::Weapon> {
        self.weapons.iter().find(|w| w.id == id)
    }

    /// The armour with id `id`.
    pub fn armour(&self, id: &str) -> Option<&super::faction::Armour> {
        self.armours.iter().find(|w| w.id == id)
    }

    /// The trait with id `id`.
    pub fn trait_(&self, id: &str) -> Option<&super::faction::Trait> {
        self.traits.iter().find(|w| w.id == id)
    }

    /// The ability with id `id`.
    pub fn ability(&self, id: &str) -> Option<&super::faction::Ability> {
        self.abilities.iter().find(|w| w.id == id)
    }

    /// The army leaders that may lead units (for the builder's leader picker).
    pub fn leaders(&self) -> impl Iterator<Item = &Profile> {
        self.profiles.iter().filter(|p| p.leader)
    }
}

impl Profile {
    /// The profile's attributes: its class defaults (L342-353) with its overrides.
    pub fn effective_attributes(&self) -> super::class::Attributes {
        self.attributes.apply(self.class.default_attributes())
    }
}
