//! What the window tests share: the app in a kittest harness with a chosen side panel, and the
//! open battle's state and log. Each test file uses only part of it.
#![allow(dead_code)]

use egui_kittest::Harness;
use kensei::app::settings::{Settings, SidePanel};
use kensei::app::{AppConfig, KenseiApp};
use kensei::battle::BattleState;

/// The whole window, `width` x `height` points, with `panel` open beside the table.
pub fn harness(panel: SidePanel, width: f32, height: f32) -> Harness<'static, KenseiApp> {
    let settings = Settings {
        panel,
        ..Settings::default()
    };
    let app = KenseiApp::new(settings, AppConfig::default());
    Harness::builder()
        .with_size(egui::vec2(width, height))
        .build_ui_state(|ui, app: &mut KenseiApp| app.show(ui), app)
}

/// The state of the battle open in the window.
pub fn battle_state(h: &Harness<'static, KenseiApp>) -> BattleState {
    h.state()
        .workspace
        .battle
        .as_ref()
        .expect("a battle is open")
        .value
        .state()
        .clone()
}

/// How many commands the open battle's log holds.
pub fn log_len(h: &Harness<'static, KenseiApp>) -> usize {
    h.state()
        .workspace
        .battle
        .as_ref()
        .expect("a battle is open")
        .value
        .log()
        .len()
}
