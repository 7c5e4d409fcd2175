//! A plain table's unit profile (`units` in the table file): noted from the document panel,
//! it gives the canvas the unit's MOV, so charge reach (R-CHG-1) and zone of control show on a
//! scenario with no list and no battle; it is saved in the file, reopens, and undoes.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::canvas::Selection;
use kensei::app::i18n::Lang;
use kensei::app::settings::Settings;
use kensei::app::unit_profile::table_info;
use kensei::app::{AppConfig, KenseiApp};

const TABLE: &str = r#"{
  "schema_version": 1,
  "table": {"width_cm": 120, "depth_cm": 90},
  "models": [
    {"id": "a1", "unit": "ashigaru", "side": 0, "x": 30, "y": 10, "facing_deg": 90,
     "base": {"shape": "round", "width_mm": 25}, "height": 1},
    {"id": "e1", "unit": "oni", "side": 1, "x": 30, "y": 24.5, "facing_deg": 270,
     "base": {"shape": "round", "width_mm": 25}, "height": 1}
  ]
}
"#;

fn labels(app: &mut KenseiApp) -> Vec<String> {
    let t = app.workspace().table.as_ref().unwrap().value.clone();
    let info = table_info(Lang::English, &t, &app.battle_names());
    let plan = app.canvas_mut().prepare(&t, &info);
    plan.labels().map(|(_, t, _)| t.to_string()).collect()
}

#[test]
fn r_chg_1_a_profile_noted_in_the_unit_panel_shows_charge_reach_on_a_plain_table() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.json");
    std::fs::write(&path, TABLE).unwrap();
    let app = KenseiApp::new(
        Settings::default(),
        AppConfig {
            data_dir: Some(dir.path().join("data")),
            native_dialogs: false,
            ..Default::default()
        },
    );
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_ui_state(|ui, app: &mut KenseiApp| app.show(ui), app);
    assert!(h.state_mut().open_path(&path));
    // Zones of control are off by default; the player switches every overlay on.
    h.state_mut().canvas_mut().overlays = kensei::app::canvas::OverlayOptions::all();
    h.state_mut().canvas_mut().selection = Selection::Model("a1".into());
    h.run();
    let before = labels(h.state_mut());
    assert!(
        !before.iter().any(|l| l.starts_with("charge")),
        "{before:?}"
    );
    h.get_by_label("Note a profile").click();
    h.run();
    let units = &h.state().workspace().table.as_ref().unwrap().value.units;
    assert_eq!(units.len(), 1);
    assert_eq!((units[0].id.as_str(), units[0].mov_cm), ("ashigaru", 10.0));
    h.get_by_label("Movement (MOV), cm");
    // Centres 14.5 cm apart, 25 mm bases: a 12 cm gap; MOV 10 needs 2+ on the D6: 5/6.
    let after = labels(h.state_mut());
    assert!(
        after.iter().any(|l| l == "charge 12.0 cm: 83%"),
        "{after:?}"
    );
    assert!(
        after.iter().any(|l| l == "zone of control 10.0 cm"),
        "{after:?}"
    );
    // Saved in the file, and old files without it still load (the fixture had none).
    assert!(h.state_mut().save_active(Some(&path)));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\"mov_cm\": 10.0"), "{text}");
    // Undo takes the profile away again.
    h.state_mut().undo();
    assert!(
        h.state()
            .workspace()
            .table
            .as_ref()
            .unwrap()
            .value
            .units
            .is_empty()
    );
}
