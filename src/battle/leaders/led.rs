//! Units activated by a Lead order (*liderar*, L828-834): each led unit makes an order roll for
//! its ki only (L832), one unit at a time, each roll waiting for offerings to the gods when a
//! side holds cards (R-DECK-4, L1028). Once all have rolled, the ki choices are asked and the
//! pair goes on (`ki::after_order`).

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::{RollKind, RolledDie};

/// Rolls the order die of the first of `units` led by `side`, or goes on when none is left.
pub fn roll_next(ctx: &mut Ctx, side: Side, units: &[String]) {
    let Some((unit, left)) = units.split_first() else {
        crate::battle::leaders::lead_turn::open(ctx, side);
        crate::battle::turn::ki::after_order(ctx, side);
        return;
    };
    let die = RolledDie {
        owner: side,
        value: ctx.dice.d6(),
        bonus: 0,
    };
    let kind = RollKind::LedOrder {
        unit: unit.clone(),
        side,
        left: left.to_vec(),
    };
    ctx.go_on(GoOn::Roll {
        kind,
        dice: vec![die],
    });
}

/// A led unit's order roll settled: a total of 6 or more activates its ki (R-TURN-2,
/// L278-281); then the next led unit.
pub fn order_rolled(ctx: &mut Ctx, unit: &str, side: Side, left: &[String], dice: &[RolledDie]) {
    if let (Some(u), Some(d)) = (ctx.state().unit(unit).cloned(), dice.first()) {
        let total = d.total() + u.initiative(ctx.state().general_dead(side));
        let (_, ki) = crate::battle::turn::order_roll::orders_for_roll(d.value, total);
        ctx.emit(Event::LedOrderRolled {
            unit: unit.to_string(),
            die: d.value,
            total,
            ki,
        });
        if ki {
            let mut m = u.markers.clone();
            m.ki_active = true;
            ctx.emit(Event::MarkersSet {
                unit: unit.to_string(),
                markers: m,
            });
        }
    }
    roll_next(ctx, side, left);
}
