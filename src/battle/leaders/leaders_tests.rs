//! Tests of a leader joining (L537-543) and leaving (L545-551) a unit, against the book. Each
//! builds a small table by hand (the enemy far away, so no opportunity charge is offered) and
//! sends the engine's own commands.

use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{Command, LeaderChange, ModelMove, Order};
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Leader, Rejection};
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::{TroopProfile, UnitSpec};
use crate::battle::scene::{self, Scene};
use crate::battle::{check, legal_commands};

/// A unit and where its models stand, the leader first when it has one.
struct U {
    id: &'static str,
    side: u8,
    profile: TroopProfile,
    leader: Option<TroopProfile>,
    general: bool,
    used: bool,
    at: Vec<(f64, f64)>,
}

fn troop() -> TroopProfile {
    TroopProfile::foot("ashigaru", 1, 2, 3, 1)
}

fn hero() -> TroopProfile {
    TroopProfile::foot("hatamoto", 4, 5, 6, 3)
}

fn unit(id: &'static str, side: u8, at: Vec<(f64, f64)>) -> U {
    U {
        id,
        side,
        profile: troop(),
        leader: None,
        general: false,
        used: false,
        at,
    }
}

fn lone_leader(id: &'static str, side: u8, x: f64, y: f64) -> U {
    U {
        profile: hero(),
        leader: Some(hero()),
        general: true,
        ..unit(id, side, vec![(x, y)])
    }
}

fn line(x: f64, y: f64, n: usize) -> Vec<(f64, f64)> {
    scene::row(x, y, n, 2.6)
}

/// A state in turn 1's activation phase, `active` (side 0) with two orders to spend.
fn state(units: Vec<U>, active: &str) -> BattleState {
    let mut scene = Scene::new();
    for un in &units {
        let has_leader = un.leader.is_some();
        let n = un.at.len() as u32 - u32::from(has_leader);
        scene.unit(
            un.side,
            UnitSpec {
                movement_base: false,
                id: un.id.into(),
                profile: un.profile.clone(),
                models: n,
                leader: un.leader.clone(),
                general: un.general,
                mixed: Vec::new(),
            },
        );
        let facing = if un.side == 0 { 90.0 } else { 270.0 };
        scene.place_unit(un.id, un.side, has_leader, facing, troop().base, &un.at);
    }
    let mut s = scene::side0_active(&scene.setup(), active);
    for un in &units {
        if un.used {
            s.unit_mut(un.id).unwrap().markers.used = true;
        }
    }
    s
}

fn model_mut<'a>(
    s: &'a mut BattleState,
    id: &str,
) -> &'a mut crate::battle::model::state::ModelState {
    s.models_mut().iter_mut().find(|m| m.id == id).unwrap()
}

fn step(s: &mut BattleState, cmd: &Command, seed: u64) -> Vec<Event> {
    scene::step(s, cmd, seed, 1)
}

fn mv(unit: &str, moves: Vec<ModelMove>, leader: LeaderChange) -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: unit.into(),
        order: Order::Move {
            moves,
            powered: false,
            leader: Some(leader),
        },
    }
}

fn join(to: &str, swap: Option<&str>) -> LeaderChange {
    LeaderChange::Join {
        unit: to.into(),
        swap_with: swap.map(Into::into),
    }
}

/// The lone general `lord` at (20, 30) and the used `spears` from (30, 30) along +x; the enemy
/// far off.
fn join_table(spears_used: bool, spears_leader: bool) -> BattleState {
    let mut spears = unit(
        "spears",
        0,
        line(30.0, 30.0, 3 + usize::from(spears_leader)),
    );
    spears.used = spears_used;
    if spears_leader {
        spears.leader = Some(hero());
    }
    state(
        vec![
            lone_leader("lord", 0, 20.0, 30.0),
            spears,
            unit("foes", 1, line(60.0, 85.0, 3)),
        ],
        "lord",
    )
}

/// The lord's move to 0.3 cm from `spears.1` (or its leader).
fn lord_to_spears() -> Vec<ModelMove> {
    vec![ModelMove::straight("lord.leader", 27.2, 30.0, 0.0)]
}

#[test]
fn l537_lone_leader_joins_used_unit() {
    let mut s = join_table(true, false);
    let events = step(
        &mut s,
        &mv("lord", lord_to_spears(), join("spears", None)),
        3,
    );
    assert!(events.iter().any(|e| matches!(e,
        Event::LeaderJoined { leader_unit, unit, model, swapped_with: None }
            if leader_unit == "lord" && unit == "spears" && model == "lord.leader")));
    let spears = s.unit("spears").unwrap();
    assert_eq!(spears.leader.as_ref().unwrap().name, "hatamoto");
    assert!(spears.general, "the general leads the unit now (L428)");
    assert_eq!(spears.models_in_play(), 4);
    let m = s.model("lord.leader").unwrap();
    assert_eq!((m.unit.as_str(), m.leader), ("spears", true));
    let lord = s.unit("lord").unwrap();
    assert!(lord.removed && lord.joined.as_deref() == Some("spears"));
    // R-TURN-1: one leader alive, the general: 3 points, counted once.
    assert_eq!(
        crate::battle::scenario::scoring::leader_points(&s).0,
        [3, 0]
    );
    // His activation is over: he is part of a used unit; the side holds its last order.
    assert!(
        events.contains(&Event::Held { side: Side::FIRST }),
        "{events:?}"
    );
    assert!(s.unused_units(Side::FIRST).is_empty());
    assert_eq!(*s.leader_move(), None);
}

#[test]
fn l539_join_is_refused_without_a_used_marker() {
    let s = join_table(false, false);
    let r = check(&s, &mv("lord", lord_to_spears(), join("spears", None))).unwrap_err();
    assert_eq!(r.citation().to_string(), "L539");
    assert!(
        matches!(&r, Rejection::Leader(Leader::JoinUnused { unit }) if unit == "spears"),
        "{r}"
    );
}

#[test]
fn l539_join_is_refused_farther_than_2_5_cm() {
    let s = join_table(true, false);
    let far = vec![ModelMove::straight("lord.leader", 24.0, 30.0, 0.0)];
    let r = check(&s, &mv("lord", far, join("spears", None))).unwrap_err();
    assert_eq!(r.citation().to_string(), "L539");
    assert!(
        matches!(&r, Rejection::Leader(Leader::JoinTooFar { gap_cm, .. }) if *gap_cm > 2.5),
        "{r}"
    );
}

#[test]
fn l541_join_is_refused_when_the_unit_has_a_leader() {
    let s = join_table(true, true);
    let r = check(&s, &mv("lord", lord_to_spears(), join("spears", None))).unwrap_err();
    assert_eq!(r.citation().to_string(), "L541, L415");
    assert!(
        matches!(&r, Rejection::Leader(Leader::HasLeader { unit }) if unit == "spears"),
        "{r}"
    );
}

#[test]
fn l541_join_is_refused_when_he_could_not_lead_the_unit() {
    // A mounted leader cannot lead infantry (L417: same troop type).
    let mut s = join_table(true, false);
    let lord = s.unit_mut("lord").unwrap();
    lord.profile.mounted = true;
    lord.leader.as_mut().unwrap().mounted = true;
    let r = check(&s, &mv("lord", lord_to_spears(), join("spears", None))).unwrap_err();
    assert_eq!(r.citation().to_string(), "L541, L417");
    // The rejection names both units by their ids; whoever words it names them.
    assert!(
        matches!(&r, Rejection::Leader(Leader::CannotLeadTroopType { leader, unit })
            if leader == "lord" && unit == "spears"),
        "{r}"
    );
    // Nor a leader without a ranged weapon a unit of archers (L417).
    let mut s = join_table(true, false);
    s.unit_mut("spears").unwrap().profile.range_cm = Some(40.0);
    let r = check(&s, &mv("lord", lord_to_spears(), join("spears", None))).unwrap_err();
    assert_eq!(r.citation().to_string(), "L541, L417");
}

#[test]
fn l539_join_follows_the_army_builder_for_army_lists() {
    // Akagane's lists: the faction's classes decide (L416-418, R-ARMY-2).
    let faction = crate::army::find_faction(
        "akagane",
        std::path::Path::new("armies/lists/akagane_400.json"),
    )
    .unwrap();
    let leader = faction.profiles.iter().find(|p| p.leader).unwrap();
    let mut s = join_table(true, false);
    s.sides_mut()[0].faction = Some(std::sync::Arc::new(faction.clone()));
    let as_troop = |p: &crate::army::Profile| TroopProfile {
        army_profile: Some(p.id.clone()),
        ..troop()
    };
    let lp = as_troop(leader);
    s.unit_mut("lord").unwrap().leader = Some(lp.clone());
    for p in &faction.profiles {
        s.unit_mut("spears").unwrap().profile = as_troop(p);
        let expected = crate::army::unit_leader_problems(&faction, p, leader).is_empty();
        let joining = mv("lord", lord_to_spears(), join("spears", None));
        let got = check(&s, &joining);
        assert_eq!(
            got.is_ok(),
            expected,
            "{} leading {}: {got:?}",
            leader.id,
            p.id
        );
        if let Err(r) = got {
            assert!(r.citation().to_string().starts_with("L541"), "{r}");
        }
    }
}

#[test]
fn l543_joining_leader_swaps_places_with_a_model_of_the_unit() {
    let mut s = join_table(true, false);
    let was = s.model("spears.3").map(|m| (m.x, m.y)).unwrap();
    step(
        &mut s,
        &mv("lord", lord_to_spears(), join("spears", Some("spears.3"))),
        3,
    );
    let lord = s.model("lord.leader").unwrap();
    assert_eq!((lord.x, lord.y), was);
    let swapped = s.model("spears.3").unwrap();
    assert_eq!((swapped.x, swapped.y), (27.2, 30.0));
    // Only a model of that unit.
    let s = join_table(true, false);
    let r = check(
        &s,
        &mv("lord", lord_to_spears(), join("spears", Some("foes.1"))),
    )
    .unwrap_err();
    assert_eq!(r.citation().to_string(), "L543");
}

#[test]
fn l539_a_run_that_falls_short_drops_the_join() {
    // Declared at the end of a run 2 x MOV + 6 away; the die decides where he stops.
    let mut s = join_table(true, false);
    let lord = model_mut(&mut s, "lord.leader");
    (lord.x, lord.facing_deg) = (1.75, 0.0);
    let far = vec![ModelMove::straight("lord.leader", 27.2, 30.0, 0.0)];
    let cmd = Command::Order {
        side: Side::FIRST,
        unit: "lord".into(),
        order: Order::Move {
            moves: far,
            powered: true,
            leader: Some(join("spears", None)),
        },
    };
    // 25.45 cm to go: 2 x 10 + the die reaches only on a 6.
    let mut outcomes = Vec::new();
    for seed in 0..12 {
        let mut t = s.clone();
        let mut events = step(&mut t, &cmd, seed);
        // Nobody holds a card: no offerings; the roll settles at once or after passes.
        while let Awaiting::Offerings { side } = t.awaiting() {
            events.extend(step(&mut t, &Command::PassOffering { side }, seed));
        }
        let joined = events
            .iter()
            .any(|e| matches!(e, Event::LeaderJoined { .. }));
        let dropped = events
            .iter()
            .any(|e| matches!(e, Event::LeaderChangeDropped { rule, .. } if rule == "L539"));
        assert!(joined != dropped, "seed {seed}: {events:?}");
        assert_eq!(*t.leader_move(), None);
        outcomes.push(joined);
    }
    assert!(outcomes.contains(&true) && outcomes.contains(&false));
}

/// `bows`: a leader and three models in a line from (30, 30), active; the enemy far off.
fn leave_table() -> BattleState {
    let mut bows = unit("bows", 0, line(30.0, 30.0, 4));
    bows.leader = Some(hero());
    state(vec![bows, unit("foes", 1, line(60.0, 85.0, 3))], "bows")
}

fn leave(x: f64, y: f64) -> LeaderChange {
    LeaderChange::Leave {
        x,
        y,
        facing_deg: 90.0,
    }
}

#[test]
fn l547_leader_leaves_and_is_placed_within_5cm() {
    let mut s = leave_table();
    let forward: Vec<ModelMove> = s
        .models_of("bows")
        .map(|m| ModelMove::straight(m.id.clone(), m.x, m.y + 5.0, 90.0))
        .collect();
    // Placed 4 cm (edge to edge) from bows.1 where it ends, (32.6, 35).
    let events = step(&mut s, &mv("bows", forward, leave(32.6, 41.5)), 5);
    assert!(events.iter().any(|e| matches!(e,
        Event::LeaderLeft { unit, model, new_unit, .. }
            if unit == "bows" && model == "bows.leader" && new_unit == "bows.leader")));
    let m = s.model("bows.leader").unwrap();
    assert_eq!((m.unit.as_str(), m.x, m.y), ("bows.leader", 32.6, 41.5));
    let bows = s.unit("bows").unwrap();
    assert!(bows.leader.is_none());
    assert_eq!(bows.models_in_play(), 3);
    let alone = s.unit("bows.leader").unwrap();
    assert!(alone.is_lone_leader());
    assert_eq!(alone.leader.as_ref().unwrap().name, "hatamoto");
    // Farther than 5 cm from every model of the unit: refused.
    let s = leave_table();
    let r = check(&s, &mv("bows", Vec::new(), leave(30.0, 38.6))).unwrap_err();
    assert_eq!(r.citation().to_string(), "L549");
    assert!(
        matches!(&r, Rejection::Leader(Leader::LeaveTooFar { gap_cm }) if *gap_cm > 5.0),
        "{r}"
    );
}

#[test]
fn l547_only_a_unit_leader_leaves() {
    let s = state(
        vec![
            unit("spears", 0, line(30.0, 30.0, 3)),
            unit("foes", 1, line(60.0, 85.0, 3)),
        ],
        "spears",
    );
    let r = check(&s, &mv("spears", Vec::new(), leave(32.6, 34.0))).unwrap_err();
    assert_eq!(r.citation().to_string(), "L547");
}

#[test]
fn l547_leader_cannot_leave_a_unit_in_melee() {
    // The enemy in base contact with bows.3, facing it (R-ENG-1).
    let mut bows = unit("bows", 0, line(30.0, 30.0, 4));
    bows.leader = Some(hero());
    let s = state(
        vec![bows, unit("foes", 1, vec![(37.8, 32.6), (40.4, 32.6)])],
        "bows",
    );
    let r = check(&s, &mv("bows", Vec::new(), leave(30.0, 26.0))).unwrap_err();
    assert_eq!(r.citation().to_string(), "L547");
}

#[test]
fn l549_leaving_leader_may_not_engage_an_enemy() {
    let mut bows = unit("bows", 0, line(30.0, 30.0, 4));
    bows.leader = Some(hero());
    let s = state(
        vec![bows, unit("foes", 1, vec![(30.0, 39.0), (32.6, 39.0)])],
        "bows",
    );
    // (30, 35.5) is within 5 cm of bows.leader's old place and 1 cm from the foes' bases.
    let r = check(&s, &mv("bows", Vec::new(), leave(30.0, 35.5))).unwrap_err();
    assert_eq!(r.citation().to_string(), "L549");
    assert!(matches!(&r, Rejection::Leader(Leader::LeaveEngages)), "{r}");
}

#[test]
fn l551_the_leaver_is_used_and_reactive_and_the_orders_stay_the_units() {
    let mut s = leave_table();
    step(&mut s, &mv("bows", Vec::new(), leave(30.0, 26.0)), 5);
    let alone = s.unit("bows.leader").unwrap();
    assert!(alone.markers.used, "a used marker at once (L551)");
    assert!(
        !s.unused_units(Side::FIRST)
            .iter()
            .any(|u| u.id == "bows.leader")
    );
    // The active unit keeps its last order.
    let pair = s.pair().as_ref().unwrap();
    assert_eq!(pair.units[0].as_deref(), Some("bows"));
    assert_eq!(pair.orders[0], 1);
    assert_eq!(s.awaiting(), Awaiting::SpendOrder { side: Side::FIRST });
    // The leaver gives no order: he is not an active unit.
    let r = check(
        &s,
        &Command::Order {
            side: Side::FIRST,
            unit: "bows.leader".into(),
            order: Order::Parapet,
        },
    )
    .unwrap_err();
    assert_eq!(r.citation().to_string(), "L276, L289");
}

#[test]
fn l537_a_leader_who_left_joins_again_as_the_same_unit() {
    let mut s = join_table(true, false);
    step(
        &mut s,
        &mv("lord", lord_to_spears(), join("spears", None)),
        3,
    );
    // Next activation: spears moves and the lord steps out again: `lord` comes back.
    let p = s.pair_mut().as_mut().unwrap();
    p.units[0] = Some("spears".into());
    p.orders[0] = 2;
    p.holding[0] = false;
    *s.awaiting_mut() = Awaiting::SpendOrder { side: Side::FIRST };
    let events = step(&mut s, &mv("spears", Vec::new(), leave(27.2, 26.0)), 4);
    assert!(events.iter().any(|e| matches!(e,
        Event::LeaderLeft { new_unit, .. } if new_unit == "lord")));
    let lord = s.unit("lord").unwrap();
    assert!(!lord.removed && lord.joined.is_none() && lord.general && lord.is_lone_leader());
    assert!(!s.unit("spears").unwrap().general);
    assert_eq!(s.model("lord.leader").unwrap().unit, "lord");
}

#[test]
fn l670_a_fight_after_joining_rolls_the_leaders_attack() {
    // The lord joins the used spears in contact range of nothing; then the spears fight an
    // enemy unit in contact with the leader's model.
    let mut s = join_table(true, false);
    step(
        &mut s,
        &mv("lord", lord_to_spears(), join("spears", None)),
        3,
    );
    let cu =
        crate::battle::combat::inputs::combat_unit_for_odds(&s, s.unit("spears").unwrap(), true);
    let l = cu.leader.expect("the unit has a leader now");
    assert_eq!((l.attack, l.hr), (4, 3));
    assert_eq!(
        l.honor,
        Some(6),
        "the unit tests with the leader's Honor (L422)"
    );
    // An enemy facing the leader, in contact; the spears (used) fight it as the active unit.
    for (i, m) in s
        .models_mut()
        .iter_mut()
        .filter(|m| m.unit == "foes")
        .enumerate()
    {
        (m.x, m.y, m.facing_deg) = (27.2 + 2.6 * i as f64, 32.6, 270.0);
    }
    let p = s.pair_mut().as_mut().unwrap();
    p.units[0] = Some("spears".into());
    p.orders[0] = 2;
    p.holding[0] = false;
    *s.awaiting_mut() = Awaiting::SpendOrder { side: Side::FIRST };
    let fight = Command::Order {
        side: Side::FIRST,
        unit: "spears".into(),
        order: Order::Fight {
            target: "foes".into(),
            powered: false,
        },
    };
    let mut events = step(&mut s, &fight, 9);
    for _ in 0..50 {
        if events
            .iter()
            .any(|e| matches!(e, Event::CombatResolved { .. }))
        {
            break;
        }
        let next = legal_commands(&s)
            .into_iter()
            .next()
            .expect("a legal command");
        events.extend(step(&mut s, &next, 9));
    }
    let report = events
        .iter()
        .find_map(|e| match e {
            Event::CombatResolved { report, .. } => Some(report.clone()),
            _ => None,
        })
        .expect("the fight was resolved");
    let pool = report.attacker.pool.expect("the spears rolled");
    let row = pool
        .rows
        .iter()
        .find(|r| r.line == "L670")
        .expect("the unit leader's row (L670)");
    assert_eq!(row.dice, 4, "the leader's attack 4 in dice");
}

#[test]
fn l990_a_leader_placed_apart_is_his_own_unit_and_never_isolated() {
    // Placed 4 cm from his unit, farther than the 2.5 cm of cohesion: alone, not isolated.
    let mut s = leave_table();
    step(&mut s, &mv("bows", Vec::new(), leave(30.0, 23.5)), 5);
    assert!(s.model("bows.leader").is_some());
    assert!(crate::battle::aftermath::isolated::isolated_models(&s, "bows.leader").is_empty());
    assert_eq!(s.models_of("bows").count(), 3);
}

#[test]
fn legal_commands_offer_the_join_and_the_leave_and_they_replay() {
    let s = join_table(true, false);
    let legal = legal_commands(&s);
    let first = legal.first().expect("legal commands");
    assert!(
        matches!(first, Command::Order { order: Order::Move { leader: Some(LeaderChange::Join { unit, .. }), .. }, .. } if unit == "spears"),
        "a lone leader beside a used unit joins it first: {first:?}"
    );
    let s = leave_table();
    assert!(legal_commands(&s).iter().any(|c| matches!(
        c,
        Command::Order {
            order: Order::Move {
                leader: Some(LeaderChange::Leave { .. }),
                ..
            },
            ..
        }
    )));
    // The command round-trips through JSON as a saved log keeps it; an old Move without the
    // field still reads.
    let json = serde_json::to_string(first).unwrap();
    assert!(
        json.contains(r#""leader":{"change":"join","unit":"spears"}"#),
        "{json}"
    );
    assert_eq!(&serde_json::from_str::<Command>(&json).unwrap(), first);
    let old = r#"{"command":"order","side":0,"unit":"a","order":{"order":"move","moves":[],"powered":false}}"#;
    assert!(matches!(
        serde_json::from_str::<Command>(old).unwrap(),
        Command::Order {
            order: Order::Move { leader: None, .. },
            ..
        }
    ));
}

#[test]
fn l852_a_leader_caught_by_an_opportunity_charge_does_not_join() {
    // The foes, unused with orders left, 7.5 cm from the lord's way and facing it.
    let mut s = join_table(true, false);
    // In a triangle: a closed formation (R-FORM-1, L608).
    let spots = [(23.0, 40.0), (25.6, 40.0), (24.3, 42.25)];
    for (m, at) in s
        .models_mut()
        .iter_mut()
        .filter(|m| m.unit == "foes")
        .zip(spots)
    {
        (m.x, m.y) = at;
    }
    s.pair_mut().as_mut().unwrap().orders[1] = 2;
    let events = step(
        &mut s,
        &mv("lord", lord_to_spears(), join("spears", None)),
        3,
    );
    assert!(
        matches!(
            s.awaiting(),
            Awaiting::OpportunityCharge { side: Side::SECOND }
        ),
        "{:?} {events:?}",
        s.awaiting()
    );
    let mut events = step(
        &mut s,
        &Command::OpportunityCharge {
            side: Side::SECOND,
            unit: "foes".into(),
            powered: false,
            at: None,
        },
        4,
    );
    while let Awaiting::Offerings { side } = s.awaiting() {
        events.extend(step(&mut s, &Command::PassOffering { side }, 4));
    }
    assert!(
        events.iter().any(|e| matches!(e,
            Event::LeaderChangeDropped { unit, rule, .. } if unit == "lord" && rule == "L852")),
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::LeaderJoined { .. }))
    );
    assert_eq!(*s.leader_move(), None);
    assert!(s.unit("spears").unwrap().leader.is_none());
}

#[test]
fn l826_a_lone_leader_may_not_lead_another_lone_leader() {
    // The lord and a second lone leader 5 cm apart: "No ser otro líder en solitario" (L826),
    // not L825's unit led by another leader.
    let daimyo = U {
        general: false,
        ..lone_leader("daimyo", 0, 25.0, 30.0)
    };
    let s = state(
        vec![
            lone_leader("lord", 0, 20.0, 30.0),
            daimyo,
            unit("foes", 1, line(60.0, 85.0, 3)),
        ],
        "lord",
    );
    let lead = Command::Order {
        side: Side::FIRST,
        unit: "lord".into(),
        order: Order::Lead {
            units: vec!["daimyo".into()],
        },
    };
    let refused = check(&s, &lead).expect_err("a lone leader is not led");
    assert_eq!(refused.citation().to_string(), "L826", "{refused}");
    assert!(
        matches!(&refused, Rejection::Leader(Leader::LoneLeaderLed { unit }) if unit == "daimyo")
    );
}
