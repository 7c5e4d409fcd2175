//! Pursuit (*movimientos de persecución*, L978-986, R-MOV-1): the winner that made its enemy
//! retreat, and is not in melee with another unit, may try to pursue (the winner's choice, "puede
//! intentar"). It tests Honor (R-DICE-3, the general's re-roll where it applies, L430); on a
//! failure it stays where it is; on a pass it moves 2D6 cm (3D6 mounted) toward the retreating
//! models. A pursuer that touches a retreating model stops there and that model is removed as a
//! casualty.
//!
//! Each pursuing model goes straight toward the nearest retreating model still on the table and
//! never ends on another model (L531); a retreat, not a fall back, is what allows a pursuit
//! ("hace entrar en retirada", L980).

use super::check::Rejection;
use super::command::Command;
use super::event::Event;
use super::flow::{self, Ctx};
use super::geometry;
use super::state::{Awaiting, BattleState, ModelState};
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

/// Executes the answer for the first pursuit offered, then goes on after the melee.
pub fn run(ctx: &mut Ctx, pursue: bool) {
    let mut a = super::aftermath::current(ctx);
    if a.pursuits.is_empty() {
        flow::next_action(ctx);
        return;
    }
    let p = a.pursuits.remove(0);
    super::aftermath::set(ctx, a);
    if pursue && flow::honor_test(ctx, &p.pursuer, 0, "to pursue a retreating unit (L980)") {
        pursue_move(ctx, &p.pursuer, &p.fleeing);
    }
    super::aftermath::advance(ctx);
    flow::next_action(ctx);
}

/// The pursuit move (L984-986): 2D6 cm, 3D6 mounted, each model toward the nearest retreating
/// model; touching one stops it and removes that model.
fn pursue_move(ctx: &mut Ctx, pursuer: &str, fleeing: &str) {
    let Some(u) = ctx.state.unit(pursuer).cloned() else {
        return;
    };
    let n = if u.acting_profile().mounted { 3 } else { 2 };
    let dice = ctx.dice.d6s(n);
    let dist: f64 = dice.iter().map(|&d| f64::from(d)).sum();
    ctx.emit(Event::PursuitRolled {
        unit: pursuer.to_string(),
        fleeing: fleeing.to_string(),
        dice,
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
