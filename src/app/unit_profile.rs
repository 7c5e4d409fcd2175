//! The unit's profile noted in a plain table (`TableFile::units`): its MOV, weapon range and
//! whether it skirmishes, edited from the document panel, so a scenario or saved table with no
//! list and no battle shows charge reach (R-CHG-1), zone of control (R-ZOC-1) and range bands.
//! Every change goes through the undo history as a table edit: the editor draws from a
//! [`View`] and returns the change as an intent ([`Intent::UnitNote`]).

use super::canvas::{CanvasInfo, UnitInfo};
use super::help::{src, with_help};
use super::i18n::{Key, Lang};
use super::intent::Intent;
use super::view::View;
use crate::battle::model::names::Names;
use crate::table::model::{TableFile, UnitNote};

/// What the canvas knows of a plain table's units: the profiles its file notes, each unit
/// named by `names` (a unit put down from a list by the list's name).
pub fn table_info(lang: Lang, t: &TableFile, names: &dyn Names) -> CanvasInfo {
    let units = t
        .units
        .iter()
        .map(|u| {
            let info = UnitInfo {
                name: names.unit(&u.id),
                mov_cm: u.mov_cm,
                ranges_cm: u
                    .range_cm
                    .map(|r| vec![(lang.t(Key::WeaponRange).to_string(), r)])
                    .unwrap_or_default(),
                open_order: u.skirmisher,
                size: base_size(u),
                ..UnitInfo::default()
            };
            (u.id.clone(), info)
        })
        .collect();
    CanvasInfo {
        units,
        terrain: super::canvas::terrain_names(t, names),
        ..CanvasInfo::default()
    }
}

/// A total war unit put down from its list on its movement base: the unit size the base stands
/// for (R-TW-2), shown as the battle shows it ("size 10/10"; the real table keeps its wounds).
fn base_size(u: &UnitNote) -> Option<(u32, u32)> {
    let listed = u.from_list.as_ref()?;
    if listed.mode != crate::table::model::GameMode::TotalWar {
        return None;
    }
    let size = crate::army::mode::stands_for(listed.on_base?)?;
    Some((size, size))
}

/// The profile editor of `unit` on the open table (no battle open); the change made, if any.
pub fn profile_ui(ui: &mut egui::Ui, view: &View, unit: &str) -> Vec<Intent> {
    let (lang, help) = (view.lang, view.hover_help);
    let Some(t) = view.workspace.table.as_ref() else {
        return Vec::new();
    };
    let current = t.value.units.iter().find(|u| u.id == unit).cloned();
    ui.separator();
    let r = ui.strong(lang.f(Key::UnitProfile, &[("unit", &unit)]));
    with_help(
        r,
        help,
        lang,
        lang.t(Key::UnitProfileHelp),
        &[src("R-CHG-1", "L462, L596-612"), src("R-ZOC-1", "")],
    );
    let Some(mut note) = current.clone() else {
        ui.label(lang.t(Key::UnitNoProfile));
        if ui.button(lang.t(Key::AddUnitProfile)).clicked() {
            let note = UnitNote {
                id: unit.to_string(),
                mov_cm: 10.0,
                range_cm: None,
                skirmisher: false,
                from_list: None,
            };
            return vec![Intent::UnitNote {
                unit: unit.to_string(),
                note: Some(note),
            }];
        }
        return Vec::new();
    };
    egui::Grid::new(("unit_profile", unit))
        .num_columns(2)
        .show(ui, |ui| {
            let l = ui.label(lang.t(Key::UnitMov));
            ui.add(
                egui::DragValue::new(&mut note.mov_cm)
                    .range(0.0..=60.0)
                    .speed(0.5)
                    .suffix(" cm"),
            )
            .labelled_by(l.id);
            ui.end_row();
            let mut shoots = note.range_cm.is_some();
            let mut range = note.range_cm.unwrap_or(30.0);
            ui.checkbox(&mut shoots, lang.t(Key::UnitShoots));
            ui.add_enabled(
                shoots,
                egui::DragValue::new(&mut range)
                    .range(1.0..=200.0)
                    .speed(1.0)
                    .suffix(" cm"),
            );
            note.range_cm = shoots.then_some(range);
            ui.end_row();
            ui.checkbox(&mut note.skirmisher, lang.t(Key::UnitSkirmisher));
            ui.end_row();
        });
    let remove = ui.button(lang.t(Key::RemoveUnitProfile)).clicked();
    let unit = unit.to_string();
    if remove {
        vec![Intent::UnitNote { unit, note: None }]
    } else if Some(&note) != current.as_ref() {
        vec![Intent::UnitNote {
            unit,
            note: Some(note),
        }]
    } else {
        Vec::new()
    }
}
