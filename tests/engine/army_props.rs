//! Property tests: any sequence of builder edits leaves a list that validates without panicking,
//! whose figures add up, and that survives a save and load.

use kensei::army::{ArmyList, Faction, Severity, load_faction, validate};
use proptest::prelude::*;
use std::path::Path;

fn faction() -> Faction {
    load_faction(Path::new("tests/fixtures/army_test_faction.json")).unwrap()
}

#[derive(Debug, Clone)]
enum Edit {
    Add(usize),
    Remove(usize),
    Models(usize, u32),
    Leader(usize, Option<usize>),
    Support(usize, usize),
    General(Option<usize>),
    Commander(u8),
    BattleSize(u32),
    Advanced(bool),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (0usize..30).prop_map(Edit::Add),
        (0usize..10).prop_map(Edit::Remove),
        (0usize..10, 0u32..15).prop_map(|(u, m)| Edit::Models(u, m)),
        (0usize..10, proptest::option::of(0usize..30)).prop_map(|(u, l)| Edit::Leader(u, l)),
        (0usize..10, 0usize..30).prop_map(|(u, s)| Edit::Support(u, s)),
        proptest::option::of(0usize..10).prop_map(Edit::General),
        (0u8..4).prop_map(Edit::Commander),
        (100u32..1200).prop_map(Edit::BattleSize),
        any::<bool>().prop_map(Edit::Advanced),
    ]
}

fn apply(l: &mut ArmyList, f: &Faction, e: &Edit) {
    let unit = |l: &ArmyList, i: usize| l.units.get(i % l.units.len().max(1)).map(|u| u.id.clone());
    let profile = |i: usize| f.profiles[i % f.profiles.len()].id.clone();
    // Refused edits (unknown ids, non-leaders as leaders) are part of the test: they must not
    // change the list or panic.
    match e {
        Edit::Add(p) => {
            let _ = l.add_unit(f, &profile(*p));
        }
        Edit::Remove(u) => {
            if let Some(id) = unit(l, *u) {
                l.remove_unit(&id).unwrap();
            }
        }
        Edit::Models(u, m) => {
            if let Some(id) = unit(l, *u) {
                l.set_models(&id, *m).unwrap();
            }
        }
        Edit::Leader(u, p) => {
            if let Some(id) = unit(l, *u) {
                let _ = l.set_leader(f, &id, p.map(profile).as_deref());
            }
        }
        Edit::Support(u, p) => {
            if let Some(id) = unit(l, *u) {
                let _ = l.add_support(f, &id, &profile(*p));
            }
        }
        Edit::General(u) => {
            let id = u.and_then(|u| unit(l, u));
            l.set_general(id.as_deref()).unwrap();
        }
        Edit::Commander(c) => {
            let before = l.commander_level;
            if l.set_commander_level(*c).is_err() {
                assert_eq!(l.commander_level, before);
            }
        }
        Edit::BattleSize(b) => l.set_battle_size(*b),
        Edit::Advanced(a) => l.set_advanced_rules(*a),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn edits_keep_the_list_consistent(edits in proptest::collection::vec(edit(), 0..40)) {
        let f = faction();
        let mut l = ArmyList::new(&f, "prop", 400);
        for e in &edits {
            apply(&mut l, &f, e);
            // The general, when named, is always a unit of the list.
            if let Some(g) = &l.general {
                prop_assert!(l.unit(g).is_some());
            }
        }
        let r = validate(&l, &f);
        prop_assert_eq!(r.legal, !r.problems.iter().any(|p| p.severity == Severity::Error));
        // Total = every unit's points + commander level (R-ARMY-1).
        let units: u32 = r.units.iter().map(|u| u.points).sum();
        prop_assert_eq!(r.total_points, units + r.commander_points);
        prop_assert_eq!(r.points_left, l.battle_size as i64 - r.total_points as i64);
        prop_assert_eq!(r.hand_size, 4 + l.battle_size / 200);
        // Each unit's points from the profiles.
        for (u, s) in l.units.iter().zip(&r.units) {
            let cost = |id: &str| f.profile(id).unwrap().cost;
            let expected = cost(&u.profile) * u.models
                + u.leader.as_deref().map_or(0, cost)
                + u.support.iter().map(|s| cost(s)).sum::<u32>();
            prop_assert_eq!(s.points, expected);
        }
        // Every problem's field is a path into the list's JSON (but a missing general).
        let text = serde_json::to_string_pretty(&l).unwrap();
        for p in &r.problems {
            let missing_general = p.field == "general" && l.general.is_none();
            prop_assert!(
                missing_general || kensei::files::locate(&text, &p.field).is_some(),
                "{:?}",
                p
            );
        }
        // Save and load give the same list.
        let back: ArmyList = kensei::army::parse_list(Path::new("p.json"), &text).unwrap();
        prop_assert_eq!(back, l);
    }
}
