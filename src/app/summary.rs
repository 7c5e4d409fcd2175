//! The document panel on the left: what is loaded (the scenario's story, objectives, special
//! rules) and its units, models and terrain pieces, selectable as on the table.
//!
//! [`DocumentPanel`] is a panel of its own: it keeps the sight list from the selected model and
//! the "Armies on the table" choices, draws from a [`View`] and returns what the player chose
//! (a selection, a unit's profile, units put down) as intents.

use super::canvas::Selection;
use super::i18n::{Key, Lang};
use super::intent::Intent;
use super::sight_list::SightList;
use super::table_in_play::TableInPlay;
use super::view::View;
use crate::battle::model::names::Names;

/// The document panel.
#[derive(Debug, Default)]
pub struct DocumentPanel {
    /// Sight from the selected model.
    sight: SightList,
    /// Each side's list for "Armies on the table" (a battle in play copied on a plain table).
    pub in_play: TableInPlay,
}

impl DocumentPanel {
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let mut sent = Vec::new();
        let lang = view.lang;
        let ws = view.workspace;
        ui.heading(lang.t(Key::PanelDocument));
        if let Some(l) = &ws.list {
            let es = l.value.name_es.as_ref().filter(|_| lang == Lang::Spanish);
            let name = match es {
                Some(es) => es,
                None if l.value.name.is_empty() => &l.value.faction,
                None => &l.value.name,
            };
            ui.label(lang.f(
                Key::ListLine,
                &[("name", name), ("points", &l.value.battle_size)],
            ));
        }
        // With a battle open, its table (models where the battle has them); else the open table.
        let battle_table = ws
            .battle
            .as_ref()
            .map(|b| super::table_view::battle_table(b.value.state()));
        let Some(t) = battle_table
            .as_ref()
            .or(ws.table.as_ref().map(|t| &t.value))
        else {
            ui.label(lang.t(if ws.is_empty() {
                Key::NothingLoaded
            } else {
                Key::NoTable
            }));
            return sent;
        };
        if let Some(name) = crate::narration::names::scenario_name(lang, t) {
            ui.strong(name);
        }
        ui.label(lang.f(
            Key::TableSize,
            &[("width", &t.table.width_cm), ("depth", &t.table.depth_cm)],
        ));
        let count = |side| t.models.iter().filter(|m| m.side == side).count();
        ui.label(lang.f(
            Key::ModelsPerSide,
            &[("models-0", &count(0)), ("models-1", &count(1))],
        ));
        ui.label(lang.f(Key::TerrainPieces, &[("count", &t.terrain.len())]));
        if let Some(n) = t.turn_limit {
            ui.label(lang.f(Key::TurnLimit, &[("turns", &n)]));
        }
        if let Some(story) = &t.story {
            egui::CollapsingHeader::new(lang.t(Key::Story))
                .default_open(false)
                .show(ui, |ui| ui.label(story));
        }
        if !t.objectives.is_empty() {
            egui::CollapsingHeader::new(lang.t(Key::Objectives)).show(ui, |ui| {
                for o in &t.objectives {
                    let name = crate::narration::names::objective_name(lang, o);
                    ui.label(lang.f(
                        Key::ObjectiveLine,
                        &[
                            ("objective", &name),
                            ("vp", &o.vp),
                            ("radius", &o.radius_cm),
                        ],
                    ));
                }
            });
        }
        if let Some(m) = &t.missions {
            let battle = ws.battle.as_ref().map(|b| b.value.state());
            let face_down = super::played_by::face_down(&view.settings.computer);
            super::missions_panel::show(ui, lang, m, (battle, face_down));
        }
        if !t.special_rules.is_empty() {
            egui::CollapsingHeader::new(lang.t(Key::SpecialRules)).show(ui, |ui| {
                for r in &t.special_rules {
                    ui.label(format!("• {r}"));
                }
            });
        }
        // A plain table: both armies put down from their lists (a battle in play, copied).
        if battle_table.is_none() {
            ui.separator();
            sent.extend(self.in_play.ui(ui, view));
        }
        ui.separator();
        let mut units: Vec<(&str, u8, Vec<&str>)> = Vec::new();
        for m in &t.models {
            match units.iter_mut().find(|u| u.0 == m.unit) {
                Some(u) => u.2.push(&m.id),
                None => units.push((&m.unit, m.side, vec![&m.id])),
            }
        }
        // In a battle, units and models go by the names the tracker gives them.
        let names = view.names;
        let mut clicked: Option<Selection> = None;
        for (unit, side, models) in &units {
            let unit_on = *view.selection == Selection::Unit(unit.to_string());
            let name = names.unit(unit);
            egui::CollapsingHeader::new(format!("{name} ({})", lang.side(*side)))
                .id_salt(("unit", *unit))
                .show(ui, |ui| {
                    if ui.selectable_label(unit_on, name).clicked() {
                        clicked = Some(Selection::Unit(unit.to_string()));
                    }
                    for m in models {
                        let on = *view.selection == Selection::Model(m.to_string());
                        if ui.selectable_label(on, names.unit(m)).clicked() {
                            clicked = Some(Selection::Model(m.to_string()));
                        }
                    }
                });
        }
        if !t.terrain.is_empty() {
            egui::CollapsingHeader::new(lang.f(Key::TerrainPieces, &[("count", &t.terrain.len())]))
                .id_salt("terrain_list")
                .show(ui, |ui| {
                    for piece in &t.terrain {
                        let on = *view.selection == Selection::Terrain(piece.id.clone());
                        if ui.selectable_label(on, piece.name_in(lang)).clicked() {
                            clicked = Some(Selection::Terrain(piece.id.clone()));
                        }
                    }
                });
        }
        if let Some(sel) = clicked.clone() {
            sent.push(Intent::Select(sel));
        }
        // The selection as it stands once the click is applied.
        let selection = clicked.as_ref().unwrap_or(view.selection);
        // A plain table's unit: its noted profile (MOV, range), editable.
        if battle_table.is_none() {
            let unit = match selection {
                Selection::Unit(u) => Some(u.clone()),
                Selection::Model(m) => t.models.iter().find(|x| &x.id == m).map(|x| x.unit.clone()),
                _ => None,
            };
            if let Some(u) = unit {
                sent.extend(super::unit_profile::profile_ui(ui, view, &u));
            }
        }
        // The sight list from the selected unit, or the one model of it selected.
        if let Selection::Model(from) | Selection::Unit(from) = selection {
            ui.separator();
            let ids = selection.model_ids(t);
            let rows = self.sight.rows(t, &ids).clone();
            super::sight_list::show(ui, (lang, view.hover_help, names), from, &rows);
        }
        sent
    }
}
