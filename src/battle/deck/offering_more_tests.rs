//! Tests of offerings to the gods (R-DECK-4, L1024-1031) on the pursuit's rolls (L978-986), on
//! the Honor tests and fall-back dice of a multiple combat's losers (L715) and on the order rolls
//! of units activated by a Lead order (L832-838), on the small tables of `offering_tests`.

use crate::battle::deck::offering_tests::{state, step};
use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::dice::Dice;
use crate::battle::model::aftermath::Aftermath;
use crate::battle::model::aftermath::Pursuit;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::ChainLoss;
use crate::battle::model::command::{Command, OfferingKind};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, RollKind};

fn honor_tested(events: &[Event], of: &str) -> Option<(Vec<u8>, bool)> {
    events.iter().find_map(|e| match e {
        Event::HonorTested {
            unit, dice, passed, ..
        } if unit == of => Some((dice.clone(), *passed)),
        _ => None,
    })
}

fn offered(events: &[Event]) -> u8 {
    events
        .iter()
        .find_map(|e| match e {
            Event::Offered { value, .. } => Some(*value),
            _ => None,
        })
        .expect("an offering was made")
}

/// `att` won and may pursue the retreating `def`, 30 cm away; side 0 answers yes.
fn pursuing(seed: u64, hands: [Vec<u8>; 2]) -> BattleState {
    let mut s = state(30.0, hands);
    *s.aftermath_mut() = Some(Aftermath {
        pursuits: vec![Pursuit {
            pursuer: "att".into(),
            fleeing: "def".into(),
        }],
        ..Aftermath::default()
    });
    *s.awaiting_mut() = Awaiting::Pursuit { side: Side::FIRST };
    let cmd = Command::Pursue {
        side: Side::FIRST,
        pursue: true,
    };
    step(&mut s, cmd, seed, 1);
    s
}

#[test]
fn l980_an_offering_on_a_pursuits_honor_test_changes_whether_it_pursues() {
    let mut changed = 0;
    for seed in 0..60 {
        let mut s = pursuing(seed, [vec![3], vec![1]]);
        let roll = s.roll().clone().expect("the pursuit's Honor test waits");
        assert!(matches!(
            roll.kind,
            RollKind::PursuitHonor { ref pursuer, ref fleeing } if pursuer == "att" && fleeing == "def"
        ));
        // Side 0 holds the initiative: side 1 speaks first (L1031), and re-rolls the die.
        assert_eq!(s.awaiting(), Awaiting::Offerings { side: Side::SECOND });
        let first = roll.dice[0].value;
        let reroll = Command::Offer {
            side: Side::SECOND,
            card: 1,
            die: 0,
            kind: OfferingKind::Reroll,
        };
        let events = step(&mut s, reroll, seed, 2);
        let new_value = offered(&events);
        let mut events = step(&mut s, Command::PassOffering { side: Side::FIRST }, seed, 3);
        let (dice, passed) = honor_tested(&events, "att").expect("the test was taken");
        assert_eq!(dice, vec![new_value]);
        // Honor 4 (L420, R-DICE-3): passes on 4 or less.
        assert_eq!(passed, new_value <= 4);
        if (first <= 4) != passed {
            changed += 1;
        }
        if passed {
            // The move dice wait for offerings too: side 0 still holds its card (L984).
            let roll = s.roll().clone().expect("the pursuit move waits");
            assert!(matches!(roll.kind, RollKind::PursuitMove { .. }));
            assert_eq!(roll.dice.len(), 2);
            assert_eq!(s.awaiting(), Awaiting::Offerings { side: Side::FIRST });
            let add = Command::Offer {
                side: Side::FIRST,
                card: 3,
                die: 0,
                kind: OfferingKind::AddValue,
            };
            events = step(&mut s, add, seed, 4);
            let natural: Vec<u8> = roll.dice.iter().map(|d| d.value).collect();
            let distance = events
                .iter()
                .find_map(|e| match e {
                    Event::PursuitRolled {
                        dice, distance_cm, ..
                    } => Some((dice.clone(), *distance_cm)),
                    _ => None,
                })
                .expect("the pursuers moved");
            let sum: u8 = natural.iter().sum();
            assert_eq!(distance, (natural, f64::from(sum) + 3.0));
        } else {
            assert!(
                !events
                    .iter()
                    .any(|e| matches!(e, Event::PursuitRolled { .. }))
            );
        }
        assert!(s.roll().is_none());
        assert!(!matches!(s.awaiting(), Awaiting::Offerings { .. }));
    }
    assert!(changed > 0, "no offering changed a pursuit");
}

#[test]
fn l980_a_pursuit_without_cards_is_rolled_at_once() {
    for seed in 0..20 {
        let s = pursuing(seed, [Vec::new(), Vec::new()]);
        assert!(s.roll().is_none());
        assert_eq!(s.awaiting(), Awaiting::SpendOrder { side: Side::FIRST });
    }
}

/// `def` (in contact with `att`) lost a multiple combat: its Honor test is rolled.
fn chain_loser(seed: u64, hands: [Vec<u8>; 2]) -> BattleState {
    let s = state(2.6, hands);
    let mut dice = Dice::for_entry(seed, 1);
    let mut ctx = Ctx::new(&s, &mut dice, crate::battle::turn::flow::go_on);
    let loser = ChainLoss {
        unit: "def".into(),
        casualties: 1,
        leader_died: false,
        enemies: vec!["att".into()],
    };
    crate::battle::combat::chain_end::begin(
        &mut ctx,
        vec![loser],
        vec![("att".into(), "def".into())],
    );
    ctx.finish().state
}

#[test]
fn l715_an_offering_on_a_chain_losers_honor_test() {
    let mut failed = 0;
    for seed in 0..40 {
        let mut s = chain_loser(seed, [vec![3], vec![1]]);
        let roll = s.roll().clone().expect("the loser's Honor test waits");
        assert!(matches!(roll.kind, RollKind::ChainHonor { ref unit } if unit == "def"));
        assert!(roll.kind.is_honor_test());
        step(
            &mut s,
            Command::PassOffering { side: Side::SECOND },
            seed,
            2,
        );
        // Side 0 re-rolls the enemy's die: the test is taken with the new die.
        let reroll = Command::Offer {
            side: Side::FIRST,
            card: 3,
            die: 0,
            kind: OfferingKind::Reroll,
        };
        let events = step(&mut s, reroll, seed, 3);
        let new_value = offered(&events);
        let (dice, passed) = honor_tested(&events, "def").expect("the test was taken");
        assert_eq!(dice, vec![new_value]);
        assert_eq!(passed, new_value <= 4);
        if passed {
            assert!(s.roll().is_none());
        } else {
            failed += 1;
            // The fall-back dice wait for side 1's card (L966).
            let roll = s.roll().clone().expect("the fall back waits");
            assert!(matches!(
                roll.kind,
                RollKind::ChainFallBack { ref unit, ref enemy, retreat: false }
                    if unit == "def" && enemy == "att"
            ));
            let add = Command::Offer {
                side: Side::SECOND,
                card: 1,
                die: 0,
                kind: OfferingKind::AddValue,
            };
            let events = step(&mut s, add, seed, 4);
            assert!(events.iter().any(|e| matches!(
                e,
                Event::FallBack { unit, retreat: false, .. } if unit == "def"
            )));
            assert!(s.unit("def").is_some_and(|u| u.markers.used));
            assert!(s.roll().is_none());
        }
        // The multiple combat is over: the battle goes on.
        assert!(
            s.aftermath()
                .as_ref()
                .is_none_or(|a| a.chain_end.is_none() && a.chain.is_none())
        );
        assert!(!matches!(s.awaiting(), Awaiting::Offerings { .. }));
    }
    assert!(failed > 0, "no loser failed its test");
}

#[test]
fn l838_an_offering_on_a_led_units_order_roll_can_give_it_ki() {
    let mut changed = 0;
    for seed in 0..40 {
        let s = state(30.0, [vec![3], vec![1]]);
        let mut dice = Dice::for_entry(seed, 1);
        let mut ctx = Ctx::new(&s, &mut dice, crate::battle::turn::flow::go_on);
        crate::battle::leaders::led::roll_next(&mut ctx, Side::FIRST, &["att".to_string()]);
        let mut s = ctx.finish().state;
        let roll = s.roll().clone().expect("the led unit's order roll waits");
        assert!(matches!(roll.kind, RollKind::LedOrder { ref unit, .. } if unit == "att"));
        step(
            &mut s,
            Command::PassOffering { side: Side::SECOND },
            seed,
            2,
        );
        // Side 0 adds its card of 3 to its own die (L1026).
        let add = Command::Offer {
            side: Side::FIRST,
            card: 3,
            die: 0,
            kind: OfferingKind::AddValue,
        };
        let events = step(&mut s, add, seed, 3);
        let natural = roll.dice[0].value;
        let init = s.unit("att").map_or(0, |u| u.initiative(false));
        let total = i32::from(natural) + 3 + init;
        let rolled = events
            .iter()
            .find_map(|e| match e {
                Event::LedOrderRolled { unit, total, .. } if unit == "att" => Some(*total),
                _ => None,
            })
            .expect("the order roll was read");
        assert_eq!(rolled, total);
        // R-TURN-2 (L278-281): a total of 6 or more, not a natural 1, gives ki.
        let ki = crate::battle::turn::order_roll::orders_for_roll(natural, total).1;
        assert_eq!(s.unit("att").is_some_and(|u| u.markers.ki_active), ki);
        if ki != crate::battle::turn::order_roll::orders_for_roll(natural, total - 3).1 {
            changed += 1;
        }
        assert!(s.roll().is_none());
        assert!(!matches!(s.awaiting(), Awaiting::Offerings { .. }));
    }
    assert!(changed > 0, "no offering gave ki");
}

/// Side 0's lone leader `hero` (L828) stands 3 cm from its unit `ally`, both active-ready; side
/// 1's `def` is far away. Side 0's pair is under way with `hero` and two orders.
pub(in crate::battle) fn lead_state(hands: [Vec<u8>; 2]) -> BattleState {
    use crate::battle::deck::offering_tests::{place, profile};
    use crate::battle::scene::{self, Scene};
    let mut scene = Scene::new();
    scene.troops(0, "hero", profile(3, 1), 0, Some(profile(2, 2)));
    scene.troops(0, "ally", profile(3, 1), 3, None);
    scene.troops(1, "def", profile(3, 1), 3, None);
    for m in [
        place("hero.leader", "hero", 0, 40.0, 20.0, 90.0),
        place("ally.1", "ally", 0, 45.0, 20.0, 90.0),
        place("ally.2", "ally", 0, 48.0, 20.0, 90.0),
        place("ally.3", "ally", 0, 51.0, 20.0, 90.0),
        place("def.1", "def", 1, 45.0, 70.0, 270.0),
        place("def.2", "def", 1, 48.0, 70.0, 270.0),
        place("def.3", "def", 1, 51.0, 70.0, 270.0),
    ] {
        scene.model(m);
    }
    let mut s = scene::side0_active(&scene.setup(), "hero");
    for (side, hand) in hands.into_iter().enumerate() {
        s.sides_mut()[side].deck.hand = hand;
    }
    s
}

#[test]
fn l832_l838_a_lead_order_waits_for_offerings_on_each_led_units_roll() {
    for seed in 0..20 {
        let mut s = lead_state([vec![3], vec![1]]);
        let lead = Command::Order {
            side: Side::FIRST,
            unit: "hero".into(),
            order: crate::battle::model::command::Order::Lead {
                units: vec!["ally".into()],
            },
        };
        step(&mut s, lead, seed, 1);
        let roll = s.roll().clone().expect("the led unit's order roll waits");
        assert!(matches!(roll.kind, RollKind::LedOrder { ref unit, .. } if unit == "ally"));
        assert_eq!(s.awaiting(), Awaiting::Offerings { side: Side::SECOND });
        step(
            &mut s,
            Command::PassOffering { side: Side::SECOND },
            seed,
            2,
        );
        let events = step(&mut s, Command::PassOffering { side: Side::FIRST }, seed, 3);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::LedOrderRolled { unit, .. } if unit == "ally"))
        );
        assert!(s.roll().is_none());
        assert!(!crate::battle::engine::legal::legal_commands(&s).is_empty());
    }
}
