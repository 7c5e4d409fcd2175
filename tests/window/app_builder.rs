//! The list builder driven through the real UI: open a bundled list, see its points and
//! validation live, change it, undo, save and reopen; build a new list from a faction.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::settings::SidePanel;
use kensei::army::list_edit::ListEdit;
use kensei::army::{bundled_factions, load_list, validate};
use std::path::Path;

fn harness() -> Harness<'static, KenseiApp> {
    common::harness(SidePanel::Builder, 1400.0, 1400.0)
}

fn copy_list(dir: &Path) -> std::path::PathBuf {
    let to = dir.join("akagane_400.json");
    std::fs::copy("armies/lists/akagane_400.json", &to).unwrap();
    to
}

#[test]
fn a_bundled_list_shows_the_engines_points_and_verdict() {
    let dir = tempfile::tempdir().unwrap();
    let file = copy_list(dir.path());
    let mut h = harness();
    assert!(h.state_mut().open_path(&file), "{:?}", h.state().status());
    h.run();
    let report = h.state().list_report().unwrap();
    h.get_by_label(&format!(
        "{} / {} points",
        report.total_points, report.battle_size
    ));
    h.get_by_label(&format!("hand of {} cards", report.hand_size));
    h.get_by_label("The list is legal.");
}

#[test]
fn r_army_2_a_unit_cut_below_three_models_is_reported_live_and_undo_fixes_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = copy_list(dir.path());
    let mut h = harness();
    h.state_mut().open_path(&file);
    h.run();
    let list = load_list(&file).unwrap();
    let faction = bundled_factions()
        .into_iter()
        .find(|f| f.id == list.faction)
        .unwrap();
    // The first unit of ordinary troops, made two models.
    let unit = list
        .units
        .iter()
        .find(|u| {
            let p = faction.profiles.iter().find(|p| p.id == u.profile).unwrap();
            !p.leader && !p.availability.is_one_of_a_kind() && u.models >= 3
        })
        .unwrap()
        .id
        .clone();
    h.state_mut()
        .edit_open_list(ListEdit::Models { unit, models: 2 });
    h.run();
    assert!(!h.state().list_report().unwrap().legal);
    h.get_by_label_contains("UNIT_TOO_SMALL");
    h.get_by_label("The list is not legal yet: see the problems below.");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(h.state().workspace().list.as_ref().unwrap().value, list);
    h.get_by_label("The list is legal.");
}

#[test]
fn a_new_list_built_in_the_window_saves_and_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness();
    h.get_by_label("Create the list").click();
    h.run();
    let faction = h.state().builder().faction().cloned().unwrap();
    // Add the faction's first Hero leader, through the add-unit picker.
    let hero = faction
        .profiles
        .iter()
        .find(|p| p.leader && format!("{:?}", p.class) == "H")
        .unwrap();
    h.state_mut().builder_mut().add_profile = Some(hero.id.clone());
    h.run();
    h.get_by_label("Add").click();
    h.run();
    let list = h.state().workspace().list.as_ref().unwrap().value.clone();
    assert_eq!(list.units.len(), 1);
    assert_eq!(list.units[0].profile, hero.id);
    let report = validate(&list, &faction);
    h.get_by_label(&format!(
        "{} / {} points",
        report.total_points, report.battle_size
    ));
    let to = dir.path().join("mine.json");
    assert!(
        h.state_mut().save_active(Some(&to)),
        "{:?}",
        h.state().status()
    );
    assert_eq!(load_list(&to).unwrap(), list);
}

#[test]
fn the_roster_prints_to_an_html_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = copy_list(dir.path());
    let mut h = harness();
    h.state_mut().open_path(&file);
    h.run();
    // The player's own list: the roster goes beside it, named after it.
    let html = dir.path().join("akagane_400.html");
    let write = h.get_by_label("Write");
    write.scroll_to_me();
    h.run();
    let open_disabled = |h: &Harness<'_, KenseiApp>| {
        use egui_kittest::kittest::NodeT;
        h.get_by_label("Open").accesskit_node().is_disabled()
    };
    // Open stands beside Write from the start, greyed until there is a roster to open.
    assert!(open_disabled(&h));
    h.get_by_label("Write").click();
    h.run();
    let text = std::fs::read_to_string(&html).unwrap();
    assert!(text.contains("<html") || text.contains("<table") || text.contains("<h1"));
    assert!(!open_disabled(&h), "{:?}", h.state().status());
}

#[test]
fn a_list_unit_is_placed_on_the_table_with_a_click_and_undone() {
    let dir = tempfile::tempdir().unwrap();
    let file = copy_list(dir.path());
    let mut h = harness();
    assert!(
        h.state_mut()
            .open_path(Path::new("scenarios/pitched_battle.json"))
    );
    h.state_mut().open_path(&file);
    h.run();
    let list = load_list(&file).unwrap();
    let unit = &list.units[0];
    let expected = unit.models as usize + usize::from(unit.leader.is_some()) + unit.support.len();
    h.get_all_by_label("Place").next().unwrap().click();
    h.run();
    common::click_table_at(&mut h, [60.0, 20.0]);
    let models = &h.state().workspace().table.as_ref().unwrap().value.models;
    let placed = models
        .iter()
        .filter(|m| m.unit.starts_with(&unit.id))
        .count();
    assert_eq!(placed, expected, "{:?}", h.state().status());
    assert!(h.state().workspace().any_dirty());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(
        h.state()
            .workspace()
            .table
            .as_ref()
            .unwrap()
            .value
            .models
            .is_empty()
    );
}

/// Opens the leader combo showing `current` (the first such).
fn open_leader_combo(h: &mut Harness<'static, KenseiApp>, current: &str) {
    let find = |h: &Harness<'static, KenseiApp>| {
        h.get_all_by_label("Unit leader")
            .find(|n| n.value().as_deref() == Some(current))
            .map(|n| n.rect())
            .unwrap()
    };
    let rect = find(h);
    h.get_all_by_label("Unit leader")
        .find(|n| n.rect() == rect)
        .unwrap()
        .scroll_to_me();
    h.run();
    let rect = find(h);
    h.get_all_by_label("Unit leader")
        .find(|n| n.rect() == rect)
        .unwrap()
        .click();
    h.run();
}

#[test]
fn l411_a_leader_taken_from_another_unit_says_so_in_the_picker_and_on_the_status_bar() {
    let dir = tempfile::tempdir().unwrap();
    let file = copy_list(dir.path());
    let mut h = harness();
    h.state_mut().open_path(&file);
    h.run();
    // The archers have no leader; the daimyo leads `lord`, the General's unit.
    open_leader_combo(&mut h, "none");
    h.get_by_label("Akagane Takeshi, daimyo (now with lord)")
        .click();
    h.run();
    let list = &h.state().workspace().list.as_ref().unwrap().value;
    assert_eq!(
        list.unit("archers").unwrap().leader.as_deref(),
        Some("akagane_daimyo")
    );
    assert_eq!(list.general.as_deref(), Some("archers"));
    assert_eq!(
        h.state().status_text().unwrap(),
        "Akagane Takeshi, daimyo now leads archers; he left lord, and the General's flag came with him."
    );
}

#[test]
fn a_unit_is_renamed_in_the_builder_and_the_name_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let file = copy_list(dir.path());
    let mut h = harness();
    h.state_mut().open_path(&file);
    h.run();
    let field = h
        .get_all_by_label("Unit name")
        .find(|n| n.value().as_deref() == Some("archers"))
        .unwrap();
    field.focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_all_by_label("Unit name")
        .find(|n| n.is_focused())
        .unwrap()
        .type_text("Bows of the ridge");
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let list = &h.state().workspace().list.as_ref().unwrap().value;
    assert!(list.unit("archers").is_none(), "{:?}", h.state().status());
    assert!(list.unit("Bows of the ridge").is_some());
    assert_eq!(
        h.state().status_text().unwrap(),
        "archers is now called Bows of the ridge."
    );
    // One undo gives the old name back.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    let list = &h.state().workspace().list.as_ref().unwrap().value;
    assert!(list.unit("archers").is_some());
}

#[test]
fn a_bundled_lists_roster_is_printed_into_the_players_documents() {
    let docs = tempfile::tempdir().unwrap();
    let app = KenseiApp::new(
        kensei::app::settings::Settings {
            panel: SidePanel::Builder,
            ..Default::default()
        },
        kensei::app::AppConfig {
            documents_dir: Some(docs.path().to_path_buf()),
            ..Default::default()
        },
    );
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 1400.0))
        .build_ui_state(|ui, app: &mut KenseiApp| app.show(ui), app);
    h.state_mut()
        .open_path(Path::new("armies/lists/akagane_400.json"));
    h.run();
    let write = h.get_by_label("Write");
    write.scroll_to_me();
    h.run();
    h.get_by_label("Write").click();
    h.run();
    assert!(
        docs.path().join("akagane_400.html").exists(),
        "{:?}",
        h.state().status()
    );
    assert!(!Path::new("armies/lists/akagane_400.html").exists());
}

#[test]
fn r_form_1_a_list_unit_placed_from_the_builder_stands_in_formation_with_its_profile_noted() {
    let dir = tempfile::tempdir().unwrap();
    let file = copy_list(dir.path());
    let mut h = harness();
    h.state_mut().send(kensei::app::intent::Intent::NewTable);
    h.run();
    assert!(h.state_mut().open_path(&file), "{:?}", h.state().status());
    h.run();
    let list = load_list(&file).unwrap();
    let unit = &list.units[0];
    // Side 2 (the builder's, drawn after the document panel's list of sides), then the first
    // unit's "Place", then one click on the table: three actions.
    h.get_all_by_label("Side 2").last().unwrap().click();
    h.run();
    h.get_all_by_label("Place").next().unwrap().click();
    h.run();
    common::click_table_at(&mut h, [60.0, 70.0]);
    let table = &h.state().workspace().table.as_ref().unwrap().value;
    let placed: Vec<_> = table.models.iter().filter(|m| m.unit == unit.id).collect();
    let expected = unit.models as usize + usize::from(unit.leader.is_some()) + unit.support.len();
    assert_eq!(placed.len(), expected, "{:?}", h.state().status_text());
    assert!(
        placed.iter().all(|m| m.side == 1 && m.facing_deg == 270.0),
        "{:?}",
        placed
            .iter()
            .map(|m| (m.side, m.facing_deg))
            .collect::<Vec<_>>()
    );
    // Its MOV is noted on the table, so its charge reach shows there (R-CHG-1).
    assert!(
        table.units.iter().any(|n| n.id == unit.id),
        "{} has no noted profile",
        unit.id
    );
}
