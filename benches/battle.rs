//! A whole battle: the bundled pitched battle (`scenarios/pitched_battle.json`) between the two
//! 400-point sample lists, seed 7, played to its end by taking the first legal command each
//! time (`battle::legal_commands`, as `kensei battle play` does, commander orders included); the
//! replay of that battle's save (every command checked and executed again, every event
//! compared, as `kensei battle replay --verify` does); and opening it (its events folded into
//! the state, as loading a saved battle does).

use criterion::{Criterion, criterion_group, criterion_main};
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, SavedBattle, Verdict, policy::autoplay};
use std::hint::black_box;
use std::path::Path;

fn setup() -> BattleSetup {
    let sides = [
        "armies/lists/akagane_400.json",
        "armies/lists/hayashi_400.json",
    ]
    .map(|l| load_side(Path::new(l)).expect("the sample list loads"));
    let scenario =
        load_scenario(Path::new("scenarios/pitched_battle.json")).expect("the scenario loads");
    BattleSetup::new(400, scenario, sides)
}

/// Plays the battle to its end, the first legal command each time.
fn play(setup: &BattleSetup, seed: u64) -> Battle {
    let mut b = Battle::new(setup.clone(), seed).expect("the setup is valid");
    autoplay::play_until(&mut b, usize::MAX, autoplay::first, autoplay::ended)
        .unwrap_or_else(|stuck| panic!("{stuck}"));
    b
}

fn bench(c: &mut Criterion) {
    let setup = setup();
    let played = play(&setup, 7);
    let saved: SavedBattle = played.to_saved();
    let commands = saved.log.len();
    let opened = Battle::open(&saved).expect("the save opens");
    assert_eq!(opened.state(), played.state());
    assert_eq!(Battle::verify(&saved), Ok(Verdict::Agrees));
    eprintln!("pitched battle, seed 7: {commands} commands");
    let mut group = c.benchmark_group("battle_pitched_400_seed_7");
    group.sample_size(10);
    group.bench_function("play_first_legal_command", |b| {
        b.iter(|| play(black_box(&setup), 7))
    });
    group.bench_function("replay_saved", |b| {
        b.iter(|| Battle::verify(black_box(&saved)).expect("verifies"))
    });
    group.bench_function("open_saved", |b| {
        b.iter(|| Battle::open(black_box(&saved)).expect("opens"))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
