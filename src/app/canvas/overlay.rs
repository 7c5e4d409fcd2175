//! The selection's overlays, from the table engine (`crate::table`): field of view and
//! front/flank/rear lines, zone of control, range bands (under the bases); line of sight to every
//! enemy with its blockers, cover, engagement, charge reach with its chance, formation problems,
//! overlaps and models off the table, the move checker while dragging, and the tape (over them).
//!
//! The canvas only draws: every figure is the engine's answer, and its hover help names the
//! ruling and book line. Here: the cache and what is drawn under the bases; `over_bases`,
//! `problems` and `measure` draw the rest.

use super::frame::{FrameCache, FrameInput, Tape, centroid};
use super::plan::{FramePlan, PlanShape, clip_segment_to_table, clip_to_table};
use super::style;
use super::text::{Help, Label, cm};
use crate::app::i18n::Lang;
use crate::table::model::TableFile;
use crate::table::{
    FormationKind, FormationViolation, Los, ModelIdx, MoveKind, MoveProblem, MoveRequest, Obstacle,
    P2, PlacementProblem, RangeBand, Side, Table, UnitIdx,
};
use egui::{Color32, Stroke};
use std::borrow::Cow;
use std::collections::{BTreeSet, HashMap};
use std::sync::LazyLock;

mod measure;
mod over_bases;
mod problems;
pub(super) use measure::{move_checker, tape};
pub(super) use over_bases::over_bases;
use over_bases::ring;
use problems::problems;

/// The engine's geometry world for the cached table (rebuilt only when the table changes).
#[derive(Debug, Clone, Default)]
pub struct OverlayCache {
    /// `None` when the table file is not a valid table (the problem says why).
    pub world: Option<Table>,
    pub problem: Option<crate::table::InvalidTable>,
}

impl OverlayCache {
    pub fn build(file: &TableFile) -> Self {
        match Table::new(file) {
            Ok(t) => OverlayCache {
                world: Some(t),
                problem: None,
            },
            Err(e) => OverlayCache {
                world: None,
                problem: Some(e),
            },
        }
    }
}

/// The outer edge (cm) of each shooting range band, read from the engine's
/// [`RangeBand::of`] (book L737-741) so the canvas holds no numbers of its own.
static BAND_EDGES: LazyLock<Vec<(RangeBand, f64)>> = LazyLock::new(|| {
    let mut out = Vec::new();
    let mut d = 0.0;
    let mut band = RangeBand::of(0.0);
    while d < 500.0 && band != RangeBand::OutOfRange {
        let next = d + 0.5;
        let b = RangeBand::of(next);
        if b != band {
            let (mut lo, mut hi) = (d, next);
            for _ in 0..40 {
                let mid = (lo + hi) / 2.0;
                if RangeBand::of(mid) == band {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            out.push((band, lo));
            band = b;
        }
        d = next;
    }
    out
});

/// Outer edges of the range bands (cm), shortest first.
pub fn range_band_edges() -> &'static [(RangeBand, f64)] {
    &BAND_EDGES
}

pub(super) fn band_label(b: RangeBand) -> Label {
    match b {
        RangeBand::Short => Label::Short,
        RangeBand::Medium => Label::Medium,
        RangeBand::Long => Label::Long,
        RangeBand::OutOfRange => Label::OutOfRange,
    }
}

/// How far (cm) a selected model's front and rear lines run beyond its base on each side.
const SIDE_LINE_CM: f64 = 4.0;

fn p(v: &P2) -> [f64; 2] {
    [v.x, v.y]
}

/// The engine's world as the frame shows it: with dragged models where the pointer has them.
pub(super) fn world<'a>(cache: &'a FrameCache, input: &FrameInput) -> Option<Cow<'a, Table>> {
    let w = cache.overlay.world.as_ref()?;
    if input.preview.is_empty() {
        return Some(Cow::Borrowed(w));
    }
    let mut moved = w.clone();
    for pose in input.preview {
        if let Some(i) = moved.model_index(&pose.id) {
            moved.place_model(i, P2::new(pose.x, pose.y), pose.facing_deg);
        }
    }
    Some(Cow::Owned(moved))
}

fn selected_indices(w: &Table, selected: &[String]) -> Vec<ModelIdx> {
    selected.iter().filter_map(|id| w.model_index(id)).collect()
}

/// Overlays drawn under the bases for every selected model.
pub(super) fn under_bases(
    plan: &mut FramePlan,
    w: &Table,
    input: &FrameInput,
    selected: &[String],
) {
    let lang = input.lang;
    let sel = selected_indices(w, selected);
    for (k, &a) in sel.iter().enumerate() {
        // A unit's models mostly share their lines: labels once, the view shaded for one model.
        let start = plan.shapes.len();
        let m = &w.models[a];
        let info = input.info.units.get(&m.unit);
        if input.overlays.view || input.overlays.sides {
            let lines = w.side_lines(a);
            let fwd = lines.facing[1] - lines.facing[0];
            if input.overlays.view && sel.len() == 1 {
                let (l0, l1) = (lines.front[0], lines.front[1]);
                let outline = clip_to_table(
                    &[p(&l0), p(&l1), p(&(l1 + fwd)), p(&(l0 + fwd))],
                    w.width_cm,
                    w.depth_cm,
                );
                plan.push(PlanShape::Polygon {
                    triangles: (1..outline.len().saturating_sub(1))
                        .map(|i| [0, i, i + 1])
                        .collect(),
                    outline,
                    fill: style::VIEW_FILL,
                    stroke: Stroke::NONE,
                });
            }
            if input.overlays.sides {
                let f = m.foot.facing;
                let left = m.foot.left();
                let front = m.foot.front_point();
                let rear = m.foot.rear_point();
                let off = m.foot.half_width + 4.0;
                for (line, colour, dashed) in [
                    (lines.front, style::FRONT_LINE, false),
                    (lines.rear, style::REAR_LINE, true),
                ] {
                    // A short segment about the model, not a line across the table: with a
                    // unit selected its models' segments make its front and rear.
                    let mid = (line[0].coords + line[1].coords) / 2.0;
                    let along =
                        (line[1] - line[0]).normalize() * (m.foot.half_width + SIDE_LINE_CM);
                    let (a, b) = (mid - along, mid + along);
                    if let Some((from, to)) =
                        clip_segment_to_table([a.x, a.y], [b.x, b.y], w.width_cm, w.depth_cm)
                    {
                        plan.push(PlanShape::Line {
                            from,
                            to,
                            stroke: Stroke::new(1.5, colour),
                            dashed,
                        });
                    }
                }
                plan.push(PlanShape::Label {
                    at: p(&(front + f * 2.0 + left * off)),
                    text: Label::Front.text(lang).into(),
                    color: style::FRONT_LINE,
                    help: Help::Sides,
                });
                plan.push(PlanShape::Label {
                    at: p(&(m.foot.centre + left * off)),
                    text: Label::Flank.text(lang).into(),
                    color: style::LABEL,
                    help: Help::Sides,
                });
                plan.push(PlanShape::Label {
                    at: p(&(rear - f * 2.0 + left * off)),
                    text: Label::Rear.text(lang).into(),
                    color: style::REAR_LINE,
                    help: Help::Sides,
                });
                if input.overlays.view {
                    plan.push(PlanShape::Label {
                        at: p(&(front + f * 6.0)),
                        text: Label::InView.text(lang).into(),
                        color: style::FRONT_LINE,
                        help: Help::View,
                    });
                }
            }
        }
        if input.overlays.zone_of_control
            && let Some(i) = info
            && i.mov_cm > 0.0
        {
            let outline = clip_to_table(
                &w.zoc_outline(a, i.mov_cm, 8)
                    .iter()
                    .map(p)
                    .collect::<Vec<_>>(),
                w.width_cm,
                w.depth_cm,
            );
            let low = outline
                .iter()
                .cloned()
                .min_by(|x, y| x[1].total_cmp(&y[1]))
                .unwrap_or([m.foot.centre.x, m.foot.centre.y]);
            plan.push(PlanShape::Outline {
                points: outline,
                stroke: Stroke::new(1.5, style::ZOC),
                dashed: false,
            });
            plan.push(PlanShape::Label {
                at: [low[0], low[1] - 1.5],
                text: Label::ZoneOfControl.with(lang, &[("cm", &cm(lang, i.mov_cm))]),
                color: style::ZOC,
                help: Help::ZoneOfControl,
            });
        }
        if input.overlays.ranges {
            for &(band, edge) in range_band_edges() {
                let outline = clip_to_table(
                    &w.zoc_outline(a, edge, 8).iter().map(p).collect::<Vec<_>>(),
                    w.width_cm,
                    w.depth_cm,
                );
                let top = outline
                    .iter()
                    .cloned()
                    .max_by(|x, y| x[1].total_cmp(&y[1]))
                    .unwrap_or([0.0, 0.0]);
                plan.push(PlanShape::Outline {
                    points: outline,
                    stroke: Stroke::new(1.0, style::RANGE),
                    dashed: true,
                });
                plan.push(PlanShape::Label {
                    at: [top[0], top[1] + 1.0],
                    text: format!(
                        "{} {}",
                        band_label(band).text(lang),
                        Label::Cm.with(lang, &[("cm", &cm(lang, edge))])
                    ),
                    color: style::RANGE,
                    help: Help::Range,
                });
            }
        }
        if k > 0 {
            let tail: Vec<PlanShape> = plan
                .shapes
                .drain(start..)
                .filter(|sh| !matches!(sh, PlanShape::Label { .. }))
                .collect();
            plan.shapes.extend(tail);
        }
    }
}
