//! Probability bar charts (egui_plot) and percentage formatting shared by the panels.

use egui_plot::{Bar, BarChart, Plot};

/// A probability as the panels print it: "37.5%", "<0.1%" for tiny non-zero ones.
pub fn pct(p: f64) -> String {
    if p > 0.0 && p < 0.0005 {
        "<0.1%".to_string()
    } else {
        format!("{:.1}%", 100.0 * p)
    }
}

/// Bars of `p[k]` (in percent) at k = 0, 1, 2…, trimmed of the negligible tail.
pub fn distribution(ui: &mut egui::Ui, id: &str, name: &str, p: &[f64], color: egui::Color32) {
    let last = p.iter().rposition(|&x| x >= 0.0005).unwrap_or(0);
    let bars: Vec<Bar> = p[..=last.min(p.len().saturating_sub(1))]
        .iter()
        .enumerate()
        .map(|(k, &x)| {
            Bar::new(k as f64, 100.0 * x)
                .width(0.8)
                .name(format!("{k}: {}", pct(x)))
        })
        .collect();
    Plot::new(id)
        .height(110.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_y(0.0)
        .y_axis_label("%")
        .show(ui, |plot| {
            plot.bar_chart(BarChart::new(name, bars).color(color));
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_read_as_players_expect() {
        assert_eq!(pct(0.375), "37.5%");
        assert_eq!(pct(0.0), "0.0%");
        assert_eq!(pct(0.0001), "<0.1%");
        assert_eq!(pct(1.0), "100.0%");
    }
}
