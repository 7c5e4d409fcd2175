//! From a list's unit to the combat calculator's inputs: a [`CombatUnit`] built from the
//! profile (class attributes, overrides, armour, every applicable modifier), its unit leader
//! (L411-421), and the extra dice, value and wound modifiers of a melee side or a shooter
//! (L683, L760, L896). The battle engine fills the rest (models in contact, markers).

use super::faction::Faction;
use super::list::Unit;
use super::modifiers::{CombatContext, ModifierTotals, totals};
use crate::rules::situation::{CombatUnit, MeleeSide, Shooter, UnitLeader};

/// Why a unit could not be turned into a combat unit.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("faction `{faction}` has no profile `{profile}` (unit `{unit}`)")]
pub struct UnknownProfile {
    pub faction: String,
    pub unit: String,
    pub profile: String,
}

/// The unit's profile totals in `ctx` and, when it has one, its unit leader's.
pub fn unit_totals(
    faction: &Faction,
    unit: &Unit,
    ctx: &CombatContext,
) -> Result<(ModifierTotals, Option<ModifierTotals>), UnknownProfile> {
    let missing = |profile: &str| UnknownProfile {
        faction: faction.id.clone(),
        unit: unit.id.clone(),
        profile: profile.to_string(),
    };
    let p = faction
        .profile(&unit.profile)
        .ok_or_else(|| missing(&unit.profile))?;
    let leader = match &unit.leader {
        Some(id) => {
            let l = faction.profile(id).ok_or_else(|| missing(id))?;
            Some(totals(faction, l, ctx))
        }
        None => None,
    };
    Ok((totals(faction, p, ctx), leader))
}

/// The combat calculator's view of `unit` at full strength, in `ctx`.
///
/// The unit leader is taken as having the unit's profile while inside it (L420), except for
/// what L420-423 give it: its own attack dice, its own wound counter (its HR) and its Honor,
/// which the unit uses. `general_reroll` is left false: whether the general is near is the
/// battle's business (L430).
pub fn combat_unit(
    faction: &Faction,
    unit: &Unit,
    ctx: &CombatContext,
) -> Result<CombatUnit, UnknownProfile> {
    let (t, leader) = unit_totals(faction, unit, ctx)?;
    let name = faction
        .profile(&unit.profile)
        .map(|p| p.name.clone())
        .unwrap_or_default();
    let leader = leader
        .zip(unit.leader.as_deref())
        .map(|(l, id)| UnitLeader {
            name: faction
                .profile(id)
                .map(|p| p.name.clone())
                .unwrap_or_default(),
            attack: l.attack_melee.max(0),
            ranged_attack: l.attack_ranged.max(0),
            hr: l.hr.max(1) as u32,
            wounds_taken: 0,
            honor: Some(l.honor),
        });
    Ok(CombatUnit {
        name,
        attack: t.attack_melee.max(0),
        // Without a ranged weapon a troop does not shoot, and does not take the -1 of a ranged
        // unit charged in melee (L679): its shooting attack counts as 0.
        ranged_attack: if t.ranged_reach.is_some() {
            t.attack_ranged.max(0)
        } else {
            0
        },
        models: unit.models,
        models_at_start: Some(unit.models),
        hr: t.hr.max(1) as u32,
        wounded_marker: 0,
        stuns: 0,
        honor: t.honor,
        general_reroll: false,
        difficulty_to_wound: t.difficulty_to_wound,
        mounted: t.charges_as_mounted && !t.no_charge_bonus,
        skirmishers: t.no_charge_bonus || t.counts_as_skirmisher,
        leader,
        models_elsewhere: 0,
    })
}

/// Adds the profile's melee modifiers (L683, L896) to a melee side.
pub fn apply_to_melee_side(side: &mut MeleeSide, t: &ModifierTotals) {
    side.extra_dice += t.melee_dice;
    side.extra_value += t.melee_value;
    side.wound_modifier += t.melee_wound_value;
}

/// Adds the profile's shooting modifiers (L760, L896) to a shooter: its melee weapons' none
/// (L1073-1083).
pub fn apply_to_shooter(shooter: &mut Shooter, t: &ModifierTotals) {
    shooter.extra_dice += t.shooting_dice;
    shooter.extra_value += t.shooting_value;
    shooter.wound_modifier += t.shooting_wound_value;
}
