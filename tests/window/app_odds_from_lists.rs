//! The odds of a fight on a plain table with both armies put down from their lists (issue 48):
//! a scenario opened, "Armies on the table" for both sides, attacker and target picked, "Fill
//! in from the table": both sides are the units' own troops (names, models, unit leader), each
//! filled input marked as from the table, and an input the player changes marked as changed.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::settings::SidePanel;

fn click(h: &mut Harness<'static, KenseiApp>, label: &str, actions: &mut u32) {
    h.get_all_by_label(label)
        .next()
        .unwrap_or_else(|| panic!("no {label:?}"))
        .click();
    h.run();
    *actions += 1;
}

fn pick(h: &mut Harness<'static, KenseiApp>, combo: &str, item: &str, actions: &mut u32) {
    click(h, combo, actions);
    h.get_all_by_label_contains(item)
        .last()
        .unwrap_or_else(|| panic!("no {item:?} in {combo:?}"))
        .click();
    h.run();
    *actions += 1;
}

#[test]
fn r_pool_1_the_odds_filled_from_a_table_of_listed_armies_use_the_units_own_troops_in_8_actions() {
    let mut h = common::harness(SidePanel::Odds, 1600.0, 1200.0);
    h.run();
    let mut actions = 0;
    // The scenario opened (File > Open), both armies put down from their lists.
    assert!(
        h.state_mut()
            .open_path(std::path::Path::new("scenarios/pitched_battle.json"))
    );
    h.run();
    actions += 1;
    click(&mut h, "Put all of Side 1 down", &mut actions);
    click(&mut h, "Put all of Side 2 down", &mut actions);
    pick(
        &mut h,
        "Attacking unit",
        "Ashigaru yari 1 (Side 1)",
        &mut actions,
    );
    pick(&mut h, "Target unit", "Peasant levy", &mut actions);
    click(&mut h, "Fill in from the table", &mut actions);
    assert_eq!(actions, 8, "opened, put down twice, two picks, the fill");
    let odds = h.state().odds();
    assert_eq!(odds.pick_attacker.as_deref(), Some("spears"));
    assert_eq!(odds.pick_target.as_deref(), Some("levy"));
    let s = odds.melee.clone();
    // The spears: 8 ashigaru yari led by a hatamoto (L411); the levy: 10 peasants.
    assert_eq!(s.attacker.unit.name, "Ashigaru yari 1");
    assert_eq!(s.attacker.unit.models, 8);
    assert!(
        s.attacker.unit.leader.is_some(),
        "the hatamoto leads the spears"
    );
    assert_eq!(s.defender.unit.name, "Peasant levy");
    assert_eq!(s.defender.unit.models, 10);
    assert!(s.defender.unit.leader.is_none());
    assert_eq!(
        odds.table_troops,
        [
            Some("Ashigaru yari 1".to_string()),
            Some("Peasant levy".to_string())
        ]
    );
    for (combo, troop) in [
        ("Attacker: troop", "Ashigaru yari 1 (from the table)"),
        ("Defender: troop", "Peasant levy (from the table)"),
    ] {
        let node = h.get_all_by_label(combo).next().unwrap();
        assert_eq!(node.value().as_deref(), Some(troop), "never Typed numbers");
    }
    assert!(
        h.query_all_by_label_contains("does not know the troop")
            .next()
            .is_none()
    );
    // Every input the table filled reads "table".
    click(&mut h, "Inputs", &mut actions);
    let from_table = h.query_all_by_label("table").count();
    assert!(
        from_table >= 10,
        "{from_table} inputs marked from the table"
    );
    assert_eq!(h.query_all_by_label("changed").count(), 0);
    // The player sets the attacker's models to 6: that input now reads "changed".
    let models = h
        .get_all_by_label("Models (not the leader)")
        .next()
        .unwrap();
    models.click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_all_by_label("Models (not the leader)")
        .next()
        .unwrap()
        .type_text("6");
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    actions += 1;
    assert_eq!(h.state().odds().melee.attacker.unit.models, 6);
    assert_eq!(h.query_all_by_label("changed").count(), 1);
    assert_eq!(h.query_all_by_label("table").count(), from_table - 1);
    assert_eq!(actions, 10, "and the inputs opened, one value typed");
}

#[test]
fn picking_a_troop_moves_nothing_under_the_pointer_the_next_troop_stays_where_it_was() {
    // The odds beside a table, one column: both troops above the inputs.
    let mut h = common::harness(SidePanel::Odds, 1600.0, 1200.0);
    h.run();
    assert!(
        h.state_mut()
            .open_path(std::path::Path::new("scenarios/pitched_battle.json"))
    );
    h.run();
    let before = h.get_by_label("Defender: troop").rect();
    let mut actions = 0;
    // A troop of a faction with unit leaders (R-ARMY-2, L411): its leader row was there already.
    pick(&mut h, "Attacker: troop", "Samurai bushi", &mut actions);
    assert!(h.state().odds().troops[0].is_some());
    assert_eq!(h.get_by_label("Defender: troop").rect(), before);
}
