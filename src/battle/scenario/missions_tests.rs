//! Tests of the missions judged at the end of the battle (R-MISSION-2, R-MISSION-3, L258), on
//! small tables built by hand and played with the engine's own commands.

use crate::battle::model::command::{Command, LeaderChange, ModelMove, Order};
use crate::battle::model::event::Event;
use crate::battle::model::reasons::Removal;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::{TroopProfile, UnitSpec};
use crate::battle::scenario::missions::achieved;
use crate::battle::scene::{self, Scene};
use crate::table::model::Goal;

fn troop() -> TroopProfile {
    TroopProfile::foot("ashigaru", 1, 2, 3, 1)
}

fn hero() -> TroopProfile {
    TroopProfile::foot("hatamoto", 4, 5, 6, 3)
}

/// Side 0: the lone general `lord` at (20, 30), the spears and the scouts; side 1's foes far
/// off (no opportunity charge is offered), the spears used. The lord is active with two orders.
fn table() -> BattleState {
    let mut scene = Scene::new();
    scene.unit(
        0,
        UnitSpec {
            movement_base: false,
            id: "lord".into(),
            profile: hero(),
            models: 0,
            leader: Some(hero()),
            general: true,
            mixed: Vec::new(),
        },
    );
    scene.troops(0, "spears", troop(), 3, None);
    scene.troops(0, "scouts", troop(), 3, None);
    scene.troops(1, "foes", troop(), 3, None);
    let base = troop().base;
    scene.place_unit("lord", 0, true, 90.0, base, &[(20.0, 30.0)]);
    scene.place_unit(
        "spears",
        0,
        false,
        90.0,
        base,
        &scene::row(30.0, 30.0, 3, 2.6),
    );
    scene.place_unit(
        "scouts",
        0,
        false,
        90.0,
        base,
        &scene::row(80.0, 30.0, 3, 2.6),
    );
    scene.place_unit(
        "foes",
        1,
        false,
        270.0,
        base,
        &scene::row(60.0, 85.0, 3, 2.6),
    );
    let mut s = scene::side0_active(&scene.setup(), "lord");
    // A leader joins a unit already used (L539).
    s.unit_mut("spears").unwrap().markers.used = true;
    s
}

/// The lord joins the spears (L537), moving to 0.3 cm from `spears.1`.
fn join(s: &mut BattleState) {
    let cmd = Command::Order {
        side: Side::FIRST,
        unit: "lord".into(),
        order: Order::Move {
            moves: vec![ModelMove::straight("lord.leader", 27.2, 30.0, 0.0)],
            powered: false,
            leader: Some(LeaderChange::Join {
                unit: "spears".into(),
                swap_with: None,
            }),
        },
    };
    let events = scene::step(s, &cmd, 3, 1);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::LeaderJoined { .. })),
        "{events:?}"
    );
}

/// A unit taken off the table (`why`): wiped out or gone after a failed test.
fn lose(s: &mut BattleState, unit: &str, why: Removal) {
    crate::battle::model::apply::apply(
        s,
        &Event::UnitRemoved {
            unit: unit.into(),
            reason: why.into(),
        },
    );
}

#[test]
fn l258_a_lone_leader_who_joined_a_unit_is_not_a_unit_lost_for_the_missions() {
    let mut s = table();
    join(&mut s);
    // The lord's own one-model unit is out of play, joined to the spears (L537): side 0 has
    // lost nothing (R-MISSION-3).
    assert!(
        s.unit("lord")
            .is_some_and(|u| u.removed && u.joined.is_some())
    );
    let two_lost = Goal::DestroyUnits { count: 2 };
    let one_lost = Goal::DestroyUnits { count: 1 };
    assert!(!achieved(&s, Side::SECOND, &one_lost), "nothing lost yet");
    assert!(achieved(&s, Side::FIRST, &Goal::LoseAtMost { max: 0 }));
    // The scouts withdrawn (a failed retreat test, L237): one unit lost, not two.
    lose(&mut s, "scouts", Removal::FailedRetreatTest);
    assert!(achieved(&s, Side::SECOND, &one_lost));
    assert!(!achieved(&s, Side::SECOND, &two_lost), "the lord counted");
    assert!(achieved(&s, Side::FIRST, &Goal::LoseAtMost { max: 1 }));
    // The spears, with the lord in them, wiped out: two units lost, the lord's among them
    // once (he died with them).
    lose(&mut s, "spears", Removal::WipedOut);
    assert!(achieved(&s, Side::SECOND, &two_lost));
    assert!(!achieved(
        &s,
        Side::SECOND,
        &Goal::DestroyUnits { count: 3 }
    ));
}
