//! What a panel reads to draw: a [`View`] of the window's state, read-only, made once per frame
//! by the shell. A panel changes only its own state; what it wants done to the battle or the
//! documents it returns as intents (`intent.rs`).

use super::canvas::Selection;
use super::canvas::highlight::OrderHighlight;
use super::computer::ComputerSeats;
use super::i18n::Lang;
use super::settings::Settings;
use super::workspace::Workspace;
use crate::army::store::Catalogue;
use crate::battle::Battle;
use crate::battle::model::side::Side;
use crate::battle::policy::general::{Level, deciding_side};
use crate::narration::names::BattleNames;

/// The window's state as a panel reads it.
pub struct View<'a> {
    /// The language of every string shown.
    pub lang: Lang,
    /// Whether figures explain themselves on hover.
    pub hover_help: bool,
    pub settings: &'a Settings,
    pub workspace: &'a Workspace,
    /// The open battle's names in the window's language, the computer's cards face down.
    pub names: &'a BattleNames,
    /// What is selected on the table canvas.
    pub selection: &'a Selection,
    /// The computer's generals and where they are in their play.
    pub computer: &'a ComputerSeats,
    /// The factions known: the player's and the samples.
    pub factions: &'a Catalogue,
}

impl<'a> View<'a> {
    /// The view of `workspace` under `settings`, the open battle named by `names`, with
    /// `selection` selected on the canvas, the computer's generals `computer` and the factions
    /// known `factions`.
    pub fn new(
        settings: &'a Settings,
        workspace: &'a Workspace,
        names: &'a BattleNames,
        selection: &'a Selection,
        computer: &'a ComputerSeats,
        factions: &'a Catalogue,
    ) -> Self {
        View {
            lang: settings.lang,
            hover_help: settings.hover_help,
            settings,
            workspace,
            names,
            selection,
            computer,
            factions,
        }
    }

    /// Whether a model, unit or terrain piece is selected on the canvas.
    pub fn has_selection(&self) -> bool {
        *self.selection != Selection::None
    }

    /// The open battle.
    pub fn battle(&self) -> Option<&'a Battle> {
        self.workspace.battle.as_ref().map(|b| &b.value)
    }

    /// The side a player plays that the open battle waits for.
    pub fn player_to_play(&self) -> Option<Side> {
        player_to_play(self.workspace, self.settings)
    }

    /// The side the open battle waits for when the computer plays it, with its level.
    pub fn computer_to_play(&self) -> Option<(Side, Level)> {
        computer_to_play(self.workspace, self.settings)
    }

    /// Whether the computer is about to play (not stopped on the battle's state).
    pub fn computer_playing(&self) -> bool {
        computer_playing(self.workspace, self.settings, self.computer)
    }

    /// The computer's last order naming a unit and a target, while it is the log's last entry.
    pub fn computer_highlight(&self) -> Option<OrderHighlight> {
        let b = self.workspace.battle.as_ref()?;
        let d = self.workspace.reason_at(b.value.log().len())?;
        super::computer::order_highlight(&d.command)
    }
}

/// Whether the computer is about to play the battle open in `workspace` (a side it plays is
/// awaited, and `seats` did not stop on the battle's state).
pub fn computer_playing(workspace: &Workspace, settings: &Settings, seats: &ComputerSeats) -> bool {
    let Some(b) = workspace.battle.as_ref() else {
        return false;
    };
    computer_to_play(workspace, settings).is_some() && !seats.stopped_on(&b.value.shared_state())
}

/// The side a player (not the computer) plays that the battle open in `workspace` waits for.
pub fn player_to_play(workspace: &Workspace, settings: &Settings) -> Option<Side> {
    let b = workspace.battle.as_ref()?;
    let side = deciding_side(b.value.state())?;
    settings.computer[side.index()].is_none().then_some(side)
}

/// The side the battle open in `workspace` waits for when the computer plays it, with its level.
pub fn computer_to_play(workspace: &Workspace, settings: &Settings) -> Option<(Side, Level)> {
    let b = workspace.battle.as_ref()?;
    let side = deciding_side(b.value.state())?;
    Some((side, settings.computer[side.index()]?))
}
