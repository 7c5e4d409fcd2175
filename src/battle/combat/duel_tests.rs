//! Tests of who may challenge to a duel (L776-780): the challenging leader himself must be in
//! melee with the challenged leader's unit or with that leader; his unit's being in melee is not
//! enough.

use crate::battle::engine::check::check;
use crate::battle::model::command::{Command, Order};
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
    assert_eq!(check(&front(50.0), &duel()), Ok(()));
}
