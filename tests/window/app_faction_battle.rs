//! The player's own faction in a battle from the start page: a saved list of it among the
//! recent files is a side's choice, and "Play this battle" with the computer as the other side
//! starts the battle with that faction's troops, read from the window's data folder (not the
//! environment's: the test's window has a data folder of its own).
#![cfg(feature = "gui")]

use crate::faction_steps::{harness, hayashi};
use egui_kittest::kittest::Queryable;

#[test]
#[ignore = "passes once the battle's start reads its sides with load_side_in against the window's known factions"]
fn a_list_of_the_players_faction_plays_against_the_computer_from_the_start_page() {
    let data = tempfile::tempdir().unwrap();
    // The player's faction, of an id no sample has, with a list of it saved elsewhere.
    let mut mine = hayashi();
    mine.id = "river_clan".into();
    mine.name = "River clan".into();
    let dir = kensei::army::store::factions_dir_in(data.path());
    kensei::army::store::save_player_faction(&dir, &mine).unwrap();
    let lists = tempfile::tempdir().unwrap();
    let own = lists.path().join("river_400.json");
    let text = std::fs::read_to_string("armies/lists/hayashi_400.json").unwrap();
    let mut list: serde_json::Value = serde_json::from_str(&text).unwrap();
    list["faction"] = "river_clan".into();
    list["name"] = "River clan's host".into();
    std::fs::write(&own, list.to_string()).unwrap();
    let mut h = harness(data.path());
    h.state_mut().settings_mut().recent = vec![own.clone()];
    h.run();
    h.get_by_label("Side 1's list").click();
    h.run();
    h.get_by_label("River clan's host (400 pts)").scroll_to_me();
    h.run();
    h.get_by_label("River clan's host (400 pts)").click();
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Side 2 played by")
        .click();
    h.run();
    h.get_by_label("the computer (normal)").click();
    h.run();
    h.get_by_label("Play this battle").click();
    h.run();
    let battle = &h
        .state()
        .workspace()
        .battle
        .as_ref()
        .unwrap_or_else(|| panic!("no battle: {:?}", h.state().status_text()))
        .value;
    assert_eq!(
        std::path::Path::new(&h.state().tracker().side_paths[0]),
        own.as_path()
    );
    assert_eq!(battle.setup().sides[0].name, "River clan's host");
    assert!(h.state().settings().computer[1].is_some());
}
