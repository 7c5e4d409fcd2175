//! The odds panel: a melee or shooting situation (every row of the book's tables a toggle or a
//! number), its exact odds from `rules::odds` as bar charts and tables, and "Roll", which
//! resolves it once with every die shown (`rules::roll`). Here: the panel and its layout;
//! `switches` draws the situation's rows, `results` the odds and the roll.

use super::chart::{self, pct};
use super::dice::at_least_table;
use super::form::{Form, unit_counts, unit_inputs};
use crate::app::help::{Source, explain, src, with_help};
use crate::app::i18n::{Key, Lang};
use crate::army::Faction;
use crate::army::combat::UnknownProfile;
use crate::army::quick::{TroopPick, melee_with_troops, shoot_with_troops};
use crate::i18n::in_language;
use crate::rules::odds::Suffered;
use crate::rules::pool::DicePool;
use crate::rules::situation::{MeleeSide, ShootTarget, Shooter};
use crate::rules::{
    AttackSide, CombatReport, CombatUnit, MeleeOdds, MeleeSituation, Morale, ProtectLeader,
    ShootOdds, ShootSituation, SideReport, Winner, melee_odds, roll_melee, roll_shoot, shoot_odds,
};

mod results;
mod switches;
use results::{melee_headline, melee_results, roll_report, shoot_results};
use switches::{melee_switches, shooter_switches, target_switches, troop_brings, troop_rows};

/// Melee or shooting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OddsMode {
    #[default]
    Melee,
    Shooting,
}

/// What the odds panel remembers between frames.
#[derive(Debug, Clone)]
pub struct OddsPanel {
    pub mode: OddsMode,
    /// The melee as the player set it; a picked troop replaces its side's numbers.
    pub melee: MeleeSituation,
    /// The shot as the player set it; a picked troop replaces its side's numbers.
    pub shoot: ShootSituation,
    /// The troop picked for each side (attacker or shooter, defender or target), or typed
    /// numbers.
    pub troops: [Option<TroopPick>; 2],
    /// The unit each side was filled from on the table (its name), shown as its troop until
    /// the player picks one.
    pub table_troops: [Option<String>; 2],
    /// Each side's inputs as the table filled them, to mark each input from the table or
    /// changed.
    pub marks: [std::cell::RefCell<super::form::FieldMarks>; 2],
    /// The mode the table filled (the marks are of its inputs).
    pub marked_mode: Option<OddsMode>,
    /// The shot is at short range, 20 cm or less (L1096), for the troops' weapons.
    pub short_range: bool,
    /// Where the inputs came from ("a1 vs b1"), when the geometry filled them.
    pub filled_from: Option<String>,
    /// The last roll, for the situation it was rolled for.
    pub last_roll: Option<CombatReport>,
    rolled_for: Option<Worked>,
    /// The units picked to fill the inputs from the table.
    pub pick_attacker: Option<String>,
    pub pick_target: Option<String>,
    /// The selected unit last taken as the attacker.
    pub picked_from_selection: Option<String>,
    /// What the last fill found besides the inputs (charge reach, range band).
    pub fill_report: Option<super::fill::FillReport>,
    melee_cache: Option<(MeleeSituation, MeleeOdds)>,
    shoot_cache: Option<(ShootSituation, ShootOdds)>,
    /// The factions whose troops the panel offers: the samples until the window's known
    /// factions (the player's too) come with the first frame.
    factions: std::rc::Rc<Vec<Faction>>,
}

/// The situation the calculator works out: the player's inputs with the picked troops in.
#[derive(Debug, Clone, PartialEq)]
enum Worked {
    Melee(MeleeSituation),
    Shoot(ShootSituation),
}

/// Below this width the inputs and the results are one column; above it, the attacker, the
/// defender and the results stand side by side.
const SIDE_BY_SIDE_WIDTH: f32 = 900.0;

const MELEE_DEFAULT: &str = r#"{
  "attacker": {"unit": {"name": "Attacker", "attack": 2, "models": 6, "hr": 1, "honor": 4},
               "in_contact": 4, "charged": true},
  "defender": {"unit": {"name": "Defender", "attack": 2, "models": 6, "hr": 1, "honor": 4},
               "in_contact": 4}
}"#;

const SHOOT_DEFAULT: &str = r#"{
  "shooter": {"unit": {"name": "Shooters", "ranged_attack": 2, "models": 6, "hr": 1, "honor": 4},
              "in_range_and_sight": 6},
  "target": {"unit": {"name": "Target", "attack": 2, "models": 6, "hr": 1, "honor": 4}}
}"#;

impl Default for OddsPanel {
    fn default() -> Self {
        OddsPanel {
            mode: OddsMode::Melee,
            melee: serde_json::from_str(MELEE_DEFAULT).expect("the built-in melee parses"),
            shoot: serde_json::from_str(SHOOT_DEFAULT).expect("the built-in shot parses"),
            troops: [None, None],
            table_troops: [None, None],
            marks: Default::default(),
            marked_mode: None,
            short_range: false,
            filled_from: None,
            last_roll: None,
            rolled_for: None,
            pick_attacker: None,
            pick_target: None,
            picked_from_selection: None,
            fill_report: None,
            melee_cache: None,
            shoot_cache: None,
            factions: std::rc::Rc::new(crate::army::bundled_factions()),
        }
    }
}

impl OddsPanel {
    /// Offers the troops of `known` (the window's known factions, shared).
    pub fn offer_factions(&mut self, known: &std::rc::Rc<Vec<Faction>>) {
        if !std::rc::Rc::ptr_eq(&self.factions, known) {
            self.factions = known.clone();
        }
    }

    fn picks(&self) -> [Option<&TroopPick>; 2] {
        [self.troops[0].as_ref(), self.troops[1].as_ref()]
    }

    /// The melee the calculator works out: the inputs with the picked troops in them.
    pub fn worked_melee(&self) -> Result<MeleeSituation, UnknownProfile> {
        melee_with_troops(&self.melee, self.picks(), &self.factions)
    }

    /// The shot the calculator works out: the inputs with the picked troops in them.
    pub fn worked_shoot(&self) -> Result<ShootSituation, UnknownProfile> {
        shoot_with_troops(&self.shoot, self.picks(), self.short_range, &self.factions)
    }

    fn worked(&self) -> Option<Worked> {
        match self.mode {
            OddsMode::Melee => self.worked_melee().ok().map(Worked::Melee),
            OddsMode::Shooting => self.worked_shoot().ok().map(Worked::Shoot),
        }
    }

    /// The exact odds of the melee as set, computed once per change.
    pub fn melee_odds(&mut self) -> Option<&MeleeOdds> {
        let s = self.worked_melee().ok()?;
        if !s.problems().is_empty() {
            return None;
        }
        if self.melee_cache.as_ref().is_none_or(|(c, _)| c != &s) {
            let odds = melee_odds(&s);
            self.melee_cache = Some((s, odds));
        }
        self.melee_cache.as_ref().map(|(_, o)| o)
    }

    /// The exact odds of the shot as set, computed once per change.
    pub fn shoot_odds(&mut self) -> Option<&ShootOdds> {
        let s = self.worked_shoot().ok()?;
        if !s.problems().is_empty() {
            return None;
        }
        if self.shoot_cache.as_ref().is_none_or(|(c, _)| c != &s) {
            let odds = shoot_odds(&s);
            self.shoot_cache = Some((s, odds));
        }
        self.shoot_cache.as_ref().map(|(_, o)| o)
    }

    /// Resolves the situation as set once, with the dice of `seed`.
    pub fn roll(&mut self, seed: u64) {
        let Some(worked) = self.worked() else { return };
        self.last_roll = Some(match &worked {
            Worked::Melee(s) => roll_melee(s, seed),
            Worked::Shoot(s) => roll_shoot(s, seed),
        });
        self.rolled_for = Some(worked);
    }

    /// Forgets the last roll once the situation differs from the one it was rolled for.
    fn forget_stale_roll(&mut self) {
        if self.last_roll.is_some() && self.worked() != self.rolled_for {
            self.last_roll = None;
            self.rolled_for = None;
        }
    }

    /// Whether the melee as set has nobody in contact: no fight to work out (L669).
    fn nobody_in_contact(&self) -> bool {
        let side = |s: &crate::rules::MeleeSide| s.in_contact > 0 || s.leader_in_contact;
        self.mode == OddsMode::Melee && !side(&self.melee.attacker) && !side(&self.melee.defender)
    }

    pub fn show(&mut self, ui: &mut egui::Ui, lang: Lang, help: bool) {
        ui.horizontal(|ui| {
            ui.selectable_value(&mut self.mode, OddsMode::Melee, lang.t(Key::Melee));
            ui.selectable_value(&mut self.mode, OddsMode::Shooting, lang.t(Key::Shooting));
        });
        if let Some(from) = &self.filled_from {
            ui.label(lang.f(Key::FilledFrom, &[("units", from)]));
        }
        self.forget_stale_roll();
        let form = Form {
            lang,
            help,
            marks: None,
        };
        if ui.available_width() >= SIDE_BY_SIDE_WIDTH {
            ui.columns(3, |cols| {
                for (i, col) in cols.iter_mut().take(2).enumerate() {
                    col.heading(lang.t(self.side_key(i)));
                    self.side_inputs(col, &form, i, true);
                }
                self.results(&mut cols[2], &form);
            });
            return;
        }
        egui::Grid::new("odds_troops")
            .num_columns(2)
            .show(ui, |ui| {
                for i in 0..2 {
                    let leader = self.unit_leader(i);
                    troop_rows(
                        ui,
                        &form,
                        &self.factions,
                        self.side_key(i),
                        (&mut self.troops[i], self.table_troops[i].as_deref()),
                        leader.as_deref(),
                    );
                }
            });
        egui::CollapsingHeader::new(lang.t(Key::Inputs))
            .id_salt("odds_inputs")
            .default_open(false)
            .show(ui, |ui| {
                for i in 0..2 {
                    egui::CollapsingHeader::new(lang.t(self.side_key(i)))
                        .id_salt(("odds_side", i))
                        .default_open(true)
                        .show(ui, |ui| self.side_inputs(ui, &form, i, false));
                }
            });
        ui.separator();
        self.results(ui, &form);
    }

    /// Attacker and defender, or shooter and target.
    /// The unit leader of side `i` (0 the attacker or shooter) as the numbers the calculator
    /// works out have it (L411-421): the one fact the troop row, the switches and the pool's
    /// "unit leader in contact" row all read. None when the side has no unit leader.
    pub fn unit_leader(&self, i: usize) -> Option<String> {
        let unit = match (self.mode, i) {
            (OddsMode::Melee, 0) => self.worked_melee().ok()?.attacker.unit,
            (OddsMode::Melee, _) => self.worked_melee().ok()?.defender.unit,
            (OddsMode::Shooting, 0) => self.worked_shoot().ok()?.shooter.unit,
            (OddsMode::Shooting, _) => self.worked_shoot().ok()?.target.unit,
        };
        unit.leader.map(|l| l.name)
    }

    fn side_key(&self, i: usize) -> Key {
        match (self.mode, i) {
            (OddsMode::Melee, 0) => Key::Attacker,
            (OddsMode::Melee, _) => Key::Defender,
            (OddsMode::Shooting, 0) => Key::Shooter,
            (OddsMode::Shooting, _) => Key::Target,
        }
    }

    /// One side's inputs: in the side-by-side layout its troop first, then its numbers (or, with
    /// a troop picked, what the troop brings) and the situation's switches.
    fn side_inputs(&mut self, ui: &mut egui::Ui, f: &Form, i: usize, with_troop: bool) {
        let unmarked = Form {
            lang: f.lang,
            help: f.help,
            marks: None,
        };
        let f = if self.marked_mode == Some(self.mode) {
            &f.marked(&self.marks[i])
        } else {
            &unmarked
        };
        // The single column shows both troops above the inputs instead.
        if with_troop {
            let side_key = self.side_key(i);
            let leader = self.unit_leader(i);
            egui::Grid::new(("odds_troop_grid", i))
                .num_columns(2)
                .show(ui, |ui| {
                    troop_rows(
                        ui,
                        f,
                        &self.factions,
                        side_key,
                        (&mut self.troops[i], self.table_troops[i].as_deref()),
                        leader.as_deref(),
                    )
                });
        }
        let picked = self.troops[i].is_some();
        if picked {
            troop_brings(ui, f, self.brought(i).as_ref());
        }
        egui::Grid::new(("odds_side_grid", self.mode as u8, i))
            .num_columns(2)
            .show(ui, |ui| match (self.mode, i) {
                (OddsMode::Melee, _) => {
                    let side = if i == 0 {
                        &mut self.melee.attacker
                    } else {
                        &mut self.melee.defender
                    };
                    if picked {
                        unit_counts(ui, f, &mut side.unit);
                    } else {
                        unit_inputs(ui, f, &mut side.unit, false);
                    }
                    melee_switches(ui, f, side);
                }
                (OddsMode::Shooting, 0) => {
                    let sh = &mut self.shoot.shooter;
                    if picked {
                        unit_counts(ui, f, &mut sh.unit);
                        f.flag(ui, Key::ShortRange, &mut self.short_range, src("", "L1096"));
                    } else {
                        unit_inputs(ui, f, &mut sh.unit, true);
                    }
                    shooter_switches(ui, f, sh);
                }
                (OddsMode::Shooting, _) => {
                    let t = &mut self.shoot.target;
                    if picked {
                        unit_counts(ui, f, &mut t.unit);
                    } else {
                        unit_inputs(ui, f, &mut t.unit, false);
                    }
                    target_switches(ui, f, t);
                }
            });
        f.captured();
    }

    /// What side `i`'s troop brings to the situation as worked out: its unit, and the dice,
    /// value and wound modifiers its profile adds to what the player set.
    fn brought(&self, i: usize) -> Option<(CombatUnit, [i32; 3])> {
        let added = |w: [i32; 3], set: [i32; 3]| [w[0] - set[0], w[1] - set[1], w[2] - set[2]];
        let melee = |s: &MeleeSide| [s.extra_dice, s.extra_value, s.wound_modifier];
        let shooter = |s: &Shooter| [s.extra_dice, s.extra_value, s.wound_modifier];
        match (self.mode, i) {
            (OddsMode::Melee, _) => {
                let w = self.worked_melee().ok()?;
                let (w, set) = if i == 0 {
                    (w.attacker, &self.melee.attacker)
                } else {
                    (w.defender, &self.melee.defender)
                };
                Some((w.unit.clone(), added(melee(&w), melee(set))))
            }
            (OddsMode::Shooting, 0) => {
                let w = self.worked_shoot().ok()?.shooter;
                Some((
                    w.unit.clone(),
                    added(shooter(&w), shooter(&self.shoot.shooter)),
                ))
            }
            (OddsMode::Shooting, _) => Some((self.worked_shoot().ok()?.target.unit, [0; 3])),
        }
    }

    /// The odds, with Roll and its result right under the headline, then each side's detail.
    fn results(&mut self, ui: &mut egui::Ui, f: &Form) {
        let lang = f.lang;
        if let Err(e) = match self.mode {
            OddsMode::Melee => self.worked_melee().map(|_| ()),
            OddsMode::Shooting => self.worked_shoot().map(|_| ()),
        } {
            ui.colored_label(ui.visuals().error_fg_color, e.to_string());
            return;
        }
        let problems: Vec<String> = match self.mode {
            OddsMode::Melee => self.worked_melee().map(|s| s.problems()),
            OddsMode::Shooting => self.worked_shoot().map(|s| s.problems()),
        }
        .unwrap_or_default()
        .into_iter()
        .map(|p| p.words(lang))
        .collect();
        if !problems.is_empty() {
            for p in problems {
                ui.colored_label(ui.visuals().error_fg_color, p);
            }
            return;
        }
        if self.nobody_in_contact() {
            ui.colored_label(ui.visuals().warn_fg_color, lang.t(Key::NobodyInContact));
            return;
        }
        match self.mode {
            OddsMode::Melee => {
                if let Some(o) = self.melee_odds().cloned() {
                    melee_headline(ui, f, &o);
                    self.roll_here(ui, f);
                    melee_results(ui, f, &o);
                }
            }
            OddsMode::Shooting => {
                if let Some(o) = self.shoot_odds().cloned() {
                    ui.heading(format!(
                        "{} vs {}",
                        results::side_heading(lang, Key::Shooter, &o.shooter),
                        results::side_heading(lang, Key::Target, &o.target)
                    ));
                    self.roll_here(ui, f);
                    shoot_results(ui, f, &o);
                }
            }
        }
    }

    /// Roll, and the roll's outcome under it.
    fn roll_here(&mut self, ui: &mut egui::Ui, f: &Form) {
        let clicked = ui
            .horizontal(|ui| ui.button(f.lang.t(Key::Roll)).clicked())
            .inner;
        if clicked {
            self.roll(crate::rules::roll::fresh_seed());
        }
        if let Some(r) = &self.last_roll {
            egui::Frame::group(ui.style()).show(ui, |ui| roll_report(ui, f, r));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_panel_shows_the_engines_odds_for_the_situation_as_set() {
        let mut p = OddsPanel::default();
        let expected = melee_odds(&p.melee);
        assert_eq!(p.melee_odds(), Some(&expected));
        p.melee.attacker.attacks_by = AttackSide::Rear;
        let rear = melee_odds(&p.melee);
        assert_eq!(p.melee_odds(), Some(&rear));
        assert!(rear.attacker_wins > expected.attacker_wins);
    }

    #[test]
    fn a_contradictory_situation_gives_no_odds() {
        let mut p = OddsPanel::default();
        p.shoot.shooter.in_range_and_sight = 50;
        assert!(p.shoot_odds().is_none());
    }

    #[test]
    fn the_same_seed_rolls_the_same_combat() {
        let mut p = OddsPanel::default();
        p.roll(7);
        let first = p.last_roll.clone();
        p.roll(7);
        assert_eq!(p.last_roll, first);
    }
}
