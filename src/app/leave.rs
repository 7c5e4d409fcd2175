//! Unsaved work is never lost silently: closing the window, or opening a file over a document
//! of the same kind that has unsaved changes, first asks "Save", "Discard" or "Cancel".
//! Closing uses eframe's close request: the close is cancelled (`ViewportCommand::CancelClose`)
//! while the question is open, then sent again once the player chose.

use super::document::DocumentKind;
use super::i18n::Key;
use super::shell::KenseiApp;
use std::path::{Path, PathBuf};

/// What the player was doing when unsaved work stopped them.
#[derive(Debug, Clone, PartialEq)]
pub enum Leave {
    /// Closing the window.
    Quit,
    /// Opening this file over the unsaved document of the same kind.
    Open(PathBuf),
    /// Starting the battle chosen on the start page over an unsaved battle.
    StartBattle,
    /// Creating the list of the new-list form over an unsaved list.
    NewList,
    /// A new empty table over an unsaved table.
    NewTable,
}

/// The unsaved-work question's state.
#[derive(Debug, Clone, Default)]
pub struct LeaveState {
    /// The question on screen, and what it is about.
    pub pending: Option<Leave>,
    /// The player answered: the window may close now.
    pub close_allowed: bool,
    /// The player discarded the unsaved work: no autosave of it at exit.
    pub discarded: bool,
}

impl KenseiApp {
    fn kind_dirty(&self, kind: DocumentKind) -> bool {
        let w = &self.workspace;
        match kind {
            DocumentKind::Table => w.table.as_ref().is_some_and(|d| d.dirty),
            DocumentKind::List => w.list.as_ref().is_some_and(|d| d.dirty),
            DocumentKind::Battle => w.battle.as_ref().is_some_and(|d| d.dirty),
        }
    }

    fn dirty_kinds(&self) -> Vec<DocumentKind> {
        [
            DocumentKind::Table,
            DocumentKind::List,
            DocumentKind::Battle,
        ]
        .into_iter()
        .filter(|k| self.kind_dirty(*k))
        .collect()
    }

    /// Opens `path` as a player asked for it: when the document it replaces has unsaved
    /// changes, asks first. True when it was opened now.
    pub fn request_open(&mut self, path: &Path) -> bool {
        let kind = super::document::load(path).ok().map(|d| d.kind());
        if kind.is_some_and(|k| self.kind_dirty(k)) {
            self.leave.pending = Some(Leave::Open(path.to_path_buf()));
            return false;
        }
        self.open_path(path)
    }

    /// Called every frame: a close request with unsaved work is held back and asked about.
    pub(super) fn watch_close(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested())
            && !self.leave.close_allowed
            && !self.dirty_kinds().is_empty()
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.leave.pending = Some(Leave::Quit);
        }
    }

    /// Saves every document with unsaved changes; false (with the reason in the status bar)
    /// when one could not be saved, e.g. a document that has no file yet.
    fn save_all_dirty(&mut self) -> bool {
        for kind in self.dirty_kinds() {
            if !self.save_document(kind, None) {
                return false;
            }
        }
        true
    }

    fn go_on(&mut self, ctx: &egui::Context, leave: Leave) {
        match leave {
            Leave::Quit => {
                self.leave.close_allowed = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            Leave::Open(p) => {
                self.open_path(&p);
            }
            Leave::StartBattle => {
                self.start_chosen_battle();
            }
            Leave::NewList => self.create_list(),
            Leave::NewTable => self.open_new_table(),
        }
    }

    /// The question, while one is pending: Save, Discard or Cancel.
    pub(super) fn leave_modal(&mut self, ctx: &egui::Context) {
        let Some(leave) = self.leave.pending.clone() else {
            return;
        };
        let lang = self.lang();
        let what: Vec<&str> = self
            .dirty_kinds()
            .into_iter()
            .map(|k| {
                lang.t(match k {
                    DocumentKind::Table => Key::KindTable,
                    DocumentKind::List => Key::KindList,
                    DocumentKind::Battle => Key::KindBattle,
                })
            })
            .collect();
        let mut choice = None;
        egui::Modal::new(egui::Id::unique("unsaved_work")).show(ctx, |ui| {
            ui.heading(lang.t(Key::UnsavedTitle));
            ui.label(lang.f(Key::UnsavedText, &[("documents", &what.join(", "))]));
            if let Leave::Open(p) = &leave {
                ui.label(lang.f(Key::UnsavedOpening, &[("document", &p.display())]));
            }
            ui.horizontal(|ui| {
                if ui.button(lang.t(Key::UnsavedSave)).clicked() {
                    choice = Some(0);
                }
                if ui.button(lang.t(Key::UnsavedDiscard)).clicked() {
                    choice = Some(1);
                }
                if ui.button(lang.t(Key::UnsavedCancel)).clicked() {
                    choice = Some(2);
                }
            });
        });
        match choice {
            Some(0) if self.save_all_dirty() => {
                self.leave.pending = None;
                self.go_on(ctx, leave);
            }
            Some(0) => {}
            Some(1) => {
                self.leave.pending = None;
                if leave == Leave::Quit {
                    self.leave.discarded = true;
                }
                self.go_on(ctx, leave);
            }
            Some(_) => self.leave.pending = None,
            None => {}
        }
    }
}
