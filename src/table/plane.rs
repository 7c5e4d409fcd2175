//! Plane geometry on table points (R-UNIT-2): polygons such as deployment zones and terrain
//! outlines (inside, distance, area), the heading from one point to another and straight travel.
//! Points are `(x, y)` and corners `[x, y]` in table centimetres, as the battle holds them.

/// The facing (degrees, R-UNIT-2) that points from `from` at `to` (L616: a charger faces the
/// centre of the base it charges).
pub fn facing_towards(from: (f64, f64), to: (f64, f64)) -> f64 {
    (to.1 - from.1).atan2(to.0 - from.0).to_degrees()
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
    fn l616_facing_towards_and_straight_travel() {
        assert_eq!(facing_towards((0.0, 0.0), (0.0, 5.0)), 90.0);
        assert_eq!(clamp_travel((0.0, 0.0), (10.0, 0.0), 4.0), (4.0, 0.0));
        assert_eq!(clamp_travel((0.0, 0.0), (3.0, 0.0), 4.0), (3.0, 0.0));
    }
}
