//! What the window is asked to do: each panel, shortcut and menu sends an [`Intent`] while it
//! draws, and the frame's one dispatch (`dispatch/`) applies them at the frame's end. The
//! window's own answers for the players and the computer's commands are intents too.

use super::canvas::TableEdit;
use super::canvas::edit::ModelPose;
use super::canvas::{Selection, UnitTemplate};
use super::document::DocumentKind;
use super::settings::Settings;
use crate::army::Faction;
use crate::army::list_edit::ListEdit;
use crate::battle::BattleState;
use crate::battle::Command;
use crate::battle::policy::general::Decision;
use crate::table::model::{ModelPlacement, UnitNote};
use std::rc::Rc;

/// One thing asked of the window.
#[derive(Debug, Clone, PartialEq)]
pub enum Intent {
    /// A player's command in the open battle: an undo step of its own.
    Command(Command),
    /// An answer the window gives for a player (`answers.rs`): it joins the last undo step.
    Answer(Command),
    /// The computer general's decision, made on `on`: it joins the last undo step, its reasons
    /// kept by the log entry it becomes.
    Computer {
        decision: Decision,
        on: Rc<BattleState>,
    },
    /// The computer cannot play on `on`: it stops there, the status bar saying so, with `why`
    /// when it is known (the system's message).
    ComputerStopped {
        on: Rc<BattleState>,
        why: Option<super::status::Said>,
    },
    /// Models dragged on the battle's table and released: the move they give.
    DragMove(Vec<ModelPose>),
    /// A unit of the deploying side put down near a table point (centimetres).
    DeployUnit { unit: String, at: [f64; 2] },
    /// "Finish the setup for me".
    FinishSetup,
    /// The profile noted for `unit` on the open table set (added when it had none), or
    /// removed when `None`: an undo step.
    UnitNote {
        unit: String,
        note: Option<UnitNote>,
    },
    /// The unsaved-work question answered: the work saved first (`save`) or discarded, then
    /// what the player was doing (`leave`) goes on.
    Leave {
        leave: super::leave::Leave,
        save: bool,
    },
    /// The start page shown (File › Start page).
    ShowStartPage,
    /// File › New list: the list builder's new-list form.
    NewList,
    /// The list the new-list form describes, or the list read from pasted text, opened in the
    /// builder (asking first over an unsaved list).
    CreateList(NewList),
    /// A change to the open list, of `faction` (the builder's, found when it opened): an undo
    /// step.
    EditList {
        edit: ListEdit,
        faction: Rc<Faction>,
    },
    /// Saves the open document of this kind where it came from.
    SaveDocument(DocumentKind),
    /// The roster `html` written to `path`, atomically.
    WriteRoster {
        path: std::path::PathBuf,
        html: String,
    },
    /// The printed roster at this path opened in the player's own program for HTML files.
    OpenRoster(std::path::PathBuf),
    /// The faction saved as the player's, in the data folder's `factions/`.
    SaveFaction(Box<Faction>),
    /// The faction written to `path` for another player.
    ShareFaction {
        faction: Box<Faction>,
        path: std::path::PathBuf,
    },
    /// A faction file taken in as the player's: under its own id (replacing theirs), or under
    /// a new one when `keep_both`.
    ImportFaction {
        faction: Box<Faction>,
        keep_both: bool,
    },
    /// An edit made on the table canvas: an undo step.
    TableEdit(TableEdit),
    /// File › New table: an empty table (asking first over an unsaved table).
    NewTable,
    /// File › Open…: the file dialog.
    OpenDialog,
    /// Opens the file at the path (asking first over unsaved work of its kind).
    Open(std::path::PathBuf),
    /// Saves the active document where it came from, or to the path given.
    Save(Option<std::path::PathBuf>),
    /// File › Save as…: the file dialog.
    SaveAsDialog,
    /// The settings as the player changed them.
    Settings(Box<Settings>),
    /// Turns the canvas's selection by the degrees given, counter-clockwise.
    RotateSelection(f64),
    /// Removes the canvas's selection from the table.
    DeleteSelection,
    /// Selects a unit, model or terrain piece, as a click on it on the canvas does.
    Select(Selection),
    /// A side's `units` put down on the open table (its `models`), one table edit, each
    /// unit's profile noted (`notes`: a note and the unit's id on the table); `left_out`, the
    /// units the zone had no room for, named to the player.
    PutDown {
        side: u8,
        units: usize,
        notes: Vec<(UnitNote, String)>,
        models: Vec<ModelPlacement>,
        left_out: Vec<String>,
    },
    /// The Place tool taken with a unit of a list, its profile noted.
    PlaceUnit {
        template: UnitTemplate,
        note: (UnitNote, String),
    },
    /// Leaves the start page for a side panel.
    GoToPanel(super::settings::SidePanel),
    /// Opens a file chosen on the start page; once opened, leaves the page (for the panel
    /// given).
    OpenFromStart {
        path: std::path::PathBuf,
        panel: Option<super::settings::SidePanel>,
    },
    /// Starts the battle chosen on the start page (asking first over an unsaved battle).
    PlayChosenBattle,
    /// Starts a battle on the open table with the new-battle form's two rosters.
    StartBattle,
    /// A panel's refusal (a fill from the table that cannot be made), for the status line.
    Error(super::status::Said),
    /// What a panel did on its own (a roster copied), for the status line.
    Info(super::status::Said),
    /// The autosave offered at start restored.
    RestoreAutosave,
    /// The autosave offered at start thrown away.
    DiscardAutosave,
    /// Takes back the last edit of any open document.
    Undo,
    /// Makes again the last undone edit.
    Redo,
}

/// A new army list, never saved (made by the new-list form, or read from a list's text), and
/// its faction.
#[derive(Debug, Clone, PartialEq)]
pub struct NewList {
    pub faction: Rc<Faction>,
    pub list: Box<crate::army::ArmyList>,
}

/// The intents sent during a frame, in the order sent, until the dispatch takes them.
#[derive(Debug, Default)]
pub struct Intents(Vec<Intent>);

impl Intents {
    /// Sends `intent` to the frame's dispatch.
    pub fn send(&mut self, intent: Intent) {
        self.0.push(intent);
    }

    /// Every intent sent since the last dispatch, in order; none are left.
    pub fn take(&mut self) -> Vec<Intent> {
        std::mem::take(&mut self.0)
    }
}
