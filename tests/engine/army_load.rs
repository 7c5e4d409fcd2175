//! Broken faction and list files get a message naming the file, the field and the line, never
//! a panic.

use kensei::army::{parse_faction, parse_list};
use std::path::Path;

fn fixture() -> String {
    std::fs::read_to_string("tests/fixtures/army_test_faction.json").unwrap()
}

fn faction_error(text: &str) -> kensei::files::FileError {
    parse_faction(Path::new("f.json"), text).unwrap_err()
}

/// The 1-based line of the first occurrence of `needle` in `text`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn the_fixture_faction_loads() {
    parse_faction(Path::new("f.json"), &fixture()).unwrap();
}

#[test]
fn l1079_weapon_type_above_10_is_refused_at_its_line() {
    let text = fixture().replace("\"melee_type\": 3", "\"melee_type\": 11");
    let e = faction_error(&text);
    assert_eq!(e.field, "weapons[0].melee_type");
    assert_eq!(e.line, line_of(&text, "\"melee_type\": 11"));
    assert!(e.message().contains("0 to 10"), "{e}");
}

#[test]
fn unknown_weapon_reference_names_the_profile_field() {
    let text = fixture().replacen("\"yari\"\n", "\"spear\"\n", 1);
    let e = faction_error(&text);
    assert_eq!(e.field, "profiles[4].weapons[0]");
    assert_eq!(e.line, line_of(&text, "\"spear\""));
    assert!(e.message().contains("`spear`"), "{e}");
}

#[test]
fn duplicate_profile_ids() {
    let text = fixture().replace("\"id\": \"legend\"", "\"id\": \"ronin\"");
    let e = faction_error(&text);
    assert!(
        e.field.starts_with("profiles[") && e.field.ends_with("].id"),
        "{e}"
    );
    assert!(e.message().contains("used twice"), "{e}");
}

#[test]
fn r_wound_2_armour_difficulty_out_of_range() {
    let text = fixture().replace("\"difficulty_to_wound\": 5", "\"difficulty_to_wound\": 9");
    let e = faction_error(&text);
    assert_eq!(e.field, "armours[0].difficulty_to_wound");
    assert_eq!(e.line, line_of(&text, "\"difficulty_to_wound\": 9"));
}

#[test]
fn l379_spiritual_type_is_komuso_and_onmyouji_only() {
    let text = fixture().replace(
        "\"class\": \"K\",\n      \"troop_type\": \"spiritual\"",
        "\"class\": \"K\",\n      \"troop_type\": \"infantry\"",
    );
    let e = faction_error(&text);
    assert!(e.field.ends_with(".troop_type"), "{e}");
}

#[test]
fn r_unit_1_bases_are_25_mm_at_least() {
    let text = fixture().replacen("\"width_mm\": 25", "\"width_mm\": 20", 1);
    let e = faction_error(&text);
    assert!(e.field.ends_with(".base.width_mm"), "{e}");
    assert_eq!(e.line, line_of(&text, "\"width_mm\": 20"));
}

#[test]
fn negative_cost_and_unknown_fields_are_parse_errors() {
    let text = fixture().replacen("\"cost\": 50", "\"cost\": -50", 1);
    let e = faction_error(&text);
    assert_eq!(e.field, "profiles[0].cost");
    assert_eq!(e.line, line_of(&text, "\"cost\": -50"));
    let text = fixture().replacen("\"cost\": 50", "\"cost\": 50, \"colour\": \"red\"", 1);
    let e = faction_error(&text);
    assert!(e.message().contains("colour"), "{e}");
}

#[test]
fn flags_take_no_value() {
    let text = fixture().replace(
        "{\n          \"input\": \"initiative\"\n        }",
        "{\n          \"input\": \"no_charge_bonus\",\n          \"value\": 2\n        }",
    );
    let e = faction_error(&text);
    assert_eq!(e.field, "abilities[2].effects[0].value");
}

#[test]
fn list_of_an_unknown_schema_version() {
    let text = std::fs::read_to_string("tests/fixtures/army_legal.json")
        .unwrap()
        .replace("\"schema_version\": 1", "\"schema_version\": 2");
    let e = parse_list(Path::new("l.json"), &text).unwrap_err();
    assert_eq!(e.field, "schema_version");
    assert_eq!(e.line, 2);
    assert!(e.to_string().starts_with("l.json:2:"), "{e}");
}

#[test]
fn list_with_a_negative_model_count() {
    let text = std::fs::read_to_string("tests/fixtures/army_legal.json")
        .unwrap()
        .replace("\"models\": 5", "\"models\": -5");
    let e = parse_list(Path::new("l.json"), &text).unwrap_err();
    assert_eq!(e.field, "units[0].models");
    assert_eq!(e.line, line_of(&text, "\"models\": -5"));
}
