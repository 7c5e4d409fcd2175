//! Moves in a battle by dragging on the canvas: a model (or, with its unit selected or the
//! move-unit tool, the whole unit keeping its formation) dragged and released becomes the
//! battle engine's command: `Order::Move` (a run, `powered`, when the tracker's switch is on;
//! R-MOV-1, L462-558) while the battle waits for an order, or the winner's melee move
//! (L994-996) when it waits for that. The engine checks it; a rejection is shown with its rule
//! and the table stays as it was. Accepted moves go into the undo history like any command.

use super::canvas::edit::ModelPose;
use super::i18n::Key;
use super::shell::KenseiApp;
use crate::battle::{Awaiting, BattleState, Command, ModelMove, Order};

/// The command a drag of `poses` gives in `state`, or why none does.
pub fn drag_command(state: &BattleState, poses: &[ModelPose], run: bool) -> Result<Command, Key> {
    let first = poses.first().ok_or(Key::DragNothing)?;
    let model = state.model(&first.id).ok_or(Key::DragNothing)?;
    let moves: Vec<ModelMove> = poses
        .iter()
        .map(|p| ModelMove::straight(p.id.clone(), p.x, p.y, p.facing_deg))
        .collect();
    let side = model.side;
    match state.awaiting {
        Awaiting::MeleeMove { side: s } if s == side => Ok(Command::MeleeMove { side, moves }),
        _ => Ok(Command::Order {
            side,
            unit: model.unit.clone(),
            order: Order::Move {
                moves,
                powered: run,
                leader: None,
            },
        }),
    }
}

impl KenseiApp {
    /// Sends the move a drag on the battle's canvas gives; true when the battle took it.
    pub fn battle_drag(&mut self, poses: &[ModelPose]) -> bool {
        let Some(b) = self.workspace.battle.as_ref() else {
            return false;
        };
        match drag_command(b.value.state(), poses, self.tracker.run_drag) {
            Ok(c) => self.battle_command(c),
            Err(k) => {
                let msg = self.t(k).to_string();
                self.set_error(msg);
                false
            }
        }
    }
}
