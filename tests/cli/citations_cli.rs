//! The command line gives the book's section beside every book line it prints: in text
//! ("R-POOL-1 · Fight › Combat roll table (L668)") and in JSON (a `section` field right after
//! the field holding the lines).

use serde_json::Value;
use std::process::Output;

fn kensei(args: &[&str]) -> Output {
    crate::common::kensei()
        .args(args)
        .output()
        .expect("the kensei binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn path(v: &Value) -> Vec<Vec<String>> {
    v.as_array()
        .unwrap_or_else(|| panic!("a list of paths: {v}"))
        .iter()
        .map(|p| {
            p.as_array()
                .unwrap()
                .iter()
                .map(|t| t.as_str().unwrap().to_string())
                .collect()
        })
        .collect()
}

const MELEE: &str = "tests/fixtures/melee_charge.json";

#[test]
fn odds_text_names_the_section_of_every_pool_row_and_of_fall_back_and_retreat() {
    let o = kensei(&["odds", "melee", MELEE, "--text"]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(
        text.contains("R-POOL-1 · Fight › Combat roll table (L668)"),
        "{text}"
    );
    assert!(
        text.contains("R-SIDE-2 · Fight › Combat roll table (L681)"),
        "{text}"
    );
    assert!(
        text.contains("falls back           0.01%   Combat resolution › 4. Honor test (L959)"),
        "{text}"
    );
    // Every row's line has its section.
    for row in text
        .lines()
        .filter(|l| l.contains("D6  ") || l.contains("  +1  "))
    {
        assert!(row.contains(" › "), "{row}");
    }
    let shoot = stdout(&kensei(&[
        "odds",
        "shoot",
        "tests/fixtures/shoot_volley.json",
        "--text",
    ]));
    assert!(
        shoot.contains("Shoot › Shooting roll table (L752)"),
        "{shoot}"
    );
}

#[test]
fn odds_json_gives_each_pool_row_its_section_right_after_its_line() {
    let o = kensei(&["odds", "melee", MELEE]);
    assert!(o.status.success());
    let raw = stdout(&o);
    let v: Value = serde_json::from_str(&raw).unwrap();
    let rows = v["attacker"]["pool"]["rows"].as_array().unwrap();
    assert!(!rows.is_empty());
    for r in rows {
        assert_eq!(
            path(&r["section"]),
            [["Orders and actions", "Fight", "Combat roll table"]],
            "{r}"
        );
    }
    // "section" follows "line" in the printed object.
    let at = raw.find(r#""line": "L668""#).unwrap();
    let rest = &raw[at..];
    let next_key = rest[rest.find(',').unwrap() + 1..].trim_start();
    assert!(next_key.starts_with(r#""section""#), "{rest}");
}

#[test]
fn a_roll_names_the_section_of_every_step_in_text_and_json() {
    let text = stdout(&kensei(&[
        "odds", "melee", MELEE, "--roll", "--seed", "9", "--text",
    ]));
    assert!(
        text.contains("[R-POOL-1 R-DICE-1 · Orders and actions › Fight (L664-683)] Samurai"),
        "{text}"
    );
    assert!(
        text.contains("[R-RES-1 · Combat resolution › 3. Winning and losing unit (L939-947)]"),
        "{text}"
    );
    let v: Value = serde_json::from_str(&stdout(&kensei(&[
        "odds", "melee", MELEE, "--roll", "--seed", "9",
    ])))
    .unwrap();
    let steps = v["steps"].as_array().unwrap();
    for s in steps {
        assert!(!path(&s["section"]).is_empty(), "{s}");
    }
    let casualties = steps
        .iter()
        .find(|s| s["rule"] == "R-WOUND-3 R-CAS-1 L904 L921")
        .unwrap();
    assert_eq!(
        path(&casualties["section"]),
        [
            vec!["Combat resolution", "1. Wound roll", "Wound roll table"],
            vec!["Combat resolution", "2. Removing casualties"],
        ]
    );
}

#[test]
fn army_problems_name_their_section_in_text_and_json() {
    let args = [
        "army",
        "check",
        "tests/fixtures/army_illegal.json",
        "--faction",
        "tests/fixtures/army_test_faction.json",
    ];
    let text = stdout(&kensei(&args));
    assert!(
        text.contains("(R-ARMY-2 · Troops and units › Units (L387))"),
        "{text}"
    );
    assert!(
        text.contains("(R-ARMY-2 · Troops and units › Army general (L428))"),
        "{text}"
    );
    let mut json_args = args.to_vec();
    json_args.push("--json");
    let v: Value = serde_json::from_str(&stdout(&kensei(&json_args))).unwrap();
    let small = v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["code"] == "UNIT_TOO_SMALL")
        .unwrap();
    assert_eq!(small["book_line"], 387);
    assert_eq!(path(&small["section"]), [["Troops and units", "Units"]]);
}

#[test]
fn verify_names_the_section_of_the_rule_that_refuses_an_entry() {
    // A battle played and saved today, its first deployment then moved off the table: replayed
    // with --verify, that entry is refused with the rule's line and its section.
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("b.json");
    let save_text = save.to_str().unwrap();
    let o = kensei(&[
        "battle",
        "play",
        "--scenario",
        "scenarios/pitched_battle.json",
        "--lists",
        "tests/fixtures/battle_side_takeda.json",
        "tests/fixtures/battle_side_wako.json",
        "--seed",
        "3",
        "--save",
        save_text,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let mut v: Value = serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    let deploy = v["log"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|e| e["command"]["command"] == "deploy")
        .unwrap();
    deploy["command"]["x"] = serde_json::json!(200.0);
    std::fs::write(&save, v.to_string()).unwrap();
    let o = kensei(&["battle", "replay", save_text, "--quiet", "--verify"]);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(text.contains("is not legal now"), "{text}");
    assert!(
        text.contains("[Game system › 7. Deployment (L211)]"),
        "{text}"
    );
}
