//! The faction editor driven as a player drives it: a troop card typed from its printed card
//! and saved into the data folder in a few actions, a card with a mistake showing the problem
//! beside its field and refused, and the player's faction then known to the list builder and
//! the quick odds.
#![cfg(feature = "gui")]

use crate::faction_steps::{
    click, harness, hayashi, new_copy_of_hayashi, new_weapon, number_into, pick, type_into,
};
use egui_kittest::kittest::Queryable;
use kensei::app::settings::SidePanel;
use kensei::army::load_faction;

#[test]
fn l309_a_plain_troop_card_is_typed_and_saved_in_at_most_15_actions() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let mut actions = 0;
    new_copy_of_hayashi(&mut h, &mut actions);
    let faction = h.state().faction_editor().faction().unwrap().clone();
    assert_eq!(faction.id, "my_faction");
    click(&mut h, "New troop card", &mut actions);
    type_into(&mut h, "Name (English)", "River spearmen", &mut actions);
    number_into(&mut h, "Points per model", 7, &mut actions);
    let katana = &faction.weapons[0];
    click(&mut h, &katana.name, &mut actions);
    click(&mut h, "Save the troop card", &mut actions);
    assert!(actions <= 15, "{actions} actions");
    let file = data.path().join("factions").join("my_faction.json");
    let saved =
        load_faction(&file).unwrap_or_else(|e| panic!("{e}: {:?}", h.state().status_text()));
    let troop = saved
        .profiles
        .iter()
        .find(|p| p.name == "River spearmen")
        .unwrap();
    assert_eq!(troop.id, "river_spearmen");
    assert_eq!(troop.cost, 7);
    assert_eq!(troop.weapons, vec![katana.id.clone()]);
    // The class's attributes stand as the class gives them (L342-353): nothing overridden.
    assert!(troop.attributes.is_empty());
    // The faction is known at once, beside the samples.
    assert!(h.state().factions().get("my_faction").is_some());
    h.get_by_label_contains("Faction Hayashi");
}

#[test]
fn l340_a_card_with_a_mistake_shows_it_beside_the_field_and_is_not_saved() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let mut actions = 0;
    new_copy_of_hayashi(&mut h, &mut actions);
    click(&mut h, "New troop card", &mut actions);
    type_into(&mut h, "Name (English)", "Ghost", &mut actions);
    number_into(&mut h, "Points per model", 9, &mut actions);
    number_into(&mut h, "Volume", 0, &mut actions);
    h.get_by_label_contains("volume is 1 or more (L340)");
    h.get_by_label("The card is not whole yet: see the problems beside its fields.");
    click(&mut h, "Save the troop card", &mut actions);
    assert!(
        !data
            .path()
            .join("factions")
            .join("my_faction.json")
            .exists()
    );
    let open = h.state().faction_editor().faction().unwrap();
    assert!(open.profiles.iter().all(|p| p.name != "Ghost"));
}

#[test]
fn l1112_a_new_faction_of_three_troops_makes_a_legal_250_point_list_and_quick_odds_in_60_actions() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    h.run();
    let mut actions = 0;
    click(&mut h, "Factions", &mut actions);
    click(&mut h, "Create the faction", &mut actions);
    // The lord: a Hero army leader with a katana (L426-428: the general is a Hero).
    click(&mut h, "New troop card", &mut actions);
    type_into(&mut h, "Name (English)", "Lord Kuroda", &mut actions);
    pick(&mut h, "Class", "H · Hero", &mut actions);
    click(&mut h, "Army leader", &mut actions);
    number_into(&mut h, "Points per model", 40, &mut actions);
    new_weapon(&mut h, "Katana", false, &mut actions);
    click(&mut h, "Save the troop card", &mut actions);
    // Spearmen with the same katana, picked from the catalogue.
    click(&mut h, "New troop card", &mut actions);
    type_into(&mut h, "Name (English)", "Spearmen", &mut actions);
    click(&mut h, "Katana", &mut actions);
    number_into(&mut h, "Points per model", 6, &mut actions);
    click(&mut h, "Save the troop card", &mut actions);
    // Archers with a bow of medium reach (L1097).
    click(&mut h, "New troop card", &mut actions);
    type_into(&mut h, "Name (English)", "Archers", &mut actions);
    new_weapon(&mut h, "Bow", true, &mut actions);
    number_into(&mut h, "Points per model", 8, &mut actions);
    click(&mut h, "Save the troop card", &mut actions);
    let saved = load_faction(&data.path().join("factions").join("my_faction.json"))
        .unwrap_or_else(|e| panic!("{e}: {:?}", h.state().status_text()));
    assert_eq!(saved.profiles.len(), 3);
    // A 250-point list of it.
    click(&mut h, "List", &mut actions);
    pick(&mut h, "Faction", "my_faction", &mut actions);
    number_into(&mut h, "Battle size (points)", 250, &mut actions);
    click(&mut h, "Create the list", &mut actions);
    for (troop, models) in [
        ("Lord Kuroda", None),
        ("Spearmen", Some(20)),
        ("Archers", Some(10)),
    ] {
        pick(&mut h, "Add a unit", troop, &mut actions);
        click(&mut h, "Add", &mut actions);
        if let Some(n) = models {
            number_into(&mut h, "Models", n, &mut actions);
        }
    }
    let report = h.state().list_report().unwrap();
    assert!(report.legal, "{:?}", report.problems);
    assert_eq!(report.total_points, 40 + 20 * 6 + 10 * 8);
    // The quick odds with one of its troops.
    click(&mut h, "Odds", &mut actions);
    pick(&mut h, "Attacker: troop", "Spearmen", &mut actions);
    let troop = h.state().odds().troops[0].clone().unwrap();
    assert_eq!(
        (troop.faction.as_str(), troop.profile.as_str()),
        ("my_faction", "spearmen")
    );
    assert!(h.state().odds().worked_melee().is_ok());
    assert!(actions <= 60, "{actions} actions");
}

#[test]
fn a_friends_faction_file_opened_is_offered_for_import_and_then_known_keeping_both() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    h.run();
    // A friend's copy of the Hayashi sample, under the id the player already has.
    let mut friend = hayashi();
    friend.id = "clan".into();
    friend.name = "Friend's clan".into();
    let mine = kensei::army::store::factions_dir_in(data.path());
    kensei::army::store::save_player_faction(&mine, &friend).unwrap();
    drop(h);
    let mut h = harness(data.path());
    h.run();
    let shared = data.path().join("shared.json");
    std::fs::write(&shared, kensei::army::store::faction_text(&friend)).unwrap();
    assert!(!h.state_mut().open_path(&shared));
    h.run();
    assert_eq!(h.state().settings().panel, SidePanel::Factions);
    h.get_by_label_contains("Import the faction Friend's clan");
    h.get_by_label("Keep both").click();
    h.run();
    assert!(h.state().factions().get("clan").is_some());
    assert!(
        h.state().factions().get("clan_2").is_some(),
        "{:?}",
        h.state().status_text()
    );
    assert_eq!(h.state().faction_editor().faction().unwrap().id, "clan_2");
}

#[test]
fn a_list_posted_as_text_is_pasted_into_the_builder_and_copied_back_unchanged() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    h.run();
    let path = std::path::Path::new("armies/lists/hayashi_400.json");
    let list = kensei::army::load_list(path).unwrap();
    let faction = hayashi();
    let report = kensei::army::validate(&list, &faction);
    let text =
        kensei::army::list_text::to_text(&list, &faction, &report, kensei::i18n::Language::English);
    h.get_by_label("List").click();
    h.run();
    h.get_by_label("Paste a list").click();
    h.run();
    h.get_by_label("Paste a list").type_text(&text);
    h.run();
    h.get_by_label("Read the list").click();
    h.run();
    let opened = h.state().workspace().list.as_ref().unwrap().value.clone();
    assert_eq!(opened.units, list.units);
    assert_eq!(opened.general, list.general);
    h.get_by_label("Copy as text").click();
    // The frame the button is clicked in puts the text on the clipboard.
    h.step();
    let copied: Vec<String> = h
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|c| match c {
            egui::OutputCommand::CopyText(t) => Some(t.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(copied, vec![text]);
}

#[test]
fn a_faction_left_unsaved_opens_again_as_typed_at_the_next_start_and_its_draft_goes_once_saved() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let mut actions = 0;
    new_copy_of_hayashi(&mut h, &mut actions);
    click(&mut h, "New troop card", &mut actions);
    type_into(&mut h, "Name (English)", "Half-typed ronin", &mut actions);
    // The window goes away without saving (a crash, a power cut).
    drop(h);
    let mut h = harness(data.path());
    h.run();
    let open = h
        .state()
        .faction_editor()
        .faction()
        .expect("the draft is open again");
    assert!(open.profiles.iter().any(|p| p.name == "Half-typed ronin"));
    h.get_by_label_contains("you were typing was kept");
    // The half-typed card still lacks its cost (L338); given one and saved, the faction is
    // saved and leaves no draft behind.
    click(&mut h, "Factions", &mut actions);
    click(&mut h, "Half-typed ronin", &mut actions);
    number_into(&mut h, "Points per model", 5, &mut actions);
    click(&mut h, "Save the troop card", &mut actions);
    assert!(
        data.path()
            .join("factions")
            .join("my_faction.json")
            .is_file()
    );
    assert!(
        !data
            .path()
            .join("factions")
            .join("my_faction.draft")
            .exists()
    );
}

#[test]
fn share_writes_the_faction_to_the_file_the_player_names() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let mut actions = 0;
    new_copy_of_hayashi(&mut h, &mut actions);
    let to = data.path().join("for_a_friend.json");
    let field = "Share to this file";
    h.get_by_label(field).click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(field).type_text(to.to_str().unwrap());
    h.run();
    click(&mut h, "Write the file", &mut actions);
    let shared = load_faction(&to).unwrap_or_else(|e| panic!("{e}: {:?}", h.state().status_text()));
    assert_eq!(&shared, h.state().faction_editor().faction().unwrap());
    h.get_by_label_contains("Faction written to");
}

#[test]
fn a_troop_saved_in_the_editor_is_at_once_in_the_open_list_of_that_faction() {
    let data = tempfile::tempdir().unwrap();
    let mut mine = hayashi();
    mine.id = "mine".into();
    mine.name = "Mine".into();
    let dir = kensei::army::store::factions_dir_in(data.path());
    kensei::army::store::save_player_faction(&dir, &mine).unwrap();
    let mut h = harness(data.path());
    h.run();
    let mut actions = 0;
    click(&mut h, "List", &mut actions);
    pick(&mut h, "Faction", "Mine", &mut actions);
    click(&mut h, "Create the list", &mut actions);
    assert_eq!(h.state().builder().faction().unwrap().id, "mine");
    click(&mut h, "Factions", &mut actions);
    click(&mut h, "Edit Mine", &mut actions);
    click(&mut h, "New troop card", &mut actions);
    type_into(&mut h, "Name (English)", "Wandering ronin", &mut actions);
    number_into(&mut h, "Points per model", 11, &mut actions);
    click(&mut h, "Save the troop card", &mut actions);
    click(&mut h, "List", &mut actions);
    let f = h.state().builder().faction().unwrap();
    assert!(f.profiles.iter().any(|p| p.name == "Wandering ronin"));
}

/// A file dropped on the window, as the windowing system hands it over.
#[derive(Debug)]
struct Dropped(std::path::PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn a_newer_copy_of_the_players_faction_dropped_on_the_window_replaces_it() {
    let data = tempfile::tempdir().unwrap();
    let mut mine = hayashi();
    mine.id = "clan".into();
    mine.name = "My clan".into();
    let dir = kensei::army::store::factions_dir_in(data.path());
    kensei::army::store::save_player_faction(&dir, &mine).unwrap();
    // The same army from a friend, one troop card more.
    let mut newer = mine.clone();
    newer.name = "My clan, as the club plays it".into();
    let mut ronin = newer.profiles[0].clone();
    ronin.id = "ronin".into();
    ronin.name = "Ronin".into();
    newer.profiles.push(ronin);
    let file = data.path().join("from_the_club.json");
    std::fs::write(&file, kensei::army::store::faction_text(&newer)).unwrap();
    let mut h = harness(data.path());
    h.run();
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(file)));
    h.run();
    assert_eq!(h.state().settings().panel, SidePanel::Factions);
    h.get_by_label_contains("Import the faction My clan, as the club plays it");
    h.get_by_label("Replace yours").click();
    h.run();
    let now = h.state().factions().get("clan").unwrap();
    assert_eq!(now, &newer);
    assert!(h.state().factions().get("clan_2").is_none());
    assert_eq!(load_faction(&dir.join("clan.json")).unwrap(), newer);
}

#[test]
fn l309_a_card_kept_half_typed_without_a_name_can_be_opened_and_its_problems_seen() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let mut actions = 0;
    new_copy_of_hayashi(&mut h, &mut actions);
    click(&mut h, "New troop card", &mut actions);
    number_into(&mut h, "Points per model", 5, &mut actions);
    // Gone before it was named: the draft keeps the card.
    drop(h);
    let mut h = harness(data.path());
    h.run();
    click(&mut h, "Factions", &mut actions);
    h.get_by_label_contains("The faction is not whole yet");
    click(&mut h, "(a card without a name yet)", &mut actions);
    h.get_by_label_contains("has no name (a card is named, L309)");
}

#[test]
fn l199_an_own_order_card_without_a_name_opens_its_section_to_show_the_problem() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let mut actions = 0;
    new_copy_of_hayashi(&mut h, &mut actions);
    click(&mut h, "Commander orders (L199)", &mut actions);
    click(&mut h, "New order card", &mut actions);
    drop(h);
    // At the next start the section is folded, as every section starts; the problem opens it.
    let mut h = harness(data.path());
    h.run();
    click(&mut h, "Factions", &mut actions);
    h.get_by_label_contains("has no name (a card is named, L309)");
    h.get_by_label("New order card");
}
