//! The battle log as a player reads it in the Battle panel, drawn: the groups of entries newest
//! first, each entry's title (`narration::log`) and, expanded, its command and every event, a
//! combat's calculator steps one level further down; runs of passes folded into one quiet line.
//!
//! Only the newest [`LOG_SHOWN`] entries are read each frame, plus the entries back to the last
//! phase that began, which tell their turn, pair and charge; nothing of the log is copied.

use crate::app::i18n::{Key, Lang};
use crate::battle::{Battle, Event, LogEntry};
use crate::i18n::text;
use crate::narration::log::{LOG_SHOWN, Line, Title, leader_names, read_log};
use crate::narration::names::BattleNames;
use crate::narration::{describe_command, describe_event, roll_steps};

/// The battle log, newest first: a collapsible header counting every command, then each group
/// of the newest [`LOG_SHOWN`] entries.
/// `why` gives, for an entry's index, what the computer said of the command it gave there.
pub fn battle_log_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    names: &BattleNames,
    battle: &Battle,
    why: &dyn Fn(usize) -> Option<String>,
) {
    let log = battle.log();
    egui::CollapsingHeader::new(lang.f(Key::BattleLog, &[("commands", &log.len())]))
        .id_salt("battle_log")
        .default_open(true)
        .show(ui, |ui| {
            let leaders = leader_names(lang, battle);
            for (n, group) in read_log(lang, names, &leaders, log, LOG_SHOWN)
                .iter()
                .rev()
                .enumerate()
            {
                if n > 0 {
                    ui.separator();
                }
                ui.label(egui::RichText::new(&group.header).strong());
                for line in group.lines.iter().rev() {
                    match line {
                        Line::Entry { index, title } => {
                            entry_ui(ui, lang, names, log, *index, title);
                            if let Some(why) = why(*index) {
                                computer_why_ui(ui, *index, why);
                            }
                        }
                        Line::Passes(run) => passes_ui(ui, lang, names, log, run, why),
                    }
                }
            }
        });
}

/// One entry: its title; expanded, its command and events, a combat's steps one level further.
fn entry_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    names: &BattleNames,
    log: &[LogEntry],
    index: usize,
    title: &Title,
) {
    let Some(entry) = log.get(index) else {
        return;
    };
    // Numbered as the log counts its commands, so that a player can point at one.
    let words = format!("{}. {}", index + 1, title.text().unwrap_or_default());
    let head = match title {
        Title::Outcome(_) => egui::RichText::new(words).strong(),
        _ => egui::RichText::new(words),
    };
    wrapped_header(ui, ("log_entry", index), head, |ui| {
        ui.label(egui::RichText::new(describe_command(lang, names, &entry.command)).italics());
        for (k, e) in entry.events.iter().enumerate() {
            ui.label(describe_event(lang, names, e));
            if let Event::CombatResolved { report, .. } = e {
                let steps = roll_steps(lang, names, report);
                egui::CollapsingHeader::new(text(
                    lang,
                    "log-roll-steps",
                    &[("steps", steps.len().into())],
                ))
                .id_salt(("log_steps", index, k))
                .show(ui, |ui| {
                    for step in steps {
                        ui.label(step);
                    }
                });
            }
        }
    });
}

/// Why the computer gave an entry's command, under its title: indented, wrapped at the panel's
/// width, in the body's size.
fn computer_why_ui(ui: &mut egui::Ui, index: usize, why: String) {
    ui.indent(("log_why", index), |ui| {
        ui.add(egui::Label::new(egui::RichText::new(why).italics()).wrap());
    });
}

/// A run of passes: one quiet line counting them; expanded, each pass's command, with what the
/// computer said of it when it gave it (a melee move it declined, say, and why).
fn passes_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    names: &BattleNames,
    log: &[LogEntry],
    run: &[usize],
    why: &dyn Fn(usize) -> Option<String>,
) {
    let Some(first) = run.first() else {
        return;
    };
    let words = text(lang, "log-passes", &[("count", run.len().into())]);
    wrapped_header(
        ui,
        ("log_passes", *first),
        egui::RichText::new(words).weak(),
        |ui| {
            for &i in run.iter().rev() {
                if let Some(entry) = log.get(i) {
                    ui.weak(format!(
                        "{}. {}",
                        i + 1,
                        describe_command(lang, names, &entry.command)
                    ));
                    if let Some(why) = why(i) {
                        computer_why_ui(ui, i, why);
                    }
                }
            }
        },
    );
}

/// A collapsible log line whose title wraps at the panel's width instead of widening the panel
/// (egui's own collapsing header never wraps). Clicking the title or its arrow opens it.
fn wrapped_header(
    ui: &mut egui::Ui,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    title: egui::RichText,
    body: impl FnOnce(&mut egui::Ui),
) {
    let id = ui.make_persistent_id(id_salt);
    let state =
        egui::collapsing_header::CollapsingState::load_with_default_open(ui.ctx(), id, false);
    let mut clicked = false;
    let header = state.show_header(ui, |ui| {
        let r = ui.add(egui::Label::new(title).wrap().sense(egui::Sense::click()));
        clicked = r.clicked();
    });
    header.body(|ui| body(ui));
    if clicked {
        let mut state =
            egui::collapsing_header::CollapsingState::load_with_default_open(ui.ctx(), id, false);
        state.toggle(ui);
        state.store(ui.ctx());
    }
}
