//! How often a level of the computer general wins the strategy roll (L210) against normal,
//! offerings included (R-DECK-4, R-DECK-8): each bundled scenario with the Hayashi and Host of
//! Yomi 400-point lists, the level on side 0 for even seeds and side 1 for odd ones, each
//! battle played only until the roll's winner is asked for its table side (R-SCEN-1). A roll
//! is even dice, so any level against normal wins about half; a level that offers its cards
//! better wins more. The figures for hard in `docs/general.md` come from here.
//!
//! `cargo run --release --example strategy_roll_rate -- LEVEL ROLLS` (LEVEL `normal` or `hard`)

use std::path::Path;

use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::side::Side;
use kensei::battle::policy::general::play::{play_until, seats};
use kensei::battle::policy::general::tournament::Fixture;
use kensei::battle::policy::general::{Level, Temperament};

const SCENARIOS: [&str; 4] = ["pitched_battle", "hold_the_bridge", "escort", "night_raid"];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let level: Level = args
        .first()
        .map(|l| l.parse().expect("a level: normal or hard"))
        .unwrap_or(Level::Hard);
    let rolls: u64 = args.get(1).map_or(2000, |n| n.parse().expect("a number"));
    let lists = ["hayashi_400", "yomi_host_400"].map(|l| format!("armies/lists/{l}.json"));
    println!("{level} against normal, {rolls} strategy rolls per scenario:");
    for name in SCENARIOS {
        let fixture = Fixture::load(
            Path::new(&format!("scenarios/{name}.json")),
            [Path::new(&lists[0]), Path::new(&lists[1])],
        )
        .expect("a bundled scenario and lists");
        let (mut won, mut rolled) = (0u64, 0u64);
        for seed in 1..=rolls {
            let ours = if seed % 2 == 0 {
                Side::FIRST
            } else {
                Side::SECOND
            };
            let mut levels = [Level::Normal; 2];
            levels[ours.index()] = level;
            let Some(mut battle) = fixture.battle(seed) else {
                continue;
            };
            let mut players = seats(levels, [Temperament::default(); 2], seed);
            let asked = |s: &kensei::battle::model::state::BattleState| {
                matches!(s.awaiting(), Awaiting::ChooseTableSide { .. })
            };
            if play_until(&mut battle, &mut players, 400, asked, |_| {}).is_err() {
                continue;
            }
            if let Awaiting::ChooseTableSide { side } = battle.state().awaiting() {
                rolled += 1;
                won += u64::from(side == ours);
            }
        }
        let share = won as f64 / rolled.max(1) as f64;
        let (low, high) =
            kensei::battle::policy::general::tournament::wilson(won as f64, rolled as usize);
        println!(
            "  {name:16} won {won} of {rolled}: {:.1}% (95% Wilson {:.1}% to {:.1}%)",
            100.0 * share,
            100.0 * low,
            100.0 * high
        );
    }
}
