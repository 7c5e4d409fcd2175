//! The odds panel: a melee or shooting situation (every row of the book's tables a toggle or a
//! number), its exact odds from `rules::odds` as bar charts and tables, and "Roll", which
//! resolves it once with every die shown (`rules::roll`).

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
        }
    }
}

/// The factions whose troops the panel offers: the bundled ones, read once.
pub fn troop_factions() -> &'static [Faction] {
    static FACTIONS: std::sync::OnceLock<Vec<Faction>> = std::sync::OnceLock::new();
    FACTIONS.get_or_init(crate::army::bundled_factions)
}

impl OddsPanel {
    fn picks(&self) -> [Option<&TroopPick>; 2] {
        [self.troops[0].as_ref(), self.troops[1].as_ref()]
    }

    /// The melee the calculator works out: the inputs with the picked troops in them.
    pub fn worked_melee(&self) -> Result<MeleeSituation, UnknownProfile> {
        melee_with_troops(&self.melee, self.picks(), troop_factions())
    }

    /// The shot the calculator works out: the inputs with the picked troops in them.
    pub fn worked_shoot(&self) -> Result<ShootSituation, UnknownProfile> {
        shoot_with_troops(
            &self.shoot,
            self.picks(),
            self.short_range,
            troop_factions(),
        )
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
        let form = Form { lang, help };
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
                    troop_rows(ui, &form, self.side_key(i), &mut self.troops[i]);
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
        // The single column shows both troops above the inputs instead.
        if with_troop {
            let side_key = self.side_key(i);
            egui::Grid::new(("odds_troop_grid", i))
                .num_columns(2)
                .show(ui, |ui| troop_rows(ui, f, side_key, &mut self.troops[i]));
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
                    ui.heading(format!("{} vs {}", o.shooter, o.target));
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

/// The troop row of a side (and its unit leader's, when its faction has leaders).
fn troop_rows(ui: &mut egui::Ui, f: &Form, side: Key, pick: &mut Option<TroopPick>) {
    let lang = f.lang;
    let factions = troop_factions();
    let name = |p: &TroopPick| -> String {
        factions
            .iter()
            .find(|x| x.id == p.faction)
            .and_then(|x| x.profile(&p.profile))
            .map_or_else(
                || p.profile.clone(),
                |x| in_language(lang, &x.name, x.name_es.as_deref()).to_string(),
            )
    };
    let l = ui.label(lang.f(Key::TroopOf, &[("side", &lang.t(side))]));
    let shown = pick
        .as_ref()
        .map_or_else(|| lang.t(Key::TypedNumbers).to_string(), name);
    egui::ComboBox::from_id_salt(("odds_troop", side))
        .selected_text(shown)
        .width(200.0)
        .height(480.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(pick, None, lang.t(Key::TypedNumbers));
            for faction in factions {
                ui.separator();
                ui.strong(in_language(lang, &faction.name, faction.name_es.as_deref()));
                for p in faction.profiles.iter().filter(|p| !p.leader) {
                    let t = TroopPick {
                        faction: faction.id.clone(),
                        profile: p.id.clone(),
                        leader: None,
                    };
                    let text = in_language(lang, &p.name, p.name_es.as_deref());
                    let on = pick
                        .as_ref()
                        .is_some_and(|x| x.faction == t.faction && x.profile == t.profile);
                    if ui.selectable_label(on, text).clicked() && !on {
                        *pick = Some(t);
                    }
                }
            }
        })
        .response
        .labelled_by(l.id);
    ui.end_row();
    let Some(p) = pick.as_mut() else { return };
    let Some(faction) = factions.iter().find(|x| x.id == p.faction) else {
        return;
    };
    let leaders: Vec<&crate::army::Profile> =
        faction.profiles.iter().filter(|x| x.leader).collect();
    if leaders.is_empty() {
        return;
    }
    let l = f.label(ui, Key::TroopLeader, &[src("R-ARMY-2", "L411-421")]);
    let leader_name = |id: &str| {
        leaders
            .iter()
            .find(|x| x.id == id)
            .map_or(id, |x| in_language(lang, &x.name, x.name_es.as_deref()))
            .to_string()
    };
    let shown = p
        .leader
        .as_deref()
        .map_or_else(|| lang.t(Key::NoTroopLeader).to_string(), leader_name);
    egui::ComboBox::from_id_salt(("odds_troop_leader", side))
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut p.leader, None, lang.t(Key::NoTroopLeader));
            for x in &leaders {
                let text = in_language(lang, &x.name, x.name_es.as_deref());
                ui.selectable_value(&mut p.leader, Some(x.id.clone()), text);
            }
        })
        .response
        .labelled_by(l.id);
    ui.end_row();
}

/// What a picked troop brings, as worked out for the situation: its numbers and the dice, value
/// and wound modifiers its weapons, armour, traits and abilities add (L683, L760, L896).
fn troop_brings(ui: &mut egui::Ui, f: &Form, brought: Option<&(CombatUnit, [i32; 3])>) {
    let Some((u, [dice, value, wound])) = brought else {
        return;
    };
    let lang = f.lang;
    let mut text = lang.f(
        Key::TroopNumbers,
        &[
            ("attack", &u.attack),
            ("ranged", &u.ranged_attack),
            ("hr", &u.hr),
            ("honor", &u.honor),
            ("wound", &u.difficulty_to_wound),
        ],
    );
    if u.mounted {
        text.push_str(&format!(", {}", lang.t(Key::Mounted).to_lowercase()));
    }
    if u.skirmishers {
        text.push_str(&format!(", {}", lang.t(Key::Skirmishers).to_lowercase()));
    }
    if *dice != 0 || *value != 0 || *wound != 0 {
        text.push_str("; ");
        text.push_str(&lang.f(
            Key::TroopAdds,
            &[
                ("dice", &format!("{dice:+}")),
                ("value", &format!("{value:+}")),
                ("wound", &format!("{wound:+}")),
            ],
        ));
    }
    let r = ui.add(egui::Label::new(format!("{}: {text}", lang.t(Key::TroopNumbersLabel))).wrap());
    with_help(
        r,
        f.help,
        lang,
        "",
        &[src("", "L342-353"), src("", "L683, L760, L896")],
    );
}

/// The switches of a melee side: models in contact and every row of the pool table (L669-683).
fn melee_switches(ui: &mut egui::Ui, f: &Form, side: &mut MeleeSide) {
    f.count(
        ui,
        Key::InContact,
        &mut side.in_contact,
        src("R-POOL-1", "L669"),
    );
    if side.unit.leader.is_some() {
        f.flag(
            ui,
            Key::LeaderInContact,
            &mut side.leader_in_contact,
            src("R-POOL-1", "L670"),
        );
    }
    f.flag(ui, Key::Powered, &mut side.powered, src("R-POOL-1", "L671"));
    f.flag(ui, Key::Charged, &mut side.charged, src("R-POOL-1", "L672"));
    f.flag(
        ui,
        Key::CasualtyThisTurn,
        &mut side.casualty_this_turn,
        src("R-POOL-1", "L673"),
    );
    f.flag(
        ui,
        Key::UsedMarker,
        &mut side.used_marker,
        src("R-POOL-1", "L674"),
    );
    f.flag(
        ui,
        Key::ReactiveWithoutOrder,
        &mut side.reactive_without_order,
        src("R-POOL-1", "L675"),
    );
    f.flag(ui, Key::Parapet, &mut side.parapet, src("R-POOL-2", "L676"));
    f.flag(
        ui,
        Key::OutOfFormation,
        &mut side.out_of_formation,
        src("R-POOL-1", "L677"),
    );
    f.flag(
        ui,
        Key::InCover,
        &mut side.in_cover,
        src("R-COVER-1", "L678"),
    );
    f.flag(
        ui,
        Key::RetreatingMarker,
        &mut side.retreating_marker,
        src("R-POOL-1", "L680"),
    );
    attacks_by(ui, f, &mut side.attacks_by);
    f.int(
        ui,
        Key::ExtraDice,
        &mut side.extra_dice,
        -10..=10,
        src("R-POOL-1", "L683"),
    );
    f.int(
        ui,
        Key::ExtraValue,
        &mut side.extra_value,
        -6..=6,
        src("R-POOL-1", "L683"),
    );
    f.int(
        ui,
        Key::WoundModifier,
        &mut side.wound_modifier,
        -6..=6,
        src("R-WOUND-1", "L896"),
    );
    if side.unit.leader.is_some() {
        protect_leader(ui, f, &mut side.protect_leader);
    }
}

/// The switches of a shooter: models in range and sight and the rows of L751-760.
fn shooter_switches(ui: &mut egui::Ui, f: &Form, sh: &mut Shooter) {
    f.count(
        ui,
        Key::InRangeAndSight,
        &mut sh.in_range_and_sight,
        src("R-LOS-1", "L752"),
    );
    if sh.unit.leader.is_some() {
        f.flag(
            ui,
            Key::LeaderCanShoot,
            &mut sh.leader_can_shoot,
            src("R-POOL-1", "L753"),
        );
    }
    f.flag(ui, Key::Powered, &mut sh.powered, src("R-POOL-1", "L754"));
    f.flag(
        ui,
        Key::CasualtyThisTurn,
        &mut sh.casualty_this_turn,
        src("R-POOL-1", "L755"),
    );
    f.flag(ui, Key::Parapet, &mut sh.parapet, src("R-POOL-2", "L756"));
    f.flag(
        ui,
        Key::OutOfFormation,
        &mut sh.out_of_formation,
        src("R-POOL-1", "L757"),
    );
    f.int(
        ui,
        Key::ExtraDice,
        &mut sh.extra_dice,
        -10..=10,
        src("R-POOL-1", "L760"),
    );
    f.int(
        ui,
        Key::ExtraValue,
        &mut sh.extra_value,
        -6..=6,
        src("R-POOL-1", "L760"),
    );
    f.int(
        ui,
        Key::WoundModifier,
        &mut sh.wound_modifier,
        -6..=6,
        src("R-WOUND-1", "L896"),
    );
    f.flag(
        ui,
        Key::StandAndShoot,
        &mut sh.stand_and_shoot,
        src("R-POOL-3", "L854-868"),
    );
}

/// The switches of a shot's target: what the shooters see of it, cover, parapet (L758).
fn target_switches(ui: &mut egui::Ui, f: &Form, t: &mut ShootTarget) {
    let mut all = t.visible_models.is_none();
    f.flag(ui, Key::AllVisible, &mut all, src("R-LOS-1", "L935-937"));
    if all {
        t.visible_models = None;
    } else {
        let mut n = t.visible_models.unwrap_or(t.unit.models);
        f.count(ui, Key::VisibleModels, &mut n, src("R-LOS-1", "L935-937"));
        t.visible_models = Some(n.min(t.unit.models));
    }
    f.flag(ui, Key::InCover, &mut t.in_cover, src("R-COVER-2", "L758"));
    f.flag(ui, Key::Parapet, &mut t.parapet, src("R-POOL-1", "L758"));
    if t.unit.leader.is_some() {
        protect_leader(ui, f, &mut t.protect_leader);
    }
}

fn attacks_by(ui: &mut egui::Ui, f: &Form, side: &mut AttackSide) {
    f.label(ui, Key::AttacksBy, &[src("R-SIDE-2", "L681-682, L689-701")]);
    ui.horizontal(|ui| {
        for (v, k) in [
            (AttackSide::Front, Key::Front),
            (AttackSide::Flank, Key::Flank),
            (AttackSide::Rear, Key::Rear),
        ] {
            ui.selectable_value(side, v, f.lang.t(k));
        }
    });
    ui.end_row();
}

fn protect_leader(ui: &mut egui::Ui, f: &Form, p: &mut ProtectLeader) {
    f.label(ui, Key::ProtectLeader, &[src("R-WOUND-4", "L912-917")]);
    ui.horizontal(|ui| {
        for (v, k) in [
            (ProtectLeader::WhenLethal, Key::ProtectWhenLethal),
            (ProtectLeader::Always, Key::ProtectAlways),
            (ProtectLeader::Never, Key::ProtectNever),
        ] {
            ui.selectable_value(p, v, f.lang.t(k));
        }
    });
    ui.end_row();
}

/// The pool: each row of the book's table that applied, and the sums (R-POOL-1).
fn pool_table(ui: &mut egui::Ui, f: &Form, id: &str, pool: &DicePool) {
    egui::Grid::new(id).striped(true).show(ui, |ui| {
        for row in &pool.rows {
            let text = crate::i18n::render(f.lang, "pool", &row.kind);
            let ruling = row.ruling.clone().unwrap_or_default();
            let r = ui.label(text);
            if f.help {
                r.on_hover_text(explain(f.lang, &format!("{ruling} {}", row.line)));
            }
            ui.label(signed(row.dice, "D6"));
            ui.label(signed(row.value, ""));
            ui.end_row();
        }
    });
    let r = ui.strong(f.lang.f(
        Key::PoolTotal,
        // The modifier always shows, +0 too ("Rolls 7 dice, +0 to each").
        &[
            ("dice", &pool.dice),
            ("bonus", &format!("{:+}", pool.modifier)),
        ],
    ));
    with_help(
        r,
        f.help,
        f.lang,
        f.lang.t(Key::HelpPool),
        &[src("R-POOL-1", ""), src("R-DICE-1", "L92-102")],
    );
}

fn signed(n: i32, unit: &str) -> String {
    if n == 0 {
        String::new()
    } else {
        format!("{n:+}{unit}")
    }
}

/// Who wins, who loses and the draw, on one line (R-RES-1).
fn melee_headline(ui: &mut egui::Ui, f: &Form, o: &MeleeOdds) {
    let lang = f.lang;
    let res = [src("R-RES-1", "L941-947")];
    let big = |text: String| egui::RichText::new(text).strong().size(17.0);
    ui.horizontal_wrapped(|ui| {
        for text in [
            lang.f(Key::AttackerWins, &[("chance", &pct(o.attacker_wins))]),
            lang.f(Key::DefenderWins, &[("chance", &pct(o.defender_wins))]),
            lang.f(Key::Draw, &[("chance", &pct(o.draw))]),
        ] {
            let r = ui.label(big(text));
            with_help(r, f.help, lang, "", &res);
        }
    });
}

fn melee_results(ui: &mut egui::Ui, f: &Form, o: &MeleeOdds) {
    let lang = f.lang;
    for (key, side, color) in [
        (
            Key::Attacker,
            &o.attacker,
            egui::Color32::from_rgb(200, 90, 70),
        ),
        (
            Key::Defender,
            &o.defender,
            egui::Color32::from_rgb(70, 120, 200),
        ),
    ] {
        ui.separator();
        ui.heading(format!("{}: {}", lang.t(key), side.name));
        pool_table(ui, f, &format!("pool_{key:?}"), &side.pool);
        let r = ui.label(lang.f(
            Key::ExpectedHits,
            &[("hits", &format!("{:.2}", side.inflicts.expected_hits))],
        ));
        with_help(r, f.help, lang, "", &[src("R-DICE-1", "L92-102")]);
        let r = ui.label(lang.f(
            Key::ExpectedWoundsStuns,
            &[
                (
                    "unit-wounds",
                    &format!("{:.2}", side.inflicts.expected_wounds),
                ),
                (
                    "leader-wounds",
                    &format!("{:.2}", side.inflicts.expected_leader_wounds),
                ),
                ("stuns", &format!("{:.2}", side.inflicts.expected_stuns)),
            ],
        ));
        with_help(r, f.help, lang, "", &[src("R-WOUND-1", "L890-912")]);
        suffered(ui, f, &format!("melee_{key:?}"), &side.suffers, color);
    }
}

fn shoot_results(ui: &mut egui::Ui, f: &Form, o: &ShootOdds) {
    let lang = f.lang;
    pool_table(ui, f, "pool_shoot", &o.pool);
    let r = ui.label(lang.f(
        Key::ExpectedHits,
        &[("hits", &format!("{:.2}", o.inflicts.expected_hits))],
    ));
    with_help(r, f.help, lang, "", &[src("R-DICE-1", "L92-102")]);
    let r = ui.label(lang.f(
        Key::ExpectedWoundsStuns,
        &[
            ("unit-wounds", &format!("{:.2}", o.inflicts.expected_wounds)),
            (
                "leader-wounds",
                &format!("{:.2}", o.inflicts.expected_leader_wounds),
            ),
            ("stuns", &format!("{:.2}", o.inflicts.expected_stuns)),
        ],
    ));
    with_help(r, f.help, lang, "", &[src("R-WOUND-1", "L890-912")]);
    suffered(
        ui,
        f,
        "shoot_target",
        &o.suffers,
        egui::Color32::from_rgb(70, 120, 200),
    );
}

/// Casualties as a bar chart and an "at least N" table, then leader, Honor test and morale.
fn suffered(ui: &mut egui::Ui, f: &Form, id: &str, s: &Suffered, color: egui::Color32) {
    let lang = f.lang;
    let r = ui.label(lang.f(
        Key::CasualtiesExpected,
        &[("casualties", &format!("{:.2}", s.expected_casualties))],
    ));
    with_help(
        r,
        f.help,
        lang,
        lang.t(Key::HelpCasualties),
        &[src("R-CAS-1", "L921")],
    );
    chart::distribution(
        ui,
        &format!("{id}_chart"),
        lang.t(Key::Casualties),
        &s.casualties,
        color,
    );
    at_least_table(ui, &format!("{id}_at_least"), lang, &s.casualties);
    let lines: [(Key, f64, &[Source]); 6] = [
        (
            Key::LeaderDies,
            s.leader_death,
            &[src("R-WOUND-1", "L911-923"), src("R-WOUND-4", "L915")],
        ),
        (Key::WipedOut, s.wiped_out, &[src("R-CAS-1", "L921")]),
        (
            Key::TakesHonorTest,
            s.honor_test,
            &[src("R-RES-2", "L949-954")],
        ),
        (
            Key::FailsHonorTest,
            s.honor_test_fails,
            &[src("R-DICE-3", "L104-106"), src("R-RES-2", "")],
        ),
        (Key::FallsBack, s.falls_back, &[src("R-RES-2", "L959")]),
        (Key::Retreats, s.retreats, &[src("R-RES-2", "L960")]),
    ];
    egui::Grid::new(format!("{id}_morale"))
        .striped(true)
        .show(ui, |ui| {
            for (key, p, sources) in lines {
                let r = ui.label(lang.t(key));
                with_help(r, f.help, lang, "", sources);
                ui.label(pct(p));
                ui.end_row();
            }
        });
}

/// The resolved roll: each side's dice, what they did, and the engine's step log.
fn roll_report(ui: &mut egui::Ui, f: &Form, r: &CombatReport) {
    let lang = f.lang;
    ui.label(lang.f(Key::Seed, &[("seed", &r.seed)]));
    if let Some(w) = r.winner {
        let text = match w {
            Winner::Attacker => lang.f(Key::WinnerIs, &[("winner", &r.attacker.name)]),
            Winner::Defender => lang.f(Key::WinnerIs, &[("winner", &r.defender.name)]),
            Winner::Draw => lang.t(Key::NoWinner).to_string(),
        };
        let resp = ui.strong(text);
        with_help(resp, f.help, lang, "", &[src("R-RES-1", "L941-947")]);
    }
    for side in [&r.attacker, &r.defender] {
        side_report(ui, f, side);
    }
    egui::CollapsingHeader::new(lang.t(Key::EveryStep))
        .id_salt("roll_steps")
        .show(ui, |ui| {
            for step in crate::narration::roll_steps(lang, &[String::new(), String::new()], r) {
                ui.label(step);
            }
        });
}

fn side_report(ui: &mut egui::Ui, f: &Form, s: &SideReport) {
    let lang = f.lang;
    ui.separator();
    ui.strong(&s.name);
    if !s.attack_dice.is_empty() {
        ui.label(lang.f(
            Key::RolledDiceHits,
            &[("dice", &faces(&s.attack_dice)), ("hits", &s.hits)],
        ));
    }
    if !s.wound_dice.is_empty() {
        ui.label(lang.f(
            Key::RolledWoundDice,
            &[
                ("dice", &faces(&s.wound_dice)),
                ("wounds", &s.dealt.unit_wounds),
                ("leader-wounds", &s.dealt.leader_wounds),
                ("stuns", &s.dealt.stuns),
            ],
        ));
    }
    let a = &s.after;
    let r = ui.label(lang.f(
        Key::AfterCasualties,
        &[("casualties", &a.casualties), ("models", &a.models_after)],
    ));
    with_help(r, f.help, lang, "", &[src("R-CAS-1", "L921")]);
    if a.leader_died {
        ui.label(lang.t(Key::LeaderDied));
    }
    ui.label(lang.f(
        Key::MarkersAfter,
        &[
            ("wounded", &a.wounded_marker_after),
            ("stuns", &a.stuns_after),
        ],
    ));
    if let Some(h) = &s.honor_test {
        let r = ui.label(lang.f(
            Key::HonorTestRolled,
            &[
                ("roll", &faces(&h.dice)),
                ("honor", &h.honor),
                (
                    "result",
                    &lang.t(if h.passed { Key::Passed } else { Key::Failed }),
                ),
            ],
        ));
        with_help(r, f.help, lang, "", &[src("R-DICE-3", "L104-106")]);
    }
    let morale = match s.morale {
        Morale::Holds => Key::Holds,
        Morale::FallsBack => Key::FallsBack,
        Morale::Retreats => Key::Retreats,
    };
    let r = ui.label(lang.t(morale));
    with_help(r, f.help, lang, "", &[src("R-RES-2", "L957-960")]);
}

fn faces(d: &[u8]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
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
