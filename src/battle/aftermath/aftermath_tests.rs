//! Tests of what follows a melee, against the book: fall back collisions (L972-976), pursuit
//! (L978-986), isolated models (L988-992), melee moves (L994-996) and multiple combats
//! (L709-719). Each builds a small table by hand and drives the engine's own functions or
//! commands.

use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::dice::Dice;
use crate::battle::engine::legal::legal_commands;
use crate::battle::model::aftermath::Aftermath;
use crate::battle::model::aftermath::Pursuit;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{Command, ModelMove, Order};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::{TroopProfile, UnitSpec};
use crate::battle::scene::{self, Scene};
use crate::battle::{aftermath::isolated, aftermath::retreat_move};

fn profile(honor: i32, hr: u32, skirmisher: bool) -> TroopProfile {
    TroopProfile {
        skirmisher,
        ..TroopProfile::foot("troop", 2, 2, honor, hr)
    }
}

/// A unit and where its models stand: (x, y) per model, the leader first when it has one.
pub(in crate::battle) struct U {
    pub(in crate::battle) id: &'static str,
    pub(in crate::battle) side: u8,
    pub(in crate::battle) honor: i32,
    pub(in crate::battle) hr: u32,
    pub(in crate::battle) skirmisher: bool,
    pub(in crate::battle) leader: bool,
    pub(in crate::battle) general: bool,
    pub(in crate::battle) facing: f64,
    pub(in crate::battle) at: Vec<(f64, f64)>,
}

pub(in crate::battle) fn u(id: &'static str, side: u8, facing: f64, at: Vec<(f64, f64)>) -> U {
    U {
        id,
        side,
        honor: 4,
        hr: 1,
        skirmisher: false,
        leader: false,
        general: false,
        facing,
        at,
    }
}

/// A state in the activation phase of turn 1 with these units deployed, `side0_active`'s pair
/// under way with two orders for side 0.
pub(in crate::battle) fn state(units: Vec<U>, side0_active: &str) -> BattleState {
    let mut scene = Scene::new();
    for un in &units {
        let n = un.at.len() as u32 - u32::from(un.leader);
        scene.unit(
            un.side,
            UnitSpec {
                movement_base: false,
                id: un.id.into(),
                profile: profile(un.honor, un.hr, un.skirmisher),
                models: n,
                leader: un.leader.then(|| profile(un.honor, 2, un.skirmisher)),
                general: un.general,
                mixed: Vec::new(),
            },
        );
        let base = profile(4, 1, false).base;
        scene.place_unit(un.id, un.side, un.leader, un.facing, base, &un.at);
    }
    scene::side0_active(&scene.setup(), side0_active)
}

/// Executes `cmd` with the dice of `seed`, applies its events and returns them.
pub(in crate::battle) fn step(s: &mut BattleState, cmd: Command, seed: u64) -> Vec<Event> {
    scene::step(s, &cmd, seed, 1)
}

/// Runs `f` on a working copy of `s` and keeps the result.
fn with_ctx(s: &mut BattleState, f: impl FnOnce(&mut Ctx)) -> Vec<Event> {
    let mut dice = Dice::for_entry(1, 1);
    let mut ctx = Ctx::new(s, &mut dice, crate::battle::turn::flow::go_on);
    f(&mut ctx);
    let done = ctx.finish();
    *s = done.state;
    done.events
}

fn removed_by(events: &[Event], rule: &str) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CasualtiesRemoved { models, why, .. }
                if why.typed().is_some_and(|c| c.citation().contains(rule)) =>
            {
                Some(models.clone())
            }
            _ => None,
        })
        .flatten()
        .collect()
}

fn at(s: &BattleState, id: &str) -> (f64, f64) {
    let m = s.model(id).unwrap_or_else(|| panic!("no model {id}"));
    (m.x, m.y)
}

/// The retreating unit in a row at y 50 going +y; a friendly model across the path of the
/// first model and an enemy model across the path of the third.
fn retreat_table(skirmisher: bool) -> BattleState {
    let mut loser = u(
        "loser",
        1,
        270.0,
        vec![(50.0, 50.0), (53.0, 50.0), (56.0, 50.0)],
    );
    loser.skirmisher = skirmisher;
    state(
        vec![
            u(
                "winner",
                0,
                90.0,
                vec![(50.0, 47.4), (53.0, 47.4), (56.0, 47.4)],
            ),
            u("blocker", 0, 90.0, vec![(56.0, 57.0)]),
            loser,
            u("friends", 1, 270.0, vec![(50.0, 58.0)]),
        ],
        "winner",
    )
}

#[test]
fn l974_l976_a_retreat_stops_at_friends_and_dies_on_enemies() {
    let mut s = retreat_table(false);
    let events = with_ctx(&mut s, |ctx| {
        retreat_move::move_unit(ctx, "loser", (0.0, 1.0), 10.0, true)
    });
    // The first model stops touching the friendly model in its way.
    let (x, y) = at(&s, "loser.1");
    assert_eq!(x, 50.0);
    assert!(y > 55.0 && y <= 55.5 + 1e-9, "{y}");
    // The second has a free line: the full 10 cm, facing the way it flees (L966).
    assert_eq!(at(&s, "loser.2"), (53.0, 60.0));
    assert_eq!(s.model("loser.2").map(|m| m.facing_deg), Some(90.0));
    // The third ran into the enemy blocker: a casualty.
    assert_eq!(removed_by(&events, "L976"), vec!["loser.3".to_string()]);
    assert_eq!(s.unit("loser").map(|u| u.models), Some(2));
    assert!(
        s.unit("loser")
            .is_some_and(|u| u.markers.casualty_this_turn)
    );
}

#[test]
fn l974_a_retreating_skirmisher_goes_through_friends_to_within_5_cm() {
    let mut s = retreat_table(true);
    with_ctx(&mut s, |ctx| {
        retreat_move::move_unit(ctx, "loser", (0.0, 1.0), 6.0, true)
    });
    let (x, y) = at(&s, "loser.1");
    assert_eq!(x, 50.0);
    // Beyond the friendly model (its far edge is at 59.25, the skirmisher's radius 1.25).
    assert!(y >= 60.5 - 1e-9, "{y}");
    let gap = crate::battle::engine::measure::distance(
        s.model("loser.1").expect("moved"),
        s.model("friends.1").expect("there"),
    );
    assert!(gap <= 5.0, "{gap}");
}

#[test]
fn l990_an_isolated_model_is_removed_as_a_casualty() {
    let mut s = state(
        vec![
            u(
                "spears",
                0,
                90.0,
                vec![(50.0, 40.0), (53.0, 40.0), (70.0, 40.0)],
            ),
            u("enemy", 1, 270.0, vec![(50.0, 80.0)]),
        ],
        "spears",
    );
    assert_eq!(isolated::isolated_models(&s, "spears"), vec!["spears.3"]);
    let events = with_ctx(&mut s, isolated::remove_isolated);
    assert_eq!(removed_by(&events, "L990"), vec!["spears.3".to_string()]);
    assert_eq!(s.unit("spears").map(|u| u.models), Some(2));
    // A model alone in its unit is never isolated.
    assert!(s.model("enemy.1").is_some());
}

#[test]
fn l992_an_army_leader_is_never_isolated_alone_or_leading_a_unit() {
    let mut lord = u(
        "lord",
        0,
        90.0,
        vec![(20.0, 40.0), (50.0, 40.0), (53.0, 40.0)],
    );
    lord.leader = true;
    lord.general = true;
    let mut band = u(
        "band",
        0,
        90.0,
        vec![(90.0, 40.0), (60.0, 40.0), (63.0, 40.0)],
    );
    band.leader = true;
    let mut s = state(
        vec![lord, band, u("enemy", 1, 270.0, vec![(50.0, 80.0)])],
        "lord",
    );
    let events = with_ctx(&mut s, isolated::remove_isolated);
    assert!(s.model("lord.leader").is_some(), "the general stays");
    // L992 "haya pertenecido o no a una unidad": a unit's leader 27 cm from his unit stays too.
    assert!(s.model("band.leader").is_some(), "the unit leader stays");
    assert!(removed_by(&events, "L990").is_empty());
    assert_eq!(s.models_of("band").count(), 3);
}

/// The winner at y 40 facing +y; its beaten enemy, retreating at `loser_y`, facing away.
fn pursuit_table(honor: i32, loser_y: f64) -> BattleState {
    let mut w = u(
        "winner",
        0,
        90.0,
        vec![(50.0, 40.0), (53.0, 40.0), (56.0, 40.0)],
    );
    w.honor = honor;
    let mut s = state(
        vec![
            w,
            u(
                "loser",
                1,
                90.0,
                vec![(50.0, loser_y), (53.0, loser_y), (56.0, loser_y)],
            ),
        ],
        "winner",
    );
    *s.aftermath_mut() = Some(Aftermath {
        pursuits: vec![Pursuit {
            pursuer: "winner".into(),
            fleeing: "loser".into(),
        }],
        melee_moves: vec!["winner".into()],
        ..Aftermath::default()
    });
    *s.awaiting_mut() = Awaiting::Pursuit { side: Side::FIRST };
    s
}

#[test]
fn l986_a_pursuer_touching_a_retreating_model_kills_it() {
    let mut s = pursuit_table(6, 44.0);
    assert!(legal_commands(&s).contains(&Command::Pursue {
        side: Side::FIRST,
        pursue: true
    }));
    let events = step(
        &mut s,
        Command::Pursue {
            side: Side::FIRST,
            pursue: true,
        },
        7,
    );
    assert!(events.iter().any(|e| matches!(e,
        Event::HonorTested { unit, passed: true, .. } if unit == "winner")));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PursuitRolled { .. }))
    );
    // 2D6 is at least 2 cm, more than the 1.5 cm gap: every pursuer catches its quarry.
    let mut caught = removed_by(&events, "L986");
    caught.sort();
    assert_eq!(caught, vec!["loser.1", "loser.2", "loser.3"]);
    assert!(s.unit("loser").is_some_and(|u| u.removed));
    // The pursuers stopped touching where their quarry stood.
    let (_, y) = at(&s, "winner.1");
    assert!((y - 41.4).abs() < 0.2, "{y}");
}

#[test]
fn l982_a_pursuer_failing_its_honor_test_stays_where_it_is() {
    let mut s = pursuit_table(0, 44.0);
    let before = at(&s, "winner.2");
    let events = step(
        &mut s,
        Command::Pursue {
            side: Side::FIRST,
            pursue: true,
        },
        7,
    );
    assert!(events.iter().any(|e| matches!(e,
        Event::HonorTested { unit, passed: false, .. } if unit == "winner")));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::PursuitRolled { .. }))
    );
    assert_eq!(at(&s, "winner.2"), before);
    assert_eq!(s.unit("loser").map(|u| u.models), Some(3));
}

#[test]
fn l980_pursuing_is_the_winners_choice() {
    // 3.5 cm apart: not in melee, so the winner may then make a melee move.
    let mut s = pursuit_table(6, 46.0);
    let events = step(
        &mut s,
        Command::Pursue {
            side: Side::FIRST,
            pursue: false,
        },
        7,
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::HonorTested { .. }))
    );
    assert_eq!(s.unit("loser").map(|u| u.models), Some(3));
    // Then the melee move is offered (L994): the winner's models are free.
    assert_eq!(s.awaiting(), Awaiting::MeleeMove { side: Side::FIRST });
}

/// Side 0's `winner` (its models at `places`, facing +y) owed a melee move after its fight,
/// side 1's three enemies 20 cm ahead.
fn melee_move_due(places: &[(f64, f64)]) -> BattleState {
    let mut s = state(
        vec![
            u("winner", 0, 90.0, places.to_vec()),
            u(
                "enemy",
                1,
                270.0,
                vec![(53.0, 60.0), (56.0, 60.0), (59.0, 60.0)],
            ),
        ],
        "winner",
    );
    *s.aftermath_mut() = Some(Aftermath {
        melee_moves: vec!["winner".into()],
        ..Aftermath::default()
    });
    *s.awaiting_mut() = Awaiting::MeleeMove { side: Side::FIRST };
    s
}

/// The rule `command` is refused under, if it is.
fn refusal(s: &BattleState, command: &Command) -> Option<String> {
    crate::battle::check(s, command)
        .err()
        .map(|r| r.citation().to_string())
}

#[test]
fn l996_a_melee_move_goes_up_to_5_cm_keeping_formation() {
    // A closed triangle (R-FORM-1: each model within 2.5 cm of the two others).
    let places = [(50.0, 40.0), (53.0, 40.0), (51.5, 37.4)];
    let mut s = melee_move_due(&places);
    assert!(crate::battle::combat::inputs::in_formation(&s, "winner"));
    let shift = |dy: f64, only: usize| -> Command {
        Command::MeleeMove {
            side: Side::FIRST,
            moves: places[..only]
                .iter()
                .enumerate()
                .map(|(i, &(x, y))| {
                    ModelMove::straight(format!("winner.{}", i + 1), x, y + dy, 90.0)
                })
                .collect(),
        }
    };
    let rule = |c: &Command| refusal(&s, c);
    assert_eq!(rule(&shift(6.0, 3)), Some("L996".into()), "more than 5 cm");
    assert_eq!(
        rule(&shift(-4.0, 3)),
        Some("L996".into()),
        "away from the enemy"
    );
    assert_eq!(
        rule(&shift(4.5, 1)),
        Some("R-FORM-1".into()),
        "one model alone"
    );
    assert_eq!(rule(&shift(4.0, 3)), None);
    // 4 cm ends 5 cm along a detour (L488 waypoints): too far.
    let mut detour = shift(4.0, 3);
    if let Command::MeleeMove { moves, .. } = &mut detour {
        moves[0].path = vec![[places[0].0 + 3.0, places[0].1]];
    }
    assert_eq!(
        rule(&detour),
        Some("L996".into()),
        "measured along the path"
    );
    // The engine offers one such move and declining.
    let legal = legal_commands(&s);
    assert!(
        legal
            .iter()
            .any(|c| matches!(c, Command::MeleeMove { moves, .. } if !moves.is_empty()))
    );
    assert!(legal.contains(&Command::MeleeMove {
        side: Side::FIRST,
        moves: Vec::new()
    }));
    step(&mut s, shift(4.0, 3), 3);
    assert_eq!(at(&s, "winner.2"), (53.0, 44.0));
    assert!(s.aftermath().is_none());
    assert_eq!(s.awaiting(), Awaiting::SpendOrder { side: Side::FIRST });
}

#[test]
fn l531_a_melee_move_may_not_end_with_a_base_on_another_moved_models_base() {
    // Two models side by side, 3 cm apart: each steps forward, one slanting onto the other's
    // new place. Both moved, so only their end places, together, show it (L531).
    let places = [(50.0, 40.0), (53.0, 40.0), (51.5, 37.4)];
    let s = melee_move_due(&places);
    let onto = Command::MeleeMove {
        side: Side::FIRST,
        moves: vec![
            ModelMove::straight("winner.1", 52.0, 43.0, 90.0),
            ModelMove::straight("winner.2", 53.0, 43.0, 90.0),
        ],
    };
    assert_eq!(refusal(&s, &onto), Some("L531".into()));
    let apart = Command::MeleeMove {
        side: Side::FIRST,
        moves: vec![
            ModelMove::straight("winner.1", 50.0, 43.0, 90.0),
            ModelMove::straight("winner.2", 53.0, 43.0, 90.0),
            ModelMove::straight("winner.3", 51.5, 40.4, 90.0),
        ],
    };
    assert_eq!(refusal(&s, &apart), None);
}

#[test]
fn l996_a_unit_out_of_formation_does_not_move_further_out_in_a_melee_move() {
    // A closed triangle and a straggler 9 cm off: out of formation before the move (R-FORM-1).
    let places = [(50.0, 40.0), (53.0, 40.0), (51.5, 37.4), (62.0, 40.0)];
    let s = melee_move_due(&places);
    assert!(!crate::battle::combat::inputs::in_formation(&s, "winner"));
    let advance = |model: usize, dy: f64| -> Command {
        let (x, y) = places[model - 1];
        Command::MeleeMove {
            side: Side::FIRST,
            moves: vec![ModelMove::straight(
                format!("winner.{model}"),
                x,
                y + dy,
                90.0,
            )],
        }
    };
    let rule = |c: &Command| refusal(&s, c);
    // One of the triangle walking off alone breaks the formation further: refused.
    assert_eq!(rule(&advance(1, 4.5)), Some("R-FORM-1".into()));
    // The straggler stepping toward the enemy leaves the formation as it was: allowed.
    assert_eq!(rule(&advance(4, 2.0)), None);
}

#[test]
fn l711_a_2v1_fight_resolves_both_combats_in_a_chain() {
    let mut b = u(
        "ronin",
        1,
        270.0,
        (0..6).map(|i| (50.0 + 3.0 * f64::from(i), 42.6)).collect(),
    );
    b.hr = 3;
    let mut s = state(
        vec![
            u(
                "left",
                0,
                90.0,
                vec![(50.0, 40.0), (53.0, 40.0), (56.0, 40.0)],
            ),
            u(
                "right",
                0,
                90.0,
                vec![(59.0, 40.0), (62.0, 40.0), (65.0, 40.0)],
            ),
            b,
        ],
        "left",
    );
    step(
        &mut s,
        Command::Order {
            side: Side::FIRST,
            unit: "left".into(),
            order: Order::Fight {
                target: "ronin".into(),
                powered: false,
            },
        },
        1,
    );
    assert_eq!(s.awaiting(), Awaiting::FightBack { side: Side::SECOND });
    let first = step(
        &mut s,
        Command::FightBack {
            side: Side::SECOND,
            powered: false,
        },
        2,
    );
    // L711: the first combat is noted, with no result of its own.
    assert!(
        first
            .iter()
            .any(|e| matches!(e, Event::CombatResolved { .. }))
    );
    assert!(
        !first
            .iter()
            .any(|e| matches!(e, Event::CombatResult { .. }))
    );
    assert_eq!(s.awaiting(), Awaiting::NextCombat { side: Side::FIRST });
    let fought = &s
        .aftermath()
        .as_ref()
        .and_then(|a| a.chain.as_ref())
        .expect("chain")
        .fought;
    assert!(fought.iter().any(|m| m.starts_with("left.")));
    let next = Command::ChooseCombat {
        side: Side::FIRST,
        attacker: "right".into(),
        defender: "ronin".into(),
        powered: false,
        groups: Default::default(),
    };
    assert_eq!(legal_commands(&s)[0], next);
    let second = step(&mut s, next, 3);
    assert!(
        second
            .iter()
            .any(|e| matches!(e, Event::CombatResolved { attacker, .. } if attacker == "right"))
    );
    // L715: one result for the whole group, the losses of each side summed.
    assert!(
        second
            .iter()
            .any(|e| matches!(e, Event::MultipleCombatResult { .. }))
    );
    assert!(s.aftermath().as_ref().is_none_or(|a| a.chain.is_none()));
    assert_ne!(s.awaiting(), Awaiting::NextCombat { side: Side::FIRST });
}

#[test]
fn l980_a_winner_whose_enemy_retreats_is_asked_whether_to_pursue() {
    let mut samurai = u(
        "samurai",
        0,
        90.0,
        (0..5).map(|i| (50.0 + 3.0 * f64::from(i), 40.0)).collect(),
    );
    samurai.honor = 6;
    let mut ashigaru = u(
        "ashigaru",
        1,
        270.0,
        vec![(50.0, 42.6), (53.0, 42.6), (56.0, 42.6)],
    );
    ashigaru.honor = 0;
    ashigaru.hr = 2;
    let mut start = state(vec![samurai, ashigaru], "samurai");
    // It started with ten: any failed Honor test is a retreat (R-RES-2).
    if let Some(a) = start.unit_mut("ashigaru") {
        a.profile_models_at_start = 10;
    }
    let fight = Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Fight {
            target: "ashigaru".into(),
            powered: false,
        },
    };
    let back = Command::FightBack {
        side: Side::SECOND,
        powered: false,
    };
    let mut checked = 0;
    for seed in 0..40 {
        let mut s = start.clone();
        step(&mut s, fight.clone(), seed);
        let events = step(&mut s, back.clone(), seed);
        let won = events
            .iter()
            .any(|e| matches!(e, Event::CombatResult { winner: Some(w), .. } if w == "samurai"));
        let retreated = events
            .iter()
            .any(|e| matches!(e, Event::FallBack { retreat: true, .. }));
        if !won || !retreated || s.unit("ashigaru").is_none_or(|u| u.removed) {
            continue;
        }
        checked += 1;
        assert_eq!(
            s.awaiting(),
            Awaiting::Pursuit { side: Side::FIRST },
            "seed {seed}"
        );
        assert!(legal_commands(&s).contains(&Command::Pursue {
            side: Side::FIRST,
            pursue: false
        }));
    }
    assert!(checked > 0, "no seed gave a retreat");
}

/// The L669 dice (models in contact) of one side of a fight's report.
pub(in crate::battle) fn contact_dice(e: &Event, attacker: &str) -> Option<(i32, i32)> {
    let Event::CombatResolved {
        attacker: a,
        report,
        ..
    } = e
    else {
        return None;
    };
    if a != attacker {
        return None;
    }
    let l669 = |p: &Option<crate::rules::DicePool>| {
        p.as_ref().map_or(0, |p| {
            p.rows
                .iter()
                .filter(|r| r.line == "L669")
                .map(|r| r.dice)
                .sum()
        })
    };
    Some((l669(&report.attacker.pool), l669(&report.defender.pool)))
}
