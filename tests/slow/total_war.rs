//! Total war battles (R-TW-4..6) played to their end by the computer general at normal on both
//! sides: the two bundled total war lists on the Field of banners, seeded; each ends, replays
//! from its seed under today's rules, and keeps every unit of several models one movement base
//! whose size only comes down.

use std::path::Path;

use kensei::battle::policy::autoplay::ended;
use kensei::battle::policy::general::play::{play_until, seats};
use kensei::battle::policy::general::tournament::Fixture;
use kensei::battle::policy::general::{Level, Temperament};
use kensei::battle::{Battle, Verdict};

const SCENARIO: &str = "scenarios/total_war_field_of_banners.json";
const LISTS: [&str; 2] = [
    "armies/lists/total_war/akagane_total_war.json",
    "armies/lists/total_war/hayashi_total_war.json",
];

#[test]
fn p_total_war_the_general_plays_total_war_battles_to_the_end_and_they_replay() {
    for seed in 1..=4 {
        let fixture = Fixture::load(Path::new(SCENARIO), LISTS.map(Path::new)).unwrap();
        let mut battle = fixture.battle(seed).unwrap();
        let mut seats = seats([Level::Normal; 2], [Temperament::default(); 2], seed);
        let played = play_until(&mut battle, &mut seats, 20_000, ended, |_| {});
        assert!(played.is_ok(), "seed {seed}: {played:?}");
        assert!(ended(battle.state()), "seed {seed}");
        let saved = battle.to_saved();
        assert!(
            matches!(Battle::verify(&saved), Ok(Verdict::Agrees)),
            "seed {seed} replays"
        );
        crate::common::total_war::check_bases(&battle);
    }
}
