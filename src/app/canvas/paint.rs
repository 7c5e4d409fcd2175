//! Painting a [`FramePlan`] with egui: centimetres to screen points, nothing else.

use super::plan::{FramePlan, PlanShape};
use super::text::Help;
use super::view::ViewTransform;
use egui::epaint::{Mesh, PathShape, PathStroke, Vertex, WHITE_UV};
use egui::{Align2, FontId, Painter, Pos2, Rect, Shape, vec2};

/// Paints the plan; returns each label's screen rectangle with its hover help.
pub fn paint(
    painter: &Painter,
    view: &ViewTransform,
    plan: &FramePlan,
) -> Vec<(Rect, Help, String)> {
    let mut labels = Vec::new();
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
                let r = painter.text(
                    pos,
                    Align2::CENTER_CENTER,
                    text,
                    FontId::proportional(12.0),
                    *color,
                );
                labels.push((r.expand2(vec2(2.0, 1.0)), *help, text.clone()));
            }
        }
    }
    labels
}
