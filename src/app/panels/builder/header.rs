//! The list builder's header: the open list's name, battle size, commander level and advanced
//! rules, edited in place, then its points, hand, models and verdict.

use crate::app::help::{Source, src, with_help};
use crate::app::i18n::Key;
use crate::app::view::View;
use crate::army::list::Mode;
use crate::army::list_edit::ListEdit;
use crate::army::{ArmyList, Faction, Report};

/// The list's name, size, commander level and advanced rules, edited in place, then its
/// points, hand, models and verdict.
pub(super) fn list_header(
    ui: &mut egui::Ui,
    view: &View,
    list: &ArmyList,
    faction: &Faction,
    report: &Report,
) -> Vec<ListEdit> {
    let (lang, help) = (view.lang, view.hover_help);
    ui.heading(format!("{} · {}", faction.name_in(lang), list.name));
    let mut name = list.name.clone();
    let mut size = list.battle_size;
    let mut level = list.commander_level;
    let mut advanced = list.advanced_rules;
    let mut mode = list.mode;
    egui::Grid::new("list_header")
        .num_columns(2)
        .show(ui, |ui| {
            let l = ui.label(lang.t(Key::ListName));
            ui.text_edit_singleline(&mut name).labelled_by(l.id);
            ui.end_row();
            with_help(
                ui.label(lang.t(Key::GameMode)),
                help,
                lang,
                lang.t(Key::GameModeHelp),
                &[src("R-RAID-1 R-TW-1", "L1142-1144")],
            );
            ui.horizontal(|ui| {
                for (m, key) in [
                    (Mode::Standard, Key::ModeStandard),
                    (Mode::Raid, Key::ModeRaid),
                    (Mode::TotalWar, Key::ModeTotalWar),
                ] {
                    ui.selectable_value(&mut mode, m, lang.t(key));
                }
            });
            ui.end_row();
            let l = with_help(
                ui.label(lang.t(Key::BattleSize)),
                help,
                lang,
                "",
                &[src("", "L1112")],
            );
            // A raid's size is the raid's (R-RAID-1): shown, not edited, so the book's range
            // of 200 to 1000 never takes it.
            if list.mode == Mode::Raid {
                ui.label(lang.t(Key::RaidBattleSize)).labelled_by(l.id);
            } else {
                ui.add(egui::DragValue::new(&mut size).range(200..=1000).speed(10))
                    .labelled_by(l.id);
            }
            ui.end_row();
            with_help(
                ui.label(lang.t(Key::CommanderLevel)),
                help,
                lang,
                "",
                &[src("R-ARMY-1", "L1118-1122")],
            );
            ui.horizontal(|ui| {
                for lv in 0..=2u8 {
                    ui.selectable_value(&mut level, lv, lang.f(Key::LevelN, &[("level", &lv)]));
                }
            });
            ui.end_row();
            ui.label("");
            with_help(
                ui.checkbox(&mut advanced, lang.t(Key::AdvancedRules)),
                help,
                lang,
                "",
                &[src("", "L1138")],
            );
            ui.end_row();
        });
    let mut edits = Vec::new();
    if mode != list.mode {
        // The mode sets the battle size its own way: the size field's value is not sent.
        return vec![ListEdit::Mode(mode)];
    }
    if name != list.name {
        edits.push(ListEdit::Name(name));
    }
    if size != list.battle_size {
        edits.push(ListEdit::BattleSize(size));
    }
    if level != list.commander_level {
        edits.push(ListEdit::CommanderLevel(level));
    }
    if advanced != list.advanced_rules {
        edits.push(ListEdit::AdvancedRules(advanced));
    }
    let figures: [(String, &[Source]); 4] = [
        (
            lang.f(
                Key::PointsTotal,
                &[
                    ("spent", &report.total_points),
                    ("size", &report.battle_size),
                ],
            ),
            &[src("", "L1114"), src("R-ARMY-1", "L1120")],
        ),
        (
            lang.f(Key::PointsLeft, &[("points", &report.points_left)]),
            &[src("", "L1114")],
        ),
        (
            lang.f(Key::HandSize, &[("cards", &report.hand_size)]),
            &[src("R-DECK-1", "L195")],
        ),
        (
            lang.f(Key::ModelCount, &[("models", &report.models)]),
            &[src("", "L385")],
        ),
    ];
    ui.horizontal_wrapped(|ui| {
        for (text, sources) in figures {
            with_help(ui.strong(text), help, lang, "", sources);
        }
    });
    let verdict = if report.legal {
        lang.t(Key::ListLegal)
    } else {
        lang.t(Key::ListIllegal)
    };
    ui.label(verdict);
    if !report.points_by_type.is_empty() {
        egui::CollapsingHeader::new(lang.t(Key::PointsByType))
            .id_salt("points_by_type")
            .show(ui, |ui| {
                egui::Grid::new("points_by_type_grid").show(ui, |ui| {
                    for t in &report.points_by_type {
                        ui.label(crate::army::words::troop_type_name(lang, t.troop_type));
                        let cap = t.cap.map_or_else(String::new, |c| format!(" / {c}"));
                        with_help(
                            ui.label(format!("{}{cap}", t.points)),
                            help,
                            lang,
                            "",
                            &[src("R-ARMY-3", "L1132")],
                        );
                        ui.end_row();
                    }
                });
            });
    }
    edits
}
