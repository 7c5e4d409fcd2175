//! The pointer on the canvas: zoom, pan, select, drag and turn models, move units, tape,
//! place units, draw and edit terrain. Turns gestures into [`TableEdit`] values.

use super::TableCanvas;
use super::bases::{model_at, polygon_contains};
use super::edit::{ModelPose, TableEdit};
use super::frame::{Tape, centroid_points};
use super::tools::{Selection, Tool};
use crate::table::model::{ModelPlacement, TableFile, Terrain};
use egui::{PointerButton, Response, Ui};

/// Screen distance (points) within which a click hits a terrain corner.
const CORNER_HIT_POINTS: f32 = 10.0;

/// A drag in progress.
#[derive(Debug, Clone, Default)]
pub(super) enum Drag {
    #[default]
    None,
    Pan,
    /// Models moving together by the pointer's displacement.
    Models {
        origin: [f64; 2],
        originals: Vec<ModelPose>,
        current: Vec<ModelPose>,
    },
    /// Models turning: one model faces the pointer; a unit turns about `pivot`.
    Rotate {
        pivot: [f64; 2],
        start_angle: f64,
        single: bool,
        originals: Vec<ModelPose>,
        current: Vec<ModelPose>,
    },
    Tape(Tape),
    /// A terrain piece changing: one corner (`corner`) or the whole piece (`None`).
    Terrain {
        origin: [f64; 2],
        corner: Option<usize>,
        original: Terrain,
        current: Terrain,
    },
}

impl Drag {
    /// Poses of the models being dragged, where the pointer has them now.
    pub(super) fn preview(&self) -> &[ModelPose] {
        match self {
            Drag::Models { current, .. } | Drag::Rotate { current, .. } => current,
            _ => &[],
        }
    }

    pub(super) fn tape(&self) -> Option<&Tape> {
        match self {
            Drag::Tape(t) => Some(t),
            _ => None,
        }
    }

    /// The terrain piece being dragged, as it stands now.
    pub(super) fn terrain(&self) -> Option<&Terrain> {
        match self {
            Drag::Terrain { current, .. } => Some(current),
            _ => None,
        }
    }
}

fn pose(m: &ModelPlacement) -> ModelPose {
    ModelPose {
        id: m.id.clone(),
        x: m.x,
        y: m.y,
        facing_deg: m.facing_deg,
    }
}

fn unit_models<'a>(table: &'a TableFile, unit: &str) -> Vec<&'a ModelPlacement> {
    table.models.iter().filter(|m| m.unit == unit).collect()
}

fn angle_deg(from: [f64; 2], to: [f64; 2]) -> f64 {
    (to[1] - from[1]).atan2(to[0] - from[0]).to_degrees()
}

/// Poses of `originals` turned by `degrees` about `pivot` (formation kept).
fn turned(originals: &[ModelPose], pivot: [f64; 2], degrees: f64) -> Vec<ModelPose> {
    let (s, c) = degrees.to_radians().sin_cos();
    originals
        .iter()
        .map(|p| {
            let (dx, dy) = (p.x - pivot[0], p.y - pivot[1]);
            ModelPose {
                id: p.id.clone(),
                x: pivot[0] + dx * c - dy * s,
                y: pivot[1] + dx * s + dy * c,
                facing_deg: (p.facing_deg + degrees).rem_euclid(360.0),
            }
        })
        .collect()
}

/// The edit turning the selection by `degrees` (a unit about its centre, keeping formation).
pub(super) fn rotate_selection(
    selection: &Selection,
    table: &TableFile,
    degrees: f64,
) -> Option<TableEdit> {
    let models: Vec<&ModelPlacement> = match selection {
        Selection::Model(id) => table.models.iter().filter(|m| &m.id == id).collect(),
        Selection::Unit(u) => unit_models(table, u),
        _ => return None,
    };
    if models.is_empty() || !degrees.is_finite() {
        return None;
    }
    let owned: Vec<ModelPlacement> = models.iter().map(|m| (*m).clone()).collect();
    let pivot = centroid_points(&owned);
    let originals: Vec<ModelPose> = owned.iter().map(pose).collect();
    Some(TableEdit::MoveModels {
        poses: turned(&originals, pivot, degrees),
    })
}

/// Handles this frame's pointer input; returns the finished edits.
pub(super) fn handle(
    c: &mut TableCanvas,
    ui: &Ui,
    r: &Response,
    table: &TableFile,
) -> Vec<TableEdit> {
    let mut edits = Vec::new();
    c.hover_cm = r.hover_pos().map(|p| c.view.to_table(p));
    if !matches!(c.tool, Tool::Measure) {
        c.tape_anchor = None;
    }

    if r.hovered() {
        let (scroll, zoom) = ui.input(|i| (i.smooth_scroll_delta(), i.zoom_delta()));
        let factor = zoom * (scroll.y * 0.002).exp();
        if factor != 1.0
            && let Some(p) = r.hover_pos()
        {
            c.view.zoom_at(p, factor);
        }
    }
    if r.dragged_by(PointerButton::Secondary) || r.dragged_by(PointerButton::Middle) {
        c.view.pan(r.drag_delta());
    }

    if r.clicked_by(PointerButton::Primary)
        && let Some(p) = r.interact_pointer_pos()
    {
        click(c, table, c.view.to_table(p), r.double_clicked(), &mut edits);
    }
    if r.secondary_clicked() && matches!(c.tool, Tool::DrawTerrain { .. }) {
        c.terrain_draft.clear();
    }

    if r.drag_started_by(PointerButton::Primary) {
        let origin = ui
            .input(|i| i.pointer.press_origin())
            .or(r.interact_pointer_pos());
        if let Some(o) = origin {
            c.drag = start_drag(c, table, o);
        }
    }
    if r.dragged_by(PointerButton::Primary)
        && let Some(p) = r.interact_pointer_pos()
    {
        let at = c.view.to_table(p);
        if matches!(c.drag, Drag::Pan) {
            c.view.pan(r.drag_delta());
        } else {
            update_drag(&mut c.drag, table, at, c.face_drag);
        }
    }
    if r.drag_stopped_by(PointerButton::Primary) {
        if let Some(p) = r.interact_pointer_pos() {
            let at = c.view.to_table(p);
            update_drag(&mut c.drag, table, at, c.face_drag);
        }
        match std::mem::take(&mut c.drag) {
            Drag::Models {
                originals, current, ..
            }
            | Drag::Rotate {
                originals, current, ..
            } => {
                if current != originals {
                    edits.push(TableEdit::MoveModels { poses: current });
                }
            }
            Drag::Tape(t) => c.tape = Some(t),
            Drag::Terrain {
                original, current, ..
            } => {
                if current != original {
                    edits.push(TableEdit::EditTerrain { piece: current });
                }
            }
            Drag::None | Drag::Pan => {}
        }
    }
    edits
}

fn click(
    c: &mut TableCanvas,
    table: &TableFile,
    at: [f64; 2],
    double: bool,
    edits: &mut Vec<TableEdit>,
) {
    match c.tool.clone() {
        Tool::Select | Tool::MoveUnit | Tool::Rotate => {
            c.selection = match c.model_under(&table.models, at) {
                Some(m) => next_selection(&c.selection, table, m, &c.tool),
                None => match terrain_at(table, at) {
                    Some(t) => Selection::Terrain(t.id.clone()),
                    None => Selection::None,
                },
            };
        }
        Tool::Measure => {
            // Click, click: the first click starts the tape, the second ends it.
            match c.tape_anchor.take() {
                Some(from) => c.tape = Some(tape_between(c, table, from, at)),
                None => {
                    c.tape = None;
                    c.tape_anchor = Some(at);
                }
            }
        }
        Tool::PlaceUnit(template) => {
            let models = template.place(at, table);
            if let Some(first) = models.first() {
                c.selection = Selection::Unit(first.unit.clone());
                edits.push(TableEdit::AddModels { models });
            }
        }
        Tool::DrawTerrain {
            kind,
            height,
            cover,
        } => {
            let near_first = c.terrain_draft.first().is_some_and(|f| {
                c.view.to_screen(*f).distance(c.view.to_screen(at)) <= CORNER_HIT_POINTS
            });
            if double || near_first {
                if double
                    && let Some(last) = c.terrain_draft.last()
                    && c.view.to_screen(*last).distance(c.view.to_screen(at)) <= CORNER_HIT_POINTS
                {
                    // The double click's second press added nothing new.
                } else if !near_first {
                    c.terrain_draft.push(at);
                }
                if c.terrain_draft.len() >= 3 {
                    let id = (1..)
                        .map(|n| format!("terrain-{n}"))
                        .find(|id| !table.terrain.iter().any(|t| &t.id == id))
                        .unwrap_or_default();
                    let polygon = std::mem::take(&mut c.terrain_draft);
                    c.selection = Selection::Terrain(id.clone());
                    edits.push(TableEdit::AddTerrain {
                        piece: Terrain {
                            id,
                            name: None,
                            name_es: None,
                            kind,
                            height,
                            cover,
                            polygon,
                        },
                    });
                }
            } else {
                c.terrain_draft.push(at);
            }
        }
        Tool::EditTerrain => {
            c.selection = match terrain_at(table, at) {
                Some(t) => Selection::Terrain(t.id.clone()),
                None => Selection::None,
            };
        }
    }
}

/// What a click on model `m` selects: its unit; a model of the selected unit, that one
/// model; the selected model again, its unit back. The move-unit tool always takes the unit.
fn next_selection(
    selection: &Selection,
    table: &TableFile,
    m: &ModelPlacement,
    tool: &Tool,
) -> Selection {
    if matches!(tool, Tool::MoveUnit) {
        return Selection::Unit(m.unit.clone());
    }
    let unit_of = |id: &str| table.models.iter().find(|x| x.id == id).map(|x| &x.unit);
    match selection {
        Selection::Unit(u) if u == &m.unit => Selection::Model(m.id.clone()),
        Selection::Model(id) if id == &m.id => Selection::Unit(m.unit.clone()),
        Selection::Model(id) if unit_of(id) == Some(&m.unit) => Selection::Model(m.id.clone()),
        _ => Selection::Unit(m.unit.clone()),
    }
}

/// A tape from `from` to `to`, each end on the base it starts or ends on, if any.
pub(super) fn tape_between(
    c: &TableCanvas,
    table: &TableFile,
    from: [f64; 2],
    to: [f64; 2],
) -> Tape {
    let from_model = c.model_near(&table.models, from).map(|m| m.id.clone());
    let to_model = model_at(&table.models, to)
        .map(|m| m.id.clone())
        .filter(|id| Some(id) != from_model.as_ref());
    Tape {
        from,
        to,
        from_model,
        to_model,
    }
}

/// The topmost terrain piece under a point.
fn terrain_at(table: &TableFile, at: [f64; 2]) -> Option<&Terrain> {
    table
        .terrain
        .iter()
        .rev()
        .find(|t| polygon_contains(&t.polygon, at))
}

fn start_drag(c: &mut TableCanvas, table: &TableFile, origin_screen: egui::Pos2) -> Drag {
    let origin = c.view.to_table(origin_screen);
    // A drag that starts a few points off a base takes the base, not the table.
    let hit = c.model_near(&table.models, origin);
    match (&c.tool, hit) {
        (Tool::Select, Some(m)) | (Tool::MoveUnit, Some(m)) => {
            // One model alone only when that model, or one of its unit, is the selection;
            // else the whole unit, as a click would select it.
            let unit_of = |id: &str| table.models.iter().find(|x| x.id == id).map(|x| &x.unit);
            let single = matches!(c.tool, Tool::Select)
                && matches!(&c.selection, Selection::Model(id) if unit_of(id) == Some(&m.unit));
            let originals: Vec<ModelPose> = if single {
                c.selection = Selection::Model(m.id.clone());
                vec![pose(m)]
            } else {
                c.selection = Selection::Unit(m.unit.clone());
                unit_models(table, &m.unit).into_iter().map(pose).collect()
            };
            Drag::Models {
                origin,
                current: originals.clone(),
                originals,
            }
        }
        (Tool::Rotate, Some(m)) => {
            let single = !matches!(&c.selection, Selection::Unit(u) if u == &m.unit);
            let models: Vec<ModelPlacement> = if single {
                c.selection = Selection::Model(m.id.clone());
                vec![m.clone()]
            } else {
                unit_models(table, &m.unit).into_iter().cloned().collect()
            };
            let pivot = centroid_points(&models);
            let originals: Vec<ModelPose> = models.iter().map(pose).collect();
            Drag::Rotate {
                pivot,
                start_angle: angle_deg(pivot, origin),
                single,
                current: originals.clone(),
                originals,
            }
        }
        (Tool::Measure, _) => {
            c.tape_anchor = None;
            Drag::Tape(Tape {
                from: origin,
                to: origin,
                from_model: hit.map(|m| m.id.clone()),
                to_model: None,
            })
        }
        (Tool::EditTerrain, _) => {
            let selected = match &c.selection {
                Selection::Terrain(id) => table.terrain.iter().find(|t| &t.id == id),
                _ => None,
            };
            let corner_hit = |t: &Terrain| {
                t.polygon
                    .iter()
                    .position(|p| c.view.to_screen(*p).distance(origin_screen) <= CORNER_HIT_POINTS)
            };
            let by_corner = selected
                .and_then(|t| corner_hit(t).map(|i| (t, Some(i))))
                .or_else(|| {
                    table
                        .terrain
                        .iter()
                        .rev()
                        .find_map(|t| corner_hit(t).map(|i| (t, Some(i))))
                });
            match by_corner.or_else(|| terrain_at(table, origin).map(|t| (t, None))) {
                Some((t, corner)) => {
                    c.selection = Selection::Terrain(t.id.clone());
                    Drag::Terrain {
                        origin,
                        corner,
                        original: t.clone(),
                        current: t.clone(),
                    }
                }
                None => Drag::Pan,
            }
        }
        _ => Drag::Pan,
    }
}

/// `face_drag`: dragged models turn the way they go (a battle's move, L500).
fn update_drag(drag: &mut Drag, table: &TableFile, at: [f64; 2], face_drag: bool) {
    match drag {
        Drag::Models {
            origin,
            originals,
            current,
        } => {
            let (dx, dy) = (at[0] - origin[0], at[1] - origin[1]);
            let moved = dx.hypot(dy) > crate::battle::moves::facing::STATIC_CM;
            *current = originals
                .iter()
                .map(|p| ModelPose {
                    id: p.id.clone(),
                    x: p.x + dx,
                    y: p.y + dy,
                    facing_deg: if face_drag && moved {
                        angle_deg([0.0, 0.0], [dx, dy]).rem_euclid(360.0)
                    } else {
                        p.facing_deg
                    },
                })
                .collect();
        }
        Drag::Rotate {
            pivot,
            start_angle,
            single,
            originals,
            current,
        } => {
            if (at[0] - pivot[0]).hypot(at[1] - pivot[1]) < 1e-6 {
                return;
            }
            if *single {
                let p = &originals[0];
                *current = vec![ModelPose {
                    facing_deg: angle_deg(*pivot, at).rem_euclid(360.0),
                    ..p.clone()
                }];
            } else {
                *current = turned(originals, *pivot, angle_deg(*pivot, at) - *start_angle);
            }
        }
        Drag::Tape(t) => {
            t.to = at;
            t.to_model = model_at(&table.models, at)
                .map(|m| m.id.clone())
                .filter(|id| Some(id) != t.from_model.as_ref());
        }
        Drag::Terrain {
            origin,
            corner,
            original,
            current,
        } => {
            let (dx, dy) = (at[0] - origin[0], at[1] - origin[1]);
            current.polygon = original
                .polygon
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    if corner.is_none() || *corner == Some(i) {
                        [p[0] + dx, p[1] + dy]
                    } else {
                        *p
                    }
                })
                .collect();
        }
        Drag::None | Drag::Pan => {}
    }
}
