//! Total war battles (the extra game modes page, R-TW-4..6): the Field of banners scenario, a
//! saved total war battle the computer general played at normal on both sides (seed 1) that
//! opens and replays under today's rules, its units one movement base each.

use kensei::battle::setup::roster::load_scenario;
use kensei::battle::{Battle, SavedBattle, Verdict};
use std::path::Path;

const SCENARIO: &str = "scenarios/total_war_field_of_banners.json";
const SAVE: &str = "tests/fixtures/battle_total_war_normal_seed1.json";

#[test]
fn p_total_war_the_field_of_banners_is_a_full_table_whose_zones_hold_movement_bases() {
    let t = load_scenario(Path::new(SCENARIO)).unwrap();
    assert_eq!((t.table.width_cm, t.table.depth_cm), (180.0, 120.0));
    for z in &t.deployment_zones {
        let ys: Vec<f64> = z.polygon.iter().map(|p| p[1]).collect();
        let xs: Vec<f64> = z.polygon.iter().map(|p| p[0]).collect();
        let span = |v: &[f64]| {
            v.iter().cloned().fold(f64::MIN, f64::max) - v.iter().cloned().fold(f64::MAX, f64::min)
        };
        assert!(
            span(&ys) >= 12.0 && span(&xs) >= 12.0 * 6.0,
            "zone of side {}",
            z.side
        );
    }
    assert!(
        t.terrain
            .iter()
            .all(|p| p.name.is_some() && p.name_es.is_some())
    );
    let missions = t.missions.as_ref().expect("its missions");
    assert_eq!(missions.secondary.len(), 6, "one for each face of the die");
}

#[test]
fn p_total_war_a_saved_total_war_battle_opens_and_replays() {
    let text = std::fs::read_to_string(SAVE).unwrap();
    let saved: SavedBattle = serde_json::from_str(&text).unwrap();
    assert!(
        matches!(Battle::verify(&saved), Ok(Verdict::Agrees)),
        "it replays"
    );
    let battle = Battle::open(&saved).unwrap();
    assert_eq!(battle.state().mode(), kensei::army::Mode::TotalWar);
    assert!(battle.state().end_reason().is_some(), "played to its end");
    crate::common::total_war::check_bases(&battle);
}
