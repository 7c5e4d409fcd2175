//! The central area: the canvas's tool bar and overlay switches, and the table canvas itself.
//! [`central`] draws it from a [`View`] and returns what the player did on the table as
//! intents (a table edit, an undo step; in a battle, a drag's move or a unit deployed).

use super::canvas::edit::TableEdit;
use super::canvas::{CanvasInfo, TableCanvas, Tool, UnitInfo};
use super::i18n::{Key, Lang};
use super::intent::Intent;
use super::panels::tracker::TrackerState;
use super::view::View;
use crate::battle::BattleState;
use crate::battle::model::names::Names;
use crate::narration::marker_names;
use crate::table::model::TableFile;
use crate::table::model::TerrainKind;

/// The central area of a table or a battle: its tool bar, then the canvas. The canvas keeps
/// its own view, tool and selection; the tracker's run switch, casualty ticks and deployment
/// pick are drawn and read here too. What the player did to the table comes back as intents.
pub fn central(
    ui: &mut egui::Ui,
    view: &View,
    canvas: &mut TableCanvas,
    tracker: &mut TrackerState,
) -> Vec<Intent> {
    let lang = view.lang;
    if let Some(b) = &view.workspace.battle {
        return battle_view(ui, view, canvas, tracker, b.value.shared_state());
    }
    let Some(table) = view.workspace.table.as_ref() else {
        let key = if view.workspace.is_empty() {
            Key::NothingLoaded
        } else {
            Key::NoTable
        };
        ui.centered_and_justified(|ui| ui.label(lang.t(key)));
        return Vec::new();
    };
    tool_bar(ui, lang, canvas);
    ui.separator();
    canvas.lang = lang;
    canvas.face_drag = false;
    canvas.drag_judge = None;
    canvas.charge_judge = None;
    let info = canvas_info(view);
    let out = canvas.show(ui, &table.value, &info);
    out.edits.into_iter().map(Intent::TableEdit).collect()
}

/// What the canvas shows that is not in the models (movement, ranges, markers): from the
/// battle when one is open, else the unit profiles the table file notes.
pub fn canvas_info(view: &View) -> CanvasInfo {
    match (&view.workspace.battle, &view.workspace.table) {
        (Some(b), _) => CanvasInfo {
            highlight: view.computer_highlight(),
            ..battle_info(view.lang, &b.value)
        },
        (None, Some(t)) => super::unit_profile::table_info(view.lang, &t.value, view.names),
        (None, None) => CanvasInfo::default(),
    }
}

/// The battle's table: its models where the battle has them, its markers on the units.
/// Models move by orders in a battle (the tracker), so the canvas measures but edits
/// nothing here.
fn battle_view(
    ui: &mut egui::Ui,
    view: &View,
    canvas: &mut TableCanvas,
    tracker: &mut TrackerState,
    state: std::rc::Rc<BattleState>,
) -> Vec<Intent> {
    let lang = view.lang;
    ui.horizontal_wrapped(|ui| {
        let tool = &mut canvas.tool;
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
        let r = ui.checkbox(&mut tracker.run_drag, lang.t(Key::DragRun));
        super::help::with_help(
            r,
            view.hover_help,
            lang,
            lang.t(Key::DragRunHelp),
            &[super::help::src("R-MOV-1", "L462-558")],
        );
        ui.separator();
        fit_and_overlays(ui, lang, canvas);
        ui.separator();
        ui.label(lang.t(Key::BattleViewNote));
    });
    ui.separator();
    canvas.lang = lang;
    canvas.drag_runs = tracker.run_drag;
    canvas.face_drag = true;
    let judge = super::battle_drag::drag_judge(lang, state.clone(), tracker.run_drag);
    canvas.drag_judge = Some(judge);
    canvas.charge_judge = Some(super::canvas::verdict::ChargeJudge::of(state.clone()));
    let info = canvas_info(view);
    let table = battle_table(&state);
    let out = canvas.show(ui, &table, &info);
    tracker
        .casualty
        .marks(ui, &out.response, &state, &canvas.view);
    // A unit dragged from the deployment list, or picked there and the table clicked.
    let dropped = out.response.dnd_release_payload::<String>();
    let picked = tracker
        .deploy
        .placing()
        .map(str::to_string)
        .filter(|_| out.response.clicked());
    let unit = dropped.map(|u| u.as_ref().clone()).or(picked);
    // The computer's decision is its own: nothing dropped or dragged is sent for it.
    if view.computer_playing() {
        if unit.is_some() || !out.edits.is_empty() {
            return vec![Intent::Info(Key::ComputerTurnWait.into())];
        }
        return Vec::new();
    }
    let at = out
        .response
        .interact_pointer_pos()
        .or(out.response.hover_pos())
        .map(|p| canvas.view.to_table(p));
    if let (Some(unit), Some(at)) = (unit, at) {
        return vec![Intent::DeployUnit { unit, at }];
    }
    out.edits
        .into_iter()
        .map(|edit| match edit {
            TableEdit::MoveModels { poses } => Intent::DragMove(poses),
            _ => Intent::Info(Key::BattleEditsRefused.into()),
        })
        .collect()
}

fn tool_bar(ui: &mut egui::Ui, lang: Lang, canvas: &mut TableCanvas) {
    ui.horizontal_wrapped(|ui| {
        let tool = &mut canvas.tool;
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
        fit_and_overlays(ui, lang, canvas);
    });
}

/// "Fit the table" and the Overlays menu, in every mode of the canvas.
fn fit_and_overlays(ui: &mut egui::Ui, lang: Lang, canvas: &mut TableCanvas) {
    if ui.button(lang.t(Key::FitView)).clicked() {
        canvas.fit_view();
    }
    // The menu stays open while its boxes are ticked; a click outside closes it.
    let config = egui::containers::menu::MenuConfig::new()
        .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
    egui::containers::menu::MenuButton::new(lang.t(Key::Overlays))
        .config(config)
        .ui(ui, |ui| {
            let o = &mut canvas.overlays;
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
                size: u
                    .movement_base
                    .then_some((u.models, u.profile_models_at_start)),
            };
            (u.id.clone(), info)
        })
        .collect();
    CanvasInfo {
        units,
        terrain: super::canvas::terrain_names(state.table(), &names),
        ..CanvasInfo::default()
    }
}
