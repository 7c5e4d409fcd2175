//! The dispatch's list work: a new list opened in the builder (asking first over an unsaved
//! list), a builder edit applied as one undo step through `army`'s editing API, and a printed
//! roster written, the status line saying what came of each (a leader who moved, a unit
//! renamed, a refused edit).

use crate::app::document::{Document, DocumentKind};
use crate::app::i18n::Key;
use crate::app::intent::NewList;
use crate::app::leave::Leave;
use crate::app::shell::KenseiApp;
use crate::app::status::Said;
use crate::army::Faction;
use crate::army::list_edit::{ListEdit, leader_moved};
use std::path::Path;

impl KenseiApp {
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

    /// Applies `edit` to the open list of `faction`, recorded for undo; a refused edit says
    /// why on the status line, and a leader who came from another unit or a renamed unit says
    /// so.
    pub(super) fn edit_list(&mut self, edit: &ListEdit, faction: &Faction) -> bool {
        let Some(before) = self.workspace.list.as_ref().map(|l| l.value.clone()) else {
            return false;
        };
        if let Err(e) = self
            .workspace
            .edit_list(Key::EditList, |l| edit.apply(l, faction))
        {
            self.set_error(Said::ListEdit(e));
            return false;
        }
        let Some(now) = self.workspace.list.as_ref().map(|l| &l.value) else {
            return false;
        };
        match edit {
            ListEdit::Leader {
                unit,
                leader: Some(leader),
            } => {
                if let Some(moved) = leader_moved(&before, now, unit, leader) {
                    let name = faction
                        .profile(leader)
                        .map_or_else(|| leader.clone(), |p| p.name_in(self.lang()).to_string());
                    let key = if moved.general_moved {
                        Key::LeaderMovedWithGeneral
                    } else {
                        Key::LeaderMoved
                    };
                    self.set_info(Said::with(
                        key,
                        &[("leader", &name), ("from", &moved.from), ("to", unit)],
                    ));
                }
            }
            ListEdit::RenameUnit { unit, to } => {
                let to = to.trim().to_string();
                if now.unit(&to).is_some() {
                    self.set_info(Said::with(Key::UnitRenamed, &[("from", unit), ("to", &to)]));
                }
            }
            _ => {}
        }
        true
    }

    /// Writes the printed roster `html` to `path`, atomically.
    pub(super) fn write_roster(&mut self, path: &Path, html: &str) -> bool {
        if path.as_os_str().is_empty() {
            self.set_error(Key::NoPathTyped);
            return false;
        }
        let written = crate::files::save_atomic(path, html.as_bytes());
        let done = Said::with(Key::RosterWritten, &[("file", &path.display())]);
        self.say_written(written, path, done)
    }

    /// Opens the printed roster at `path` in the player's own program for HTML files (their
    /// browser), or says where it is when none opens it. Whether it opened.
    pub(super) fn open_roster(&mut self, path: &Path) -> bool {
        match opener::open(path) {
            Ok(()) => {
                self.set_info(Said::with(Key::RosterOpened, &[("file", &path.display())]));
                true
            }
            Err(e) => {
                self.set_error(Said::with(
                    Key::RosterNotOpened,
                    &[("file", &path.display()), ("reason", &e)],
                ));
                false
            }
        }
    }
}

impl KenseiApp {
    /// Says on the status line what came of writing `file`: `done`, or why it could not be
    /// written. Whether it was.
    pub(super) fn say_written(
        &mut self,
        written: std::io::Result<()>,
        file: &Path,
        done: Said,
    ) -> bool {
        match written {
            Ok(()) => {
                self.set_info(done);
                true
            }
            Err(e) => {
                self.set_error(Said::with(
                    Key::CannotSave,
                    &[("file", &file.display()), ("error", &e)],
                ));
                false
            }
        }
    }
}
