//! The central area: the canvas's tool bar and overlay switches, and the table canvas itself,
//! whose edits go through the undo history.

use super::canvas::edit::TableEdit;
use super::canvas::{CanvasInfo, Tool, UnitInfo};
use super::i18n::{Key, Lang};
use super::intent::Intent;
use super::shell::KenseiApp;
use crate::battle::BattleState;
use crate::battle::model::names::Names;
use crate::narration::marker_names;
use crate::table::model::TableFile;
use crate::table::model::TerrainKind;

impl KenseiApp {
    pub(super) fn central(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang();
        if let Some(b) = &self.workspace.battle {
            let state = b.value.shared_state();
            self.battle_view(ui, state);
            return;
        }
        if self.workspace.table.is_none() {
            let key = if self.workspace.is_empty() {
                Key::NothingLoaded
            } else {
                Key::NoTable
            };
            ui.centered_and_justified(|ui| ui.label(lang.t(key)));
            return;
        }
        self.tool_bar(ui);
        ui.separator();
        self.canvas.lang = lang;
        self.canvas.face_drag = false;
        self.canvas.drag_judge = None;
        let info = self.canvas_info();
        let Some(table) = self.workspace.table.as_ref() else {
            return;
        };
        let out = self.canvas.show(ui, &table.value, &info);
        for edit in &out.edits {
            self.apply_table_edit(edit);
        }
    }

    /// What the canvas shows that is not in the models (movement, ranges, markers): from the
    /// battle when one is open, else the unit profiles the table file notes.
    pub(super) fn canvas_info(&self) -> CanvasInfo {
        match (&self.workspace.battle, &self.workspace.table) {
            (Some(b), _) => CanvasInfo {
                highlight: self.computer_highlight(),
                ..battle_info(self.lang(), &b.value)
            },
            (None, Some(t)) => super::unit_profile::table_info(self.lang(), &t.value),
            (None, None) => CanvasInfo::default(),
        }
    }

    /// The battle's table: its models where the battle has them, its markers on the units.
    /// Models move by orders in a battle (the tracker), so the canvas measures but edits
    /// nothing here.
    fn battle_view(&mut self, ui: &mut egui::Ui, state: std::rc::Rc<BattleState>) {
        let lang = self.lang();
        ui.horizontal_wrapped(|ui| {
            let tool = &mut self.canvas.tool;
            for (t, key) in [
                (Tool::Select, Key::ToolSelect),
                (Tool::MoveUnit, Key::ToolMoveUnitBattle),
                (Tool::Measure, Key::ToolMeasure),
            ] {
                let on = std::mem::discriminant(tool) == std::mem::discriminant(&t);
                if ui.selectable_label(on, lang.t(key)).clicked() {
                    *tool = t;
                }
            }
            if !matches!(tool, Tool::Select | Tool::MoveUnit | Tool::Measure) {
                *tool = Tool::Select;
            }
            ui.separator();
            let r = ui.checkbox(&mut self.tracker.run_drag, lang.t(Key::DragRun));
            super::help::with_help(
                r,
                self.settings.hover_help,
                lang,
                lang.t(Key::DragRunHelp),
                &[super::help::src("R-MOV-1", "L462-558")],
            );
            ui.separator();
            self.fit_and_overlays(ui);
            ui.separator();
            ui.label(lang.t(Key::BattleViewNote));
        });
        ui.separator();
        self.canvas.lang = lang;
        self.canvas.drag_runs = self.tracker.run_drag;
        self.canvas.face_drag = true;
        let judge = super::battle_drag::drag_judge(lang, state.clone(), self.tracker.run_drag);
        self.canvas.drag_judge = Some(judge);
        let info = self.canvas_info();
        let table = battle_table(&state);
        let out = self.canvas.show(ui, &table, &info);
        self.tracker
            .casualty
            .marks(ui, &out.response, &state, &self.canvas.view);
        // A unit dragged from the deployment list, or picked there and the table clicked.
        let dropped = out.response.dnd_release_payload::<String>();
        let picked = self
            .tracker
            .deploy
            .placing()
            .map(str::to_string)
            .filter(|_| out.response.clicked());
        let unit = dropped.map(|u| u.as_ref().clone()).or(picked);
        // The computer's decision is its own: nothing dropped or dragged is sent for it.
        if self.computer_playing() {
            if unit.is_some() || !out.edits.is_empty() {
                self.set_info(Key::ComputerTurnWait);
            }
            return;
        }
        let at = out
            .response
            .interact_pointer_pos()
            .or(out.response.hover_pos())
            .map(|p| self.canvas.view.to_table(p));
        if let (Some(unit), Some(at)) = (unit, at) {
            self.send(Intent::DeployUnit { unit, at });
            return;
        }
        for edit in &out.edits {
            match edit {
                TableEdit::MoveModels { poses } => {
                    self.send(Intent::DragMove(poses.clone()));
                }
                _ => {
                    self.set_info(Key::BattleEditsRefused);
                }
            }
        }
    }

    fn tool_bar(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang();
        ui.horizontal_wrapped(|ui| {
            let tool = &mut self.canvas.tool;
            let is = |t: &Tool, k: u8| {
                matches!(
                    (t, k),
                    (Tool::Select, 0)
                        | (Tool::MoveUnit, 1)
                        | (Tool::Rotate, 2)
                        | (Tool::Measure, 3)
                        | (Tool::DrawTerrain { .. }, 4)
                        | (Tool::EditTerrain, 5)
                )
            };
            for (k, key) in [
                (0u8, Key::ToolSelect),
                (1, Key::ToolMoveUnit),
                (2, Key::ToolRotate),
                (3, Key::ToolMeasure),
                (4, Key::ToolDrawTerrain),
                (5, Key::ToolEditTerrain),
            ] {
                if ui.selectable_label(is(tool, k), lang.t(key)).clicked() && !is(tool, k) {
                    *tool = match k {
                        0 => Tool::Select,
                        1 => Tool::MoveUnit,
                        2 => Tool::Rotate,
                        3 => Tool::Measure,
                        4 => Tool::DrawTerrain {
                            kind: TerrainKind::Difficult,
                            height: 2.0,
                            cover: true,
                        },
                        _ => Tool::EditTerrain,
                    };
                }
            }
            if let Tool::DrawTerrain {
                kind,
                height,
                cover,
            } = tool
            {
                ui.separator();
                let l = ui.label(lang.t(Key::TerrainKindLabel));
                egui::ComboBox::from_id_salt("terrain_kind")
                    .selected_text(kind_name(lang, *kind))
                    .show_ui(ui, |ui| {
                        for k in [
                            TerrainKind::Ignorable,
                            TerrainKind::Difficult,
                            TerrainKind::Impassable,
                        ] {
                            ui.selectable_value(kind, k, kind_name(lang, k));
                        }
                    })
                    .response
                    .labelled_by(l.id);
                let l = ui.label(lang.t(Key::TerrainHeight));
                ui.add(egui::DragValue::new(height).range(0.0..=10.0).speed(0.1))
                    .labelled_by(l.id);
                ui.checkbox(cover, lang.t(Key::TerrainCover));
            }
            ui.separator();
            self.fit_and_overlays(ui);
        });
    }
}

impl KenseiApp {
    /// "Fit the table" and the Overlays menu, in every mode of the canvas.
    fn fit_and_overlays(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang();
        if ui.button(lang.t(Key::FitView)).clicked() {
            self.canvas.fit_view();
        }
        ui.menu_button(lang.t(Key::Overlays), |ui| {
            let o = &mut self.canvas.overlays;
            ui.checkbox(&mut o.grid, lang.t(Key::OverlayGrid));
            ui.checkbox(&mut o.view, lang.t(Key::OverlayView));
            ui.checkbox(&mut o.sides, lang.t(Key::OverlaySides));
            ui.checkbox(&mut o.sight, lang.t(Key::OverlaySight));
            ui.checkbox(&mut o.cover, lang.t(Key::OverlayCover));
            ui.checkbox(&mut o.engagement, lang.t(Key::OverlayEngagement));
            ui.checkbox(&mut o.zone_of_control, lang.t(Key::OverlayZoc));
            ui.checkbox(&mut o.ranges, lang.t(Key::OverlayRanges));
            ui.checkbox(&mut o.reach, lang.t(Key::OverlayReach));
            ui.checkbox(&mut o.problems, lang.t(Key::OverlayProblems));
            ui.separator();
            ui.checkbox(&mut o.every_enemy, lang.t(Key::OverlayEveryEnemy));
        });
    }
}

fn kind_name(lang: Lang, k: TerrainKind) -> &'static str {
    lang.t(match k {
        TerrainKind::Ignorable => Key::KindIgnorable,
        TerrainKind::Difficult => Key::KindDifficult,
        TerrainKind::Impassable => Key::KindImpassable,
    })
}

/// The battle's table file with every deployed model where the battle has it.
pub fn battle_table(state: &BattleState) -> TableFile {
    crate::battle::engine::measure::table_file_of(state)
}

/// Each unit's name (as the tracker and the log name it), movement, weapon range, markers and
/// leaders from the battle, for the canvas.
pub fn battle_info(lang: Lang, battle: &crate::battle::Battle) -> CanvasInfo {
    let state = battle.state();
    let names = crate::narration::names::BattleNames::of(lang, battle);
    let units = state
        .units()
        .iter()
        .filter(|u| !u.removed)
        .map(|u| {
            let ranges = u
                .profile
                .range_cm
                .map(|r| vec![(lang.t(Key::WeaponRange).to_string(), r)])
                .unwrap_or_default();
            let leaders = state
                .models_of(&u.id)
                .filter(|m| m.leader && u.general)
                .map(|m| m.id.clone())
                .collect();
            let info = UnitInfo {
                name: names.unit(&u.id),
                mov_cm: u.profile.mov_cm,
                ranges_cm: ranges,
                markers: marker_names(lang, &names, &u.markers),
                open_order: u.profile.skirmisher,
                leaders,
            };
            (u.id.clone(), info)
        })
        .collect();
    CanvasInfo {
        units,
        ..CanvasInfo::default()
    }
}
