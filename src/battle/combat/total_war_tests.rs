//! Tests of total war on the table (the extra game modes page, R-TW-4..6): a unit is one
//! 12 x 6 cm movement base, the dice and casualties count the size it stands for, and the
//! unit leader stands on the base.

use crate::battle::combat::inputs::fight_situation;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::command::{Command, Order};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::scene::{self, place};
use crate::battle::setup::battle_setup::BattleSetup;
use crate::battle::setup::roster::load_side;
use crate::battle::setup::total_war::movement_base_footprint;
use crate::table::model::TableFile;

const AKAGANE: &str = "armies/lists/total_war/akagane_total_war.json";
const HAYASHI: &str = "armies/lists/total_war/hayashi_total_war.json";

/// The two total war lists on the tests' table, Akagane's spears (15, with their hatamoto on
/// the base) facing +y at (60, 40) and Hayashi's levy (15, no leader) facing them at (60, 46):
/// the bases' front edges touch along y 43.
pub(crate) fn bases_in_contact() -> BattleSetup {
    facing("levy")
}

/// Akagane's spears facing Hayashi's unit `enemy` as [`bases_in_contact`] has them.
fn facing(enemy: &str) -> BattleSetup {
    let sides = [AKAGANE, HAYASHI].map(|p| load_side(std::path::Path::new(p)).unwrap());
    let base = movement_base_footprint();
    let table = TableFile {
        turn_limit: Some(5),
        ..TableFile::with_models(
            120.0,
            90.0,
            vec![
                place("0-spears.base", "0-spears", 0, 60.0, 40.0, 90.0, base),
                place(&format!("{enemy}.base"), enemy, 1, 60.0, 46.0, 270.0, base),
            ],
        )
    };
    BattleSetup::new(800, table, sides)
}

fn spears_fight_levy() -> (BattleState, Command) {
    let s = scene::in_first_pair(
        &bases_in_contact(),
        [Some("0-spears".into()), Some("levy".into())],
        [2, 2],
    );
    let fight = Command::Order {
        side: Side::FIRST,
        unit: "0-spears".into(),
        order: Order::Fight {
            target: "levy".into(),
            powered: false,
        },
    };
    (s, fight)
}

/// Plays `fight` as log entry 1 of a battle seeded `seed`, then the first legal answer to each
/// question (reactions, offerings, rolls) until the combat is over; all the events.
fn fought(s: &mut BattleState, fight: &Command, seed: u64) -> Vec<Event> {
    let mut events = scene::step(s, fight, seed, 1);
    for entry in 2..200 {
        if events.iter().any(|e| matches!(e, Event::CombatFinished)) {
            break;
        }
        let Some(cmd) = crate::battle::engine::legal::legal_commands(s)
            .into_iter()
            .next()
        else {
            break;
        };
        events.extend(scene::step(s, &cmd, seed, entry));
    }
    events
}

#[test]
fn p_total_war_a_unit_is_one_12_by_6_base_on_the_table() {
    let s = bases_in_contact().initial_state();
    let spears: Vec<_> = s.models_of("0-spears").collect();
    assert_eq!(spears.len(), 1, "one model on the table: {spears:?}");
    assert_eq!(spears[0].id, "0-spears.base");
    assert!(
        !spears[0].leader,
        "the hatamoto stands on the base, no model of his own"
    );
    assert_eq!(spears[0].base, movement_base_footprint());
    assert_eq!(
        (spears[0].base.width_mm, spears[0].base.depth_mm),
        (120.0, Some(60.0))
    );
    let u = s.unit("0-spears").unwrap();
    assert_eq!(u.models, 15, "the size its 5 models stand for");
    assert!(u.leader.is_some() && u.movement_base);
    assert_eq!(
        s.where_leader_stands("0-spears").map(|m| m.id.as_str()),
        Some("0-spears.base")
    );
    assert_eq!(s.mode(), crate::army::Mode::TotalWar);
    // Every unit of several models is one base; the others stand alone on 6 x 6 cm.
    for u in s.units() {
        let n = s.models_of(&u.id).count();
        assert_eq!(n, 1, "{}: {n} models", u.id);
    }
}

#[test]
fn p_total_war_the_base_stands_for_its_units_size_in_the_dice() {
    let (s, _) = spears_fight_levy();
    let fight = FightDeclared {
        attacker: "0-spears".into(),
        defender: "levy".into(),
        powered: false,
        after_charge: false,
        duel: false,
        also_charged: Vec::new(),
        groups: Default::default(),
    };
    let sit = fight_situation(&s, &fight, true, false, None).expect("in contact");
    // R-TW-4: one base in contact is the unit's 15 models in contact (L669), its leader too (L670).
    assert_eq!(sit.attacker.in_contact, 15);
    assert!(sit.attacker.leader_in_contact);
    assert_eq!(sit.defender.in_contact, 15);
    let pool = crate::rules::pool::melee_pool(&sit.attacker, &sit.defender, &sit.options);
    let l669 = pool
        .rows
        .iter()
        .find(|r| r.line == "L669")
        .expect("the L669 row");
    assert_eq!(l669.dice, 15);
}

#[test]
fn r_tw_5_casualties_come_off_the_units_size_and_the_base_stays() {
    let (start, fight) = spears_fight_levy();
    // Over a few seeds the fight takes casualties: each comes off the size, no model goes.
    let mut seen_losses = false;
    for seed in 1..20 {
        let mut s = start.clone();
        let events = fought(&mut s, &fight, seed);
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, Event::ModelRemoved { .. })),
            "seed {seed}: no model is removed for casualties: {events:?}"
        );
        for e in &events {
            if let Event::CasualtiesTaken {
                unit, models_lost, ..
            } = e
                && *models_lost > 0
            {
                seen_losses = true;
                let u = s.unit(unit).unwrap();
                assert_eq!(u.models, 15 - models_lost, "seed {seed}: {unit}");
                let left = u.models_in_play();
                assert_eq!(s.models_of(unit).count(), usize::from(left > 0), "{unit}");
                assert!(u.markers.wounded < u.profile.wounds, "the wound counter");
            }
        }
    }
    assert!(seen_losses, "some seed takes casualties");
}

#[test]
fn r_tw_5_the_base_goes_when_the_size_reaches_zero() {
    // The levy down to one model: the fight's first casualty takes the base off the table.
    let (mut start, fight) = spears_fight_levy();
    start
        .units_mut()
        .iter_mut()
        .find(|u| u.id == "levy")
        .unwrap()
        .models = 1;
    let wiped = (1..40).find_map(|seed| {
        let mut s = start.clone();
        fought(&mut s, &fight, seed);
        s.unit("levy").unwrap().removed.then_some(s)
    });
    let s = wiped.expect("some seed wipes the levy out");
    assert_eq!(s.models_of("levy").count(), 0, "its base is gone");
    assert_eq!(s.unit("levy").unwrap().models_in_play(), 0);
}

#[test]
fn r_tw_6_the_unit_leader_on_the_base_dies_by_his_own_wounds_and_the_unit_fights_on() {
    let (mut start, fight) = spears_fight_levy();
    // The hatamoto one wound from death: a wound to him kills him, the base stays.
    let hr = start
        .unit("0-spears")
        .unwrap()
        .leader
        .as_ref()
        .unwrap()
        .wounds;
    start
        .units_mut()
        .iter_mut()
        .find(|u| u.id == "0-spears")
        .unwrap()
        .leader_wounds = hr - 1;
    let killed = (1..60).find_map(|seed| {
        let mut s = start.clone();
        let events = fought(&mut s, &fight, seed);
        events
            .iter()
            .any(|e| matches!(e, Event::CasualtiesTaken { unit, leader_killed: true, .. } if unit == "0-spears"))
            .then_some(s)
    });
    let s = killed.expect("some seed kills the hatamoto");
    let u = s.unit("0-spears").unwrap();
    assert!(u.leader.is_none());
    if u.models > 0 && !u.removed {
        assert_eq!(s.models_of("0-spears").count(), 1, "the base fights on");
    }
}

#[test]
fn r_tw_4_a_total_war_list_against_a_standard_list_is_refused_naming_its_mode() {
    let standard = "armies/lists/hayashi_400.json";
    let paths = [
        std::path::Path::new(standard),
        std::path::Path::new(AKAGANE),
    ];
    let e = crate::battle::setup::roster::load_sides(paths).unwrap_err();
    assert_eq!(e.field, "mode");
    assert!(e.file.ends_with("akagane_total_war.json"), "{e}");
    assert!(e.line > 0, "the `mode` line: {e}");
    // A battle set up from them anyway is refused too.
    let [a, b] = paths.map(|p| load_side(p).unwrap());
    let setup = BattleSetup::new(800, TableFile::with_models(120.0, 90.0, Vec::new()), [a, b]);
    let refused = setup.validate().unwrap_err();
    assert_eq!(refused.field, "sides[1].mode");
}

#[test]
fn r_tw_6_unit_leaders_on_bases_in_contact_duel_where_the_bases_stand() {
    let s = scene::in_first_pair(
        &facing("1-spears"),
        [Some("0-spears".into()), Some("1-spears".into())],
        [2, 2],
    );
    let duel = Command::Order {
        side: Side::FIRST,
        unit: "0-spears".into(),
        order: Order::Duel {
            target: "1-spears".into(),
            powered: false,
        },
    };
    crate::battle::engine::check::check(&s, &duel).expect("the leaders on the bases may duel");
    assert!(crate::battle::engine::legal::legal_commands(&s).contains(&duel));
    let mut after = s.clone();
    scene::step(&mut after, &duel, 3, 1);
    let accept = Command::AnswerDuel {
        side: Side::SECOND,
        accept: true,
        powered: false,
    };
    let events = fought(&mut after, &accept, 4);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CombatBegan { combat }
                if combat.fight.as_ref().is_some_and(|f| f.duel))),
        "the duel is fought: {events:?}"
    );
    assert!(
        !events.iter().any(|e| matches!(e, Event::ModelMoved { .. })),
        "no models are swapped to bring the leaders together (L788)"
    );
    for unit in ["0-spears", "1-spears"] {
        let u = after.unit(unit).unwrap();
        assert_eq!(
            u.models, 15,
            "{unit}: a duel is fought by the leaders alone (L805)"
        );
    }
    // Each leader's wounds are his own marker (L913).
    let wounds: u32 = ["0-spears", "1-spears"]
        .iter()
        .map(|u| after.unit(u).unwrap().leader_wounds)
        .sum();
    let died = ["0-spears", "1-spears"]
        .iter()
        .any(|u| after.unit(u).unwrap().leader.is_none());
    assert!(wounds > 0 || died, "the duel wounded a leader");
}

#[test]
fn r_tw_6_a_unit_leader_on_the_base_cannot_leave_it() {
    // The spears away from the levy: a leave is refused for the base, not for melee.
    let mut setup = bases_in_contact();
    setup.scenario.models[1].y = 80.0;
    let s = scene::in_first_pair(&setup, [Some("0-spears".into()), None], [2, 0]);
    let leave = Command::Order {
        side: Side::FIRST,
        unit: "0-spears".into(),
        order: Order::Move {
            moves: Vec::new(),
            powered: false,
            leader: Some(crate::battle::model::command::LeaderChange::Leave {
                x: 60.0,
                y: 47.0,
                facing_deg: 90.0,
            }),
        },
    };
    let r = crate::battle::engine::check::check(&s, &leave).unwrap_err();
    assert_eq!(r.citation().to_string(), "R-TW-6, L547", "{r}");
    assert!(
        !crate::battle::engine::legal::legal_commands(&s)
            .iter()
            .any(|c| matches!(
                c,
                Command::Order {
                    order: Order::Move {
                        leader: Some(_),
                        ..
                    },
                    ..
                }
            )),
        "no leave is offered"
    );
}
