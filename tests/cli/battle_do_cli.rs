//! `kensei battle do SAVE COMMAND.json [--save OUT]`, scripted play one command at a time, as a
//! script runs it: the events printed as `replay` prints an entry and the battle saved (exit 0),
//! a refusal with its rule (exit 1), bad input named by file, field and line (exit 2).

use std::path::{Path, PathBuf};
use std::process::{Command as Process, Output};

use kensei::battle::policy::autoplay;
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Awaiting, Battle, BattleSetup, Command, legal_commands};

fn kensei() -> Process {
    crate::common::kensei()
}

/// The seed-7 pitched battle of the 400-point lists, played by the first legal command up to
/// the first order of the activation phase, saved in `dir`.
fn saved_battle(dir: &Path) -> (PathBuf, Battle) {
    let scenario = load_scenario(Path::new("scenarios/pitched_battle.json")).unwrap();
    let sides = [
        "armies/lists/akagane_400.json",
        "armies/lists/hayashi_400.json",
    ]
    .map(|l| load_side(Path::new(l)).unwrap());
    let mut battle = Battle::new(BattleSetup::new(400, scenario, sides), 7).unwrap();
    autoplay::play_until(&mut battle, 1000, autoplay::first, |s| {
        matches!(s.awaiting(), Awaiting::SpendOrder { .. })
    })
    .unwrap();
    let path = dir.join("battle.json");
    battle.save(&path).unwrap();
    (path, battle)
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn run(args: &[&Path]) -> Output {
    kensei().args(["battle", "do"]).args(args).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn do_executes_one_command_prints_its_entry_and_saves_the_battle() {
    let dir = tempfile::tempdir().unwrap();
    let (save, mut expected) = saved_battle(dir.path());
    let before = std::fs::read_to_string(&save).unwrap();
    let command: Command = legal_commands(expected.state()).remove(0);
    let file = write(
        dir.path(),
        "command.json",
        &serde_json::to_string_pretty(&command).unwrap(),
    );
    let out = dir.path().join("sub/after.json");
    let done = run(&[&save, &file, Path::new("--save"), &out]);
    let stdout = text(&done.stdout);
    assert!(done.status.success(), "{stdout}{}", text(&done.stderr));
    // The entry as `battle replay` prints it: its number, the command, then its events.
    let events = expected.execute(command.clone()).unwrap().to_vec();
    let number = expected.log().len();
    let mut lines = stdout.lines();
    assert_eq!(
        lines.next(),
        Some(format!("{number:>4} > {}", serde_json::to_string(&command).unwrap()).as_str())
    );
    for e in &events {
        assert_eq!(
            lines.next(),
            Some(format!("       {}", serde_json::to_string(e).unwrap()).as_str())
        );
    }
    assert_eq!(lines.next(), None);
    // Saved to OUT in the state the same command reaches in the library; SAVE is untouched.
    let after = Battle::load(&out).unwrap();
    assert_eq!(after.log(), expected.log());
    assert_eq!(after.state(), expected.state());
    assert_eq!(std::fs::read_to_string(&save).unwrap(), before);
    // Without --save the battle goes back to SAVE, one more entry each time.
    let next: Command = legal_commands(expected.state()).remove(0);
    let file = write(
        dir.path(),
        "next.json",
        &serde_json::to_string(&next).unwrap(),
    );
    let done = run(&[&out, &file]);
    assert!(done.status.success(), "{}", text(&done.stderr));
    expected.execute(next).unwrap();
    assert_eq!(Battle::load(&out).unwrap().state(), expected.state());
    // No temporary file is left beside the saves.
    let files = std::fs::read_dir(dir.path().join("sub")).unwrap().count();
    assert_eq!(files, 1);
}

#[test]
fn a_refused_command_prints_the_rule_that_refuses_it_and_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let (save, battle) = saved_battle(dir.path());
    let before = std::fs::read_to_string(&save).unwrap();
    // A unit of the side whose order is due, but not its active unit (L274).
    let s = battle.state();
    let Awaiting::SpendOrder { side } = s.awaiting() else {
        unreachable!()
    };
    let unit = &s
        .units_of(side)
        .find(|u| !s.is_active(&u.id))
        .expect("a unit that is not active")
        .id;
    let command = format!(
        r#"{{"command":"order","side":{side},"unit":"{unit}","order":{{"order":"parapet"}}}}"#
    );
    let file = write(dir.path(), "refused.json", &command);
    let done = run(&[&save, &file]);
    assert_eq!(done.status.code(), Some(1), "{}", text(&done.stderr));
    let stdout = text(&done.stdout);
    assert!(stdout.starts_with("refused: "), "{stdout}");
    // Its citation in brackets at the end (a book line).
    assert!(stdout.trim_end().ends_with(')'), "{stdout}");
    assert!(stdout.contains("(L"), "{stdout}");
    assert_eq!(
        std::fs::read_to_string(&save).unwrap(),
        before,
        "nothing saved"
    );
}

/// With `--text` the refusal reads as the window's log words it: the command in words, the
/// unit by the name the list gives it, then the rule that refuses it (L274, L289) with its
/// book line, in the language asked for; an accepted command prints its entry as
/// `battle replay --text` does.
#[test]
fn do_text_words_the_entry_and_the_refusal_as_a_player_reads_them() {
    let dir = tempfile::tempdir().unwrap();
    let (save, battle) = saved_battle(dir.path());
    let s = battle.state();
    let Awaiting::SpendOrder { side } = s.awaiting() else {
        unreachable!()
    };
    let idle = s
        .units_of(side)
        .find(|u| !s.is_active(&u.id))
        .expect("a unit that is not active");
    let command = format!(
        r#"{{"command":"order","side":{side},"unit":"{}","order":{{"order":"parapet"}}}}"#,
        idle.id
    );
    let file = write(dir.path(), "refused.json", &command);
    use kensei::battle::reason_words::Names;
    let names = kensei::narration::BattleNames::of(kensei::i18n::Language::English, &battle);
    let shown = names.unit(&idle.id);
    for (lang, refused) in [("en", "refused: "), ("es", "rechazada: ")] {
        let done = kensei()
            .args(["battle", "do", "--text", "--lang", lang])
            .arg(&save)
            .arg(&file)
            .output()
            .unwrap();
        assert_eq!(done.status.code(), Some(1), "{}", text(&done.stderr));
        let stdout = text(&done.stdout);
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), 2, "{stdout}");
        assert!(lines[0].contains(shown.as_str()), "{lang}: {stdout}");
        assert!(!lines[0].contains(&idle.id) || shown == idle.id, "{stdout}");
        assert!(
            lines[1].trim_start().starts_with(refused),
            "{lang}: {stdout}"
        );
        assert!(lines[1].contains("(L"), "{lang}: {stdout}");
    }
    let next = legal_commands(s).remove(0);
    let file = write(
        dir.path(),
        "next.json",
        &serde_json::to_string(&next).unwrap(),
    );
    let out = dir.path().join("after.json");
    let done = kensei()
        .args(["battle", "do", "--text"])
        .arg(&save)
        .arg(&file)
        .arg("--save")
        .arg(&out)
        .output()
        .unwrap();
    assert!(done.status.success(), "{}", text(&done.stderr));
    let stdout = text(&done.stdout);
    let number = battle.log().len() + 1;
    assert!(
        stdout.starts_with(&format!("{number:>4}. ")),
        "the entry's number first: {stdout}"
    );
    assert!(!stdout.contains("{\""), "words, not JSON: {stdout}");
    let replayed = kensei()
        .args(["battle", "replay", "--quiet", "--text"])
        .arg(&out)
        .output()
        .unwrap();
    let replayed = text(&replayed.stdout);
    for line in stdout.lines() {
        assert!(
            replayed.contains(line),
            "{line:?} as replay --text prints it"
        );
    }
}

#[test]
fn bad_input_names_the_file_the_field_and_the_line_and_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let (save, battle) = saved_battle(dir.path());
    let before = std::fs::read_to_string(&save).unwrap();
    let side = battle.state().units()[0].side;
    let missing = dir.path().join("missing.json");
    let broken = write(
        dir.path(),
        "broken.json",
        "{\"command\": \"hold\",\n \"side\": ",
    );
    let ghost = write(
        dir.path(),
        "ghost.json",
        &format!(
            "{{\"command\": \"order\", \"side\": {side},\n \"unit\": \"ghost\", \"order\": {{\"order\": \"parapet\"}}}}"
        ),
    );
    let lead = write(
        dir.path(),
        "lead.json",
        &format!(
            "{{\"command\": \"order\", \"side\": {side}, \"unit\": \"{}\",\n \"order\": {{\"order\": \"lead\", \"units\": [\"{}\",\n \"nobody\"]}}}}",
            battle.state().units()[0].id,
            battle.state().units()[1].id
        ),
    );
    let extra = write(
        dir.path(),
        "extra.json",
        &format!("{{\"command\": \"hold\", \"side\": {side},\n \"colour\": 1}}"),
    );
    let not_a_save = write(dir.path(), "not_a_save.json", "{\"format\": 5}");
    let cases: [(&Path, &Path, &str); 7] = [
        (&missing, &ghost, "missing.json: cannot read the file"),
        (&save, &missing, "missing.json: cannot read the file"),
        (&save, &broken, "broken.json:2:"),
        (
            &save,
            &ghost,
            "ghost.json:2:10: field `unit`: the battle has no unit `ghost`",
        ),
        (
            &save,
            &lead,
            "lead.json:3:2: field `order.units[1]`: the battle has no unit `nobody`",
        ),
        (
            &save,
            &extra,
            "extra.json:2:2: field `colour`: unknown field",
        ),
        (&not_a_save, &ghost, "not_a_save.json"),
    ];
    for (save_file, command, said) in cases {
        let done = run(&[save_file, command]);
        let stderr = text(&done.stderr);
        assert_eq!(done.status.code(), Some(2), "{said}: {stderr}");
        assert!(stderr.starts_with("kensei: "), "{stderr}");
        assert!(stderr.contains(said), "expected {said:?} in {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert!(done.stdout.is_empty(), "{}", text(&done.stdout));
    }
    assert_eq!(
        std::fs::read_to_string(&save).unwrap(),
        before,
        "nothing saved"
    );
}
