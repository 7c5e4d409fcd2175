//! Property tests of the table geometry: measurements do not change when the whole table is moved
//! or turned (R-GEO-1, R-LOS-*, R-SIDE-1, R-ENG-1 depend only on the bases' relative places), the
//! bounding-volume tree answers exactly as a scan of every shape, and degenerate or absurd input
//! never panics: it is refused with a field named, or measured.

use kensei::table::model::TableFile;
use kensei::table::*;
use proptest::prelude::*;
use serde_json::{Value, json};

#[derive(Debug, Clone)]
struct M {
    x: f64,
    y: f64,
    facing: f64,
    shape: u8,
    width: f64,
    depth: f64,
    height: f64,
    side: u8,
    unit: u8,
}

#[derive(Debug, Clone)]
struct T {
    cx: f64,
    cy: f64,
    w: f64,
    h: f64,
    turn: f64,
    notch: bool,
    height: f64,
    kind: u8,
}

fn model() -> impl Strategy<Value = M> {
    (
        20.0..100.0f64,
        20.0..70.0f64,
        0.0..360.0f64,
        0..3u8,
        25.0..60.0f64,
        25.0..60.0f64,
        prop_oneof![Just(1.0), Just(2.0), 0.5..3.0f64],
        0..2u8,
        0..3u8,
    )
        .prop_map(
            |(x, y, facing, shape, width, depth, height, side, unit)| M {
                x,
                y,
                facing,
                shape,
                width,
                depth,
                height,
                side,
                unit,
            },
        )
}

fn terrain() -> impl Strategy<Value = T> {
    (
        25.0..95.0f64,
        25.0..65.0f64,
        1.0..12.0f64,
        1.0..12.0f64,
        0.0..std::f64::consts::PI,
        any::<bool>(),
        prop_oneof![Just(0.0), Just(1.0), 0.2..4.0f64],
        0..3u8,
    )
        .prop_map(|(cx, cy, w, h, turn, notch, height, kind)| T {
            cx,
            cy,
            w,
            h,
            turn,
            notch,
            height,
            kind,
        })
}

/// Builds the table file, moved by `(dx, dy)` and turned by `angle` degrees about (60, 45).
fn file(models: &[M], pieces: &[T], dx: f64, dy: f64, angle: f64) -> TableFile {
    let (s, c) = angle.to_radians().sin_cos();
    let tf = |x: f64, y: f64| {
        let (px, py) = (x - 60.0, y - 45.0);
        [60.0 + px * c - py * s + dx, 45.0 + px * s + py * c + dy]
    };
    let ms: Vec<Value> = models
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let p = tf(m.x, m.y);
            let shape = ["round", "square", "rect"][m.shape as usize];
            let mut base = json!({"shape": shape, "width_mm": m.width});
            if m.shape == 2 {
                base["depth_mm"] = json!(m.depth);
            }
            json!({"id": format!("m{i}"), "unit": format!("u{}-{}", m.side, m.unit),
                   "side": m.side, "x": p[0], "y": p[1], "facing_deg": m.facing + angle,
                   "base": base, "height": m.height})
        })
        .collect();
    let ts: Vec<Value> = pieces
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let (ts, tc) = t.turn.sin_cos();
            let local: Vec<[f64; 2]> = if t.notch {
                // An L: concave.
                vec![
                    [-t.w, -t.h],
                    [t.w, -t.h],
                    [t.w, 0.0],
                    [0.0, 0.0],
                    [0.0, t.h],
                    [-t.w, t.h],
                ]
            } else {
                vec![[-t.w, -t.h], [t.w, -t.h], [t.w, t.h], [-t.w, t.h]]
            };
            let poly: Vec<[f64; 2]> = local
                .iter()
                .map(|p| tf(t.cx + p[0] * tc - p[1] * ts, t.cy + p[0] * ts + p[1] * tc))
                .collect();
            let kind = ["ignorable", "difficult", "impassable"][t.kind as usize];
            json!({"id": format!("t{i}"), "kind": kind, "height": t.height, "polygon": poly})
        })
        .collect();
    serde_json::from_value(json!({"schema_version": 1,
        "table": {"width_cm": 120, "depth_cm": 90}, "terrain": ts, "models": ms}))
    .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn measurements_do_not_change_when_the_table_is_moved_or_turned(
        models in prop::collection::vec(model(), 2..7),
        pieces in prop::collection::vec(terrain(), 0..4),
        dx in -30.0..30.0f64,
        dy in -30.0..30.0f64,
        angle in prop_oneof![Just(90.0), Just(180.0), 0.0..360.0f64],
    ) {
        let a = Table::new(&file(&models, &pieces, 0.0, 0.0, 0.0)).unwrap();
        let b = Table::new(&file(&models, &pieces, dx, dy, angle)).unwrap();
        for i in 0..models.len() {
            for j in 0..models.len() {
                if i == j {
                    continue;
                }
                prop_assert!((a.distance(i, j) - b.distance(i, j)).abs() < 2e-3,
                    "distance {i}->{j}: {} vs {}", a.distance(i, j), b.distance(i, j));
                prop_assert_eq!(a.in_view(i, j), b.in_view(i, j), "view {}->{}", i, j);
                prop_assert_eq!(a.los(i, j), b.los(i, j), "los {}->{}", i, j);
                prop_assert_eq!(a.in_cover(i, j), b.in_cover(i, j), "cover {}->{}", i, j);
                prop_assert_eq!(a.side_of(i, j), b.side_of(i, j), "side {}->{}", i, j);
                prop_assert_eq!(a.engaged(i, j), b.engaged(i, j), "engaged {}->{}", i, j);
            }
        }
    }

    #[test]
    fn the_tree_answers_exactly_as_a_scan_of_every_shape(
        models in prop::collection::vec(model(), 2..12),
        pieces in prop::collection::vec(terrain(), 0..6),
    ) {
        let t = Table::new(&file(&models, &pieces, 0.0, 0.0, 0.0)).unwrap();
        let mut plain = t.clone();
        plain.broad_phase = BroadPhase::AllShapes;
        prop_assert_eq!(answers(&t), answers(&plain));
    }

    #[test]
    fn a_table_built_on_another_tables_terrain_answers_as_one_built_anew(
        before in prop::collection::vec(model(), 0..6),
        models in prop::collection::vec(model(), 2..12),
        pieces in prop::collection::vec(terrain(), 0..6),
    ) {
        let old = Table::new(&file(&before, &pieces, 0.0, 0.0, 0.0)).unwrap();
        let f = file(&models, &pieces, 0.0, 0.0, 0.0);
        let (anew, lent) = (Table::new(&f).unwrap(), old.with_models(&f).unwrap());
        prop_assert_eq!(answers(&anew), answers(&lent));
    }

    /// Moving models one after another refits the tree leaf by leaf (`Table::place_model`);
    /// every answer is still the one a table built with the models there gives.
    #[test]
    fn models_placed_anew_answer_as_on_a_table_built_with_them_there(
        models in prop::collection::vec(model(), 2..12),
        pieces in prop::collection::vec(terrain(), 0..6),
        moves in prop::collection::vec((any::<prop::sample::Index>(), model()), 1..5),
    ) {
        let mut t = Table::new(&file(&models, &pieces, 0.0, 0.0, 0.0)).unwrap();
        let mut moved = models.clone();
        for (which, to) in &moves {
            let i = which.index(models.len());
            (moved[i].x, moved[i].y, moved[i].facing) = (to.x, to.y, to.facing);
            let f = file(&moved, &pieces, 0.0, 0.0, 0.0);
            let m = &f.models[i];
            t.place_model(i, P2::new(m.x, m.y), m.facing_deg);
            let fresh = Table::new(&f).unwrap();
            prop_assert_eq!(answers(&t), answers(&fresh));
        }
    }

    #[test]
    fn absurd_numbers_are_refused_or_measured_never_a_panic(
        xs in prop::collection::vec(prop_oneof![
            Just(f64::NAN), Just(f64::INFINITY), Just(-f64::INFINITY), Just(0.0), Just(-1.0),
            Just(1e300), Just(-1e300), Just(1e-300), -200.0..200.0f64], 16),
        polygon_len in 0..6usize,
        repeat in any::<bool>(),
    ) {
        let mut poly: Vec<Value> = (0..polygon_len).map(|k| json!([xs[k % 16], xs[(k + 5) % 16]])).collect();
        if repeat && !poly.is_empty() {
            // Every corner the same point, or all on one line.
            poly = (0..polygon_len).map(|k| json!([k as f64, 2.0 * k as f64])).collect();
        }
        let text = json!({"schema_version": 1, "table": {"width_cm": xs[0], "depth_cm": xs[1]},
            "terrain": [{"id": "t", "kind": "impassable", "height": xs[2], "polygon": poly}],
            "models": [
              {"id": "a", "unit": "u", "side": 0, "x": xs[3], "y": xs[4], "facing_deg": xs[5],
               "base": {"shape": "rect", "width_mm": xs[6], "depth_mm": xs[7]}, "height": xs[8]},
              {"id": "b", "unit": "v", "side": 1, "x": xs[9], "y": xs[10], "facing_deg": xs[11],
               "base": {"shape": "round", "width_mm": xs[12]}, "height": xs[13]}]})
        .to_string();
        // Non-finite numbers are not JSON: serde_json writes them as null, which is refused.
        match parse_table(std::path::Path::new("p.json"), &text) {
            Err(e) => prop_assert!(!e.message().is_empty()),
            Ok((_, t)) => {
                let report = t.inspect(&InspectOptions::default());
                prop_assert_eq!(report.pairs.len(), 2);
                let _ = t.illegal_placements();
                let _ = t.check_move(&MoveRequest {
                    model: 0,
                    path: vec![P2::new(xs[14], xs[15])],
                    final_facing_deg: None,
                    kind: MoveKind::Run,
                    mov_cm: 10.0,
                    die: None,
                });
                let _ = t.unit_charge(0, 1, xs[15].abs().min(1e6));
            }
        }
    }

    #[test]
    fn degenerate_terrain_straight_from_code_is_an_error_not_a_panic(
        pts in prop::collection::vec((-5.0..5.0f64, -5.0..5.0f64), 0..7),
        collinear in any::<bool>(),
    ) {
        let poly: Vec<[f64; 2]> = if collinear {
            pts.iter().map(|p| [p.0, 2.0 * p.0]).collect()
        } else {
            pts.iter().map(|p| [p.0.round(), p.1.round()]).collect()
        };
        let f: TableFile = serde_json::from_value(json!({"schema_version": 1,
            "table": {"width_cm": 120, "depth_cm": 90},
            "terrain": [{"id": "t", "kind": "difficult", "height": 1, "polygon": poly}]})).unwrap();
        if let Ok(t) = Table::new(&f) {
            let area: f64 = t.terrain[0].parts.iter().map(|p| shoelace(p)).sum();
            prop_assert!(area > 0.0);
        }
    }
}

/// What a table answers: every pair's measures, the illegal placements and the cover near each
/// model.
fn answers(t: &Table) -> (InspectReport<'_>, Vec<PlacementProblem>, &Vec<Vec<usize>>) {
    let options = InspectOptions::default();
    (t.inspect(&options), t.illegal_placements(), &t.near_cover)
}

fn shoelace(p: &[P2]) -> f64 {
    let n = p.len();
    (0..n)
        .map(|i| p[i].x * p[(i + 1) % n].y - p[(i + 1) % n].x * p[i].y)
        .sum::<f64>()
        / 2.0
}

proptest! {
    /// Our exact f64 distance between bases agrees with parry2d's (f32) distance query.
    #[test]
    fn r_geo_1_base_distance_agrees_with_parry2d(a in model(), b in model()) {
        use kensei::table::model::{Base, BaseShape};
        use parry2d::na::{Isometry2, Vector2};
        use parry2d::shape::{Ball, Cuboid, SharedShape};
        let foot = |m: &M| {
            let shape = [BaseShape::Round, BaseShape::Square, BaseShape::Rect][m.shape as usize];
            let depth = (m.shape == 2).then_some(m.depth);
            Footprint::new(P2::new(m.x / 3.0, m.y / 3.0), m.facing,
                &Base { shape, width_mm: m.width, depth_mm: depth })
        };
        let parry = |f: &Footprint| {
            let iso = Isometry2::new(Vector2::new(f.centre.x as f32, f.centre.y as f32),
                f.facing.y.atan2(f.facing.x) as f32);
            let s = if f.round {
                SharedShape::new(Ball::new(f.half_width as f32))
            } else {
                SharedShape::new(Cuboid::new(Vector2::new(f.half_depth as f32, f.half_width as f32)))
            };
            (s, iso)
        };
        let (fa, fb) = (foot(&a), foot(&b));
        let ((sa, ia), (sb, ib)) = (parry(&fa), parry(&fb));
        let theirs = parry2d::query::distance(&ia, &*sa, &ib, &*sb).unwrap() as f64;
        prop_assert!((fa.distance_to(&fb) - theirs.max(0.0)).abs() < 1e-3,
            "ours {} parry {}", fa.distance_to(&fb), theirs);
    }
}
