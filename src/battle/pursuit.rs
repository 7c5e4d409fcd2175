//! Pursuit (*movimientos de persecución*, L978-986, R-MOV-1): the winner that made its enemy
//! retreat, and is not in melee with another unit, may try to pursue (the winner's choice, "puede
//! intentar"). It tests Honor (R-DICE-3, the general's re-roll where it applies, L430); on a
//! failure it stays where it is; on a pass it moves 2D6 cm (3D6 mounted) toward the retreating
//! models. A pursuer that touches a retreating model stops there and that model is removed as a
//! casualty. The Honor test and the move dice each wait for offerings to the gods when a side
//! holds cards (R-DECK-4, L1028).
//!
//! Each pursuing model goes straight toward the nearest retreating model still on the table and
//! never ends on another model (L531); a retreat, not a fall back, is what allows a pursuit
//! ("hace entrar en retirada", L980).

use super::check::Rejection;
use super::command::Command;
use super::event::Event;
use super::flow::{self, Ctx};
use super::geometry;
use super::state::{Awaiting, BattleState, ModelState, RollKind, RolledDie};
use super::unit::Side;

/// A pursuer ends touching its quarry when it stops this close (cm).
const TOUCH_CM: f64 = 0.15;

/// Whether `pursuer` may pursue `fleeing` now (L980): both still on the table, and the pursuer
/// not in melee with a unit other than the one that retreats.
pub fn may_pursue(state: &BattleState, pursuer: &str, fleeing: &str) -> bool {
    let alive = |id: &str| {
        state.unit(id).is_some_and(|u| !u.removed) && state.models_of(id).next().is_some()
    };
    alive(pursuer) && alive(fleeing) && flow::engaged_enemies(state, pursuer).all(|e| e == fleeing)
}

/// Checks a `Pursue` answer.
pub fn check(state: &BattleState, side: Side) -> Result<(), Rejection> {
    if state.awaiting != (Awaiting::Pursuit { side }) {
        return Err(Rejection {
            rule: "L980".into(),
            message: format!("the battle waits for {:?}", state.awaiting),
        });
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
const WHY: &str = "to pursue a retreating unit (L980)";

/// Executes the answer for the first pursuit offered: the Honor test is rolled (and waits for
/// offerings, R-DECK-4), or the battle goes on after the melee.
pub fn run(ctx: &mut Ctx, pursue: bool) {
    let mut a = super::aftermath::current(ctx);
    if a.pursuits.is_empty() {
        flow::next_action(ctx);
        return;
    }
    let p = a.pursuits.remove(0);
    super::aftermath::set(ctx, a);
    if !pursue {
        done(ctx);
        return;
    }
    match flow::honor_dice(ctx, &p.pursuer, 0, WHY) {
        None => roll_move(ctx, &p.pursuer, &p.fleeing),
        Some(dice) => {
            let kind = RollKind::PursuitHonor {
                pursuer: p.pursuer,
                fleeing: p.fleeing,
            };
            super::rolls::roll(ctx, kind, dice);
        }
    }
}

/// The pursuit's Honor test settled (offerings made): a pass rolls the move, a failure stays.
pub fn honor_rolled(ctx: &mut Ctx, pursuer: &str, fleeing: &str, dice: &[RolledDie]) {
    if flow::honor_from_dice(ctx, pursuer, 0, WHY, dice) {
        roll_move(ctx, pursuer, fleeing);
    } else {
        done(ctx);
    }
}

/// The pursuit move's dice (L984): 2D6, 3D6 mounted, open to offerings.
fn roll_move(ctx: &mut Ctx, pursuer: &str, fleeing: &str) {
    let Some(u) = ctx.state.unit(pursuer).cloned() else {
        done(ctx);
        return;
    };
    // 2D6, 3D6 mounted: the same dice as a fall back (R-MOV-1).
    let n = super::combat::fall_back_dice_count(&ctx.state, pursuer);
    let dice = ctx.roll_dice(u.side, n);
    let kind = RollKind::PursuitMove {
        pursuer: pursuer.to_string(),
        fleeing: fleeing.to_string(),
    };
    super::rolls::roll(ctx, kind, dice);
}

/// The pursuit move's dice settled: the pursuers move, then the battle goes on.
pub fn move_rolled(ctx: &mut Ctx, pursuer: &str, fleeing: &str, dice: &[RolledDie]) {
    pursue_move(ctx, pursuer, fleeing, dice);
    done(ctx);
}

/// This pursuit is over: the next step after the melee.
fn done(ctx: &mut Ctx) {
    super::aftermath::advance(ctx);
    flow::next_action(ctx);
}

/// The pursuit move (L984-986): the dice's total in cm, each model toward the nearest
/// retreating model; touching one stops it and removes that model.
fn pursue_move(ctx: &mut Ctx, pursuer: &str, fleeing: &str, dice: &[RolledDie]) {
    let dist: f64 = dice.iter().map(|d| f64::from(flow::die_total(d))).sum();
    ctx.emit(Event::PursuitRolled {
        unit: pursuer.to_string(),
        fleeing: fleeing.to_string(),
        dice: dice.iter().map(|d| d.value).collect(),
        distance_cm: dist,
    });
    let models: Vec<ModelState> = ctx.state.models_of(pursuer).cloned().collect();
    let mut caught = Vec::new();
    for m in models {
        let Some(t) = ctx
            .state
            .models_of(fleeing)
            .filter(|t| !caught.contains(&t.id))
            .min_by(|a, b| geometry::distance(&m, a).total_cmp(&geometry::distance(&m, b)))
            .cloned()
        else {
            break;
        };
        // Straight toward its centre; square bases may need a few steps to close the gap.
        let mut at = m.clone();
        let mut left = dist;
        for _ in 0..4 {
            let gap = geometry::distance(&at, &t);
            let centre_d = (t.x - at.x).hypot(t.y - at.y);
            let step = (gap - 0.1).max(0.0).min(left);
            if gap <= TOUCH_CM || step < 1e-6 || centre_d <= 0.0 {
                break;
            }
            at.x += (t.x - at.x) * step / centre_d;
            at.y += (t.y - at.y) * step / centre_d;
            left -= step;
        }
        let (x, y) = (at.x, at.y);
        let (x, y) = geometry::free_stop(&m, (x, y), ctx.state.models.iter());
        let facing = geometry::facing_towards((x, y), (t.x, t.y));
        ctx.emit(Event::ModelMoved {
            model: m.id.clone(),
            x,
            y,
            facing_deg: facing,
        });
        let moved = ctx.state.model(&m.id).cloned().unwrap_or(m);
        if geometry::distance(&moved, &t) <= TOUCH_CM {
            caught.push(t.id.clone());
        }
    }
    super::aftermath::remove_as_casualties(ctx, fleeing, caught, "caught by a pursuer (L986)");
}
