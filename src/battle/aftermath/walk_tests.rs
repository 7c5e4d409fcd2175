//! Tests of the fall back, retreat and pursuit moves on the real table (L966, L984, L523,
//! L522, the `no_crossing` scenario rule): each builds a small table with terrain by hand and
//! asks `retreat_move` and `pursuers` for their plans, or runs the moves.

use crate::battle::aftermath::rolled_move::Stop;
use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::dice::Dice;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::TroopProfile;
use crate::battle::scene::{self, Scene};
use crate::battle::{aftermath::pursuers, aftermath::retreat_move, engine::measure};
use crate::table::model::{TableFile, Terrain, TerrainKind};
use crate::table::{MoveKind, MoveRequest, P2};

/// A unit: id, side, facing, where its models stand.
type U = (&'static str, u8, f64, Vec<(f64, f64)>);

fn piece(id: &str, kind: TerrainKind, x0: f64, y0: f64, x1: f64, y1: f64) -> Terrain {
    Terrain {
        id: id.into(),
        name: None,
        name_es: None,
        kind,
        height: 3.0,
        cover: true,
        polygon: vec![[x0, y0], [x1, y0], [x1, y1], [x0, y1]],
    }
}

/// A battle in its activation phase on `table` (its terrain and rules) with these units.
fn battle_on(table: TableFile, units: Vec<U>) -> BattleState {
    let profile = TroopProfile::foot("troop", 2, 2, 4, 1);
    let mut scene = Scene::new();
    for (id, side, facing, at) in &units {
        scene.troops(*side, id, profile.clone(), at.len() as u32, None);
        scene.place_unit(id, *side, false, *facing, profile.base, at);
    }
    scene::in_activation(&scene.setup_on(table))
}

fn battle(terrain: Vec<Terrain>, units: Vec<U>) -> BattleState {
    let mut table = TableFile::with_models(120.0, 90.0, Vec::new());
    table.terrain = terrain;
    battle_on(table, units)
}

/// Whether `model`, gone along `path` from where it stands in `s`, touches impassable terrain
/// on the way or at the end (the table's move checker, L523).
fn touches_impassable(s: &BattleState, model: &str, path: &[(f64, f64)]) -> bool {
    let table = measure::table(s).expect("table");
    let idx = table.model_index(model).expect("model");
    let path: Vec<P2> = path.iter().map(|&(x, y)| P2::new(x, y)).collect();
    let check = table.check_move(&MoveRequest {
        model: idx,
        path: if path.is_empty() {
            vec![table.models[idx].foot.centre]
        } else {
            path
        },
        final_facing_deg: None,
        kind: MoveKind::Move,
        mov_cm: f64::MAX,
        die: None,
    });
    !check.crosses_impassable.is_empty()
}

fn path_length(s: &BattleState, model: &str, path: &[(f64, f64)]) -> f64 {
    let m = s.model(model).expect("model");
    let mut at = (m.x, m.y);
    let mut total = 0.0;
    for &p in path {
        total += (p.0 - at.0).hypot(p.1 - at.1);
        at = p;
    }
    total
}

/// Two models side by side at y 50 that lost to an enemy just below them: they flee +y.
fn losers() -> Vec<U> {
    vec![
        ("winner", 0, 90.0, vec![(50.0, 47.4), (53.0, 47.4)]),
        ("loser", 1, 270.0, vec![(50.0, 50.0), (53.0, 50.0)]),
    ]
}

#[test]
fn l966_fall_back_goes_round_impassable_rock() {
    // A rock 4 cm wide, 3 cm behind the unit, right in its way straight away from the enemy.
    let rock = piece("rock", TerrainKind::Impassable, 49.5, 53.0, 53.5, 56.0);
    let s = battle(vec![rock], losers());
    let plan = retreat_move::fall_back_plan(&s, "loser", "winner", 12.0, false);
    assert_eq!(plan.len(), 2);
    for p in &plan {
        // It turned on the way (L488) and never touched the rock (L523)...
        assert!(p.path.len() >= 2, "{p:?}");
        assert!(!touches_impassable(&s, &p.model, &p.path), "{p:?}");
        assert!(path_length(&s, &p.model, &p.path) <= 12.0 + 1e-6);
        // ...and got farther from the enemy than stopping at the rock (y 51.75) would.
        let (_, y) = p.end((0.0, 0.0));
        assert!(y > 54.0, "{p:?}");
        assert_eq!(p.killed_by, None);
    }
    // Both took the same way: the unit moved together and kept its shape.
    let ends: Vec<(f64, f64)> = plan.iter().map(|p| p.end((0.0, 0.0))).collect();
    assert!(
        ((ends[0].0 - ends[1].0).abs() - 3.0).abs() < 1e-6,
        "{ends:?}"
    );
}

#[test]
fn l523_a_retreat_stops_touching_a_wall_it_cannot_go_round() {
    // A wall across the whole table 3 cm behind the unit: no way round within 12 cm.
    let wall = piece("wall", TerrainKind::Impassable, 0.0, 53.0, 120.0, 55.0);
    let mut s = battle(vec![wall], losers());
    let plan = retreat_move::fall_back_plan(&s, "loser", "winner", 12.0, true);
    for p in &plan {
        assert_eq!(p.stopped_by, Some(Stop::Terrain("wall".into())), "{p:?}");
        assert!(!touches_impassable(&s, &p.model, &p.path), "{p:?}");
    }
    let mut dice = Dice::for_entry(1, 1);
    let mut ctx = Ctx::new(&s, &mut dice, crate::battle::turn::flow::go_on);
    retreat_move::fall_back_move(&mut ctx, "loser", "winner", 12.0, true);
    s = ctx.finish().state;
    for (id, x) in [("loser.1", 50.0), ("loser.2", 53.0)] {
        let m = s.model(id).expect("still on the table");
        // Straight on, its base touching the wall (its edge at 53, the base's radius 1.25).
        assert!((m.x - x).abs() < 1e-6, "{m:?}");
        assert!(m.y > 51.74 && m.y < 51.75, "{m:?}");
        // A retreat faces the way it fled (L969).
        assert!((m.facing_deg - 90.0).abs() < 1e-6);
    }
}

#[test]
fn l522_difficult_terrain_does_not_shorten_a_fall_back() {
    let wood = piece("wood", TerrainKind::Difficult, 40.0, 52.0, 70.0, 70.0);
    let s = battle(vec![wood], losers());
    for p in retreat_move::fall_back_plan(&s, "loser", "winner", 9.0, false) {
        assert_eq!(p.stopped_by, None);
        assert!((path_length(&s, &p.model, &p.path) - 9.0).abs() < 1e-9);
    }
}

/// The bridge scenario with two units by the river's west half, far from the bridge (x 52-68),
/// the loser fleeing north into the river (y 40-50).
fn by_the_river(river: TerrainKind) -> BattleState {
    let mut table = crate::battle::setup::roster::load_scenario(std::path::Path::new(
        "scenarios/hold_the_bridge.json",
    ))
    .expect("bridge scenario");
    for t in table
        .terrain
        .iter_mut()
        .filter(|t| t.id.starts_with("river"))
    {
        t.kind = river;
    }
    battle_on(
        table,
        vec![
            ("winner", 0, 90.0, vec![(20.0, 30.4), (23.0, 30.4)]),
            ("loser", 1, 270.0, vec![(20.0, 33.0), (23.0, 33.0)]),
        ],
    )
}

#[test]
fn l966_a_retreat_stops_at_the_bridge_scenarios_river() {
    let s = by_the_river(TerrainKind::Impassable);
    for p in retreat_move::fall_back_plan(&s, "loser", "winner", 12.0, true) {
        let (_, y) = p.end((0.0, 0.0));
        // Its base touches the river's bank (y 40) and goes no farther.
        assert!(y < 38.75 && y > 38.7, "{p:?}");
        assert!(!touches_impassable(&s, &p.model, &p.path), "{p:?}");
    }
}

#[test]
fn no_crossing_a_retreat_does_not_cross_the_river_the_bridge_scenario_closes() {
    // The same river as difficult ground (as L522 lists rivers): only the scenario's
    // `no_crossing` rule ("The river is impassable except over the bridge") stops the retreat,
    // with its centre at the water's edge as it stops any move there.
    let s = by_the_river(TerrainKind::Difficult);
    for p in retreat_move::fall_back_plan(&s, "loser", "winner", 12.0, true) {
        assert!(
            matches!(&p.stopped_by, Some(Stop::Closed(r)) if r.contains("bridge")),
            "{p:?}"
        );
        let (_, y) = p.end((0.0, 0.0));
        assert!(y < 40.0 && y > 39.9, "{p:?}");
    }
}

#[test]
fn l984_a_pursuit_does_not_cut_through_a_building() {
    // A house between the pursuer and its quarry.
    let house = piece("house", TerrainKind::Impassable, 46.0, 34.0, 54.0, 38.0);
    let s = battle(
        vec![house],
        vec![
            ("winner", 0, 90.0, vec![(50.0, 30.0)]),
            ("loser", 1, 90.0, vec![(50.0, 44.0)]),
        ],
    );
    let plan = pursuers::plan(&s, "winner", "loser", 12.0);
    assert_eq!(plan.len(), 1);
    let p = &plan[0];
    assert!(p.path.len() >= 2, "it went round: {p:?}");
    assert!(!touches_impassable(&s, "winner.1", &p.path), "{p:?}");
    assert!(path_length(&s, "winner.1", &p.path) <= 12.0 + 1e-6);
    // It ends nearer its quarry than stopping at the house's wall (10.75 cm away) would.
    let end = p.path.last().copied().expect("moved");
    let left = (end.0 - 50.0).hypot(end.1 - 44.0);
    assert!(left < 10.0, "{p:?}");
}

#[test]
fn l986_a_pursuer_with_a_free_way_catches_its_quarry_touching() {
    let s = battle(
        Vec::new(),
        vec![
            ("winner", 0, 90.0, vec![(50.0, 30.0)]),
            ("loser", 1, 90.0, vec![(50.0, 38.0)]),
        ],
    );
    let plan = pursuers::plan(&s, "winner", "loser", 7.0);
    assert_eq!(plan[0].caught.as_deref(), Some("loser.1"));
    // Straight at it, stopped with its base touching (centres 2.5 cm apart).
    assert_eq!(plan[0].path.len(), 1);
    let (x, y) = plan[0].path[0];
    assert!(
        (x - 50.0).abs() < 1e-9 && y > 35.49 && y < 35.5,
        "{:?}",
        plan[0]
    );
}
