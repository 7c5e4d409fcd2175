//! The faction editor's point caps per battle size (L1132) and commander orders (L199): the
//! original orders ticked from their list, the faction's own cards typed as a player types
//! them (name, cards to discard, +X, text in English and Spanish), all saved in the faction's
//! file.
#![cfg(feature = "gui")]

use crate::faction_steps::{click, harness, new_copy_of_hayashi, number_into, type_keys};
use egui_kittest::kittest::{NodeT, Queryable};
use kensei::army::load_faction;

/// The saved faction `my_faction` of the data folder `data`.
fn saved(data: &std::path::Path) -> kensei::army::Faction {
    load_faction(&data.join("factions").join("my_faction.json")).unwrap()
}

#[test]
fn l1008_an_own_order_card_typed_key_by_key_keeps_the_id_of_its_whole_name() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let mut actions = 0;
    new_copy_of_hayashi(&mut h, &mut actions);
    click(&mut h, "Commander orders (L199)", &mut actions);
    // The copy has Hayashi's seven orders; Banzai is dropped.
    click(&mut h, "Banzai", &mut actions);
    for (name, cost) in [("War drums", 2), ("Wind of steel", 1)] {
        click(&mut h, "New order card", &mut actions);
        // Its id comes from its name: the player is never asked for one.
        assert!(h.query_by_label_contains("has no id").is_none());
        type_keys(&mut h, "Name (English)", name, &mut actions);
        number_into(&mut h, "Cards to discard", cost, &mut actions);
    }
    click(
        &mut h,
        "+X more, chosen by the player (L1008)",
        &mut actions,
    );
    type_keys(
        &mut h,
        "Text (English)",
        "X units remove a stun marker.",
        &mut actions,
    );
    type_keys(
        &mut h,
        "Text (Spanish)",
        "X unidades retiran un marcador.",
        &mut actions,
    );
    click(&mut h, "Save the faction", &mut actions);
    let f = saved(data.path());
    let card = |id: &str| {
        f.order_cards
            .iter()
            .find(|c| c.id == id)
            .unwrap_or_else(|| panic!("no card {id}: {:?}", f.order_cards))
    };
    let drums = card("war_drums");
    assert_eq!(
        (drums.name.as_str(), drums.cost, drums.plus_x),
        ("War drums", 2, false)
    );
    let wind = card("wind_of_steel");
    assert_eq!((wind.cost, wind.plus_x), (1, true));
    assert_eq!(wind.text, "X units remove a stun marker.");
    assert_eq!(
        wind.text_es.as_deref(),
        Some("X unidades retiran un marcador.")
    );
    // Both are the faction's commander orders, named by their ids; Banzai no longer is.
    for id in ["war_drums", "wind_of_steel", "rice_and_drums", "volley"] {
        assert!(
            f.commander_orders.iter().any(|o| o == id),
            "{:?}",
            f.commander_orders
        );
    }
    assert!(!f.commander_orders.iter().any(|o| o == "banzai"));
}

#[test]
fn l1132_a_battle_size_bracket_with_its_caps_is_typed_and_saved() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    h.run();
    let mut actions = 0;
    click(&mut h, "Factions", &mut actions);
    click(&mut h, "Create the faction", &mut actions);
    click(&mut h, "Point caps by battle size (L1132)", &mut actions);
    click(&mut h, "Add a battle size", &mut actions);
    number_into(&mut h, "Battles up to (points)", 400, &mut actions);
    click(&mut h, "mounted: most points", &mut actions);
    number_into(&mut h, "mounted: most points", 80, &mut actions);
    click(&mut h, "creature: most points", &mut actions);
    // A second bracket of a smaller battle is out of order: said beside it, nothing saved.
    click(&mut h, "Add a battle size", &mut actions);
    number_into(&mut h, "Battles up to (points)", 300, &mut actions);
    h.get_by_label("point cap brackets must be in increasing order of battle size (L1132)");
    assert!(
        h.get_by_label("Save the faction")
            .accesskit_node()
            .is_disabled(),
        "a faction with its caps out of order is not saved"
    );
    click(&mut h, "Remove this battle size", &mut actions);
    click(&mut h, "Save the faction", &mut actions);
    let f = saved(data.path());
    assert_eq!(f.point_caps.len(), 1);
    let b = &f.point_caps[0];
    assert_eq!(b.up_to_battle_size, 400);
    let caps: Vec<(&str, u32)> = b
        .max_points
        .iter()
        .map(|c| (c.troop_type.key(), c.points))
        .collect();
    assert_eq!(caps, vec![("mounted", 80), ("creature", 0)]);
}

#[test]
fn r_deck_2_fewer_than_six_commander_orders_are_said_short_of_a_battles_deck() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    h.run();
    let mut actions = 0;
    click(&mut h, "Factions", &mut actions);
    click(&mut h, "Create the faction", &mut actions);
    click(&mut h, "Commander orders (L199)", &mut actions);
    // None ticked: the battle plays the six originals, nothing to say.
    assert!(
        h.query_by_label_contains("commander order ticked")
            .is_none()
    );
    click(&mut h, "New order card", &mut actions);
    type_keys(&mut h, "Name (English)", "War drums", &mut actions);
    h.get_by_label_contains("1 commander order ticked: a battle takes six");
    for order in ["Banzai", "Forced march", "Steady ranks", "Hidden path"] {
        click(&mut h, order, &mut actions);
    }
    h.get_by_label_contains("5 commander orders ticked");
    click(&mut h, "Volley", &mut actions);
    assert!(
        h.query_by_label_contains("commander orders ticked")
            .is_none()
    );
}
