//! The dispatch's list work: a builder edit applied as one undo step through `army`'s editing
//! API, and a printed roster written or opened, the outcome saying what came of each (a leader
//! who moved, a unit renamed, a refused edit).

use crate::app::i18n::{Key, Lang};
use crate::app::status::{Outcome, Said};
use crate::app::workspace::Workspace;
use crate::army::Faction;
use crate::army::list_edit::{ListEdit, leader_moved};
use std::path::Path;

/// Applies `edit` to the open list of `faction`, recorded for undo; a leader who came from
/// another unit or a renamed unit says so.
pub fn edit_list(
    workspace: &mut Workspace,
    lang: Lang,
    edit: &ListEdit,
    faction: &Faction,
) -> Outcome {
    let Some(before) = workspace.list.as_ref().map(|l| l.value.clone()) else {
        return Outcome::quiet(false);
    };
    if let Err(e) = workspace.edit_list(Key::EditList, |l| edit.apply(l, faction)) {
        return Outcome::refused(Said::ListEdit(e));
    }
    let Some(now) = workspace.list.as_ref().map(|l| &l.value) else {
        return Outcome::quiet(false);
    };
    match edit {
        ListEdit::Leader {
            unit,
            leader: Some(leader),
        } => {
            let Some(moved) = leader_moved(&before, now, unit, leader) else {
                return Outcome::quiet(true);
            };
            let name = faction
                .profile(leader)
                .map_or_else(|| leader.clone(), |p| p.name_in(lang).to_string());
            let key = if moved.general_moved {
                Key::LeaderMovedWithGeneral
            } else {
                Key::LeaderMoved
            };
            Outcome::done(Said::with(
                key,
                &[("leader", &name), ("from", &moved.from), ("to", unit)],
            ))
        }
        ListEdit::RenameUnit { unit, to } => {
            let to = to.trim().to_string();
            if now.unit(&to).is_some() {
                Outcome::done(Said::with(Key::UnitRenamed, &[("from", unit), ("to", &to)]))
            } else {
                Outcome::quiet(true)
            }
        }
        _ => Outcome::quiet(true),
    }
}

/// Writes the printed roster `html` to `path`, atomically.
pub fn write_roster(path: &Path, html: &str) -> Outcome {
    if path.as_os_str().is_empty() {
        return Outcome::refused(Key::NoPathTyped);
    }
    let written = crate::files::save_atomic(path, html.as_bytes());
    let done = Said::with(Key::RosterWritten, &[("file", &path.display())]);
    Outcome::written(written, path, done)
}

/// Opens the printed roster at `path` in the player's own program for HTML files (their
/// browser), or says where it is when none opens it.
pub fn open_roster(path: &Path) -> Outcome {
    match opener::open(path) {
        Ok(()) => Outcome::done(Said::with(Key::RosterOpened, &[("file", &path.display())])),
        Err(e) => Outcome::refused(Said::with(
            Key::RosterNotOpened,
            &[("file", &path.display()), ("reason", &e)],
        )),
    }
}
