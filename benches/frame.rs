//! The window's frame without a GPU: building the table canvas's shapes for a table with two
//! 60-model armies and 25 terrain pieces, line-of-sight overlay on. Target: under 8 ms on one
//! core for a selected model and for a selected unit (issue 6). The last case is a whole frame
//! of the canvas as the window draws it (its shapes planned, the labels laid out clear of the
//! bases and of each other, the pointer on an enemy unit for the verdict beside it, the frame
//! tessellated), with the window's own overlays.
//!
//! Run: `cargo bench --bench frame`

use criterion::{Criterion, criterion_group, criterion_main};
use kensei::app::canvas::{
    CanvasInfo, FrameCache, FrameInput, ModelPose, OverlayOptions, Selection, UnitInfo,
    prepare_frame,
};
use kensei::table::model::{
    Base, BaseShape, ModelPlacement, TableFile, TableSize, Terrain, TerrainKind,
};
use std::hint::black_box;

/// Two armies of six 10-model units (5 x 2 ranks, 25 mm bases touching) facing each other
/// across 25 terrain pieces of every kind, some concave, heights 0 to 4.
fn big_table() -> TableFile {
    let mut models = Vec::new();
    for side in 0..2u8 {
        for u in 0..6 {
            for k in 0..10 {
                let (col, row) = ((k % 5) as f64, (k / 5) as f64);
                let x = 12.0 + u as f64 * 28.0 + col * 2.5;
                let y = if side == 0 {
                    15.0 - row * 2.5
                } else {
                    105.0 + row * 2.5
                };
                let base = if u == 5 {
                    Base {
                        shape: BaseShape::Rect,
                        width_mm: 25.0,
                        depth_mm: Some(50.0),
                    }
                } else {
                    Base {
                        shape: BaseShape::Round,
                        width_mm: 25.0,
                        depth_mm: None,
                    }
                };
                models.push(ModelPlacement {
                    id: format!("s{side}-u{u}-m{k}"),
                    unit: format!("s{side}-u{u}"),
                    side,
                    x,
                    y,
                    facing_deg: if side == 0 { 90.0 } else { 270.0 },
                    base,
                    height: if u == 5 { 3.0 } else { 2.0 },
                });
            }
        }
    }
    let kinds = [
        TerrainKind::Ignorable,
        TerrainKind::Difficult,
        TerrainKind::Impassable,
    ];
    let terrain = (0..25)
        .map(|i| {
            let (cx, cy) = (18.0 + (i % 5) as f64 * 36.0, 30.0 + (i / 5) as f64 * 15.0);
            let polygon = if i % 3 == 0 {
                vec![
                    [cx - 5.0, cy - 4.0],
                    [cx + 5.0, cy - 4.0],
                    [cx + 5.0, cy - 1.0],
                    [cx - 2.0, cy - 1.0],
                    [cx - 2.0, cy + 4.0],
                    [cx - 5.0, cy + 4.0],
                ]
            } else {
                (0..8)
                    .map(|k| {
                        let a = k as f64 * std::f64::consts::TAU / 8.0;
                        [cx + 5.0 * a.cos(), cy + 3.5 * a.sin()]
                    })
                    .collect()
            };
            Terrain {
                id: format!("t{i}"),
                name: None,
                name_es: None,
                kind: kinds[i % 3],
                height: (i % 5) as f64,
                cover: i % 4 != 0,
                polygon,
            }
        })
        .collect();
    TableFile {
        json_schema: None,
        schema_version: 1,
        table: TableSize {
            width_cm: 180.0,
            depth_cm: 120.0,
        },
        terrain,
        models,
        name: None,
        name_es: None,
        story: None,
        deployment_zones: vec![],
        roles: Vec::new(),
        objectives: vec![],
        victory: None,
        special_rules: vec![],
        missions: None,
        turn_limit: None,
        units: Vec::new(),
        mode: Default::default(),
    }
}

fn info(table: &TableFile) -> CanvasInfo {
    let mut info = CanvasInfo::default();
    for m in &table.models {
        info.units
            .entry(m.unit.clone())
            .or_insert_with(|| UnitInfo {
                name: m.unit.clone(),
                mov_cm: 10.0,
                markers: vec!["activated".into()],
                ..UnitInfo::default()
            });
    }
    info
}

fn frame(c: &mut Criterion) {
    let table = big_table();
    let info = info(&table);
    let overlays = OverlayOptions::all();
    let mut cache = FrameCache::default();
    cache.update(&table);
    // A unit being dragged 6 cm forward: the move checker for each of its models, and the
    // overlays on the geometry world with the unit where the pointer has it.
    let drag: Vec<ModelPose> = table
        .models
        .iter()
        .filter(|m| m.unit == "s0-u2")
        .map(|m| ModelPose {
            id: m.id.clone(),
            x: m.x,
            y: m.y + 6.0,
            facing_deg: m.facing_deg,
        })
        .collect();
    for (name, selection, preview) in [
        (
            "frame/selected_model_los_on",
            Selection::Model("s0-u2-m2".into()),
            &[][..],
        ),
        (
            "frame/selected_unit_los_on",
            Selection::Unit("s0-u2".into()),
            &[][..],
        ),
        (
            "frame/dragging_unit_los_on",
            Selection::Unit("s0-u2".into()),
            &drag[..],
        ),
        ("frame/nothing_selected", Selection::None, &[][..]),
    ] {
        let input = FrameInput {
            info: &info,
            selection: &selection,
            overlays: &overlays,
            preview,
            grid_step_cm: 1.0,
            min_base_cm: 0.0,
            tape: None,
            terrain_draft: &[],
            placing: &[],
            terrain_preview: None,
            lang: kensei::app::i18n::Lang::English,
            pointed_unit: None,
            drag_runs: false,
            drag_verdict: None,
            battle_charge: None,
        };
        let plan = prepare_frame(&cache, &input);
        if selection != Selection::None {
            assert!(
                plan.sight_checks >= 60,
                "{name}: {} sight checks",
                plan.sight_checks
            );
        }
        c.bench_function(name, |b| {
            b.iter(|| black_box(prepare_frame(black_box(&cache), &input)))
        });
    }
    whole_frame(c, &table, &info);
    let mut moved = table.clone();
    c.bench_function("frame/table_changed_rebuild", |b| {
        let mut flip = false;
        b.iter(|| {
            flip = !flip;
            moved.models[0].x = if flip { 13.0 } else { 12.0 };
            black_box(cache.update(black_box(&moved)))
        })
    });
}

/// One whole frame of the canvas in an egui context, as the window runs it: a 10-model unit
/// selected and the pointer on an enemy unit, the window's default overlays.
fn whole_frame(c: &mut Criterion, table: &TableFile, info: &CanvasInfo) {
    let ctx = egui::Context::default();
    let mut canvas = kensei::app::canvas::TableCanvas::new();
    canvas.selection = Selection::Unit("s0-u2".into());
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(900.0, 700.0));
    let mut pointer = egui::Pos2::ZERO;
    let run = |canvas: &mut kensei::app::canvas::TableCanvas, pointer: egui::Pos2| {
        let input = egui::RawInput {
            screen_rect: Some(screen),
            events: vec![egui::Event::PointerMoved(pointer)],
            ..Default::default()
        };
        let out = ctx.run_ui(input, |ui| {
            egui::CentralPanel::default().show(ui, |ui| {
                canvas.show(ui, table, info);
            });
        });
        ctx.tessellate(out.shapes, out.pixels_per_point)
    };
    // Two frames to lay the canvas out and fit the table, then the pointer on the enemy.
    run(&mut canvas, pointer);
    canvas.fit_view();
    run(&mut canvas, pointer);
    let enemy = table.models.iter().find(|m| m.unit == "s1-u2").unwrap();
    pointer = canvas.view.to_screen([enemy.x, enemy.y]);
    run(&mut canvas, pointer);
    run(&mut canvas, pointer);
    assert!(
        canvas.hover_verdict().is_some(),
        "the verdict on the enemy under the pointer"
    );
    c.bench_function("frame/whole_canvas_frame_unit_selected_pointing", |b| {
        let mut wiggle = 0.0;
        b.iter(|| {
            // The pointer moves a little each frame, so the plan is made anew, as it is while
            // the player's hand is on the mouse.
            wiggle = if wiggle == 0.0 { 0.5 } else { 0.0 };
            black_box(run(&mut canvas, pointer + egui::vec2(wiggle, 0.0)))
        })
    });
}

criterion_group!(benches, frame);
criterion_main!(benches);
