//! The fall back or retreat move (*movimiento de repliegue o retirada*, L962-976): every model
//! of the unit 2D6 cm (3D6 mounted) away from the enemy it fought, walked on the real table
//! (`rolled_move`), and what it runs into on the way (L972-976):
//!
//! - a friendly model (of another unit) stops it, touching; a skirmisher (*hostigador*) goes
//!   through that unit instead and is placed on the far side, in the first free spot along its
//!   way, at most 5 cm from a model of the unit it crossed (else it stops too);
//! - an enemy model kills it: it is removed as a casualty (L976).
//!
//! The terrain, read with L966 ("en dirección contraria a las unidades contra las que esté
//! combatiendo y alejándose de cualquier unidad enemiga") and L523 (impassable pieces "deben ser
//! rodeados"; no model ends on one): the unit flees the way straight away from the enemy; when
//! impassable terrain, a piece the scenario closes (`no_crossing`) or the table edge stands in
//! that way, the unit takes the way round that gets it farthest away from the enemy (the
//! distance gained straight away by the model that gains least) within its dice: a first leg
//! turned 20-80 degrees to either side for a third, two thirds or all of the distance, then
//! straight away again. When no way round gets farther than stopping does, each model stops
//! touching the obstacle, as a player would stand it. Every model of the unit takes the same
//! way (they move together, so the unit keeps its shape), and each stops on its own where that
//! way is blocked for it. Difficult terrain does not shorten the move (L522 slows only a
//! powered move and a second move in an activation).
//!
//! The models move from the front (farthest along the way) back: a model stops touching one of
//! its own unit that stopped before it, and is no obstacle to those behind it until it moved.
//!
//! [`plan`] and [`fall_back_plan`] give every model's path and end as a function of the state
//! and the distance, without changing anything (the opportunity charge needs the path);
//! [`move_unit`] and [`fall_back_move`] emit it.

use crate::battle::aftermath::rolled_move::{
    DETOUR_SHARES, DETOUR_TURNS, Ground, Stop, Walk, best_route, prefix, turned,
};
use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::measure;
use crate::battle::model::command::ModelMove;
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, ModelState};
use crate::table::{P2, V2};

/// A skirmisher crossing friends ends at most this far from a model of the crossed unit (L975).
const CROSS_CM: f64 = 5.0;
/// Steps along the way beyond the crossed unit (cm).
const CROSS_STEP_CM: f64 = 0.25;
/// A way round must gain this much more (cm) to beat the straight way.
const BETTER_CM: f64 = 0.05;
/// Weight of the distance all the models gain, next to the least any of them gains.
const TIE_WEIGHT: f64 = 1e-3;

/// One model's fall back or retreat.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelFallBack {
    pub model: String,
    /// Waypoints of its base's centre (cm) after where it stood; the last is where it ends or
    /// dies. Empty: it did not move.
    pub path: Vec<(f64, f64)>,
    /// Its facing at the end: the way it fled for a retreat (L969), else as it was (L968).
    pub facing_deg: f64,
    /// The enemy model it ran into: it is removed as a casualty (L976).
    pub killed_by: Option<String>,
    /// What stopped it short of its dice's distance, if anything did.
    pub stopped_by: Option<Stop>,
}

impl ModelFallBack {
    /// Where it ends (or dies): the last point of its path, or `from` when it did not move.
    pub fn end(&self, from: (f64, f64)) -> (f64, f64) {
        self.path.last().copied().unwrap_or(from)
    }

    /// Its move as a model move (waypoints, end, facing) from where `state` has it; None when
    /// the model is not on the table.
    pub fn model_move(&self, state: &BattleState) -> Option<ModelMove> {
        let m = state.model(&self.model)?;
        let (x, y) = self.end((m.x, m.y));
        let waypoints = self.path.len().saturating_sub(1);
        Some(ModelMove {
            model: self.model.clone(),
            x,
            y,
            facing_deg: Some(self.facing_deg),
            path: self.path[..waypoints]
                .iter()
                .map(|&(x, y)| [x, y])
                .collect(),
        })
    }
}

/// What models met on the way do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Collisions {
    /// A fall back or retreat (L972-976): friends stop it (a skirmisher goes through), enemies
    /// kill it.
    FallBack,
    /// A flight from a charge (L876, R-MOV-6): the book says nothing of collisions, so any model
    /// stops it touching, as models are obstacles to every move (L527, L531).
    Flight,
}

/// Every model's fall back or retreat of `unit`: `dist` cm the way of the unit vector `dir`,
/// round what stands in the way (see the module's description); `turn_back` faces the way
/// fled (a retreat, L969). Changes nothing.
pub fn plan(
    state: &BattleState,
    unit: &str,
    dir: (f64, f64),
    dist: f64,
    turn_back: bool,
) -> Vec<ModelFallBack> {
    plan_with(state, unit, dir, dist, turn_back, Collisions::FallBack)
}

/// Every model's flight from a charge (*huir*, L870-878): 2D6 cm away from the charger ("en
/// dirección contraria a donde recibe la carga", L876), walked as a fall back is (round
/// impassable terrain, not across a closed piece, on the table), stopping touching any model
/// in the way, and turned with its back to the charger (L878). Changes nothing.
pub fn flight_plan(
    state: &BattleState,
    unit: &str,
    charger: &str,
    dist: f64,
) -> Vec<ModelFallBack> {
    away_from(state, unit, charger).map_or_else(Vec::new, |dir| {
        plan_with(state, unit, dir, dist, true, Collisions::Flight)
    })
}

fn plan_with(
    state: &BattleState,
    unit: &str,
    dir: (f64, f64),
    dist: f64,
    turn_back: bool,
    collisions: Collisions,
) -> Vec<ModelFallBack> {
    let Some(u) = state.unit(unit) else {
        return Vec::new();
    };
    let skirmisher = u.acting_profile().skirmisher;
    let d = V2::new(dir.0, dir.1);
    let mut models: Vec<&ModelState> = state.models_of(unit).collect();
    models.sort_by(|a, b| {
        let along = |m: &ModelState| m.x * d.x + m.y * d.y;
        along(b).total_cmp(&along(a)).then_with(|| a.id.cmp(&b.id))
    });
    let Some(mut ground) = Ground::new(state) else {
        // The table module refused the battle's table: nothing to walk on, nobody moves.
        return models
            .iter()
            .map(|m| ModelFallBack {
                model: m.id.clone(),
                path: Vec::new(),
                facing_deg: m.facing_deg,
                killed_by: None,
                stopped_by: None,
            })
            .collect();
    };
    let way = choose_way(&ground, &models, d, dist);
    let mut moved: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for m in models {
        let start = P2::new(m.x, m.y);
        let route: Vec<P2> = way.iter().map(|o| start + o).collect();
        let blocks = |id: &str| {
            state.model(id).is_some_and(|o| o.unit != unit) || moved.iter().any(|x| x == id)
        };
        let walk = ground.walk(m, &route, &blocks);
        let (path, killed_by) = match &walk.stop {
            Some(Stop::Models(ids)) if collisions == Collisions::FallBack => {
                let enemy = ids
                    .iter()
                    .find(|id| state.model(id).is_some_and(|o| o.side != m.side));
                match enemy {
                    Some(e) => (walk.path.clone(), Some(e.clone())),
                    None if skirmisher => cross(&mut ground, m, &route, &walk, ids, &blocks),
                    None => (walk.path.clone(), None),
                }
            }
            _ => (walk.path.clone(), None),
        };
        // A skirmisher that went through its friends was not stopped by them.
        let stopped_by = if path.len() > walk.path.len() || path.last() != walk.path.last() {
            None
        } else {
            walk.stop.clone()
        };
        let end = path.last().copied().unwrap_or(start);
        let facing = if collisions == Collisions::Flight {
            // Its back to the charger (L878).
            d.y.atan2(d.x).to_degrees()
        } else if turn_back {
            fled_facing(start, &path, d)
        } else {
            m.facing_deg
        };
        if killed_by.is_none() {
            ground.place(&m.id, end, facing);
            moved.push(m.id.clone());
        }
        out.push(ModelFallBack {
            model: m.id.clone(),
            path: path.iter().map(|p| (p.x, p.y)).collect(),
            facing_deg: facing,
            killed_by,
            stopped_by,
        });
    }
    out
}

/// The way the unit takes (offsets of the waypoints from each model's start): straight when
/// every model has it free, else the way that takes the model left nearest the enemy
/// farthest (the unit flees together), the distance all its models gain breaking near ties.
fn choose_way(ground: &Ground, models: &[&ModelState], d: V2, dist: f64) -> Vec<V2> {
    let straight = vec![d * dist];
    let gained = |way: &Vec<V2>| -> (f64, bool) {
        let (mut least, mut sum, mut free) = (f64::INFINITY, 0.0, true);
        for m in models {
            let start = P2::new(m.x, m.y);
            let route: Vec<P2> = way.iter().map(|o| start + o).collect();
            let walk = ground.walk(m, &route, &|_| false);
            free &= walk.stop.is_none();
            let gain = (walk.end(start) - start).dot(&d);
            least = least.min(gain);
            sum += gain;
        }
        (least + sum * TIE_WEIGHT, free)
    };
    if gained(&straight).1 {
        return straight;
    }
    let mut ways = vec![straight];
    for turn in DETOUR_TURNS {
        for share in DETOUR_SHARES {
            let first = turned(d, turn) * (dist * share);
            if share < 1.0 {
                ways.push(vec![first, first + d * (dist * (1.0 - share))]);
            } else {
                ways.push(vec![first]);
            }
        }
    }
    best_route(ways, BETTER_CM, |w| gained(w).0).unwrap_or_else(|| vec![d * dist])
}

/// The facing of a model that fled along `path` from `start`: the way of its last leg (L969),
/// or `d` when it did not move.
fn fled_facing(start: P2, path: &[P2], d: V2) -> f64 {
    let end = path.last().copied().unwrap_or(start);
    let before = path.iter().rev().nth(1).copied().unwrap_or(start);
    let v = end - before;
    let v = if v.norm() > 1e-6 { v } else { d };
    v.y.atan2(v.x).to_degrees()
}

/// A skirmisher that ran into friends (`hit`) goes on along its way through their unit to the
/// first free spot beyond, at most 5 cm from a model of a crossed unit (L975); else it stops
/// where its walk did. Returns its path and the enemy model it would land on, if any.
fn cross(
    ground: &mut Ground,
    m: &ModelState,
    route: &[P2],
    walk: &Walk,
    hit: &[String],
    blocks: &dyn Fn(&str) -> bool,
) -> (Vec<P2>, Option<String>) {
    let stopped = (walk.path.clone(), None);
    let crossed: Vec<String> = hit
        .iter()
        .filter_map(|id| ground.model(id).map(|o| o.unit.clone()))
        .collect();
    let start = P2::new(m.x, m.y);
    // The way goes on past its end in the direction of its last leg.
    let last = route.last().copied().unwrap_or(start);
    let before = route.iter().rev().nth(1).copied().unwrap_or(start);
    let Some(on) = (last - before).try_normalize(1e-9) else {
        return stopped;
    };
    let mut extended = route.to_vec();
    extended.push(last + on * 100.0);
    let mut s = walk.length_cm;
    loop {
        s += CROSS_STEP_CM;
        let path = prefix(start, &extended, s);
        let Some(end) = path.last().copied() else {
            return stopped;
        };
        let mut probe = m.clone();
        (probe.x, probe.y) = (end.x, end.y);
        let near_crossed = crossed
            .iter()
            .flat_map(|u| ground_models_of(ground, u))
            .map(|c| measure::distance(&probe, c))
            .fold(f64::INFINITY, f64::min);
        if near_crossed > CROSS_CM {
            return stopped;
        }
        let Some(under) = ground.spot(m, &path, blocks) else {
            return stopped;
        };
        if under.is_empty() {
            return (path, None);
        }
        if let Some(e) = under
            .iter()
            .find(|id| ground.model(id).is_some_and(|o| o.side != m.side))
        {
            return (path, Some(e.clone()));
        }
    }
}

/// The models of a unit that is not moving now, where the battle has them.
fn ground_models_of<'a>(ground: &Ground<'a>, unit: &str) -> Vec<&'a ModelState> {
    ground
        .state()
        .models()
        .iter()
        .filter(|o| o.unit == unit && o.deployed)
        .collect()
}

/// Moves every model of `unit` as [`plan`] says; models that ran into enemies are removed
/// (L976).
pub fn move_unit(ctx: &mut Ctx, unit: &str, dir: (f64, f64), dist: f64, turn_back: bool) {
    let planned = plan(ctx.state(), unit, dir, dist, turn_back);
    emit_plan(ctx, unit, planned);
}

/// The flight of `unit` from `charger`, `dist` cm, as [`flight_plan`] says.
pub fn flight_move(ctx: &mut Ctx, unit: &str, charger: &str, dist: f64) {
    let planned = flight_plan(ctx.state(), unit, charger, dist);
    emit_plan(ctx, unit, planned);
}

/// Moves the models as planned; those that ran into enemies are removed (L976).
fn emit_plan(ctx: &mut Ctx, unit: &str, planned: Vec<ModelFallBack>) {
    let mut killed = Vec::new();
    for p in planned {
        if p.killed_by.is_some() {
            killed.push(p.model);
            continue;
        }
        let Some(m) = ctx.state().model(&p.model) else {
            continue;
        };
        let (x, y) = p.end((m.x, m.y));
        ctx.emit(Event::ModelMoved {
            model: p.model,
            x,
            y,
            facing_deg: p.facing_deg,
        });
    }
    crate::battle::turn::end::remove_as_casualties(
        ctx,
        unit,
        killed,
        crate::battle::model::reasons::CasualtyCause::RanIntoEnemies,
    );
}

/// The unit vector from `enemy`'s centre to `unit`'s (straight away from the enemy, L966); a
/// unit on top of the enemy's centre goes back toward its own table edge.
pub fn away_from(state: &BattleState, unit: &str, enemy: &str) -> Option<(f64, f64)> {
    let centre = |id: &str| {
        let ms: Vec<_> = state.models_of(id).collect();
        (!ms.is_empty()).then(|| {
            let n = ms.len() as f64;
            (
                ms.iter().map(|m| m.x).sum::<f64>() / n,
                ms.iter().map(|m| m.y).sum::<f64>() / n,
            )
        })
    };
    let c = centre(enemy)?;
    let uc = centre(unit).unwrap_or(c);
    measure::direction(c, uc).or_else(|| {
        let side = state.unit(unit).map_or(Side::FIRST, |u| u.side);
        Some((0.0, if side == Side::FIRST { -1.0 } else { 1.0 }))
    })
}

/// Every model's fall back or retreat of `unit` away from `enemy`, `dist` cm (L962-976), as
/// [`plan`] gives it; empty when either unit has no model on the table.
pub fn fall_back_plan(
    state: &BattleState,
    unit: &str,
    enemy: &str,
    dist: f64,
    retreat: bool,
) -> Vec<ModelFallBack> {
    away_from(state, unit, enemy).map_or_else(Vec::new, |dir| plan(state, unit, dir, dist, retreat))
}

/// The fall back or retreat move of `unit` away from `enemy` (L962-976).
pub fn fall_back_move(ctx: &mut Ctx, unit: &str, enemy: &str, dist: f64, retreat: bool) {
    if let Some(dir) = away_from(ctx.state(), unit, enemy) {
        move_unit(ctx, unit, dir, dist, retreat);
    }
}

/// The markers a unit takes at the end of a flight (L842: used) or of a fall back or retreat
/// (L968: used, and retreating for a retreat); any move loses the parapet (L596).
pub(in crate::battle) fn end_markers(ctx: &mut Ctx, unit: &str, retreat: bool) {
    let Some(mut m) = ctx.state().unit(unit).map(|u| u.markers.clone()) else {
        return;
    };
    m.used = true;
    m.parapet = false;
    m.retreating |= retreat;
    ctx.emit(Event::MarkersSet {
        unit: unit.to_string(),
        markers: m,
    });
}
