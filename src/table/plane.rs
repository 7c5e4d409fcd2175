//! Plane geometry on table points (R-UNIT-2): polygons such as deployment zones and terrain
//! outlines (inside, distance, area, a straight path entering one), the heading and direction
//! from one point to another and straight travel.
//! Points are `(x, y)` and corners `[x, y]` in table centimetres, as the battle holds them.

use crate::table::shapes::{P2, segments_meet};

/// The facing (degrees, R-UNIT-2) that points from `from` at `to` (L616: a charger faces the
/// centre of the base it charges).
pub fn facing_towards(from: (f64, f64), to: (f64, f64)) -> f64 {
    (to.1 - from.1).atan2(to.0 - from.0).to_degrees()
}

/// The unit vector from `from` toward `to`; None when they are the same point (closer than
/// 1e-9 cm).
pub fn direction(from: (f64, f64), to: (f64, f64)) -> Option<(f64, f64)> {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = dx.hypot(dy);
    (len >= 1e-9).then(|| (dx / len, dy / len))
}

/// The point reached going straight from `from` toward `to`, at most `max_cm` of travel.
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

/// The edges of a polygon, each from a corner to the next, the last back to the first.
pub(crate) fn edges(poly: &[[f64; 2]]) -> impl Iterator<Item = [P2; 2]> + '_ {
    let n = poly.len();
    (0..n).map(move |i| [poly[i], poly[(i + 1) % n]].map(|[x, y]| P2::new(x, y)))
}

/// Whether the straight path from `from` to `to` enters the polygon: an end inside it, or the
/// path meeting one of its edges (touching counts). The path is a point's, such as a base's
/// centre going past terrain a scenario closes (`no_crossing`).
pub fn path_enters(from: (f64, f64), to: (f64, f64), poly: &[[f64; 2]]) -> bool {
    if point_in_polygon(from, poly) || point_in_polygon(to, poly) {
        return true;
    }
    let (p, q) = (P2::new(from.0, from.1), P2::new(to.0, to.1));
    edges(poly).any(|[a, b]| segments_meet(&p, &q, &a, &b))
}

/// Distance (cm) from a point to a polygon: 0 inside it, else to its nearest edge (R-GEO-1).
pub fn distance_to_polygon(p: (f64, f64), poly: &[[f64; 2]]) -> f64 {
    if point_in_polygon(p, poly) {
        return 0.0;
    }
    nearest_on_edges(p, poly).map_or(f64::INFINITY, |(q, _)| (p.0 - q.0).hypot(p.1 - q.1))
}

/// The point `depth` cm inside the polygon, straight in from the point of its edges nearest
/// `p`: where a unit heads to stand well inside a zone. `None` for a degenerate polygon.
pub fn point_within(p: (f64, f64), poly: &[[f64; 2]], depth: f64) -> Option<(f64, f64)> {
    let (q, [a, b]) = nearest_on_edges(p, poly)?;
    let len = (b[0] - a[0]).hypot(b[1] - a[1]);
    let normal = ((a[1] - b[1]) / len, (b[0] - a[0]) / len);
    let probe = |sign: f64| (q.0 + sign * normal.0 * 0.01, q.1 + sign * normal.1 * 0.01);
    let sign = if point_in_polygon(probe(1.0), poly) {
        1.0
    } else {
        -1.0
    };
    Some((q.0 + sign * normal.0 * depth, q.1 + sign * normal.1 * depth))
}

/// A polygon's edge: its two ends.
type Edge = [[f64; 2]; 2];

/// The point of the polygon's edges nearest `p`, and the edge it lies on.
fn nearest_on_edges(p: (f64, f64), poly: &[[f64; 2]]) -> Option<((f64, f64), Edge)> {
    let n = poly.len();
    (0..n)
        .filter_map(|i| {
            let [ax, ay] = poly[i];
            let [bx, by] = poly[(i + 1) % n];
            let (dx, dy) = (bx - ax, by - ay);
            let len2 = dx * dx + dy * dy;
            (len2 > 0.0).then(|| {
                let t = (((p.0 - ax) * dx + (p.1 - ay) * dy) / len2).clamp(0.0, 1.0);
                ((ax + t * dx, ay + t * dy), [poly[i], poly[(i + 1) % n]])
            })
        })
        .min_by(|(q, _), (r, _)| {
            (p.0 - q.0)
                .hypot(p.1 - q.1)
                .total_cmp(&(p.0 - r.0).hypot(p.1 - r.1))
        })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deployment_polygon_contains() {
        let sq = [[0.0, 0.0], [10.0, 0.0], [10.0, 10.0], [0.0, 10.0]];
        assert!(point_in_polygon((5.0, 5.0), &sq));
        assert!(!point_in_polygon((15.0, 5.0), &sq));
        assert_eq!(polygon_area(&sq), 100.0);
        assert_eq!(distance_to_polygon((13.0, 14.0), &sq), 5.0);
    }

    #[test]
    fn no_crossing_a_path_enters_a_polygon_by_an_end_in_it_or_an_edge_it_meets() {
        let sq = [[0.0, 0.0], [10.0, 0.0], [10.0, 10.0], [0.0, 10.0]];
        // Across it, into it, out of it, along an edge and through a corner.
        assert!(path_enters((-5.0, 5.0), (15.0, 5.0), &sq));
        assert!(path_enters((-5.0, 5.0), (5.0, 5.0), &sq));
        assert!(path_enters((5.0, 5.0), (5.0, 25.0), &sq));
        assert!(path_enters((-5.0, 10.0), (15.0, 10.0), &sq));
        assert!(path_enters((-5.0, 15.0), (5.0, 5.0), &sq));
        assert!(path_enters((-1.0, 11.0), (1.0, 9.0), &sq));
        // Beside it, short of it.
        assert!(!path_enters((-5.0, 11.0), (15.0, 11.0), &sq));
        assert!(!path_enters((-5.0, 5.0), (-0.1, 5.0), &sq));
    }

    #[test]
    fn l616_facing_towards_and_straight_travel() {
        assert_eq!(facing_towards((0.0, 0.0), (0.0, 5.0)), 90.0);
        assert_eq!(clamp_travel((0.0, 0.0), (10.0, 0.0), 4.0), (4.0, 0.0));
        assert_eq!(clamp_travel((0.0, 0.0), (3.0, 0.0), 4.0), (3.0, 0.0));
        assert_eq!(direction((1.0, 1.0), (4.0, 5.0)), Some((0.6, 0.8)));
        assert_eq!(direction((1.0, 1.0), (1.0, 1.0)), None);
    }

    #[test]
    fn a_point_within_a_zone_lies_straight_in_from_its_nearest_edge() {
        // A deployment zone along the far edge of a 120 x 90 table (y 70 to 90).
        let zone = [[0.0, 70.0], [120.0, 70.0], [120.0, 90.0], [0.0, 90.0]];
        let (x, y) = point_within((40.0, 30.0), &zone, 6.0).unwrap();
        assert!(
            (x - 40.0).abs() < 1e-9 && (y - 76.0).abs() < 1e-9,
            "{x} {y}"
        );
        // Wound the other way round, and from beside it: still inside.
        let reversed: Vec<[f64; 2]> = zone.iter().rev().copied().collect();
        let (x, y) = point_within((130.0, 80.0), &reversed, 6.0).unwrap();
        assert!(
            (x - 114.0).abs() < 1e-9 && (y - 80.0).abs() < 1e-9,
            "{x} {y}"
        );
        assert!(point_in_polygon((x, y), &zone));
        assert_eq!(point_within((0.0, 0.0), &[[1.0, 1.0]], 6.0), None);
    }
}
