//! Spanish everywhere: a whole scripted battle (`kensei battle play`'s loop, the first legal
//! command each time) worded in Spanish must leave no English in the log, the tracker, the
//! combat steps or the engine's rejections; a broken file (bad JSON, a NaN coordinate, an
//! unknown profile, a save of an unknown format) is reported in Spanish in the window and in
//! English on the command line, naming the file, the field and the line; and the window
//! switched to Spanish reads Spanish in its panels.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::i18n::Lang;
use kensei::app::settings::{Settings, SidePanel};
use kensei::app::{AppConfig, KenseiApp};
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Event, Phase, check, legal_commands};
use kensei::narration::describe_command;
use kensei::narration::names::BattleNames;
use kensei::narration::{awaiting_line as awaiting_text, describe_event, roll_steps};
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
fn spanish_lines(b: Battle) -> Vec<String> {
    battle_lines(Lang::Spanish, b)
}

/// Every line a player reads in `es` while the battle plays itself out: the commands offered,
/// the events of the log, what the battle waits for, how it ended, and the rejections of the
/// commands no longer legal.
fn battle_lines(es: Lang, mut b: Battle) -> Vec<String> {
    let mut lines = Vec::new();
    let mut steps = 0;
    while b.state().phase() != Phase::Ended && steps < 5000 {
        let before = b.state().clone();
        let legal = legal_commands(&before);
        let cmd = legal.first().expect("a legal command").clone();
        let names = BattleNames::of(es, &b);
        for c in &legal {
            lines.push(describe_command(es, &names, c));
        }
        b.execute(cmd).expect("a listed command is legal");
        steps += 1;
        let state = b.state().clone();
        let names = BattleNames::of(es, &b);
        let entry = b.log().last().unwrap();
        for e in &entry.events {
            lines.push(describe_event(es, &names, e));
            if let Event::CombatResolved { report, .. } = e {
                lines.extend(roll_steps(es, &names, report));
            }
        }
        lines.push(awaiting_text(es, &names, &state.awaiting()));
        if let Some(r) = &state.end_reason() {
            lines.push(kensei::battle::reason_words::worded(es, r, &names));
        }
        // The commands that were legal a moment ago and are not now: their rejections.
        for c in legal.iter().skip(1).take(12) {
            if let Err(r) = check(&state, c) {
                lines.push(r.text_named(es, &names));
            }
        }
    }
    assert_eq!(b.state().phase(), Phase::Ended, "the battle ends");
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
        "{} lines left in English (word them in assets/locales/<lang>/*.ftl):\n{}",
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

/// The names the battle's data gives in `lang` and not in the other language: the sides' (their
/// lists'), the profiles' and the commander order cards' names that differ between the two
/// (`name`, `name_es`).
fn names_only_in(lang: Lang, b: &Battle) -> Vec<String> {
    let other = match lang {
        Lang::English => Lang::Spanish,
        Lang::Spanish => Lang::English,
    };
    let s = b.state();
    let profiles = s
        .units()
        .iter()
        .flat_map(|u| std::iter::once(&u.profile).chain(&u.leader))
        .map(|p| (p.name_in(lang).to_string(), p.name_in(other).to_string()));
    let cards = s
        .sides()
        .iter()
        .flat_map(|side| &side.order_cards)
        .map(|c| (c.name_in(lang), c.name_in(other)));
    let sides = s.sides().iter().map(|side| {
        let name = |l| kensei::i18n::in_language(l, &side.name, side.name_es.as_deref());
        (name(lang).to_string(), name(other).to_string())
    });
    let mut names: Vec<String> = profiles
        .chain(cards)
        .chain(sides)
        .filter(|(mine, theirs)| mine != theirs)
        .map(|(mine, _)| mine)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// The lines holding any of `names`, each with the names it holds.
fn holding(lines: &[String], names: &[String]) -> Vec<String> {
    let mut seen = std::collections::BTreeSet::new();
    lines
        .iter()
        .filter(|l| seen.insert(l.as_str()))
        .filter_map(|l| {
            let found: Vec<&String> = names.iter().filter(|n| l.contains(n.as_str())).collect();
            (!found.is_empty()).then(|| format!("{l}    <- {found:?}"))
        })
        .collect()
}

fn army_lists_battle() -> Battle {
    battle(
        [
            "armies/lists/akagane_400.json",
            "armies/lists/hayashi_400.json",
        ],
        7,
    )
}

/// The army lists' battle played out in `lang`, and none of the names its data gives only in
/// the other language (`foreign`, which must hold the ones named) shows in a line.
fn no_foreign_names(lang: Lang, foreign: &[&str]) -> Vec<String> {
    let b = army_lists_battle();
    let other = match lang {
        Lang::English => Lang::Spanish,
        Lang::Spanish => Lang::English,
    };
    let names = names_only_in(other, &b);
    for name in foreign {
        assert!(
            names.iter().any(|n| n == name),
            "{name} is not in {names:?}"
        );
    }
    let lines = battle_lines(lang, b);
    let bad = holding(&lines, &names);
    assert!(
        bad.is_empty(),
        "names of the other language:\n{}",
        bad.join("\n")
    );
    lines
}

#[test]
fn a_spanish_battle_names_its_units_models_and_orders_in_spanish_never_by_id() {
    let english = ["Samurai bushi", "Forced march", "Akagane host"];
    let lines = no_foreign_names(Lang::Spanish, &english);
    // The lists' unit ids are English words (`spears`, `archers`...); the log and the commands
    // name the units by their profiles' Spanish names instead.
    let ids: Vec<String> = army_lists_battle()
        .state()
        .units()
        .iter()
        .map(|u| u.id.clone())
        .filter(|id| id.chars().all(|c| c.is_ascii_lowercase()))
        .collect();
    assert!(ids.contains(&"spears".to_string()), "{ids:?}");
    let named_by_id = |l: &&String| {
        l.split(|c: char| !c.is_alphanumeric() && c != '.' && c != '-')
            .any(|w| {
                ids.iter()
                    .any(|id| w == id || w.starts_with(&format!("{id}.")))
            })
    };
    let as_ids: Vec<&String> = lines.iter().filter(named_by_id).take(20).collect();
    assert!(as_ids.is_empty(), "units named by id:\n{as_ids:#?}");
    // The Spanish names are there.
    assert!(lines.iter().any(|l| l.contains("Samurái bushi")));
    assert!(lines.iter().any(|l| l.contains("Ashigaru yari 2")));
}

#[test]
fn an_english_battle_shows_no_spanish_name() {
    let spanish = ["Samurái bushi", "Marcha forzada", "Hueste Akagane"];
    let lines = no_foreign_names(Lang::English, &spanish);
    assert!(lines.iter().any(|l| l.contains("Samurai bushi")));
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

/// The window in Spanish, with its data folder off.
fn spanish_window() -> KenseiApp {
    KenseiApp::new(
        Settings {
            lang: Lang::Spanish,
            ..Settings::default()
        },
        AppConfig::default(),
    )
}

/// What the window's status bar says after opening `path` (which must fail).
fn status_after_opening(path: &Path) -> String {
    let mut app = spanish_window();
    assert!(!app.open_path(path), "{} opened", path.display());
    let text = app.status_text().expect("a status");
    assert!(app.status().clone().expect("a status").error);
    text
}

/// What `kensei ARGS` writes on stderr; it must exit 2 (bad input).
fn cli_error(args: &[&std::ffi::OsStr]) -> String {
    let out = crate::common::kensei().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Each of `needles` is in `text`.
fn says(text: &str, needles: &[&str]) {
    for n in needles {
        assert!(text.contains(n), "{n:?} is not in {text:?}");
    }
}

#[test]
fn a_file_that_is_not_json_is_reported_in_spanish_and_on_the_command_line_in_english() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(
        &bad,
        "{\n  \"schema_version\": 1,\n  \"table\": {\"width_cm\": 120,,\n}\n",
    )
    .unwrap();
    let es = status_after_opening(&bad);
    says(&es, &["bad.json:3:", "no es JSON válido: "]);
    assert!(!es.contains("not valid JSON"), "{es}");
    let en = cli_error(&["inspect".as_ref(), bad.as_os_str()]);
    says(&en, &["bad.json:3:", ": not valid JSON: "]);
}

#[test]
fn a_nan_coordinate_is_reported_in_spanish_and_in_english_naming_field_and_line() {
    let text = "{\"schema_version\": 1, \"table\": {\"width_cm\": 120, \"depth_cm\": 90},\n \
                \"models\": [\n  {\"id\": \"a1\", \"unit\": \"u\", \"side\": 0,\n   \"x\": 10, \
                \"y\": 10, \"facing_deg\": 0,\n   \"base\": {\"shape\": \"round\", \
                \"width_mm\": 25}, \"height\": 1}]}";
    let mut file: kensei::table::model::TableFile = serde_json::from_str(text).unwrap();
    file.models[0].x = f64::NAN;
    let invalid = kensei::table::validate(&file).unwrap_err();
    let err = kensei::files::FileError::at_field("mesa.json", text, &invalid.path, invalid.problem);
    says(
        &err.words(Lang::Spanish),
        &[
            "mesa.json:4:",
            "campo `models[0].x`",
            "debe ser un número finito, no NaN",
        ],
    );
    // The command line prints an error by its `Display`: English.
    says(
        &err.to_string(),
        &[
            "mesa.json:4:",
            "field `models[0].x`",
            "must be a finite number, not NaN",
        ],
    );
}

#[test]
fn an_unknown_profile_in_a_list_is_reported_in_spanish_and_on_the_command_line_in_english() {
    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("lista.json");
    let text = std::fs::read_to_string("armies/lists/akagane_250.json")
        .unwrap()
        .replacen("\"samurai_bushi\"", "\"nobody\"", 1);
    std::fs::write(&list, &text).unwrap();
    let line = text.lines().position(|l| l.contains("nobody")).unwrap() + 1;
    let place = format!("lista.json:{line}:");

    let mut app = spanish_window();
    assert!(app.open_path(Path::new("scenarios/escort.json")));
    app.tracker_mut().side_paths = [
        list.display().to_string(),
        "tests/fixtures/battle_side_wako.json".into(),
    ];
    assert!(!app.start_battle());
    let es = app.status_text().expect("a status");
    says(
        &es,
        &[
            &place,
            "campo `units[0].profile`",
            "la facción `akagane` no tiene el perfil `nobody`",
        ],
    );

    let en = cli_error(&[
        "battle".as_ref(),
        "play".as_ref(),
        "--scenario".as_ref(),
        "scenarios/escort.json".as_ref(),
        "--lists".as_ref(),
        list.as_os_str(),
        "tests/fixtures/battle_side_wako.json".as_ref(),
    ]);
    says(
        &en,
        &[
            &place,
            "field `units[0].profile`",
            "faction `akagane` has no profile `nobody`",
        ],
    );
}

#[test]
fn a_save_of_an_unknown_format_is_reported_in_spanish_and_on_the_command_line_in_english() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("partida.json");
    let text = std::fs::read_to_string("tests/fixtures/battle_save_format2_before_facing.json")
        .unwrap()
        .replacen("\"format\": 2", "\"format\": 99", 1);
    std::fs::write(&save, text).unwrap();
    let newest = kensei::battle::engine::log::SAVE_FORMAT;
    let es = status_after_opening(&save);
    says(
        &es,
        &[
            "partida.json:2:",
            "campo `format`",
            &format!("el formato de partida guardada 99 no es de 1 a {newest}"),
        ],
    );
    let en = cli_error(&["battle".as_ref(), "replay".as_ref(), save.as_os_str()]);
    says(
        &en,
        &[
            "partida.json:2:",
            "field `format`",
            &format!("save format 99 is not 1 to {newest}"),
        ],
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

#[test]
fn units_on_the_table_carry_their_profile_name_in_the_window_language() {
    use kensei::app::table_view::battle_info;
    use kensei::i18n::Language;
    let b = battle(
        [
            "armies/lists/akagane_400.json",
            "armies/lists/hayashi_400.json",
        ],
        7,
    );
    let state = b.state();
    let samurai = state
        .units()
        .iter()
        .find(|u| u.profile.name == "Samurai bushi")
        .expect("the Akagane list fields samurai bushi");
    let es = battle_info(Language::Spanish, &b);
    let en = battle_info(Language::English, &b);
    assert_eq!(es.units[&samurai.id].name, "Samurái bushi");
    assert_eq!(en.units[&samurai.id].name, "Samurai bushi");
    // A profile the faction file names only in English keeps that name in Spanish; units that
    // would read the same (both lists field ashigaru yari) are numbered, as the log names them.
    for u in state.units() {
        let shown = &es.units[&u.id].name;
        let name = u.profile.name_es.as_ref().unwrap_or(&u.profile.name);
        assert!(
            shown == name
                || shown
                    .strip_prefix(name.as_str())
                    .is_some_and(|n| n.starts_with(' ')),
            "{shown} for {name}"
        );
    }
    let yari: std::collections::BTreeSet<&String> = state
        .units()
        .iter()
        .filter(|u| u.profile.name == "Ashigaru yari")
        .map(|u| &es.units[&u.id].name)
        .collect();
    assert_eq!(
        yari,
        ["Ashigaru yari 1", "Ashigaru yari 2"]
            .map(String::from)
            .iter()
            .collect()
    );
}
