//! Filling the odds panel from the table: pick the attacking and the target unit, and every
//! input the geometry knows is set (models in contact or in sight and range, the side attacked
//! by, cover, what is seen), with the charge reach shown; from a battle, also each unit's profile
//! numbers and markers. The figures come from `table::Table` and the battle state.
//!
//! [`OddsPanel::ui`] draws the pickers and the panel from a [`View`], the panel keeping its own
//! choices; an order given to the battle and a fill that cannot be made are intents.

use super::odds::{OddsMode, OddsPanel};
use crate::app::i18n::{Key, Lang};
use crate::app::intent::Intent;
use crate::app::status::Said;
use crate::app::view::View;
use crate::battle::BattleState;
use crate::battle::combat::inputs::combat_unit_for_odds;
use crate::battle::combat::on_table::{Combat, FightOnTable, on_table};
use crate::battle::model::combat::ProfileGroups;
use crate::battle::model::names::Names;
use crate::battle::model::unit::UnitState;
use crate::narration::names::BattleNames;
use crate::rules::{AttackSide, MeleeSituation};
use crate::table::model::TableFile;
use crate::table::{ChargeOdds, RangeBand, Side, Table, UnitIdx};

/// What the fill found besides the situation's inputs: the charge reach and the range band.
#[derive(Debug, Clone, PartialEq)]
pub struct FillReport {
    pub attacker: String,
    pub target: String,
    /// The unit's charge reach against the target (R-CHG-1), when its MOV is known.
    pub charge: Option<ChargeOdds>,
    /// The best range band of the shooters against the target.
    pub range: RangeBand,
    /// In melee: whether the units are in contact, or how a charge would stand.
    pub reach: MeleeReach,
    /// The fight as the battle would resolve it now, with each unit's cover and its reason,
    /// when the table's units are a battle's or all came from lists.
    pub fight: Option<FightOnTable>,
    /// The units whose troop the table does not know (a plain table's units not put down
    /// from a list): their sides keep the numbers as typed.
    pub unknown_troops: Vec<String>,
    /// A fight divided by profile (R-RAID-6): each combat's profiles with its situation; empty
    /// for a fight of one combat.
    pub combats: Vec<(ProfileGroups, MeleeSituation)>,
    /// Which of `combats` the panel shows (the first, as the fight opens with it).
    pub shown_combat: usize,
}

/// How a melee between the two units stands on the table (R-ENG-1, R-CHG-1).
#[derive(Debug, Clone, PartialEq)]
pub enum MeleeReach {
    /// Models of the two units are in contact.
    Engaged,
    /// Not in contact, but a charge (powered, at least) may reach: the odds assume it does,
    /// with this many of the charger's models in contact, those a charge could bring in.
    ChargeMayReach { in_contact: u32 },
    /// Not even a powered charge on a 6 reaches: no charge, no contact.
    OutOfReach { gap_cm: f64 },
    /// Not in contact, and the unit's movement is not known (a plain table without notes).
    MovementUnknown,
    /// No model of the charger sees the target, so it may not charge it (L612).
    NotSeen,
}

/// Units on `table`, in file order, with their side.
pub fn units_on(table: &TableFile) -> Vec<(String, u8)> {
    let mut out: Vec<(String, u8)> = Vec::new();
    for m in &table.models {
        if !out.iter().any(|(u, _)| u == &m.unit) {
            out.push((m.unit.clone(), m.side));
        }
    }
    out
}

/// Why the odds cannot be filled from the table.
#[derive(Debug, Clone, PartialEq)]
pub enum FillError {
    /// The geometry refuses the table.
    Table(crate::table::InvalidTable),
    /// The table has not both units.
    NoUnits { attacker: String, target: String },
}

impl FillError {
    /// Why, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            FillError::Table(e) => e.words(lang),
            FillError::NoUnits { attacker, target } => lang.f(
                Key::NoUnitsToFill,
                &[("attacker", attacker), ("target", target)],
            ),
        }
    }
}

/// Sets the inputs of `panel`'s current mode from the table (and the battle, when given) for
/// `attacker` against `target`, named in the panel as `names` says. On a table the geometry
/// refuses, says why.
pub fn fill(
    panel: &mut OddsPanel,
    (file, battle): (&TableFile, Option<&BattleState>),
    names: &dyn Names,
    attacker: &str,
    target: &str,
) -> Result<FillReport, FillError> {
    let table = Table::new(file).map_err(FillError::Table)?;
    let (Some(a), Some(t)) = (table.unit_index(attacker), table.unit_index(target)) else {
        return Err(FillError::NoUnits {
            attacker: attacker.to_string(),
            target: target.to_string(),
        });
    };
    if let Some(state) = battle
        && state.unit(attacker).is_some()
        && state.unit(target).is_some()
    {
        let mut report = fill_as_battle(panel, state, names, attacker, target);
        report.range = table.unit_range(a, t).best;
        mark_filled(panel, names, attacker, target);
        return Ok(report);
    }
    let leader_model = |unit: &str| -> Option<String> {
        battle?
            .models_of(unit)
            .find(|m| m.leader)
            .map(|m| m.id.clone())
    };
    let a_leader = leader_model(attacker);
    let t_leader = leader_model(target);
    let a_state = battle.and_then(|b| b.unit(attacker));
    let t_state = battle.and_then(|b| b.unit(target));
    // A unit's numbers and markers from the battle, named as the window names it.
    let from_battle = |u: Option<&UnitState>, melee: bool| {
        let (b, u) = (battle?, u?);
        let mut unit = combat_unit_for_odds(b, u, melee);
        unit.name = names.unit(&u.id);
        Some((unit, u.markers.clone()))
    };
    // MOV from the battle, else from the plain table's notes on the unit.
    let mov = a_state.map(|u| u.profile.mov_cm).or_else(|| {
        file.units
            .iter()
            .find(|n| n.id == attacker)
            .map(|n| n.mov_cm)
    });
    let unit_charge = mov.map(|mov| table.unit_charge(a, t, mov));
    let charge = unit_charge.as_ref().and_then(|c| c.odds.clone());
    let mut reach = MeleeReach::Engaged;
    let range = table.unit_range(a, t).best;
    match panel.mode {
        OddsMode::Melee => {
            let s = &mut panel.melee;
            for (i, (side, u)) in [(&mut s.attacker, a_state), (&mut s.defender, t_state)]
                .into_iter()
                .enumerate()
            {
                if let Some((unit, m)) = from_battle(u, true) {
                    panel.troops[i] = None;
                    side.unit = unit;
                    side.used_marker = m.used;
                    side.retreating_marker = m.retreating;
                    side.parapet = m.parapet;
                    side.casualty_this_turn = m.casualty_this_turn;
                }
            }
            let (n, leader) = in_contact(&table, a, t, a_leader.as_deref());
            s.attacker.in_contact = n.min(s.attacker.unit.models);
            s.attacker.leader_in_contact = leader && s.attacker.unit.leader.is_some();
            let (n, leader) = in_contact(&table, t, a, t_leader.as_deref());
            s.defender.in_contact = n.min(s.defender.unit.models);
            s.defender.leader_in_contact = leader && s.defender.unit.leader.is_some();
            s.attacker.attacks_by = attack_side(&table, a, t);
            s.defender.attacks_by = attack_side(&table, t, a);
            s.defender.in_cover = table.unit_cover(a, t).in_cover;
            s.attacker.in_cover = table.unit_cover(t, a).in_cover;
            let touching = |x: &crate::rules::MeleeSide| x.in_contact > 0 || x.leader_in_contact;
            if !touching(&s.attacker) && !touching(&s.defender) {
                // Not engaged: the fight is a charge's, if one can reach (L622-628).
                reach = match &unit_charge {
                    None => MeleeReach::MovementUnknown,
                    Some(c) => {
                        let may_reach = |o: &ChargeOdds| o.powered_chance.probability() > 0.0;
                        let n = c
                            .models
                            .iter()
                            .filter(|m| m.odds.as_ref().is_some_and(may_reach))
                            .filter(|m| {
                                a_leader.as_deref() != Some(table.models[m.model].id.as_str())
                            })
                            .count() as u32;
                        match &c.odds {
                            Some(o) if may_reach(o) && n > 0 => MeleeReach::ChargeMayReach {
                                in_contact: n.min(s.attacker.unit.models),
                            },
                            Some(o) => MeleeReach::OutOfReach { gap_cm: o.gap_cm },
                            None => MeleeReach::NotSeen,
                        }
                    }
                };
                match reach {
                    MeleeReach::ChargeMayReach { in_contact } => {
                        s.attacker.charged = true;
                        s.attacker.in_contact = in_contact;
                        // The charged unit meets the chargers model for model, as far as it can.
                        s.defender.in_contact = in_contact.min(s.defender.unit.models);
                        s.defender.charged = false;
                    }
                    _ => {
                        s.attacker.charged = false;
                        s.defender.charged = false;
                    }
                }
            }
        }
        OddsMode::Shooting => {
            let s = &mut panel.shoot;
            if let Some((unit, m)) = from_battle(a_state, false) {
                panel.troops[0] = None;
                s.shooter.unit = unit;
                s.shooter.parapet = m.parapet;
                s.shooter.casualty_this_turn = m.casualty_this_turn;
            }
            if let Some((unit, m)) = from_battle(t_state, false) {
                panel.troops[1] = None;
                s.target.unit = unit;
                s.target.parapet = m.parapet;
            }
            let reach = a_state.and_then(|u| u.profile.range_cm).unwrap_or(60.0);
            let mut shooting = 0;
            let mut leader_shoots = false;
            for &m in &table.units[a].models {
                let sees = table
                    .nearest_seen(m, t)
                    .is_some_and(|(_, d)| d <= reach + 1e-6);
                if !sees {
                    continue;
                }
                if a_leader.as_deref() == Some(table.models[m].id.as_str()) {
                    leader_shoots = true;
                } else {
                    shooting += 1;
                }
            }
            s.shooter.in_range_and_sight = shooting.min(s.shooter.unit.models);
            s.shooter.leader_can_shoot = leader_shoots && s.shooter.unit.leader.is_some();
            let cover = table.unit_cover(a, t);
            s.target.in_cover = cover.in_cover;
            let seen = cover
                .seen
                .iter()
                .filter(|&&m| t_leader.as_deref() != Some(table.models[m].id.as_str()))
                .count() as u32;
            s.target.visible_models = (seen < s.target.unit.models).then_some(seen);
        }
    }
    panel.filled_from = Some(format!(
        "{} vs {}",
        names.unit(attacker),
        names.unit(target)
    ));
    // The geometry alone: the troops stay as typed, and the panel says so.
    panel.table_troops = [None, None];
    for m in &panel.marks {
        m.borrow_mut().refill();
    }
    panel.marked_mode = Some(panel.mode);
    Ok(FillReport {
        attacker: attacker.to_string(),
        target: target.to_string(),
        charge,
        range,
        reach,
        fight: None,
        unknown_troops: vec![attacker.to_string(), target.to_string()],
        combats: Vec::new(),
        shown_combat: 0,
    })
}

/// Both sides filled as the battle would resolve the fight now ([`on_table`]): the units' own
/// troops, models, unit leaders and markers, contact, sides, cover, the charge and its chance.
fn fill_as_battle(
    panel: &mut OddsPanel,
    state: &BattleState,
    names: &dyn Names,
    attacker: &str,
    target: &str,
) -> FillReport {
    // A unit's calculator numbers named as the window names it (the lone leader by his unit).
    let named = |mut u: crate::rules::CombatUnit, id: &str| {
        u.name = names.unit(id);
        u
    };
    let plain = |id: &str, melee: bool| {
        state
            .unit(id)
            .map(|u| named(combat_unit_for_odds(state, u, melee), id))
    };
    let combat = match panel.mode {
        OddsMode::Melee => Combat::Melee { powered: false },
        OddsMode::Shooting => Combat::Shot { powered: false },
    };
    let fight = on_table(state, attacker, target, combat);
    let mut charge = None;
    let mut reach = MeleeReach::Engaged;
    panel.troops = [None, None];
    match &fight {
        Some(FightOnTable::Fight { situation, .. }) => {
            panel.melee = situation.clone();
        }
        Some(FightOnTable::Charge {
            situation,
            reach: r,
            ..
        }) => {
            panel.melee = situation.clone();
            charge = Some(r.odds.clone());
            reach = MeleeReach::ChargeMayReach {
                in_contact: situation.attacker.in_contact,
            };
        }
        Some(FightOnTable::Shot { situation, .. }) => {
            panel.shoot = situation.clone();
        }
        Some(FightOnTable::OutOfReach { gap_cm }) => {
            reach = MeleeReach::OutOfReach { gap_cm: *gap_cm };
        }
        Some(FightOnTable::NotSeen) => reach = MeleeReach::NotSeen,
        Some(FightOnTable::ShotLost) | None => {}
    }
    let no_fight = !matches!(
        fight,
        Some(FightOnTable::Fight { .. } | FightOnTable::Charge { .. } | FightOnTable::Shot { .. })
    );
    if no_fight {
        // No fight as things stand: the units' own numbers, with nobody in contact or in range.
        match panel.mode {
            OddsMode::Melee => {
                for (side, id) in [
                    (&mut panel.melee.attacker, attacker),
                    (&mut panel.melee.defender, target),
                ] {
                    if let Some(u) = plain(id, true) {
                        side.unit = u;
                    }
                    side.in_contact = 0;
                    side.leader_in_contact = false;
                    side.charged = false;
                }
            }
            OddsMode::Shooting => {
                if let Some(u) = plain(attacker, false) {
                    panel.shoot.shooter.unit = u;
                }
                if let Some(u) = plain(target, false) {
                    panel.shoot.target.unit = u;
                }
                panel.shoot.shooter.in_range_and_sight = 0;
                panel.shoot.shooter.leader_can_shoot = false;
            }
        }
    }
    // The situation names units by id; the panel shows their names.
    match panel.mode {
        OddsMode::Melee => {
            let s = &mut panel.melee;
            s.attacker.unit = named(s.attacker.unit.clone(), attacker);
            s.defender.unit = named(s.defender.unit.clone(), target);
        }
        OddsMode::Shooting => {
            let s = &mut panel.shoot;
            s.shooter.unit = named(s.shooter.unit.clone(), attacker);
            s.target.unit = named(s.target.unit.clone(), target);
        }
    }
    panel.table_troops = [Some(names.unit(attacker)), Some(names.unit(target))];
    let combats = match (&fight, panel.mode) {
        (Some(FightOnTable::Fight { .. }), OddsMode::Melee) => {
            divided_combats(state, names, attacker, target)
        }
        _ => Vec::new(),
    };
    FillReport {
        attacker: attacker.to_string(),
        target: target.to_string(),
        charge,
        range: RangeBand::OutOfRange,
        reach,
        fight,
        unknown_troops: Vec::new(),
        combats,
        shown_combat: 0,
    }
}

/// The combats of a fight of `attacker` on `target` divided by profile (R-RAID-6), each with
/// its situation as the battle would fill it; none for a fight of one combat.
fn divided_combats(
    state: &BattleState,
    names: &dyn Names,
    attacker: &str,
    target: &str,
) -> Vec<(ProfileGroups, MeleeSituation)> {
    let fight = crate::battle::combat::charged::declared(attacker, target, false, false, false);
    let mut combats =
        crate::battle::combat::inputs::divided_situations(state, &fight, false, false);
    for (groups, s) in &mut combats {
        s.attacker.unit.name = names.group(attacker, groups.attacker);
        s.defender.unit.name = names.group(target, groups.defender);
    }
    combats
}

/// Notes where the inputs came from, and has the next drawing take them as the table's.
fn mark_filled(panel: &mut OddsPanel, names: &dyn Names, attacker: &str, target: &str) {
    panel.filled_from = Some(format!(
        "{} vs {}",
        names.unit(attacker),
        names.unit(target)
    ));
    for m in &panel.marks {
        m.borrow_mut().refill();
    }
    panel.marked_mode = Some(panel.mode);
}

/// Models of `unit` engaged with some model of `enemy` (R-ENG-1), not counting the leader, and
/// whether the leader is.
fn in_contact(table: &Table, unit: UnitIdx, enemy: UnitIdx, leader: Option<&str>) -> (u32, bool) {
    let mut n = 0;
    let mut leader_in = false;
    for &m in &table.units[unit].models {
        let engaged = table
            .engaged_with(m)
            .iter()
            .any(|&e| table.model_unit[e] == enemy);
        if !engaged {
            continue;
        }
        if leader == Some(table.models[m].id.as_str()) {
            leader_in = true;
        } else {
            n += 1;
        }
    }
    (n, leader_in)
}

/// The side `a` attacks `b` by (R-SIDE-2), front when no model is engaged.
fn attack_side(table: &Table, a: UnitIdx, b: UnitIdx) -> AttackSide {
    match table.unit_attack_side(a, b).map(|x| x.side) {
        Some(Side::Flank) => AttackSide::Flank,
        Some(Side::Rear) => AttackSide::Rear,
        _ => AttackSide::Front,
    }
}

/// "Charge: 7.5 cm to cover, needs 3+ (66.7%); powered 1+ (100.0%)" in `lang`.
pub fn charge_text(lang: Lang, c: &ChargeOdds) -> String {
    let need = |d: Option<u8>| d.map_or_else(|| "—".to_string(), |n| format!("{n}+"));
    lang.f(
        Key::ChargeReach,
        &[
            ("distance", &format!("{:.1}", c.gap_cm)),
            ("needs", &need(c.die_needed)),
            ("chance", &super::chart::pct(c.chance.probability())),
            ("run-needs", &need(c.powered_die_needed)),
            (
                "run-chance",
                &super::chart::pct(c.powered_chance.probability()),
            ),
        ],
    )
}

/// What the fill found of a melee that is not yet in contact, in `lang`; nothing when engaged.
pub fn reach_text(lang: Lang, names: &dyn Names, r: &FillReport) -> Option<String> {
    let attacker = names.unit(&r.attacker);
    let target = names.unit(&r.target);
    Some(match &r.reach {
        MeleeReach::Engaged => return None,
        MeleeReach::ChargeMayReach { in_contact } => {
            lang.f(Key::FillChargeAssumed, &[("models", in_contact)])
        }
        MeleeReach::OutOfReach { gap_cm } => lang.f(
            Key::FillOutOfReach,
            &[
                ("attacker", &attacker),
                ("target", &target),
                ("distance", &format!("{gap_cm:.1}")),
            ],
        ),
        MeleeReach::MovementUnknown => lang.f(Key::FillNoMov, &[("attacker", &attacker)]),
        MeleeReach::NotSeen => lang.f(
            Key::FillNotSeen,
            &[("attacker", &attacker), ("target", &target)],
        ),
    })
}

/// The range band in words.
pub fn range_text(lang: Lang, r: RangeBand) -> String {
    lang.f(
        Key::RangeBandIs,
        &[(
            "band",
            &lang.t(match r {
                RangeBand::Short => Key::RangeShort,
                RangeBand::Medium => Key::RangeMedium,
                RangeBand::Long => Key::RangeLong,
                RangeBand::OutOfRange => Key::RangeOut,
            }),
        )],
    )
}

impl OddsPanel {
    /// The odds panel with, above it, the pickers that fill it from the table.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        self.offer_factions(view.factions.known());
        let (lang, help) = (view.lang, view.hover_help);
        let mut sent = Vec::new();
        let battle = view
            .workspace
            .battle
            .as_ref()
            .map(|b| b.value.shared_state());
        // The battle's names, or a plain table's (its listed units as the lists name them).
        let names = view.names;
        let table = match (&battle, &view.workspace.table) {
            (Some(b), _) => Some(crate::app::table_view::battle_table(b)),
            (None, Some(t)) => Some(t.value.clone()),
            (None, None) => None,
        };
        if let Some(table) = &table {
            let units = units_on(table);
            if let crate::app::canvas::Selection::Model(_)
            | crate::app::canvas::Selection::Unit(_) = view.selection
            {
                let ids = view.selection.model_ids(table);
                let unit = table
                    .models
                    .iter()
                    .find(|m| ids.contains(&m.id))
                    .map(|m| m.unit.clone());
                // A newly selected unit becomes the attacker; the combo box can still change it.
                if unit.is_some() && self.picked_from_selection != unit {
                    self.pick_attacker = unit.clone();
                    self.picked_from_selection = unit;
                }
            }
            // The target list offers only the attacker's enemies.
            let attacker_side = units
                .iter()
                .find(|(u, _)| Some(u) == self.pick_attacker.as_ref())
                .map(|(_, side)| *side);
            if let Some(side) = attacker_side
                && units
                    .iter()
                    .any(|(u, s)| Some(u) == self.pick_target.as_ref() && *s == side)
            {
                self.pick_target = None;
            }
            egui::Grid::new("odds_pick").num_columns(2).show(ui, |ui| {
                for (key, slot) in [
                    (Key::AttackingUnit, &mut self.pick_attacker),
                    (Key::TargetUnit, &mut self.pick_target),
                ] {
                    let l = ui.label(lang.t(key));
                    egui::ComboBox::from_id_salt(("odds_pick", key))
                        .selected_text(slot.as_deref().map(|u| names.unit(u)).unwrap_or_default())
                        .show_ui(ui, |ui| {
                            for (u, side) in &units {
                                if key == Key::TargetUnit && Some(*side) == attacker_side {
                                    continue;
                                }
                                let shown = format!("{} ({})", names.unit(u), lang.side(*side));
                                ui.selectable_value(slot, Some(u.clone()), shown);
                            }
                        })
                        .response
                        .labelled_by(l.id);
                    ui.end_row();
                }
            });
            let ready = self.pick_attacker.is_some()
                && self.pick_target.is_some()
                && self.pick_attacker != self.pick_target;
            if ui
                .add_enabled(ready, egui::Button::new(lang.t(Key::FillFromTable)))
                .clicked()
                && let (Some(a), Some(t)) = (self.pick_attacker.clone(), self.pick_target.clone())
            {
                // A plain table whose units all came from lists stands for a battle's first
                // state: made when the fill is asked for, not each frame.
                let plain = match (&battle, &view.workspace.table) {
                    (None, Some(t)) if t.value.units.iter().any(|n| n.from_list.is_some()) => {
                        crate::battle::setup::plain_table::state_of_plain_table(
                            &t.value,
                            view.factions.known(),
                        )
                    }
                    _ => None,
                };
                let state = battle.as_deref().or(plain.as_ref());
                match fill(self, (table, state), names, &a, &t) {
                    Ok(r) => self.fill_report = Some(r),
                    Err(e) => sent.push(Intent::Error(Said::Fill(e))),
                }
            }
            if let Some(r) = &self.fill_report {
                if !r.unknown_troops.is_empty() {
                    let units: Vec<String> =
                        r.unknown_troops.iter().map(|u| names.unit(u)).collect();
                    ui.colored_label(
                        ui.visuals().warn_fg_color,
                        lang.f(Key::TroopUnknown, &[("units", &units.join(", "))]),
                    );
                }
                if let Some(fight) = &r.fight {
                    let lines = crate::narration::fight_on_table::fight_lines(
                        lang,
                        names,
                        &r.attacker,
                        &r.target,
                        fight,
                    );
                    for line in lines {
                        ui.add(egui::Label::new(line).wrap());
                    }
                } else if let Some(c) = &r.charge {
                    let resp = ui.label(charge_text(lang, c));
                    crate::app::help::with_help(
                        resp,
                        help,
                        lang,
                        "",
                        &[
                            crate::app::help::src("R-CHG-1", "L624"),
                            crate::app::help::src("R-GEO-1", "L71"),
                        ],
                    );
                }
                if self.mode == OddsMode::Melee
                    && (r.fight.is_none() || matches!(r.reach, MeleeReach::ChargeMayReach { .. }))
                    && let Some(text) = reach_text(lang, names, r)
                {
                    ui.colored_label(ui.visuals().warn_fg_color, text);
                }
                let resp = ui.label(range_text(lang, r.range));
                crate::app::help::with_help(
                    resp,
                    help,
                    lang,
                    "",
                    &[crate::app::help::src("", "L1092-1098")],
                );
            }
            self.divided_ui(ui, (lang, help), names);
            sent.extend(self.battle_orders_ui(ui, view));
            ui.separator();
        }
        self.show(ui, lang, help);
        sent
    }

    /// A fight divided by profile (R-RAID-6): one button per combat, the one shown picked; a
    /// click shows that combat's odds.
    fn divided_ui(&mut self, ui: &mut egui::Ui, (lang, help): (Lang, bool), names: &dyn Names) {
        let Some(r) = self.fill_report.as_mut() else {
            return;
        };
        if r.combats.len() < 2 {
            return;
        }
        let (attacker, target) = (r.attacker.clone(), r.target.clone());
        let said = ui.label(lang.t(Key::OddsDivided));
        crate::app::help::with_help(
            said,
            help,
            lang,
            "",
            &[crate::app::help::src("R-RAID-6", "L709-719")],
        );
        let mut picked = None;
        ui.horizontal_wrapped(|ui| {
            for (i, (groups, _)) in r.combats.iter().enumerate() {
                let name = lang.f(
                    Key::OddsCombat,
                    &[
                        ("attacker", &names.group(&attacker, groups.attacker)),
                        ("defender", &names.group(&target, groups.defender)),
                    ],
                );
                if ui.selectable_label(r.shown_combat == i, name).clicked() {
                    picked = Some(i);
                }
            }
        });
        if let Some(i) = picked {
            r.shown_combat = i;
            self.melee = r.combats[i].1.clone();
            for m in &self.marks {
                m.borrow_mut().refill();
            }
        }
    }

    /// With a battle open: the picked attacker's legal combat orders against the picked target
    /// (charge, fight, shoot, duel), given to the battle, which rolls and applies the result.
    fn battle_orders_ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        let (Some(b), Some(a), Some(t)) = (
            view.workspace.battle.as_ref(),
            self.pick_attacker.clone(),
            self.pick_target.clone(),
        ) else {
            return Vec::new();
        };
        let orders: Vec<crate::battle::Command> = crate::battle::legal_commands(b.value.state())
            .into_iter()
            .filter(|c| match c {
                crate::battle::Command::Order { unit, order, .. } => {
                    unit == &a
                        && matches!(
                            order,
                            crate::battle::Order::Charge { target, .. }
                                | crate::battle::Order::Fight { target, .. }
                                | crate::battle::Order::Shoot { target, .. }
                                | crate::battle::Order::Duel { target, .. }
                                if target == &t
                        )
                }
                _ => false,
            })
            .collect();
        if orders.is_empty() {
            return Vec::new();
        }
        ui.label(lang.t(Key::GiveInBattle));
        let names = BattleNames::of(lang, &b.value);
        let mut chosen = None;
        for c in &orders {
            if ui
                .button(crate::narration::describe_command(lang, &names, c))
                .clicked()
            {
                chosen = Some(c.clone());
            }
        }
        chosen.map(Intent::Command).into_iter().collect()
    }
}
