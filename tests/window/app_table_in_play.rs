//! The mid-game path through the real UI: a battle in play at a real table copied onto an empty
//! table, both armies put down from their lists in a few clicks (each unit in formation in its
//! side's zone, L206-214, R-FORM-1), or one unit dropped where it stands; then undone.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
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
    // Both sides' "Put all down" stay, greyed, once their units are down.
    for side in [1, 2] {
        let label = format!("Put all of Side {side} down");
        let all = h.get_by_label(&label);
        assert!(all.accesskit_node().is_disabled(), "Side {side}'s button");
    }
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    let after = &h.state().workspace().table.as_ref().unwrap().value;
    assert!(
        after.models.iter().all(|m| m.side == 0),
        "undo takes Side 2's army back"
    );
}

/// The place of every button of Side 2's list in "Armies on the table".
fn side_two_buttons(h: &Harness<'static, KenseiApp>) -> Vec<(String, egui::Rect)> {
    let mut out = vec![(
        "all".to_string(),
        h.get_by_label("Put all of Side 2 down").rect(),
    )];
    // Side 2's list (Hayashi 400) has a "levy" and "scouts" that Side 1's has not.
    for unit in ["levy", "scouts"] {
        out.push((
            unit.to_string(),
            // Its button names the troop and the list's unit: "Place Peasant levy (levy)".
            h.get_by_label_contains(&format!("({unit})")).rect(),
        ));
    }
    out
}

#[test]
fn put_all_of_side_1_down_moves_no_button_of_side_2() {
    let mut h = fresh();
    h.run();
    h.get_by_label("New table for a battle in play").click();
    h.run();
    let before = side_two_buttons(&h);
    h.get_by_label("Put all of Side 1 down").click();
    h.run();
    h.run();
    let table = &h.state().workspace().table.as_ref().unwrap().value;
    assert!(table.models.iter().any(|m| m.side == 0), "Side 1 is down");
    let all = h.get_by_label("Put all of Side 1 down");
    assert!(all.accesskit_node().is_disabled(), "greyed, in its place");
    assert_eq!(side_two_buttons(&h), before, "Side 2's buttons stay put");
}

#[test]
fn one_unit_is_dropped_where_the_player_clicks() {
    let mut h = fresh();
    h.run();
    h.get_by_label("New table for a battle in play").click();
    h.run();
    h.get_by_label("Place Ashigaru yari (spears)").click();
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

/// The table as it stands in the window.
fn table_now(h: &Harness<'static, KenseiApp>) -> kensei::table::model::TableFile {
    h.state().workspace().table.as_ref().unwrap().value.clone()
}

#[test]
fn p_total_war_a_total_war_list_goes_down_one_12_by_6_base_a_unit_labelled_with_its_size() {
    let mut h = fresh();
    h.run();
    h.get_by_label("New table for a battle in play").click();
    h.run();
    common::choose(&mut h, "Side 1", "Akagane great host (800 pts, total war)");
    common::choose(
        &mut h,
        "Side 2",
        "Hayashi levy in force (800 pts, total war)",
    );
    for side in [1, 2] {
        h.get_by_label(&format!("Put all of Side {side} down"))
            .click();
        h.run();
    }
    let table = table_now(&h);
    for (side, file) in [
        (0, "armies/lists/total_war/akagane_total_war.json"),
        (1, "armies/lists/total_war/hayashi_total_war.json"),
    ] {
        let list = load_list(std::path::Path::new(file)).unwrap();
        for u in &list.units {
            let on: Vec<_> = table
                .models
                .iter()
                .filter(|m| m.side == side && m.unit.ends_with(&u.id))
                .collect();
            if u.on_base.is_some() {
                // The unit is its movement base, its leader on it (R-TW-1, R-TW-4).
                assert_eq!(on.len(), 1, "{}: {on:?}", u.id);
                let b = on[0].base;
                assert_eq!((b.width_mm, b.depth_mm), (120.0, Some(60.0)), "{}", u.id);
            } else {
                // A leader or model alone, on a 6 x 6 cm base of its own (R-TW-3).
                assert!(
                    on.iter().all(|m| m.base.width_mm == 60.0),
                    "{}: {on:?}",
                    u.id
                );
            }
            assert!(
                on.iter()
                    .all(|m| table.in_deployment_zone(m.side, &Footprint::of(m))),
                "{} stands in its zone",
                u.id
            );
        }
    }
    // The canvas shows each base's unit size, as in a total war battle (R-TW-2).
    let names =
        kensei::narration::names::BattleNames::of_table(kensei::app::i18n::Lang::English, &table);
    let info =
        kensei::app::unit_profile::table_info(kensei::app::i18n::Lang::English, &table, &names);
    let spears = info.units.get("spears").expect("the spears are noted");
    assert_eq!(
        spears.size,
        Some((15, 15)),
        "5 models on the base stand for 15"
    );
    // The odds from the table read a total war battle of the lists' troops.
    let known = kensei::army::bundled_factions();
    let s = kensei::battle::setup::plain_table::state_of_plain_table(&table, &known)
        .expect("both armies are noted from their lists");
    assert_eq!(s.mode(), kensei::army::Mode::TotalWar);
    assert!(s.unit("spears").unwrap().movement_base);
}

#[test]
fn p_raid_a_raid_list_goes_down_as_skirmishers_each_model_on_its_own_profile() {
    let mut h = fresh();
    h.run();
    h.get_by_label("New table for a battle in play").click();
    h.run();
    common::choose(&mut h, "Side 1", "Akagane raiding party (150 pts, raid)");
    common::choose(&mut h, "Side 2", "Hayashi night raid (150 pts, raid)");
    for side in [1, 2] {
        h.get_by_label(&format!("Put all of Side {side} down"))
            .click();
        h.run();
    }
    let table = table_now(&h);
    // Two samurai bushi, a samurai kyudoka and their daimyo (R-RAID-4).
    let lord: Vec<_> = table.models.iter().filter(|m| m.unit == "lord").collect();
    assert_eq!(lord.len(), 4, "{lord:?}");
    let note = table.units.iter().find(|n| n.id == "lord").unwrap();
    assert!(note.skirmisher, "every raid unit skirmishes (R-RAID-3)");
    assert!(note.range_cm.is_some(), "its kyudoka shoot (R-RAID-6)");
    let known = kensei::army::bundled_factions();
    let s = kensei::battle::setup::plain_table::state_of_plain_table(&table, &known)
        .expect("both raids are noted from their lists");
    assert_eq!(s.mode(), kensei::army::Mode::Raid);
    let lord = s.unit("lord").unwrap();
    assert_eq!(
        lord.profile_of_model(3).army_profile.as_deref(),
        Some("samurai_kyudoka")
    );
}
