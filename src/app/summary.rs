//! The document panel on the left (what is loaded: the scenario's story, objectives, units and
//! models, selectable) and the central area where the table is drawn.

use super::i18n::Key;
use super::shell::KenseiApp;

impl KenseiApp {
    pub(super) fn document_panel(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang();
        ui.heading(lang.t(Key::PanelDocument));
        let Some(t) = &self.workspace.table else {
            ui.label(lang.t(Key::NothingLoaded));
            return;
        };
        let t = &t.value;
        if let Some(name) = &t.name {
            ui.strong(name);
        }
        ui.label(lang.f(Key::TableSize, &[&t.table.width_cm, &t.table.depth_cm]));
        let count = |side| t.models.iter().filter(|m| m.side == side).count();
        ui.label(lang.f(Key::ModelsPerSide, &[&count(0), &count(1)]));
        ui.label(lang.f(Key::TerrainPieces, &[&t.terrain.len()]));
        if let Some(n) = t.turn_limit {
            ui.label(lang.f(Key::TurnLimit, &[&n]));
        }
        if let Some(story) = &t.story {
            egui::CollapsingHeader::new(lang.t(Key::Story))
                .default_open(false)
                .show(ui, |ui| ui.label(story));
        }
        if !t.objectives.is_empty() {
            egui::CollapsingHeader::new(lang.t(Key::Objectives)).show(ui, |ui| {
                for o in &t.objectives {
                    let name = o.name.as_deref().unwrap_or(&o.id);
                    ui.label(lang.f(Key::ObjectiveLine, &[&name, &o.vp, &o.radius_cm]));
                }
            });
        }
        if !t.special_rules.is_empty() {
            egui::CollapsingHeader::new(lang.t(Key::SpecialRules)).show(ui, |ui| {
                for r in &t.special_rules {
                    ui.label(format!("• {r}"));
                }
            });
        }
        ui.separator();
        let mut units: Vec<(&str, u8, Vec<&str>)> = Vec::new();
        for m in &t.models {
            match units.iter_mut().find(|u| u.0 == m.unit) {
                Some(u) => u.2.push(&m.id),
                None => units.push((&m.unit, m.side, vec![&m.id])),
            }
        }
        let mut clicked: Option<Vec<String>> = None;
        for (unit, side, models) in &units {
            let selected = models.iter().all(|m| self.selection.iter().any(|s| s == m));
            egui::CollapsingHeader::new(format!("{unit} ({side})"))
                .id_salt(("unit", *unit))
                .show(ui, |ui| {
                    if ui.selectable_label(selected, *unit).clicked() {
                        clicked = Some(models.iter().map(|m| m.to_string()).collect());
                    }
                    for m in models {
                        let on = self.selection.iter().any(|s| s == m);
                        if ui.selectable_label(on, *m).clicked() {
                            clicked = Some(vec![m.to_string()]);
                        }
                    }
                });
        }
        if let Some(sel) = clicked {
            self.selection = sel;
        }
    }

    pub(super) fn central(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang();
        if self.workspace.table.is_none() {
            ui.centered_and_justified(|ui| ui.label(lang.t(Key::NothingLoaded)));
            return;
        }
        ui.label(lang.t(Key::CanvasPending));
        if !self.selection.is_empty() {
            ui.label(lang.f(Key::Selected, &[&self.selection.join(", ")]));
        }
    }
}
