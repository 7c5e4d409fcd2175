//! Editing what the extra game modes add to a list (L1142-1144), as the list builder does: the
//! list's mode, the models on a total war unit's movement base (R-TW-2), and the models of other
//! profiles in a raid unit (R-RAID-4). Not UI code; like every list edit, it is refused only when
//! it names something that does not exist, and [`super::validate()`] says what is not legal.

use super::edit::EditError;
use super::faction::Faction;
use super::list::{ArmyList, MixedModels, Mode};
use super::mode::{RAID_POINTS, stands_for};

/// The battle size a list takes when it leaves a raid for a battle of the book (L1112).
const STANDARD_POINTS: u32 = 400;

/// The battle size a list takes when it leaves a raid for total war: the page's usual size of a
/// large battle (R-TW-1).
const TOTAL_WAR_POINTS: u32 = 800;

/// The models on a movement base that stand for a unit of `models`, when it is one of the
/// page's sizes (R-TW-2): the fewest that do.
pub fn base_for(models: u32) -> Option<u32> {
    (2..=5).find(|&on| stands_for(on) == Some(models))
}

impl ArmyList {
    /// Builds the list for `mode`. A raid takes the raid's 150 points (R-RAID-1); leaving a raid
    /// takes the book's 400 points, or 800 for total war. Only a raid mixes profiles and only
    /// total war has movement bases, so what the other mode added goes; a unit going into total
    /// war gets the base that stands for its models, when they are one of the page's sizes.
    pub fn set_mode(&mut self, mode: Mode) {
        if mode == self.mode {
            return;
        }
        if mode == Mode::Raid {
            self.battle_size = RAID_POINTS;
        } else if self.mode == Mode::Raid {
            self.battle_size = if mode == Mode::TotalWar {
                TOTAL_WAR_POINTS
            } else {
                STANDARD_POINTS
            };
        }
        for unit in &mut self.units {
            if mode != Mode::Raid {
                unit.mixed.clear();
            }
            unit.on_base = match mode {
                Mode::TotalWar if unit.models > 1 => base_for(unit.models),
                _ => None,
            };
        }
        self.mode = mode;
    }

    /// Puts `on_base` models on unit `id`'s movement base, the unit then being the size they
    /// stand for (R-TW-2); a count that stands for no unit is kept, for the list check to say so.
    pub fn set_on_base(&mut self, id: &str, on_base: u32) -> Result<(), EditError> {
        let unit = self.unit_mut(id)?;
        unit.on_base = Some(on_base);
        if let Some(size) = stands_for(on_base) {
            unit.models = size;
        }
        Ok(())
    }

    /// Adds one model of `profile` to raid unit `id`, beside its own profile's (R-RAID-4).
    pub fn add_mixed(
        &mut self,
        faction: &Faction,
        id: &str,
        profile: &str,
    ) -> Result<(), EditError> {
        let p = faction
            .profile(profile)
            .ok_or_else(|| EditError::UnknownProfile {
                faction: faction.id.clone(),
                profile: profile.to_string(),
            })?;
        let pid = p.id.clone();
        let unit = self.unit_mut(id)?;
        match unit.mixed.iter_mut().find(|m| m.profile == pid) {
            Some(m) => m.models += 1,
            None => unit.mixed.push(MixedModels {
                profile: pid,
                models: 1,
            }),
        }
        Ok(())
    }

    /// Takes one model of `profile` out of raid unit `id`; the profile goes with its last model.
    pub fn remove_mixed(&mut self, id: &str, profile: &str) -> Result<(), EditError> {
        let unit = self.unit_mut(id)?;
        let Some(i) = unit.mixed.iter().position(|m| m.profile == profile) else {
            return Err(EditError::NoSuchMixed {
                unit: id.to_string(),
                profile: profile.to_string(),
            });
        };
        unit.mixed[i].models -= 1;
        if unit.mixed[i].models == 0 {
            unit.mixed.remove(i);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army::load::load_faction;
    use crate::army::validate;
    use crate::army::validate::ProblemCode;
    use std::path::Path;

    fn akagane() -> Faction {
        load_faction(Path::new("armies/akagane.json")).unwrap()
    }

    fn list_of(faction: &Faction, mode: Mode) -> ArmyList {
        let mut list = ArmyList::new(faction, "test", 400);
        list.set_mode(mode);
        list
    }

    #[test]
    fn p_raid_a_list_made_a_raid_takes_150_points_and_leaving_it_takes_the_books_400() {
        let f = akagane();
        let mut list = list_of(&f, Mode::Raid);
        assert_eq!((list.mode, list.battle_size), (Mode::Raid, 150));
        list.set_mode(Mode::Standard);
        assert_eq!((list.mode, list.battle_size), (Mode::Standard, 400));
        list.set_mode(Mode::Raid);
        list.set_mode(Mode::TotalWar);
        assert_eq!(list.battle_size, 800);
    }

    #[test]
    fn r_tw_2_a_unit_going_into_total_war_gets_the_base_of_its_size_and_a_base_sets_the_size() {
        let f = akagane();
        let mut list = ArmyList::new(&f, "test", 800);
        let profile = f.profiles.iter().find(|p| !p.leader).unwrap().id.clone();
        let id = list.add_unit(&f, &profile).unwrap();
        list.set_models(&id, 10).unwrap();
        list.set_mode(Mode::TotalWar);
        assert_eq!(list.unit(&id).unwrap().on_base, Some(3));
        list.set_on_base(&id, 5).unwrap();
        assert_eq!(list.unit(&id).unwrap().models, 15);
        list.set_on_base(&id, 2).unwrap();
        assert_eq!(list.unit(&id).unwrap().models, 5);
        list.set_mode(Mode::Standard);
        assert_eq!(list.unit(&id).unwrap().on_base, None);
        assert_eq!(base_for(8), None);
    }

    #[test]
    fn r_raid_4_models_of_another_profile_join_a_raid_unit_one_at_a_time_and_leave_with_the_last() {
        let f = akagane();
        let mut list = list_of(&f, Mode::Raid);
        let mut troops = f.profiles.iter().filter(|p| !p.leader);
        let (a, b) = (
            troops.next().unwrap().id.clone(),
            troops.next().unwrap().id.clone(),
        );
        let id = list.add_unit(&f, &a).unwrap();
        list.set_models(&id, 2).unwrap();
        list.add_mixed(&f, &id, &b).unwrap();
        list.add_mixed(&f, &id, &b).unwrap();
        assert_eq!(list.unit(&id).unwrap().mixed[0].models, 2);
        list.remove_mixed(&id, &b).unwrap();
        list.remove_mixed(&id, &b).unwrap();
        assert!(list.unit(&id).unwrap().mixed.is_empty());
        assert_eq!(
            list.remove_mixed(&id, &b),
            Err(EditError::NoSuchMixed {
                unit: id.clone(),
                profile: b.clone()
            })
        );
        list.add_mixed(&f, &id, &b).unwrap();
        list.set_mode(Mode::Standard);
        assert!(list.unit(&id).unwrap().mixed.is_empty());
        // The check takes a raid's mixed unit, and refuses one outside a raid.
        list.set_mode(Mode::Raid);
        list.add_mixed(&f, &id, &b).unwrap();
        let mixed_refused = |list: &ArmyList| {
            validate(list, &f)
                .problems
                .iter()
                .any(|p| p.code == ProblemCode::MixedOutsideRaid)
        };
        assert!(!mixed_refused(&list));
        let mut standard = list.clone();
        standard.mode = Mode::Standard;
        assert!(mixed_refused(&standard));
    }
}
