//! The opportunity charge (*carga de oportunidad*, L846-852) against the moves that are not move
//! orders. L848 allows it "si una tropa enemiga realiza un movimiento de cualquier tipo"; this
//! engine reads that literally, as every move a unit makes on the table (R-OPP-1):
//!
//! - a **charge** (*cargar*, L604-651): the charging unit moves toward its target. Any enemy
//!   unit may charge it on its way, the target of a charge on one unit included (R-OPP-4; the
//!   units of a charge on several answer it as charged units, R-CHG-2); the charge's step 2
//!   (L620, "el enemigo indica si la unidad que recibe la carga y/o cualquier otra unidad de su
//!   ejército reacciona ... carga de oportunidad") puts it among the reactions, so it is asked
//!   right after the charge is declared, before the target reacts and before the charge roll.
//!   A target that charges has made its reaction: left on its way, it only receives the charge. The way is the
//!   charger's straight charge move to contact with its target. Caught, the charger stops there
//!   and its own charge is over: L640 says a charge move stops "cuando se llegue al contacto con
//!   una miniatura enemiga (ya sea el objetivo o como parte de una carga de oportunidad)", so it
//!   never reaches its target; it fights the opportunity charger as a charged unit (L852) and its
//!   side's order is done. Not caught (let pass, short, or blocked), the charge goes on: the
//!   target reacts and the charge is rolled from where the charger stands.
//! - a **flight** (*huir*, L870-882): once the flight's 2D6 are rolled (and offered on,
//!   R-DECK-4) its way is known; the charging side's other units may charge the fleeing unit
//!   before its models move (L850: when the unit "indique hacia dónde va a mover"). Caught, it
//!   stops there with its back to the charger and fights; then the first charge is rolled as
//!   usual against where the fleeing unit now stands (L880: if it still reaches, another fight).
//! - a **fall back or retreat** (*repliegue o retirada*, L962-976) after a fight or a shot, and a
//!   loser's fall back at the end of a multiple combat (L715): once its dice are rolled the way is
//!   known, and the enemy's units may charge it before its models move. The units it fought are
//!   left out: the winner's answer to a retreat is the pursuit (L978). Caught, it stops there,
//!   takes its used (and retreating) marker as at the end of its move (L971) and fights; then the
//!   steps after the first melee go on (pursuits, isolated models, melee moves, the next loser
//!   of a multiple combat).
//! - a **melee move** (*movimiento de melé*, L994-996): the winner's models move up to 5 cm as
//!   its player declared; the way is known at once, and the enemy's units may charge it before
//!   it is made, as against a move order. Caught, it stops there and fights.
//! - a **pursuit** (*persecución*, L978-986): once its Honor test passed and its 2D6 (3D6
//!   mounted) are rolled, each pursuer's way toward the retreating models is known, and the
//!   enemy's units other than the retreating one may charge it before it moves. Caught, the
//!   pursuers stop there (a retreating model is caught only at the end of a pursuer's way,
//!   L986) and fight; then the steps after the first melee go on.
//!
//! Moves outside the activation phase are never answered: the charge spends an order of the
//! pair (L464), and there is none then.
//!
//! One opportunity charge is under way at a time.

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::ChainEnd;
use crate::battle::model::command::ModelMove;
use crate::battle::model::event::Event;
use crate::battle::model::pending_move::MoveKind;
use crate::battle::model::pending_move::PendingMove;
use crate::battle::model::side::Side;
use crate::battle::model::side::other;
use crate::battle::opportunity::charge;

/// Whether a new kind of opportunity charge may be offered now.
fn may_offer(ctx: &Ctx) -> bool {
    ctx.state().pending_move().is_none() && ctx.state().pair().is_some()
}

/// The side of `unit`, about to move, when an opportunity charge may be offered against it now.
fn mover_side(ctx: &Ctx, unit: &str) -> Option<Side> {
    if !may_offer(ctx) {
        return None;
    }
    ctx.state().unit(unit).map(|u| u.side)
}

/// Offers the enemy an opportunity charge against `unit`'s move `moves` of `kind`: true while
/// the move waits for the answer.
fn offer(ctx: &mut Ctx, side: Side, unit: &str, moves: &[ModelMove], kind: MoveKind) -> bool {
    let mut pending = PendingMove::new(side, unit, moves, f64::INFINITY, false);
    pending.kind = kind;
    charge::offer(ctx, pending)
}

/// A charge of `charger` on `target` was just declared by `side`: when some other enemy unit
/// could charge it on its way, the charge waits for the answer (true).
pub fn offer_on_charge(
    ctx: &mut Ctx,
    side: Side,
    charger: &str,
    target: &str,
    also: &[String],
) -> bool {
    if !may_offer(ctx) {
        return false;
    }
    let charged: Vec<String> = std::iter::once(target.to_string())
        .chain(also.iter().cloned())
        .collect();
    let moves: Vec<ModelMove> = crate::battle::combat::charge_ends::charge_ends_on(
        ctx.state(),
        charger,
        &charged,
        f64::INFINITY,
        true,
    )
    .into_iter()
    .map(|(model, x, y, facing)| ModelMove::straight(model, x, y, facing))
    .collect();
    offer(
        ctx,
        side,
        charger,
        &moves,
        MoveKind::Charge {
            target: target.to_string(),
            also: also.to_vec(),
        },
    )
}

/// `unit` flees `charger`'s charge `dist` cm (dice settled): when some unit of the charging side
/// other than the charger could charge it on its way, the flight waits (true).
pub fn offer_on_flight(ctx: &mut Ctx, unit: &str, charger: &str, dist: f64) -> bool {
    let Some(side) = mover_side(ctx, unit) else {
        return false;
    };
    // Each model's way as the flight walks it on the table (`retreat_move::flight_plan`).
    let moves: Vec<ModelMove> =
        crate::battle::aftermath::retreat_move::flight_plan(ctx.state(), unit, charger, dist)
            .iter()
            .filter_map(|p| p.model_move(ctx.state()))
            .collect();
    offer(
        ctx,
        side,
        unit,
        &moves,
        MoveKind::Flight {
            charger: charger.to_string(),
            distance_cm: dist,
        },
    )
}

/// `unit` falls back (or retreats) `dist` cm away from `enemy` (dice settled): when some enemy
/// unit it did not fight could charge it on its way, the move waits (true). Not while a charge
/// is under way (a charger falling back from a stand and shoot goes on with its charge).
pub fn offer_on_fall_back(
    ctx: &mut Ctx,
    unit: &str,
    enemy: &str,
    dist: f64,
    retreat: bool,
) -> bool {
    if ctx.state().charge().is_some() {
        return false;
    }
    let Some(side) = mover_side(ctx, unit) else {
        return false;
    };
    // Each model's way as the fall back walks it on the table (`retreat_move::fall_back_plan`);
    // a model that runs into an enemy model goes to where it touches it, and dies there (L976).
    let plan = crate::battle::aftermath::retreat_move::fall_back_plan(
        ctx.state(),
        unit,
        enemy,
        dist,
        retreat,
    );
    if plan.is_empty() {
        return false;
    }
    let killed: Vec<String> = plan
        .iter()
        .filter(|p| p.killed_by.is_some())
        .map(|p| p.model.clone())
        .collect();
    let moves: Vec<ModelMove> = plan
        .iter()
        .filter_map(|p| p.model_move(ctx.state()))
        .collect();
    offer(
        ctx,
        side,
        unit,
        &moves,
        MoveKind::FallBack {
            enemy: enemy.to_string(),
            fought: vec![enemy.to_string()],
            retreat,
            killed,
            chain: None,
        },
    )
}

/// `pursuer` pursues `fleeing` `dist` cm (dice settled, L984): when some enemy unit other than
/// the fleeing one could charge it on its way, the pursuit waits (true).
pub fn offer_on_pursuit(ctx: &mut Ctx, pursuer: &str, fleeing: &str, dist: f64) -> bool {
    let Some(side) = mover_side(ctx, pursuer) else {
        return false;
    };
    // Each pursuer's way as the pursuit walks it on the table (`pursuers::plan`).
    let plan = crate::battle::aftermath::pursuers::plan(ctx.state(), pursuer, fleeing, dist);
    let moves: Vec<ModelMove> = plan
        .iter()
        .filter_map(|p| {
            let m = ctx.state().model(&p.model)?;
            let (x, y) = p.path.last().copied().unwrap_or((m.x, m.y));
            let waypoints = p.path.len().saturating_sub(1);
            Some(ModelMove {
                model: p.model.clone(),
                x,
                y,
                facing_deg: Some(p.facing_deg),
                path: p.path[..waypoints].iter().map(|&(x, y)| [x, y]).collect(),
            })
        })
        .collect();
    if moves.is_empty() {
        return false;
    }
    offer(
        ctx,
        side,
        pursuer,
        &moves,
        MoveKind::Pursuit {
            fleeing: fleeing.to_string(),
            caught: plan.iter().filter_map(|p| p.caught.clone()).collect(),
        },
    )
}

/// The winner's melee move `moves` of `unit` (L994-996), declared by its player: when some
/// enemy unit could charge it on its way, the move waits (true).
pub fn offer_on_melee_move(ctx: &mut Ctx, unit: &str, moves: &[ModelMove]) -> bool {
    if moves.is_empty() {
        return false;
    }
    let Some(side) = mover_side(ctx, unit) else {
        return false;
    };
    offer(ctx, side, unit, moves, MoveKind::MeleeMove)
}

/// A loser of a multiple combat whose fall back waits for an opportunity charge: the losers
/// still to test wait with it (true), and go on once the move is over (`go_on`).
pub fn holds_chain(ctx: &mut Ctx, end: &ChainEnd) -> bool {
    let Some(mut pending) = ctx.state().pending_move().clone() else {
        return false;
    };
    let MoveKind::FallBack { chain, fought, .. } = &mut pending.kind else {
        return false;
    };
    if pending.caught || pending.charger.is_some() {
        return false;
    }
    let mut end = end.clone();
    if let Some(l) = end.losers.first() {
        fought.extend(l.enemies.iter().cloned());
    }
    end.paused = true;
    *chain = Some(end);
    if charge::possible_chargers(ctx.state(), &pending).is_empty() {
        // Every unit that could charge fought it in the multiple combat: the move is made.
        whole_way(ctx, &pending);
        return false;
    }
    ctx.emit(Event::PendingMoveSet {
        pending: Some(pending),
    });
    true
}

/// The mover makes its whole move (no opportunity charge, or one that fell short).
pub fn whole_way(ctx: &mut Ctx, pending: &PendingMove) {
    if matches!(pending.kind, MoveKind::Order | MoveKind::MeleeMove) {
        charge::move_whole_way(ctx, pending);
        return;
    }
    ctx.emit(Event::PendingMoveSet { pending: None });
    let planned_ends = |ctx: &mut Ctx, skip: &[String]| {
        for mv in &pending.moves {
            if !skip.contains(&mv.model) {
                crate::battle::moves::placing::put_model(ctx, mv);
            }
        }
    };
    match &pending.kind {
        // The charge move comes after its roll (L618).
        MoveKind::Order | MoveKind::MeleeMove | MoveKind::Charge { .. } => {}
        MoveKind::Flight { .. } => {
            planned_ends(ctx, &[]);
            crate::battle::aftermath::retreat_move::end_markers(ctx, &pending.unit, false);
        }
        MoveKind::FallBack {
            killed, retreat, ..
        } => {
            planned_ends(ctx, killed);
            remove_killed(ctx, pending, killed);
            crate::battle::aftermath::retreat_move::end_markers(ctx, &pending.unit, *retreat);
        }
        MoveKind::Pursuit { fleeing, caught } => {
            planned_ends(ctx, &[]);
            remove_caught(ctx, fleeing, caught);
        }
    }
}

/// The retreating models the pursuers reached are removed (L986).
fn remove_caught(ctx: &mut Ctx, fleeing: &str, caught: &[String]) {
    let still: Vec<String> = caught
        .iter()
        .filter(|id| ctx.state().model(id).is_some())
        .cloned()
        .collect();
    crate::battle::turn::end::remove_as_casualties(
        ctx,
        fleeing,
        still,
        crate::battle::model::reasons::CasualtyCause::CaughtByPursuer,
    );
}

fn remove_killed(ctx: &mut Ctx, pending: &PendingMove, killed: &[String]) {
    let still: Vec<String> = killed
        .iter()
        .filter(|id| ctx.state().model(id).is_some())
        .cloned()
        .collect();
    crate::battle::turn::end::remove_as_casualties(
        ctx,
        &pending.unit,
        still,
        crate::battle::model::reasons::CasualtyCause::RanIntoEnemies,
    );
}

/// The mover was caught at `share` of its way and stopped there: a flight or a fall back ends
/// there, with its markers (a model that ran into an enemy only dies at the end of its way).
pub fn stopped(ctx: &mut Ctx, pending: &PendingMove, share: f64) {
    match &pending.kind {
        MoveKind::Order | MoveKind::MeleeMove | MoveKind::Charge { .. } => {}
        MoveKind::Flight { .. } => {
            crate::battle::aftermath::retreat_move::end_markers(ctx, &pending.unit, false)
        }
        MoveKind::FallBack {
            killed, retreat, ..
        } => {
            if share >= 1.0 {
                remove_killed(ctx, pending, killed);
            }
            crate::battle::aftermath::retreat_move::end_markers(ctx, &pending.unit, *retreat);
        }
        // A pursuer catches a retreating model only at the end of its way (L986).
        MoveKind::Pursuit { fleeing, caught } => {
            if share >= 1.0 {
                remove_caught(ctx, fleeing, caught);
            }
        }
    }
}

/// A fight follows the catch: a caught charger's own charge is over (L626); a flight or a
/// multiple combat's fall back keeps what follows it waiting for the end of the fight
/// (`resume`).
pub fn fight_follows(ctx: &mut Ctx, pending: &PendingMove) {
    let waits = match &pending.kind {
        MoveKind::Order | MoveKind::MeleeMove | MoveKind::Pursuit { .. } => false,
        MoveKind::Charge { .. } => {
            ctx.emit(Event::ChargeCleared);
            false
        }
        MoveKind::Flight { .. } => true,
        MoveKind::FallBack { chain, .. } => chain.is_some(),
    };
    if waits {
        let mut p = pending.clone();
        p.caught = true;
        ctx.emit(Event::PendingMoveSet { pending: Some(p) });
    }
}

/// The move is over without a fight: the turn machine goes on with what it was part of
/// (`turn::move_over`).
pub fn move_over(ctx: &mut Ctx, pending: &PendingMove) {
    ctx.go_on(GoOn::MoveOver {
        pending: Box::new(pending.clone()),
    });
}

/// Hook of `flow::next_action`: a declared move waiting for the enemy's answer is asked again
/// (a fall back declared in the middle of a fight's result); returns true while it waits.
pub fn holds(ctx: &mut Ctx) -> bool {
    let Some(p) = ctx.state().pending_move().clone() else {
        return false;
    };
    if p.caught {
        return false;
    }
    if p.charger.is_none() && ctx.state().roll().is_none() {
        let awaiting = Awaiting::OpportunityCharge {
            side: other(p.side),
        };
        if ctx.state().awaiting() != awaiting {
            ctx.awaits(awaiting);
        }
    }
    true
}

/// Hook of `flow::next_action`, after the steps of the melee: once the fight against a caught
/// flight or multiple-combat fall back is over, what followed the move goes on (true).
pub fn resume(ctx: &mut Ctx) -> bool {
    let Some(p) = ctx.state().pending_move().clone() else {
        return false;
    };
    let s = ctx.state();
    if !p.caught || s.fight().is_some() || s.combat().is_some() || s.roll().is_some() {
        return false;
    }
    ctx.emit(Event::PendingMoveSet { pending: None });
    move_over(ctx, &p);
    true
}

/// Whether a declared move waits for the enemy's answer or its opportunity charge's roll.
pub fn waits(state: &crate::battle::model::state::BattleState) -> bool {
    state.pending_move().as_ref().is_some_and(|p| !p.caught)
}
