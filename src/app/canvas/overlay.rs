//! The selection's overlays, from the table engine (`crate::table`): field of view and
//! front/flank/rear lines, zone of control, range bands (under the bases); line of sight to every
//! enemy with its blockers, cover, engagement, charge reach with its chance, formation problems,
//! overlaps and models off the table, the move checker while dragging, and the tape (over them).
//!
//! The canvas only draws: every figure is the engine's answer, and its hover help names the
//! ruling and book line.

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

fn band_label(b: RangeBand) -> Label {
    match b {
        RangeBand::Short => Label::Short,
        RangeBand::Medium => Label::Medium,
        RangeBand::Long => Label::Long,
        RangeBand::OutOfRange => Label::OutOfRange,
    }
}

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
                    if let Some((from, to)) =
                        clip_segment_to_table(p(&line[0]), p(&line[1]), w.width_cm, w.depth_cm)
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

fn los_rank(l: Los) -> u8 {
    match l {
        Los::Total => 2,
        Los::Partial => 1,
        Los::None => 0,
    }
}

fn los_colour(l: Los) -> Color32 {
    match l {
        Los::Total => style::LOS_TOTAL,
        Los::Partial => style::LOS_PARTIAL,
        Los::None => style::LOS_NONE,
    }
}

fn los_text(l: Los) -> Label {
    match l {
        Los::Total => Label::SightTotal,
        Los::Partial => Label::SightPartial,
        Los::None => Label::SightNone,
    }
}

fn obstacle_outline(w: &Table, o: Obstacle) -> Vec<[f64; 2]> {
    match o {
        Obstacle::Model(i) => w.models[i].foot.outline(8).iter().map(p).collect(),
        Obstacle::Terrain(t) => w.terrain[t].polygon.iter().map(p).collect(),
    }
}

/// Overlays drawn over the bases: sight, cover, engagement, reach, problems, move checker.
pub(super) fn over_bases(
    plan: &mut FramePlan,
    w: &Table,
    input: &FrameInput,
    selected: &[String],
) -> usize {
    let lang = input.lang;
    let sel = selected_indices(w, selected);
    let mut checks = 0;
    if let Some(&first) = sel.first() {
        let side = w.models[first].side;
        let unit: UnitIdx = w.unit_of(first);
        // The enemy under the pointer, or every enemy when asked.
        let shown = |b: ModelIdx| {
            input.overlays.every_enemy
                || input.pointed_unit == Some(w.units[w.unit_of(b)].id.as_str())
        };
        let enemies: Vec<ModelIdx> = (0..w.models.len())
            .filter(|&b| w.models[b].side != side && shown(b))
            .collect();
        // Per enemy model: the best sight any selected model has, and from which.
        let mut best: Vec<(ModelIdx, crate::table::Sight)> = Vec::with_capacity(enemies.len());
        if input.overlays.sight || input.overlays.cover {
            for &b in &enemies {
                let mut pick: Option<(ModelIdx, crate::table::Sight)> = None;
                for &a in &sel {
                    checks += 1;
                    let s = w.sight(a, b);
                    if pick
                        .as_ref()
                        .is_none_or(|(_, q)| los_rank(s.los) > los_rank(q.los))
                    {
                        let total = s.los == Los::Total;
                        pick = Some((a, s));
                        if total {
                            break;
                        }
                    }
                }
                if let Some(pk) = pick {
                    best.push(pk);
                }
            }
        }
        let mut blockers: BTreeSet<Obstacle> = BTreeSet::new();
        let mut partial_by: BTreeSet<Obstacle> = BTreeSet::new();
        // Per enemy unit: counts of total / partial / none and how many are in cover.
        let mut per_unit: HashMap<UnitIdx, [usize; 4]> = HashMap::new();
        for (i, (a, s)) in best.iter().enumerate() {
            let b = enemies[i];
            let tally = per_unit.entry(w.unit_of(b)).or_default();
            tally[2 - los_rank(s.los) as usize] += 1;
            if input.overlays.sight && s.in_view {
                plan.push(PlanShape::Line {
                    from: p(&w.models[*a].foot.centre),
                    to: p(&w.models[b].foot.centre),
                    stroke: Stroke::new(
                        if s.los == Los::None { 1.0 } else { 1.5 },
                        los_colour(s.los),
                    ),
                    dashed: s.los != Los::Total,
                });
                plan.push(PlanShape::Outline {
                    points: w.models[b].foot.outline(8).iter().map(p).collect(),
                    stroke: Stroke::new(2.0, los_colour(s.los)),
                    dashed: false,
                });
                match s.los {
                    Los::None => blockers.extend(s.tall.iter().copied()),
                    Los::Partial => partial_by.extend(s.touching.iter().copied()),
                    Los::Total => {}
                }
            }
            if input.overlays.cover && s.los != Los::None {
                checks += 1;
                if w.cover(*a, b).in_cover {
                    tally[3] += 1;
                    let f = &w.models[b].foot;
                    plan.push(PlanShape::Circle {
                        center: p(&f.centre),
                        radius_cm: f.half_width.max(f.half_depth) + 0.7,
                        fill: Color32::TRANSPARENT,
                        stroke: Stroke::new(1.5, style::COVER),
                    });
                }
            }
        }
        for o in &partial_by {
            if !blockers.contains(o) {
                plan.push(PlanShape::Outline {
                    points: obstacle_outline(w, *o),
                    stroke: Stroke::new(2.0, style::LOS_PARTIAL),
                    dashed: true,
                });
            }
        }
        // Every blocker outlined; one label per blocking unit (or terrain piece), not one per
        // model, so a crowd of blockers does not bury the figures.
        let mut groups: Vec<(String, Vec<[f64; 2]>)> = Vec::new();
        for o in &blockers {
            let outline = obstacle_outline(w, *o);
            let at = centroid(&outline).unwrap_or([0.0, 0.0]);
            plan.push(PlanShape::Outline {
                points: outline,
                stroke: Stroke::new(3.0, style::BLOCKER),
                dashed: false,
            });
            let key = match o {
                crate::table::world::Obstacle::Model(m) => w.units[w.unit_of(*m)].id.clone(),
                _ => w.obstacle_id(*o).to_string(),
            };
            match groups.iter_mut().find(|g| g.0 == key) {
                Some(g) => g.1.push(at),
                None => groups.push((key, vec![at])),
            }
        }
        for (key, points) in groups {
            let n = points.len() as f64;
            let at = [
                points.iter().map(|q| q[0]).sum::<f64>() / n,
                points.iter().map(|q| q[1]).sum::<f64>() / n,
            ];
            let who = if points.len() > 1 {
                format!("{key} ({})", points.len())
            } else {
                key
            };
            plan.push(PlanShape::Label {
                at,
                text: format!("{who}: {}", Label::Blocker.text(lang)),
                color: style::BLOCKER,
                help: Help::Sight,
            });
        }
        // Per enemy unit: one label with sight, cover, range and charge reach.
        let mov = input
            .info
            .units
            .get(&w.units[unit].id)
            .map(|i| i.mov_cm)
            .filter(|m| *m > 0.0);
        let mut enemy_units: Vec<UnitIdx> = enemies.iter().map(|&b| w.unit_of(b)).collect();
        enemy_units.dedup();
        let whole_unit = sel.len() > 1;
        for u in enemy_units {
            let members = &w.units[u].models;
            let top = members
                .iter()
                .map(|&m| w.models[m].foot.centre)
                .fold(None::<P2>, |acc, c| {
                    Some(acc.map_or(c, |a| if c.y < a.y { c } else { a }))
                });
            let Some(anchor) = top else { continue };
            let mut lines: Vec<(String, Help)> = Vec::new();
            if let Some(t) = per_unit.get(&u) {
                if input.overlays.sight {
                    let mut parts = Vec::new();
                    for (k, l) in [Los::Total, Los::Partial, Los::None].iter().enumerate() {
                        if t[k] > 0 {
                            parts.push(format!("{} {}", t[k], los_text(*l).text(lang)));
                        }
                    }
                    lines.push((parts.join(", "), Help::Sight));
                }
                if input.overlays.cover && t[3] > 0 {
                    lines.push((
                        format!("{} {}", t[3], Label::InCover.text(lang)),
                        Help::Cover,
                    ));
                }
            }
            if input.overlays.ranges {
                checks += 1;
                let r = if whole_unit {
                    w.unit_range(unit, u).best
                } else {
                    sel.iter()
                        .filter_map(|&a| {
                            w.units[u]
                                .models
                                .iter()
                                .map(|&t| w.distance(a, t))
                                .min_by(f64::total_cmp)
                        })
                        .map(RangeBand::of)
                        .min()
                        .unwrap_or(RangeBand::OutOfRange)
                };
                lines.push((band_label(r).text(lang).to_string(), Help::Range));
            }
            if input.overlays.reach
                && let Some(mov) = mov
            {
                checks += 1;
                let (odds, pairs): (
                    Option<crate::table::ChargeOdds>,
                    Vec<(ModelIdx, Option<ModelIdx>)>,
                ) = if whole_unit {
                    let c = w.unit_charge(unit, u, mov);
                    (
                        c.odds.clone(),
                        c.models
                            .iter()
                            .map(|m| (m.model, m.nearest_target))
                            .collect(),
                    )
                } else {
                    let c = w.model_charge(sel[0], u, mov);
                    (c.odds.clone(), vec![(c.model, c.nearest_target)])
                };
                match odds {
                    Some(o) => {
                        let gap = cm(lang, o.gap_cm);
                        let text = if o.die_needed.is_some() {
                            Label::Charge.with(
                                lang,
                                &[
                                    ("cm", &gap),
                                    ("chance", &format!("{:.0}", o.chance.probability() * 100.0)),
                                ],
                            )
                        } else {
                            Label::ChargeOut.with(lang, &[("cm", &gap)])
                        };
                        lines.push((text, Help::Reach));
                        // The charger nearest its target, and the line it would charge along.
                        if let Some((a, Some(t))) =
                            pairs.iter().filter(|(_, t)| t.is_some()).min_by(|x, y| {
                                w.distance(x.0, x.1.unwrap_or(0))
                                    .total_cmp(&w.distance(y.0, y.1.unwrap_or(0)))
                            })
                        {
                            plan.push(PlanShape::Line {
                                from: p(&w.models[*a].foot.centre),
                                to: p(&w.models[*t].foot.centre),
                                stroke: Stroke::new(2.0, style::REACH),
                                dashed: true,
                            });
                        }
                    }
                    None => lines.push((Label::NoTargetSeen.text(lang).to_string(), Help::Reach)),
                }
            }
            for (k, (text, help)) in lines.into_iter().enumerate() {
                plan.push(PlanShape::Label {
                    at: [anchor.x, anchor.y - 3.0 - 2.2 * k as f64],
                    text,
                    color: style::LABEL,
                    help,
                });
            }
        }
        if input.overlays.engagement {
            let mut seen = BTreeSet::new();
            for &a in &sel {
                for b in w.engaged_with(a) {
                    if !seen.insert((a, b)) {
                        continue;
                    }
                    let (ca, cb) = (w.models[a].foot.centre, w.models[b].foot.centre);
                    plan.push(PlanShape::Line {
                        from: p(&ca),
                        to: p(&cb),
                        stroke: Stroke::new(4.0, style::PROBLEM),
                        dashed: false,
                    });
                    let side = match w.side_of(a, b) {
                        Side::Front => Label::Front,
                        Side::Flank => Label::Flank,
                        Side::Rear => Label::Rear,
                    };
                    let mid = [(ca.x + cb.x) / 2.0, (ca.y + cb.y) / 2.0];
                    plan.push(PlanShape::Label {
                        at: mid,
                        text: format!("{} ({})", Label::Engaged.text(lang), side.text(lang)),
                        color: style::PROBLEM,
                        help: Help::Engaged,
                    });
                }
            }
        }
    }
    if input.overlays.problems {
        problems(plan, w, input);
    }
    checks
}

fn ring(plan: &mut FramePlan, w: &Table, model: ModelIdx, colour: Color32) -> [f64; 2] {
    let foot = &w.models[model].foot;
    let r = foot.half_width.max(foot.half_depth) + 1.0;
    plan.push(PlanShape::Circle {
        center: p(&foot.centre),
        radius_cm: r,
        fill: Color32::TRANSPARENT,
        stroke: Stroke::new(2.0, colour),
    });
    [foot.centre.x, foot.centre.y - r - 1.0]
}

/// Formation problems of every unit (R-FORM-1), overlapping bases, bases off the table or on
/// impassable terrain, where they are.
fn problems(plan: &mut FramePlan, w: &Table, input: &FrameInput) {
    let lang = input.lang;
    for problem in w.illegal_placements() {
        match problem {
            PlacementProblem::Overlap { a, b, depth_cm } => {
                if let (Some(i), Some(j)) = (w.model_index(&a), w.model_index(&b)) {
                    ring(plan, w, i, style::PROBLEM);
                    let at = ring(plan, w, j, style::PROBLEM);
                    plan.push(PlanShape::Label {
                        at,
                        text: format!(
                            "{} {a}/{b} {}",
                            Label::Overlap.text(lang),
                            Label::Cm.with(lang, &[("cm", &cm(lang, depth_cm))])
                        ),
                        color: style::PROBLEM,
                        help: Help::Overlap,
                    });
                }
            }
            PlacementProblem::OffTable { model, by_cm } => {
                if let Some(i) = w.model_index(&model) {
                    let at = ring(plan, w, i, style::PROBLEM);
                    plan.push(PlanShape::Label {
                        at,
                        text: format!(
                            "{model}: {} {}",
                            Label::OffTable.text(lang),
                            Label::Cm.with(lang, &[("cm", &cm(lang, by_cm))])
                        ),
                        color: style::PROBLEM,
                        help: Help::OffTable,
                    });
                }
            }
            PlacementProblem::OnImpassable { model, terrain } => {
                if let Some(i) = w.model_index(&model) {
                    let at = ring(plan, w, i, style::PROBLEM);
                    plan.push(PlanShape::Label {
                        at,
                        text: format!("{model}: {} ({terrain})", Label::OnImpassable.text(lang)),
                        color: style::PROBLEM,
                        help: Help::Move,
                    });
                }
            }
        }
    }
    problems_of_formation(plan, w, input);
}

fn problems_of_formation(plan: &mut FramePlan, w: &Table, input: &FrameInput) {
    for (u, unit) in w.units.iter().enumerate() {
        if unit.models.len() < 2 {
            continue;
        }
        let kind = match input.info.units.get(&unit.id) {
            Some(i) if i.open_order => FormationKind::Open,
            _ => FormationKind::Closed,
        };
        let f = w.formation(u, kind);
        for v in &f.violations {
            match v {
                FormationViolation::TooFewNear { model, .. } => {
                    if let Some(i) = w.model_index(model) {
                        let foot = &w.models[i].foot;
                        plan.push(PlanShape::Circle {
                            center: p(&foot.centre),
                            radius_cm: foot.half_width.max(foot.half_depth) + 1.0,
                            fill: Color32::TRANSPARENT,
                            stroke: Stroke::new(2.0, style::PROBLEM),
                        });
                        plan.push(PlanShape::Label {
                            at: [foot.centre.x, foot.centre.y - foot.half_width - 2.0],
                            text: v.words(input.lang),
                            color: style::PROBLEM,
                            help: Help::Formation,
                        });
                    }
                }
                FormationViolation::TooFarApart { a, b, .. } => {
                    if let (Some(i), Some(j)) = (w.model_index(a), w.model_index(b)) {
                        let (ca, cb) = (w.models[i].foot.centre, w.models[j].foot.centre);
                        plan.push(PlanShape::Line {
                            from: p(&ca),
                            to: p(&cb),
                            stroke: Stroke::new(2.0, style::PROBLEM),
                            dashed: true,
                        });
                        plan.push(PlanShape::Label {
                            at: [(ca.x + cb.x) / 2.0, (ca.y + cb.y) / 2.0],
                            text: v.words(input.lang),
                            color: style::PROBLEM,
                            help: Help::Formation,
                        });
                    }
                }
            }
        }
    }
}

/// The tape measure: from base edge to base edge when both ends are on models (R-GEO-1), from
/// a base edge to a point when one is, else point to point.
pub(super) fn tape(plan: &mut FramePlan, w: Option<&Table>, tape: &Tape, lang: Lang) {
    let idx = |id: &Option<String>| id.as_ref().and_then(|id| w.and_then(|w| w.model_index(id)));
    let (from, to) = (idx(&tape.from_model), idx(&tape.to_model));
    let (a, b, d, help) = match (w, from, to) {
        (Some(w), Some(i), Some(j)) => {
            let (pa, pb) = nearest_points(w, i, Some(j), tape.to);
            (pa, pb, w.distance(i, j), Help::Tape)
        }
        (Some(w), Some(i), None) => {
            let (pa, _) = nearest_points(w, i, None, tape.to);
            (
                pa,
                tape.to,
                w.distance_to_point(i, P2::new(tape.to[0], tape.to[1])),
                Help::Tape,
            )
        }
        (Some(w), None, Some(j)) => {
            let (pb, _) = nearest_points(w, j, None, tape.from);
            (
                tape.from,
                pb,
                w.distance_to_point(j, P2::new(tape.from[0], tape.from[1])),
                Help::Tape,
            )
        }
        _ => (
            tape.from,
            tape.to,
            (tape.to[0] - tape.from[0]).hypot(tape.to[1] - tape.from[1]),
            Help::TapePoints,
        ),
    };
    plan.push(PlanShape::Line {
        from: a,
        to: b,
        stroke: Stroke::new(3.0, style::TAPE),
        dashed: false,
    });
    plan.push(PlanShape::Line {
        from: a,
        to: b,
        stroke: Stroke::new(1.0, Color32::BLACK),
        dashed: true,
    });
    let mid = [(a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0];
    plan.push(PlanShape::Label {
        at: mid,
        text: Label::Cm.with(lang, &[("cm", &cm(lang, d))]),
        color: style::LABEL,
        help,
    });
}

/// The nearest points between a model's base and another's (or a point), for drawing the tape.
fn nearest_points(
    w: &Table,
    i: ModelIdx,
    j: Option<ModelIdx>,
    point: [f64; 2],
) -> ([f64; 2], [f64; 2]) {
    use parry2d::query::{ClosestPoints, closest_points};
    let (sa, ia) = w.models[i].foot.parry();
    let (sb, ib) = match j {
        Some(j) => w.models[j].foot.parry(),
        None => (
            parry2d::shape::SharedShape::ball(1e-4),
            parry2d::na::Isometry2::translation(point[0] as f32, point[1] as f32),
        ),
    };
    match closest_points(&ia, sa.as_ref(), &ib, sb.as_ref(), f32::MAX) {
        Ok(ClosestPoints::WithinMargin(pa, pb)) => {
            ([pa.x as f64, pa.y as f64], [pb.x as f64, pb.y as f64])
        }
        _ => {
            let c = w.models[i].foot.centre;
            let o = j
                .map(|j| w.models[j].foot.centre)
                .unwrap_or(P2::new(point[0], point[1]));
            ([c.x, c.y], [o.x, o.y])
        }
    }
}

/// The move checker's verdict on each dragged model, from where it stands in the table to
/// where the pointer has it: path length, allowance left (when the unit's MOV is known),
/// difficult and impassable terrain crossed, bases crossed, leaving the table (book L476-558).
pub(super) fn move_checker(plan: &mut FramePlan, original: &Table, input: &FrameInput) {
    let lang = input.lang;
    let mut worst: Option<(f64, [f64; 2], Vec<String>, bool)> = None;
    for pose in input.preview {
        let Some(i) = original.model_index(&pose.id) else {
            continue;
        };
        let m = &original.models[i];
        let mov = input
            .info
            .units
            .get(&m.unit)
            .map(|u| u.mov_cm)
            .filter(|v| *v > 0.0);
        let to = P2::new(pose.x, pose.y);
        let check = original.check_move(&MoveRequest {
            model: i,
            path: vec![to],
            final_facing_deg: Some(pose.facing_deg),
            kind: if input.drag_runs {
                MoveKind::Run
            } else {
                MoveKind::Move
            },
            mov_cm: mov.unwrap_or(0.0),
            die: None,
        });
        let mut parts = vec![Label::Cm.with(lang, &[("cm", &cm(lang, check.length_cm))])];
        // A run's reach is 2 x MOV + 1D6 (R-MOV-1): the die it needs, or out of reach.
        let run_reaches = check.die_needed.is_some();
        match mov {
            Some(_) if input.drag_runs => parts.push(match check.die_needed {
                Some(die) => Label::RunNeeds.with(lang, &[("needs", &die)]),
                None => Label::RunBeyondReach.text(lang).to_string(),
            }),
            Some(mov) => {
                let left = mov - check.length_cm;
                parts.push(if left >= 0.0 {
                    Label::AllowanceLeft.with(lang, &[("cm", &cm(lang, left))])
                } else {
                    Label::AllowanceOver.with(lang, &[("cm", &cm(lang, -left))])
                });
            }
            None => {}
        }
        if !check.crosses_difficult.is_empty() {
            parts.push(format!(
                "{} ({})",
                Label::DifficultCrossed.text(lang),
                check.crosses_difficult.join(", ")
            ));
        }
        if !check.crosses_impassable.is_empty() {
            parts.push(format!(
                "{} ({})",
                Label::ImpassableCrossed.text(lang),
                check.crosses_impassable.join(", ")
            ));
        }
        let illegal = match input.drag_verdict {
            // In a battle the engine's own check of the command the drag would send decides,
            // and says why (the canvas holds no rules of its own there).
            Some(verdict) => {
                parts.extend(verdict.why.iter().cloned());
                !verdict.legal
            }
            None => {
                // Models moving together (a unit dragged keeping formation) do not block each
                // other.
                let problems: Vec<&MoveProblem> = check
                    .problems
                    .iter()
                    .filter(|p| {
                        !input.preview.iter().any(|q| {
                            matches!(p, MoveProblem::PassesThroughModel { model } if *model == q.id)
                        })
                    })
                    .collect();
                parts.extend(problems.iter().map(|p| p.words(lang)));
                let too_far = if input.drag_runs {
                    mov.is_some() && !run_reaches
                } else {
                    mov.is_some_and(|mv| check.length_cm > mv + 1e-9)
                };
                !problems.is_empty() || too_far
            }
        };
        let colour = if illegal {
            style::PROBLEM
        } else {
            style::LOS_TOTAL
        };
        plan.push(PlanShape::Line {
            from: p(&m.foot.centre),
            to: [pose.x, pose.y],
            stroke: Stroke::new(2.0, colour),
            dashed: true,
        });
        if illegal {
            plan.push(PlanShape::Circle {
                center: [pose.x, pose.y],
                radius_cm: m.foot.half_width.max(m.foot.half_depth) + 0.8,
                fill: Color32::TRANSPARENT,
                stroke: Stroke::new(2.0, style::PROBLEM),
            });
        }
        // One label for the whole drag: the model that moves furthest (a unit moves together).
        let key = check.length_cm + if illegal { 1e6 } else { 0.0 };
        if worst.as_ref().is_none_or(|w| key > w.0) {
            worst = Some((
                key,
                [
                    pose.x,
                    pose.y + m.foot.half_depth.max(m.foot.half_width) + 2.0,
                ],
                parts,
                illegal,
            ));
        }
    }
    if let Some((_, at, parts, illegal)) = worst {
        for (k, text) in parts.into_iter().enumerate() {
            plan.push(PlanShape::Label {
                at: [at[0], at[1] + 2.2 * k as f64],
                text,
                color: if illegal {
                    style::PROBLEM
                } else {
                    style::LABEL
                },
                help: Help::Move,
            });
        }
    }
}
