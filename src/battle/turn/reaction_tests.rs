//! Tests of reactions and their used marker (L836-844, `turn::reaction`): a reactive unit that
//! reacts is marked used when its reaction ends, not when the pair ends, and does not react
//! again in the pair; stand and shoot holds to a shot's conditions (L856, L723, L729); a charge
//! is a move, which takes the charger's parapet marker away (L596); and in a unit in melee only
//! the models in contact are held to turning where they stand (L484-486). Each builds a small open table by hand, in the first pair of turn 1 with
//! empty hands (no offerings pause): side 0's `samurai` active, side 1's `raiders` active far
//! away, and side 1's reactive units where each test wants them.

use crate::battle::engine::check::check;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{ChargeReaction, Command, ModelMove, Order};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, ChargeDeclared};
use crate::battle::model::unit::TroopProfile;
use crate::battle::scene::{self, Scene};

fn foot(name: &str) -> TroopProfile {
    TroopProfile::foot(name, 2, 2, 4, 1)
}

/// Bows that shoot 40 cm (L751).
fn bows() -> TroopProfile {
    TroopProfile {
        ranged_attack: 2,
        range_cm: Some(40.0),
        ..foot("bows")
    }
}

/// Six models of `unit` in two rows of three, 3 cm apart (R-FORM-1), the first row at `y`
/// facing `facing` (90: toward +y, its second row behind it at y - 3; 270: toward -y).
fn block(scene: &mut Scene, unit: &str, side: u8, x0: f64, y: f64, facing: f64) {
    scene.block(unit, side, (x0, y), facing, foot(unit).base);
}

/// Side 0's samurai (front row at y 40, facing +y) and side 1's raiders far off in a corner,
/// the pair's two active units with two orders each; `others` are side 1's reactive units,
/// each with its profile and its front row's place (x0, y), facing -y.
fn table(others: &[(&str, TroopProfile, f64, f64)]) -> BattleState {
    table_with(&[], others)
}

/// [`table`] with side 0's `friends` too, placed and facing as side 1's `others` are.
fn table_with(
    friends: &[(&str, TroopProfile, f64, f64)],
    others: &[(&str, TroopProfile, f64, f64)],
) -> BattleState {
    let mut scene = Scene::new();
    scene.troops(0, "samurai", foot("samurai"), 6, None);
    scene.troops(1, "raiders", foot("raiders"), 6, None);
    block(&mut scene, "samurai", 0, 50.0, 40.0, 90.0);
    block(&mut scene, "raiders", 1, 100.0, 80.0, 270.0);
    for (side, units) in [(0, friends), (1, others)] {
        for (unit, profile, x0, y) in units {
            scene.troops(side, unit, profile.clone(), 6, None);
            block(&mut scene, unit, side, *x0, *y, 270.0);
        }
    }
    scene::in_first_pair(
        &scene.setup(),
        [Some("samurai".into()), Some("raiders".into())],
        [2, 2],
    )
}

/// Executes `cmd`, the `entry`-th of a battle seeded 5, and applies its events.
fn step(s: &mut BattleState, cmd: Command, entry: &mut usize) -> Vec<Event> {
    *entry += 1;
    scene::step(s, &cmd, 5, *entry)
}

/// An order of side 0's samurai.
fn by_samurai(order: Order) -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order,
    }
}

/// The samurai charge side 1's `target` (or, with `fight`, fight it where they stand).
fn samurai_attack(s: &mut BattleState, entry: &mut usize, target: &str, fight: bool) {
    let target = target.to_string();
    let order = if fight {
        Order::Fight {
            target,
            powered: false,
        }
    } else {
        Order::Charge {
            target,
            powered: false,
            also: Vec::new(),
        }
    };
    step(s, by_samurai(order), entry);
    // The raiders see the samurai and may make an opportunity charge, which is never measured
    // first (R-OPP-2); they let the charge pass here.
    if s.awaiting() == (Awaiting::OpportunityCharge { side: Side::SECOND }) {
        step(s, Command::LetMovePass { side: Side::SECOND }, entry);
    }
}

/// The samurai walk `dy` cm on, straight ahead (+y), facing as the engine turns them.
fn walk(s: &BattleState, dy: f64) -> Command {
    let moves = s
        .models_of("samurai")
        .map(|m| ModelMove {
            model: m.id.clone(),
            x: m.x,
            y: m.y + dy,
            facing_deg: None,
            path: Vec::new(),
        })
        .collect();
    by_samurai(Order::Move {
        moves,
        powered: false,
        leader: None,
    })
}

fn used(s: &BattleState, unit: &str) -> bool {
    s.unit(unit).is_some_and(|u| u.markers.used)
}

#[test]
fn l842_an_opportunity_charger_is_used_when_its_charge_ends_and_charges_no_second_time() {
    // The watch stand 18 cm beyond the end of the samurai's first walk (23 cm from its start):
    // only a powered charge could reach (2 x 10 + 1D6), and the samurai's side 1 has two
    // orders, so the battle asks; an unpowered one (10 + 1D6) falls short whatever its die.
    let mut s = table(&[("watch", foot("watch"), 50.0, 65.5)]);
    let mut entry = 0;
    let first = walk(&s, 5.0);
    step(&mut s, first, &mut entry);
    assert_eq!(
        s.awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
    let charge = Command::OpportunityCharge {
        side: Side::SECOND,
        unit: "watch".into(),
        powered: false,
        at: None,
    };
    let events = step(&mut s, charge, &mut entry);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::OpportunityChargeResolved {
            caught_at: None,
            ..
        }
    )));
    // The charge is over once the watch moved MOV toward the samurai (R-CHG-1): their
    // reaction has ended and they are used at once (L842), while the pair goes on.
    assert!(s.pair().is_some());
    assert!(
        used(&s, "watch"),
        "the watch are used when their charge ends"
    );
    // Side 1 holds; the samurai walk on, now within the watch's reach (10 + 1D6): the battle
    // does not ask again, a unit with a used marker does not react (L838, L848).
    assert_eq!(s.awaiting(), Awaiting::SpendOrder { side: Side::SECOND });
    step(&mut s, Command::Hold { side: Side::SECOND }, &mut entry);
    let second = walk(&s, 3.0);
    step(&mut s, second, &mut entry);
    // (Another unit of side 1 that sees them may still be asked: nothing is measured first,
    // R-OPP-2.)
    let offered = crate::battle::engine::legal::legal_commands(&s);
    assert!(
        !offered
            .iter()
            .any(|c| matches!(c, Command::OpportunityCharge { unit, .. } if unit == "watch")),
        "one unit reacts once in a pair: {offered:?}"
    );
}

#[test]
fn l842_a_unit_that_stood_and_shot_is_used_once_its_shot_is_made_and_still_fights_back() {
    // The bows stand 9.5 cm from the samurai: the charge reaches (10 + 1D6).
    let mut s = table(&[("bows", bows(), 50.0, 52.0)]);
    let mut entry = 0;
    samurai_attack(&mut s, &mut entry, "bows", false);
    assert_eq!(
        s.awaiting(),
        Awaiting::ChargeReaction { side: Side::SECOND }
    );
    assert!(!used(&s, "bows"));
    let stand = Command::ReactToCharge {
        side: Side::SECOND,
        reaction: ChargeReaction::StandAndShoot,
        powered: false,
    };
    let events = step(&mut s, stand, &mut entry);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CombatResolved { attacker, .. } if attacker == "bows"
    )));
    // The shot is the reaction (L856): it is over, the bows are used (L842), before the
    // fight the charge brings.
    assert_eq!(s.awaiting(), Awaiting::FightBack { side: Side::SECOND });
    assert!(used(&s, "bows"), "the bows are used once they have shot");
    // A unit with a used marker that a fight falls on fights back (L844), spending an order
    // (L868) and with the used marker's -1D6 (L674).
    let fight_back = Command::FightBack {
        side: Side::SECOND,
        powered: false,
    };
    assert_eq!(check(&s, &fight_back).map(|_| ()), Ok(()));
    let events = step(&mut s, fight_back, &mut entry);
    let report = events
        .iter()
        .find_map(|e| match e {
            Event::CombatResolved {
                attacker, report, ..
            } if attacker == "samurai" => Some(report.clone()),
            _ => None,
        })
        .expect("the fight after the charge");
    let pool = report.defender.pool.expect("the bows' pool");
    assert!(pool.rows.iter().any(|r| r.line == "L674"), "{pool:?}");
}

#[test]
fn l842_a_unit_that_fought_back_is_used_when_the_fight_ends() {
    // The ashigaru stand in contact with the samurai's front row (0.5 cm apart).
    let mut s = table(&[("ashigaru", foot("ashigaru"), 50.0, 43.0)]);
    let mut entry = 0;
    samurai_attack(&mut s, &mut entry, "ashigaru", true);
    assert_eq!(s.awaiting(), Awaiting::FightBack { side: Side::SECOND });
    let fight_back = Command::FightBack {
        side: Side::SECOND,
        powered: false,
    };
    let events = step(&mut s, fight_back, &mut entry);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CombatResolved { .. }))
    );
    // The fight is over and the pair goes on: the ashigaru are used already (L842).
    assert!(s.pair().is_some(), "{:?}", s.awaiting());
    let ashigaru = s.unit("ashigaru").expect("the ashigaru");
    assert!(ashigaru.removed || ashigaru.markers.used);
}

#[test]
fn l838_a_unit_whose_reaction_is_under_way_does_not_react_again() {
    // The bows reacted earlier in this pair and their reaction has not ended yet (no used
    // marker): charged now, they neither stand and shoot nor flee.
    let mut s = table(&[("bows", bows(), 50.0, 52.0)]);
    let pair = s.pair_mut().as_mut().expect("a pair");
    pair.reacted.push("bows".into());
    *s.charge_mut() = Some(ChargeDeclared {
        charger: "samurai".into(),
        target: "bows".into(),
        powered: false,
        stood_and_shot: false,
        stand_powered: false,
        fled: false,
        also: Vec::new(),
        answered: Vec::new(),
        also_stood: Vec::new(),
    });
    *s.awaiting_mut() = Awaiting::ChargeReaction { side: Side::SECOND };
    for reaction in [ChargeReaction::StandAndShoot, ChargeReaction::Flee] {
        let react = Command::ReactToCharge {
            side: Side::SECOND,
            reaction,
            powered: false,
        };
        let refused = check(&s, &react).expect_err("a second reaction");
        assert_eq!(refused.citation().to_string(), "L838, L842", "{refused}");
    }
    // Receiving the charge is no reaction order.
    let receive = Command::ReactToCharge {
        side: Side::SECOND,
        reaction: ChargeReaction::Receive,
        powered: false,
    };
    assert_eq!(check(&s, &receive).map(|_| ()), Ok(()));
}

/// The samurai's charge on `target` declared by hand, side 1 to react.
fn charged_by_samurai(s: &mut BattleState, target: &str) {
    *s.charge_mut() = Some(ChargeDeclared {
        charger: "samurai".into(),
        target: target.into(),
        powered: false,
        stood_and_shot: false,
        stand_powered: false,
        fled: false,
        also: Vec::new(),
        answered: Vec::new(),
        also_stood: Vec::new(),
    });
    *s.awaiting_mut() = Awaiting::ChargeReaction { side: Side::SECOND };
}

const STAND: Command = Command::ReactToCharge {
    side: Side::SECOND,
    reaction: ChargeReaction::StandAndShoot,
    powered: false,
};

#[test]
fn l856_l723_a_unit_in_melee_does_not_stand_and_shoot() {
    // The bows stand 9.5 cm from the samurai; side 0's ronin stand 0.5 cm behind their rear
    // rank, facing it: the two are engaged (R-ENG-1).
    let mut s = table_with(
        &[("ronin", foot("ronin"), 50.0, 58.0)],
        &[("bows", bows(), 50.0, 52.0)],
    );
    charged_by_samurai(&mut s, "bows");
    let refused = check(&s, &STAND).expect_err("a unit in melee does not shoot");
    assert_eq!(refused.citation().to_string(), "L856, L723", "{refused}");
    // Without the ronin the same bows stand and shoot.
    let mut free = table(&[("bows", bows(), 50.0, 52.0)]);
    charged_by_samurai(&mut free, "bows");
    assert_eq!(check(&free, &STAND).map(|_| ()), Ok(()));
}

#[test]
fn l856_l729_a_unit_that_does_not_see_the_charger_does_not_stand_and_shoot() {
    // The bows stand 9 cm ahead of the samurai with their backs to them (facing +y): no bow
    // has the charger in its field of view (R-VIEW-1).
    let mut scene = Scene::new();
    scene.troops(0, "samurai", foot("samurai"), 6, None);
    scene.troops(1, "raiders", foot("raiders"), 6, None);
    scene.troops(1, "bows", bows(), 6, None);
    block(&mut scene, "samurai", 0, 50.0, 40.0, 90.0);
    block(&mut scene, "raiders", 1, 100.0, 80.0, 270.0);
    block(&mut scene, "bows", 1, 50.0, 52.0, 90.0);
    let mut s = scene::in_first_pair(
        &scene.setup(),
        [Some("samurai".into()), Some("raiders".into())],
        [2, 2],
    );
    charged_by_samurai(&mut s, "bows");
    let refused = check(&s, &STAND).expect_err("no sight of the charger");
    assert_eq!(refused.citation().to_string(), "L856, L729", "{refused}");
}

/// The samurai charge `target`, which receives the charge and fights back: that fight's report.
fn charge_received_and_fought(
    s: &mut BattleState,
    entry: &mut usize,
    target: &str,
) -> crate::rules::CombatReport {
    samurai_attack(s, entry, target, false);
    let receive = Command::ReactToCharge {
        side: Side::SECOND,
        reaction: ChargeReaction::Receive,
        powered: false,
    };
    step(s, receive, entry);
    let fight_back = Command::FightBack {
        side: Side::SECOND,
        powered: false,
    };
    step(s, fight_back, entry)
        .into_iter()
        .find_map(|e| match e {
            Event::CombatResolved {
                attacker, report, ..
            } if attacker == "samurai" => Some(*report),
            _ => None,
        })
        .expect("the fight after the charge")
}

#[test]
fn l596_a_parapeted_unit_that_charges_loses_its_marker_and_fights_without_it() {
    // The ashigaru stand 9.5 cm ahead of the samurai: a charge reaches (10 + 1D6).
    let mut s = table(&[("ashigaru", foot("ashigaru"), 50.0, 52.0)]);
    let mut entry = 0;
    step(&mut s, by_samurai(Order::Parapet), &mut entry);
    assert!(s.unit("samurai").is_some_and(|u| u.markers.parapet));
    step(&mut s, Command::Hold { side: Side::SECOND }, &mut entry);
    let report = charge_received_and_fought(&mut s, &mut entry, "ashigaru");
    // The charge moved the samurai: their parapet is gone (L596), and the fight knows it:
    // neither the parapet's +2D6 (L676) for them nor its -1 (L678) for the ashigaru.
    assert!(s.unit("samurai").is_some_and(|u| !u.markers.parapet));
    let samurai = report.attacker.pool.expect("the samurai's pool");
    assert!(samurai.rows.iter().all(|r| r.line != "L676"), "{samurai:?}");
    let ashigaru = report.defender.pool.expect("the ashigaru's pool");
    assert!(
        ashigaru.rows.iter().all(|r| r.line != "L678"),
        "{ashigaru:?}"
    );
}

#[test]
fn l679_only_a_unit_with_a_ranged_weapon_takes_the_minus_one_when_charged() {
    // Two units with a shooting attack of 2, 9.5 cm ahead of the samurai: the bows carry a
    // weapon (40 cm), the clubs none.
    let clubs = TroopProfile {
        ranged_attack: 2,
        ..foot("clubs")
    };
    for (unit, profile, minus_one) in [("bows", bows(), true), ("clubs", clubs, false)] {
        let mut s = table(&[(unit, profile, 50.0, 52.0)]);
        let report = charge_received_and_fought(&mut s, &mut 0, unit);
        let pool = report.defender.pool.expect("the charged unit's pool");
        assert_eq!(
            pool.rows.iter().any(|r| r.line == "L679"),
            minus_one,
            "{unit}: {pool:?}"
        );
    }
}

#[test]
fn l484_l486_in_a_unit_in_melee_only_the_engaged_models_are_held_to_turning() {
    // The ashigaru stand 0.5 cm ahead of the samurai's front rank: the two are in melee, the
    // samurai's rear rank (y 37) is not in contact.
    let s = table(&[("ashigaru", foot("ashigaru"), 50.0, 43.0)]);
    let step_aside = |model: &str, x: f64, y: f64| {
        by_samurai(Order::Move {
            moves: vec![ModelMove {
                model: model.into(),
                x,
                y,
                facing_deg: None,
                path: Vec::new(),
            }],
            powered: false,
            leader: None,
        })
    };
    // A rear-rank model steps 1 cm aside (L484).
    assert_eq!(
        check(&s, &step_aside("samurai.4", 49.0, 37.0)).map(|_| ()),
        Ok(())
    );
    // A front-rank model in contact only turns where it stands (L486).
    let refused = check(&s, &step_aside("samurai.1", 49.0, 40.0)).expect_err("engaged");
    assert_eq!(refused.citation().to_string(), "L486", "{refused}");
}

#[test]
fn l472_l766_a_powered_stand_and_shoot_spends_two_orders_and_rolls_one_more_die() {
    // The bows stand 9.5 cm from the samurai: the charge reaches (10 + 1D6), and the bows
    // shoot first, powered, then plain on the same dice.
    let mut shots = Vec::new();
    for powered in [false, true] {
        let mut s = table(&[("bows", bows(), 50.0, 52.0)]);
        let mut entry = 0;
        samurai_attack(&mut s, &mut entry, "bows", false);
        let orders = s.pair().as_ref().map(|p| p.orders[1]).unwrap_or(0);
        let stand = Command::ReactToCharge {
            side: Side::SECOND,
            reaction: ChargeReaction::StandAndShoot,
            powered,
        };
        let events = step(&mut s, stand, &mut entry);
        let spent = orders - s.pair().as_ref().map(|p| p.orders[1]).unwrap_or(0);
        assert_eq!(spent, 1 + u32::from(powered), "L472");
        let pool = events
            .iter()
            .find_map(|e| match e {
                Event::CombatResolved {
                    attacker, report, ..
                } if attacker == "bows" => report.attacker.pool.clone(),
                _ => None,
            })
            .expect("the bows' shot");
        shots.push(pool.dice);
    }
    assert_eq!(shots[1], shots[0] + 1, "a powered shot rolls +1D6 (L766)");
    // Receiving or fleeing gains nothing by powering (L474).
    let mut s = table(&[("bows", bows(), 50.0, 52.0)]);
    samurai_attack(&mut s, &mut 0, "bows", false);
    let flee = Command::ReactToCharge {
        side: Side::SECOND,
        reaction: ChargeReaction::Flee,
        powered: true,
    };
    let refused = check(&s, &flee).expect_err("nothing to power");
    assert_eq!(refused.citation().to_string(), "L472, L474", "{refused}");
}
