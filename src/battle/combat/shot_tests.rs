//! Tests of a shot declared without measuring (L75): a shot needs sight of the target (L729),
//! and with no shooter in range it is lost, spending its order and nothing else (L743,
//! R-SHOT-1).

use crate::battle::engine::check::check;
use crate::battle::model::command::{Command, Order};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::TroopProfile;
use crate::battle::scene::{self, Scene};

/// Side 0's bows (40 cm, front rank at y 30 facing +y) and side 1's raiders, front rank at
/// `raiders_y` facing -y, the pair's two active units with two orders each.
fn range(raiders_y: f64) -> BattleState {
    let bows = TroopProfile {
        ranged_attack: 2,
        range_cm: Some(40.0),
        ..TroopProfile::foot("bows", 2, 2, 4, 1)
    };
    let raiders = TroopProfile::foot("raiders", 2, 2, 4, 1);
    let base = raiders.base;
    let mut scene = Scene::new();
    scene.troops(0, "bows", bows, 6, None);
    scene.troops(1, "raiders", raiders, 6, None);
    scene.block("bows", 0, (50.0, 30.0), 90.0, base);
    scene.block("raiders", 1, (50.0, raiders_y), 270.0, base);
    scene::in_first_pair(
        &scene.setup(),
        [Some("bows".into()), Some("raiders".into())],
        [2, 2],
    )
}

fn shoot() -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: "bows".into(),
        order: Order::Shoot {
            target: "raiders".into(),
            powered: false,
        },
    }
}

#[test]
fn l75_l743_a_shot_with_no_shooter_in_range_is_declared_and_lost() {
    // The raiders stand 52.5 cm off (edge to edge), beyond the bows' 40 cm, in plain sight.
    let mut s = range(85.0);
    assert_eq!(
        check(&s, &shoot()),
        Ok(()),
        "no measuring before the shot (L75)"
    );
    let orders = s.pair.as_ref().map_or(0, |p| p.orders[0]);
    let events = scene::step(&mut s, &shoot(), 5, 1);
    assert!(
        events.iter().any(|e| matches!(e, Event::ShotLost { .. })),
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CombatResolved { .. }))
    );
    // The order is spent, and nothing else: no unloaded marker, no casualty (L743).
    assert_eq!(s.pair.as_ref().map_or(0, |p| p.orders[0]), orders - 1);
    assert_eq!(s.unit("bows").map(|u| u.markers.unloaded), Some(0));
    assert_eq!(s.models_of("raiders").count(), 6);
    // Within range the same shot is rolled.
    let mut near = range(65.0);
    let events = scene::step(&mut near, &shoot(), 5, 1);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CombatResolved { .. }))
    );
}
