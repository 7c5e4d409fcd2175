//! What the extra game modes (the page the book sends players to, L1142-1144) change in a
//! troop and a unit, as plain values the list checks, the roster and the battle share:
//! - a raid (R-RAID-1..5): 150 points, units of 3 models and their unit leader, each unit a
//!   skirmisher unit, profiles mixed in a unit, every troop with +1 Wounds;
//! - total war (R-TW-1..3): each unit on one movement base, whose models give the unit size.
//!
//! The standard battle changes nothing: every function gives the book's values for it.

use super::class::{Attributes, TroopType};
use super::faction::Profile;
use super::list::{Mode, Unit};

/// What a raid army costs, and the battle size of a raid list (R-RAID-1).
pub const RAID_POINTS: u32 = 150;

/// The models of a raid unit besides its unit leader (R-RAID-2).
pub const RAID_UNIT_MODELS: u32 = 3;

/// The page's section of each mode, as citations name it (`assets/rules/sections.json`).
pub fn page_section(mode: Mode) -> Option<&'static str> {
    match mode {
        Mode::Standard => None,
        Mode::Raid => Some("P-RAID"),
        Mode::TotalWar => Some("P-TOTAL-WAR"),
    }
}

/// The most models a total war movement base holds: 5, which stand for a unit of 15, the
/// largest size the page gives (R-TW-2).
pub const MOST_ON_BASE: u32 = 5;

/// The unit size the models on a total war movement base stand for (R-TW-2): 2 models a unit
/// of 5, 3 or 4 a unit of 10, 5 a unit of 15; fewer than 2 or more than 5 stand for no size
/// the page gives.
pub fn stands_for(on_base: u32) -> Option<u32> {
    match on_base {
        2 => Some(5),
        3 | 4 => Some(10),
        MOST_ON_BASE => Some(15),
        _ => None,
    }
}

/// The profile as `mode` makes it: in a raid every troop has +1 Wounds (R-RAID-5); else the
/// profile as it is.
pub fn effective_profile(mode: Mode, profile: &Profile) -> Profile {
    let mut p = profile.clone();
    if mode == Mode::Raid {
        p.attributes.hr = Some(profile.effective_attributes().hr + 1);
    }
    p
}

/// The attributes of `profile` in `mode` (class defaults, the profile's overrides, the mode).
pub fn effective_attributes(mode: Mode, profile: &Profile) -> Attributes {
    effective_profile(mode, profile).effective_attributes()
}

/// Whether the unit of `profile` fights as a skirmisher unit (open order, no charge bonus,
/// harder to shoot, L396, L672, L759): skirmisher troops always, every unit in a raid
/// (R-RAID-3).
pub fn skirmishes(mode: Mode, profile: &Profile) -> bool {
    mode == Mode::Raid || profile.troop_type == TroopType::Skirmisher
}

/// The profiles of a unit's own models, each with its count: `profile`'s, then the mixed
/// ones of a raid unit (R-RAID-4); the unit leader and support troops are not among them.
/// The battle divides a mixed unit's combat by these.
pub fn unit_profiles(unit: &Unit) -> Vec<(&str, u32)> {
    std::iter::once((unit.profile.as_str(), unit.models))
        .chain(unit.mixed.iter().map(|m| (m.profile.as_str(), m.models)))
        .collect()
}

/// A total war unit's movement base: the models standing on it and the unit size they stand
/// for (R-TW-1, R-TW-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovementBase {
    /// Models on the 12 x 6 cm base (the unit leader stands on it too, not counted).
    pub models: u32,
    /// The unit size they stand for: the dice, wounds and casualties of a unit of this many.
    pub stands_for: u32,
}

/// Width and depth of a total war movement base, in centimetres (R-TW-1).
pub const MOVEMENT_BASE_CM: (u32, u32) = (12, 6);

/// Side of the base of a leader standing alone in total war, in centimetres (R-TW-3).
pub const LEADER_BASE_CM: u32 = 6;

/// The movement base of `unit` in `mode`: in total war, when the unit gives one that stands
/// for a unit size; else none.
pub fn movement_base(mode: Mode, unit: &Unit) -> Option<MovementBase> {
    if mode != Mode::TotalWar {
        return None;
    }
    let models = unit.on_base?;
    stands_for(models).map(|stands_for| MovementBase { models, stands_for })
}

/// The unit size the rules count for `unit` in `mode` (dice, wounds, casualties): in total war
/// the size its movement base stands for (R-TW-2), else its own models of every profile.
pub fn unit_size(mode: Mode, unit: &Unit) -> u32 {
    match movement_base(mode, unit) {
        Some(b) => b.stands_for,
        None => unit_profiles(unit).iter().map(|(_, n)| n).sum(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army::bundled_factions;

    fn unit(models: u32, on_base: Option<u32>) -> Unit {
        Unit {
            id: "u1".into(),
            profile: "ashigaru_yari".into(),
            models,
            leader: None,
            support: Vec::new(),
            mixed: Vec::new(),
            on_base,
        }
    }

    #[test]
    fn r_tw_2_two_models_stand_for_five_three_or_four_for_ten_five_for_fifteen_six_for_none() {
        let sizes: Vec<Option<u32>> = (0..=6).map(stands_for).collect();
        assert_eq!(
            sizes,
            [None, None, Some(5), Some(10), Some(10), Some(15), None]
        );
        // More than 5 on a base stand for no size of the page's either.
        assert_eq!(stands_for(9), None);
        assert_eq!(unit_size(Mode::TotalWar, &unit(10, Some(3))), 10);
        assert_eq!(unit_size(Mode::TotalWar, &unit(15, Some(5))), 15);
        // Outside total war the base is no movement base: the models count.
        assert_eq!(movement_base(Mode::Standard, &unit(8, Some(3))), None);
        assert_eq!(unit_size(Mode::Standard, &unit(8, Some(3))), 8);
    }

    #[test]
    fn raid_every_troop_adds_one_to_its_wounds_and_skirmishes() {
        let factions = bundled_factions();
        let p = factions[0].profile("samurai_bushi").unwrap();
        let hr = p.effective_attributes().hr;
        assert_eq!(effective_attributes(Mode::Raid, p).hr, hr + 1);
        assert_eq!(effective_attributes(Mode::Standard, p).hr, hr);
        assert_eq!(effective_attributes(Mode::TotalWar, p).hr, hr);
        assert_ne!(p.troop_type, TroopType::Skirmisher);
        assert!(skirmishes(Mode::Raid, p));
        assert!(!skirmishes(Mode::Standard, p));
    }

    #[test]
    fn a_mixed_raid_unit_names_each_profile_with_its_models() {
        let mut u = unit(2, None);
        u.mixed.push(crate::army::list::MixedModels {
            profile: "samurai_bushi".into(),
            models: 1,
        });
        assert_eq!(
            unit_profiles(&u),
            [("ashigaru_yari", 2), ("samurai_bushi", 1)]
        );
        assert_eq!(unit_size(Mode::Raid, &u), 3);
    }
}
