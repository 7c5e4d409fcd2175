//! The computer's lines in the battle tracker: whose decision it is playing now, with a spinner
//! while it thinks (or that it stopped, and the player may play for it), and its last command
//! with its reasons in words, their numbers and the alternatives weighed folded under
//! "Details" (`app::computer` plays; this file only says).

use super::i18n::Key;
use super::played_by::who_plays;
use super::view::View;
use crate::battle::model::names::Names;

/// While the battle waits for a side the computer plays: that it plays, or that it stopped.
pub fn computer_turn_ui(ui: &mut egui::Ui, view: &View) {
    let (Some((side, level)), Some(battle)) = (view.computer_to_play(), view.battle()) else {
        return;
    };
    let (lang, names) = (view.lang, view.names);
    if !view.computer.stopped_on(&battle.shared_state()) {
        let line = lang.f(
            Key::ComputerTurn,
            &[
                ("side", &names.side(side)),
                ("player", &who_plays(lang, Some(level))),
            ],
        );
        // A spinner while the general thinks: hard's look ahead in the last turn plays
        // on to the battle's end.
        let thinking = view.computer.thinking();
        ui.horizontal_wrapped(|ui| {
            if thinking {
                ui.add(egui::Spinner::new());
            }
            ui.label(line);
        });
    } else {
        ui.colored_label(ui.visuals().warn_fg_color, lang.t(Key::ComputerStoppedHere));
    }
}

/// The computer's last command in the battle, with its reasons, in a frame of its own.
pub fn computer_last_ui(ui: &mut egui::Ui, view: &View) {
    let Some((entry, decision)) = view.workspace.last_reason() else {
        return;
    };
    let (lang, names) = (view.lang, view.names);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(box_width(ui));
        ui.strong(lang.f(
            Key::ComputerLast,
            &[("entry", &entry), ("level", &decision.level.name())],
        ));
        ui.add(egui::Label::new(decision.plain(lang, names)).wrap());
        // Its numbers (worth, standing) and the alternatives it weighed, folded.
        egui::CollapsingHeader::new(lang.t(Key::ComputerDetails))
            .id_salt(("computer_details", entry))
            .show(ui, |ui| {
                ui.add(egui::Label::new(decision.text(lang, names)).wrap());
            });
    });
}

/// The width of a box of the tracker: the panel's, short of the scroll bar that floats over its
/// right edge.
pub(super) fn box_width(ui: &egui::Ui) -> f32 {
    let bar = ui.spacing().scroll;
    (ui.available_width() - bar.bar_width - bar.bar_outer_margin).max(0.0)
}
