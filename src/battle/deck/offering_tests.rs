//! Tests of offerings to the gods on every roll (R-DECK-4, L1024-1031) and of the
//! protect-the-leader choice per wound (R-WOUND-4, L915-917), through the engine's commands on a
//! small table built by hand.

use crate::battle::engine::check::check;
use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::dice::Dice;
use crate::battle::engine::legal::legal_commands;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{Command, OfferingKind, Order};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, Phase, RollKind};
use crate::battle::model::unit::TroopProfile;
use crate::battle::scene::{self, Scene};
use crate::battle::turn::flow;
use crate::rules::CombatReport;
use crate::rules::staged::StageRoll;
use crate::table::model::ModelPlacement;

pub(in crate::battle) fn profile(attack: u32, hr: u32) -> TroopProfile {
    TroopProfile::foot("troop", attack, 2, 4, hr)
}

/// Side 0's `att` (three models, Attack 3) faces side 1's `def` (three models and a unit leader
/// of HR 2) in base contact, at `gap` cm between the rows; side 0's pair is under way with two
/// orders; the hands are `hands`.
pub(in crate::battle) fn state(gap: f64, hands: [Vec<u8>; 2]) -> BattleState {
    let mut scene = Scene::new();
    scene.troops(0, "att", profile(3, 1), 3, None);
    scene.troops(1, "def", profile(3, 1), 3, Some(profile(2, 2)));
    for (i, x) in [50.0, 53.0, 56.0].into_iter().enumerate() {
        scene.model(place(&format!("att.{}", i + 1), "att", 0, x, 40.0, 90.0));
        scene.model(place(
            &format!("def.{}", i + 1),
            "def",
            1,
            x,
            40.0 + gap,
            270.0,
        ));
    }
    scene.model(place("def.leader", "def", 1, 59.0, 40.0 + gap, 270.0));
    let mut s = scene::side0_active(&scene.setup(), "att");
    for (side, hand) in hands.into_iter().enumerate() {
        s.sides_mut()[side].deck.hand = hand;
    }
    s
}

pub(in crate::battle) fn place(
    id: &str,
    unit: &str,
    side: u8,
    x: f64,
    y: f64,
    facing: f64,
) -> ModelPlacement {
    scene::place(id, unit, side, x, y, facing, profile(1, 1).base)
}

/// Executes `cmd` as log entry `entry` of a battle seeded `seed`; applies and returns its events.
pub(in crate::battle) fn step(
    s: &mut BattleState,
    cmd: Command,
    seed: u64,
    entry: usize,
) -> Vec<Event> {
    scene::step(s, &cmd, seed, entry)
}

/// Side 0 orders the fight and side 1 fights back: the combat roll is rolled.
fn fight(seed: u64, hands: [Vec<u8>; 2]) -> (BattleState, Vec<Event>) {
    let mut s = state(2.6, hands);
    let order = Command::Order {
        side: Side::FIRST,
        unit: "att".into(),
        order: Order::Fight {
            target: "def".into(),
            powered: false,
        },
    };
    step(&mut s, order, seed, 1);
    let events = step(
        &mut s,
        Command::FightBack {
            side: Side::SECOND,
            powered: false,
        },
        seed,
        2,
    );
    (s, events)
}

/// Answers every later question with the first legal command (pass, or the side's standing
/// protect-the-leader setting) until the combat is over; all the events from `entry` on.
fn finish(s: &mut BattleState, seed: u64, mut entry: usize) -> Vec<Event> {
    let mut all = Vec::new();
    while s.combat().is_some() {
        let cmd = legal_commands(s)
            .into_iter()
            .next()
            .expect("a legal command");
        all.extend(step(s, cmd, seed, entry));
        entry += 1;
    }
    all
}

fn report(events: &[Event]) -> CombatReport {
    events
        .iter()
        .find_map(|e| match e {
            Event::CombatResolved { report, .. } => Some((**report).clone()),
            _ => None,
        })
        .expect("the combat was resolved")
}

#[test]
fn r_deck_4_no_pause_when_both_hands_are_empty() {
    for seed in 0..40 {
        let (s, events) = fight(seed, [Vec::new(), Vec::new()]);
        assert!(!events.iter().any(|e| matches!(e, Event::RollMade { .. })));
        // Only a wound on the leader stops the fight, for its side's choice (R-WOUND-4).
        match s.awaiting() {
            Awaiting::ProtectLeader { side } => assert_eq!(side, Side::SECOND),
            _ => {
                report(&events);
                assert!(s.combat().is_none());
            }
        }
    }
}

#[test]
fn r_deck_4_l1028_a_reroll_of_a_failed_combat_die_changes_the_fight() {
    let mut changed = 0;
    let mut tried = 0;
    for seed in 0..60 {
        let (s, _) = fight(seed, [vec![2], Vec::new()]);
        // Side 1 has no card and passed at once; side 0 speaks on the combat roll (L1031).
        assert_eq!(s.awaiting(), Awaiting::Offerings { side: Side::FIRST });
        let roll = s.roll().clone().expect("the combat roll waits");
        assert_eq!(
            roll.kind,
            RollKind::Combat {
                stage: StageRoll::Combat
            }
        );
        // A natural 1 of side 0's own dice always misses (R-DICE-1).
        let Some(die) = roll
            .dice
            .iter()
            .position(|d| d.owner == Side::FIRST && d.value == 1)
        else {
            continue;
        };
        tried += 1;
        let mut passed = s.clone();
        let pass_events = step(
            &mut passed,
            Command::PassOffering { side: Side::FIRST },
            seed,
            3,
        );
        let mut pass_events = pass_events;
        pass_events.extend(finish(&mut passed, seed, 4));
        let before = report(&pass_events);
        let mut offered = s.clone();
        let cmd = Command::Offer {
            side: Side::FIRST,
            card: 2,
            die,
            kind: OfferingKind::Reroll,
        };
        let mut events = step(&mut offered, cmd, seed, 3);
        events.extend(finish(&mut offered, seed, 4));
        let after = report(&events);
        let new_value = events
            .iter()
            .find_map(|e| match e {
                Event::Offered { value, .. } => Some(*value),
                _ => None,
            })
            .expect("the die was re-rolled");
        // The card is spent; the report holds the new die and its hit.
        assert!(offered.sides()[0].deck.hand.is_empty());
        assert_eq!(after.attacker.attack_dice[die], new_value);
        let pool = after.attacker.pool.as_ref().expect("its pool").roll();
        let hit = u32::from(pool.succeeds(new_value));
        assert_eq!(after.attacker.hits, before.attacker.hits + hit);
        assert_eq!(after.attacker.wound_dice.len() as u32, after.attacker.hits);
        if after.defender.after.casualties != before.defender.after.casualties {
            changed += 1;
        }
    }
    assert!(tried > 5, "{tried}");
    assert!(
        changed > 0,
        "no re-roll changed the casualties in {tried} fights"
    );
}

#[test]
fn r_wound_4_l917_protecting_the_leader_taken_and_refused() {
    let mut seen = 0;
    for seed in 0..200 {
        let (s, _) = fight(seed, [Vec::new(), Vec::new()]);
        if s.awaiting() != (Awaiting::ProtectLeader { side: Side::SECOND }) {
            continue;
        }
        seen += 1;
        // Both answers are legal, the side's setting first: `when_lethal` keeps on a leader
        // of HR 2 a single wound, which does not kill him, and protects him from a second.
        let combat = s.combat().as_ref().expect("the fight under way");
        let on_leader = combat
            .staged
            .leader_wounds_on(crate::rules::staged::Role::Defender);
        let first = on_leader >= 2;
        assert_eq!(combat.staged.default_protect(), first);
        let legal = legal_commands(&s);
        assert_eq!(
            legal,
            vec![
                Command::ProtectLeader {
                    side: Side::SECOND,
                    protect: first
                },
                Command::ProtectLeader {
                    side: Side::SECOND,
                    protect: !first
                }
            ]
        );
        let wrong_side = Command::ProtectLeader {
            side: Side::FIRST,
            protect: true,
        };
        assert_eq!(
            check(&s, &wrong_side).map_err(|r| r.citation().to_string()),
            Err("R-WOUND-4".into())
        );
        for protect in [true, false] {
            let mut t = s.clone();
            let mut events = step(
                &mut t,
                Command::ProtectLeader {
                    side: Side::SECOND,
                    protect,
                },
                seed,
                3,
            );
            events.extend(finish(&mut t, seed, 4));
            assert!(events.iter().any(|e| matches!(
                e,
                Event::LeaderProtection { unit, protect: p } if unit == "def" && *p == protect
            )));
            let r = report(&events);
            let leader_wounds = r.attacker.dealt.leader_wounds;
            if protect {
                // One die for the first wound; a 4+ moved it to the unit (L917).
                assert!(!r.defender.protect_dice.is_empty());
                let moved = r.defender.protect_dice.iter().filter(|&&d| d >= 4).count() as u32;
                assert_eq!(r.defender.diverted, moved);
            } else if leader_wounds == 1 {
                assert!(r.defender.protect_dice.is_empty());
                assert_eq!(r.defender.after.leader_wounds, 1);
            }
        }
    }
    assert!(seen > 0, "no wound fell on the leader");
}

#[test]
fn r_deck_4_an_offering_on_a_retreating_units_honor_test() {
    // Far apart: `def` retreats without being in melee (L237).
    let mut s = state(30.0, [vec![3], vec![1]]);
    *s.phase_mut() = Phase::Maintenance;
    *s.pair_mut() = None;
    if let Some(u) = s.unit_mut("def") {
        u.markers.retreating = true;
    }
    let mut dice = Dice::for_entry(5, 1);
    let mut ctx = Ctx::new(&s, &mut dice, crate::battle::turn::flow::go_on);
    flow::maintenance_choices(&mut ctx);
    s = ctx.finish().state;
    let roll = s
        .roll()
        .clone()
        .expect("the Honor test waits for offerings");
    assert!(matches!(roll.kind, RollKind::RetreatHonor { ref unit, .. } if unit == "def"));
    // Side 0 holds the initiative: side 1 speaks first (L1031).
    assert_eq!(s.awaiting(), Awaiting::Offerings { side: Side::SECOND });
    // A unit cannot choose to fail its Honor test (L962): no card is added to its own die.
    let add = Command::Offer {
        side: Side::SECOND,
        card: 1,
        die: 0,
        kind: OfferingKind::AddValue,
    };
    assert_eq!(
        check(&s, &add).map_err(|r| r.citation().to_string()),
        Err("L962".into())
    );
    assert!(!legal_commands(&s).contains(&add));
    step(&mut s, Command::PassOffering { side: Side::SECOND }, 5, 2);
    assert_eq!(s.awaiting(), Awaiting::Offerings { side: Side::FIRST });
    // Side 0 re-rolls the enemy's die: the test is taken with the new die.
    let cmd = Command::Offer {
        side: Side::FIRST,
        card: 3,
        die: 0,
        kind: OfferingKind::Reroll,
    };
    let events = step(&mut s, cmd, 5, 3);
    let new_value = events
        .iter()
        .find_map(|e| match e {
            Event::Offered { value, .. } => Some(*value),
            _ => None,
        })
        .expect("re-rolled");
    let (dice, passed) = events
        .iter()
        .find_map(|e| match e {
            Event::HonorTested {
                unit, dice, passed, ..
            } if unit == "def" => Some((dice.clone(), *passed)),
            _ => None,
        })
        .expect("the Honor test was taken");
    assert_eq!(dice, vec![new_value]);
    // Honor 4 (the leader's, L420): passes on 4 or less (R-DICE-3).
    assert_eq!(passed, new_value <= 4);
    let def = s.unit("def").expect("def");
    assert_eq!(def.removed, !passed);
    if passed {
        assert!(!def.markers.retreating);
    }
}
