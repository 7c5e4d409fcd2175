//! Colours and strokes of the canvas: sides, terrain by kind and height, overlays.

use crate::table::model::TerrainKind;
use egui::{Color32, Stroke};

/// Fill of a side's bases (side 0 blue, side 1 red, others grey).
pub fn side_fill(side: u8) -> Color32 {
    match side {
        0 => Color32::from_rgb(60, 110, 200),
        1 => Color32::from_rgb(200, 60, 60),
        _ => Color32::from_gray(140),
    }
}

/// A side's colour, see-through, for zones and outlines.
pub fn side_tint(side: u8, alpha: u8) -> Color32 {
    let c = side_fill(side);
    Color32::from_rgba_unmultiplied(c.r(), c.g(), c.b(), alpha)
}

/// Fill of a terrain piece: hue by kind (book L519-523), darker the higher it is.
pub fn terrain_fill(kind: TerrainKind, height: f64) -> Color32 {
    let (r, g, b) = match kind {
        TerrainKind::Ignorable => (205, 190, 150),
        TerrainKind::Difficult => (110, 160, 90),
        TerrainKind::Impassable => (120, 115, 110),
    };
    let shade = 1.0 - (height.clamp(0.0, 10.0) / 10.0) * 0.45;
    Color32::from_rgb(
        (r as f64 * shade) as u8,
        (g as f64 * shade) as u8,
        (b as f64 * shade) as u8,
    )
}

/// Outline of a terrain piece: dashed-looking thin for flat pieces, thicker for high ones.
pub fn terrain_stroke(height: f64) -> Stroke {
    Stroke::new(if height > 0.0 { 2.0 } else { 1.0 }, Color32::from_gray(60))
}

pub const TABLE_FILL: Color32 = Color32::from_rgb(222, 214, 188);
pub const TABLE_EDGE: Color32 = Color32::from_rgb(90, 70, 40);
pub const GRID: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 22);
pub const GRID_MAJOR: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 45);
pub const SELECTED: Color32 = Color32::from_rgb(255, 200, 0);
pub const LOS_TOTAL: Color32 = Color32::from_rgb(30, 160, 60);
pub const LOS_PARTIAL: Color32 = Color32::from_rgb(230, 150, 20);
pub const LOS_NONE: Color32 = Color32::from_rgb(150, 150, 150);
pub const BLOCKER: Color32 = Color32::from_rgb(220, 40, 200);
pub const PROBLEM: Color32 = Color32::from_rgb(230, 20, 20);
pub const TAPE: Color32 = Color32::from_rgb(250, 240, 40);
pub const VIEW_FILL: Color32 = Color32::from_rgba_premultiplied(40, 40, 10, 20);
pub const FRONT_LINE: Color32 = Color32::from_rgb(30, 130, 30);
pub const REAR_LINE: Color32 = Color32::from_rgb(150, 40, 40);
pub const ZOC: Color32 = Color32::from_rgba_premultiplied(60, 60, 140, 60);
pub const RANGE: Color32 = Color32::from_rgba_premultiplied(120, 60, 0, 90);
pub const REACH: Color32 = Color32::from_rgb(180, 60, 160);
pub const COVER: Color32 = Color32::from_rgb(40, 120, 40);
/// The computer's last order: its unit, its target and the arrow between them.
pub const COMPUTER_ORDER: Color32 = Color32::from_rgb(0, 200, 230);
pub const LABEL: Color32 = Color32::from_rgb(20, 20, 20);
