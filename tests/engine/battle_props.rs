//! Properties of the battle engine over random legal command sequences: no command listed as
//! legal is refused or panics, undo then redo is the identity, and a saved battle opens in the
//! same state and its commands, executed again, give the same events.

use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Difference, Verdict, legal_commands};
use proptest::prelude::*;
use std::path::Path;

fn battle(scenario: &str, seed: u64) -> Battle {
    let sc = load_scenario(Path::new(scenario)).unwrap();
    let a = load_side(Path::new("tests/fixtures/battle_side_takeda.json")).unwrap();
    let b = load_side(Path::new("tests/fixtures/battle_side_wako.json")).unwrap();
    Battle::new(BattleSetup::new(400, sc, [a, b]), seed).unwrap()
}

const SCENARIOS: [&str; 4] = [
    "scenarios/pitched_battle.json",
    "scenarios/hold_the_bridge.json",
    "scenarios/escort.json",
    "scenarios/night_raid.json",
];

/// Plays `choices.len()` commands, each picked among the legal ones by the choice.
fn play(b: &mut Battle, choices: &[usize]) {
    for &c in choices {
        let legal = legal_commands(b.state());
        if legal.is_empty() {
            break;
        }
        let cmd = legal[c % legal.len()].clone();
        b.execute(cmd.clone())
            .unwrap_or_else(|e| panic!("listed {cmd:?} was refused: {e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, .. ProptestConfig::default() })]

    #[test]
    fn random_legal_commands_never_fail_and_replay_to_the_same_state(
        seed in 0u64..1000,
        scenario in 0usize..4,
        choices in proptest::collection::vec(0usize..64, 50..400),
    ) {
        let mut b = battle(SCENARIOS[scenario], seed);
        play(&mut b, &choices);
        let saved = b.to_saved();
        let text = serde_json::to_string(&saved).unwrap();
        let back: kensei::battle::SavedBattle = serde_json::from_str(&text).unwrap();
        let again = Battle::open(&back).unwrap();
        prop_assert_eq!(again.state(), b.state());
        prop_assert_eq!(Battle::verify(&back), Ok(Verdict::Agrees));
    }

    #[test]
    fn undo_then_redo_is_the_identity(
        seed in 0u64..1000,
        scenario in 0usize..4,
        choices in proptest::collection::vec(0usize..64, 20..300),
        back in 1usize..20,
    ) {
        let mut b = battle(SCENARIOS[scenario], seed);
        play(&mut b, &choices);
        let state = b.state().clone();
        let log = b.log().to_vec();
        let n = back.min(b.log().len());
        for _ in 0..n {
            prop_assert!(b.undo().is_some());
        }
        for _ in 0..n {
            prop_assert!(b.redo().is_some());
        }
        prop_assert_eq!(b.state(), &state);
        prop_assert_eq!(b.log(), log.as_slice());
    }
}

#[test]
fn undoing_everything_gives_the_start_and_a_new_command_drops_the_redo() {
    let mut b = battle(SCENARIOS[0], 5);
    let start = b.state().clone();
    play(&mut b, &[0; 30]);
    while b.undo().is_some() {}
    assert_eq!(b.state(), &start);
    assert!(b.can_redo());
    let first = legal_commands(b.state()).into_iter().next().unwrap();
    b.execute(first).unwrap();
    assert!(!b.can_redo());
}

#[test]
fn a_log_edited_by_hand_does_not_verify() {
    let mut b = battle(SCENARIOS[0], 6);
    play(&mut b, &[0; 200]);
    let mut saved = b.to_saved();
    // Change the seed: the same commands now roll other dice.
    saved.seed += 1;
    assert!(matches!(
        Battle::verify(&saved),
        Ok(Verdict::Differs(Difference::Mismatch { .. }))
    ));
    // Insert a command that is not legal where it stands.
    let mut saved = b.to_saved();
    let bad = saved.log[5].clone();
    saved.log.insert(1, bad);
    match Battle::verify(&saved) {
        Ok(Verdict::Differs(Difference::Illegal {
            index, rejection, ..
        })) => {
            assert_eq!(index, 2);
            assert!(!rejection.citation().to_string().is_empty());
        }
        other => panic!("expected an illegal entry, got {other:?}"),
    }
}

#[test]
fn a_save_naming_a_missing_unit_is_refused_naming_its_entry() {
    let mut b = battle(SCENARIOS[0], 6);
    play(&mut b, &[0; 200]);
    let mut saved = b.to_saved();
    let (index, event) = saved
        .log
        .iter()
        .enumerate()
        .find_map(|(i, l)| {
            l.events
                .iter()
                .position(|e| matches!(e, kensei::battle::Event::MarkersSet { .. }))
                .map(|k| (i, k))
        })
        .expect("some markers were set");
    if let kensei::battle::Event::MarkersSet { unit, .. } = &mut saved.log[index].events[event] {
        *unit = "ghost".into();
    }
    let err = Battle::open(&saved).unwrap_err();
    assert_eq!(
        err,
        kensei::battle::OpenError::Event {
            index: index + 1,
            event,
            problem: kensei::battle::engine::event_names::Misnamed::Unit {
                field: "unit".into(),
                id: "ghost".into(),
            }
        }
    );
    assert_eq!(
        err.to_string(),
        format!(
            "log entry {}, event {}: `unit` names unit `ghost`, which the battle does not have",
            index + 1,
            event + 1
        )
    );
    // So does an unknown format.
    saved.format = 99;
    assert_eq!(
        Battle::open(&saved).unwrap_err().to_string(),
        format!(
            "save format 99 is not 1 to {}",
            kensei::battle::engine::log::SAVE_FORMAT
        )
    );
}

#[test]
fn a_battle_saved_in_format_1_opens_as_it_was_played_and_verify_tells_it_apart() {
    // Saved before offerings on every roll (R-DECK-4) and protect-the-leader per wound
    // (R-WOUND-4): its fights were rolled in one go. It opens from its events as it ended
    // (`battle_saves::every_fixture_opens_in_the_state_it_ended_in`), and is saved again in the
    // current format.
    let path = Path::new("tests/fixtures/battle_save_format1.json");
    let b = Battle::load(path).unwrap();
    assert_eq!(b.state().phase(), kensei::battle::Phase::Ended);
    let file: kensei::battle::SavedBattle =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(file.format, 1);
    let saved = b.to_saved();
    assert_eq!(saved.format, kensei::battle::engine::log::SAVE_FORMAT);
    assert_eq!(saved.log, file.log);
    let events = || saved.log.iter().flat_map(|e| e.events.iter());
    assert!(events().any(|e| matches!(e, kensei::battle::Event::CombatResolved { .. })));
    assert!(!events().any(|e| matches!(e, kensei::battle::Event::CombatBegan { .. })));
    // Today's rules roll its fights stage by stage: `--verify` tells it apart.
    assert!(matches!(Battle::verify(&file), Ok(Verdict::Differs(_))));
    // A new battle is saved in the current format, with its fights rolled stage by stage.
    let mut new = battle(SCENARIOS[0], 11);
    play(&mut new, &[0; 400]);
    assert_eq!(
        new.to_saved().format,
        kensei::battle::engine::log::SAVE_FORMAT
    );
    let staged = new.log().iter().flat_map(|e| e.events.iter()).any(|e| {
        matches!(
            e,
            kensei::battle::Event::RollMade { roll }
                if matches!(roll.kind, kensei::battle::model::state::RollKind::Combat { .. })
        )
    });
    assert!(staged, "no fight or shot waited for offerings");
}
