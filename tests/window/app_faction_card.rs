//! The troop card form as a player fills it from a printed card: the class fills every
//! attribute (L342-353) and one typed otherwise is marked with the class's value; a weapon the
//! catalogue lacks typed inline with its melee type (L1079-1090) and a modifier built from the
//! lists of inputs and conditions; an armour with its difficulty to wound (R-WOUND-2).
#![cfg(feature = "gui")]

use crate::faction_steps::{click, harness, new_copy_of_hayashi, number_into, pick, type_into};
use egui_kittest::kittest::{NodeT, Queryable};
use kensei::army::{Class, Condition, Effect, SituationInput, WeaponType, load_faction};

/// The troop `name` of the saved faction `my_faction` in data folder `data`, with the faction.
fn saved_troop(
    data: &std::path::Path,
    name: &str,
) -> (kensei::army::Faction, kensei::army::Profile) {
    let f = load_faction(&data.join("factions").join("my_faction.json")).unwrap();
    let p = f.profiles.iter().find(|p| p.name == name).unwrap().clone();
    (f, p)
}

#[test]
fn l342_the_class_fills_the_attributes_and_one_typed_otherwise_is_marked_with_the_class_value() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let mut actions = 0;
    new_copy_of_hayashi(&mut h, &mut actions);
    click(&mut h, "New troop card", &mut actions);
    type_into(&mut h, "Name (English)", "Lord Kuroda", &mut actions);
    pick(&mut h, "Class", "H · Hero", &mut actions);
    let hero = Class::H.default_attributes();
    let shown = |h: &egui_kittest::Harness<'static, kensei::app::KenseiApp>, label: &str| {
        h.get_all_by_label(label)
            .last()
            .unwrap()
            .accesskit_node()
            .numeric_value()
    };
    // Every attribute is the Hero's (L342-353), none marked.
    for (label, value) in [
        ("AT melee", hero.attack_melee),
        ("INI", hero.initiative),
        ("HO", hero.honor),
        ("HR", hero.hr),
    ] {
        assert_eq!(shown(&h, label), Some(f64::from(value)), "{label}");
    }
    let mark = format!("class {}", hero.honor);
    assert!(h.query_by_label(&mark).is_none());
    // The printed card's Honor is one more: typed, and marked with the class's value.
    number_into(&mut h, "HO", hero.honor + 1, &mut actions);
    h.get_by_label(&mark);
    number_into(&mut h, "Points per model", 35, &mut actions);
    click(&mut h, "Save the troop card", &mut actions);
    let (_, troop) = saved_troop(data.path(), "Lord Kuroda");
    assert_eq!(troop.class, Class::H);
    assert_eq!(troop.attributes.honor, Some(hero.honor + 1));
    assert_eq!(troop.attributes.apply(hero).attack_melee, hero.attack_melee);
    assert_eq!(troop.attributes.attack_melee, None);
}

#[test]
fn l1079_a_new_weapon_with_a_modifier_from_the_lists_and_a_new_armour_go_on_the_card() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let mut actions = 0;
    new_copy_of_hayashi(&mut h, &mut actions);
    click(&mut h, "New troop card", &mut actions);
    type_into(&mut h, "Name (English)", "Nodachi guard", &mut actions);
    number_into(&mut h, "Points per model", 12, &mut actions);
    // A weapon of melee type 7, each melee die worth 2 more when charging.
    let seven = WeaponType::try_from(7).unwrap();
    click(&mut h, "New weapon", &mut actions);
    type_into(&mut h, "Name (English)", "Nodachi", &mut actions);
    pick(
        &mut h,
        "Melee type",
        &format!("(L{})", seven.book_line()),
        &mut actions,
    );
    click(&mut h, "Add a modifier", &mut actions);
    pick(&mut h, "changes", "value of each melee die", &mut actions);
    number_into(&mut h, "by", 2, &mut actions);
    click(&mut h, "charging", &mut actions);
    click(&mut h, "Add to the catalogue", &mut actions);
    // An armour the catalogue lacks, wounded on 6.
    click(&mut h, "New armour", &mut actions);
    type_into(&mut h, "Name (English)", "Great o-yoroi", &mut actions);
    number_into(&mut h, "Difficulty to wound", 6, &mut actions);
    click(&mut h, "Add to the catalogue", &mut actions);
    click(&mut h, "Save the troop card", &mut actions);
    let (f, troop) = saved_troop(data.path(), "Nodachi guard");
    let w = f.weapons.iter().find(|w| w.id == "nodachi").unwrap();
    assert_eq!(w.melee_type, Some(seven));
    assert_eq!(w.ranged, None);
    assert_eq!(
        w.effects,
        vec![Effect {
            input: SituationInput::MeleeValue,
            value: 2,
            when: vec![Condition::Charging],
        }]
    );
    let a = f.armours.iter().find(|a| a.id == "great_o_yoroi").unwrap();
    assert_eq!(a.difficulty_to_wound, 6);
    assert_eq!(troop.weapons, vec!["nodachi".to_string()]);
    assert_eq!(troop.armour.as_deref(), Some("great_o_yoroi"));
}

#[test]
fn l338_the_worth_per_100_points_waits_for_the_cards_points_per_model() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let mut actions = 0;
    new_copy_of_hayashi(&mut h, &mut actions);
    click(&mut h, "New troop card", &mut actions);
    type_into(&mut h, "Name (English)", "Ronin", &mut actions);
    // Its odds show at once; a worth per point needs its cost.
    h.get_all_by_label_contains("charging: wins")
        .next()
        .unwrap();
    h.get_by_label("Casualties per 100 points: once its points per model are typed (L338).");
    assert!(
        h.query_by_label_contains("casualties inflicted per 100 points")
            .is_none()
    );
    number_into(&mut h, "Points per model", 10, &mut actions);
    h.get_by_label_contains("casualties inflicted per 100 points");
}
