//! `kensei battle play` and `replay` with a leader joining a unit (L537): the play activates
//! Takeda's lone general after the other units so that he joins a used one, the log carries the
//! events and the replay's final state names the unit he joined.

use std::process::Command;

fn kensei() -> Command {
    crate::common::kensei()
}

#[test]
fn l537_play_joins_the_lone_general_to_a_used_unit_and_replay_words_it() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("joined.json");
    let out = kensei()
        .args([
            "battle",
            "play",
            "--scenario",
            "scenarios/pitched_battle.json",
            "--lists",
            "tests/fixtures/battle_side_takeda.json",
            "tests/fixtures/battle_side_wako.json",
            "--seed",
            // A seed whose battle has the lone general join a used unit, among fall backs,
            // charges and melee moves (seed 4 since the first hands come before the strategy
            // roll, L193, L210).
            "4",
            "--save",
        ])
        .arg(&save)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("phase Ended"), "{stdout}");
    let out = kensei()
        .args(["battle", "replay"])
        .arg(&save)
        .output()
        .unwrap();
    assert!(out.status.success());
    let log = String::from_utf8_lossy(&out.stdout);
    assert!(
        log.contains(r#""change":{"change":"join","unit":"#),
        "the join rides on a move order"
    );
    assert!(log.contains(r#"{"event":"leader_joined","leader_unit":"takeda-general""#));
    assert!(
        log.contains("takeda-general       joined takeda-"),
        "the final state names the unit he leads"
    );
}
