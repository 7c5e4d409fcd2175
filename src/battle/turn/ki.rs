//! Ki (L285, L1047-1057, R-TURN-2): an order roll of 6+ activates the unit's ki for the rest of
//! the turn (L1051), and so does a led unit's roll (L832). A troop with several ki abilities
//! (the abilities without the HP mark in its faction profile, L1053) chooses one of them and
//! says which to its opponent (L1055): the battle waits for that choice
//! ([`Awaiting::KiAbility`]). With a single ki ability there is nothing to choose.

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Decision, Ki, Rejection, Turn, no};
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::UnitState;

/// The ids of the unit's ki abilities, in the faction profile's order (army lists only).
pub fn ki_abilities(state: &BattleState, u: &UnitState) -> Vec<String> {
    let Some(faction) = state.sides()[u.side.index()].faction.as_ref() else {
        return Vec::new();
    };
    let Some(p) = u
        .acting_profile()
        .army_profile
        .as_ref()
        .and_then(|id| faction.profile(id))
    else {
        return Vec::new();
    };
    p.abilities
        .iter()
        .filter(|id| {
            faction
                .ability(id)
                .is_some_and(|a| a.kind == crate::army::AbilityKind::Ki)
        })
        .cloned()
        .collect()
}

/// The ki ability in use: the one chosen, else the only (or first) one. `None` without ki.
pub fn ability_in_use(state: &BattleState, u: &UnitState) -> Option<String> {
    if !u.markers.ki_active {
        return None;
    }
    u.markers
        .ki_ability
        .clone()
        .or_else(|| ki_abilities(state, u).into_iter().next())
}

/// The active or led unit of `side` that still has to choose its ki ability.
pub fn pending(state: &BattleState, side: Side) -> Option<String> {
    state
        .active_units(side)
        .iter()
        .filter_map(|id| state.unit(id))
        .find(|u| {
            !u.removed
                && u.markers.ki_active
                && u.markers.ki_ability.is_none()
                && ki_abilities(state, u).len() > 1
        })
        .map(|u| u.id.clone())
}

/// Asks for the next ki choice (the active side's first), or goes on with the pair.
pub fn next_choice(ctx: &mut Ctx) {
    let first = ctx
        .state()
        .pair()
        .as_ref()
        .map_or(Side::FIRST, |p| p.active_side);
    for side in [first, other(first)] {
        if pending(ctx.state(), side).is_some() {
            ctx.awaits(Awaiting::KiAbility { side });
            return;
        }
    }
    ctx.go_on(GoOn::StepDone);
}

/// After an order that may have activated ki (Lead, L832): the other side acts next when it
/// can (L283), once the ki choices are made.
pub fn after_order(ctx: &mut Ctx, side: Side) {
    if let Some(pair) = &ctx.state().pair()
        && pair.can_act(other(side))
    {
        ctx.emit(Event::NextToAct { side: other(side) });
    }
    next_choice(ctx);
}

/// Checks a ki choice: the battle waits for it, the unit is the one choosing, the ability is
/// one of its ki abilities.
pub fn check_choose(
    state: &BattleState,
    side: Side,
    unit: &str,
    ability: &str,
) -> Result<(), Rejection> {
    if state.awaiting() != (Awaiting::KiAbility { side }) {
        return no(Turn::not_awaited(Decision::KiAbility, &state.awaiting()));
    }
    if pending(state, side).as_deref() != Some(unit) {
        return no(Ki::NothingToChoose {
            unit: unit.to_string(),
        });
    }
    let Some(u) = state.unit(unit) else {
        return no(Ki::NoUnit {
            unit: unit.to_string(),
        });
    };
    if !ki_abilities(state, u).iter().any(|a| a == ability) {
        return no(Ki::NotAbility {
            ability: ability.to_string(),
            unit: unit.to_string(),
        });
    }
    Ok(())
}

/// The chosen ability is written on the unit for the rest of the turn; then the next choice.
pub fn execute_choose(ctx: &mut Ctx, unit: &str, ability: &str) {
    if let Some(u) = ctx.state().unit(unit) {
        let mut m = u.markers.clone();
        m.ki_ability = Some(ability.to_string());
        ctx.emit(Event::MarkersSet {
            unit: unit.to_string(),
            markers: m,
        });
    }
    next_choice(ctx);
}
