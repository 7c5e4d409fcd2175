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
