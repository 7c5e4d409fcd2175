//! A weapon modifies only its kind of attack (L1073-1083: melee weapons are grouped by type
//! and give their modifiers in melee; the shooting weapons are the next table, L1092-1098): a
//! shot's wound dice carry no melee weapon's modifier. Read off the shooter's faction data:
//! the wound modifiers its other sources could give, and the melee weapons' own.

use crate::army::{Condition, Faction, ModifierSource, Profile, SituationInput, profile_modifiers};
use crate::battle::model::event::Event;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::{TroopProfile, UnitState};
use crate::rules::staged::Situation;

use super::breach::{Breach, Invariant};
use super::walk::{At, Check};

pub(super) struct Weapons;

/// Conditions no shot meets.
fn melee_only(when: &[Condition]) -> bool {
    when.iter()
        .any(|c| matches!(c, Condition::Charging | Condition::ReceivingCharge))
}

/// The troop a unit shoots with: a lone leader's own, else its first profile with a ranged
/// weapon (R-RAID-6), the unit's own when none has one.
fn shooting_troop(u: &UnitState) -> &TroopProfile {
    if u.is_lone_leader() {
        return u.acting_profile();
    }
    if u.profile.range_cm.is_some() {
        return &u.profile;
    }
    u.mixed
        .iter()
        .map(|m| &m.profile)
        .find(|p| p.range_cm.is_some())
        .unwrap_or(&u.profile)
}

/// The faction profile of `troop` on `u`'s side.
pub(super) fn faction_profile<'a>(
    state: &'a BattleState,
    u: &UnitState,
    troop: &TroopProfile,
) -> Option<(&'a Faction, &'a Profile)> {
    let faction = state.sides()[u.side.index()].faction.as_deref()?;
    let profile = faction.profile(troop.army_profile.as_deref()?)?;
    Some((faction, profile))
}

/// The wound modifiers of `profile`'s melee weapons that a shot could meet, each with its
/// weapon; and the lowest and highest sum its other modifiers could give a shot.
fn wound_sources(faction: &Faction, profile: &Profile) -> (Vec<(String, i32)>, i32, i32) {
    let melee_weapons: Vec<&str> = profile
        .weapons
        .iter()
        .filter_map(|id| faction.weapon(id))
        .filter(|w| w.melee_type.is_some() && w.ranged.is_none())
        .map(|w| w.id.as_str())
        .collect();
    let mut melee = Vec::new();
    let (mut lo, mut hi) = (0, 0);
    for m in profile_modifiers(faction, profile) {
        if m.input != SituationInput::WoundValue || melee_only(&m.when) {
            continue;
        }
        if m.source == ModifierSource::Weapon && melee_weapons.contains(&m.source_id.as_str()) {
            melee.push((m.source_id.clone(), m.value));
        } else if m.when.is_empty() {
            lo += m.value;
            hi += m.value;
        } else if m.value < 0 {
            lo += m.value;
        } else {
            hi += m.value;
        }
    }
    (melee, lo, hi)
}

impl Check for Weapons {
    fn before(&mut self, state: &BattleState, event: &Event, at: At, out: &mut Vec<Breach>) {
        let Event::CombatBegan { combat } = event else {
            return;
        };
        let Situation::Shoot(shot) = &combat.staged.situation else {
            return;
        };
        let Some(u) = state.unit(&combat.units[0]) else {
            return;
        };
        let Some((faction, profile)) = faction_profile(state, u, shooting_troop(u)) else {
            return;
        };
        let (melee, lo, hi) = wound_sources(faction, profile);
        let melee_sum: i32 = melee.iter().map(|(_, v)| v).sum();
        let used = shot.shooter.wound_modifier;
        if melee_sum != 0
            && !(lo..=hi).contains(&used)
            && (lo + melee_sum..=hi + melee_sum).contains(&used)
        {
            let (weapon, value) = melee[0].clone();
            out.push(at.breach(Invariant::MeleeWeaponOnShot {
                shooter: u.id.clone(),
                weapon,
                weapon_value: value,
                wound_modifier: used,
            }));
        }
    }
}
