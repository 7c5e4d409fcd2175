//! The window's shell driven through its real UI with egui_kittest: open a file by path, see it
//! in the document panel, edit with shortcuts, undo and redo, save and reopen, switch language,
//! and get an autosave offered back.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::canvas::Selection;
use kensei::app::i18n::Lang;
use kensei::app::settings::Settings;
use kensei::app::{AppConfig, KenseiApp};
use std::path::{Path, PathBuf};

const SCENARIO: &str = r#"{
  "schema_version": 1,
  "name": "Test crossing",
  "table": {"width_cm": 120, "depth_cm": 90},
  "terrain": [{"id": "wood", "kind": "difficult", "height": 3,
               "polygon": [[50, 40], [70, 40], [70, 50], [50, 50]]}],
  "models": [
    {"id": "a1", "unit": "ashigaru", "side": 0, "x": 20, "y": 10, "facing_deg": 90,
     "base": {"shape": "round", "width_mm": 25}, "height": 1},
    {"id": "a2", "unit": "ashigaru", "side": 0, "x": 23, "y": 10, "facing_deg": 90,
     "base": {"shape": "round", "width_mm": 25}, "height": 1},
    {"id": "b1", "unit": "oni", "side": 1, "x": 60, "y": 80, "facing_deg": 270,
     "base": {"shape": "square", "width_mm": 40}, "height": 2}
  ]
}
"#;

fn write_scenario(dir: &Path) -> PathBuf {
    let p = dir.join("crossing.json");
    std::fs::write(&p, SCENARIO).unwrap();
    p
}

fn harness(data_dir: &Path) -> Harness<'static, KenseiApp> {
    let app = KenseiApp::new(
        Settings::default(),
        AppConfig {
            data_dir: Some(data_dir.to_path_buf()),
            native_dialogs: false,
            ..Default::default()
        },
    );
    Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_ui_state(|ui, app: &mut KenseiApp| app.show(ui), app)
}

/// Opens `path` the way a player without a file dialog does: File, type the path, Open.
fn open_by_menu(h: &mut Harness<'_, KenseiApp>, path: &Path) {
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Open a path").click();
    h.run();
    h.get_by_label("Open a path")
        .type_text(path.to_str().unwrap());
    h.run();
    h.get_by_label("Open").click();
    h.run();
}

#[test]
fn opening_a_scenario_by_path_shows_it_in_the_document_panel() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_scenario(dir.path());
    let mut h = harness(dir.path());
    open_by_menu(&mut h, &file);
    assert!(
        h.state().workspace().table.is_some(),
        "{:?}",
        h.state().status()
    );
    h.get_by_label("Test crossing");
    h.get_by_label("Models: 2 (Side 1), 1 (Side 2)");
    assert!(h.state().settings().recent[0].ends_with("crossing.json"));
}

#[test]
fn a_broken_file_names_the_field_and_line_in_the_status_bar() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, SCENARIO.replace("\"x\": 23", "\"x\": \"far\"")).unwrap();
    let mut h = harness(dir.path());
    open_by_menu(&mut h, &bad);
    let status = h.state().status().clone().unwrap();
    let text = h.state().status_text().unwrap();
    assert!(status.error);
    assert!(text.contains("bad.json:10:"), "{text}");
    assert!(text.contains("models[1].x"), "{text}");
    h.get_by_label_contains("models[1].x");
}

#[test]
fn rotate_with_a_shortcut_then_undo_and_redo() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_scenario(dir.path());
    let mut h = harness(dir.path());
    h.state_mut().open_path(&file);
    h.run();
    // Select model a1 in the document panel.
    h.get_by_label("ashigaru (Side 1)").click();
    h.run();
    h.get_by_label("a1").click();
    h.run();
    assert_eq!(h.state().canvas().selection, Selection::Model("a1".into()));
    h.key_press(egui::Key::Q);
    h.run();
    let facing = |h: &Harness<'_, KenseiApp>| {
        h.state().workspace().table.as_ref().unwrap().value.models[0].facing_deg
    };
    assert_eq!(facing(&h), 105.0);
    assert!(h.state().workspace().any_dirty());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(facing(&h), 90.0);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(facing(&h), 105.0);
}

#[test]
fn save_then_reopen_gives_the_edited_table() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_scenario(dir.path());
    let mut h = harness(dir.path());
    h.state_mut().open_path(&file);
    h.state_mut().canvas_mut().selection = Selection::Model("b1".into());
    h.run();
    h.key_press(egui::Key::Delete);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert!(
        !h.state().workspace().any_dirty(),
        "{:?}",
        h.state().status()
    );
    let mut again = harness(dir.path());
    open_by_menu(&mut again, &file);
    let t = &again.state().workspace().table.as_ref().unwrap().value;
    assert_eq!(t.models.len(), 2);
    assert!(t.models.iter().all(|m| m.id != "b1"));
}

#[test]
fn save_as_a_typed_path_writes_there() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_scenario(dir.path());
    let copy = dir.path().join("copy.json");
    let mut h = harness(dir.path());
    h.state_mut().open_path(&file);
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Save to a path").click();
    h.run();
    h.get_by_label("Save to a path")
        .type_text(copy.to_str().unwrap());
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Save")
        .click();
    h.run();
    assert!(copy.exists(), "{:?}", h.state().status());
    let text = std::fs::read_to_string(&copy).unwrap();
    assert!(text.contains("Test crossing"));
}

#[test]
fn enter_in_the_save_path_field_saves_there() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_scenario(dir.path());
    let copy = dir.path().join("by-enter.json");
    let mut h = harness(dir.path());
    h.state_mut().open_path(&file);
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Save to a path").click();
    h.run();
    h.get_by_label("Save to a path")
        .type_text(copy.to_str().unwrap());
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(copy.exists(), "{:?}", h.state().status());
}

#[test]
fn switching_to_spanish_changes_the_menus() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Settings").click();
    h.run();
    h.get_by_label("Español").click();
    h.run();
    h.get_by_label("Archivo");
    h.get_by_label("Ajustes");
    assert!(h.query_by_label("File").is_none());
}

#[test]
fn unsaved_work_is_offered_back_at_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_scenario(dir.path());
    let data = dir.path().join("data");
    {
        let mut h = harness(&data);
        h.state_mut().open_path(&file);
        h.state_mut().canvas_mut().selection = Selection::Model("a2".into());
        h.run();
        h.key_press(egui::Key::E);
        h.run();
        h.state_mut().autosave_now();
        // The process dies here: no on_close.
    }
    assert!(data.join("autosave.json").exists());
    let mut h = harness(&data);
    h.run();
    h.get_by_label("Restore unsaved work?");
    h.get_by_label("Restore").click();
    h.run();
    let ws = &h.state().workspace();
    let t = &ws.table.as_ref().unwrap().value;
    assert_eq!(t.models[1].facing_deg, 75.0);
    assert!(ws.any_dirty());
    assert_eq!(
        ws.table.as_ref().unwrap().path.as_deref(),
        Some(file.as_path())
    );
}

#[test]
fn a_clean_close_leaves_no_autosave() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_scenario(dir.path());
    let mut h = harness(dir.path());
    h.state_mut().open_path(&file);
    h.state_mut().canvas_mut().selection = Selection::Model("a2".into());
    h.run();
    h.key_press(egui::Key::E);
    h.run();
    h.state_mut().autosave_now();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    h.state_mut().on_close();
    assert!(!dir.path().join("autosave.json").exists());
    let h = harness(dir.path());
    assert!(h.state().pending_restore().is_none());
}

#[test]
fn a_dropped_file_is_opened() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_scenario(dir.path());
    let mut h = harness(dir.path());
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(file.clone())));
    h.run();
    assert!(
        h.state().workspace().table.is_some(),
        "{:?}",
        h.state().status()
    );
}

/// A file dropped on the window, as the windowing system hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn drag(h: &mut Harness<'_, KenseiApp>, from: egui::Pos2, to: egui::Pos2) {
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
}

#[test]
fn dragging_a_model_on_the_table_moves_it_and_ctrl_z_puts_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let file = write_scenario(dir.path());
    let mut h = harness(dir.path());
    h.state_mut().open_path(&file);
    h.run();
    let model = |h: &Harness<'_, KenseiApp>| {
        let m = &h.state().workspace().table.as_ref().unwrap().value.models[2];
        (m.x, m.y)
    };
    let start = model(&h);
    let from = h.state().canvas().view.to_screen([start.0, start.1]);
    let to = h
        .state()
        .canvas()
        .view
        .to_screen([start.0 - 10.0, start.1 - 10.0]);
    drag(&mut h, from, to);
    let moved = model(&h);
    assert!((moved.0 - (start.0 - 10.0)).abs() < 0.5, "{moved:?}");
    assert!((moved.1 - (start.1 - 10.0)).abs() < 0.5, "{moved:?}");
    assert!(h.state().workspace().any_dirty());
    let label = h.state().workspace().undo_label().unwrap();
    assert_eq!(
        label.words(Lang::English, &h.state().battle_names()),
        "move b1"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(model(&h), start);
}
