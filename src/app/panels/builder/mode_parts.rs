//! What a unit of the list builder shows of the extra game modes (L1142-1144): in a raid, the
//! models of other profiles beside its own (R-RAID-4), one taken out by its button and one
//! added from a menu; in total war, the models on its movement base and the unit size they
//! stand for (R-TW-2).

use crate::app::help::{src, with_help};
use crate::app::i18n::Key;
use crate::app::view::View;
use crate::army::list::{Mode, Unit};
use crate::army::list_edit::ListEdit;
use crate::army::mode::stands_for;
use crate::army::{ArmyList, Faction, TroopType};

/// The most models a movement base is given here: more than the page's 5 stand for no larger
/// unit (R-TW-2).
const MOST_ON_BASE: u32 = 8;

/// The unit's raid or total war part under its other fields, and the edit the player made in
/// it; nothing in the book's battle.
pub(super) fn mode_parts_ui(
    ui: &mut egui::Ui,
    view: &View,
    list: &ArmyList,
    unit: &Unit,
    faction: &Faction,
) -> Option<ListEdit> {
    match list.mode {
        Mode::Standard => None,
        Mode::Raid => mixed_ui(ui, view, unit, faction),
        Mode::TotalWar => on_base_ui(ui, view, unit),
    }
}

/// A raid unit's models of other profiles: "2 × Ashigaru yumi ×" buttons, each taking one out,
/// and "Add a model of…" with the faction's troops that may stand in a unit.
fn mixed_ui(ui: &mut egui::Ui, view: &View, unit: &Unit, faction: &Faction) -> Option<ListEdit> {
    let (lang, help) = (view.lang, view.hover_help);
    // A leader or a one-of-a-kind model stands alone (R-RAID-2): it has no unit to mix.
    let alone = faction
        .profile(&unit.profile)
        .is_none_or(|p| p.leader || p.availability.is_one_of_a_kind());
    if alone {
        return None;
    }
    let name_of = |id: &str| {
        faction
            .profile(id)
            .map_or_else(|| id.to_string(), |p| p.name_in(lang).to_string())
    };
    let mut edit = None;
    ui.horizontal_wrapped(|ui| {
        with_help(
            ui.label(lang.t(Key::MixedModels)),
            help,
            lang,
            "",
            &[src("R-RAID-4", "L1142-1144")],
        );
        for m in &unit.mixed {
            if ui
                .button(format!("{} × {} ×", m.models, name_of(&m.profile)))
                .on_hover_text(lang.t(Key::RemoveMixed))
                .clicked()
            {
                edit = Some(ListEdit::RemoveMixed {
                    unit: unit.id.clone(),
                    profile: m.profile.clone(),
                });
            }
        }
        ui.menu_button(lang.t(Key::AddMixed), |ui| {
            let troops = faction.profiles.iter().filter(|p| {
                p.id != unit.profile
                    && !p.leader
                    && !p.availability.is_one_of_a_kind()
                    && p.troop_type != TroopType::Support
            });
            for p in troops {
                if ui.button(p.name_in(lang)).clicked() {
                    edit = Some(ListEdit::AddMixed {
                        unit: unit.id.clone(),
                        profile: p.id.clone(),
                    });
                    ui.close();
                }
            }
        });
    });
    edit
}

/// A total war unit's models on its movement base, and the unit size they stand for; a model
/// alone (a leader, a one-of-a-kind troop) has no movement base (R-TW-3).
fn on_base_ui(ui: &mut egui::Ui, view: &View, unit: &Unit) -> Option<ListEdit> {
    if unit.on_base.is_none() && unit.models <= 1 {
        return None;
    }
    let (lang, help) = (view.lang, view.hover_help);
    let mut on_base = unit.on_base.unwrap_or(0);
    let mut edit = None;
    ui.horizontal(|ui| {
        let l = with_help(
            ui.label(lang.t(Key::OnBase)),
            help,
            lang,
            "",
            &[src("R-TW-1 R-TW-2", "L1142-1144")],
        );
        if ui
            .add(egui::DragValue::new(&mut on_base).range(0..=MOST_ON_BASE))
            .labelled_by(l.id)
            .changed()
        {
            edit = Some(ListEdit::OnBase {
                unit: unit.id.clone(),
                on_base,
            });
        }
        match stands_for(on_base) {
            Some(size) => ui.weak(lang.f(Key::OnBaseStandsFor, &[("size", &size)])),
            None => ui.colored_label(
                ui.visuals().error_fg_color,
                lang.t(Key::OnBaseStandsForNone),
            ),
        };
    });
    edit
}
