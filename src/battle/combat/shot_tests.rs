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
        check(&s, &shoot()).map(|_| ()),
        Ok(()),
        "no measuring before the shot (L75)"
    );
    let orders = s.pair().as_ref().map_or(0, |p| p.orders[0]);
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
    assert_eq!(s.pair().as_ref().map_or(0, |p| p.orders[0]), orders - 1);
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

/// `cols` x `rows` centres from (`x0`, `y`), `gap` cm apart, the ranks behind along `back`.
fn ranks(x0: f64, y: f64, cols: usize, rows: usize, gap: f64, back: f64) -> Vec<(f64, f64)> {
    (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (x0 + gap * c as f64, y + back * r as f64)))
        .collect()
}

/// Side 0's bows at `bows` (facing +y) shoot side 1's raiders, a closed 2 x 2 block facing
/// them (front rank at y 52.5, 20 cm from the bows' front rank at y 30), on the tests' table
/// with `terrain`; `screen`, a side 1 unit of `screen.len()` models, stands where it says.
fn cover_table(
    bows: &[(f64, f64)],
    screen: &[(f64, f64)],
    terrain: Vec<crate::table::model::Terrain>,
) -> BattleState {
    let bow = TroopProfile {
        ranged_attack: 2,
        range_cm: Some(60.0),
        ..TroopProfile::foot("bows", 2, 2, 4, 1)
    };
    let raiders = TroopProfile::foot("raiders", 2, 2, 4, 1);
    let base = raiders.base;
    let mut scene = Scene::new();
    scene.troops(0, "bows", bow, bows.len() as u32, None);
    scene.troops(1, "raiders", raiders.clone(), 4, None);
    scene.place_unit("bows", 0, false, 90.0, base, bows);
    scene.place_unit(
        "raiders",
        1,
        false,
        270.0,
        base,
        &ranks(48.5, 52.5, 2, 2, 3.0, 3.0),
    );
    if !screen.is_empty() {
        scene.troops(1, "screen", raiders, screen.len() as u32, None);
        scene.place_unit("screen", 1, false, 270.0, base, screen);
    }
    let table = crate::table::model::TableFile {
        turn_limit: Some(5),
        terrain,
        ..crate::table::model::TableFile::with_models(120.0, 90.0, Vec::new())
    };
    scene::in_first_pair(
        &scene.setup_on(table),
        [Some("bows".into()), Some("raiders".into())],
        [2, 2],
    )
}

/// Whether the raiders are in cover from the bows' shot (L758, R-COVER-2).
fn raiders_in_cover(s: &BattleState) -> bool {
    super::shot::shot_situation(s, "bows", "raiders", false, None)
        .expect("the bows reach")
        .target
        .in_cover
}

#[test]
fn l136_a_closed_block_shooting_an_open_target_gives_it_no_cover_but_a_wall_or_a_unit_in_between_does()
 {
    // Eight bows in a closed block of two ranks of four, 3 cm apart (R-FORM-1): the rear
    // rank's sight goes through the front rank's bases, partial. The unit's sight is the sum
    // of its models' (L136): the front rank sees every raider it sees totally, so the raiders
    // on the empty table are not in cover (R-COVER-2), as with the same bows 5 cm apart.
    let closed = ranks(45.5, 30.0, 4, 2, 3.0, -3.0);
    assert!(!raiders_in_cover(&cover_table(&closed, &[], Vec::new())));
    let open = ranks(42.5, 30.0, 4, 2, 5.0, -5.0);
    assert!(!raiders_in_cover(&cover_table(&open, &[], Vec::new())));
    // A low wall across the field (0.5 high, no cover of its own): every bow's sight is
    // partial (L143), none total: in cover.
    let wall = crate::table::model::Terrain {
        id: "wall".into(),
        name: None,
        name_es: None,
        kind: crate::table::model::TerrainKind::Ignorable,
        height: 0.5,
        cover: false,
        polygon: vec![[30.0, 40.0], [70.0, 40.0], [70.0, 41.0], [30.0, 41.0]],
    };
    assert!(raiders_in_cover(&cover_table(&closed, &[], vec![wall])));
    // Another unit standing before the raiders' left file, 3 cm ahead: the bows see the two
    // raiders behind it partially, none totally; half the raiders seen are in cover.
    let screen = scene::row(42.5, 49.5, 3, 3.0);
    assert!(raiders_in_cover(&cover_table(&closed, &screen, Vec::new())));
}

#[test]
fn l1073_l1083_melee_weapon_modifiers_never_apply_to_shots() {
    // The bows are Akagane's kyudoka, with a yumi and a katana: their shot takes no +1 to wound
    // from the katana, a melee weapon (L1073-1083); in melee they have it.
    let mut s = range(45.0);
    let akagane = crate::army::bundled_factions()
        .into_iter()
        .find(|f| f.id == "akagane")
        .unwrap();
    s.sides_mut()[0].faction = Some(std::sync::Arc::new(akagane));
    s.unit_mut("bows").unwrap().profile.army_profile = Some("samurai_kyudoka".into());
    let shot = super::shot::shot_situation(&s, "bows", "raiders", false, None).unwrap();
    assert_eq!(shot.shooter.wound_modifier, 0, "{:?}", shot.shooter);
    let fight = crate::battle::model::combat::FightDeclared {
        attacker: "bows".into(),
        defender: "raiders".into(),
        powered: false,
        after_charge: false,
        duel: false,
        also_charged: Vec::new(),
        groups: Default::default(),
    };
    let melee = super::inputs::fight_situation(&s, &fight, true, false, None).unwrap();
    assert_eq!(melee.attacker.wound_modifier, 1, "{:?}", melee.attacker);
}
