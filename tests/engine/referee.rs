//! The referee (`kensei::referee`) on saved battles: on each fixture of `tests/fixtures/referee/`
//! it names the invariant, the entry and the book line of the breach the save holds; on the
//! other saves of `tests/fixtures/` that are clean it finds nothing. Every breach is worded in
//! English and Spanish.

use std::path::Path;

use kensei::battle::{Battle, SavedBattle};
use kensei::i18n::Language;
use kensei::referee::{Breach, referee};

fn open(path: &str) -> Battle {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let text = std::fs::read_to_string(dir.join(path)).unwrap();
    let saved: SavedBattle = serde_json::from_str(&text).unwrap();
    Battle::open(&saved).unwrap()
}

fn first(path: &str) -> Breach {
    let breaches = referee(&open(path));
    breaches
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("{path}: the referee finds no breach"))
}

/// A fixture: its file, the invariant, the entry and event, the book lines.
type Finding = (
    &'static str,
    &'static str,
    Option<usize>,
    Option<usize>,
    &'static str,
);

/// Each fixture's breach.
const FINDINGS: &[Finding] = &[
    (
        "referee/charge_reached_without_contact.json",
        "charge_reached_without_contact",
        Some(152),
        Some(10),
        "L640",
    ),
    (
        "referee/melee_weapon_on_shot_raid.json",
        "melee_weapon_on_shot",
        Some(236),
        Some(2),
        "L1073-1083",
    ),
    (
        "referee/melee_weapon_on_shot_total_war.json",
        "melee_weapon_on_shot",
        Some(80),
        Some(2),
        "L1073-1083",
    ),
    (
        "referee/awaiting_casualties_without_combat.json",
        "awaiting_unanswerable",
        Some(79),
        None,
        "L929-935, R-CAS-2",
    ),
    (
        "referee/movement_base_size.json",
        "movement_base_size",
        None,
        None,
        "R-TW-2",
    ),
];

#[test]
fn the_referee_names_the_invariant_entry_and_book_line_of_each_fixtures_breach() {
    for (path, invariant, entry, event, book) in FINDINGS {
        let b = first(path);
        assert_eq!(b.invariant.name(), *invariant, "{path}: {b:?}");
        assert_eq!((b.entry, b.event), (*entry, *event), "{path}: {b:?}");
        assert_eq!(b.invariant.book(), *book, "{path}");
        for language in Language::ALL {
            let words = b.words(language);
            assert!(
                !words.contains('{') && !words.contains("referee-"),
                "{path} {language:?}: {words}"
            );
        }
    }
}

#[test]
fn l1073_a_shot_with_a_melee_weapons_wound_modifier_names_the_katana() {
    let b = first("referee/melee_weapon_on_shot_raid.json");
    let words = b.words(Language::Spanish);
    assert!(words.contains("katana"), "{words}");
    assert!(words.contains("arma de combate cuerpo a cuerpo"), "{words}");
}

#[test]
fn the_referee_finds_the_clean_saves_clean() {
    for path in [
        "battle_save_format2_before_facing.json",
        "battle_save_format5_order_names.json",
    ] {
        let found = referee(&open(path));
        assert!(found.is_empty(), "{path}: {found:#?}");
    }
}
