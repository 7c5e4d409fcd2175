//! The choice of casualties in the window (R-CAS-2, L929-935). When the battle waits for a side
//! to pick which models its unit loses, a prompt above the legal commands lists the models it
//! may lose, ticked as the default would remove them (nearest the enemy); the table marks the
//! ticked models with a cross and the others that may go with a ring, and a click on one of
//! them there ticks or unticks it. "Remove these" sends the choice once the engine accepts it
//! (its refusal, with the rule, is shown otherwise); "Nearest the enemy" sends the default.
//! A side whose player chose not to be asked never sees it (`answers`, `Settings::ask_casualties`).
//!
//! [`CasualtyPick`] is a panel of its own: it keeps the ticks, draws the prompt from a [`View`]
//! and returns the command chosen as an intent.

use crate::app::canvas::ViewTransform;
use crate::app::help::{src, with_help};
use crate::app::i18n::Key;
use crate::app::intent::Intent;
use crate::app::view::View;
use crate::battle::combat::casualty_choice::{CasualtyQuestion, default_pick, question};
use crate::battle::model::names::Names;
use crate::battle::{Awaiting, BattleState, Command};

/// The models ticked in the prompt, for the unit asked.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CasualtyTicks {
    pub unit: String,
    pub models: Vec<String>,
}

/// The question the battle waits on, when it waits on one.
fn asked(state: &BattleState) -> Option<CasualtyQuestion> {
    matches!(state.awaiting(), Awaiting::ChooseCasualties { .. })
        .then(|| question(state))
        .flatten()
}

/// The casualty prompt and its marks on the table, with the ticks they share.
#[derive(Debug, Clone, Default)]
pub struct CasualtyPick {
    ticks: CasualtyTicks,
}

impl CasualtyPick {
    /// The models ticked, for the unit last asked.
    pub fn ticks(&self) -> &CasualtyTicks {
        &self.ticks
    }

    /// The ticks for `q`, set to the default when a new question comes.
    fn casualty_ticks(&mut self, q: &CasualtyQuestion) -> &mut Vec<String> {
        let ticks = &mut self.ticks;
        if ticks.unit != q.unit {
            *ticks = CasualtyTicks {
                unit: q.unit.clone(),
                models: default_pick(&q.tiers, q.count),
            };
        }
        &mut ticks.models
    }

    /// The prompt, while the battle waits for a side's casualties; the command chosen when the
    /// player answers.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let Some(battle) = view.battle() else {
            return Vec::new();
        };
        let state = battle.state();
        let Some(q) = asked(state) else {
            return Vec::new();
        };
        let (lang, help, names) = (view.lang, view.hover_help, view.names);
        let ticks = self.casualty_ticks(&q).clone();
        let mut toggled: Option<String> = None;
        let mut chosen = None;
        egui::Frame::group(ui.style())
            .stroke(egui::Stroke::new(1.5, ui.visuals().warn_fg_color))
            .show(ui, |ui| {
                let r = ui.strong(lang.f(
                    Key::CasualtyPrompt,
                    &[
                        ("side", &names.side(q.side)),
                        ("count", &q.count),
                        ("unit", &names.unit(&q.unit)),
                    ],
                ));
                let (rule, ruling, lines) = if q.ranks {
                    (Key::CasualtyStandRule, "R-CAS-3", "L864")
                } else if q.shot {
                    (Key::CasualtyShotRule, "R-CAS-2", "L935")
                } else {
                    (Key::CasualtyMeleeRule, "R-CAS-2", "L929")
                };
                with_help(r, help, lang, lang.t(rule), &[src(ruling, lines)]);
                ui.label(lang.t(rule));
                for (i, tier) in q.tiers.iter().enumerate().filter(|(_, t)| !t.is_empty()) {
                    ui.label(egui::RichText::new(lang.t(tier_key(&q, i))).small().weak());
                    ui.horizontal_wrapped(|ui| {
                        for m in tier {
                            let mut on = ticks.contains(m);
                            if ui.checkbox(&mut on, names.unit(m)).changed() {
                                toggled = Some(m.clone());
                            }
                        }
                    });
                }
                ui.label(lang.f(
                    Key::CasualtyTicked,
                    &[("ticked", &ticks.len()), ("count", &q.count)],
                ));
                let pick = Command::ChooseCasualties {
                    side: q.side,
                    unit: q.unit.clone(),
                    models: ticks.clone(),
                };
                let verdict = crate::battle::check(state, &pick);
                ui.horizontal_wrapped(|ui| {
                    let remove = egui::Button::new(
                        egui::RichText::new(lang.t(Key::CasualtyRemove)).strong(),
                    );
                    if ui.add_enabled(verdict.is_ok(), remove).clicked() {
                        chosen = Some(pick.clone());
                    }
                    if ui.button(lang.t(Key::CasualtyNearest)).clicked() {
                        chosen = Some(Command::ChooseCasualties {
                            side: q.side,
                            unit: q.unit.clone(),
                            models: default_pick(&q.tiers, q.count),
                        });
                    }
                });
                if let (Err(r), true) = (&verdict, ticks.len() == q.count) {
                    ui.colored_label(
                        ui.visuals().warn_fg_color,
                        r.text_named(lang, names as &dyn Names),
                    );
                }
            });
        if let Some(m) = toggled {
            self.toggle_casualty(&q, &m);
        }
        chosen.map(Intent::Command).into_iter().collect()
    }

    /// Ticks `model` or unticks it; a tick beyond the count unticks the oldest.
    fn toggle_casualty(&mut self, q: &CasualtyQuestion, model: &str) {
        let ticks = self.casualty_ticks(q);
        if let Some(i) = ticks.iter().position(|m| m == model) {
            ticks.remove(i);
        } else {
            ticks.push(model.to_string());
            if ticks.len() > q.count {
                ticks.remove(0);
            }
        }
    }

    /// On the battle's table, while the battle waits for a side's casualties: a ring round each
    /// model that may go, a cross on each ticked one; a click on one of them ticks or unticks
    /// it.
    pub fn marks(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        state: &BattleState,
        view: &ViewTransform,
    ) {
        let Some(q) = asked(state) else {
            return;
        };
        let ticks = self.casualty_ticks(&q).clone();
        let painter = ui.painter_at(response.rect);
        let warn = ui.visuals().warn_fg_color;
        let red = egui::Color32::from_rgb(220, 40, 40);
        let mut clicked = None;
        let click_at = response
            .clicked()
            .then(|| response.interact_pointer_pos())
            .flatten();
        for id in q.tiers.iter().flatten() {
            let Some(m) = state.model(id) else {
                continue;
            };
            let centre = view.to_screen([m.x, m.y]);
            let across_mm = m.base.width_mm.max(m.base.depth_mm.unwrap_or(0.0));
            let r = (across_mm as f32 / 20.0 * view.points_per_cm).max(6.0) + 2.0;
            if ticks.contains(id) {
                // A white cross edged in black, readable on either side's colour.
                let d = r * 0.8;
                let arms = [
                    [centre + egui::vec2(-d, -d), centre + egui::vec2(d, d)],
                    [centre + egui::vec2(-d, d), centre + egui::vec2(d, -d)],
                ];
                for (width, colour) in [(5.0, egui::Color32::BLACK), (2.5, egui::Color32::WHITE)] {
                    for arm in arms {
                        painter.line_segment(arm, egui::Stroke::new(width, colour));
                    }
                }
                painter.circle_stroke(centre, r, egui::Stroke::new(2.5, red));
            } else {
                painter.circle_stroke(centre, r, egui::Stroke::new(1.5, warn));
            }
            if click_at.is_some_and(|p| p.distance(centre) <= r) {
                clicked = Some(id.clone());
            }
        }
        if let Some(id) = clicked {
            self.toggle_casualty(&q, &id);
        }
    }
}

/// The heading of tier `i` of the question: in melee the engaged models, then the others; in
/// a shot the models the shooters see; in a stand and shoot the ranks, nearest the shooters
/// first (L864).
fn tier_key(q: &CasualtyQuestion, i: usize) -> Key {
    match (q.shot, i) {
        (true, 0) if q.ranks => Key::CasualtyNearestRank,
        (true, _) if q.ranks => Key::CasualtyRankBehind,
        (true, _) => Key::CasualtySeen,
        (false, 0) => Key::CasualtyEngaged,
        (false, _) => Key::CasualtyNotEngaged,
    }
}
