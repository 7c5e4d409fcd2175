//! The view transform: table centimetres to screen points and back, with pan and zoom.
//!
//! Table coordinates follow R-UNIT-2: origin at one corner, x along the width, y growing away
//! from side 0's edge. The screen shows side 0's edge at the bottom, so table y points up and a
//! facing of 90 degrees (R-UNIT-2) points up the screen.

use egui::{Pos2, Rect, Vec2, pos2, vec2};

/// Smallest and largest zoom, in screen points per table centimetre.
pub const MIN_POINTS_PER_CM: f32 = 0.5;
pub const MAX_POINTS_PER_CM: f32 = 200.0;

/// Where the canvas looks: the table point at the middle of the widget and the zoom.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ViewTransform {
    /// Table point (cm) shown at the centre of the canvas.
    pub center_cm: [f64; 2],
    /// Zoom: screen points per table centimetre.
    pub points_per_cm: f32,
    /// The canvas rectangle on screen (set every frame by `show`).
    pub screen: Rect,
}

impl Default for ViewTransform {
    fn default() -> Self {
        ViewTransform {
            center_cm: [60.0, 45.0],
            points_per_cm: 5.0,
            screen: Rect::from_min_size(Pos2::ZERO, vec2(600.0, 450.0)),
        }
    }
}

impl ViewTransform {
    /// A view of `screen` that shows the whole table of `width_cm` x `depth_cm` with a margin.
    pub fn fit(screen: Rect, width_cm: f64, depth_cm: f64) -> Self {
        let margin = 0.05;
        let w = (width_cm.max(1.0) * (1.0 + 2.0 * margin)) as f32;
        let d = (depth_cm.max(1.0) * (1.0 + 2.0 * margin)) as f32;
        let scale = (screen.width() / w).min(screen.height() / d);
        ViewTransform {
            center_cm: [width_cm / 2.0, depth_cm / 2.0],
            points_per_cm: scale.clamp(MIN_POINTS_PER_CM, MAX_POINTS_PER_CM),
            screen,
        }
    }

    /// Screen position of a table point.
    pub fn to_screen(&self, p: [f64; 2]) -> Pos2 {
        let c = self.screen.center();
        let s = self.points_per_cm as f64;
        pos2(
            c.x + ((p[0] - self.center_cm[0]) * s) as f32,
            c.y - ((p[1] - self.center_cm[1]) * s) as f32,
        )
    }

    /// Table point under a screen position.
    pub fn to_table(&self, p: Pos2) -> [f64; 2] {
        let c = self.screen.center();
        let s = self.points_per_cm as f64;
        [
            self.center_cm[0] + (p.x - c.x) as f64 / s,
            self.center_cm[1] - (p.y - c.y) as f64 / s,
        ]
    }

    /// A table length in centimetres as screen points.
    pub fn len_to_screen(&self, cm: f64) -> f32 {
        (cm * self.points_per_cm as f64) as f32
    }

    /// Table displacement for a screen displacement (y flipped).
    pub fn delta_to_table(&self, d: Vec2) -> [f64; 2] {
        let s = self.points_per_cm as f64;
        [d.x as f64 / s, -(d.y as f64) / s]
    }

    /// Moves the view by a screen displacement (the table follows the pointer).
    pub fn pan(&mut self, screen_delta: Vec2) {
        let d = self.delta_to_table(screen_delta);
        self.center_cm[0] -= d[0];
        self.center_cm[1] -= d[1];
    }

    /// Zooms by `factor`, keeping the table point under `anchor` (a screen point) in place.
    pub fn zoom_at(&mut self, anchor: Pos2, factor: f32) {
        if !factor.is_finite() || factor <= 0.0 {
            return;
        }
        let before = self.to_table(anchor);
        self.points_per_cm =
            (self.points_per_cm * factor).clamp(MIN_POINTS_PER_CM, MAX_POINTS_PER_CM);
        let after = self.to_table(anchor);
        self.center_cm[0] += before[0] - after[0];
        self.center_cm[1] += before[1] - after[1];
    }

    /// Grid spacing in cm for the current zoom: 1 cm when close, 5, 10 or 30 cm further out,
    /// so grid lines stay at least 8 points apart.
    pub fn grid_step_cm(&self) -> f64 {
        for step in [1.0, 5.0, 10.0, 30.0] {
            if self.len_to_screen(step) >= 8.0 {
                return step;
            }
        }
        60.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_unit_2_table_y_points_up_the_screen() {
        let v = ViewTransform::fit(
            Rect::from_min_size(Pos2::ZERO, vec2(1200.0, 900.0)),
            120.0,
            90.0,
        );
        let a = v.to_screen([10.0, 10.0]);
        let b = v.to_screen([10.0, 20.0]);
        assert!(b.y < a.y);
        assert_eq!(a.x, b.x);
    }

    #[test]
    fn screen_and_table_round_trip() {
        let mut v = ViewTransform::fit(
            Rect::from_min_size(pos2(30.0, 40.0), vec2(800.0, 500.0)),
            120.0,
            90.0,
        );
        v.pan(vec2(13.0, -7.0));
        v.zoom_at(pos2(200.0, 300.0), 1.7);
        let p = [33.25, 71.5];
        let back = v.to_table(v.to_screen(p));
        assert!((back[0] - p[0]).abs() < 1e-3 && (back[1] - p[1]).abs() < 1e-3);
    }

    #[test]
    fn zoom_keeps_the_point_under_the_pointer() {
        let mut v = ViewTransform::fit(
            Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0)),
            120.0,
            90.0,
        );
        let anchor = pos2(123.0, 456.0);
        let before = v.to_table(anchor);
        v.zoom_at(anchor, 2.5);
        let after = v.to_table(anchor);
        assert!((before[0] - after[0]).abs() < 1e-3 && (before[1] - after[1]).abs() < 1e-3);
        assert!(v.points_per_cm > 5.0);
    }

    #[test]
    fn whole_table_fits_in_the_canvas() {
        let screen = Rect::from_min_size(Pos2::ZERO, vec2(640.0, 480.0));
        let v = ViewTransform::fit(screen, 180.0, 120.0);
        assert!(screen.contains(v.to_screen([0.0, 0.0])));
        assert!(screen.contains(v.to_screen([180.0, 120.0])));
    }
}
