//! The faction editor driven as a player drives it: a troop card typed from its printed card
//! and saved into the data folder in a few actions, a card with a mistake showing the problem
//! beside its field and refused, and the player's faction then known to the list builder and
//! the quick odds.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::settings::{Settings, SidePanel};
use kensei::app::{AppConfig, KenseiApp};
use kensei::army::{Faction, bundled_factions, load_faction};

/// The window with its data folder in `data`, on the dice panel as a first start has it.
fn harness(data: &std::path::Path) -> Harness<'static, KenseiApp> {
    let settings = Settings {
        panel: SidePanel::Dice,
        ..Settings::default()
    };
    let config = AppConfig {
        data_dir: Some(data.to_path_buf()),
        ..AppConfig::default()
    };
    let app = KenseiApp::new(settings, config);
    Harness::builder()
        .with_size(egui::vec2(1500.0, 1400.0))
        .build_ui_state(|ui, app: &mut KenseiApp| app.show(ui), app)
}

fn hayashi() -> Faction {
    bundled_factions()
        .into_iter()
        .find(|f| f.id == "hayashi")
        .unwrap()
}

/// Clicks the widget labelled `label` (the last such: the card's fields come after the
/// faction's), one action.
fn click(h: &mut Harness<'static, KenseiApp>, label: &str, actions: &mut u32) {
    h.get_all_by_label(label)
        .last()
        .unwrap_or_else(|| panic!("no {label:?}"))
        .click();
    h.run();
    *actions += 1;
}

/// Types `text` into the field labelled `label` (the last such), one action.
fn type_into(h: &mut Harness<'static, KenseiApp>, label: &str, text: &str, actions: &mut u32) {
    let node = h
        .get_all_by_label(label)
        .last()
        .unwrap_or_else(|| panic!("no {label:?}"));
    node.click();
    h.run();
    h.get_all_by_label(label).last().unwrap().type_text(text);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    *actions += 1;
}

/// Types a number into the drag value labelled `label`, one action.
fn number_into(h: &mut Harness<'static, KenseiApp>, label: &str, n: u32, actions: &mut u32) {
    h.get_all_by_label(label).last().unwrap().click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_all_by_label(label)
        .last()
        .unwrap()
        .type_text(&n.to_string());
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    *actions += 1;
}

/// From a first start to a new copy of the Hayashi sample open in the editor: four actions.
fn new_copy_of_hayashi(h: &mut Harness<'static, KenseiApp>, actions: &mut u32) {
    h.run();
    click(h, "Factions", actions);
    click(h, "Start from", actions);
    click(h, &format!("A copy of {}", hayashi().name), actions);
    click(h, "Create the faction", actions);
}

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
