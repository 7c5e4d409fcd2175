//! The computer general's time per decision, on the pitched battle of `docs/cli.md` at 400 points
//! (`scenarios/pitched_battle.json`, Akagane against Hayashi, seed 7), played by the normal
//! general on both sides. Every state where side 0 had to choose a unit or an
//! order is kept; the benchmark decides them again: the busiest one (the most commands to
//! weigh) alone at each level, and all of them in turn for normal (its time per decision is
//! the group's time per element). The targets: normal under 50 ms median, hard under 1 s.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kensei::battle::BattleState;
use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::side::Side;
use kensei::battle::policy::autoplay::ended;
use kensei::battle::policy::general::tournament::Fixture;
use kensei::battle::policy::general::{General, Level, Temperament, deciding_side};

/// Side 0's unit and order decisions of the normal-against-normal battle, seed 7.
fn decisions() -> Vec<BattleState> {
    let fixture = Fixture::load(
        Path::new("scenarios/pitched_battle.json"),
        [
            Path::new("armies/lists/akagane_400.json"),
            Path::new("armies/lists/hayashi_400.json"),
        ],
    )
    .expect("the bundled files load");
    let mut battle = fixture.battle(7).expect("the setup is valid");
    let mut generals =
        Side::BOTH.map(|side| General::new(side, Level::Normal, Temperament::default(), 7));
    let mut kept = Vec::new();
    while !ended(battle.state()) {
        let state = battle.state().clone();
        let side = deciding_side(&state).expect("the battle waits for a side");
        if matches!(
            state.awaiting(),
            Awaiting::ChooseUnit { side: Side::FIRST } | Awaiting::SpendOrder { side: Side::FIRST }
        ) {
            kept.push(state.clone());
        }
        let d = generals[side.index()]
            .decide(&state)
            .expect("the general decides");
        battle.execute(d.command).expect("the engine accepts it");
    }
    kept
}

fn decide(level: Level, state: &BattleState) -> Duration {
    let mut g = General::new(Side::FIRST, level, Temperament::default(), 7);
    let t = Instant::now();
    black_box(g.decide(state).expect("side 0 decides"));
    t.elapsed()
}

fn median_and_worst(level: Level, states: &[BattleState]) -> (Duration, Duration) {
    let mut times: Vec<Duration> = states.iter().map(|s| decide(level, s)).collect();
    times.sort();
    (times[times.len() / 2], times[times.len() - 1])
}

fn bench(c: &mut Criterion) {
    let states = decisions();
    let busiest = states
        .iter()
        .max_by_key(|s| kensei::battle::legal_commands(s).len())
        .expect("side 0 decided something")
        .clone();
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let (median, worst) = median_and_worst(level, &states);
        eprintln!(
            "{level}: {} decisions, median {:.2} ms, worst {:.2} ms",
            states.len(),
            median.as_secs_f64() * 1e3,
            worst.as_secs_f64() * 1e3
        );
    }
    let mut group = c.benchmark_group("general_pitched_400_seed_7");
    group.sample_size(10);
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        group.bench_function(format!("{level}_busiest_decision"), |b| {
            b.iter(|| decide(level, black_box(&busiest)))
        });
    }
    group.throughput(Throughput::Elements(states.len() as u64));
    group.bench_function("normal_every_decision", |b| {
        b.iter(|| {
            for s in &states {
                decide(Level::Normal, black_box(s));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
