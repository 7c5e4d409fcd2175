//! Reaction orders and the used marker (*órdenes de reacción*, L836-844, R-REACT-1): who may
//! react, and when a reactive unit that reacted takes its used marker.
//!
//! - L838: "Las órdenes de reacción pueden ser usadas tanto por la unidad activa como por las
//!   unidades reactivas que no tengan un marcador de unidad usada." The active units (the pair's
//!   and those a Lead order activated, L828) may react as their orders allow; a reactive unit
//!   only without a used marker, so once per pair ([`BattleState::may_react`]).
//! - L842: "Una unidad reactiva que realice una de estas órdenes recibe un marcador de unidad
//!   usada al finalizar la acción." Each reaction is marked where its own action ends
//!   ([`ended`]): a flight at the end of its move (`aftermath::retreat_move::end_markers`),
//!   stand and shoot once its shot is applied, a fight back (or a duel's answer, L791) once
//!   its fight is applied (a multiple combat's once the whole group's result is taken, L715),
//!   an opportunity charge once its fight is applied or, when it catches nobody, once the
//!   charger has moved.
//! - Two exceptions the book makes for used units: a unit that is the target of a Fight order
//!   fights back (L602, L844), and skirmishers may flee (L886).
//!
//! [`BattleState::may_react`]: crate::battle::model::state::BattleState::may_react

use crate::battle::engine::ctx::Ctx;
use crate::battle::model::event::Event;

/// Notes that `unit` made a reaction order: a reactive unit (not an active one, L838) takes its
/// used marker when that reaction ends (L842).
pub fn reacted(ctx: &mut Ctx, unit: &str) {
    if !ctx.state().is_active(unit) {
        ctx.emit(Event::Reacted {
            unit: unit.to_string(),
        });
    }
}

/// The reactions of `units` are over: each of them that reacted in this pair and has no used
/// marker yet takes it now (L842).
pub fn ended(ctx: &mut Ctx, units: &[&str]) {
    for unit in units {
        let reacting = ctx
            .state()
            .pair()
            .as_ref()
            .is_some_and(|p| p.has_reacted(unit));
        let unmarked = ctx
            .state()
            .unit(unit)
            .is_some_and(|u| !u.removed && !u.markers.used);
        if reacting && unmarked {
            ctx.emit(Event::ReactionEnded {
                unit: unit.to_string(),
            });
        }
    }
}

/// Every reaction of the pair is over (the battle goes back to the pair's orders): any reactive
/// unit that reacted and is still unmarked takes its used marker (L842).
pub fn all_ended(ctx: &mut Ctx) {
    let reacted = ctx
        .state()
        .pair()
        .as_ref()
        .map(|p| p.reacted.clone())
        .unwrap_or_default();
    let units: Vec<&str> = reacted.iter().map(String::as_str).collect();
    ended(ctx, &units);
}
