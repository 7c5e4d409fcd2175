//! The Hint (issue 14): where the battle waits for a side a player plays, what the computer
//! general at its normal level would play there, with its reasons. Shown, not played: "Play it"
//! sends it as the player's own command (an intent, as the tracker's buttons send theirs),
//! "Dismiss" puts it away, and any change of the battle takes it away by itself.
//!
//! [`HintBox`] is a panel of its own: it keeps the hint asked, draws from a [`View`] and
//! returns the intents it sends.

use std::rc::Rc;

use super::i18n::Key;
use super::intent::Intent;
use super::view::View;
use crate::battle::model::names::Names;
use crate::battle::model::side::Side;
use crate::battle::policy::general::{Decision, General, Level, Temperament};
use crate::battle::{Battle, BattleState};

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
    /// What the normal general would play for `side` in `battle` as it stands.
    fn asked(battle: &Battle, side: Side) -> Hint {
        let state = battle.shared_state();
        // Its tie-breaks from the battle's seed and the entry to come, so that the same
        // question gets the same hint.
        let seed = battle.seed() ^ (battle.log().len() as u64);
        let mut general = General::new(side, Level::Normal, Temperament::default(), seed);
        let decision = general.decide(&state);
        Hint {
            state,
            side,
            decision,
        }
    }

    /// Whether the hint was given for `state` (the battle has not moved since).
    pub fn is_for(&self, state: &Rc<BattleState>) -> bool {
        Rc::ptr_eq(&self.state, state)
    }
}

/// The Hint button while the battle waits for a player's side, and the hint's box once asked.
#[derive(Debug, Clone, Default)]
pub struct HintBox {
    hint: Option<Hint>,
}

impl HintBox {
    /// The hint shown, if one was asked for the battle as it stands.
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// Forgets the hint once the battle has left the state it was given for.
    pub fn forget_unless_for(&mut self, state: Option<&Rc<BattleState>>) {
        if !self
            .hint
            .as_ref()
            .is_some_and(|h| state.is_some_and(|s| h.is_for(s)))
        {
            self.hint = None;
        }
    }

    /// Draws the button or the hint; "Play it" sends the hint's command.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let (Some(side), Some(battle)) = (view.player_to_play(), view.battle()) else {
            return Vec::new();
        };
        let lang = view.lang;
        let current = battle.shared_state();
        let Some(hint) = self.hint.clone().filter(|h| h.is_for(&current)) else {
            if ui
                .button(lang.t(Key::Hint))
                .on_hover_text(lang.t(Key::HintHelp))
                .clicked()
            {
                self.hint = Some(Hint::asked(battle, side));
            }
            return Vec::new();
        };
        let names = view.names;
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
        if play.is_some() || dismiss {
            self.hint = None;
        }
        play.map(Intent::Command).into_iter().collect()
    }
}
