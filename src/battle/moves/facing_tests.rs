//! Tests of how a move ends, against the book: the facing after a move (L498-501), an engaging
//! model facing the enemy's centre (L509), a disengage ending out of the melee (L568, L578), a
//! run cut short by its roll stopping in formation (R-MOV-1, L391, L562, R-FORM-1), and battles
//! saved before these rules still replaying. Each builds a small table by hand.

use crate::battle::engine::check::check;
use crate::battle::engine::legal::legal_commands;
use crate::battle::engine::log::{Battle, Difference, Verdict};
use crate::battle::model::command::{Command, ModelMove, Order};
use crate::battle::model::rejection::{Citation, Facing, Move, Rejection};
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::TroopProfile;
use crate::battle::moves::facing::{FACING_TOLERANCE_DEG, angle_between};
use crate::battle::scene::{self, Scene};
use crate::battle::setup::battle_setup::BattleSetup;
use crate::battle::{moves::disengage, moves::move_order, moves::run_stop, policy::auto_moves};

/// A unit: its id, side, whether it is a skirmisher unit, its facing and its models' centres.
struct U {
    id: &'static str,
    side: u8,
    skirmisher: bool,
    facing: f64,
    at: Vec<(f64, f64)>,
}

/// Six models in two ranks of three, centres 3 cm apart (0.5 cm between 25 mm bases): every
/// model has two of its unit within 2.5 cm (R-FORM-1). The front rank at `y`, the second 3 cm
/// behind it (facing +y).
fn block6(x0: f64, y: f64) -> Vec<(f64, f64)> {
    scene::block6(x0, y, -3.0)
}

fn samurai(skirmisher: bool) -> U {
    U {
        id: "samurai",
        side: 0,
        skirmisher,
        facing: 90.0,
        at: block6(50.0, 40.0),
    }
}

fn enemy(at: Vec<(f64, f64)>) -> U {
    U {
        id: "raiders",
        side: 1,
        skirmisher: false,
        facing: 270.0,
        at,
    }
}

fn setup(units: &[U]) -> BattleSetup {
    let mut scene = Scene::new();
    for un in units {
        let profile = TroopProfile {
            skirmisher: un.skirmisher,
            ..TroopProfile::foot(un.id, 2, 2, 4, 1)
        };
        let base = profile.base;
        scene.troops(un.side, un.id, profile, un.at.len() as u32, None);
        scene.place_unit(un.id, un.side, false, un.facing, base, &un.at);
    }
    scene.setup()
}

/// A state in the activation phase of turn 1, the samurai active with two orders for side 0
/// (the enemy has none: no opportunity charge, L464).
fn state(units: &[U]) -> BattleState {
    scene::side0_active(&setup(units), "samurai")
}

/// Every samurai shifted by `(dx, dy)`, facing `facing` (`None`: left to the engine).
fn shift(s: &BattleState, dx: f64, dy: f64, facing: Option<f64>) -> Vec<ModelMove> {
    s.models_of("samurai")
        .map(|m| ModelMove {
            facing_deg: facing,
            ..ModelMove::to(m.id.clone(), m.x + dx, m.y + dy)
        })
        .collect()
}

fn moving(moves: Vec<ModelMove>) -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Move {
            moves,
            powered: false,
            leader: None,
        },
    }
}

fn disengaging(moves: Vec<ModelMove>) -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Disengage {
            moves,
            casualties: Vec::new(),
        },
    }
}

fn rule(s: &BattleState, c: &Command) -> String {
    check(s, c).expect_err("rejected").citation().to_string()
}

fn step(s: &mut BattleState, c: Command) {
    scene::step(s, &c, 1, 1);
}

fn facing_of(s: &BattleState, id: &str) -> f64 {
    s.model(id).unwrap().facing_deg
}

/// Enemy far away, out of the way.
fn far() -> U {
    enemy(block6(50.0, 85.0))
}

#[test]
fn l500_unit_moving_ends_facing_its_displacement() {
    let s = state(&[samurai(false), far()]);
    // 6 cm sideways (+x, 0°) still facing +y: rejected, naming L500 and the direction.
    let c = moving(shift(&s, 6.0, 0.0, Some(90.0)));
    let err = check(&s, &c).unwrap_err();
    assert_eq!(err.citation().to_string(), "L500", "{err}");
    assert!(
        matches!(&err, Rejection::Facing(Facing::NotTowardMove { toward_deg, .. })
            if toward_deg.abs() < 0.5 || (toward_deg - 360.0).abs() < 0.5),
        "{err}"
    );
    // Facing the way it goes, and within the tolerance either way, is legal.
    assert!(check(&s, &moving(shift(&s, 6.0, 0.0, Some(0.0)))).is_ok());
    assert!(
        check(
            &s,
            &moving(shift(&s, 6.0, 0.0, Some(FACING_TOLERANCE_DEG - 1.0)))
        )
        .is_ok()
    );
    assert!(check(&s, &moving(shift(&s, 6.0, 0.0, Some(360.0 - 14.0)))).is_ok());
    assert_eq!(
        rule(
            &s,
            &moving(shift(&s, 6.0, 0.0, Some(FACING_TOLERANCE_DEG + 1.0)))
        ),
        "L500"
    );
}

#[test]
fn l500_a_move_naming_no_facing_ends_facing_its_displacement() {
    let mut s = state(&[samurai(false), far()]);
    // 5 cm diagonally (+x, +y): every model turns to 45°.
    let c = moving(shift(&s, 5.0, 5.0, None));
    step(&mut s, c);
    for m in s.models_of("samurai") {
        assert!(
            (m.facing_deg - 45.0).abs() < 1e-9,
            "{} faces {}",
            m.id,
            m.facing_deg
        );
    }
}

#[test]
fn l500_a_model_left_out_of_the_move_must_face_its_direction_too() {
    let s = state(&[samurai(false), far()]);
    // Five models 1 cm sideways facing 0°; samurai.1, not moved, still faces 90°.
    let mut moves = shift(&s, 1.0, 0.0, Some(0.0));
    moves.retain(|m| m.model != "samurai.1");
    let err = check(&s, &moving(moves.clone())).unwrap_err();
    assert_eq!(err.citation().to_string(), "L500", "{err}");
    assert!(
        matches!(&err, Rejection::Facing(Facing::NotTowardMove { model, .. }) if model == "samurai.1"),
        "{err}"
    );
    // Turning it where it stands (a move with no displacement) makes the order legal.
    let m1 = s.model("samurai.1").unwrap();
    moves.push(ModelMove::straight("samurai.1", m1.x, m1.y, 0.0));
    assert!(check(&s, &moving(moves)).is_ok());
}

#[test]
fn l501_a_unit_that_stays_put_turns_each_model_freely() {
    let s = state(&[samurai(false), far()]);
    let moves: Vec<ModelMove> = s
        .models_of("samurai")
        .enumerate()
        .map(|(i, m)| ModelMove::straight(m.id.clone(), m.x, m.y, 60.0 * i as f64))
        .collect();
    let c = moving(moves);
    assert!(check(&s, &c).is_ok(), "{:?}", check(&s, &c));
}

#[test]
fn l488_l500_a_unit_going_round_an_obstacle_faces_where_it_ended_up_not_its_last_leg() {
    let s = state(&[samurai(false), far()]);
    // Each model out 3 cm to the side, 8 forward and back 3: the unit went 8 cm toward +y.
    let moves: Vec<ModelMove> = s
        .models_of("samurai")
        .map(|m| ModelMove {
            path: vec![[m.x + 1.0, m.y], [m.x + 1.0, m.y + 8.0]],
            ..ModelMove::straight(m.id.clone(), m.x, m.y + 8.0, 90.0)
        })
        .collect();
    let c = moving(moves);
    assert!(check(&s, &c).is_ok(), "{:?}", check(&s, &c));
}

#[test]
fn l500_a_unit_turning_about_its_centre_ends_with_every_model_facing_one_way() {
    let s = state(&[samurai(false), far()]);
    // The block turned 90° about its centre (53, 38.5): the displacements cancel out.
    let turned = |facing: &dyn Fn(usize) -> f64| -> Vec<ModelMove> {
        s.models_of("samurai")
            .enumerate()
            .map(|(i, m)| {
                let (dx, dy) = (m.x - 53.0, m.y - 38.5);
                ModelMove::straight(m.id.clone(), 53.0 - dy, 38.5 + dx, facing(i))
            })
            .collect()
    };
    let all_180 = moving(turned(&|_| 180.0));
    assert!(check(&s, &all_180).is_ok(), "{:?}", check(&s, &all_180));
    let err = check(&s, &moving(turned(&|i| if i == 2 { 90.0 } else { 180.0 }))).unwrap_err();
    assert_eq!(err.citation().to_string(), "L500", "{err}");
    assert!(
        matches!(&err, Rejection::Facing(Facing::NotOneWay { model, .. }) if model == "samurai.3"),
        "{err}"
    );
}

/// A lone raider at (60, 50) facing -y; the samurai block 7.3 cm forward puts samurai.3
/// (56, 47.3) 2.33 cm from its base: it engages it (L507).
fn engaging_table() -> BattleState {
    state(&[samurai(false), enemy(vec![(60.0, 50.0)])])
}

#[test]
fn l509_an_engaging_model_faces_the_centre_of_the_enemy_base() {
    let s = engaging_table();
    let centre = (50.0f64 - 47.3).atan2(60.0 - 56.0).to_degrees();
    // All facing the displacement (90°): samurai.3 does not face the raider's centre.
    let err = check(&s, &moving(shift(&s, 0.0, 7.3, Some(90.0)))).unwrap_err();
    assert_eq!(err.citation().to_string(), "L509", "{err}");
    assert!(
        matches!(&err, Rejection::Facing(Facing::EngagedNotFacing { model, enemy, .. })
            if model == "samurai.3" && enemy == "raiders.1"),
        "{err}"
    );
    // samurai.3 facing the centre, the others the displacement: legal (L509 over L500).
    let mut moves = shift(&s, 0.0, 7.3, Some(90.0));
    moves[2].facing_deg = Some(centre);
    assert!(check(&s, &moving(moves)).is_ok());
    // Left to the engine: samurai.3 turns to the centre, the rest to the displacement.
    let mut after = s.clone();
    step(&mut after, moving(shift(&s, 0.0, 7.3, None)));
    assert!(angle_between(facing_of(&after, "samurai.3"), centre) < 1e-9);
    assert!(angle_between(facing_of(&after, "samurai.1"), 90.0) < 1e-9);
    assert!(
        crate::battle::engine::measure::engaged_enemies(&after, "samurai").any(|e| e == "raiders"),
        "it engaged (R-ENG-1)"
    );
}

/// The samurai's front rank 0.5 cm from the raiders' front rank: engaged (R-ENG-1).
fn melee_table(skirmisher: bool) -> BattleState {
    let raiders: Vec<(f64, f64)> = (0..6)
        .map(|i| (50.0 + 3.0 * (i % 3) as f64, 43.0 + 3.0 * (i / 3) as f64))
        .collect();
    let s = state(&[samurai(skirmisher), enemy(raiders)]);
    assert!(crate::battle::engine::measure::engaged_enemies(&s, "samurai").any(|e| e == "raiders"));
    s
}

#[test]
fn l498_a_unit_in_melee_disengages_facing_as_it_likes() {
    let s = melee_table(false);
    // Backing 8 cm away still facing the enemy: L500 does not bind a unit in melee (L498).
    let c = disengaging(shift(&s, 0.0, -8.0, Some(90.0)));
    assert!(check(&s, &c).is_ok(), "{:?}", check(&s, &c));
}

#[test]
fn l498_a_skirmisher_unit_disengaging_faces_its_displacement() {
    let s = melee_table(true);
    assert_eq!(
        rule(&s, &disengaging(shift(&s, 0.0, -8.0, Some(90.0)))),
        "L500"
    );
    let c = disengaging(shift(&s, 0.0, -8.0, Some(270.0)));
    assert!(check(&s, &c).is_ok(), "{:?}", check(&s, &c));
}

#[test]
fn l568_a_disengage_that_ends_still_engaged_is_rejected() {
    let s = melee_table(false);
    // 1 cm back: 1.5 cm from the raiders, who face them: still engaged (R-ENG-1).
    let err = check(&s, &disengaging(shift(&s, 0.0, -1.0, Some(90.0)))).unwrap_err();
    assert_eq!(err.citation(), Citation::both("R-ENG-1", "L568"), "{err}");
    assert!(
        matches!(&err, Rejection::Move(Move::StillEngaged { enemy, .. }) if enemy.contains("raiders")),
        "{err}"
    );
}

#[test]
fn l578_a_skirmisher_disengages_from_contact_but_also_ends_out_of_the_melee() {
    let s = melee_table(true);
    assert_eq!(
        rule(&s, &disengaging(shift(&s, 0.0, -1.0, Some(270.0)))),
        "R-ENG-1, L568"
    );
    let c = disengaging(shift(&s, 0.0, -6.0, Some(270.0)));
    assert!(check(&s, &c).is_ok(), "{:?}", check(&s, &c));
}

#[test]
fn l568_the_automatic_disengage_ends_out_of_the_melee() {
    for skirmisher in [false, true] {
        let s = melee_table(skirmisher);
        let moves = auto_moves::retreat(&s, "samurai").expect("a disengage is offered");
        let fought = vec!["raiders".to_string()];
        assert_eq!(
            disengage::still_engaged(&s, "samurai", &moves, &fought),
            None
        );
        let c = disengaging(moves);
        assert!(check(&s, &c).is_ok(), "{:?}", check(&s, &c));
        assert!(legal_commands(&s).contains(&c));
    }
}

#[test]
fn l500_the_automatic_advance_ends_facing_the_way_it_went() {
    // The lone raider ahead and to the right: the block goes diagonally.
    let mut s = state(&[samurai(false), enemy(vec![(75.0, 55.0)])]);
    let moves = auto_moves::advance(&s, "samurai").expect("an advance");
    let c = moving(moves);
    assert!(legal_commands(&s).contains(&c));
    let before = s.model("samurai.1").unwrap().clone();
    step(&mut s, c);
    let after = s.model("samurai.1").unwrap();
    let went = (after.y - before.y).atan2(after.x - before.x).to_degrees();
    assert!(angle_between(went, 90.0) > 20.0, "it turned: {went}");
    for m in s.models_of("samurai") {
        assert!(angle_between(m.facing_deg, went) < 1e-6, "{}", m.id);
    }
}

/// The samurai's run: every model 24 cm forward; samurai.1 with a waypoint 4 cm out to the side
/// half way (25.3 cm in all, within 2 x MOV + 6).
fn run_with_detour(s: &BattleState) -> Vec<ModelMove> {
    let mut moves = shift(s, 0.0, 24.0, Some(90.0));
    moves[0].path = vec![[46.0, 52.0]];
    moves
}

#[test]
fn r_mov_1_a_short_run_moving_as_a_block_stops_as_a_block() {
    let s = state(&[samurai(false), far()]);
    let moves = shift(&s, 0.0, 25.0, Some(90.0));
    let ends = run_stop::stops(&s, "samurai", &moves, 17.0);
    for (id, x, y, facing) in &ends {
        let m = s.model(id).unwrap();
        assert!(
            (x - m.x).abs() < 1e-9 && (y - m.y - 17.0).abs() < 1e-9,
            "{id}"
        );
        assert!(angle_between(*facing, 90.0) < 1e-9);
    }
}

#[test]
fn r_form_1_l562_a_short_run_stops_where_the_unit_keeps_its_formation() {
    let s = state(&[samurai(false), far()]);
    let moves = run_with_detour(&s);
    let c = Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Move {
            moves: moves.clone(),
            powered: true,
            leader: None,
        },
    };
    assert!(check(&s, &c).is_ok(), "{:?}", check(&s, &c));
    // Cut at 15 cm each model on its own (as before): samurai.1 ends 4 cm out to the side,
    // out of formation.
    let each = move_order::ends_of_moves(&s, &moves, 15.0);
    let placed = |ends: &[(String, f64, f64, f64)]| {
        let mut after = s.clone();
        for (id, x, y, f) in ends {
            let m = after.models_mut().iter_mut().find(|m| &m.id == id).unwrap();
            (m.x, m.y, m.facing_deg) = (*x, *y, *f);
        }
        after
    };
    assert!(!move_order::formation_violations(&placed(&each), "samurai").is_empty());
    // Stopped together: every model the same share of its path, as far as the formation
    // allows (samurai.1 at most 2 cm out to the side: a share of 0.25, 6 cm on).
    let ends = run_stop::stops(&s, "samurai", &moves, 15.0);
    let after = placed(&ends);
    assert!(move_order::formation_violations(&after, "samurai").is_empty());
    let gone = after.model("samurai.2").unwrap().y - 40.0;
    assert!(gone > 5.0 && gone <= 6.0 + 1e-9, "went {gone}");
    // Facing the unit's displacement so far (L500).
    let (dx, dy) = ends.iter().fold((0.0, 0.0), |acc, (id, x, y, _)| {
        let m = s.model(id).unwrap();
        (acc.0 + x - m.x, acc.1 + y - m.y)
    });
    let toward = dy.atan2(dx).to_degrees();
    for (id, _, _, f) in &ends {
        assert!(angle_between(*f, toward) < 1e-9, "{id} faces {f}");
    }
}

#[test]
fn a_battle_saved_before_the_facing_rules_opens_with_its_sideways_move() {
    // A format 2 save (before L500, L509, L568 were checked): its last entry moves the samurai
    // sideways still facing +y, legal then. It opens where that move left them.
    let path = std::path::Path::new("tests/fixtures/battle_save_format2_before_facing.json");
    let (saved, _): (crate::battle::engine::log::SavedBattle, String) =
        crate::files::load_json(path).unwrap();
    assert_eq!(saved.format, 2);
    let b = Battle::load(path).unwrap();
    let last = saved.log.last().unwrap();
    let Command::Order {
        order: Order::Move { moves, .. },
        ..
    } = &last.command
    else {
        panic!("the last entry is a move: {:?}", last.command)
    };
    for mv in moves {
        let m = b.state().model(&mv.model).unwrap();
        assert_eq!((m.x, m.y, m.facing_deg), (mv.x, mv.y, 90.0), "{}", mv.model);
    }
    // Replayed by today's rules, it parts at its third entry: the first hands now come before
    // the commander orders and the strategy roll (L193, L210).
    match Battle::verify(&saved) {
        Ok(Verdict::Differs(Difference::Mismatch { index, found, .. })) => {
            assert_eq!(index, 2);
            assert!(
                matches!(
                    found.as_deref(),
                    Some(crate::battle::model::event::Event::DeckShuffled { .. })
                ),
                "{found:?}"
            );
        }
        other => panic!("{other:?}"),
    }
    // And its last entry, given on the state it was given on, is refused: it breaks L500.
    let mut before = saved.clone();
    before.log.pop();
    let mut b = Battle::open(&before).unwrap();
    let rejection = b.execute(last.command.clone()).unwrap_err();
    assert_eq!(rejection.citation().to_string(), "L500");
}
