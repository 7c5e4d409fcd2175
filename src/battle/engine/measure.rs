//! The battle's one door to the table module: every measure the rules take (distance R-GEO-1,
//! engagement R-ENG-1, field of view R-VIEW-1, sight R-LOS-1..2, cover R-COVER-1..2, formation
//! R-FORM-1, move checks, a base on the table, on impassable terrain or in its deployment zone,
//! a path entering a piece a scenario closes, the side a unit attacks by R-SIDE-2) is the table
//! module's ([`crate::table`]), here only fed with the battle's models.
//!
//! Questions about models where the state has them go to [`table`]: a [`Table`] of the state's
//! terrain and deployed models, built once per state (a few of the last ones are kept, keyed by
//! what the table is built from) and shared. Questions about one base against another, where a
//! move or a placement would put it, go to the same table functions on the bases themselves
//! ([`Footprint`]).

use std::cell::RefCell;
use std::rc::Rc;

use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, ModelState};
use crate::table::model::{ModelPlacement, TableFile};
use crate::table::shapes::{EPS_CM, Footprint, P2};
use crate::table::{Los, Table};

pub use crate::table::contact::ENGAGE_DISTANCE_CM as ENGAGE_CM;
pub use crate::table::plane::{
    clamp_travel, direction, distance_to_polygon, facing_towards, path_enters, polygon_area,
};
pub use crate::table::shapes::base_size_cm;

/// A model's base where the battle has it (R-UNIT-2, R-UNIT-3).
pub fn footprint(m: &ModelState) -> Footprint {
    Footprint::new(P2::new(m.x, m.y), m.facing_deg, &m.base)
}

/// [`footprint`] without its facing (+x): for the measures that do not need the facing vector
/// ([`distance`] turns the base by its degrees, [`beyond`] needs only its size and centre).
fn unturned(m: &ModelState) -> Footprint {
    Footprint::unturned(P2::new(m.x, m.y), &m.base)
}

/// Edge-to-edge distance between two models' bases (R-GEO-1): 0 when they touch or overlap.
/// parry2d's `f32` measure of the table's base shapes ([`Footprint::parry_distance`]), not yet
/// the exact one ([`Footprint::distance_to`], within 1e-5 cm of it): saved battles record these
/// figures (a charge's distance, where a charge stops) and opening a save replays its commands
/// and compares their events exactly.
pub fn distance(a: &ModelState, b: &ModelState) -> f64 {
    unturned(a).parry_distance(a.facing_deg, &unturned(b), b.facing_deg)
}

/// How far a base's corners-and-bends way round closed ground stands off it (cm): about half
/// a foot base's width, so a model going round a corner clears it.
pub const ROUTE_CLEARANCE_CM: f64 = 2.0;

/// The ways round the ground no move may cross on this table (R-MOV-1, L523): impassable
/// terrain and the pieces a scenario rule closes (`no_crossing`). See [`crate::table::route`].
/// Built once per terrain and shared (the last one is kept on each thread).
pub fn routes(state: &BattleState) -> std::sync::Arc<crate::table::route::Routes> {
    routes_keeping_off(state, 0.0)
}

/// The ways of a point that keeps `margin` cm off the closed ground and the table's edges
/// ([`crate::table::route::Routes::keeping_off`]): where a column's middle goes so its files
/// pass, or a model's centre so its whole base does. 0 gives [`routes`]. The last few are
/// kept on each thread.
pub fn routes_keeping_off(
    state: &BattleState,
    margin: f64,
) -> std::sync::Arc<crate::table::route::Routes> {
    let closed_by_rule = crate::battle::scenario::special_rules::closed_terrain(state);
    let closed: Vec<Vec<[f64; 2]>> = state
        .table()
        .terrain
        .iter()
        .filter(|t| {
            t.kind == crate::table::model::TerrainKind::Impassable
                || closed_by_rule.contains(&t.id.as_str())
        })
        .map(|t| t.polygon.clone())
        .collect();
    let size = (state.table().table.width_cm, state.table().table.depth_cm);
    ROUTES.with(|kept| {
        let mut kept = kept.borrow_mut();
        if let Some((_, _, _, r)) = kept
            .iter()
            .find(|(c, s, m, _)| *c == closed && *s == size && *m == margin.to_bits())
        {
            return std::sync::Arc::clone(r);
        }
        // A margin is clearance enough: the bends go round the grown pieces close.
        let clearance = if margin > 0.0 {
            MARGIN_CLEARANCE_CM
        } else {
            ROUTE_CLEARANCE_CM
        };
        let r = std::sync::Arc::new(crate::table::route::Routes::keeping_off(
            closed.clone(),
            size.0,
            size.1,
            clearance,
            margin,
        ));
        if kept.len() >= KEPT_ROUTES {
            kept.remove(0);
        }
        kept.push((closed, size, margin.to_bits(), std::sync::Arc::clone(&r)));
        r
    })
}

/// How far the bends of ways that keep a margin ([`routes_keeping_off`]) stand off the grown
/// pieces (cm): just off them, so they do not touch.
const MARGIN_CLEARANCE_CM: f64 = 0.2;

/// How many tables' ways ([`routes_keeping_off`]) each thread keeps.
const KEPT_ROUTES: usize = 4;

/// A table's closed pieces, its size, the margin kept off them (its bits) and its ways round
/// them ([`routes_keeping_off`]).
type KeptRoutes = (
    Vec<Vec<[f64; 2]>>,
    (f64, f64),
    u64,
    std::sync::Arc<crate::table::route::Routes>,
);

thread_local! {
    static ROUTES: RefCell<Vec<KeptRoutes>> = const { RefCell::new(Vec::new()) };
}

/// Distance from `m`'s base edge, by its exact shape, to a table point: 0 when the point is on
/// the base (R-GEO-1, L71; [`Footprint::distance_to_point`]).
pub fn distance_to_point(m: &ModelState, p: (f64, f64)) -> f64 {
    footprint(m).distance_to_point(&P2::new(p.0, p.1))
}

/// Two enemy models are engaged (R-ENG-1, L147): within 2.5 cm and the facing ray from the
/// centre of at least one of them passes through the other's base.
pub fn engaged(a: &ModelState, b: &ModelState) -> bool {
    a.side != b.side && !beyond(a, b, ENGAGE_CM) && footprint(a).engages(&footprint(b))
}

/// Whether any part of `b`'s base is in front of `a`'s front line (R-VIEW-1, L120).
pub fn in_view(a: &ModelState, b: &ModelState) -> bool {
    footprint(a).has_in_view(&footprint(b))
}

/// How deep two bases overlap, cm (0 when apart or touching; L531).
pub fn overlap_cm(a: &ModelState, b: &ModelState) -> f64 {
    if beyond(a, b, 0.0) {
        return 0.0;
    }
    footprint(a).overlap_depth(&footprint(b))
}

/// Whether two bases are surely more than `gap` cm apart, edge to edge: their circumscribed
/// circles are, with a margin well above the `f32` rounding of parry2d's measures. Most pairs
/// of models a rule asks about are far apart, and this settles them without turning either
/// base (no sine or cosine of its facing).
fn beyond(a: &ModelState, b: &ModelState, gap: f64) -> bool {
    let (ua, ub) = (unturned(a), unturned(b));
    let apart = ua.circumradius() + ub.circumradius() + gap + 0.01;
    (ua.centre - ub.centre).norm_squared() > apart * apart
}

/// How deep two bases may overlap and still count as touching, cm (rounding of the geometry).
pub const TOUCHING_CM: f64 = 0.01;

/// The deepest overlap of `m`'s base with any other deployed model of `others`, cm (L531).
pub fn deepest_overlap<'a>(m: &ModelState, others: impl Iterator<Item = &'a ModelState>) -> f64 {
    others
        .filter(|o| o.id != m.id && o.deployed)
        .map(|o| overlap_cm(m, o))
        .fold(0.0, f64::max)
}

/// Where `m`, moving in a straight line from its place towards `to`, can stop without ending on
/// another deployed model of `others` (L531, L511; [`crate::table::movement::free_stop`]).
pub fn free_stop<'a>(
    m: &ModelState,
    to: (f64, f64),
    others: impl Iterator<Item = &'a ModelState>,
) -> (f64, f64) {
    let others: Vec<Footprint> = others
        .filter(|o| o.id != m.id && o.deployed)
        .map(footprint)
        .collect();
    let p = crate::table::movement::free_stop(&footprint(m), P2::new(to.0, to.1), &others);
    (p.x, p.y)
}

/// How far `m`'s base, where the battle has it and as it faces, reaches off the table: 0 when
/// its whole exact shape is on it (R-GEO-1, L478).
pub fn off_table_by(state: &BattleState, m: &ModelState) -> f64 {
    let t = &state.table().table;
    footprint(m).off_table_by(t.width_cm, t.depth_cm)
}

/// Whether `m`'s whole base is on the table (R-GEO-1, L478; [`off_table_by`]).
pub fn on_table(state: &BattleState, m: &ModelState) -> bool {
    off_table_by(state, m) <= EPS_CM
}

/// The impassable terrain piece `m`'s base would stand on where the battle has it (L523): its
/// exact shape overlapping the piece's polygon, touching its edge being fine
/// ([`Table::impassable_under`]). None when it stands on none, or when the table module refuses
/// the table (then there is no terrain to measure).
pub fn impassable_under(state: &BattleState, m: &ModelState) -> Option<String> {
    let table = table(state)?;
    let piece = table.impassable_under(&footprint(m))?;
    Some(table.terrain[piece].id.clone())
}

/// The side unit `attacker` attacks unit `target` by (R-SIDE-1, R-SIDE-2, L689-699), as the
/// table counts it ([`Table::unit_attack_side`]); with two sides or none qualifying, the
/// defender's default (the one least favourable to the attacker). Front when no model of the
/// attacker is engaged with the target, or when the table module refuses the table.
pub fn attack_side(state: &BattleState, attacker: &str, target: &str) -> crate::table::Side {
    table(state)
        .and_then(|t| t.unit_attack_side(t.unit_index(attacker)?, t.unit_index(target)?))
        .map_or(crate::table::Side::Front, |a| a.side)
}

/// The battle's table file: the scenario's terrain with every deployed model where the battle
/// has it.
pub fn table_file_of(state: &BattleState) -> TableFile {
    let mut file = state.table().clone();
    file.models = state
        .models()
        .iter()
        .filter(|m| m.deployed)
        .map(placement)
        .collect();
    file
}

fn placement(m: &ModelState) -> ModelPlacement {
    ModelPlacement {
        id: m.id.clone(),
        unit: m.unit.clone(),
        side: m.side.into(),
        x: m.x,
        y: m.y,
        facing_deg: m.facing_deg,
        base: m.base,
        height: m.height,
    }
}

/// How many tables [`table`] keeps: the state being decided on and the few states its checks
/// look at beside it.
const KEPT: usize = 4;

/// A table and what it was built from (the state's table file and its deployed models).
struct Kept {
    source: TableFile,
    models: Vec<ModelPlacement>,
    table: Option<Rc<Table>>,
}

impl Kept {
    fn built_from(&self, state: &BattleState) -> bool {
        let mut deployed = state.models().iter().filter(|m| m.deployed);
        self.models.iter().all(|k| {
            deployed.next().is_some_and(|m| {
                k.x == m.x
                    && k.y == m.y
                    && k.facing_deg == m.facing_deg
                    && k.id == m.id
                    && k.unit == m.unit
                    && k.side == u8::from(m.side)
                    && k.base == m.base
                    && k.height == m.height
            })
        }) && deployed.next().is_none()
            && &self.source == state.table()
    }
}

thread_local! {
    static TABLES: RefCell<Vec<Kept>> = const { RefCell::new(Vec::new()) };
}

/// The battle's table as the table module measures it (`table::Table`): the terrain and every
/// deployed model, built once for a state and shared while the state's models and terrain stay
/// as they are. None when the table module refuses it (then sight falls back to the field of
/// view alone).
pub fn table(state: &BattleState) -> Option<Rc<Table>> {
    TABLES.with(|kept| {
        let mut kept = kept.borrow_mut();
        if let Some(i) = kept.iter().position(|k| k.built_from(state)) {
            let k = kept.remove(i);
            let table = k.table.clone();
            kept.push(k);
            return table;
        }
        let file = table_file_of(state);
        // A kept table on the same terrain lends its terrain's shapes.
        let same_terrain = kept
            .iter()
            .rev()
            .find(|k| &k.source == state.table())
            .and_then(|k| k.table.clone());
        let table = match same_terrain {
            Some(t) => t.with_models(&file),
            None => Table::new(&file),
        };
        let table = table.ok().map(Rc::new);
        if kept.len() >= KEPT {
            kept.remove(0);
        }
        kept.push(Kept {
            source: state.table().clone(),
            models: file.models,
            table: table.clone(),
        });
        table
    })
}

/// Whether `a` sees `b`: line of sight total or partial (R-LOS-1, R-LOS-2, L124-134), obstacles
/// (terrain and other models) measured by the table module.
pub fn sees(table: Option<&Table>, a: &ModelState, b: &ModelState) -> bool {
    match table.map(|t| (t, t.model_index(&a.id), t.model_index(&b.id))) {
        Some((t, Some(i), Some(j))) => t.los(i, j) != Los::None,
        _ => in_view(a, b),
    }
}

/// Whether some model of `viewers` sees some model of `target` ([`sees`]): what a shot needs
/// (L729), stand and shoot among them (L856).
pub fn unit_sees(state: &BattleState, viewers: &str, target: &str) -> bool {
    let table = table(state);
    state.models_of(viewers).any(|m| {
        state
            .models_of(target)
            .any(|tm| sees(table.as_deref(), m, tm))
    })
}

/// Whether `unit` is in cover with no one looking (L678, a melee): at least half (rounded up)
/// of its models within 2.5 cm of a terrain piece that gives cover, each base by its exact
/// shape ([`Table::unit_in_terrain_cover`], R-COVER-1, R-COVER-2). Not in cover when the table
/// module refuses the table.
pub fn unit_in_terrain_cover(state: &BattleState, unit: &str) -> bool {
    table(state).is_some_and(|t| {
        t.unit_index(unit)
            .is_some_and(|u| t.unit_in_terrain_cover(u))
    })
}

/// Whether unit `target` is in cover from the shooting unit `shooters` (R-COVER-1, R-COVER-2,
/// L758): at least half (rounded up) of the models the shooters see are in cover from the unit,
/// whose sight is the sum of its models' (L136): by terrain, or seen partially by a shooter and
/// totally by none ([`Table::unit_cover`]). Not in cover without a table.
pub fn unit_cover(table: Option<&Table>, shooters: &str, target: &str) -> bool {
    table
        .and_then(|t| Some(t.unit_cover(t.unit_index(shooters)?, t.unit_index(target)?)))
        .is_some_and(|c| c.in_cover)
}

/// Enemy units engaged with `unit` (R-ENG-1).
pub fn engaged_enemies<'a>(
    state: &'a BattleState,
    unit: &'a str,
) -> impl Iterator<Item = String> + 'a {
    let mut found: Vec<String> = Vec::new();
    for m in state.models_of(unit) {
        for e in state.models() {
            if e.side != m.side
                && e.deployed
                && m.deployed
                && engaged(m, e)
                && !found.contains(&e.unit)
            {
                found.push(e.unit.clone());
            }
        }
    }
    found.into_iter()
}

/// Enemy units `unit` is in melee with for what it may do (L815, R-DUEL-2): those it is engaged
/// with, except the units of a duel fought this turn when `unit` is not one of them. Such a
/// unit counts as not in melee and acts normally, though it may not attack the duel's units.
pub fn melee_enemies(state: &BattleState, unit: &str) -> Vec<String> {
    let in_duel = |u: &str| state.duel_units().iter().any(|d| d == u);
    let mine = in_duel(unit);
    engaged_enemies(state, unit)
        .filter(|e| mine || !in_duel(e))
        .collect()
}

/// Whether model `m` touches an enemy its unit is in melee with ([`melee_enemies`]).
pub fn model_in_melee(state: &BattleState, m: &ModelState) -> bool {
    let in_duel = |u: &str| state.duel_units().iter().any(|d| d == u);
    let mine = in_duel(&m.unit);
    state
        .models()
        .iter()
        .any(|e| e.deployed && engaged(m, e) && (mine || !in_duel(&e.unit)))
}

/// The deployment zone of a side (L206-214): the scenario's, or the table module's default
/// strip along its table edge ([`TableFile::deployment_zone`]).
pub fn deployment_zone(state: &BattleState, side: Side) -> Vec<[f64; 2]> {
    state.table().deployment_zone(side.into())
}

/// Whether `m`'s whole base, where the battle has it and as it faces, stands in `side`'s
/// deployment zone (L211; [`TableFile::in_deployment_zone`]).
pub fn in_deployment_zone(state: &BattleState, m: &ModelState, side: Side) -> bool {
    state.table().in_deployment_zone(side.into(), &footprint(m))
}

/// The distance a charge must cover (R-CHG-1, L624-628): edge to edge, from the nearest charging
/// model to the nearest model of any charged unit still on the table (infinite when none is).
/// The battle settles the charge roll against it, and the computer general weighs its reach by
/// it.
pub fn charge_gap(state: &BattleState, charger: &str, charged: &[String]) -> f64 {
    charged
        .iter()
        .map(|t| unit_distance(state, charger, t))
        .fold(f64::INFINITY, f64::min)
}

/// Shortest edge distance between two units' models (R-GEO-1).
pub fn unit_distance(state: &BattleState, a: &str, b: &str) -> f64 {
    let mut best = f64::INFINITY;
    for m in state.models_of(a) {
        for n in state.models_of(b) {
            best = best.min(distance(m, n));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::model::{Base, BaseShape};

    fn model(x: f64, y: f64, facing: f64, side: Side) -> ModelState {
        ModelState {
            id: format!("m{x}{y}"),
            unit: "u".into(),
            side,
            x,
            y,
            facing_deg: facing,
            base: Base {
                shape: BaseShape::Round,
                width_mm: 25.0,
                depth_mm: None,
            },
            height: 1.0,
            leader: false,
            deployed: true,
        }
    }

    #[test]
    fn r_geo_1_distance_is_edge_to_edge() {
        let d = distance(
            &model(0.0, 0.0, 0.0, Side::FIRST),
            &model(10.0, 0.0, 180.0, Side::SECOND),
        );
        assert!((d - 7.5).abs() < 1e-4, "{d}");
    }

    #[test]
    fn r_eng_1_engaged_needs_a_facing_ray_through_the_other() {
        let a = model(0.0, 0.0, 0.0, Side::FIRST);
        assert!(engaged(&a, &model(4.0, 0.0, 90.0, Side::SECOND)));
        // Both look away: not engaged though touching.
        assert!(!engaged(
            &model(0.0, 0.0, 180.0, Side::FIRST),
            &model(4.0, 0.0, 0.0, Side::SECOND)
        ));
        assert!(!engaged(&a, &model(6.0, 0.0, 180.0, Side::SECOND)));
    }

    #[test]
    fn r_view_1_behind_the_front_line_is_out_of_view() {
        let a = model(0.0, 0.0, 0.0, Side::FIRST);
        assert!(in_view(&a, &model(10.0, 30.0, 0.0, Side::SECOND)));
        assert!(!in_view(&a, &model(-10.0, 0.0, 0.0, Side::SECOND)));
    }

    #[test]
    fn l531_a_move_stops_short_of_a_model_in_the_way() {
        let m = model(10.0, 10.0, 90.0, Side::FIRST);
        let other = model(10.0, 20.0, 270.0, Side::SECOND);
        // Straight onto the other model: it stops with its base touching it, not on it.
        let (x, y) = free_stop(&m, (10.0, 20.0), [other.clone()].iter());
        assert_eq!(x, 10.0);
        assert!(y <= 17.5 + 1e-9 && y > 17.0, "{y}");
        // A free destination is kept as it is.
        assert_eq!(free_stop(&m, (30.0, 10.0), [other].iter()), (30.0, 10.0));
    }

    #[test]
    fn one_table_per_state_until_a_model_moves() {
        let mut state = crate::battle::deck::offering_tests::state(2.6, [Vec::new(), Vec::new()]);
        let a = table(&state).expect("table");
        let b = table(&state.clone()).expect("table");
        assert!(Rc::ptr_eq(&a, &b));
        state.models_mut()[1].x += 1.0;
        let c = table(&state).expect("table");
        assert!(!Rc::ptr_eq(&a, &c));
        let moved = c.model_index(&state.models()[1].id).expect("model");
        assert_eq!(c.models[moved].foot.centre.x, state.models()[1].x);
        // A model leaving the table (not deployed) is a new table too.
        state.models_mut()[2].deployed = false;
        let d = table(&state).expect("table");
        assert_eq!(d.models.len(), c.models.len() - 1);
    }
}
