//! The scenario's missions in the window (R-MISSION-1): the primary mission shown to both, each
//! side's secondary mission hidden until its player asks to see it, and both revealed, each
//! achieved or not, when the battle is over.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::settings::SidePanel;
use kensei::battle::scenario::missions::secondary_mission;
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Side};
use std::path::Path;

fn harness() -> Harness<'static, KenseiApp> {
    common::harness(SidePanel::Tracker, 1400.0, 1600.0)
}

#[test]
fn r_mission_1_a_sides_secret_mission_shows_only_when_its_player_asks() {
    let mut h = harness();
    common::ready_pitched_battle(&mut h);
    assert!(h.state_mut().start_battle());
    h.run();
    h.get_by_label("Missions (R-MISSION-1)");
    h.get_by_label("Rout the enemy (3 VP)");
    let state = common::battle_state(&h);
    let secret = secondary_mission(&state, Side::FIRST).unwrap().name.clone();
    let shown = |h: &Harness<'static, KenseiApp>| h.query_all_by_label_contains(&secret).count();
    assert_eq!(shown(&h), 0, "{secret} is secret");
    h.get_by_label("Show Side 1's secret mission").click();
    h.run();
    assert_eq!(shown(&h), 1, "{secret}");
    // Side 2's stays hidden.
    h.get_by_label("Show Side 2's secret mission");
    h.get_by_label("Hide it").click();
    h.run();
    assert_eq!(shown(&h), 0);
}

#[test]
fn r_mission_1_both_secret_missions_are_revealed_when_the_battle_is_over() {
    let sc = load_scenario(Path::new("scenarios/pitched_battle.json")).unwrap();
    let sides = [
        "armies/lists/akagane_400.json",
        "armies/lists/hayashi_400.json",
    ]
    .map(|l| load_side(Path::new(l)).unwrap());
    let mut b = Battle::new(BattleSetup::new(400, sc, sides), 7).unwrap();
    kensei::battle::policy::autoplay::play_until(
        &mut b,
        5000,
        kensei::battle::policy::leader_candidates::play_choice,
        kensei::battle::policy::autoplay::ended,
    )
    .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("over.json");
    b.save(&file).unwrap();
    let mut h = harness();
    assert!(h.state_mut().open_path(&file), "{:?}", h.state().status());
    h.run();
    assert!(h.query_by_label_contains("secret mission").is_none());
    for side in Side::BOTH {
        let m = secondary_mission(b.state(), side).unwrap();
        h.get_by_label(&format!("Secondary mission of Side {}", side.index() + 1));
        assert!(
            h.query_all_by_label_contains(&m.name).count() >= 1,
            "{}",
            m.name
        );
    }
    let verdicts =
        h.query_all_by_label("Achieved.").count() + h.query_all_by_label("Not achieved.").count();
    assert_eq!(verdicts, 2);
}
