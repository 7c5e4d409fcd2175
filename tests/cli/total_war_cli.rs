//! `kensei battle play` in total war (R-TW-4..6): a total war list against a list of another
//! mode is refused naming the file and its `mode` line; two total war lists play to the end,
//! the log naming casualties as the unit's size coming down.

const SCENARIO: &str = "scenarios/total_war_field_of_banners.json";
const AKAGANE: &str = "armies/lists/total_war/akagane_total_war.json";
const HAYASHI: &str = "armies/lists/total_war/hayashi_total_war.json";

#[test]
fn r_tw_4_a_total_war_list_against_a_standard_list_is_refused_naming_the_file_and_mode() {
    let out = crate::common::kensei()
        .args(["battle", "play", "--scenario", SCENARIO, "--lists"])
        .args(["armies/lists/hayashi_400.json", AKAGANE])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("akagane_total_war.json:7:") && err.contains("field `mode`"),
        "{err}"
    );
    assert!(err.contains("R-TW-4"), "{err}");
}

#[test]
fn p_total_war_two_total_war_lists_play_to_the_end_their_casualties_as_the_size_coming_down() {
    let dir = tempfile::tempdir().unwrap();
    let save = crate::common::battle_played(dir.path(), SCENARIO, AKAGANE, HAYASHI, 1);
    let out = crate::common::kensei()
        .args(["battle", "replay", "--text"])
        .arg(&save)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.lines()
            .any(|l| l.contains(" → ") && l.contains("wound counter")),
        "{text}"
    );
}
