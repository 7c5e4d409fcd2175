//! `kensei battle replay SAVE --text` and `battle play ... --text` print the battle as a player
//! reads it (`kensei::narration`): every entry numbered and titled by what happened, its command
//! and events in words, in English or in Spanish (`--lang es`), with the computer general's
//! reasons under the commands it played.

/// A save of a few turns' start (format 2): a charge falls short at its entry 20.
const SAVE: &str = "tests/fixtures/battle_save_format2_before_facing.json";

fn kensei(args: &[&str]) -> String {
    let out = crate::common::kensei().args(args).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

fn has_line(out: &str, line: &str) {
    assert!(
        out.lines().any(|l| l == line),
        "no line {line:?} in:\n{out}"
    );
}

#[test]
fn r_chg_1_replay_text_reads_the_battle_in_english_and_in_spanish() {
    let en = kensei(&["battle", "replay", SAVE, "--quiet", "--text"]);
    has_line(&en, "   0. Setup rolls");
    has_line(&en, "Before the battle: setup");
    has_line(&en, "   1. Side 1: no more terrain");
    has_line(&en, "        side 0 has finished placing terrain");
    has_line(&en, "Turn 1: initiative phase");
    // The entry is titled by its outcome; its command and events follow, indented.
    has_line(&en, "  20. raiders charges samurai: 23.5 cm short");
    has_line(
        &en,
        "        charge reach 16.0 cm against 39.5 cm: it falls short (R-CHG-1)",
    );
    // The state it ended in still follows.
    assert!(en.contains("turn 1 of 5, phase Activation"), "{en}");

    let es = kensei(&[
        "battle", "replay", SAVE, "--quiet", "--text", "--lang", "es",
    ]);
    has_line(&es, "   0. Tiradas de preparación");
    has_line(&es, "   1. Bando 1: no más escenografía");
    has_line(&es, "        side 0 termina de colocar escenografía");
    has_line(
        &es,
        "  20. raiders carga contra samurai: se queda a 23.5 cm",
    );
    assert!(!es.contains("Setup rolls"), "{es}");
}

#[test]
fn without_text_replay_prints_the_log_as_the_save_holds_it() {
    let plain = kensei(&["battle", "replay", SAVE]);
    assert!(plain.lines().any(|l| l.starts_with("   1 > {")), "{plain}");
    assert!(!plain.contains("Setup rolls"), "{plain}");
    assert!(!plain.contains("cm short"), "{plain}");
    let bad = crate::common::kensei()
        .args(["battle", "replay", SAVE, "--text", "--lang", "fr"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("unknown language `fr`: use en or es"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
}

/// A whole battle (first legal against the easy general, a second in a debug build): every
/// command is one numbered entry, and the general's reasons stand under its commands.
#[test]
fn play_text_numbers_every_entry_and_gives_the_generals_reasons() {
    let play = |lang: &str| {
        kensei(&[
            "battle",
            "play",
            "--scenario",
            "scenarios/pitched_battle.json",
            "--lists",
            "tests/fixtures/battle_side_takeda.json",
            "tests/fixtures/battle_side_wako.json",
            "--seed",
            "3",
            "--side1",
            "easy",
            "--text",
            "--lang",
            lang,
        ])
    };
    for (lang, setup, side_2) in [
        ("en", "   0. Setup rolls", "Side 2: "),
        ("es", "   0. Tiradas de preparación", "Bando 2: "),
    ] {
        let out = play(lang);
        has_line(&out, setup);
        let commands: usize = out
            .lines()
            .find_map(|l| l.strip_suffix(" commands")?.parse().ok())
            .expect("the count of commands");
        let numbered: Vec<usize> = out
            .lines()
            .filter_map(|l| l.trim_start().split_once(". ")?.0.parse().ok())
            .collect();
        assert_eq!(numbered, (0..=commands).collect::<Vec<_>>(), "{out}");
        let reasons: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with("      [easy] Wako Pirates: "))
            .collect();
        assert!(reasons.len() > 10, "{out}");
        assert!(out.contains(side_2), "{out}");
        assert!(out.contains("battle over: "), "{out}");
    }
}
