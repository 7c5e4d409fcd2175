//! `inspect` on a generated 1000-point battle: two armies of 60 models in units (10 units of 6
//! per side, closed blocks of 3 x 2) and 25 terrain pieces (woods, hedges, walls, rocks; some
//! concave), all ordered pairs, on one core. Measured twice in the same run: with parry2d's
//! bounding-volume tree and with a plain scan of every shape.

use criterion::{Criterion, criterion_group, criterion_main};
use kensei::table::model::{Base, BaseShape, ModelPlacement, TableFile, Terrain, TerrainKind};
use kensei::table::{BroadPhase, InspectOptions, Table};
use std::hint::black_box;

/// A deterministic battle: side 0 deploys along y = 10..25, side 1 along y = 65..80, terrain in
/// between and on the flanks.
pub fn battle() -> TableFile {
    let mut models = Vec::new();
    for side in 0..2u8 {
        for u in 0..10 {
            let (ux, uy) = (8.0 + (u % 5) as f64 * 22.0, if u < 5 { 12.0 } else { 22.0 });
            let (y0, facing) = if side == 0 {
                (uy, 90.0)
            } else {
                (90.0 - uy, 270.0)
            };
            let rect = u % 5 == 4;
            for k in 0..6 {
                let (col, row) = ((k % 3) as f64, (k / 3) as f64);
                let step = if rect { 5.2 } else { 2.6 };
                models.push(ModelPlacement {
                    id: format!("s{side}u{u}m{k}"),
                    unit: format!("s{side}u{u}"),
                    side,
                    x: ux + col * step,
                    y: if side == 0 {
                        y0 - row * 2.6
                    } else {
                        y0 + row * 2.6
                    },
                    facing_deg: facing,
                    base: if rect {
                        Base {
                            shape: BaseShape::Rect,
                            width_mm: 50.0,
                            depth_mm: Some(25.0),
                        }
                    } else if u % 2 == 0 {
                        Base {
                            shape: BaseShape::Round,
                            width_mm: 25.0,
                            depth_mm: None,
                        }
                    } else {
                        Base {
                            shape: BaseShape::Square,
                            width_mm: 25.0,
                            depth_mm: None,
                        }
                    },
                    height: if rect { 2.0 } else { 1.0 },
                });
            }
        }
    }
    let mut terrain = Vec::new();
    for i in 0..25 {
        let cx = 8.0 + (i % 5) as f64 * 25.0 + (i / 5) as f64 * 2.0;
        let cy = 30.0 + (i / 5) as f64 * 7.5;
        let (kind, height, polygon) = match i % 5 {
            0 => (
                TerrainKind::Difficult,
                3.0,
                vec![
                    [cx - 4.0, cy - 2.0],
                    [cx + 4.0, cy - 3.0],
                    [cx + 5.0, cy + 2.0],
                    [cx, cy + 4.0],
                    [cx - 5.0, cy + 2.0],
                ],
            ),
            1 => (
                TerrainKind::Ignorable,
                0.5,
                vec![
                    [cx - 6.0, cy],
                    [cx + 6.0, cy],
                    [cx + 6.0, cy + 0.5],
                    [cx - 6.0, cy + 0.5],
                ],
            ),
            2 => (
                TerrainKind::Impassable,
                2.0,
                vec![
                    [cx - 4.0, cy - 3.0],
                    [cx + 4.0, cy - 3.0],
                    [cx + 4.0, cy - 2.0],
                    [cx - 3.0, cy - 2.0],
                    [cx - 3.0, cy + 3.0],
                    [cx - 4.0, cy + 3.0],
                ],
            ),
            3 => (
                TerrainKind::Impassable,
                4.0,
                vec![
                    [cx - 1.5, cy - 1.0],
                    [cx + 1.0, cy - 1.5],
                    [cx + 1.5, cy + 1.0],
                    [cx - 1.0, cy + 1.5],
                ],
            ),
            _ => (
                TerrainKind::Ignorable,
                0.0,
                vec![
                    [cx - 3.0, cy - 1.0],
                    [cx + 3.0, cy - 1.0],
                    [cx + 3.0, cy + 1.0],
                    [cx - 3.0, cy + 1.0],
                ],
            ),
        };
        terrain.push(Terrain {
            id: format!("t{i}"),
            name: None,
            name_es: None,
            kind,
            height,
            cover: i % 5 != 4,
            polygon,
        });
    }
    // Through JSON, so fields the scenario adds to the file keep their defaults.
    serde_json::from_value(serde_json::json!({
        "schema_version": 1,
        "table": {"width_cm": 120.0, "depth_cm": 90.0},
        "terrain": terrain,
        "models": models,
    }))
    .expect("the generated battle is a table file")
}

fn inspect(c: &mut Criterion) {
    let file = battle();
    let mut table = Table::new(&file).expect("the generated battle is valid");
    let options = InspectOptions::default();
    let mut group = c.benchmark_group("inspect_1000_points");
    group.sample_size(30);
    table.broad_phase = BroadPhase::Bvh;
    group.bench_function("bvh", |b| b.iter(|| black_box(table.inspect(&options))));
    let mut plain = table.clone();
    plain.broad_phase = BroadPhase::AllShapes;
    group.bench_function("all_pairs_scan", |b| {
        b.iter(|| black_box(plain.inspect(&options)))
    });
    group.finish();
    table.broad_phase = BroadPhase::Bvh;
    assert_eq!(table.inspect(&options), plain.inspect(&options));
}

criterion_group!(benches, inspect);
criterion_main!(benches);
