//! The list builder's game modes (L1142-1144) driven through the real UI: a list made a raid
//! takes the raid's 150 points and its units take models of other profiles (R-RAID-1,
//! R-RAID-4); a list made total war puts its units on movement bases whose models give their
//! size (R-TW-1, R-TW-2); the roster and the list check see both.
#![cfg(feature = "gui")]

use crate::common;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::settings::SidePanel;
use kensei::army::list::Mode;
use kensei::army::validate::ProblemCode;
use std::path::Path;

fn harness() -> Harness<'static, KenseiApp> {
    common::harness(SidePanel::Builder, 1400.0, 1600.0)
}

/// The bundled 400-point Hayashi list, copied where the test may change it, opened.
fn open_hayashi(h: &mut Harness<'static, KenseiApp>, dir: &Path) {
    let to = dir.join("hayashi_400.json");
    std::fs::copy("armies/lists/hayashi_400.json", &to).unwrap();
    assert!(h.state_mut().open_path(&to), "{:?}", h.state().status());
    h.run();
}

fn open_list(h: &Harness<'static, KenseiApp>) -> kensei::army::ArmyList {
    h.state().workspace().list.as_ref().unwrap().value.clone()
}

#[test]
fn p_raid_a_list_made_a_raid_in_the_builder_takes_150_points_and_a_unit_mixes_profiles() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness();
    open_hayashi(&mut h, dir.path());
    h.get_by_label("Raid").click();
    h.run();
    let list = open_list(&h);
    assert_eq!((list.mode, list.battle_size), (Mode::Raid, 150));
    // The size is the raid's, shown and not edited.
    h.get_by_label("150 points (a raid)");
    // The spearmen take a bowman beside them from the unit's menu.
    let spears = list
        .units
        .iter()
        .find(|u| u.profile == "ashigaru_yari")
        .unwrap()
        .id
        .clone();
    let unit_at = list.units.iter().position(|u| u.id == spears).unwrap();
    h.get_all_by_label("Add a model of…")
        .nth(unit_at)
        .unwrap()
        .click();
    h.run();
    // The menu's entry, not the bowmen's own unit heading of the same name.
    h.get_all_by_role_and_label(Role::Button, "Ashigaru yumi")
        .last()
        .unwrap()
        .click();
    h.run();
    let list = open_list(&h);
    let unit = list.unit(&spears).unwrap();
    assert_eq!(unit.mixed.len(), 1, "{unit:?}");
    assert_eq!(
        (unit.mixed[0].profile.as_str(), unit.mixed[0].models),
        ("ashigaru_yumi", 1)
    );
    // Its button takes the bowman out again.
    h.get_by_label("1 × Ashigaru yumi ×").click();
    h.run();
    assert!(open_list(&h).unit(&spears).unwrap().mixed.is_empty());
    // Back to the book's battle, at the book's 400 points.
    h.get_by_label("Standard battle").click();
    h.run();
    let list = open_list(&h);
    assert_eq!((list.mode, list.battle_size), (Mode::Standard, 400));
}

#[test]
fn r_tw_2_a_list_made_total_war_puts_each_unit_on_a_base_that_gives_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness();
    open_hayashi(&mut h, dir.path());
    h.get_by_label("Total war").click();
    h.run();
    let list = open_list(&h);
    assert_eq!(list.mode, Mode::TotalWar);
    // A unit of a size the page gives gets the fewest models on its base that stand for it;
    // one of another size gets none, and the check says so.
    let report = h.state().list_report().unwrap();
    for unit in list.units.iter().filter(|u| u.models > 1) {
        let want = match unit.models {
            5 => Some(2),
            10 => Some(3),
            15 => Some(5),
            _ => None,
        };
        assert_eq!(unit.on_base, want, "{unit:?}");
        if want.is_none() {
            assert!(
                report
                    .problems
                    .iter()
                    .any(|p| p.unit.as_deref() == Some(unit.id.as_str())
                        && p.code == ProblemCode::TotalWarNoBase),
                "{:?}",
                report.problems
            );
        }
    }
    // Two models on a base stand for a unit of 5, typed into its field.
    let first = list.units.iter().position(|u| u.models > 1).unwrap();
    let id = list.units[first].id.clone();
    h.get_all_by_role_and_label(Role::SpinButton, "Models on the movement base")
        .next()
        .unwrap()
        .click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_all_by_role_and_label(Role::SpinButton, "Models on the movement base")
        .find(|n| n.is_focused())
        .unwrap()
        .type_text("2");
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let unit = open_list(&h).unit(&id).unwrap().clone();
    assert_eq!((unit.on_base, unit.models), (Some(2), 5));
    h.get_all_by_label("a unit of 5").next().unwrap();
}
