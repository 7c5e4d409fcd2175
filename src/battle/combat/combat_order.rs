//! Charges, fights and shots during the battle. A fight or a shot is resolved by the combat
//! calculator (`rules::roll`, R-POOL-1..3, R-WOUND-1..4, R-CAS-1, R-RES-1..2) with its inputs
//! filled from the state and the table (models in contact, side attacked, markers, formation,
//! cover, sight and range), drawing its dice from the battle's seeded stream; its result
//! (casualties, leader wounds, markers, fall back or retreat) is then applied to the state.

use crate::army::{CombatContext, ModifierTotals};
use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::engine::measure;
use crate::battle::model::combat::AfterCombat;
use crate::battle::model::event::Event;
use crate::battle::model::state::{
    Awaiting, BattleState, FightDeclared, PendingRoll, RollKind, RolledDie,
};
use crate::battle::model::unit::{Side, UnitState, other};
use crate::rules::staged::{Face, StagedCombat};
use crate::rules::{
    AttackSide, CombatReport, CombatUnit, MeleeSide, MeleeSituation, Morale, RuleOptions,
    ShootSituation, ShootTarget, Shooter, UnitLeader, Winner,
};
use crate::table::model::TerrainKind;

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

/// Whether a model stands within 2.5 cm of a terrain piece that gives cover (R-COVER-1).
fn model_in_cover(state: &BattleState, m: &crate::battle::model::state::ModelState) -> bool {
    let r = measure::base_size_cm(&m.base).0 / 2.0;
    state.table.terrain.iter().any(|t| {
        t.cover
            && t.kind != TerrainKind::Ignorable
            && measure::distance_to_polygon((m.x, m.y), &t.polygon) - r <= 2.5 + 1e-6
    })
}

/// A unit is in cover when at least half (rounded up) of `models` are (R-COVER-2).
fn unit_in_cover(state: &BattleState, models: &[&crate::battle::model::state::ModelState]) -> bool {
    if models.is_empty() {
        return false;
    }
    let covered = models.iter().filter(|m| model_in_cover(state, m)).count();
    covered >= models.len().div_ceil(2)
}

/// The combat calculator's view of a unit (or, in a duel, of its leader alone, L805), named
/// by the unit's id (the leader alone by his model's).
fn combat_unit(state: &BattleState, u: &UnitState, leader_alone: bool) -> CombatUnit {
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
            ranged_attack: l.ranged_attack as i32,
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
        };
    }
    let p = &u.profile;
    CombatUnit {
        name: u.id.clone(),
        attack: p.attack as i32,
        ranged_attack: p.ranged_attack as i32,
        models: u.models,
        models_at_start: Some(u.profile_models_at_start.max(u.models)),
        hr: p.wounds.max(1),
        wounded_marker: u.markers.wounded,
        stuns: u.markers.stunned,
        honor: p.honor - penalty,
        general_reroll: reroll,
        difficulty_to_wound: p.to_wound as i32,
        mounted: p.mounted,
        skirmishers: p.skirmisher,
        leader: u.leader.as_ref().map(|l| UnitLeader {
            name: l.name.clone(),
            attack: l.attack as i32,
            ranged_attack: l.ranged_attack as i32,
            hr: l.wounds.max(1),
            wounds_taken: u.leader_wounds,
            honor: Some(l.honor - penalty),
        }),
    }
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
fn profile_totals(
    state: &BattleState,
    u: &UnitState,
    mut ctx: CombatContext,
) -> Option<ModifierTotals> {
    let faction = state.sides[u.side.index()].faction.as_ref()?;
    let p = faction.profile(u.acting_profile().army_profile.as_ref()?)?;
    if u.markers.ki_active {
        ctx.ki_ability = crate::battle::turn::ki::ability_in_use(state, u).or(Some(String::new()));
    }
    Some(crate::army::totals(faction, p, &ctx))
}

/// Adds the profile modifiers to a combat unit's numbers.
fn with_totals(mut cu: CombatUnit, t: &ModifierTotals, melee: bool) -> CombatUnit {
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
fn engaged_models(state: &BattleState, unit: &str, enemy: &str) -> Vec<String> {
    state
        .models_of(unit)
        .filter(|m| state.models_of(enemy).any(|e| measure::engaged(m, e)))
        .map(|m| m.id.clone())
        .collect()
}

/// One side of a melee as the calculator needs it, filled from the state (L666-683).
#[allow(clippy::too_many_arguments)]
fn melee_side(
    state: &BattleState,
    u: &UnitState,
    enemy: &UnitState,
    fight: &FightDeclared,
    is_attacker: bool,
    spent_order: bool,
    powered: bool,
    leader_refused: bool,
) -> MeleeSide {
    let mut engaged = engaged_models(state, &u.id, &enemy.id);
    // L719: in a multiple combat a model fights in one combat only.
    engaged.retain(|m| !crate::battle::combat::chain_picks::fights_elsewhere(state, m, &enemy.id));
    let lone = fight.duel || u.is_lone_leader();
    let in_contact = if lone {
        1
    } else {
        state
            .models_of(&u.id)
            .filter(|m| !m.leader && engaged.contains(&m.id))
            .count() as u32
    };
    let leader_in_contact = !lone
        && !leader_refused
        && state
            .models_of(&u.id)
            .any(|m| m.leader && engaged.contains(&m.id));
    let own: Vec<_> = state.models_of(&u.id).collect();
    let in_cover = !fight.duel && unit_in_cover(state, &own);
    let enemy_side = attack_side(state, &enemy.id, &u.id);
    let totals = profile_totals(
        state,
        u,
        CombatContext {
            charging: fight.after_charge && is_attacker,
            charged: fight.after_charge && !is_attacker,
            attacked_only_by_front: fight.duel || enemy_side == AttackSide::Front,
            ki_ability: None,
            short_range: false,
            in_cover,
            against_creature: enemy.acting_profile().creature,
        },
    );
    let mut unit = combat_unit(state, u, fight.duel);
    crate::battle::deck::commander::steady_honor(&mut unit, u);
    let (mut extra_dice, mut extra_value, mut wound_modifier) = (0, 0, 0);
    if let Some(t) = &totals
        && !fight.duel
    {
        unit = with_totals(unit, t, true);
        extra_dice = t.melee_dice;
        extra_value = t.melee_value;
        wound_modifier = t.wound_value;
    }
    extra_dice += crate::battle::deck::commander::banzai_dice(u);
    MeleeSide {
        unit,
        in_contact,
        leader_in_contact,
        powered,
        charged: fight.after_charge && is_attacker,
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
        protect_leader: state.sides[u.side.index()].protect_leader,
    }
}

/// Applies one side of a combat report to its unit: casualties chosen among the models (those
/// in contact first, nearest the enemy first, L925-933), the leader's wounds and death (the
/// general's, L433), the wounded and stun markers, a wiped-out unit removed, then the morale.
fn apply_side(
    ctx: &mut Ctx,
    unit_id: &str,
    enemy: &str,
    rep: &crate::rules::SideReport,
    duel: bool,
    fall_back_dice: Option<&[Face]>,
) {
    let Some(u) = ctx.state().unit(unit_id).cloned() else {
        return;
    };
    let a = rep.after;
    let lone_leader = duel || u.is_lone_leader();
    let (models_lost, leader_killed, leader_wounds_after, wounded_after, stuns_after) =
        if lone_leader {
            let dead = a.casualties > 0 || a.wiped_out;
            (
                0,
                dead,
                if dead { 0 } else { a.wounded_marker_after },
                if duel { u.markers.wounded } else { 0 },
                if duel {
                    u.markers.stunned
                } else {
                    a.stuns_after
                },
            )
        } else {
            (
                a.casualties,
                a.leader_died,
                a.leader_wounds_after,
                a.wounded_marker_after,
                a.stuns_after,
            )
        };
    ctx.emit(Event::CasualtiesTaken {
        unit: unit_id.to_string(),
        models_lost,
        leader_wounds_after,
        leader_killed,
        wounded_after,
        stuns_after,
    });
    let mut candidates: Vec<(bool, f64, String)> = ctx
        .state()
        .models_of(unit_id)
        .filter(|m| !m.leader)
        .map(|m| {
            let mut engaged = false;
            let mut d = f64::INFINITY;
            for e in ctx.state().models_of(enemy) {
                engaged |= measure::engaged(m, e);
                d = d.min(measure::distance(m, e));
            }
            (!engaged, d, m.id.clone())
        })
        .collect();
    candidates.sort_by(|x, y| x.0.cmp(&y.0).then(x.1.total_cmp(&y.1)).then(x.2.cmp(&y.2)));
    for (_, _, id) in candidates.into_iter().take(models_lost as usize) {
        ctx.emit(Event::ModelRemoved { model: id });
    }
    if leader_killed {
        let lm = ctx
            .state()
            .models_of(unit_id)
            .find(|m| m.leader)
            .map(|m| m.id.clone());
        if u.general {
            ctx.emit(Event::GeneralDied { side: u.side });
        }
        if let Some(lm) = lm {
            ctx.emit(Event::ModelRemoved { model: lm });
        }
    }
    if ctx
        .state()
        .unit(unit_id)
        .is_some_and(|u| u.models_in_play() == 0)
    {
        crate::battle::turn::end::remove_unit(
            ctx,
            unit_id,
            crate::battle::model::reasons::Removal::WipedOut,
        );
        return;
    }
    match rep.morale {
        Morale::Holds => {}
        Morale::FallsBack => fall_back_with(ctx, unit_id, enemy, false, fall_back_dice),
        Morale::Retreats => fall_back_with(ctx, unit_id, enemy, true, fall_back_dice),
    }
}

/// A fight between `fight.attacker` and `fight.defender` (L632-716), the defender having
/// decided whether to power it; `refused_leader` is a unit whose leader refused a duel (L818).
/// The fight is rolled stage by stage (`staged_combat`), pausing for offerings and
/// protect-the-leader choices; when it is over the battle goes on with `then`.
pub fn resolve_fight(
    ctx: &mut Ctx,
    fight: &FightDeclared,
    defender_spent: bool,
    defender_powered: bool,
    refused_leader: Option<&str>,
    then: AfterCombat,
) {
    let (Some(att), Some(def)) = (
        ctx.state().unit(&fight.attacker).cloned(),
        ctx.state().unit(&fight.defender).cloned(),
    ) else {
        continue_after(ctx, then);
        return;
    };
    if crate::battle::combat::multiple::begin(ctx, fight, defender_spent, defender_powered, then) {
        return;
    }
    let situation = MeleeSituation {
        attacker: melee_side(
            ctx.state(),
            &att,
            &def,
            fight,
            true,
            true,
            fight.powered,
            refused_leader == Some(att.id.as_str()),
        ),
        defender: melee_side(
            ctx.state(),
            &def,
            &att,
            fight,
            false,
            defender_spent,
            defender_powered,
            refused_leader == Some(def.id.as_str()),
        ),
        options: RuleOptions::default(),
    };
    let seed = ctx.dice.seed();
    let mut staged = StagedCombat::melee(situation, seed, true);
    staged.no_result = crate::battle::aftermath::kept::current(ctx).chain.is_some();
    crate::battle::combat::staged::begin(
        ctx,
        [att.side, def.side],
        [att.id.clone(), def.id.clone()],
        Some(fight.clone()),
        staged,
        then,
    );
}

/// Applies a fight's report (R-RES-1, R-CAS-1, L957-976): the result, both units' casualties and
/// morale (the loser's fall back with `fall_back_dice` when already rolled), then what follows
/// any melee (`aftermath`).
pub fn apply_fight(
    ctx: &mut Ctx,
    fight: &FightDeclared,
    mut report: CombatReport,
    fall_back_dice: Option<&[Face]>,
) {
    let (att, def) = (fight.attacker.clone(), fight.defender.clone());
    let in_chain = crate::battle::combat::multiple::without_result(ctx.state(), &mut report);
    ctx.emit(Event::CombatResolved {
        attacker: att.clone(),
        defender: def.clone(),
        report: Box::new(report.clone()),
    });
    crate::battle::deck::commander::after_combat(
        ctx,
        &[&att, &def],
        &[
            (&att, report.attacker.honor_test.is_some()),
            (&def, report.defender.honor_test.is_some()),
        ],
    );
    let (winner, loser) = match report.winner {
        Some(Winner::Attacker) => (Some(att.clone()), Some(def.clone())),
        Some(Winner::Defender) => (Some(def.clone()), Some(att.clone())),
        _ => (None, None),
    };
    if !in_chain {
        ctx.emit(Event::CombatResult {
            winner,
            loser,
            why: crate::battle::model::reasons::ResultRule::Melee.into(),
        });
    }
    apply_side(
        ctx,
        &def,
        &att,
        &report.defender,
        fight.duel,
        fall_back_dice,
    );
    apply_side(
        ctx,
        &att,
        &def,
        &report.attacker,
        fight.duel,
        fall_back_dice,
    );
    if fight.duel {
        ctx.emit(Event::DuelUnitsMarked {
            units: vec![att.clone(), def.clone()],
        });
    }
    crate::battle::turn::end::check_wiped_out_army(ctx);
    crate::battle::aftermath::sequence::after_fight(ctx, fight, &report);
}

/// What the battle does once a fight or shot is over.
pub fn continue_after(ctx: &mut Ctx, then: AfterCombat) {
    match then {
        AfterCombat::Order { side } => ctx.go_on(GoOn::OrderDone { side }),
        AfterCombat::NextAction => ctx.go_on(GoOn::StepDone),
        AfterCombat::Charge { success, reach_cm } => charge_goes_on(ctx, success, reach_cm),
    }
}

/// Fall back or retreat (L962-976): 2D6 cm, 3D6 mounted, away from the enemy, stopped by
/// friends and killed by enemies in the way (`retreat_move`); used marker, and a retreating
/// marker for a retreat. The dice already rolled (and offered on, R-DECK-4), or rolled now.
pub(in crate::battle) fn fall_back_with(
    ctx: &mut Ctx,
    unit: &str,
    enemy: &str,
    retreat: bool,
    dice: Option<&[Face]>,
) {
    if ctx.state().unit(unit).is_none() {
        return;
    }
    let faces: Vec<Face> = match dice {
        Some(d) => d.to_vec(),
        None => {
            let n = ctx.state().fall_back_dice(unit);
            ctx.dice.d6s(n).into_iter().map(Face::new).collect()
        }
    };
    let dist: f64 = faces.iter().map(|f| f64::from(f.total())).sum();
    ctx.emit(Event::FallBack {
        unit: unit.to_string(),
        dice: faces.iter().map(|f| f.natural).collect(),
        retreat,
    });
    if crate::battle::opportunity::kinds::offer_on_fall_back(ctx, unit, enemy, dist, retreat) {
        return;
    }
    crate::battle::aftermath::retreat_move::fall_back_move(ctx, unit, enemy, dist, retreat);
    let mut m = ctx
        .state()
        .unit(unit)
        .map(|u| u.markers.clone())
        .unwrap_or_default();
    m.used = true;
    m.parapet = false;
    if retreat {
        m.retreating = true;
    }
    ctx.emit(Event::MarkersSet {
        unit: unit.to_string(),
        markers: m,
    });
}

/// A shot by `shooter` at `target` (L720-792). `stand_and_shoot`: `Some(charge succeeded)` for
/// stand and shoot (R-POOL-3): every model that sees the charger counts, whatever the range,
/// and the wounds are halved.
pub fn resolve_shot(
    ctx: &mut Ctx,
    shooter: &str,
    target: &str,
    powered: bool,
    stand_and_shoot: Option<bool>,
    then: AfterCombat,
) {
    let (Some(s), Some(t)) = (
        ctx.state().unit(shooter).cloned(),
        ctx.state().unit(target).cloned(),
    ) else {
        continue_after(ctx, then);
        return;
    };
    let state = ctx.state();
    let table = measure::table(state);
    let range = s.acting_profile().range_cm.unwrap_or(0.0);
    // A scenario's longest shot (dawn mist, darkness) holds for stand and shoot too.
    let limit = crate::battle::scenario::special_rules::shooting_limit_cm(state);
    let reaches = |m: &crate::battle::model::state::ModelState,
                   tm: &crate::battle::model::state::ModelState| {
        (stand_and_shoot.is_some() || measure::distance(m, tm) <= range)
            && measure::distance(m, tm) <= limit + 1e-6
            && measure::sees(table.as_deref(), m, tm)
    };
    let in_range_and_sight = state
        .models_of(shooter)
        .filter(|m| !m.leader && state.models_of(target).any(|tm| reaches(m, tm)))
        .count() as u32;
    let leader_can_shoot = !s.is_lone_leader()
        && s.leader.as_ref().is_some_and(|l| l.range_cm.is_some())
        && state
            .models_of(shooter)
            .any(|m| m.leader && state.models_of(target).any(|tm| reaches(m, tm)));
    // Only models the shooters see can be casualties (L935).
    let seen: Vec<_> = state
        .models_of(target)
        .filter(|tm| {
            state
                .models_of(shooter)
                .any(|m| measure::sees(table.as_deref(), m, tm))
        })
        .collect();
    let visible_models = seen.iter().filter(|m| !m.leader).count() as u32;
    // R-COVER-2 as the table module measures it; without it, terrain within 2.5 cm (R-COVER-1).
    let measured = table
        .as_ref()
        .and_then(|tb| Some(tb.unit_cover(tb.unit_index(shooter)?, tb.unit_index(target)?)));
    let target_cover = match measured {
        Some(c) => c.in_cover,
        None => unit_in_cover(state, &seen),
    };
    let short_range = stand_and_shoot.unwrap_or(false)
        || state.models_of(shooter).any(|m| {
            state.models_of(target).any(|tm| {
                measure::distance(m, tm) <= 20.0 && measure::sees(table.as_deref(), m, tm)
            })
        }) && stand_and_shoot.is_none();
    let shot_ctx = |cover: bool| CombatContext {
        charging: false,
        charged: false,
        attacked_only_by_front: true,
        ki_ability: None,
        short_range,
        in_cover: cover,
        against_creature: t.acting_profile().creature,
    };
    let mut shooter_unit = combat_unit(state, &s, false);
    let (mut extra_dice, mut extra_value, mut wound_modifier) = (0, 0, 0);
    if let Some(tot) = profile_totals(state, &s, shot_ctx(false)) {
        shooter_unit = with_totals(shooter_unit, &tot, false);
        extra_dice = tot.shooting_dice;
        extra_value = tot.shooting_value;
        wound_modifier = tot.wound_value;
    }
    extra_dice += crate::battle::deck::commander::banzai_dice(&s);
    let mut target_combat_unit = combat_unit(state, &t, false);
    crate::battle::deck::commander::steady_honor(&mut target_combat_unit, &t);
    let mut target_unit = combat_unit(state, &t, false);
    if let Some(tot) = profile_totals(state, &t, shot_ctx(target_cover)) {
        target_unit.difficulty_to_wound = tot.difficulty_to_wound;
        target_unit.skirmishers = target_unit.skirmishers || tot.counts_as_skirmisher;
    }
    let situation = ShootSituation {
        shooter: Shooter {
            unit: shooter_unit,
            in_range_and_sight: if s.is_lone_leader() {
                0
            } else {
                in_range_and_sight
            },
            leader_can_shoot,
            powered,
            casualty_this_turn: s.markers.casualty_this_turn,
            parapet: s.markers.parapet,
            out_of_formation: !in_formation(state, shooter),
            extra_dice,
            extra_value,
            wound_modifier,
            stand_and_shoot: stand_and_shoot.is_some(),
        },
        target: ShootTarget {
            unit: target_combat_unit,
            visible_models: Some(if t.is_lone_leader() {
                1
            } else {
                visible_models
            }),
            in_cover: unit_in_cover(state, &seen)
                && !crate::battle::deck::commander::ignores_cover(&s),
            parapet: t.markers.parapet,
            protect_leader: state.sides[t.side.index()].protect_leader,
        },
        options: RuleOptions::default(),
    };
    let seed = ctx.dice.seed();
    let staged = StagedCombat::shoot(situation, seed, true);
    crate::battle::combat::staged::begin(
        ctx,
        [s.side, t.side],
        [shooter.to_string(), target.to_string()],
        None,
        staged,
        then,
    );
}

/// Applies a shot's report: the shooter's unloaded marker (L772), the target's casualties and
/// morale (its fall back with `fall_back_dice` when already rolled), isolated models (L988).
pub fn apply_shot(
    ctx: &mut Ctx,
    shooter: &str,
    target: &str,
    report: &CombatReport,
    fall_back_dice: Option<&[Face]>,
) {
    ctx.emit(Event::CombatResolved {
        attacker: shooter.to_string(),
        defender: target.to_string(),
        report: Box::new(report.clone()),
    });
    crate::battle::deck::commander::after_combat(
        ctx,
        &[shooter],
        &[(target, report.defender.honor_test.is_some())],
    );
    if ctx
        .state()
        .unit(shooter)
        .is_some_and(|s| s.acting_profile().unloads)
    {
        let mut m = ctx
            .state()
            .unit(shooter)
            .map(|u| u.markers.clone())
            .unwrap_or_default();
        m.unloaded += 1;
        ctx.emit(Event::MarkersSet {
            unit: shooter.to_string(),
            markers: m,
        });
    }
    apply_side(
        ctx,
        target,
        shooter,
        &report.defender,
        false,
        fall_back_dice,
    );
    crate::battle::aftermath::isolated::remove_isolated(ctx);
    crate::battle::turn::end::check_wiped_out_army(ctx);
}

/// The charge move roll settled (R-CHG-1, L610-630): success moves the chargers into contact
/// and declares the fight; failure moves them MOV toward the target.
pub fn settle_charge(ctx: &mut Ctx, roll: &PendingRoll) {
    let RollKind::ChargeMove { charger, target } = &roll.kind else {
        return;
    };
    let Some(charge) = ctx.state().charge.clone() else {
        return;
    };
    let Some(c) = ctx.state().unit(charger).cloned() else {
        return;
    };
    let mov = c.acting_profile().mov_cm;
    let base = if charge.powered { 2.0 * mov } else { mov };
    let reach = base + f64::from(roll.dice[0].total() as i16);
    let distance = measure::unit_distance(ctx.state(), charger, target);
    let success = distance <= reach;
    ctx.emit(Event::ChargeResolved {
        reach_cm: reach,
        distance_cm: distance,
        success,
    });
    let then = AfterCombat::Charge {
        success,
        reach_cm: reach,
    };
    if charge.stood_and_shot {
        resolve_shot(ctx, target, charger, false, Some(success), then);
    } else {
        continue_after(ctx, then);
    }
}

/// The charge after its roll (and after the target stood and shot, R-POOL-3): the chargers
/// move (into contact when it `success`ed) and the fight is declared, or the order ends.
fn charge_goes_on(ctx: &mut Ctx, success: bool, reach: f64) {
    let Some(charge) = ctx.state().charge.clone() else {
        return;
    };
    let (charger, target) = (&charge.charger, &charge.target);
    let Some(c) = ctx.state().unit(charger).cloned() else {
        return;
    };
    if c.removed {
        ctx.emit(Event::ChargeCleared);
        ctx.go_on(GoOn::OrderDone { side: c.side });
        return;
    }
    let mov = c.acting_profile().mov_cm;
    let travel = if success { reach } else { mov };
    crate::battle::combat::charge_ends::move_charger(ctx, charger, target, travel, success);
    ctx.emit(Event::ChargeCleared);
    if success && engaged_models(ctx.state(), charger, target).is_empty() {
        // Every charger stopped short (blocked): no fight.
        ctx.go_on(GoOn::OrderDone { side: c.side });
        return;
    }
    if success {
        let fight = FightDeclared {
            attacker: charger.clone(),
            defender: target.clone(),
            powered: charge.powered,
            after_charge: true,
            duel: false,
        };
        ctx.emit(Event::FightDeclared { fight });
        let def_side = ctx.state().unit(target).map_or(other(c.side), |u| u.side);
        ctx.awaits(Awaiting::FightBack { side: def_side });
    } else {
        ctx.go_on(GoOn::OrderDone { side: c.side });
    }
}

/// Flight from a charge (L870-878): 2D6 cm away from the charger, round impassable terrain,
/// back to it (`retreat_move::flight_plan`).
/// The charge roll follows once the flight dice are settled (`flee_rolled`).
pub fn flee(ctx: &mut Ctx, unit: &str, charger: &str) {
    let owner = ctx.state().unit(unit).map_or(Side::FIRST, |u| u.side);
    let dice = ctx.roll_dice(owner, 2);
    ctx.go_on(GoOn::Roll {
        kind: RollKind::Flee {
            unit: unit.to_string(),
            charger: charger.to_string(),
        },
        dice,
    });
}

/// The flight with its dice settled (offerings included), then the charge roll (L610).
pub fn flee_rolled(ctx: &mut Ctx, unit: &str, charger: &str, dice: &[RolledDie]) {
    let dist: f64 = dice.iter().map(|d| f64::from(d.total())).sum();
    ctx.emit(Event::MoveRolled {
        unit: unit.to_string(),
        dice: dice.iter().map(|d| d.value).collect(),
        max_cm: dist,
    });
    if crate::battle::opportunity::kinds::offer_on_flight(ctx, unit, charger, dist) {
        return;
    }
    crate::battle::aftermath::retreat_move::flight_move(ctx, unit, charger, dist);
    let mut m = ctx
        .state()
        .unit(unit)
        .map(|u| u.markers.clone())
        .unwrap_or_default();
    m.used = true;
    m.parapet = false;
    ctx.emit(Event::MarkersSet {
        unit: unit.to_string(),
        markers: m,
    });
    charge_after_flight(ctx);
}

/// The charge roll after the flight (L610, L876); a charge whose charger or target is gone (an
/// opportunity charge caught the fleeing unit, L852) ends without it.
pub fn charge_after_flight(ctx: &mut Ctx) {
    let Some(charge) = ctx.state().charge.clone() else {
        return;
    };
    let side = ctx
        .state()
        .unit(&charge.charger)
        .map_or(Side::FIRST, |u| u.side);
    let on_table = |id: &str| ctx.state().models_of(id).next().is_some();
    if on_table(&charge.charger) && on_table(&charge.target) {
        roll_charge(ctx, &charge.charger, &charge.target, side);
    } else {
        ctx.emit(Event::ChargeCleared);
        ctx.go_on(GoOn::OrderDone { side });
    }
}

/// Opens the charge move roll to offerings.
pub fn roll_charge(ctx: &mut Ctx, charger: &str, target: &str, side: Side) {
    let value = ctx.dice.d6();
    ctx.go_on(GoOn::OpenRoll {
        kind: RollKind::ChargeMove {
            charger: charger.to_string(),
            target: target.to_string(),
        },
        dice: vec![crate::battle::model::state::RolledDie {
            owner: side,
            value,
            bonus: 0,
        }],
    });
}

/// Disengaging (L487-495): one wound per model that was in melee, casualties removed (R-CAS-1);
/// skirmishers disengage without loss (L497). Returns the enemy units it left.
pub fn disengage_wounds(ctx: &mut Ctx, unit: &str) -> Vec<String> {
    let enemies: Vec<String> =
        crate::battle::engine::measure::engaged_enemies(ctx.state(), unit).collect();
    let Some(u) = ctx.state().unit(unit).cloned() else {
        return enemies;
    };
    let mut engaged: Vec<String> = Vec::new();
    for e in &enemies {
        for m in engaged_models(ctx.state(), unit, e) {
            if !engaged.contains(&m) {
                engaged.push(m);
            }
        }
    }
    if u.acting_profile().skirmisher || engaged.is_empty() {
        return enemies;
    }
    let cu = combat_unit(ctx.state(), &u, false);
    let dealt = crate::rules::WoundsDealt {
        unit_wounds: engaged.len() as u32,
        leader_wounds: 0,
        stuns: 0,
    };
    let after = crate::rules::wounds::apply_wounds(&cu, dealt, 0, cu.models);
    let rep = crate::rules::SideReport {
        name: u.id.clone(),
        pool: None,
        attack_dice: Vec::new(),
        hits: 0,
        wound_dice: Vec::new(),
        dealt,
        protect_dice: Vec::new(),
        diverted: 0,
        after,
        honor_test: None,
        morale: Morale::Holds,
    };
    let near = enemies.first().cloned().unwrap_or_default();
    apply_side(ctx, unit, &near, &rep, false, None);
    enemies
}
