//! The battle log in the Battle panel, driven through the real window: a battle started from
//! the tracker's form and played on by the first legal command, and the log's entries read as
//! a player sees them: titled by what happened (a charge short by so many centimetres, a
//! general's death, a unit destroyed), passes folded into one line.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use kensei::app::KenseiApp;
use kensei::app::i18n::Lang;
use kensei::app::settings::SidePanel;
use kensei::battle::model::names::Names;
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Command, Event, Side, legal_commands};
use kensei::narration::describe_command;
use std::path::Path;

const SCENARIO: &str = "scenarios/pitched_battle.json";
const SIDES: [&str; 2] = [
    "tests/fixtures/battle_side_takeda.json",
    "tests/fixtures/battle_side_wako.json",
];

/// The battle the window starts with `seed` (the form's 400 points).
fn battle(seed: u64) -> Battle {
    let sc = load_scenario(Path::new(SCENARIO)).unwrap();
    let s = SIDES.map(|p| load_side(Path::new(p)).unwrap());
    Battle::new(BattleSetup::new(400, sc, s), seed).unwrap()
}

/// The first seed whose battle, played by the first legal command, gives an entry whose
/// events `found` picks: the seed and how many commands lead to that entry, included.
fn seed_finding(found: impl Fn(&[Event]) -> bool) -> (u64, usize) {
    for seed in 0..60 {
        let mut b = battle(seed);
        for played in 1..=3000 {
            let Some(first) = legal_commands(b.state()).into_iter().next() else {
                break;
            };
            let events = b.execute(first).expect("a legal command");
            if found(events) {
                return (seed, played);
            }
        }
    }
    panic!("no seed meets the situation");
}

/// The window with the battle of `seed` started from the tracker's form and `commands` played
/// by the first legal command, as clicks would send them.
fn played(seed: u64, commands: usize) -> Harness<'static, KenseiApp> {
    let mut h = common::harness(SidePanel::Tracker, 1400.0, 3000.0);
    common::ready_pitched_battle(&mut h);
    h.state_mut().tracker_mut().seed = seed;
    h.run();
    h.get_by_label("Start the battle").click();
    h.run();
    for _ in 0..commands {
        let s = common::battle_state(&h);
        let first = legal_commands(&s)
            .into_iter()
            .next()
            .expect("a legal command");
        assert!(h.state_mut().battle_command(first));
    }
    h.run();
    h
}

/// Every label of the window: a log entry's title is its collapsing header's label, a group's
/// header a text label (whose words AccessKit keeps as its value).
fn labels(h: &Harness<'static, KenseiApp>) -> Vec<String> {
    h.query_all_by(|n| n.label().is_some() || n.value().is_some())
        .filter_map(|n| {
            let n = n.accesskit_node();
            n.label().or_else(|| n.value())
        })
        .collect()
}

/// Whether an entry's header reads `title` after its number in the log.
fn has_title(h: &Harness<'static, KenseiApp>, title: &str) -> bool {
    labels(h).iter().any(|l| {
        l.split_once(". ")
            .is_some_and(|(n, t)| t == title && n.parse::<usize>().is_ok())
    })
}

#[test]
fn r_chg_1_a_charge_that_falls_short_is_its_own_entry_naming_the_distance() {
    let short = |events: &[Event]| {
        events
            .iter()
            .any(|e| matches!(e, Event::ChargeResolved { success: false, .. }))
    };
    let (seed, commands) = seed_finding(short);
    let h = played(seed, commands);
    let log = common::log(&h);
    let last = log.last().unwrap();
    // The roll settles on a pass: the command that led to it says nothing of the charge.
    let Some((reach, distance)) = last.events.iter().find_map(|e| match e {
        Event::ChargeResolved {
            reach_cm,
            distance_cm,
            success: false,
        } => Some((*reach_cm, *distance_cm)),
        _ => None,
    }) else {
        panic!("the last entry resolves the charge");
    };
    let (charger, target) = log
        .iter()
        .rev()
        .find_map(|e| {
            e.events.iter().find_map(|e| match e {
                Event::ChargeDeclared { charge } => {
                    Some((charge.charger.clone(), charge.target.clone()))
                }
                _ => None,
            })
        })
        .expect("the charge was declared");
    let names = h.state().battle_names();
    let title = format!(
        "{} charges {}: {:.1} cm short",
        names.unit(&charger),
        names.unit(&target),
        distance - reach
    );
    assert!(has_title(&h, &title), "no entry titled {title:?}");
    // Its group is the pair of activations it happened in, both units named.
    let pair = common::battle_state(&h)
        .pair()
        .clone()
        .expect("a pair is under way");
    let units: Vec<String> = pair.units.iter().flatten().map(|u| names.unit(u)).collect();
    assert!(
        labels(&h).iter().any(|l| l.starts_with("Turn ")
            && units.iter().all(|u| l.contains(&format!("activates {u}")))),
        "no header names the pair of {units:?}: {:?}",
        labels(&h)
            .iter()
            .filter(|l| l.starts_with("Turn "))
            .collect::<Vec<_>>()
    );
}

#[test]
fn l438_a_leaders_death_or_a_unit_destroyed_titles_its_entry() {
    let death = |events: &[Event]| {
        events.iter().any(|e| {
            matches!(
                e,
                Event::GeneralDied { .. }
                    | Event::UnitRemoved { .. }
                    | Event::CasualtiesTaken {
                        leader_killed: true,
                        ..
                    }
            )
        })
    };
    let (seed, commands) = seed_finding(death);
    let h = played(seed, commands);
    let log = common::log(&h);
    let events = &log.last().unwrap().events;
    let names = h.state().battle_names();
    let setup = battle(seed).setup().clone();
    let leader = |model: &str| {
        setup
            .sides
            .iter()
            .flat_map(|s| &s.units)
            .find(|u| format!("{}.leader", u.id) == model)
            .and_then(|u| u.leader.as_ref())
            .map(|l| l.name.clone())
    };
    let dead_leader = events.iter().find_map(|e| match e {
        Event::ModelRemoved { model } => leader(model),
        _ => None,
    });
    let led = events.iter().find_map(|e| match e {
        Event::CasualtiesTaken {
            unit,
            leader_killed: true,
            ..
        } => Some(unit.clone()),
        _ => None,
    });
    let general = events.iter().find_map(|e| match e {
        Event::GeneralDied { side } => Some(*side),
        _ => None,
    });
    let removed = events.iter().find_map(|e| match e {
        Event::UnitRemoved { unit, .. } => Some(unit.clone()),
        _ => None,
    });
    let told = match (general, dead_leader, removed) {
        (Some(side), Some(l), _) => format!("The general dies: {l} ({})", names.side(side)),
        (None, Some(l), _) => format!(
            "The leader of {} dies: {l}",
            names.unit(&led.expect("the leader's unit took casualties"))
        ),
        (_, None, Some(unit)) => format!("{} ", names.unit(&unit)),
        _ => panic!("the entry tells a death or a unit gone: {events:?}"),
    };
    let titled = labels(&h)
        .iter()
        .filter_map(|l| l.split_once(". ").map(|(_, t)| t))
        // The death may share its title with the unit's leaving, which comes first.
        .any(|t| t.starts_with(&told) || t.contains(&format!(" · {told}")));
    assert!(titled, "no entry titled by {told:?}");
}

#[test]
fn passes_fold_into_one_line_and_never_title_an_entry() {
    // Far enough that many offerings were passed: a charge resolved.
    let (seed, commands) = seed_finding(|events| {
        events
            .iter()
            .any(|e| matches!(e, Event::ChargeResolved { .. }))
    });
    let mut h = played(seed, commands + 20);
    let log = common::log(&h);
    let passes = log
        .iter()
        .rev()
        .take(60)
        .filter(|e| matches!(e.command, Command::PassOffering { .. }))
        .count();
    assert!(passes >= 2, "the log has {passes} passes");
    let names = h.state().battle_names();
    for side in Side::BOTH {
        let no_offering = describe_command(Lang::English, &names, &Command::PassOffering { side });
        assert!(
            !has_title(&h, &no_offering),
            "{no_offering:?} titles an entry"
        );
    }
    let folded: Vec<String> = labels(&h)
        .into_iter()
        .filter(|l| l.ends_with(" passes") || l.ends_with(" pass"))
        .collect();
    assert!(!folded.is_empty(), "no line of passes");
    // Expanded, a line of passes names each of them.
    // (A run may be of offerings passed or of moves let pass, R-OPP-2.)
    let listed = |h: &Harness<'static, KenseiApp>| {
        h.query_all_by_label_contains("no offering").count()
            + h.query_all_by_label_contains("let the move pass").count()
    };
    let before = listed(&h);
    let line = folded[0].clone();
    h.get_all_by_label(&line).next().unwrap().click();
    h.run();
    assert!(
        listed(&h) > before,
        "the passes are listed when their line is open"
    );
}
