//! Moves in a battle by dragging on the canvas: a model (or, with its unit selected or the
//! move-unit tool, the whole unit keeping its formation) dragged and released becomes the
//! battle engine's command: `Order::Move` (a run, `powered`, when the tracker's switch is on;
//! R-MOV-1, L462-558) while the battle waits for an order, or the winner's melee move
//! (L994-996) when it waits for that. The engine checks it; a rejection is shown with its rule
//! and the table stays as it was. Accepted moves go into the undo history like any command.
//!
//! While the models are still under the pointer, the canvas shows the engine's verdict on the
//! very command releasing them would send ([`drag_verdict`]: `battle::engine::check` of
//! [`drag_command`]), so what the preview shows and what the engine does cannot differ.
//!
//! Models dragged (shifted, not turned) end as a player puts them down after a move: the move
//! names no facing and the engine turns them the way they went (L500), or to the centre of an
//! enemy base they engage (L509); the unit's models not dragged turn with them where they stand
//! (L500 turns every model of a unit that moves). Models turned with the rotate tool keep the
//! facing they were given.

use super::canvas::DragVerdict;
use super::canvas::edit::ModelPose;
use super::i18n::{Key, Lang};
use crate::battle::{Awaiting, BattleState, Command, ModelMove, Order};
use crate::narration::names::BattleNames;
use std::rc::Rc;

/// The command a drag of `poses` gives in `state`, or why none does.
pub fn drag_command(state: &BattleState, poses: &[ModelPose], run: bool) -> Result<Command, Key> {
    let first = poses.first().ok_or(Key::DragNothing)?;
    let model = state.model(&first.id).ok_or(Key::DragNothing)?;
    // A shift: every model displaced by the same vector, farther than standing still (L501).
    let shifts: Vec<(f64, f64)> = poses
        .iter()
        .filter_map(|p| state.model(&p.id).map(|m| (p.x - m.x, p.y - m.y)))
        .collect();
    let shifted = shifts.first().is_some_and(|s| {
        s.0.hypot(s.1) > crate::battle::moves::facing::STATIC_CM
            && shifts.iter().all(|o| (o.0 - s.0).hypot(o.1 - s.1) < 1e-6)
    });
    let mut moves: Vec<ModelMove> = poses
        .iter()
        .map(|p| {
            if shifted {
                ModelMove::to(p.id.clone(), p.x, p.y)
            } else {
                ModelMove::straight(p.id.clone(), p.x, p.y, p.facing_deg)
            }
        })
        .collect();
    let side = model.side;
    match state.awaiting() {
        Awaiting::MeleeMove { side: s } if s == side => Ok(Command::MeleeMove { side, moves }),
        _ => Ok(Command::Order {
            side,
            unit: model.unit.clone(),
            order: Order::Move {
                moves: {
                    if shifted {
                        let rest = state
                            .models_of(&model.unit)
                            .filter(|m| m.deployed && !poses.iter().any(|p| p.id == m.id));
                        moves.extend(rest.map(|m| ModelMove::to(m.id.clone(), m.x, m.y)));
                    }
                    moves
                },
                powered: run,
                leader: None,
            },
        }),
    }
}

/// The engine's verdict on a drag of `poses` in `state`, in `lang`: the check the engine makes
/// of the command [`drag_command`] gives (`battle::engine::check`, the check `Battle::execute` makes
/// first), so it is exactly what releasing the models would meet.
pub fn drag_verdict(
    lang: Lang,
    names: &BattleNames,
    state: &BattleState,
    poses: &[ModelPose],
    run: bool,
) -> DragVerdict {
    let refused = |why: String| DragVerdict {
        legal: false,
        why: Some(why),
    };
    match drag_command(state, poses, run) {
        Err(k) => refused(lang.t(k).to_string()),
        Ok(command) => match crate::battle::check(state, &command) {
            Ok(_) => DragVerdict {
                legal: true,
                why: None,
            },
            // Named as the battle names its units and models, never by id.
            Err(r) => refused(r.text_named(lang, names)),
        },
    }
}

/// What the battle's canvas asks about a drag in progress: the engine's verdict on it in
/// `state` ([`drag_verdict`]), a drag running when `run`.
pub fn drag_judge(lang: Lang, state: Rc<BattleState>, run: bool) -> super::canvas::DragJudge {
    // The models a drag moves are on the table: the state's own names are theirs.
    let names = BattleNames::new(lang, &state, &state);
    super::canvas::DragJudge::new(move |poses| drag_verdict(lang, &names, &state, poses, run))
}
