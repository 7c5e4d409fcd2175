//! A mixed raid unit's combat divided by its profiles (the extra game modes page, Raid;
//! R-RAID-6): a fight with such a unit is fought as a multiple combat (L709-719), one combat
//! for each profile's models in contact with the enemy, each with its own profile's numbers.
//!
//! - A unit's **groups** are its profiles: 0 its own profile, with its unit leader, then each
//!   profile of its `mixed` in the list's order. A unit of one profile is one group, `None`.
//! - A model fights in the combat of its own group against the first group of the enemy unit
//!   it touches (0 first), and in no other combat of that enemy unit: a model adds its contact
//!   dice once against a unit (L669-671), as in a multiple combat (L719).
//! - The combats of a fight are every pair of groups with a model fighting in it, in the order
//!   of the attacker's groups, then of the defender's; the declared fight's side orders them
//!   as the combats of any chain (L713, `multiple`).
//! - Each combat's side is its group: its profile's Attack, to-wound, Wounds and modifiers,
//!   its models in play and at the start; the unit leader only in group 0's. The unit's
//!   wounded and stun markers are the unit's, carried from combat to combat. Its casualties
//!   are the group's models (`casualty_choice`).
//! - A shot is not divided: a mixed raid unit shoots with the models of its first profile
//!   with a ranged weapon, with that profile's numbers ([`shooting_group`]).

use crate::battle::engine::measure;
use crate::battle::model::combat::{ChainCombat, FightDeclared, ProfileGroups};
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::model::unit::{TroopProfile, UnitState};

/// Whether `u` fights its combats divided by profile: a mixed raid unit (R-RAID-4, R-RAID-6).
pub fn divides(u: &UnitState) -> bool {
    u.is_mixed() && !u.movement_base && !u.is_lone_leader()
}

/// The group of `m`, a model of `u`: its profile's place in the unit (its unit leader's is 0);
/// none when `u` fights whole.
pub fn group_of(u: &UnitState, m: &ModelState) -> Option<u32> {
    if !divides(u) {
        return None;
    }
    if m.leader {
        return Some(0);
    }
    let n: u32 =
        m.id.strip_prefix(&u.id)
            .and_then(|rest| rest.strip_prefix('.'))
            .and_then(|n| n.parse().ok())?;
    Some(profile_index(u, n))
}

/// The place in `u` of the profile of its model numbered `n` (R-RAID-4's order).
fn profile_index(u: &UnitState, n: u32) -> u32 {
    let p = u.profile_of_model(n);
    if std::ptr::eq(p, &u.profile) {
        return 0;
    }
    u.mixed
        .iter()
        .position(|m| std::ptr::eq(&m.profile, p))
        .map_or(0, |i| i as u32 + 1)
}

/// The profile of group `g` of `u` (the unit's own for none or 0).
pub fn profile_of_group(u: &UnitState, g: Option<u32>) -> &TroopProfile {
    match g {
        Some(i) if i > 0 => u
            .mixed
            .get(i as usize - 1)
            .map_or(&u.profile, |m| &m.profile),
        _ => u.acting_profile(),
    }
}

/// The group of `u` that shoots (R-RAID-6): a mixed raid unit's first profile with a ranged
/// weapon, its own when none has one; none for a unit that fights whole.
pub fn shooting_group(u: &UnitState) -> Option<u32> {
    if !divides(u) {
        return None;
    }
    let mut profiles = std::iter::once(&u.profile).chain(u.mixed.iter().map(|m| &m.profile));
    let g = profiles.position(|p| p.range_cm.is_some()).unwrap_or(0);
    Some(g as u32)
}

/// The models of group `g` of `u` (its leader aside) it started the battle with.
pub fn models_at_start(u: &UnitState, g: u32) -> u32 {
    match g {
        0 => u
            .profile_models_at_start
            .saturating_sub(u.mixed.iter().map(|m| m.models).sum()),
        i => u.mixed.get(i as usize - 1).map_or(0, |m| m.models),
    }
}

/// The models of group `g` of `unit` in play, its leader aside.
pub fn models_in_play(state: &BattleState, u: &UnitState, g: u32) -> u32 {
    state
        .models_of(&u.id)
        .filter(|m| !m.leader && group_of(u, m) == Some(g))
        .count() as u32
}

/// The first group of `enemy` that model `m` touches (R-ENG-1): the one it fights (R-RAID-6);
/// none when `enemy` fights whole or `m` touches none of its models.
fn first_group_touched(state: &BattleState, enemy: &UnitState, m: &ModelState) -> Option<u32> {
    state
        .models_of(&enemy.id)
        .filter(|e| measure::engaged(m, e))
        .filter_map(|e| group_of(enemy, e))
        .min()
}

/// Whether model `m` of `u` fights in the combat of `mine` (its group) against `theirs` of
/// `enemy` (R-RAID-6): always so when neither unit is divided.
pub fn fights_in(
    state: &BattleState,
    u: &UnitState,
    enemy: &UnitState,
    m: &ModelState,
    mine: Option<u32>,
    theirs: Option<u32>,
) -> bool {
    group_of(u, m) == mine && (!divides(enemy) || first_group_touched(state, enemy, m) == theirs)
}

/// The combats of `attacker` against `defender` in contact (R-ENG-1), each profile's models of
/// a mixed raid unit in one of their own (R-RAID-6), in the order of the attacker's groups and
/// then the defender's; one combat of the whole units when neither is divided; none out of
/// contact.
pub fn combats(state: &BattleState, attacker: &str, defender: &str) -> Vec<ChainCombat> {
    let (Some(a), Some(d)) = (state.unit(attacker), state.unit(defender)) else {
        return Vec::new();
    };
    let mut groups: Vec<ProfileGroups> = Vec::new();
    for (me, enemy, flip) in [(a, d, false), (d, a, true)] {
        for m in state.models_of(&me.id) {
            if !state.models_of(&enemy.id).any(|e| measure::engaged(m, e)) {
                continue;
            }
            let g = ProfileGroups {
                attacker: group_of(me, m),
                defender: first_group_touched(state, enemy, m),
            };
            let g = if flip { g.swapped() } else { g };
            if !groups.contains(&g) {
                groups.push(g);
            }
        }
    }
    groups.sort();
    groups
        .into_iter()
        .map(|groups| ChainCombat {
            attacker: attacker.to_string(),
            defender: defender.to_string(),
            groups,
        })
        .collect()
}

/// The combat a declared `fight` begins with: itself, or when a mixed raid unit fights in it,
/// the combat of the first profiles in contact (R-RAID-6).
pub fn first_combat(state: &BattleState, fight: &FightDeclared) -> ChainCombat {
    let whole = ChainCombat {
        attacker: fight.attacker.clone(),
        defender: fight.defender.clone(),
        groups: fight.groups,
    };
    if fight.duel
        || !fight.groups.is_whole()
        || !is_divided(state, &fight.attacker, &fight.defender)
    {
        return whole;
    }
    combats(state, &fight.attacker, &fight.defender)
        .into_iter()
        .next()
        .unwrap_or(whole)
}

/// Whether a fight of `attacker` against `defender` is divided by profile (R-RAID-6).
pub fn is_divided(state: &BattleState, attacker: &str, defender: &str) -> bool {
    [attacker, defender]
        .iter()
        .any(|id| state.unit(id).is_some_and(divides))
}
