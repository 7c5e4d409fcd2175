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
use super::intent::Intent;
use super::settings::Settings;
use super::view::View;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::policy::general::deciding_side;
use crate::battle::{BattleState, Command, Phase, legal_commands};

/// The answer the window gives for a player while the battle waits on `state`: "no offering",
/// a declared move let pass or the nearest casualties, for a side whose player chose not to be
/// asked; none for a side the computer plays, which answers its own questions (`computer.rs`).
pub fn player_answer(state: &BattleState, settings: &Settings) -> Option<Command> {
    if deciding_side(state).is_some_and(|side| settings.computer[side.index()].is_some()) {
        return None;
    }
    match state.awaiting() {
        Awaiting::Offerings { side } if !settings.ask_offerings[side.index()] => {
            Some(Command::PassOffering { side })
        }
        Awaiting::OpportunityCharge { side } if !settings.ask_opportunity[side.index()] => {
            Some(Command::LetMovePass { side })
        }
        // The first answer listed: the models nearest the enemy (R-CAS-2).
        Awaiting::ChooseCasualties { side } if !settings.ask_casualties[side.index()] => {
            legal_commands(state).into_iter().next()
        }
        _ => None,
    }
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
