//! The dice roller: success rolls (R-DICE-1), Honor tests (R-DICE-3) and D3 (R-DICE-2), with
//! their exact odds from `rules::dice` and real rolls showing every die.

use super::chart;
use crate::app::help::{src, with_help};
use crate::app::i18n::{Key, Lang};
use crate::rules::dice::{
    HonorRoll, SuccessRoll, d3_from_d6, honor_pass_probability, roll_d6, roll_honor,
};
use chacha20::ChaCha12Rng;
use rand::SeedableRng;

/// What the dice roller remembers between frames.
#[derive(Debug)]
pub struct DicePanel {
    /// Dice in the pool after dice-count modifiers (zero or fewer: one die, natural 6 only).
    pub pool: i32,
    /// Value modifier added to every die.
    pub modifier: i32,
    pub honor: i32,
    pub general_reroll: bool,
    /// The last success roll: the faces and how many succeeded.
    pub last_success: Option<(Vec<u8>, u32)>,
    pub last_honor: Option<HonorRoll>,
    /// The last D3: the D6 face and the D3 it gives.
    pub last_d3: Option<(u8, u8)>,
    rng: ChaCha12Rng,
}

impl Default for DicePanel {
    fn default() -> Self {
        DicePanel {
            pool: 5,
            modifier: 0,
            honor: 4,
            general_reroll: false,
            last_success: None,
            last_honor: None,
            last_d3: None,
            rng: ChaCha12Rng::seed_from_u64(crate::rules::roll::fresh_seed()),
        }
    }
}

impl DicePanel {
    /// A roller whose dice come from `seed` (the tests use it to know what will be rolled).
    pub fn seeded(seed: u64) -> Self {
        DicePanel {
            rng: ChaCha12Rng::seed_from_u64(seed),
            ..DicePanel::default()
        }
    }

    /// Rolls the success roll as set and remembers it.
    pub fn roll_success(&mut self) {
        let roll = SuccessRoll::new(self.pool, self.modifier);
        let faces: Vec<u8> = (0..roll.dice).map(|_| roll_d6(&mut self.rng)).collect();
        let ok = faces.iter().filter(|&&f| roll.succeeds(f)).count() as u32;
        self.last_success = Some((faces, ok));
    }

    pub fn show(&mut self, ui: &mut egui::Ui, lang: Lang, help: bool) {
        self.success_section(ui, lang, help);
        ui.separator();
        self.honor_section(ui, lang, help);
        ui.separator();
        self.d3_section(ui, lang, help);
    }

    fn success_section(&mut self, ui: &mut egui::Ui, lang: Lang, help: bool) {
        ui.heading(lang.t(Key::SuccessRoll));
        ui.horizontal(|ui| {
            let l = ui.label(lang.t(Key::DiceCount));
            ui.add(egui::DragValue::new(&mut self.pool).range(-10..=60))
                .labelled_by(l.id);
            let l = ui.label(lang.t(Key::ValueModifier));
            ui.add(egui::DragValue::new(&mut self.modifier).range(-6..=6))
                .labelled_by(l.id);
        });
        let roll = SuccessRoll::new(self.pool, self.modifier);
        let r = ui.label(lang.f(
            Key::EachDieSucceeds,
            &[("target", &chart::pct(roll.die_probability()))],
        ));
        with_help(
            r,
            help,
            lang,
            lang.t(Key::HelpSuccessRoll),
            &[src("R-DICE-1", "L92-102")],
        );
        let dist = roll.distribution();
        chart::distribution(
            ui,
            "success_chart",
            lang.t(Key::Successes),
            &dist,
            egui::Color32::from_rgb(90, 160, 90),
        );
        at_least_table(ui, "success_at_least", lang, &dist);
        if ui.button(lang.t(Key::Roll)).clicked() {
            self.roll_success();
        }
        if let Some((faces, ok)) = &self.last_success {
            ui.horizontal_wrapped(|ui| {
                for &f in faces {
                    die(ui, f, roll.succeeds(f));
                }
            });
            let r = ui.strong(lang.f(Key::RolledSuccesses, &[("successes", ok)]));
            with_help(r, help, lang, "", &[src("R-DICE-1", "L92-102")]);
        }
    }

    fn honor_section(&mut self, ui: &mut egui::Ui, lang: Lang, help: bool) {
        ui.heading(lang.t(Key::HonorTest));
        ui.horizontal(|ui| {
            let l = ui.label(lang.t(Key::Honor));
            ui.add(egui::DragValue::new(&mut self.honor).range(0..=10))
                .labelled_by(l.id);
            ui.checkbox(&mut self.general_reroll, lang.t(Key::GeneralReroll));
        });
        let p = honor_pass_probability(self.honor, self.general_reroll);
        let r = ui.label(lang.f(Key::PassChance, &[("chance", &chart::pct(p))]));
        with_help(
            r,
            help,
            lang,
            lang.t(Key::HelpHonorTest),
            &[src("R-DICE-3", "L104-106"), src("", "L430")],
        );
        if ui.button(lang.t(Key::RollHonor)).clicked() {
            self.last_honor = Some(roll_honor(&mut self.rng, self.honor, self.general_reroll));
        }
        if let Some(h) = &self.last_honor {
            ui.horizontal(|ui| {
                for &f in &h.dice {
                    die(ui, f, f == h.kept && h.passed);
                }
                ui.label(lang.f(Key::KeptDie, &[("die", &h.kept)]));
            });
            ui.strong(lang.t(if h.passed { Key::Passed } else { Key::Failed }));
        }
    }

    fn d3_section(&mut self, ui: &mut egui::Ui, lang: Lang, help: bool) {
        ui.heading(lang.t(Key::D3));
        if ui.button(lang.t(Key::RollD3)).clicked() {
            let f = roll_d6(&mut self.rng);
            self.last_d3 = Some((f, d3_from_d6(f)));
        }
        if let Some((d6, d3)) = self.last_d3 {
            let r = ui.strong(lang.f(Key::D3Result, &[("d6", &d6), ("d3", &d3)]));
            with_help(r, help, lang, "", &[src("R-DICE-2", "L90")]);
        }
    }
}

/// One die face, green when it counts as a success, red when not.
fn die(ui: &mut egui::Ui, face: u8, good: bool) {
    let color = if good {
        egui::Color32::from_rgb(60, 150, 60)
    } else {
        egui::Color32::from_rgb(170, 60, 60)
    };
    egui::Frame::new()
        .fill(color)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(6, 2))
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(face.to_string())
                    .color(egui::Color32::WHITE)
                    .strong(),
            );
        });
}

/// "at least k" for k = 1… while the chance is not negligible: P(X >= k) from `p[k]`.
pub fn at_least_table(ui: &mut egui::Ui, id: &str, lang: Lang, p: &[f64]) {
    let mut tail: Vec<f64> = p.to_vec();
    for k in (0..tail.len().saturating_sub(1)).rev() {
        tail[k] += tail[k + 1];
    }
    egui::Grid::new(id).striped(true).show(ui, |ui| {
        for (k, &t) in tail.iter().enumerate().skip(1) {
            if t < 0.0005 {
                break;
            }
            ui.label(lang.f(Key::AtLeast, &[("value", &k)]));
            ui.label(chart::pct(t));
            ui.end_row();
        }
    });
}
