//! The computer's last order on the table: after it charges, fights, shoots or challenges, its
//! unit and the target are ringed in one colour with an arrow from the one to the other, so a
//! player sees at a glance what it did (`app::computer` says which order; the canvas only
//! draws it).

use super::frame::{FrameCache, centroid_points, padded_hull};
use super::plan::{FramePlan, PlanShape};
use super::style;
use crate::table::model::{ModelPlacement, TableFile};
use egui::Stroke;

/// A unit that was given an order and the units it names.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct OrderHighlight {
    pub unit: String,
    pub targets: Vec<String>,
}

/// How far the rings stand out from the bases (cm).
const PAD_CM: f64 = 1.0;

/// The arrow head's length (cm) and the half angle of its point.
const HEAD_CM: f64 = 3.5;
const HEAD_DEG: f64 = 28.0;

/// Rings `h`'s unit and targets and draws an arrow from the unit's ring to each target's (units
/// off the table or gone are left out).
pub fn order(plan: &mut FramePlan, cache: &FrameCache, table: &TableFile, h: &OrderHighlight) {
    let models = |unit: &str| -> Vec<ModelPlacement> {
        cache
            .units()
            .iter()
            .find(|(u, _)| u == unit)
            .map(|(_, members)| members.iter().map(|&i| table.models[i].clone()).collect())
            .unwrap_or_default()
    };
    let Some(from) = ring_of(&models(&h.unit)) else {
        return;
    };
    ring(plan, &from, 3.0);
    for target in &h.targets {
        let Some(to) = ring_of(&models(target)) else {
            continue;
        };
        ring(plan, &to, 2.0);
        arrow(plan, &from, &to);
    }
}

/// A unit's ring: the hull of its bases, padded, about its centre.
struct Ring {
    centre: [f64; 2],
    points: Vec<[f64; 2]>,
}

fn ring_of(models: &[ModelPlacement]) -> Option<Ring> {
    if models.is_empty() {
        return None;
    }
    let points = padded_hull(models, PAD_CM);
    (points.len() >= 3).then(|| Ring {
        centre: centroid_points(models),
        points,
    })
}

fn ring(plan: &mut FramePlan, r: &Ring, width: f32) {
    plan.push(PlanShape::Outline {
        points: r.points.clone(),
        stroke: Stroke::new(width, style::COMPUTER_ORDER),
        dashed: false,
    });
}

/// Where the segment from `a` to `b` crosses `r`'s outline, as fractions of the way from `a`.
fn crossings(a: [f64; 2], b: [f64; 2], r: &Ring) -> Vec<f64> {
    let d = [b[0] - a[0], b[1] - a[1]];
    let n = r.points.len();
    (0..n)
        .filter_map(|i| {
            let (p, q) = (r.points[i], r.points[(i + 1) % n]);
            let e = [q[0] - p[0], q[1] - p[1]];
            let den = d[0] * e[1] - d[1] * e[0];
            if den.abs() < 1e-12 {
                return None;
            }
            let w = [p[0] - a[0], p[1] - a[1]];
            let t = (w[0] * e[1] - w[1] * e[0]) / den;
            let u = (w[0] * d[1] - w[1] * d[0]) / den;
            ((0.0..=1.0).contains(&t) && (0.0..=1.0).contains(&u)).then_some(t)
        })
        .collect()
}

/// An arrow from where the line between the two centres leaves `from`'s ring to where it
/// enters `to`'s; none when the rings touch or overlap there.
fn arrow(plan: &mut FramePlan, from: &Ring, to: &Ring) {
    let (a, b) = (from.centre, to.centre);
    let len = (b[0] - a[0]).hypot(b[1] - a[1]);
    if len < 1e-6 {
        return;
    }
    let leave = crossings(a, b, from).into_iter().fold(0.0, f64::max);
    let enter = crossings(a, b, to).into_iter().fold(1.0, f64::min);
    if (enter - leave) * len <= HEAD_CM {
        return;
    }
    let at = |t: f64| [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    let (tail, tip) = (at(leave), at(enter));
    let stroke = Stroke::new(3.0, style::COMPUTER_ORDER);
    plan.push(PlanShape::Line {
        from: tail,
        to: tip,
        stroke,
        dashed: false,
    });
    // The head: two strokes back from the tip, either side of the shaft.
    let (ux, uy) = ((b[0] - a[0]) / len, (b[1] - a[1]) / len);
    let (c, s) = (HEAD_DEG.to_radians().cos(), HEAD_DEG.to_radians().sin());
    for sign in [1.0, -1.0] {
        let (bx, by) = (-ux * c + sign * uy * s, -uy * c - sign * ux * s);
        plan.push(PlanShape::Line {
            from: tip,
            to: [tip[0] + bx * HEAD_CM, tip[1] + by * HEAD_CM],
            stroke,
            dashed: false,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::model::{Base, BaseShape};

    fn model(id: &str, unit: &str, x: f64, y: f64) -> ModelPlacement {
        ModelPlacement {
            id: id.into(),
            unit: unit.into(),
            side: 0,
            x,
            y,
            facing_deg: 90.0,
            base: Base {
                shape: BaseShape::Square,
                width_mm: 25.0,
                depth_mm: None,
            },
            height: 1.0,
        }
    }

    #[test]
    fn the_unit_and_its_target_are_ringed_and_joined_by_an_arrow() {
        let table = TableFile::with_models(
            120.0,
            90.0,
            vec![
                model("a1", "a", 20.0, 20.0),
                model("a2", "a", 22.5, 20.0),
                model("b1", "b", 60.0, 50.0),
            ],
        );
        let mut cache = FrameCache::default();
        cache.update(&table);
        let mut plan = FramePlan::default();
        let h = OrderHighlight {
            unit: "a".into(),
            targets: vec!["b".into(), "gone".into()],
        };
        order(&mut plan, &cache, &table, &h);
        let rings = plan
            .shapes
            .iter()
            .filter(|s| matches!(s, PlanShape::Outline { .. }))
            .count();
        let lines = plan
            .shapes
            .iter()
            .filter(|s| matches!(s, PlanShape::Line { .. }))
            .count();
        // The unit and the one target still on the table; the arrow's shaft and its head.
        assert_eq!((rings, lines), (2, 3));
        // The shaft ends on the target's ring: its base's half width and the padding away.
        let Some(PlanShape::Line { to, .. }) = plan
            .shapes
            .iter()
            .find(|s| matches!(s, PlanShape::Line { .. }))
        else {
            unreachable!()
        };
        let off = (to[0] - 60.0).hypot(to[1] - 50.0);
        assert!((2.0..=2.8).contains(&off), "{off}");
    }
}
