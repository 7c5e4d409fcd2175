//! A charge on several units through the real UI (L616, R-CHG-2): its button names both
//! units, and while the charged units answer in turn the tracker says which one answers now.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::i18n::Lang;
use kensei::app::settings::SidePanel;
use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::names::Names;
use kensei::battle::{BattleState, Command, Order, legal_commands};
use kensei::narration::describe_command;

const SCENARIO: &str = "scenarios/hold_the_bridge.json";
const LISTS: [&str; 2] = [
    "armies/lists/akagane_400.json",
    "armies/lists/hayashi_400.json",
];

fn several(s: &BattleState) -> Option<Command> {
    legal_commands(s).into_iter().find(|c| {
        matches!(c, Command::Order { order: Order::Charge { also, .. }, .. } if !also.is_empty())
    })
}

fn answering(h: &Harness<'static, KenseiApp>, unit: &str) {
    let names = h.state().battle_names();
    let charger = common::battle_state(h).charge().clone().unwrap().charger;
    h.get_by_label(&format!(
        "{} answers {}'s charge now",
        names.unit(unit),
        names.unit(&charger)
    ));
}

#[test]
fn l616_the_tracker_names_each_charged_unit_as_it_answers() {
    let mut h = common::harness(SidePanel::Tracker, 1400.0, 1400.0);
    assert!(h.state_mut().open_path(std::path::Path::new(SCENARIO)));
    h.state_mut().tracker_mut().side_paths = LISTS.map(String::from);
    h.state_mut().tracker_mut().seed = common::seed_reaching(
        "app_charge_several::l616",
        SCENARIO,
        LISTS,
        &[&|s: &BattleState| several(s).is_some()],
    );
    h.run();
    h.get_by_label("Start the battle").click();
    h.run();
    common::play_until(&mut h, |s| several(s).is_some());
    h.run();
    let charge = several(&common::battle_state(&h)).unwrap();
    let Command::Order {
        order: Order::Charge { target, also, .. },
        ..
    } = charge.clone()
    else {
        unreachable!()
    };
    let label = describe_command(Lang::English, &h.state().battle_names(), &charge);
    assert!(label.ends_with("at once"), "{label}");
    h.get_by_label(&label).scroll_to_me();
    h.run();
    h.get_by_label(&label).click();
    h.run();
    // Past any opportunity charge, the target answers first, then the other charged unit.
    common::play_until(&mut h, |s| {
        matches!(s.awaiting(), Awaiting::ChargeReaction { .. })
    });
    h.run();
    answering(&h, &target);
    h.get_by_label("Side 2: receive the charge").click();
    h.run();
    answering(&h, &also[0]);
}
