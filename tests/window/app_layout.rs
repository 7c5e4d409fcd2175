//! The table keeps most of the window, driven through the real window: the side panel cannot
//! be made wider than its maximum, and a resized window fits the table again unless the
//! player has zoomed or panned.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::settings::SidePanel;

fn with_table(width: f32) -> Harness<'static, KenseiApp> {
    let mut h = common::harness(SidePanel::Odds, width, 900.0);
    assert!(
        h.state_mut()
            .open_path(std::path::Path::new("scenarios/pitched_battle.json"))
    );
    h.run();
    h
}

/// Where the side panel starts: its first tab's left edge.
fn side_panel_left(h: &Harness<'static, KenseiApp>) -> f32 {
    h.get_by_label("Odds").rect().min.x
}

#[test]
fn the_side_panel_dragged_wider_than_its_maximum_goes_back_to_it() {
    let mut h = with_table(1600.0);
    let before = side_panel_left(&h);
    assert!(1600.0 - before < 540.0, "{before}");
    // The side panel's handle is the right-hand one of the two resize handles.
    let handles: Vec<_> = h.get_all_by_label("Resize panel").collect();
    let handle = handles
        .iter()
        .max_by(|a, b| a.rect().min.x.total_cmp(&b.rect().min.x))
        .unwrap();
    // Made 90% of the window wide, as a player dragging its edge far to the left.
    handle.set_value_accesskit(0.9);
    h.run();
    h.run();
    let width = 1600.0 - side_panel_left(&h);
    assert!(width <= 540.0, "the side panel is {width} points wide");
    // The canvas keeps the rest: the table still fits between the two panels.
    h.get_by_label("Fit the table");
}

#[test]
fn a_resized_window_fits_the_table_again_unless_the_player_zoomed() {
    let mut h = with_table(1400.0);
    let small = h.state().canvas().view.points_per_cm;
    h.set_size(egui::vec2(1800.0, 1100.0));
    h.run();
    h.run();
    let large = h.state().canvas().view.points_per_cm;
    assert!(large > small * 1.2, "{small} -> {large}");
    // Zoomed by the player: a resize keeps the zoom.
    h.state_mut().canvas_mut().view.points_per_cm = 3.0;
    h.run();
    h.set_size(egui::vec2(1400.0, 900.0));
    h.run();
    h.run();
    assert_eq!(h.state().canvas().view.points_per_cm, 3.0);
}
