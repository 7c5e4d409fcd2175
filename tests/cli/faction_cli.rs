//! The player's own factions on the command line: a faction file in `KENSEI_DATA_DIR/factions/`
//! works in `army check`, `army print` and `odds --troop-a` exactly as a sample does; `army
//! faction check` names every problem at its field and line; `army faction new` starts one.

use std::path::Path;
use std::process::Output;

/// `kensei` with `args`, its data folder `data`.
fn kensei_in(data: &Path, args: &[&str]) -> Output {
    crate::common::kensei()
        .args(args)
        .env("KENSEI_DATA_DIR", data)
        .output()
        .unwrap()
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A data folder holding the Hayashi sample as the player's faction `my_hayashi`, and a
/// Hayashi list of that faction in a folder of its own (no faction file beside it).
fn players_hayashi() -> (tempfile::TempDir, std::path::PathBuf) {
    let data = tempfile::tempdir().unwrap();
    let factions = data.path().join("factions");
    std::fs::create_dir_all(&factions).unwrap();
    let text = std::fs::read_to_string("armies/hayashi.json").unwrap();
    let mine = text.replacen("\"id\": \"hayashi\"", "\"id\": \"my_hayashi\"", 1);
    std::fs::write(factions.join("my_hayashi.json"), mine).unwrap();
    let lists = data.path().join("lists");
    std::fs::create_dir_all(&lists).unwrap();
    let list = std::fs::read_to_string("armies/lists/hayashi_400.json").unwrap();
    let list = list.replacen("\"faction\": \"hayashi\"", "\"faction\": \"my_hayashi\"", 1);
    let at = lists.join("mine.json");
    std::fs::write(&at, list).unwrap();
    (data, at)
}

#[test]
fn a_players_faction_checks_and_prints_a_list_as_the_sample_does() {
    let (data, list) = players_hayashi();
    let list = list.to_str().unwrap();
    let sample = "armies/lists/hayashi_400.json";
    for command in ["check", "print"] {
        let theirs = kensei_in(data.path(), &["army", command, list]);
        let ours = kensei_in(data.path(), &["army", command, sample]);
        assert_eq!(theirs.status.code(), Some(0), "{}", err(&theirs));
        assert_eq!(
            out(&theirs)
                .replace(list, sample)
                .replace("my_hayashi", "hayashi"),
            out(&ours),
            "army {command}"
        );
    }
}

#[test]
fn a_players_troop_gives_the_samples_odds() {
    let (data, _) = players_hayashi();
    let odds = |troop: &str| {
        let o = kensei_in(
            data.path(),
            &[
                "odds",
                "melee",
                "tests/fixtures/melee_charge.json",
                "--troop-a",
                troop,
                "--text",
            ],
        );
        assert_eq!(o.status.code(), Some(0), "{}", err(&o));
        out(&o)
    };
    let profile = "samurai_hatamoto";
    let text = std::fs::read_to_string("armies/hayashi.json").unwrap();
    let profile = if text.contains(&format!("\"id\": \"{profile}\"")) {
        profile.to_string()
    } else {
        // The first profile of the sample, whatever it is called.
        let f = kensei::army::bundled_factions()
            .into_iter()
            .find(|f| f.id == "hayashi")
            .unwrap();
        f.profiles.iter().find(|p| !p.leader).unwrap().id.clone()
    };
    assert_eq!(
        odds(&format!("my_hayashi/{profile}")),
        odds(&format!("hayashi/{profile}"))
    );
}

#[test]
fn faction_check_names_an_unknown_weapon_at_its_field_and_line() {
    let data = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string("armies/hayashi.json").unwrap();
    let broken = text.replacen(
        "\"katana\",\n        \"yari\"",
        "\"no_such_blade\",\n        \"yari\"",
        1,
    );
    assert_ne!(broken, text, "the fixture's edit applies");
    let file = data.path().join("broken.json");
    std::fs::write(&file, &broken).unwrap();
    let o = kensei_in(
        data.path(),
        &["army", "faction", "check", file.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(1), "{}", err(&o));
    let line = broken
        .lines()
        .position(|l| l.contains("no_such_blade"))
        .unwrap()
        + 1;
    let printed = out(&o);
    assert!(
        printed.contains(&format!("broken.json:{line}:")) && printed.contains(".weapons[0]"),
        "{printed}"
    );
    assert!(printed.contains("no_such_blade"), "{printed}");
}

#[test]
fn faction_check_passes_every_sample_and_refuses_what_is_not_json() {
    let data = tempfile::tempdir().unwrap();
    for f in [
        "armies/akagane.json",
        "armies/hayashi.json",
        "armies/yomi_host.json",
    ] {
        let o = kensei_in(data.path(), &["army", "faction", "check", f]);
        assert_eq!(o.status.code(), Some(0), "{f}: {}", out(&o));
        assert!(out(&o).starts_with(&format!("{f}: whole")), "{}", out(&o));
    }
    let bad = data.path().join("bad.json");
    std::fs::write(&bad, "{ \"id\": ").unwrap();
    let o = kensei_in(
        data.path(),
        &["army", "faction", "check", bad.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("bad.json"), "{}", err(&o));
}

#[test]
fn faction_new_writes_a_starter_into_the_data_folder_that_checks_whole() {
    let data = tempfile::tempdir().unwrap();
    let o = kensei_in(
        data.path(),
        &["army", "faction", "new", "ronin", "--from", "akagane"],
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let file = data.path().join("factions").join("ronin.json");
    assert_eq!(out(&o).trim(), file.display().to_string());
    let o = kensei_in(
        data.path(),
        &["army", "faction", "check", file.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(0), "{}", out(&o));
    // Known from then on, beside the samples.
    let o = kensei_in(data.path(), &["army", "faction", "list"]);
    assert!(out(&o).starts_with("ronin\t"), "{}", out(&o));
    // The same id again is refused, naming the file; so is an id that cannot name a file.
    let o = kensei_in(data.path(), &["army", "faction", "new", "ronin"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("ronin.json"), "{}", err(&o));
    let o = kensei_in(data.path(), &["army", "faction", "new", "../up"]);
    assert_eq!(o.status.code(), Some(2));
    let o = kensei_in(
        data.path(),
        &["army", "faction", "new", "x", "--from", "nobody"],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("akagane"), "{}", err(&o));
}

#[test]
fn a_list_of_a_players_faction_plays_a_battle_as_the_samples_lists_do() {
    let (data, list) = players_hayashi();
    let save = data.path().join("battle.json");
    let o = crate::common::kensei()
        .args([
            "battle",
            "play",
            "--scenario",
            "scenarios/pitched_battle.json",
            "--lists",
        ])
        .arg(&list)
        .args(["armies/lists/akagane_400.json", "--seed", "3", "--save"])
        .arg(&save)
        .env("KENSEI_DATA_DIR", data.path())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = kensei_in(
        data.path(),
        &[
            "battle",
            "replay",
            "--quiet",
            "--verify",
            save.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
}

#[test]
fn faction_check_prints_each_problem_on_a_line_of_its_own_with_its_field_and_line() {
    let data = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string("armies/hayashi.json").unwrap();
    let broken = text
        .replacen(
            "\"katana\",\n        \"yari\"",
            "\"no_such_blade\",\n        \"yari\"",
            1,
        )
        .replacen("\"volume\": 1,", "\"volume\": 0,", 1);
    assert_eq!(broken.matches("no_such_blade").count(), 1);
    assert_eq!(broken.matches("\"volume\": 0,").count(), 1);
    let file = data.path().join("two.json");
    std::fs::write(&file, &broken).unwrap();
    let o = kensei_in(
        data.path(),
        &["army", "faction", "check", file.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(1), "{}", err(&o));
    let printed = out(&o);
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(lines.len(), 2, "{printed}");
    for (needle, field, words) in [
        ("\"volume\": 0,", ".volume", "(L340)"),
        ("no_such_blade", ".weapons[0]", "no_such_blade"),
    ] {
        let line = broken.lines().position(|l| l.contains(needle)).unwrap() + 1;
        assert!(
            lines
                .iter()
                .any(|l| l.contains(&format!("two.json:{line}:"))
                    && l.contains(field)
                    && l.contains(words)),
            "{needle}: {printed}"
        );
    }
}
