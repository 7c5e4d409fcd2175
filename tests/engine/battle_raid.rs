//! A raid battle (the extra game modes page, Raid): a raid fight's exact odds, with the raid's
//! troops (+1 Wounds, skirmishers), checked against sampling; and a raid the computer general
//! plays to its end on both sides and that replays from its log (more seeds: `tests/slow`).

use std::path::Path;

use kensei::army::{Mode, bundled_factions};
use kensei::battle::combat::on_table::{Combat, FightOnTable, on_table};
use kensei::battle::engine::log::{Battle, Verdict};
use kensei::battle::policy::autoplay::ended;
use kensei::battle::policy::general::play::{play_until, seats};
use kensei::battle::policy::general::tournament::Fixture;
use kensei::battle::policy::general::{Level, Temperament};
use kensei::table::model::{Base, BaseShape, ModelPlacement};

const SCENARIO: &str = "scenarios/raid_the_storehouse.json";
const LISTS: [&str; 2] = [
    "armies/lists/raid/akagane_raid.json",
    "armies/lists/raid/hayashi_raid.json",
];

fn raid() -> Fixture {
    Fixture::load(Path::new(SCENARIO), LISTS.map(Path::new)).unwrap()
}

fn placed(id: &str, unit: &str, side: u8, (x, y): (f64, f64), width_mm: f64) -> ModelPlacement {
    ModelPlacement {
        id: id.into(),
        unit: unit.into(),
        side,
        x,
        y,
        facing_deg: if side == 0 { 90.0 } else { 270.0 },
        base: Base {
            shape: BaseShape::Round,
            width_mm,
            depth_mm: None,
        },
        height: 1.0,
    }
}

/// The raid with the Hayashi monks (3 sohei and their lord) in contact with the Akagane
/// hatamoto, a hero standing alone, in the open east of the well.
fn monks_against_the_hatamoto() -> Fixture {
    let mut fixture = raid();
    fixture.setup.scenario.models = vec![
        placed("hatamoto.leader", "hatamoto", 0, (70.0, 20.0), 30.0),
        placed("monks.leader", "monks", 1, (70.0, 23.0), 30.0),
        placed("monks.1", "monks", 1, (67.2, 23.5), 25.0),
        placed("monks.2", "monks", 1, (72.8, 23.5), 25.0),
        placed("monks.3", "monks", 1, (70.0, 26.0), 25.0),
    ];
    fixture
}

fn hr(faction: &str, profile: &str) -> u32 {
    let factions = bundled_factions();
    let f = factions.iter().find(|f| f.id == faction).unwrap();
    f.profile(profile).unwrap().effective_attributes().hr
}

#[test]
fn r_raid_5_r_raid_3_exact_odds_of_a_raid_fight_agree_with_sampling() {
    let battle = monks_against_the_hatamoto().battle(1).unwrap();
    let fight = on_table(
        battle.state(),
        "monks",
        "hatamoto",
        Combat::Melee { powered: false },
    );
    let Some(FightOnTable::Fight { situation, .. }) = fight else {
        panic!("the monks and the hatamoto are engaged: {fight:?}");
    };
    // The raid's troops: one more Wound each, and skirmishers both.
    assert_eq!(situation.attacker.unit.hr, hr("hayashi", "sohei") + 1);
    assert_eq!(
        situation.attacker.unit.leader.as_ref().unwrap().hr,
        hr("hayashi", "hayashi_lord") + 1
    );
    assert_eq!(situation.defender.unit.hr, hr("akagane", "hatamoto") + 1);
    assert!(situation.attacker.unit.skirmishers && situation.defender.unit.skirmishers);
    crate::odds_exact::monte_carlo_melee(&situation, 49);
}

#[test]
fn p_raid_the_normal_general_plays_a_raid_to_its_end_on_both_sides_and_it_replays() {
    let fixture = raid();
    assert_eq!(fixture.setup.mode(), Mode::Raid);
    let mut battle = fixture.battle(1).unwrap();
    let mut seats = seats([Level::Normal; 2], [Temperament::default(); 2], 1);
    let played = play_until(&mut battle, &mut seats, 5_000, ended, |_| {});
    assert!(played.is_ok(), "{played:?}");
    assert!(battle.state().winner().is_some() || battle.state().end_reason().is_some());
    let saved = battle.to_saved();
    assert!(matches!(Battle::verify(&saved), Ok(Verdict::Agrees)));
    let opened = Battle::open(&saved).unwrap();
    assert_eq!(opened.state(), battle.state());
    assert_eq!(opened.setup().mode(), Mode::Raid);
}
