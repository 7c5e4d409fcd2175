//! The unit leader rules (L405-418, R-ARMY-2): which army leader may lead which unit.

use std::collections::BTreeSet;

use super::{Found, ProblemCode, ProblemDetail};
use crate::army::class::Class;
use crate::army::faction::{Faction, Profile, RangedReach};

/// The unit leader rules (L411-418, R-ARMY-2) for leader `l` in a unit of `p`.
pub(super) fn check_unit_leader(
    unit_id: &str,
    field: &str,
    p: &Profile,
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
    if p.leader {
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
    } else if !l.class.at_least(p.class) {
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
    if l.troop_type != p.troop_type {
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
    if l.class == Class::H {
        let reaches = |prof: &Profile| -> BTreeSet<RangedReach> {
            prof.weapons
                .iter()
                .filter_map(|w| faction.weapons.iter().find(|x| &x.id == w))
                .filter_map(|w| w.ranged)
                .collect()
        };
        let unit_r = reaches(p);
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
    check_unit_leader("", "", unit_profile, leader, faction, &mut found);
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
