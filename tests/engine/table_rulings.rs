//! Every geometry ruling with a case drawn from the table: a model behind a wall, a hedge lower
//! than the viewer, a charge into the flank, a unit half in cover...
//!
//! Coordinates are table centimetres (R-UNIT-2): facing 90 looks up the table (+y). Bases are
//! 25 mm unless said otherwise, so a round base has a 1.25 cm radius.

use kensei::table::model::TableFile;
use kensei::table::*;
use serde_json::{Value, json};

fn round(id: &str, unit: &str, side: u8, x: f64, y: f64, facing: f64) -> Value {
    json!({"id": id, "unit": unit, "side": side, "x": x, "y": y, "facing_deg": facing,
           "base": {"shape": "round", "width_mm": 25}, "height": 1})
}

fn square(id: &str, unit: &str, side: u8, x: f64, y: f64, facing: f64) -> Value {
    json!({"id": id, "unit": unit, "side": side, "x": x, "y": y, "facing_deg": facing,
           "base": {"shape": "square", "width_mm": 25}, "height": 1})
}

fn with_height(mut m: Value, h: f64) -> Value {
    m["height"] = json!(h);
    m
}

fn piece(id: &str, kind: &str, height: f64, cover: bool, poly: &[[f64; 2]]) -> Value {
    json!({"id": id, "kind": kind, "height": height, "cover": cover, "polygon": poly})
}

/// A rectangle of terrain from (x0, y0) to (x1, y1).
fn block(id: &str, kind: &str, height: f64, x0: f64, y0: f64, x1: f64, y1: f64) -> Value {
    piece(
        id,
        kind,
        height,
        true,
        &[[x0, y0], [x1, y0], [x1, y1], [x0, y1]],
    )
}

fn table(models: Vec<Value>, terrain: Vec<Value>) -> Table {
    let file: TableFile = serde_json::from_value(json!({
        "schema_version": 1, "table": {"width_cm": 120, "depth_cm": 90},
        "terrain": terrain, "models": models}))
    .unwrap();
    Table::new(&file).unwrap()
}

fn idx(t: &Table, id: &str) -> usize {
    t.model_index(id).unwrap()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-3
}

// --- R-GEO-1 ---------------------------------------------------------------------------------

#[test]
fn r_geo_1_distance_is_between_nearest_edges() {
    let t = table(
        vec![
            round("a", "a", 0, 10.0, 10.0, 90.0),
            round("b", "b", 1, 20.0, 10.0, 270.0),
            square("c", "c", 1, 10.0, 30.0, 0.0),
            square("d", "d", 1, 15.0, 30.0, 45.0),
            round("e", "e", 1, 11.0, 10.0, 0.0),
        ],
        vec![],
    );
    // Centres 10 apart, two radii of 1.25.
    assert!(close(t.distance(idx(&t, "a"), idx(&t, "b")), 7.5));
    // Square c's right edge at x = 11.25; d turned 45°: its corner reaches 15 - 1.25·√2.
    let expected = 15.0 - 1.25 * 2f64.sqrt() - 11.25;
    assert!(close(t.distance(idx(&t, "c"), idx(&t, "d")), expected));
    // Overlapping bases measure 0.
    assert_eq!(t.distance(idx(&t, "a"), idx(&t, "e")), 0.0);
}

#[test]
fn r_geo_1_touching_bases_measure_zero() {
    let t = table(
        vec![
            square("a", "a", 0, 10.0, 10.0, 90.0),
            square("b", "b", 1, 12.5, 10.0, 90.0),
        ],
        vec![],
    );
    assert!(t.distance(0, 1) < 1e-4);
}

// --- R-VIEW-1 --------------------------------------------------------------------------------

#[test]
fn r_view_1_field_of_view_is_the_half_plane_ahead_of_the_front_point() {
    let t = table(
        vec![
            round("viewer", "v", 0, 50.0, 50.0, 90.0),
            // Far to the side but a little ahead: some of its base is ahead of y = 51.25.
            round("ahead", "x", 1, 80.0, 50.5, 270.0),
            // Beside, its base just reaching the front line: not strictly ahead.
            round("beside", "y", 1, 80.0, 50.0, 270.0),
            round("behind", "z", 1, 50.0, 40.0, 90.0),
        ],
        vec![],
    );
    assert!(t.in_view(0, idx(&t, "ahead")));
    assert!(!t.in_view(0, idx(&t, "beside")));
    assert!(!t.in_view(0, idx(&t, "behind")));
    assert_eq!(t.los(0, idx(&t, "behind")), Los::None);
}

// --- R-LOS-1 / R-LOS-2 -----------------------------------------------------------------------

#[test]
fn r_los_2_model_behind_a_wall_taller_than_it_is_not_seen() {
    // A stone wall, height 2, across the whole sight line between y = 55 and y = 56.
    let t = table(
        vec![
            round("archer", "a", 0, 50.0, 40.0, 90.0),
            round("target", "t", 1, 50.0, 60.0, 270.0),
        ],
        vec![block("wall", "impassable", 2.0, 40.0, 55.0, 60.0, 56.0)],
    );
    let s = t.sight(0, 1);
    assert!(s.in_view);
    assert_eq!(s.los, Los::None);
    assert_eq!(s.tall, vec![Obstacle::Terrain(0)]);
    assert_eq!(t.obstacle_id(s.tall[0]), "wall");
}

#[test]
fn r_los_2_wall_as_tall_as_the_viewer_blocks_too() {
    let t = table(
        vec![
            round("archer", "a", 0, 50.0, 40.0, 90.0),
            round("target", "t", 1, 50.0, 60.0, 270.0),
        ],
        vec![block("wall", "impassable", 1.0, 40.0, 55.0, 60.0, 56.0)],
    );
    assert_eq!(t.los(0, 1), Los::None);
}

#[test]
fn r_los_2_hedge_lower_than_the_viewer_gives_partial_sight_and_cover() {
    let t = table(
        vec![
            with_height(round("samurai", "a", 0, 50.0, 40.0, 90.0), 2.0),
            round("target", "t", 1, 50.0, 60.0, 270.0),
        ],
        vec![block("seto", "ignorable", 1.0, 40.0, 55.0, 60.0, 55.5)],
    );
    let s = t.sight(0, 1);
    assert_eq!(s.los, Los::Partial);
    assert_eq!(s.touching, vec![Obstacle::Terrain(0)]);
    assert!(s.tall.is_empty());
    // The target is 3.75 cm from the hedge, so the cover comes from the partial sight.
    let c = t.cover(0, 1);
    assert!(c.in_cover);
    assert!(c.near_terrain.is_empty());
    assert_eq!(c.partial_by, vec![Obstacle::Terrain(0)]);
}

#[test]
fn r_los_2_narrow_tall_rock_gives_only_partial_sight() {
    // A rock 1 cm wide in the middle of a 2.5 cm wide corridor: sight rays pass either side.
    let t = table(
        vec![
            round("archer", "a", 0, 50.0, 40.0, 90.0),
            round("target", "t", 1, 50.0, 60.0, 270.0),
        ],
        vec![block("roca", "impassable", 5.0, 49.5, 50.0, 50.5, 51.0)],
    );
    assert_eq!(t.los(0, 1), Los::Partial);
}

#[test]
fn r_los_2_two_tall_pieces_side_by_side_together_block() {
    // Two rocks each covering half the corridor, at different distances: together no gap.
    let t = table(
        vec![
            round("archer", "a", 0, 50.0, 40.0, 90.0),
            round("target", "t", 1, 50.0, 60.0, 270.0),
        ],
        vec![
            block("left", "impassable", 3.0, 48.0, 45.0, 50.1, 46.0),
            block("right", "impassable", 3.0, 49.9, 52.0, 52.0, 53.0),
        ],
    );
    let s = t.sight(0, 1);
    assert_eq!(s.los, Los::None);
    assert_eq!(s.tall.len(), 2);
}

#[test]
fn r_los_1_flat_road_never_blocks_sight() {
    let t = table(
        vec![
            round("archer", "a", 0, 50.0, 40.0, 90.0),
            round("target", "t", 1, 50.0, 60.0, 270.0),
        ],
        vec![piece(
            "camino",
            "ignorable",
            0.0,
            false,
            &[[40.0, 49.0], [60.0, 49.0], [60.0, 52.0], [40.0, 52.0]],
        )],
    );
    assert_eq!(t.los(0, 1), Los::Total);
    assert!(!t.in_cover(0, 1));
}

#[test]
fn r_los_1_models_in_between_are_obstacles_and_the_corridor_is_as_wide_as_the_viewer() {
    // A friend 2 cm left of the sight line: its edge reaches x = 49.25, inside a 2.5 cm wide
    // corridor (x 48.75..51.25) but outside a 1 cm wide one.
    let wide = table(
        vec![
            round("archer", "a", 0, 50.0, 40.0, 90.0),
            round("target", "t", 1, 50.0, 60.0, 270.0),
            round("friend", "a", 0, 48.0, 50.0, 90.0),
        ],
        vec![],
    );
    assert_eq!(wide.los(0, 1), Los::Partial);
    let mut narrow_viewer = round("archer", "a", 0, 50.0, 40.0, 90.0);
    narrow_viewer["base"] = json!({"shape": "round", "width_mm": 10});
    let narrow = table(
        vec![
            narrow_viewer,
            round("target", "t", 1, 50.0, 60.0, 270.0),
            round("friend", "a", 0, 48.0, 50.0, 90.0),
        ],
        vec![],
    );
    assert_eq!(narrow.los(0, 1), Los::Total);
}

#[test]
fn r_los_2_concave_terrain_blocks_only_where_it_is() {
    // A U-shaped rock wall, open towards the archer: the sight line runs inside the U and meets
    // its closed end.
    let u = [
        [45.0, 45.0],
        [47.0, 45.0],
        [47.0, 53.0],
        [53.0, 53.0],
        [53.0, 45.0],
        [55.0, 45.0],
        [55.0, 55.0],
        [45.0, 55.0],
    ];
    let t = table(
        vec![
            round("archer", "a", 0, 50.0, 40.0, 90.0),
            round("target", "t", 1, 50.0, 60.0, 270.0),
            round("inside", "i", 1, 50.0, 50.0, 270.0),
        ],
        vec![piece("u", "impassable", 3.0, true, &u)],
    );
    assert!(t.terrain[0].parts.len() >= 2);
    assert_eq!(t.los(0, idx(&t, "target")), Los::None);
    // Nothing of the U stands between the archer and a model inside it.
    assert_eq!(t.los(0, idx(&t, "inside")), Los::Total);
}

// --- R-COVER-1 / R-COVER-2 -------------------------------------------------------------------

#[test]
fn r_cover_1_within_2_5_cm_of_a_wood_is_cover() {
    let t = table(
        vec![
            round("archer", "a", 0, 20.0, 20.0, 90.0),
            round("near", "t", 1, 20.0, 50.0, 270.0),
            round("far", "u", 1, 40.0, 50.0, 270.0),
        ],
        // Wood edge at x = 23.5: 2.25 cm from "near"'s base.
        vec![block("bosque", "difficult", 3.0, 23.5, 45.0, 30.0, 55.0)],
    );
    assert!(t.in_cover(0, idx(&t, "near")));
    assert_eq!(t.cover(0, idx(&t, "near")).near_terrain, vec![0]);
    // "far" stands 8.75 cm from the wood and the wood is not on the sight line.
    assert!(!t.in_cover(0, idx(&t, "far")) || t.los(0, idx(&t, "far")) == Los::Partial);
    assert!(t.cover(0, idx(&t, "far")).near_terrain.is_empty());
}

#[test]
fn r_cover_1_terrain_without_cover_gives_none_by_distance() {
    let t = table(
        vec![
            round("archer", "a", 0, 20.0, 20.0, 90.0),
            round("t", "t", 1, 20.0, 50.0, 270.0),
        ],
        vec![piece(
            "camino",
            "ignorable",
            0.0,
            false,
            &[[22.0, 40.0], [25.0, 40.0], [25.0, 60.0], [22.0, 60.0]],
        )],
    );
    assert!(!t.in_cover(0, 1));
}

#[test]
fn r_cover_1_own_unit_in_the_way_gives_no_cover() {
    // The target's unit mate stands half in the sight line: partial sight, but no cover.
    let t = table(
        vec![
            round("archer", "a", 0, 50.0, 40.0, 90.0),
            round("t1", "t", 1, 50.0, 60.0, 270.0),
            round("t2", "t", 1, 52.0, 57.4, 270.0),
            round("other", "o", 1, 48.0, 50.0, 270.0),
        ],
        vec![],
    );
    // With "other" also in the way, its presence gives cover.
    assert_eq!(t.los(0, 1), Los::Partial);
    assert!(t.in_cover(0, 1));
    let t = table(
        vec![
            round("archer", "a", 0, 50.0, 40.0, 90.0),
            round("t1", "t", 1, 50.0, 60.0, 270.0),
            round("t2", "t", 1, 52.0, 57.4, 270.0),
        ],
        vec![],
    );
    assert_eq!(t.los(0, 1), Los::Partial);
    assert!(!t.in_cover(0, 1));
}

#[test]
fn r_cover_2_unit_half_in_cover_is_in_cover() {
    // Four ashigaru in a line; the two on the left stand by a wood.
    let models = vec![
        round("arq1", "arqueros", 0, 40.0, 20.0, 90.0),
        round("t1", "ashigaru", 1, 30.0, 60.0, 270.0),
        round("t2", "ashigaru", 1, 32.6, 60.0, 270.0),
        round("t3", "ashigaru", 1, 35.2, 60.0, 270.0),
        round("t4", "ashigaru", 1, 37.8, 60.0, 270.0),
    ];
    // Wood edge x = 31: t1 and t2 within 2.5 cm of it, t3 2.95 cm away.
    let wood = block("bosque", "difficult", 3.0, 20.0, 62.0, 31.0, 70.0);
    let t = table(models.clone(), vec![wood]);
    let shooters = t.unit_index("arqueros").unwrap();
    let target = t.unit_index("ashigaru").unwrap();
    let c = t.unit_cover(shooters, target);
    assert_eq!(c.seen.len(), 4);
    assert_eq!(c.needed, 2);
    assert_eq!(c.covered.len(), 2);
    assert!(c.in_cover);
    // Only one by the wood: not in cover.
    let t = table(
        models,
        vec![block("bosque", "difficult", 3.0, 20.0, 62.0, 28.0, 70.0)],
    );
    let c = t.unit_cover(shooters, target);
    assert_eq!(c.covered.len(), 1);
    assert!(!c.in_cover);
}

#[test]
fn r_cover_1_l142_a_square_bases_corner_near_a_wood_is_cover_with_no_viewer() {
    // The wood's corner (22.95, 52.95) is 2.4 cm from the corner of s1's square base at
    // (20, 50), though 2.92 cm from a circle of half its width.
    let samurai: Vec<Value> = [20.0, 17.4, 14.8]
        .iter()
        .enumerate()
        .map(|(i, &x)| square(&format!("s{}", i + 1), "samurai", 0, x, 50.0, 90.0))
        .collect();
    let by_the_wood = |models: &[Value]| {
        let wood = block("bosque", "difficult", 3.0, 22.95, 52.95, 30.0, 60.0);
        table(models.to_vec(), vec![wood])
    };
    let t = by_the_wood(&samurai);
    assert!(t.in_terrain_cover(idx(&t, "s1")));
    assert!(!t.in_terrain_cover(idx(&t, "s2")));
    // One of three is less than half (R-COVER-2's count); one of two is half.
    assert!(!t.unit_in_terrain_cover(t.unit_index("samurai").unwrap()));
    let two = by_the_wood(&samurai[..2]);
    assert!(two.unit_in_terrain_cover(two.unit_index("samurai").unwrap()));
}

// --- R-ENG-1 ---------------------------------------------------------------------------------

#[test]
fn r_eng_1_enemies_within_2_5_cm_facing_each_other_are_engaged() {
    let t = table(
        vec![
            round("a", "a", 0, 50.0, 50.0, 90.0),
            round("b", "b", 1, 50.0, 54.5, 270.0),
            // Side by side, both facing up: within 2.5 cm but no facing ray crosses the other.
            round("c", "c", 1, 53.0, 50.0, 90.0),
            // Facing each other 3 cm apart (edges): too far.
            round("d", "d", 1, 50.0, 37.0, 90.0),
            round("e", "e", 0, 50.0, 42.5, 270.0),
        ],
        vec![],
    );
    assert!(t.engaged(0, 1));
    assert!(!t.engaged(0, idx(&t, "c")));
    assert!(!t.engaged(idx(&t, "d"), idx(&t, "e")));
    assert_eq!(t.engaged_with(0), vec![1]);
}

#[test]
fn r_eng_1_one_facing_the_other_is_enough_and_friends_never_engage() {
    // b turned away, a looks at b's back: engaged (a's ray passes through b).
    let t = table(
        vec![
            round("a", "a", 0, 50.0, 50.0, 90.0),
            round("b", "b", 1, 50.0, 53.0, 90.0),
            round("f", "f", 0, 50.0, 47.0, 90.0),
        ],
        vec![],
    );
    assert!(t.engaged(0, 1));
    assert!(t.units_engaged(0, 1));
    assert!(!t.engaged(idx(&t, "f"), 0));
}

// --- R-SIDE-1 / R-SIDE-2 ---------------------------------------------------------------------

#[test]
fn r_side_1_charge_into_the_flank() {
    // Defender faces +y at (50, 50); square 25 mm bases: front line y = 51.25, rear y = 48.75.
    let t = table(
        vec![
            square("def", "d", 1, 50.0, 50.0, 90.0),
            // In contact with its right side, level with it: flank.
            square("flank", "f", 0, 52.5, 50.0, 180.0),
            // Straight in front: front.
            square("front", "g", 0, 50.0, 52.5, 270.0),
            // Wholly behind the rear line: rear.
            square("rear", "h", 0, 50.0, 47.5, 90.0),
            // Slightly forward of the flank position: a part pokes ahead of the front line.
            square("fwd", "i", 0, 52.5, 50.5, 180.0),
        ],
        vec![],
    );
    let d = idx(&t, "def");
    assert_eq!(t.side_of(idx(&t, "flank"), d), Side::Flank);
    assert_eq!(t.side_of(idx(&t, "front"), d), Side::Front);
    assert_eq!(t.side_of(idx(&t, "rear"), d), Side::Rear);
    assert_eq!(t.side_of(idx(&t, "fwd"), d), Side::Front);
    assert!(t.engaged(idx(&t, "flank"), d));
    let lines = t.side_lines(d);
    assert!(close(lines.front[0].y, 51.25) && close(lines.rear[1].y, 48.75));
}

#[test]
fn r_side_2_unit_attacks_by_the_side_most_of_its_engaged_models_use() {
    // Target unit of two facing +y; attackers: two on its right flank, one in front.
    let t = table(
        vec![
            square("t1", "tgt", 1, 50.0, 50.0, 90.0),
            square("t2", "tgt", 1, 47.5, 50.0, 90.0),
            square("a1", "att", 0, 52.5, 50.0, 180.0),
            square("a2", "att", 0, 52.5, 49.0, 180.0),
            square("a3", "att", 0, 47.5, 52.5, 270.0),
        ],
        vec![],
    );
    let att = t.unit_index("att").unwrap();
    let tgt = t.unit_index("tgt").unwrap();
    let r = t.unit_attack_side(att, tgt).unwrap();
    assert_eq!(r.counts, [1, 2, 0]);
    assert_eq!(r.needed, 2);
    assert_eq!(r.side, Side::Flank);
    assert!(!r.defender_chooses);
}

#[test]
fn r_side_2_tie_lets_the_defender_choose_front_by_default() {
    let t = table(
        vec![
            square("t1", "tgt", 1, 50.0, 50.0, 90.0),
            square("a1", "att", 0, 52.5, 50.0, 180.0),
            square("a2", "att", 0, 50.0, 52.5, 270.0),
        ],
        vec![],
    );
    let r = t
        .unit_attack_side(t.unit_index("att").unwrap(), t.unit_index("tgt").unwrap())
        .unwrap();
    assert_eq!(r.counts, [1, 1, 0]);
    assert!(r.defender_chooses);
    assert_eq!(r.side, Side::Front);
}

#[test]
fn r_side_2_attacker_itself_attacked_in_the_flank_counts_as_front() {
    // a1 hits t1's flank, but t2 stands on a1's own flank facing it (L699).
    let t = table(
        vec![
            square("t1", "tgt", 1, 50.0, 50.0, 90.0),
            square("a1", "att", 0, 52.5, 50.0, 180.0),
            square("t2", "tgt2", 1, 52.5, 52.5, 270.0),
        ],
        vec![],
    );
    let a1 = idx(&t, "a1");
    assert_eq!(t.side_of(a1, 0), Side::Flank);
    assert_eq!(t.side_of(idx(&t, "t2"), a1), Side::Flank);
    assert_eq!(t.attack_side(a1, 0), Side::Front);
    let r = t
        .unit_attack_side(t.unit_index("att").unwrap(), t.unit_index("tgt").unwrap())
        .unwrap();
    assert_eq!(r.side, Side::Front);
}

#[test]
fn r_side_2_no_engagement_no_side() {
    let t = table(
        vec![
            square("t1", "tgt", 1, 50.0, 50.0, 90.0),
            square("a1", "att", 0, 70.0, 50.0, 180.0),
        ],
        vec![],
    );
    assert!(t.unit_attack_side(1, 0).is_none());
}

// --- R-FORM-1 --------------------------------------------------------------------------------

fn line_unit(n: usize, gap: f64, unit: &str) -> Vec<Value> {
    (0..n)
        .map(|i| {
            round(
                &format!("{unit}{i}"),
                unit,
                0,
                20.0 + i as f64 * (2.5 + gap),
                20.0,
                90.0,
            )
        })
        .collect()
}

#[test]
fn r_form_1_closed_block_is_in_formation_and_a_long_line_is_not() {
    // A 2 x 2 block, 1 cm between bases: everyone has two mates within 2.5 cm.
    let block_unit = vec![
        round("b1", "blk", 0, 20.0, 20.0, 90.0),
        round("b2", "blk", 0, 23.5, 20.0, 90.0),
        round("b3", "blk", 0, 20.0, 23.5, 90.0),
        round("b4", "blk", 0, 23.5, 23.5, 90.0),
    ];
    let t = table(block_unit, vec![]);
    let f = t.formation(0, FormationKind::Closed);
    assert!(f.in_formation, "{:?}", f.violations);
    // A line of three: each end has only one mate within 2.5 cm.
    let t = table(line_unit(3, 1.0, "l"), vec![]);
    let f = t.formation(0, FormationKind::Closed);
    assert!(!f.in_formation);
    let named: Vec<String> = f.violations.iter().map(|v| v.to_string()).collect();
    assert_eq!(f.violations.len(), 2, "{named:?}");
    assert!(named[0].starts_with("l0 has 1 of its unit within 2.5 cm, needs 2"));
    assert!(named[1].starts_with("l2 has 1"));
}

#[test]
fn r_form_1_unit_of_two_needs_one_mate() {
    let t = table(line_unit(2, 2.0, "p"), vec![]);
    assert!(t.formation(0, FormationKind::Closed).in_formation);
    let t = table(line_unit(2, 3.0, "p"), vec![]);
    assert!(!t.formation(0, FormationKind::Closed).in_formation);
}

#[test]
fn r_form_1_skirmishers_keep_open_formation_within_5_cm() {
    let t = table(line_unit(4, 4.5, "h"), vec![]);
    assert!(t.formation(0, FormationKind::Open).in_formation);
    assert!(!t.formation(0, FormationKind::Closed).in_formation);
    let t = table(line_unit(4, 5.5, "h"), vec![]);
    assert!(!t.formation(0, FormationKind::Open).in_formation);
}

#[test]
fn r_form_1_no_two_models_more_than_20_cm_apart() {
    // Nine skirmishers 4 cm apart: the ends are 8 x 6.5 - 2.5 = 49.5 cm apart.
    let t = table(line_unit(9, 4.0, "s"), vec![]);
    let f = t.formation(0, FormationKind::Open);
    assert!(!f.in_formation);
    assert!(
        f.violations
            .iter()
            .all(|v| matches!(v, FormationViolation::TooFarApart { .. }))
    );
    assert!(f.violations.iter().any(|v| matches!(v,
        FormationViolation::TooFarApart { a, b, distance_cm } if a == "s0" && b == "s8" && (*distance_cm - 49.5).abs() < 0.01)));
}

#[test]
fn r_form_1_isolated_model_and_army_leader_exception() {
    let mut models = line_unit(3, 1.0, "u");
    models.push(round("lost", "u", 0, 40.0, 20.0, 90.0));
    let t = table(models, vec![]);
    let lost = idx(&t, "lost");
    assert_eq!(t.isolated(0, FormationKind::Closed, |_| false), vec![lost]);
    assert!(
        t.isolated(0, FormationKind::Closed, |m| m == lost)
            .is_empty()
    );
    // A lone model is its own unit: never isolated.
    let t = table(vec![round("hero", "hero", 0, 40.0, 20.0, 90.0)], vec![]);
    assert!(t.isolated(0, FormationKind::Closed, |_| false).is_empty());
    assert!(t.formation(0, FormationKind::Closed).in_formation);
}

#[test]
fn r_form_3_l990_l396_a_skirmisher_is_isolated_only_beyond_its_open_formations_5_cm() {
    // Three in a line and a fourth whose base is 4 cm from the nearest: a straggler in a closed
    // formation, still within reach of a mate in an open one.
    let mut models = line_unit(3, 1.0, "u");
    let last = 20.0 + 2.0 * 3.5; // the third model's centre (`line_unit`)
    models.push(round("wide", "u", 0, last + 2.5 + 4.0, 20.0, 90.0));
    let t = table(models, vec![]);
    let wide = idx(&t, "wide");
    assert_eq!(t.isolated(0, FormationKind::Closed, |_| false), vec![wide]);
    assert!(t.isolated(0, FormationKind::Open, |_| false).is_empty());
    // Beyond 5 cm a skirmisher is isolated too.
    let mut models = line_unit(3, 1.0, "u");
    models.push(round("lost", "u", 0, last + 2.5 + 5.5, 20.0, 90.0));
    let t = table(models, vec![]);
    let lost = idx(&t, "lost");
    assert_eq!(t.isolated(0, FormationKind::Open, |_| false), vec![lost]);
}

// --- R-ZOC-1 ---------------------------------------------------------------------------------

#[test]
fn r_zoc_1_zone_of_control_is_mov_around_the_base() {
    let t = table(
        vec![
            round("a", "a", 0, 50.0, 50.0, 90.0),
            round("near", "n", 1, 50.0, 61.0, 270.0),
            round("far", "f", 1, 50.0, 63.0, 270.0),
        ],
        vec![],
    );
    // MOV 10: near is 8.5 cm away, far 10.5.
    assert_eq!(t.in_zone_of_control(0, 10.0), vec![idx(&t, "near")]);
    assert!(t.zoc_contains(0, P2::new(50.0, 61.25), 10.0));
    assert!(!t.zoc_contains(0, P2::new(50.0, 61.3), 10.0));
    let outline = t.zoc_outline(0, 10.0, 4);
    assert!(
        outline
            .iter()
            .all(|p| ((p - P2::new(50.0, 50.0)).norm() - 11.25).abs() < 1e-9)
    );
}

// --- R-CHG-1 ---------------------------------------------------------------------------------

#[test]
fn r_chg_1_charge_reach_is_mov_plus_d6_to_the_nearest_seen_target() {
    // Samurai MOV 10 at 13 cm (edges) from the nearest ashigaru it sees.
    let t = table(
        vec![
            round("s1", "sam", 0, 50.0, 30.0, 90.0),
            round("s2", "sam", 0, 52.6, 30.0, 90.0),
            round("a1", "ash", 1, 50.0, 45.5, 270.0),
            round("a2", "ash", 1, 60.0, 55.0, 270.0),
        ],
        vec![],
    );
    let sam = t.unit_index("sam").unwrap();
    let ash = t.unit_index("ash").unwrap();
    let c = t.unit_charge(sam, ash, 10.0);
    let s1 = &c.models[0];
    assert_eq!(s1.nearest_target, Some(idx(&t, "a1")));
    let o = s1.odds.as_ref().unwrap();
    assert!(close(o.gap_cm, 13.0));
    assert_eq!(o.die_needed, Some(3));
    assert_eq!(o.chance.sixths, 4);
    assert_eq!(o.powered_chance.sixths, 6);
    // The unit's roll is one D6: its odds are those of the shortest gap.
    let unit = c.odds.unwrap();
    assert!(close(unit.gap_cm, 13.0));
    assert_eq!(c.failed_move_cm, 10.0);
}

#[test]
fn r_chg_1_a_model_that_sees_no_target_cannot_charge() {
    let t = table(
        vec![
            round("s1", "sam", 0, 50.0, 30.0, 270.0),
            round("a1", "ash", 1, 50.0, 45.5, 270.0),
        ],
        vec![],
    );
    let c = t.unit_charge(0, 1, 10.0);
    assert_eq!(c.models[0].nearest_target, None);
    assert!(c.odds.is_none());
}

#[test]
fn r_chg_1_behind_a_wall_the_charger_must_pick_a_seen_model() {
    let t = table(
        vec![
            round("s1", "sam", 0, 50.0, 30.0, 90.0),
            round("hidden", "ash", 1, 50.0, 40.0, 270.0),
            round("seen", "ash", 1, 70.0, 40.0, 270.0),
        ],
        vec![block("muro", "impassable", 2.0, 45.0, 35.0, 55.0, 36.0)],
    );
    let c = t.model_charge(0, 1, 10.0);
    assert_eq!(c.nearest_target, Some(idx(&t, "seen")));
}

// --- Range bands, the general's aura, Liderar ------------------------------------------------

#[test]
fn shooting_range_bands_by_edge_distance() {
    let t = table(
        vec![
            round("arq", "arq", 0, 10.0, 10.0, 0.0),
            round("t1", "t", 1, 41.5, 10.0, 180.0),
            round("t2", "t", 1, 80.0, 10.0, 180.0),
        ],
        vec![],
    );
    let r = t.unit_range(0, 1);
    // 41.5 - 10 - 2.5 = 29 cm: medium.
    assert_eq!(r.models[0].3, RangeBand::Medium);
    assert_eq!(r.best, RangeBand::Medium);
}

#[test]
fn r_dice_3_general_rerolls_for_models_within_15_cm_that_see_it() {
    let t = table(
        vec![
            round("general", "gen", 0, 50.0, 50.0, 90.0),
            round("near", "n", 0, 50.0, 36.0, 90.0),
            round("far", "f", 0, 50.0, 33.0, 90.0),
            round("looking_away", "g", 0, 40.0, 50.0, 180.0),
            round("walled", "w", 0, 60.0, 40.0, 90.0),
            round("enemy", "e", 1, 50.0, 60.0, 270.0),
        ],
        vec![block("muro", "impassable", 2.0, 55.0, 42.0, 65.0, 43.0)],
    );
    let aura = t.general_aura(0);
    let names: Vec<&str> = aura.iter().map(|&m| t.models[m].id.as_str()).collect();
    assert_eq!(names, vec!["general", "near"]);
}

#[test]
fn liderar_picks_friendly_units_within_10_cm() {
    let t = table(
        vec![
            round("leader", "ldr", 0, 50.0, 50.0, 90.0),
            round("x1", "x", 0, 60.0, 50.0, 90.0),
            round("x2", "x", 0, 70.0, 50.0, 90.0),
            round("y1", "y", 0, 50.0, 63.0, 90.0),
            round("e1", "e", 1, 45.0, 50.0, 90.0),
        ],
        vec![],
    );
    assert_eq!(t.units_near_leader(0), vec![t.unit_index("x").unwrap()]);
}

// --- Illegal placements ----------------------------------------------------------------------

#[test]
fn overlapping_off_table_and_on_impassable_bases_are_illegal() {
    let t = table(
        vec![
            round("a", "a", 0, 50.0, 50.0, 90.0),
            round("b", "b", 1, 51.0, 50.0, 90.0),
            round("edge", "c", 0, 0.5, 20.0, 90.0),
            square("rock", "d", 0, 80.0, 80.0, 90.0),
            round("touch", "e", 0, 52.5 + 1.0, 50.0, 90.0),
        ],
        vec![block("roca", "impassable", 3.0, 79.0, 79.0, 85.0, 85.0)],
    );
    let problems = t.illegal_placements();
    assert_eq!(
        problems,
        vec![
            PlacementProblem::Overlap {
                a: "a".into(),
                b: "b".into(),
                depth_cm: 1.5
            },
            PlacementProblem::OffTable {
                model: "edge".into(),
                by_cm: 0.75
            },
            PlacementProblem::OnImpassable {
                model: "rock".into(),
                terrain: "roca".into()
            },
        ]
    );
}

// --- R-MOV-1: the move checker ---------------------------------------------------------------

fn move_table() -> Table {
    table(
        vec![
            round("m", "m", 0, 20.0, 20.0, 90.0),
            round("other", "o", 1, 40.0, 30.0, 270.0),
        ],
        vec![
            block("bosque", "difficult", 3.0, 18.0, 28.0, 22.0, 32.0),
            block("muro", "impassable", 2.0, 28.0, 10.0, 29.0, 40.0),
        ],
    )
}

#[test]
fn r_mov_1_a_straight_move_within_mov_is_legal() {
    let t = move_table();
    let c = t.check_move(&MoveRequest {
        model: 0,
        path: vec![P2::new(24.0, 23.0)],
        final_facing_deg: None,
        kind: MoveKind::Move,
        mov_cm: 10.0,
        die: None,
    });
    assert!(close(c.length_cm, 5.0));
    assert_eq!(c.within_allowance, Some(true));
    assert!(c.legal(), "{:?}", c.problems);
}

#[test]
fn r_mov_1_crossing_a_wood_is_difficult_and_a_run_may_not() {
    let t = move_table();
    let through_wood = MoveRequest {
        model: 0,
        path: vec![P2::new(20.0, 36.0)],
        final_facing_deg: None,
        kind: MoveKind::Move,
        mov_cm: 16.0,
        die: None,
    };
    let c = t.check_move(&through_wood);
    assert_eq!(c.crosses_difficult, vec!["bosque".to_string()]);
    assert!(c.legal());
    let run = MoveRequest {
        kind: MoveKind::Run,
        ..through_wood
    };
    let c = t.check_move(&run);
    assert!(!c.legal());
    assert!(
        c.problems
            .iter()
            .any(|p| matches!(p, kensei::table::MoveProblem::RunCrossesDifficult { .. })),
        "L557: {:?}",
        c.problems
    );
    // 2 x 16 + D6 always covers 16 cm.
    assert_eq!(c.chance.sixths, 6);
}

#[test]
fn r_mov_1_walls_and_models_cannot_be_crossed_but_can_be_walked_around() {
    let t = move_table();
    let through = t.check_move(&MoveRequest {
        model: 0,
        path: vec![P2::new(35.0, 20.0)],
        final_facing_deg: None,
        kind: MoveKind::Move,
        mov_cm: 20.0,
        die: None,
    });
    assert_eq!(through.crosses_impassable, vec!["muro".to_string()]);
    assert!(!through.legal());
    let around = t.check_move(&MoveRequest {
        model: 0,
        path: vec![
            P2::new(25.0, 43.0),
            P2::new(33.0, 43.0),
            P2::new(33.0, 38.0),
        ],
        final_facing_deg: Some(0.0),
        kind: MoveKind::Move,
        mov_cm: 40.0,
        die: None,
    });
    assert!(
        around.crosses_impassable.is_empty(),
        "{:?}",
        around.problems
    );
    assert!(close(
        around.length_cm,
        (25.0f64 + 23.0 * 23.0).sqrt() + 8.0 + 5.0
    ));
    let into_model = t.check_move(&MoveRequest {
        model: 0,
        path: vec![
            P2::new(25.0, 43.0),
            P2::new(40.0, 43.0),
            P2::new(40.0, 20.0),
        ],
        final_facing_deg: None,
        kind: MoveKind::Move,
        mov_cm: 60.0,
        die: None,
    });
    assert_eq!(into_model.crosses_models, vec!["other".to_string()]);
}

#[test]
fn r_chg_1_charge_move_allowance_uses_the_die() {
    let t = move_table();
    let mut req = MoveRequest {
        model: 0,
        path: vec![P2::new(20.0, 26.0)],
        final_facing_deg: None,
        kind: MoveKind::Charge,
        mov_cm: 4.0,
        die: None,
    };
    let c = t.check_move(&req);
    assert_eq!(c.die_needed, Some(2));
    assert_eq!(c.chance.sixths, 5);
    assert_eq!(c.within_allowance, None);
    req.die = Some(1);
    assert_eq!(t.check_move(&req).within_allowance, Some(false));
    req.die = Some(2);
    assert_eq!(t.check_move(&req).within_allowance, Some(true));
}

#[test]
fn r_mov_1_a_run_must_go_forwards_into_the_field_of_view() {
    let t = move_table();
    let back = t.check_move(&MoveRequest {
        model: 0,
        path: vec![P2::new(20.0, 15.0)],
        final_facing_deg: None,
        kind: MoveKind::Run,
        mov_cm: 10.0,
        die: Some(3),
    });
    assert!(back.ends_out_of_view);
    assert!(!back.legal());
}

#[test]
fn leaving_the_table_is_refused() {
    let t = move_table();
    let c = t.check_move(&MoveRequest {
        model: 0,
        path: vec![P2::new(0.5, 20.0)],
        final_facing_deg: None,
        kind: MoveKind::Move,
        mov_cm: 30.0,
        die: None,
    });
    assert!(c.leaves_table);
    assert!(!c.legal());
}

#[test]
fn moving_a_model_refreshes_sight_and_cover() {
    let mut t = table(
        vec![
            round("archer", "a", 0, 50.0, 40.0, 90.0),
            round("target", "t", 1, 50.0, 60.0, 270.0),
        ],
        vec![block("wall", "impassable", 2.0, 40.0, 55.0, 60.0, 56.0)],
    );
    assert_eq!(t.los(0, 1), Los::None);
    // The target steps out beside the wall, far from it: seen in full, no cover.
    t.place_model(1, P2::new(75.0, 60.0), 270.0);
    assert_eq!(t.los(0, 1), Los::Total);
    assert!(!t.in_cover(0, 1));
    assert!(close(
        t.distance(0, 1),
        (25.0f64 * 25.0 + 20.0 * 20.0).sqrt() - 2.5
    ));
}

#[test]
fn r_los_2_neighbours_in_a_closed_rank_only_graze_the_corridor() {
    // Three ashigaru shoulder to shoulder (25 mm bases, touching) facing an enemy straight ahead:
    // the neighbours' bases are tangent to the middle model's corridor and do not make its sight
    // partial, nor put the enemy in cover (R-LOS-2, R-COVER-1).
    let t = table(
        vec![
            round("a1", "a", 0, 47.5, 40.0, 90.0),
            round("a2", "a", 0, 50.0, 40.0, 90.0),
            round("a3", "a", 0, 52.5, 40.0, 90.0),
            round("e1", "e", 1, 50.0, 60.0, 270.0),
        ],
        vec![],
    );
    let s = t.sight(1, 3);
    assert_eq!(s.los, Los::Total, "{:?}", s.touching);
    assert!(!t.in_cover(1, 3));
    // A neighbour that steps 1 mm into the corridor does touch it.
    let t = table(
        vec![
            round("a1", "a", 0, 47.6, 40.0, 90.0),
            round("a2", "a", 0, 50.0, 40.0, 90.0),
            round("e1", "e", 1, 50.0, 60.0, 270.0),
        ],
        vec![],
    );
    assert_eq!(t.los(1, 2), Los::Partial);
}
