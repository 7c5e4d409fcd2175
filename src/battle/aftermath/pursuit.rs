//! Pursuit (*movimientos de persecución*, L978-986, R-MOV-1): the winner that made its enemy
//! retreat, and is not in melee with another unit, may try to pursue (the winner's choice, "puede
//! intentar"). It tests Honor (R-DICE-3, the general's re-roll where it applies, L430); on a
//! failure it stays where it is; on a pass it moves 2D6 cm (3D6 mounted) toward the retreating
//! models. A pursuer that touches a retreating model stops there and that model is removed as a
//! casualty. The Honor test and the move dice each wait for offerings to the gods when a side
//! holds cards (R-DECK-4, L1028).
//!
//! Each pursuing model goes toward the nearest retreating model still on the table, round
//! impassable terrain and what else stands in its way ([`plan`]), and never ends on another
//! model (L531); a retreat, not a fall back, is what allows a pursuit ("hace entrar en
//! retirada", L980).

use crate::battle::aftermath::rolled_move::{
    DETOUR_SHARES, DETOUR_TURNS, Ground, Stop, best_route, prefix, turned,
};
use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::engine::measure;
use crate::battle::model::command::Command;
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Decision, Rejection, Turn, no};
use crate::battle::model::state::{Awaiting, BattleState, ModelState, RollKind, RolledDie};
use crate::battle::model::unit::Side;
use crate::table::P2;

/// A way round must end this much nearer (cm) to beat the straight way.
const BETTER_CM: f64 = 0.05;

/// Whether `pursuer` may pursue `fleeing` now (L980): both still on the table, and the pursuer
/// not in melee with a unit other than the one that retreats.
pub fn may_pursue(state: &BattleState, pursuer: &str, fleeing: &str) -> bool {
    let alive = |id: &str| {
        state.unit(id).is_some_and(|u| !u.removed) && state.models_of(id).next().is_some()
    };
    alive(pursuer)
        && alive(fleeing)
        && crate::battle::engine::measure::engaged_enemies(state, pursuer).all(|e| e == fleeing)
}

/// Checks a `Pursue` answer.
pub fn check(state: &BattleState, side: Side) -> Result<(), Rejection> {
    if state.awaiting != (Awaiting::Pursuit { side }) {
        return no(Turn::not_awaited(Decision::Pursuit, &state.awaiting));
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
/// retreating model a pursuer touched is removed.
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
    crate::battle::turn::end::remove_as_casualties(
        ctx,
        fleeing,
        caught,
        crate::battle::model::reasons::CasualtyCause::CaughtByPursuer,
    );
}

/// One pursuer's move.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelPursuit {
    pub model: String,
    /// Waypoints of its base's centre (cm) after where it stood; the last is where it ends.
    /// Empty: it did not move.
    pub path: Vec<(f64, f64)>,
    /// Facing the model it went after (L616's "toward the centre of the enemy's base").
    pub facing_deg: f64,
    /// The retreating model it touched: removed as a casualty (L986).
    pub caught: Option<String>,
}

/// Every pursuer's move `dist` cm toward the retreating models (L984-986), walked on the real
/// table (`rolled_move`); changes nothing. The pursuers go nearest first, each after the
/// nearest retreating model not yet caught. Its way is straight at that model's centre, or,
/// when impassable terrain, a piece the scenario closes (`no_crossing`), the table edge or a
/// model other than a retreating one stands in it, the way round (a first leg turned 20-80
/// degrees to either side for a third, two thirds or all of the distance, then straight at
/// the quarry) that ends nearest it: it goes round a building rather than through it (L523).
/// On the way it stops touching the first model it meets (L527, L531); a retreating one is
/// caught (L986). Difficult terrain does not slow it (L522 slows only powered moves and second
/// moves in an activation).
pub fn plan(state: &BattleState, pursuer: &str, fleeing: &str, dist: f64) -> Vec<ModelPursuit> {
    let Some(mut ground) = Ground::new(state) else {
        return Vec::new();
    };
    let nearest = |ground: &Ground, m: &ModelState, caught: &[String]| {
        state
            .models_of(fleeing)
            .filter(|t| !caught.contains(&t.id))
            .filter_map(|t| Some((ground.distance(&m.id, &t.id)?, t)))
            .min_by(|a, b| a.0.total_cmp(&b.0).then_with(|| a.1.id.cmp(&b.1.id)))
    };
    let mut models: Vec<(f64, &ModelState)> = state
        .models_of(pursuer)
        .map(|m| (nearest(&ground, m, &[]).map_or(f64::INFINITY, |n| n.0), m))
        .collect();
    models.sort_by(|a, b| a.0.total_cmp(&b.0).then_with(|| a.1.id.cmp(&b.1.id)));
    let mut caught: Vec<String> = Vec::new();
    let mut moved: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for (_, m) in models {
        let Some((_, t)) = nearest(&ground, m, &caught) else {
            break;
        };
        let start = P2::new(m.x, m.y);
        let quarry = P2::new(t.x, t.y);
        let route = way_to(&ground, m, pursuer, fleeing, quarry, dist);
        let blocks = |id: &str| {
            state.model(id).is_some_and(|o| o.unit != pursuer) || moved.iter().any(|x| x == id)
        };
        let walk = ground.walk(m, &route, &blocks);
        let got = match &walk.stop {
            Some(Stop::Models(ids)) => ids
                .iter()
                .find(|id| {
                    !caught.contains(id) && state.model(id).is_some_and(|o| o.unit == fleeing)
                })
                .cloned(),
            _ => None,
        };
        let end = walk.end(start);
        let facing = measure::facing_towards((end.x, end.y), (t.x, t.y));
        ground.place(&m.id, end, facing);
        moved.push(m.id.clone());
        if let Some(c) = &got {
            caught.push(c.clone());
        }
        out.push(ModelPursuit {
            model: m.id.clone(),
            path: walk.path.iter().map(|p| (p.x, p.y)).collect(),
            facing_deg: facing,
            caught: got,
        });
    }
    out
}

/// The way of pursuer `m` toward `quarry` (a centre), at most `dist` cm: straight, or the way
/// round that ends nearest it (see [`plan`]); models of its own and of the fleeing unit are
/// no obstacle in choosing it.
fn way_to(
    ground: &Ground,
    m: &ModelState,
    pursuer: &str,
    fleeing: &str,
    quarry: P2,
    dist: f64,
) -> Vec<P2> {
    let start = P2::new(m.x, m.y);
    let straight = prefix(start, &[quarry], dist);
    let state = ground.state();
    let obstacle = |id: &str| {
        state
            .model(id)
            .is_some_and(|o| o.unit != pursuer && o.unit != fleeing)
    };
    let left = |way: &Vec<P2>| -> (f64, bool) {
        let walk = ground.walk(m, way, &obstacle);
        ((walk.end(start) - quarry).norm(), walk.stop.is_none())
    };
    if left(&straight).1 {
        return straight;
    }
    let Some(d) = (quarry - start).try_normalize(1e-9) else {
        return straight;
    };
    let mut ways = vec![straight];
    for turn in DETOUR_TURNS {
        for share in DETOUR_SHARES {
            let first = start + turned(d, turn) * (dist * share);
            ways.push(prefix(start, &[first, quarry], dist));
        }
    }
    best_route(ways, BETTER_CM, |w| -left(w).0).unwrap_or_default()
}
