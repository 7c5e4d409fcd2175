//! A model's base as the canvas draws it: outline, front point and hit test, in table cm.
//!
//! Bases follow R-UNIT-3: `round` (width = diameter), `square` (side), `rect` (width = front
//! edge, depth = side edge); sizes are millimetres, the table is centimetres (R-UNIT-1). The
//! front point is the middle of the front edge (round: the rim point in the facing direction).

use crate::table::model::{BaseShape, ModelPlacement};

/// Corners used to draw a round base.
const ROUND_SEGMENTS: usize = 32;

/// Unit vector of a facing in degrees counter-clockwise from +x (R-UNIT-2).
pub fn facing_vector(facing_deg: f64) -> [f64; 2] {
    let r = facing_deg.to_radians();
    [r.cos(), r.sin()]
}

/// Half the front edge and half the side edge of a base, in cm (round: the radius twice).
pub fn half_extents_cm(m: &ModelPlacement) -> (f64, f64) {
    let w = m.base.width_mm / 20.0;
    let d = match m.base.shape {
        BaseShape::Rect => m.base.depth_mm.unwrap_or(m.base.width_mm) / 20.0,
        _ => w,
    };
    (w, d)
}

/// The base's outline in table cm, counter-clockwise.
pub fn outline_cm(m: &ModelPlacement) -> Vec<[f64; 2]> {
    let (hw, hd) = half_extents_cm(m);
    let f = facing_vector(m.facing_deg);
    let l = [-f[1], f[0]];
    match m.base.shape {
        BaseShape::Round => (0..ROUND_SEGMENTS)
            .map(|i| {
                let a = i as f64 * std::f64::consts::TAU / ROUND_SEGMENTS as f64;
                [m.x + hw * a.cos(), m.y + hw * a.sin()]
            })
            .collect(),
        BaseShape::Square | BaseShape::Rect => [(1.0, -1.0), (1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0)]
            .iter()
            .map(|(a, b)| {
                [
                    m.x + f[0] * hd * a + l[0] * hw * b,
                    m.y + f[1] * hd * a + l[1] * hw * b,
                ]
            })
            .collect(),
    }
}

/// The front point of the base (R-UNIT-3).
pub fn front_point_cm(m: &ModelPlacement) -> [f64; 2] {
    let (_, hd) = half_extents_cm(m);
    let f = facing_vector(m.facing_deg);
    [m.x + f[0] * hd, m.y + f[1] * hd]
}

/// Whether a table point lies on the base (edge included).
pub fn contains_cm(m: &ModelPlacement, p: [f64; 2]) -> bool {
    let (hw, hd) = half_extents_cm(m);
    let dx = p[0] - m.x;
    let dy = p[1] - m.y;
    match m.base.shape {
        BaseShape::Round => dx * dx + dy * dy <= hw * hw,
        BaseShape::Square | BaseShape::Rect => {
            let f = facing_vector(m.facing_deg);
            let along = dx * f[0] + dy * f[1];
            let across = -dx * f[1] + dy * f[0];
            along.abs() <= hd && across.abs() <= hw
        }
    }
}

/// The model under a table point, topmost (last drawn) first.
pub fn model_at(models: &[ModelPlacement], p: [f64; 2]) -> Option<&ModelPlacement> {
    models.iter().rev().find(|m| contains_cm(m, p))
}

/// Whether a point lies inside a polygon (even-odd rule; concave polygons work).
pub fn polygon_contains(poly: &[[f64; 2]], p: [f64; 2]) -> bool {
    let mut inside = false;
    let n = poly.len();
    let mut j = n.wrapping_sub(1);
    for i in 0..n {
        let (a, b) = (poly[i], poly[j]);
        if (a[1] > p[1]) != (b[1] > p[1]) {
            let x = (b[0] - a[0]) * (p[1] - a[1]) / (b[1] - a[1]) + a[0];
            if p[0] < x {
                inside = !inside;
            }
        }
        j = i;
    }
    inside
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::table::model::Base;

    /// A concave L of 36 cm²: a 10 x 2 bar and a 2 x 10 bar sharing a corner.
    pub(in crate::app::canvas) const L_SHAPE: [[f64; 2]; 6] = [
        [0.0, 0.0],
        [10.0, 0.0],
        [10.0, 2.0],
        [2.0, 2.0],
        [2.0, 10.0],
        [0.0, 10.0],
    ];

    fn model(shape: BaseShape, w: f64, d: Option<f64>, facing: f64) -> ModelPlacement {
        ModelPlacement {
            id: "a".into(),
            unit: "u".into(),
            side: 0,
            x: 10.0,
            y: 20.0,
            facing_deg: facing,
            base: Base {
                shape,
                width_mm: w,
                depth_mm: d,
            },
            height: 2.0,
        }
    }

    #[test]
    fn r_unit_3_round_front_point_is_on_the_rim_in_the_facing() {
        let m = model(BaseShape::Round, 25.0, None, 90.0);
        let p = front_point_cm(&m);
        assert!((p[0] - 10.0).abs() < 1e-9 && (p[1] - 21.25).abs() < 1e-9);
    }

    #[test]
    fn r_unit_3_rect_width_is_the_front_edge() {
        // 50 mm front, 25 mm deep, facing +y: 5 cm wide along x, 2.5 cm deep along y.
        let m = model(BaseShape::Rect, 50.0, Some(25.0), 90.0);
        assert!(contains_cm(&m, [12.4, 20.0]));
        assert!(!contains_cm(&m, [10.0, 21.4]));
        let p = front_point_cm(&m);
        assert!((p[1] - 21.25).abs() < 1e-9);
        let xs: Vec<f64> = outline_cm(&m).iter().map(|c| c[0]).collect();
        let width = xs.iter().cloned().fold(f64::MIN, f64::max)
            - xs.iter().cloned().fold(f64::MAX, f64::min);
        assert!((width - 5.0).abs() < 1e-9);
    }

    #[test]
    fn concave_polygon_hit_test() {
        assert!(polygon_contains(&L_SHAPE, [1.0, 8.0]));
        assert!(!polygon_contains(&L_SHAPE, [5.0, 5.0]));
    }
}
