//! One truth for the faces (issue 57), engine side: over twenty seeded charge situations
//! (`common::faces`), the table's reach (what the canvas measures on a plain table), the
//! computer general's quick read, the odds of a fight on the table and the charge roll the
//! battle then makes agree on a charge's reach (R-CHG-1, L624-628); and a troop's numbers with
//! its traits are the same in the battle and in quick odds (L342-353, L411-421).

use crate::common::faces::{ChargeSituation, charge_situations};
use kensei::army::quick::{TroopPick, melee_with_troops};
use kensei::battle::combat::charged;
use kensei::battle::engine::measure;
use kensei::battle::policy::autoplay;
use kensei::battle::{BattleState, Command, Event, Order, legal_commands};
use kensei::table::ChargeOdds;

/// The charge roll the battle makes for the situation's charge, given as a plain charge and
/// played on by the first legal command: the die's reach, the distance and the success, and
/// whether a model of either unit moved before it (a flight, L864-877; an opportunity charge
/// on the charge move, L848).
fn rolled(s: &ChargeSituation) -> Option<(f64, f64, bool, bool)> {
    let mut b = s.battle.clone();
    let order = legal_commands(b.state()).into_iter().find(|c| {
        matches!(c, Command::Order { unit, order: Order::Charge { target, powered: false, also }, .. }
            if *unit == s.charger && *target == s.target && also.is_empty())
    })?;
    let from = b.log().len();
    b.execute(order).unwrap();
    let found = |b: &kensei::battle::Battle| {
        b.log()[from..]
            .iter()
            .flat_map(|e| &e.events)
            .any(|e| matches!(e, Event::ChargeResolved { .. }))
    };
    for _ in 0..40 {
        if found(&b) {
            break;
        }
        let Some(c) = autoplay::first(b.state(), legal_commands(b.state())) else {
            break;
        };
        b.execute(c).unwrap();
    }
    let state = s.battle.state();
    let mut moved = false;
    for e in b.log()[from..].iter().flat_map(|e| &e.events) {
        match e {
            Event::ModelMoved { model, .. }
                if state
                    .model(model)
                    .is_some_and(|m| m.unit == s.target || m.unit == s.charger) =>
            {
                moved = true
            }
            Event::ChargeResolved {
                reach_cm,
                distance_cm,
                success,
            } => {
                return Some((*reach_cm, *distance_cm, *success, moved));
            }
            _ => {}
        }
    }
    None
}

fn mov(state: &BattleState, unit: &str) -> f64 {
    state.unit(unit).unwrap().acting_profile().mov_cm
}

#[test]
fn r_chg_1_l624_the_table_the_general_and_the_charge_roll_measure_one_reach_over_20_battles() {
    let mut rolls = 0;
    for s in charge_situations() {
        let state = s.battle.state();
        let (name, charger, target) = (&s.name, s.charger.as_str(), s.target.as_str());
        let table = measure::table(state).unwrap();
        let (a, t) = (
            table.unit_index(charger).unwrap(),
            table.unit_index(target).unwrap(),
        );
        let engine = charged::charge_odds(state, charger, target);
        // The table's reach, what the canvas measures on a plain table: the same gap (to the
        // nearest target model, R-CHG-1) and so the same die needed.
        let on_table = table.unit_charge(a, t, mov(state, charger)).odds;
        assert_eq!(engine.is_some(), on_table.is_some(), "{name}");
        let (Some(odds), Some(tab)) = (engine, on_table) else {
            continue;
        };
        assert!(
            (odds.gap_cm - tab.gap_cm).abs() < 1e-3,
            "{name}: {odds:?} {tab:?}"
        );
        assert_eq!(odds.die_needed, tab.die_needed, "{name}");
        // The general's quick read of the threat is the die's chance.
        let u = state.unit(charger).unwrap();
        let general = kensei::battle::policy::general::worth::reach_between(state, u, target);
        assert_eq!(general, odds.chance.probability(), "{name}");
        // The landing chance, one function for the odds of a fight on the table and the general.
        let reach = charged::charge_of(state, charger, target).unwrap();
        assert_eq!(reach.odds, odds, "{name}");
        assert_eq!(
            reach.lands,
            charged::charge_reach(state, charger, target, false),
            "{name}"
        );
        assert!(
            reach.lands <= odds.chance.probability() + 1e-12,
            "{name}: {reach:?}"
        );
        // The roll: the battle measures the same gap and a face reaches when the odds say so.
        if let Some((reach_cm, distance, success, target_moved)) = rolled(&s) {
            rolls += 1;
            let base = mov(state, charger);
            let die = (reach_cm - base).round() as u8;
            let at_roll = ChargeOdds::new(base, distance);
            assert_eq!(
                at_roll.reaches_with(die, false),
                success,
                "{name}: die {die}, {distance} cm"
            );
            if !target_moved {
                assert_eq!(distance, odds.gap_cm, "{name}");
                assert_eq!(odds.reaches_with(die, false), success, "{name}");
            }
        }
    }
    assert!(rolls >= 15, "only {rolls} charges rolled");
}

/// The quick odds' pick of a unit of the battle: its faction's profile and unit leader.
fn pick_of(state: &BattleState, unit: &str) -> Option<(TroopPick, kensei::army::Faction)> {
    let u = state.unit(unit)?;
    let faction = state.sides()[u.side.index()].faction.as_ref()?;
    let pick = TroopPick {
        faction: faction.id.clone(),
        profile: u.acting_profile().army_profile.clone()?,
        leader: u
            .leader
            .as_ref()
            .filter(|_| !u.is_lone_leader())
            .and_then(|l| l.army_profile.clone()),
    };
    Some((pick, (**faction).clone()))
}

#[test]
fn r_dice_3_l342_a_troops_honor_with_its_traits_is_the_battles_and_the_quick_odds_over_20_battles()
{
    let mut samurai = 0;
    for s in charge_situations() {
        let state = s.battle.state();
        let (name, charger, target) = (&s.name, s.charger.as_str(), s.target.as_str());
        let battle = charged::charged_situation(state, charger, target, false).unwrap();
        let (Some((pa, fa)), Some((pt, ft))) = (pick_of(state, charger), pick_of(state, target))
        else {
            continue;
        };
        let quick = melee_with_troops(&battle, [Some(&pa), Some(&pt)], &[fa, ft]).unwrap();
        for (b, q, unit) in [
            (&battle.attacker.unit, &quick.attacker.unit, charger),
            (&battle.defender.unit, &quick.defender.unit, target),
        ] {
            let u = state.unit(unit).unwrap();
            // The Honor the unit tests with: its unit leader's while he leads it (L420). The
            // battle's own penalties (the general dead, L436; dishonoured, L803) are not the
            // troop's: they come off the quick odds' figure too.
            let penalty = i32::from(state.general_dead(u.side)) + i32::from(u.markers.dishonoured);
            let tests_with = |c: &kensei::rules::CombatUnit| {
                c.leader.as_ref().and_then(|l| l.honor).unwrap_or(c.honor)
            };
            assert_eq!(
                tests_with(b),
                tests_with(q) - penalty,
                "{name}: {unit}'s Honor"
            );
            assert_eq!(b.hr, q.hr, "{name}: {unit}'s wounds");
            assert_eq!(
                b.difficulty_to_wound, q.difficulty_to_wound,
                "{name}: {unit}"
            );
            assert_eq!(
                b.leader.is_some(),
                q.leader.is_some(),
                "{name}: {unit}'s unit leader"
            );
            if let (Some(bl), Some(ql)) = (&b.leader, &q.leader) {
                assert_eq!(
                    bl.honor,
                    ql.honor.map(|h| h - penalty),
                    "{name}: {unit}'s leader"
                );
                assert_eq!(bl.attack, ql.attack, "{name}: {unit}'s leader");
            }
            samurai += usize::from(u.profile.army_profile.as_deref() == Some("samurai_bushi"));
        }
    }
    assert!(samurai > 0, "no samurai bushi among the situations");
}
