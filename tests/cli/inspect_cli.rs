//! `kensei inspect`: the output contract of `docs/cli.md` and bad input (exit code 2, file, field
//! and line named).

use crate::common;

use std::path::PathBuf;
use std::process::Command;

fn kensei() -> Command {
    crate::common::kensei()
}

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

#[test]
fn inspect_prints_every_ordered_pair_and_every_unit() {
    let text = common::kensei_ok([
        "inspect".as_ref(),
        fixture("table_issue_example.json").as_os_str(),
    ]);
    assert!(text.starts_with("{\"pairs\": [{\"from\": \"a1\", \"to\": \"a2\", \"distance_cm\": "));
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let pairs = v["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 6);
    let keys: Vec<&str> = pairs[0]
        .as_object()
        .unwrap()
        .keys()
        .map(|k| k.as_str())
        .collect();
    for k in [
        "from",
        "to",
        "distance_cm",
        "in_view",
        "los",
        "cover",
        "engaged",
        "side",
    ] {
        assert!(keys.contains(&k), "{k} missing");
    }
    // a1 and a2 stand side by side, both facing +y: 26 mm apart centre to centre, 1 mm edges.
    assert_eq!(pairs[0]["distance_cm"], 0.1);
    assert_eq!(pairs[0]["in_view"], false);
    assert_eq!(pairs[0]["los"], "none");
    assert_eq!(pairs[0]["side"], "flank");
    let units = v["units"].as_array().unwrap();
    assert_eq!(units.len(), 2);
    assert_eq!(units[0]["id"], "ashigaru-1");
    assert_eq!(units[0]["in_formation"], true);
    assert_eq!(units[0]["isolated"], serde_json::json!([]));
}

fn inspect_text(name: &str, text: &str) -> std::process::Output {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join(name);
    std::fs::write(&p, text).unwrap();
    kensei().arg("inspect").arg(&p).output().unwrap()
}

const GOOD: &str = r#"{"schema_version": 1,
 "table": {"width_cm": 120, "depth_cm": 90},
 "terrain": [{"id": "bosque", "kind": "difficult", "height": 3,
              "polygon": [[40, 30], [55, 32], [50, 45]]}],
 "models": [
  {"id": "a1", "unit": "u", "side": 0, "x": 20.0, "y": 12.5, "facing_deg": 90,
   "base": {"shape": "round", "width_mm": 25}, "height": 1}
 ]}"#;

fn assert_bad(text: &str, field: &str, line: usize) {
    let out = inspect_text("broken.json", text);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("broken.json"), "{err}");
    assert!(
        err.contains(&format!(":{line}:")),
        "line {line} not in {err}"
    );
    assert!(err.contains(field), "{field} not in {err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn bad_input_names_file_field_and_line() {
    assert_bad(
        &GOOD.replace("\"x\": 20.0", "\"x\": \"far\""),
        "models[0].x",
        6,
    );
    assert_bad(
        &GOOD.replace("\"width_mm\": 25", "\"width_mm\": -25"),
        "models[0].base.width_mm",
        7,
    );
    assert_bad(
        &GOOD.replace("\"width_mm\": 25", "\"width_mm\": 0"),
        "models[0].base.width_mm",
        7,
    );
    assert_bad(
        &GOOD.replace("\"side\": 0", "\"side\": 2"),
        "models[0].side",
        6,
    );
    assert_bad(
        &GOOD.replace("[[40, 30], [55, 32], [50, 45]]", "[[40, 30], [55, 32]]"),
        "terrain[0].polygon",
        4,
    );
    assert_bad(
        &GOOD.replace("\"schema_version\": 1", "\"schema_version\": 7"),
        "schema_version",
        1,
    );
    assert_bad(
        &GOOD.replace("\"kind\": \"difficult\"", "\"kind\": \"lava\""),
        "terrain[0].kind",
        3,
    );
    assert_bad(
        &GOOD.replace("\"height\": 1}", "\"height\": 1, \"colour\": 2}"),
        "models[0]",
        7,
    );
}

#[test]
fn duplicate_model_ids_are_refused() {
    let text = GOOD.replace(
        "\"height\": 1}\n ]",
        "\"height\": 1},\n  {\"id\": \"a1\", \"unit\": \"u\", \"side\": 0, \"x\": 30.0, \"y\": 12.5, \"facing_deg\": 90,\n   \"base\": {\"shape\": \"round\", \"width_mm\": 25}, \"height\": 1}\n ]",
    );
    assert_bad(&text, "models[1].id", 8);
}

#[test]
fn a_file_that_is_not_json_is_bad_input() {
    let out = inspect_text("t.json", "{ not json");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("t.json:1:"), "{err}");
}

#[test]
fn a_missing_file_is_bad_input() {
    let out = kensei()
        .args(["inspect", "/nonexistent/table.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn open_and_leader_options_change_formation_and_isolation() {
    // Three skirmishers 4 cm apart (edges) and one straggler 10 cm away.
    let text = r#"{"schema_version": 1, "table": {"width_cm": 120, "depth_cm": 90},
 "models": [
  {"id": "h1", "unit": "hos", "side": 0, "x": 10.0, "y": 10.0, "facing_deg": 90, "base": {"shape": "round", "width_mm": 25}, "height": 1},
  {"id": "h2", "unit": "hos", "side": 0, "x": 16.5, "y": 10.0, "facing_deg": 90, "base": {"shape": "round", "width_mm": 25}, "height": 1},
  {"id": "h3", "unit": "hos", "side": 0, "x": 23.0, "y": 10.0, "facing_deg": 90, "base": {"shape": "round", "width_mm": 25}, "height": 1}
 ]}"#;
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("hos.json");
    std::fs::write(&p, text).unwrap();
    let run = |extra: &[&str]| {
        let args = ["inspect".as_ref(), p.as_os_str()]
            .into_iter()
            .chain(extra.iter().map(std::ffi::OsStr::new));
        let v: serde_json::Value = serde_json::from_str(&common::kensei_ok(args)).unwrap();
        v["units"][0].clone()
    };
    let closed = run(&[]);
    assert_eq!(closed["in_formation"], false);
    assert_eq!(closed["isolated"], serde_json::json!(["h1", "h2", "h3"]));
    // An army leader is never isolated (L992).
    let led = run(&["--leader", "h2"]);
    assert_eq!(led["isolated"], serde_json::json!(["h1", "h3"]));
    // Skirmishers 4 cm apart keep their open formation, and within its 5 cm none is isolated
    // (R-FORM-3).
    let open = run(&["--open", "hos", "--leader", "h2"]);
    assert_eq!(open["in_formation"], true);
    assert_eq!(open["isolated"], serde_json::json!([]));
    let out = kensei()
        .arg("inspect")
        .arg(&p)
        .args(["--open", "nobody"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// The whole message `kensei inspect` gives `text` (exit 2, nothing on standard output).
fn refusal(text: &str) -> String {
    let out = inspect_text("broken.json", text);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn a_model_off_the_table_is_refused_with_the_model_and_the_table_size() {
    // 500 cm on a 120 cm table, and 1e308: finite, yet no place on any table.
    for (x, written) in [("500", "500"), ("1e308", "1e308")] {
        let text = GOOD.replace("\"x\": 20.0", &format!("\"x\": {x}"));
        assert_bad(&text, "models[0].x", 6);
        let err = refusal(&text);
        assert!(err.contains("`a1`"), "{err}");
        assert!(err.contains("120 × 90 cm"), "{err}");
        assert!(
            err.contains(&format!("{written} is not between 0 and 120")),
            "{err}"
        );
    }
    let below = GOOD.replace("\"y\": 12.5", "\"y\": -3");
    assert_bad(&below, "models[0].y", 6);
    assert!(refusal(&below).contains("-3 is not between 0 and 90"));
}

#[test]
fn terrain_off_the_table_and_a_table_of_no_size_are_refused() {
    let terrain = GOOD.replace("[55, 32]", "[155, 32]");
    assert_bad(&terrain, "terrain[0].polygon[1][0]", 4);
    assert!(refusal(&terrain).contains("terrain piece `bosque`"));
    let huge = GOOD.replace("\"width_cm\": 120", "\"width_cm\": 1e308");
    assert_bad(&huge, "table.width_cm", 2);
    assert!(refusal(&huge).contains("at most 1000, not 1e308"));
}
