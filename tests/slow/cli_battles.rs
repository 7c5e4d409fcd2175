//! `kensei battle play` runs every scenario to its end, and `kensei battle replay --verify`
//! finds today's rules give the same events, as a player runs them.

use crate::common::battle_played as play;
use std::process::Command;

fn kensei() -> Command {
    crate::common::kensei()
}

#[test]
fn play_runs_every_scenario_to_its_end_and_replay_reproduces_it() {
    let dir = tempfile::tempdir().unwrap();
    for (i, scenario) in [
        "scenarios/pitched_battle.json",
        "scenarios/hold_the_bridge.json",
        "scenarios/escort.json",
        "scenarios/night_raid.json",
    ]
    .iter()
    .enumerate()
    {
        let save = play(
            dir.path(),
            scenario,
            "tests/fixtures/battle_side_takeda.json",
            "tests/fixtures/battle_side_wako.json",
            i as u64 + 1,
        );
        let out = kensei()
            .args(["battle", "replay", "--verify"])
            .arg(&save)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(stdout.contains("> {\"command\":"), "the log is printed");
        assert!(stdout.contains("battle over: "));
        assert!(
            stdout.contains("verify: today's rules give the events of all"),
            "{stdout}"
        );
    }
}
