//! Quick odds from a faction's troops: a troop picked by faction and profile, set into a melee
//! or a shot as the situation stands. Its numbers (L342-353), its unit leader (L411-421) and
//! the modifiers of its weapons, armour, traits and abilities (L683, L760, L896) are taken for
//! that situation: charging or charged, attacked only by the front (L1077), in cover, at short
//! range (L1096), against a creature. What the player set (models, markers, switches, their own
//! extra dice) stays as set; the troop only replaces the numbers a player would otherwise type.

use super::combat::{UnknownProfile, apply_to_melee_side, apply_to_shooter, unit_totals};
use super::faction::Faction;
use super::list::Unit;
use super::modifiers::CombatContext;
use crate::army::Class;
use crate::rules::situation::{AttackSide, CombatUnit, MeleeSituation, ShootSituation};
use serde::{Deserialize, Serialize};

/// A troop picked for one side of the quick odds: a faction's profile, perhaps led by one of the
/// faction's army leaders.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TroopPick {
    /// The faction's id (`akagane`).
    pub faction: String,
    /// The profile's id within the faction (`samurai_bushi`).
    pub profile: String,
    /// The profile id of an army leader leading the unit from within (L411).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<String>,
}

impl TroopPick {
    /// The faction and profile it names, or why not.
    fn find<'f>(
        &self,
        factions: &'f [Faction],
    ) -> Result<(&'f Faction, &'f super::Profile), UnknownProfile> {
        let missing = || UnknownProfile {
            faction: self.faction.clone(),
            unit: self.profile.clone(),
            profile: self.profile.clone(),
        };
        let f = factions
            .iter()
            .find(|f| f.id == self.faction)
            .ok_or_else(missing)?;
        let p = f.profile(&self.profile).ok_or_else(missing)?;
        Ok((f, p))
    }

    /// Whether the troop is a creature (class C, M or I), for modifiers against creatures.
    fn creature(&self, factions: &[Faction]) -> bool {
        self.find(factions)
            .is_ok_and(|(_, p)| matches!(p.class, Class::C | Class::M | Class::I))
    }
}

/// `unit` as the troop `pick` in `ctx`: the profile's numbers, with what the player set on
/// `unit` kept (models, models at the start, markers, the general's re-roll, the leader's
/// wounds), and the profile's totals for the side's extra dice.
fn troop_unit(
    factions: &[Faction],
    pick: &TroopPick,
    unit: &CombatUnit,
    ctx: &CombatContext,
) -> Result<(CombatUnit, super::ModifierTotals), UnknownProfile> {
    let (faction, profile) = pick.find(factions)?;
    let list_unit = Unit {
        id: profile.id.clone(),
        profile: profile.id.clone(),
        models: unit.models,
        leader: pick.leader.clone(),
        support: Vec::new(),
        mixed: Vec::new(),
        on_base: None,
    };
    let mut out = super::combat::combat_unit(faction, &list_unit, ctx)?;
    let (totals, _) = unit_totals(faction, &list_unit, ctx)?;
    out.models_at_start = unit.models_at_start;
    out.wounded_marker = unit.wounded_marker;
    out.stuns = unit.stuns;
    out.general_reroll = unit.general_reroll;
    if let (Some(new), Some(old)) = (out.leader.as_mut(), unit.leader.as_ref()) {
        new.wounds_taken = old.wounds_taken;
    }
    Ok((out, totals))
}

/// The melee `base` with each side that has a troop in `picks` (attacker, defender) set to it.
pub fn melee_with_troops(
    base: &MeleeSituation,
    picks: [Option<&TroopPick>; 2],
    factions: &[Faction],
) -> Result<MeleeSituation, UnknownProfile> {
    let mut out = base.clone();
    let sides = [&base.attacker, &base.defender];
    for i in 0..2 {
        let Some(pick) = picks[i] else { continue };
        let (me, enemy) = (sides[i], sides[1 - i]);
        let ctx = CombatContext {
            charging: me.charged,
            charged: enemy.charged,
            attacked_only_by_front: enemy.attacks_by == AttackSide::Front,
            in_cover: me.in_cover || me.parapet,
            against_creature: picks[1 - i].is_some_and(|p| p.creature(factions)),
            ..CombatContext::default()
        };
        let (unit, totals) = troop_unit(factions, pick, &me.unit, &ctx)?;
        let side = if i == 0 {
            &mut out.attacker
        } else {
            &mut out.defender
        };
        side.unit = unit;
        apply_to_melee_side(side, &totals);
    }
    Ok(out)
}

/// The shot `base` with the shooter and the target set to their troops in `picks`, at short
/// range (20 cm or less, L1096) when `short_range`.
pub fn shoot_with_troops(
    base: &ShootSituation,
    picks: [Option<&TroopPick>; 2],
    short_range: bool,
    factions: &[Faction],
) -> Result<ShootSituation, UnknownProfile> {
    let mut out = base.clone();
    if let Some(pick) = picks[0] {
        let ctx = CombatContext {
            attacked_only_by_front: true,
            short_range,
            in_cover: base.shooter.parapet,
            against_creature: picks[1].is_some_and(|p| p.creature(factions)),
            ..CombatContext::default()
        };
        let (unit, totals) = troop_unit(factions, pick, &base.shooter.unit, &ctx)?;
        out.shooter.unit = unit;
        apply_to_shooter(&mut out.shooter, &totals);
    }
    if let Some(pick) = picks[1] {
        let ctx = CombatContext {
            attacked_only_by_front: true,
            short_range,
            in_cover: base.target.in_cover || base.target.parapet,
            against_creature: picks[0].is_some_and(|p| p.creature(factions)),
            ..CombatContext::default()
        };
        out.target.unit = troop_unit(factions, pick, &base.target.unit, &ctx)?.0;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army::bundled_factions;
    use crate::rules::situation::{MeleeSide, MeleeSituation};

    fn pick(faction: &str, profile: &str) -> TroopPick {
        TroopPick {
            faction: faction.into(),
            profile: profile.into(),
            leader: None,
        }
    }

    fn typed_melee() -> MeleeSituation {
        serde_json::from_str(
            r#"{"attacker": {"unit": {"name": "A", "attack": 1, "models": 6, "hr": 1, "honor": 1},
                             "in_contact": 4, "charged": true},
                "defender": {"unit": {"name": "D", "attack": 1, "models": 5, "hr": 1, "honor": 1},
                             "in_contact": 3}}"#,
        )
        .unwrap()
    }

    /// Every profile of every bundled faction, as the window's picker offers them.
    fn every_troop() -> Vec<TroopPick> {
        bundled_factions()
            .iter()
            .flat_map(|f| f.profiles.iter().map(move |p| pick(&f.id, &p.id)))
            .collect()
    }

    #[test]
    fn l342_a_picked_troop_brings_its_profile_numbers_and_keeps_the_players_counts() {
        let factions = bundled_factions();
        let f = &factions[0];
        let p = &f.profiles[0];
        let base = typed_melee();
        let s = melee_with_troops(&base, [Some(&pick(&f.id, &p.id)), None], &factions).unwrap();
        let list_unit = Unit {
            id: p.id.clone(),
            profile: p.id.clone(),
            models: 6,
            leader: None,
            support: vec![],
            mixed: Vec::new(),
            on_base: None,
        };
        let ctx = CombatContext {
            charging: true,
            attacked_only_by_front: true,
            ..CombatContext::default()
        };
        let want = super::super::combat::combat_unit(f, &list_unit, &ctx).unwrap();
        assert_eq!(s.attacker.unit.attack, want.attack);
        assert_eq!(s.attacker.unit.honor, want.honor);
        assert_eq!(s.attacker.unit.name, p.name);
        // What the player set stays.
        assert_eq!(s.attacker.unit.models, 6);
        assert_eq!(s.attacker.in_contact, 4);
        assert!(s.attacker.charged);
        // The side without a troop is as typed.
        assert_eq!(s.defender, base.defender);
    }

    #[test]
    fn every_bundled_troop_gives_a_situation_the_calculator_accepts() {
        let factions = bundled_factions();
        let base = typed_melee();
        for t in every_troop() {
            let s = melee_with_troops(&base, [Some(&t), Some(&t)], &factions).unwrap();
            assert!(s.problems().is_empty(), "{t:?}: {:?}", s.problems());
            let shot: ShootSituation = serde_json::from_str(
                r#"{"shooter": {"unit": {"name": "S", "ranged_attack": 1, "models": 6, "hr": 1,
                                         "honor": 1}, "in_range_and_sight": 6},
                    "target": {"unit": {"name": "T", "attack": 1, "models": 6, "hr": 1,
                                        "honor": 1}}}"#,
            )
            .unwrap();
            let s = shoot_with_troops(&shot, [Some(&t), Some(&t)], true, &factions).unwrap();
            assert!(s.problems().is_empty(), "{t:?}: {:?}", s.problems());
        }
    }

    #[test]
    fn l1077_a_troops_weapon_modifiers_follow_the_side_it_is_attacked_by() {
        // Some bundled troop must change its numbers when it is attacked in the flank: its
        // weapons work only when attacked solely by the front (L1077).
        let factions = bundled_factions();
        let mut base = typed_melee();
        base.attacker.charged = false;
        let changed = every_troop().into_iter().any(|t| {
            let front = melee_with_troops(&base, [None, Some(&t)], &factions).unwrap();
            let mut flank = base.clone();
            flank.attacker.attacks_by = AttackSide::Flank;
            let flank = melee_with_troops(&flank, [None, Some(&t)], &factions).unwrap();
            let side = |s: &MeleeSide| (s.unit.attack, s.extra_dice, s.extra_value);
            side(&front.defender) != side(&flank.defender)
        });
        assert!(changed);
    }

    #[test]
    fn an_unknown_troop_is_named_in_the_refusal() {
        let e = melee_with_troops(
            &typed_melee(),
            [Some(&pick("akagane", "no_such")), None],
            &bundled_factions(),
        )
        .unwrap_err();
        assert!(e.to_string().contains("no_such"), "{e}");
    }
}
