//! The faction editor's steps as a player takes them, each counted as one action or a few: a
//! click, a name typed, a number typed, a pick from a drop-down, a new weapon typed inline. The
//! window tests of the editor share them.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::settings::{Settings, SidePanel};
use kensei::app::{AppConfig, KenseiApp};
use kensei::army::{Faction, bundled_factions};

/// The window with its data folder in `data`, on the dice panel as a first start has it.
pub fn harness(data: &std::path::Path) -> Harness<'static, KenseiApp> {
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

pub fn hayashi() -> Faction {
    bundled_factions()
        .into_iter()
        .find(|f| f.id == "hayashi")
        .unwrap()
}

/// Clicks the widget labelled `label` (the last such: the card's fields come after the
/// faction's), one action.
pub fn click(h: &mut Harness<'static, KenseiApp>, label: &str, actions: &mut u32) {
    h.get_all_by_label(label)
        .last()
        .unwrap_or_else(|| panic!("no {label:?}"))
        .click();
    h.run();
    *actions += 1;
}

/// Types `text` into the field labelled `label` (the last such), one action.
pub fn type_into(h: &mut Harness<'static, KenseiApp>, label: &str, text: &str, actions: &mut u32) {
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
pub fn number_into(h: &mut Harness<'static, KenseiApp>, label: &str, n: u32, actions: &mut u32) {
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
pub fn new_copy_of_hayashi(h: &mut Harness<'static, KenseiApp>, actions: &mut u32) {
    h.run();
    click(h, "Factions", actions);
    click(h, "Start from", actions);
    click(h, &format!("A copy of {}", hayashi().name), actions);
    click(h, "Create the faction", actions);
}

/// Picks `item` (its label contains it) in the combo box labelled `combo`: two actions.
pub fn pick(h: &mut Harness<'static, KenseiApp>, combo: &str, item: &str, actions: &mut u32) {
    click(h, combo, actions);
    h.get_all_by_label_contains(item)
        .last()
        .unwrap_or_else(|| panic!("no {item:?} in {combo:?}"))
        .click();
    h.run();
    *actions += 1;
}

/// A new weapon typed inline and added to the catalogue (and to the card): at least three
/// actions (the button, the name, "Add to the catalogue").
pub fn new_weapon(
    h: &mut Harness<'static, KenseiApp>,
    name: &str,
    ranged: bool,
    actions: &mut u32,
) {
    click(h, "New weapon", actions);
    type_into(h, "Name (English)", name, actions);
    if ranged {
        pick(h, "Melee type", "not a melee weapon", actions);
        pick(h, "Ranged reach", "medium (40 cm", actions);
    }
    click(h, "Add to the catalogue", actions);
}

/// Types `text` into the field labelled `label` (the last such) a key at a time, a frame
/// each, as a keyboard does: one action.
pub fn type_keys(h: &mut Harness<'static, KenseiApp>, label: &str, text: &str, actions: &mut u32) {
    let node = h
        .get_all_by_label(label)
        .last()
        .unwrap_or_else(|| panic!("no {label:?}"));
    node.click();
    h.run();
    for c in text.chars() {
        h.get_all_by_label(label)
            .last()
            .unwrap()
            .type_text(&c.to_string());
        h.run();
    }
    *actions += 1;
}
