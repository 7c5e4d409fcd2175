//! Questions the window answers for the players, so that a battle stops only where a player
//! has something to decide. The engine's rules do not change: every answer is the engine's own
//! command, checked and logged like a click, and it joins the player's last command in the undo
//! history (one Undo takes back a command and the answers given after it).
//!
//! - Offerings (R-DECK-4): a side whose player chose not to be asked (`Settings::ask_offerings`)
//!   says "no offering" by itself, and so does a side no card of whose hand could change what
//!   the roll decides (`turn::offering_stakes`), with a line in the log saying so. (A side
//!   without a card is never asked: the engine passes for it.)
//! - Opportunity charges (R-OPP-2): a side whose player chose not to be asked
//!   (`Settings::ask_opportunity`) lets every declared move pass, and so does a side none of
//!   whose units can charge it, with a line in the log.
//! - A question with one legal answer (the only unit left to activate, say) is answered with
//!   it, and a line in the log says so.
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
use super::intent::Intent;
use super::settings::Settings;
use super::view::View;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::policy::general::deciding_side;
use crate::battle::turn::offering_stakes::offering_could_change;
use crate::battle::{BattleState, Command, Phase, legal_commands};

/// Why the window answered a question for a player although the player asked to be asked:
/// noted under the log entry the answer became (`Workspace::note_answer`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnsweredWhy {
    /// No card the side holds could change what the roll decides (R-DECK-4,
    /// `turn::offering_stakes`).
    NoCardChanges,
    /// The rules allow one answer only.
    OnlyAnswer,
    /// No unit of the side can make the opportunity charge (R-OPP-2).
    NoOpportunityCharge,
}

impl AnsweredWhy {
    /// The battle log's line for it.
    pub fn key(self) -> Key {
        match self {
            AnsweredWhy::NoCardChanges => Key::LogAnsweredNoCard,
            AnsweredWhy::OnlyAnswer => Key::LogAnsweredOnlyAnswer,
            AnsweredWhy::NoOpportunityCharge => Key::LogAnsweredNoOpportunityCharge,
        }
    }
}

/// An answer the window gives for a player: the command, and why when the player asked to be
/// asked (none when the player chose not to be).
#[derive(Debug, Clone, PartialEq)]
pub struct WindowAnswer {
    pub command: Command,
    pub why: Option<AnsweredWhy>,
}

/// The answer the window gives for a player while the battle waits on `state`: "no offering",
/// a declared move let pass or the nearest casualties, for a side whose player chose not to be
/// asked; for a side that asked, "no offering" when no card could change the roll, a move let
/// pass when no unit can charge it, and the only answer of a question that has one. None for
/// a side the computer plays, which answers its own questions (`computer.rs`).
pub fn player_answer(state: &BattleState, settings: &Settings) -> Option<WindowAnswer> {
    if deciding_side(state).is_some_and(|side| settings.computer[side.index()].is_some()) {
        return None;
    }
    let chosen = |command| Some(WindowAnswer { command, why: None });
    let because = |command, why| {
        Some(WindowAnswer {
            command,
            why: Some(why),
        })
    };
    match state.awaiting() {
        Awaiting::Offerings { side } if !settings.ask_offerings[side.index()] => {
            chosen(Command::PassOffering { side })
        }
        Awaiting::Offerings { side } if !offering_could_change(state, side) => {
            because(Command::PassOffering { side }, AnsweredWhy::NoCardChanges)
        }
        Awaiting::OpportunityCharge { side } if !settings.ask_opportunity[side.index()] => {
            chosen(Command::LetMovePass { side })
        }
        // The first answer listed: the models nearest the enemy (R-CAS-2).
        Awaiting::ChooseCasualties { side } if !settings.ask_casualties[side.index()] => {
            legal_commands(state).into_iter().next().and_then(chosen)
        }
        awaiting if one_answer_asked(&awaiting) => {
            // The side's own answers: a commander order or a command duel it could give now
            // is an answer too (L1016), so the question stays.
            let side = deciding_side(state)?;
            let mut legal = legal_commands(state)
                .into_iter()
                .filter(|c| c.side() == side);
            let only = legal.next()?;
            if legal.next().is_some() {
                return None;
            }
            let why = match only {
                Command::LetMovePass { .. } => AnsweredWhy::NoOpportunityCharge,
                _ => AnsweredWhy::OnlyAnswer,
            };
            because(only, why)
        }
        _ => None,
    }
}

/// The questions whose legal answers the engine lists whole, so that one listed is the only
/// one (not the moves and placements a player makes on the table, nor the setup's steps that
/// "Finish the setup for me" answers).
fn one_answer_asked(awaiting: &Awaiting) -> bool {
    matches!(
        awaiting,
        Awaiting::ChooseTableSide { .. }
            | Awaiting::KeepCommanderOrder { .. }
            | Awaiting::ActiveSide { .. }
            | Awaiting::ChooseUnit { .. }
            | Awaiting::ChargeReaction { .. }
            | Awaiting::FightBack { .. }
            | Awaiting::DuelAnswer { .. }
            | Awaiting::ProtectLeader { .. }
            | Awaiting::KiAbility { .. }
            | Awaiting::NextCombat { .. }
            | Awaiting::PickOpponents { .. }
            | Awaiting::ChooseCasualties { .. }
            | Awaiting::OpportunityCharge { .. }
    )
}

/// The command "Finish the setup for me" gives for a player's side at the setup step `state`
/// stands in (see the module's description); none when nothing is left to set up.
pub fn setup_pick(state: &BattleState) -> Option<Command> {
    match state.awaiting() {
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
    }
}

/// "Finish the setup for me" (or "Deploy the rest for me"), while the battle is set up.
pub fn setup_for_me_ui(ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
    let Some(state) = view.battle().map(|b| b.state()) else {
        return Vec::new();
    };
    if state.phase() != Phase::Setup {
        return Vec::new();
    }
    let lang = view.lang;
    let deploying = matches!(state.awaiting(), Awaiting::Deploy { .. });
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
        return vec![Intent::FinishSetup];
    }
    Vec::new()
}
