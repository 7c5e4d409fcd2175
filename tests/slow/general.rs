//! The computer general over whole battles (issue "A solo opponent"): every command it gives
//! is one the engine accepts and every battle it plays ends, on every bundled scenario and
//! list, on both sides; a battle it plays replays from its seed; and `kensei battle play
//! --side0 LEVEL --text` prints its reasons.

use std::path::Path;
use std::process::Command;

use kensei::battle::policy::autoplay::ended;
use kensei::battle::policy::general::play::{play_until, seats};
use kensei::battle::policy::general::tournament::Fixture;
use kensei::battle::policy::general::{Level, Temperament};
use proptest::prelude::*;

const SCENARIOS: [&str; 4] = [
    "scenarios/pitched_battle.json",
    "scenarios/hold_the_bridge.json",
    "scenarios/escort.json",
    "scenarios/night_raid.json",
];

const LISTS: [&str; 9] = [
    "armies/lists/akagane_250.json",
    "armies/lists/hayashi_250.json",
    "armies/lists/yomi_host_250.json",
    "armies/lists/akagane_400.json",
    "armies/lists/hayashi_400.json",
    "armies/lists/yomi_host_400.json",
    "armies/lists/akagane_600.json",
    "armies/lists/hayashi_600.json",
    "armies/lists/yomi_host_600.json",
];

/// Plays `scenario` with `lists`, `levels` at the two sides, to its end; the number of
/// general decisions made. Panics if a command is refused or the battle does not end.
fn play_to_the_end(scenario: &str, lists: [&str; 2], levels: [Level; 2], seed: u64) -> usize {
    let fixture = Fixture::load(Path::new(scenario), lists.map(Path::new)).unwrap();
    let mut battle = fixture.battle(seed).unwrap();
    let mut seats = seats(levels, [Temperament::default(); 2], seed);
    let mut decisions = 0;
    let played = play_until(&mut battle, &mut seats, 20_000, ended, |p| {
        assert!(!p.decision.weighed.is_empty(), "reasons for every decision");
        decisions += 1;
    });
    assert!(
        played.is_ok(),
        "{} {lists:?} {levels:?} seed {seed}: {played:?}",
        fixture.name
    );
    assert!(battle.state().winner().is_some() || battle.state().end_reason().is_some());
    decisions
}

/// Every bundled list, played by a general on both sides of a scenario: list `i` on side
/// `i mod 2` at normal, against list `i + 3` at easy, on scenario `i mod 4`.
fn every_list_on(scenario_index: usize) {
    for i in (0..LISTS.len()).filter(|i| i % SCENARIOS.len() == scenario_index) {
        let (mine, theirs) = (LISTS[i], LISTS[(i + 3) % LISTS.len()]);
        let (lists, levels) = if i % 2 == 0 {
            ([mine, theirs], [Level::Normal, Level::Easy])
        } else {
            ([theirs, mine], [Level::Easy, Level::Normal])
        };
        let n = play_to_the_end(SCENARIOS[scenario_index], lists, levels, i as u64 + 1);
        assert!(n > 50, "the generals played the battle: {n} decisions");
    }
}

#[test]
fn the_general_plays_every_list_to_the_end_of_a_pitched_battle() {
    every_list_on(0);
}

#[test]
fn the_general_plays_every_list_to_the_end_of_hold_the_bridge() {
    every_list_on(1);
}

#[test]
fn the_general_plays_every_list_to_the_end_of_the_escort() {
    every_list_on(2);
}

#[test]
fn the_general_plays_every_list_to_the_end_of_the_night_raid() {
    every_list_on(3);
}

#[test]
fn the_hard_general_plays_a_battle_to_its_end() {
    play_to_the_end(
        SCENARIOS[0],
        [LISTS[0], LISTS[1]],
        [Level::Hard, Level::Normal],
        2,
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, .. ProptestConfig::default() })]

    /// Any scenario, any two lists, any seed, any side: the generals' commands are all legal
    /// and the battle ends.
    #[test]
    fn any_battle_the_generals_play_ends(
        scenario in 0..SCENARIOS.len(),
        a in 0..3usize,
        b in 0..3usize,
        seed in 0u64..1_000,
        normal_first in any::<bool>(),
    ) {
        // The 250-point lists keep each case short.
        let levels = if normal_first { [Level::Normal, Level::Easy] } else { [Level::Easy, Level::Normal] };
        play_to_the_end(SCENARIOS[scenario], [LISTS[a], LISTS[b]], levels, seed);
    }
}

#[test]
fn a_battle_the_generals_play_replays_from_its_seed() {
    let run = |seed| {
        let fixture = Fixture::load(
            Path::new(SCENARIOS[2]),
            [Path::new(LISTS[0]), Path::new(LISTS[2])],
        )
        .unwrap();
        let mut battle = fixture.battle(seed).unwrap();
        let mut seats = seats(
            [Level::Normal, Level::Easy],
            [Temperament::default(); 2],
            seed,
        );
        play_until(&mut battle, &mut seats, 20_000, ended, |_| {}).unwrap();
        battle
            .log()
            .iter()
            .map(|e| e.command.clone())
            .collect::<Vec<_>>()
    };
    let first = run(4);
    assert_eq!(run(4), first, "the same seed, the same battle");
    assert_ne!(run(5), first, "another seed, another battle");
}

/// `kensei battle play` on the pitched battle with the two 400-point lists, then `more`.
fn play_pitched_battle(more: &[&str]) -> Command {
    let mut c = crate::common::kensei();
    c.args([
        "battle",
        "play",
        "--scenario",
        SCENARIOS[0],
        "--lists",
        LISTS[3],
        LISTS[4],
    ])
    .args(more);
    c
}

#[test]
fn kensei_battle_play_with_a_general_prints_its_reasons_and_who_won() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("played.json");
    let out = play_pitched_battle(&["--seed", "7", "--side0", "normal", "--text"])
        .arg("--save")
        .arg(&save)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Only side 0's commands carry reasons: side 1 is the first-legal player.
    let reasons: Vec<&str> = stdout.lines().filter(|l| l.contains("[normal]")).collect();
    assert!(reasons.len() > 50, "{stdout}");
    assert!(
        reasons.iter().all(|l| l.contains("Akagane host: ")),
        "{stdout}"
    );
    // A charge (its own or an opportunity charge) gives its odds in plain words, and the
    // details line under it keeps the figures the general weighed.
    assert!(
        reasons
            .iter()
            .any(|l| l.contains(" charge") && l.contains("wins ") && l.contains("we lose ")),
        "a charge with its odds: {stdout}"
    );
    assert!(
        stdout.lines().any(|l| l.contains("details: ")
            && l.contains("charge")
            && l.contains("expected losses")),
        "a charge's details with its figures: {stdout}"
    );
    assert!(stdout.contains("battle over: "), "{stdout}");
    // The save keeps them: `battle replay --text` prints the same lines.
    let replay = crate::common::kensei()
        .args(["battle", "replay", "--quiet", "--text"])
        .arg(&save)
        .output()
        .unwrap();
    let replayed = String::from_utf8_lossy(&replay.stdout);
    assert!(replay.status.success(), "{replayed}");
    let again: Vec<&str> = replayed
        .lines()
        .filter(|l| l.contains("[normal]"))
        .collect();
    assert_eq!(again, reasons);
    let refused = |player: &[&str]| {
        let out = play_pitched_battle(player).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let stderr = refused(&["--side1", "grandmaster"]);
    assert!(
        stderr.contains("unknown player `grandmaster`: use first, easy, normal or hard"),
        "{stderr}"
    );
    // A temperament's weight runs from 0 to 1: one outside is refused, named with its flag.
    let stderr = refused(&["--side1", "normal", "--side1-aggression", "1.5"]);
    assert!(
        stderr.contains("--side1-aggression")
            && stderr.contains("`1.5` is not a number from 0 to 1"),
        "{stderr}"
    );
}

#[test]
fn kensei_battle_tournament_prints_each_levels_wins_with_an_interval() {
    let out = crate::common::kensei()
        .args([
            "battle",
            "tournament",
            "--a",
            "easy",
            "--b",
            "first",
            "--games",
            "2",
            "--scenarios",
            SCENARIOS[3],
            "--lists",
            LISTS[0],
            LISTS[1],
            "--games-list",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("2 games (1 scenarios x 2 list pairs"),
        "{stdout}"
    );
    assert!(
        stdout.contains("easy on side 0") && stdout.contains("easy on side 1"),
        "sides swapped: {stdout}"
    );
    // R-SCEN-1: each game names the part the first level played after the strategy roll.
    assert_eq!(
        stdout.matches(" (part 0): ").count() + stdout.matches(" (part 1): ").count(),
        2,
        "{stdout}"
    );
    for level in ["easy ", "first "] {
        let line = stdout
            .lines()
            .find(|l| l.starts_with(level))
            .unwrap_or_else(|| panic!("{stdout}"));
        assert!(
            line.contains("95% Wilson")
                && line.contains("mean VP margin")
                && line.contains("decision median"),
            "{line}"
        );
    }
}

#[test]
fn p_raid_the_normal_general_plays_raids_to_their_end_on_both_sides_and_they_replay() {
    use kensei::battle::engine::log::{Battle, Verdict};
    let lists = [
        "armies/lists/raid/akagane_raid.json",
        "armies/lists/raid/hayashi_raid.json",
    ];
    let fixture = Fixture::load(
        Path::new("scenarios/raid_the_storehouse.json"),
        lists.map(Path::new),
    )
    .unwrap();
    for seed in 1..=8 {
        let mut battle = fixture.battle(seed).unwrap();
        let mut seats = seats([Level::Normal; 2], [Temperament::default(); 2], seed);
        let played = play_until(&mut battle, &mut seats, 20_000, ended, |_| {});
        assert!(played.is_ok(), "seed {seed}: {played:?}");
        let saved = battle.to_saved();
        assert!(
            matches!(Battle::verify(&saved), Ok(Verdict::Agrees)),
            "seed {seed}: the raid replays"
        );
    }
}
