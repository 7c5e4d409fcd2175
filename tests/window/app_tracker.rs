//! The battle tracker driven through the real UI: start a battle on a bundled scenario, give
//! the legal commands by their buttons, undo and redo them, save the battle and reopen it.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::i18n::Lang;
use kensei::app::settings::{Settings, SidePanel};
use kensei::app::{AppConfig, KenseiApp};
use kensei::battle::legal_commands;
use kensei::narration::describe_command;

fn harness() -> Harness<'static, KenseiApp> {
    let settings = Settings {
        panel: SidePanel::Tracker,
        ..Settings::default()
    };
    let app = KenseiApp::new(settings, AppConfig::default());
    Harness::builder()
        .with_size(egui::vec2(1400.0, 1600.0))
        .build_ui_state(|ui, app: &mut KenseiApp| app.show(ui), app)
}

fn start(h: &mut Harness<'static, KenseiApp>) {
    common::ready_pitched_battle(h);
    h.state_mut().tracker_mut().seed = 11;
    h.run();
    h.get_by_label("Start the battle").click();
    h.run();
    assert!(
        h.state().workspace().battle.is_some(),
        "{:?}",
        h.state().status()
    );
}

/// Clicks the button of the first legal command, as a player taking the obvious choice.
fn take_first(h: &mut Harness<'static, KenseiApp>) {
    let state = h
        .state()
        .workspace()
        .battle
        .as_ref()
        .unwrap()
        .value
        .state()
        .clone();
    let first = legal_commands(&state).into_iter().next().unwrap();
    let label = describe_command(Lang::English, &h.state().battle_names(), &first);
    let button = h.get_all_by_label(&label).next().unwrap();
    button.scroll_to_me();
    h.run();
    h.get_all_by_label(&label).next().unwrap().click();
    h.run();
}

fn log_len(h: &Harness<'static, KenseiApp>) -> usize {
    h.state()
        .workspace()
        .battle
        .as_ref()
        .unwrap()
        .value
        .log()
        .len()
}

#[test]
fn r_turn_3_commands_from_the_tracker_play_the_battle_and_undo_redo_them() {
    let mut h = harness();
    start(&mut h);
    h.get_by_label_contains("Turn 0 of");
    for _ in 0..12 {
        take_first(&mut h);
    }
    // The window answered the questions with one answer on the way, each with the command
    // before it (`answers.rs`): at least the twelve commands are logged.
    let n = log_len(&h);
    assert!(n >= 12, "{n}");
    let after = h
        .state()
        .workspace()
        .battle
        .as_ref()
        .unwrap()
        .value
        .state()
        .clone();
    h.get_by_label(&format!("Battle log ({n} commands)"));
    for _ in 0..3 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.run();
    }
    // Each Undo takes back a command with the window's answers after it.
    assert!(log_len(&h) <= n - 3, "{}", log_len(&h));
    for _ in 0..3 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
        h.run();
    }
    assert_eq!(log_len(&h), n);
    assert_eq!(
        h.state().workspace().battle.as_ref().unwrap().value.state(),
        &after
    );
}

#[test]
fn a_saved_battle_reopens_in_the_same_state() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness();
    start(&mut h);
    for _ in 0..8 {
        take_first(&mut h);
    }
    let saved_len = log_len(&h);
    let state = h
        .state()
        .workspace()
        .battle
        .as_ref()
        .unwrap()
        .value
        .state()
        .clone();
    let to = dir.path().join("battle.json");
    assert!(
        h.state_mut().save_active(Some(&to)),
        "{:?}",
        h.state().status()
    );
    let mut again = harness();
    assert!(
        again.state_mut().open_path(&to),
        "{:?}",
        again.state().status()
    );
    again.run();
    assert_eq!(
        again
            .state()
            .workspace()
            .battle
            .as_ref()
            .unwrap()
            .value
            .state(),
        &state
    );
    again.get_by_label(&format!("Battle log ({saved_len} commands)"));
}

#[test]
fn deployed_models_appear_on_the_battle_table() {
    let mut h = harness();
    start(&mut h);
    // Play on until some model is deployed.
    for _ in 0..80 {
        let state = h
            .state()
            .workspace()
            .battle
            .as_ref()
            .unwrap()
            .value
            .state()
            .clone();
        if state.models().iter().any(|m| m.deployed) {
            break;
        }
        take_first(&mut h);
    }
    let state = h
        .state()
        .workspace()
        .battle
        .as_ref()
        .unwrap()
        .value
        .state()
        .clone();
    let deployed = state.models().iter().filter(|m| m.deployed).count();
    assert!(deployed > 0);
    let table = kensei::app::table_view::battle_table(&state);
    assert_eq!(table.models.len(), deployed);
}

#[test]
fn a_combat_order_given_from_the_odds_panel_is_resolved_and_applied_by_the_battle() {
    use kensei::battle::{Command, Order};
    let mut h = harness();
    start(&mut h);
    // Play the obvious choices until the active unit may charge, fight or shoot someone.
    let mut found = None;
    for _ in 0..400 {
        let state = h
            .state()
            .workspace()
            .battle
            .as_ref()
            .unwrap()
            .value
            .state()
            .clone();
        let legal = legal_commands(&state);
        found = legal.iter().find_map(|c| match c {
            Command::Order {
                unit,
                order:
                    Order::Charge { target, .. }
                    | Order::Fight { target, .. }
                    | Order::Shoot { target, .. },
                ..
            } => Some((c.clone(), unit.clone(), target.clone())),
            _ => None,
        });
        if found.is_some() || legal.is_empty() {
            break;
        }
        h.state_mut().battle_command(legal[0].clone());
        h.run();
    }
    let (command, unit, target) = found.expect("a combat order comes up in the battle");
    let before = log_len(&h);
    h.state_mut().settings_mut().panel = SidePanel::Odds;
    h.state_mut().odds_mut().pick_attacker = Some(unit);
    h.state_mut().odds_mut().pick_target = Some(target);
    h.run();
    let label = describe_command(Lang::English, &h.state().battle_names(), &command);
    h.get_by_label(&label).click();
    h.run();
    let battle = &h.state().workspace().battle.as_ref().unwrap().value;
    assert_eq!(battle.log().len(), before + 1, "{:?}", h.state().status());
    assert_eq!(battle.log().last().unwrap().command, command);
    assert!(!battle.log().last().unwrap().events.is_empty());
}

#[test]
fn two_bundled_lists_whose_units_share_ids_start_a_battle_from_the_form() {
    // Both 400-point lists field a unit called `lord`: the window tells them apart as the
    // command line does (`0-lord`, `1-lord`) instead of refusing the battle.
    let mut h = harness();
    assert!(
        h.state_mut()
            .open_path(std::path::Path::new("scenarios/pitched_battle.json"))
    );
    h.state_mut().tracker_mut().side_paths = [
        "armies/lists/akagane_400.json".into(),
        "armies/lists/hayashi_400.json".into(),
    ];
    h.run();
    h.get_by_label("Start the battle").click();
    h.run();
    let s = common::battle_state(&h);
    let lords: Vec<&str> = s
        .units()
        .iter()
        .map(|u| u.id.as_str())
        .filter(|id| id.ends_with("lord"))
        .collect();
    assert_eq!(lords, ["0-lord", "1-lord"]);
}

#[test]
fn l195_the_start_form_takes_the_battle_size_from_the_lists_typed() {
    let mut h = harness();
    assert!(
        h.state_mut()
            .open_path(std::path::Path::new("scenarios/pitched_battle.json"))
    );
    h.run();
    assert_eq!(h.state().tracker().points, 400);
    for (label, list) in [
        ("Side 1 roster", "armies/lists/akagane_600.json"),
        ("Side 2 roster", "armies/lists/hayashi_600.json"),
    ] {
        h.get_by_label(label).click();
        h.run();
        h.get_by_label(label).type_text(list);
        h.run();
    }
    // The hands follow the battle's points (L195): the 600-point lists make it 600.
    assert_eq!(h.state().tracker().points, 600);
    assert!(h.state_mut().start_battle());
    assert_eq!(common::battle_state(&h).battle_points(), 600);
}

#[test]
fn r_deck_4_an_offering_is_one_prompt_with_the_roll_and_go_on() {
    let mut h = harness();
    start(&mut h);
    let offerings = |h: &Harness<'static, KenseiApp>| {
        matches!(
            common::battle_state(h).awaiting(),
            kensei::battle::Awaiting::Offerings { .. }
        )
    };
    while !offerings(&h) {
        take_first(&mut h);
    }
    // The prompt names the side asked and shows the roll with its dice.
    h.get_by_label_contains("offer a card to the gods on this roll?");
    h.get_by_label_contains("Strategy roll (1D6 + commander level): ");
    h.get_by_label_contains("Cards in hand:");
    let before = log_len(&h);
    h.get_by_label("Go on").click();
    h.run();
    // The pass, then whatever the window answered after it (the other side's offering when no
    // card of its could change the roll).
    assert!(log_len(&h) > before);
    let last = h
        .state()
        .workspace()
        .battle
        .as_ref()
        .unwrap()
        .value
        .log()
        .get(before)
        .cloned();
    assert!(
        matches!(
            last.map(|e| e.command),
            Some(kensei::battle::Command::PassOffering { .. })
        ),
        "Go on offers nothing"
    );
}
