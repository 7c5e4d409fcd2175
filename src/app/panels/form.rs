//! Rows of labelled inputs for the panels: each label says, on hover, the ruling and book line
//! of the input it sets.

use crate::app::help::{Source, src, with_help};
use crate::app::i18n::{Key, Lang};
use crate::rules::CombatUnit;
use crate::rules::situation::UnitLeader;
use std::ops::RangeInclusive;

/// The language and hover-help setting the rows are drawn with.
pub struct Form {
    pub lang: Lang,
    pub help: bool,
}

impl Form {
    /// The label cell of a row, with its hover help.
    pub fn label(&self, ui: &mut egui::Ui, key: Key, sources: &[Source]) -> egui::Response {
        let r = ui.label(self.lang.t(key));
        with_help(r, self.help, self.lang, "", sources)
    }

    /// A yes/no row.
    pub fn flag(&self, ui: &mut egui::Ui, key: Key, v: &mut bool, source: Source) {
        let l = self.label(ui, key, &[source]);
        ui.checkbox(v, "").labelled_by(l.id);
        ui.end_row();
    }

    /// A count row (0 and up).
    pub fn count(&self, ui: &mut egui::Ui, key: Key, v: &mut u32, source: Source) {
        let l = self.label(ui, key, &[source]);
        ui.add(egui::DragValue::new(v).range(0..=200))
            .labelled_by(l.id);
        ui.end_row();
    }

    /// A signed number row.
    pub fn int(
        &self,
        ui: &mut egui::Ui,
        key: Key,
        v: &mut i32,
        range: RangeInclusive<i32>,
        source: Source,
    ) {
        let l = self.label(ui, key, &[source]);
        ui.add(egui::DragValue::new(v).range(range))
            .labelled_by(l.id);
        ui.end_row();
    }
}

/// The rows of a unit: its profile numbers, the markers on it and its unit leader.
pub fn unit_inputs(ui: &mut egui::Ui, f: &Form, u: &mut CombatUnit, shooting: bool) {
    let l = f.label(ui, Key::UnitName, &[]);
    ui.text_edit_singleline(&mut u.name).labelled_by(l.id);
    ui.end_row();
    if shooting {
        f.int(
            ui,
            Key::RangedAttack,
            &mut u.ranged_attack,
            0..=10,
            src("R-POOL-1", "L751"),
        );
    } else {
        f.int(
            ui,
            Key::Attack,
            &mut u.attack,
            0..=10,
            src("R-POOL-1", "L668"),
        );
        f.int(
            ui,
            Key::RangedAttack,
            &mut u.ranged_attack,
            0..=10,
            src("R-POOL-1", "L679"),
        );
    }
    f.count(ui, Key::ModelsField, &mut u.models, src("R-CAS-1", "L921"));
    let mut started = u.models_at_start.unwrap_or(u.models);
    f.count(
        ui,
        Key::ModelsAtStart,
        &mut started,
        src("R-RES-2", "L959-960"),
    );
    u.models_at_start = (started != u.models).then_some(started);
    f.count(ui, Key::Hr, &mut u.hr, src("R-CAS-1", "L921"));
    f.count(
        ui,
        Key::WoundedMarker,
        &mut u.wounded_marker,
        src("R-CAS-1", "L921"),
    );
    f.count(ui, Key::Stuns, &mut u.stuns, src("R-WOUND-3", "L904"));
    f.int(
        ui,
        Key::Honor,
        &mut u.honor,
        0..=10,
        src("R-DICE-3", "L106"),
    );
    f.flag(
        ui,
        Key::GeneralReroll,
        &mut u.general_reroll,
        src("R-DICE-3", "L430"),
    );
    f.int(
        ui,
        Key::DifficultyToWound,
        &mut u.difficulty_to_wound,
        1..=7,
        src("R-WOUND-2", "L896"),
    );
    f.flag(ui, Key::Mounted, &mut u.mounted, src("R-POOL-1", "L672"));
    f.flag(
        ui,
        Key::Skirmishers,
        &mut u.skirmishers,
        src("R-POOL-1", "L672, L759"),
    );
    let mut has_leader = u.leader.is_some();
    f.flag(
        ui,
        Key::HasUnitLeader,
        &mut has_leader,
        src("R-ARMY-2", "L411-421"),
    );
    match (has_leader, &mut u.leader) {
        (false, l) => *l = None,
        (true, None) => {
            u.leader = Some(UnitLeader {
                name: String::new(),
                attack: u.attack,
                ranged_attack: u.ranged_attack,
                hr: 1,
                wounds_taken: 0,
                honor: None,
            })
        }
        (true, Some(l)) => {
            f.int(
                ui,
                Key::LeaderAttack,
                &mut l.attack,
                0..=10,
                src("R-POOL-1", "L670"),
            );
            f.int(
                ui,
                Key::LeaderRangedAttack,
                &mut l.ranged_attack,
                0..=10,
                src("R-POOL-1", "L753"),
            );
            f.count(ui, Key::LeaderHr, &mut l.hr, src("R-WOUND-1", "L923"));
            f.count(
                ui,
                Key::LeaderWoundsTaken,
                &mut l.wounds_taken,
                src("R-WOUND-1", "L913"),
            );
            let mut own = l.honor.is_some();
            f.flag(ui, Key::LeaderOwnHonor, &mut own, src("", "L420"));
            if own {
                let mut h = l.honor.unwrap_or(u.honor);
                f.int(ui, Key::LeaderHonor, &mut h, 0..=10, src("", "L420"));
                l.honor = Some(h);
            } else {
                l.honor = None;
            }
        }
    }
}
