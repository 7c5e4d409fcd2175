//! The choice of casualties through the real UI (R-CAS-2, L929-935): with "ask which models
//! are lost" on, the tracker stops on a unit's casualties with a prompt listing the models it
//! may lose, ticked as the default would remove them; ticks changed there or by clicking a
//! model on the table, "Remove these" sends the choice and those models leave the table. With
//! the setting off (the default) the window removes the nearest by itself.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::settings::SidePanel;
use kensei::battle::combat::casualty_choice::{default_pick, question};
use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::names::Names;
use kensei::battle::{BattleState, Command, legal_commands};

fn state(h: &Harness<'static, KenseiApp>) -> BattleState {
    common::battle_state(h)
}

fn asked(s: &BattleState) -> bool {
    matches!(s.awaiting(), Awaiting::ChooseCasualties { .. })
        && question(s).is_some_and(|q| {
            // A choice inside one group: a ticked model can be swapped for a spare one.
            let picked = default_pick(&q.tiers, q.count);
            q.tiers.iter().any(|t| {
                t.iter().any(|m| picked.contains(m)) && t.iter().any(|m| !picked.contains(m))
            })
        })
}

/// The pitched battle on the first seed whose first legal commands reach a choice of
/// casualties, played up to it with the question put to both players.
fn at_the_question() -> Harness<'static, KenseiApp> {
    let mut h = common::harness(SidePanel::Tracker, 1400.0, 1400.0);
    h.state_mut().settings_mut().ask_casualties = [true, true];
    common::ready_pitched_battle(&mut h);
    h.state_mut().tracker_mut().seed = common::seed_reaching(
        "app_casualties::at_the_question",
        "scenarios/pitched_battle.json",
        [
            "tests/fixtures/battle_side_takeda.json",
            "tests/fixtures/battle_side_wako.json",
        ],
        &[&asked],
    );
    h.run();
    h.get_by_label("Start the battle").click();
    h.run();
    common::play_until(&mut h, asked);
    h.run();
    h
}

/// A model ticked by default and a spare one of the same group (R-CAS-2: swapping them keeps
/// the engaged-first order).
fn swap(s: &BattleState) -> (String, String) {
    let q = question(s).unwrap();
    let picked = default_pick(&q.tiers, q.count);
    let tier = q
        .tiers
        .iter()
        .find(|t| t.iter().any(|m| picked.contains(m)) && t.iter().any(|m| !picked.contains(m)))
        .unwrap();
    let out = tier.iter().rev().find(|m| picked.contains(m)).unwrap();
    let spare = tier.iter().rev().find(|m| !picked.contains(m)).unwrap();
    (out.clone(), spare.clone())
}

fn ticked(h: &Harness<'static, KenseiApp>) -> Vec<String> {
    h.state().casualty_pick().ticks().models.clone()
}

#[test]
fn r_cas_2_l929_the_player_ticks_the_models_lost_and_removes_them() {
    let mut h = at_the_question();
    let s = state(&h);
    let q = question(&s).unwrap();
    let names = h.state().battle_names();
    // The prompt names the side, the unit and how many go; the default is ticked.
    let unit = names.unit(&q.unit);
    let prompt = match q.count {
        1 => format!("choose the model {unit} loses"),
        n => format!("choose the {n} models {unit} loses"),
    };
    h.get_by_label_contains(&prompt);
    assert_eq!(ticked(&h), default_pick(&q.tiers, q.count));
    let (out, spare) = swap(&s);
    // Untick one, tick a spare: two clicks.
    h.get_by_label(&names.unit(&out)).click();
    h.run();
    h.get_by_label(&names.unit(&spare)).click();
    h.run();
    let mut want = default_pick(&q.tiers, q.count);
    want.retain(|m| *m != out);
    want.push(spare.clone());
    assert_eq!(ticked(&h), want);
    let before = common::log_len(&h);
    h.get_by_label("Remove these").click();
    h.run();
    assert_eq!(
        common::log(&h)[before].command,
        Command::ChooseCasualties {
            side: q.side,
            unit: q.unit.clone(),
            models: want,
        }
    );
    // Once the combat's result is applied, the chosen model is gone, the unticked one stays.
    common::play_until(&mut h, |s| s.combat().is_none());
    let after = state(&h);
    assert!(after.model(&spare).is_none(), "the chosen model is gone");
    assert!(after.model(&out).is_some(), "the unticked one stays");
}

#[test]
fn r_cas_2_a_model_clicked_on_the_table_is_ticked() {
    let mut h = at_the_question();
    let s = state(&h);
    let (out, spare) = swap(&s);
    let click = |h: &mut Harness<'static, KenseiApp>, id: &str| {
        let m = state(h).model(id).cloned().unwrap();
        let p = h.state().canvas().view.to_screen([m.x, m.y]);
        h.hover_at(p);
        h.run();
        for pressed in [true, false] {
            h.event(egui::Event::PointerButton {
                pos: p,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: egui::Modifiers::NONE,
            });
        }
        h.run();
    };
    click(&mut h, &out);
    assert!(!ticked(&h).contains(&out), "unticked from the table");
    click(&mut h, &spare);
    assert!(ticked(&h).contains(&spare), "ticked from the table");
}

#[test]
fn r_cas_2_a_side_not_asked_loses_the_nearest_models_without_a_click() {
    let mut h = at_the_question();
    let s = state(&h);
    let first = legal_commands(&s).remove(0);
    let before = common::log_len(&h);
    h.state_mut().settings_mut().ask_casualties = [false, false];
    h.run();
    assert!(!asked(&state(&h)), "answered by the window");
    let log = common::log(&h);
    assert_eq!(log[before].command, first);
    assert!(
        log[before]
            .events
            .iter()
            .any(|e| matches!(e, kensei::battle::Event::CasualtiesChosen { .. }))
    );
}
