//! The selection's overlays: field of view, front/flank/rear lines, zone of control, range
//! bands (under the bases); the tape (over them). Geometry questions go to the table engine.

use super::bases::{facing_vector, front_point_cm, half_extents_cm};
use super::frame::{FrameCache, FrameInput, Tape, shown_model};
use super::plan::{FramePlan, PlanShape};
use super::style;
use super::text::{Help, Label, cm};
use crate::table::model::{BaseShape, ModelPlacement, TableFile};
use egui::Stroke;

/// Overlay data that only changes with the table.
#[derive(Debug, Clone, Default)]
pub struct OverlayCache {}

impl OverlayCache {
    pub fn build(_table: &TableFile) -> Self {
        OverlayCache {}
    }
}

/// How far a line is drawn when it should reach across the whole table.
fn table_span(table: &TableFile) -> f64 {
    table.table.width_cm.hypot(table.table.depth_cm)
}

/// Overlays drawn under the bases for every selected model.
pub(super) fn under_bases(
    plan: &mut FramePlan,
    _cache: &FrameCache,
    table: &TableFile,
    input: &FrameInput,
    selected: &[String],
) {
    let span = table_span(table);
    for m in table.models.iter().filter(|m| selected.contains(&m.id)) {
        let m = shown_model(m, input.preview);
        let info = input.info.units.get(&m.unit);
        if input.overlays.zone_of_control
            && let Some(i) = info
            && i.mov_cm > 0.0
        {
            plan.push(PlanShape::Outline {
                points: offset_outline(&m, i.mov_cm),
                stroke: Stroke::new(1.5, style::ZOC),
                dashed: false,
            });
            let (_, hd) = half_extents_cm(&m);
            plan.push(PlanShape::Label {
                at: [m.x, m.y - hd - i.mov_cm],
                text: format!("zone of control {:.0} cm", i.mov_cm),
                color: style::ZOC,
                help: Help::ZoneOfControl,
            });
        }
        if input.overlays.ranges
            && let Some(i) = info
        {
            for (name, r) in &i.ranges_cm {
                let outline = offset_outline(&m, *r);
                let label_at = outline[0];
                plan.push(PlanShape::Outline {
                    points: outline,
                    stroke: Stroke::new(1.0, style::RANGE),
                    dashed: true,
                });
                plan.push(PlanShape::Label {
                    at: label_at,
                    text: format!("{name} {r:.0} cm"),
                    color: style::RANGE,
                    help: Help::Range,
                });
            }
        }
        if input.overlays.view || input.overlays.sides {
            view_and_sides(plan, &m, span, input);
        }
    }
}

/// Every point within `dist` cm of the base (R-GEO-1: measured from the base edge), as an
/// outline: a circle for round bases, a rounded rectangle otherwise.
pub(super) fn offset_outline(m: &ModelPlacement, dist: f64) -> Vec<[f64; 2]> {
    let (hw, hd) = half_extents_cm(m);
    match m.base.shape {
        BaseShape::Round => (0..64)
            .map(|i| {
                let a = i as f64 * std::f64::consts::TAU / 64.0;
                [m.x + (hw + dist) * a.cos(), m.y + (hw + dist) * a.sin()]
            })
            .collect(),
        BaseShape::Square | BaseShape::Rect => {
            let f = facing_vector(m.facing_deg);
            let l = [-f[1], f[0]];
            let mut out = Vec::with_capacity(64);
            // Corners in counter-clockwise order with the angle range of each rounded corner.
            let corners = [(1.0, -1.0), (1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0)];
            let base_angle = m.facing_deg.to_radians();
            for (k, (a, b)) in corners.iter().enumerate() {
                let cx = m.x + f[0] * hd * a + l[0] * hw * b;
                let cy = m.y + f[1] * hd * a + l[1] * hw * b;
                let start = base_angle - std::f64::consts::FRAC_PI_2
                    + k as f64 * std::f64::consts::FRAC_PI_2;
                for s in 0..=8 {
                    let ang = start + s as f64 / 8.0 * std::f64::consts::FRAC_PI_2;
                    out.push([cx + dist * ang.cos(), cy + dist * ang.sin()]);
                }
            }
            out
        }
    }
}

/// Field of view (R-VIEW-1) and the front and rear lines (R-SIDE-1) of one model.
fn view_and_sides(plan: &mut FramePlan, m: &ModelPlacement, span: f64, input: &FrameInput) {
    let f = facing_vector(m.facing_deg);
    let l = [-f[1], f[0]];
    let front = front_point_cm(m);
    let rear = [2.0 * m.x - front[0], 2.0 * m.y - front[1]];
    let along = |p: [f64; 2], s: f64, v: [f64; 2]| [p[0] + v[0] * s, p[1] + v[1] * s];
    if input.overlays.view {
        let a = along(front, span, l);
        let b = along(front, -span, l);
        let outline = vec![a, b, along(b, span, f), along(a, span, f)];
        plan.push(PlanShape::Polygon {
            outline,
            triangles: vec![[0, 1, 2], [0, 2, 3]],
            fill: style::VIEW_FILL,
            stroke: Stroke::NONE,
        });
        plan.push(PlanShape::Label {
            at: along(front, 3.0, f),
            text: "in view".into(),
            color: style::FRONT_LINE,
            help: Help::View,
        });
    }
    if input.overlays.sides {
        plan.push(PlanShape::Line {
            from: along(front, span, l),
            to: along(front, -span, l),
            stroke: Stroke::new(1.5, style::FRONT_LINE),
            dashed: false,
        });
        plan.push(PlanShape::Line {
            from: along(rear, span, l),
            to: along(rear, -span, l),
            stroke: Stroke::new(1.5, style::REAR_LINE),
            dashed: true,
        });
        let (hw, _) = half_extents_cm(m);
        plan.push(PlanShape::Label {
            at: along(along(front, hw + 6.0, l), 1.0, f),
            text: "front".into(),
            color: style::FRONT_LINE,
            help: Help::Sides,
        });
        plan.push(PlanShape::Label {
            at: along(m_center(m), hw + 6.0, l),
            text: "flank".into(),
            color: style::LABEL,
            help: Help::Sides,
        });
        plan.push(PlanShape::Label {
            at: along(along(rear, hw + 6.0, l), -1.0, f),
            text: "rear".into(),
            color: style::REAR_LINE,
            help: Help::Sides,
        });
    }
}

fn m_center(m: &ModelPlacement) -> [f64; 2] {
    [m.x, m.y]
}

/// Overlays drawn over the bases for every selected model.
pub(super) fn over_bases(
    _plan: &mut FramePlan,
    _cache: &FrameCache,
    _table: &TableFile,
    _input: &FrameInput,
    _selected: &[String],
) {
}

/// The tape measure: a line with its length.
pub(super) fn tape(
    plan: &mut FramePlan,
    _cache: &FrameCache,
    tape: &Tape,
    lang: crate::app::i18n::Lang,
) {
    plan.push(PlanShape::Line {
        from: tape.from,
        to: tape.to,
        stroke: Stroke::new(3.0, style::TAPE),
        dashed: false,
    });
    let d = (tape.to[0] - tape.from[0]).hypot(tape.to[1] - tape.from[1]);
    let mid = [
        (tape.from[0] + tape.to[0]) / 2.0,
        (tape.from[1] + tape.to[1]) / 2.0,
    ];
    plan.push(PlanShape::Label {
        at: mid,
        text: Label::Cm.with(lang, &[&cm(lang, d)]),
        color: style::LABEL,
        help: Help::TapePoints,
    });
}
