//! The strategy roll's winner picks its table side in the window (R-SCEN-1): two buttons name
//! the part each side of the table carries ("as the defender"), and the one clicked is the
//! command sent.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::kittest::Queryable;
use kensei::app::i18n::Lang;
use kensei::app::settings::SidePanel;
use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::{Command, legal_commands};
use kensei::narration::describe_command;

#[test]
fn r_scen_1_the_winner_takes_the_other_table_side_by_its_button() {
    let mut h = common::harness(SidePanel::Tracker, 1400.0, 1400.0);
    assert!(
        h.state_mut()
            .open_path(std::path::Path::new("scenarios/hold_the_bridge.json"))
    );
    h.state_mut().tracker_mut().side_paths = [
        "tests/fixtures/battle_side_takeda.json".into(),
        "tests/fixtures/battle_side_wako.json".into(),
    ];
    h.state_mut().tracker_mut().seed = 3;
    h.run();
    h.get_by_label("Start the battle").click();
    h.run();
    common::play_until(&mut h, |s| {
        matches!(s.awaiting(), Awaiting::ChooseTableSide { .. })
    });
    h.run();
    let s = common::battle_state(&h);
    let Awaiting::ChooseTableSide { side } = s.awaiting() else {
        unreachable!()
    };
    let other = s.table().roles[side.other().index()].name.clone();
    h.get_by_label_contains(&format!(
        "keep this table side as the {}",
        s.table().roles[side.index()].name
    ));
    let take = format!("take the other table side as the {other}");
    h.get_by_label_contains(&take).click();
    h.run();
    let log = common::log(&h);
    let swapped = log
        .iter()
        .rev()
        .find(|e| matches!(e.command, Command::ChooseTableSide { .. }))
        .expect("sent");
    assert_eq!(
        swapped.command,
        Command::ChooseTableSide { side, swap: true }
    );
    // The log words the choice without a part: read after the exchange, the names' parts are
    // the new ones and would name the wrong one.
    let logged = describe_command(Lang::English, &h.state().battle_names(), &swapped.command);
    assert!(!logged.contains(" as the "), "{logged}");
    let now = common::battle_state(&h);
    assert_eq!(now.table().roles[side.index()].name, other);
    assert!(!legal_commands(&now).is_empty());
}
