//! The general's orders: which unit to activate (L272) and which order to give it (L283-289),
//! each candidate weighed in worth. Combat orders by their exact prospects; moves by where the
//! unit stands after them (objectives, the fights it could start, the charges it could
//! suffer); the rest by short rules. Besides the engine's listed commands it weighs moves of
//! its own: toward each objective, toward each enemy unit, into the enemy's deployment zone
//! when a mission wants a model there, and away from the enemy.

use crate::battle::engine::check::check;
use crate::battle::engine::measure;
use crate::battle::model::command::{Command, ModelMove, Order};
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::BattleState;
use crate::battle::policy::auto_moves;
use crate::battle::policy::general::contest;
use crate::battle::policy::general::prospect::{self, Prospect};
use crate::battle::policy::general::reasons::{Term, Weighed};
use crate::battle::policy::general::reckoner::{Reckoner, held_weight};
use crate::battle::policy::general::worth::{self, model_worth};

/// What a second order spent on powering costs (it could have moved or fought instead).
const POWER_COST: f64 = 0.6;

/// A lone leader joining a unit: safer, and the unit fights better (L537-543).
const JOIN_WORTH: f64 = 2.0;

/// The Lead order's worth: two more units act this pair (L819-823).
const LEAD_WORTH: f64 = 1.5;

/// Every order candidate the general weighs for its active units now: the engine's listed
/// ones and its own moves, each checked by the engine.
pub fn order_candidates(state: &BattleState, side: Side, legal: &[Command]) -> Vec<Command> {
    let mut out: Vec<Command> = legal.iter().filter(|c| c.side() == side).cloned().collect();
    for unit in state.active_units(side) {
        for mv in own_moves(state, side, &unit) {
            let c = move_order(side, &unit, mv);
            if !out.contains(&c) && check(state, &c).is_ok() {
                out.push(c);
            }
        }
    }
    out
}

/// `unit`'s move ordered plainly (not powered, its leader staying).
pub(super) fn move_order(side: Side, unit: &str, moves: Vec<ModelMove>) -> Command {
    Command::Order {
        side,
        unit: unit.to_string(),
        order: Order::Move {
            moves,
            powered: false,
            leader: None,
        },
    }
}

/// The moves of its own the general weighs for `unit`: toward each objective, toward each
/// enemy unit, into the enemy's deployment zone when a mission wants a model there, and away
/// from the enemy. Not yet checked by the engine.
pub(super) fn own_moves(state: &BattleState, side: Side, unit: &str) -> Vec<Vec<ModelMove>> {
    let mut moves = Vec::new();
    for o in worth::objectives_for(state, side) {
        moves.extend(auto_moves::toward(state, unit, o.at, o.radius * 0.5));
    }
    for e in state.units_of(other(side)) {
        if let Some(m) = state.models_of(&e.id).find(|m| m.deployed) {
            moves.extend(auto_moves::toward(state, unit, (m.x, m.y), 0.0));
        }
    }
    if worth::invasion_vp(state, side) > 0.0 {
        // Straight in; and, when its own mission wants it there, in at points along the
        // zone's edge either way too, round enemies standing in the straight way.
        let offsets: &[(f64, f64)] = if worth::own_invasion_vp(state, side) > 0.0 {
            &ENTRY_OFFSETS
        } else {
            &ENTRY_OFFSETS[..1]
        };
        let mut entries: Vec<(f64, f64)> = Vec::new();
        for &offset in offsets {
            if let Some(into) = zone_entry(state, unit, other(side), offset)
                && !entries
                    .iter()
                    .any(|e| (e.0 - into.0).hypot(e.1 - into.1) < 5.0)
            {
                entries.push(into);
                moves.extend(auto_moves::toward(state, unit, into, 0.0));
            }
        }
    }
    moves.extend(auto_moves::away(state, unit));
    moves
}

/// Where `unit` heads to stand inside `zone_side`'s deployment zone: a point well inside it
/// (a base's width), straight in from the zone's edge nearest its first model moved by
/// `offset`.
fn zone_entry(
    state: &BattleState,
    unit: &str,
    zone_side: Side,
    offset: (f64, f64),
) -> Option<(f64, f64)> {
    let m = state.models_of(unit).find(|m| m.deployed)?;
    let zone = measure::deployment_zone(state, zone_side);
    crate::table::plane::point_within((m.x + offset.0, m.y + offset.1), &zone, ZONE_DEPTH_CM)
}

/// Where a unit looks for its way into the enemy's zone, from its first model (cm): straight
/// in, then from points beside it either way along each axis.
const ENTRY_OFFSETS: [(f64, f64); 5] = [
    (0.0, 0.0),
    (25.0, 0.0),
    (-25.0, 0.0),
    (0.0, 25.0),
    (0.0, -25.0),
];

/// How deep inside a deployment zone a unit heads, so a whole base stands in it.
const ZONE_DEPTH_CM: f64 = 6.0;

/// An order's worth for the unit giving it, with the terms behind it. `None` for commands
/// that are not orders.
pub fn weigh_order(r: &mut Reckoner, c: &Command) -> Option<Weighed> {
    let (unit, order) = match c {
        Command::Order { unit, order, .. } => (unit.clone(), order.clone()),
        Command::Hold { .. } => {
            return Some(Weighed {
                command: c.clone(),
                worth: 0.0,
                terms: Vec::new(),
            });
        }
        _ => return None,
    };
    let state = r.state;
    let u = state.unit(&unit)?.clone();
    let with = |worth: f64, terms: Vec<Term>| {
        Some(Weighed {
            command: c.clone(),
            worth,
            terms,
        })
    };
    let combat = |r: &mut Reckoner, p: Option<Prospect>, target: &str, powered: bool| {
        let p = p?;
        let blow = match &order {
            Order::Charge { .. } => contest::Blow::Charge,
            Order::Shoot { .. } => contest::Blow::Shot,
            _ => contest::Blow::Fight,
        };
        // What it changes at the objectives, in points, worth as much as holding them is now.
        let held = contest::swing(state, r.objectives(u.side), &unit, target, &p, blow);
        let held_worth = held * worth::VP_WORTH * held_weight(state);
        // A charge holds the unit where other enemies may join the melee at its flank or rear,
        // and holds the side's invader short of the enemy's zone.
        let (joined, zone) = match &order {
            Order::Charge { .. } => (
                p.reach * p.still_engaged() * r.charge_exposure(&u, target, powered),
                -r.invasion_forgone(&u),
            ),
            _ => (0.0, 0.0),
        };
        let w = r.worth_of(&p, &unit, target) + held_worth + joined + zone
            - if powered { POWER_COST } else { 0.0 };
        let mut terms = vec![Term::Prospect { prospect: p }];
        if held.abs() >= 0.05 {
            terms.push(Term::Objectives { vp: held });
        }
        if joined <= -0.05 {
            terms.push(Term::Joined { worth: joined });
        }
        if zone <= -0.05 {
            terms.push(Term::ZoneGivenUp { worth: zone });
        }
        Some(Weighed {
            command: c.clone(),
            worth: w,
            terms,
        })
    };
    match &order {
        Order::Fight { target, powered } => combat(
            r,
            prospect::fight(state, &unit, target, *powered),
            target,
            *powered,
        ),
        Order::Charge {
            target, powered, ..
        } => combat(
            r,
            prospect::charge(state, &unit, target, *powered),
            target,
            *powered,
        ),
        Order::Shoot { target, powered } => combat(
            r,
            prospect::shot(state, &unit, target, *powered),
            target,
            *powered,
        ),
        // A duel may be refused (L801); the general weighs it as accepted.
        Order::Duel { target, powered } => combat(
            r,
            prospect::duel(state, &unit, target, *powered),
            target,
            *powered,
        ),
        Order::Move {
            moves,
            leader,
            powered,
        } => {
            let before = r.standing(state, &u);
            let after = r.standing_after(&u, moves);
            // A lone leader joining a unit is safer in it; a leader leaving his unit leaves
            // it weaker and himself alone (L545).
            let join = match leader {
                Some(crate::battle::model::command::LeaderChange::Join { .. }) => JOIN_WORTH,
                Some(crate::battle::model::command::LeaderChange::Leave { .. }) => -JOIN_WORTH,
                None => 0.0,
            };
            let power = if *powered { POWER_COST } else { 0.0 };
            // The enemy's opportunity charges on its way (L848).
            let risk = r.exposure(&unit, moves, &[]);
            let mut terms = vec![Term::Standing { before, after }];
            terms.extend(risk.term());
            with(after - before + join - power + risk.worth, terms)
        }
        Order::Disengage { moves, .. } => {
            // Staying means being fought by the enemy it is engaged with.
            let stay = measure::melee_enemies(state, &unit)
                .iter()
                .filter_map(|e| r.threat(e, &unit).map(|p| r.worth_of(&p, &unit, e)))
                .fold(0.0f64, f64::min);
            let wounds = crate::battle::combat::side_result::disengage_losses(state, &unit)
                .map_or(0.0, |(_, after, _)| after.casualties as f64)
                * model_worth(&u.profile);
            let before = r.standing(state, &u);
            let after = r.standing_after(&u, moves);
            // The enemy's opportunity charges on its way, but for those it disengages from
            // (L574).
            let risk = r.exposure(&unit, moves, &measure::melee_enemies(state, &unit));
            let mut terms = vec![Term::Standing { before, after }];
            terms.extend(risk.term());
            with(
                -stay - wounds * r.temperament.loss_weight() + (after - before) * 0.5 + risk.worth,
                terms,
            )
        }
        Order::Reload { powered } => {
            let w = if u.markers.unloaded > 0 { 1.0 } else { 0.05 };
            with(w - if *powered { POWER_COST } else { 0.0 }, Vec::new())
        }
        Order::Parapet => {
            let shooters = state
                .units_of(other(u.side))
                .filter(|e| e.can_shoot())
                .any(|e| measure::unit_distance(state, &e.id, &unit) <= 60.0);
            with(if shooters { 0.4 } else { 0.05 }, Vec::new())
        }
        Order::Lead { .. } => with(LEAD_WORTH, Vec::new()),
    }
}

/// A unit's promise if activated now, as its activation weighed: its best combat prospect
/// against any enemy (a fight when engaged, a charge it may reach, a shot), one more when it is
/// engaged (it will be fought anyway), and how badly it stands. The general activates the unit
/// with the most to gain first. `None` for a unit the battle does not have.
pub fn activation_worth(r: &mut Reckoner, unit: &str) -> Option<Weighed> {
    let state = r.state;
    let u = state.unit(unit)?.clone();
    let engaged = measure::melee_enemies(state, unit);
    let mut prospects: Vec<(&str, Prospect)> = Vec::new();
    if !engaged.is_empty() {
        for e in &engaged {
            prospects.extend(prospect::fight(state, unit, e, false).map(|p| (e.as_str(), p)));
        }
    } else {
        let shoots = u.can_shoot() && u.markers.unloaded == 0;
        for e in state.units_of(other(u.side)) {
            let charge = prospect::charge(state, unit, &e.id, false).filter(|p| p.reach > 0.0);
            prospects.extend(charge.map(|p| (e.id.as_str(), p)));
            if shoots {
                prospects
                    .extend(prospect::shot(state, unit, &e.id, false).map(|p| (e.id.as_str(), p)));
            }
        }
    }
    let best = prospects
        .into_iter()
        .map(|(e, p)| (r.worth_of(&p, unit, e), p))
        .fold(None, |best: Option<(f64, Prospect)>, (w, p)| match best {
            Some(b) if b.0 >= w => Some(b),
            _ => Some((w, p)),
        });
    let standing = r.standing(state, &u);
    let urgency = if engaged.is_empty() { 0.0 } else { 1.0 };
    // Nothing to strike: a unit in danger moves first, out of it or to an objective.
    let (worth, terms) = match best {
        Some((w, p)) => (
            w.max(0.0) + urgency - 0.1 * standing.min(0.0),
            vec![Term::Prospect { prospect: p }],
        ),
        None => (
            -0.1 * standing.min(0.0),
            vec![Term::Standing {
                before: standing,
                after: standing,
            }],
        ),
    };
    Some(Weighed {
        command: Command::Activate {
            side: u.side,
            unit: unit.to_string(),
        },
        worth,
        terms,
    })
}
