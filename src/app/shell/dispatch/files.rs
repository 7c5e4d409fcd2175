//! The dispatch's file work: opening (asking first over unsaved work of the same kind; a
//! faction file offered for import instead), a new table or list, saving, the answers to the
//! unsaved-work question, and the autosave (restored, discarded, written), each saying on the
//! status line what came of it.

use super::super::KenseiApp;
use crate::app::autosave;
use crate::app::canvas::Selection;
use crate::app::document::Document;
use crate::app::document::kind_key;
use crate::app::document::{self, DocumentKind};
use crate::app::i18n::Key;
use crate::app::intent::NewList;
use crate::app::leave::{Leave, dirty_kinds, kind_dirty};
use crate::app::settings::SidePanel;
use crate::app::status::{Fig, Said};
use crate::app::table_in_play::{TABLE_DEPTH_CM, TABLE_WIDTH_CM};
use crate::table::model::TableFile;
use std::path::Path;

impl KenseiApp {
    /// Opens `path` as a player asked for it: when the document it replaces has unsaved
    /// changes, asks first. True when it was opened now.
    pub fn request_open(&mut self, path: &Path) -> bool {
        if self.offer_faction_file(path) {
            return false;
        }
        let kind = document::load(path).ok().map(|d| d.kind());
        if kind.is_some_and(|k| kind_dirty(&self.workspace, k)) {
            self.leave.ask(Leave::Open(path.to_path_buf()));
            return false;
        }
        self.open_path(path)
    }

    /// Opens the file at `path` in its slot (table, list or battle) and adds it to the recent
    /// files. On failure the status bar shows the message naming file, field and line.
    pub fn open_path(&mut self, path: &Path) -> bool {
        if self.offer_faction_file(path) {
            return false;
        }
        match document::load(path) {
            Ok(doc) => {
                if doc.kind() == DocumentKind::Battle {
                    self.settings.panel = SidePanel::Tracker;
                }
                if doc.kind() == DocumentKind::List {
                    self.builder.forget_list();
                    self.settings.panel = SidePanel::Builder;
                }
                self.workspace.put(doc, Some(path.to_path_buf()));
                self.canvas.selection = Selection::None;
                self.canvas.cancel();
                self.canvas.fit_view();
                self.settings.add_recent(path);
                self.set_info(Said::with(Key::Opened, &[("file", &path.display())]));
                true
            }
            Err(e) => {
                let doing = Said::with(Key::CannotOpen, &[("file", &path.display())]);
                self.set_error(Said::File(Some(Box::new(doing)), e));
                false
            }
        }
    }

    /// Saves the active document where it came from (or to `path` when given), atomically.
    pub fn save_active(&mut self, path: Option<&Path>) -> bool {
        match self.workspace.active {
            Some(kind) => self.save_document(kind, path),
            None => {
                self.set_error(Key::NothingToSave);
                false
            }
        }
    }

    /// Saves the open document of `kind` where it came from (or to `path`), atomically.
    pub fn save_document(&mut self, kind: DocumentKind, path: Option<&Path>) -> bool {
        let Some((doc, current)) = self.workspace.document_to_write(kind) else {
            self.set_error(Key::NothingToSave);
            return false;
        };
        let current = current.map(Path::to_path_buf);
        self.workspace.active = Some(kind);
        let Some(target) = path.map(Path::to_path_buf).or(current) else {
            self.show_save_as();
            return false;
        };
        match crate::files::save_atomic(&target, doc.to_text().as_bytes()) {
            Ok(()) => {
                self.workspace.mark_saved(doc.kind(), &target);
                self.settings.add_recent(&target);
                if !self.workspace.any_dirty()
                    && let Some(dir) = &self.config.data_dir
                {
                    autosave::remove(dir);
                }
                self.last_autosave = None;
                self.set_info(Said::with(Key::Saved, &[("file", &target.display())]));
                true
            }
            Err(e) => {
                self.set_error(Said::with(
                    Key::CannotSave,
                    &[("file", &target.display()), ("error", &e)],
                ));
                false
            }
        }
    }

    /// Asks where to save the active document: rfd's dialog, or the path field of the File menu.
    pub(in crate::app) fn show_save_as(&mut self) {
        if self.config.native_dialogs {
            let mut dialog = rfd::FileDialog::new().add_filter("JSON", &["json"]);
            if let Some((_, Some(p))) = self.workspace.active_document()
                && let Some(name) = p.file_name()
            {
                dialog = dialog.set_file_name(name.to_string_lossy());
            }
            if let Some(p) = dialog.save_file() {
                self.save_active(Some(&p));
                return;
            }
        }
        self.set_info(Key::NoDialogSave);
    }

    /// Asks which file to open: rfd's dialog, or the path field of the File menu.
    pub(in crate::app) fn show_open(&mut self) {
        if self.config.native_dialogs
            && let Some(p) = rfd::FileDialog::new()
                .add_filter("JSON", &["json"])
                .pick_file()
        {
            self.request_open(&p);
            return;
        }
        self.set_info(Key::NoDialog);
    }

    /// File › New table: an empty table of the book's size, with "Armies on the table" open.
    /// Over a table with unsaved changes, asks first.
    pub fn new_table(&mut self) {
        if self.workspace.table.as_ref().is_some_and(|t| t.dirty) {
            self.leave.ask(Leave::NewTable);
            return;
        }
        self.open_new_table();
    }

    /// Opens the new empty table without asking (the question was answered).
    pub(super) fn open_new_table(&mut self) {
        let table = TableFile::with_models(TABLE_WIDTH_CM, TABLE_DEPTH_CM, Vec::new());
        self.workspace.battle = None;
        self.workspace.put(Document::Table(Box::new(table)), None);
        self.canvas.selection = Selection::None;
        self.canvas.fit_view();
        self.start.shown = false;
        if self.settings.panel == SidePanel::Tracker {
            self.settings.panel = SidePanel::Odds;
        }
        self.set_info(Key::NewTableMade);
    }

    /// Opens `new` in the builder, asking first over a list with unsaved changes.
    pub(super) fn request_new_list(&mut self, new: NewList) -> bool {
        if self.workspace.list.as_ref().is_some_and(|l| l.dirty) {
            self.leave.ask(Leave::NewList(new));
            return false;
        }
        self.create_list(new);
        true
    }

    /// Opens `new` in the builder, unsaved.
    pub(super) fn create_list(&mut self, new: NewList) {
        self.builder.list_created(new.faction);
        self.workspace.put(Document::List(new.list), None);
        self.workspace.mark_dirty(DocumentKind::List);
    }

    /// When `path` is a faction file: offers it for import in the faction editor (or says why
    /// it cannot be read) and answers true; false for any other file.
    fn offer_faction_file(&mut self, path: &Path) -> bool {
        match super::factions::faction_file(path) {
            None => false,
            Some(Ok((faction, path))) => {
                self.faction_editor.offer_import(faction, path);
                self.go_to_panel(SidePanel::Factions);
                true
            }
            Some(Err(why)) => {
                self.set_error(why);
                true
            }
        }
    }

    /// Saves every document with unsaved changes; false (with the reason in the status bar)
    /// when one could not be saved, e.g. a document that has no file yet.
    fn save_all_dirty(&mut self) -> bool {
        for kind in dirty_kinds(&self.workspace) {
            if !self.save_document(kind, None) {
                return false;
            }
        }
        true
    }

    /// The player answered the unsaved-work question about `leave`: the work saved first
    /// (`save`) or discarded, the window goes on with what it was doing. A save that fails
    /// leaves the question open.
    pub(super) fn leave_answered(&mut self, leave: Leave, save: bool) -> bool {
        if save && !self.save_all_dirty() {
            return false;
        }
        self.leave.answered(&leave, !save);
        match leave {
            Leave::Quit => true,
            Leave::Open(p) => self.open_path(&p),
            Leave::StartBattle => self.start_chosen_battle(),
            Leave::NewList(new) => {
                self.create_list(new);
                true
            }
            Leave::NewTable => {
                self.open_new_table();
                true
            }
        }
    }

    /// Restores the autosave offered at start.
    pub fn restore_autosave(&mut self) {
        if let Some(found) = self.pending_restore.take() {
            let what = kind_key(&found.document);
            self.workspace.put(found.document, found.source);
            if let Some(active) = self.workspace.active {
                self.workspace.mark_dirty(active);
            }
            self.set_info(Said::Key(Key::Restored, vec![("document", Fig::Key(what))]));
        }
    }

    /// Throws away the autosave offered at start.
    pub fn discard_autosave(&mut self) {
        self.pending_restore = None;
        if let Some(dir) = &self.config.data_dir {
            autosave::remove(dir);
        }
    }

    /// Writes the autosave now when there are unsaved changes.
    pub fn autosave_now(&mut self) {
        let Some(dir) = self.config.data_dir.clone() else {
            return;
        };
        if !self.workspace.any_dirty() || self.pending_restore.is_some() {
            return;
        }
        if let Some((doc, path)) = self
            .workspace
            .active
            .and_then(|kind| self.workspace.document_to_write(kind))
        {
            let path = path.map(Path::to_path_buf);
            if let Err(e) = autosave::write(&dir, &doc, path.as_deref()) {
                let msg = format!("{}: {e}", autosave::path_in(&dir).display());
                self.set_error(Said::Text(msg));
            }
        }
    }

    /// What happens when the window closes: settings are stored by eframe; unsaved work stays
    /// in the autosave to be offered back, and a clean state removes it.
    pub fn on_close(&mut self) {
        if self.workspace.any_dirty() && !self.leave.discarded {
            self.autosave_now();
        } else if self.pending_restore.is_none()
            && let Some(dir) = &self.config.data_dir
        {
            autosave::remove(dir);
        }
    }
}
