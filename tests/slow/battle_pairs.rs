//! The pairs of activations of whole automatic battles (`kensei battle play`'s loop) at 600
//! points on every bundled scenario, read from their logs:
//!
//! - L819-830: the leader and every unit he leads carry out one order each, whichever side led
//!   first: no led unit is left without its order when the pair ends, unless its side held
//!   (L289) or the unit is gone;
//! - L838, L842: a reactive unit reacts only without a used marker and takes it when its
//!   reaction ends, so it reacts at most once in a pair (fighting back aside, L602, L844, and a
//!   skirmisher's flight, L886), and it is marked before the pair's orders go on;
//! - each battle saved opens again in the state it ended in.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use kensei::battle::engine::replay::ReplayStep;
use kensei::battle::model::command::{ChargeReaction, Command};
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Awaiting, Battle, BattleSetup, BattleState, Event, Phase, Side};

const AKAGANE: &str = "armies/lists/akagane_600.json";
const HAYASHI: &str = "armies/lists/hayashi_600.json";

/// Plays the battle `kensei battle play` plays for these files and seed.
fn play(scenario: &str, lists: [&str; 2], seed: u64) -> Battle {
    let sc = load_scenario(Path::new(scenario)).unwrap();
    let sides = lists.map(|l| load_side(Path::new(l)).unwrap());
    let mut battle = Battle::new(BattleSetup::new(600, sc, sides), seed).unwrap();
    kensei::battle::policy::autoplay::play_until(
        &mut battle,
        5000,
        kensei::battle::policy::leader_candidates::play_choice,
        kensei::battle::policy::autoplay::ended,
    )
    .unwrap_or_else(|stuck| panic!("{scenario} seed {seed}: {stuck}"));
    battle
}

/// Whether `unit` is an active unit of the pair under way (L276, L828).
fn active(s: &BattleState, unit: &str) -> bool {
    s.pair().as_ref().is_some_and(|p| {
        p.units.iter().flatten().any(|u| u == unit) || p.led.iter().any(|u| u == unit)
    })
}

/// The reactive unit that makes a reaction order with `cmd` in `s`, and whether that order is
/// a skirmisher's flight (L886); a fight back is not counted here (L844).
fn reaction_by(s: &BattleState, cmd: &Command) -> Option<(String, bool)> {
    let unit = match cmd {
        Command::ReactToCharge { reaction, .. } if *reaction != ChargeReaction::Receive => {
            let target = s.charge().as_ref()?.target.clone();
            let skirmisher = *reaction == ChargeReaction::Flee
                && s.unit(&target)
                    .is_some_and(|u| u.acting_profile().skirmisher);
            return (!active(s, &target)).then_some((target, skirmisher));
        }
        Command::OpportunityCharge { unit, .. } => unit.clone(),
        _ => return None,
    };
    (!active(s, &unit)).then_some((unit, false))
}

/// What one pair has seen so far.
#[derive(Default)]
struct PairSeen {
    /// Reactive units that reacted (a fight back included).
    reacted: BTreeSet<String>,
    /// Units of a Lead order still owing their order, with their side.
    owed: BTreeMap<String, Side>,
}

/// Reads the battle's log entry by entry, with the state before each, and checks its pairs.
fn check_pairs(battle: &Battle, name: &str) -> [usize; 2] {
    let mut seen = PairSeen::default();
    let (mut reactions, mut led_orders) = (0, 0);
    let mut at = String::new();
    let s = battle.replay(|s, step| match step {
        ReplayStep::Entry(i, entry) => {
            at = format!("{name}, entry {}", i + 1);
            if let Some((unit, skirmisher_flight)) = reaction_by(s, &entry.command) {
                reactions += 1;
                if !skirmisher_flight {
                    assert!(
                        !seen.reacted.contains(&unit),
                        "{at}: {unit} reacts a second time in the pair (L838, L842)"
                    );
                    assert!(
                        s.unit(&unit).is_some_and(|u| !u.markers.used),
                        "{at}: {unit} reacts with a used marker (L838)"
                    );
                }
                seen.reacted.insert(unit);
            }
            if let (Command::FightBack { .. }, Some(f)) = (&entry.command, s.fight())
                && !active(s, &f.defender)
            {
                seen.reacted.insert(f.defender.clone());
            }
        }
        ReplayStep::Event(e) => match e {
            Event::LeadOrdersOpened { side, units } => {
                seen.owed.extend(units.iter().map(|u| (u.clone(), *side)));
            }
            Event::LedOrderGiven { unit, .. } => {
                led_orders += usize::from(seen.owed.remove(unit).is_some());
            }
            Event::Held { side } => seen.owed.retain(|_, s| s != side),
            Event::PairEnded { .. } => {
                let left: Vec<&String> = seen
                    .owed
                    .keys()
                    .filter(|u| s.unit(u).is_some_and(|x| !x.removed))
                    .collect();
                assert!(
                    left.is_empty(),
                    "{at}: led units left without their order (L830): {left:?}"
                );
                seen = PairSeen::default();
            }
            _ => {}
        },
        ReplayStep::EntryDone(_) => {
            if matches!(s.awaiting(), Awaiting::SpendOrder { .. }) {
                // Back to the pair's orders: every reaction has ended, and is marked (L842).
                for unit in &seen.reacted {
                    assert!(
                        s.unit(unit).is_none_or(|u| u.removed || u.markers.used),
                        "{at}: {unit} reacted and is not used once its reaction ended (L842)"
                    );
                }
            }
        }
    });
    assert_eq!(&s, battle.state(), "{name}: the log folds into the state");
    [reactions, led_orders]
}

/// Plays, checks and saves each battle; each opens again from its file in its final state.
fn battles(scenario: &str, lists: [&str; 2], seeds: &[u64]) -> [usize; 2] {
    let dir = tempfile::tempdir().unwrap();
    let mut counts = [0; 2];
    for &seed in seeds {
        let name = format!("{scenario} seed {seed}");
        let battle = play(scenario, lists, seed);
        assert_eq!(battle.state().phase(), Phase::Ended, "{name}");
        let [reactions, led] = check_pairs(&battle, &name);
        counts[0] += reactions;
        counts[1] += led;
        let path = dir.path().join(format!("{seed}.json"));
        battle.save(&path).unwrap();
        let opened = Battle::load(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(opened.state(), battle.state(), "{name}: opened again");
        assert_eq!(opened.log(), battle.log(), "{name}");
    }
    counts
}

#[test]
fn l830_l842_pitched_battle_both_sides_lead_in_one_pair() {
    // Seed 9: both sides Lead in the pair of entries 98-137 (it was entries 103-125 when the
    // second Lead took the first side's orders away).
    let [_, led] = battles("scenarios/pitched_battle.json", [AKAGANE, HAYASHI], &[9]);
    assert!(led > 0, "led units gave orders");
}

#[test]
fn l830_l842_hold_the_bridge_no_unit_reacts_twice_in_a_pair() {
    // Seed 9: the bushi charged by opportunity at entries 206 and 210, in one pair, when the
    // reaction's used marker came at the pair's end.
    let [reactions, _] = battles("scenarios/hold_the_bridge.json", [AKAGANE, HAYASHI], &[9]);
    assert!(reactions > 0, "units reacted");
}

#[test]
fn l830_l842_night_raid_pairs_keep_the_book() {
    battles("scenarios/night_raid.json", [AKAGANE, HAYASHI], &[2]);
}

#[test]
fn l830_l842_escort_pairs_keep_the_book() {
    // The escort's Hayashi zone cannot hold the 57 Hayashi models of the 600-point list as
    // side 1: Hayashi deploys as side 0 here.
    battles("scenarios/escort.json", [HAYASHI, AKAGANE], &[1]);
}
