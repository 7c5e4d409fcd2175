//! Questions the window answers for the players, so that a battle stops only where a player
//! has something to decide. The engine's rules do not change: every answer is the engine's own
//! command, checked and logged like a click, and it joins the player's last command in the undo
//! history (one Undo takes back a command and the answers given after it).
//!
//! - Offerings (R-DECK-4): a side whose player chose not to be asked (`Settings::ask_offerings`)
//!   says "no offering" by itself. (A side without a card is never asked: the engine passes for
//!   it.)
//! - Opportunity charges (R-OPP-2): a side whose player chose not to be asked
//!   (`Settings::ask_opportunity`) lets every declared move pass.
//! - Casualties (R-CAS-2): a side whose player chose not to be asked
//!   (`Settings::ask_casualties`, the default) loses the models nearest the enemy.
//! - "Finish the setup for me": the rest of the battle's setup in one click: no more extra
//!   terrain (L180-185), the first commander orders offered (R-DECK-2), no offering on the
//!   strategy roll, and every model left deployed beside as many of its unit mates as it can,
//!   so each unit stands in formation (L206-214, R-FORM-1; `policy::deploy_in_formation`).
//!   A side the computer plays (`computer.rs`) is set up by the computer's own choices.
//!
//! A side the computer plays is asked nothing here: it answers its own questions.

use super::i18n::Key;
use super::shell::KenseiApp;
use super::status::Said;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::{Command, Phase, legal_commands};

/// At most this many answers in one frame (a guard: a battle never needs that many in a row).
const ANSWERS_PER_FRAME: usize = 64;

/// At most this many commands for the rest of the setup (terrain, orders and every model).
const SETUP_COMMANDS: usize = 1000;

impl KenseiApp {
    /// Says "no offering", or lets a declared move pass, for each side that is not to be asked,
    /// while the battle waits for it.
    pub fn answer_for_players(&mut self) {
        for _ in 0..ANSWERS_PER_FRAME {
            let Some(b) = &self.workspace.battle else {
                return;
            };
            // A side the computer plays answers its own questions (`computer.rs`).
            if self.computer_to_play().is_some() {
                return;
            }
            let answer = match b.value.state().awaiting() {
                Awaiting::Offerings { side } if !self.settings.ask_offerings[side.index()] => {
                    Command::PassOffering { side }
                }
                Awaiting::OpportunityCharge { side }
                    if !self.settings.ask_opportunity[side.index()] =>
                {
                    Command::LetMovePass { side }
                }
                // The first answer listed: the models nearest the enemy (R-CAS-2).
                Awaiting::ChooseCasualties { side }
                    if !self.settings.ask_casualties[side.index()] =>
                {
                    match legal_commands(b.value.state()).into_iter().next() {
                        Some(c) => c,
                        None => return,
                    }
                }
                _ => return,
            };
            if let Err(r) = self.workspace.battle_follow_up(answer) {
                self.set_error(Said::Rejection(r));
                return;
            }
        }
    }

    /// Whether the open battle is still being set up (terrain, orders, deployment).
    pub fn battle_in_setup(&self) -> bool {
        self.workspace
            .battle
            .as_ref()
            .is_some_and(|b| b.value.state().phase() == Phase::Setup)
    }

    /// Plays the rest of the setup with the engine's first legal command at each step (see
    /// the module's description): one edit in the undo history.
    pub fn finish_setup_for_me(&mut self) {
        let mut first = true;
        for _ in 0..SETUP_COMMANDS {
            let Some(b) = &self.workspace.battle else {
                return;
            };
            let state = b.value.state();
            if state.phase() != Phase::Setup {
                break;
            }
            // A side the computer plays is set up by the computer, its reasons kept.
            let (command, decision) = if self.computer_to_play().is_some() {
                let Some(decision) = self.computer_setup_decision() else {
                    break;
                };
                (decision.command.clone(), Some(decision))
            } else {
                let pick = match state.awaiting() {
                    Awaiting::ExtraTerrain { side } => Some(Command::EndTerrain { side }),
                    Awaiting::Offerings { side } => Some(Command::PassOffering { side }),
                    Awaiting::Deploy { .. } => {
                        crate::battle::policy::deploy_in_formation::next_deployment(state)
                    }
                    _ => legal_commands(state).into_iter().find(|c| {
                        !matches!(
                            c,
                            Command::CommandDuel { .. } | Command::UseCommanderOrder { .. }
                        )
                    }),
                };
                let Some(command) = pick else {
                    break;
                };
                (command, None)
            };
            let done = if first {
                self.workspace.battle_command(command)
            } else {
                self.workspace.battle_follow_up(command)
            };
            if let Err(r) = done {
                self.set_error(Said::Rejection(r));
                return;
            }
            if let Some(decision) = decision {
                self.workspace.note_reason(decision);
            }
            first = false;
        }
        self.set_info(Key::SetupFinished);
    }

    /// The button, while the battle is set up.
    pub(super) fn setup_for_me_ui(&mut self, ui: &mut egui::Ui) {
        if !self.battle_in_setup() {
            return;
        }
        let lang = self.lang();
        let deploying = self
            .workspace
            .battle
            .as_ref()
            .is_some_and(|b| matches!(b.value.state().awaiting(), Awaiting::Deploy { .. }));
        let label = lang.t(if deploying {
            Key::DeployTheRest
        } else {
            Key::FinishSetup
        });
        let button = egui::Button::new(egui::RichText::new(label).strong());
        if ui
            .add(button)
            .on_hover_text(lang.t(Key::FinishSetupHelp))
            .clicked()
        {
            self.finish_setup_for_me();
        }
    }
}
