//! The menu bar (File, Edit, View, Help) and the small windows it opens (`windows.rs`:
//! settings, shortcuts, about; `rulings_window.rs`: Help › Rulings).
//!
//! [`MenuBar`] is a panel of its own: it keeps the File menu's path fields and its windows,
//! draws from a [`View`] and returns what the player chose as intents.

use super::i18n::Key;
use super::intent::Intent;
use super::rulings_window::RulingsWindow;
use super::view::View;
use super::windows::{AboutWindow, SettingsWindow, ShortcutsWindow};
use egui::containers::menu::{MenuButton, MenuConfig};
use std::path::{Path, PathBuf};

/// The menu bar, its path fields and the windows it opens.
#[derive(Debug, Default)]
pub struct MenuBar {
    /// The File menu's "Open a path" and "Save to a path" fields.
    open_path: String,
    save_path: String,
    /// A path typed in a field was opened or saved: the File menu closes.
    close_file_menu: bool,
    pub settings: SettingsWindow,
    pub shortcuts: ShortcutsWindow,
    pub about: AboutWindow,
    pub rulings: RulingsWindow,
}

impl MenuBar {
    /// The file at `path` was opened or saved: a path field that names it is cleared and the
    /// File menu closes.
    pub fn done_with(&mut self, path: &Path) {
        for field in [&mut self.open_path, &mut self.save_path] {
            if Path::new(field.trim()) == path {
                field.clear();
                self.close_file_menu = true;
            }
        }
    }

    /// The menu bar.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        let mut sent = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            // The File menu holds text fields, so a click inside must not close it.
            MenuButton::new(lang.t(Key::MenuFile))
                .config(
                    MenuConfig::new().close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside),
                )
                .ui(ui, |ui| self.file_menu(ui, view, &mut sent));
            ui.menu_button(lang.t(Key::MenuEdit), |ui| edit_menu(ui, view, &mut sent));
            ui.menu_button(lang.t(Key::MenuView), |ui| {
                if ui.button(lang.t(Key::Settings)).clicked() {
                    self.settings.open = true;
                    ui.close();
                }
            });
            ui.menu_button(lang.t(Key::MenuHelp), |ui| {
                if ui.button(lang.t(Key::Shortcuts)).clicked() {
                    self.shortcuts.open = true;
                    ui.close();
                }
                if ui.button(lang.t(Key::Rulings)).clicked() {
                    self.rulings.open = true;
                    ui.close();
                }
                if ui.button(lang.t(Key::About)).clicked() {
                    self.about.open = true;
                    ui.close();
                }
            });
        });
        sent
    }

    fn file_menu(&mut self, ui: &mut egui::Ui, view: &View, sent: &mut Vec<Intent>) {
        let lang = view.lang;
        if std::mem::take(&mut self.close_file_menu) {
            ui.close();
        }
        if ui.button(lang.t(Key::MenuStartPage)).clicked() {
            ui.close();
            sent.push(Intent::ShowStartPage);
        }
        if ui.button(lang.t(Key::MenuNewList)).clicked() {
            ui.close();
            sent.push(Intent::NewList);
        }
        if ui.button(lang.t(Key::MenuNewTable)).clicked() {
            ui.close();
            sent.push(Intent::NewTable);
        }
        ui.separator();
        if ui
            .add(egui::Button::new(lang.t(Key::Open)).shortcut_text("Ctrl+O"))
            .clicked()
        {
            ui.close();
            sent.push(Intent::OpenDialog);
        }
        let open_label = ui.label(lang.t(Key::OpenPath));
        let hint = lang.t(Key::OpenPathHint);
        ui.horizontal(|ui| {
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut self.open_path)
                        .hint_text(hint)
                        .desired_width(260.0),
                )
                .labelled_by(open_label.id);
            let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(lang.t(Key::OpenButton)).clicked() || enter)
                && !self.open_path.trim().is_empty()
            {
                sent.push(Intent::Open(PathBuf::from(self.open_path.trim())));
            }
        });
        ui.menu_button(lang.t(Key::RecentFiles), |ui| {
            if view.settings.recent.is_empty() {
                ui.label(lang.t(Key::NoRecentFiles));
                return;
            }
            let mut chosen = None;
            for p in &view.settings.recent {
                if ui.button(p.display().to_string()).clicked() {
                    chosen = Some(p.clone());
                }
            }
            ui.separator();
            if ui.button(lang.t(Key::ClearRecent)).clicked() {
                let mut settings = view.settings.clone();
                settings.recent.clear();
                sent.push(Intent::Settings(Box::new(settings)));
                ui.close();
            }
            if let Some(p) = chosen {
                ui.close();
                sent.push(Intent::Open(p));
            }
        });
        ui.separator();
        let has_doc = view.workspace.active.is_some();
        if ui
            .add_enabled(
                has_doc,
                egui::Button::new(lang.t(Key::Save)).shortcut_text("Ctrl+S"),
            )
            .clicked()
        {
            ui.close();
            sent.push(Intent::Save(None));
        }
        if ui
            .add_enabled(
                has_doc,
                egui::Button::new(lang.t(Key::SaveAs)).shortcut_text("Ctrl+Shift+S"),
            )
            .clicked()
        {
            ui.close();
            sent.push(Intent::SaveAsDialog);
        }
        ui.add_enabled_ui(has_doc, |ui| {
            let save_label = ui.label(lang.t(Key::SaveAsPath));
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
                if (ui.button(lang.t(Key::SaveButton)).clicked() || enter)
                    && !self.save_path.trim().is_empty()
                {
                    sent.push(Intent::Save(Some(PathBuf::from(self.save_path.trim()))));
                }
            });
        });
        ui.separator();
        if ui.button(lang.t(Key::Quit)).clicked() {
            ui.close();
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    /// The settings, shortcuts, about and rulings windows, when open.
    pub fn windows(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let mut sent = self.settings.ui(ui, view);
        sent.extend(self.shortcuts.ui(ui, view));
        sent.extend(self.about.ui(ui, view));
        self.rulings.show(ui.ctx(), view.lang);
        sent
    }
}

fn edit_menu(ui: &mut egui::Ui, view: &View, sent: &mut Vec<Intent>) {
    let (lang, names, ws) = (view.lang, view.names, view.workspace);
    let undo = match ws.undo_label() {
        Some(l) => lang.f(Key::UndoWhat, &[("edit", &l.words(lang, names))]),
        None => lang.t(Key::NothingToUndo).to_string(),
    };
    let redo = match ws.redo_label() {
        Some(l) => lang.f(Key::RedoWhat, &[("edit", &l.words(lang, names))]),
        None => lang.t(Key::NothingToRedo).to_string(),
    };
    let can_undo = ws.undo_label().is_some();
    let can_redo = ws.redo_label().is_some();
    if ui
        .add_enabled(can_undo, egui::Button::new(undo).shortcut_text("Ctrl+Z"))
        .clicked()
    {
        sent.push(Intent::Undo);
    }
    if ui
        .add_enabled(can_redo, egui::Button::new(redo).shortcut_text("Ctrl+Y"))
        .clicked()
    {
        sent.push(Intent::Redo);
    }
    ui.separator();
    let has_sel = view.has_selection();
    for (key, shortcut, intent) in [
        (Key::RotateLeft, "Q", Intent::RotateSelection(15.0)),
        (Key::RotateRight, "E", Intent::RotateSelection(-15.0)),
        (Key::Delete, "Del", Intent::DeleteSelection),
    ] {
        if ui
            .add_enabled(
                has_sel,
                egui::Button::new(lang.t(key)).shortcut_text(shortcut),
            )
            .clicked()
        {
            sent.push(intent);
        }
    }
}
