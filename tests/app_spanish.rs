//! Spanish everywhere: a whole scripted battle (`kensei battle play`'s loop, the first legal
//! command each time) worded in Spanish must leave no English in the log, the tracker, the
//! combat steps or the engine's rejections; every message the engine can write has a Spanish
//! wording in the catalogue (`app::engine_text`); and the window switched to Spanish reads
//! Spanish in its panels.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::engine_text::has_entry;
use kensei::app::i18n::Lang;
use kensei::app::panels::event_text::{awaiting_text, describe_event, roll_steps, side_names};
use kensei::app::panels::tracker::describe_command;
use kensei::app::settings::{Settings, SidePanel};
use kensei::app::{AppConfig, KenseiApp};
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Event, Phase, check, legal_commands};
use std::path::Path;

/// English words that never appear in the Spanish wording (unit ids and names are data and
/// may be English; these words are not in them: "of" is left out for "master of guns").
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "with",
    "is",
    "are",
    "wins",
    "hits",
    "wounds",
    "waits",
    "dice",
    "turn",
    "phase",
    "orders",
    "order",
    "models",
    "casualties",
    "falls",
    "retreats",
    "passes",
    "fails",
    "charge",
    "moves",
    "deploys",
    "deployed",
    "against",
    "roll",
    "side",
    "unit",
    "units",
    "marker",
    "markers",
    "removed",
    "spends",
    "draws",
    "keeps",
    "discards",
    "cards",
    "initiative",
    "victory",
    "points",
    "none",
    "battle",
    "over",
    "test",
    "kept",
    "lost",
    "not",
    "cannot",
    "only",
    "needs",
    "left",
    "holds",
    "takes",
    "to",
    "by",
    "from",
    "shoot",
    "fight",
    "move",
    "run",
    "stunned",
    "used",
    "winner",
    "passed",
    "failed",
    "reaches",
    "short",
];

fn english_words(text: &str) -> Vec<&'static str> {
    let lower = text.to_lowercase();
    // Rule ids (R-TURN-2, R-DICE-1) are the same in both languages.
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
        .filter(|w| !w.starts_with("r-"))
        .flat_map(|w| w.split('-'))
        .collect();
    ENGLISH
        .iter()
        .copied()
        .filter(|w| words.contains(w))
        .collect()
}

fn battle(lists: [&str; 2], seed: u64) -> Battle {
    let scenario = load_scenario(Path::new("scenarios/pitched_battle.json")).unwrap();
    let a = load_side(Path::new(lists[0])).unwrap();
    let b = load_side(Path::new(lists[1])).unwrap();
    Battle::new(BattleSetup::new(400, scenario, [a, b]), seed).unwrap()
}

/// Every line a Spanish player reads while the battle plays itself out.
fn spanish_lines(mut b: Battle) -> Vec<String> {
    let es = Lang::Spanish;
    let mut lines = Vec::new();
    let mut steps = 0;
    while b.state().phase != Phase::Ended && steps < 5000 {
        let before = b.state().clone();
        let legal = legal_commands(&before);
        let cmd = legal.first().expect("a legal command").clone();
        for c in &legal {
            lines.push(describe_command(es, c));
        }
        b.execute(cmd).expect("a listed command is legal");
        steps += 1;
        let state = b.state().clone();
        let names = side_names(&state);
        let entry = b.log().last().unwrap();
        for e in &entry.events {
            lines.push(describe_event(es, &names, e));
            if let Event::CombatResolved { report, .. } = e {
                lines.extend(roll_steps(es, report));
            }
        }
        lines.push(awaiting_text(es, &names, &state.awaiting));
        if let Some(r) = &state.end_reason {
            lines.push(kensei::battle::reason_words::worded(es, r, &names));
        }
        // The commands that were legal a moment ago and are not now: their rejections.
        for c in legal.iter().skip(1).take(12) {
            if let Err(r) = check(&state, c) {
                lines.push(r.text(es));
            }
        }
    }
    assert_eq!(b.state().phase, Phase::Ended, "the battle ends");
    lines
}

fn assert_spanish(lines: &[String]) {
    let mut seen = std::collections::BTreeSet::new();
    let bad: Vec<String> = lines
        .iter()
        .filter(|l| seen.insert(l.as_str()))
        .filter_map(|l| {
            let w = english_words(l);
            (!w.is_empty()).then(|| format!("{l}    <- {w:?}"))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "{} lines left in English (word them in src/app/engine_text.rs or \
         src/app/panels/event_text.rs):\n{}",
        bad.len(),
        bad.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn a_whole_scripted_battle_of_army_lists_reads_in_spanish() {
    let lines = spanish_lines(battle(
        [
            "armies/lists/akagane_400.json",
            "armies/lists/hayashi_400.json",
        ],
        7,
    ));
    assert!(lines.len() > 1000, "{}", lines.len());
    assert_spanish(&lines);
}

#[test]
fn a_whole_scripted_battle_of_rosters_reads_in_spanish() {
    let lines = spanish_lines(battle(
        [
            "tests/fixtures/battle_side_takeda.json",
            "tests/fixtures/battle_side_wako.json",
        ],
        11,
    ));
    assert_spanish(&lines);
}

/// The string literals of a Rust source (before its tests), format arguments as `{}`.
fn literals(src: &str) -> Vec<String> {
    let src = src.split("#[cfg(test)]").next().unwrap_or(src);
    let mut out = Vec::new();
    let b = src.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'\'' => {
                // A char literal ('"', '\'') or a lifetime: skip a char literal only.
                if b.get(i + 2) == Some(&b'\'') {
                    i += 3;
                } else if b.get(i + 1) == Some(&b'\\') && b.get(i + 3) == Some(&b'\'') {
                    i += 4;
                } else {
                    i += 1;
                }
            }
            b'"' => {
                let mut s = String::new();
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        if b.get(i + 1) == Some(&b'\n') {
                            i += 2;
                            while i < b.len() && b[i].is_ascii_whitespace() {
                                i += 1;
                            }
                            continue;
                        }
                        s.push(b[i + 1] as char);
                        i += 2;
                        continue;
                    }
                    let ch = src[i..].chars().next().unwrap();
                    s.push(ch);
                    i += ch.len_utf8();
                }
                i += 1;
                out.push(s);
            }
            _ => i += 1,
        }
    }
    out.into_iter()
        .map(|s| {
            let mut t = String::new();
            let mut depth = 0;
            for ch in s.chars() {
                match ch {
                    '{' if depth == 0 => depth = 1,
                    '}' if depth == 1 => {
                        depth = 0;
                        t.push_str("{}");
                    }
                    _ if depth == 1 => {}
                    c => t.push(c),
                }
            }
            t
        })
        .collect()
}

/// Whether a literal is a message a player reads (words with spaces), not a field path, a
/// serde name or a rule id.
fn is_message(s: &str) -> bool {
    let lettered = s
        .split(|c: char| !c.is_alphabetic())
        .any(|w| w.len() >= 3 && w.chars().all(|c| c.is_lowercase()));
    lettered && s.trim().contains(' ') && !s.contains("::") && !s.starts_with(' ')
}

#[test]
fn every_message_the_engine_writes_has_a_spanish_wording() {
    let mut files: Vec<std::path::PathBuf> = Vec::new();
    let mut dirs: Vec<std::path::PathBuf> = vec!["src/battle".into(), "src/table".into()];
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
                continue;
            }
            // The engine's tests (`*_tests.rs`, `tests.rs`) and their scene builder
            // (`battle/scene.rs`).
            let test_file = p.to_string_lossy().ends_with("_tests.rs")
                || p.ends_with("tests.rs")
                || p.ends_with("src/battle/scene.rs");
            if p.extension().is_some_and(|x| x == "rs") && !test_file {
                files.push(p);
            }
        }
    }
    files.push("src/rules/roll.rs".into());
    files.push("src/rules/staged.rs".into());
    files.sort();
    let mut missing = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        for lit in literals(&src) {
            let lit = lit.trim_start_matches("; ").trim_start_matches(", ");
            if is_message(lit) && !has_entry(lit) {
                missing.push(format!("{}: {lit:?}", f.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "engine texts without a Spanish wording: add each to CATALOGUE in \
         src/app/engine_text.rs (or to NOT_MESSAGES when it is a name):\n{}",
        missing.join("\n")
    );
}

#[test]
fn switching_the_window_to_spanish_reads_spanish_in_the_battle_tracker() {
    let app = KenseiApp::new(
        Settings {
            panel: SidePanel::Tracker,
            ..Settings::default()
        },
        AppConfig::default(),
    );
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 1000.0))
        .build_ui_state(|ui, app: &mut KenseiApp| app.show(ui), app);
    h.run_steps(4);
    h.get_by_label("View").click();
    h.run_steps(4);
    h.get_by_label("Settings").click();
    h.run_steps(4);
    h.get_by_label("Español").click();
    h.run_steps(8);
    assert_eq!(h.state().lang(), Lang::Spanish);
    // The tracker's new-battle form, in Spanish.
    h.get_by_label("Empezar la batalla");
    assert!(h.query_by_label("Start the battle").is_none());
}

#[test]
fn r_army_2_a_list_problems_detail_reads_in_spanish() {
    // The bundled 250-point list with one unit cut to a single model and points left unspent.
    let mut list = kensei::army::load_list(Path::new("armies/lists/akagane_250.json")).unwrap();
    let faction = kensei::army::bundled_factions()
        .into_iter()
        .find(|f| f.id == list.faction)
        .unwrap();
    let unit = list.units.last().unwrap().id.clone();
    list.set_models(&unit, 1).unwrap();
    let report = kensei::army::validate(&list, &faction);
    assert!(!report.problems.is_empty());
    for p in &report.problems {
        let es = p.words(Lang::Spanish, &faction);
        let en = p.words(Lang::English, &faction);
        // Profile names are the faction file's own, in whatever language it is written.
        let wording = faction
            .profiles
            .iter()
            .fold(es.clone(), |t, pr| t.replace(&pr.name, "·"));
        assert!(
            english_words(&wording).is_empty(),
            "{en:?} reads {es:?} in Spanish"
        );
        assert_ne!(es, en, "no Spanish wording for {en:?}");
    }
}
