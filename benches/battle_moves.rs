//! The move checks of the battle engine on the seed 7 pitched battle (`scenarios/pitched_battle.json`,
//! `armies/lists/akagane_400.json` against `hayashi_400.json`), at the first order of turn 1 with
//! every unit on the table: checking one unit's move order (paths, models and terrain in the way,
//! allowance, formation; R-FORM-1, L476-562), and listing every legal command (the automatic
//! block moves are searched and checked there), as `kensei battle play` and the window's tracker
//! do before each command.

use criterion::{Criterion, criterion_group, criterion_main};
use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::command::{Command, Order};
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, check, legal_commands};
use std::hint::black_box;

fn first_order() -> (kensei::battle::BattleState, Command) {
    let scenario = load_scenario("scenarios/pitched_battle.json".as_ref()).expect("scenario");
    let a = load_side("armies/lists/akagane_400.json".as_ref()).expect("list");
    let h = load_side("armies/lists/hayashi_400.json".as_ref()).expect("list");
    let mut b = Battle::new(BattleSetup::new(400, scenario, [a, h]), 7).expect("battle");
    loop {
        let legal = legal_commands(b.state());
        if matches!(b.state().awaiting(), Awaiting::SpendOrder { .. })
            && let Some(mv) = legal.iter().find(|c| {
                matches!(
                    c,
                    Command::Order {
                        order: Order::Move { .. },
                        ..
                    }
                )
            })
        {
            return (b.state().clone(), mv.clone());
        }
        b.execute(legal[0].clone()).expect("a legal command");
    }
}

fn bench(c: &mut Criterion) {
    let (state, mv) = first_order();
    c.bench_function("battle: check a move order", |b| {
        b.iter(|| check(black_box(&state), black_box(&mv)))
    });
    c.bench_function("battle: legal commands at an order", |b| {
        b.iter(|| legal_commands(black_box(&state)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
