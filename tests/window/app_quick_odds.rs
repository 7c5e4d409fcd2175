//! Quick odds as a player meets them, driven through the real window: from the start page to
//! the odds of two picked troops in a few actions, the odds updating as the inputs change, an
//! old roll cleared when the situation changes, and the models typed before the starting count.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::settings::Settings;
use kensei::army::bundled_factions;
use kensei::army::quick::{TroopPick, melee_with_troops};
use kensei::rules::melee_odds;

/// The window as a new player first meets it, wide enough for the side-by-side layout.
fn fresh() -> Harness<'static, KenseiApp> {
    let mut h = common::harness(Settings::default().panel, 1400.0, 900.0);
    h.run();
    h
}

fn click(h: &mut Harness<'static, KenseiApp>, label: &str, n: usize, actions: &mut usize) {
    h.get_all_by_label(label)
        .nth(n)
        .unwrap_or_else(|| panic!("no widget {n} labelled {label:?}"))
        .click();
    h.run();
    *actions += 1;
}

fn pick(faction: &str, profile: &str) -> TroopPick {
    TroopPick {
        faction: faction.into(),
        profile: profile.into(),
        leader: None,
    }
}

#[test]
fn quick_odds_of_two_picked_troops_take_five_actions_from_the_start_page() {
    let mut h = fresh();
    let mut actions = 0;
    click(&mut h, "Work out odds", 0, &mut actions);
    // Without a table the odds take the whole window: attacker, defender and results side by side.
    assert!(!h.state().start_page_shown());
    click(&mut h, "Attacker: troop", 0, &mut actions);
    click(&mut h, "Samurai bushi", 0, &mut actions);
    click(&mut h, "Defender: troop", 0, &mut actions);
    click(&mut h, "Ashigaru yari", 0, &mut actions);
    assert!(actions <= 6, "{actions} actions (the issue allows 6)");
    assert_eq!(actions, 5);
    // The odds shown are the engine's for the troops' profiles in the situation as set.
    let panel = &h.state().odds();
    assert_eq!(panel.troops[0], Some(pick("akagane", "samurai_bushi")));
    assert_eq!(panel.troops[1], Some(pick("akagane", "ashigaru_yari")));
    let worked = melee_with_troops(
        &panel.melee,
        [panel.troops[0].as_ref(), panel.troops[1].as_ref()],
        &bundled_factions(),
    )
    .unwrap();
    assert_eq!(worked.attacker.unit.name, "Samurai bushi");
    let odds = melee_odds(&worked);
    let shown = format!("Attacker wins {:.1}%", 100.0 * odds.attacker_wins);
    h.get_by_label(&shown);
    // The troops' numbers are not typed: the profile brings them, and says so.
    assert!(h.query_by_label("Difficulty to wound").is_none());
}

#[test]
fn the_odds_follow_the_switches_and_an_old_roll_goes_when_the_situation_changes() {
    let mut h = fresh();
    let mut actions = 0;
    click(&mut h, "Work out odds", 0, &mut actions);
    let before = h.state_mut().odds_mut().melee_odds().cloned().unwrap();
    click(&mut h, "Roll", 0, &mut actions);
    assert!(h.state().odds().last_roll.is_some());
    h.get_by_label("Every step");
    // The attacker now strikes the defender's flank: new odds at once, and the roll is gone.
    click(&mut h, "flank", 0, &mut actions);
    let after = h.state_mut().odds_mut().melee_odds().cloned().unwrap();
    assert!(after.attacker_wins > before.attacker_wins);
    h.get_by_label(&format!(
        "Attacker wins {:.1}%",
        100.0 * after.attacker_wins
    ));
    assert!(h.state().odds().last_roll.is_none());
    assert!(h.query_by_label("Every step").is_none());
}

#[test]
fn r_res_2_models_typed_above_the_starting_count_are_kept_and_the_start_follows_them() {
    let mut h = fresh();
    let mut actions = 0;
    click(&mut h, "Work out odds", 0, &mut actions);
    // A unit that started with 6 models and has 4 left...
    {
        let unit = &mut h.state_mut().odds_mut().melee.attacker.unit;
        unit.models = 4;
        unit.models_at_start = Some(6);
    }
    h.run();
    // ...is given 8 models, typed while the starting count still says 6 (the case:
    // the window kept 6).
    let field = h
        .get_all_by_label("Models (not the leader)")
        .next()
        .unwrap();
    field.click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_all_by_label("Models (not the leader)")
        .next()
        .unwrap()
        .type_text("8");
    h.key_press(egui::Key::Enter);
    h.run();
    let unit = &h.state().odds().melee.attacker.unit;
    assert_eq!(unit.models, 8);
    // A unit never has more models than it started with: the start follows the models up.
    assert_eq!(unit.models_at_start, None, "{unit:?}");
    assert!(h.state().odds().melee.problems().is_empty());
}

#[test]
fn a_melee_with_nobody_in_contact_says_there_is_no_fight_instead_of_odds() {
    let mut h = fresh();
    let mut actions = 0;
    click(&mut h, "Work out odds", 0, &mut actions);
    {
        let m = &mut h.state_mut().odds_mut().melee;
        m.attacker.in_contact = 0;
        m.defender.in_contact = 0;
    }
    h.run();
    h.run();
    assert!(h.query_by_label_contains("Attacker wins").is_none());
    h.get_by_label_contains("No model is in contact");
}
