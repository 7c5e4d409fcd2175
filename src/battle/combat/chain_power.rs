//! Orders in the combats of a multiple combat after the first (L703-707, L462-466). This
//! project's reading (R-MULTI-1):
//!
//! - The whole chain is the one Fight order that was declared (L711: "se resuelven en cadena
//!   todos los combates del grupo"), as a charge's fight is included in the charge (L646): the
//!   declaring side spends nothing more for the later combats. Its active unit (the pair's, or
//!   a unit activated by a Lead order, L828) may power a later combat it fights in by spending
//!   one more order (L703: "gastando una orden de activación extra"); `ChooseCombat` with
//!   `"powered": true`. Its other units fight unpowered: they take no order of their own.
//! - The enemy unit of each combat reacts as in any fight (L464-466, L656): the first time it
//!   fights in the chain its side spends an order if it has one, else it fights with the L675
//!   penalty (-1D6); a unit that already spent its reaction in this chain (the declared fight's
//!   target, say) spends none again and has no penalty. Either way it may power the combat
//!   with one more order (L707: "La unidad que reacciona a este combate también puede potenciar
//!   el combate si le es posible"): the battle then waits for `fight_back` as after any Fight
//!   order; when its side cannot power, nothing is asked.

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::AfterCombat;
use crate::battle::model::combat::ChainCombat;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Melee, Rejection, no};
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::BattleState;

/// The chain under way, if any.
fn chain(state: &BattleState) -> Option<&crate::battle::model::combat::Chain> {
    state.aftermath().as_ref().and_then(|a| a.chain.as_ref())
}

fn orders(state: &BattleState, side: Side) -> u32 {
    state.pair().as_ref().map_or(0, |p| p.orders[side.index()])
}

/// Whether `defender` already spent its reaction order in the chain under way.
fn reacted_in_chain(state: &BattleState, defender: &str) -> bool {
    chain(state).is_some_and(|c| c.reacted.iter().any(|u| u == defender))
}

/// Checks that `side` may power the later combat of `attacker` (L703, L462-464).
pub fn check_power(state: &BattleState, side: Side, attacker: &str) -> Result<(), Rejection> {
    if !state.is_active(attacker) {
        return no(Melee::NotActiveToPower {
            attacker: attacker.to_string(),
        });
    }
    if orders(state, side) < 1 {
        return no(Melee::ChainPowerNeedsOrder);
    }
    Ok(())
}

/// Orders a fight's reacting `defender` of `side` needs to power it: two, or one when it
/// already spent its reaction in the chain under way (L703-707).
pub fn orders_to_power(state: &BattleState, defender: &str) -> u32 {
    if reacted_in_chain(state, defender) {
        1
    } else {
        2
    }
}

/// What the reacting side of a fight spends (L464-466, L703-707): whether it counts as having
/// spent an order (no L675 penalty), and how many orders go now.
pub fn reaction(state: &BattleState, side: Side, defender: &str, powered: bool) -> (bool, u32) {
    let have = orders(state, side);
    if reacted_in_chain(state, defender) {
        (true, u32::from(powered))
    } else if have > 0 {
        (true, 1 + u32::from(powered))
    } else {
        (false, 0)
    }
}

/// Notes in the chain under way that `defender` spent its reaction order.
pub fn note_reaction(ctx: &mut Ctx, defender: &str, spent: bool) {
    let mut a = crate::battle::aftermath::kept::current(ctx);
    if let Some(c) = a.chain.as_mut()
        && spent
        && !c.reacted.iter().any(|u| u == defender)
    {
        c.reacted.push(defender.to_string());
        crate::battle::aftermath::kept::set(ctx, a);
    }
}

/// What follows a fight answered by `fight_back` from `side`: the next decision of the chain
/// when one is under way, else the pair goes on after the other side's order.
pub fn after_fight_back(state: &BattleState, side: Side) -> AfterCombat {
    if chain(state).is_some() {
        AfterCombat::NextAction
    } else {
        AfterCombat::Order { side: other(side) }
    }
}

/// Fights the chosen later combat of the chain: the declaring side's powering (one order,
/// L703), then the reacting side is asked whether to power when it can (L707), or spends its
/// reaction order at once (L466).
/// `combat` names the units and, of a mixed raid unit, the profile that fights it (R-RAID-6).
pub fn run(ctx: &mut Ctx, side: Side, combat: &ChainCombat, powered: bool) {
    let (attacker, defender) = (combat.attacker.as_str(), combat.defender.as_str());
    let mut a = crate::battle::aftermath::kept::current(ctx);
    let pair = (attacker.to_string(), defender.to_string());
    // A unit charged with others (L616, R-CHG-2) is fought as charged.
    let charged = a.chain.as_ref().is_some_and(|c| c.charged.contains(&pair));
    if let Some(c) = a.chain.as_mut() {
        c.left.retain(|p| p != combat);
    }
    crate::battle::aftermath::kept::set(ctx, a);
    let fight = FightDeclared {
        attacker: attacker.to_string(),
        defender: defender.to_string(),
        powered,
        after_charge: charged,
        duel: false,
        also_charged: Vec::new(),
        groups: combat.groups,
    };
    let then = AfterCombat::NextAction;
    if powered {
        ctx.emit(Event::OrdersSpent {
            side,
            count: 1,
            on: crate::battle::model::reasons::OrdersFor::PoweringMultiple {
                attacker: attacker.to_string(),
                defender: defender.to_string(),
            }
            .into(),
        });
    }
    let def_side = ctx.state().unit(defender).map_or(other(side), |u| u.side);
    if orders(ctx.state(), def_side) >= orders_to_power(ctx.state(), defender) {
        ctx.emit(Event::FightDeclared { fight });
        ctx.awaits(Awaiting::FightBack { side: def_side });
        return;
    }
    let (spent, count) = reaction(ctx.state(), def_side, defender, false);
    if count > 0 {
        ctx.emit(Event::OrdersSpent {
            side: def_side,
            count,
            on: crate::battle::model::reasons::OrdersFor::FightBack {
                unit: defender.to_string(),
            }
            .into(),
        });
    }
    note_reaction(ctx, defender, spent);
    crate::battle::turn::reaction::reacted(ctx, defender);
    ctx.go_on(GoOn::FightReady {
        fight,
        defender_spent: spent,
        defender_powered: false,
        then,
    });
}
