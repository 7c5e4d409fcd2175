//! What the combat calculator (`rules`, R-POOL-1..3, R-WOUND-1..4, R-CAS-1, R-RES-1..2) is
//! told of a fight or a shot, filled from the state and the table: models in contact (R-ENG-1),
//! the side attacked (R-SIDE-1..2), markers, formation (R-FORM-1), cover (R-COVER-1..2), and
//! the leader fighting alone in a duel (L805). Reads only; the fight is `fight`, the shot `shot`.

use crate::army::{CombatContext, ModifierTotals};
use crate::battle::combat::profile_groups;
use crate::battle::engine::measure;
use crate::battle::model::combat::{FightDeclared, ProfileGroups};
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::UnitState;
use crate::rules::{AttackSide, CombatUnit, MeleeSide, MeleeSituation, RuleOptions, UnitLeader};

/// Which side of `target` the unit `attacker` attacks by (R-SIDE-1, R-SIDE-2, L689-701), as
/// the table counts it ([`measure::attack_side`]).
pub fn attack_side(state: &BattleState, attacker: &str, target: &str) -> AttackSide {
    match measure::attack_side(state, attacker, target) {
        crate::table::Side::Front => AttackSide::Front,
        crate::table::Side::Flank => AttackSide::Flank,
        crate::table::Side::Rear => AttackSide::Rear,
    }
}

/// Closed or open formation (R-FORM-1, L391-397): false when the unit is out of formation, as
/// the table measures it ([`crate::battle::moves::move_order::formation_violations`]).
pub fn in_formation(state: &BattleState, unit: &str) -> bool {
    crate::battle::moves::move_order::formation_violations(state, unit).is_empty()
}

/// The combat calculator's view of a unit (or, in a duel, of its leader alone, L805), named
/// by the unit's id (the leader alone by his model's).
pub(in crate::battle) fn combat_unit(
    state: &BattleState,
    u: &UnitState,
    leader_alone: bool,
) -> CombatUnit {
    let gd = state.general_dead(u.side);
    let reroll = crate::battle::turn::honor::general_reroll(state, &u.id);
    let penalty = i32::from(gd) + i32::from(u.markers.dishonoured);
    if (leader_alone || u.is_lone_leader())
        && let Some(l) = &u.leader
    {
        // The leader fights as his model, named by its id: whoever words the roll names it.
        let model = state
            .models_of(&u.id)
            .find(|m| m.leader)
            .map_or_else(|| u.id.clone(), |m| m.id.clone());
        return CombatUnit {
            name: model,
            attack: l.attack as i32,
            ranged_attack: l.shooting_attack() as i32,
            models: 1,
            models_at_start: Some(1),
            hr: l.wounds.max(1),
            wounded_marker: u.leader_wounds,
            stuns: if leader_alone { 0 } else { u.markers.stunned },
            honor: l.honor - penalty,
            general_reroll: reroll,
            difficulty_to_wound: l.to_wound as i32,
            mounted: l.mounted,
            skirmishers: l.skirmisher,
            leader: None,
            models_elsewhere: 0,
        };
    }
    // A dishonoured leader's -1 is his (L803, R-DUEL-3): the unit's own Honor, which it tests
    // with once he dies in the combat, keeps only the general's death.
    let own_penalty = if u.leader.is_some() {
        i32::from(gd)
    } else {
        penalty
    };
    let p = &u.profile;
    CombatUnit {
        name: u.id.clone(),
        attack: p.attack as i32,
        ranged_attack: p.shooting_attack() as i32,
        models: u.models,
        models_at_start: Some(u.profile_models_at_start.max(u.models)),
        hr: p.wounds.max(1),
        wounded_marker: u.markers.wounded,
        stuns: u.markers.stunned,
        honor: p.honor - own_penalty,
        general_reroll: reroll,
        difficulty_to_wound: p.to_wound as i32,
        mounted: p.mounted,
        skirmishers: p.skirmisher,
        leader: u.leader.as_ref().map(|l| UnitLeader {
            name: l.name.clone(),
            attack: l.attack as i32,
            ranged_attack: l.shooting_attack() as i32,
            hr: l.wounds.max(1),
            wounds_taken: u.leader_wounds,
            honor: Some(l.honor - penalty),
        }),
        models_elsewhere: 0,
    }
}

/// The calculator's view of the models of group `g` of a mixed raid unit (R-RAID-6): their
/// profile's numbers, as many models as the group has in play and had at the start, the
/// unit's markers, and its unit leader only in group 0. The whole unit for none.
pub(in crate::battle) fn combat_group(
    state: &BattleState,
    u: &UnitState,
    g: Option<u32>,
) -> CombatUnit {
    let mut unit = combat_unit(state, u, false);
    let Some(g) = g.filter(|_| profile_groups::divides(u)) else {
        return unit;
    };
    let p = profile_groups::profile_of_group(u, Some(g));
    let models = profile_groups::models_in_play(state, u, g);
    unit.attack = p.attack as i32;
    unit.ranged_attack = p.shooting_attack() as i32;
    unit.models = models;
    unit.models_at_start = Some(profile_groups::models_at_start(u, g).max(models));
    unit.hr = p.wounds.max(1);
    unit.honor += p.honor - u.profile.honor;
    unit.difficulty_to_wound = p.to_wound as i32;
    unit.mounted = p.mounted;
    unit.skirmishers = p.skirmisher;
    if g > 0 {
        unit.leader = None;
    }
    // The unit lives on with its other profiles' models (and its leader, out of this
    // combat), and keeps the wounds and stuns left over for their combats (L921, R-RAID-6).
    unit.models_elsewhere = state
        .models_of(&u.id)
        .filter(|m| profile_groups::group_of(u, m) != Some(g))
        .count() as u32;
    unit
}

/// The calculator's unit for `u` as the battle itself fills it before a fight (`melee`) or a
/// shot: its profile numbers, the wounds and stuns it carries, the general's death (L436-438),
/// the dishonoured marker (L803), the general's re-roll (L430-434) and, for army lists, the
/// profile's modifiers in the plain case (no charge, attacked only by the front, L1077). The
/// window's odds panel starts from this, so it shows the numbers the battle would use.
pub fn combat_unit_for_odds(state: &BattleState, u: &UnitState, melee: bool) -> CombatUnit {
    let ctx = CombatContext {
        attacked_only_by_front: true,
        ..CombatContext::default()
    };
    let unit = combat_unit(state, u, false);
    match profile_totals(state, u, ctx) {
        Some(t) => with_totals(unit, &t, melee),
        None => unit,
    }
}

/// The weapon, armour, trait and ability modifiers of the unit's faction profile in this
/// situation (army lists only). With ki active, the ki ability chosen (L1055; the first when
/// none was chosen).
pub(in crate::battle) fn profile_totals(
    state: &BattleState,
    u: &UnitState,
    ctx: CombatContext,
) -> Option<ModifierTotals> {
    profile_totals_of(state, u, u.acting_profile(), ctx)
}

/// [`profile_totals`] for the models of `u` of `troop`, one profile of a mixed raid unit
/// (R-RAID-6).
pub(in crate::battle) fn profile_totals_of(
    state: &BattleState,
    u: &UnitState,
    troop: &crate::battle::model::unit::TroopProfile,
    mut ctx: CombatContext,
) -> Option<ModifierTotals> {
    let faction = state.sides()[u.side.index()].faction.as_ref()?;
    let p = faction.profile(troop.army_profile.as_ref()?)?;
    if u.markers.ki_active {
        // The unit's ki ability in use when this profile has it; else this profile's first
        // (a leader duelling with his own abilities, L789; a mixed raid unit's other profile).
        let own_ki = |id: &String| {
            p.abilities.contains(id)
                && faction
                    .ability(id)
                    .is_some_and(|a| a.kind == crate::army::AbilityKind::Ki)
        };
        let in_use = crate::battle::turn::ki::ability_in_use(state, u).filter(own_ki);
        ctx.ki_ability = in_use
            .or_else(|| p.abilities.iter().find(|id| own_ki(id)).cloned())
            .or(Some(String::new()));
    }
    Some(crate::army::totals(faction, p, &ctx))
}

/// Adds the profile modifiers to a combat unit's numbers.
pub(in crate::battle) fn with_totals(
    mut cu: CombatUnit,
    t: &ModifierTotals,
    melee: bool,
) -> CombatUnit {
    if melee {
        cu.attack = t.attack_melee;
    } else {
        cu.ranged_attack = t.attack_ranged;
    }
    cu.difficulty_to_wound = t.difficulty_to_wound;
    cu.mounted = t.charges_as_mounted;
    cu.skirmishers = cu.skirmishers || t.counts_as_skirmisher || t.no_charge_bonus;
    cu
}

/// Models of `unit` engaged with a model of `enemy` (R-ENG-1).
pub(in crate::battle) fn engaged_models(
    state: &BattleState,
    unit: &str,
    enemy: &str,
) -> Vec<String> {
    state
        .models_of(unit)
        .filter(|m| state.models_of(enemy).any(|e| measure::engaged(m, e)))
        .map(|m| m.id.clone())
        .collect()
}

/// How a unit fights a combat with respect to a charge (L672, L679, and the weapons that work
/// charging or receiving a charge).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ChargeRoles {
    /// After its own charge: its charge dice (L672), a naginata's +1.
    pub charging: bool,
    /// After receiving a charge: a ranged troop's -1 (L679), a yari's +1D6.
    pub receiving: bool,
}

/// How `unit` fights `fight` against `enemy` with respect to a charge: the declared fight's own
/// (its attacker charged its defender), and in the multiple combat a charge begins, every
/// combat of it (L672, L679, L711, R-CHG-2): the charger fights each of its combats as after
/// its charge, and a unit fights each of its combats as after receiving one when it was
/// charged or faces the charger. The chain keeps who charged whom (`Chain::charged`).
pub fn charge_roles(
    state: &BattleState,
    fight: &FightDeclared,
    unit: &str,
    enemy: &str,
    is_attacker: bool,
) -> ChargeRoles {
    let charge: &[(String, String)] = state
        .aftermath()
        .as_ref()
        .and_then(|a| a.chain.as_ref())
        .map_or(&[], |c| c.charged.as_slice());
    let charger = |u: &str| charge.iter().any(|(c, _)| c == u);
    let charged = |u: &str| charge.iter().any(|(_, d)| d == u);
    ChargeRoles {
        charging: (fight.after_charge && is_attacker) || charger(unit),
        receiving: (fight.after_charge && !is_attacker) || charged(unit) || charger(enemy),
    }
}

/// One side of a melee as the calculator needs it, filled from the state (L666-683).
#[allow(clippy::too_many_arguments)]
pub(in crate::battle) fn melee_side<'a>(
    state: &BattleState,
    u: &'a UnitState,
    enemy: &'a UnitState,
    fight: &FightDeclared,
    is_attacker: bool,
    spent_order: bool,
    powered: bool,
    leader_refused: bool,
) -> MeleeSide {
    let (mine, theirs) = if is_attacker {
        (fight.groups.attacker, fight.groups.defender)
    } else {
        (fight.groups.defender, fight.groups.attacker)
    };
    let mut engaged = engaged_models(state, &u.id, &enemy.id);
    // L719: in a multiple combat a model fights in one combat only; a mixed raid unit's
    // models in the combat of their profile (R-RAID-6).
    engaged.retain(|m| {
        !crate::battle::combat::chain_picks::fights_elsewhere(state, m, &enemy.id)
            && state
                .model(m)
                .is_some_and(|x| profile_groups::fights_in(state, u, enemy, x, mine, theirs))
    });
    let lone = fight.duel || u.is_lone_leader();
    let in_contact = if lone {
        1
    } else if u.movement_base {
        // Total war (R-TW-4): the base in contact is the unit's models in contact, as many
        // as the size it stands for.
        crate::battle::combat::total_war::in_contact(u, &engaged)
    } else {
        state
            .models_of(&u.id)
            .filter(|m| !m.leader && engaged.contains(&m.id))
            .count() as u32
    };
    let leader_in_contact = !lone
        && !leader_refused
        && state
            .where_leader_stands(&u.id)
            .is_some_and(|m| engaged.contains(&m.id));
    // L678: the unit's cover by terrain, with no line of sight drawn in a melee (R-COVER-1).
    let in_cover = !fight.duel && measure::unit_in_terrain_cover(state, &u.id);
    let enemy_side = attack_side(state, &enemy.id, &u.id);
    // A duel is fought by the leaders with their own weapons and abilities, as lone models
    // (L789); any other combat with the profile of the side's models (R-RAID-6).
    let duellist = |x: &'a UnitState, g| match (&x.leader, fight.duel) {
        (Some(leader), true) => leader,
        _ => profile_groups::profile_of_group(x, g),
    };
    let troop = duellist(u, mine);
    let roles = charge_roles(state, fight, &u.id, &enemy.id, is_attacker);
    let totals = profile_totals_of(
        state,
        u,
        troop,
        CombatContext {
            charging: roles.charging,
            charged: roles.receiving,
            attacked_only_by_front: fight.duel || enemy_side == AttackSide::Front,
            ki_ability: None,
            short_range: false,
            in_cover,
            against_creature: duellist(enemy, theirs).creature,
        },
    );
    let mut unit = if fight.duel {
        combat_unit(state, u, true)
    } else {
        combat_group(state, u, mine)
    };
    crate::battle::deck::commander::steady_honor(&mut unit, u);
    let (mut extra_dice, mut extra_value, mut wound_modifier) = (0, 0, 0);
    if let Some(t) = &totals {
        unit = with_totals(unit, t, true);
        extra_dice = t.melee_dice;
        extra_value = t.melee_value;
        wound_modifier = t.melee_wound_value;
    }
    extra_dice += crate::battle::deck::commander::banzai_dice(u);
    MeleeSide {
        unit,
        in_contact,
        leader_in_contact,
        powered,
        charged: roles.charging,
        receiving_charge: roles.receiving,
        casualty_this_turn: u.markers.casualty_this_turn,
        used_marker: u.markers.used,
        reactive_without_order: !is_attacker && !spent_order,
        parapet: u.markers.parapet,
        out_of_formation: !fight.duel && !in_formation(state, &u.id),
        in_cover,
        retreating_marker: u.markers.retreating,
        attacks_by: if fight.duel {
            AttackSide::Front
        } else {
            attack_side(state, &u.id, &enemy.id)
        },
        extra_dice,
        extra_value,
        wound_modifier,
        protect_leader: state.sides()[u.side.index()].protect_leader,
    }
}

/// Each combat of `fight` divided by profile (R-RAID-6) with what the calculator is told of it
/// ([`fight_situation`]), in the order the fight fights them; none for a fight of one combat
/// (a duel, a combat of the chain already divided, or units of one profile).
pub fn divided_situations(
    state: &BattleState,
    fight: &FightDeclared,
    defender_spent: bool,
    defender_powered: bool,
) -> Vec<(ProfileGroups, MeleeSituation)> {
    if fight.duel || !fight.groups.is_whole() {
        return Vec::new();
    }
    let combats = profile_groups::combats(state, &fight.attacker, &fight.defender);
    if combats.len() < 2 {
        return Vec::new();
    }
    combats
        .into_iter()
        .filter_map(|c| {
            let f = FightDeclared {
                groups: c.groups,
                ..fight.clone()
            };
            let s = fight_situation(state, &f, defender_spent, defender_powered, None)?;
            Some((c.groups, s))
        })
        .collect()
}

/// What the calculator is told of `fight` (L632-716), both sides filled from the state: the
/// defender having spent an order on it or not (L675) and powered it or not (L707);
/// `refused_leader` is a unit whose leader refused a duel and stays out of it (L801). The
/// battle rolls it; the computer general weighs its exact odds beforehand.
pub fn fight_situation(
    state: &BattleState,
    fight: &FightDeclared,
    defender_spent: bool,
    defender_powered: bool,
    refused_leader: Option<&str>,
) -> Option<MeleeSituation> {
    let (att, def) = (state.unit(&fight.attacker)?, state.unit(&fight.defender)?);
    // A mixed raid unit's fight not yet divided is read as its first combat (R-RAID-6).
    let divided;
    let fight = if fight.groups.is_whole() {
        divided = FightDeclared {
            groups: crate::battle::combat::profile_groups::first_combat(state, fight).groups,
            ..fight.clone()
        };
        &divided
    } else {
        fight
    };
    Some(MeleeSituation {
        attacker: melee_side(
            state,
            att,
            def,
            fight,
            true,
            true,
            fight.powered,
            refused_leader == Some(att.id.as_str()),
        ),
        defender: melee_side(
            state,
            def,
            att,
            fight,
            false,
            defender_spent,
            defender_powered,
            refused_leader == Some(def.id.as_str()),
        ),
        options: RuleOptions::default(),
    })
}
