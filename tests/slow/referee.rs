//! The referee (`kensei::referee`) over seeded battles played to their end by the computer
//! general at every level, across the standard scenarios, raids and total war: no battle may
//! breach an invariant of the book. The counts are constants; hard is slower, so it has fewer
//! games and a test of its own. Each battle's first breach is reported with its fixture, seed
//! and levels.

use std::path::Path;

use kensei::battle::policy::autoplay::ended;
use kensei::battle::policy::general::play::{play_until, seats};
use kensei::battle::policy::general::tournament::{Fixture, GAME_LIMIT};
use kensei::battle::policy::general::{Level, Temperament};
use kensei::i18n::Language;
use kensei::referee::first_breach;

/// Games per fixture and level pair at easy and normal: 6 fixtures x 3 pairs x this.
const GAMES_EACH: u64 = 17;
/// Games per fixture at hard against normal.
const HARD_GAMES_EACH: u64 = 1;

/// Scenario and lists of every game mode.
const FIXTURES: [(&str, [&str; 2]); 6] = [
    (
        "scenarios/pitched_battle.json",
        [
            "armies/lists/akagane_400.json",
            "armies/lists/hayashi_400.json",
        ],
    ),
    (
        "scenarios/hold_the_bridge.json",
        [
            "armies/lists/hayashi_400.json",
            "armies/lists/yomi_host_400.json",
        ],
    ),
    (
        "scenarios/escort.json",
        [
            "armies/lists/yomi_host_400.json",
            "armies/lists/akagane_400.json",
        ],
    ),
    (
        "scenarios/night_raid.json",
        [
            "armies/lists/akagane_400.json",
            "armies/lists/hayashi_400.json",
        ],
    ),
    (
        "scenarios/raid_the_storehouse.json",
        [
            "armies/lists/raid/akagane_raid.json",
            "armies/lists/raid/hayashi_raid.json",
        ],
    ),
    (
        "scenarios/total_war_field_of_banners.json",
        [
            "armies/lists/total_war/akagane_total_war.json",
            "armies/lists/total_war/hayashi_total_war.json",
        ],
    ),
];

/// Plays every fixture `games` times with `levels` and names each battle's first breach.
fn breaches(levels: [Level; 2], games: u64, first_seed: u64) -> (usize, Vec<String>) {
    let mut played = 0;
    let mut found = Vec::new();
    for (scenario, lists) in FIXTURES {
        let fixture = Fixture::load(Path::new(scenario), lists.map(Path::new)).unwrap();
        for seed in first_seed..first_seed + games {
            let mut battle = fixture.battle(seed).unwrap();
            let mut seats = seats(levels, [Temperament::default(); 2], seed);
            let _ = play_until(&mut battle, &mut seats, GAME_LIMIT, ended, |_| {});
            played += 1;
            if let Some(b) = first_breach(&battle) {
                found.push(format!(
                    "{} seed {seed} {levels:?}: {}",
                    fixture.name,
                    b.words(Language::English)
                ));
            }
        }
    }
    (played, found)
}

#[test]
#[ignore = "issue 57: breaches of the referee remain over these battles (about 30 minutes in debug); run with --ignored"]
fn the_referee_finds_no_breach_in_seeded_battles_at_easy_and_normal() {
    let mut played = 0;
    let mut found = Vec::new();
    for (i, levels) in [
        [Level::Easy, Level::Easy],
        [Level::Normal, Level::Easy],
        [Level::Normal, Level::Normal],
    ]
    .into_iter()
    .enumerate()
    {
        let (n, mut f) = breaches(levels, GAMES_EACH, 1 + 1000 * i as u64);
        played += n;
        found.append(&mut f);
    }
    assert!(played >= 300, "{played} battles");
    assert!(found.is_empty(), "{} breaches: {found:#?}", found.len());
}

#[test]
#[ignore = "issue 57: breaches of the referee remain over these battles (about 30 minutes in debug); run with --ignored"]
fn the_referee_finds_no_breach_in_seeded_battles_at_hard() {
    let (played, found) = breaches([Level::Hard, Level::Normal], HARD_GAMES_EACH, 5001);
    assert!(played > 0);
    assert!(found.is_empty(), "{} breaches: {found:#?}", found.len());
}
