//! Deployment by hand (L206-214): the deploying side's units waiting to go down, each picked
//! with a click (then a click on the table) or dragged onto the table. A unit is put down where
//! it is dropped: in step 2 its first model, on the spot; in step 3 the rest of it, in closed
//! formation beside its first models, nearest the drop (R-FORM-1). Each model is the engine's
//! `Deploy` command, checked as any; one Undo takes the whole unit back.
//!
//! [`DeployByHand`] is a panel of its own: it keeps the unit picked, draws from a [`View`];
//! the drop on the table is the canvas's, sent as [`Intent::DeployUnit`].

use super::i18n::Key;
use super::intent::Intent;
use super::view::View;
use crate::battle::Awaiting;
use crate::battle::model::names::Names;
use crate::battle::policy::deploy_in_formation::units_to_deploy;

/// The deployment list and the unit picked in it.
#[derive(Debug, Clone, Default)]
pub struct DeployByHand {
    /// The unit picked to be put down where the table is clicked next.
    placing_unit: Option<String>,
}

impl DeployByHand {
    /// The unit picked to be put down where the table is clicked next.
    pub fn placing(&self) -> Option<&str> {
        self.placing_unit.as_deref()
    }

    /// The picked unit went down: nothing is picked now.
    pub fn placed(&mut self) {
        self.placing_unit = None;
    }

    /// The units of the side deploying, to pick or drag onto the table; nothing outside
    /// deployment.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let Some(battle) = view.battle() else {
            return Vec::new();
        };
        let state = battle.state();
        if !matches!(state.awaiting(), Awaiting::Deploy { .. }) {
            self.placing_unit = None;
            return Vec::new();
        }
        let (lang, names) = (view.lang, view.names);
        let units = units_to_deploy(state);
        if units.is_empty() {
            return Vec::new();
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
                let on = self.placing_unit.as_deref() == Some(unit.as_str());
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
            self.placing_unit = p;
        }
        Vec::new()
    }
}
