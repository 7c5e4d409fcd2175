//! Terrain pieces go by their names in the window's language (the scenario's `name` and
//! `name_es`, the id only for a piece without one): on the canvas's labels, in the document
//! panel's list of pieces and in the sight list's reasons; and the Settings window opens below
//! the menu bar and keeps its place when the language, and so its title, changes.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::kittest::Queryable;
use kensei::app::i18n::Lang;
use kensei::app::settings::SidePanel;

fn pitched_battle_in(lang: Lang) -> egui_kittest::Harness<'static, kensei::app::KenseiApp> {
    let mut h = common::harness(SidePanel::Odds, 1400.0, 900.0);
    h.state_mut().settings_mut().lang = lang;
    h.run();
    assert!(
        h.state_mut()
            .open_path(std::path::Path::new("scenarios/pitched_battle.json"))
    );
    h.state_mut().canvas_mut().fit_view();
    h.run();
    h.run();
    h
}

fn painted(h: &egui_kittest::Harness<'static, kensei::app::KenseiApp>) -> Vec<String> {
    h.state()
        .canvas()
        .painted_labels
        .iter()
        .map(|l| l.text.clone())
        .collect()
}

#[test]
fn the_canvas_names_terrain_pieces_in_spanish_and_in_english() {
    let es = pitched_battle_in(Lang::Spanish);
    let labels = painted(&es);
    for name in [
        "Santuario",
        "Bosque del oeste",
        "Arrozal del este",
        "Camino",
    ] {
        assert!(
            labels.iter().any(|l| l.starts_with(name)),
            "{name}: {labels:?}"
        );
    }
    assert!(
        !labels.iter().any(|l| l.starts_with("shrine")),
        "{labels:?}"
    );
    let en = pitched_battle_in(Lang::English);
    let labels = painted(&en);
    assert!(labels.iter().any(|l| l.starts_with("Shrine")), "{labels:?}");
    assert!(
        !labels.iter().any(|l| l.starts_with("Santuario")),
        "{labels:?}"
    );
}

#[test]
fn the_document_panel_lists_terrain_pieces_by_name() {
    let mut h = pitched_battle_in(Lang::Spanish);
    // The collapsing header's button (its text is a node of the same label).
    h.get_all_by_label("Elementos de escenografía: 4")
        .last()
        .unwrap()
        .click();
    h.run_steps(4);
    h.get_by_label("Santuario");
    h.get_by_label("Bosque del oeste");
    assert!(h.query_by_label("woods-west").is_none());
}

#[test]
fn the_settings_window_keeps_its_place_when_the_language_changes() {
    let mut h = common::harness(SidePanel::Odds, 1400.0, 900.0);
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Settings").click();
    h.run_steps(4);
    let id = egui::Id::unique("settings_window");
    let before = h
        .ctx
        .memory(|m| m.area_rect(id))
        .expect("the settings window");
    // It opens below the menu bar, never over it.
    assert!(
        before.min.y > h.get_by_label("View").rect().max.y,
        "{before:?}"
    );
    h.get_by_label("Español").click();
    h.run_steps(8);
    assert_eq!(h.state().lang(), Lang::Spanish);
    let after = h.ctx.memory(|m| m.area_rect(id)).expect("still open");
    assert_eq!(before.min, after.min);
    // One settings window, now titled in Spanish.
    h.get_by_label("Ajustes");
    assert!(h.query_by_label("Settings").is_none());
}
