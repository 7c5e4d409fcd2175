//! The `kensei odds` command line contract (issue 2): exact JSON shapes, negative numbers as
//! separate arguments, seeded rolls, and bad input naming file, field and line with exit code 2.

use serde_json::Value;
use std::process::Output;

fn kensei(args: &[&str]) -> Output {
    crate::common::kensei()
        .args(args)
        .output()
        .expect("the kensei binary runs")
}

fn json(args: &[&str]) -> Value {
    let out = kensei(args);
    assert!(
        out.status.success(),
        "{:?}: {}",
        args,
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stdout is JSON")
}

fn probs(v: &Value) -> Vec<f64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect()
}

fn near(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

#[test]
fn r_dice_1_success_with_a_negative_modifier_as_a_separate_argument() {
    let v = json(&["odds", "success", "--dice", "3", "--mod", "-1"]);
    let p = probs(&v["p"]);
    // At -1 a die succeeds on 5 or 6: 1/3.
    let want = [8.0 / 27.0, 12.0 / 27.0, 6.0 / 27.0, 1.0 / 27.0];
    assert_eq!(p.len(), 4);
    for (a, b) in p.iter().zip(want) {
        assert!(near(*a, b), "{p:?}");
    }
}

#[test]
fn r_dice_1_zero_or_fewer_dice_list_two_entries() {
    for dice in ["0", "-2"] {
        let p = probs(&json(&["odds", "success", "--dice", dice, "--mod", "3"])["p"]);
        assert_eq!(p.len(), 2);
        assert!(near(p[1], 1.0 / 6.0), "{p:?}");
    }
}

#[test]
fn r_wound_1_wound_outcomes_with_a_leader() {
    let v = json(&[
        "odds",
        "wounds",
        "--hits",
        "2",
        "--difficulty",
        "4",
        "--leader",
    ]);
    let outcomes = v["outcomes"].as_array().unwrap();
    let total: f64 = outcomes.iter().map(|o| o["p"].as_f64().unwrap()).sum();
    assert!(near(total, 1.0));
    let find = |w: u64, l: u64, s: u64| {
        outcomes
            .iter()
            .find(|o| o["wounds"] == w && o["leader_wounds"] == l && o["stuns"] == s)
            .map(|o| o["p"].as_f64().unwrap())
    };
    // Two natural 6s: both to the leader.
    assert!(near(find(0, 2, 0).unwrap(), 1.0 / 36.0));
    // Faces 4-5 wound the unit (2/6), 2-3 stun (2/6).
    assert!(near(
        find(1, 0, 1).unwrap(),
        2.0 * (2.0 / 6.0) * (2.0 / 6.0)
    ));
    assert!(outcomes.iter().all(|o| o["p"].as_f64().unwrap() > 0.0));
}

#[test]
fn r_wound_1_shooting_has_no_stuns_and_modifiers_can_be_negative() {
    let v = json(&[
        "odds",
        "wounds",
        "--hits",
        "3",
        "--difficulty",
        "5",
        "--mod",
        "-1",
        "--shooting",
    ]);
    let outcomes = v["outcomes"].as_array().unwrap();
    assert!(
        outcomes
            .iter()
            .all(|o| o["stuns"] == 0 && o["leader_wounds"] == 0)
    );
    // Without a leader a 6 wounds the unit, and at -1 only a 6 reaches 5: all three wound 1/216.
    let all = outcomes.iter().find(|o| o["wounds"] == 3).unwrap();
    assert!(near(all["p"].as_f64().unwrap(), 1.0 / 216.0));
}

#[test]
fn melee_odds_json_from_a_fixture() {
    let v = json(&["odds", "melee", "tests/fixtures/melee_charge.json"]);
    let sum = v["attacker_wins"].as_f64().unwrap()
        + v["defender_wins"].as_f64().unwrap()
        + v["draw"].as_f64().unwrap();
    assert!(near(sum, 1.0));
    let rows = v["attacker"]["pool"]["rows"].as_array().unwrap();
    assert!(rows.iter().any(|r| r["line"] == "L670" && r["dice"] == 3));
    assert_eq!(v["attacker"]["pool"]["dice"], 10);
    let at_least = probs(&v["defender"]["suffers"]["casualties_at_least"]);
    assert!(near(at_least[0], 1.0));
    assert!(
        v["defender"]["suffers"]["honor_test_fails"]
            .as_f64()
            .unwrap()
            > 0.0
    );
}

#[test]
fn shoot_odds_text_names_the_rows() {
    let out = kensei(&[
        "odds",
        "shoot",
        "tests/fixtures/shoot_volley.json",
        "--text",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("L752"), "{text}");
    assert!(text.contains("L758"), "{text}");
    assert!(text.contains("casualties"), "{text}");
}

#[test]
fn the_same_seed_gives_the_same_battle() {
    let args = [
        "odds",
        "melee",
        "tests/fixtures/melee_leaders.json",
        "--roll",
        "--seed",
        "42",
    ];
    let a = kensei(&args);
    let b = kensei(&args);
    assert!(a.status.success());
    assert_eq!(a.stdout, b.stdout);
    let v: Value = serde_json::from_slice(&a.stdout).unwrap();
    assert_eq!(v["seed"], 42);
    assert!(!v["steps"].as_array().unwrap().is_empty());
    assert!(v["winner"].is_string());
    let text = kensei(&[
        "odds",
        "shoot",
        "tests/fixtures/shoot_volley.json",
        "--roll",
        "--seed",
        "3",
        "--text",
    ]);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.contains("R-WOUND-1") && text.contains("dice:"),
        "{text}"
    );
}

fn bad(file_text: &str) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("situation.json");
    std::fs::write(&path, file_text).unwrap();
    let out = kensei(&["odds", "melee", path.to_str().unwrap()]);
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn fixture_with(from: &str, to: &str) -> String {
    let text = std::fs::read_to_string("tests/fixtures/melee_charge.json").unwrap();
    assert!(text.contains(from));
    text.replacen(from, to, 1)
}

#[test]
fn an_unknown_field_names_file_field_and_line() {
    let (code, err) = bad(&fixture_with(
        "\"charged\": true",
        "\"charged\": true, \"flanking\": 1",
    ));
    assert_eq!(code, 2);
    assert!(err.contains("situation.json:15:"), "{err}");
    assert!(err.contains("flanking"), "{err}");
}

#[test]
fn negative_models_name_file_field_and_line() {
    let (code, err) = bad(&fixture_with("\"models\": 10", "\"models\": -3"));
    assert_eq!(code, 2);
    assert!(err.contains("situation.json:23:"), "{err}");
    assert!(err.contains("defender.unit.models"), "{err}");
}

#[test]
fn more_models_in_contact_than_in_the_unit_names_the_field() {
    let (code, err) = bad(&fixture_with("\"in_contact\": 4", "\"in_contact\": 40"));
    assert_eq!(code, 2);
    assert!(err.contains("situation.json:13:"), "{err}");
    assert!(err.contains("attacker.in_contact"), "{err}");
}

#[test]
fn a_file_that_is_not_json_says_so() {
    let (code, err) = bad("attacker: samurai\n");
    assert_eq!(code, 2);
    assert!(err.contains("not valid JSON"), "{err}");
    assert!(err.contains("situation.json:1:"), "{err}");
}

#[test]
fn a_missing_file_is_bad_input() {
    let out = kensei(&["odds", "shoot", "no/such/file.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no/such/file.json"));
}

#[test]
fn a_pool_too_large_to_compute_is_refused_with_its_side() {
    let text = fixture_with("\"attack\": 2", "\"attack\": 99");
    let text = text.replacen("\"attacks_by\": \"flank\"", "\"extra_dice\": 100", 1);
    let (code, err) = bad(&text);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("field `attacker`"), "{err}");
    assert!(err.contains("200"), "{err}");
}

#[test]
fn l342_troops_picked_by_faction_and_profile_give_the_windows_odds() {
    use kensei::army::bundled_factions;
    use kensei::army::quick::{TroopPick, melee_with_troops};
    let args = [
        "odds",
        "melee",
        "tests/fixtures/melee_charge.json",
        "--troop-a",
        "akagane/samurai_bushi",
        "--troop-b",
        "akagane/ashigaru_yari",
    ];
    let v = json(&args);
    assert_eq!(v["attacker"]["name"], "Samurai bushi");
    assert_eq!(v["defender"]["name"], "Ashigaru yari");
    let text = std::fs::read_to_string("tests/fixtures/melee_charge.json").unwrap();
    let base = serde_json::from_str(&text).unwrap();
    let pick = |p: &str| TroopPick {
        faction: "akagane".into(),
        profile: p.into(),
        leader: None,
    };
    let s = melee_with_troops(
        &base,
        [Some(&pick("samurai_bushi")), Some(&pick("ashigaru_yari"))],
        &bundled_factions(),
    )
    .unwrap();
    let want = kensei::rules::melee_odds(&s).attacker_wins;
    assert!(near(v["attacker_wins"].as_f64().unwrap(), want));
}

#[test]
fn an_unknown_troop_is_bad_input_naming_it() {
    let out = kensei(&[
        "odds",
        "melee",
        "tests/fixtures/melee_charge.json",
        "--troop-a",
        "akagane/no_such_troop",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no_such_troop"), "{err}");
    let out = kensei(&[
        "odds",
        "shoot",
        "tests/fixtures/shoot_volley.json",
        "--troop-b",
        "x",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("FACTION/PROFILE"));
}
