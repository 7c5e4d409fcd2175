//! One geometry (R-GEO-1): the rules that place or move a base ask the table for its exact
//! shape. A base is on the table when its whole shape is (L478), on impassable terrain when its
//! shape overlaps the piece (L523), in its deployment zone when its whole shape is (L211), in
//! cover when its shape is within 2.5 cm of cover terrain or the sight to it is partial
//! (R-COVER-1, R-COVER-2), and near an objective by its edge (R-GEO-1); a unit attacks by the
//! side the table counts (R-SIDE-2, L695-699). Each test fails on a circle or half a base
//! width, a centre point, or a count of the battle's own.

use kensei::battle::aftermath::melee_move;
use kensei::battle::combat::fight::resolve_fight;
use kensei::battle::combat::inputs::attack_side;
use kensei::battle::combat::shot::resolve_shot;
use kensei::battle::deck::commander::check_hidden_deploy;
use kensei::battle::engine::check::check;
use kensei::battle::engine::ctx::Ctx;
use kensei::battle::engine::dice::Dice;
use kensei::battle::engine::measure::{self, table_file_of};
use kensei::battle::leaders::join::check_leave;
use kensei::battle::model::aftermath::Aftermath;
use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::combat::{AfterCombat, FightDeclared};
use kensei::battle::model::command::{Command, ModelMove};
use kensei::battle::model::event::Event;
use kensei::battle::model::rejection::{self, Commander, Deployment, Leader, Rejection};
use kensei::battle::model::side::Side;
use kensei::battle::model::state::{BattleState, ModelState};
use kensei::battle::model::unit::{TroopProfile, UnitSpec};
use kensei::battle::scenario::scoring::holder;
use kensei::battle::turn::flow;
use kensei::battle::{Battle, BattleSetup, SideSetup};
use kensei::rules::AttackSide;
use kensei::rules::staged::Situation;
use kensei::table::Table;
use kensei::table::model::{Base, BaseShape, Objective, TableFile, Terrain, TerrainKind};
use proptest::prelude::*;

use crate::common;
use common::scene::{block, row, unit};

fn profile(name: &str) -> TroopProfile {
    TroopProfile::foot(name, 3, 2, 4, 2)
}

fn side(name: &str, units: Vec<UnitSpec>) -> SideSetup {
    SideSetup {
        mode: Default::default(),
        name: name.into(),
        name_es: None,
        commander_level: 0,
        units,
        commander_orders: Vec::new(),
        faction: None,
        protect_leader: Default::default(),
    }
}

/// Samurai (side 1) in a block at y 40 facing +y, raiders (side 2) at y 60 facing -y and three
/// ronin (side 2) in a row at y 80, on an open 120 x 90 table, with `terrain`.
fn state(terrain: Vec<Terrain>) -> BattleState {
    let mut models = block("samurai", 0, 50.0, 40.0, 90.0);
    models.extend(block("raiders", 1, 50.0, 60.0, 270.0));
    models.extend(row("ronin", 1, 3, false, (90.0, 80.0), 3.0, 270.0));
    let table = TableFile {
        name: Some("geometry".into()),
        terrain,
        ..TableFile::with_models(120.0, 90.0, models)
    };
    let setup = BattleSetup::new(
        400,
        table,
        [
            side(
                "Takeda",
                vec![unit(
                    "samurai",
                    profile("samurai"),
                    5,
                    Some(profile("leader")),
                )],
            ),
            side(
                "Wako",
                vec![
                    unit("raiders", profile("raiders"), 5, Some(profile("leader"))),
                    unit("ronin", profile("ronin"), 3, None),
                ],
            ),
        ],
    );
    Battle::new(setup, 1).unwrap().state().clone()
}

fn impassable(id: &str, x0: f64, y0: f64, x1: f64, y1: f64) -> Terrain {
    Terrain {
        id: id.into(),
        name: None,
        name_es: None,
        kind: TerrainKind::Impassable,
        height: 2.0,
        cover: true,
        polygon: vec![[x0, y0], [x1, y0], [x1, y1], [x0, y1]],
    }
}

/// A 25 x 50 mm base: 2.5 cm across its front, 5 cm deep.
const LONG_BASE: Base = Base {
    shape: BaseShape::Rect,
    width_mm: 25.0,
    depth_mm: Some(50.0),
};

fn model<'a>(state: &'a mut BattleState, id: &str) -> &'a mut ModelState {
    state.models_mut().iter_mut().find(|m| m.id == id).unwrap()
}

/// The samurai owe a melee move; samurai.1 stands alone on a 25 x 50 mm base at (60, 5) facing
/// the near edge, a raider at (66, 2) to seek.
fn melee_move_by_the_edge() -> BattleState {
    let mut s = state(Vec::new());
    *s.awaiting_mut() = Awaiting::MeleeMove { side: Side::FIRST };
    *s.aftermath_mut() = Some(Aftermath {
        melee_moves: vec!["samurai".into()],
        ..Aftermath::default()
    });
    let m = model(&mut s, "samurai.1");
    (m.x, m.y, m.facing_deg, m.base) = (60.0, 5.0, 270.0, LONG_BASE);
    let e = model(&mut s, "raiders.1");
    (e.x, e.y) = (66.0, 2.0);
    s
}

#[test]
fn r_geo_1_a_long_base_whose_centre_is_on_the_table_but_corner_off_is_refused_a_melee_move() {
    let s = melee_move_by_the_edge();
    // Facing the edge, 2 cm from it: half its width (1.25 cm) is on the table, half its depth
    // (2.5 cm) is not.
    let facing_edge = [ModelMove::to("samurai.1", 60.0, 2.0)];
    assert_eq!(
        melee_move::check(&s, Side::FIRST, &facing_edge),
        Err(Rejection::Aftermath(rejection::Aftermath::OffTable))
    );
    // Turned to lie along the edge, the same spot holds its whole base.
    let mut along_edge = ModelMove::to("samurai.1", 60.0, 2.0);
    along_edge.facing_deg = Some(0.0);
    assert_eq!(melee_move::check(&s, Side::FIRST, &[along_edge]), Ok(()));
}

#[test]
fn l523_a_leader_leaving_onto_the_corner_of_impassable_terrain_is_refused() {
    // The rock's corner at (63, 42) is inside the leader's 25 x 50 mm base standing at (62, 40)
    // facing +y, though farther from its centre than half its width.
    let mut s = state(vec![impassable("rock", 63.0, 42.0, 80.0, 55.0)]);
    model(&mut s, "samurai.leader").base = LONG_BASE;
    assert_eq!(
        check_leave(&s, "samurai", (62.0, 40.0, 90.0)).map(|_| ()),
        Err(Rejection::Leader(Leader::LeaveImpassable))
    );
    // Turned across, the base keeps clear of the corner.
    assert!(check_leave(&s, "samurai", (62.0, 40.0, 0.0)).is_ok());
}

#[test]
fn l523_a_hidden_path_model_overlapping_impassable_terrain_is_refused() {
    // Its centre is 1 cm outside the rock; its 25 mm base is not.
    let s = state(vec![impassable("rock", 111.0, 5.0, 120.0, 20.0)]);
    let mut placed = s
        .models()
        .iter()
        .find(|m| m.id == "samurai.1")
        .unwrap()
        .clone();
    (placed.x, placed.y) = (110.0, 10.0);
    assert_eq!(
        check_hidden_deploy(&s, &placed),
        Err(Rejection::Commander(Commander::HiddenPathImpassable {
            terrain: "rock".into()
        }))
    );
    placed.x = 109.5;
    assert_eq!(check_hidden_deploy(&s, &placed), Ok(()));
}

#[test]
fn r_geo_1_a_hidden_path_base_lying_along_the_edge_is_on_the_table_and_one_across_it_is_not() {
    let s = state(Vec::new());
    let mut placed = s
        .models()
        .iter()
        .find(|m| m.id == "samurai.1")
        .unwrap()
        .clone();
    // 1.5 cm from the edge: a 25 x 50 mm base facing along it reaches 1.25 cm towards it.
    (placed.x, placed.y, placed.facing_deg, placed.base) = (100.0, 1.5, 0.0, LONG_BASE);
    assert_eq!(check_hidden_deploy(&s, &placed), Ok(()));
    placed.facing_deg = 90.0;
    assert_eq!(
        check_hidden_deploy(&s, &placed),
        Err(Rejection::Commander(Commander::HiddenPathOffTable))
    );
}

/// The side the table module counts (R-SIDE-2), built afresh from the battle's table file.
fn table_attack_side(state: &BattleState, attacker: &str, target: &str) -> AttackSide {
    let t = Table::new(&table_file_of(state)).unwrap();
    let a = t.unit_attack_side(
        t.unit_index(attacker).unwrap(),
        t.unit_index(target).unwrap(),
    );
    match a.map(|a| a.side) {
        Some(kensei::table::Side::Flank) => AttackSide::Flank,
        Some(kensei::table::Side::Rear) => AttackSide::Rear,
        _ => AttackSide::Front,
    }
}

#[test]
fn r_side_2_l699_a_model_attacked_in_its_rear_by_another_unit_attacks_by_the_front() {
    let mut s = state(Vec::new());
    // Only raiders.1 (at 53, 60 facing -y) and samurai.1 in its flank, facing it, stay near.
    for m in s.models_mut().iter_mut() {
        if !["samurai.1", "raiders.1"].contains(&m.id.as_str()) {
            m.x += if m.side == Side::FIRST { -40.0 } else { 40.0 };
        }
    }
    let m = model(&mut s, "samurai.1");
    (m.x, m.y, m.facing_deg) = (50.0, 61.0, 0.0);
    assert_eq!(attack_side(&s, "samurai", "raiders"), AttackSide::Flank);
    // A ronin, not of the unit attacked, comes in behind samurai.1 facing it (L699).
    let r = model(&mut s, "ronin.1");
    (r.x, r.y, r.facing_deg) = (47.0, 61.0, 0.0);
    assert_eq!(attack_side(&s, "samurai", "raiders"), AttackSide::Front);
    assert_eq!(
        table_attack_side(&s, "samurai", "raiders"),
        AttackSide::Front
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// R-SIDE-2: on random engagements round a raider block, the battle attacks by the side the
    /// table counts, both ways.
    #[test]
    fn r_side_2_the_battles_attack_side_is_the_tables(
        target_facing in 0.0f64..360.0,
        placed in proptest::collection::vec(
            (0usize..6, 0.0f64..360.0, 1.3f64..4.0, -60.0f64..60.0),
            1..=6,
        ),
    ) {
        let mut s = state(Vec::new());
        for m in s.models_mut().iter_mut().filter(|m| m.unit == "raiders") {
            m.facing_deg = target_facing;
        }
        let targets: Vec<(f64, f64)> = s
            .models()
            .iter()
            .filter(|m| m.unit == "raiders")
            .map(|m| (m.x, m.y))
            .collect();
        let attackers: Vec<String> =
            s.models().iter().filter(|m| m.unit == "samurai").map(|m| m.id.clone()).collect();
        // Each attacker stands by a raider, at `gap` cm beyond touching in direction `angle`,
        // facing it give or take `turn` degrees; the attackers left over stay in their block.
        for (id, (which, angle, gap, turn)) in attackers.iter().zip(&placed) {
            let (tx, ty) = targets[*which];
            let (sin, cos) = angle.to_radians().sin_cos();
            let m = model(&mut s, id);
            (m.x, m.y) = (tx + cos * (1.25 + gap), ty + sin * (1.25 + gap));
            m.facing_deg = (angle + 180.0 + turn).rem_euclid(360.0);
        }
        prop_assert_eq!(
            attack_side(&s, "samurai", "raiders"),
            table_attack_side(&s, "samurai", "raiders")
        );
        prop_assert_eq!(
            attack_side(&s, "raiders", "samurai"),
            table_attack_side(&s, "raiders", "samurai")
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// R-GEO-1, R-ENG-1, L531: the battle's measures between two models, which settle bases
    /// far apart by their circumscribed circles alone, give exactly what the bases' shapes
    /// give, for every shape and size of base, from overlapping to just out of reach.
    #[test]
    fn r_geo_1_r_eng_1_the_battles_measures_are_the_bases_shapes(
        bases in proptest::collection::vec((0usize..3, 20.0f64..60.0, 20.0f64..60.0), 2),
        facings in proptest::collection::vec(0.0f64..360.0, 2),
        angle in 0.0f64..360.0,
        apart in 0.0f64..16.0,
    ) {
        let s = state(Vec::new());
        let pick = |unit: &str| s.models().iter().find(|m| m.unit == unit).unwrap().clone();
        let (mut a, mut b) = (pick("samurai"), pick("raiders"));
        let (sin, cos) = angle.to_radians().sin_cos();
        for (m, (((shape, width, depth), facing), at)) in [&mut a, &mut b]
            .into_iter()
            .zip(bases.iter().zip(&facings).zip([(50.0, 45.0), (50.0 + cos * apart, 45.0 + sin * apart)]))
        {
            let shape = [BaseShape::Round, BaseShape::Square, BaseShape::Rect][*shape];
            m.base = Base {
                shape,
                width_mm: *width,
                depth_mm: (shape == BaseShape::Rect).then_some(*depth),
            };
            (m.x, m.y, m.facing_deg) = (at.0, at.1, *facing);
        }
        let (fa, fb) = (measure::footprint(&a), measure::footprint(&b));
        prop_assert_eq!(measure::overlap_cm(&a, &b), fa.overlap_depth(&fb));
        prop_assert_eq!(measure::engaged(&a, &b), fa.engages(&fb));
        prop_assert_eq!(
            measure::distance(&a, &b),
            fa.parry_distance(a.facing_deg, &fb, b.facing_deg)
        );
    }
}

/// A terrain piece 0.5 high across the middle of the table (x 40-70), from y0 to y1.
fn strip(id: &str, kind: TerrainKind, cover: bool, y0: f64, y1: f64) -> Terrain {
    Terrain {
        id: id.into(),
        name: None,
        name_es: None,
        kind,
        height: 0.5,
        cover,
        polygon: vec![[40.0, y0], [70.0, y0], [70.0, y1], [40.0, y1]],
    }
}

/// The situation a fight or shot begins with, run on a working copy of `s` (`run` starts it).
fn combat_begun(s: &BattleState, run: impl FnOnce(&mut Ctx)) -> Situation {
    let mut dice = Dice::for_entry(1, 1);
    let mut ctx = Ctx::new(s, &mut dice, flow::go_on);
    run(&mut ctx);
    ctx.finish()
        .events
        .into_iter()
        .find_map(|e| match e {
            Event::CombatBegan { combat } => Some(combat.staged.situation),
            _ => None,
        })
        .expect("a combat began")
}

/// The raiders' front rank engaging the samurai at y 42.6 (their back rank at y 45.6), with
/// `terrain` on the table.
fn raiders_engaged(terrain: Terrain) -> BattleState {
    let mut s = state(vec![terrain]);
    for m in s.models_mut().iter_mut().filter(|m| m.unit == "raiders") {
        m.y -= 17.4;
    }
    s
}

/// Whether the samurai and the raiders are in cover (L678) in the fight the samurai begin.
fn melee_cover(s: &BattleState) -> [bool; 2] {
    let fight = FightDeclared {
        attacker: "samurai".into(),
        defender: "raiders".into(),
        powered: false,
        after_charge: false,
        duel: false,
        also_charged: Vec::new(),
        groups: Default::default(),
    };
    let begun = combat_begun(s, |ctx| {
        resolve_fight(ctx, &fight, true, false, None, AfterCombat::NextAction)
    });
    let Situation::Melee(melee) = begun else {
        panic!("a melee: {begun:?}")
    };
    [melee.attacker.in_cover, melee.defender.in_cover]
}

#[test]
fn r_cover_1_l142_l678_long_bases_whose_rear_edges_are_near_a_wood_are_in_cover_in_a_melee() {
    // The raiders' back rank, on 25 x 50 mm bases facing -y moved back to y 46.5, ends 2 cm
    // from the wood at y 51: three of six within 2.5 cm of it by their bases (R-COVER-2's
    // half), though their centres are 4.5 cm from it.
    let mut s = raiders_engaged(strip("wood", TerrainKind::Difficult, true, 51.0, 60.0));
    for m in s
        .models_mut()
        .iter_mut()
        .filter(|m| m.unit == "raiders" && m.y > 45.0)
    {
        (m.y, m.base) = (46.5, LONG_BASE);
    }
    assert_eq!(melee_cover(&s), [false, true]);
}

#[test]
fn r_cover_1_l521_a_hedge_that_hinders_no_move_still_gives_cover_in_a_melee() {
    // A hedge (ignorable to moves, L521, but giving cover) 1 cm behind the raiders' back rank.
    let s = raiders_engaged(strip("hedge", TerrainKind::Ignorable, true, 47.85, 48.35));
    assert_eq!(melee_cover(&s), [false, true]);
}

#[test]
fn r_cover_1_l143_l758_a_wall_making_the_sight_partial_gives_the_target_cover_from_a_shot() {
    // A low wall (no cover of its own, 0.5 high) across the field between the samurai (y 40)
    // and the raiders (y 60): every line of sight touches it, none is blocked.
    let mut s = state(vec![strip(
        "wall",
        TerrainKind::Ignorable,
        false,
        49.5,
        50.5,
    )]);
    let samurai = s
        .units_mut()
        .iter_mut()
        .find(|u| u.id == "samurai")
        .unwrap();
    samurai.profile.ranged_attack = 2;
    samurai.profile.range_cm = Some(40.0);
    let begun = combat_begun(&s, |ctx| {
        resolve_shot(
            ctx,
            "samurai",
            "raiders",
            false,
            None,
            AfterCombat::NextAction,
        )
    });
    let Situation::Shoot(shot) = begun else {
        panic!("a shot: {begun:?}")
    };
    assert!(shot.target.in_cover);
}

#[test]
fn l211_a_long_base_whose_front_edge_leaves_the_deployment_zone_is_refused() {
    // Nobody of the samurai on the table yet; samurai.1 on a 25 x 50 mm base goes in side 0's
    // 20 cm strip at y 18.5.
    let mut s = state(Vec::new());
    *s.awaiting_mut() = Awaiting::Deploy { side: Side::FIRST };
    for m in s.models_mut().iter_mut().filter(|m| m.unit == "samurai") {
        m.deployed = false;
    }
    model(&mut s, "samurai.1").base = LONG_BASE;
    let deploy = |facing_deg| Command::Deploy {
        side: Side::FIRST,
        model: "samurai.1".into(),
        x: 60.0,
        y: 18.5,
        facing_deg,
    };
    // Facing +y its front edge is at y 21, out of the zone; 1.25 cm round its centre is not.
    assert_eq!(
        check(&s, &deploy(90.0)),
        Err(Rejection::Deployment(Deployment::OutsideZone {
            x: 60.0,
            y: 18.5,
            side: Side::FIRST
        }))
    );
    // Along the edge the whole base is in it.
    assert_eq!(check(&s, &deploy(0.0)).map(|_| ()), Ok(()));
}

#[test]
fn r_geo_1_l71_a_long_base_whose_front_edge_is_within_an_objectives_radius_holds_it() {
    // The objective at (60, 20), 5 cm round; samurai.1 on a 25 x 50 mm base facing it from
    // (60, 12.5): its front edge 5 cm away, its centre 7.5 (6.25 less half its width).
    let mut s = state(Vec::new());
    let m = model(&mut s, "samurai.1");
    (m.x, m.y, m.facing_deg, m.base) = (60.0, 12.5, 90.0, LONG_BASE);
    let objective = Objective {
        id: "gate".into(),
        name: None,
        name_es: None,
        x: 60.0,
        y: 20.0,
        radius_cm: 5.0,
        vp: 2,
        side: None,
    };
    assert_eq!(holder(&s, &objective), Some(Side::FIRST));
    // Turned across, its edge is 6.25 cm away.
    model(&mut s, "samurai.1").facing_deg = 0.0;
    assert_eq!(holder(&s, &objective), None);
}
