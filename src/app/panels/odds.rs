//! The odds panel: a melee or shooting situation (every row of the book's tables a toggle or a
//! number), its exact odds from `rules::odds` as bar charts and tables, and "Roll", which
//! resolves it once with every die shown (`rules::roll`).

use super::chart::{self, pct};
use super::dice::at_least_table;
use super::form::{Form, unit_inputs};
use crate::app::help::{Source, explain, src, with_help};
use crate::app::i18n::{Key, Lang};
use crate::rules::odds::Suffered;
use crate::rules::pool::DicePool;
use crate::rules::{
    AttackSide, CombatReport, MeleeOdds, MeleeSituation, Morale, ProtectLeader, ShootOdds,
    ShootSituation, SideReport, Winner, melee_odds, roll_melee, roll_shoot, shoot_odds,
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
    pub melee: MeleeSituation,
    pub shoot: ShootSituation,
    /// Where the inputs came from ("a1 vs b1"), when the geometry filled them.
    pub filled_from: Option<String>,
    /// The last roll, for the situation it was rolled for.
    pub last_roll: Option<CombatReport>,
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
            filled_from: None,
            last_roll: None,
            pick_attacker: None,
            pick_target: None,
            picked_from_selection: None,
            fill_report: None,
            melee_cache: None,
            shoot_cache: None,
        }
    }
}

impl OddsPanel {
    /// The exact odds of the melee as set, computed once per change.
    pub fn melee_odds(&mut self) -> Option<&MeleeOdds> {
        if !self.melee.problems().is_empty() {
            return None;
        }
        if self
            .melee_cache
            .as_ref()
            .is_none_or(|(s, _)| s != &self.melee)
        {
            self.melee_cache = Some((self.melee.clone(), melee_odds(&self.melee)));
        }
        self.melee_cache.as_ref().map(|(_, o)| o)
    }

    /// The exact odds of the shot as set, computed once per change.
    pub fn shoot_odds(&mut self) -> Option<&ShootOdds> {
        if !self.shoot.problems().is_empty() {
            return None;
        }
        if self
            .shoot_cache
            .as_ref()
            .is_none_or(|(s, _)| s != &self.shoot)
        {
            self.shoot_cache = Some((self.shoot.clone(), shoot_odds(&self.shoot)));
        }
        self.shoot_cache.as_ref().map(|(_, o)| o)
    }

    /// Resolves the situation as set once, with the dice of `seed`.
    pub fn roll(&mut self, seed: u64) {
        self.last_roll = Some(match self.mode {
            OddsMode::Melee => roll_melee(&self.melee, seed),
            OddsMode::Shooting => roll_shoot(&self.shoot, seed),
        });
    }

    pub fn show(&mut self, ui: &mut egui::Ui, lang: Lang, help: bool) {
        ui.horizontal(|ui| {
            ui.selectable_value(&mut self.mode, OddsMode::Melee, lang.t(Key::Melee));
            ui.selectable_value(&mut self.mode, OddsMode::Shooting, lang.t(Key::Shooting));
        });
        if let Some(from) = &self.filled_from {
            ui.label(lang.f(Key::FilledFrom, &[("units", from)]));
        }
        let form = Form { lang, help };
        egui::CollapsingHeader::new(lang.t(Key::Inputs))
            .id_salt("odds_inputs")
            .default_open(false)
            .show(ui, |ui| match self.mode {
                OddsMode::Melee => melee_inputs(ui, &form, &mut self.melee),
                OddsMode::Shooting => shoot_inputs(ui, &form, &mut self.shoot),
            });
        ui.separator();
        let problems: Vec<String> = match self.mode {
            OddsMode::Melee => self.melee.problems(),
            OddsMode::Shooting => self.shoot.problems(),
        }
        .into_iter()
        .map(|p| p.words(lang))
        .collect();
        if !problems.is_empty() {
            for p in problems {
                ui.colored_label(ui.visuals().error_fg_color, p);
            }
            return;
        }
        match self.mode {
            OddsMode::Melee => {
                if let Some(o) = self.melee_odds().cloned() {
                    melee_results(ui, &form, &o);
                }
            }
            OddsMode::Shooting => {
                if let Some(o) = self.shoot_odds().cloned() {
                    shoot_results(ui, &form, &o);
                }
            }
        }
        ui.separator();
        if ui.button(lang.t(Key::Roll)).clicked() {
            self.roll(crate::rules::roll::fresh_seed());
        }
        if let Some(r) = &self.last_roll {
            roll_report(ui, &form, r);
        }
    }
}

fn melee_inputs(ui: &mut egui::Ui, f: &Form, s: &mut MeleeSituation) {
    for (key, side) in [
        (Key::Attacker, &mut s.attacker),
        (Key::Defender, &mut s.defender),
    ] {
        let id = f.lang.t(key);
        egui::CollapsingHeader::new(id)
            .id_salt(("melee_side", id))
            .default_open(true)
            .show(ui, |ui| {
                egui::Grid::new(("melee_grid", id))
                    .num_columns(2)
                    .show(ui, |ui| {
                        unit_inputs(ui, f, &mut side.unit, false);
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
                    });
            });
    }
}

fn shoot_inputs(ui: &mut egui::Ui, f: &Form, s: &mut ShootSituation) {
    let sh = &mut s.shooter;
    egui::CollapsingHeader::new(f.lang.t(Key::Shooter))
        .id_salt("shooter_inputs")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("shooter_grid")
                .num_columns(2)
                .show(ui, |ui| {
                    unit_inputs(ui, f, &mut sh.unit, true);
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
                });
        });
    let t = &mut s.target;
    egui::CollapsingHeader::new(f.lang.t(Key::Target))
        .id_salt("target_inputs")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("target_grid")
                .num_columns(2)
                .show(ui, |ui| {
                    unit_inputs(ui, f, &mut t.unit, false);
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
                });
        });
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

fn melee_results(ui: &mut egui::Ui, f: &Form, o: &MeleeOdds) {
    let lang = f.lang;
    let res = [src("R-RES-1", "L941-947")];
    ui.horizontal(|ui| {
        let r = ui.strong(lang.f(Key::AttackerWins, &[("chance", &pct(o.attacker_wins))]));
        with_help(r, f.help, lang, "", &res);
        let r = ui.strong(lang.f(Key::DefenderWins, &[("chance", &pct(o.defender_wins))]));
        with_help(r, f.help, lang, "", &res);
        let r = ui.strong(lang.f(Key::Draw, &[("chance", &pct(o.draw))]));
        with_help(r, f.help, lang, "", &res);
    });
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
    ui.heading(format!("{} vs {}", o.shooter, o.target));
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
            for step in super::event_text::roll_steps(lang, &[String::new(), String::new()], r) {
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
