//! The small windows the menu bar opens: View › Settings, Help › Shortcuts and Help › About.
//! Each is a panel of its own, keeping whether it is open; the settings window edits a copy of
//! the settings and returns it as an intent ([`Intent::Settings`]) when the player changed it.

use super::i18n::{Key, Lang};
use super::intent::Intent;
use super::settings::Settings;
use super::view::View;

/// Where these windows first open: below the menu bar and the canvas's tool row, so neither is
/// ever covered (the player may drag them anywhere after).
pub const FIRST_PLACE: [f32; 2] = [24.0, 72.0];

/// View › Settings: the language, theme, autosave, hover help, which questions each side is
/// asked and who plays each side.
#[derive(Debug, Clone, Default)]
pub struct SettingsWindow {
    pub open: bool,
}

impl SettingsWindow {
    /// The window, while open; the settings as the player changed them.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        let mut settings = view.settings.clone();
        egui::Window::new(lang.t(Key::Settings))
            // Its place and size stay when the language (so the title) changes.
            .id(egui::Id::unique("settings_window"))
            // Below the menu bar, never over it.
            .default_pos(FIRST_PLACE)
            .open(&mut self.open)
            .resizable(false)
            .show(ui.ctx(), |ui| settings_ui(ui, lang, &mut settings));
        if settings == *view.settings {
            Vec::new()
        } else {
            vec![Intent::Settings(Box::new(settings))]
        }
    }
}

/// Help › Shortcuts: the keys the window answers.
#[derive(Debug, Clone, Default)]
pub struct ShortcutsWindow {
    pub open: bool,
}

impl ShortcutsWindow {
    /// The window, while open.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        egui::Window::new(lang.t(Key::Shortcuts))
            // Its place and size stay when the language (so the title) changes.
            .id(egui::Id::unique("shortcuts_window"))
            // Below the menu bar, never over it.
            .default_pos(FIRST_PLACE)
            .open(&mut self.open)
            .resizable(false)
            .show(ui.ctx(), |ui| {
                for key in [
                    Key::ShortcutOpen,
                    Key::ShortcutSave,
                    Key::ShortcutUndo,
                    Key::ShortcutRedo,
                    Key::ShortcutDelete,
                    Key::ShortcutRotate,
                    Key::ShortcutEscape,
                    Key::ShortcutSelect,
                    Key::ShortcutZoom,
                    Key::ShortcutPan,
                    Key::ShortcutTape,
                    Key::ShortcutFit,
                ] {
                    ui.label(lang.t(key));
                }
            });
        Vec::new()
    }
}

/// Help › About.
#[derive(Debug, Clone, Default)]
pub struct AboutWindow {
    pub open: bool,
}

impl AboutWindow {
    /// The window, while open.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        egui::Window::new(lang.t(Key::About))
            // Its place and size stay when the language (so the title) changes.
            .id(egui::Id::unique("about_window"))
            // Below the menu bar, never over it.
            .default_pos(FIRST_PLACE)
            .open(&mut self.open)
            .resizable(false)
            .show(ui.ctx(), |ui| {
                ui.label(lang.t(Key::AboutText));
            });
        Vec::new()
    }
}

/// The settings' fields, editing `settings`.
fn settings_ui(ui: &mut egui::Ui, lang: Lang, settings: &mut Settings) {
    egui::Grid::new("settings_grid")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(lang.t(Key::Language));
            ui.horizontal(|ui| {
                for l in Lang::ALL {
                    ui.selectable_value(&mut settings.lang, l, l.name());
                }
            });
            ui.end_row();
            ui.label(lang.t(Key::Theme));
            ui.horizontal(|ui| {
                ui.selectable_value(&mut settings.dark, true, lang.t(Key::ThemeDark));
                ui.selectable_value(&mut settings.dark, false, lang.t(Key::ThemeLight));
            });
            ui.end_row();
            let autosave_label = ui.label(lang.t(Key::AutosaveEvery));
            ui.add(
                egui::DragValue::new(&mut settings.autosave_secs)
                    .range(0..=3600)
                    .custom_formatter(move |v, _| {
                        if v == 0.0 {
                            lang.t(Key::AutosaveOff).to_string()
                        } else {
                            format!("{v}")
                        }
                    }),
            )
            .labelled_by(autosave_label.id);
            ui.end_row();
            ui.label("");
            ui.checkbox(&mut settings.hover_help, lang.t(Key::ShowHelp));
            ui.end_row();
            let s = &mut *settings;
            // Offerings to the gods (R-DECK-4): asked per side, or answered "no offering".
            let offerings = (Key::AskOfferings, Key::AskOfferingsHelp);
            ask_per_side(ui, lang, offerings, &mut s.ask_offerings);
            // Opportunity charges (R-OPP-2): asked per side, or every move let pass.
            let opportunity = (Key::AskOpportunity, Key::AskOpportunityHelp);
            ask_per_side(ui, lang, opportunity, &mut s.ask_opportunity);
            // Casualties (R-CAS-2): chosen per side, or the nearest the enemy removed.
            let casualties = (Key::AskCasualties, Key::AskCasualtiesHelp);
            ask_per_side(ui, lang, casualties, &mut s.ask_casualties);
        });
    // Each side played by a player or the computer (`app::computer`).
    ui.separator();
    egui::Grid::new("settings_played_by")
        .num_columns(2)
        .show(ui, |ui| {
            let s = &mut *settings;
            let (who, temperament) = (&mut s.computer, Some(&mut s.temperament));
            let salt = "settings_played_by";
            super::played_by::played_by_rows(ui, (lang, 190.0), salt, who, temperament);
        });
}

/// One row per side of the settings grid: whether the battle's question `label` (hover help
/// `help`) is put to that side's player or answered by the window.
fn ask_per_side(ui: &mut egui::Ui, lang: Lang, (label, help): (Key, Key), ask: &mut [bool; 2]) {
    for side in [0u8, 1] {
        ui.label(if side == 0 { lang.t(label) } else { "" });
        ui.checkbox(&mut ask[usize::from(side)], lang.side(side))
            .on_hover_text(lang.t(help));
        ui.end_row();
    }
}
