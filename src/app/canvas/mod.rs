//! The table canvas: the virtual table in table centimetres, with pan, zoom, grid, terrain,
//! every model on its real base, and the selection's overlays (sight, cover, reach...).
//!
//! [`TableCanvas`] is the state the app keeps (view, selection, tool, overlays, caches);
//! [`TableCanvas::show`] draws it and returns the user's edits as [`TableEdit`] values, which
//! the app applies with [`apply_edit`] (keeping the returned inverse for undo). The canvas never
//! changes the table itself and holds no rules: the figures come from the table engine.

pub mod bases;
pub mod edit;
pub mod frame;
pub mod from_list;
pub mod highlight;
mod interact;
pub mod overlay;
pub mod paint;
pub mod plan;
pub mod style;
pub mod text;
pub mod tools;
pub mod verdict;
pub mod view;

pub use edit::{EditError, ModelPose, TableEdit, apply_edit};
pub use frame::{DragJudge, DragVerdict, FrameCache, FrameInput, Tape, prepare_frame};
pub use plan::{FramePlan, PlanShape};
pub use tools::{
    CanvasInfo, OverlayOptions, Selection, Tool, UnitInfo, UnitTemplate, terrain_names,
};
pub use view::ViewTransform;

use crate::app::i18n::Lang;
use crate::table::model::TableFile;
use egui::{Sense, Ui};

/// The canvas's state, kept by the app between frames.
#[derive(Debug, Clone, Default)]
pub struct TableCanvas {
    pub view: ViewTransform,
    pub selection: Selection,
    pub tool: Tool,
    pub overlays: OverlayOptions,
    /// Language of the labels and hover help (the shell sets it from the settings).
    pub lang: Lang,
    /// Dragged models run (powered move, R-MOV-1): the move checker measures 2 x MOV + 1D6.
    pub drag_runs: bool,
    /// In a battle, asks the engine about a drag in progress (see [`DragJudge`]); the table
    /// editor has none.
    pub drag_judge: Option<DragJudge>,
    /// In a battle, asks the engine how a unit's charge on another stands (see
    /// [`verdict::ChargeJudge`]): the hover verdict says what the battle would roll; the table
    /// editor has none.
    pub charge_judge: Option<verdict::ChargeJudge>,
    /// The last charge asked of `charge_judge`, with the table it was asked on (its rebuild).
    charge_asked: Option<(u64, verdict::BattleCharge)>,
    /// Dragged models turn the way they are dragged, as a player puts them down after a move
    /// in a battle (L500); in the table editor they keep their facing.
    pub face_drag: bool,
    /// The last tape measured (stays until the next one or `Esc`).
    pub tape: Option<Tape>,
    /// Where a tape measured by click, click starts, until the second click ends it.
    pub tape_anchor: Option<[f64; 2]>,
    /// Table size the view was last fitted to; a new size fits the view again.
    fitted_to: Option<[f64; 2]>,
    drag: interact::Drag,
    /// Corners of the terrain piece being drawn.
    terrain_draft: Vec<[f64; 2]>,
    cache: FrameCache,
    /// The pointer's table position this frame, if over the canvas.
    hover_cm: Option<[f64; 2]>,
    /// The last frame's plan and what it was built from.
    last_plan: Option<(PlanKey, FramePlan)>,
    plans_built: u64,
    /// The labels of the last frame as painted (drawn, or hidden to avoid overlap).
    pub painted_labels: Vec<paint::PaintedLabel>,
}

/// How far (screen points) off a base a drag may start and still move it, not pan the table.
pub const DRAG_SLACK_POINTS: f32 = 6.0;

/// The model under the pointer at `at`: the one whose base holds it, else the nearest whose
/// drawn base (at least `min_base_cm` across, see [`frame::min_base_cm`]) does.
fn pointed_model(
    models: &[crate::table::model::ModelPlacement],
    at: [f64; 2],
    min_base_cm: f64,
) -> Option<&crate::table::model::ModelPlacement> {
    bases::model_at(models, at).or_else(|| {
        let d = |m: &crate::table::model::ModelPlacement| (m.x - at[0]).hypot(m.y - at[1]);
        models
            .iter()
            .filter(|m| d(m) <= min_base_cm / 2.0)
            .min_by(|a, b| d(a).total_cmp(&d(b)))
    })
}

/// Everything a frame plan depends on besides the table (whose changes `FrameCache` counts).
#[derive(Debug, Clone, PartialEq)]
struct PlanKey {
    table_rebuilds: u64,
    info: CanvasInfo,
    selection: Selection,
    overlays: OverlayOptions,
    preview: Vec<ModelPose>,
    grid_step_cm: f64,
    min_base_cm: f64,
    tape: Option<Tape>,
    terrain_draft: Vec<[f64; 2]>,
    placing: Vec<crate::table::model::ModelPlacement>,
    terrain_preview: Option<crate::table::model::Terrain>,
    lang: Lang,
    pointed_unit: Option<String>,
    drag_runs: bool,
    drag_verdict: Option<DragVerdict>,
    battle_charge: Option<verdict::BattleCharge>,
}

/// What happened on the canvas this frame.
#[derive(Debug, Clone)]
pub struct CanvasOutput {
    /// Edits the user made, in order; apply each with [`apply_edit`] and keep its inverse.
    pub edits: Vec<TableEdit>,
    /// The selection after this frame.
    pub selection: Selection,
    /// Whether the selection changed this frame.
    pub selection_changed: bool,
    /// The table point under the pointer.
    pub hover_cm: Option<[f64; 2]>,
    /// The canvas widget's response (hover, focus, context menu).
    pub response: egui::Response,
}

impl TableCanvas {
    pub fn new() -> Self {
        Self::default()
    }

    /// Fits the whole table in the canvas on the next frame.
    pub fn fit_view(&mut self) {
        self.fitted_to = None;
    }

    /// Puts the pointer over table point `at_cm` (or off the table), as `show` does each frame
    /// from the mouse; tests and the frame benchmark point with it.
    pub fn point_at(&mut self, at_cm: Option<[f64; 2]>) {
        self.hover_cm = at_cm;
    }

    /// The model under table point `at` as drawn at the current zoom: a base drawn larger than
    /// it is (see [`frame::min_base_cm`]) is picked up anywhere on its drawing.
    pub(super) fn model_under<'t>(
        &self,
        models: &'t [crate::table::model::ModelPlacement],
        at: [f64; 2],
    ) -> Option<&'t crate::table::model::ModelPlacement> {
        pointed_model(models, at, frame::min_base_cm(self.view.points_per_cm))
    }

    /// The model a drag starting at `at` takes: the one under it, else the nearest whose drawn
    /// base is within [`DRAG_SLACK_POINTS`] of it on screen.
    pub(super) fn model_near<'t>(
        &self,
        models: &'t [crate::table::model::ModelPlacement],
        at: [f64; 2],
    ) -> Option<&'t crate::table::model::ModelPlacement> {
        let min_base_cm = frame::min_base_cm(self.view.points_per_cm);
        let slack = f64::from(DRAG_SLACK_POINTS / self.view.points_per_cm.max(0.01));
        self.model_under(models, at).or_else(|| {
            let d = |m: &crate::table::model::ModelPlacement| (m.x - at[0]).hypot(m.y - at[1]);
            let reach = |m: &crate::table::model::ModelPlacement| {
                let (hw, hd) = bases::half_extents_cm(m);
                hw.max(hd).max(min_base_cm / 2.0) + slack
            };
            models
                .iter()
                .filter(|m| d(m) <= reach(m))
                .min_by(|a, b| (d(a) - reach(a)).total_cmp(&(d(b) - reach(b))))
        })
    }

    /// The frame cache (geometry rebuilt only when the table changes).
    pub fn cache(&self) -> &FrameCache {
        &self.cache
    }

    /// Shows the canvas filling the available space.
    pub fn show(&mut self, ui: &mut Ui, table: &TableFile, info: &CanvasInfo) -> CanvasOutput {
        let size = ui.available_size().max(egui::vec2(64.0, 64.0));
        let (response, painter) = ui.allocate_painter(size, Sense::click_and_drag());
        let table_size = [table.table.width_cm, table.table.depth_cm];
        // A window or panel resize fits the table again, unless the player has panned or
        // zoomed since the last fit.
        let old_screen = self.view.screen;
        let untouched = self.view == ViewTransform::fit(old_screen, table_size[0], table_size[1]);
        if old_screen != response.rect && untouched {
            self.fitted_to = None;
        }
        self.view.screen = response.rect;
        if self.fitted_to != Some(table_size) {
            self.view = ViewTransform::fit(response.rect, table_size[0], table_size[1]);
            self.fitted_to = Some(table_size);
        }
        self.cache.update(table);
        let before = self.selection.clone();
        // A selection whose model or piece is gone is dropped.
        let still_there = match &self.selection {
            Selection::None => true,
            Selection::Model(id) => table.models.iter().any(|m| &m.id == id),
            Selection::Unit(u) => table.models.iter().any(|m| &m.unit == u),
            Selection::Terrain(id) => table.terrain.iter().any(|t| &t.id == id),
        };
        if !still_there {
            self.selection = Selection::None;
        }
        let edits = interact::handle(self, ui, &response, table);
        let plan = self.prepare(table, info);
        let labels = paint::paint(&painter, &self.view, &plan, response.hover_pos());
        let mut response = response;
        // The label under the pointer: a drawn one first, else a hidden one at that place.
        if let Some(pos) = response.hover_pos()
            && let Some(l) = labels
                .iter()
                .rev()
                .filter(|l| l.rect.contains(pos))
                .max_by_key(|l| l.shown)
        {
            response = response.on_hover_text(format!("{}\n{}", l.text, l.help.text(self.lang)));
        }
        self.painted_labels = labels;
        CanvasOutput {
            edits,
            selection_changed: self.selection != before,
            selection: self.selection.clone(),
            hover_cm: self.hover_cm,
            response,
        }
    }

    /// The frame's shapes for `table` as the canvas stands (no painting); the app's tests and
    /// the frame benchmark use it.
    pub fn prepare(&mut self, table: &TableFile, info: &CanvasInfo) -> FramePlan {
        self.cache.update(table);
        let placing = match (&self.tool, self.hover_cm) {
            (Tool::PlaceUnit(t), Some(at)) => t.place(at, table),
            _ => Vec::new(),
        };
        let preview = self.drag.preview().to_vec();
        let drag_verdict = match &self.drag_judge {
            Some(judge) if !preview.is_empty() => Some(judge.verdict(&preview)),
            _ => None,
        };
        let min_base_cm = frame::min_base_cm(self.view.points_per_cm);
        let pointed_unit = self
            .hover_cm
            .and_then(|at| pointed_model(&table.models, at, min_base_cm))
            .map(|m| m.unit.clone());
        let battle_charge = self.battle_charge(pointed_unit.as_deref());
        let key = PlanKey {
            table_rebuilds: self.cache.rebuilds,
            info: info.clone(),
            selection: self.selection.clone(),
            overlays: self.overlays,
            preview,
            grid_step_cm: self.view.grid_step_cm(),
            min_base_cm,
            tape: self
                .drag
                .tape()
                .cloned()
                .or_else(|| self.live_tape(table))
                .or_else(|| self.tape.clone()),
            terrain_draft: self.terrain_draft.clone(),
            placing,
            terrain_preview: self.drag.terrain().cloned(),
            lang: self.lang,
            pointed_unit,
            drag_runs: self.drag_runs,
            drag_verdict,
            battle_charge,
        };
        if let Some((k, plan)) = &self.last_plan
            && *k == key
        {
            return plan.clone();
        }
        let input = FrameInput {
            info,
            selection: &key.selection,
            overlays: &key.overlays,
            preview: &key.preview,
            grid_step_cm: key.grid_step_cm,
            min_base_cm: key.min_base_cm,
            tape: key.tape.as_ref(),
            terrain_draft: &key.terrain_draft,
            placing: &key.placing,
            terrain_preview: key.terrain_preview.as_ref(),
            lang: key.lang,
            pointed_unit: key.pointed_unit.as_deref(),
            drag_runs: key.drag_runs,
            drag_verdict: key.drag_verdict.as_ref(),
            battle_charge: key.battle_charge.as_ref(),
        };
        let plan = prepare_frame(&self.cache, &input);
        self.last_plan = Some((key, plan.clone()));
        self.plans_built += 1;
        plan
    }

    /// The battle's charge of the selected unit on the unit under the pointer, asked of
    /// `charge_judge` once per table and pair.
    fn battle_charge(&mut self, pointed: Option<&str>) -> Option<verdict::BattleCharge> {
        let (Selection::Unit(charger), Some(target), Some(judge)) =
            (&self.selection, pointed, &self.charge_judge)
        else {
            return None;
        };
        let rebuilds = self.cache.rebuilds;
        if let Some((at, c)) = &self.charge_asked
            && *at == rebuilds
            && c.charger == *charger
            && c.target == target
        {
            return Some(c.clone());
        }
        let asked = judge.ask(charger, target)?;
        self.charge_asked = Some((rebuilds, asked.clone()));
        Some(asked)
    }

    /// The tape from the first click of a click, click measure to the pointer.
    fn live_tape(&self, table: &TableFile) -> Option<Tape> {
        let from = self.tape_anchor?;
        let to = self.hover_cm.unwrap_or(from);
        Some(interact::tape_between(self, table, from, to))
    }

    /// The plan the last frame painted (its shapes, the bases' extents, the verdict on the
    /// enemy under the pointer); tests read what the canvas shows through it.
    pub fn last_plan(&self) -> Option<&FramePlan> {
        self.last_plan.as_ref().map(|(_, p)| p)
    }

    /// The selection's verdict on the enemy unit under the pointer, as the canvas draws it.
    pub fn hover_verdict(&self) -> Option<&verdict::EnemyVerdict> {
        self.last_plan()?.verdict.as_ref()
    }

    /// How many frame plans were built (a plan is reused while nothing it shows changed).
    pub fn plans_built(&self) -> u64 {
        self.plans_built
    }

    /// The edit turning the selected model (or the whole selected unit about its centre,
    /// keeping formation) by `degrees` counter-clockwise; for the app's rotate shortcut.
    pub fn rotate_selection(&self, table: &TableFile, degrees: f64) -> Option<TableEdit> {
        interact::rotate_selection(&self.selection, table, degrees)
    }

    /// The edit removing the selected model, unit or terrain piece; for the app's delete key.
    pub fn delete_selection(&self, table: &TableFile) -> Option<TableEdit> {
        match &self.selection {
            Selection::None => None,
            Selection::Terrain(id) => Some(TableEdit::RemoveTerrain { id: id.clone() }),
            s => {
                let ids = s.model_ids(table);
                (!ids.is_empty()).then_some(TableEdit::RemoveModels { ids })
            }
        }
    }

    /// Drops the tape, the terrain being drawn and any drag in progress (the `Esc` key).
    pub fn cancel(&mut self) {
        self.tape = None;
        self.tape_anchor = None;
        self.terrain_draft.clear();
        self.drag = interact::Drag::None;
    }
}
