//! The side panels driven through the real UI: the dice roller and the odds panel show the
//! engine's exact numbers and change when an input changes.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::panels::dice::DicePanel;
use kensei::app::settings::SidePanel;
use kensei::rules::{SuccessRoll, melee_odds};

fn harness() -> Harness<'static, KenseiApp> {
    common::harness(SidePanel::Dice, 1400.0, 1000.0)
}

fn pct(p: f64) -> String {
    format!("{:.1}%", 100.0 * p)
}

#[test]
fn r_dice_1_the_roller_shows_each_die_and_counts_successes_by_the_rule() {
    let mut h = harness();
    *h.state_mut().dice_mut() = DicePanel::seeded(42);
    h.get_by_label("Dice").click();
    h.run();
    // 5 dice at +0: a die succeeds on 4, 5 or 6.
    h.get_by_label("Each die succeeds: 50.0%");
    h.get_by_label("at least 5");
    let roll = h.get_by_role_and_label(egui::accesskit::Role::Button, "Roll");
    roll.scroll_to_me();
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Roll")
        .click();
    h.run();
    let (faces, ok) = h.state().dice().last_success.clone().unwrap();
    assert_eq!(faces.len(), 5);
    let rule = SuccessRoll::new(5, 0);
    assert_eq!(
        ok as usize,
        faces.iter().filter(|&&f| rule.succeeds(f)).count()
    );
    h.get_by_label(&format!("{ok} successes"));
}

#[test]
fn r_dice_3_the_general_reroll_raises_the_honor_test_chance() {
    let mut h = harness();
    h.get_by_label("Dice").click();
    h.run();
    // Honor 4: 4 faces of 6 pass; with the re-roll 1 - (2/6)^2.
    h.get_by_label("Passes: 66.7%");
    h.get_by_label("General's re-roll").click();
    h.run();
    h.get_by_label("Passes: 88.9%");
    h.get_by_label("Roll the test").click();
    h.run();
    let roll = h.state().dice().last_honor.clone().unwrap();
    assert_eq!(roll.dice.len(), 2);
    h.get_by_label(if roll.passed { "Passed" } else { "Failed" });
}

#[test]
fn r_res_1_the_odds_panel_shows_the_engines_win_chances_and_follows_the_inputs() {
    let mut h = harness();
    h.get_by_label("Odds").click();
    h.run();
    let o = melee_odds(&h.state().odds().melee);
    h.get_by_label(&format!("Attacker wins {}", pct(o.attacker_wins)));
    h.get_by_label(&format!("Defender wins {}", pct(o.defender_wins)));
    // Open the inputs and make the attacker's charge a rear charge.
    h.get_by_label("Inputs").click();
    h.run();
    h.get_all_by_label("rear").next().unwrap().click();
    h.run();
    let rear = melee_odds(&h.state().odds().melee);
    assert!(rear.attacker_wins > o.attacker_wins);
    h.get_by_label(&format!("Attacker wins {}", pct(rear.attacker_wins)));
    h.get_by_label_contains("attacking the rear");
}

#[test]
fn the_odds_roll_shows_every_die_and_the_result() {
    let mut h = harness();
    h.get_by_label("Odds").click();
    h.run();
    let roll = h.get_by_role_and_label(egui::accesskit::Role::Button, "Roll");
    roll.scroll_to_me();
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Roll")
        .click();
    h.run();
    let r = h.state().odds().last_roll.clone().unwrap();
    h.get_by_label(&format!("Seed {}", r.seed));
    for side in [&r.attacker, &r.defender] {
        // "3 casualties, 5 models left", in the catalogue's singular or plural.
        let text = kensei::app::i18n::Lang::English.f(
            kensei::app::i18n::Key::AfterCasualties,
            &[
                ("casualties", &side.after.casualties),
                ("models", &side.after.models_after),
            ],
        );
        assert!(h.query_all_by_label(&text).count() >= 1, "{text}");
    }
}

#[test]
fn the_panels_speak_spanish_too() {
    let mut h = harness();
    h.state_mut().settings_mut().lang = kensei::app::i18n::Lang::Spanish;
    h.run();
    h.get_by_label("Probabilidades").click();
    h.run();
    h.get_by_label_contains("Gana el atacante");
    h.get_by_label_contains("carga, a pie");
    h.get_by_label("Dados").click();
    h.run();
    h.get_by_label("Tirada de éxito");
}
