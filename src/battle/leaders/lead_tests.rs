//! Tests of the orders after a Lead order (L830, `lead_turn`) and of the automatic player's
//! use of lone leaders (`auto_lead`), on the small table of `offering_more_tests`.

use crate::battle::deck::offering_more_tests::lead_state;
use crate::battle::deck::offering_tests::step;
use crate::battle::engine::check::check;
use crate::battle::engine::legal::legal_commands;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{Command, Order};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;

fn order(unit: &str, order: Order) -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: unit.into(),
        order,
    }
}

/// The advance `legal_commands` offers `unit`.
fn advance(s: &BattleState, unit: &str) -> Command {
    legal_commands(s)
        .into_iter()
        .find(|c| {
            matches!(c, Command::Order { unit: u, order: Order::Move { powered: false, leader: None, .. }, .. } if u == unit)
        })
        .unwrap_or_else(|| panic!("no move for {unit}"))
}

fn spent(events: &[Event]) -> u32 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::OrdersSpent {
                side: Side::FIRST,
                count,
                ..
            } => Some(*count),
            _ => None,
        })
        .sum()
}

#[test]
fn l830_after_a_lead_each_active_unit_gives_one_order_the_same_for_all() {
    let mut s = lead_state([Vec::new(), Vec::new()]);
    // The automatic player's first choice for a lone leader with a unit to lead is to lead it.
    let lead = order(
        "hero",
        Order::Lead {
            units: vec!["ally".into()],
        },
    );
    assert_eq!(legal_commands(&s)[0], lead);
    let led = step(&mut s, lead, 1, 1);
    assert_eq!(spent(&led), 2, "Lead spends two orders (L819)");
    assert!(
        led.iter()
            .any(|e| matches!(e, Event::LedOrderRolled { unit, .. } if unit == "ally"))
    );
    // Both orders are gone, yet the leader and the led unit each have one order to give.
    assert_eq!(s.pair.as_ref().unwrap().orders[0], 0);
    assert_eq!(s.awaiting, Awaiting::SpendOrder { side: Side::FIRST });
    let hero_moves = advance(&s, "hero");
    let moved = step(&mut s, hero_moves, 1, 2);
    assert_eq!(spent(&moved), 0, "the led orders come with the Lead order");
    assert!(
        moved
            .iter()
            .any(|e| matches!(e, Event::LedOrderGiven { unit, .. } if unit == "hero"))
    );
    // The others give the same order (L830): not a parapet, not a run.
    assert_eq!(
        check(&s, &order("ally", Order::Parapet))
            .unwrap_err()
            .citation()
            .to_string(),
        "L830"
    );
    let Command::Order {
        order: Order::Move { moves, .. },
        ..
    } = advance(&s, "ally")
    else {
        unreachable!()
    };
    let run = order(
        "ally",
        Order::Move {
            moves: moves.clone(),
            powered: true,
            leader: None,
        },
    );
    assert_eq!(check(&s, &run).unwrap_err().citation().to_string(), "L830");
    // The hero gave his: he has no order left.
    assert!(check(&s, &order("hero", Order::Parapet)).is_err());
    let walk = order(
        "ally",
        Order::Move {
            moves,
            powered: false,
            leader: None,
        },
    );
    let ally = step(&mut s, walk, 1, 3);
    assert_eq!(spent(&ally), 0);
    // Every active unit gave its order: the pair ends, both used (L834).
    let used = ally.iter().find_map(|e| match e {
        Event::PairEnded { used } => Some(used.clone()),
        _ => None,
    });
    assert_eq!(used, Some(vec!["ally".to_string(), "hero".to_string()]));
}
