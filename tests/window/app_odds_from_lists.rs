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

#[test]
fn r_raid_6_the_odds_of_a_mixed_raid_units_fight_are_shown_combat_by_combat() {
    let mut h = common::harness(SidePanel::Odds, 1600.0, 1200.0);
    h.run();
    let mut actions = 0;
    click(&mut h, "New table for a battle in play", &mut actions);
    for (side, list) in [
        ("Side 1", "Akagane raiding party (150 pts, raid)"),
        ("Side 2", "Hayashi night raid (150 pts, raid)"),
    ] {
        common::choose(&mut h, side, list);
        actions += 2;
    }
    click(&mut h, "Put all of Side 1 down", &mut actions);
    click(&mut h, "Put all of Side 2 down", &mut actions);
    // The real table: the Akagane lord's unit (its daimyo, two samurai bushi and a kyudoka)
    // face to face with the Hayashi monks, model for model.
    {
        let table = &mut h.state_mut().workspace_mut().table.as_mut().unwrap().value;
        let row = |unit: &str, t: &kensei::table::model::TableFile| -> Vec<usize> {
            let mut at: Vec<usize> = (0..t.models.len())
                .filter(|&i| t.models[i].unit == unit)
                .collect();
            at.sort_by_key(|&i| t.models[i].id.clone());
            at
        };
        let (lord, monks) = (row("lord", table), row("monks", table));
        assert_eq!(
            (lord.len(), monks.len()),
            (4, 4),
            "{:?}",
            table.models.iter().map(|m| &m.id).collect::<Vec<_>>()
        );
        for (k, (&a, &b)) in lord.iter().zip(&monks).enumerate() {
            let gap = (table.models[a].base.width_mm + table.models[b].base.width_mm) / 20.0;
            let x = 40.0 + 3.0 * k as f64;
            let m = &mut table.models[a];
            (m.x, m.y, m.facing_deg) = (x, 40.0, 90.0);
            let m = &mut table.models[b];
            (m.x, m.y, m.facing_deg) = (x, 40.0 + gap, 270.0);
        }
    }
    h.run();
    pick(
        &mut h,
        "Attacking unit",
        "Samurai bushi (Side 1)",
        &mut actions,
    );
    // Side 2's monks: the spears stay where they were put down, out of contact.
    pick(&mut h, "Target unit", "Sohei", &mut actions);
    click(&mut h, "Fill in from the table", &mut actions);
    let odds = h.state().odds();
    assert_eq!(odds.pick_attacker.as_deref(), Some("lord"));
    // The fight opens with the bushi's combat, their daimyo with them (R-RAID-6).
    let first = odds.melee.attacker.unit.clone();
    assert!(first.leader.is_some(), "{first:?}");
    assert!(
        h.query_all_by_label_contains("divided by profile")
            .next()
            .is_some()
    );
    // One button per combat; the kyudoka's shows that combat's odds.
    let kyudoka = h
        .get_all_by_label_contains("[Samurai kyudoka] against")
        .next()
        .expect("the kyudoka's combat has its button");
    kyudoka.click();
    h.run();
    actions += 1;
    let archers = h.state().odds().melee.attacker.unit.clone();
    assert!(archers.leader.is_none(), "the daimyo fights with the bushi");
    assert_eq!(archers.models, 1);
    assert!(
        archers.ranged_attack > 0 && first.ranged_attack == 0,
        "the kyudoka's own profile, its bow with it"
    );
    assert_eq!(archers.name, "Samurai bushi [Samurai kyudoka]");
    // The table, two lists of two clicks, both down, two picks of two, the fill, a combat.
    assert_eq!(actions, 13);
}
