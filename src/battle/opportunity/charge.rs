//! The opportunity charge (*carga de oportunidad*, L846-852): when a unit declares a move
//! (move, run or disengage) with its destination, an enemy unit without a used marker may charge
//! it. It is resolved like a charge (R-CHG-1: MOV + 1D6, powered 2 x MOV + 1D6, measured in a
//! straight line from the charging models): if the charger reaches the moving unit at some
//! point of its way, the mover stops there and the charger fights it as after a charge, at the
//! point the charging player chooses; if it falls short, the mover ends its move and the charger
//! moves MOV toward it (a failed charge). A reactive unit that charges takes its used marker when
//! that charge ends (L842: once its fight is applied, or once it has moved when it caught
//! nobody) and the reaction spends an order (L464).
//!
//! The battle stops to ask when some unit may charge: one that may react (no used marker and
//! no reaction yet in this pair, L838, L848; not in melee, in formation, L608), sees the mover
//! before moving (L612) and is not one the mover disengages from (L574). Whether it reaches is
//! not measured first (L75, R-OPP-2): a charge out of reach is declared, rolled and falls short.
//!
//! Besides move orders, the same charge answers a charge, a flight and a fall back or retreat
//! ([`MoveKind`], `opportunity_kinds` says when each is offered and what follows it).

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::engine::measure;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::command::{Command, ModelMove};
use crate::battle::model::event::Event;
use crate::battle::model::pending_move::PendingMove;
use crate::battle::model::rejection::{Decision, Reaction, Rejection, Turn, no};
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::{BattleState, ModelState, PendingRoll, RollKind};
use crate::battle::moves::move_order;
use crate::table::P2;

/// Points of the mover's way measured (its start, its end and evenly between).
const STEPS: usize = 40;

/// Each moving model's place at `share` of its way (0 start, 1 end), turned that share of the
/// way to its final facing. Models walk their own paths, which may cross: a model whose place
/// there would overlap the base of a model already placed (or of one that does not move) stops
/// short on its path where it is clear (L531, R-OPP-1), the moves placed in the order's order.
pub(in crate::battle) fn mover_at(
    state: &BattleState,
    pending: &PendingMove,
    share: f64,
) -> Vec<ModelState> {
    let max = pending.max_cm.unwrap_or(f64::INFINITY);
    // The models that stay put, then each moving one once placed (one not placed yet is on
    // its way and blocks nobody).
    let moving = |id: &str| pending.moves.iter().any(|mv| mv.model == id);
    let mut placed: Vec<ModelState> = state
        .models()
        .iter()
        .filter(|m| !moving(&m.id))
        .cloned()
        .collect();
    let mut out = Vec::new();
    for mv in &pending.moves {
        let Some(m) = state.model(&mv.model) else {
            continue;
        };
        let start = P2::new(m.x, m.y);
        let path = move_order::path_of(mv);
        let length = move_order::path_length(start, &path).min(max);
        let end = mv.facing_or(m.facing_deg);
        let turn = (end - m.facing_deg + 540.0).rem_euclid(360.0) - 180.0;
        let at_share = |f: f64| {
            let p = move_order::point_along(start, &path, length * f);
            let mut at = m.clone();
            (at.x, at.y, at.facing_deg) = (p.x, p.y, m.facing_deg + turn * f);
            at
        };
        let clear =
            |at: &ModelState| measure::deepest_overlap(at, placed.iter()) <= measure::TOUCHING_CM;
        // From the share asked back toward the start, the first place that is clear; when
        // none is (a model placed before it now stands where this one set out), the place
        // that overlaps least (R-OPP-1).
        let tried: Vec<ModelState> = (0..=10)
            .map(|k| at_share(share * f64::from(10 - k) / 10.0))
            .collect();
        let at = tried
            .iter()
            .find(|at| clear(at))
            .cloned()
            .unwrap_or_else(|| {
                tried
                    .iter()
                    .min_by(|a, b| {
                        measure::deepest_overlap(a, placed.iter())
                            .total_cmp(&measure::deepest_overlap(b, placed.iter()))
                    })
                    .cloned()
                    .unwrap_or_else(|| at_share(share))
            });
        placed.push(at.clone());
        out.push(at);
    }
    out
}

/// Nearest edge distance between `charger`'s models and the mover at each step of its way.
fn gaps(state: &BattleState, pending: &PendingMove, charger: &str) -> Vec<(f64, f64)> {
    let chargers: Vec<&ModelState> = state.models_of(charger).collect();
    (0..=STEPS)
        .map(|k| {
            let share = k as f64 / STEPS as f64;
            let gap = mover_at(state, pending, share)
                .iter()
                .flat_map(|m| chargers.iter().map(move |c| measure::distance(c, m)))
                .fold(f64::INFINITY, f64::min);
            (share, gap)
        })
        .collect()
}

fn orders_left(state: &BattleState, side: Side) -> u32 {
    state.pair().as_ref().map_or(0, |p| p.orders[side.index()])
}

/// The units of the side other than the mover's that could make an opportunity charge against
/// `pending` (see the module's description).
pub fn possible_chargers(state: &BattleState, pending: &PendingMove) -> Vec<String> {
    let side = other(pending.side);
    let orders = orders_left(state, side);
    // A move none of whose models is on the table moves nothing: there is no way to charge.
    let moves_something = pending
        .moves
        .iter()
        .any(|mv| state.model(&mv.model).is_some());
    if orders == 0 || state.models_of(&pending.unit).next().is_none() || !moves_something {
        return Vec::new();
    }
    let mut fought: Vec<String> = if pending.disengage {
        state
            .disengaged_from()
            .iter()
            .filter(|(d, _)| d == &pending.unit)
            .map(|(_, f)| f.clone())
            .collect()
    } else {
        Vec::new()
    };
    fought.extend(pending.kind.not_chargers());
    let table = measure::table(state);
    state
        .units_of(side)
        .filter(|u| {
            state.may_react(&u.id)
                && !fought.contains(&u.id)
                && !state.duel_units().contains(&u.id)
                && crate::battle::engine::measure::melee_enemies(state, &u.id).is_empty()
        })
        .filter(|u| {
            state.models_of(&u.id).any(|c| {
                state
                    .models_of(&pending.unit)
                    .any(|m| measure::sees(table.as_deref(), c, m))
            })
        })
        .filter(|u| move_order::formation_violations(state, &u.id).is_empty())
        .map(|u| u.id.clone())
        .collect()
}

/// Where on the mover's way an opportunity charge of `charger` with `reach` cm catches it
/// (L852, R-OPP-5): a point of the way (`steps`, each share with its gap) within reach where
/// the charge move, as the battle makes it (`charge_ends`, L632-640), brings a charging model
/// into contact with the mover stopped there. The charging player's point (`pending.at`), or
/// the nearest one to it that catches; by default the first. None when no point catches: a
/// charger in reach that its move cannot bring into contact (other models or impassable ground
/// in the way, L523, L531) has not caught the mover.
fn catch_point(
    state: &BattleState,
    pending: &PendingMove,
    charger: &str,
    steps: &[(f64, f64)],
    reach: f64,
) -> Option<f64> {
    let mut in_reach: Vec<f64> = steps.iter().filter(|s| s.1 <= reach).map(|s| s.0).collect();
    if let Some(at) = pending.at {
        in_reach.sort_by(|a, b| (a - at).abs().total_cmp(&(b - at).abs()));
    }
    let mover = [pending.unit.clone()];
    in_reach.into_iter().find(|&share| {
        let mut stopped = crate::battle::model::trial::Trial::of(state);
        for m in mover_at(state, pending, share) {
            stopped.place(&m.id, m.x, m.y, m.facing_deg);
        }
        crate::battle::combat::charge_ends::charge_touches(&stopped, charger, &mover, reach)
    })
}

/// The chance (0 to 1) that an opportunity charge of `charger` on the move `pending`, powered
/// or not, catches the mover (L852, R-OPP-5): of the die's faces, those whose reach
/// ([`catch_point`]) brings a charging model into contact with the mover somewhere on its way.
/// What the computer general weighs an opportunity charge by. The shortest and the longest
/// reach that get to the way are tried first: when both catch, or neither does, the faces
/// between are taken to do the same; else each is tried.
pub fn catch_chance(
    state: &BattleState,
    pending: &PendingMove,
    charger: &str,
    powered: bool,
) -> f64 {
    let Some(u) = state.unit(charger) else {
        return 0.0;
    };
    let mov = u.acting_profile().mov_cm;
    let base = if powered { 2.0 * mov } else { mov };
    let steps = gaps(state, pending, charger);
    let closest = steps.iter().map(|s| s.1).fold(f64::INFINITY, f64::min);
    let faces: Vec<u8> = (1..=6u8)
        .filter(|&d| closest <= base + f64::from(d))
        .collect();
    let catches =
        |face: u8| catch_point(state, pending, charger, &steps, base + f64::from(face)).is_some();
    let (Some(&low), Some(&high)) = (faces.first(), faces.last()) else {
        return 0.0;
    };
    let (short, long) = (catches(low), low != high && catches(high));
    let count = match (short, long) {
        _ if low == high => usize::from(short),
        (true, true) => faces.len(),
        (false, false) => 0,
        _ => {
            faces[1..faces.len() - 1]
                .iter()
                .filter(|&&d| catches(d))
                .count()
                + 1
        }
    };
    count as f64 / 6.0
}

/// Whether `charger` could reach some point of the mover's way with a 6, powered when its side
/// has the orders. Nothing is measured for the players (L75): the answers only list the units
/// that could reach first, before letting the move pass.
fn could_reach(state: &BattleState, pending: &PendingMove, charger: &str) -> bool {
    let Some(u) = state.unit(charger) else {
        return false;
    };
    let mov = u.acting_profile().mov_cm;
    let orders = orders_left(state, other(pending.side));
    let best = if orders >= 2 { 2.0 * mov } else { mov } + 6.0;
    gaps(state, pending, charger)
        .iter()
        .any(|(_, g)| *g <= best)
}

/// Whether some model of `pending` leaves the place where it stands (R-OPP-3): a move whose
/// models only turn on the centres of their bases (L490-492) is no move across the table for
/// an opportunity charge to answer (L848).
fn moves_across(state: &BattleState, pending: &PendingMove) -> bool {
    pending.moves.iter().any(|mv| {
        state.model(&mv.model).is_some_and(|m| {
            move_order::path_length(P2::new(m.x, m.y), &move_order::path_of(mv))
                > measure::TOUCHING_CM
        })
    })
}

/// After a move order's dice: when some enemy unit could charge the mover, the move waits for
/// the enemy's answer (returns true); otherwise nothing happens (false).
pub fn offer(ctx: &mut Ctx, pending: PendingMove) -> bool {
    // One opportunity charge at a time: none while another one's move is still under way.
    if ctx.state().pending_move().is_some()
        || !moves_across(ctx.state(), &pending)
        || possible_chargers(ctx.state(), &pending).is_empty()
    {
        return false;
    }
    let side = other(pending.side);
    ctx.emit(Event::PendingMoveSet {
        pending: Some(pending),
    });
    ctx.awaits(Awaiting::OpportunityCharge { side });
    true
}

/// Checks an answer to a declared move.
pub fn check(state: &BattleState, cmd: &Command) -> Result<(), Rejection> {
    let side = cmd.side();
    if state.awaiting() != (Awaiting::OpportunityCharge { side }) {
        return no(Turn::not_awaited(
            Decision::OpportunityCharge,
            &state.awaiting(),
        ));
    }
    let Some(pending) = &state.pending_move() else {
        return no(Reaction::NoDeclaredMove);
    };
    if let Command::OpportunityCharge {
        unit, powered, at, ..
    } = cmd
    {
        if !possible_chargers(state, pending).contains(unit) {
            return no(Reaction::CannotCharge {
                unit: unit.clone(),
                mover: pending.unit.clone(),
            });
        }
        if *powered && orders_left(state, side) < 2 {
            return no(Turn::PowerNeedsOrders { orders: 2 });
        }
        if at.is_some_and(|a| !(0.0..=1.0).contains(&a)) {
            return no(Reaction::ShareOutOfRange);
        }
    }
    Ok(())
}

/// The answers: each unit that could reach the mover, unpowered; letting the move pass; each
/// unit that could not reach it even on a 6, unpowered (declared without measuring, L75, it
/// fails); then every unit powered. The target of a charge charging its charger comes after
/// letting the move pass (R-OPP-4): its first answer is its reaction to the charge itself.
pub fn candidates(state: &BattleState, side: Side, out: &mut Vec<Command>) {
    let Some(pending) = &state.pending_move() else {
        return;
    };
    let units = possible_chargers(state, pending);
    let target = match &pending.kind {
        crate::battle::model::pending_move::MoveKind::Charge { target, .. } => Some(target),
        _ => None,
    };
    let (near, far): (Vec<&String>, Vec<&String>) = units
        .iter()
        .partition(|u| Some(*u) != target && could_reach(state, pending, u));
    let unpowered = |unit: &String| Command::OpportunityCharge {
        side,
        unit: unit.clone(),
        powered: false,
        at: None,
    };
    out.extend(near.into_iter().map(unpowered));
    out.push(Command::LetMovePass { side });
    out.extend(far.into_iter().map(unpowered));
    for unit in units {
        out.push(Command::OpportunityCharge {
            side,
            unit,
            powered: true,
            at: None,
        });
    }
}

/// Executes an answer: the move goes on, or the charge is declared and its roll made.
pub fn run(ctx: &mut Ctx, cmd: &Command) {
    let Some(mut pending) = ctx.state().pending_move().clone() else {
        return;
    };
    let Command::OpportunityCharge {
        side,
        unit,
        powered,
        at,
    } = cmd
    else {
        finish_move(ctx, &pending);
        return;
    };
    ctx.emit(Event::OrdersSpent {
        side: *side,
        count: 1 + u32::from(*powered),
        on: crate::battle::model::reasons::OrdersFor::OpportunityCharge {
            unit: unit.to_string(),
        }
        .into(),
    });
    crate::battle::turn::reaction::reacted(ctx, unit);
    pending.charger = Some(unit.clone());
    pending.powered = *powered;
    pending.at = *at;
    let mover = pending.unit.clone();
    ctx.emit(Event::PendingMoveSet {
        pending: Some(pending),
    });
    let value = ctx.dice.d6();
    ctx.go_on(GoOn::OpenRoll {
        kind: RollKind::OpportunityCharge {
            charger: unit.clone(),
            mover,
        },
        dice: vec![crate::battle::model::state::RolledDie {
            owner: *side,
            value,
            bonus: 0,
        }],
    });
}

/// The mover goes its whole way, then what follows its move.
fn finish_move(ctx: &mut Ctx, pending: &PendingMove) {
    crate::battle::opportunity::kinds::whole_way(ctx, pending);
    crate::battle::opportunity::kinds::move_over(ctx, pending);
}

/// The pending move is no longer pending: every model of the mover still on the table goes to
/// its destination.
pub(in crate::battle) fn move_whole_way(ctx: &mut Ctx, pending: &PendingMove) {
    ctx.emit(Event::PendingMoveSet { pending: None });
    let moves: Vec<ModelMove> = pending
        .moves
        .iter()
        .filter(|m| ctx.state().model(&m.model).is_some())
        .cloned()
        .collect();
    crate::battle::moves::placing::move_models(
        ctx,
        &pending.unit,
        &moves,
        pending.max_cm.unwrap_or(f64::INFINITY),
    );
}

/// The mover's order is done (a disengage may have ended an army's last unit).
pub(in crate::battle) fn end_order(ctx: &mut Ctx, pending: &PendingMove) {
    if pending.disengage && crate::battle::turn::end::check_wiped_out_army(ctx) {
        return;
    }
    crate::battle::leaders::join::after_move(ctx, &pending.unit);
    ctx.go_on(GoOn::OrderDone { side: pending.side });
}

/// The opportunity charge's roll settled (R-CHG-1 with L852): where along its way the mover is
/// caught, if anywhere, and what follows.
pub fn settle(ctx: &mut Ctx, roll: &PendingRoll) {
    let RollKind::OpportunityCharge { charger, mover } = &roll.kind else {
        return;
    };
    let Some(pending) = ctx.state().pending_move().clone() else {
        return;
    };
    let Some(c) = ctx.state().unit(charger).cloned() else {
        finish_move(ctx, &pending);
        return;
    };
    let mov = c.acting_profile().mov_cm;
    let base = if pending.powered { 2.0 * mov } else { mov };
    let reach = base + f64::from(roll.dice[0].total() as i16);
    let steps = gaps(ctx.state(), &pending, charger);
    let closest = steps.iter().map(|s| s.1).fold(f64::INFINITY, f64::min);
    let caught = catch_point(ctx.state(), &pending, charger, &steps, reach);
    ctx.emit(Event::OpportunityChargeResolved {
        charger: charger.clone(),
        mover: mover.clone(),
        reach_cm: reach,
        distance_cm: closest,
        caught_at: caught,
    });
    let Some(share) = caught else {
        // Falls short, or reaches no point of the way where its charge move touches the mover
        // (R-OPP-5): the mover ends its move, the charger moves MOV toward it (R-CHG-1).
        crate::battle::opportunity::kinds::whole_way(ctx, &pending);
        crate::battle::combat::charge_ends::move_charger(ctx, charger, mover, mov, false);
        charge_over(ctx, charger, &pending);
        return;
    };
    // Caught: the mover stops there (L852) and the charger goes into contact.
    ctx.emit(Event::PendingMoveSet { pending: None });
    crate::battle::leaders::join::drop_declared(
        ctx,
        crate::battle::model::reasons::LeaderDrop::CaughtByOpportunityCharge,
        "L852",
    );
    for m in mover_at(ctx.state(), &pending, share) {
        ctx.emit(Event::ModelMoved {
            model: m.id.clone(),
            x: m.x,
            y: m.y,
            facing_deg: m.facing_deg,
        });
    }
    crate::battle::opportunity::kinds::stopped(ctx, &pending, share);
    crate::battle::combat::charge_ends::move_charger(ctx, charger, mover, reach, true);
    let engaged =
        crate::battle::engine::measure::engaged_enemies(ctx.state(), charger).any(|e| &e == mover);
    if !engaged {
        // Every charging model was blocked on the way: no fight.
        charge_over(ctx, charger, &pending);
        return;
    }
    crate::battle::opportunity::kinds::fight_follows(ctx, &pending);
    ctx.emit(Event::FightDeclared {
        fight: FightDeclared {
            attacker: charger.clone(),
            defender: mover.clone(),
            powered: pending.powered,
            after_charge: true,
            duel: false,
            also_charged: Vec::new(),
            groups: Default::default(),
        },
    });
    ctx.awaits(Awaiting::FightBack { side: pending.side });
}

/// An opportunity charge that caught nobody (short, or blocked on its way) is over once the
/// charger has moved: its reaction has ended (L842). Then what follows the mover's move.
fn charge_over(ctx: &mut Ctx, charger: &str, pending: &PendingMove) {
    crate::battle::turn::reaction::ended(ctx, &[charger]);
    crate::battle::opportunity::kinds::move_over(ctx, pending);
}
