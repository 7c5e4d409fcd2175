//! The frame plan: everything the canvas will paint, as shapes in table centimetres.
//!
//! Building the plan is the frame's own work (sight, cover, reach, problems...); painting it is
//! a cheap walk that maps centimetres to screen points. Keeping the two apart lets
//! `benches/frame.rs` time the work without a GPU.

use super::text::Help;
use egui::{Color32, Stroke};

/// One thing to paint, in table cm.
#[derive(Debug, Clone, PartialEq)]
pub enum PlanShape {
    /// A filled polygon given as triangles (concave terrain works) plus its outline.
    Polygon {
        outline: Vec<[f64; 2]>,
        triangles: Vec<[usize; 3]>,
        fill: Color32,
        stroke: Stroke,
    },
    /// A closed outline with no fill (unit outlines, problem rings).
    Outline {
        points: Vec<[f64; 2]>,
        stroke: Stroke,
        dashed: bool,
    },
    /// A straight line (facing, sight, tape, edges of the view).
    Line {
        from: [f64; 2],
        to: [f64; 2],
        stroke: Stroke,
        dashed: bool,
    },
    /// A circle of a radius in cm.
    Circle {
        center: [f64; 2],
        radius_cm: f64,
        fill: Color32,
        stroke: Stroke,
    },
    /// A label at a table point, with hover help naming its ruling and book line.
    Label {
        at: [f64; 2],
        text: String,
        color: Color32,
        help: Help,
    },
}

/// The whole frame's shapes in painting order, plus a count of what the work covered.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FramePlan {
    pub shapes: Vec<PlanShape>,
    /// Lines of sight worked out for this frame.
    pub sight_checks: usize,
    /// Each base's drawn extent, `[min x, min y, max x, max y]` in cm: labels are laid out
    /// clear of them, so no label covers a model.
    pub bases: Vec<[f64; 4]>,
    /// The selection's verdict on the enemy unit under the pointer, as drawn beside it.
    pub verdict: Option<super::verdict::EnemyVerdict>,
}

impl FramePlan {
    pub fn push(&mut self, s: PlanShape) {
        self.shapes.push(s);
    }

    /// Labels in the plan (for tests and the hover help).
    pub fn labels(&self) -> impl Iterator<Item = (&[f64; 2], &str, Help)> {
        self.shapes.iter().filter_map(|s| match s {
            PlanShape::Label { at, text, help, .. } => Some((at, text.as_str(), *help)),
            _ => None,
        })
    }
}

/// Splits a simple polygon (either winding, possibly concave) into triangles by ear clipping,
/// for filling terrain. Degenerate polygons give what they can (possibly nothing).
pub fn triangulate(poly: &[[f64; 2]]) -> Vec<[usize; 3]> {
    let n = poly.len();
    if n < 3 {
        return Vec::new();
    }
    let area: f64 = (0..n)
        .map(|i| {
            let (a, b) = (poly[i], poly[(i + 1) % n]);
            a[0] * b[1] - b[0] * a[1]
        })
        .sum();
    let ccw = area > 0.0;
    let mut idx: Vec<usize> = (0..n).collect();
    if !ccw {
        idx.reverse();
    }
    let cross = |o: [f64; 2], a: [f64; 2], b: [f64; 2]| {
        (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    };
    let mut out = Vec::with_capacity(n - 2);
    let mut guard = 0;
    while idx.len() > 3 && guard < n * n {
        guard += 1;
        let m = idx.len();
        let mut clipped = false;
        for i in 0..m {
            let (ip, ic, inx) = (idx[(i + m - 1) % m], idx[i], idx[(i + 1) % m]);
            let (a, b, c) = (poly[ip], poly[ic], poly[inx]);
            if cross(a, b, c) <= 0.0 {
                continue;
            }
            let inside = idx.iter().any(|&j| {
                if j == ip || j == ic || j == inx {
                    return false;
                }
                let p = poly[j];
                cross(a, b, p) >= 0.0 && cross(b, c, p) >= 0.0 && cross(c, a, p) >= 0.0
            });
            if inside {
                continue;
            }
            out.push([ip, ic, inx]);
            idx.remove(i);
            clipped = true;
            break;
        }
        if !clipped {
            break;
        }
    }
    if idx.len() == 3 {
        out.push([idx[0], idx[1], idx[2]]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area(poly: &[[f64; 2]], tris: &[[usize; 3]]) -> f64 {
        tris.iter()
            .map(|t| {
                let (a, b, c) = (poly[t[0]], poly[t[1]], poly[t[2]]);
                ((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])).abs() / 2.0
            })
            .sum()
    }

    #[test]
    fn concave_l_shape_is_fully_covered() {
        let l = super::super::bases::tests::L_SHAPE;
        let t = triangulate(&l);
        assert_eq!(t.len(), 4);
        assert!((area(&l, &t) - 36.0).abs() < 1e-9);
        let mut cw = l;
        cw.reverse();
        assert!((area(&cw, &triangulate(&cw)) - 36.0).abs() < 1e-9);
    }
}

/// The part of a convex polygon inside the rectangle `[0, w] x [0, d]` (Sutherland-Hodgman), to
/// keep the field of view on the table.
pub fn clip_to_table(poly: &[[f64; 2]], w: f64, d: f64) -> Vec<[f64; 2]> {
    let mut out: Vec<[f64; 2]> = poly.to_vec();
    // Each edge as (axis, limit, keep-below).
    for (axis, limit, below) in [(0, 0.0, false), (0, w, true), (1, 0.0, false), (1, d, true)] {
        let inside = |p: &[f64; 2]| {
            if below {
                p[axis] <= limit
            } else {
                p[axis] >= limit
            }
        };
        let input = std::mem::take(&mut out);
        let n = input.len();
        for i in 0..n {
            let (cur, prev) = (input[i], input[(i + n - 1) % n]);
            let cross = |a: [f64; 2], b: [f64; 2]| {
                let t = (limit - a[axis]) / (b[axis] - a[axis]);
                [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
            };
            match (inside(&prev), inside(&cur)) {
                (true, true) => out.push(cur),
                (true, false) => out.push(cross(prev, cur)),
                (false, true) => {
                    out.push(cross(prev, cur));
                    out.push(cur);
                }
                (false, false) => {}
            }
        }
    }
    out
}

/// The part of a segment inside the rectangle `[0, w] x [0, d]` (Liang-Barsky), if any.
pub fn clip_segment_to_table(
    a: [f64; 2],
    b: [f64; 2],
    w: f64,
    d: f64,
) -> Option<([f64; 2], [f64; 2])> {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for (p, q) in [(-dx, a[0]), (dx, w - a[0]), (-dy, a[1]), (dy, d - a[1])] {
        if p == 0.0 {
            if q < 0.0 {
                return None;
            }
        } else {
            let r = q / p;
            if p < 0.0 {
                t0 = t0.max(r);
            } else {
                t1 = t1.min(r);
            }
        }
    }
    (t0 <= t1).then(|| {
        (
            [a[0] + dx * t0, a[1] + dy * t0],
            [a[0] + dx * t1, a[1] + dy * t1],
        )
    })
}

#[cfg(test)]
mod clip_tests {
    use super::*;

    #[test]
    fn the_view_half_plane_is_cut_at_the_table_edges() {
        let big = [
            [-100.0, 10.0],
            [200.0, 10.0],
            [200.0, 300.0],
            [-100.0, 300.0],
        ];
        let c = clip_to_table(&big, 120.0, 90.0);
        for p in &c {
            assert!(
                p[0] >= -1e-9 && p[0] <= 120.0 + 1e-9 && p[1] >= 10.0 - 1e-9 && p[1] <= 90.0 + 1e-9,
                "{p:?}"
            );
        }
        assert_eq!(c.len(), 4);
        let s = clip_segment_to_table([-50.0, 45.0], [500.0, 45.0], 120.0, 90.0).unwrap();
        assert_eq!(s, ([0.0, 45.0], [120.0, 45.0]));
        assert!(clip_segment_to_table([-50.0, 95.0], [500.0, 95.0], 120.0, 90.0).is_none());
    }
}
