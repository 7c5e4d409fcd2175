//! The moves the dice make after a melee, walked on the table (`battle::aftermath::rolled_move`, L966,
//! L984, L523): a 10-model unit's 12 cm fall back with its way free (one check per model), the
//! same fall back with a rock in its way (the ways round searched and scored), and a 10-model
//! pursuit round a house.

use criterion::{Criterion, criterion_group, criterion_main};
use kensei::battle::model::state::BattleState;
use kensei::battle::model::trial::Trial;
use kensei::battle::model::unit::{TroopProfile, UnitSpec};
use kensei::battle::setup::battle_setup::{BattleSetup, SideSetup};
use kensei::battle::{aftermath::pursuers, aftermath::retreat_move};
use kensei::table::model::{ModelPlacement, TableFile, Terrain, TerrainKind};
use std::hint::black_box;

/// Two 10-model units in two ranks of five, `loser` just above `winner` (it flees +y), and the
/// terrain given.
fn state(terrain: Vec<Terrain>) -> BattleState {
    let profile = TroopProfile::foot("troop", 2, 2, 4, 1);
    let mut sides: [SideSetup; 2] = [0, 1].map(|s| SideSetup {
        mode: Default::default(),
        name: format!("side {s}"),
        name_es: None,
        commander_level: 0,
        units: Vec::new(),
        commander_orders: Vec::new(),
        faction: None,
        protect_leader: Default::default(),
    });
    let mut models = Vec::new();
    for (side, id, y0, dy, facing) in [
        (0u8, "winner", 47.4, -3.0, 90.0),
        (1u8, "loser", 50.0, 3.0, 270.0),
    ] {
        sides[side as usize].units.push(UnitSpec {
            movement_base: false,
            id: id.into(),
            profile: profile.clone(),
            models: 10,
            leader: None,
            general: false,
            mixed: Vec::new(),
        });
        for i in 0..10 {
            models.push(ModelPlacement {
                id: format!("{id}.{}", i + 1),
                unit: id.into(),
                side,
                x: 50.0 + 3.0 * (i % 5) as f64,
                y: y0 + dy * (i / 5) as f64,
                facing_deg: facing,
                base: profile.base,
                height: 1.0,
            });
        }
    }
    let mut table = TableFile::with_models(120.0, 90.0, models);
    table.terrain = terrain;
    BattleSetup {
        battle_points: 400,
        scenario: table,
        sides,
    }
    .initial_state()
}

fn block(id: &str, x0: f64, y0: f64, x1: f64, y1: f64) -> Terrain {
    Terrain {
        id: id.into(),
        name: None,
        name_es: None,
        kind: TerrainKind::Impassable,
        height: 4.0,
        cover: true,
        polygon: vec![[x0, y0], [x1, y0], [x1, y1], [x0, y1]],
    }
}

fn bench(c: &mut Criterion) {
    let free = state(Vec::new());
    c.bench_function("fall back 12 cm, free way", |b| {
        b.iter(|| retreat_move::fall_back_plan(black_box(&free), "loser", "winner", 12.0, true))
    });
    // A rock 8 cm wide 3 cm behind the unit's back rank.
    let rock = state(vec![block("rock", 52.0, 56.0, 60.0, 60.0)]);
    c.bench_function("fall back 12 cm round a rock", |b| {
        b.iter(|| retreat_move::fall_back_plan(black_box(&rock), "loser", "winner", 12.0, true))
    });
    // The loser already fled 12 cm; a house between it and the winner.
    let mut house = Trial::of(&state(vec![block("house", 50.0, 54.0, 64.0, 58.0)]));
    let fled: Vec<_> = house
        .models_of("loser")
        .map(|m| (m.id.clone(), m.x, m.y + 12.0, m.facing_deg))
        .collect();
    house.place_all(&fled);
    let house = house.into_state();
    c.bench_function("pursuit 12 cm round a house", |b| {
        b.iter(|| pursuers::plan(black_box(&house), "winner", "loser", 12.0))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
