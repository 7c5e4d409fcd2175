//! The battle tracker after a melee, through the real UI: a multiple combat shows the combats
//! left and the casualties noted, and its next combat is a button (L709-719); a pursuit is
//! offered by its buttons (L980).
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::i18n::Lang;
use kensei::app::settings::SidePanel;
use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::{BattleState, legal_commands};
use kensei::narration::describe_command;

fn harness() -> Harness<'static, KenseiApp> {
    common::harness(SidePanel::Tracker, 1400.0, 1600.0)
}

fn state(h: &Harness<'static, KenseiApp>) -> BattleState {
    common::battle_state(h)
}

fn click_first(h: &mut Harness<'static, KenseiApp>) {
    let first = legal_commands(&state(h)).into_iter().next().unwrap();
    let label = describe_command(Lang::English, &h.state().battle_names(), &first);
    h.get_all_by_label(&label).next().unwrap().scroll_to_me();
    h.run();
    h.get_all_by_label(&label).next().unwrap().click();
    h.run();
}

#[test]
fn l711_l980_the_tracker_shows_a_multiple_combat_and_offers_the_pursuit() {
    let mut h = harness();
    common::ready_pitched_battle(&mut h);
    // The first seed whose first legal commands (commander orders included, offerings passed,
    // the leader protected by the side's setting) reach a multiple combat, then a pursuit.
    h.state_mut().tracker_mut().seed = common::seed_reaching(
        "app_aftermath::l711_l980",
        "scenarios/pitched_battle.json",
        [
            "tests/fixtures/battle_side_takeda.json",
            "tests/fixtures/battle_side_wako.json",
        ],
        &[
            &|s: &BattleState| matches!(s.awaiting(), Awaiting::NextCombat { .. }),
            &|s: &BattleState| matches!(s.awaiting(), Awaiting::Pursuit { .. }),
        ],
    );
    h.run();
    h.get_by_label("Start the battle").click();
    h.run();
    common::play_until(&mut h, |s| {
        matches!(s.awaiting(), Awaiting::NextCombat { .. })
    });
    h.run();
    h.get_by_label_contains("Multiple combat:");
    // Both units of the first combat have their casualties noted.
    // ("1 casualty noted" or "2 casualties noted": the catalogue chooses the plural.)
    let noted = h.query_all_by_label_contains("casualties noted").count()
        + h.query_all_by_label_contains("casualty noted").count();
    assert_eq!(noted, 2);
    let log = h
        .state()
        .workspace()
        .battle
        .as_ref()
        .unwrap()
        .value
        .log()
        .len();
    click_first(&mut h);
    assert_eq!(
        h.state()
            .workspace()
            .battle
            .as_ref()
            .unwrap()
            .value
            .log()
            .len(),
        log + 1
    );
    common::play_until(&mut h, |s| matches!(s.awaiting(), Awaiting::Pursuit { .. }));
    h.run();
    assert!(h.get_all_by_label_contains("may pursue").count() >= 1);
    h.get_by_label_contains("try to pursue (Honor test)");
    h.get_by_label_contains("do not pursue");
    click_first(&mut h);
    assert!(
        !matches!(state(&h).awaiting(), Awaiting::Pursuit { .. })
            || state(&h).aftermath().is_some()
    );
}
