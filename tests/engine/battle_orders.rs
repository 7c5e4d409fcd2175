//! Commander orders that act (L1004-1012, R-DECK-2), scenario special rules the engine enforces,
//! and the ki ability chosen by the player (L1055), walked on small battles against the book.

use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::command::{Command, Order};
use kensei::battle::model::event::Event;
use kensei::battle::model::rejection::{Commander, Rejection, Scenario};
use kensei::battle::model::side::Side;
use kensei::battle::model::state::{BattleState, Phase};
use kensei::battle::model::unit::{TroopProfile, UnitSpec};

use crate::common;
use common::scene::{self, unit};
use kensei::battle::{Battle, BattleSetup, SideSetup, legal_commands, policy::autoplay};
use kensei::table::model::{
    DeploymentZone, EnforcedRule, ModelPlacement, SpecialRule, TableFile, Terrain, TerrainKind,
};

fn profile(name: &str, at: u32, ini: i32, ho: i32, hr: u32) -> TroopProfile {
    TroopProfile::foot(name, at, ini, ho, hr)
}

fn archer(name: &str) -> TroopProfile {
    let mut p = profile(name, 1, 2, 4, 1);
    p.ranged_attack = 2;
    p.range_cm = Some(40.0);
    p
}

fn hero(name: &str) -> TroopProfile {
    profile(name, 4, 3, 5, 3)
}

/// Models of a unit in a row along x at `y`, 3 cm apart, facing the enemy's side.
fn row(unit: &str, side: u8, n: u32, leader: bool, x0: f64, y: f64) -> Vec<ModelPlacement> {
    let facing = if side == 0 { 90.0 } else { 270.0 };
    scene::row(unit, side, n, leader, (x0, y), 3.0, facing)
}

fn side(name: &str, units: Vec<UnitSpec>) -> SideSetup {
    SideSetup {
        mode: Default::default(),
        name: name.into(),
        name_es: None,
        commander_level: 1,
        units,
        commander_orders: Vec::new(),
        faction: None,
        protect_leader: Default::default(),
    }
}

fn table(models: Vec<ModelPlacement>, rules: Vec<SpecialRule>) -> TableFile {
    TableFile {
        name: Some("orders field".into()),
        special_rules: rules,
        turn_limit: Some(5),
        ..TableFile::with_models(120.0, 90.0, models)
    }
}

/// Side 0: samurai (5 + general) at y 40 and archers (4) at y 30; side 1: raiders (5 + general)
/// `gap` cm ahead of the samurai, and its own archers at the back.
fn setup(gap: f64, rules: Vec<SpecialRule>) -> BattleSetup {
    let mut models = row("samurai", 0, 5, true, 50.0, 40.0);
    models.extend(row("archers", 0, 4, false, 50.0, 30.0));
    models.extend(row("raiders", 1, 5, true, 50.0, 40.0 + gap));
    models.extend(row("bows", 1, 4, false, 10.0, 85.0));
    let sides = [
        side(
            "Takeda",
            vec![
                unit(
                    "samurai",
                    profile("Samurai", 3, 2, 4, 2),
                    5,
                    Some(hero("Shingen")),
                ),
                unit("archers", archer("Archers"), 4, None),
            ],
        ),
        side(
            "Wako",
            vec![
                unit(
                    "raiders",
                    profile("Raiders", 3, 2, 4, 2),
                    5,
                    Some(hero("Ryu")),
                ),
                unit("bows", archer("Bows"), 4, None),
            ],
        ),
    ];
    BattleSetup::new(400, table(models, rules), sides)
}

/// Takes the first legal command that is not a commander order until `stop` holds.
fn drive(b: &mut Battle, stop: impl Fn(&BattleState) -> bool) {
    let not_commander_order = |_: &BattleState, legal: Vec<Command>| {
        legal
            .into_iter()
            .find(|c| !matches!(c, Command::UseCommanderOrder { .. }))
    };
    autoplay::play_until(b, 10_000, not_commander_order, stop).unwrap_or_else(|e| panic!("{e}"));
}

/// The first pair of turn 1 with `unit0` (side 0) and `unit1` active, side 0 to spend.
fn first_pair(b: &mut Battle, unit0: &str, unit1: &str) {
    drive(b, |s| matches!(s.awaiting(), Awaiting::ActiveSide { .. }));
    let holder = b.state().initiative();
    b.execute(Command::ChooseActiveSide {
        side: holder,
        active: Side::FIRST,
    })
    .unwrap();
    b.execute(Command::Activate {
        side: Side::FIRST,
        unit: unit0.into(),
    })
    .unwrap();
    b.execute(Command::Activate {
        side: Side::SECOND,
        unit: unit1.into(),
    })
    .unwrap();
    drive(b, |s| {
        matches!(s.awaiting(), Awaiting::SpendOrder { side: Side::FIRST })
    });
}

/// Gives side 0 the named commander order in hand: picked into the hand at the start.
fn with_order_in_hand(seed: u64, setup: BattleSetup, order: &str) -> Battle {
    let mut b = Battle::new(setup, seed).unwrap();
    drive(&mut b, |s| {
        matches!(
            s.awaiting(),
            Awaiting::CommanderOrders { side: Side::FIRST }
        )
    });
    let names: Vec<String> = b.state().sides()[0]
        .order_cards
        .iter()
        .map(|c| c.name.clone())
        .collect();
    let deck: Vec<String> = names.iter().filter(|n| *n != order).cloned().collect();
    b.execute(Command::PickCommanderOrders {
        side: Side::FIRST,
        hand: order.into(),
        deck,
    })
    .unwrap();
    b
}

fn use_order(side: Side, order: &str, cards: Vec<u8>, units: &[&str]) -> Command {
    Command::UseCommanderOrder {
        side,
        order: order.into(),
        cards,
        units: units.iter().map(|u| u.to_string()).collect(),
        x: None,
    }
}

fn hand(b: &Battle, side: usize, n: usize) -> Vec<u8> {
    b.state().sides()[side].deck.hand[..n].to_vec()
}

fn last_report(b: &Battle) -> kensei::rules::CombatReport {
    b.log()
        .iter()
        .rev()
        .flat_map(|e| e.events.iter().rev())
        .find_map(|e| match e {
            Event::CombatResolved { report, .. } => Some((**report).clone()),
            _ => None,
        })
        .expect("a combat")
}

fn fight_and_fight_back(b: &mut Battle) {
    b.execute(Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Fight {
            target: "raiders".into(),
            powered: false,
        },
    })
    .unwrap();
    drive(b, |s| {
        matches!(s.awaiting(), Awaiting::FightBack { side: Side::SECOND })
    });
    b.execute(Command::FightBack {
        side: Side::SECOND,
        powered: false,
    })
    .unwrap();
    rolled_through(b);
}

/// Passes on every offering to the gods and answers protect-the-leader by the side's setting
/// until the fight or shot under way is over (R-DECK-4, R-WOUND-4).
fn rolled_through(b: &mut Battle) {
    drive(b, |s| s.combat().is_none());
}

#[test]
fn l1004_banzai_adds_a_die_to_the_next_combat_roll_and_is_spent() {
    // 2.6 cm between centres: the lines are engaged (R-ENG-1).
    let mut b = with_order_in_hand(3, setup(2.6, Vec::new()), "Banzai");
    first_pair(&mut b, "samurai", "raiders");
    let mut plain = b.clone();
    b.execute(use_order(
        Side::FIRST,
        "Banzai",
        hand(&b, 0, 1),
        &["samurai"],
    ))
    .unwrap();
    assert!(b.state().unit("samurai").unwrap().markers.orders.banzai);
    // The order is gone for the battle (L1012), the card discarded (L1006).
    assert!(b.state().sides()[0].orders_gone.contains(&"Banzai".into()));
    assert_eq!(b.state().sides()[0].deck.hand.len(), 5);
    fight_and_fight_back(&mut b);
    fight_and_fight_back(&mut plain);
    let with = last_report(&b).attacker.pool.unwrap().dice;
    let without = last_report(&plain).attacker.pool.unwrap().dice;
    assert_eq!(with, without + 1, "Banzai: +1D6 on the combat roll");
    assert!(!b.state().unit("samurai").unwrap().markers.orders.banzai);
}

#[test]
fn l1012_a_used_commander_order_cannot_be_used_again() {
    let mut b = with_order_in_hand(3, setup(2.6, Vec::new()), "Banzai");
    first_pair(&mut b, "samurai", "raiders");
    b.execute(use_order(
        Side::FIRST,
        "Banzai",
        hand(&b, 0, 1),
        &["samurai"],
    ))
    .unwrap();
    let again = b
        .execute(use_order(
            Side::FIRST,
            "Banzai",
            hand(&b, 0, 1),
            &["archers"],
        ))
        .unwrap_err();
    assert_eq!(again.citation().ruling, Some("R-DECK-2"), "{again}");
}

#[test]
fn l1010_a_unit_with_a_used_marker_cannot_be_chosen() {
    let mut b = with_order_in_hand(5, setup(30.0, Vec::new()), "Banzai");
    first_pair(&mut b, "samurai", "raiders");
    // End the first pair: both hold, the samurai take their used marker (L297).
    drive(&mut b, |s| {
        s.unit("samurai").unwrap().markers.used
            && matches!(
                s.awaiting(),
                Awaiting::ChooseUnit { .. } | Awaiting::ActiveSide { .. }
            )
    });
    let side = Side::FIRST;
    let err = b
        .execute(use_order(side, "Banzai", hand(&b, 0, 1), &["samurai"]))
        .unwrap_err();
    assert_eq!(err.citation().to_string(), "L1010", "{err}");
    // The wrong number of cards names the cost (L1006).
    let err = b
        .execute(use_order(side, "Banzai", hand(&b, 0, 2), &["archers"]))
        .unwrap_err();
    assert_eq!(err.citation().to_string(), "L1006", "{err}");
}

#[test]
fn l1008_forced_march_adds_2x_cm_to_a_move_near_the_general() {
    // 30 cm of open ground; the archers stand 10 cm behind the general's unit.
    let mut b = with_order_in_hand(8, setup(30.0, Vec::new()), "Forced march");
    first_pair(&mut b, "samurai", "raiders");
    // A move of MOV + 2 cm is too long without the order (L466).
    let mv = |b: &Battle| Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Move {
            moves: b
                .state()
                .models_of("samurai")
                .map(|m| kensei::battle::ModelMove::straight(&m.id, m.x, m.y + 12.0, m.facing_deg))
                .collect(),
            powered: false,
            leader: None,
        },
    };
    assert_eq!(
        b.clone()
            .execute(mv(&b))
            .unwrap_err()
            .citation()
            .to_string(),
        "L484"
    );
    // X = 0 is no forced march; X = 1 with two units named is refused (L1008).
    let err = b
        .clone()
        .execute(use_order(
            Side::FIRST,
            "Forced march",
            hand(&b, 0, 1),
            &["samurai"],
        ))
        .unwrap_err();
    assert_eq!(err.citation().to_string(), "L1008", "{err}");
    let err = b
        .clone()
        .execute(use_order(
            Side::FIRST,
            "Forced march",
            hand(&b, 0, 2),
            &["samurai", "archers"],
        ))
        .unwrap_err();
    assert_eq!(err.citation().to_string(), "L1008", "{err}");
    // X = 1: one unit, +2 cm on its next move.
    b.execute(use_order(
        Side::FIRST,
        "Forced march",
        hand(&b, 0, 2),
        &["samurai"],
    ))
    .unwrap();
    assert_eq!(
        b.state()
            .unit("samurai")
            .unwrap()
            .markers
            .orders
            .forced_march_cm,
        2
    );
    b.execute(mv(&b)).unwrap();
    let s = b.state().unit("samurai").unwrap();
    assert_eq!(s.markers.orders.forced_march_cm, 0, "spent by the move");
    assert!((b.state().model("samurai.1").unwrap().y - 52.0).abs() < 1e-9);
}

#[test]
fn l1004_forced_march_units_must_stand_within_10_cm_of_the_general() {
    let mut su = setup(30.0, Vec::new());
    // The archers 25 cm behind the general's unit.
    for m in &mut su.scenario.models {
        if m.unit == "archers" {
            m.y = 10.0;
        }
    }
    let mut b = with_order_in_hand(8, su, "Forced march");
    first_pair(&mut b, "samurai", "raiders");
    let err = b
        .execute(use_order(
            Side::FIRST,
            "Forced march",
            hand(&b, 0, 2),
            &["archers"],
        ))
        .unwrap_err();
    assert_eq!(err.citation().to_string(), "L1004");
    assert!(
        matches!(&err, Rejection::Commander(Commander::FarFromGeneral { distance_cm, .. })
            if *distance_cm > 10.0),
        "{err}"
    );
}

#[test]
fn l1004_volley_ignores_the_minus_1_for_cover_l758() {
    // A wood around the raiders gives them cover (R-COVER-1); the archers shoot at 20-25 cm.
    let mut su = setup(20.0, Vec::new());
    su.scenario.terrain.push(Terrain {
        id: "wood".into(),
        name: None,
        name_es: None,
        kind: TerrainKind::Difficult,
        height: 0.5,
        cover: true,
        polygon: vec![[45.0, 56.0], [75.0, 56.0], [75.0, 66.0], [45.0, 66.0]],
    });
    let mut b = with_order_in_hand(12, su, "Volley");
    first_pair(&mut b, "archers", "raiders");
    let shoot = Command::Order {
        side: Side::FIRST,
        unit: "archers".into(),
        order: Order::Shoot {
            target: "raiders".into(),
            powered: false,
        },
    };
    let mut plain = b.clone();
    plain.execute(shoot.clone()).unwrap();
    rolled_through(&mut plain);
    let rows = |b: &Battle| -> Vec<String> {
        last_report(b)
            .attacker
            .pool
            .unwrap()
            .rows
            .iter()
            .map(|r| r.line.clone())
            .collect()
    };
    assert!(
        rows(&plain).contains(&"L758".to_string()),
        "{:?}",
        rows(&plain)
    );
    b.execute(use_order(
        Side::FIRST,
        "Volley",
        hand(&b, 0, 1),
        &["archers"],
    ))
    .unwrap();
    b.execute(shoot).unwrap();
    rolled_through(&mut b);
    assert!(!rows(&b).contains(&"L758".to_string()), "{:?}", rows(&b));
    // Only a shooting unit may take it.
    assert_eq!(
        plain
            .execute(use_order(
                Side::FIRST,
                "Volley",
                hand(&plain, 0, 1),
                &["samurai"]
            ))
            .map_err(|e| e.citation().to_string()),
        Err("L1004".to_string())
    );
}

#[test]
fn l1004_steady_ranks_passes_the_next_honor_test() {
    // Weak samurai (Honor 1, one attack) against a strong raider line: they lose the melee.
    let mut su = setup(2.6, Vec::new());
    let weak = &mut su.sides[0].units[0];
    weak.profile.honor = 1;
    weak.profile.attack = 0;
    weak.profile.wounds = 1;
    weak.profile.to_wound = 2;
    weak.leader.as_mut().unwrap().honor = 1;
    let strong = &mut su.sides[1].units[0];
    strong.profile.attack = 6;
    strong.profile.wounds = 3;
    strong.profile.to_wound = 6;
    weak_leader_attack_zero(&mut su);
    // Over a few seeds, every time the samurai lose and test, the test passes (Honor 6).
    let mut tested = 0;
    for seed in 0..20 {
        let mut b = with_order_in_hand(seed, su.clone(), "Steady ranks");
        first_pair(&mut b, "samurai", "raiders");
        b.execute(use_order(
            Side::FIRST,
            "Steady ranks",
            hand(&b, 0, 2),
            &["samurai"],
        ))
        .unwrap();
        assert!(
            b.state()
                .unit("samurai")
                .unwrap()
                .markers
                .orders
                .steady_ranks
        );
        fight_and_fight_back(&mut b);
        let report = last_report(&b);
        let Some(test) = report.attacker.honor_test.clone() else {
            continue;
        };
        tested += 1;
        assert!(test.passed && test.honor >= 6, "{test:?}");
        assert_eq!(report.attacker.morale, kensei::rules::Morale::Holds);
        assert!(
            !b.state()
                .unit("samurai")
                .unwrap()
                .markers
                .orders
                .steady_ranks
        );
    }
    assert!(tested > 0, "the weak samurai never lost");
}

fn weak_leader_attack_zero(su: &mut BattleSetup) {
    su.sides[0].units[0].leader.as_mut().unwrap().attack = 0;
}

#[test]
fn l1004_ancestors_watch_needs_stun_markers_to_remove() {
    let mut b = with_order_in_hand(6, setup(30.0, Vec::new()), "Ancestors watch");
    first_pair(&mut b, "samurai", "raiders");
    let err = b
        .execute(use_order(
            Side::FIRST,
            "Ancestors watch",
            hand(&b, 0, 2),
            &["samurai"],
        ))
        .unwrap_err();
    assert_eq!(err.citation().to_string(), "L1004");
    assert!(
        matches!(&err, Rejection::Commander(Commander::StunMarkers { .. })),
        "{err}"
    );
}

/// A side with a skirmisher unit not on the table yet, and deployment zones 20 cm deep.
fn hidden_setup() -> BattleSetup {
    let mut models = row("samurai", 0, 5, true, 50.0, 10.0);
    models.extend(row("raiders", 1, 5, true, 50.0, 80.0));
    let mut scouts = profile("Scouts", 1, 3, 3, 1);
    scouts.skirmisher = true;
    let mut t = table(models, Vec::new());
    t.deployment_zones = vec![
        DeploymentZone {
            side: 0,
            polygon: vec![[0.0, 0.0], [120.0, 0.0], [120.0, 20.0], [0.0, 20.0]],
        },
        DeploymentZone {
            side: 1,
            polygon: vec![[0.0, 70.0], [120.0, 70.0], [120.0, 90.0], [0.0, 90.0]],
        },
    ];
    let sides = [
        side(
            "Takeda",
            vec![
                unit(
                    "samurai",
                    profile("Samurai", 3, 2, 4, 2),
                    5,
                    Some(hero("Shingen")),
                ),
                unit("scouts", scouts, 3, None),
            ],
        ),
        side(
            "Wako",
            vec![unit(
                "raiders",
                profile("Raiders", 3, 2, 4, 2),
                5,
                Some(hero("Ryu")),
            )],
        ),
    ];
    BattleSetup::new(400, t, sides)
}

#[test]
fn l1004_hidden_path_deploys_a_skirmisher_unit_more_than_30_cm_from_the_enemy() {
    let mut b = with_order_in_hand(2, hidden_setup(), "Hidden path");
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::Deploy { side: Side::FIRST })
    });
    let deploy = |x: f64, y: f64| Command::Deploy {
        side: Side::FIRST,
        model: "scouts.1".into(),
        x,
        y,
        facing_deg: 90.0,
    };
    // Outside the zone without the order (L211).
    assert_eq!(
        b.clone()
            .execute(deploy(60.0, 45.0))
            .unwrap_err()
            .citation()
            .to_string(),
        "L211"
    );
    // Only a skirmisher unit takes it.
    assert_eq!(
        b.clone()
            .execute(use_order(
                Side::FIRST,
                "Hidden path",
                hand(&b, 0, 2),
                &["samurai"]
            ))
            .unwrap_err()
            .citation()
            .to_string(),
        "L1004"
    );
    b.execute(use_order(
        Side::FIRST,
        "Hidden path",
        hand(&b, 0, 2),
        &["scouts"],
    ))
    .unwrap();
    // The raiders stand at y 80: 25 cm away is too near, 33 cm is fine.
    let err = b.clone().execute(deploy(60.0, 53.8)).unwrap_err();
    assert_eq!(err.citation().to_string(), "L1004", "{err}");
    b.execute(deploy(60.0, 45.0)).unwrap();
    assert!(b.state().model("scouts.1").unwrap().deployed);
}

#[test]
fn l1004_hidden_path_is_used_while_deploying_only() {
    let mut b = with_order_in_hand(2, hidden_setup(), "Hidden path");
    // Deploy every model, then try it in the activation phase.
    drive(&mut b, |s| s.phase() == Phase::Activation);
    let err = b
        .execute(use_order(
            Side::FIRST,
            "Hidden path",
            hand(&b, 0, 2),
            &["scouts"],
        ))
        .unwrap_err();
    assert_eq!(err.citation().to_string(), "L1004", "{err}");
}

fn rule(text: &str, enforce: EnforcedRule) -> SpecialRule {
    SpecialRule {
        text: text.into(),
        enforce: Some(enforce),
    }
}

#[test]
fn scenario_dawn_mist_no_shot_beyond_20_cm_on_turn_1() {
    let mist = rule(
        "Dawn mist",
        EnforcedRule::MaxShootingRange {
            max_cm: 20.0,
            turns: vec![1],
        },
    );
    // The archers at y 30, the raiders at y 70: 37.5 cm apart, within the bows' 40 cm.
    let shoot = Command::Order {
        side: Side::FIRST,
        unit: "archers".into(),
        order: Order::Shoot {
            target: "raiders".into(),
            powered: false,
        },
    };
    let mut b = Battle::new(setup(30.0, vec![mist]), 9).unwrap();
    first_pair(&mut b, "archers", "raiders");
    let err = b.execute(shoot.clone()).unwrap_err();
    assert!(
        matches!(&err, Rejection::Scenario(r) if r.rule() == "Dawn mist"),
        "{err}"
    );
    // The same rule on turn 2 only leaves turn 1 free.
    let later = rule(
        "Mist at noon",
        EnforcedRule::MaxShootingRange {
            max_cm: 20.0,
            turns: vec![2],
        },
    );
    let mut b = Battle::new(setup(30.0, vec![later]), 9).unwrap();
    first_pair(&mut b, "archers", "raiders");
    b.execute(shoot).unwrap();
}

#[test]
fn scenario_darkness_limits_the_shot_every_turn_and_stand_and_shoot() {
    let dark = rule(
        "Darkness",
        EnforcedRule::MaxShootingRange {
            max_cm: 20.0,
            turns: Vec::new(),
        },
    );
    let b = Battle::new(setup(30.0, vec![dark]), 9).unwrap();
    let s = b.state();
    assert_eq!(
        kensei::battle::scenario::special_rules::shooting_limit_cm(s),
        20.0,
        "every turn"
    );
}

#[test]
fn scenario_sleeping_garrison_side_1_gives_no_combat_order_on_turn_1() {
    let sleep = rule(
        "The garrison sleeps",
        EnforcedRule::NoCombatOrders {
            side: 1,
            turns: vec![1],
        },
    );
    let mut b = Battle::new(setup(2.6, vec![sleep]), 14).unwrap();
    first_pair(&mut b, "samurai", "raiders");
    // Side 0 holds; side 1 may not fight.
    b.execute(Command::Hold { side: Side::FIRST }).unwrap();
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::SpendOrder { side: Side::SECOND })
    });
    let err = b
        .execute(Command::Order {
            side: Side::SECOND,
            unit: "raiders".into(),
            order: Order::Fight {
                target: "samurai".into(),
                powered: false,
            },
        })
        .unwrap_err();
    assert!(
        matches!(&err, Rejection::Scenario(r) if r.rule() == "The garrison sleeps"),
        "{err}"
    );
    // Nor does the legal list offer it.
    assert!(!legal_commands(b.state()).iter().any(|c| matches!(
        c,
        Command::Order {
            side: Side::SECOND,
            order: Order::Fight { .. },
            ..
        }
    )));
}

#[test]
fn scenario_river_no_move_crosses_it_but_over_the_bridge() {
    let river = rule(
        "The river is impassable except over the bridge",
        EnforcedRule::NoCrossing {
            terrain: vec!["river-west".into(), "river-east".into()],
        },
    );
    let mut su = setup(30.0, vec![river]);
    // A thin river across the table at y 45-46, fordable by its terrain (difficult) but closed
    // by the scenario, with the bridge between x 45 and 70.
    for (id, x0, x1) in [("river-west", 0.0, 45.0), ("river-east", 70.0, 120.0)] {
        su.scenario.terrain.push(Terrain {
            id: id.into(),
            name: None,
            name_es: None,
            kind: TerrainKind::Difficult,
            height: 0.0,
            cover: false,
            polygon: vec![[x0, 45.0], [x1, 45.0], [x1, 46.0], [x0, 46.0]],
        });
    }
    let mut b = Battle::new(su, 10).unwrap();
    first_pair(&mut b, "samurai", "raiders");
    // The whole unit (x 50-65 at y 40) steps (dx, dy).
    let mv = |b: &Battle, dx: f64, dy: f64| Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Move {
            moves: b
                .state()
                .models_of("samurai")
                .map(|m| kensei::battle::ModelMove::straight(&m.id, m.x + dx, m.y + dy, 90.0))
                .collect(),
            powered: false,
            leader: None,
        },
    };
    // Half left: the leader's path crosses the western river.
    let err = b.clone().execute(mv(&b, -8.0, 5.0)).unwrap_err();
    assert!(
        matches!(&err, Rejection::Scenario(Scenario::Crosses { rule, terrain, .. })
            if rule.starts_with("The river") && terrain == "river-west"),
        "{err}"
    );
    // Straight ahead: over the bridge.
    b.execute(mv(&b, 0.0, 8.0)).unwrap();
}

#[test]
fn scenario_envoy_killing_side_0_general_scores_3_vp_for_side_1() {
    let envoy = rule(
        "The envoy",
        EnforcedRule::VpForKilling {
            victim: kensei::table::model::Victim::GeneralOf(0),
            vp: 3,
        },
    );
    let b = Battle::new(setup(30.0, vec![envoy]), 1).unwrap();
    let alive = kensei::battle::scenario::scoring::final_points(b.state()).0;
    let mut s = b.state().clone();
    s.sides_mut()[0].general_dead = true;
    let dead = kensei::battle::scenario::scoring::final_points(&s);
    assert_eq!(dead.0[1], alive[1] + 3, "{:?}", dead.1);
    assert!(dead.1.iter().any(|p| matches!(
        p,
        kensei::battle::model::reasons::VpSource::ScenarioKill { rule, .. } if rule.contains("The envoy")
    )));
}

#[test]
fn scenario_a_bad_rule_names_the_file_the_field_and_the_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.json");
    let text = r#"{
  "schema_version": 1,
  "table": {"width_cm": 120, "depth_cm": 90},
  "special_rules": [
    "Plain text",
    {"text": "Sleep", "enforce": {"rule": "no_combat_orders", "side": 3}}
  ]
}"#;
    std::fs::write(&path, text).unwrap();
    let err = kensei::battle::setup::roster::load_scenario(&path)
        .unwrap_err()
        .to_string();
    assert!(err.contains("special_rules[1].enforce.side"), "{err}");
    assert!(err.contains(":6:"), "{err}");
    let text = text.replace("no_combat_orders", "no_sleeping");
    std::fs::write(&path, text).unwrap();
    let err = kensei::battle::setup::roster::load_scenario(&path)
        .unwrap_err()
        .to_string();
    assert!(err.contains("special_rules[1]"), "{err}");
    assert!(err.contains("no_sleeping"), "{err}");
}

#[test]
fn scenario_the_bundled_scenarios_enforce_their_rules() {
    for (file, n) in [
        ("scenarios/pitched_battle.json", 1),
        ("scenarios/hold_the_bridge.json", 1),
        ("scenarios/escort.json", 1),
        ("scenarios/night_raid.json", 2),
    ] {
        let t = kensei::battle::setup::roster::load_scenario(std::path::Path::new(file)).unwrap();
        let typed = t.special_rules.iter().filter(|r| r.enforce.is_some());
        assert_eq!(typed.count(), n, "{file}");
    }
}

#[test]
fn l1055_a_troop_with_two_ki_abilities_chooses_one() {
    let faction = kensei::army::load_faction(std::path::Path::new(
        "tests/fixtures/army_test_faction.json",
    ))
    .unwrap();
    let hero_p = faction.profile("hero").unwrap();
    let hero = kensei::battle::setup::army_side::troop_profile(&faction, hero_p);
    let mut su = setup(30.0, Vec::new());
    // Side 0's samurai are the faction's heroes: Kiai and Fury, both ki (L1053).
    su.sides[0].units[0].profile = hero.clone();
    su.sides[0].units[0].leader = Some(hero);
    su.sides[0].faction = Some(faction);
    let mut b = Battle::new(su, 21).unwrap();
    for _ in 0..10_000 {
        if matches!(b.state().awaiting(), Awaiting::KiAbility { .. })
            || b.state().phase() == Phase::Ended
        {
            break;
        }
        let cmd = legal_commands(b.state()).into_iter().next().unwrap();
        b.execute(cmd).unwrap();
    }
    assert_eq!(
        b.state().awaiting(),
        Awaiting::KiAbility { side: Side::FIRST }
    );
    let offered: Vec<Command> = legal_commands(b.state())
        .into_iter()
        .filter(|c| matches!(c, Command::ChooseKi { .. }))
        .collect();
    assert_eq!(offered.len(), 2, "{offered:?}");
    let choose = |ability: &str| Command::ChooseKi {
        side: Side::FIRST,
        unit: "samurai".into(),
        ability: ability.into(),
    };
    assert_eq!(
        b.clone()
            .execute(choose("drum"))
            .unwrap_err()
            .citation()
            .to_string(),
        "L1055"
    );
    b.execute(choose("fury")).unwrap();
    let u = b.state().unit("samurai").unwrap();
    assert_eq!(u.markers.ki_ability.as_deref(), Some("fury"));
    assert_eq!(
        kensei::battle::turn::ki::ability_in_use(b.state(), u).as_deref(),
        Some("fury")
    );
}

#[test]
fn r_deck_2_battle_play_uses_commander_orders_and_replays() {
    let lists = [
        "armies/lists/akagane_400.json",
        "armies/lists/hayashi_400.json",
    ];
    let sides =
        lists.map(|l| kensei::battle::setup::roster::load_side(std::path::Path::new(l)).unwrap());
    let scenario = kensei::battle::setup::roster::load_scenario(std::path::Path::new(
        "scenarios/pitched_battle.json",
    ))
    .unwrap();
    let mut b = Battle::new(BattleSetup::new(400, scenario, sides), 7).unwrap();
    let mut used = 0;
    for _ in 0..20_000 {
        if b.state().phase() == Phase::Ended {
            break;
        }
        let cmd = legal_commands(b.state()).into_iter().next().unwrap();
        if matches!(cmd, Command::UseCommanderOrder { .. }) {
            used += 1;
        }
        b.execute(cmd).unwrap();
    }
    assert_eq!(b.state().phase(), Phase::Ended);
    assert!(used >= 2, "commander orders used: {used}");
    let saved = b.to_saved();
    let opened = Battle::open(&saved).unwrap();
    assert_eq!(opened.state(), b.state());
    assert_eq!(Battle::verify(&saved), Ok(kensei::battle::Verdict::Agrees));
}
