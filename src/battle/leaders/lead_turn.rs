//! The orders after a Lead order (*liderar*, L830: "todas las unidades activas pueden realizar
//! una orden, todos la misma, aunque cada unidad puede tener distintos objetivos en el caso de
//! órdenes de combate").
//!
//! Once the led units' order rolls are made (L832, `led`), the leader and each led unit may
//! give one order, the same order for all (its targets may differ). This project's reading
//! (R-LEAD-1): these orders come with the Lead order, whose two orders paid for them (L819), so
//! they spend none of the pair's orders; being one order each, none is powered (a powered order
//! needs a second order at once, L472) and none is another Lead. One voluntary combat order per
//! activation (L468) does not stop them: the book lets each active unit charge its own target.
//! The first of them fixes the order for the others. Holding ends them, as it ends any
//! activation's orders (L289).

use crate::battle::engine::ctx::Ctx;
use crate::battle::model::command::Order;
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Leader, Rejection, no};
use crate::battle::model::side::Side;
use crate::battle::model::state::Pair;

/// What `order` by `unit` spends of the pair's orders: nothing when it is the unit's order of
/// a Lead order.
pub fn cost(pair: &Pair, side: Side, unit: &str, order: &Order) -> u32 {
    if pair.lead_owed(side, unit) {
        0
    } else {
        order.cost()
    }
}

/// Checks an order given as the unit's order of a Lead order: not powered, not another Lead,
/// the same order as the others (L830).
pub fn check(pair: &Pair, side: Side, unit: &str, order: &Order) -> Result<(), Rejection> {
    if !pair.lead_owed(side, unit) {
        return Ok(());
    }
    if matches!(order, Order::Lead { .. }) {
        return no(Leader::LeadAgain);
    }
    if order.cost() > 1 && !matches!(order, Order::Disengage { .. }) {
        return no(Leader::LedPowered);
    }
    if let Some(first) = pair.lead_of(side).and_then(|l| l.order)
        && first != order.kind()
    {
        return no(Leader::SameOrder { order_kind: first });
    }
    Ok(())
}

/// Opens the orders of the leader and the units it led, once their rolls are made.
pub fn open(ctx: &mut Ctx, side: Side) {
    let units: Vec<String> = ctx
        .state()
        .active_units(side)
        .into_iter()
        .filter(|u| ctx.state().unit(u).is_some_and(|x| !x.removed))
        .collect();
    if !units.is_empty() {
        ctx.emit(Event::LeadOrdersOpened { side, units });
    }
}

/// Notes that `unit` gave its order of a Lead order (before the order is carried out).
pub fn given(ctx: &mut Ctx, side: Side, unit: &str, order: &Order) {
    if ctx
        .state()
        .pair()
        .as_ref()
        .is_some_and(|p| p.lead_owed(side, unit))
    {
        ctx.emit(Event::LedOrderGiven {
            unit: unit.to_string(),
            order: order.kind(),
        });
    }
}
