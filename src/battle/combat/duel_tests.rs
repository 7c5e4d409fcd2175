//! Tests of who may challenge to a duel (L776-780): the challenging leader himself must be in
//! melee with the challenged leader's unit or with that leader; his unit's being in melee is not
//! enough. And of the duelling leaders brought into contact once it is accepted (L788).

use crate::battle::engine::check::check;
use crate::battle::model::command::{Command, Order};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::TroopProfile;
use crate::battle::scene::{self, Scene};

/// Side 0's samurai (three and their leader, in a row at y 40 facing +y, the leader at
/// `leader_x`, the others at the row's other places) against side 1's raiders 0.5 cm ahead
/// (facing -y: two, then their leader at x 56), in the first pair with two orders each.
fn front(leader_x: f64) -> BattleState {
    let troop = TroopProfile::foot("troop", 2, 2, 4, 1);
    let hero = TroopProfile::foot("hero", 4, 3, 6, 3);
    let mut scene = Scene::new();
    scene.troops(0, "samurai", troop.clone(), 3, Some(hero.clone()));
    scene.troops(1, "raiders", troop.clone(), 2, Some(hero));
    let mut samurai = vec![(leader_x, 40.0)];
    samurai.extend(
        [47.0, 50.0, 53.0, 56.0]
            .into_iter()
            .filter(|&x| x != leader_x)
            .map(|x| (x, 40.0)),
    );
    scene.place_unit("samurai", 0, true, 90.0, troop.base, &samurai);
    scene.place_unit(
        "raiders",
        1,
        true,
        270.0,
        troop.base,
        &[(56.0, 43.0), (50.0, 43.0), (53.0, 43.0)],
    );
    scene::in_first_pair(
        &scene.setup(),
        [Some("samurai".into()), Some("raiders".into())],
        [2, 2],
    )
}

fn duel() -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Duel {
            target: "raiders".into(),
            powered: false,
        },
    }
}

#[test]
fn l776_the_challenging_leader_himself_must_be_in_melee_with_the_challenged_unit() {
    // The samurai's leader stands at the row's end, 47 cm, with no raider ahead of him: his
    // unit is in melee, he is not.
    let apart = front(47.0);
    let refused = check(&apart, &duel()).expect_err("the leader is not engaged");
    assert_eq!(refused.citation().to_string(), "L776", "{refused}");
    // Facing a raider (x 50), he may challenge their leader, who stands elsewhere in the unit.
    assert_eq!(check(&front(50.0), &duel()).map(|_| ()), Ok(()));
}

#[test]
fn l788_an_accepted_duel_brings_the_leaders_into_contact_by_swapping_places_in_their_units() {
    // The samurai's leader (x 50) touches a raider, not the raiders' leader (x 56): accepted,
    // the raiders' leader takes the place of the raider facing the challenger, who takes his
    // (R-DUEL-1), so both units keep the places they held.
    let mut s = front(50.0);
    let leader =
        |s: &BattleState, unit: &str| s.models_of(unit).find(|m| m.leader).cloned().unwrap();
    let before: Vec<(f64, f64)> = {
        let mut p: Vec<(f64, f64)> = s.models_of("raiders").map(|m| (m.x, m.y)).collect();
        p.sort_by(|a, b| a.0.total_cmp(&b.0));
        p
    };
    assert!(!crate::battle::engine::measure::engaged(
        &leader(&s, "samurai"),
        &leader(&s, "raiders")
    ));
    scene::step(&mut s, &duel(), 3, 1);
    let answer = Command::AnswerDuel {
        side: Side::SECOND,
        accept: true,
        powered: false,
    };
    let events = scene::step(&mut s, &answer, 4, 2);
    let raider_leader = leader(&s, "raiders");
    // Where he fought: the events move him before the duel's combat is rolled.
    let moved_at = events
        .iter()
        .position(|e| matches!(e, Event::ModelMoved { model, .. } if *model == raider_leader.id));
    let rolled_at = events
        .iter()
        .position(|e| matches!(e, Event::CombatResolved { .. }));
    assert!(moved_at.is_some(), "the challenged leader is moved");
    assert!(moved_at < rolled_at, "before the duel is fought");
    let after_swap = scene_positions_before(&events, &raider_leader.id).unwrap();
    assert!((after_swap.0 - 50.0).abs() < 1e-9, "{after_swap:?}");
    // The raiders hold the same places as before, one model for another.
    let mut after: Vec<(f64, f64)> = events
        .iter()
        .filter_map(|e| match e {
            Event::ModelMoved { model, x, y, .. } if model.starts_with("raiders") => Some((*x, *y)),
            _ => None,
        })
        .collect();
    after.sort_by(|a, b| a.0.total_cmp(&b.0));
    assert!(
        after.iter().all(|p| before.contains(p)),
        "{after:?} in {before:?}"
    );
}

/// Where the first `ModelMoved` of `events` puts `model`.
fn scene_positions_before(events: &[Event], model: &str) -> Option<(f64, f64)> {
    events.iter().find_map(|e| match e {
        Event::ModelMoved { model: m, x, y, .. } if m == model => Some((*x, *y)),
        _ => None,
    })
}

#[test]
fn l788_leaders_already_in_contact_are_not_moved() {
    // The samurai's leader at x 56 faces the raiders' leader.
    let s = front(56.0);
    assert_eq!(super::duel_contact::swaps(&s, "samurai", "raiders"), None);
}

/// `front(50.0)` with a second side 0 unit, the guards, in contact with the raiders' row end
/// (x 59 and 62 against the raiders' leader at 56 and a raider's place at 59), the guards the
/// active unit of side 0.
fn guards_beside_the_duel() -> BattleState {
    let troop = TroopProfile::foot("troop", 2, 2, 4, 1);
    let hero = TroopProfile::foot("hero", 4, 3, 6, 3);
    let mut scene = Scene::new();
    scene.troops(0, "samurai", troop.clone(), 3, Some(hero.clone()));
    scene.troops(0, "guards", troop.clone(), 3, None);
    scene.troops(1, "raiders", troop.clone(), 3, Some(hero));
    scene.place_unit(
        "samurai",
        0,
        true,
        90.0,
        troop.base,
        &[(50.0, 40.0), (47.0, 40.0), (53.0, 40.0), (44.0, 40.0)],
    );
    scene.place_unit(
        "guards",
        0,
        false,
        90.0,
        troop.base,
        &[(59.0, 40.0), (62.0, 40.0), (65.0, 40.0)],
    );
    scene.place_unit(
        "raiders",
        1,
        true,
        270.0,
        troop.base,
        &[(56.0, 43.0), (50.0, 43.0), (53.0, 43.0), (59.0, 43.0)],
    );
    scene::in_first_pair(
        &scene.setup(),
        [Some("guards".into()), Some("raiders".into())],
        [2, 2],
    )
}

#[test]
fn l815_a_unit_in_melee_with_a_duels_unit_counts_as_not_in_melee_and_may_move() {
    let s = guards_beside_the_duel();
    let back = Command::Order {
        side: Side::FIRST,
        unit: "guards".into(),
        order: Order::Move {
            moves: s
                .models_of("guards")
                .map(|m| crate::battle::model::command::ModelMove::to(m.id.clone(), m.x, m.y - 4.0))
                .collect(),
            powered: false,
            leader: None,
        },
    };
    // Before any duel, the guard touching a raider may only turn (L486).
    let refused = check(&s, &back).expect_err("in melee");
    assert_eq!(refused.citation().to_string(), "L486", "{refused}");
    // The samurai and the raiders fought a duel this turn: the guards act normally (L815), but
    // may not attack the duel's units.
    let mut after_duel = s.clone();
    *after_duel.duel_units_mut() = vec!["samurai".into(), "raiders".into()];
    assert_eq!(check(&after_duel, &back).map(|_| ()), Ok(()));
    let fight = Command::Order {
        side: Side::FIRST,
        unit: "guards".into(),
        order: Order::Fight {
            target: "raiders".into(),
            powered: false,
        },
    };
    assert!(check(&after_duel, &fight).is_err());
}

/// Side 0's samurai (three and their leader, the leader at x 56) against side 1's raiders in a
/// row of six 0.5 cm ahead, their leader (one wound) facing the samurai's at x 56, in the first
/// pair with two orders each.
fn refused_front() -> BattleState {
    let troop = TroopProfile::foot("troop", 2, 2, 4, 1);
    let hero = TroopProfile::foot("hero", 4, 3, 6, 3);
    let frail = TroopProfile::foot("frail hero", 1, 3, 6, 1);
    let mut scene = Scene::new();
    scene.troops(0, "samurai", troop.clone(), 3, Some(hero));
    scene.troops(1, "raiders", troop.clone(), 5, Some(frail));
    scene.place_unit(
        "samurai",
        0,
        true,
        90.0,
        troop.base,
        &[(56.0, 40.0), (50.0, 40.0), (53.0, 40.0), (59.0, 40.0)],
    );
    scene.place_unit(
        "raiders",
        1,
        true,
        270.0,
        troop.base,
        &[
            (56.0, 43.0),
            (47.0, 43.0),
            (50.0, 43.0),
            (53.0, 43.0),
            (59.0, 43.0),
            (62.0, 43.0),
        ],
    );
    scene::in_first_pair(
        &scene.setup(),
        [Some("samurai".into()), Some("raiders".into())],
        [2, 2],
    )
}

#[test]
fn l803_the_dishonour_of_a_refused_duel_leaves_the_unit_when_its_leader_dies() {
    let mut s = refused_front();
    let honor = |s: &BattleState| s.unit("raiders").unwrap().honor(false);
    assert_eq!(honor(&s), 6, "the leader's Honor (L422)");
    scene::step(&mut s, &duel(), 3, 1);
    // Dishonoured, the leader's Honor is 5 (L803); the unit's own, which it tests with once
    // he dies in the combat, stays 4.
    let mut dishonoured = s.clone();
    dishonoured.unit_mut("raiders").unwrap().markers.dishonoured = true;
    let unit =
        super::inputs::combat_unit(&dishonoured, dishonoured.unit("raiders").unwrap(), false);
    assert_eq!(
        (unit.honor, unit.leader.and_then(|l| l.honor)),
        (4, Some(5))
    );
    let refuse = Command::AnswerDuel {
        side: Side::SECOND,
        accept: false,
        powered: false,
    };
    // Refused: the challenged leader is dishonoured (L803, -1 Honor), and the fight that
    // follows kills him (a natural 6 goes to the leader, R-WOUND-1).
    let mut entry = 2;
    let events = scene::step(&mut s, &refuse, DIES_SEED, entry);
    assert!(events.iter().any(|e| matches!(e,
        Event::MarkersSet { unit, markers } if unit == "raiders" && markers.dishonoured)));
    scene::drive(
        &mut s,
        |s| s.fight().is_none() && s.combat().is_none() && s.roll().is_none(),
        |s, cmd| {
            entry += 1;
            scene::step(s, &cmd, DIES_SEED, entry)
        },
    );
    let raiders = s.unit("raiders").unwrap();
    assert!(!raiders.removed && raiders.models > 0, "the unit is left");
    assert!(raiders.leader.is_none(), "its leader died in the fight");
    // His dishonour died with him (R-DUEL-3): the unit tests at its own Honor, 4, not 3.
    assert!(!raiders.markers.dishonoured);
    assert_eq!(honor(&s), 4);
}

/// A seed whose fight after the refusal kills the raiders' leader and leaves the raiders.
const DIES_SEED: u64 = 13;

/// [`front`] with the leaders face to face (x 56), both sides Akagane's and the samurai's
/// leader their daimyo (a katana, a tanto and Kiai), the samurai's ki active.
fn daimyo_duel() -> BattleState {
    let mut s = front(56.0);
    let akagane = crate::army::bundled_factions()
        .into_iter()
        .find(|f| f.id == "akagane")
        .unwrap();
    let akagane = std::sync::Arc::new(akagane);
    s.sides_mut()[0].faction = Some(akagane.clone());
    s.sides_mut()[1].faction = Some(akagane);
    let samurai = s.unit_mut("samurai").unwrap();
    samurai.profile.army_profile = Some("ashigaru_yari".into());
    samurai.leader.as_mut().unwrap().army_profile = Some("akagane_daimyo".into());
    samurai.markers.ki_active = true;
    s
}

#[test]
fn l789_a_duel_uses_the_leaders_own_weapons_and_abilities() {
    // L789: the leaders fight "utilizando sus propias habilidades y armas (como si fuesen
    // unidades individuales)": the daimyo's katana (+1 to wound) and his Kiai (+2D6 with ki
    // active), neither of which his ashigaru have.
    let s = daimyo_duel();
    let declared = crate::battle::model::combat::FightDeclared {
        attacker: "samurai".into(),
        defender: "raiders".into(),
        powered: false,
        after_charge: false,
        duel: true,
        also_charged: Vec::new(),
        groups: Default::default(),
    };
    let situation = super::inputs::fight_situation(&s, &declared, true, false, None).unwrap();
    let daimyo = &situation.attacker;
    assert_eq!(daimyo.wound_modifier, 1, "the katana: {daimyo:?}");
    assert_eq!(daimyo.extra_dice, 2, "Kiai: {daimyo:?}");
    assert_eq!(daimyo.unit.models, 1, "he fights alone (L805)");
    let pool = crate::rules::pool::melee_pool(daimyo, &situation.defender, &situation.options);
    assert!(
        pool.rows.iter().all(|r| !r.line.is_empty()),
        "every row names its rule: {pool:?}"
    );
    // The battle rolls that very pool once the duel is accepted.
    let mut s = s;
    scene::step(&mut s, &duel(), 3, 1);
    let answer = Command::AnswerDuel {
        side: Side::SECOND,
        accept: true,
        powered: false,
    };
    let events = scene::step(&mut s, &answer, 4, 2);
    let rolled = events
        .iter()
        .find_map(|e| match e {
            Event::CombatResolved { report, .. } => report.attacker.pool.clone(),
            _ => None,
        })
        .expect("the duel is rolled");
    assert_eq!(rolled.dice, pool.dice, "{rolled:?}");
}
