//! The odds filled in from the table through the real UI: select a unit, pick the target,
//! "Fill in from the table", read the geometry's figures in the odds panel, move a model on
//! the canvas and see them change, undo.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::settings::SidePanel;
use kensei::rules::{AttackSide, melee_odds};
use std::path::{Path, PathBuf};

/// Three ashigaru facing up the table, in base contact with the flank of three oni facing +x.
const TABLE: &str = r#"{
  "schema_version": 1,
  "table": {"width_cm": 120, "depth_cm": 90},
  "models": [
    {"id": "a1", "unit": "ashigaru", "side": 0, "x": 20, "y": 10, "facing_deg": 90,
     "base": {"shape": "round", "width_mm": 25}, "height": 1},
    {"id": "a2", "unit": "ashigaru", "side": 0, "x": 22.5, "y": 10, "facing_deg": 90,
     "base": {"shape": "round", "width_mm": 25}, "height": 1},
    {"id": "a3", "unit": "ashigaru", "side": 0, "x": 25, "y": 10, "facing_deg": 90,
     "base": {"shape": "round", "width_mm": 25}, "height": 1},
    {"id": "o1", "unit": "oni", "side": 1, "x": 20, "y": 13, "facing_deg": 0,
     "base": {"shape": "round", "width_mm": 25}, "height": 1},
    {"id": "o2", "unit": "oni", "side": 1, "x": 22.5, "y": 13, "facing_deg": 0,
     "base": {"shape": "round", "width_mm": 25}, "height": 1},
    {"id": "o3", "unit": "oni", "side": 1, "x": 25, "y": 13, "facing_deg": 0,
     "base": {"shape": "round", "width_mm": 25}, "height": 1}
  ]
}"#;

fn write(dir: &Path) -> PathBuf {
    let p = dir.join("flank.json");
    std::fs::write(&p, TABLE).unwrap();
    p
}

fn harness() -> Harness<'static, KenseiApp> {
    common::harness(SidePanel::Odds, 1400.0, 1200.0)
}

fn pct(p: f64) -> String {
    format!("{:.1}%", 100.0 * p)
}

fn fill(h: &mut Harness<'static, KenseiApp>) {
    h.state_mut().odds_mut().pick_target = Some("oni".into());
    h.run();
    h.get_by_label("Fill in from the table").click();
    h.run();
}

#[test]
fn r_side_2_and_r_eng_1_the_table_fills_the_odds_and_a_move_changes_them() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path());
    let mut h = harness();
    assert!(h.state_mut().open_path(&file));
    h.run();
    // Select the ashigaru unit in the document panel: it becomes the attacker.
    h.get_by_label("ashigaru (Side 1)").click();
    h.run();
    h.get_by_label("ashigaru").click();
    h.run();
    assert_eq!(h.state().odds().pick_attacker.as_deref(), Some("ashigaru"));
    fill(&mut h);
    let s = h.state().odds().melee.clone();
    assert_eq!(s.attacker.attacks_by, AttackSide::Flank);
    assert_eq!(s.attacker.in_contact, 3);
    h.get_by_label("Filled in from the table: ashigaru vs oni");
    h.get_by_label_contains("attacking the flank");
    let before = melee_odds(&s);
    h.get_by_label(&format!("Attacker wins {}", pct(before.attacker_wins)));

    // Select only a3, then drag it 8.5 cm back (its base still on the table): two models
    // stay in contact.
    h.get_by_label("a3").click();
    h.run();
    // The sight list of the selected model (R-GEO-1, R-LOS-1, R-ENG-1).
    h.get_by_label("Sight from a3");
    h.get_by_label_contains("oni: sight: ");
    h.get_by_label_contains("short range, 0.5 cm");
    assert!(h.query_all_by_label_contains("; engaged").count() >= 1);
    let from = h.state().canvas().view.to_screen([25.0, 10.0]);
    let to = h.state().canvas().view.to_screen([25.0, 1.5]);
    h.hover_at(from);
    h.run();
    h.drag_at(from);
    h.run();
    for i in 1..=4 {
        h.hover_at(from + (to - from) * (i as f32 / 4.0));
        h.run();
    }
    h.drop_at(to);
    h.run();
    h.get_by_label_contains("short range, 9.0 cm");
    fill(&mut h);
    let moved = h.state().odds().melee.clone();
    assert_eq!(moved.attacker.in_contact, 2, "{:?}", h.state().status());
    let after = melee_odds(&moved);
    assert!(after.attacker_wins < before.attacker_wins);
    h.get_by_label(&format!("Attacker wins {}", pct(after.attacker_wins)));

    // Undo the move and fill again: back to three in contact.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    fill(&mut h);
    assert_eq!(h.state().odds().melee.attacker.in_contact, 3);
}

/// The same two units, the oni `gap` cm further up the table, and the ashigaru's MOV noted.
fn apart(dir: &Path, oni_y: f64) -> PathBuf {
    let mut t: serde_json::Value = serde_json::from_str(TABLE).unwrap();
    for m in t["models"].as_array_mut().unwrap() {
        if m["unit"] == "oni" {
            m["y"] = oni_y.into();
        }
    }
    t["units"] = serde_json::json!([{"id": "ashigaru", "mov_cm": 10}]);
    let p = dir.join(format!("apart_{oni_y}.json"));
    std::fs::write(&p, t.to_string()).unwrap();
    p
}

fn fill_ashigaru_against_oni(file: &Path) -> Harness<'static, KenseiApp> {
    let mut h = harness();
    assert!(h.state_mut().open_path(file));
    h.run();
    h.state_mut().odds_mut().pick_attacker = Some("ashigaru".into());
    fill(&mut h);
    h.run();
    h
}

#[test]
fn l622_units_63_cm_apart_are_out_of_reach_no_charge_is_set_and_no_odds_are_shown() {
    // The issue's case: "Charged" stayed ticked with 0 models in contact, and the window showed
    // "Attacker wins 55.9%" for a fight that cannot happen.
    let dir = tempfile::tempdir().unwrap();
    let mut h = fill_ashigaru_against_oni(&apart(dir.path(), 73.0 + 2.5));
    let s = h.state().odds().melee.clone();
    assert!(!s.attacker.charged);
    assert_eq!((s.attacker.in_contact, s.defender.in_contact), (0, 0));
    h.get_by_label_contains("cannot reach oni: 63.0 cm apart");
    h.get_by_label_contains("No model is in contact");
    assert!(h.query_by_label_contains("Attacker wins").is_none());
    // The target list offers only the attacker's enemies: its own unit cannot be the target.
    h.state_mut().odds_mut().pick_target = Some("ashigaru".into());
    h.run();
    assert_eq!(h.state().odds().pick_target, None);
}

#[test]
fn l622_a_charge_that_may_reach_is_set_with_the_models_it_could_bring_into_contact() {
    let dir = tempfile::tempdir().unwrap();
    // 12 cm between the bases: a MOV 10 charge needs a 2 on its die (L622-628).
    let h = fill_ashigaru_against_oni(&apart(dir.path(), 10.0 + 2.5 + 12.0));
    let s = h.state().odds().melee.clone();
    assert!(s.attacker.charged);
    assert_eq!(s.attacker.in_contact, 3);
    assert_eq!(s.defender.in_contact, 3);
    h.get_by_label_contains("The odds below assume the charge reaches, with 3 models");
    h.get_by_label(&format!(
        "Attacker wins {}",
        pct(melee_odds(&s).attacker_wins)
    ));
}
