//! Tests of the decisions inside a multiple combat (L703-719): powering the combats after the
//! first (`chain_power`) and whom a model touching two enemy units fights (`chain_picks`).
//! Each builds a small table by hand (`aftermath_tests`' helpers) and drives the engine by
//! commands.

use crate::battle::aftermath::aftermath_tests::{contact_dice, state, step, u};
use crate::battle::engine::check::check;
use crate::battle::engine::legal::legal_commands;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::OpponentPick;
use crate::battle::model::command::{Command, Order};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;

fn fight(unit: &str, target: &str) -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: unit.into(),
        order: Order::Fight {
            target: target.into(),
            powered: false,
        },
    }
}

fn fight_back(side: Side, powered: bool) -> Command {
    Command::FightBack { side, powered }
}

fn next(attacker: &str, defender: &str, powered: bool) -> Command {
    Command::ChooseCombat {
        side: Side::FIRST,
        attacker: attacker.into(),
        defender: defender.into(),
        powered,
        groups: Default::default(),
    }
}

/// The dice a row of `line` adds to `unit`'s pool in the fight of `events` where `attacker`
/// attacks.
fn row_dice(events: &[Event], attacker: &str, unit_is_attacker: bool, line: &str) -> i32 {
    events
        .iter()
        .find_map(|e| match e {
            Event::CombatResolved {
                attacker: a,
                report,
                ..
            } if a == attacker => {
                let side = if unit_is_attacker {
                    &report.attacker
                } else {
                    &report.defender
                };
                Some(side.pool.as_ref().map_or(0, |p| {
                    p.rows
                        .iter()
                        .filter(|r| r.line == line)
                        .map(|r| r.dice)
                        .sum()
                }))
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("no fight of {attacker}"))
}

fn spent(events: &[Event], side: Side) -> u32 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::OrdersSpent { side: s, count, .. } if *s == side => Some(*count),
            _ => None,
        })
        .sum()
}

/// `mid` (side 0, active) touches `e1` with its second model and `e2` with its third: a chain
/// of two combats, both fought by the active unit.
fn one_against_two() -> BattleState {
    let mut mid = u(
        "mid",
        0,
        90.0,
        vec![(50.0, 40.0), (53.0, 40.0), (56.0, 40.0)],
    );
    mid.hr = 5;
    let mut e1 = u(
        "e1",
        1,
        270.0,
        vec![(47.0, 42.6), (50.0, 42.6), (53.0, 42.6)],
    );
    e1.hr = 5;
    let mut e2 = u(
        "e2",
        1,
        270.0,
        vec![(56.0, 42.6), (59.0, 42.6), (62.0, 42.6)],
    );
    e2.hr = 5;
    state(vec![mid, e1, e2], "mid")
}

#[test]
fn l705_later_combat_of_a_chain_powered_spends_an_order() {
    let mut s = one_against_two();
    let declared = step(&mut s, fight("mid", "e1"), 1);
    assert_eq!(spent(&declared, Side::FIRST), 1, "the Fight order");
    step(&mut s, fight_back(Side::SECOND, false), 2);
    assert_eq!(s.awaiting(), Awaiting::NextCombat { side: Side::FIRST });
    assert_eq!(s.pair().as_ref().unwrap().orders[0], 1);
    // Both ways are offered: unpowered first (what `kensei battle play` takes), then powered.
    let legal = legal_commands(&s);
    assert_eq!(legal[0], next("mid", "e2", false));
    assert!(legal.contains(&next("mid", "e2", true)));
    let second = step(&mut s, next("mid", "e2", true), 3);
    // L703: one more order, the combat is powered (+1D6, L671).
    assert_eq!(spent(&second, Side::FIRST), 1);
    assert_eq!(row_dice(&second, "mid", true, "L671"), 1);
    // e2 reacts for the first time in the chain and its side has no order: L675 (L466).
    assert_eq!(row_dice(&second, "mid", false, "L675"), -1);
    assert!(
        second
            .iter()
            .any(|e| matches!(e, Event::MultipleCombatResult { .. }))
    );
}

/// `left` (side 0, active) and `right` (side 0) both touch the six-model `ronin` (side 1, HR 3):
/// a chain of two combats against the one reacting unit.
fn two_against_ronin() -> BattleState {
    let mut ronin = u(
        "ronin",
        1,
        270.0,
        (0..6).map(|i| (50.0 + 3.0 * f64::from(i), 42.6)).collect(),
    );
    ronin.hr = 3;
    state(
        vec![
            u(
                "left",
                0,
                90.0,
                vec![(50.0, 40.0), (53.0, 40.0), (56.0, 40.0)],
            ),
            u(
                "right",
                0,
                90.0,
                vec![(59.0, 40.0), (62.0, 40.0), (65.0, 40.0)],
            ),
            ronin,
        ],
        "left",
    )
}

#[test]
fn l464_only_an_active_unit_powers_a_later_combat_and_only_with_an_order_left() {
    // `left` declares; `right` is not active and cannot power its combat.
    let mut s = two_against_ronin();
    step(&mut s, fight("left", "ronin"), 1);
    step(&mut s, fight_back(Side::SECOND, false), 2);
    let refused = check(&s, &next("right", "ronin", true)).unwrap_err();
    assert_eq!(refused.citation().to_string(), "L464");
    assert!(!legal_commands(&s).contains(&next("right", "ronin", true)));
    // With no order left the active unit cannot power either (L703).
    let mut one = one_against_two();
    step(&mut one, fight("mid", "e1"), 1);
    one.pair_mut().as_mut().unwrap().orders[0] = 0;
    step(&mut one, fight_back(Side::SECOND, false), 2);
    assert_eq!(
        check(&one, &next("mid", "e2", true))
            .unwrap_err()
            .citation()
            .to_string(),
        "L705"
    );
}

#[test]
fn l707_the_reacting_side_powers_a_later_combat_of_the_chain() {
    // Side 1 has three orders: e1 spends one fighting back; e2 reacts in the later combat,
    // spending one more and a second to power it.
    let mut s = one_against_two();
    s.pair_mut().as_mut().unwrap().orders[1] = 3;
    step(&mut s, fight("mid", "e1"), 1);
    let first = step(&mut s, fight_back(Side::SECOND, false), 2);
    assert_eq!(spent(&first, Side::SECOND), 1);
    step(&mut s, next("mid", "e2", false), 3);
    // Two orders left: the reacting side is asked as after any Fight order.
    assert_eq!(s.awaiting(), Awaiting::FightBack { side: Side::SECOND });
    assert!(legal_commands(&s).contains(&fight_back(Side::SECOND, true)));
    let second = step(&mut s, fight_back(Side::SECOND, true), 4);
    assert_eq!(
        spent(&second, Side::SECOND),
        2,
        "the reaction and the powering"
    );
    assert_eq!(row_dice(&second, "mid", false, "L671"), 1);
    assert_eq!(row_dice(&second, "mid", false, "L675"), 0);
    assert_eq!(s.pair().as_ref().unwrap().orders[1], 0);
}

#[test]
fn l707_a_unit_that_already_reacted_in_the_chain_powers_with_one_order() {
    // ronin fights back `left` spending one order; against `right` it powers with its last.
    let mut s = two_against_ronin();
    s.pair_mut().as_mut().unwrap().orders[1] = 2;
    step(&mut s, fight("left", "ronin"), 1);
    step(&mut s, fight_back(Side::SECOND, false), 2);
    step(&mut s, next("right", "ronin", false), 3);
    assert_eq!(s.awaiting(), Awaiting::FightBack { side: Side::SECOND });
    // Not powering spends nothing more: the ronin already reacted (L466).
    let mut plain = s.clone();
    let unpowered = step(&mut plain, fight_back(Side::SECOND, false), 4);
    assert_eq!(spent(&unpowered, Side::SECOND), 0);
    assert_eq!(row_dice(&unpowered, "right", false, "L675"), 0);
    let powered = step(&mut s, fight_back(Side::SECOND, true), 4);
    assert_eq!(spent(&powered, Side::SECOND), 1);
    assert_eq!(row_dice(&powered, "right", false, "L671"), 1);
}

/// ronin.1 touches front.1 (below it) and flank.1 (on its left, facing it).
fn torn_model() -> BattleState {
    let mut ronin = u("ronin", 1, 270.0, vec![(50.0, 42.6), (53.0, 42.6)]);
    ronin.hr = 5;
    let mut front = u("front", 0, 90.0, vec![(50.0, 40.0), (47.0, 40.0)]);
    front.hr = 5;
    let mut flank = u("flank", 0, 0.0, vec![(47.4, 42.6), (47.4, 45.6)]);
    flank.hr = 5;
    state(vec![front, flank, ronin], "front")
}

fn picks(against: &str) -> Command {
    Command::PickOpponents {
        side: Side::SECOND,
        unit: "ronin".into(),
        picks: vec![OpponentPick {
            model: "ronin.1".into(),
            against: against.into(),
        }],
    }
}

#[test]
fn l719_model_touching_two_units_fights_the_one_its_player_chooses() {
    let mut s = torn_model();
    step(&mut s, fight("front", "ronin"), 1);
    let answered = step(&mut s, fight_back(Side::SECOND, false), 2);
    // Nothing is rolled before ronin's player picks.
    assert!(
        !answered
            .iter()
            .any(|e| matches!(e, Event::CombatResolved { .. }))
    );
    assert_eq!(s.awaiting(), Awaiting::PickOpponents { side: Side::SECOND });
    // The default listed first keeps ronin.1 in the declared combat; the other unit is offered.
    let legal = legal_commands(&s);
    assert_eq!(legal[0], picks("front"));
    assert!(legal.contains(&picks("flank")));
    // A model not picked, or picked against a unit it does not touch, is refused (L719).
    let none = Command::PickOpponents {
        side: Side::SECOND,
        unit: "ronin".into(),
        picks: Vec::new(),
    };
    assert_eq!(check(&s, &none).unwrap_err().citation().to_string(), "L719");
    assert_eq!(
        check(&s, &picks("ronin"))
            .unwrap_err()
            .citation()
            .to_string(),
        "L719"
    );
    // ronin.1 fights the flanking unit: no contact dice for the ronin against `front`.
    let first = step(&mut s, picks("flank"), 3);
    assert_eq!(
        first.iter().find_map(|e| contact_dice(e, "front")),
        Some((1, 0))
    );
    assert_eq!(s.awaiting(), Awaiting::NextCombat { side: Side::FIRST });
    let second = step(&mut s, next("flank", "ronin", false), 4);
    assert_eq!(
        second.iter().find_map(|e| contact_dice(e, "flank")),
        Some((1, 1))
    );
}

#[test]
fn l719_the_default_pick_fights_in_the_declared_combat() {
    let mut s = torn_model();
    step(&mut s, fight("front", "ronin"), 1);
    step(&mut s, fight_back(Side::SECOND, false), 2);
    let first = step(&mut s, picks("front"), 3);
    assert_eq!(
        first.iter().find_map(|e| contact_dice(e, "front")),
        Some((1, 1))
    );
    let second = step(&mut s, next("flank", "ronin", false), 4);
    assert_eq!(
        second.iter().find_map(|e| contact_dice(e, "flank")),
        Some((1, 0))
    );
}

/// Casualties `unit` suffered in the combats of `events`, by the reports of each fight.
fn casualties_of(events: &[Event], unit: &str) -> Option<u32> {
    let mut found = None;
    for e in events {
        if let Event::CombatResolved {
            attacker,
            defender,
            report,
            ..
        } = e
        {
            let side = if attacker == unit {
                &report.attacker
            } else if defender == unit {
                &report.defender
            } else {
                continue;
            };
            *found.get_or_insert(0) += side.after.casualties;
        }
    }
    found
}

#[test]
fn l713_l715_l717_the_declarer_orders_the_combats_and_every_unit_of_the_losing_side_tests_honor() {
    // R-MULTI-3 (L713-717): the side that declared the first Fight picks the next combat (L713); the
    // group's one result (R-MULTI-2) makes every unit of the losing side a loser, so each
    // resolves "the normal way" (L715) with its Honor test, even one that lost no model in its
    // own combat. Seeds are searched for such a group.
    let mut seen = false;
    for seed in 0..400u64 {
        // `one_against_two` with one wound a model, so that fights remove models.
        let mut s = state(
            vec![
                u(
                    "mid",
                    0,
                    90.0,
                    vec![(50.0, 40.0), (53.0, 40.0), (56.0, 40.0)],
                ),
                u(
                    "e1",
                    1,
                    270.0,
                    vec![(47.0, 42.6), (50.0, 42.6), (53.0, 42.6)],
                ),
                u(
                    "e2",
                    1,
                    270.0,
                    vec![(56.0, 42.6), (59.0, 42.6), (62.0, 42.6)],
                ),
            ],
            "mid",
        );
        let mut events = step(&mut s, fight("mid", "e1"), seed * 3);
        events.extend(step(&mut s, fight_back(Side::SECOND, false), seed * 3 + 1));
        if s.awaiting() != (Awaiting::NextCombat { side: Side::FIRST }) {
            continue;
        }
        events.extend(step(&mut s, next("mid", "e2", false), seed * 3 + 2));
        let Some(losers) = events.iter().find_map(|e| match e {
            Event::MultipleCombatResult { losers, .. } => Some(losers.clone()),
            _ => None,
        }) else {
            continue;
        };
        let Some(spared) = ["e1", "e2"]
            .into_iter()
            .find(|u| casualties_of(&events, u) == Some(0))
        else {
            continue;
        };
        if losers.len() != 2 {
            continue;
        }
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::HonorTested { unit, .. } if unit == spared)),
            "seed {seed}: {spared} lost no model and still tests (R-MULTI-3)"
        );
        // A unit wiped out has nobody left to test.
        for loser in losers
            .iter()
            .filter(|l| s.unit(l).is_some_and(|u| !u.removed))
        {
            assert!(
                events
                    .iter()
                    .any(|e| matches!(e, Event::HonorTested { unit, .. } if unit == loser)),
                "seed {seed}: {loser} of the losing side takes its Honor test (L715)"
            );
        }
        seen = true;
        break;
    }
    assert!(seen, "no seed made the pair lose with one unit unhurt");
}
