//! `kensei battle play` with raid lists (the extra game modes page, Raid; R-RAID-7): a raid on
//! the raid scenario plays to its end, and lists or a scenario of another mode are refused
//! naming the file, the field and the line.

use std::process::Output;

const SCENARIO: &str = "scenarios/raid_the_storehouse.json";
const AKAGANE: &str = "armies/lists/raid/akagane_raid.json";
const HAYASHI: &str = "armies/lists/raid/hayashi_raid.json";

fn play(scenario: &str, lists: [&str; 2]) -> Output {
    crate::common::kensei()
        .args(["battle", "play", "--scenario", scenario, "--lists"])
        .args(lists)
        .args(["--seed", "1"])
        .output()
        .unwrap()
}

#[test]
fn p_raid_two_raid_lists_play_the_raid_scenario_to_its_end() {
    let o = play(SCENARIO, [AKAGANE, HAYASHI]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(out.contains("phase Ended"), "{out}");
}

#[test]
fn r_raid_7_a_raid_list_against_a_standard_list_is_refused_at_the_raid_lists_mode() {
    let o = play(
        "scenarios/night_raid.json",
        ["armies/lists/akagane_400.json", HAYASHI],
    );
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("armies/lists/raid/hayashi_raid.json:7:") && err.contains("field `mode`"),
        "{err}"
    );
    assert!(err.contains("different game modes"), "{err}");
}

#[test]
fn r_raid_7_the_raid_scenario_refuses_standard_lists_at_its_mode() {
    let o = play(
        SCENARIO,
        [
            "armies/lists/akagane_400.json",
            "armies/lists/hayashi_400.json",
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("scenarios/raid_the_storehouse.json:") && err.contains("field `mode`"),
        "{err}"
    );
}
