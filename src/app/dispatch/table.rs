//! The dispatch's table edits: an edit from the canvas, the selection turned or removed, each
//! an undo step; a refused edit leaves the table as it was and says why on the status line.

use crate::app::canvas::{Selection, TableEdit, Tool, UnitTemplate, apply_edit};
use crate::app::i18n::Key;
use crate::app::shell::{KenseiApp, edit_label};
use crate::app::status::Said;
use crate::app::table_in_play::new_notes;
use crate::table::model::{ModelPlacement, UnitNote};

impl KenseiApp {
    /// Whether a model, unit or terrain piece is selected on the canvas.
    pub fn has_selection(&self) -> bool {
        self.canvas.selection != Selection::None
    }

    /// Applies a table edit from the canvas or a shortcut, recording it for undo. A refused
    /// edit leaves the table as it was and says why in the status bar.
    pub fn apply_table_edit(&mut self, edit: &TableEdit) -> bool {
        let label = edit_label(edit);
        let mut result = Ok(());
        self.workspace.edit_table(label, |t| {
            result = apply_edit(t, edit).map(|_| ());
        });
        match result {
            Ok(()) => true,
            Err(e) => {
                self.set_error(Said::TableEdit(e));
                false
            }
        }
    }

    /// Turns the selected model (or unit, keeping its formation) by `degrees`
    /// counter-clockwise (R-UNIT-2).
    pub fn rotate_selection(&mut self, degrees: f64) -> bool {
        let edit = self
            .workspace
            .table
            .as_ref()
            .and_then(|t| self.canvas.rotate_selection(&t.value, degrees));
        edit.is_some_and(|edit| self.apply_table_edit(&edit))
    }

    /// Removes the selected model, unit or terrain piece from the table.
    pub fn delete_selection(&mut self) -> bool {
        let edit = self
            .workspace
            .table
            .as_ref()
            .and_then(|t| self.canvas.delete_selection(&t.value));
        let removed = edit.is_some_and(|edit| self.apply_table_edit(&edit));
        if removed {
            self.canvas.selection = Selection::None;
        }
        removed
    }

    /// Notes each unit's MOV, range and formation on the table (for charge reach and ranges),
    /// for the units it does not note yet: `notes` are each a note and the unit's id.
    fn note_units(&mut self, notes: &[(UnitNote, String)]) {
        let Some(t) = self.workspace.table.as_ref() else {
            return;
        };
        let new = new_notes(&t.value, notes);
        if new.is_empty() {
            return;
        }
        self.workspace
            .edit_table(Said::from(Key::EditUnitProfiles), |t| {
                t.units.extend(new);
            });
    }

    /// Puts a side's `units` (their `models`) down on the table, noting their profiles; the
    /// units its zone had no room for (`left_out`) are named as an error.
    pub(super) fn put_down(
        &mut self,
        side: u8,
        units: usize,
        notes: &[(UnitNote, String)],
        models: Vec<ModelPlacement>,
        left_out: &[String],
    ) -> bool {
        self.note_units(notes);
        let put = !models.is_empty() && self.apply_table_edit(&TableEdit::AddModels { models });
        if put {
            self.set_info(Said::with(
                Key::ArmyPutDown,
                &[("side", &self.lang().side(side)), ("units", &units)],
            ));
            self.canvas.fit_view();
        }
        if !left_out.is_empty() {
            let names = left_out.join(", ");
            self.set_error(Said::with(
                Key::ArmyNoRoom,
                &[
                    ("side", &self.lang().side(side)),
                    ("count", &left_out.len()),
                    ("units", &names),
                ],
            ));
        }
        put || !left_out.is_empty()
    }

    /// Takes the Place tool with `template`, noting the unit's profile.
    pub(super) fn take_place_tool(
        &mut self,
        template: UnitTemplate,
        note: (UnitNote, String),
    ) -> bool {
        self.note_units(&[note]);
        self.set_info(Said::with(Key::PlacingUnit, &[("unit", &template.unit)]));
        self.canvas.tool = Tool::PlaceUnit(template);
        true
    }
}
