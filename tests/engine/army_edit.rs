//! The list builder's editing API (what the window's builder calls): add and remove units,
//! models, unit leader, support, general, commander level, with validation live after each edit.

use kensei::army::{ArmyList, EditError, Faction, ProblemCode, load_faction, validate};
use std::path::Path;

fn faction() -> Faction {
    load_faction(Path::new("tests/fixtures/army_test_faction.json")).unwrap()
}

#[test]
fn build_a_legal_list_step_by_step() {
    let f = faction();
    let mut l = ArmyList::new(&f, "Built", 300);
    assert!(validate(&l, &f).has(ProblemCode::NoGeneral));

    // L1126: the first Hero leader chosen becomes the general.
    let lord = l.add_unit(&f, "hero").unwrap();
    assert_eq!(l.general.as_deref(), Some(lord.as_str()));
    assert_eq!(l.unit(&lord).unwrap().models, 1);

    // A common profile starts at the smallest legal unit, 3 models (L387).
    let sam = l.add_unit(&f, "samurai").unwrap();
    assert_eq!(l.unit(&sam).unwrap().models, 3);
    l.set_models(&sam, 5).unwrap();

    // The lord joins the samurai: his lone unit goes and the general follows him (L411).
    l.set_leader(&f, &sam, Some("hero")).unwrap();
    assert!(l.unit(&lord).is_none());
    assert_eq!(l.general.as_deref(), Some(sam.as_str()));

    let spears = l.add_unit(&f, "spearmen").unwrap();
    l.set_models(&spears, 10).unwrap();
    l.set_leader(&f, &spears, Some("elite_leader")).unwrap();
    l.add_support(&f, &spears, "drummer").unwrap();
    let bows = l.add_unit(&f, "archers").unwrap();
    l.set_models(&bows, 4).unwrap();
    l.set_commander_level(1).unwrap();

    let r = validate(&l, &f);
    assert!(r.legal, "{:#?}", r.problems);
    assert_eq!(r.total_points, 291);

    // The same list as the fixture file, apart from the unit ids.
    let fixture = kensei::army::load_list(Path::new("tests/fixtures/army_legal.json")).unwrap();
    let strip = |l: &ArmyList| {
        l.units
            .iter()
            .map(|u| {
                (
                    u.profile.clone(),
                    u.models,
                    u.leader.clone(),
                    u.support.clone(),
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(strip(&l), strip(&fixture));
}

#[test]
fn illegal_edits_are_allowed_and_reported_live() {
    let f = faction();
    let mut l = ArmyList::new(&f, "", 300);
    l.add_unit(&f, "hero").unwrap();
    let bows = l.add_unit(&f, "archers").unwrap();
    l.set_models(&bows, 2).unwrap();
    assert!(validate(&l, &f).has(ProblemCode::UnitTooSmall));
    l.set_models(&bows, 3).unwrap();
    assert!(!validate(&l, &f).has(ProblemCode::UnitTooSmall));
}

#[test]
fn edits_naming_what_does_not_exist_are_refused() {
    let f = faction();
    let mut l = ArmyList::new(&f, "", 300);
    assert!(matches!(
        l.add_unit(&f, "dragon"),
        Err(EditError::UnknownProfile { .. })
    ));
    assert_eq!(
        l.set_models("u9", 3),
        Err(EditError::UnknownUnit("u9".into()))
    );
    let sam = l.add_unit(&f, "samurai").unwrap();
    assert!(matches!(
        l.set_leader(&f, &sam, Some("spearmen")),
        Err(EditError::NotALeader(_))
    ));
    assert!(matches!(
        l.add_support(&f, &sam, "ninja"),
        Err(EditError::NotSupport(_))
    ));
    assert_eq!(
        l.set_commander_level(3),
        Err(EditError::BadCommanderLevel(3))
    );
    assert_eq!(
        l.set_general(Some("nobody")),
        Err(EditError::UnknownUnit("nobody".into()))
    );
    assert!(matches!(
        l.remove_support(&sam, "drummer"),
        Err(EditError::NoSuchSupport { .. })
    ));
    // Nothing changed.
    assert_eq!(l.units.len(), 1);
    assert_eq!(l.commander_level, 0);
}

#[test]
fn removing_the_generals_unit_leaves_no_general() {
    let f = faction();
    let mut l = ArmyList::new(&f, "", 300);
    let lord = l.add_unit(&f, "hero").unwrap();
    l.remove_unit(&lord).unwrap();
    assert_eq!(l.general, None);
    assert!(validate(&l, &f).has(ProblemCode::NoGeneral));
}

#[test]
fn taking_the_leader_out_of_the_generals_unit_leaves_no_general() {
    let f = faction();
    let mut l = ArmyList::new(&f, "", 300);
    let sam = l.add_unit(&f, "samurai").unwrap();
    l.set_leader(&f, &sam, Some("hero")).unwrap();
    l.set_general(Some(&sam)).unwrap();
    l.set_leader(&f, &sam, None).unwrap();
    assert_eq!(l.general, None);
}

#[test]
fn a_leader_moves_from_one_unit_to_another() {
    let f = faction();
    let mut l = ArmyList::new(&f, "", 400);
    let a = l.add_unit(&f, "samurai").unwrap();
    let b = l.add_unit(&f, "spearmen").unwrap();
    l.set_leader(&f, &a, Some("hero")).unwrap();
    l.set_general(Some(&a)).unwrap();
    l.set_leader(&f, &b, Some("hero")).unwrap();
    assert_eq!(l.unit(&a).unwrap().leader, None);
    assert_eq!(l.unit(&b).unwrap().leader.as_deref(), Some("hero"));
    assert_eq!(l.general.as_deref(), Some(b.as_str()));
    assert!(!validate(&l, &f).has(ProblemCode::UniqueTakenTwice));
}

#[test]
fn a_unit_is_renamed_and_the_generals_mark_follows_it() {
    let f = faction();
    let mut l = ArmyList::new(&f, "", 400);
    let a = l.add_unit(&f, "samurai").unwrap();
    let b = l.add_unit(&f, "spearmen").unwrap();
    l.set_leader(&f, &a, Some("hero")).unwrap();
    l.set_general(Some(&a)).unwrap();
    l.rename_unit(&a, "  River guard ").unwrap();
    assert!(l.unit(&a).is_none());
    assert_eq!(
        l.unit("River guard").unwrap().leader.as_deref(),
        Some("hero")
    );
    assert_eq!(l.general.as_deref(), Some("River guard"));
    assert_eq!(l.rename_unit(&b, " "), Err(EditError::EmptyUnitId));
    assert_eq!(
        l.rename_unit(&b, "River guard"),
        Err(EditError::UnitIdTaken("River guard".into()))
    );
    assert!(l.unit(&b).is_some());
    assert!(!validate(&l, &f).has(ProblemCode::DuplicateUnitId));
}

#[test]
fn new_unit_ids_never_clash() {
    let f = faction();
    let mut l = ArmyList::new(&f, "", 400);
    let a = l.add_unit(&f, "samurai").unwrap();
    let b = l.add_unit(&f, "spearmen").unwrap();
    l.remove_unit(&a).unwrap();
    let c = l.add_unit(&f, "archers").unwrap();
    assert_ne!(b, c);
    assert!(!validate(&l, &f).has(ProblemCode::DuplicateUnitId));
}

#[test]
fn edited_list_saves_and_loads_back() {
    let f = faction();
    let mut l = ArmyList::new(&f, "Saved", 300);
    let sam = l.add_unit(&f, "samurai").unwrap();
    l.set_leader(&f, &sam, Some("hero")).unwrap();
    l.set_advanced_rules(true);
    l.set_battle_size(250);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("list.json");
    kensei::files::save_json(&path, &l).unwrap();
    assert_eq!(kensei::army::load_list(&path).unwrap(), l);
}

#[test]
fn the_leader_picker_offers_only_leaders_the_rules_allow() {
    let f = faction();
    let ids = |unit: &str| -> Vec<String> {
        kensei::army::eligible_leaders(&f, unit)
            .iter()
            .map(|p| p.id.clone())
            .collect()
    };
    // Elite infantry: heroes and elite leaders on foot; not the warrior leader (L416), not the
    // rider (L417), not the colossus or komuso (L418).
    assert_eq!(ids("samurai"), vec!["hero", "hero_archer", "elite_leader"]);
    // Archers: only the hero with a bow among the heroes (L417).
    assert_eq!(
        ids("archers"),
        vec!["hero_archer", "elite_leader", "warrior_leader"]
    );
    assert_eq!(ids("riders"), vec!["hero_rider"]);
    assert!(ids("dragon").is_empty());
}
