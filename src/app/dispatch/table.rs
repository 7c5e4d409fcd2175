//! The dispatch's table edits: an edit from the canvas, the selection turned or removed, each
//! an undo step; a refused edit leaves the table as it was and says why on the status line.

use crate::app::canvas::{Selection, TableEdit, apply_edit};
use crate::app::shell::{KenseiApp, edit_label};
use crate::app::status::Said;

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
}
