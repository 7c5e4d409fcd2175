//! The player's own faction in battles: a saved list of it among the recent files is a side's
//! choice on the start page, in the new-battle form and for the armies put on a plain table,
//! its troops read from the window's data folder (not the environment's: the test's window has
//! a data folder of its own).
#![cfg(feature = "gui")]

use crate::common;
use crate::faction_steps::{harness, hayashi};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;

/// A data folder holding the player's faction River clan (Hayashi's troops under an id no
/// sample has), a list of it saved in a folder of its own, and the window on that data folder
/// with the list among its recent files.
fn river_clan() -> (
    tempfile::TempDir,
    tempfile::TempDir,
    std::path::PathBuf,
    Harness<'static, KenseiApp>,
) {
    let data = tempfile::tempdir().unwrap();
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
    (data, lists, own, h)
}

/// Picks `item` in the drop-down labelled `combo`.
#[test]
fn l206_a_list_of_the_players_faction_goes_down_on_a_plain_table_for_a_battle_in_play() {
    let (_data, _lists, own, mut h) = river_clan();
    h.get_by_label("New table for a battle in play").click();
    h.run();
    common::choose(&mut h, "Side 1", "River clan's host (400 pts)");
    h.get_by_label("Put all of Side 1 down").click();
    h.run();
    let table = &h.state().workspace().table.as_ref().unwrap().value;
    let list = kensei::army::load_list(&own).unwrap();
    let models: usize = list
        .units
        .iter()
        .map(|u| u.models as usize + usize::from(u.leader.is_some()) + u.support.len())
        .sum();
    assert_eq!(table.models.len(), models, "{:?}", h.state().status_text());
    assert!(table.models.iter().all(|m| m.side == 0));
}

#[test]
fn l195_the_new_battle_form_offers_the_players_lists_and_a_pick_fills_the_roster_and_size() {
    let (_data, _lists, own, mut h) = river_clan();
    assert!(
        h.state_mut()
            .open_path(std::path::Path::new("scenarios/pitched_battle.json"))
    );
    h.get_by_label("Battle").click();
    h.run();
    common::choose(&mut h, "Side 1's list", "River clan's host (400 pts)");
    assert_eq!(
        std::path::Path::new(&h.state().tracker().side_paths[0]),
        own.as_path()
    );
    // Two shipped lists of 250 points: the battle's size follows them (L195), and it starts.
    common::choose(&mut h, "Side 1's list", "Akagane vanguard (250 pts)");
    common::choose(&mut h, "Side 2's list", "Hayashi border levy (250 pts)");
    assert_eq!(h.state().tracker().points, 250);
    h.get_by_label("Start the battle").click();
    h.run();
    assert!(
        h.state().workspace().battle.is_some(),
        "{:?}",
        h.state().status_text()
    );
}

#[test]
fn a_list_of_the_players_faction_plays_against_the_computer_from_the_start_page() {
    let (_data, _lists, own, mut h) = river_clan();
    common::choose(&mut h, "Side 1's list", "River clan's host (400 pts)");
    common::choose(&mut h, "Side 2 played by", "the computer (normal)");
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
