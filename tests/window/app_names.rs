//! Names in the window's language (`docs/words.md`): a faction's own commander order card in the
//! tracker, the order picker, the log and the status bar; the profiles a leader's rejection
//! names; a side by its list's name (or its faction's); a scenario and its objectives; the
//! status bar after a change of language; and the sides numbered as players number them
//! (Side 1, Side 2) in headers and commands alike.
#![cfg(feature = "gui")]

use crate::common;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::i18n::Lang;
use kensei::app::settings::{Settings, SidePanel};
use kensei::app::status::{Said, Status};
use kensei::app::workspace::Loaded;
use kensei::app::{AppConfig, KenseiApp};
use kensei::battle::model::names::Names;
use kensei::battle::model::reasons::VpSource;
use kensei::battle::reason_words::vp_words;
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, BattleState, Command, Event, Side, legal_commands};
use kensei::narration::describe_command;
use kensei::narration::describe_event;
use kensei::narration::names::BattleNames;
use std::path::Path;

/// The Akagane clan's own commander order card (`armies/akagane.json`).
const BLADE: &str = "Blade of the ancestors";
const BLADE_ES: &str = "Hoja de los ancestros";
const BLADE_TEXT_ES: &str = "Fase de activación: una unidad de samuráis sin usar repite sus tiradas de heridas falladas en su siguiente combate de este turno.";

fn window(lang: Lang) -> Harness<'static, KenseiApp> {
    let settings = Settings {
        panel: SidePanel::Tracker,
        lang,
        ..Settings::default()
    };
    let app = KenseiApp::new(settings, AppConfig::default());
    Harness::builder()
        .with_size(egui::vec2(1400.0, 2400.0))
        .build_ui_state(|ui, app: &mut KenseiApp| app.show(ui), app)
}

/// The pitched battle of the bundled 400-point Akagane and Hayashi lists, started from the
/// tracker's form.
fn lists_battle(lang: Lang) -> Harness<'static, KenseiApp> {
    let mut h = window(lang);
    assert!(
        h.state_mut()
            .open_path(Path::new("scenarios/pitched_battle.json"))
    );
    h.state_mut().tracker_mut().side_paths = [
        "armies/lists/akagane_400.json".into(),
        "armies/lists/hayashi_400.json".into(),
    ];
    h.state_mut().tracker_mut().seed = 7;
    assert!(
        h.state_mut().start_battle(),
        "{:?}",
        h.state().status_text()
    );
    h.run();
    h
}

/// Plays the first legal command that is not a commander order, Akagane picking its own card
/// into its hand, until `stop` answers.
fn play_until<T>(
    h: &mut Harness<'static, KenseiApp>,
    stop: impl Fn(&BattleState, &[Command]) -> Option<T>,
) -> T {
    common::play_keeping(h, BLADE, stop)
}

/// The labels of the window holding `text`.
fn labels_with(h: &Harness<'static, KenseiApp>, text: &str) -> usize {
    h.query_all_by_label_contains(text).count()
}

fn picked(s: &BattleState, _: &[Command]) -> Option<()> {
    s.sides()[0]
        .orders_hand
        .contains(&BLADE.to_string())
        .then_some(())
}

fn usable(_: &BattleState, legal: &[Command]) -> Option<()> {
    legal
        .iter()
        .any(|c| matches!(c, Command::UseCommanderOrder { side: Side::FIRST, order, .. } if order == BLADE))
        .then_some(())
}

/// Opens the commander order picker titled `title`.
fn open_picker(h: &mut Harness<'static, KenseiApp>, title: &str) {
    h.get_by_label(title).scroll_to_me();
    h.run();
    h.get_by_label(title).click();
    h.run();
}

#[test]
fn l1001_a_factions_own_commander_order_reads_in_spanish_in_the_tracker_picker_and_log() {
    let mut h = lists_battle(Lang::Spanish);
    play_until(&mut h, picked);
    // The tracker's line of commander orders in hand, and the picking command in the log.
    h.get_by_label_contains(&format!("Órdenes de comandante en mano: {BLADE_ES} ·"));
    assert!(
        labels_with(
            &h,
            &format!("Bando 1: orden de comandante {BLADE_ES} en mano")
        ) > 0
    );
    assert_eq!(
        labels_with(&h, BLADE),
        0,
        "the English name shows in Spanish"
    );
    // When it may be used, its picker names it and says what it does in Spanish.
    play_until(&mut h, usable);
    open_picker(&mut h, &format!("Elegir cómo usar {BLADE_ES}"));
    h.get_by_label(BLADE_TEXT_ES);
    let hand = common::battle_state(&h).sides()[0].deck.hand.clone();
    for (i, card) in hand.iter().take(2).enumerate() {
        let label = format!("carta {card}");
        let already = hand[..i].iter().filter(|c| *c == card).count();
        h.get_all_by_role_and_label(Role::CheckBox, &label)
            .nth(already)
            .unwrap()
            .click();
        h.run();
    }
    let before = common::log_len(&h);
    let use_it = format!("Usar {BLADE_ES}");
    h.get_by_role_and_label(Role::Button, &use_it).click();
    h.run();
    assert_eq!(
        common::log_len(&h),
        before + 1,
        "{:?}",
        h.state().status_text()
    );
    // The status bar and the log name it and say what it does in Spanish.
    let status = h.state().status_text().unwrap();
    assert!(
        status.starts_with(&format!("Bando 1: usar la orden de comandante {BLADE_ES}")),
        "{status}"
    );
    let b = &h.state().workspace().battle.as_ref().unwrap().value;
    let names = BattleNames::of(Lang::Spanish, b);
    let used: Vec<String> = b
        .log()
        .last()
        .unwrap()
        .events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::CommanderOrderUsed { .. } | Event::CardsSpent { .. }
            )
        })
        .map(|e| describe_event(Lang::Spanish, &names, e))
        .collect();
    assert_eq!(used.len(), 2, "{used:?}");
    assert!(used.iter().all(|l| l.contains(BLADE_ES)), "{used:?}");
    assert!(used[1].contains(BLADE_TEXT_ES), "{used:?}");
    h.run();
    assert_eq!(
        labels_with(&h, BLADE),
        0,
        "the English name shows in Spanish"
    );
}

#[test]
fn l1001_a_factions_own_commander_order_reads_in_english_in_the_english_window() {
    let mut h = lists_battle(Lang::English);
    play_until(&mut h, picked);
    h.get_by_label_contains(&format!("Commander orders in hand: {BLADE} ·"));
    play_until(&mut h, usable);
    open_picker(&mut h, &format!("Choose how to use {BLADE}"));
    h.get_by_label_contains("Activation phase: one unused unit of samurai re-rolls");
    // No name or text of the Spanish window anywhere.
    for spanish in [BLADE_ES, BLADE_TEXT_ES, "Samurái bushi", "Clan Akagane"] {
        assert_eq!(labels_with(&h, spanish), 0, "{spanish}");
    }
}

/// A list of the Hayashi faction without a name: its lord alone, mounted scouts and a levy.
fn hayashi_lord_alone(dir: &Path) -> std::path::PathBuf {
    let list = dir.join("lord_alone.json");
    std::fs::write(
        &list,
        r#"{
  "schema_version": 1,
  "name": "",
  "faction": "hayashi",
  "battle_size": 400,
  "commander_level": 1,
  "units": [
    {"id": "nobumasa", "profile": "hayashi_lord", "models": 1},
    {"id": "scouts", "profile": "mounted_scouts", "models": 3},
    {"id": "levy", "profile": "peasant_levy", "models": 10}
  ],
  "general": "nobumasa"
}"#,
    )
    .unwrap();
    list
}

#[test]
fn l539_a_leader_who_cannot_lead_is_refused_naming_both_profiles_in_the_window_language() {
    let dir = tempfile::tempdir().unwrap();
    let scenario = load_scenario(Path::new("scenarios/pitched_battle.json")).unwrap();
    let sides = [
        load_side(&hayashi_lord_alone(dir.path())).unwrap(),
        load_side(Path::new("armies/lists/akagane_400.json")).unwrap(),
    ];
    let b = Battle::new(BattleSetup::new(400, scenario, sides), 3).unwrap();
    let s = b.state();
    let (lord, scouts) = (s.unit("nobumasa").unwrap(), s.unit("scouts").unwrap());
    assert!(lord.is_lone_leader());
    // An infantry lord does not lead mounted scouts (L417); the engine names both by id.
    let r = kensei::battle::leaders::join::could_lead(s, lord, scouts).unwrap_err();
    let ids = serde_json::to_value(&r).unwrap();
    let fields = ids["leader"]
        .as_object()
        .and_then(|v| v.values().next())
        .unwrap_or_else(|| panic!("{ids}"));
    assert_eq!(
        (&fields["leader"], &fields["unit"]),
        (&"nobumasa".into(), &"scouts".into())
    );
    let es = r.text_named(Lang::Spanish, &BattleNames::of(Lang::Spanish, &b));
    let en = r.text_named(Lang::English, &BattleNames::of(Lang::English, &b));
    assert!(
        es.starts_with("Hayashi Nobumasa, señor no puede liderar Exploradores montados:"),
        "{es}"
    );
    assert!(
        en.starts_with("Hayashi Nobumasa, lord cannot lead Mounted scouts:"),
        "{en}"
    );
    // The side without a name goes by its faction's, in the window's language.
    assert_eq!(
        BattleNames::of(Lang::Spanish, &b).side(Side::FIRST),
        "Clan Hayashi"
    );
    assert_eq!(
        BattleNames::of(Lang::English, &b).side(Side::FIRST),
        "Hayashi Clan"
    );
    // On the status bar, in the window's language, and again after switching it.
    let mut h = window(Lang::Spanish);
    h.state_mut().workspace_mut().battle = Some(Loaded::new(b, None));
    h.state_mut().show_status(Status {
        said: Said::Rejection(r),
        error: true,
    });
    h.run();
    h.get_by_label(&es);
    switch_language(&mut h, "English");
    h.get_by_label(&en);
    assert!(h.query_by_label(&es).is_none());
}

/// Switches the window's language from the settings window.
fn switch_language(h: &mut Harness<'static, KenseiApp>, name: &str) {
    let (view, settings) = match h.state().lang() {
        Lang::English => ("View", "Settings"),
        Lang::Spanish => ("Ver", "Ajustes"),
    };
    h.get_by_label(view).click();
    h.run_steps(4);
    h.get_by_label(settings).click();
    h.run_steps(4);
    h.get_by_label(name).click();
    h.run_steps(8);
}

#[test]
fn the_status_bar_follows_a_change_of_language() {
    let mut h = window(Lang::English);
    assert!(
        h.state_mut()
            .open_path(Path::new("scenarios/pitched_battle.json"))
    );
    h.run();
    h.get_by_label("Opened scenarios/pitched_battle.json");
    switch_language(&mut h, "Español");
    assert_eq!(h.state().lang(), Lang::Spanish);
    h.get_by_label("Abierto scenarios/pitched_battle.json");
    assert!(
        h.query_by_label("Opened scenarios/pitched_battle.json")
            .is_none()
    );
}

#[test]
fn an_undone_command_is_named_in_the_language_of_the_moment() {
    let mut h = lists_battle(Lang::English);
    let first = legal_commands(&common::battle_state(&h)).remove(0);
    assert!(h.state_mut().battle_command(first.clone()));
    h.state_mut().undo();
    h.run();
    let undone = |h: &Harness<'static, KenseiApp>, lang| {
        describe_command(lang, &h.state().battle_names(), &first)
    };
    let en = format!("Undo: {}", undone(&h, Lang::English));
    assert_eq!(h.state().status_text().unwrap(), en);
    h.get_by_label(&en);
    switch_language(&mut h, "Español");
    // The status bar and the Edit menu's Redo word the command again, in Spanish.
    let es = format!("Deshacer: {}", undone(&h, Lang::Spanish));
    assert!(es.starts_with("Deshacer: Bando 1: "), "{es}");
    h.get_by_label(&es);
    h.get_by_label("Editar").click();
    h.run();
    h.get_by_label_contains(&format!("Rehacer: {}", undone(&h, Lang::Spanish)));
}

#[test]
fn the_second_side_is_side_2_in_its_header_and_in_its_commands() {
    for (lang, [first, second], [akagane, hayashi]) in [
        (
            Lang::English,
            ["Side 1", "Side 2"],
            ["Akagane host", "Hayashi muster"],
        ),
        (
            Lang::Spanish,
            ["Bando 1", "Bando 2"],
            ["Hueste Akagane", "Mesnada Hayashi"],
        ),
    ] {
        let mut h = lists_battle(lang);
        // The tracker's headers: each side's name (its list's, in the window's language) and
        // its number.
        h.get_by_label(&format!("{akagane} ({first})"));
        h.get_by_label(&format!("{hayashi} ({second})"));
        // A command of the second side, as its button and the log say it.
        let command = play_until(&mut h, |_, legal| {
            legal.iter().find(|c| c.side() == Side::SECOND).cloned()
        });
        let label = describe_command(lang, &h.state().battle_names(), &command);
        assert!(label.starts_with(&format!("{second}: ")), "{label}");
        h.get_by_label(&label);
        assert!(h.query_all_by_label_contains(&format!("{first}: ")).count() > 0);
        for wrong in ["Side 0", "Bando 0", "side 0", "bando 0"] {
            assert_eq!(labels_with(&h, wrong), 0, "{wrong}");
        }
    }
}

#[test]
fn a_scenario_and_its_objectives_read_in_the_window_language() {
    for (lang, name, objective, other) in [
        (
            Lang::Spanish,
            "Batalla campal en Kawanakajima",
            "La puerta del santuario",
            "Pitched battle at Kawanakajima",
        ),
        (
            Lang::English,
            "Pitched battle at Kawanakajima",
            "The shrine gate",
            "Batalla campal en Kawanakajima",
        ),
    ] {
        // The document panel: the scenario's name and its objectives.
        let mut h = lists_battle(lang);
        h.get_by_label(name);
        assert!(h.query_by_label(other).is_none(), "{other}");
        let header = match lang {
            Lang::English => "Objectives",
            Lang::Spanish => "Objetivos",
        };
        h.get_by_label(header).click();
        h.run();
        h.get_by_label_contains(&format!("{objective}: "));
        // The victory points the log counts for holding it name it too.
        let vp: kensei::rules::Worded<Vec<VpSource>> = vec![VpSource::ObjectiveHeld {
            side: Side::FIRST,
            objective: "shrine-gate".into(),
            vp: 2,
        }]
        .into();
        let line = vp_words(lang, &vp, &h.state().battle_names());
        assert!(line.contains(objective), "{line}");
        assert!(!line.contains("shrine-gate"), "{line}");
        // Once deployed, the panel lists the battle's units by their names, not their ids.
        common::play_until(&mut h, |s| s.models().iter().any(|m| m.deployed));
        h.run();
        let s = common::battle_state(&h);
        let m = s.models().iter().find(|m| m.deployed).unwrap();
        let unit = h.state().battle_names().unit(&m.unit);
        assert_ne!(unit, m.unit);
        h.get_by_label(&format!("{unit} ({})", lang.side(m.side)));
    }
}
