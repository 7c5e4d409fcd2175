//! Unsaved work is never lost silently: closing the window with unsaved changes asks Save,
//! Discard or Cancel (the close is held back meanwhile), and so does opening a file over an
//! unsaved document of the same kind.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::canvas::Selection;
use kensei::app::leave::Leave;
use kensei::app::settings::Settings;
use kensei::app::{AppConfig, KenseiApp};
use std::path::{Path, PathBuf};

const TABLE: &str = r#"{
  "schema_version": 1,
  "table": {"width_cm": 120, "depth_cm": 90},
  "models": [
    {"id": "a1", "unit": "ashigaru", "side": 0, "x": 30, "y": 10, "facing_deg": 90,
     "base": {"shape": "round", "width_mm": 25}, "height": 1}
  ]
}
"#;

fn setup(dir: &Path) -> (Harness<'static, KenseiApp>, PathBuf) {
    let path = dir.join("t.json");
    std::fs::write(&path, TABLE).unwrap();
    let app = KenseiApp::new(
        Settings::default(),
        AppConfig {
            data_dir: Some(dir.join("data")),
            native_dialogs: false,
            ..Default::default()
        },
    );
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_ui_state(|ui, app: &mut KenseiApp| app.show(ui), app);
    assert!(h.state_mut().open_path(&path));
    // An unsaved change: a1 turned 15 degrees.
    h.state_mut().canvas_mut().selection = Selection::Model("a1".into());
    h.state_mut().rotate_selection(15.0);
    assert!(h.state().workspace().any_dirty());
    h.run();
    (h, path)
}

fn request_close(h: &mut Harness<'static, KenseiApp>) {
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    h.run();
}

fn facing(h: &Harness<'static, KenseiApp>) -> f64 {
    h.state().workspace().table.as_ref().unwrap().value.models[0].facing_deg
}

#[test]
fn closing_with_unsaved_work_asks_and_cancel_keeps_the_window_and_the_work() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, _) = setup(dir.path());
    request_close(&mut h);
    assert_eq!(h.state().leave().pending, Some(Leave::Quit));
    assert!(!h.state().leave().close_allowed);
    h.get_by_label("Unsaved work");
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(h.state().leave().pending, None);
    assert!(h.state().workspace().any_dirty());
    assert!(h.query_by_label("Unsaved work").is_none());
}

#[test]
fn save_on_closing_writes_the_file_then_lets_the_window_close() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, path) = setup(dir.path());
    request_close(&mut h);
    h.get_by_label("Save").click();
    h.run();
    assert!(h.state().leave().close_allowed);
    assert!(!h.state().workspace().any_dirty());
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved["models"][0]["facing_deg"], 105.0);
}

#[test]
fn discard_on_closing_closes_without_keeping_an_autosave() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, path) = setup(dir.path());
    request_close(&mut h);
    h.get_by_label("Discard the changes").click();
    h.run();
    assert!(h.state().leave().close_allowed);
    h.state_mut().on_close();
    assert!(!dir.path().join("data").join("autosave.json").exists());
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("\"facing_deg\": 90")
    );
}

#[test]
fn a_clean_window_closes_without_asking() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, path) = setup(dir.path());
    assert!(h.state_mut().save_active(Some(&path)));
    request_close(&mut h);
    assert_eq!(h.state().leave().pending, None);
}

#[test]
fn opening_a_file_over_unsaved_work_of_its_kind_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, path) = setup(dir.path());
    assert_eq!(facing(&h), 105.0);
    assert!(!h.state_mut().request_open(&path));
    h.run();
    assert_eq!(h.state().leave().pending, Some(Leave::Open(path.clone())));
    assert!(
        h.query_all_by_label_contains("replaces it")
            .next()
            .is_some()
    );
    h.get_by_label("Discard the changes").click();
    h.run();
    // The file as saved, the change gone; the window stays open.
    assert_eq!(facing(&h), 90.0);
    assert!(!h.state().leave().close_allowed);
    // An army list does not replace the table: no question.
    assert!(
        h.state_mut()
            .request_open(Path::new("armies/lists/akagane_400.json"))
    );
}
