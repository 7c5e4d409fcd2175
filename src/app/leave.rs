//! Unsaved work is never lost silently: closing the window, or opening a file over a document
//! of the same kind that has unsaved changes, first asks "Save", "Discard" or "Cancel".
//! Closing uses eframe's close request: the close is cancelled (`ViewportCommand::CancelClose`)
//! while the question is open, then sent again once the player chose.
//!
//! [`LeaveState`] is a panel of its own: it keeps the question and draws it from a [`View`];
//! the answer ("Save" or "Discard", then go on) is an intent, applied by the dispatch.

use super::document::DocumentKind;
use super::i18n::Key;
use super::intent::Intent;
use super::view::View;
use super::workspace::Workspace;
use std::path::PathBuf;

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
    NewList(super::intent::NewList),
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
    /// The window is to close at the frame's end.
    close_now: bool,
}

/// Whether the open document of `kind` has unsaved changes.
pub fn kind_dirty(w: &Workspace, kind: DocumentKind) -> bool {
    match kind {
        DocumentKind::Table => w.table.as_ref().is_some_and(|d| d.dirty),
        DocumentKind::List => w.list.as_ref().is_some_and(|d| d.dirty),
        DocumentKind::Battle => w.battle.as_ref().is_some_and(|d| d.dirty),
    }
}

/// The kinds of the open documents with unsaved changes.
pub fn dirty_kinds(w: &Workspace) -> Vec<DocumentKind> {
    [
        DocumentKind::Table,
        DocumentKind::List,
        DocumentKind::Battle,
    ]
    .into_iter()
    .filter(|k| kind_dirty(w, *k))
    .collect()
}

impl LeaveState {
    /// Puts the question on screen, about `leave`.
    pub fn ask(&mut self, leave: Leave) {
        self.pending = Some(leave);
    }

    /// The player answered the question about `leave` (the unsaved work saved or discarded).
    pub fn answered(&mut self, leave: &Leave, discarded: bool) {
        self.pending = None;
        if *leave == Leave::Quit {
            self.discarded |= discarded;
            self.close_allowed = true;
            self.close_now = true;
        }
    }

    /// Whether the window is to close now; asked once.
    pub fn take_close(&mut self) -> bool {
        std::mem::take(&mut self.close_now)
    }

    /// Called every frame: a close request with unsaved work is held back and asked about.
    pub fn watch_close(&mut self, ctx: &egui::Context, workspace: &Workspace) {
        if ctx.input(|i| i.viewport().close_requested())
            && !self.close_allowed
            && !dirty_kinds(workspace).is_empty()
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.pending = Some(Leave::Quit);
        }
    }

    /// The question, while one is pending: Save, Discard or Cancel.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let Some(leave) = self.pending.clone() else {
            return Vec::new();
        };
        let lang = view.lang;
        let what: Vec<&str> = dirty_kinds(view.workspace)
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
        egui::Modal::new(egui::Id::unique("unsaved_work")).show(ui.ctx(), |ui| {
            ui.heading(lang.t(Key::UnsavedTitle));
            ui.label(lang.f(Key::UnsavedText, &[("documents", &what.join(", "))]));
            if let Leave::Open(p) = &leave {
                ui.label(lang.f(Key::UnsavedOpening, &[("document", &p.display())]));
            }
            ui.horizontal(|ui| {
                if ui.button(lang.t(Key::UnsavedSave)).clicked() {
                    choice = Some(true);
                }
                if ui.button(lang.t(Key::UnsavedDiscard)).clicked() {
                    choice = Some(false);
                }
                if ui.button(lang.t(Key::UnsavedCancel)).clicked() {
                    self.pending = None;
                }
            });
        });
        choice
            .map(|save| Intent::Leave { leave, save })
            .into_iter()
            .collect()
    }
}
