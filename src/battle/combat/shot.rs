//! A shot during the battle (L721-773), and stand and shoot against a charge (R-POOL-3): the
//! shooters that see the target and have it in range, rolled stage by stage (`staged`); once
//! over, the shooter's unloaded marker (L772) and the target's share of the result
//! (`side_result`).

use crate::army::CombatContext;
use crate::battle::combat::inputs::{
    combat_group, combat_unit, in_formation, profile_totals, profile_totals_of, with_totals,
};
use crate::battle::combat::profile_groups;
use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::measure;
use crate::battle::model::combat::AfterCombat;
use crate::battle::model::event::Event;
use crate::rules::staged::{Face, StagedCombat};
use crate::rules::{CombatReport, RuleOptions, ShootSituation, ShootTarget, Shooter};

/// A shot by `shooter` at `target` (L721-773). `stand_and_shoot`: `Some(charge succeeded)` for
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
        ctx.state().unit(shooter).map(|u| u.side),
        ctx.state().unit(target).map(|u| u.side),
    ) else {
        crate::battle::combat::charge_move::continue_after(ctx, then);
        return;
    };
    let Some(situation) = shot_situation(ctx.state(), shooter, target, powered, stand_and_shoot)
    else {
        // A shot with no shooter in range of the target is lost, with no other effect (L743,
        // R-SHOT-1): no roll, no unloaded marker.
        ctx.emit(Event::ShotLost {
            shooter: shooter.to_string(),
            target: target.to_string(),
        });
        crate::battle::combat::charge_move::continue_after(ctx, then);
        return;
    };
    let seed = ctx.dice.seed();
    let staged = StagedCombat::shoot(situation, seed, true);
    crate::battle::combat::staged::begin(
        ctx,
        [s, t],
        [shooter.to_string(), target.to_string()],
        None,
        staged,
        then,
    );
}

/// What the calculator is told of a shot by `shooter` at `target` (L721-773), read off the
/// state and the table: the shooters that see the target and have it in range, the models the
/// shooters see (L935), cover (R-COVER-2, L758), short range, the profiles' modifiers. None
/// when a unit is missing, or when no shooter reaches the target so the shot is lost (L743,
/// R-SHOT-1; stand and shoot counts every model that sees). The battle rolls it; the computer
/// general weighs its exact odds beforehand.
pub fn shot_situation(
    state: &crate::battle::model::state::BattleState,
    shooter: &str,
    target: &str,
    powered: bool,
    stand_and_shoot: Option<bool>,
) -> Option<ShootSituation> {
    let (s, t) = (state.unit(shooter)?.clone(), state.unit(target)?.clone());
    let table = measure::table(state);
    // A mixed raid unit shoots with its first profile that has a ranged weapon (R-RAID-6).
    let group = profile_groups::shooting_group(&s);
    let troop = profile_groups::profile_of_group(&s, group);
    let range = troop.range_cm.unwrap_or(0.0);
    // A scenario's longest shot (dawn mist, darkness) holds for stand and shoot too.
    let limit = crate::battle::scenario::special_rules::shooting_limit_cm(state);
    let reaches = |m: &crate::battle::model::state::ModelState,
                   tm: &crate::battle::model::state::ModelState| {
        (stand_and_shoot.is_some() || measure::distance(m, tm) <= range)
            && measure::distance(m, tm) <= limit + 1e-6
            && measure::sees(table.as_deref(), m, tm)
    };
    let shooting: Vec<String> = state
        .models_of(shooter)
        .filter(|m| {
            !m.leader
                && profile_groups::group_of(&s, m) == group
                && state.models_of(target).any(|tm| reaches(m, tm))
        })
        .map(|m| m.id.clone())
        .collect();
    // Total war (R-TW-4): a base with sight and range is the unit's models with them.
    let in_range_and_sight = if s.movement_base {
        crate::battle::combat::total_war::in_contact(&s, &shooting)
    } else {
        shooting.len() as u32
    };
    let leader_can_shoot = !s.is_lone_leader()
        && s.leader.as_ref().is_some_and(|l| l.range_cm.is_some())
        && state
            .where_leader_stands(shooter)
            .is_some_and(|m| state.models_of(target).any(|tm| reaches(m, tm)));
    // Only models the shooters see can be casualties (L935).
    let seen: Vec<_> = state
        .models_of(target)
        .filter(|tm| {
            state
                .models_of(shooter)
                .any(|m| measure::sees(table.as_deref(), m, tm))
        })
        .collect();
    let seen_ids: Vec<String> = seen
        .iter()
        .filter(|m| !m.leader)
        .map(|m| m.id.clone())
        .collect();
    let visible_models = if t.movement_base {
        crate::battle::combat::total_war::in_contact(&t, &seen_ids)
    } else {
        seen_ids.len() as u32
    };
    // A shot with no shooter in range of the target is lost, with no other effect (L743,
    // R-SHOT-1): no roll, no unloaded marker. Stand and shoot counts every model that sees.
    let none_reach = if s.is_lone_leader() {
        !state
            .models_of(shooter)
            .any(|m| state.models_of(target).any(|tm| reaches(m, tm)))
    } else {
        in_range_and_sight == 0 && !leader_can_shoot
    };
    if stand_and_shoot.is_none() && none_reach {
        return None;
    }
    // R-COVER-2 as the table module measures it (L758).
    let target_cover = measure::unit_cover(table.as_deref(), shooter, target);
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
    let mut shooter_unit = combat_group(state, &s, group);
    let (mut extra_dice, mut extra_value, mut wound_modifier) = (0, 0, 0);
    if let Some(tot) = profile_totals_of(state, &s, troop, shot_ctx(false)) {
        shooter_unit = with_totals(shooter_unit, &tot, false);
        extra_dice = tot.shooting_dice;
        extra_value = tot.shooting_value;
        // A melee weapon's modifiers are for melee only (L1073-1083).
        wound_modifier = tot.shooting_wound_value;
    }
    extra_dice += crate::battle::deck::commander::banzai_dice(&s);
    let mut target_combat_unit = combat_unit(state, &t, false);
    crate::battle::deck::commander::steady_honor(&mut target_combat_unit, &t);
    let mut target_unit = combat_unit(state, &t, false);
    if let Some(tot) = profile_totals(state, &t, shot_ctx(target_cover)) {
        target_unit.difficulty_to_wound = tot.difficulty_to_wound;
        target_unit.skirmishers = target_unit.skirmishers || tot.counts_as_skirmisher;
    }
    Some(ShootSituation {
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
            in_cover: target_cover && !crate::battle::deck::commander::ignores_cover(&s),
            parapet: t.markers.parapet,
            protect_leader: state.sides()[t.side.index()].protect_leader,
        },
        options: RuleOptions::default(),
    })
}

/// Applies a shot's report: the shooter's unloaded marker (L772), the target's casualties
/// (`lost`, models the shooters see, L935, R-CAS-2) and morale (its fall back with
/// `fall_back_dice` when already rolled), isolated models (L988).
pub fn apply_shot(
    ctx: &mut Ctx,
    shooter: &str,
    target: &str,
    report: &CombatReport,
    fall_back_dice: Option<&[Face]>,
    lost: &[String],
) {
    // The profile of a mixed raid unit that shot, for the log to name it (R-RAID-6).
    let groups = crate::battle::model::combat::ProfileGroups {
        attacker: ctx
            .state()
            .unit(shooter)
            .and_then(crate::battle::combat::profile_groups::shooting_group),
        defender: None,
    };
    ctx.emit(Event::CombatResolved {
        attacker: shooter.to_string(),
        defender: target.to_string(),
        report: Box::new(report.clone()),
        groups,
    });
    crate::battle::deck::commander::after_combat(
        ctx,
        &[shooter],
        &[(target, report.defender.honor_test.is_some())],
    );
    if ctx.state().unit(shooter).is_some_and(|s| {
        crate::battle::combat::profile_groups::profile_of_group(
            s,
            crate::battle::combat::profile_groups::shooting_group(s),
        )
        .unloads
    }) {
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
    crate::battle::combat::side_result::apply_side(
        ctx,
        target,
        shooter,
        &report.defender,
        false,
        fall_back_dice,
        Some(lost),
    );
    // A unit that stood and shot (L856) has made its reaction: its used marker (L842).
    crate::battle::turn::reaction::ended(ctx, &[shooter]);
    crate::battle::aftermath::isolated::remove_isolated(ctx);
    crate::battle::turn::end::check_wiped_out_army(ctx);
}
