//! Move orders against the book: other models (L527, L531), terrain crossed (L517-523), runs
//! (L555-558), the allowance (L484, L522), formation afterwards (L391, R-FORM-1), waypoints
//! round an obstacle (L488), the automatic moves of `kensei battle play` keeping formation, and
//! the opportunity charge against a declared move (L846-852).

use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::command::{Command, ModelMove, Order};
use kensei::battle::model::event::Event;
use kensei::battle::model::rejection::{Citation, Move, Rejection};
use kensei::battle::model::side::Side;
use kensei::battle::model::state::{BattleState, Phase};
use kensei::battle::model::unit::{TroopProfile, UnitSpec};
use kensei::battle::moves::move_order::formation_violations;
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, SideSetup, check, legal_commands, policy::autoplay};
use kensei::table::model::{TableFile, Terrain, TerrainKind};

use crate::common;
use common::scene::{block, unit};

fn profile(name: &str) -> TroopProfile {
    TroopProfile::foot(name, 3, 2, 4, 2)
}

fn spec(id: &str) -> UnitSpec {
    unit(id, profile(id), 5, Some(profile("leader")))
}

fn side(name: &str, unit: &str) -> SideSetup {
    SideSetup {
        mode: Default::default(),
        name: name.into(),
        name_es: None,
        commander_level: 0,
        units: vec![spec(unit)],
        commander_orders: Vec::new(),
        faction: None,
        protect_leader: Default::default(),
    }
}

/// Samurai (side 0) at y 40 facing +y, raiders (side 1) with their front rank at `enemy_y`
/// facing -y, on an open 120 x 90 table.
pub fn setup(enemy_y: f64) -> BattleSetup {
    let mut models = block("samurai", 0, 50.0, 40.0, 90.0);
    models.extend(block("raiders", 1, 50.0, enemy_y, 270.0));
    let table = TableFile {
        name: Some("moves".into()),
        turn_limit: Some(5),
        ..TableFile::with_models(120.0, 90.0, models)
    };
    BattleSetup::new(
        400,
        table,
        [side("Takeda", "samurai"), side("Wako", "raiders")],
    )
}

/// Takes the first legal command until `stop` holds.
pub fn drive(b: &mut Battle, stop: impl Fn(&BattleState) -> bool) {
    autoplay::play_until(b, 10_000, autoplay::first, stop).unwrap_or_else(|e| panic!("{e}"));
}

/// A battle in its first pair of activations, side 0 (samurai) to spend an order.
pub fn samurai_to_act(enemy_y: f64, seed: u64) -> Battle {
    let mut b = Battle::new(setup(enemy_y), seed).unwrap();
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::ActiveSide { .. })
    });
    let holder = b.state().initiative();
    b.execute(Command::ChooseActiveSide {
        side: holder,
        active: Side::FIRST,
    })
    .unwrap();
    for (side, unit) in [(Side::FIRST, "samurai"), (Side::SECOND, "raiders")] {
        b.execute(Command::Activate {
            side,
            unit: unit.into(),
        })
        .unwrap();
    }
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::SpendOrder { side: Side::FIRST })
    });
    b
}

/// Every samurai shifted by `(dx, dy)`, facing `facing`.
fn shift(state: &BattleState, dx: f64, dy: f64, facing: f64) -> Vec<ModelMove> {
    state
        .models_of("samurai")
        .map(|m| ModelMove::straight(m.id.clone(), m.x + dx, m.y + dy, facing))
        .collect()
}

fn order(moves: Vec<ModelMove>, powered: bool) -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Move {
            moves,
            powered,
            leader: None,
        },
    }
}

fn rule_of(state: &BattleState, cmd: &Command) -> String {
    check(state, cmd)
        .expect_err("rejected")
        .citation()
        .to_string()
}

fn piece(id: &str, kind: TerrainKind, x0: f64, y0: f64, x1: f64, y1: f64) -> Terrain {
    Terrain {
        id: id.into(),
        name: None,
        name_es: None,
        kind,
        height: 2.0,
        cover: true,
        polygon: vec![[x0, y0], [x1, y0], [x1, y1], [x0, y1]],
    }
}

#[test]
fn l531_a_move_ending_on_another_model_is_rejected() {
    let b = samurai_to_act(60.0, 3);
    let s = b.state();
    // The block 8 cm forward is free; the leader ending 1 cm from where samurai.1 ends is
    // not.
    assert!(check(s, &order(shift(s, 0.0, 8.0, 90.0), false)).is_ok());
    let mut moves = shift(s, 0.0, 8.0, 90.0);
    moves[0].x = moves[1].x - 1.0;
    let err = check(s, &order(moves, false)).unwrap_err();
    assert_eq!(err.citation().to_string(), "L531", "{err}");
    assert!(
        matches!(&err, Rejection::Move(Move::EndsOn { model, other })
            if model == "samurai.1" || other == "samurai.1"),
        "{err}"
    );
}

#[test]
fn r_opp_1_l531_a_unit_the_battle_left_overlapping_still_moves_as_a_block_but_never_deeper() {
    let b = samurai_to_act(60.0, 3);
    let mut s = b.state().clone();
    // The battle left samurai.1 0.3 cm over the leader's base (R-OPP-1: a unit caught by an
    // opportunity charge with no clear place on its way).
    let (leader, one) = (
        s.model("samurai.leader").unwrap().clone(),
        s.model("samurai.1").unwrap().clone(),
    );
    let centres = (leader.x - one.x).hypot(leader.y - one.y);
    let (ux, uy) = ((leader.x - one.x) / centres, (leader.y - one.y) / centres);
    let step = kensei::battle::engine::measure::distance(&one, &leader) + 0.3;
    let m = s
        .models_mut()
        .iter_mut()
        .find(|m| m.id == "samurai.1")
        .unwrap();
    (m.x, m.y) = (m.x + ux * step, m.y + uy * step);
    let over = kensei::battle::engine::measure::overlap_cm(
        s.model("samurai.1").unwrap(),
        s.model("samurai.leader").unwrap(),
    );
    assert!(over > 0.1, "the two bases overlap: {over}");
    // The whole block 8 cm forward keeps that overlap: legal.
    assert!(check(&s, &order(shift(&s, 0.0, 8.0, 90.0), false)).is_ok());
    // samurai.1 a further cm onto the leader deepens it: L531.
    let mut moves = shift(&s, 0.0, 8.0, 90.0);
    moves[1].x += ux;
    moves[1].y += uy;
    assert_eq!(moves[1].model, "samurai.1");
    assert_eq!(rule_of(&s, &order(moves, false)), "L531");
}

#[test]
fn l531_a_move_ending_on_an_enemy_model_is_rejected() {
    let b = samurai_to_act(55.0, 3);
    let s = b.state();
    // One samurai of the front rank straight onto the raider in front of it (10 cm away).
    let m = s.model("samurai.leader").unwrap().clone();
    let e = s.model("raiders.leader").unwrap().clone();
    let mut moves = shift(s, 0.0, 0.0, 90.0);
    moves[0] = ModelMove::straight(m.id.clone(), e.x, e.y - 1.0, 90.0);
    assert_eq!(rule_of(s, &order(moves, false)), "L531");
}

#[test]
fn l527_a_move_through_an_enemy_model_is_rejected() {
    // A lone raider stands between the samurai and their destination.
    let b = samurai_to_act(80.0, 3);
    let mut s = b.state().clone();
    let r = s
        .models_mut()
        .iter_mut()
        .find(|m| m.id == "raiders.1")
        .unwrap();
    (r.x, r.y) = (53.0, 46.0);
    let moves = vec![ModelMove::straight("samurai.1", 53.0, 49.5, 90.0)];
    let err = check(&s, &order(moves, false)).unwrap_err();
    assert_eq!(err.citation().to_string(), "L527", "{err}");
}

#[test]
fn l523_a_move_through_impassable_terrain_is_rejected_and_l488_going_round_it_is_not() {
    let b = samurai_to_act(85.0, 3);
    let mut s = b.state().clone();
    // The samurai leader alone (a unit of one keeps any formation), a rock wall 2 cm thick
    // across its way, 3 cm ahead.
    s.models_mut()
        .retain(|m| m.unit != "samurai" || m.id == "samurai.leader");
    s.table_mut().terrain.push(piece(
        "rock",
        TerrainKind::Impassable,
        47.0,
        45.0,
        50.0,
        47.0,
    ));
    let straight = vec![ModelMove::straight("samurai.leader", 50.0, 49.5, 90.0)];
    let err = check(&s, &order(straight, false)).unwrap_err();
    assert_eq!(err.citation().to_string(), "L523", "{err}");
    assert!(
        matches!(&err, Rejection::Move(Move::CrossesImpassable { terrain, .. }) if terrain.contains("rock")),
        "{err}"
    );
    // Round the wall's end (L488): 2.5 cm sideways, 9.5 forward, 2.5 back: 14.5 cm, over
    // MOV 10, rejected on its length (L484).
    let mut round = ModelMove::straight("samurai.leader", 50.0, 49.5, 90.0);
    round.path = vec![[52.5, 40.0], [52.5, 49.5]];
    let err = check(&s, &order(vec![round], false)).unwrap_err();
    assert_eq!(err.citation().to_string(), "L484", "{err}");
    // A thinner wall: straight through it is rejected, round it (1.6 + 6.5 + 1.6 = 9.7 cm,
    // never touching it) is legal.
    s.table_mut().terrain.pop();
    s.table_mut().terrain.push(piece(
        "rock",
        TerrainKind::Impassable,
        47.0,
        44.0,
        50.0,
        45.0,
    ));
    let straight = vec![ModelMove::straight("samurai.leader", 50.0, 46.5, 90.0)];
    assert_eq!(rule_of(&s, &order(straight, false)), "L523");
    let mut round = ModelMove::straight("samurai.leader", 50.0, 46.5, 90.0);
    round.path = vec![[51.6, 40.0], [51.6, 46.5]];
    let c = order(vec![round], false);
    assert!(check(&s, &c).is_ok(), "{:?}", check(&s, &c));
}

#[test]
fn l557_a_run_through_a_wood_is_rejected_and_a_walk_through_it_is_not() {
    let b = samurai_to_act(85.0, 3);
    let mut s = b.state().clone();
    s.table_mut().terrain.push(piece(
        "wood",
        TerrainKind::Difficult,
        40.0,
        48.0,
        70.0,
        52.0,
    ));
    let run = order(shift(&s, 0.0, 20.0, 90.0), true);
    let err = check(&s, &run).unwrap_err();
    assert_eq!(err.citation().to_string(), "L557", "{err}");
    assert!(
        matches!(&err, Rejection::Move(Move::RunThroughDifficult { terrain, .. }) if terrain.contains("wood")),
        "{err}"
    );
    // A move (not powered) may cross it: the first move of the activation has full MOV.
    assert!(check(&s, &order(shift(&s, 0.0, 10.0, 90.0), false)).is_ok());
}

#[test]
fn l522_a_second_move_through_difficult_ground_has_half_mov() {
    let b = samurai_to_act(85.0, 3);
    let mut s = b.state().clone();
    s.table_mut().terrain.push(piece(
        "paddy",
        TerrainKind::Difficult,
        40.0,
        48.0,
        70.0,
        52.0,
    ));
    if let Some(p) = s.pair_mut() {
        p.moved.push("samurai".into());
    }
    let err = check(&s, &order(shift(&s, 0.0, 8.0, 90.0), false)).unwrap_err();
    assert_eq!(err.citation(), Citation::line("L484, L522"), "{err}");
    assert!(
        matches!(&err, Rejection::Move(Move::TooFarHalved { .. })),
        "{err}"
    );
    assert!(check(&s, &order(shift(&s, 0.0, 5.0, 90.0), false)).is_ok());
}

#[test]
fn l558_a_run_goes_forwards_or_sideways() {
    let b = samurai_to_act(85.0, 3);
    let s = b.state();
    assert_eq!(
        rule_of(s, &order(shift(s, 0.0, -10.0, 270.0), true)),
        "L558"
    );
    assert!(check(s, &order(shift(s, 0.0, 20.0, 90.0), true)).is_ok());
    // Beyond 2 x MOV + 6 = 26 cm no roll is enough (R-MOV-1).
    assert_eq!(
        rule_of(s, &order(shift(s, 0.0, 27.0, 90.0), true)),
        "R-MOV-1"
    );
}

#[test]
fn r_form_1_l391_a_move_that_breaks_formation_is_rejected() {
    let b = samurai_to_act(85.0, 3);
    let s = b.state();
    assert!(formation_violations(s, "samurai").is_empty());
    // The whole block forward is fine; one model 6 cm ahead of the others is not.
    let mut moves = shift(s, 0.0, 0.0, 90.0);
    moves[0].y += 6.0;
    let err = check(s, &order(moves, false)).unwrap_err();
    assert_eq!(
        err.citation(),
        Citation::both("R-FORM-1", "L393-399"),
        "{err}"
    );
    assert!(
        matches!(&err,
            Rejection::Move(Move::FormationTooFewNear { model, .. }) if model == "samurai.leader")
            || matches!(&err, Rejection::Move(Move::FormationTooFarApart { a, b, .. })
                if a == "samurai.leader" || b == "samurai.leader"),
        "{err}"
    );
}

#[test]
fn r_form_1_an_automatic_advance_keeps_formation() {
    let mut b = samurai_to_act(75.0, 3);
    let s = b.state().clone();
    let advance = legal_commands(&s)
        .into_iter()
        .find(|c| {
            matches!(
                c,
                Command::Order {
                    order: Order::Move { .. },
                    ..
                }
            )
        })
        .expect("an advance is offered");
    let before: Vec<(f64, f64)> = s.models_of("samurai").map(|m| (m.x, m.y)).collect();
    b.execute(advance).unwrap();
    // The raiders may charge the moving block (L846-852); they let it pass.
    if b.state().awaiting() == (Awaiting::OpportunityCharge { side: Side::SECOND }) {
        b.execute(Command::LetMovePass { side: Side::SECOND })
            .unwrap();
    }
    let after: Vec<(f64, f64)> = b.state().models_of("samurai").map(|m| (m.x, m.y)).collect();
    // Every model moved by the same offset, toward the enemy, and the block is still closed.
    let (dx, dy) = (after[0].0 - before[0].0, after[0].1 - before[0].1);
    assert!(dy > 5.0, "{dy}");
    for (a, b) in before.iter().zip(&after) {
        assert!((b.0 - a.0 - dx).abs() < 1e-9 && (b.1 - a.1 - dy).abs() < 1e-9);
    }
    assert!(formation_violations(b.state(), "samurai").is_empty());
}

#[test]
fn r_form_1_the_scripted_pitched_battle_never_breaks_formation_by_moving() {
    let scenario = load_scenario("scenarios/pitched_battle.json".as_ref()).unwrap();
    let a = load_side("armies/lists/akagane_400.json".as_ref()).unwrap();
    let h = load_side("armies/lists/hayashi_400.json".as_ref()).unwrap();
    let mut b = Battle::new(BattleSetup::new(400, scenario, [a, h]), 7).unwrap();
    let mut moves = 0;
    // The moving unit and its violations before, until its move is made (it may wait for an
    // opportunity charge and its roll).
    let mut watching: Option<(String, usize)> = None;
    while b.state().phase() != Phase::Ended {
        let cmd = legal_commands(b.state())
            .into_iter()
            .next()
            .expect("a command");
        if let Command::Order {
            unit,
            order: Order::Move { .. } | Order::Disengage { .. },
            ..
        } = &cmd
        {
            watching = Some((unit.clone(), formation_violations(b.state(), unit).len()));
        }
        b.execute(cmd).unwrap();
        if b.state().pending_move().is_some() || b.state().roll().is_some() {
            continue;
        }
        if let Some((u, v)) = watching.take() {
            moves += 1;
            let now = formation_violations(b.state(), &u);
            assert!(now.len() <= v, "{u}: {now:?}");
        }
    }
    assert!(moves > 5, "{moves}");
}

/// The samurai's declared move of 8 cm forward, with raiders whose front rank is at `enemy_y`
/// and that have at least `orders` orders: the first seed from 1 where the samurai may act.
fn declared_move(enemy_y: f64, orders: u32, seed_from: u64) -> (Battle, u64) {
    let enough = |s: &BattleState| s.pair().as_ref().is_some_and(|p| p.orders[1] >= orders);
    let seeds = seed_from..seed_from + 200;
    let battle = |seed| Some(samurai_to_act(enemy_y, seed));
    match autoplay::seed_reaching(seeds, battle, &[&enough], 0) {
        Some((seed, b)) => (b, seed),
        None => panic!("no seed gives the raiders {orders} orders"),
    }
}

fn forward(b: &Battle, dy: f64) -> Command {
    order(shift(b.state(), 0.0, dy, 90.0), false)
}

fn events_since(b: &Battle, from: usize) -> Vec<Event> {
    b.log()[from..]
        .iter()
        .flat_map(|e| e.events.iter().cloned())
        .collect()
}

/// Passes every offering until the battle waits for something else.
fn pass_offerings(b: &mut Battle) {
    while let Awaiting::Offerings { side } = b.state().awaiting() {
        b.execute(Command::PassOffering { side }).unwrap();
    }
}

#[test]
fn l75_l850_raiders_out_of_reach_are_asked_without_measuring_and_let_the_move_pass_first() {
    // Raiders 40 cm away: even a powered charge (2 x 10 + 6) cannot reach the samurai's way, but
    // nothing is measured before an action (L75, R-OPP-2): the raiders' side is asked, with
    // letting the move pass as its first answer.
    let (mut b, _) = declared_move(88.0, 1, 1);
    b.execute(forward(&b, 8.0)).unwrap();
    assert_eq!(
        b.state().awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
    let legal = legal_commands(b.state());
    assert_eq!(legal[0], Command::LetMovePass { side: Side::SECOND });
    b.execute(Command::LetMovePass { side: Side::SECOND })
        .unwrap();
    assert!(b.state().pending_move().is_none());
    assert_eq!(b.state().model("samurai.leader").unwrap().y, 48.0);
}

#[test]
fn l852_an_opportunity_charge_catches_the_mover_mid_path() {
    // The samurai walk 8 cm toward raiders 19.5 cm away: at the start no charge roll (10 + 1D6)
    // reaches them, at the end 11.5 cm does. A roll of 2 or more catches them on the way.
    let mut caught_once = false;
    let mut seed = 1;
    while !caught_once && seed < 60 {
        let (mut b, found) = declared_move(62.0, 1, seed);
        seed = found + 1;
        let start = b.state().model("samurai.leader").unwrap().y;
        b.execute(forward(&b, 8.0)).unwrap();
        assert_eq!(
            b.state().awaiting(),
            Awaiting::OpportunityCharge { side: Side::SECOND }
        );
        let pending = b
            .state()
            .pending_move()
            .clone()
            .expect("the declared move waits");
        assert_eq!(pending.unit, "samurai");
        // The samurai have not moved yet (L850: declared, not made).
        assert_eq!(b.state().model("samurai.leader").unwrap().y, start);
        let legal = legal_commands(b.state());
        assert!(legal.contains(&Command::LetMovePass { side: Side::SECOND }));
        let n = b.log().len();
        b.execute(Command::OpportunityCharge {
            side: Side::SECOND,
            unit: "raiders".into(),
            powered: false,
            at: None,
        })
        .unwrap();
        pass_offerings(&mut b);
        let ev = events_since(&b, n);
        let (reach, caught) = ev
            .iter()
            .find_map(|e| match e {
                Event::OpportunityChargeResolved {
                    reach_cm,
                    caught_at,
                    ..
                } => Some((*reach_cm, *caught_at)),
                _ => None,
            })
            .expect("the opportunity charge was rolled");
        assert!(ev.iter().any(|e| matches!(
            e,
            Event::OrdersSpent {
                side: Side::SECOND,
                ..
            }
        )));
        assert!(b.state().pending_move().is_none());
        let Some(share) = caught else {
            // A roll of 1: short. The samurai ended their move.
            assert_eq!(reach, 11.0);
            assert_eq!(b.state().model("samurai.leader").unwrap().y, start + 8.0);
            continue;
        };
        caught_once = true;
        // Caught where the gap first fits the reach: 19.5 - 8 x share <= reach.
        assert!(share > 0.0 && share < 1.0, "{share}");
        assert!(19.5 - 8.0 * share <= reach + 1e-9);
        assert!(19.5 - 8.0 * (share - 0.025) > reach);
        // The samurai stopped there, short of their destination, and a fight follows with the
        // samurai defending (L852, L642).
        let y = b.state().model("samurai.leader").unwrap().y;
        assert!((y - (start + 8.0 * share)).abs() < 1e-6, "{y}");
        assert_eq!(
            b.state().awaiting(),
            Awaiting::FightBack { side: Side::FIRST }
        );
        let engaged: Vec<String> =
            kensei::battle::engine::measure::engaged_enemies(b.state(), "raiders").collect();
        assert_eq!(engaged, vec!["samurai".to_string()]);
    }
    assert!(caught_once, "no seed rolled 2 or more");
}

#[test]
fn l852_an_opportunity_charge_that_falls_short_lets_the_mover_finish() {
    // Raiders 27.5 cm away, 19.5 cm after the samurai's move: only a powered charge could
    // reach (2 x 10 + 1D6); an unpowered one (10 + 1D6 <= 16) always falls short.
    let (mut b, _) = declared_move(70.0, 2, 1);
    let raider_y = b.state().model("raiders.leader").unwrap().y;
    b.execute(forward(&b, 8.0)).unwrap();
    assert_eq!(
        b.state().awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
    let n = b.log().len();
    b.execute(Command::OpportunityCharge {
        side: Side::SECOND,
        unit: "raiders".into(),
        powered: false,
        at: None,
    })
    .unwrap();
    pass_offerings(&mut b);
    let ev = events_since(&b, n);
    let caught = ev.iter().find_map(|e| match e {
        Event::OpportunityChargeResolved {
            caught_at,
            distance_cm,
            ..
        } => Some((*caught_at, *distance_cm)),
        _ => None,
    });
    let (caught, closest) = caught.expect("the opportunity charge was rolled");
    assert_eq!(caught, None);
    assert!((closest - 19.5).abs() < 1e-3, "{closest}");
    // The samurai made their whole move; the raiders moved MOV toward them (R-CHG-1) and no
    // fight follows.
    assert_eq!(b.state().model("samurai.leader").unwrap().y, 48.0);
    let moved = raider_y - b.state().model("raiders.leader").unwrap().y;
    assert!((moved - 10.0).abs() < 1e-6, "{moved}");
    assert!(!matches!(b.state().awaiting(), Awaiting::FightBack { .. }));
}

#[test]
fn l568_a_disengage_moves_away_from_the_enemy_it_fights() {
    // The raiders' front rank 3 cm from the samurai's: 0.5 cm between bases, in melee.
    let b = samurai_to_act(43.0, 3);
    let s = b.state();
    let disengage = |dy: f64| Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Disengage {
            moves: shift(s, 0.0, dy, 270.0),
            casualties: Vec::new(),
        },
    };
    let err = check(s, &disengage(0.3)).unwrap_err();
    assert_eq!(err.citation().lines, "L568", "{err}");
    assert!(
        check(s, &disengage(-8.0)).is_ok(),
        "{:?}",
        check(s, &disengage(-8.0))
    );
}

#[test]
fn l570_r_cas_2_a_disengaging_unit_names_its_casualties_engaged_models_first() {
    // The raiders' front rank 0.5 cm from the samurai's: the samurai's engaged models each
    // take a wound (L570), and its player names the models removed for them.
    let mut b = samurai_to_act(43.0, 3);
    let s = &b.state().clone();
    let engaged: Vec<String> = s
        .models_of("samurai")
        .filter(|m| {
            s.models()
                .iter()
                .any(|e| kensei::battle::engine::measure::engaged(m, e))
        })
        .map(|m| m.id.clone())
        .collect();
    let (_, after, _) =
        kensei::battle::combat::side_result::disengage_losses(s, "samurai").expect("wounds");
    let n = after.casualties as usize;
    assert!(n > 0 && n <= engaged.len(), "{n} of {engaged:?}");
    let rear = s
        .models_of("samurai")
        .find(|m| !engaged.contains(&m.id) && !m.leader)
        .map(|m| m.id.clone())
        .expect("a model out of melee");
    let disengage = |casualties: Vec<String>| Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Disengage {
            moves: shift(s, 0.0, -8.0, 270.0),
            casualties,
        },
    };
    // An engaged model kept while one out of melee goes: refused (L929); a wrong count too.
    let mut wrong = engaged[..n - 1].to_vec();
    wrong.push(rear.clone());
    assert_eq!(rule_of(s, &disengage(wrong)), "R-CAS-2, L929");
    let too_many: Vec<String> = engaged.iter().take(n).chain([&rear]).cloned().collect();
    assert!(check(s, &disengage(too_many)).is_err());
    // The engaged models named from the last: those go.
    let named: Vec<String> = engaged.iter().rev().take(n).cloned().collect();
    b.execute(disengage(named.clone())).unwrap();
    for m in &named {
        assert!(b.state().model(m).is_none(), "{m} removed");
    }
}

#[test]
fn l608_a_unit_out_of_formation_cannot_charge() {
    let b = samurai_to_act(60.0, 3);
    let charge = Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Charge {
            target: "raiders".into(),
            powered: false,
            also: Vec::new(),
        },
    };
    assert!(check(b.state(), &charge).is_ok());
    let mut s = b.state().clone();
    s.models_mut()
        .iter_mut()
        .find(|m| m.id == "samurai.5")
        .unwrap()
        .y -= 10.0;
    assert_eq!(rule_of(&s, &charge), "R-FORM-1, L608");
}
