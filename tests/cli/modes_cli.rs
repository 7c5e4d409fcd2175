//! `kensei army check`, `print`, `to-text` and `from-text` on lists of the extra game modes
//! (R-RAID-1..5, R-TW-1..3): the mode shown, its rules' problems citing the modes page, and the
//! mode kept through a list's text.

use crate::common::{kensei_output as kensei, stderr, stdout};

const RAID: &str = "armies/lists/raid/hayashi_raid.json";
const TOTAL_WAR: &str = "armies/lists/total_war/akagane_total_war.json";

#[test]
fn check_names_the_mode_of_a_legal_raid_and_total_war_list() {
    let o = kensei(&["army", "check", RAID]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let first = stdout(&o).lines().next().unwrap().to_string();
    assert!(
        first.contains("legal") && first.ends_with(" · raid"),
        "{first}"
    );
    let o = kensei(&["army", "check", TOTAL_WAR, "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["mode"], "total_war");
    let o = kensei(&["army", "check", "armies/lists/akagane_400.json", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["mode"], "standard");
}

#[test]
fn check_refuses_a_raid_unit_of_five_models_citing_the_raid_page_at_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(RAID)
        .unwrap()
        .replacen("\"models\": 3", "\"models\": 5", 1);
    let file = dir.path().join("my_raid.json");
    std::fs::write(&file, &text).unwrap();
    let path = file.to_str().unwrap();
    let o = kensei(&["army", "check", path]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    let line = out
        .lines()
        .find(|l| l.contains("RAID_UNIT_SIZE"))
        .unwrap_or_else(|| panic!("{out}"));
    let at = text
        .lines()
        .position(|l| l.contains("\"models\": 5"))
        .unwrap()
        + 1;
    assert!(line.starts_with(&format!("{path}:{at}:")), "{line}");
    assert!(
        line.contains("(R-RAID-2 · Extra game modes › Raid)"),
        "{line}"
    );
    let o = kensei(&["army", "check", path, "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let p = v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["code"] == "RAID_UNIT_SIZE")
        .unwrap();
    assert_eq!(p["page"], "P-RAID");
    assert_eq!(p["ruling"], "R-RAID-2");
    assert_eq!(p["section"][0][1], "Raid");
    assert_eq!(p["detail"]["raid_unit_size"]["models"], 5);
}

#[test]
fn print_shows_the_mode_each_mixed_profile_and_each_movement_base() {
    let o = kensei(&["army", "print", RAID]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.lines().next().unwrap().ends_with("· raid"), "{out}");
    assert!(
        out.contains("2 × Ashigaru yari, 1 × Ashigaru yumi"),
        "{out}"
    );
    let o = kensei(&["army", "print", TOTAL_WAR, "--format", "html"]);
    let out = stdout(&o);
    assert!(out.contains("standing for a unit of 15"), "{out}");
}

#[test]
fn to_text_and_from_text_keep_the_mode_of_raid_and_total_war_lists() {
    let dir = tempfile::tempdir().unwrap();
    for list in [RAID, TOTAL_WAR] {
        for lang in ["en", "es"] {
            let o = kensei(&["army", "to-text", list, "--lang", lang]);
            assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
            let text = stdout(&o);
            let post = dir.path().join("post.txt");
            std::fs::write(&post, &text).unwrap();
            let o = kensei(&["army", "from-text", post.to_str().unwrap()]);
            assert_eq!(o.status.code(), Some(0), "{text}{}", stderr(&o));
            let back: kensei::army::ArmyList = serde_json::from_str(&stdout(&o)).unwrap();
            let original = kensei::army::load_list(std::path::Path::new(list)).unwrap();
            assert_eq!(back.mode, original.mode, "{text}");
            assert_eq!(back.units, original.units, "{text}");
        }
    }
}

/// Runs `kensei army check` on `text` written to a file named `name` in `dir`; its output.
fn check_text(dir: &std::path::Path, name: &str, text: &str) -> std::process::Output {
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    kensei(&["army", "check", file.to_str().unwrap()])
}

#[test]
fn r_tw_2_check_refuses_a_movement_base_of_six_or_nine_models() {
    const LIST: &str = "tests/fixtures/army_illegal_total_war_base.json";
    let o = kensei(&["army", "check", LIST]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    let text = std::fs::read_to_string(LIST).unwrap();
    let at = text
        .lines()
        .position(|l| l.contains("\"on_base\": 6"))
        .unwrap()
        + 1;
    let line = out
        .lines()
        .find(|l| l.contains("TOTAL_WAR_BASE_TOO_MANY [unit spears]"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(line.starts_with(&format!("{LIST}:{at}:")), "{line}");
    assert!(line.contains("6 models on its movement base"), "{line}");
    assert!(
        line.contains("(R-TW-2 · Extra game modes › Total War)"),
        "{line}"
    );
    assert_eq!(
        out.lines().filter(|l| l.contains(" error ")).count(),
        1,
        "{out}"
    );
    // Nine on the base are refused the same way, whatever size `models` gives.
    let dir = tempfile::tempdir().unwrap();
    let nine = text.replacen("\"on_base\": 6", "\"on_base\": 9", 1);
    let o = check_text(dir.path(), "nine.json", &nine);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.lines()
            .any(|l| l.contains("TOTAL_WAR_BASE_TOO_MANY [unit spears]")
                && l.contains("9 models")
                && l.contains("R-TW-2")),
        "{out}"
    );
    // Five on it stand for the unit of 15: the list is the legal one it was made from.
    let five = text.replacen("\"on_base\": 6", "\"on_base\": 5", 1);
    let o = check_text(dir.path(), "five.json", &five);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}

#[test]
fn l417_check_refuses_a_foot_leader_over_a_mounted_model_in_either_order() {
    const LIST: &str = "tests/fixtures/army_illegal_raid_leader.json";
    let problem = |out: &str| {
        out.lines()
            .find(|l| l.contains("UNIT_LEADER_TYPE_MISMATCH [unit spears]"))
            .map(str::to_string)
            .unwrap_or_else(|| panic!("{out}"))
    };
    let o = kensei(&["army", "check", LIST]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    let line = problem(&out);
    assert!(
        line.contains("is infantry but the unit is mounted"),
        "{line}"
    );
    assert!(line.contains("L417"), "{line}");
    assert_eq!(
        out.lines().filter(|l| l.contains(" error ")).count(),
        1,
        "{out}"
    );
    // The same unit with the mounted model as its own profile and the foot models mixed in.
    let text = std::fs::read_to_string(LIST).unwrap();
    let swapped = text
        .replacen(
            "\"profile\": \"ashigaru_yari\",\n      \"models\": 2",
            "\"profile\": \"mounted_scouts\",\n      \"models\": 1",
            1,
        )
        .replacen(
            "\"profile\": \"mounted_scouts\",\n          \"models\": 1",
            "\"profile\": \"ashigaru_yari\",\n          \"models\": 2",
            1,
        );
    assert_ne!(swapped, text);
    let dir = tempfile::tempdir().unwrap();
    let o = check_text(dir.path(), "swapped.json", &swapped);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let line = problem(&stdout(&o));
    assert!(line.contains("L417"), "{line}");
}
