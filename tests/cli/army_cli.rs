//! `kensei army check` and `kensei army print` as a player runs them: exit codes 0 (legal),
//! 1 (illegal, one problem a line), 2 (unreadable); `--json`; Markdown and HTML rosters; a list
//! as forum text and back (`to-text`, `from-text`).

use std::process::Output;

use crate::common::{kensei_output as kensei, stderr, stdout};

const FACTION: &str = "tests/fixtures/army_test_faction.json";

#[test]
fn check_legal_list_exits_0_with_the_totals() {
    let o = kensei(&["army", "check", "armies/lists/akagane_400.json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with(
            "armies/lists/akagane_400.json: legal · Akagane host · Akagane Clan (akagane)\n"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "points 397 of 400 (3 left; commander level 1: 10 pts) · models 23 · command hand 6 cards"
        ),
        "{out}"
    );
}

#[test]
fn check_illegal_list_exits_1_with_one_problem_a_line() {
    let o = kensei(&[
        "army",
        "check",
        "tests/fixtures/army_illegal.json",
        "--faction",
        FACTION,
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].contains(": ILLEGAL"), "{out}");
    // Each problem names the list's file, line and column, the code, the unit and the book line.
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("tests/fixtures/army_illegal.json:")
                && l.contains("error UNIT_TOO_SMALL [unit bows]")
                && l.contains("(R-ARMY-2 · Troops and units › Units (L387))")),
        "{out}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("error GENERAL_NOT_HERO [unit spears]") && l.contains("L428")),
        "{out}"
    );
    let problems = lines.iter().filter(|l| l.contains(" error ")).count();
    assert_eq!(problems, 2, "{out}");
}

#[test]
fn check_problem_lines_point_at_the_field_in_the_file() {
    let o = kensei(&[
        "army",
        "check",
        "tests/fixtures/army_illegal.json",
        "--faction",
        FACTION,
    ]);
    let out = stdout(&o);
    let text = std::fs::read_to_string("tests/fixtures/army_illegal.json").unwrap();
    let line = out.lines().find(|l| l.contains("UNIT_TOO_SMALL")).unwrap();
    let n: usize = line.split(':').nth(1).unwrap().parse().unwrap();
    assert!(
        text.lines().nth(n - 1).unwrap().contains("\"models\": 2"),
        "line {n} of the file is not the bows' models: {line}"
    );
}

#[test]
fn check_json_prints_the_report() {
    let o = kensei(&[
        "army",
        "check",
        "tests/fixtures/army_illegal.json",
        "--faction",
        FACTION,
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["legal"], false);
    assert_eq!(v["faction"], "test_clan");
    assert_eq!(v["hand_size"], 5);
    let p = v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["code"] == "UNIT_TOO_SMALL")
        .unwrap();
    assert_eq!(p["unit"], "bows");
    assert_eq!(p["field"], "units[2].models");
    assert_eq!(p["book_line"], 387);
    assert_eq!(p["ruling"], "R-ARMY-2");
    assert_eq!(p["severity"], "error");
    assert!(p["line"].as_u64().unwrap() > 1);

    let o = kensei(&["army", "check", "armies/lists/hayashi_400.json", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["legal"], true);
    assert_eq!(v["total_points"], 400);
    assert_eq!(v["points_left"], 0);
}

#[test]
fn check_unreadable_files_exit_2_naming_file_field_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nope.json");
    let o = kensei(&["army", "check", missing.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("cannot read the file"),
        "{}",
        stderr(&o)
    );

    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{ \"faction\": ").unwrap();
    let o = kensei(&["army", "check", broken.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not valid JSON"), "{}", stderr(&o));

    let negative = dir.path().join("negative.json");
    let text = std::fs::read_to_string("tests/fixtures/army_legal.json")
        .unwrap()
        .replace("\"models\": 4", "\"models\": -4");
    std::fs::write(&negative, text).unwrap();
    let o = kensei(&[
        "army",
        "check",
        negative.to_str().unwrap(),
        "--faction",
        FACTION,
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("negative.json:"), "{err}");
    assert!(err.contains("field `units[2].models`"), "{err}");
    assert!(!err.contains("panicked"), "{err}");

    let unknown = dir.path().join("unknown.json");
    let text = std::fs::read_to_string("tests/fixtures/army_legal.json")
        .unwrap()
        .replace("test_clan", "no_such_clan");
    std::fs::write(&unknown, text).unwrap();
    let o = kensei(&["army", "check", unknown.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("unknown faction `no_such_clan`"), "{err}");
    assert!(err.contains("field `faction`"), "{err}");
}

#[test]
fn print_markdown_roster() {
    let o = kensei(&[
        "army",
        "print",
        "armies/lists/akagane_250.json",
        "--format",
        "md",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let md = stdout(&o);
    assert!(
        md.starts_with("# Akagane vanguard · Akagane Clan · 250 points\n"),
        "{md}"
    );
    assert!(
        md.contains("## 5 × Samurai bushi [lord] · 150 pts · GENERAL"),
        "{md}"
    );
    assert!(
        md.contains("- **Unit leader**: Akagane Takeshi, daimyo (60 pts), the general"),
        "{md}"
    );
    assert!(md.contains("Katana (type 3 Katanas)"), "{md}");
    assert!(md.contains("Shuriken (ranged short (20 cm))"), "{md}");
    assert!(md.contains("Iaijutsu (ki):"), "{md}");
    // Every modifier with its conditions, so a player can check the numbers (L1077).
    assert!(
        md.contains("Katana: wound value +1 (attacked only by front)"),
        "{md}"
    );
    assert!(
        md.contains("Iaijutsu: melee value +1 (charging, ki active)"),
        "{md}"
    );
    assert!(md.contains("Steady ranks (HP):"), "{md}");
    assert!(
        md.contains("- **Points**: 246 of 250 (4 left), commander level 0 (0 pts)"),
        "{md}"
    );
    assert!(md.contains("- **Command hand**: 5 cards"), "{md}");
    assert!(md.contains("- **Verdict**: legal"), "{md}");
}

#[test]
fn print_html_roster_to_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("roster.html");
    let o = kensei(&[
        "army",
        "print",
        "armies/lists/yomi_host_600.json",
        "--format",
        "html",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let html = std::fs::read_to_string(&out).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"), "{html}");
    assert!(
        html.contains("<h2>1 × Great oni [giant] · 90 pts</h2>"),
        "{html}"
    );
    assert!(
        html.contains("<tr><th>Verdict</th><td>legal</td></tr>"),
        "{html}"
    );
    assert!(html.trim_end().ends_with("</html>"));
}

#[test]
fn print_shows_an_illegal_lists_problems() {
    let o = kensei(&[
        "army",
        "print",
        "tests/fixtures/army_illegal.json",
        "--faction",
        FACTION,
    ]);
    assert_eq!(o.status.code(), Some(0));
    let md = stdout(&o);
    assert!(md.contains("- **Verdict**: ILLEGAL"), "{md}");
    assert!(
        md.contains("- **Error**: error UNIT_TOO_SMALL [unit bows]"),
        "{md}"
    );
}

#[test]
fn schema_subcommand_prints_the_shipped_schemas() {
    let o = kensei(&["army", "schema", "list"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        std::fs::read_to_string("assets/army-list.schema.json").unwrap()
    );
}

/// Runs `kensei` with `stdin` as its standard input.
fn kensei_with_input(args: &[&str], stdin: &str) -> Output {
    use std::io::Write;
    let mut child = crate::common::kensei()
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// The bundled lists, `armies/lists/*.json`.
fn bundled_lists() -> Vec<std::path::PathBuf> {
    let mut lists: Vec<_> = std::fs::read_dir("armies/lists")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    lists.sort();
    lists
}

/// A list as its text brings it back: no `$schema`, no Spanish name (docs/cli.md).
fn as_posted(list: kensei::army::ArmyList) -> kensei::army::ArmyList {
    kensei::army::ArmyList {
        json_schema: None,
        name_es: None,
        ..list
    }
}

#[test]
fn to_text_then_from_text_gives_back_every_bundled_list() {
    let dir = tempfile::tempdir().unwrap();
    let lists = bundled_lists();
    assert_eq!(lists.len(), 9);
    for list in &lists {
        for lang in ["en", "es"] {
            let o = kensei(&["army", "to-text", list.to_str().unwrap(), "--lang", lang]);
            assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
            let text = stdout(&o);
            let post = dir.path().join(format!("post_{lang}.txt"));
            std::fs::write(&post, &text).unwrap();
            let saved = dir.path().join("lists").join(format!("back_{lang}.json"));
            let o = kensei(&[
                "army",
                "from-text",
                post.to_str().unwrap(),
                "--save",
                saved.to_str().unwrap(),
            ]);
            assert_eq!(o.status.code(), Some(0), "{text}{}", stderr(&o));
            assert_eq!(stdout(&o), "");
            let original = kensei::army::load_list(list).unwrap();
            let back = kensei::army::load_list(&saved).unwrap();
            assert_eq!(
                back,
                as_posted(original),
                "{} ({lang}):\n{text}",
                list.display()
            );
        }
    }
}

#[test]
fn to_text_prints_the_post() {
    let o = kensei(&["army", "to-text", "armies/lists/akagane_400.json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Akagane host");
    assert_eq!(
        lines[1],
        "Akagane Clan · 397 / 400 points · commander level 1"
    );
    assert!(
        lines[2].starts_with("6 × Samurai bushi, led by Akagane Takeshi, daimyo (General) · "),
        "{text}"
    );
    assert_eq!(lines.len(), 6, "{text}");

    let o = kensei(&["army", "to-text", "armies/lists/nope.json"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("nope.json"), "{}", stderr(&o));
}

#[test]
fn from_text_reads_standard_input_and_prints_the_list() {
    let text = "Raiders from Yomi\nHost of Yomi · 246 / 250 points · commander level 0\n\
                3 × Oni warriors, led by Ura-o, king of oni (General) · 171 pts [king]\n\
                6 × Kappa · 72 pts\n";
    let o = kensei_with_input(&["army", "from-text", "-"], text);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let json = stdout(&o);
    let list = kensei::army::parse_list(std::path::Path::new("-"), &json).unwrap();
    assert_eq!(list.faction, "yomi_host");
    assert_eq!(list.general.as_deref(), Some("king"));
    assert_eq!(list.units[1].id, "u2");
    assert!(json.starts_with("{\n  \"schema_version\": 1,"), "{json}");
}

#[test]
fn from_text_names_each_unreadable_line() {
    let dir = tempfile::tempdir().unwrap();
    let post = dir.path().join("post.txt");
    std::fs::write(
        &post,
        "Akagane host\nAkagane Clan · 397 / 400 points · commander level 1\n\n\
         6 × Samurai bushy\nAshigaru yari\n",
    )
    .unwrap();
    let saved = dir.path().join("list.json");
    let o = kensei(&[
        "army",
        "from-text",
        post.to_str().unwrap(),
        "--save",
        saved.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    let name = post.display();
    assert!(
        err.contains(&format!(
            "{name}:4: no troop of the list's faction is called `Samurai bushy`\n"
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "{name}:5: a unit line starts with its models count"
        )),
        "{err}"
    );
    assert!(!saved.exists());

    let o = kensei_with_input(&["army", "from-text", "-"], "Kuro Clan · 0 / 200 points\n");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("<stdin>:1: no known faction is called `Kuro Clan`"),
        "{}",
        stderr(&o)
    );
}
