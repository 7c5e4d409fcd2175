//! Who may pursue and which way each pursuer goes (L978-986): a winner may pursue a unit that
//! retreats from it while it fights no other unit; each pursuing model goes toward the nearest
//! retreating model still on the table, round impassable terrain and what else stands in its
//! way ([`plan`]), and never ends on another model (L531). Measures only: the pursuit itself
//! (its Honor test, its dice, the move made) is `aftermath::pursuit`.

use crate::battle::aftermath::rolled_move::{
    DETOUR_SHARES, DETOUR_TURNS, Ground, Stop, best_route, prefix, turned,
};
use crate::battle::model::state::{BattleState, ModelState};
use crate::table::P2;

/// A way round must end this much nearer (cm) to beat the straight way.
const BETTER_CM: f64 = 0.05;

/// Whether `pursuer` may pursue `fleeing` now (L980): both still on the table, and the pursuer
/// not in melee with a unit other than the one that retreats.
pub fn may_pursue(state: &BattleState, pursuer: &str, fleeing: &str) -> bool {
    let alive = |id: &str| {
        state.unit(id).is_some_and(|u| !u.removed) && state.models_of(id).next().is_some()
    };
    alive(pursuer)
        && alive(fleeing)
        && crate::battle::engine::measure::engaged_enemies(state, pursuer).all(|e| e == fleeing)
}

/// One pursuer's move.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelPursuit {
    pub model: String,
    /// Waypoints of its base's centre (cm) after where it stood; the last is where it ends.
    /// Empty: it did not move.
    pub path: Vec<(f64, f64)>,
    /// Facing the model it went after (L616's "toward the centre of the enemy's base").
    pub facing_deg: f64,
    /// The retreating model it touched: removed as a casualty (L986).
    pub caught: Option<String>,
}

/// Every pursuer's move `dist` cm toward the retreating models (L984-986), walked on the real
/// table (`rolled_move`); changes nothing. The pursuers go nearest first, each after the
/// nearest retreating model not yet caught. Its way is straight at that model's centre, or,
/// when impassable terrain, a piece the scenario closes (`no_crossing`), the table edge or a
/// model other than a retreating one stands in it, the way round (a first leg turned 20-80
/// degrees to either side for a third, two thirds or all of the distance, then straight at
/// the quarry) that ends nearest it: it goes round a building rather than through it (L523).
/// On the way it stops touching the first model it meets (L527, L531); a retreating one is
/// caught (L986). Difficult terrain does not slow it (L522 slows only powered moves and second
/// moves in an activation).
pub fn plan(state: &BattleState, pursuer: &str, fleeing: &str, dist: f64) -> Vec<ModelPursuit> {
    let Some(mut ground) = Ground::new(state) else {
        return Vec::new();
    };
    let nearest = |ground: &Ground, m: &ModelState, caught: &[String]| {
        state
            .models_of(fleeing)
            .filter(|t| !caught.contains(&t.id))
            .filter_map(|t| Some((ground.distance(&m.id, &t.id)?, t)))
            .min_by(|a, b| a.0.total_cmp(&b.0).then_with(|| a.1.id.cmp(&b.1.id)))
    };
    let mut models: Vec<(f64, &ModelState)> = state
        .models_of(pursuer)
        .map(|m| (nearest(&ground, m, &[]).map_or(f64::INFINITY, |n| n.0), m))
        .collect();
    models.sort_by(|a, b| a.0.total_cmp(&b.0).then_with(|| a.1.id.cmp(&b.1.id)));
    let mut caught: Vec<String> = Vec::new();
    let mut moved: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for (_, m) in models {
        let Some((_, t)) = nearest(&ground, m, &caught) else {
            break;
        };
        let start = P2::new(m.x, m.y);
        let quarry = P2::new(t.x, t.y);
        let route = way_to(&ground, m, pursuer, fleeing, quarry, dist);
        let blocks = |id: &str| {
            state.model(id).is_some_and(|o| o.unit != pursuer) || moved.iter().any(|x| x == id)
        };
        let walk = ground.walk(m, &route, &blocks);
        let got = match &walk.stop {
            Some(Stop::Models(ids)) => ids
                .iter()
                .find(|id| {
                    !caught.contains(id) && state.model(id).is_some_and(|o| o.unit == fleeing)
                })
                .cloned(),
            _ => None,
        };
        let end = walk.end(start);
        let facing = crate::battle::engine::measure::facing_towards((end.x, end.y), (t.x, t.y));
        ground.place(&m.id, end, facing);
        moved.push(m.id.clone());
        if let Some(c) = &got {
            caught.push(c.clone());
        }
        out.push(ModelPursuit {
            model: m.id.clone(),
            path: walk.path.iter().map(|p| (p.x, p.y)).collect(),
            facing_deg: facing,
            caught: got,
        });
    }
    out
}

/// The way of pursuer `m` toward `quarry` (a centre), at most `dist` cm: straight, or the way
/// round that ends nearest it (see [`plan`]); models of its own and of the fleeing unit are
/// no obstacle in choosing it.
fn way_to(
    ground: &Ground,
    m: &ModelState,
    pursuer: &str,
    fleeing: &str,
    quarry: P2,
    dist: f64,
) -> Vec<P2> {
    let start = P2::new(m.x, m.y);
    let straight = prefix(start, &[quarry], dist);
    let state = ground.state();
    let obstacle = |id: &str| {
        state
            .model(id)
            .is_some_and(|o| o.unit != pursuer && o.unit != fleeing)
    };
    let left = |way: &Vec<P2>| -> (f64, bool) {
        let walk = ground.walk(m, way, &obstacle);
        ((walk.end(start) - quarry).norm(), walk.stop.is_none())
    };
    if left(&straight).1 {
        return straight;
    }
    let Some(d) = (quarry - start).try_normalize(1e-9) else {
        return straight;
    };
    let mut ways = vec![straight];
    for turn in DETOUR_TURNS {
        for share in DETOUR_SHARES {
            let first = start + turned(d, turn) * (dist * share);
            ways.push(prefix(start, &[first, quarry], dist));
        }
    }
    best_route(ways, BETTER_CM, |w| -left(w).0).unwrap_or_default()
}
