//! Deployment by hand (L206-214): the deploying side's units waiting to go down, each picked
//! with a click (then a click on the table) or dragged onto the table. A unit is put down where
//! it is dropped: in step 2 its first model, on the spot; in step 3 the rest of it, in closed
//! formation beside its first models, nearest the drop (R-FORM-1). Each model is the engine's
//! `Deploy` command, checked as any; one Undo takes the whole unit back.

use super::i18n::Key;
use super::shell::KenseiApp;
use crate::battle::Awaiting;
use crate::battle::model::names::Names;
use crate::battle::policy::deploy_in_formation::units_to_deploy;

impl KenseiApp {
    /// The units of the side deploying, to pick or drag onto the table; nothing outside
    /// deployment.
    pub(super) fn deploy_by_hand_ui(&mut self, ui: &mut egui::Ui) {
        let Some(b) = &self.workspace.battle else {
            return;
        };
        let state = b.value.state();
        if !matches!(state.awaiting(), Awaiting::Deploy { .. }) {
            self.tracker.placing_unit = None;
            return;
        }
        let lang = self.lang();
        let names = self.battle_names();
        let units = units_to_deploy(state);
        if units.is_empty() {
            return;
        }
        let first_models = !state.first_models_down();
        ui.label(lang.t(if first_models {
            Key::DeployPickFirst
        } else {
            Key::DeployPickRest
        }));
        let mut picked = None;
        ui.horizontal_wrapped(|ui| {
            for (unit, left) in &units {
                let text = lang.f(
                    Key::DeployUnitButton,
                    &[("unit", &names.unit(unit)), ("left", left)],
                );
                let on = self.tracker.placing_unit.as_deref() == Some(unit.as_str());
                // A click picks the unit; a drag carries it to the table (the canvas takes
                // the drop).
                let r = ui
                    .add(egui::Button::selectable(on, text).sense(egui::Sense::click_and_drag()))
                    .on_hover_cursor(egui::CursorIcon::Grab);
                if r.drag_started() {
                    egui::DragAndDrop::set_payload(ui.ctx(), unit.clone());
                }
                if r.dragged() {
                    ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
                }
                if r.clicked() {
                    picked = Some(if on { None } else { Some(unit.clone()) });
                }
            }
        });
        if let Some(p) = picked {
            self.tracker.placing_unit = p;
        }
    }
}
