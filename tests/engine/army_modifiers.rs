//! Profiles as combat numbers: class defaults (L342-353), overrides, armour (R-WOUND-2), and
//! weapon, trait and ability effects with their conditions (weapons only by the front, L1077;
//! ki abilities only while ki is active and only the one chosen, L1047-1055).

use kensei::army::combat::{apply_to_melee_side, combat_unit};
use kensei::army::{
    Class, CombatContext, Faction, ModifierSource, SituationInput, Unit, load_faction,
    profile_modifiers, totals,
};
use std::path::Path;

fn faction() -> Faction {
    load_faction(Path::new("tests/fixtures/army_test_faction.json")).unwrap()
}

#[test]
fn l342_class_defaults_as_the_project_reads_the_garbled_table() {
    let rows = [
        (Class::H, [10, 15, 4, 3, 3, 5, 3]),
        (Class::E, [10, 15, 3, 3, 2, 4, 2]),
        (Class::G, [10, 15, 2, 2, 1, 3, 1]),
        (Class::A, [10, 15, 0, 0, 0, 2, 1]),
        (Class::C, [15, 20, 6, 5, 4, 5, 4]),
        (Class::M, [10, 15, 5, 4, 2, 4, 3]),
        (Class::I, [10, 15, 3, 3, 1, 3, 2]),
    ];
    for (class, row) in rows {
        let a = class.default_attributes();
        assert_eq!(
            [
                a.mov_foot_cm,
                a.mov_mounted_cm,
                a.attack_melee,
                a.attack_ranged,
                a.initiative,
                a.honor,
                a.hr
            ],
            row,
            "{class:?}"
        );
    }
}

#[test]
fn l316_class_order_for_unit_leaders() {
    assert!(Class::H.at_least(Class::E));
    assert!(Class::C.at_least(Class::H));
    assert!(Class::E.at_least(Class::E));
    assert!(Class::M.at_least(Class::E));
    assert!(!Class::G.at_least(Class::E));
    assert!(Class::G.at_least(Class::A));
    assert!(Class::K.at_least(Class::O));
}

#[test]
fn l1077_melee_weapon_effects_only_when_attacked_solely_by_the_front() {
    let f = faction();
    let hero = f.profile("hero").unwrap();
    let front = CombatContext {
        attacked_only_by_front: true,
        ..CombatContext::default()
    };
    let flank = CombatContext::default();
    // Katana: +1 to wound, a melee weapon.
    assert_eq!(totals(&f, hero, &front).melee_wound_value, 1);
    assert_eq!(totals(&f, hero, &flank).melee_wound_value, 0);
    // A weapon whose description says otherwise (`any_side`) works from any side.
    let bo = f.profile("oni").unwrap();
    assert_eq!(totals(&f, bo, &flank).melee_value, 1);
}

#[test]
fn yari_needs_a_charge_against_the_unit() {
    let f = faction();
    let spears = f.profile("spearmen").unwrap();
    let charged = CombatContext {
        attacked_only_by_front: true,
        charged: true,
        ..CombatContext::default()
    };
    assert_eq!(totals(&f, spears, &charged).melee_dice, 1);
    let charging = CombatContext {
        attacked_only_by_front: true,
        charging: true,
        ..CombatContext::default()
    };
    assert_eq!(totals(&f, spears, &charging).melee_dice, 0);
}

#[test]
fn ki_abilities_work_only_while_ki_is_active_and_only_the_chosen_one() {
    let f = faction();
    let hero = f.profile("hero").unwrap();
    let none = CombatContext::default();
    assert_eq!(totals(&f, hero, &none).melee_dice, 0);
    let kiai = CombatContext {
        ki_ability: Some("kiai".into()),
        ..CombatContext::default()
    };
    let t = totals(&f, hero, &kiai);
    assert_eq!(t.melee_dice, 2);
    assert_eq!(t.melee_wound_value, 0, "fury was not chosen");
    let fury = CombatContext {
        ki_ability: Some("fury".into()),
        ..CombatContext::default()
    };
    let t = totals(&f, hero, &fury);
    assert_eq!(
        (t.melee_dice, t.melee_wound_value, t.shooting_wound_value),
        (0, 1, 1)
    );
}

#[test]
fn r_wound_2_armour_sets_difficulty_and_its_effects_apply() {
    let f = faction();
    let t = totals(&f, f.profile("hero").unwrap(), &CombatContext::default());
    assert_eq!(t.difficulty_to_wound, 5);
    assert_eq!(t.mov_foot_cm, 9, "o-yoroi -1 cm");
    let t = totals(
        &f,
        f.profile("spearmen").unwrap(),
        &CombatContext::default(),
    );
    assert_eq!(t.difficulty_to_wound, 4, "no armour: 4");
}

#[test]
fn troop_types_set_the_charge_bonus() {
    let f = faction();
    let ctx = CombatContext::default();
    let riders = totals(&f, f.profile("riders").unwrap(), &ctx);
    assert!(riders.charges_as_mounted && !riders.no_charge_bonus);
    let ninja = totals(&f, f.profile("ninja").unwrap(), &ctx);
    assert!(ninja.no_charge_bonus && ninja.counts_as_skirmisher);
    let sam = totals(&f, f.profile("samurai").unwrap(), &ctx);
    assert!(!sam.charges_as_mounted && !sam.no_charge_bonus);
}

#[test]
fn every_modifier_names_its_source_and_implied_conditions() {
    let f = faction();
    let mods = profile_modifiers(&f, f.profile("hero").unwrap());
    let katana = mods
        .iter()
        .find(|m| m.source == ModifierSource::Weapon)
        .unwrap();
    assert_eq!(katana.source_id, "katana");
    assert_eq!(katana.input, SituationInput::WoundValue);
    assert_eq!(
        katana.when,
        vec![kensei::army::Condition::AttackedOnlyByFront]
    );
    let kiai = mods.iter().find(|m| m.source_id == "kiai").unwrap();
    assert_eq!(kiai.when, vec![kensei::army::Condition::KiActive]);
    assert!(mods.iter().any(|m| m.source == ModifierSource::Armour));
}

#[test]
fn a_list_unit_becomes_a_combat_unit_with_its_leader() {
    let f = faction();
    let unit = Unit {
        id: "lord".into(),
        profile: "samurai".into(),
        models: 5,
        leader: Some("hero".into()),
        support: vec![],
        mixed: Vec::new(),
        on_base: None,
    };
    let ctx = CombatContext {
        attacked_only_by_front: true,
        ki_ability: Some("kiai".into()),
        ..CombatContext::default()
    };
    let cu = combat_unit(&f, &unit, &ctx).unwrap();
    assert_eq!(cu.models, 5);
    assert_eq!(cu.attack, 3, "Elite AT 3");
    assert_eq!(
        cu.ranged_attack, 0,
        "no ranged weapon: no shooting dice (L679)"
    );
    assert_eq!(cu.hr, 2);
    assert_eq!(cu.difficulty_to_wound, 4);
    assert!(!cu.mounted && !cu.skirmishers);
    let leader = cu.leader.as_ref().unwrap();
    assert_eq!(leader.attack, 4, "Hero AT 4");
    assert_eq!(leader.hr, 3);
    assert_eq!(
        leader.honor,
        Some(5),
        "L420: the unit uses the leader's Honor"
    );

    // The samurai's own katana gives +1 to wound in a melee by the front.
    let situation: kensei::rules::situation::MeleeSituation =
        serde_json::from_str(&std::fs::read_to_string("tests/fixtures/melee_charge.json").unwrap())
            .unwrap();
    let mut side = situation.attacker.clone();
    let before = side.wound_modifier;
    let (t, _) = kensei::army::combat::unit_totals(&f, &unit, &ctx).unwrap();
    apply_to_melee_side(&mut side, &t);
    assert_eq!(side.wound_modifier, before + 1);
}

#[test]
fn archers_keep_their_shooting_attack_and_reach() {
    let f = faction();
    let unit = Unit {
        id: "bows".into(),
        profile: "archers".into(),
        models: 4,
        leader: Some("hero_archer".into()),
        support: vec![],
        mixed: Vec::new(),
        on_base: None,
    };
    let cu = combat_unit(&f, &unit, &CombatContext::default()).unwrap();
    assert_eq!(cu.ranged_attack, 2, "Warrior AT x/2");
    assert_eq!(
        cu.leader.unwrap().ranged_attack,
        3,
        "Hero AT x/3 with a yumi"
    );
    let t = totals(&f, f.profile("archers").unwrap(), &CombatContext::default());
    assert_eq!(t.ranged_reach, Some(kensei::army::RangedReach::Long));
    assert_eq!(t.ranged_reach.unwrap().max_cm(), 60);
}

#[test]
fn unknown_profile_in_a_unit_is_an_error_not_a_panic() {
    let f = faction();
    let unit = Unit {
        id: "x".into(),
        profile: "dragon".into(),
        models: 3,
        leader: None,
        support: vec![],
        mixed: Vec::new(),
        on_base: None,
    };
    let err = combat_unit(&f, &unit, &CombatContext::default()).unwrap_err();
    assert!(err.to_string().contains("dragon"), "{err}");
}

#[test]
fn l772_firearms_unload_when_fired() {
    let f = faction();
    let ctx = CombatContext::default();
    let gunners = totals(&f, f.profile("gunners").unwrap(), &ctx);
    assert!(gunners.unloads_when_fired);
    assert_eq!(gunners.ranged_reach, Some(kensei::army::RangedReach::Short));
    let archers = totals(&f, f.profile("archers").unwrap(), &ctx);
    assert!(!archers.unloads_when_fired);
}

#[test]
fn l1073_l1083_melee_weapon_modifiers_never_apply_to_shots() {
    // Akagane's kyudoka carry a yumi and a katana: the katana's +1 to wound is for melee
    // (L1073-1083), never for the bow's shot; a weapon works only in its own kind of attack.
    let akagane = kensei::army::bundled_factions()
        .into_iter()
        .find(|f| f.id == "akagane")
        .unwrap();
    let kyudoka = akagane.profile("samurai_kyudoka").unwrap();
    let front = CombatContext {
        attacked_only_by_front: true,
        ..CombatContext::default()
    };
    let t = totals(&akagane, kyudoka, &front);
    assert_eq!((t.melee_wound_value, t.shooting_wound_value), (1, 0));
    let katana = profile_modifiers(&akagane, kyudoka)
        .into_iter()
        .find(|m| m.source_id == "katana")
        .unwrap();
    assert!(katana.works_in(kensei::army::AttackKind::Melee));
    assert!(!katana.works_in(kensei::army::AttackKind::Shot));
}
