//! Tests of the fight on the table as the battle would resolve it ([`super::on_table`]): a
//! melee counts terrain cover only (L678) and names the piece (R-COVER-1, L142), a shot's
//! cover gives R-COVER-2's count and what makes the sight partial (L143), a charge out of
//! reach says so (R-CHG-1).

use super::on_table::{Combat, FightOnTable, on_table};
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::TroopProfile;
use crate::battle::scene::{self, Scene};
use crate::table::model::{Terrain, TerrainKind};

/// Side 0's bows (60 cm, MOV 10), a row of four at y 30 facing +y, and side 1's raiders, a
/// closed 2 x 2 block facing them with its front rank at `raiders_y`, on a table with `terrain`.
fn field(raiders_y: f64, terrain: Vec<Terrain>) -> BattleState {
    let bow = TroopProfile {
        ranged_attack: 2,
        range_cm: Some(60.0),
        ..TroopProfile::foot("bows", 2, 2, 4, 1)
    };
    let raiders = TroopProfile::foot("raiders", 3, 2, 4, 1);
    let base = raiders.base;
    let mut scene = Scene::new();
    scene.troops(0, "bows", bow, 4, None);
    scene.troops(1, "raiders", raiders, 4, None);
    scene.place_unit(
        "bows",
        0,
        false,
        90.0,
        base,
        &scene::row(45.5, 30.0, 4, 3.0),
    );
    let block = [
        (48.5, raiders_y),
        (51.5, raiders_y),
        (48.5, raiders_y + 3.0),
        (51.5, raiders_y + 3.0),
    ];
    scene.place_unit("raiders", 1, false, 270.0, base, &block);
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

fn piece(id: &str, cover: bool, height: f64, polygon: Vec<[f64; 2]>) -> Terrain {
    Terrain {
        id: id.into(),
        name: None,
        name_es: None,
        kind: TerrainKind::Ignorable,
        height,
        cover,
        polygon,
    }
}

/// A low wall across the field between the units (0.5 high, giving no cover of its own).
fn wall() -> Terrain {
    piece(
        "wall",
        false,
        0.5,
        vec![[30.0, 40.0], [70.0, 40.0], [70.0, 41.0], [30.0, 41.0]],
    )
}

#[test]
fn l678_a_charge_s_fight_counts_terrain_cover_only_while_the_shot_over_the_wall_is_covered_l143() {
    let s = field(52.5, vec![wall()]);
    // The melee: the wall makes no piece within 2.5 cm of the raiders, so no cover (L678).
    let Some(FightOnTable::Charge {
        situation,
        cover,
        reach,
        ..
    }) = on_table(&s, "bows", "raiders", Combat::Melee { powered: false })
    else {
        panic!("20 cm apart, a powered charge reaches (R-CHG-1)");
    };
    assert!((reach.odds.gap_cm - 20.0).abs() < 1e-6, "{reach:?}");
    assert!(
        !situation.defender.in_cover && !cover[1].in_cover,
        "{cover:?}"
    );
    assert!(!cover[1].shot && cover[1].terrain.is_empty());
    assert_eq!((cover[1].counted, cover[1].covered), (4, 0));
    assert!(situation.attacker.charged, "the fight after the charge");
    // The shot over the same wall: every bow's sight is partial through it, none total, so the
    // raiders seen are covered (R-COVER-2), the wall named as what makes it partial (L143).
    let Some(FightOnTable::Shot { situation, cover }) =
        on_table(&s, "bows", "raiders", Combat::Shot { powered: false })
    else {
        panic!("in range and sight");
    };
    assert!(situation.target.in_cover && cover.in_cover && cover.shot);
    assert_eq!(cover.partial_by_terrain, vec!["wall".to_string()]);
    assert!(cover.partial_by_units.is_empty() && cover.terrain.is_empty());
    assert!(cover.covered >= cover.needed && cover.needed == cover.counted.div_ceil(2));
    assert!(cover.counted > 0, "{cover:?}");
}

#[test]
fn r_cover_1_l142_terrain_within_2_5_cm_covers_a_melee_and_is_named() {
    // A hedge (flat, giving cover) just behind the raiders, within 2.5 cm of every base.
    let hedge = piece(
        "hedge",
        true,
        0.0,
        vec![[44.0, 57.5], [56.0, 57.5], [56.0, 59.0], [44.0, 59.0]],
    );
    let s = field(52.5, vec![hedge]);
    let Some(FightOnTable::Charge {
        situation, cover, ..
    }) = on_table(&s, "bows", "raiders", Combat::Melee { powered: false })
    else {
        panic!("a powered charge reaches");
    };
    assert!(
        situation.defender.in_cover,
        "L678: terrain cover counts in a melee"
    );
    assert!(cover[1].in_cover && !cover[1].shot);
    assert_eq!(cover[1].terrain, vec!["hedge".to_string()]);
    assert!(cover[1].covered >= cover[1].needed);
    assert!(
        !cover[0].in_cover && !situation.attacker.in_cover,
        "the bows stand in the open"
    );
}

#[test]
fn r_chg_1_a_charge_no_die_reaches_is_out_of_reach_with_its_gap() {
    // 47.5 cm apart: MOV 10 powered is 20 + 6 at most.
    let s = field(80.0, Vec::new());
    match on_table(&s, "bows", "raiders", Combat::Melee { powered: false }) {
        Some(FightOnTable::OutOfReach { gap_cm }) => assert!((gap_cm - 47.5).abs() < 1e-6),
        other => panic!("out of reach, got {other:?}"),
    }
}

#[test]
fn r_eng_1_units_in_contact_get_the_fight_order_s_situation_with_the_unit_s_own_numbers() {
    // The raiders' front rank touching the bows' row (bases 2.5 cm, centres 2.5 cm apart).
    let s = field(32.5, Vec::new());
    let Some(FightOnTable::Fight { situation, .. }) =
        on_table(&s, "raiders", "bows", Combat::Melee { powered: false })
    else {
        panic!("engaged");
    };
    assert_eq!(situation.attacker.unit.attack, 3);
    assert_eq!(situation.attacker.unit.models, 4);
    assert_eq!(situation.defender.unit.models, 4);
    assert!(situation.attacker.in_contact > 0 && !situation.attacker.charged);
}
