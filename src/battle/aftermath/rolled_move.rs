//! The moves the dice make after a melee, walked on the real table: the fall back or retreat
//! (*repliegue o retirada*, L962-976) and the pursuit (*persecución*, L978-986). Both share
//! this walker; `retreat_move` and `pursuit` choose where to go and what a collision means.
//!
//! A model walks a route (waypoints of its base's centre, L488: it may turn on the way to go
//! round things) and is measured by the table's move checker (`Table::check_move`, the same
//! one that judges a player's move orders) plus the scenario's `no_crossing` rule
//! (`special_rules::check_route`). It goes as far along the route as it can without
//! touching impassable terrain (L517, L523), crossing a closed piece, leaving the table (L478)
//! or passing through a model that counts as an obstacle (L527); where it stops, its base
//! touches what stopped it, and the walk says what that was.
//!
//! Difficult terrain does not slow these moves (R-MOV-5): the book slows only a powered move ("la
//! orden mover no puede ser potenciada") and a second move in the same activation (half MOV)
//! through it (L522); a fall back, a retreat and a pursuit are neither, they are the dice's
//! distance.
//!
//! Choosing among routes (`best_route`): the first route that goes farthest by the caller's
//! measure wins, so the straight way is kept whenever nothing stands in it, and a way round is
//! taken only when it gets farther than stopping at the obstacle would.

use crate::battle::engine::measure;
use crate::battle::model::rejection::Rejection;
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::scenario::special_rules;
use crate::table::{MoveKind, MoveRequest, P2, Table, V2};

/// Bisection steps to find where a walk stops: 2^-16 of an 18 cm walk is under 3 µm.
const BISECT: usize = 16;
/// A stopped model stands this much (cm) short of what stopped it: touching it as a player
/// sees it, and clear of it for the table's single-precision shapes.
const BACK_OFF_CM: f64 = 1e-3;

/// Why a walk ended before the end of its route.
#[derive(Debug, Clone, PartialEq)]
pub enum Stop {
    /// Impassable terrain, by id (L523: it must be gone round; the model stops touching it).
    Terrain(String),
    /// A piece a scenario rule closes (`no_crossing`): the rule's text.
    Closed(String),
    /// The table edge (L478).
    TableEdge,
    /// Models it would pass through (L527), by id.
    Models(Vec<String>),
}

/// A model's walk along a route.
#[derive(Debug, Clone, PartialEq)]
pub struct Walk {
    /// Waypoints of the base's centre after its start; the last is where it ends (none: it
    /// did not move).
    pub path: Vec<P2>,
    /// How far it went, cm.
    pub length_cm: f64,
    /// What stopped it, when it did not reach the end of its route.
    pub stop: Option<Stop>,
}

impl Walk {
    /// Where it ends.
    pub fn end(&self, start: P2) -> P2 {
        self.path.last().copied().unwrap_or(start)
    }
}

/// The table as the battle stands, with the models moved so far by this move.
pub struct Ground<'s> {
    state: &'s BattleState,
    /// The state's table, shared until a walk moves a model on it.
    table: std::rc::Rc<Table>,
}

/// The points of `route` (after `start`) up to `length` cm along it.
pub fn prefix(start: P2, route: &[P2], length: f64) -> Vec<P2> {
    let mut out = Vec::new();
    let mut at = start;
    let mut left = length;
    for &p in route {
        let leg = (p - at).norm();
        if leg >= left {
            if left > 0.0 && leg > 0.0 {
                out.push(at + (p - at) * (left / leg));
            }
            return out;
        }
        out.push(p);
        left -= leg;
        at = p;
    }
    out
}

/// `v` turned by `deg` degrees (counter-clockwise).
pub fn turned(v: V2, deg: f64) -> V2 {
    let (s, c) = deg.to_radians().sin_cos();
    V2::new(v.x * c - v.y * s, v.x * s + v.y * c)
}

/// The turns (degrees) and shares of the distance of the first leg of the ways round an
/// obstacle that the walks try after the straight way: the smaller turns first.
pub const DETOUR_TURNS: [f64; 8] = [20.0, -20.0, 40.0, -40.0, 60.0, -60.0, 80.0, -80.0];
pub const DETOUR_SHARES: [f64; 3] = [1.0 / 3.0, 2.0 / 3.0, 1.0];

impl<'s> Ground<'s> {
    /// The battle's table (`measure::table`); None when the table module refuses it.
    pub fn new(state: &'s BattleState) -> Option<Ground<'s>> {
        Some(Ground {
            state,
            table: measure::table(state)?,
        })
    }

    /// Where a model now stands on this table.
    pub fn centre(&self, model: &str) -> Option<P2> {
        let i = self.table.model_index(model)?;
        Some(self.table.models[i].foot.centre)
    }

    /// Edge-to-edge distance between two models as they now stand (R-GEO-1).
    pub fn distance(&self, a: &str, b: &str) -> Option<f64> {
        Some(
            self.table
                .distance(self.table.model_index(a)?, self.table.model_index(b)?),
        )
    }

    /// Puts a model where its move ended, for the walks that follow.
    pub fn place(&mut self, model: &str, at: P2, facing_deg: f64) {
        if let Some(i) = self.table.model_index(model) {
            std::rc::Rc::make_mut(&mut self.table).place_model(i, at, facing_deg);
        }
    }

    /// What stops `m` (standing where the table has it) going along `path`; models for which
    /// `blocks` is false, and those in `ignored`, are no obstacle.
    fn stop_on(
        &self,
        m: &ModelState,
        path: &[P2],
        blocks: &dyn Fn(&str) -> bool,
        ignored: &[String],
    ) -> Option<Stop> {
        let idx = self.table.model_index(&m.id)?;
        let start = self.table.models[idx].foot.centre;
        let path: Vec<P2> = if path.is_empty() {
            vec![start]
        } else {
            path.to_vec()
        };
        let check = self.table.check_move(&MoveRequest {
            model: idx,
            path: path.clone(),
            final_facing_deg: None,
            kind: MoveKind::Move,
            mov_cm: f64::MAX,
            die: None,
        });
        if let Some(t) = check.crosses_impassable.first() {
            return Some(Stop::Terrain(t.clone()));
        }
        if check.leaves_table {
            return Some(Stop::TableEdge);
        }
        let mut from = m.clone();
        (from.x, from.y) = (start.x, start.y);
        if let Err(Rejection::Scenario(r)) =
            special_rules::check_route(self.state, &m.id, &from, &path)
        {
            return Some(Stop::Closed(r.rule().to_string()));
        }
        let hit: Vec<String> = check
            .crosses_models
            .into_iter()
            .filter(|id| blocks(id) && !ignored.contains(id))
            .collect();
        (!hit.is_empty()).then_some(Stop::Models(hit))
    }

    /// What terrain, closed piece or table edge stops `m` going along `path` (waypoints after
    /// where it stands), models no obstacle; None when nothing does.
    pub fn terrain_stop(&self, m: &ModelState, path: &[P2]) -> Option<Stop> {
        self.stop_on(m, path, &|_| false, &[])
    }

    /// Walks `m` along `route` (waypoints after where it stands) as far as it can (see the
    /// module's description). Models it already overlaps where it stands are no obstacle (it
    /// is leaving them); terrain it already touches holds it where it is.
    pub fn walk(&self, m: &ModelState, route: &[P2], blocks: &dyn Fn(&str) -> bool) -> Walk {
        let ignored = match self.stop_on(m, &[], blocks, &[]) {
            Some(Stop::Models(ids)) => ids,
            Some(stop) => {
                return Walk {
                    path: Vec::new(),
                    length_cm: 0.0,
                    stop: Some(stop),
                };
            }
            None => Vec::new(),
        };
        let Some(start) = self.centre(&m.id) else {
            return Walk {
                path: Vec::new(),
                length_cm: 0.0,
                stop: None,
            };
        };
        let total = crate::battle::moves::move_order::path_length(start, route);
        let stop_at = |t: f64| self.stop_on(m, &prefix(start, route, t), blocks, &ignored);
        if stop_at(total).is_none() {
            return Walk {
                path: prefix(start, route, total),
                length_cm: total,
                stop: None,
            };
        }
        let (mut lo, mut hi) = (0.0, total);
        for _ in 0..BISECT {
            let mid = (lo + hi) / 2.0;
            if stop_at(mid).is_none() {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let stop = stop_at(hi);
        let lo = (lo - BACK_OFF_CM).max(0.0);
        Walk {
            path: prefix(start, route, lo),
            length_cm: lo,
            stop,
        }
    }

    /// Whether `m` could stand at `at` (having come along `route_to_it` from where it stands,
    /// models no obstacle on the way): nothing but the models `blocks` ignores under its base,
    /// no impassable terrain touched and no closed piece crossed on the way, on the table.
    /// Returns the models it would stand on (empty: free), or None when terrain, a closed
    /// piece or the edge forbids the spot.
    pub fn spot(
        &mut self,
        m: &ModelState,
        route_to_it: &[P2],
        blocks: &dyn Fn(&str) -> bool,
    ) -> Option<Vec<String>> {
        if self.stop_on(m, route_to_it, &|_| false, &[]).is_some() {
            return None;
        }
        let start = self.centre(&m.id)?;
        let at = route_to_it.last().copied().unwrap_or(start);
        self.place(&m.id, at, m.facing_deg);
        let here = self.stop_on(m, &[], blocks, &[]);
        self.place(&m.id, start, m.facing_deg);
        match here {
            None => Some(Vec::new()),
            Some(Stop::Models(ids)) => Some(ids),
            Some(_) => None,
        }
    }

    /// The battle the walks are on (its models where they stood before this move).
    pub fn state(&self) -> &'s BattleState {
        self.state
    }

    /// The model of the battle with this id.
    pub fn model(&self, id: &str) -> Option<&'s ModelState> {
        self.state.model(id)
    }
}

/// Of `routes` (each scored by `score`, higher is better), the first one whose score no later
/// route beats by more than `tolerance`: the straight way first keeps it on a tie.
pub fn best_route<R>(
    routes: Vec<R>,
    tolerance: f64,
    mut score: impl FnMut(&R) -> f64,
) -> Option<R> {
    let mut best: Option<(R, f64)> = None;
    for r in routes {
        let s = score(&r);
        if best.as_ref().is_none_or(|(_, b)| s > *b + tolerance) {
            best = Some((r, s));
        }
    }
    best.map(|(r, _)| r)
}
