//! The few measurements the battle engine takes on the table: distances between bases,
//! engagement, field of view, the models of a unit near another, and straight moves.
//!
//! Bases are parry2d shapes (a ball for a round base, a cuboid otherwise), placed at the model's
//! centre and turned to its facing (R-UNIT-2, R-UNIT-3). Table centimetres; base millimetres.

use parry2d::math::{Isometry, Point, Real, Vector};
use parry2d::query::Ray;
use parry2d::shape::{Ball, Cuboid, Shape};

use super::state::ModelState;
use crate::table::model::{Base, BaseShape};

/// Engagement distance: one infantry base, 2.5 cm (L147, R-ENG-1).
pub const ENGAGE_CM: f64 = 2.5;

/// Width and depth of a base in cm.
pub fn base_size_cm(base: &Base) -> (f64, f64) {
    let w = base.width_mm / 10.0;
    let d = match base.shape {
        BaseShape::Rect => base.depth_mm.unwrap_or(base.width_mm) / 10.0,
        _ => w,
    };
    (w, d)
}

fn shape_of(m: &ModelState) -> Box<dyn Shape> {
    let (w, d) = base_size_cm(&m.base);
    match m.base.shape {
        BaseShape::Round => Box::new(Ball::new((w / 2.0) as Real)),
        // Width is the front edge: across the facing direction (R-UNIT-3).
        _ => Box::new(Cuboid::new(Vector::new(
            (d / 2.0) as Real,
            (w / 2.0) as Real,
        ))),
    }
}

fn pose_of(m: &ModelState) -> Isometry<Real> {
    Isometry::new(
        Vector::new(m.x as Real, m.y as Real),
        m.facing_deg.to_radians() as Real,
    )
}

/// Edge-to-edge distance (R-GEO-1): 0 when touching or overlapping.
pub fn distance(a: &ModelState, b: &ModelState) -> f64 {
    let sa = shape_of(a);
    let sb = shape_of(b);
    parry2d::query::distance(&pose_of(a), sa.as_ref(), &pose_of(b), sb.as_ref())
        .map(f64::from)
        .unwrap_or_else(|_| {
            let (wa, _) = base_size_cm(&a.base);
            let (wb, _) = base_size_cm(&b.base);
            ((a.x - b.x).hypot(a.y - b.y) - wa / 2.0 - wb / 2.0).max(0.0)
        })
}

fn facing_ray_hits(from: &ModelState, to: &ModelState) -> bool {
    let dir = Vector::new(
        from.facing_deg.to_radians().cos() as Real,
        from.facing_deg.to_radians().sin() as Real,
    );
    let ray = Ray::new(Point::new(from.x as Real, from.y as Real), dir);
    shape_of(to)
        .cast_ray(&pose_of(to), &ray, Real::MAX, true)
        .is_some()
}

/// Two enemy models are engaged (R-ENG-1, L147): within 2.5 cm and the facing ray from the
/// centre of at least one of them passes through the other's base.
pub fn engaged(a: &ModelState, b: &ModelState) -> bool {
    a.side != b.side
        && distance(a, b) <= ENGAGE_CM + 1e-6
        && (facing_ray_hits(a, b) || facing_ray_hits(b, a))
}

/// Whether any part of `b`'s base is in front of `a`'s front line (R-VIEW-1, L120).
pub fn in_view(a: &ModelState, b: &ModelState) -> bool {
    let (fx, fy) = (
        a.facing_deg.to_radians().cos(),
        a.facing_deg.to_radians().sin(),
    );
    let (_, da) = base_size_cm(&a.base);
    let front = a.x * fx + a.y * fy + da / 2.0;
    let (wb, db) = base_size_cm(&b.base);
    let reach = match b.base.shape {
        BaseShape::Round => wb / 2.0,
        _ => {
            let (bx, by) = (
                b.facing_deg.to_radians().cos(),
                b.facing_deg.to_radians().sin(),
            );
            let along = (bx * fx + by * fy).abs() * db / 2.0;
            let across = (-by * fx + bx * fy).abs() * wb / 2.0;
            along + across
        }
    };
    b.x * fx + b.y * fy + reach > front + 1e-9
}

/// The battle's table file: the scenario's terrain with every deployed model where the battle
/// has it.
pub fn table_file_of(state: &super::state::BattleState) -> crate::table::model::TableFile {
    let mut file = state.table.clone();
    file.models = state
        .models
        .iter()
        .filter(|m| m.deployed)
        .map(|m| crate::table::model::ModelPlacement {
            id: m.id.clone(),
            unit: m.unit.clone(),
            side: m.side,
            x: m.x,
            y: m.y,
            facing_deg: m.facing_deg,
            base: m.base,
            height: m.height,
        })
        .collect();
    file
}

/// The battle's table as the table module measures it (`table::Table`): the terrain and every
/// deployed model. None when the table module refuses it (then sight falls back to the field
/// of view alone).
pub fn table_of(state: &super::state::BattleState) -> Option<crate::table::Table> {
    crate::table::Table::new(&table_file_of(state)).ok()
}

/// Whether `a` sees `b`: line of sight total or partial (R-LOS-1, R-LOS-2, L124-134), obstacles
/// (terrain and other models) measured by the table module.
pub fn sees(table: Option<&crate::table::Table>, a: &ModelState, b: &ModelState) -> bool {
    match table.map(|t| (t, t.model_index(&a.id), t.model_index(&b.id))) {
        Some((t, Some(i), Some(j))) => t.los(i, j) != crate::table::Los::None,
        _ => in_view(a, b),
    }
}

/// The facing that points `from` at the centre of `to` (L616).
pub fn facing_towards(from: (f64, f64), to: (f64, f64)) -> f64 {
    (to.1 - from.1).atan2(to.0 - from.0).to_degrees()
}

/// The point reached going from `from` toward `to`, at most `max_cm` of travel.
pub fn clamp_travel(from: (f64, f64), to: (f64, f64), max_cm: f64) -> (f64, f64) {
    let d = (to.0 - from.0).hypot(to.1 - from.1);
    if d <= max_cm || d == 0.0 {
        to
    } else {
        let t = max_cm.max(0.0) / d;
        (from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t)
    }
}

/// Whether a point lies inside a polygon (even-odd rule); used for deployment zones.
pub fn point_in_polygon(p: (f64, f64), poly: &[[f64; 2]]) -> bool {
    let mut inside = false;
    let n = poly.len();
    for i in 0..n {
        let [xi, yi] = poly[i];
        let [xj, yj] = poly[(i + n - 1) % n];
        if (yi > p.1) != (yj > p.1) && p.0 < (xj - xi) * (p.1 - yi) / (yj - yi) + xi {
            inside = !inside;
        }
    }
    inside
}

/// Distance (cm) from a point to a polygon: 0 inside it, else to its nearest edge (R-GEO-1).
pub fn distance_to_polygon(p: (f64, f64), poly: &[[f64; 2]]) -> f64 {
    if point_in_polygon(p, poly) {
        return 0.0;
    }
    let n = poly.len();
    (0..n)
        .map(|i| {
            let [ax, ay] = poly[i];
            let [bx, by] = poly[(i + 1) % n];
            let (dx, dy) = (bx - ax, by - ay);
            let len2 = dx * dx + dy * dy;
            let t = if len2 > 0.0 {
                (((p.0 - ax) * dx + (p.1 - ay) * dy) / len2).clamp(0.0, 1.0)
            } else {
                0.0
            };
            (p.0 - ax - t * dx).hypot(p.1 - ay - t * dy)
        })
        .fold(f64::INFINITY, f64::min)
}

/// The area of a polygon in cm² (shoelace).
pub fn polygon_area(poly: &[[f64; 2]]) -> f64 {
    let n = poly.len();
    let mut s = 0.0;
    for i in 0..n {
        let [x1, y1] = poly[i];
        let [x2, y2] = poly[(i + 1) % n];
        s += x1 * y2 - x2 * y1;
    }
    (s / 2.0).abs()
}

/// Bases closer than this (cm) count as one standing on the other (L531); touching is allowed.
const OVERLAP_CM: f64 = 0.05;

/// Whether `m` would stand on another model of `others` (L531: no model ends its move on another).
fn stands_on_another<'a>(m: &ModelState, others: impl Iterator<Item = &'a ModelState>) -> bool {
    let (wm, dm) = base_size_cm(&m.base);
    let rm = wm.hypot(dm) / 2.0;
    others.filter(|o| o.id != m.id && o.deployed).any(|o| {
        let (wo, d_o) = base_size_cm(&o.base);
        let reach = rm + wo.hypot(d_o) / 2.0 + OVERLAP_CM;
        (m.x - o.x).hypot(m.y - o.y) < reach && distance(m, o) < OVERLAP_CM
    })
}

/// Where `m`, moving in a straight line from its place towards `to`, can stop without ending on
/// another model (L531, L511): `to` itself when that spot is free, else the farthest free spot
/// before it (in 2.5 mm steps), else where it stands. `others` are every other model where it
/// stands now or will stand after this same move.
pub fn free_stop<'a>(
    m: &ModelState,
    to: (f64, f64),
    others: impl Iterator<Item = &'a ModelState> + Clone,
) -> (f64, f64) {
    let (dx, dy) = (to.0 - m.x, to.1 - m.y);
    let length = dx.hypot(dy);
    let steps = (length / 0.25).ceil() as usize;
    let mut probe = m.clone();
    for k in 0..=steps {
        let f = if steps == 0 {
            1.0
        } else {
            1.0 - k as f64 / steps as f64
        };
        probe.x = m.x + dx * f;
        probe.y = m.y + dy * f;
        if !stands_on_another(&probe, others.clone()) {
            return (probe.x, probe.y);
        }
    }
    (m.x, m.y)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model(x: f64, y: f64, facing: f64, side: u8) -> ModelState {
        ModelState {
            id: format!("m{x}{y}"),
            unit: "u".into(),
            side,
            x,
            y,
            facing_deg: facing,
            base: Base {
                shape: BaseShape::Round,
                width_mm: 25.0,
                depth_mm: None,
            },
            height: 1.0,
            leader: false,
            deployed: true,
        }
    }

    #[test]
    fn r_geo_1_distance_is_edge_to_edge() {
        let d = distance(&model(0.0, 0.0, 0.0, 0), &model(10.0, 0.0, 180.0, 1));
        assert!((d - 7.5).abs() < 1e-4, "{d}");
    }

    #[test]
    fn r_eng_1_engaged_needs_a_facing_ray_through_the_other() {
        let a = model(0.0, 0.0, 0.0, 0);
        assert!(engaged(&a, &model(4.0, 0.0, 90.0, 1)));
        // Both look away: not engaged though touching.
        assert!(!engaged(
            &model(0.0, 0.0, 180.0, 0),
            &model(4.0, 0.0, 0.0, 1)
        ));
        assert!(!engaged(&a, &model(6.0, 0.0, 180.0, 1)));
    }

    #[test]
    fn r_view_1_behind_the_front_line_is_out_of_view() {
        let a = model(0.0, 0.0, 0.0, 0);
        assert!(in_view(&a, &model(10.0, 30.0, 0.0, 1)));
        assert!(!in_view(&a, &model(-10.0, 0.0, 0.0, 1)));
    }

    #[test]
    fn deployment_polygon_contains() {
        let sq = [[0.0, 0.0], [10.0, 0.0], [10.0, 10.0], [0.0, 10.0]];
        assert!(point_in_polygon((5.0, 5.0), &sq));
        assert!(!point_in_polygon((15.0, 5.0), &sq));
        assert_eq!(polygon_area(&sq), 100.0);
    }

    #[test]
    fn l531_a_move_stops_short_of_a_model_in_the_way() {
        let m = model(10.0, 10.0, 90.0, 0);
        let other = model(10.0, 20.0, 270.0, 1);
        // Straight onto the other model: it stops with its base touching it, not on it.
        let (x, y) = free_stop(&m, (10.0, 20.0), [other.clone()].iter());
        assert_eq!(x, 10.0);
        assert!(y <= 17.5 + 1e-9 && y > 17.0, "{y}");
        // A free destination is kept as it is.
        assert_eq!(free_stop(&m, (30.0, 10.0), [other].iter()), (30.0, 10.0));
    }
}
