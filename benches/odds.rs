//! The exact melee exchange of two 20-model units with unit leaders (40 dice a side), beside
//! the same question answered by a 100,000-trial Monte Carlo. Target: exact under 1 ms median.

use criterion::{Criterion, criterion_group, criterion_main};
use kensei::rules::outcome::Winner;
use kensei::rules::roll::resolve_melee;
use kensei::rules::{MeleeSituation, melee_odds};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::hint::black_box;

fn situation() -> MeleeSituation {
    serde_json::from_str(include_str!("../tests/fixtures/melee_20v20.json"))
        .expect("the 20v20 fixture parses")
}

/// The attacker's chance to win, estimated from `trials` seeded resolutions.
fn monte_carlo_attacker_wins(s: &MeleeSituation, trials: usize, seed: u64) -> f64 {
    let mut rng = StdRng::seed_from_u64(seed);
    let wins = (0..trials)
        .filter(|_| resolve_melee(s, &mut rng, false, seed).winner == Some(Winner::Attacker))
        .count();
    wins as f64 / trials as f64
}

fn bench(c: &mut Criterion) {
    let s = situation();
    assert_eq!(melee_odds(&s).attacker.pool.dice, 40);
    assert_eq!(melee_odds(&s).defender.pool.dice, 40);
    let mut group = c.benchmark_group("melee_20v20_leaders_40_dice");
    group.bench_function("exact", |b| b.iter(|| melee_odds(black_box(&s))));
    group.sample_size(10);
    group.bench_function("monte_carlo_100k", |b| {
        b.iter(|| monte_carlo_attacker_wins(black_box(&s), 100_000, 1))
    });
    group.finish();
    let exact = melee_odds(&s).attacker_wins;
    let mc = monte_carlo_attacker_wins(&s, 100_000, 1);
    println!("attacker wins: exact {exact:.6}, Monte Carlo (100,000 trials) {mc:.6}");
}

criterion_group!(benches, bench);
criterion_main!(benches);
