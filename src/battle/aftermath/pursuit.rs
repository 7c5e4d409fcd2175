//! Pursuit (*movimientos de persecución*, L978-986, R-MOV-1): the winner that made its enemy
//! retreat, and is not in melee with another unit, may try to pursue (the winner's choice, "puede
//! intentar"). It tests Honor (R-DICE-3, the general's re-roll where it applies, L430); on a
//! failure it stays where it is; on a pass it moves 2D6 cm (3D6 mounted) toward the retreating
//! models. A pursuer that touches a retreating model stops there and that model is removed as a
//! casualty. The Honor test and the move dice each wait for offerings to the gods when a side
//! holds cards (R-DECK-4, L1028).
//!
//! Each pursuing model goes toward the nearest retreating model still on the table (R-MOV-7), round
//! impassable terrain and what else stands in its way ([`plan`]), and never ends on another
//! model (L531); a retreat, not a fall back, is what allows a pursuit ("hace entrar en
//! retirada", L980).

use crate::battle::aftermath::pursuers::plan;
use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::Command;
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Decision, Rejection, Turn, no};
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, RollKind, RolledDie};

/// Checks a `Pursue` answer.
pub fn check(state: &BattleState, side: Side) -> Result<(), Rejection> {
    if state.awaiting() != (Awaiting::Pursuit { side }) {
        return no(Turn::not_awaited(Decision::Pursuit, &state.awaiting()));
    }
    Ok(())
}

/// The two answers: pursue first (it moves the battle forward as well as declining).
pub fn candidates(side: Side, out: &mut Vec<Command>) {
    out.push(Command::Pursue { side, pursue: true });
    out.push(Command::Pursue {
        side,
        pursue: false,
    });
}

/// Why a pursuer tests Honor.
const WHY: crate::battle::model::reasons::HonorCause =
    crate::battle::model::reasons::HonorCause::Pursuit;

/// Executes the answer for the first pursuit offered: the Honor test is rolled (and waits for
/// offerings, R-DECK-4), or the battle goes on after the melee.
pub fn run(ctx: &mut Ctx, pursue: bool) {
    let mut a = crate::battle::aftermath::kept::current(ctx);
    if a.pursuits.is_empty() {
        ctx.go_on(GoOn::StepDone);
        return;
    }
    let p = a.pursuits.remove(0);
    crate::battle::aftermath::kept::set(ctx, a);
    if !pursue {
        done(ctx);
        return;
    }
    match crate::battle::turn::honor::honor_dice(ctx, &p.pursuer, 0, WHY) {
        None => roll_move(ctx, &p.pursuer, &p.fleeing),
        Some(dice) => {
            let kind = RollKind::PursuitHonor {
                pursuer: p.pursuer,
                fleeing: p.fleeing,
            };
            ctx.go_on(GoOn::Roll { kind, dice });
        }
    }
}

/// The pursuit's Honor test settled (offerings made): a pass rolls the move, a failure stays.
pub fn honor_rolled(ctx: &mut Ctx, pursuer: &str, fleeing: &str, dice: &[RolledDie]) {
    if crate::battle::turn::honor::honor_from_dice(ctx, pursuer, 0, WHY, dice) {
        roll_move(ctx, pursuer, fleeing);
    } else {
        done(ctx);
    }
}

/// The pursuit move's dice (L984): 2D6, 3D6 mounted, open to offerings.
fn roll_move(ctx: &mut Ctx, pursuer: &str, fleeing: &str) {
    let Some(u) = ctx.state().unit(pursuer).cloned() else {
        done(ctx);
        return;
    };
    // 2D6, 3D6 mounted: the same dice as a fall back (R-MOV-1).
    let n = ctx.state().fall_back_dice(pursuer);
    let dice = ctx.roll_dice(u.side, n);
    let kind = RollKind::PursuitMove {
        pursuer: pursuer.to_string(),
        fleeing: fleeing.to_string(),
    };
    ctx.go_on(GoOn::Roll { kind, dice });
}

/// The pursuit move's dice settled: the pursuers move, then the battle goes on.
/// Once the dice are known, the enemy may charge the pursuers on their way (L846-852,
/// `opportunity_kinds`) before they move.
pub fn move_rolled(ctx: &mut Ctx, pursuer: &str, fleeing: &str, dice: &[RolledDie]) {
    let dist: f64 = dice.iter().map(|d| f64::from(d.total())).sum();
    ctx.emit(Event::PursuitRolled {
        unit: pursuer.to_string(),
        fleeing: fleeing.to_string(),
        dice: dice.iter().map(|d| d.value).collect(),
        distance_cm: dist,
    });
    if crate::battle::opportunity::kinds::offer_on_pursuit(ctx, pursuer, fleeing, dist) {
        return;
    }
    pursue_move(ctx, pursuer, fleeing, dist);
    done(ctx);
}

/// This pursuit is over: the next step after the melee.
pub(in crate::battle) fn done(ctx: &mut Ctx) {
    crate::battle::aftermath::sequence::advance(ctx);
    ctx.go_on(GoOn::StepDone);
}

/// The pursuit move (L984-986): the dice's total in cm, each model as [`plan`] says; every
/// retreating model a pursuer touched is removed. The pursuer loses its parapet marker (L596).
fn pursue_move(ctx: &mut Ctx, pursuer: &str, fleeing: &str, dist: f64) {
    let mut caught = Vec::new();
    for p in plan(ctx.state(), pursuer, fleeing, dist) {
        if let Some(c) = p.caught {
            caught.push(c);
        }
        let Some(m) = ctx.state().model(&p.model) else {
            continue;
        };
        let (x, y) = p.path.last().copied().unwrap_or((m.x, m.y));
        ctx.emit(Event::ModelMoved {
            model: p.model,
            x,
            y,
            facing_deg: p.facing_deg,
        });
    }
    crate::battle::moves::placing::lose_parapet(ctx, pursuer);
    crate::battle::turn::end::remove_as_casualties(
        ctx,
        fleeing,
        caught,
        crate::battle::model::reasons::CasualtyCause::CaughtByPursuer,
    );
}
