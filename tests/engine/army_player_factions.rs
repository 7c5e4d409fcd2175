//! The player's own factions outside the window's panels: an old faction file of schema
//! version 1, as the program wrote them before Spanish names and own order cards, still opens
//! and checks whole; a list of a player's faction becomes a battle side found among the known
//! factions given (the window's, read once at its start), with no faction file beside it.

use kensei::army::faction_check::faction_problems;
use kensei::army::store::{PlayerFactions, save_player_faction};
use kensei::army::{ARMY_SCHEMA_VERSION, load_faction};
use kensei::battle::setup::roster::load_side_in;

/// The test fixture's faction, kept as it was first written (schema version 1, no `name_es`,
/// no `order_cards`).
const OLD_FACTION: &str = "tests/fixtures/army_test_faction.json";

#[test]
fn an_old_faction_file_of_schema_version_1_opens_and_checks_whole() {
    let text = std::fs::read_to_string(OLD_FACTION).unwrap();
    assert!(text.contains("\"schema_version\": 1"));
    assert!(!text.contains("name_es") && !text.contains("order_cards"));
    assert_eq!(
        ARMY_SCHEMA_VERSION, 1,
        "a new version must keep reading version 1"
    );
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("factions");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(OLD_FACTION, dir.join("test_clan.json")).unwrap();
    let player = PlayerFactions::read(&dir);
    assert!(player.unreadable.is_empty(), "{:?}", player.unreadable);
    let (_, f) = player.get("test_clan").unwrap();
    assert_eq!(faction_problems(f), vec![]);
    // Saved again by the program, it reads back the same.
    let again = save_player_faction(&dir, f).unwrap();
    assert_eq!(&load_faction(&again).unwrap(), f);
}

#[test]
fn a_list_of_a_players_faction_is_a_battle_side_among_the_known_factions() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("factions");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(OLD_FACTION, dir.join("test_clan.json")).unwrap();
    // The list alone in a folder: no faction file beside it or above it.
    let lists = tempfile::tempdir().unwrap();
    let list = lists.path().join("mine.json");
    std::fs::copy("tests/fixtures/army_legal.json", &list).unwrap();
    let known = PlayerFactions::read(&dir).known();
    let side = load_side_in(&list, &known).unwrap();
    assert_eq!(side.name, "Fixture list");
    assert!(!side.units.is_empty());
    // Without the player's factions the list's faction is unknown, and said so at its field.
    let samples = PlayerFactions::default().known();
    let e = load_side_in(&list, &samples).unwrap_err();
    assert_eq!(e.field, "faction");
    assert!(e.to_string().contains("test_clan"), "{e}");
}
