//! No dead end in a saved battle: every state reached from the saves in `tests/fixtures` (each
//! format's), cut after every log entry, has either ended or takes at least one command of
//! `battle::legal_commands` that executes without a rejection, whatever question it awaits.
//! A save of an older version cut at a question that today's rules would not ask (a stand and
//! shoot's casualties among every model the shooters saw, before they came from the nearest
//! ranks, L864, R-CAS-3) must still take an answer and go on.

use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::{Battle, SavedBattle, legal_commands};
use std::path::Path;

/// The saved battles of every format in `tests/fixtures`.
fn saves() -> Vec<std::path::PathBuf> {
    let mut out: Vec<_> = std::fs::read_dir("tests/fixtures")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            name.starts_with("battle_") && name.ends_with(".json") && !name.ends_with(".end.json")
        })
        .filter(|p| {
            let v: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
            v.get("format").is_some()
        })
        .collect();
    out.sort();
    out
}

/// Why the battle cut after `entries` entries is at a dead end, if it is.
fn dead_end(battle: &Battle) -> Option<String> {
    let state = battle.state();
    if state.awaiting() == Awaiting::Nothing {
        return None;
    }
    let legal = legal_commands(state);
    let mut refusals = Vec::new();
    for command in legal.iter().take(3) {
        match battle.clone().execute(command.clone()) {
            Ok(_) => return None,
            Err(r) => refusals.push(format!("{command:?}: {r}")),
        }
    }
    Some(format!(
        "awaiting {:?}, {} legal command(s), refused: {refusals:?}",
        state.awaiting(),
        legal.len()
    ))
}

/// Every cut of the save at `path` that is a dead end.
fn dead_ends_of(path: &Path) -> Vec<String> {
    let saved: SavedBattle = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut battle = Battle::open(&saved).unwrap();
    let mut found = Vec::new();
    loop {
        if let Some(why) = dead_end(&battle) {
            let n = battle.log().len();
            found.push(format!("{} after entry {n}: {why}", path.display()));
        }
        if battle.undo().is_none() {
            break;
        }
    }
    found
}

#[test]
fn every_fixture_save_cut_at_its_entries_has_ended_or_takes_a_legal_command() {
    let saves = saves();
    assert!(saves.len() >= 7, "{saves:?}");
    let found: Vec<String> = saves.iter().flat_map(|p| dead_ends_of(p)).collect();
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn l864_an_old_save_awaiting_a_stand_and_shoots_casualties_goes_on() {
    let path = Path::new("tests/fixtures/battle_save_format6_stand_and_shoot_question.json");
    let saved: SavedBattle = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let battle = Battle::open(&saved).unwrap();
    let Awaiting::ChooseCasualties { side } = battle.state().awaiting() else {
        panic!(
            "the save waits for a choice of casualties: {:?}",
            battle.state().awaiting()
        );
    };
    let legal = legal_commands(battle.state());
    assert!(!legal.is_empty(), "the awaited question takes an answer");
    let mut played = battle.clone();
    played.execute(legal[0].clone()).unwrap();
    assert_ne!(
        played.state().awaiting(),
        Awaiting::ChooseCasualties { side },
        "the battle goes on past the question"
    );
}
