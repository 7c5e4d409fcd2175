//! Every list rule (L385-430, L1100-1145, R-ARMY-1..3) with a list broken just for it, checked
//! against the fixture faction `tests/fixtures/army_test_faction.json`.

use kensei::army::{
    ArmyList, Faction, ProblemCode, Report, Severity, Unit, load_faction, load_list, validate,
};
use std::path::Path;

fn faction() -> Faction {
    load_faction(Path::new("tests/fixtures/army_test_faction.json")).unwrap()
}

/// The legal fixture list: 300 points, general a Hero leading samurai.
fn legal() -> ArmyList {
    load_list(Path::new("tests/fixtures/army_legal.json")).unwrap()
}

fn unit(id: &str, profile: &str, models: u32) -> Unit {
    Unit {
        id: id.into(),
        profile: profile.into(),
        models,
        leader: None,
        support: Vec::new(),
        mixed: Vec::new(),
        on_base: None,
    }
}

fn check(list: &ArmyList) -> Report {
    validate(list, &faction())
}

/// The list is illegal, and only for `code`.
fn only(report: &Report, code: ProblemCode) {
    let errors: Vec<_> = report.errors().map(|p| p.code).collect();
    assert_eq!(errors, vec![code], "{:#?}", report.problems);
    assert!(!report.legal);
}

#[test]
fn fixture_list_is_legal_with_its_figures() {
    let r = check(&legal());
    assert!(r.legal, "{:#?}", r.problems);
    assert!(r.problems.is_empty(), "{:#?}", r.problems);
    // 5 x 15 + 50; 10 x 8 + 30 + 10; 4 x 9; commander level 1 = 10 (R-ARMY-1).
    assert_eq!(r.total_points, 125 + 120 + 36 + 10);
    assert_eq!(r.commander_points, 10);
    assert_eq!(r.points_left, 9);
    assert_eq!(r.models, 6 + 12 + 4);
    assert_eq!(r.units[1].points, 120);
}

#[test]
fn r_deck_1_hand_size_is_4_plus_1_per_full_200_points() {
    for (size, hand) in [(200, 5), (250, 5), (399, 5), (400, 6), (500, 6), (1000, 9)] {
        let mut l = legal();
        l.battle_size = size;
        assert_eq!(check(&l).hand_size, hand, "battle size {size}");
    }
}

#[test]
fn l1114_points_over_the_battle_size() {
    let mut l = legal();
    l.units[2].models = 6; // +18 points: 309 of 300
    let r = check(&l);
    only(&r, ProblemCode::PointsOverBattleSize);
    assert_eq!(r.points_left, -9);
    let p = r.errors().next().unwrap();
    assert_eq!(p.book_line, Some(1114));
}

#[test]
fn r_army_1_commander_level_counts_in_the_points() {
    let mut l = legal();
    l.commander_level = 2; // 301 of 300
    only(&check(&l), ProblemCode::PointsOverBattleSize);
    l.commander_level = 3;
    let r = check(&l);
    assert!(r.has(ProblemCode::CommanderLevelInvalid));
    assert_eq!(
        r.problems
            .iter()
            .find(|p| p.code == ProblemCode::CommanderLevelInvalid)
            .unwrap()
            .ruling,
        Some("R-ARMY-1")
    );
}

#[test]
fn l1112_battle_size_between_200_and_1000() {
    let mut l = legal();
    l.battle_size = 150;
    let r = check(&l);
    assert!(r.has(ProblemCode::BattleSizeOutOfRange));
    l.battle_size = 1200;
    let r = check(&l);
    only(&r, ProblemCode::BattleSizeOutOfRange);
}

#[test]
fn r_army_2_units_under_3_models_are_illegal() {
    let mut l = legal();
    l.units[2].models = 2;
    let r = check(&l);
    only(&r, ProblemCode::UnitTooSmall);
    let p = r.errors().next().unwrap();
    assert_eq!(p.unit.as_deref(), Some("bows"));
    assert_eq!(p.field, "units[2].models");
    assert_eq!(p.book_line, Some(387));
    assert_eq!(p.ruling, Some("R-ARMY-2"));
}

#[test]
fn r_army_2_unique_troops_may_stand_alone() {
    let mut l = legal();
    l.battle_size = 400;
    l.units.push(unit("sellsword", "ronin", 1));
    let r = check(&l);
    assert!(r.legal, "{:#?}", r.problems);
}

#[test]
fn l385_a_unit_with_no_models() {
    let mut l = legal();
    l.units[2].models = 0;
    only(&check(&l), ProblemCode::ZeroModels);
}

#[test]
fn l336_unique_profile_taken_twice() {
    let mut l = legal();
    l.battle_size = 400;
    l.units.push(unit("r1", "ronin", 1));
    l.units.push(unit("r2", "ronin", 1));
    let r = check(&l);
    only(&r, ProblemCode::UniqueTakenTwice);
    assert_eq!(r.errors().next().unwrap().unit.as_deref(), Some("r2"));
}

#[test]
fn l336_legendary_profile_in_a_unit_of_two() {
    let mut l = legal();
    l.battle_size = 400;
    l.units.push(unit("myth", "legend", 2));
    only(&check(&l), ProblemCode::UniqueTakenTwice);
}

#[test]
fn l407_an_army_leader_both_alone_and_leading_a_unit() {
    let mut l = legal();
    l.battle_size = 400;
    l.units.push(unit("again", "hero", 1));
    only(&check(&l), ProblemCode::UniqueTakenTwice);
}

#[test]
fn l428_no_general() {
    let mut l = legal();
    l.general = None;
    let r = check(&l);
    only(&r, ProblemCode::NoGeneral);
    assert_eq!(r.errors().next().unwrap().book_line, Some(428));
}

#[test]
fn l428_general_names_no_unit() {
    let mut l = legal();
    l.general = Some("nobody".into());
    only(&check(&l), ProblemCode::GeneralUnknownUnit);
}

#[test]
fn l428_general_unit_without_a_leader() {
    let mut l = legal();
    l.general = Some("bows".into());
    only(&check(&l), ProblemCode::GeneralNotALeader);
}

#[test]
fn r_army_2_general_who_is_not_a_hero() {
    let mut l = legal();
    l.general = Some("spears".into()); // led by an elite leader
    let r = check(&l);
    only(&r, ProblemCode::GeneralNotHero);
    assert_eq!(r.errors().next().unwrap().ruling, Some("R-ARMY-2"));
}

#[test]
fn general_may_stand_alone() {
    let mut l = legal();
    l.units[0].leader = None;
    l.units.push(unit("lord_alone", "hero", 1));
    l.general = Some("lord_alone".into());
    let r = check(&l);
    assert!(r.legal, "{:#?}", r.problems);
}

#[test]
fn l411_unit_leader_must_be_an_army_leader() {
    let mut l = legal();
    l.battle_size = 400;
    l.units[2].leader = Some("samurai".into());
    only(&check(&l), ProblemCode::UnitLeaderNotALeader);
}

#[test]
fn l415_no_other_leader_in_a_unit_of_a_leader() {
    let mut l = legal();
    l.battle_size = 400;
    let mut u = unit("pair", "hero_rider", 1);
    u.leader = Some("hero_archer".into());
    l.units.push(u);
    let r = check(&l);
    assert!(
        r.has(ProblemCode::UnitLeaderInLeaderUnit),
        "{:#?}",
        r.problems
    );
}

#[test]
fn r_army_2_unit_leader_of_lower_class() {
    let mut l = legal();
    l.units[0].leader = Some("warrior_leader".into()); // G leading E samurai
    l.battle_size = 400;
    l.units.push(unit("boss", "hero", 1));
    l.general = Some("boss".into());
    let r = check(&l);
    only(&r, ProblemCode::UnitLeaderClassTooLow);
    assert_eq!(r.errors().next().unwrap().book_line, Some(416));
}

#[test]
fn r_army_2_unit_leader_of_another_troop_type() {
    let mut l = legal();
    l.battle_size = 400;
    l.units[0].leader = Some("hero_rider".into()); // mounted hero leading infantry
    let r = check(&l);
    only(&r, ProblemCode::UnitLeaderTypeMismatch);
    assert_eq!(r.errors().next().unwrap().book_line, Some(417));
}

#[test]
fn r_army_2_hero_without_matching_ranged_weapon_cannot_lead_archers() {
    let mut l = legal();
    l.units[0].leader = None;
    l.units[2].leader = Some("hero".into());
    l.general = Some("bows".into());
    only(&check(&l), ProblemCode::UnitLeaderRangedWeapon);
    // A hero with a bow of the same reach may (L417).
    l.units[2].leader = Some("hero_archer".into());
    let r = check(&l);
    assert!(r.legal, "{:#?}", r.problems);
}

#[test]
fn l417_only_heroes_need_the_ranged_weapon() {
    let mut l = legal();
    l.units[1].leader = None;
    l.units[2].leader = Some("elite_leader".into());
    let r = check(&l);
    assert!(r.legal, "{:#?}", r.problems);
}

#[test]
fn r_army_2_colossal_komuso_onmyouji_never_lead_units() {
    let mut l = legal();
    l.battle_size = 600;
    let mut u = unit("oni", "oni", 3);
    u.leader = Some("colossus_leader".into());
    l.units.push(u);
    only(&check(&l), ProblemCode::UnitLeaderForbiddenClass);

    let mut l = legal();
    l.advanced_rules = true;
    l.units[2].leader = Some("komuso_leader".into());
    let r = check(&l);
    assert!(
        r.has(ProblemCode::UnitLeaderForbiddenClass),
        "{:#?}",
        r.problems
    );
}

#[test]
fn r_army_3_per_type_point_caps() {
    let mut l = legal();
    l.battle_size = 400;
    l.units.remove(2);
    l.units.push(unit("horse", "riders", 5)); // 125 mounted > 100 at 400 points
    let r = check(&l);
    only(&r, ProblemCode::TypeCapExceeded);
    let t = r
        .points_by_type
        .iter()
        .find(|t| t.troop_type == kensei::army::TroopType::Mounted)
        .unwrap();
    assert_eq!((t.points, t.cap), (125, Some(100)));
    // Up to 800 points the cap is 200.
    l.battle_size = 500;
    let r = check(&l);
    assert!(!r.has(ProblemCode::TypeCapExceeded), "{:#?}", r.problems);
}

#[test]
fn l1128_leaders_do_not_count_against_caps() {
    let mut l = legal();
    l.battle_size = 400;
    // 4 riders (100, the cap) led by a mounted hero: his 60 points are not mounted points.
    l.units.remove(1);
    let mut u = unit("horse", "riders", 4);
    u.leader = Some("hero_rider".into());
    l.units.push(u);
    let r = check(&l);
    assert!(r.legal, "{:#?}", r.problems);
}

#[test]
fn r_army_3_battle_size_above_every_bracket_warns_and_uses_the_last() {
    let mut l = legal();
    l.battle_size = 900;
    let r = check(&l);
    assert!(r.has(ProblemCode::CapBracketMissing));
    assert!(r.legal);
}

#[test]
fn l1138_spiritual_troops_need_the_advanced_rules() {
    let mut l = legal();
    l.battle_size = 400;
    l.units.push(unit("mage", "onmyouji_a", 1));
    only(&check(&l), ProblemCode::SpiritualWithoutAdvancedRules);
    l.advanced_rules = true;
    let r = check(&l);
    assert!(r.legal, "{:#?}", r.problems);
}

#[test]
fn l1138_one_spiritual_type_only() {
    let mut l = legal();
    l.battle_size = 400;
    l.advanced_rules = true;
    l.units.push(unit("mage", "onmyouji_a", 1));
    l.units.push(unit("monk", "komuso", 1));
    only(&check(&l), ProblemCode::SpiritualTwoTypes);
}

#[test]
fn l1138_one_type_of_onmyouji_only() {
    let mut l = legal();
    l.battle_size = 500;
    l.advanced_rules = true;
    l.units.push(unit("mage_a", "onmyouji_a", 1));
    l.units.push(unit("mage_b", "onmyouji_b", 1));
    only(&check(&l), ProblemCode::SpiritualTwoTypes);
}

#[test]
fn l377_support_troops_go_inside_units() {
    let mut l = legal();
    l.battle_size = 400;
    l.units.push(unit("band", "drummer", 3));
    only(&check(&l), ProblemCode::SupportAlone);
    let mut l = legal();
    l.battle_size = 400;
    l.units[2].support.push("samurai".into());
    only(&check(&l), ProblemCode::SupportNotSupport);
}

#[test]
fn unknown_profiles_are_named() {
    let mut l = legal();
    l.units[2].profile = "dragon".into();
    let r = check(&l);
    only(&r, ProblemCode::UnknownProfile);
    assert_eq!(r.errors().next().unwrap().field, "units[2].profile");
    let mut l = legal();
    l.units[2].leader = Some("shogun".into());
    only(&check(&l), ProblemCode::UnknownProfile);
}

#[test]
fn duplicate_unit_ids() {
    let mut l = legal();
    l.units[2].id = "spears".into();
    only(&check(&l), ProblemCode::DuplicateUnitId);
}

#[test]
fn l1106_list_of_another_faction() {
    let mut l = legal();
    l.faction = "akagane".into();
    only(&check(&l), ProblemCode::FactionMismatch);
}

#[test]
fn warning_points_left_over_is_legal() {
    let mut l = legal();
    l.units.remove(2); // 255 of 300: 45 left, more than a tenth
    let r = check(&l);
    assert!(r.legal);
    let w: Vec<_> = r.warnings().map(|p| p.code).collect();
    assert_eq!(w, vec![ProblemCode::PointsLeftOver]);
    assert_eq!(r.problems[0].severity, Severity::Warning);
}

#[test]
fn warning_leaders_only() {
    let mut l = legal();
    l.units = vec![unit("lord", "hero", 1)];
    l.general = Some("lord".into());
    l.battle_size = 200;
    let r = check(&l);
    assert!(r.has(ProblemCode::NoTroops));
    assert!(r.legal, "{:#?}", r.problems);
}

#[test]
fn codes_are_stable_strings() {
    assert_eq!(ProblemCode::UnitTooSmall.as_str(), "UNIT_TOO_SMALL");
    assert_eq!(ProblemCode::TypeCapExceeded.as_str(), "TYPE_CAP_EXCEEDED");
    assert_eq!(
        ProblemCode::SpiritualWithoutAdvancedRules.as_str(),
        "SPIRITUAL_WITHOUT_ADVANCED_RULES"
    );
}
