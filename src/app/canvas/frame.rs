//! The frame's own work: from the table, the selection and the overlays, the list of shapes to
//! paint ([`FramePlan`]). No painting and no egui context here, so the benchmark can time it.
//!
//! [`FrameCache`] keeps what only changes with the table (terrain triangles, unit outlines, the
//! engine's geometry world); [`prepare_frame`] builds the per-frame shapes from it.

use super::bases::{front_point_cm, outline_cm};
use super::edit::ModelPose;
use super::plan::{FramePlan, PlanShape, triangulate};
use super::style;
use super::text::{Help, Label};
use super::tools::{CanvasInfo, OverlayOptions, Selection};
use crate::app::i18n::Lang;
use crate::table::model::{ModelPlacement, TableFile, Terrain};
use egui::{Color32, Stroke};
use std::collections::HashMap;

/// What depends only on the table: rebuilt when the table changes, reused every other frame.
#[derive(Debug, Clone, Default)]
pub struct FrameCache {
    /// The table this cache was built from.
    table: Option<TableFile>,
    /// Triangles filling each terrain piece, in the table's terrain order.
    terrain_triangles: Vec<Vec<[usize; 3]>>,
    /// Each unit's models (indices into `table.models`), units in first-seen order.
    units: Vec<(String, Vec<usize>)>,
    /// How many times the cache was rebuilt (for tests of the caching).
    pub rebuilds: u64,
    pub(super) overlay: super::overlay::OverlayCache,
}

impl FrameCache {
    /// Makes the cache match `table`; rebuilds only when the table differs from last time.
    /// Returns whether it rebuilt.
    pub fn update(&mut self, table: &TableFile) -> bool {
        if self.table.as_ref() == Some(table) {
            return false;
        }
        self.terrain_triangles = table
            .terrain
            .iter()
            .map(|t| triangulate(&t.polygon))
            .collect();
        let mut units: Vec<(String, Vec<usize>)> = Vec::new();
        let mut at: HashMap<&str, usize> = HashMap::new();
        for (i, m) in table.models.iter().enumerate() {
            match at.get(m.unit.as_str()) {
                Some(&u) => units[u].1.push(i),
                None => {
                    at.insert(m.unit.as_str(), units.len());
                    units.push((m.unit.clone(), vec![i]));
                }
            }
        }
        self.units = units;
        self.overlay = super::overlay::OverlayCache::build(table);
        self.table = Some(table.clone());
        self.rebuilds += 1;
        true
    }

    /// The table the cache holds (after [`FrameCache::update`]).
    pub fn table(&self) -> Option<&TableFile> {
        self.table.as_ref()
    }

    /// Each unit with the indices of its models.
    pub fn units(&self) -> &[(String, Vec<usize>)] {
        &self.units
    }
}

/// A tape being measured: both ends on the table, and the models they start and end on.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Tape {
    pub from: [f64; 2],
    pub to: [f64; 2],
    pub from_model: Option<String>,
    pub to_model: Option<String>,
}

/// What the battle engine says of the command a drag would send if the models were released
/// where the pointer has them now (the app asks the engine; the canvas only shows the answer).
#[derive(Debug, Clone, PartialEq)]
pub struct DragVerdict {
    /// The engine would take the command.
    pub legal: bool,
    /// Why not, in the window's language, with the rule that forbids it.
    pub why: Option<String>,
}

/// Asks the battle engine about a drag in progress: its verdict on the command the dragged
/// models would send. Shared, so the canvas keeps it between frames.
#[derive(Clone)]
pub struct DragJudge(std::rc::Rc<JudgeFn>);

/// The question a [`DragJudge`] answers.
type JudgeFn = dyn Fn(&[ModelPose]) -> DragVerdict;

impl DragJudge {
    pub fn new(judge: impl Fn(&[ModelPose]) -> DragVerdict + 'static) -> Self {
        DragJudge(std::rc::Rc::new(judge))
    }

    /// The verdict on a drag of `poses`.
    pub fn verdict(&self, poses: &[ModelPose]) -> DragVerdict {
        (self.0)(poses)
    }
}

impl std::fmt::Debug for DragJudge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DragJudge")
    }
}

/// Everything one frame is built from besides the cache.
#[derive(Debug, Clone, Copy)]
pub struct FrameInput<'a> {
    pub info: &'a CanvasInfo,
    pub selection: &'a Selection,
    pub overlays: &'a OverlayOptions,
    /// Models being dragged, where the pointer has them now (not yet in the table).
    pub preview: &'a [ModelPose],
    /// Grid spacing for the current zoom (cm).
    pub grid_step_cm: f64,
    /// The smallest a base is drawn across at the current zoom (cm): a base smaller on screen
    /// than [`MIN_BASE_POINTS`] is drawn that large about its centre, so no model is a dot.
    pub min_base_cm: f64,
    pub tape: Option<&'a Tape>,
    /// Corners of a terrain piece being drawn.
    pub terrain_draft: &'a [[f64; 2]],
    /// Models about to be placed from a list (the ghost under the pointer).
    pub placing: &'a [ModelPlacement],
    /// A terrain piece being dragged, where the pointer has it now.
    pub terrain_preview: Option<&'a Terrain>,
    /// Language of the labels.
    pub lang: Lang,
    /// The unit under the pointer: unless every enemy is asked for, the selection's sight,
    /// cover, range and reach are drawn to it alone.
    pub pointed_unit: Option<&'a str>,
    /// The dragged models run (powered move, R-MOV-1): allowance 2 x MOV + 1D6.
    pub drag_runs: bool,
    /// In a battle, the engine's verdict on the drag (`preview`): it alone says whether the
    /// drag is shown as allowed. `None` in the table editor, where the move checker's own
    /// figures decide.
    pub drag_verdict: Option<&'a DragVerdict>,
    /// In a battle, the engine's charge of the selected unit on the unit under the pointer
    /// (R-CHG-1): the hover verdict's reach and its chance; `None` in the table editor.
    pub battle_charge: Option<&'a super::verdict::BattleCharge>,
}

/// Builds the frame's shapes. `cache` must have been updated with the table to show.
pub fn prepare_frame(cache: &FrameCache, input: &FrameInput) -> FramePlan {
    let mut plan = FramePlan::default();
    let Some(table) = cache.table() else {
        return plan;
    };
    table_and_grid(&mut plan, table, input);
    zones_and_objectives(&mut plan, table, input.lang);
    terrain(&mut plan, cache, table, input.selection, input.lang);
    let selected = input.selection.model_ids(table);
    let world = super::overlay::world(cache, input);
    if let Some(w) = world.as_deref() {
        super::overlay::under_bases(&mut plan, w, input, &selected);
    }
    bases(&mut plan, table, input, &selected);
    unit_outlines(&mut plan, cache, table, input);
    if let Some(h) = &input.info.highlight {
        super::highlight::order(&mut plan, cache, table, h);
    }
    match world.as_deref() {
        Some(w) => {
            plan.sight_checks = super::overlay::over_bases(&mut plan, w, input, &selected);
            if !input.preview.is_empty()
                && let Some(original) = cache.overlay.world.as_ref()
            {
                super::overlay::move_checker(&mut plan, original, input);
            }
        }
        None => {
            if let Some(problem) = &cache.overlay.problem {
                plan.push(PlanShape::Label {
                    at: [table.table.width_cm / 2.0, table.table.depth_cm / 2.0],
                    text: problem.words(input.lang),
                    color: style::PROBLEM,
                    help: Help::InvalidTable,
                });
            }
        }
    }
    if let Some(tape) = input.tape {
        super::overlay::tape(&mut plan, world.as_deref(), tape, input.lang);
    }
    drafts(&mut plan, input);
    plan
}

fn table_and_grid(plan: &mut FramePlan, table: &TableFile, input: &FrameInput) {
    let (w, d) = (table.table.width_cm, table.table.depth_cm);
    let corners = vec![[0.0, 0.0], [w, 0.0], [w, d], [0.0, d]];
    plan.push(PlanShape::Polygon {
        outline: corners.clone(),
        triangles: vec![[0, 1, 2], [0, 2, 3]],
        fill: style::TABLE_FILL,
        stroke: Stroke::NONE,
    });
    if input.overlays.grid && input.grid_step_cm > 0.0 {
        let step = input.grid_step_cm;
        let major = step * 10.0;
        let line = |v: f64| {
            let is_major = (v / major - (v / major).round()).abs() < 1e-9;
            Stroke::new(
                if is_major { 1.0 } else { 0.5 },
                if is_major {
                    style::GRID_MAJOR
                } else {
                    style::GRID
                },
            )
        };
        let mut x = step;
        while x < w {
            plan.push(PlanShape::Line {
                from: [x, 0.0],
                to: [x, d],
                stroke: line(x),
                dashed: false,
            });
            x += step;
        }
        let mut y = step;
        while y < d {
            plan.push(PlanShape::Line {
                from: [0.0, y],
                to: [w, y],
                stroke: line(y),
                dashed: false,
            });
            y += step;
        }
    }
    plan.push(PlanShape::Outline {
        points: corners,
        stroke: Stroke::new(3.0, style::TABLE_EDGE),
        dashed: false,
    });
}

fn zones_and_objectives(plan: &mut FramePlan, table: &TableFile, lang: Lang) {
    for z in &table.deployment_zones {
        plan.push(PlanShape::Polygon {
            outline: z.polygon.clone(),
            triangles: triangulate(&z.polygon),
            fill: style::side_tint(z.side, 28),
            stroke: Stroke::new(1.5, style::side_tint(z.side, 160)),
        });
        if let Some(c) = centroid(&z.polygon) {
            plan.push(PlanShape::Label {
                at: c,
                text: Label::Deployment.with(lang, &[("side", &lang.side(z.side))]),
                color: style::side_tint(z.side, 200),
                help: Help::Zone,
            });
        }
    }
    for o in &table.objectives {
        plan.push(PlanShape::Circle {
            center: [o.x, o.y],
            radius_cm: o.radius_cm,
            fill: Color32::from_rgba_premultiplied(120, 100, 0, 30),
            stroke: Stroke::new(1.5, Color32::from_rgb(150, 120, 0)),
        });
        let name = crate::narration::names::objective_name(lang, o);
        plan.push(PlanShape::Label {
            at: [o.x, o.y],
            text: format!(
                "{name} ({})",
                Label::VictoryPoints.with(lang, &[("vp", &o.vp)])
            ),
            color: style::LABEL,
            help: Help::Objective,
        });
    }
}

fn terrain(
    plan: &mut FramePlan,
    cache: &FrameCache,
    table: &TableFile,
    selection: &Selection,
    lang: Lang,
) {
    for (t, tris) in table.terrain.iter().zip(&cache.terrain_triangles) {
        let selected = matches!(selection, Selection::Terrain(id) if id == &t.id);
        plan.push(PlanShape::Polygon {
            outline: t.polygon.clone(),
            triangles: tris.clone(),
            fill: style::terrain_fill(t.kind, t.height),
            stroke: if selected {
                Stroke::new(3.0, style::SELECTED)
            } else {
                style::terrain_stroke(t.height)
            },
        });
        if let Some(c) = terrain_label_at(&t.polygon) {
            let kind = match t.kind {
                crate::table::model::TerrainKind::Ignorable => Label::Ignorable.text(lang),
                crate::table::model::TerrainKind::Difficult => Label::Difficult.text(lang),
                crate::table::model::TerrainKind::Impassable => Label::Impassable.text(lang),
            };
            plan.push(PlanShape::Label {
                at: c,
                text: format!("{} ({kind}, h {})", t.name_in(lang), t.height),
                color: style::LABEL,
                help: Help::Terrain,
            });
        }
        if selected {
            for &c in &t.polygon {
                plan.push(PlanShape::Circle {
                    center: c,
                    radius_cm: 0.6,
                    fill: style::SELECTED,
                    stroke: Stroke::new(1.0, Color32::BLACK),
                });
            }
        }
    }
}

/// A model where the frame shows it: its pose while dragged, else as in the table.
pub(super) fn shown_model(m: &ModelPlacement, preview: &[ModelPose]) -> ModelPlacement {
    match preview.iter().find(|p| p.id == m.id) {
        Some(p) => ModelPlacement {
            x: p.x,
            y: p.y,
            facing_deg: p.facing_deg,
            ..m.clone()
        },
        None => m.clone(),
    }
}

fn bases(plan: &mut FramePlan, table: &TableFile, input: &FrameInput, selected: &[String]) {
    for m in &table.models {
        let dragged = input.preview.iter().any(|p| p.id == m.id);
        if dragged {
            // The model's old place, faint, under its new one.
            plan.push(PlanShape::Outline {
                points: outline_cm(m),
                stroke: Stroke::new(1.0, style::side_tint(m.side, 120)),
                dashed: true,
            });
        }
        let shown = shown_model(m, input.preview);
        base_shape(
            plan,
            &shown,
            selected.contains(&m.id),
            255,
            input.min_base_cm,
        );
    }
    for m in input.placing {
        base_shape(plan, m, false, 110, input.min_base_cm);
    }
}

/// How many screen points across the smallest drawn base is, however far the view zooms out.
pub const MIN_BASE_POINTS: f32 = 10.0;

/// The smallest drawn base across (cm) at `points_per_cm`, in steps of 0.25 cm so that a small
/// zoom does not rebuild the frame plan.
pub fn min_base_cm(points_per_cm: f32) -> f64 {
    let cm = f64::from(MIN_BASE_POINTS / points_per_cm.max(0.01));
    (cm * 4.0).ceil() / 4.0
}

/// `m` as drawn: scaled up about its centre when it would be smaller than `min_cm` across.
fn drawn_size(m: &ModelPlacement, min_cm: f64) -> (Vec<[f64; 2]>, [f64; 2]) {
    let outline = outline_cm(m);
    let front = front_point_cm(m);
    let (hw, hd) = super::bases::half_extents_cm(m);
    let across = 2.0 * hw.max(hd);
    if across <= 0.0 || across >= min_cm {
        return (outline, front);
    }
    let k = min_cm / across;
    let grow = |p: [f64; 2]| [m.x + (p[0] - m.x) * k, m.y + (p[1] - m.y) * k];
    (outline.into_iter().map(grow).collect(), grow(front))
}

fn base_shape(plan: &mut FramePlan, m: &ModelPlacement, selected: bool, alpha: u8, min_cm: f64) {
    let (outline, front) = drawn_size(m, min_cm);
    let triangles = (1..outline.len().saturating_sub(1))
        .map(|i| [0, i, i + 1])
        .collect();
    if alpha == 255 {
        let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
        for p in &outline {
            lo = [lo[0].min(p[0]), lo[1].min(p[1])];
            hi = [hi[0].max(p[0]), hi[1].max(p[1])];
        }
        plan.bases.push([lo[0], lo[1], hi[0], hi[1]]);
    }
    let fill = if alpha == 255 {
        style::side_fill(m.side)
    } else {
        style::side_tint(m.side, alpha)
    };
    plan.push(PlanShape::Polygon {
        outline,
        triangles,
        fill,
        stroke: if selected {
            Stroke::new(2.5, style::SELECTED)
        } else {
            Stroke::new(1.0, Color32::BLACK)
        },
    });
    // Facing: a tick from the centre to the front point (R-UNIT-3).
    plan.push(PlanShape::Line {
        from: [m.x, m.y],
        to: front,
        stroke: Stroke::new(2.0, Color32::WHITE),
        dashed: false,
    });
}

/// The convex hull of `models`' bases (cm), each corner pushed `pad` cm out from their centre:
/// a unit's outline on the canvas.
pub fn padded_hull(models: &[ModelPlacement], pad: f64) -> Vec<[f64; 2]> {
    let points: Vec<parry2d::na::Point2<f32>> = models
        .iter()
        .flat_map(outline_cm)
        .map(|p| parry2d::na::Point2::new(p[0] as f32, p[1] as f32))
        .collect();
    let hull = parry2d::transformation::convex_hull(&points);
    let c = centroid_points(models);
    hull.iter()
        .map(|p| {
            let (dx, dy) = (p.x as f64 - c[0], p.y as f64 - c[1]);
            let len = (dx * dx + dy * dy).sqrt().max(1e-9);
            [p.x as f64 + dx / len * pad, p.y as f64 + dy / len * pad]
        })
        .collect()
}

fn unit_outlines(plan: &mut FramePlan, cache: &FrameCache, table: &TableFile, input: &FrameInput) {
    for (unit, members) in cache.units() {
        let models: Vec<ModelPlacement> = members
            .iter()
            .map(|&i| shown_model(&table.models[i], input.preview))
            .collect();
        let side = models[0].side;
        let selected = matches!(input.selection, Selection::Unit(u) if u == unit);
        if models.len() > 1 {
            let outline = padded_hull(&models, 0.4);
            plan.push(PlanShape::Outline {
                points: outline,
                stroke: Stroke::new(
                    if selected { 2.5 } else { 1.2 },
                    if selected {
                        style::SELECTED
                    } else {
                        style::side_tint(side, 200)
                    },
                ),
                dashed: !selected,
            });
        }
        let info = input.info.units.get(unit);
        let name = info
            .map(|i| i.name.as_str())
            .filter(|n| !n.is_empty())
            .unwrap_or(unit);
        let top = models.iter().map(|m| m.y).fold(f64::MIN, f64::max);
        let c = centroid_points(&models);
        let mut label = name.to_string();
        if let Some((size, start)) = info.and_then(|i| i.size) {
            let size = Label::UnitSize.with(input.lang, &[("size", &size), ("start", &start)]);
            label.push_str(&format!(" · {size}"));
        }
        if let Some(i) = info
            && !i.markers.is_empty()
        {
            label.push_str(&format!(" [{}]", i.markers.join(", ")));
        }
        plan.push(PlanShape::Label {
            at: [c[0], top + 2.5],
            text: label,
            color: style::side_fill(side),
            help: Help::Unit,
        });
    }
}

fn drafts(plan: &mut FramePlan, input: &FrameInput) {
    let d = input.terrain_draft;
    for w in d.windows(2) {
        plan.push(PlanShape::Line {
            from: w[0],
            to: w[1],
            stroke: Stroke::new(2.0, style::SELECTED),
            dashed: true,
        });
    }
    for &c in d {
        plan.push(PlanShape::Circle {
            center: c,
            radius_cm: 0.5,
            fill: style::SELECTED,
            stroke: Stroke::NONE,
        });
    }
    if let Some(t) = input.terrain_preview {
        plan.push(PlanShape::Outline {
            points: t.polygon.clone(),
            stroke: Stroke::new(2.0, style::SELECTED),
            dashed: true,
        });
    }
}

/// Average of a polygon's corners (good enough to place a label).
pub(super) fn centroid(poly: &[[f64; 2]]) -> Option<[f64; 2]> {
    if poly.is_empty() {
        return None;
    }
    let n = poly.len() as f64;
    Some([
        poly.iter().map(|p| p[0]).sum::<f64>() / n,
        poly.iter().map(|p| p[1]).sum::<f64>() / n,
    ])
}

/// A piece thinner than this (cm, across the table's depth) has its label beside it: on it,
/// the label would hide the piece and the gaps between pieces (a palisade's gates).
const THIN_PIECE_CM: f64 = 3.0;

/// Where a terrain piece's label goes: at its centroid, or for a thin piece (a palisade) 2.5 cm
/// beyond its far edge, so the piece and the gaps beside it stay in sight.
pub(super) fn terrain_label_at(poly: &[[f64; 2]]) -> Option<[f64; 2]> {
    let c = centroid(poly)?;
    let (low, high) = poly
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
            (lo.min(p[1]), hi.max(p[1]))
        });
    Some(if high - low < THIN_PIECE_CM {
        [c[0], high + 2.5]
    } else {
        c
    })
}

/// Average of models' centres.
pub(super) fn centroid_points(models: &[ModelPlacement]) -> [f64; 2] {
    let n = models.len().max(1) as f64;
    [
        models.iter().map(|m| m.x).sum::<f64>() / n,
        models.iter().map(|m| m.y).sum::<f64>() / n,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::model::{Base, BaseShape};

    fn model_25mm() -> ModelPlacement {
        ModelPlacement {
            id: "a".into(),
            unit: "u".into(),
            side: 0,
            x: 10.0,
            y: 20.0,
            facing_deg: 90.0,
            base: Base {
                shape: BaseShape::Round,
                width_mm: 25.0,
                depth_mm: None,
            },
            height: 1.0,
        }
    }

    fn across(outline: &[[f64; 2]]) -> f64 {
        let xs = outline.iter().map(|p| p[0]);
        xs.clone().fold(f64::MIN, f64::max) - xs.fold(f64::MAX, f64::min)
    }

    #[test]
    fn a_base_too_small_on_screen_is_drawn_at_the_readable_size_about_its_centre() {
        let m = model_25mm();
        // 2 points per cm: a 2.5 cm base would be 5 points across.
        let min = min_base_cm(2.0);
        assert!(min >= 5.0);
        let (outline, front) = drawn_size(&m, min);
        assert!(
            (across(&outline) - min).abs() < 0.05,
            "{}",
            across(&outline)
        );
        let cx = outline.iter().map(|p| p[0]).sum::<f64>() / outline.len() as f64;
        assert!((cx - m.x).abs() < 1e-6);
        assert!(front[1] > m.y + 2.0, "the facing tick grows with the base");
        // Zoomed in, the base is drawn at its true size.
        let (outline, _) = drawn_size(&m, min_base_cm(20.0));
        assert!((across(&outline) - across(&outline_cm(&m))).abs() < 1e-9);
    }

    /// The night raid's palisade (2 cm deep) has its label beside it, off the wall and its
    /// gates; a store (8 cm deep) has its label on it.
    #[test]
    fn a_thin_pieces_label_stands_beside_it_and_a_thick_ones_on_it() {
        let palisade = [[10.0, 28.0], [26.0, 28.0], [26.0, 30.0], [10.0, 30.0]];
        assert_eq!(terrain_label_at(&palisade), Some([18.0, 32.5]));
        let store = [[30.0, 50.0], [40.0, 50.0], [40.0, 58.0], [30.0, 58.0]];
        assert_eq!(terrain_label_at(&store), Some([35.0, 54.0]));
        assert_eq!(terrain_label_at(&[]), None);
    }
}
