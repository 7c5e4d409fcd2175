//! Rows of labelled inputs for the panels: each label says, on hover, the ruling and book line
//! of the input it sets.

use crate::app::help::{Source, src, with_help};
use crate::app::i18n::{Key, Lang};
use crate::rules::CombatUnit;
use crate::rules::situation::UnitLeader;
use std::ops::RangeInclusive;

/// The language and hover-help setting the rows are drawn with, and the marks of the values a
/// fill from the table set, when the rows show them.
pub struct Form<'a> {
    pub lang: Lang,
    pub help: bool,
    pub marks: Option<&'a std::cell::RefCell<FieldMarks>>,
}

/// The values the table filled a side's inputs with, by input: each input then reads "table"
/// while it keeps that value and "changed" once the player sets another.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FieldMarks {
    /// The next drawing of the inputs takes their values as the table's (right after a fill).
    pub capture: bool,
    /// Each filled input's value, as written.
    pub filled: std::collections::HashMap<Key, String>,
}

impl FieldMarks {
    /// Forgets the last fill; the next drawing takes the values shown as the table's.
    pub fn refill(&mut self) {
        self.filled.clear();
        self.capture = true;
    }
}

impl Form<'_> {
    /// This form for one side's inputs, marked against `marks`.
    pub fn marked<'b>(&self, marks: &'b std::cell::RefCell<FieldMarks>) -> Form<'b> {
        Form {
            lang: self.lang,
            help: self.help,
            marks: Some(marks),
        }
    }

    /// After an input's widget: "table" while it holds the value the table filled, "changed"
    /// once the player set another; nothing for an input the table did not fill.
    pub fn mark(&self, ui: &mut egui::Ui, key: Key, value: impl std::fmt::Debug) {
        let Some(marks) = self.marks else { return };
        let value = format!("{value:?}");
        let mut m = marks.borrow_mut();
        if m.capture {
            m.filled.insert(key, value);
            ui.weak(self.lang.t(Key::MarkFromTable));
            return;
        }
        match m.filled.get(&key) {
            Some(v) if *v == value => {
                ui.weak(self.lang.t(Key::MarkFromTable));
            }
            Some(_) => {
                ui.colored_label(ui.visuals().warn_fg_color, self.lang.t(Key::MarkChanged))
                    .on_hover_text(self.lang.t(Key::MarkChangedHelp));
            }
            None => {}
        }
    }

    /// Ends the capture of a fill's values, once the inputs were drawn.
    pub fn captured(&self) {
        if let Some(m) = self.marks {
            let mut m = m.borrow_mut();
            if m.capture && !m.filled.is_empty() {
                m.capture = false;
            }
        }
    }

    /// The label cell of a row, with its hover help.
    pub fn label(&self, ui: &mut egui::Ui, key: Key, sources: &[Source]) -> egui::Response {
        let r = ui.label(self.lang.t(key));
        with_help(r, self.help, self.lang, "", sources)
    }

    /// A yes/no row.
    pub fn flag(&self, ui: &mut egui::Ui, key: Key, v: &mut bool, source: Source) {
        let l = self.label(ui, key, &[source]);
        ui.checkbox(v, "").labelled_by(l.id);
        self.mark(ui, key, *v);
        ui.end_row();
    }

    /// A count row (0 and up).
    pub fn count(&self, ui: &mut egui::Ui, key: Key, v: &mut u32, source: Source) {
        let l = self.label(ui, key, &[source]);
        ui.add(egui::DragValue::new(v).range(0..=200))
            .labelled_by(l.id);
        self.mark(ui, key, *v);
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
        self.mark(ui, key, *v);
        ui.end_row();
    }
}

/// One input row: what it sets, and the ruling and book line it follows.
pub enum Row<'a> {
    /// An attribute of a troop, 0 to 10 (L342-353).
    Attribute(Key, &'a mut i32, Source),
    /// A difficulty of a D6 roll, 1 to 7.
    Difficulty(Key, &'a mut i32, Source),
    /// A count, 0 and up.
    Count(Key, &'a mut u32, Source),
    /// Yes or no.
    Flag(Key, &'a mut bool, Source),
}

impl Form<'_> {
    /// Each of `rows`, in order.
    pub fn rows(&self, ui: &mut egui::Ui, rows: Vec<Row>) {
        for row in rows {
            match row {
                Row::Attribute(key, v, source) => self.int(ui, key, v, 0..=10, source),
                Row::Difficulty(key, v, source) => self.int(ui, key, v, 1..=7, source),
                Row::Count(key, v, source) => self.count(ui, key, v, source),
                Row::Flag(key, v, source) => self.flag(ui, key, v, source),
            }
        }
    }
}

/// The rows of a unit: its profile numbers, the markers on it and its unit leader.
pub fn unit_inputs(ui: &mut egui::Ui, f: &Form, u: &mut CombatUnit, shooting: bool) {
    use Row::{Attribute, Count, Difficulty, Flag};
    let l = f.label(ui, Key::UnitName, &[]);
    ui.text_edit_singleline(&mut u.name).labelled_by(l.id);
    f.mark(ui, Key::UnitName, &u.name);
    ui.end_row();
    let ranged = Attribute(
        Key::RangedAttack,
        &mut u.ranged_attack,
        src("R-POOL-1", if shooting { "L751" } else { "L679" }),
    );
    let attack = Attribute(Key::Attack, &mut u.attack, src("R-POOL-1", "L668"));
    let casualties = src("R-CAS-1", "L921");
    let rows = if shooting {
        vec![ranged]
    } else {
        vec![attack, ranged]
    };
    f.rows(ui, rows);
    models_rows(ui, f, u);
    let mut has_leader = u.leader.is_some();
    let reroll = src("R-DICE-3", "L430");
    let to_wound = src("R-WOUND-2", "L896");
    let skirmish = src("R-POOL-1", "L672, L759");
    let leads = src("R-ARMY-2", "L411-421");
    f.rows(
        ui,
        vec![
            Count(Key::Hr, &mut u.hr, casualties),
            Count(Key::WoundedMarker, &mut u.wounded_marker, casualties),
            Count(Key::Stuns, &mut u.stuns, src("R-WOUND-3", "L904")),
            Attribute(Key::Honor, &mut u.honor, src("R-DICE-3", "L106")),
            Flag(Key::GeneralReroll, &mut u.general_reroll, reroll),
            Difficulty(Key::DifficultyToWound, &mut u.difficulty_to_wound, to_wound),
            Flag(Key::Mounted, &mut u.mounted, src("R-POOL-1", "L672")),
            Flag(Key::Skirmishers, &mut u.skirmishers, skirmish),
            Flag(Key::HasUnitLeader, &mut has_leader, leads),
        ],
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
            let mut own = l.honor.is_some();
            let in_melee = src("R-POOL-1", "L670");
            let shooting = src("R-POOL-1", "L753");
            let carried = src("R-WOUND-1", "L913");
            f.rows(
                ui,
                vec![
                    Attribute(Key::LeaderAttack, &mut l.attack, in_melee),
                    Attribute(Key::LeaderRangedAttack, &mut l.ranged_attack, shooting),
                    Count(Key::LeaderHr, &mut l.hr, src("R-WOUND-1", "L923")),
                    Count(Key::LeaderWoundsTaken, &mut l.wounds_taken, carried),
                    Flag(Key::LeaderOwnHonor, &mut own, src("", "L420")),
                ],
            );
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

/// The models of a unit and how many it started the battle with (L921, L959-960). The starting
/// count follows the models until the player sets it apart, so typing the models first keeps
/// them both (R-RES-2).
fn models_rows(ui: &mut egui::Ui, f: &Form, u: &mut CombatUnit) {
    let casualties = src("R-CAS-1", "L921");
    let before = u.models;
    f.count(ui, Key::ModelsField, &mut u.models, casualties);
    // A unit cannot have more models than it started with: the start follows a rise.
    let mut started = u.models_at_start.unwrap_or(before).max(u.models);
    f.count(
        ui,
        Key::ModelsAtStart,
        &mut started,
        src("R-RES-2", "L959-960"),
    );
    u.models = u.models.min(started);
    u.models_at_start = (started != u.models).then_some(started);
}

/// The rows a picked troop leaves to the player: models, the starting count, the markers and
/// the general's re-roll; the profile gives the rest.
pub fn unit_counts(ui: &mut egui::Ui, f: &Form, u: &mut CombatUnit) {
    use Row::{Count, Flag};
    models_rows(ui, f, u);
    f.rows(
        ui,
        vec![
            Count(
                Key::WoundedMarker,
                &mut u.wounded_marker,
                src("R-CAS-1", "L921"),
            ),
            Count(Key::Stuns, &mut u.stuns, src("R-WOUND-3", "L904")),
            Flag(
                Key::GeneralReroll,
                &mut u.general_reroll,
                src("R-DICE-3", "L430"),
            ),
        ],
    );
}
