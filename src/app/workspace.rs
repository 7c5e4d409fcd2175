//! What the window has loaded: a scenario or table, an army list, a battle; where each came
//! from, whether it has unsaved changes, and the undo and redo history over all of them.
//!
//! One undo history, in the order the edits were made: a table or list edit keeps the document
//! as it was before (a memento: they are small, so a copy is cheap and works for every kind of
//! edit the canvas or the builder makes); a battle command keeps only its label, since the
//! battle's own log is its history (`Battle::undo` folds one entry fewer, `Battle::redo` puts
//! the undone entry back), so no battle state is copied.
//!
//! Beside the battle it keeps the computer general's reasons, by the log entry its command
//! became: the log keeps commands, not reasons, so they live as long as their entries do here.

use super::answers::AnsweredWhy;
use super::document::{Document, DocumentKind};
use super::status::Said;
use crate::army::ArmyList;
use crate::battle::policy::general::{Decision, saved_reasons};
use crate::battle::{Battle, Command, Rejection};
use crate::table::model::TableFile;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One loaded document and where it lives on disk.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded<T> {
    pub value: T,
    /// `None` for a document that was never saved (restored from an autosave, or new).
    pub path: Option<PathBuf>,
    /// Changed since it was opened or last saved.
    pub dirty: bool,
}

impl<T> Loaded<T> {
    pub fn new(value: T, path: Option<PathBuf>) -> Self {
        Loaded {
            value,
            path,
            dirty: false,
        }
    }
}

/// A state to go back to, and what the edit that left it was called.
#[derive(Debug, Clone, PartialEq)]
pub struct Memento {
    /// What was edited, shown in the Edit menu ("Undo: move") in the window's language.
    pub label: Said,
    pub state: Snapshot,
}

/// The state of one document before (or after) an edit.
#[derive(Debug, Clone, PartialEq)]
pub enum Snapshot {
    Table(Box<TableFile>),
    List(Box<ArmyList>),
    /// Battle commands, this many log entries: the battle's own log undoes and redoes them
    /// (a player's command and the answers the window gave for the players after it).
    BattleCommands(usize),
}

impl Snapshot {
    fn kind(&self) -> DocumentKind {
        match self {
            Snapshot::Table(_) => DocumentKind::Table,
            Snapshot::List(_) => DocumentKind::List,
            Snapshot::BattleCommands(_) => DocumentKind::Battle,
        }
    }
}

/// Everything the window has open, with one undo history across it.
#[derive(Debug, Default)]
pub struct Workspace {
    pub table: Option<Loaded<TableFile>>,
    pub list: Option<Loaded<ArmyList>>,
    pub battle: Option<Loaded<Battle>>,
    /// Which document the title bar names and Ctrl+S saves: the last opened or edited one.
    pub active: Option<DocumentKind>,
    undo: Vec<Memento>,
    redo: Vec<Memento>,
    /// The computer general's decisions in the open battle, by the log entry (1 is the first
    /// command) its command became. Undo keeps them for Redo; a new command at an entry
    /// forgets those from there on.
    reasons: BTreeMap<usize, Decision>,
    /// The questions the window answered for a player who asked to be asked, and why, by the
    /// log entry the answer became (with the command, so an entry replaced says nothing).
    answered: BTreeMap<usize, (Command, AnsweredWhy)>,
    /// How many battles were opened or started: the computer's generals are made anew for
    /// each.
    battles_opened: u64,
}

/// How many steps of undo are kept.
pub const UNDO_LIMIT: usize = 200;

impl Workspace {
    /// Puts an opened document in its slot, replacing what was there (and its history).
    pub fn put(&mut self, doc: Document, path: Option<PathBuf>) {
        let kind = doc.kind();
        match doc {
            Document::Battle(saved) => match Battle::open(&saved) {
                Ok(b) => {
                    self.set_battle(Loaded::new(b, path));
                    self.reasons = saved_reasons::from_save(&saved);
                }
                // `document::parse` opens every battle it accepts; one that still fails
                // is left out rather than shown half loaded.
                Err(_) => return,
            },
            Document::Table(t) => self.table = Some(Loaded::new(*t, path)),
            Document::List(l) => self.list = Some(Loaded::new(*l, path)),
        }
        self.undo.retain(|m| m.state.kind() != kind);
        self.redo.retain(|m| m.state.kind() != kind);
        self.active = Some(kind);
    }

    /// Puts `battle` in the battle's slot (a battle opened or just started): the reasons of the
    /// one before go with it.
    pub fn set_battle(&mut self, battle: Loaded<Battle>) {
        self.battle = Some(battle);
        self.reasons.clear();
        self.answered.clear();
        self.battles_opened += 1;
    }

    /// Starts `battle` in the window: its slot and the active document, with no history of
    /// the battle before it.
    pub fn start_battle(&mut self, battle: Loaded<Battle>) {
        self.set_battle(battle);
        self.undo.retain(|m| m.state.kind() != DocumentKind::Battle);
        self.redo.retain(|m| m.state.kind() != DocumentKind::Battle);
        self.active = Some(DocumentKind::Battle);
    }

    /// How many battles were opened or started in this window.
    pub fn battles_opened(&self) -> u64 {
        self.battles_opened
    }

    /// The computer general's decision that gave the open battle's log entry `entry` (1 is
    /// the first command), if it gave it.
    pub fn reason_at(&self, entry: usize) -> Option<&Decision> {
        let b = self.battle.as_ref()?;
        let d = self.reasons.get(&entry)?;
        let logged = b.value.log().get(entry.checked_sub(1)?)?;
        (logged.command == d.command).then_some(d)
    }

    /// The computer general's last decision in the open battle's log, with its entry.
    pub fn last_reason(&self) -> Option<(usize, &Decision)> {
        let len = self.battle.as_ref()?.value.log().len();
        let (&entry, _) = self.reasons.range(..=len).next_back()?;
        Some((entry, self.reason_at(entry)?))
    }

    /// Whether any document has unsaved changes.
    pub fn any_dirty(&self) -> bool {
        self.table.as_ref().is_some_and(|t| t.dirty)
            || self.list.as_ref().is_some_and(|l| l.dirty)
            || self.battle.as_ref().is_some_and(|b| b.dirty)
    }

    /// Whether nothing at all is loaded.
    pub fn is_empty(&self) -> bool {
        self.table.is_none() && self.list.is_none() && self.battle.is_none()
    }

    /// The active document as it would be saved, with its path.
    pub fn active_document(&self) -> Option<(Document, Option<&Path>)> {
        self.document(self.active?)
    }

    /// The document of `kind` as it would be saved, with its path.
    pub fn document(&self, kind: DocumentKind) -> Option<(Document, Option<&Path>)> {
        match kind {
            DocumentKind::Table => self.table.as_ref().map(|t| {
                (
                    Document::Table(Box::new(t.value.clone())),
                    t.path.as_deref(),
                )
            }),
            DocumentKind::List => self
                .list
                .as_ref()
                .map(|l| (Document::List(Box::new(l.value.clone())), l.path.as_deref())),
            DocumentKind::Battle => self.battle.as_ref().map(|b| {
                (
                    Document::Battle(Box::new(b.value.to_saved())),
                    b.path.as_deref(),
                )
            }),
        }
    }

    /// The document of `kind` as it is written to a file (a save, the autosave): a battle
    /// with the computer general's reasons for the entries still in its log (not Redo's).
    pub fn document_to_write(&self, kind: DocumentKind) -> Option<(Document, Option<&Path>)> {
        let (doc, path) = self.document(kind)?;
        let doc = match doc {
            Document::Battle(mut saved) => {
                let kept: BTreeMap<usize, Decision> = self
                    .reasons
                    .keys()
                    .filter_map(|&e| Some((e, self.reason_at(e)?.clone())))
                    .collect();
                saved.reasons = saved_reasons::to_save(&kept);
                Document::Battle(saved)
            }
            other => other,
        };
        Some((doc, path))
    }

    /// Records that the active document of `kind` was saved to `path`.
    pub fn mark_saved(&mut self, kind: DocumentKind, path: &Path) {
        match kind {
            DocumentKind::Table => {
                if let Some(t) = &mut self.table {
                    t.path = Some(path.to_path_buf());
                    t.dirty = false;
                }
            }
            DocumentKind::List => {
                if let Some(l) = &mut self.list {
                    l.path = Some(path.to_path_buf());
                    l.dirty = false;
                }
            }
            DocumentKind::Battle => {
                if let Some(b) = &mut self.battle {
                    b.path = Some(path.to_path_buf());
                    b.dirty = false;
                }
            }
        }
    }

    /// Marks the document of `kind` as having unsaved changes (a restored autosave).
    pub fn mark_dirty(&mut self, kind: DocumentKind) {
        match kind {
            DocumentKind::Table => {
                if let Some(t) = &mut self.table {
                    t.dirty = true;
                }
            }
            DocumentKind::List => {
                if let Some(l) = &mut self.list {
                    l.dirty = true;
                }
            }
            DocumentKind::Battle => {
                if let Some(b) = &mut self.battle {
                    b.dirty = true;
                }
            }
        }
    }

    /// Changes the table through `edit`, recording the state before it for undo.
    /// Returns false (and records nothing) when there is no table or `edit` changed nothing.
    pub fn edit_table(
        &mut self,
        label: impl Into<Said>,
        edit: impl FnOnce(&mut TableFile),
    ) -> bool {
        let Some(t) = &mut self.table else {
            return false;
        };
        let before = t.value.clone();
        edit(&mut t.value);
        if t.value == before {
            return false;
        }
        t.dirty = true;
        self.active = Some(DocumentKind::Table);
        self.record(Memento {
            label: label.into(),
            state: Snapshot::Table(Box::new(before)),
        });
        true
    }

    /// Changes the army list through `edit`, recording the state before it for undo. `edit`
    /// returns an error to refuse the change, which then leaves the list as it was.
    pub fn edit_list<E>(
        &mut self,
        label: impl Into<Said>,
        edit: impl FnOnce(&mut ArmyList) -> Result<(), E>,
    ) -> Result<bool, E> {
        let Some(l) = &mut self.list else {
            return Ok(false);
        };
        let before = l.value.clone();
        if let Err(e) = edit(&mut l.value) {
            l.value = before;
            return Err(e);
        }
        if l.value == before {
            return Ok(false);
        }
        l.dirty = true;
        self.active = Some(DocumentKind::List);
        self.record(Memento {
            label: label.into(),
            state: Snapshot::List(Box::new(before)),
        });
        Ok(true)
    }

    /// Executes a battle command (checked by the battle engine), recorded for undo. A refused
    /// command changes nothing and comes back with the rule that forbids it.
    pub fn battle_command(&mut self, command: Command) -> Result<(), Rejection> {
        let Some(b) = &mut self.battle else {
            return Ok(());
        };
        b.value.execute(command.clone())?;
        b.dirty = true;
        self.forget_reasons_from_last_entry();
        self.active = Some(DocumentKind::Battle);
        self.record(Memento {
            label: Said::Command(command),
            state: Snapshot::BattleCommands(1),
        });
        Ok(())
    }

    /// Executes `command` as part of the last battle edit (an answer the window gives for a
    /// player after a command): one Undo takes both back. With no battle edit to join (a
    /// battle just opened), it is an edit of its own.
    pub fn battle_follow_up(&mut self, command: Command) -> Result<(), Rejection> {
        let joins = matches!(
            self.undo.last(),
            Some(Memento {
                state: Snapshot::BattleCommands(_),
                ..
            })
        );
        if !joins {
            return self.battle_command(command);
        }
        let Some(b) = &mut self.battle else {
            return Ok(());
        };
        b.value.execute(command)?;
        b.dirty = true;
        self.forget_reasons_from_last_entry();
        if let Some(Memento {
            state: Snapshot::BattleCommands(n),
            ..
        }) = self.undo.last_mut()
        {
            *n += 1;
        }
        Ok(())
    }

    /// Forgets the computer's reasons from the battle's last log entry on: a new command took
    /// that entry.
    fn forget_reasons_from_last_entry(&mut self) {
        let entry = self.last_entry();
        self.reasons.retain(|&e, _| e < entry);
        self.answered.retain(|&e, _| e < entry);
    }

    /// The open battle's last log entry (1 is the first command; 0 for none).
    fn last_entry(&self) -> usize {
        self.battle.as_ref().map_or(0, |b| b.value.log().len())
    }

    /// Executes the computer general's command as part of the last battle edit (see
    /// [`Workspace::battle_follow_up`]) and keeps its decision by the entry it became.
    pub fn computer_command(&mut self, decision: Decision) -> Result<usize, Rejection> {
        self.battle_follow_up(decision.command.clone())?;
        Ok(self.note_reason(decision))
    }

    /// Keeps the computer general's `decision` for the battle's last entry, the command it
    /// gave; the entry.
    pub fn note_reason(&mut self, decision: Decision) -> usize {
        let entry = self.last_entry();
        if entry > 0 {
            self.reasons.insert(entry, decision);
        }
        entry
    }

    /// Keeps why the window answered the battle's last entry for a player (`answers.rs`).
    pub fn note_answer(&mut self, why: AnsweredWhy) {
        let entry = self.last_entry();
        let Some(logged) = self.battle.as_ref().and_then(|b| b.value.log().last()) else {
            return;
        };
        self.answered.insert(entry, (logged.command.clone(), why));
    }

    /// Why the window answered the open battle's log entry `entry` (1 is the first command)
    /// for a player, if it did.
    pub fn answer_at(&self, entry: usize) -> Option<AnsweredWhy> {
        let b = self.battle.as_ref()?;
        let (command, why) = self.answered.get(&entry)?;
        let logged = b.value.log().get(entry.checked_sub(1)?)?;
        (logged.command == *command).then_some(*why)
    }

    /// Records an edit; what Redo would have made again is forgotten, the battle's undone
    /// commands with it, so the window's history and the battle's log stay one.
    fn record(&mut self, m: Memento) {
        self.undo.push(m);
        if self.undo.len() > UNDO_LIMIT {
            self.undo.remove(0);
        }
        self.redo.clear();
        if let Some(b) = &mut self.battle {
            b.value.forget_redo();
        }
    }

    /// The label of the edit Undo would take back.
    pub fn undo_label(&self) -> Option<&Said> {
        self.undo.last().map(|m| &m.label)
    }

    /// The label of the edit Redo would make again.
    pub fn redo_label(&self) -> Option<&Said> {
        self.redo.last().map(|m| &m.label)
    }

    /// Takes back the last edit. Returns its label, or `None` when there is nothing to undo.
    pub fn undo(&mut self) -> Option<Said> {
        let m = self.undo.pop()?;
        let label = m.label.clone();
        let current = self.swap_in(m, false);
        self.redo.push(current);
        Some(label)
    }

    /// Makes again the last undone edit. Returns its label, or `None` when there is none.
    pub fn redo(&mut self) -> Option<Said> {
        let m = self.redo.pop()?;
        let label = m.label.clone();
        let current = self.swap_in(m, true);
        self.undo.push(current);
        Some(label)
    }

    /// Puts `m`'s state in place and returns the state it replaced, under the same label.
    fn swap_in(&mut self, m: Memento, redoing: bool) -> Memento {
        let Memento { label, state } = m;
        let previous = match state {
            Snapshot::Table(before) => {
                let slot = self
                    .table
                    .get_or_insert_with(|| Loaded::new(*before.clone(), None));
                let current = std::mem::replace(&mut slot.value, *before);
                slot.dirty = true;
                self.active = Some(DocumentKind::Table);
                Snapshot::Table(Box::new(current))
            }
            Snapshot::List(before) => {
                let slot = self
                    .list
                    .get_or_insert_with(|| Loaded::new(*before.clone(), None));
                let current = std::mem::replace(&mut slot.value, *before);
                slot.dirty = true;
                self.active = Some(DocumentKind::List);
                Snapshot::List(Box::new(current))
            }
            Snapshot::BattleCommands(n) => {
                if let Some(b) = &mut self.battle {
                    // Undo pops the battle's last entries; redo puts them back with their
                    // events. Which one this is depends on the stack it came from.
                    for _ in 0..n {
                        if redoing {
                            b.value.redo();
                        } else {
                            b.value.undo();
                        }
                    }
                    b.dirty = true;
                }
                self.active = Some(DocumentKind::Battle);
                Snapshot::BattleCommands(n)
            }
        };
        Memento {
            label,
            state: previous,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> TableFile {
        let mut a1 = crate::app::canvas::edit::tests::m("a1", 10.0);
        a1.height = 1.0;
        TableFile::with_models(120.0, 90.0, vec![a1])
    }

    #[test]
    fn undo_then_redo_restores_each_state() {
        let mut ws = Workspace::default();
        ws.put(Document::Table(Box::new(table())), None);
        assert!(ws.edit_table("move", |t| t.models[0].x = 20.0));
        assert!(ws.edit_table("rotate", |t| t.models[0].facing_deg = 0.0));
        assert_eq!(ws.undo_label(), Some(&Said::from("rotate")));
        assert_eq!(ws.undo(), Some(Said::from("rotate")));
        assert_eq!(ws.table.as_ref().unwrap().value.models[0].facing_deg, 90.0);
        assert_eq!(ws.undo(), Some(Said::from("move")));
        assert_eq!(ws.table.as_ref().unwrap().value, table());
        assert_eq!(ws.undo(), None);
        assert_eq!(ws.redo(), Some(Said::from("move")));
        assert_eq!(ws.redo(), Some(Said::from("rotate")));
        let m = &ws.table.as_ref().unwrap().value.models[0];
        assert_eq!((m.x, m.facing_deg), (20.0, 0.0));
        assert_eq!(ws.redo(), None);
    }

    #[test]
    fn an_edit_that_changes_nothing_is_not_recorded() {
        let mut ws = Workspace::default();
        ws.put(Document::Table(Box::new(table())), None);
        assert!(!ws.edit_table("move", |t| t.models[0].x = 10.0));
        assert_eq!(ws.undo_label(), None);
        assert!(!ws.any_dirty());
    }

    #[test]
    fn a_new_edit_clears_redo() {
        let mut ws = Workspace::default();
        ws.put(Document::Table(Box::new(table())), None);
        ws.edit_table("move", |t| t.models[0].x = 20.0);
        ws.undo();
        ws.edit_table("move", |t| t.models[0].y = 30.0);
        assert_eq!(ws.redo_label(), None);
    }

    #[test]
    fn list_and_table_edits_share_one_history() {
        let mut ws = Workspace::default();
        ws.put(Document::Table(Box::new(table())), None);
        let text = std::fs::read_to_string("armies/lists/akagane_250.json").unwrap();
        let list = crate::army::parse_list(Path::new("l.json"), &text).unwrap();
        ws.put(Document::List(Box::new(list.clone())), None);
        ws.edit_table("move", |t| t.models[0].x = 20.0);
        ws.edit_list("rename", |l| {
            l.name = "New".into();
            Ok::<(), ()>(())
        })
        .unwrap();
        assert_eq!(ws.undo(), Some(Said::from("rename")));
        assert_eq!(ws.list.as_ref().unwrap().value, list);
        assert_eq!(ws.undo(), Some(Said::from("move")));
        assert_eq!(ws.table.as_ref().unwrap().value, table());
    }

    #[test]
    fn a_refused_list_edit_changes_nothing() {
        let mut ws = Workspace::default();
        let text = std::fs::read_to_string("armies/lists/akagane_250.json").unwrap();
        let list = crate::army::parse_list(Path::new("l.json"), &text).unwrap();
        ws.put(Document::List(Box::new(list.clone())), None);
        let r = ws.edit_list("bad", |l| {
            l.name = "half done".into();
            Err("refused")
        });
        assert_eq!(r, Err("refused"));
        assert_eq!(ws.list.as_ref().unwrap().value, list);
        assert_eq!(ws.undo_label(), None);
    }

    /// A battle in its first choices, from the setup of the saved pitched battle.
    fn battle() -> Battle {
        let (saved, _): (crate::battle::SavedBattle, String) =
            crate::files::load_json(Path::new("tests/fixtures/battle_save_format4.json")).unwrap();
        Battle::new(saved.setup, saved.seed).unwrap()
    }

    fn first_legal(ws: &Workspace) -> Command {
        let b = &ws.battle.as_ref().unwrap().value;
        crate::battle::legal_commands(b.state()).remove(0)
    }

    #[test]
    fn battle_commands_and_table_edits_undo_in_one_order_through_the_battles_log() {
        let mut ws = Workspace::default();
        ws.put(Document::Table(Box::new(table())), None);
        ws.put(Document::Battle(Box::new(battle().to_saved())), None);
        let start = ws.battle.as_ref().unwrap().value.state().clone();
        let first = first_legal(&ws);
        ws.battle_command(first.clone()).unwrap();
        let after = ws.battle.as_ref().unwrap().value.state().clone();
        ws.edit_table("move", |t| t.models[0].x = 20.0);
        assert_eq!(ws.undo(), Some(Said::from("move")));
        assert_eq!(ws.table.as_ref().unwrap().value, table());
        assert_eq!(ws.undo(), Some(Said::Command(first.clone())));
        let b = &ws.battle.as_ref().unwrap().value;
        assert_eq!((b.log().len(), b.state()), (0, &start));
        assert_eq!(ws.redo(), Some(Said::Command(first.clone())));
        let b = &ws.battle.as_ref().unwrap().value;
        assert_eq!((b.log().len(), b.state()), (1, &after));
        assert_eq!(ws.redo_label(), Some(&Said::from("move")));
        // Undo the command again, then edit the table: Redo is gone, in the battle too.
        ws.undo();
        ws.undo();
        ws.edit_table("rotate", |t| t.models[0].facing_deg = 0.0);
        assert_eq!(ws.redo_label(), None);
        assert!(!ws.battle.as_ref().unwrap().value.can_redo());
    }

    #[test]
    fn the_computers_reasons_live_as_long_as_their_log_entries() {
        use crate::battle::policy::general::Level;
        let mut ws = Workspace::default();
        ws.put(Document::Battle(Box::new(battle().to_saved())), None);
        let said = |command: Command| Decision {
            command,
            level: Level::Normal,
            weighed: Vec::new(),
        };
        ws.battle_command(first_legal(&ws)).unwrap();
        let answer = said(first_legal(&ws));
        assert_eq!(ws.computer_command(answer.clone()), Ok(2));
        assert_eq!(ws.reason_at(1), None);
        assert_eq!(ws.reason_at(2), Some(&answer));
        assert_eq!(ws.last_reason(), Some((2, &answer)));
        // One Undo takes back the command and the computer's answer; Redo brings both back,
        // the reason with them.
        ws.undo();
        assert_eq!(ws.battle.as_ref().unwrap().value.log().len(), 0);
        assert_eq!(ws.last_reason(), None);
        ws.redo();
        assert_eq!(ws.reason_at(2), Some(&answer));
        // A new command at that entry forgets it.
        ws.undo();
        ws.battle_command(first_legal(&ws)).unwrap();
        ws.battle_follow_up(first_legal(&ws)).unwrap();
        assert_eq!(ws.reason_at(2), None);
        // So does another battle.
        ws.computer_command(said(first_legal(&ws))).unwrap();
        assert!(ws.reason_at(3).is_some());
        let opened = ws.battles_opened();
        ws.put(Document::Battle(Box::new(battle().to_saved())), None);
        assert_eq!(ws.battles_opened(), opened + 1);
        assert_eq!(ws.last_reason(), None);
    }

    #[test]
    fn opening_a_table_forgets_the_old_tables_history() {
        let mut ws = Workspace::default();
        ws.put(Document::Table(Box::new(table())), None);
        ws.edit_table("move", |t| t.models[0].x = 20.0);
        ws.put(Document::Table(Box::new(table())), None);
        assert_eq!(ws.undo_label(), None);
    }
}
