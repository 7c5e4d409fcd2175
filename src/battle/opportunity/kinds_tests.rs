//! Tests of the opportunity charge against a charge, a flight and a fall back (L846-852,
//! `opportunity_kinds`). Each builds a small open table by hand, in the first pair of turn 1,
//! with empty hands (no offerings pause), and drives the engine with commands.

use crate::battle::combat::side_result;
use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::engine::dice::Dice;
use crate::battle::engine::legal::legal_commands;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{ChargeReaction, Command, Order};
use crate::battle::model::event::Event;
use crate::battle::model::pending_move::MoveKind;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::TroopProfile;
use crate::battle::scene::{self, Scene};
use crate::rules::staged::Face;
use crate::table::model::ModelPlacement;

/// A closed block of six in two rows of three, centres 3 cm apart (R-FORM-1), the first row at
/// `y`, the second 3 cm behind it (away from `facing`, along y).
fn block(unit: &str, side: u8, x0: f64, y: f64, facing: f64) -> Vec<ModelPlacement> {
    let back = if facing == 90.0 { -3.0 } else { 3.0 };
    let base = TroopProfile::foot("x", 2, 2, 4, 1).base;
    scene::block6(x0, y, back)
        .into_iter()
        .enumerate()
        .map(|(i, (x, y))| {
            scene::place(&format!("{unit}.{}", i + 1), unit, side, x, y, facing, base)
        })
        .collect()
}

/// A state in the activation phase of turn 1: these blocks, side 0's `active` unit to spend an
/// order, with `orders` left to each side (side 1's active unit: its first block).
fn state(blocks: Vec<Vec<ModelPlacement>>, active: &str, orders: [u32; 2]) -> BattleState {
    let mut scene = Scene::new();
    for b in &blocks {
        let unit = &b[0].unit;
        scene.troops(
            b[0].side,
            unit,
            TroopProfile::foot(unit, 2, 2, 4, 1),
            b.len() as u32,
            None,
        );
    }
    for m in blocks.iter().flatten() {
        scene.model(m.clone());
    }
    let side1_active = blocks
        .iter()
        .find(|b| b[0].side == 1)
        .map(|b| b[0].unit.clone());
    scene::in_first_pair(&scene.setup(), [Some(active.into()), side1_active], orders)
}

/// Executes `cmd` (it must be legal and listed) and applies its events.
fn step(s: &mut BattleState, cmd: Command) -> Vec<Event> {
    assert!(
        legal_commands(s).contains(&cmd),
        "{cmd:?} not listed while waiting for {:?}",
        s.awaiting()
    );
    let entry = s.turn() as usize;
    scene::step(s, &cmd, 5, entry)
}

/// Takes the first legal command until `stop` holds; the events on the way.
fn drive(s: &mut BattleState, stop: impl Fn(&BattleState) -> bool) -> Vec<Event> {
    scene::drive(s, stop, step)
}

fn charge(unit: &str, target: &str) -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: unit.into(),
        order: Order::Charge {
            target: target.into(),
            powered: false,
            also: Vec::new(),
        },
    }
}

fn opportunity(side: Side, unit: &str) -> Command {
    Command::OpportunityCharge {
        side,
        unit: unit.into(),
        powered: false,
        at: None,
    }
}

fn y_of(s: &BattleState, id: &str) -> f64 {
    s.model(id).map(|m| m.y).unwrap_or(f64::NAN)
}

fn engaged(s: &BattleState, unit: &str) -> Vec<String> {
    crate::battle::engine::measure::engaged_enemies(s, unit).collect()
}

fn resolved(events: &[Event]) -> Option<(f64, Option<f64>)> {
    events.iter().find_map(|e| match e {
        Event::OpportunityChargeResolved {
            distance_cm,
            caught_at,
            ..
        } => Some((*distance_cm, *caught_at)),
        _ => None,
    })
}

/// Samurai (side 0, facing +y, front row at y 40) and raiders (side 1, facing -y, front row
/// at y 60), and a side 1 unit of bows at `bows_x` (rows at y 50 and 53) facing -x, toward
/// the samurai's way.
fn charge_table(bows_x: f64, orders: [u32; 2]) -> BattleState {
    state(
        vec![
            block("samurai", 0, 50.0, 40.0, 90.0),
            block("raiders", 1, 50.0, 60.0, 270.0),
            block("bows", 1, bows_x, 50.0, 180.0),
        ],
        "samurai",
        orders,
    )
}

#[test]
fn l848_opportunity_charge_catches_a_charging_unit() {
    // The bows' nearest model is 13.1 cm from the samurai's way at its start and 9.5 cm at
    // its closest: any roll (10 + 1D6 >= 11) catches the samurai on their way to the raiders.
    let mut s = charge_table(68.0, [2, 1]);
    let start = y_of(&s, "samurai.1");
    step(&mut s, charge("samurai", "raiders"));
    // Asked before the raiders react and before the charge roll (L614).
    assert_eq!(
        s.awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
    let pending = s.pending_move().clone().expect("the charge waits");
    assert_eq!(
        pending.kind,
        MoveKind::Charge {
            target: "raiders".into(),
            also: Vec::new(),
        }
    );
    let legal = legal_commands(&s);
    assert!(legal.contains(&opportunity(Side::SECOND, "bows")));
    // The target may charge it too (L620, R-OPP-4), listed after letting the move pass.
    let pass = legal
        .iter()
        .position(|c| *c == Command::LetMovePass { side: Side::SECOND });
    let raiders = legal
        .iter()
        .position(|c| *c == opportunity(Side::SECOND, "raiders"));
    assert!(raiders > pass && pass.is_some(), "{legal:?}");
    let events = step(&mut s, opportunity(Side::SECOND, "bows"));
    let (_, caught) = resolved(&events).expect("the opportunity charge was rolled");
    let share = caught.expect("caught");
    assert!(share < 1.0, "{share}");
    // L626: the charge move stops at the contact of the opportunity charge. The samurai stand
    // where they were caught, their charge is over (no charge roll), and they fight the bows
    // as the charged unit (L852).
    assert!(y_of(&s, "samurai.1") < start + 17.0);
    assert!(s.charge().is_none());
    assert!(s.pending_move().is_none());
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::RollMade { roll } if matches!(roll.kind, crate::battle::model::state::RollKind::ChargeMove { .. })
    )));
    assert_eq!(engaged(&s, "bows"), vec!["samurai".to_string()]);
    assert!(engaged(&s, "raiders").is_empty());
    let fight = s.fight().clone().expect("a fight follows");
    assert_eq!(
        (fight.attacker.as_str(), fight.defender.as_str()),
        ("bows", "samurai")
    );
    assert!(fight.after_charge);
    assert_eq!(s.awaiting(), Awaiting::FightBack { side: Side::FIRST });
    // The fight is fought and the pair goes on; the bows took the reaction (L842).
    drive(&mut s, |s| {
        s.fight().is_none() && s.combat().is_none() && s.roll().is_none()
    });
    assert!(
        s.pair()
            .as_ref()
            .is_some_and(|p| p.reacted.contains(&"bows".to_string()))
    );
    assert!(!legal_commands(&s).is_empty());
}

#[test]
fn l852_an_opportunity_charge_that_falls_short_lets_the_charge_go_on() {
    // Bows 21.7 cm from the samurai's way at its start and 19.5 cm at its closest: only a
    // powered charge (2 x 10 + 1D6, two orders) could reach; an unpowered one never does.
    let mut s = charge_table(78.0, [2, 2]);
    let (samurai, bows) = (s.model("samurai.1").cloned(), s.model("bows.1").cloned());
    step(&mut s, charge("samurai", "raiders"));
    assert_eq!(
        s.awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
    let events = step(&mut s, opportunity(Side::SECOND, "bows"));
    let (closest, caught) = resolved(&events).expect("rolled");
    assert_eq!(caught, None);
    assert!((closest - 19.5).abs() < 0.3, "{closest}");
    // R-CHG-1: the bows move MOV toward the samurai, who have not moved; their charge goes on
    // with the raiders' reaction.
    let moved = bows.unwrap().x - s.model("bows.1").unwrap().x;
    assert!(moved > 5.0 && moved <= 10.0 + 1e-9, "{moved}");
    assert_eq!(s.model("samurai.1").map(|m| m.y), samurai.map(|m| m.y));
    assert!(s.charge().is_some());
    assert!(s.pending_move().is_none());
    assert_eq!(
        s.awaiting(),
        Awaiting::ChargeReaction { side: Side::SECOND }
    );
    // Receiving it, the charge is rolled as usual.
    let events = step(
        &mut s,
        Command::ReactToCharge {
            side: Side::SECOND,
            reaction: ChargeReaction::Receive,
            powered: false,
        },
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ChargeResolved { .. }))
    );
}

#[test]
fn l75_l850_a_unit_out_of_reach_is_asked_without_measuring_and_its_charge_falls_short() {
    // Bows 40 cm off: even a powered charge (2 x 10 + 6) cannot reach the samurai's way, but
    // nothing is measured before an action (L75, R-OPP-2): the bows see the samurai, so their
    // side is asked, letting the move pass first.
    let mut s = charge_table(98.0, [2, 2]);
    let bows = s.model("bows.1").cloned().unwrap();
    step(&mut s, charge("samurai", "raiders"));
    assert_eq!(
        s.awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
    let legal = legal_commands(&s);
    assert_eq!(legal[0], Command::LetMovePass { side: Side::SECOND });
    assert!(legal.contains(&opportunity(Side::SECOND, "bows")));
    // Declared anyway, the charge is rolled and falls short: the bows move MOV toward the
    // samurai (R-CHG-1) and the charge goes on with the raiders' reaction.
    let mut declared = s.clone();
    let events = step(&mut declared, opportunity(Side::SECOND, "bows"));
    let (closest, caught) = resolved(&events).expect("rolled");
    assert_eq!(caught, None);
    assert!(closest > 26.0, "{closest}");
    let moved = bows.x - declared.model("bows.1").unwrap().x;
    assert!(moved > 5.0 && moved <= 10.0 + 1e-9, "{moved}");
    assert_eq!(
        declared.awaiting(),
        Awaiting::ChargeReaction { side: Side::SECOND }
    );
    // Let pass, the charge goes on as before.
    step(&mut s, Command::LetMovePass { side: Side::SECOND });
    assert!(s.pending_move().is_none());
    assert_eq!(
        s.awaiting(),
        Awaiting::ChargeReaction { side: Side::SECOND }
    );
    // The raiders flee: no unit of side 0 but the charger, so the flight does not pause
    // either and the charge is rolled after it.
    let events = step(
        &mut s,
        Command::ReactToCharge {
            side: Side::SECOND,
            reaction: ChargeReaction::Flee,
            powered: false,
        },
    );
    assert!(s.pending_move().is_none());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ChargeResolved { .. }))
    );
}

#[test]
fn l848_opportunity_charge_catches_a_fleeing_unit() {
    // The raiders flee the samurai (+y, L870); side 0's ronin stand 9.5 cm from the raiders'
    // nearest model, beside their way, facing it.
    let mut s = state(
        vec![
            block("samurai", 0, 50.0, 40.0, 90.0),
            block("raiders", 1, 50.0, 60.0, 270.0),
            block("ronin", 0, 68.0, 64.0, 180.0),
        ],
        "samurai",
        [2, 1],
    );
    step(&mut s, charge("samurai", "raiders"));
    // The raiders may charge the samurai first (L620, R-OPP-4); they let them come.
    step(&mut s, Command::LetMovePass { side: Side::SECOND });
    assert_eq!(
        s.awaiting(),
        Awaiting::ChargeReaction { side: Side::SECOND }
    );
    let before = y_of(&s, "raiders.1");
    let events = step(
        &mut s,
        Command::ReactToCharge {
            side: Side::SECOND,
            reaction: ChargeReaction::Flee,
            powered: false,
        },
    );
    // The flight's dice are rolled; its way is known, its models have not moved (L850).
    let rolled = events
        .iter()
        .find_map(|e| match e {
            Event::MoveRolled { unit, max_cm, .. } if unit == "raiders" => Some(*max_cm),
            _ => None,
        })
        .expect("the flight's dice");
    assert_eq!(
        s.awaiting(),
        Awaiting::OpportunityCharge { side: Side::FIRST }
    );
    let pending = s.pending_move().clone().unwrap();
    assert!(matches!(&pending.kind, MoveKind::Flight { charger, .. } if charger == "samurai"));
    assert_eq!(y_of(&s, "raiders.1"), before);
    let legal = legal_commands(&s);
    assert!(legal.contains(&opportunity(Side::FIRST, "ronin")));
    assert!(!legal.contains(&opportunity(Side::FIRST, "samurai")));
    let events = step(&mut s, opportunity(Side::FIRST, "ronin"));
    let (_, caught) = resolved(&events).expect("rolled");
    let share = caught.expect("caught");
    // The raiders stop where they were caught, with their used marker (L842), and fight the
    // ronin; the samurai's charge waits for the end of that fight.
    let y = y_of(&s, "raiders.1");
    assert!((y - (before + rolled * share)).abs() < 1e-6, "{y}");
    assert!(s.unit("raiders").is_some_and(|u| u.markers.used));
    assert_eq!(engaged(&s, "ronin"), vec!["raiders".to_string()]);
    assert_eq!(s.awaiting(), Awaiting::FightBack { side: Side::SECOND });
    assert!(s.pending_move().as_ref().is_some_and(|p| p.caught));
    assert!(s.charge().is_some());
    // After the fight (and what follows it), the samurai roll their charge (L876).
    let events = drive(&mut s, |s| s.pending_move().is_none() && s.roll().is_none());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CombatResolved { attacker, .. } if attacker == "ronin"))
    );
    let charge_rolled = events
        .iter()
        .any(|e| matches!(e, Event::ChargeResolved { .. }))
        || events.iter().any(|e| matches!(e, Event::ChargeCleared));
    assert!(charge_rolled, "{events:?}");
    assert!(!legal_commands(&s).is_empty());
}

/// The winner (side 0) in contact with the loser (side 1), which falls back +y; side 0's
/// hunters beside the loser's way, facing it.
fn fall_back_table(hunters_x: f64) -> BattleState {
    state(
        vec![
            block("winner", 0, 50.0, 47.4, 90.0),
            block("loser", 1, 50.0, 50.0, 270.0),
            block("hunters", 0, hunters_x, 56.0, 180.0),
        ],
        "winner",
        [2, 0],
    )
}

/// The loser falls back 6 cm from the winner with its dice already rolled (L966).
fn fall_back(s: &mut BattleState) -> Vec<Event> {
    let mut dice = Dice::for_entry(1, 1);
    let mut ctx = Ctx::new(s, &mut dice, crate::battle::turn::flow::go_on);
    let faces = [Face::new(3), Face::new(3)];
    side_result::fall_back_with(&mut ctx, "loser", "winner", false, Some(&faces));
    ctx.go_on(GoOn::StepDone);
    let done = ctx.finish();
    *s = done.state;
    done.events
}

#[test]
fn l848_opportunity_charge_catches_a_falling_back_unit() {
    let mut s = fall_back_table(68.0);
    let before = y_of(&s, "loser.1");
    fall_back(&mut s);
    assert_eq!(
        s.awaiting(),
        Awaiting::OpportunityCharge { side: Side::FIRST }
    );
    let pending = s.pending_move().clone().unwrap();
    assert!(
        matches!(&pending.kind, MoveKind::FallBack { fought, retreat: false, .. }
        if fought == &vec!["winner".to_string()])
    );
    // Not moved yet; the winner (it pursues instead, L978) makes no opportunity charge.
    assert_eq!(y_of(&s, "loser.1"), before);
    let legal = legal_commands(&s);
    assert!(!legal.contains(&opportunity(Side::FIRST, "winner")));
    let events = step(&mut s, opportunity(Side::FIRST, "hunters"));
    let share = resolved(&events).and_then(|r| r.1).expect("caught");
    // Stopped at that share of its 6 cm, used (L968), in melee with the hunters, who charged.
    let y = y_of(&s, "loser.1");
    assert!((y - (before + 6.0 * share)).abs() < 1e-6, "{y}");
    assert!(s.unit("loser").is_some_and(|u| u.markers.used));
    assert!(engaged(&s, "hunters").contains(&"loser".to_string()));
    assert_eq!(s.awaiting(), Awaiting::FightBack { side: Side::SECOND });
    assert!(s.fight().as_ref().is_some_and(|f| f.attacker == "hunters"));
}

#[test]
fn l848_a_fall_back_let_pass_is_made_whole() {
    let mut s = fall_back_table(68.0);
    let before = y_of(&s, "loser.1");
    fall_back(&mut s);
    assert_eq!(
        s.awaiting(),
        Awaiting::OpportunityCharge { side: Side::FIRST }
    );
    step(&mut s, Command::LetMovePass { side: Side::FIRST });
    assert!((y_of(&s, "loser.1") - (before + 6.0)).abs() < 1e-6);
    assert!(s.unit("loser").is_some_and(|u| u.markers.used));
    assert!(s.pending_move().is_none());
    assert_eq!(s.awaiting(), Awaiting::SpendOrder { side: Side::FIRST });
}

#[test]
fn l75_a_fall_back_nobody_can_reach_still_asks_and_let_pass_is_made_whole() {
    // The hunters are far off, but they see the loser: its side is asked (R-OPP-2).
    let mut s = fall_back_table(100.0);
    let before = y_of(&s, "loser.1");
    let events = fall_back(&mut s);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PendingMoveSet { .. }))
    );
    assert_eq!(
        s.awaiting(),
        Awaiting::OpportunityCharge { side: Side::FIRST }
    );
    assert_eq!(
        legal_commands(&s)[0],
        Command::LetMovePass { side: Side::FIRST }
    );
    step(&mut s, Command::LetMovePass { side: Side::FIRST });
    assert!((y_of(&s, "loser.1") - (before + 6.0)).abs() < 1e-6);
}

#[test]
fn l848_opportunity_charge_catches_a_unit_making_its_melee_move() {
    // The winner of a melee moves 5 cm toward the bows (L994-996), 9.5 cm away: any roll
    // (10 + 1D6) catches it.
    let mut s = state(
        vec![
            block("winner", 0, 50.0, 40.0, 90.0),
            block("bows", 1, 50.0, 52.0, 270.0),
        ],
        "winner",
        [1, 1],
    );
    *s.aftermath_mut() = Some(crate::battle::model::aftermath::Aftermath {
        melee_moves: vec!["winner".into()],
        ..Default::default()
    });
    *s.awaiting_mut() = Awaiting::MeleeMove { side: Side::FIRST };
    let moves: Vec<_> = s
        .models_of("winner")
        .map(|m| {
            crate::battle::model::command::ModelMove::straight(m.id.clone(), m.x, m.y + 5.0, 90.0)
        })
        .collect();
    let before = y_of(&s, "winner.1");
    step(
        &mut s,
        Command::MeleeMove {
            side: Side::FIRST,
            moves,
        },
    );
    assert_eq!(
        s.awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
    assert!(
        s.pending_move()
            .as_ref()
            .is_some_and(|p| p.kind == MoveKind::MeleeMove)
    );
    assert_eq!(y_of(&s, "winner.1"), before);
    let events = step(&mut s, opportunity(Side::SECOND, "bows"));
    assert!(resolved(&events).and_then(|r| r.1).is_some());
    assert_eq!(engaged(&s, "bows"), vec!["winner".to_string()]);
    assert_eq!(s.awaiting(), Awaiting::FightBack { side: Side::FIRST });
}

#[test]
fn l848_opportunity_charge_catches_a_pursuing_unit() {
    // The winner pursues the retreating loser 6 cm (L984); side 1's guard stands 10.1 cm from
    // the winner's nearest model, beside its way: any roll (10 + 1D6) catches it.
    let mut s = state(
        vec![
            block("winner", 0, 50.0, 40.0, 90.0),
            block("loser", 1, 50.0, 50.0, 90.0),
            block("guard", 1, 68.0, 44.0, 180.0),
        ],
        "winner",
        [1, 1],
    );
    let before = y_of(&s, "winner.1");
    let mut dice = Dice::for_entry(1, 1);
    let mut ctx = Ctx::new(&s, &mut dice, crate::battle::turn::flow::go_on);
    let rolled: Vec<_> = [3, 3]
        .map(|value| crate::battle::model::state::RolledDie {
            owner: Side::FIRST,
            value,
            bonus: 0,
        })
        .to_vec();
    crate::battle::aftermath::pursuit::move_rolled(&mut ctx, "winner", "loser", &rolled);
    s = ctx.finish().state;
    assert_eq!(
        s.awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
    let pending = s.pending_move().clone().unwrap();
    let MoveKind::Pursuit { fleeing, caught } = &pending.kind else {
        panic!("{:?}", pending.kind);
    };
    // At the end of their ways the pursuers would catch retreating models (L986); not yet.
    assert_eq!(fleeing, "loser");
    assert!(!caught.is_empty());
    assert_eq!(y_of(&s, "winner.1"), before);
    assert!(!legal_commands(&s).contains(&opportunity(Side::SECOND, "loser")));
    let events = step(&mut s, opportunity(Side::SECOND, "guard"));
    let share = resolved(&events).and_then(|r| r.1).expect("caught");
    assert!(share < 1.0, "{share}");
    // Stopped short: no retreating model is caught, and the guard's fight follows.
    assert_eq!(s.models_of("loser").count(), 6);
    assert_eq!(engaged(&s, "guard"), vec!["winner".to_string()]);
    assert_eq!(s.awaiting(), Awaiting::FightBack { side: Side::FIRST });
}

/// A move order of side 0's `unit`: every model turned to `facing` where it stands, or moved
/// `dy` cm along y as it faces.
fn turn_or_step(s: &BattleState, unit: &str, facing: f64, dy: f64) -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: unit.into(),
        order: Order::Move {
            moves: s
                .models_of(unit)
                .map(|m| {
                    crate::battle::model::command::ModelMove::straight(
                        m.id.clone(),
                        m.x,
                        m.y + dy,
                        facing,
                    )
                })
                .collect(),
            powered: false,
            leader: None,
        },
    }
}

#[test]
fn l848_l490_no_opportunity_charge_against_a_unit_that_only_turns_where_it_stands() {
    // The bows (rows at y 50 and 53, 13 cm from the samurai) see the samurai.
    let s = charge_table(68.0, [2, 1]);
    // The samurai turn in place, a quarter turn each on its own centre (L490-492): no model
    // moves across the table, so there is no move to charge (R-OPP-3), and the turn is made.
    let mut turned = s.clone();
    scene::step(&mut turned, &turn_or_step(&s, "samurai", 45.0, 0.0), 5, 1);
    assert!(turned.pending_move().is_none());
    assert_ne!(
        turned.awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
    assert_eq!(turned.model("samurai.1").map(|m| m.facing_deg), Some(45.0));
    // The same samurai stepping 2 cm forward are a move the bows may charge (L848).
    let mut stepped = s.clone();
    scene::step(&mut stepped, &turn_or_step(&s, "samurai", 90.0, 2.0), 5, 1);
    assert_eq!(
        stepped.awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
}

#[test]
fn l620_the_charged_unit_may_answer_the_charge_with_an_opportunity_charge() {
    // The samurai charge the raiders 17 cm ahead; no other unit of side 1 on the table.
    let mut s = state(
        vec![
            block("samurai", 0, 50.0, 40.0, 90.0),
            block("raiders", 1, 50.0, 60.0, 270.0),
        ],
        "samurai",
        [2, 1],
    );
    let start = y_of(&s, "samurai.1");
    step(&mut s, charge("samurai", "raiders"));
    // "La unidad que recibe la carga ... reacciona con ... carga de oportunidad" (L620): the
    // raiders' side is asked, before they react and before the charge roll, without measuring
    // (R-OPP-2); letting the move pass comes first (R-OPP-4).
    assert_eq!(
        s.awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
    let legal = legal_commands(&s);
    assert_eq!(legal[0], Command::LetMovePass { side: Side::SECOND });
    assert!(legal.contains(&opportunity(Side::SECOND, "raiders")));
    // Let pass, the raiders react to the charge as before.
    let mut passed = s.clone();
    step(&mut passed, Command::LetMovePass { side: Side::SECOND });
    assert_eq!(
        passed.awaiting(),
        Awaiting::ChargeReaction { side: Side::SECOND }
    );
    // Charging, the raiders meet the samurai on their way: the samurai's charge is over (L640)
    // and they fight as the charged unit (L852).
    let events = step(&mut s, opportunity(Side::SECOND, "raiders"));
    let (_, caught) = resolved(&events).expect("the opportunity charge was rolled");
    assert!(caught.is_some());
    assert!(s.charge().is_none());
    assert!(y_of(&s, "samurai.1") < start + 17.0);
    let fight = s.fight().clone().expect("a fight follows");
    assert_eq!(
        (fight.attacker.as_str(), fight.defender.as_str()),
        ("raiders", "samurai")
    );
    assert!(fight.after_charge);
    // It spent the raiders' side its order (L464), and the raiders may not answer again: the
    // charge is over.
    assert_eq!(s.pair().as_ref().map(|p| p.orders[1]), Some(0));
    assert_ne!(
        s.awaiting(),
        Awaiting::ChargeReaction { side: Side::SECOND }
    );
}

#[test]
fn r_chg_2_the_units_of_a_charge_on_several_make_no_opportunity_charge_on_it() {
    let pending = |also: Vec<String>| MoveKind::Charge {
        target: "raiders".into(),
        also,
    };
    assert!(pending(Vec::new()).not_chargers().is_empty(), "L620");
    assert_eq!(
        pending(vec!["bows".into()]).not_chargers(),
        ["raiders".to_string(), "bows".to_string()]
    );
}
