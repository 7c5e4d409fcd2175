//! The Hint (issue 14): where the battle waits for a side a player plays, what the computer
//! general at its normal level would play there, with its reasons. Shown, not played: "Play it"
//! sends it as the player's own command (the tracker's command path), "Dismiss" puts it away,
//! and any change of the battle takes it away by itself.

use std::rc::Rc;

use super::i18n::Key;
use super::intent::Intent;
use super::shell::KenseiApp;
use crate::battle::BattleState;
use crate::battle::model::names::Names;
use crate::battle::model::side::Side;
use crate::battle::policy::general::{Decision, General, Level, Temperament, deciding_side};
use crate::narration::names::BattleNames;

/// A hint given for one state of the battle.
#[derive(Debug, Clone)]
pub struct Hint {
    /// The state it was given for.
    state: Rc<BattleState>,
    pub side: Side,
    /// What the general would play, with its reasons; `None` when it found nothing to suggest.
    pub decision: Option<Decision>,
}

impl Hint {
    /// Whether the hint was given for `state` (the battle has not moved since).
    pub fn is_for(&self, state: &Rc<BattleState>) -> bool {
        Rc::ptr_eq(&self.state, state)
    }
}

impl KenseiApp {
    /// The side a player plays that the open battle waits for.
    pub fn player_to_play(&self) -> Option<Side> {
        let b = self.workspace.battle.as_ref()?;
        let side = deciding_side(b.value.state())?;
        self.settings.computer[side.index()]
            .is_none()
            .then_some(side)
    }

    /// Asks the normal general what it would play for the player's side the battle waits for.
    pub(super) fn ask_hint(&mut self) -> bool {
        let Some(side) = self.player_to_play() else {
            return false;
        };
        let Some(b) = &self.workspace.battle else {
            return false;
        };
        let state = b.value.shared_state();
        // Its tie-breaks from the battle's seed and the entry to come, so that the same
        // question gets the same hint.
        let seed = b.value.seed() ^ (b.value.log().len() as u64);
        let mut general = General::new(side, Level::Normal, Temperament::default(), seed);
        let decision = general.decide(&state);
        self.computer.hint = Some(Hint {
            state,
            side,
            decision,
        });
        true
    }

    /// The Hint button while the battle waits for a player's side; the hint's box once asked.
    pub(crate) fn hint_ui(&mut self, ui: &mut egui::Ui, names: &BattleNames) {
        let Some(side) = self.player_to_play() else {
            return;
        };
        let lang = self.lang();
        let current = self
            .workspace
            .battle
            .as_ref()
            .map(|b| b.value.shared_state());
        let hint = self
            .computer
            .hint
            .clone()
            .filter(|h| current.as_ref().is_some_and(|s| h.is_for(s)));
        let Some(hint) = hint else {
            if ui
                .button(lang.t(Key::Hint))
                .on_hover_text(lang.t(Key::HintHelp))
                .clicked()
            {
                self.send(Intent::AskHint);
            }
            return;
        };
        let mut play = None;
        let mut dismiss = false;
        egui::Frame::group(ui.style())
            .stroke(egui::Stroke::new(1.5, ui.visuals().selection.bg_fill))
            .show(ui, |ui| {
                ui.set_width(super::computer_ui::box_width(ui));
                ui.strong(lang.f(Key::HintFor, &[("side", &names.side(side))]));
                match &hint.decision {
                    Some(d) => {
                        ui.add(egui::Label::new(d.text(lang, names)).wrap());
                    }
                    None => {
                        ui.label(lang.t(Key::HintNone));
                    }
                }
                ui.horizontal_wrapped(|ui| {
                    if let Some(d) = &hint.decision
                        && ui.button(lang.t(Key::HintPlay)).clicked()
                    {
                        play = Some(d.command.clone());
                    }
                    if ui.button(lang.t(Key::HintDismiss)).clicked() {
                        dismiss = true;
                    }
                });
            });
        if let Some(command) = play {
            self.send(Intent::PlayHint(command));
        } else if dismiss {
            self.send(Intent::DismissHint);
        }
    }
}
