//! Painting a [`FramePlan`] with egui: centimetres to screen points, nothing else.

use super::plan::{FramePlan, PlanShape};
use super::text::Help;
use super::view::ViewTransform;
use egui::epaint::{Mesh, PathShape, PathStroke, Vertex, WHITE_UV};
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, vec2};

/// A label as painted: where (or, hidden, where it would be), its hover help, its text.
#[derive(Debug, Clone)]
pub struct PaintedLabel {
    pub rect: Rect,
    pub help: Help,
    pub text: String,
    /// Drawn on the canvas; a hidden label (it would overlap others) shows on hover only.
    pub shown: bool,
}

/// Nudges tried to keep a label clear of the bases and of the labels already placed: in label
/// heights up and down, then in half label widths sideways.
const NUDGES: [(f32, f32); 31] = [
    (0.0, 0.0),
    (0.0, -1.0),
    (0.0, 1.0),
    (0.0, -2.0),
    (0.0, 2.0),
    (0.6, 0.0),
    (-0.6, 0.0),
    (0.6, -1.0),
    (-0.6, -1.0),
    (0.6, 1.0),
    (-0.6, 1.0),
    (0.0, -3.0),
    (0.0, 3.0),
    (0.6, -2.0),
    (-0.6, -2.0),
    (0.6, 2.0),
    (-0.6, 2.0),
    (1.1, 0.0),
    (-1.1, 0.0),
    (1.1, -1.0),
    (-1.1, -1.0),
    (1.1, 1.0),
    (-1.1, 1.0),
    (1.1, -2.0),
    (-1.1, -2.0),
    (1.1, 2.0),
    (-1.1, 2.0),
    (0.0, -4.0),
    (0.0, 4.0),
    (1.6, 0.0),
    (-1.6, 0.0),
];

/// The order labels are placed in: the move checker's verdict on a drag first (what the
/// player is looking at), then the verdict on the enemy under the pointer, the units' names,
/// and the rest in the plan's order.
fn rank(help: Help) -> u8 {
    match help {
        Help::Move => 0,
        Help::Verdict => 1,
        Help::Unit => 2,
        _ => 3,
    }
}

pub fn paint(
    painter: &Painter,
    view: &ViewTransform,
    plan: &FramePlan,
    hover: Option<Pos2>,
) -> Vec<PaintedLabel> {
    let mut labels: Vec<PaintedLabel> = Vec::new();
    let mut pending = Vec::new();
    let clip = painter.clip_rect();
    for s in &plan.shapes {
        match s {
            PlanShape::Polygon {
                outline,
                triangles,
                fill,
                stroke,
            } => {
                let pts: Vec<Pos2> = outline.iter().map(|p| view.to_screen(*p)).collect();
                if !Rect::from_points(&pts).intersects(clip) {
                    continue;
                }
                if fill.a() > 0 && !triangles.is_empty() {
                    let mut mesh = Mesh {
                        vertices: pts
                            .iter()
                            .map(|&pos| Vertex {
                                pos,
                                uv: WHITE_UV,
                                color: *fill,
                            })
                            .collect(),
                        ..Mesh::default()
                    };
                    for t in triangles {
                        if t.iter().all(|&i| i < pts.len()) {
                            mesh.add_triangle(t[0] as u32, t[1] as u32, t[2] as u32);
                        }
                    }
                    painter.add(Shape::mesh(mesh));
                }
                if stroke.width > 0.0 {
                    painter.add(Shape::closed_line(pts, *stroke));
                }
            }
            PlanShape::Outline {
                points,
                stroke,
                dashed,
            } => {
                let mut pts: Vec<Pos2> = points.iter().map(|p| view.to_screen(*p)).collect();
                if *dashed {
                    if let Some(&first) = pts.first() {
                        pts.push(first);
                    }
                    painter.extend(Shape::dashed_line(&pts, *stroke, 6.0, 4.0));
                } else {
                    painter.add(PathShape::closed_line(pts, PathStroke::from(*stroke)));
                }
            }
            PlanShape::Line {
                from,
                to,
                stroke,
                dashed,
            } => {
                let pts = [view.to_screen(*from), view.to_screen(*to)];
                if *dashed {
                    painter.extend(Shape::dashed_line(&pts, *stroke, 6.0, 4.0));
                } else {
                    painter.line_segment(pts, *stroke);
                }
            }
            PlanShape::Circle {
                center,
                radius_cm,
                fill,
                stroke,
            } => {
                let c = view.to_screen(*center);
                let r = view.len_to_screen(*radius_cm).max(1.5);
                painter.circle(c, r, *fill, *stroke);
            }
            PlanShape::Label {
                at,
                text,
                color,
                help,
            } => {
                let pos = view.to_screen(*at);
                if !clip.expand(100.0).contains(pos) {
                    continue;
                }
                pending.push((pos, text, *color, *help));
            }
        }
    }
    pending.sort_by_key(|l| rank(l.3));
    let bases: Vec<Rect> = plan
        .bases
        .iter()
        .map(|b| Rect::from_two_pos(view.to_screen([b[0], b[1]]), view.to_screen([b[2], b[3]])))
        .collect();
    let font = FontId::proportional(12.0);
    let mut hovered = None;
    for (pos, text, color, help) in pending {
        // Translucent overlay colours (zone of control, range bands) as solid text on the
        // label's light backing.
        let color = if color.a() < 255 {
            Color32::from_rgb(color.r(), color.g(), color.b())
        } else {
            color
        };
        let galley = painter.layout_no_wrap(text.clone(), font.clone(), color);
        let size = galley.size() + vec2(4.0, 2.0);
        // Kept inside the canvas sideways, so a label at the table's edge is not cut.
        let inside = |r: Rect| {
            let dx = (clip.left() - r.left()).max(0.0) + (clip.right() - r.right()).min(0.0);
            r.translate(vec2(dx, 0.0))
        };
        let place = NUDGES.iter().find_map(|(kx, ky)| {
            let at = pos + vec2(kx * size.x, ky * size.y);
            let r = inside(Align2::CENTER_CENTER.anchor_size(at, size));
            let free = !labels.iter().any(|l| l.shown && l.rect.intersects(r))
                && !bases.iter().any(|b| b.intersects(r));
            free.then_some(r)
        });
        // The verdict on the enemy under the pointer is what the player asked for: with no
        // place clear of the bases, it goes where it covers no other label.
        let place = place.or_else(|| {
            (help == Help::Verdict).then(|| {
                NUDGES
                    .iter()
                    .map(|(kx, ky)| {
                        let at = pos + vec2(kx * size.x, ky * size.y);
                        inside(Align2::CENTER_CENTER.anchor_size(at, size))
                    })
                    .find(|r| !labels.iter().any(|l| l.shown && l.rect.intersects(*r)))
                    .unwrap_or_else(|| inside(Align2::CENTER_CENTER.anchor_size(pos, size)))
            })
        });
        let rect = place.unwrap_or_else(|| inside(Align2::CENTER_CENTER.anchor_size(pos, size)));
        let shown = place.is_some();
        if shown {
            painter.rect_filled(rect, 2.0, Color32::from_white_alpha(170));
            painter.galley(rect.min + vec2(2.0, 1.0), galley, color);
        } else if hovered.is_none() && hover.is_some_and(|h| rect.contains(h)) {
            hovered = Some((rect, galley, color));
        }
        labels.push(PaintedLabel {
            rect,
            help,
            text: text.clone(),
            shown,
        });
    }
    if let Some((rect, galley, color)) = hovered {
        painter.rect_filled(rect, 2.0, Color32::from_white_alpha(235));
        painter.galley(rect.min + vec2(2.0, 1.0), galley, color);
    }
    labels
}
