//! The mid-game path through the real UI: a battle in play at a real table copied onto an empty
//! table, both armies put down from their lists in a few clicks (each unit in formation in its
//! side's zone, L206-214, R-FORM-1), or one unit dropped where it stands; then undone.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::settings::Settings;
use kensei::army::load_list;
use kensei::table::shapes::Footprint;

fn fresh() -> Harness<'static, KenseiApp> {
    common::harness(Settings::default().panel, 1600.0, 1200.0)
}

/// How many models a list's units bring to the table (troops, leaders and support).
fn models_of(list: &str) -> usize {
    let l = load_list(std::path::Path::new(list)).unwrap();
    l.units
        .iter()
        .map(|u| u.models as usize + usize::from(u.leader.is_some()) + u.support.len())
        .sum()
}

#[test]
fn both_armies_of_the_readme_go_down_in_their_zones_in_three_clicks_and_undo_takes_them_back() {
    let mut h = fresh();
    h.run();
    let mut actions = 0;
    for label in [
        "New table for a battle in play",
        "Put all of Side 1 down",
        "Put all of Side 2 down",
    ] {
        let node = h.get_all_by_label(label).next();
        node.unwrap_or_else(|| panic!("no {label:?}")).click();
        h.run();
        actions += 1;
    }
    assert_eq!(actions, 3);
    let table = h.state().workspace().table.as_ref().unwrap().value.clone();
    let expected =
        models_of("armies/lists/akagane_400.json") + models_of("armies/lists/hayashi_400.json");
    assert_eq!(
        table.models.len(),
        expected,
        "{:?}",
        h.state().status_text()
    );
    for m in &table.models {
        assert!(
            table.in_deployment_zone(m.side, &Footprint::of(m)),
            "{} stands outside its side's zone",
            m.id
        );
    }
    // The two lists both have a "lord": Side 2's is told apart.
    let mut units: Vec<&str> = table.models.iter().map(|m| m.unit.as_str()).collect();
    units.sort();
    units.dedup();
    assert!(
        units.contains(&"lord") && units.contains(&"2-lord"),
        "{units:?}"
    );
    // Each unit's MOV is noted, so charge reach shows on the plain table (R-CHG-1).
    for u in &units {
        assert!(
            table.units.iter().any(|n| n.id == *u),
            "{u} has no noted profile"
        );
    }
    h.get_all_by_label("Every unit of this list is on the table.")
        .nth(1)
        .unwrap();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    let after = &h.state().workspace().table.as_ref().unwrap().value;
    assert!(
        after.models.iter().all(|m| m.side == 0),
        "undo takes Side 2's army back"
    );
}

#[test]
fn one_unit_is_dropped_where_the_player_clicks() {
    let mut h = fresh();
    h.run();
    h.get_by_label("New table for a battle in play").click();
    h.run();
    h.get_by_label("Place spears").click();
    h.run();
    common::click_table_at(&mut h, [40.0, 45.0]);
    let table = &h.state().workspace().table.as_ref().unwrap().value;
    let spears: Vec<_> = table.models.iter().filter(|m| m.unit == "spears").collect();
    assert_eq!(spears.len(), 8 + 1, "{:?}", h.state().status_text());
    let (x, y) = spears
        .iter()
        .fold((0.0, 0.0), |(x, y), m| (x + m.x, y + m.y));
    let n = spears.len() as f64;
    assert!(
        (x / n - 40.0).abs() < 3.0 && (y / n - 45.0).abs() < 3.0,
        "centred on the click"
    );
}
