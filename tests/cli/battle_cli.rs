//! `kensei battle play` and `kensei battle replay` (with `--verify`) as a player runs them. That
//! every scenario plays to its end and replays is the slow suite's (`tests/slow/cli_battles.rs`).

use crate::common::battle_played as play;

use std::process::Command;

fn kensei() -> Command {
    crate::common::kensei()
}

#[test]
fn play_takes_army_lists_with_their_factions() {
    let dir = tempfile::tempdir().unwrap();
    play(
        dir.path(),
        "scenarios/pitched_battle.json",
        "armies/lists/akagane_400.json",
        "armies/lists/hayashi_400.json",
        3,
    );
}

#[test]
fn verify_exits_1_naming_the_entry_when_the_log_is_not_legal_now() {
    let dir = tempfile::tempdir().unwrap();
    let save = play(
        dir.path(),
        "scenarios/night_raid.json",
        "tests/fixtures/battle_side_takeda.json",
        "tests/fixtures/battle_side_wako.json",
        4,
    );
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    let log = v["log"].as_array_mut().unwrap();
    let moved = log.remove(0);
    log.insert(3, moved);
    std::fs::write(&save, serde_json::to_string(&v).unwrap()).unwrap();
    // It opens (its events name nothing the battle lacks)...
    let out = kensei()
        .args(["battle", "replay", "--quiet"])
        .arg(&save)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    // ... and today's rules refuse its first entry.
    let out = kensei()
        .args(["battle", "replay", "--quiet", "--verify"])
        .arg(&save)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("log entry 1 is not legal now"), "{said}");
}

#[test]
fn a_save_written_by_main_before_format_5_opens_and_verify_names_where_todays_rules_differ() {
    // `tests/fixtures/battle_save_format4.json` was written by `kensei battle play` (pitched
    // battle, seed 7) with the code of format 4. It opens from its events; played again today,
    // the battle goes otherwise from entry 95, where a charging model's straight move stops
    // where the table's exact base shapes touch (L531). A battle played today verifies whole.
    let dir = tempfile::tempdir().unwrap();
    let save = play(
        dir.path(),
        "scenarios/pitched_battle.json",
        "armies/lists/akagane_400.json",
        "armies/lists/hayashi_400.json",
        7,
    );
    let replay = |path: &std::path::Path| {
        kensei()
            .args(["battle", "replay", "--quiet", "--verify"])
            .arg(path)
            .output()
            .unwrap()
    };
    let today = replay(&save);
    assert_eq!(
        today.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&today.stderr)
    );
    let fixture = replay(std::path::Path::new(
        "tests/fixtures/battle_save_format4.json",
    ));
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&fixture.stdout),
        String::from_utf8_lossy(&fixture.stderr)
    );
    assert_eq!(fixture.status.code(), Some(1), "{said}");
    // It was played with the strategy roll before the first hands; today the hands are drawn
    // first (L193) and the strategy roll comes after the commander orders (L210), so the
    // replay parts where the first hands now come.
    assert!(
        said.contains("today's rules play this battle otherwise: log entry 2, event 2"),
        "{said}"
    );
    assert!(said.contains("deck_shuffled"), "{said}");
    assert!(said.contains("phase Ended"), "{said}");
}

#[test]
fn replay_exits_2_naming_the_entry_when_an_event_names_a_missing_unit() {
    let mut v: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string("tests/fixtures/battle_save_format4.json").unwrap(),
    )
    .unwrap();
    let entry = v["log"]
        .as_array()
        .unwrap()
        .iter()
        .position(|e| {
            e["events"]
                .as_array()
                .unwrap()
                .iter()
                .any(|x| x["event"] == "markers_set")
        })
        .unwrap();
    let events = v["log"][entry]["events"].as_array_mut().unwrap();
    let k = events
        .iter()
        .position(|x| x["event"] == "markers_set")
        .unwrap();
    events[k]["unit"] = "ghost".into();
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("ghost.json");
    std::fs::write(&save, serde_json::to_string(&v).unwrap()).unwrap();
    let out = kensei()
        .args(["battle", "replay"])
        .arg(&save)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!(
            "log entry {}, event {}: `unit` names unit `ghost`",
            entry + 1,
            k + 1
        )),
        "{err}"
    );
}

#[test]
fn replay_exits_2_naming_the_field_when_the_saved_scenario_places_an_objective_off_the_table() {
    let mut v: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string("tests/fixtures/battle_save_format4.json").unwrap(),
    )
    .unwrap();
    v["setup"]["scenario"]["objectives"][0]["x"] = 500.0.into();
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("far.json");
    std::fs::write(&save, serde_json::to_string_pretty(&v).unwrap()).unwrap();
    let out = kensei()
        .args(["battle", "replay"])
        .arg(&save)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    for part in [
        "far.json:",
        "setup.scenario.objectives[0].x",
        "objective `shrine-gate` is off the 120 × 90 cm table: 500 is not between 0 and 120",
    ] {
        assert!(err.contains(part), "{part} not in {err}");
    }
}

#[test]
fn broken_files_exit_2_with_file_field_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("side.json");
    std::fs::write(
        &bad,
        "{\n  \"name\": \"x\",\n  \"commander_level\": 7,\n  \"units\": []\n}\n",
    )
    .unwrap();
    let out = kensei()
        .args([
            "battle",
            "play",
            "--scenario",
            "scenarios/escort.json",
            "--lists",
        ])
        .arg(&bad)
        .arg("tests/fixtures/battle_side_wako.json")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("side.json:3:"), "{err}");
    assert!(err.contains("commander_level"), "{err}");

    let broken = dir.path().join("save.json");
    std::fs::write(&broken, "{\"format\": 1, \"seed\": ").unwrap();
    let out = kensei()
        .args(["battle", "replay"])
        .arg(&broken)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("save.json:1:"));
}

#[test]
fn a_scenario_placing_a_model_off_the_table_or_at_1e308_exits_2_naming_the_model() {
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string("scenarios/escort.json").unwrap()).unwrap();
    let model = serde_json::json!({"id": "lost", "unit": "lost", "side": 0, "x": 20.0, "y": 500.0,
        "facing_deg": 90, "base": {"shape": "round", "width_mm": 25}, "height": 1});
    v["models"] = serde_json::json!([model]);
    let dir = tempfile::tempdir().unwrap();
    for (y, written) in [(500.0, "500"), (1e308, "1e308")] {
        v["models"][0]["y"] = y.into();
        let scenario = dir.path().join("far.json");
        std::fs::write(&scenario, serde_json::to_string_pretty(&v).unwrap()).unwrap();
        let out = kensei()
            .args(["battle", "play", "--scenario"])
            .arg(&scenario)
            .args(["--lists", "tests/fixtures/battle_side_takeda.json"])
            .arg("tests/fixtures/battle_side_wako.json")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        for part in [
            "far.json:",
            "models[0].y",
            "model `lost` is off the 120 × 90 cm table",
            &format!("{written} is not between 0 and 90"),
        ] {
            assert!(err.contains(part), "{part} not in {err}");
        }
    }
}

#[test]
fn l195_play_deals_hands_for_the_battle_size_the_lists_were_built_for() {
    // Without --points the battle takes the lists' battle_size (R-DECK-1: 7 cards at 600).
    let dir = tempfile::tempdir().unwrap();
    let save = play(
        dir.path(),
        "scenarios/pitched_battle.json",
        "armies/lists/akagane_600.json",
        "armies/lists/hayashi_600.json",
        3,
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert_eq!(json["setup"]["battle_points"], 600);
    // Lists built for different sizes meet in a battle of the larger; a battle roster names
    // no size.
    use kensei::battle::setup::roster::battle_points_of_lists;
    assert_eq!(
        battle_points_of_lists(&[
            "armies/lists/akagane_250.json",
            "armies/lists/hayashi_400.json"
        ]),
        Some(400)
    );
    assert_eq!(battle_points_of_lists(&["scenarios/escort.json"]), None);
}
