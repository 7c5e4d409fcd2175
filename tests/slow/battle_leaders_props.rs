//! Properties of battles where leaders join and leave units (L537-551): random legal command
//! sequences that take a join or a leave whenever one is legal never fail, undo then redo is
//! the identity, and the saved battle opens in the same state and verifies.

use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Command, Event, Order, SavedBattle, legal_commands};
use proptest::prelude::*;
use std::path::Path;

const SCENARIOS: [&str; 4] = [
    "scenarios/pitched_battle.json",
    "scenarios/hold_the_bridge.json",
    "scenarios/escort.json",
    "scenarios/night_raid.json",
];

fn battle(scenario: &str, lists: [&str; 2], seed: u64) -> Battle {
    let sc = load_scenario(Path::new(scenario)).unwrap();
    let a = load_side(Path::new(lists[0])).unwrap();
    let b = load_side(Path::new(lists[1])).unwrap();
    Battle::new(BattleSetup::new(400, sc, [a, b]), seed).unwrap()
}

fn leader_change(c: &Command) -> bool {
    matches!(
        c,
        Command::Order {
            order: Order::Move {
                leader: Some(_),
                ..
            },
            ..
        }
    )
}

/// Plays up to `n` commands: a join or leave when one is legal, else the choice among the legal
/// ones. Returns how many leaders joined and left.
fn play(b: &mut Battle, choices: &[usize]) -> (usize, usize) {
    let (mut joined, mut left) = (0, 0);
    for &c in choices {
        let legal = legal_commands(b.state());
        if legal.is_empty() {
            break;
        }
        let cmd = legal
            .iter()
            .find(|x| leader_change(x))
            .cloned()
            .unwrap_or_else(|| legal[c % legal.len()].clone());
        let events = b
            .execute(cmd.clone())
            .unwrap_or_else(|e| panic!("listed {cmd:?} was refused: {e}"))
            .to_vec();
        joined += events
            .iter()
            .filter(|e| matches!(e, Event::LeaderJoined { .. }))
            .count();
        left += events
            .iter()
            .filter(|e| matches!(e, Event::LeaderLeft { .. }))
            .count();
    }
    (joined, left)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, .. ProptestConfig::default() })]

    #[test]
    fn l537_l545_battles_with_joins_and_leaves_replay_and_undo(
        scenario in 0usize..4,
        lists in 0usize..2,
        seed in 0u64..1000,
        choices in prop::collection::vec(0usize..6, 100..300),
    ) {
        let lists = [
            ["tests/fixtures/battle_side_takeda.json", "tests/fixtures/battle_side_wako.json"],
            ["armies/lists/akagane_400.json", "armies/lists/hayashi_400.json"],
        ][lists];
        let mut b = battle(SCENARIOS[scenario], lists, seed);
        play(&mut b, &choices);
        // Saved and loaded: the same state.
        let json = serde_json::to_string(&b.to_saved()).unwrap();
        let saved: SavedBattle = serde_json::from_str(&json).unwrap();
        let again = Battle::open(&saved).unwrap();
        prop_assert_eq!(again.state(), b.state());
        // Executed again, the commands give the same events.
        prop_assert_eq!(Battle::verify(&saved), Ok(kensei::battle::Verdict::Agrees));
        // Undo then redo: the same state.
        let end = b.state().clone();
        let n = b.log().len().min(40);
        for _ in 0..n {
            b.undo();
        }
        for _ in 0..n {
            b.redo();
        }
        prop_assert_eq!(b.state(), &end);
    }
}

#[test]
fn l537_l545_leaders_join_and_leave_in_whole_battles() {
    let mut total = (0, 0);
    for (i, sc) in SCENARIOS.iter().enumerate().take(2) {
        let mut b = battle(
            sc,
            [
                "armies/lists/akagane_400.json",
                "armies/lists/hayashi_400.json",
            ],
            i as u64 + 3,
        );
        let (j, l) = play(&mut b, &[0; 400]);
        total = (total.0 + j, total.1 + l);
    }
    assert!(total.0 > 0 && total.1 > 0, "joins and leaves: {total:?}");
}
