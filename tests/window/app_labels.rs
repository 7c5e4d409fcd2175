//! Label clutter: with a whole unit selected in a battle, the canvas's figures (sight, cover,
//! reach, range, formation) are laid out so no two drawn labels overlap; a label that found no
//! free place is hidden and shows, with its rule and book line, when the pointer is over it.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use kensei::app::canvas::Selection;
use kensei::app::settings::{Settings, SidePanel};
use kensei::app::{AppConfig, KenseiApp};
use kensei::battle::model::side::Side;
use kensei::battle::{Phase, legal_commands};

#[test]
fn with_a_unit_selected_no_two_drawn_labels_overlap_and_hidden_ones_show_on_hover() {
    let settings = Settings {
        panel: SidePanel::Tracker,
        ..Settings::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_ui_state(
            |ui, app: &mut KenseiApp| app.show(ui),
            KenseiApp::new(settings, AppConfig::default()),
        );
    common::ready_pitched_battle(&mut h);
    h.state_mut().tracker_mut().seed = 11;
    assert!(h.state_mut().start_battle());
    // Play until every model is deployed and the first turn runs.
    for _ in 0..400 {
        let s = h
            .state()
            .workspace()
            .battle
            .as_ref()
            .unwrap()
            .value
            .state()
            .clone();
        if s.phase() == Phase::Activation {
            break;
        }
        let first = legal_commands(&s).into_iter().next().unwrap();
        assert!(h.state_mut().battle_command(first));
    }
    let s = h
        .state()
        .workspace()
        .battle
        .as_ref()
        .unwrap()
        .value
        .state()
        .clone();
    let unit = s
        .units()
        .iter()
        .filter(|u| u.side == Side::FIRST && !u.removed)
        .max_by_key(|u| s.models_of(&u.id).count())
        .unwrap()
        .id
        .clone();
    h.state_mut().canvas_mut().selection = Selection::Unit(unit);
    h.state_mut().canvas_mut().fit_view();
    h.run();
    h.run();
    let labels = h.state().canvas().painted_labels.clone();
    let shown: Vec<_> = labels.iter().filter(|l| l.shown).collect();
    assert!(shown.len() > 5, "{}", shown.len());
    for (i, a) in shown.iter().enumerate() {
        for b in &shown[i + 1..] {
            assert!(
                !a.rect.intersects(b.rect),
                "`{}` overlaps `{}`",
                a.text,
                b.text
            );
        }
    }
    // A hidden label shows on hover with its rule.
    if let Some(hidden) = labels.iter().find(|l| !l.shown) {
        assert!(
            !hidden
                .help
                .text(kensei::app::i18n::Lang::English)
                .is_empty()
        );
        h.hover_at(hidden.rect.center());
        h.run();
    }
}
