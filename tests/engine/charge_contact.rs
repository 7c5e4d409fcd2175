//! Charges that reach end in contact and a fight (L640, L644, R-CHG-3), and opportunity
//! charges catch only in contact (L852, R-OPP-5): seeded battles the computer general plays
//! on both sides, whose charges on main ended short of contact once the chargers turned to
//! face their targets (total war movement bases, standard blocks, raid skirmishers) or
//! "caught" a mover they never touched (`examples/charge_contact_audit.rs` counts them).

use std::path::Path;

use kensei::battle::combat::charge_ends::charge_touches;
use kensei::battle::engine::measure;
use kensei::battle::model::event::Event;
use kensei::battle::policy::autoplay::{ended, play_by};
use kensei::battle::policy::general::play::seats;
use kensei::battle::policy::general::tournament::Fixture;
use kensei::battle::policy::general::{Level, Temperament, deciding_side};
use kensei::battle::{Battle, BattleState, legal_commands};

/// Plays `seed` of the fixture with the general at normal on both sides and checks each
/// command's entry: a charge whose roll reached (and that the odds saw land before the
/// command) declares its fight with a charging model engaged; an opportunity charge that
/// caught declares its fight with a charging model engaged with the mover.
fn charges_end_in_contact(scenario: &str, lists: [&str; 2], seed: u64) {
    let fixture = Fixture::load(Path::new(scenario), lists.map(Path::new)).unwrap();
    let mut battle = fixture.battle(seed).unwrap();
    let mut seats = seats([Level::Normal; 2], [Temperament::default(); 2], seed);
    let mut charge: Option<(String, Vec<String>)> = None;
    // The charge whose roll reached and that the odds saw land, until its fight.
    let mut landing: Option<(String, Vec<String>)> = None;
    let mut before = battle.shared_state();
    let mut problems = Vec::new();
    let check = |battle: &Battle| {
        let entry = battle.log().last().unwrap();
        let fights: Vec<_> = entry
            .events
            .iter()
            .filter_map(|e| match e {
                Event::FightDeclared { fight } => Some(fight.clone()),
                _ => None,
            })
            .collect();
        let engaged =
            |c: &str, t: &str| measure::engaged_enemies(battle.state(), c).any(|e| e == t);
        for e in &entry.events {
            match e {
                Event::ChargeDeclared { charge: c } => {
                    charge = Some((c.charger.clone(), c.charged()));
                    landing = None;
                }
                // The charge measured again after a stand and shoot may fail (L864).
                Event::ChargeResolved { success: false, .. } => landing = None,
                Event::ChargeResolved {
                    success: true,
                    reach_cm,
                    ..
                } => {
                    landing = charge
                        .clone()
                        .filter(|(c, targets)| charge_touches(&before, c, targets, *reach_cm));
                }
                Event::FightDeclared { fight }
                    if landing.as_ref().is_some_and(|(c, _)| c == &fight.attacker) =>
                {
                    if !engaged(&fight.attacker, &fight.defender) {
                        problems.push(format!(
                            "entry {}: {}'s fight with no contact",
                            battle.log().len(),
                            fight.attacker
                        ));
                    }
                    landing = None;
                }
                // The charge is over: one that reached and landed has declared its fight.
                Event::ChargeCleared => {
                    if let Some((c, _)) = landing.take()
                        && !fights.iter().any(|f| f.attacker == c)
                    {
                        problems.push(format!("entry {}: {c}'s charge", battle.log().len()));
                    }
                }
                Event::OpportunityChargeResolved {
                    charger,
                    mover,
                    caught_at: Some(_),
                    ..
                } if !fights
                    .iter()
                    .any(|f| &f.attacker == charger && engaged(charger, mover)) =>
                {
                    problems.push(format!(
                        "entry {}: {charger} caught {mover} with no fight",
                        battle.log().len()
                    ));
                }
                _ => {}
            }
        }
        before = battle.shared_state();
    };
    let choose =
        |state: &BattleState| match deciding_side(state).and_then(|s| seats[s.index()].as_mut()) {
            Some(general) => general.decide(state).map(|d| d.command),
            None => legal_commands(state).into_iter().next(),
        };
    let played = play_by(&mut battle, 20_000, choose, ended, check);
    assert!(played.is_ok(), "seed {seed}: {played:?}");
    assert!(problems.is_empty(), "{scenario} seed {seed}: {problems:?}");
}

const TOTAL_WAR: [&str; 2] = [
    "armies/lists/total_war/akagane_total_war.json",
    "armies/lists/total_war/hayashi_total_war.json",
];
const RAID: [&str; 2] = [
    "armies/lists/raid/akagane_raid.json",
    "armies/lists/raid/hayashi_raid.json",
];
const STANDARD: [&str; 2] = [
    "armies/lists/akagane_400.json",
    "armies/lists/hayashi_400.json",
];

#[test]
fn l640_l644_a_charge_that_reaches_ends_in_contact_and_a_fight_with_total_war_movement_bases() {
    // Seeds 6, 7 and 8 ended a charge that reached short of contact on main.
    for seed in [6, 7, 8] {
        charges_end_in_contact("scenarios/total_war_field_of_banners.json", TOTAL_WAR, seed);
    }
}

#[test]
fn l640_l644_a_charge_that_reaches_ends_in_contact_and_a_fight_in_standard_battles_and_raids() {
    charges_end_in_contact("scenarios/pitched_battle.json", STANDARD, 1);
    charges_end_in_contact("scenarios/raid_the_storehouse.json", RAID, 8);
}

#[test]
fn l852_an_opportunity_charge_catches_only_in_contact_and_its_fight_follows() {
    // On main, seed 1 of the bridge had opportunity charges "caught at 0%" with no contact.
    charges_end_in_contact("scenarios/hold_the_bridge.json", STANDARD, 1);
    charges_end_in_contact("scenarios/total_war_field_of_banners.json", TOTAL_WAR, 9);
}
