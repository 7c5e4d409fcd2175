//! The dispatch's table edits: an edit from the canvas, the selection turned or removed, an
//! army put down, the Place tool taken; each edit an undo step. A refused edit leaves the table
//! as it was, and the outcome says why for the status line.

use crate::app::canvas::{Selection, TableCanvas, TableEdit, Tool, UnitTemplate, apply_edit};
use crate::app::i18n::{Key, Lang};
use crate::app::status::{Outcome, Said};
use crate::app::table_in_play::new_notes;
use crate::app::workspace::Workspace;
use crate::table::model::{ModelPlacement, UnitNote};

/// Applies a table edit from the canvas or a shortcut, recorded for undo.
pub fn apply_table_edit(workspace: &mut Workspace, edit: &TableEdit) -> Outcome {
    let label = crate::app::status::edit_label(edit);
    let mut result = Ok(());
    workspace.edit_table(label, |t| {
        result = apply_edit(t, edit).map(|_| ());
    });
    match result {
        Ok(()) => Outcome::quiet(true),
        Err(e) => Outcome::refused(Said::TableEdit(e)),
    }
}

/// Turns the canvas's selected model (or unit, keeping its formation) by `degrees`
/// counter-clockwise (R-UNIT-2).
pub fn rotate_selection(workspace: &mut Workspace, canvas: &TableCanvas, degrees: f64) -> Outcome {
    let edit = workspace
        .table
        .as_ref()
        .and_then(|t| canvas.rotate_selection(&t.value, degrees));
    edit.map_or(Outcome::quiet(false), |edit| {
        apply_table_edit(workspace, &edit)
    })
}

/// Removes the canvas's selected model, unit or terrain piece from the table.
pub fn delete_selection(workspace: &mut Workspace, canvas: &mut TableCanvas) -> Outcome {
    let edit = workspace
        .table
        .as_ref()
        .and_then(|t| canvas.delete_selection(&t.value));
    let outcome = edit.map_or(Outcome::quiet(false), |edit| {
        apply_table_edit(workspace, &edit)
    });
    if outcome.done {
        canvas.selection = Selection::None;
    }
    outcome
}

/// Notes each unit's MOV, range and formation on the table (for charge reach and ranges),
/// for the units it does not note yet: `notes` are each a note and the unit's id.
fn note_units(workspace: &mut Workspace, notes: &[(UnitNote, String)]) {
    let Some(t) = workspace.table.as_ref() else {
        return;
    };
    let new = new_notes(&t.value, notes);
    if new.is_empty() {
        return;
    }
    workspace.edit_table(Said::from(Key::EditUnitProfiles), |t| {
        t.units.extend(new);
    });
}

/// What an army put down on the table is: its side, how many units, their profiles to note
/// (each a note and the unit's id), its models, and the units the zone had no room for.
pub struct PutDown<'a> {
    pub side: u8,
    pub units: usize,
    pub notes: &'a [(UnitNote, String)],
    pub models: Vec<ModelPlacement>,
    pub left_out: &'a [String],
}

/// Puts a side's units down on the table, noting their profiles; the units its zone had no
/// room for are named as an error.
pub fn put_down(
    workspace: &mut Workspace,
    canvas: &mut TableCanvas,
    lang: Lang,
    army: PutDown,
) -> Outcome {
    note_units(workspace, army.notes);
    let mut outcome = Outcome::quiet(false);
    if !army.models.is_empty() {
        let models = army.models;
        outcome = apply_table_edit(workspace, &TableEdit::AddModels { models });
    }
    if outcome.done {
        outcome = Outcome::done(Said::with(
            Key::ArmyPutDown,
            &[("side", &lang.side(army.side)), ("units", &army.units)],
        ));
        canvas.fit_view();
    }
    if army.left_out.is_empty() {
        return outcome;
    }
    let names = army.left_out.join(", ");
    Outcome {
        done: true,
        ..outcome
    }
    .but(Said::with(
        Key::ArmyNoRoom,
        &[
            ("side", &lang.side(army.side)),
            ("count", &army.left_out.len()),
            ("units", &names),
        ],
    ))
}

/// Takes the Place tool with `template`, noting the unit's profile.
pub fn take_place_tool(
    workspace: &mut Workspace,
    canvas: &mut TableCanvas,
    template: UnitTemplate,
    note: (UnitNote, String),
) -> Outcome {
    note_units(workspace, &[note]);
    let said = Said::with(Key::PlacingUnit, &[("unit", &template.unit)]);
    canvas.tool = Tool::PlaceUnit(template);
    Outcome::done(said)
}
