//! The menu bar (File, Edit, View, Help) and the small windows it opens: settings, shortcuts,
//! about.

use super::i18n::{Key, Lang};
use super::intent::Intent;
use super::shell::KenseiApp;
use egui::containers::menu::{MenuButton, MenuConfig};
use std::path::PathBuf;

impl KenseiApp {
    pub(super) fn menu_bar(&mut self, ui: &mut egui::Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            // The File menu holds text fields, so a click inside must not close it.
            MenuButton::new(self.t(Key::MenuFile))
                .config(
                    MenuConfig::new().close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside),
                )
                .ui(ui, |ui| self.file_menu(ui));
            ui.menu_button(self.t(Key::MenuEdit), |ui| self.edit_menu(ui));
            ui.menu_button(self.t(Key::MenuView), |ui| {
                if ui.button(self.t(Key::Settings)).clicked() {
                    self.show_settings = true;
                    ui.close();
                }
            });
            ui.menu_button(self.t(Key::MenuHelp), |ui| {
                if ui.button(self.t(Key::Shortcuts)).clicked() {
                    self.show_shortcuts = true;
                    ui.close();
                }
                if ui.button(self.t(Key::Rulings)).clicked() {
                    self.rulings.open = true;
                    ui.close();
                }
                if ui.button(self.t(Key::About)).clicked() {
                    self.show_about = true;
                    ui.close();
                }
            });
        });
    }

    fn file_menu(&mut self, ui: &mut egui::Ui) {
        if ui.button(self.t(Key::MenuStartPage)).clicked() {
            ui.close();
            self.start.shown = true;
        }
        if ui.button(self.t(Key::MenuNewList)).clicked() {
            ui.close();
            self.new_list();
        }
        if ui.button(self.t(Key::MenuNewTable)).clicked() {
            ui.close();
            self.new_table();
        }
        ui.separator();
        if ui
            .add(egui::Button::new(self.t(Key::Open)).shortcut_text("Ctrl+O"))
            .clicked()
        {
            ui.close();
            self.show_open();
        }
        let open_label = ui.label(self.t(Key::OpenPath));
        let hint = self.t(Key::OpenPathHint);
        ui.horizontal(|ui| {
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut self.open_path)
                        .hint_text(hint)
                        .desired_width(260.0),
                )
                .labelled_by(open_label.id);
            let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(self.t(Key::OpenButton)).clicked() || enter)
                && !self.open_path.trim().is_empty()
            {
                let path = PathBuf::from(self.open_path.trim());
                if self.request_open(&path) {
                    self.open_path.clear();
                    ui.close();
                }
            }
        });
        ui.menu_button(self.t(Key::RecentFiles), |ui| {
            if self.settings.recent.is_empty() {
                ui.label(self.t(Key::NoRecentFiles));
                return;
            }
            let mut chosen = None;
            for p in &self.settings.recent {
                if ui.button(p.display().to_string()).clicked() {
                    chosen = Some(p.clone());
                }
            }
            ui.separator();
            if ui.button(self.t(Key::ClearRecent)).clicked() {
                self.settings.recent.clear();
                ui.close();
            }
            if let Some(p) = chosen {
                ui.close();
                self.request_open(&p);
            }
        });
        ui.separator();
        let has_doc = self.workspace.active.is_some();
        if ui
            .add_enabled(
                has_doc,
                egui::Button::new(self.t(Key::Save)).shortcut_text("Ctrl+S"),
            )
            .clicked()
        {
            ui.close();
            self.save_active(None);
        }
        if ui
            .add_enabled(
                has_doc,
                egui::Button::new(self.t(Key::SaveAs)).shortcut_text("Ctrl+Shift+S"),
            )
            .clicked()
        {
            ui.close();
            self.show_save_as();
        }
        ui.add_enabled_ui(has_doc, |ui| {
            let save_label = ui.label(self.t(Key::SaveAsPath));
            ui.horizontal(|ui| {
                let edit = ui
                    .add(
                        egui::TextEdit::singleline(&mut self.save_path)
                            .hint_text(hint)
                            .desired_width(260.0),
                    )
                    .labelled_by(save_label.id);
                // Enter in the field saves, as the Save button does.
                let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if (ui.button(self.t(Key::SaveButton)).clicked() || enter)
                    && !self.save_path.trim().is_empty()
                {
                    let path = PathBuf::from(self.save_path.trim());
                    if self.save_active(Some(&path)) {
                        self.save_path.clear();
                        ui.close();
                    }
                }
            });
        });
        ui.separator();
        if ui.button(self.t(Key::Quit)).clicked() {
            ui.close();
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    fn edit_menu(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang();
        let names = self.battle_names();
        let undo = match self.workspace.undo_label() {
            Some(l) => lang.f(Key::UndoWhat, &[("edit", &l.words(lang, &names))]),
            None => lang.t(Key::NothingToUndo).to_string(),
        };
        let redo = match self.workspace.redo_label() {
            Some(l) => lang.f(Key::RedoWhat, &[("edit", &l.words(lang, &names))]),
            None => lang.t(Key::NothingToRedo).to_string(),
        };
        let can_undo = self.workspace.undo_label().is_some();
        let can_redo = self.workspace.redo_label().is_some();
        if ui
            .add_enabled(can_undo, egui::Button::new(undo).shortcut_text("Ctrl+Z"))
            .clicked()
        {
            self.send(Intent::Undo);
        }
        if ui
            .add_enabled(can_redo, egui::Button::new(redo).shortcut_text("Ctrl+Y"))
            .clicked()
        {
            self.send(Intent::Redo);
        }
        ui.separator();
        let has_sel = self.has_selection();
        if ui
            .add_enabled(
                has_sel,
                egui::Button::new(lang.t(Key::RotateLeft)).shortcut_text("Q"),
            )
            .clicked()
        {
            self.rotate_selection(15.0);
        }
        if ui
            .add_enabled(
                has_sel,
                egui::Button::new(lang.t(Key::RotateRight)).shortcut_text("E"),
            )
            .clicked()
        {
            self.rotate_selection(-15.0);
        }
        if ui
            .add_enabled(
                has_sel,
                egui::Button::new(lang.t(Key::Delete)).shortcut_text("Del"),
            )
            .clicked()
        {
            self.delete_selection();
        }
    }

    /// The settings, shortcuts, about and rulings windows, when open.
    pub(super) fn windows(&mut self, ctx: &egui::Context) {
        let lang = self.lang();
        let mut open = self.show_settings;
        egui::Window::new(lang.t(Key::Settings))
            .open(&mut open)
            .resizable(false)
            .show(ctx, |ui| self.settings_ui(ui));
        self.show_settings = open;

        let mut open = self.show_shortcuts;
        egui::Window::new(lang.t(Key::Shortcuts))
            .open(&mut open)
            .resizable(false)
            .show(ctx, |ui| {
                for key in [
                    Key::ShortcutOpen,
                    Key::ShortcutSave,
                    Key::ShortcutUndo,
                    Key::ShortcutRedo,
                    Key::ShortcutDelete,
                    Key::ShortcutRotate,
                    Key::ShortcutEscape,
                ] {
                    ui.label(lang.t(key));
                }
            });
        self.show_shortcuts = open;

        let mut open = self.show_about;
        egui::Window::new(lang.t(Key::About))
            .open(&mut open)
            .resizable(false)
            .show(ctx, |ui| {
                ui.label(lang.t(Key::AboutText));
            });
        self.show_about = open;

        self.rulings.show(ctx, lang);
    }

    fn settings_ui(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang();
        egui::Grid::new("settings_grid")
            .num_columns(2)
            .show(ui, |ui| {
                ui.label(lang.t(Key::Language));
                ui.horizontal(|ui| {
                    for l in Lang::ALL {
                        ui.selectable_value(&mut self.settings.lang, l, l.name());
                    }
                });
                ui.end_row();
                ui.label(lang.t(Key::Theme));
                ui.horizontal(|ui| {
                    ui.selectable_value(&mut self.settings.dark, true, lang.t(Key::ThemeDark));
                    ui.selectable_value(&mut self.settings.dark, false, lang.t(Key::ThemeLight));
                });
                ui.end_row();
                let autosave_label = ui.label(lang.t(Key::AutosaveEvery));
                ui.add(
                    egui::DragValue::new(&mut self.settings.autosave_secs)
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
                ui.checkbox(&mut self.settings.hover_help, lang.t(Key::ShowHelp));
                ui.end_row();
                let s = &mut self.settings;
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
                let s = &mut self.settings;
                let (who, temperament) = (&mut s.computer, Some(&mut s.temperament));
                let salt = "settings_played_by";
                super::played_by::played_by_rows(ui, (lang, 190.0), salt, who, temperament);
            });
    }
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
