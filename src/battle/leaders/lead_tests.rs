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
    assert_eq!(s.pair().as_ref().unwrap().orders[0], 0);
    assert_eq!(s.awaiting(), Awaiting::SpendOrder { side: Side::FIRST });
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

/// Both sides field a lone leader beside a unit to lead, far apart on the table: side 0's
/// `hero` with `ally`, side 1's `khan` with `horde`. The pair is under way with both leaders
/// active and two orders each, side 0 to spend the first.
fn two_leaders() -> BattleState {
    use crate::battle::deck::offering_tests::{place, profile};
    use crate::battle::scene::{self, Scene};
    let mut scene = Scene::new();
    scene.troops(0, "hero", profile(3, 1), 0, Some(profile(2, 2)));
    scene.troops(0, "ally", profile(3, 1), 3, None);
    scene.troops(1, "khan", profile(3, 1), 0, Some(profile(2, 2)));
    scene.troops(1, "horde", profile(3, 1), 3, None);
    scene.model(place("hero.leader", "hero", 0, 40.0, 20.0, 90.0));
    scene.model(place("khan.leader", "khan", 1, 40.0, 70.0, 270.0));
    // Each unit in a closed triangle, its third model behind the first two (R-FORM-1).
    for (i, (x, back)) in [(45.0, 0.0), (48.0, 0.0), (46.5, 2.6)]
        .into_iter()
        .enumerate()
    {
        let n = i + 1;
        scene.model(place(&format!("ally.{n}"), "ally", 0, x, 20.0 - back, 90.0));
        scene.model(place(
            &format!("horde.{n}"),
            "horde",
            1,
            x,
            70.0 + back,
            270.0,
        ));
    }
    scene::in_first_pair(
        &scene.setup(),
        [Some("hero".into()), Some("khan".into())],
        [2, 2],
    )
}

#[test]
fn l830_when_both_sides_lead_in_one_pair_every_active_unit_of_both_gives_its_order() {
    let mut s = two_leaders();
    let lead = |side: Side, leader: &str, unit: &str| Command::Order {
        side,
        unit: leader.into(),
        order: Order::Lead {
            units: vec![unit.into()],
        },
    };
    let mut events = step(&mut s, lead(Side::FIRST, "hero", "ally"), 3, 1);
    // L283: the orders alternate; side 1's leader leads in its turn.
    assert_eq!(s.awaiting(), Awaiting::SpendOrder { side: Side::SECOND });
    events.extend(step(&mut s, lead(Side::SECOND, "khan", "horde"), 3, 2));
    // Side 1's Lead leaves side 0's standing (L819-830): side 0 still has two orders to give.
    assert_eq!(s.awaiting(), Awaiting::SpendOrder { side: Side::FIRST });
    let mut entry = 3;
    while s.pair().is_some() {
        let cmd = legal_commands(&s)
            .into_iter()
            .next()
            .expect("a legal command");
        assert!(!matches!(cmd, Command::Hold { .. }), "nobody holds here");
        events.extend(step(&mut s, cmd, 3, entry));
        entry += 1;
    }
    let gave: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            Event::LedOrderGiven { unit, .. } => Some(unit.as_str()),
            _ => None,
        })
        .collect();
    // L828-830: the leader and every unit he leads carry out one order each, the two sides'
    // orders alternating (L283).
    assert_eq!(gave, ["hero", "khan", "ally", "horde"]);
    let used = events.iter().find_map(|e| match e {
        Event::PairEnded { used } => Some(used.clone()),
        _ => None,
    });
    assert_eq!(
        used,
        Some(["ally", "hero", "horde", "khan"].map(String::from).to_vec())
    );
}

#[test]
fn l828_a_side_gives_no_order_to_a_unit_the_other_sides_lead_activated() {
    let mut s = two_leaders();
    let lead = Command::Order {
        side: Side::FIRST,
        unit: "hero".into(),
        order: Order::Lead {
            units: vec!["ally".into()],
        },
    };
    step(&mut s, lead, 3, 1);
    // Side 1 may not spend its order on side 0's led unit.
    let parapet = Command::Order {
        side: Side::SECOND,
        unit: "ally".into(),
        order: Order::Parapet,
    };
    assert!(check(&s, &parapet).is_err());
}
