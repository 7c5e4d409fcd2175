//! The unit leader rules (L405-418, R-ARMY-2): which army leader may lead which unit.

use std::collections::BTreeSet;

use super::{Found, ProblemCode, ProblemDetail};
use crate::army::class::Class;
use crate::army::faction::{Faction, Profile, RangedReach};

/// The unit leader rules (L411-418, R-ARMY-2) for leader `l` at the head of a unit of
/// `profiles`: the unit's own profile, then a raid unit's mixed ones (R-RAID-4). The leader
/// must be able to lead each of them, whatever their order: of a class equal or higher than
/// every profile's (L416), of every profile's troop type (L417), and, a hero at the head of a
/// unit whose every profile carries a ranged weapon, with one of each type they all carry
/// (L417).
pub(super) fn check_unit_leader(
    unit_id: &str,
    field: &str,
    profiles: &[&Profile],
    l: &Profile,
    faction: &Faction,
    found: &mut Found,
) {
    let uid = Some(unit_id);
    if !l.leader {
        found.push(
            ProblemDetail::UnitLeaderNotALeader {
                leader_profile: l.id.clone(),
            },
            uid,
            field.into(),
        );
    }
    if let Some(p) = profiles.iter().find(|p| p.leader) {
        found.push(
            ProblemDetail::UnitLeaderInLeaderUnit {
                profile: p.id.clone(),
            },
            uid,
            field.into(),
        );
    }
    if matches!(l.class, Class::C | Class::K | Class::O) {
        found.push(
            ProblemDetail::UnitLeaderForbiddenClass {
                leader_profile: l.id.clone(),
                class: l.class,
            },
            uid,
            field.into(),
        );
    } else if let Some(p) = profiles.iter().find(|p| !l.class.at_least(p.class)) {
        found.push(
            ProblemDetail::UnitLeaderClassTooLow {
                leader_profile: l.id.clone(),
                leader_class: l.class,
                profile: p.id.clone(),
                class: p.class,
            },
            uid,
            field.into(),
        );
    }
    let mut types_told = BTreeSet::new();
    for p in profiles {
        if p.troop_type != l.troop_type && types_told.insert(p.troop_type) {
            found.push(
                ProblemDetail::UnitLeaderTypeMismatch {
                    leader_profile: l.id.clone(),
                    leader_troop_type: l.troop_type,
                    troop_type: p.troop_type,
                },
                uid,
                field.into(),
            );
        }
    }
    if l.class == Class::H {
        let reaches = |prof: &Profile| -> BTreeSet<RangedReach> {
            prof.weapons
                .iter()
                .filter_map(|w| faction.weapons.iter().find(|x| &x.id == w))
                .filter_map(|w| w.ranged)
                .collect()
        };
        // A unit with ranged weapons is one whose every profile carries them: the types all of
        // them carry (a mixed raid unit with one archer among spearmen is no ranged unit).
        let unit_r = profiles
            .iter()
            .map(|p| reaches(p))
            .reduce(|all, r| all.intersection(&r).copied().collect())
            .unwrap_or_default();
        let leader_r = reaches(l);
        if let Some(missing) = unit_r.iter().find(|r| !leader_r.contains(r)) {
            found.push(
                ProblemDetail::UnitLeaderRangedWeapon {
                    leader_profile: l.id.clone(),
                    reach: *missing,
                },
                uid,
                field.into(),
            );
        }
    }
}

/// The unit leader rules (L411-418, R-ARMY-2) that army leader `leader` would break at the head
/// of a unit of `unit_profile`; empty when it may lead it. For the builder's leader picker.
pub fn unit_leader_problems(
    faction: &Faction,
    unit_profile: &Profile,
    leader: &Profile,
) -> Vec<ProblemCode> {
    let mut found = Found::default();
    check_unit_leader("", "", &[unit_profile], leader, faction, &mut found);
    found.codes()
}

/// The army leaders of `faction` that may lead a unit of profile `unit_profile` (L411-418).
pub fn eligible_leaders<'a>(faction: &'a Faction, unit_profile: &str) -> Vec<&'a Profile> {
    let Some(p) = faction.profiles.iter().find(|p| p.id == unit_profile) else {
        return Vec::new();
    };
    faction
        .profiles
        .iter()
        .filter(|l| l.leader && unit_leader_problems(faction, p, l).is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army::bundled_factions;

    /// The problems `leader` gives at the head of a unit of `profiles`, in that order.
    fn problems(faction: &Faction, profiles: &[&str], leader: &Profile) -> Vec<ProblemCode> {
        let led: Vec<&Profile> = profiles
            .iter()
            .map(|p| faction.profile(p).unwrap())
            .collect();
        let mut found = Found::default();
        check_unit_leader("u", "", &led, leader, faction, &mut found);
        found.codes()
    }

    fn faction(id: &str) -> Faction {
        bundled_factions().into_iter().find(|f| f.id == id).unwrap()
    }

    #[test]
    fn l417_a_foot_leader_over_foot_and_mounted_models_is_refused_in_either_order() {
        let f = faction("hayashi");
        let taisho = f.profile("ashigaru_taisho").unwrap();
        for order in [
            ["ashigaru_yari", "mounted_scouts"],
            ["mounted_scouts", "ashigaru_yari"],
        ] {
            assert_eq!(
                problems(&f, &order, taisho),
                [ProblemCode::UnitLeaderTypeMismatch],
                "{order:?}"
            );
        }
    }

    #[test]
    fn l416_the_leader_is_of_a_class_as_high_as_every_profile_of_the_unit() {
        let f = faction("hayashi");
        let taisho = f.profile("ashigaru_taisho").unwrap();
        assert!(problems(&f, &["peasant_levy", "sohei"], taisho).is_empty());
        // The taisho made a warrior (G): below the sohei (E), above the levy (A).
        let mut warrior = taisho.clone();
        warrior.class = Class::G;
        for order in [["peasant_levy", "sohei"], ["sohei", "peasant_levy"]] {
            assert_eq!(
                problems(&f, &order, &warrior),
                [ProblemCode::UnitLeaderClassTooLow],
                "{order:?}"
            );
        }
    }

    #[test]
    fn l417_a_hero_leads_a_unit_with_a_bow_among_spears_without_one_in_either_order() {
        // The daimyo has no bow: a unit of kyudoka alone is a ranged unit he cannot lead, one
        // with bushi among them is none.
        let f = faction("akagane");
        let daimyo = f.profile("akagane_daimyo").unwrap();
        assert_eq!(
            problems(&f, &["samurai_kyudoka"], daimyo),
            [ProblemCode::UnitLeaderRangedWeapon]
        );
        for order in [
            ["samurai_bushi", "samurai_kyudoka"],
            ["samurai_kyudoka", "samurai_bushi"],
        ] {
            assert!(problems(&f, &order, daimyo).is_empty(), "{order:?}");
        }
    }
}
