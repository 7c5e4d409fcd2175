//! A charge after its declaration (R-CHG-1, L602-630): the target's flight (L864-877), the
//! charge roll (offered to the gods, R-DECK-4), the chargers' move into contact or MOV toward the
//! target (`charge_ends`), and the fight it declares; and what the battle does once any fight
//! or shot is over ([`continue_after`]).

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::engine::measure;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::AfterCombat;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::event::Event;
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::{PendingRoll, RollKind, RolledDie};

/// What the battle does once a fight or shot is over.
pub fn continue_after(ctx: &mut Ctx, then: AfterCombat) {
    match then {
        AfterCombat::Order { side } => ctx.go_on(GoOn::OrderDone { side }),
        AfterCombat::NextAction => ctx.go_on(GoOn::StepDone),
        AfterCombat::Charge {
            success,
            reach_cm,
            stands_done,
        } => charge_goes_on(ctx, success, reach_cm, stands_done),
    }
}

/// The charged units still on the table (a flight may have taken one off it).
fn on_table(state: &crate::battle::model::state::BattleState, units: &[String]) -> Vec<String> {
    units
        .iter()
        .filter(|u| state.models_of(u).next().is_some())
        .cloned()
        .collect()
}

/// The charge move roll settled (R-CHG-1, L610-630): success moves the chargers into contact
/// and declares the fight; failure moves them MOV toward the target. Charging several units
/// (L616, R-CHG-2), the charge succeeds when one of them is in reach.
pub fn settle_charge(ctx: &mut Ctx, roll: &PendingRoll) {
    let RollKind::ChargeMove { charger, .. } = &roll.kind else {
        return;
    };
    let Some(charge) = ctx.state().charge().clone() else {
        return;
    };
    let Some(c) = ctx.state().unit(charger).cloned() else {
        return;
    };
    let mov = c.acting_profile().mov_cm;
    let base = if charge.powered { 2.0 * mov } else { mov };
    let reach = base + f64::from(roll.dice[0].total() as i16);
    let distance = measure::charge_gap(ctx.state(), charger, &charge.charged());
    let success = distance <= reach;
    ctx.emit(Event::ChargeResolved {
        reach_cm: reach,
        distance_cm: distance,
        success,
    });
    continue_after(
        ctx,
        AfterCombat::Charge {
            success,
            reach_cm: reach,
            stands_done: 0,
        },
    );
}

/// The charge after its roll: first each charged unit that stood and shoots, in turn (R-POOL-3,
/// a powered one with +1D6, L472, L766); then the chargers move (into contact when it
/// `success`ed) and the fight is declared, or the order ends.
fn charge_goes_on(ctx: &mut Ctx, success: bool, reach: f64, stands_done: u8) {
    let Some(charge) = ctx.state().charge().clone() else {
        return;
    };
    let charger = &charge.charger;
    let Some(c) = ctx.state().unit(charger).cloned() else {
        return;
    };
    let stood = charge.stood();
    if let Some((shooter, powered)) = stood.get(usize::from(stands_done)) {
        let then = AfterCombat::Charge {
            success,
            reach_cm: reach,
            stands_done: stands_done + 1,
        };
        crate::battle::combat::shot::resolve_shot(
            ctx,
            shooter,
            charger,
            *powered,
            Some(success),
            then,
        );
        return;
    }
    if c.removed {
        ctx.emit(Event::ChargeCleared);
        ctx.go_on(GoOn::OrderDone { side: c.side });
        return;
    }
    let charged = on_table(ctx.state(), &charge.charged());
    // The stand and shoot's casualties came from the ranks nearest the shooters (L864,
    // R-CAS-3): the charge is measured again with the same roll, and fails when no charging
    // model reaches now ("esto puede hacer que la carga resulte una carga fallida").
    let success = if success && !stood.is_empty() {
        let distance = measure::charge_gap(ctx.state(), charger, &charged);
        let reaches = distance <= reach;
        if !reaches {
            ctx.emit(Event::ChargeResolved {
                reach_cm: reach,
                distance_cm: distance,
                success: false,
            });
        }
        reaches
    } else {
        success
    };
    let mov = c.acting_profile().mov_cm;
    let travel = if success { reach } else { mov };
    crate::battle::combat::charge_ends::move_charger_on(ctx, charger, &charged, travel, success);
    ctx.emit(Event::ChargeCleared);
    // The fight is declared on the first charged unit the chargers touch; the others touched
    // join it as a multiple combat (L616).
    let touched: Vec<String> = charged
        .iter()
        .filter(|t| {
            !crate::battle::combat::inputs::engaged_models(ctx.state(), charger, t).is_empty()
        })
        .cloned()
        .collect();
    let Some(target) = touched.first().filter(|_| success) else {
        // Failed, or every charger stopped short (blocked): no fight.
        ctx.go_on(GoOn::OrderDone { side: c.side });
        return;
    };
    let fight = FightDeclared {
        attacker: charger.clone(),
        defender: target.clone(),
        powered: charge.powered,
        after_charge: true,
        duel: false,
        also_charged: touched[1..].to_vec(),
        groups: Default::default(),
    };
    ctx.emit(Event::FightDeclared { fight });
    let def_side = ctx.state().unit(target).map_or(other(c.side), |u| u.side);
    ctx.awaits(Awaiting::FightBack { side: def_side });
}

/// Flight from a charge (L870-878): 2D6 cm away from the charger, round impassable terrain,
/// back to it (`retreat_move::flight_plan`).
/// The charge roll follows once the flight dice are settled (`flee_rolled`).
pub fn flee(ctx: &mut Ctx, unit: &str, charger: &str) {
    let owner = ctx.state().unit(unit).map_or(Side::FIRST, |u| u.side);
    let dice = ctx.roll_dice(owner, 2);
    ctx.go_on(GoOn::Roll {
        kind: RollKind::Flee {
            unit: unit.to_string(),
            charger: charger.to_string(),
        },
        dice,
    });
}

/// The flight with its dice settled (offerings included), then the charge roll (L610).
pub fn flee_rolled(ctx: &mut Ctx, unit: &str, charger: &str, dice: &[RolledDie]) {
    let dist: f64 = dice.iter().map(|d| f64::from(d.total())).sum();
    ctx.emit(Event::MoveRolled {
        unit: unit.to_string(),
        dice: dice.iter().map(|d| d.value).collect(),
        max_cm: dist,
    });
    if crate::battle::opportunity::kinds::offer_on_flight(ctx, unit, charger, dist) {
        return;
    }
    crate::battle::aftermath::retreat_move::flight_move(ctx, unit, charger, dist);
    crate::battle::aftermath::retreat_move::end_markers(ctx, unit, false);
    charge_after_flight(ctx);
}

/// The charge roll after the flight (L610, L876), or the next charged unit's reaction.
pub fn charge_after_flight(ctx: &mut Ctx) {
    after_reaction(ctx);
}

/// A charged unit's reaction is over: the next charged unit (R-CHG-2) is asked, or the charge
/// roll follows (L610). A charge whose charger, or every charged unit, is gone (an opportunity
/// charge caught a fleeing unit, L852) ends without it.
pub fn after_reaction(ctx: &mut Ctx) {
    let Some(charge) = ctx.state().charge().clone() else {
        return;
    };
    let side = ctx
        .state()
        .unit(&charge.charger)
        .map_or(Side::FIRST, |u| u.side);
    let charger_on = ctx.state().models_of(&charge.charger).next().is_some();
    if charger_on && let Some(next) = charge.asked() {
        if ctx.state().models_of(&next).next().is_some() {
            ctx.awaits(Awaiting::ChargeReaction { side: other(side) });
        } else {
            // Gone from the table before its turn to answer: nothing to react with.
            ctx.emit(Event::ChargeReacted {
                unit: next,
                reaction: crate::battle::model::command::ChargeReaction::Receive,
                powered: false,
            });
            after_reaction(ctx);
        }
        return;
    }
    if charger_on && !on_table(ctx.state(), &charge.charged()).is_empty() {
        roll_charge(ctx, &charge.charger, &charge.target, side);
    } else {
        ctx.emit(Event::ChargeCleared);
        ctx.go_on(GoOn::OrderDone { side });
    }
}

/// Opens the charge move roll to offerings.
pub fn roll_charge(ctx: &mut Ctx, charger: &str, target: &str, side: Side) {
    let value = ctx.dice.d6();
    ctx.go_on(GoOn::OpenRoll {
        kind: RollKind::ChargeMove {
            charger: charger.to_string(),
            target: target.to_string(),
        },
        dice: vec![crate::battle::model::state::RolledDie {
            owner: side,
            value,
            bonus: 0,
        }],
    });
}
