//! The melee (L666-683) and shooting (L749-760) tables, row by row against the book
//! (R-POOL-1..3): each input of a situation adds exactly its row, with its line.

use kensei::rules::pool::DicePool;
use kensei::rules::{
    AttackSide, CombatUnit, MeleeSide, RuleOptions, ShootSituation, ShootTarget, Shooter,
    UnitLeader, melee_pool, shooting_pool,
};

fn unit(models: u32) -> CombatUnit {
    CombatUnit {
        name: String::new(),
        attack: 2,
        ranged_attack: 0,
        models,
        models_at_start: None,
        hr: 1,
        wounded_marker: 0,
        stuns: 0,
        honor: 4,
        general_reroll: false,
        difficulty_to_wound: 4,
        mounted: false,
        skirmishers: false,
        leader: None,
        models_elsewhere: 0,
    }
}

fn leader(attack: i32, ranged: i32) -> UnitLeader {
    UnitLeader {
        name: String::new(),
        attack,
        ranged_attack: ranged,
        hr: 2,
        wounds_taken: 0,
        honor: None,
    }
}

fn side(models: u32) -> MeleeSide {
    MeleeSide {
        unit: unit(models),
        in_contact: 0,
        leader_in_contact: false,
        powered: false,
        charged: false,
        receiving_charge: false,
        casualty_this_turn: false,
        used_marker: false,
        reactive_without_order: false,
        parapet: false,
        out_of_formation: false,
        in_cover: false,
        retreating_marker: false,
        attacks_by: AttackSide::Front,
        extra_dice: 0,
        extra_value: 0,
        wound_modifier: 0,
        protect_leader: Default::default(),
    }
}

/// The rows of `changed` that are not in `base`, as (line, dice, value).
fn added(base: &DicePool, changed: &DicePool) -> Vec<(String, i32, i32)> {
    changed
        .rows
        .iter()
        .filter(|r| !base.rows.contains(r))
        .map(|r| (r.line.clone(), r.dice, r.value))
        .collect()
}

fn melee_row(change: impl Fn(&mut MeleeSide, &mut MeleeSide)) -> Vec<(String, i32, i32)> {
    let (me, enemy) = (side(5), side(5));
    let base = melee_pool(&me, &enemy, &RuleOptions::default());
    let (mut me2, mut enemy2) = (me.clone(), enemy.clone());
    change(&mut me2, &mut enemy2);
    let pool = melee_pool(&me2, &enemy2, &RuleOptions::default());
    let rows = added(&base, &pool);
    let dice: i32 = pool.rows.iter().map(|r| r.dice).sum();
    let value: i32 = pool.rows.iter().map(|r| r.value).sum();
    assert_eq!((pool.dice, pool.modifier), (dice, value), "sums match rows");
    rows
}

fn row(line: &str, dice: i32, value: i32) -> Vec<(String, i32, i32)> {
    vec![(line.to_string(), dice, value)]
}

#[test]
fn l668_base_dice_are_the_troop_attack() {
    let p = melee_pool(&side(5), &side(5), &RuleOptions::default());
    assert_eq!(p.rows.len(), 1);
    assert_eq!((p.rows[0].line.as_str(), p.rows[0].dice), ("L668", 2));
    assert_eq!((p.dice, p.modifier), (2, 0));
}

#[test]
fn l669_one_die_per_model_in_contact_not_the_leader() {
    assert_eq!(melee_row(|m, _| m.in_contact = 4), row("L669", 4, 0));
}

#[test]
fn l669_not_for_a_unit_of_one_model() {
    let mut lone = side(1);
    lone.in_contact = 1;
    let p = melee_pool(&lone, &side(5), &RuleOptions::default());
    assert!(p.rows.iter().all(|r| r.line != "L669"), "{p:?}");
    assert_eq!(p.dice, 2);
}

#[test]
fn l670_leader_attack_only_when_the_leader_is_in_contact() {
    assert_eq!(melee_row(|m, _| m.unit.leader = Some(leader(3, 0))), vec![]);
    assert_eq!(
        melee_row(|m, _| {
            m.unit.leader = Some(leader(3, 0));
            m.leader_in_contact = true;
        }),
        row("L670", 3, 0)
    );
}

#[test]
fn l671_powered_combat() {
    assert_eq!(melee_row(|m, _| m.powered = true), row("L671", 1, 0));
}

#[test]
fn l672_charge_on_foot_mounted_and_skirmishers() {
    assert_eq!(melee_row(|m, _| m.charged = true), row("L672", 1, 0));
    assert_eq!(
        melee_row(|m, _| {
            m.charged = true;
            m.unit.mounted = true;
        }),
        row("L672", 2, 0)
    );
    assert_eq!(
        melee_row(|m, _| {
            m.charged = true;
            m.unit.skirmishers = true;
        }),
        vec![]
    );
}

#[test]
fn l673_l674_l675_casualty_used_reactive_without_order() {
    assert_eq!(
        melee_row(|m, _| m.casualty_this_turn = true),
        row("L673", -1, 0)
    );
    assert_eq!(melee_row(|m, _| m.used_marker = true), row("L674", -1, 0));
    assert_eq!(
        melee_row(|m, _| m.reactive_without_order = true),
        row("L675", -1, 0)
    );
}

#[test]
fn r_pool_2_l676_parapet_adds_two_dice_in_melee_and_is_an_option() {
    let rows = melee_row(|m, _| m.parapet = true);
    assert_eq!(rows, row("L676", 2, 0));
    let mut me = side(5);
    me.parapet = true;
    let opts = RuleOptions {
        melee_parapet_dice: -2,
        ..RuleOptions::default()
    };
    let p = melee_pool(&me, &side(5), &opts);
    let r = p.rows.iter().find(|r| r.line == "L676").unwrap();
    assert_eq!((r.dice, r.ruling.as_deref()), (-2, Some("R-POOL-2")));
}

#[test]
fn l677_out_of_formation() {
    assert_eq!(
        melee_row(|m, _| m.out_of_formation = true),
        row("L677", 0, -1)
    );
}

#[test]
fn l678_enemy_in_cover_or_parapet_is_minus_one_once() {
    assert_eq!(melee_row(|_, e| e.in_cover = true), row("L678", 0, -1));
    assert_eq!(melee_row(|_, e| e.parapet = true), row("L678", 0, -1));
    assert_eq!(
        melee_row(|_, e| {
            e.parapet = true;
            e.in_cover = true;
        }),
        row("L678", 0, -1)
    );
}

#[test]
fn l679_ranged_unit_receiving_a_charge() {
    assert_eq!(
        melee_row(|m, e| {
            m.unit.ranged_attack = 1;
            e.charged = true;
        }),
        row("L679", 0, -1)
    );
    // Without ranged weapons, receiving a charge changes nothing for this unit.
    assert_eq!(melee_row(|_, e| e.charged = true), vec![]);
    // In a later combat of a charge's multiple combat, against a unit that did not charge, the
    // unit charged still fights as after receiving the charge (R-CHG-2).
    assert_eq!(
        melee_row(|m, _| {
            m.unit.ranged_attack = 1;
            m.receiving_charge = true;
        }),
        row("L679", 0, -1)
    );
}

#[test]
fn l680_retreating_marker() {
    assert_eq!(
        melee_row(|m, _| m.retreating_marker = true),
        row("L680", 0, -2)
    );
}

#[test]
fn l681_l682_flank_and_rear() {
    assert_eq!(
        melee_row(|m, _| m.attacks_by = AttackSide::Flank),
        row("L681", 0, 1)
    );
    assert_eq!(
        melee_row(|m, _| m.attacks_by = AttackSide::Rear),
        row("L682", 0, 2)
    );
}

#[test]
fn l683_extra_dice_and_value() {
    let mut rows = melee_row(|m, _| {
        m.extra_dice = -3;
        m.extra_value = 1;
    });
    rows.sort();
    assert_eq!(
        rows,
        vec![("L683".to_string(), -3, 0), ("L683".to_string(), 0, 1)]
    );
}

#[test]
fn r_dice_1_l102_a_pool_of_zero_or_fewer_rolls_one_die_needing_a_six() {
    let mut me = side(5);
    me.unit.attack = 0;
    me.used_marker = true;
    let p = melee_pool(&me, &side(5), &RuleOptions::default());
    assert_eq!(p.dice, -1);
    let roll = p.roll();
    assert!(roll.only_natural_six);
    assert_eq!(roll.distribution(), vec![5.0 / 6.0, 1.0 / 6.0]);
}

fn shoot() -> ShootSituation {
    let mut u = unit(10);
    u.ranged_attack = 1;
    ShootSituation {
        shooter: Shooter {
            unit: u,
            in_range_and_sight: 0,
            leader_can_shoot: false,
            powered: false,
            casualty_this_turn: false,
            parapet: false,
            out_of_formation: false,
            extra_dice: 0,
            extra_value: 0,
            wound_modifier: 0,
            stand_and_shoot: false,
        },
        target: ShootTarget {
            unit: unit(5),
            visible_models: None,
            in_cover: false,
            parapet: false,
            protect_leader: Default::default(),
        },
        options: RuleOptions::default(),
    }
}

fn shoot_row(change: impl Fn(&mut ShootSituation)) -> Vec<(String, i32, i32)> {
    let s = shoot();
    let base = shooting_pool(&s);
    let mut s2 = s.clone();
    change(&mut s2);
    added(&base, &shooting_pool(&s2))
}

#[test]
fn l751_base_dice_are_the_ranged_attack() {
    let p = shooting_pool(&shoot());
    assert_eq!(p.rows.len(), 1);
    assert_eq!((p.rows[0].line.as_str(), p.rows[0].dice), ("L751", 1));
}

#[test]
fn l752_one_die_per_model_with_sight_and_range() {
    assert_eq!(
        shoot_row(|s| s.shooter.in_range_and_sight = 7),
        row("L752", 7, 0)
    );
}

#[test]
fn l753_leader_ranged_attack_when_it_can_shoot() {
    assert_eq!(
        shoot_row(|s| s.shooter.unit.leader = Some(leader(3, 2))),
        vec![]
    );
    assert_eq!(
        shoot_row(|s| {
            s.shooter.unit.leader = Some(leader(3, 2));
            s.shooter.leader_can_shoot = true;
        }),
        row("L753", 2, 0)
    );
}

#[test]
fn l754_l755_powered_and_casualty() {
    assert_eq!(shoot_row(|s| s.shooter.powered = true), row("L754", 1, 0));
    assert_eq!(
        shoot_row(|s| s.shooter.casualty_this_turn = true),
        row("L755", -1, 0)
    );
}

#[test]
fn r_pool_2_l756_parapet_removes_two_dice_when_shooting() {
    assert_eq!(shoot_row(|s| s.shooter.parapet = true), row("L756", -2, 0));
}

#[test]
fn l757_l758_out_of_formation_and_target_in_cover_or_parapet() {
    assert_eq!(
        shoot_row(|s| s.shooter.out_of_formation = true),
        row("L757", 0, -1)
    );
    assert_eq!(shoot_row(|s| s.target.in_cover = true), row("L758", 0, -1));
    assert_eq!(shoot_row(|s| s.target.parapet = true), row("L758", 0, -1));
}

#[test]
fn l759_lone_model_or_skirmishers() {
    assert_eq!(
        shoot_row(|s| s.target.unit.skirmishers = true),
        row("L759", 0, -1)
    );
    assert_eq!(shoot_row(|s| s.target.unit.models = 1), row("L759", 0, -1));
    // One model with a unit leader is two models, not a lone model.
    assert_eq!(
        shoot_row(|s| {
            s.target.unit.models = 1;
            s.target.unit.leader = Some(leader(1, 0));
        }),
        vec![]
    );
}

#[test]
fn l760_extra_dice_and_value() {
    let mut rows = shoot_row(|s| {
        s.shooter.extra_dice = 2;
        s.shooter.extra_value = -1;
    });
    rows.sort();
    assert_eq!(
        rows,
        vec![("L760".to_string(), 0, -1), ("L760".to_string(), 2, 0)]
    );
}
