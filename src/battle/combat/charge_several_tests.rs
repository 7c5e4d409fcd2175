//! Tests of a charge on several units at once (L616: "Una unidad de múltiples miniaturas puede
//! cargar contra varias unidades, produciéndose un combate múltiple en ese momento"), read as
//! R-CHG-2: each charged unit answers the charge in turn, the roll succeeds when one of them is
//! in reach, the chargers close on the nearest model of any of them keeping formation, and the
//! units touched are fought in a multiple combat, each as charged.

use crate::battle::engine::check::check;
use crate::battle::engine::legal::legal_commands;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{ChargeReaction, Command, Order};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::TroopProfile;
use crate::battle::scene::{self, Scene};

/// Side 0's samurai, eight in two ranks of four at y 40 and 37 facing +y (x 47 to 56), and
/// 7.5 cm ahead side 1's ashigaru (x 47 and 50) and ronin (x 53 and 56) side by side facing
/// them, two ranks of two each; the samurai and the ashigaru are the pair's active units with
/// two orders each.
fn row_before_two() -> BattleState {
    row_before(TroopProfile::foot("troop", 3, 2, 5, 1))
}

/// [`row_before_two`] with the ronin of profile `ronin`.
fn row_before(ronin: TroopProfile) -> BattleState {
    let troop = TroopProfile::foot("troop", 3, 2, 5, 1);
    let base = troop.base;
    let mut scene = Scene::new();
    scene.troops(0, "samurai", troop.clone(), 8, None);
    scene.troops(1, "ashigaru", troop.clone(), 4, None);
    scene.troops(1, "ronin", ronin, 4, None);
    let ranks = |xs: &[f64], ys: [f64; 2]| {
        ys.iter()
            .flat_map(|&y| xs.iter().map(move |&x| (x, y)))
            .collect::<Vec<_>>()
    };
    let samurai = ranks(&[47.0, 50.0, 53.0, 56.0], [40.0, 37.0]);
    scene.place_unit("samurai", 0, false, 90.0, base, &samurai);
    let ashigaru = ranks(&[47.0, 50.0], [50.0, 53.0]);
    scene.place_unit("ashigaru", 1, false, 270.0, base, &ashigaru);
    let ronin = ranks(&[53.0, 56.0], [50.0, 53.0]);
    scene.place_unit("ronin", 1, false, 270.0, base, &ronin);
    scene::in_first_pair(
        &scene.setup(),
        [Some("samurai".into()), Some("ashigaru".into())],
        [2, 2],
    )
}

fn charge_both() -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Charge {
            target: "ashigaru".into(),
            powered: false,
            also: vec!["ronin".into()],
        },
    }
}

fn receive() -> Command {
    Command::ReactToCharge {
        side: Side::SECOND,
        reaction: ChargeReaction::Receive,
        powered: false,
    }
}

#[test]
fn l616_each_unit_charged_at_once_answers_the_charge_in_turn() {
    let mut s = row_before_two();
    assert!(
        legal_commands(&s).contains(&charge_both()),
        "offered: the two units stand side by side"
    );
    scene::step(&mut s, &charge_both(), 4, 1);
    assert_eq!(
        s.awaiting(),
        Awaiting::ChargeReaction { side: Side::SECOND }
    );
    assert_eq!(
        s.charge().as_ref().and_then(|c| c.asked()),
        Some("ashigaru".into())
    );
    scene::step(&mut s, &receive(), 4, 2);
    // The ronin, charged too, are asked next.
    assert_eq!(
        s.awaiting(),
        Awaiting::ChargeReaction { side: Side::SECOND }
    );
    assert_eq!(
        s.charge().as_ref().and_then(|c| c.asked()),
        Some("ronin".into())
    );
}

#[test]
fn l616_the_chargers_reach_both_units_and_fight_each_as_charged_in_a_multiple_combat() {
    let mut s = row_before_two();
    let mut events = scene::step(&mut s, &charge_both(), 4, 1);
    let mut entry = 2;
    // Both answer, then the battle's first answers until the multiple combat is over.
    loop {
        let cmd = match s.awaiting() {
            Awaiting::ChargeReaction { .. } => receive(),
            _ => legal_commands(&s).into_iter().next().expect("an answer"),
        };
        events.extend(scene::step(&mut s, &cmd, 4, entry));
        entry += 1;
        let fought = |d: &str| {
            events.iter().any(|e| {
                matches!(e, Event::CombatResolved { attacker, defender, .. }
                    if attacker == "samurai" && defender == d)
            })
        };
        if fought("ashigaru") && fought("ronin") {
            break;
        }
        assert!(entry < 60, "the chain ends: {:?}", s.awaiting());
    }
    // Both combats were fought, each with the charge's die for the samurai (L672).
    for d in ["ashigaru", "ronin"] {
        let report = events
            .iter()
            .find_map(|e| match e {
                Event::CombatResolved {
                    attacker,
                    defender,
                    report,
                    ..
                } if attacker == "samurai" && defender == d => Some(report.clone()),
                _ => None,
            })
            .unwrap_or_else(|| panic!("samurai fought {d}: {events:?}"));
        let pool = report.attacker.pool.clone().expect("a melee pool");
        assert!(pool.rows.iter().any(|r| r.line == "L672"), "{d}: {pool:?}");
    }
}

#[test]
fn l616_l856_a_second_unit_charged_stands_and_shoots_after_the_charge_roll() {
    // The ronin carry bows: charged with the ashigaru, they stand and shoot in their turn; the
    // shot is made once the charge is rolled (R-POOL-3), then the charge goes on.
    let bows = TroopProfile {
        ranged_attack: 2,
        range_cm: Some(30.0),
        ..TroopProfile::foot("ronin", 3, 2, 5, 1)
    };
    let mut s = row_before(bows);
    let mut events = scene::step(&mut s, &charge_both(), 6, 1);
    events.extend(scene::step(&mut s, &receive(), 6, 2));
    let stand = Command::ReactToCharge {
        side: Side::SECOND,
        reaction: ChargeReaction::StandAndShoot,
        powered: false,
    };
    assert_eq!(check(&s, &stand).map(|_| ()), Ok(()));
    events.extend(scene::step(&mut s, &stand, 6, 3));
    let mut entry = 4;
    while !events
        .iter()
        .any(|e| matches!(e, Event::FightDeclared { .. }) || matches!(e, Event::ChargeCleared))
    {
        let cmd = legal_commands(&s).into_iter().next().expect("an answer");
        events.extend(scene::step(&mut s, &cmd, 6, entry));
        entry += 1;
        assert!(entry < 40, "{:?}", s.awaiting());
    }
    let rolled = events
        .iter()
        .position(|e| matches!(e, Event::ChargeResolved { .. }))
        .expect("the charge is rolled");
    let shot = events
        .iter()
        .position(|e| {
            matches!(e, Event::CombatResolved { attacker, defender, .. }
                if attacker == "ronin" && defender == "samurai")
        })
        .expect("the ronin shot the samurai");
    assert!(rolled < shot, "the shot follows the roll");
}

#[test]
fn l616_only_a_unit_of_several_models_charges_several_units() {
    let troop = TroopProfile::foot("troop", 3, 2, 5, 1);
    let base = troop.base;
    let mut scene = Scene::new();
    scene.troops(0, "hero", troop.clone(), 1, None);
    scene.troops(1, "ashigaru", troop.clone(), 3, None);
    scene.troops(1, "ronin", troop.clone(), 3, None);
    scene.place_unit("hero", 0, false, 90.0, base, &[(51.5, 40.0)]);
    // (One model alone: refused for that before anything else.)
    scene.place_unit(
        "ashigaru",
        1,
        false,
        270.0,
        base,
        &[(44.0, 50.0), (47.0, 50.0), (50.0, 50.0)],
    );
    scene.place_unit(
        "ronin",
        1,
        false,
        270.0,
        base,
        &[(53.0, 50.0), (56.0, 50.0), (59.0, 50.0)],
    );
    let s = scene::in_first_pair(
        &scene.setup(),
        [Some("hero".into()), Some("ashigaru".into())],
        [2, 2],
    );
    let both = |unit: &str, also: Vec<String>| Command::Order {
        side: Side::FIRST,
        unit: unit.into(),
        order: Order::Charge {
            target: "ashigaru".into(),
            powered: false,
            also,
        },
    };
    let refused = check(&s, &both("hero", vec!["ronin".into()])).expect_err("one model");
    assert_eq!(refused.citation().to_string(), "R-CHG-2, L616", "{refused}");
    let twice = check(&row_before_two(), &both("samurai", vec!["ashigaru".into()]))
        .expect_err("named twice");
    assert_eq!(twice.citation().to_string(), "R-CHG-2, L616", "{twice}");
    assert!(
        check(&row_before_two(), &both("samurai", vec!["ronin".into()])).is_ok(),
        "eight samurai charge both"
    );
}
