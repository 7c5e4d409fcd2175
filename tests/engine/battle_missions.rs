//! Scenario missions (R-MISSION-1, R-MISSION-2; book L169-171, L258): each side draws its
//! secret secondary mission with 1D6 before anything else of the setup, on dice of their own;
//! the primary and each side's own secondary mission score their victory points when achieved
//! at the end; every bundled scenario carries a primary mission and six secondary ones, and
//! keeps the general scenario rules; the night raid's gates stand where both parts can win.

use std::path::Path;

use kensei::battle::model::reasons::{MissionKind, VpSource};
use kensei::battle::scenario::missions::{achieved, mission_points, secondary_mission};
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, BattleState, Event, Side};
use kensei::table::model::{Goal, TerrainKind};
use kensei::table::route::Routes;

const SCENARIOS: [&str; 4] = [
    "scenarios/pitched_battle.json",
    "scenarios/hold_the_bridge.json",
    "scenarios/night_raid.json",
    "scenarios/escort.json",
];

fn battle(scenario: &str, seed: u64, missions: bool) -> Battle {
    let mut sc = load_scenario(Path::new(scenario)).unwrap();
    if !missions {
        sc.missions = None;
    }
    let sides = [
        "armies/lists/akagane_400.json",
        "armies/lists/hayashi_400.json",
    ]
    .map(|l| load_side(Path::new(l)).unwrap());
    Battle::new(BattleSetup::new(400, sc, sides), seed).unwrap()
}

fn drawn(b: &Battle) -> Vec<(Side, u8)> {
    b.start_events()
        .iter()
        .filter_map(|e| match e {
            Event::SecondaryMissionDrawn { side, roll } => Some((*side, *roll)),
            _ => None,
        })
        .collect()
}

#[test]
fn r_mission_1_every_bundled_scenario_has_a_primary_mission_and_six_secondary_ones() {
    for path in SCENARIOS {
        let sc = load_scenario(Path::new(path)).unwrap();
        let m = sc.missions.as_ref().unwrap_or_else(|| panic!("{path}"));
        assert_eq!(m.secondary.len(), 6, "{path}");
        for mission in std::iter::once(&m.primary).chain(&m.secondary) {
            assert!(mission.vp > 0, "{path} {}", mission.id);
            assert!(
                mission.name_es.is_some() && mission.text_es.is_some(),
                "{path}"
            );
            // A goal naming an objective names one of the scenario's.
            if let Goal::HoldObjective { objective } = &mission.goal {
                assert!(sc.objectives.iter().any(|o| &o.id == objective), "{path}");
            }
        }
    }
}

#[test]
fn r_mission_1_each_side_draws_its_secondary_mission_first_with_one_die() {
    for (i, path) in SCENARIOS.iter().enumerate() {
        let b = battle(path, 3 + i as u64, true);
        let draws = drawn(&b);
        assert_eq!(
            draws.iter().map(|d| d.0).collect::<Vec<_>>(),
            Side::BOTH.to_vec()
        );
        assert!(draws.iter().all(|d| (1..=6).contains(&d.1)), "{draws:?}");
        // Before anything else of the setup.
        assert!(matches!(
            b.start_events()[0],
            Event::SecondaryMissionDrawn { .. }
        ));
        let s = b.state();
        let table = &s.table().missions.as_ref().unwrap().secondary;
        for (side, roll) in draws {
            assert_eq!(
                secondary_mission(s, side),
                Some(&table[usize::from(roll) - 1])
            );
        }
    }
}

#[test]
fn r_mission_2_the_secret_rolls_change_no_other_die_of_the_battle() {
    for seed in [1, 7, 9] {
        let with = battle(SCENARIOS[0], seed, true);
        let without = battle(SCENARIOS[0], seed, false);
        assert!(drawn(&without).is_empty());
        let rest: Vec<&Event> = with
            .start_events()
            .iter()
            .filter(|e| !matches!(e, Event::SecondaryMissionDrawn { .. }))
            .collect();
        assert_eq!(rest, without.start_events().iter().collect::<Vec<_>>());
    }
    // Over many seeds the secret die takes every face.
    let faces: std::collections::BTreeSet<u8> = (0..60)
        .flat_map(|seed| drawn(&battle(SCENARIOS[0], seed, true)))
        .map(|d| d.1)
        .collect();
    assert_eq!(faces.len(), 6, "{faces:?}");
}

/// The pitched battle's first state with both armies as their lists deploy them, the secret
/// rolls set to `rolls`.
fn ready(rolls: [u8; 2]) -> BattleState {
    let mut s = battle(SCENARIOS[0], 5, true).state().clone();
    for side in Side::BOTH {
        s.sides_mut()[side.index()].secondary_roll = Some(rolls[side.index()]);
    }
    s
}

#[test]
fn r_mission_1_goals_are_judged_from_each_sides_point_of_view() {
    let s = ready([1, 2]);
    // Both generals in the battle: nobody has cut off the head, both guard their lord.
    for side in Side::BOTH {
        assert!(!achieved(&s, side, &Goal::SlayGeneral));
        assert!(achieved(&s, side, &Goal::KeepGeneral));
        assert!(achieved(&s, side, &Goal::LoseAtMost { max: 0 }));
        assert!(!achieved(&s, side, &Goal::DestroyUnits { count: 1 }));
    }
    // Side 2's general dies (L438) and two of its units are gone.
    let mut s2 = s.clone();
    s2.sides_mut()[1].general_dead = true;
    let gone: Vec<String> = s2
        .units()
        .iter()
        .filter(|u| u.side == Side::SECOND)
        .take(2)
        .map(|u| u.id.clone())
        .collect();
    for u in s2.units_mut().iter_mut().filter(|u| gone.contains(&u.id)) {
        u.removed = true;
    }
    assert!(achieved(&s2, Side::FIRST, &Goal::SlayGeneral));
    assert!(!achieved(&s2, Side::SECOND, &Goal::KeepGeneral));
    assert!(achieved(&s2, Side::FIRST, &Goal::DestroyUnits { count: 2 }));
    assert!(!achieved(&s2, Side::SECOND, &Goal::LoseAtMost { max: 1 }));
    assert!(achieved(&s2, Side::FIRST, &Goal::LoseAtMost { max: 1 }));
}

#[test]
fn r_mission_1_holding_an_objective_and_entering_the_enemy_zone_are_measured_on_the_table() {
    let mut s = ready([4, 5]);
    let gate = s.table().objectives[0].clone();
    let goal = Goal::HoldObjective {
        objective: gate.id.clone(),
    };
    assert!(!achieved(&s, Side::FIRST, &goal));
    // One of side 1's models stands on the shrine gate.
    let m = s
        .models_mut()
        .iter_mut()
        .find(|m| m.side == Side::FIRST)
        .unwrap();
    m.deployed = true;
    (m.x, m.y) = (gate.x, gate.y);
    assert!(achieved(&s, Side::FIRST, &goal));
    assert!(achieved(&s, Side::FIRST, &Goal::HoldMostObjectives));
    assert!(!achieved(&s, Side::SECOND, &Goal::HoldMostObjectives));
    // Another stands deep in side 2's zone (y 70-90): side 1 invades, side 2's zone is not
    // clear.
    let zone = Goal::InvadeZone { count: 1 };
    assert!(!achieved(&s, Side::FIRST, &zone));
    let m = s
        .models_mut()
        .iter_mut()
        .filter(|m| m.side == Side::FIRST)
        .nth(1)
        .unwrap();
    m.deployed = true;
    (m.x, m.y) = (60.0, 85.0);
    assert!(achieved(&s, Side::FIRST, &zone));
    assert!(!achieved(&s, Side::SECOND, &Goal::ClearOwnZone));
    assert!(achieved(&s, Side::FIRST, &Goal::ClearOwnZone));
}

#[test]
fn r_mission_1_each_side_scores_the_primary_and_only_its_own_secondary_mission() {
    // Side 1 drew "Cut off the head" (face 1), side 2 "Guard the lord" (face 2).
    let mut s = ready([1, 2]);
    let (vp, parts) = mission_points(&s);
    // Only side 2's own lord is guarded: side 1 has not cut off any head, and "Guard the lord"
    // is not side 1's mission.
    assert_eq!(vp, [0, 2], "{parts:?}");
    assert_eq!(
        parts,
        vec![VpSource::MissionAchieved {
            side: Side::SECOND,
            kind: MissionKind::Secondary,
            mission: "guard-the-lord".into(),
            vp: 2
        }]
    );
    s.sides_mut()[1].general_dead = true;
    let (vp, _) = mission_points(&s);
    assert_eq!(vp, [3, 0]);
    // Three of side 2's units gone: side 1's primary "Rout the enemy" too.
    for u in s
        .units_mut()
        .iter_mut()
        .filter(|u| u.side == Side::SECOND)
        .take(3)
    {
        u.removed = true;
    }
    let (vp, parts) = mission_points(&s);
    assert_eq!(vp, [6, 0], "{parts:?}");
    assert!(parts.contains(&VpSource::MissionAchieved {
        side: Side::FIRST,
        kind: MissionKind::Primary,
        mission: "rout-the-enemy".into(),
        vp: 3
    }));
    // And they are part of the battle's final count.
    let (total, detail) = kensei::battle::scenario::scoring::final_points(&s);
    assert!(
        detail
            .iter()
            .any(|d| matches!(d, VpSource::MissionAchieved { .. }))
    );
    assert!(total[0] >= 6);
}

#[test]
fn r_mission_1_the_command_line_shows_the_missions_when_the_battle_is_over() {
    let out = crate::common::kensei()
        .args([
            "battle",
            "play",
            "--scenario",
            SCENARIOS[0],
            "--lists",
            "armies/lists/akagane_400.json",
            "armies/lists/hayashi_400.json",
            "--seed",
            "7",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("primary mission (R-MISSION-1): Rout the enemy (3 VP), achieved by"),
        "{stdout}"
    );
    // Both secret missions are revealed at the end, each achieved or not.
    for side in [0, 1] {
        let line = stdout
            .lines()
            .find(|l| l.starts_with(&format!("side {side} secondary mission: ")))
            .unwrap_or_else(|| panic!("{stdout}"));
        assert!(line.contains("achieved"), "{line}");
    }
}

/// Edge-to-edge distance between two convex polygons that do not overlap, cm.
fn polygons_apart(a: &[[f64; 2]], b: &[[f64; 2]]) -> f64 {
    let to_segment = |p: [f64; 2], s: [f64; 2], e: [f64; 2]| {
        let (dx, dy) = (e[0] - s[0], e[1] - s[1]);
        let len2 = dx * dx + dy * dy;
        let t = if len2 == 0.0 {
            0.0
        } else {
            (((p[0] - s[0]) * dx + (p[1] - s[1]) * dy) / len2).clamp(0.0, 1.0)
        };
        (p[0] - s[0] - t * dx).hypot(p[1] - s[1] - t * dy)
    };
    let one_way = |a: &[[f64; 2]], b: &[[f64; 2]]| {
        a.iter()
            .flat_map(|&p| (0..b.len()).map(move |i| to_segment(p, b[i], b[(i + 1) % b.len()])))
            .fold(f64::INFINITY, f64::min)
    };
    one_way(a, b).min(one_way(b, a))
}

#[test]
fn general_scenario_rules_zones_50_cm_apart_and_five_turns_unless_a_special_rule_says_otherwise() {
    // The publisher's general scenario rules: a battle lasts at most 5 turns, and the
    // deployment zones leave 50 cm of free table between them; a scenario's special rule may
    // say otherwise, as Hold the bridge's six turns do.
    for scenario in SCENARIOS {
        let sc = load_scenario(Path::new(scenario)).unwrap();
        let zones = &sc.deployment_zones;
        assert_eq!(zones.len(), 2, "{scenario}");
        let apart = polygons_apart(&zones[0].polygon, &zones[1].polygon);
        assert!(apart >= 50.0 - 1e-9, "{scenario}: zones {apart} cm apart");
        let turns = sc.turn_limit.unwrap_or(5);
        let said = sc
            .special_rules
            .iter()
            .any(|r| r.text.contains("turn_limit"));
        assert!(turns <= 5 || said, "{scenario}: {turns} turns");
    }
}

/// The night raid, redrawn so that both parts can win it: the palisade stands between the
/// raiders' zone and the camp (L523: no model crosses it), with a gate straight before each
/// rice store that a column two abreast walks through, its middle 4 cm off the posts; the
/// garrison's commander's tent has no wall between it and the garrison's zone. On the layout
/// before, the palisade stood behind the stores and the garrison lost almost every battle.
#[test]
fn l523_night_raid_the_raiders_pass_the_palisade_by_a_gate_before_each_rice_store() {
    let sc = load_scenario(Path::new("scenarios/night_raid.json")).unwrap();
    let closed: Vec<Vec<[f64; 2]>> = sc
        .terrain
        .iter()
        .filter(|t| t.kind == TerrainKind::Impassable)
        .map(|t| t.polygon.clone())
        .collect();
    let (w, d) = (sc.table.width_cm, sc.table.depth_cm);
    let ground = Routes::new(closed.clone(), w, d, 2.0);
    let column = Routes::keeping_off(closed, w, d, 0.2, 4.0);
    let at = |id: &str| {
        let o = sc.objectives.iter().find(|o| o.id == id).unwrap();
        (o.x, o.y)
    };
    let raiders_edge = 15.0;
    for store in ["store-west", "store-east"] {
        let (x, y) = at(store);
        // From the raiders' zone straight to 4 cm short of the store's objective (the store's
        // building, grown by the margin, begins 1 cm short of the objective's centre).
        assert!(column.clear((x, raiders_edge), (x, y - 4.0)), "{store}");
        // Elsewhere the wall stands in the way: not from the middle of the raiders' zone.
        assert!(!ground.clear((w / 2.0, raiders_edge), (x, y)), "{store}");
    }
    let tent = at("commanders-tent");
    assert!(
        ground.clear((tent.0, 74.0), tent),
        "the garrison's way to its tent"
    );
    assert!(
        !ground.clear((tent.0, raiders_edge), tent),
        "the raiders' way to it"
    );
}

/// Plays `b` by the first legal command until the strategy roll's winner is asked for its
/// table side (R-SCEN-1); returns that side.
fn to_table_side_choice(b: &mut Battle) -> Side {
    for _ in 0..400 {
        if let kensei::battle::Awaiting::ChooseTableSide { side } = b.state().awaiting() {
            return side;
        }
        let first = kensei::battle::legal_commands(b.state()).remove(0);
        b.execute(first).unwrap();
    }
    panic!("never asked: {:?}", b.state().awaiting());
}

#[test]
fn r_scen_1_l210_the_strategy_winner_takes_the_other_table_side_with_its_part() {
    let mut b = battle("scenarios/hold_the_bridge.json", 3, true);
    let winner = to_table_side_choice(&mut b);
    assert_eq!(b.state().strategy_winner(), Some(winner));
    let zone_of = |s: &BattleState, side: Side| {
        s.table()
            .deployment_zones
            .iter()
            .find(|z| z.side == side.index() as u8)
            .map(|z| z.polygon.clone())
            .unwrap()
    };
    let before = b.state().clone();
    let legal = kensei::battle::legal_commands(&before);
    let keep = kensei::battle::Command::ChooseTableSide {
        side: winner,
        swap: false,
    };
    let swap = kensei::battle::Command::ChooseTableSide {
        side: winner,
        swap: true,
    };
    assert_eq!(legal[..2], [keep, swap.clone()], "keeping is listed first");
    b.execute(swap).unwrap();
    let after = b.state();
    // Zones, the objectives each side alone may score and the parts are exchanged.
    for side in [Side::FIRST, Side::SECOND] {
        assert_eq!(zone_of(after, side), zone_of(&before, side.other()));
    }
    let scorer = |s: &BattleState, id: &str| {
        s.table()
            .objectives
            .iter()
            .find(|o| o.id == id)
            .and_then(|o| o.side)
    };
    assert_eq!(scorer(after, "bridge-north"), Some(0));
    assert_eq!(scorer(after, "bridge-south"), Some(1));
    assert_eq!(after.table().roles[0].name, "defender");
    // The winner deploys first, in the zone it took.
    assert_eq!(
        after.awaiting(),
        kensei::battle::Awaiting::Deploy { side: winner }
    );
}

#[test]
fn r_scen_1_a_special_rule_for_one_part_follows_the_table_side_taken() {
    // The night raid's garrison (side 1's part) sleeps on turn 1: taken by side 0, the rule
    // names side 0.
    let mut b = battle("scenarios/night_raid.json", 1, true);
    let winner = to_table_side_choice(&mut b);
    b.execute(kensei::battle::Command::ChooseTableSide {
        side: winner,
        swap: true,
    })
    .unwrap();
    let sleeping = b
        .state()
        .table()
        .special_rules
        .iter()
        .find_map(|r| match &r.enforce {
            Some(kensei::table::model::EnforcedRule::NoCombatOrders { side, .. }) => Some(*side),
            _ => None,
        });
    assert_eq!(sleeping, Some(0));
    assert_eq!(b.state().table().roles[1].name, "raiders");
}
