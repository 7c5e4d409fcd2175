//! Tests of whether an offering could change what a roll decides (R-DECK-4, L1024-1031), one
//! kind of roll at a time, on the small table of the offering tests.

use super::offering_could_change;
use crate::battle::deck::offering_tests::{place, profile, state, step};
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{ChargeReaction, Command, Order};
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, PendingRoll, RollKind, RolledDie};
use crate::battle::scene::{self, Scene};

/// The battle of the offering tests waiting on `side`'s offering on a roll of `kind` showing
/// `faces` (side 0's die first), `side` holding `hand`.
fn waiting(kind: RollKind, faces: [u8; 2], side: Side, hand: Vec<u8>) -> BattleState {
    let mut s = state(2.6, [Vec::new(), Vec::new()]);
    s.sides_mut()[side.index()].deck.hand = hand;
    *s.roll_mut() = Some(PendingRoll {
        kind,
        dice: Side::BOTH
            .iter()
            .zip(faces)
            .map(|(&owner, value)| RolledDie {
                owner,
                value,
                bonus: 0,
            })
            .collect(),
        spoke: [false, false],
    });
    *s.awaiting_mut() = Awaiting::Offerings { side };
    s
}

#[test]
fn l210_a_strategy_roll_within_reach_of_a_card_stops_for_it() {
    // 2 against 4: re-rolling either die, or a 3 added, changes who wins.
    let s = waiting(RollKind::Strategy, [2, 4], Side::FIRST, vec![1]);
    assert!(offering_could_change(&s, Side::FIRST));
}

#[test]
fn l210_a_strategy_roll_no_card_can_turn_does_not_stop() {
    // Side 1's commander level 3 on a 6 makes 9: side 0's 1 re-rolled is at most 6, a 3
    // added makes 4, side 1's die re-rolled still makes at least 4 (L210, R-DECK-4).
    let mut s = waiting(RollKind::Strategy, [1, 6], Side::FIRST, vec![0, 3]);
    s.sides_mut()[Side::SECOND.index()].commander_level = 3;
    assert!(!offering_could_change(&s, Side::FIRST));
    // Level 0 instead: side 0's die re-rolled to 6 ties, and a tie is rolled again (L210).
    s.sides_mut()[Side::SECOND.index()].commander_level = 0;
    assert!(offering_could_change(&s, Side::FIRST));
}

#[test]
fn l242_a_tied_initiative_roll_stops_for_a_re_roll_even_with_a_0() {
    // A 0 adds nothing, but any card re-rolls a die (L1028), which breaks the tie.
    let s = waiting(RollKind::Initiative, [3, 3], Side::SECOND, vec![0]);
    assert!(offering_could_change(&s, Side::SECOND));
}

#[test]
fn r_deck_4_a_side_not_asked_or_without_a_roll_is_never_stopped() {
    let s = waiting(RollKind::Initiative, [3, 3], Side::SECOND, vec![2]);
    assert!(!offering_could_change(&s, Side::FIRST));
    let mut none = s.clone();
    *none.roll_mut() = None;
    assert!(!offering_could_change(&none, Side::SECOND));
}

/// Both active units' order rolls (side 0's `att`, side 1's `def`, Initiative 2 each) showing
/// `faces`, side 1 asked with `hand`.
fn order_rolls(faces: [u8; 2], hand: Vec<u8>) -> BattleState {
    let mut s = waiting(RollKind::Orders, faces, Side::SECOND, hand);
    let mut pair = s.pair().clone().expect("a pair under way");
    pair.units[1] = Some("def".into());
    *s.pair_mut() = Some(pair);
    s
}

#[test]
fn r_turn_2_an_order_roll_stops_while_an_offering_could_better_the_orders() {
    // 4 + 2 each: two orders and ki on both sides (L278-281); side 0's die re-rolled to 1
    // leaves it one order.
    assert!(offering_could_change(
        &order_rolls([4, 4], vec![0]),
        Side::SECOND
    ));
}

#[test]
fn r_turn_2_an_order_roll_already_at_its_best_for_the_side_does_not_stop() {
    // Side 0's natural 1 gives one order whatever is added; side 1's 6 gives two and ki: a
    // re-roll or a card could only leave side 1 where it stands or worse.
    assert!(!offering_could_change(
        &order_rolls([1, 6], vec![0, 3]),
        Side::SECOND
    ));
}

#[test]
fn l242_a_side_ahead_on_the_initiative_roll_is_not_stopped_the_side_behind_is() {
    let ahead = waiting(RollKind::Initiative, [2, 5], Side::SECOND, vec![3]);
    assert!(!offering_could_change(&ahead, Side::SECOND));
    let behind = waiting(RollKind::Initiative, [5, 2], Side::SECOND, vec![0]);
    assert!(offering_could_change(&behind, Side::SECOND));
}

/// Side 0's `att` (three models side by side, MOV 10) charges side 1's `def`, `gap` cm away
/// front to front, which receives it: the charge move roll (L610) waits for side 1's offering
/// (the side without the initiative speaks first, L1031).
fn charged(gap: f64, seed: u64) -> BattleState {
    let mut scene = Scene::new();
    scene.troops(0, "att", profile(3, 1), 3, None);
    scene.troops(1, "def", profile(3, 1), 3, None);
    // Bases 2.5 cm wide (`scene::place`), the rows' centres a base's depth more than `gap`.
    for (i, x) in [50.0, 52.5, 55.0].into_iter().enumerate() {
        let n = i + 1;
        scene.model(place(&format!("att.{n}"), "att", 0, x, 40.0, 90.0));
        scene.model(place(&format!("def.{n}"), "def", 1, x, 42.5 + gap, 270.0));
    }
    let mut s = scene::side0_active(&scene.setup(), "att");
    for side in Side::BOTH {
        s.sides_mut()[side.index()].deck.hand = vec![2];
    }
    let charge = Command::Order {
        side: Side::FIRST,
        unit: "att".into(),
        order: Order::Charge {
            target: "def".into(),
            powered: false,
            also: Vec::new(),
        },
    };
    step(&mut s, charge, seed, 1);
    let receive = Command::ReactToCharge {
        side: Side::SECOND,
        reaction: ChargeReaction::Receive,
        powered: false,
    };
    step(&mut s, receive, seed, 2);
    assert!(
        matches!(
            s.roll().as_ref().map(|r| &r.kind),
            Some(RollKind::ChargeMove { .. })
        ),
        "the charge move roll waits: {:?}",
        s.awaiting()
    );
    s
}

#[test]
fn l610_a_charge_that_reaches_whatever_the_die_does_not_stop() {
    // 4 cm apart, MOV 10: every face reaches and the chargers end in contact all the same.
    for seed in 1..6 {
        let s = charged(4.0, seed);
        let Awaiting::Offerings { side } = s.awaiting() else {
            panic!("offerings awaited");
        };
        assert!(!offering_could_change(&s, side), "seed {seed}");
    }
}

#[test]
fn l610_a_charge_the_die_decides_stops_for_an_offering() {
    // 14 cm apart, MOV 10: the die decides whether it reaches (R-CHG-1).
    for seed in 1..6 {
        let s = charged(14.0, seed);
        let Awaiting::Offerings { side } = s.awaiting() else {
            panic!("offerings awaited");
        };
        assert!(offering_could_change(&s, side), "seed {seed}");
    }
}

#[test]
fn l664_a_combat_roll_stops_while_a_die_could_change_the_hits() {
    let mut s = state(2.6, [vec![1], vec![1]]);
    let order = Command::Order {
        side: Side::FIRST,
        unit: "att".into(),
        order: Order::Fight {
            target: "def".into(),
            powered: false,
        },
    };
    step(&mut s, order, 3, 1);
    let back = Command::FightBack {
        side: Side::SECOND,
        powered: false,
    };
    step(&mut s, back, 3, 2);
    let Awaiting::Offerings { side } = s.awaiting() else {
        panic!("offerings awaited: {:?}", s.awaiting());
    };
    assert!(matches!(
        s.roll().as_ref().map(|r| &r.kind),
        Some(RollKind::Combat { .. })
    ));
    assert!(offering_could_change(&s, side));
}
