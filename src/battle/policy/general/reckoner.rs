//! The general's working memory for one decision: the state it sees, its temperament, and the
//! exact prospects it has already worked out (a pair of units' fight does not change while it
//! weighs where to move), so each is computed once. Also where a unit stands after a move it
//! is weighing.

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::battle::engine::measure;
use crate::battle::model::command::ModelMove;
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::UnitState;
use crate::battle::policy::general::level::Temperament;
use crate::battle::policy::general::prospect::{self, Prospect};
use crate::battle::policy::general::stakes::Stakes;
use crate::battle::policy::general::worth::{
    self, ObjectiveStake, VP_WORTH, prospect_worth, reach_between,
};
use crate::table::route::{RouteField, Routes};

/// Friendly units this close support a unit against a charge (cm).
const SUPPORT_CM: f64 = 15.0;

/// What each cm nearer the enemy's zone is worth to a committed invader, per victory point.
const COMMITTED_PULL: f64 = 0.15;

/// What an objective a unit can still reach before the battle ends is worth, as a share of
/// holding it, for each move it needs to get there: one move away it is nearly held.
const REACH_SHARE: f64 = 0.3;

/// Of the fight a unit could start next, what being in reach of it is worth now.
const OFFENCE_SHARE: f64 = 0.4;

/// Of the enemy charges a unit could suffer next, what their threat costs now.
pub(super) const DANGER_SHARE: f64 = 0.5;

pub struct Reckoner<'a> {
    pub state: &'a BattleState,
    pub temperament: Temperament,
    /// The points riding on generals and units, as the deciding side sees them.
    pub stakes: Stakes,
    /// The scenario's objectives as each side counts them (they depend on the table and the
    /// missions, not on where units stand), worked out once per decision.
    objectives: [Vec<ObjectiveStake>; 2],
    /// For each side's objectives in order, the ways to it round closed ground (L523): a unit
    /// behind a palisade is as far from an objective as the walk round it, not the straight
    /// line through it.
    ways: [Vec<RouteField>; 2],
    routes: Arc<Routes>,
    /// The fight after a charge, by (charger, charged): the general's blows and the enemy's
    /// threats are the same fights seen from either side.
    charged: BTreeMap<(String, String), Option<Prospect>>,
    /// The enemy units that could charge a unit's move on its way, by mover (`exposure`).
    pub(super) interceptors: BTreeMap<String, Vec<String>>,
    /// By side, the unit that goes into the enemy's deployment zone when a mission wants a
    /// model there ([`worth::invasion_vp`]): one is enough, so the side sends one, the cheapest
    /// of those that get there soonest (`invader`).
    invaders: [Option<String>; 2],
    /// By side, whether its own missions want a model in the enemy's zone (Into their lands,
    /// R-MISSION-1), not only the enemy's unseen one denied: then its invader is committed.
    committed: [bool; 2],
    /// By side, when its invader is committed, the ways round closed ground to points just
    /// inside the enemy's zone along its edges: a unit across a river is as far from the zone
    /// as the walk to the bridge and over it.
    zone_ways: [Vec<((f64, f64), RouteField)>; 2],
    /// Whether a charge can bring a model into contact ([`prospect::charge_lands`]), by
    /// (charger, target, where the two stand).
    landing: BTreeMap<(String, String, u64), bool>,
}

impl<'a> Reckoner<'a> {
    pub fn new(state: &'a BattleState, side: Side, temperament: Temperament) -> Self {
        let objectives = Side::BOTH.map(|s| worth::objectives_for(state, s));
        let routes = measure::routes(state);
        let ways = objectives
            .each_ref()
            .map(|os| os.iter().map(|o| routes.toward(o.at)).collect());
        let committed = Side::BOTH.map(|s| worth::own_invasion_vp(state, s) > 0.0);
        let zone_ways = Side::BOTH.map(|s| {
            if committed[s.index()] {
                zone_points(state, other(s))
                    .into_iter()
                    .map(|p| (p, routes.toward(p)))
                    .collect()
            } else {
                Vec::new()
            }
        });
        let mut r = Reckoner {
            state,
            temperament,
            stakes: Stakes::of(state, side),
            objectives,
            ways,
            routes,
            charged: BTreeMap::new(),
            interceptors: BTreeMap::new(),
            invaders: [None, None],
            committed,
            zone_ways,
            landing: BTreeMap::new(),
        };
        r.invaders = Side::BOTH.map(|s| r.invader(s));
        r
    }

    /// The scenario's objectives as `side` counts them ([`worth::objectives_for`]).
    pub fn objectives(&self, side: Side) -> &[ObjectiveStake] {
        &self.objectives[side.index()]
    }

    /// The fight after `charger` charges `target`, from the charger's side (cached).
    fn charged_fight(&mut self, charger: &str, target: &str) -> Option<Prospect> {
        let key = (charger.to_string(), target.to_string());
        if let Some(p) = self.charged.get(&key) {
            return *p;
        }
        let p = prospect::charged_fight(self.state, charger, target, false);
        self.charged.insert(key, p);
        p
    }

    /// Whether `charger`'s plain charge on `target`, where they stand in `state`, can bring a
    /// model into contact (cached): a unit across a river or behind a building is out of its
    /// charge however near (L632-640).
    pub(super) fn lands(&mut self, state: &BattleState, charger: &str, target: &str) -> bool {
        let mut at = std::hash::DefaultHasher::new();
        for m in state.models_of(charger).chain(state.models_of(target)) {
            std::hash::Hash::hash(&(&m.id, m.x.to_bits(), m.y.to_bits()), &mut at);
            std::hash::Hash::hash(&m.facing_deg.to_bits(), &mut at);
        }
        let key = (
            charger.to_string(),
            target.to_string(),
            std::hash::Hasher::finish(&at),
        );
        *self
            .landing
            .entry(key)
            .or_insert_with(|| prospect::charge_lands(state, charger, target, false))
    }

    /// The prospect of `enemy` charging `unit`, seen from `unit`.
    pub fn threat(&mut self, enemy: &str, unit: &str) -> Option<Prospect> {
        self.charged_fight(enemy, unit).map(|p| p.reversed())
    }

    /// The prospect of `unit` charging `target`, sure to reach: what a unit in reach of the
    /// target could start next.
    pub fn blow(&mut self, unit: &str, target: &str) -> Option<Prospect> {
        self.charged_fight(unit, target)
    }

    /// The worth of a prospect of `unit` against `target` under this temperament.
    pub fn worth_of(&self, p: &Prospect, unit: &str, target: &str) -> f64 {
        match (self.state.unit(unit), self.state.unit(target)) {
            (Some(u), Some(t)) => prospect_worth(p, u, t, &self.temperament, &self.stakes),
            _ => 0.0,
        }
    }

    /// Where `unit` stands in `state` (the one seen, or one with the unit's models moved):
    /// objectives held, within the moves it has left or neared (held ones worth more as the end
    /// nears), the enemy's zone
    /// entered or neared when it is the side's invader, the best fight it could start next,
    /// and the enemy charges it could suffer, lessened by friends nearby.
    pub fn standing(&mut self, state: &BattleState, unit: &UnitState) -> f64 {
        let (t, stakes) = (self.temperament, self.stakes);
        let side = unit.side;
        let mut standing = 0.0;
        let invade = worth::invasion_vp(state, side);
        let invader =
            invade > 0.0 && self.invaders[side.index()].as_deref() == Some(unit.id.as_str());
        // A unit sent on the side's own Into their lands goes there, not to the objectives,
        // and does not go looking for fights on its way (`committed`).
        let committed = invader && self.committed[side.index()];
        let inside = invader
            && state
                .models_of(&unit.id)
                .any(|m| measure::in_deployment_zone(state, m, other(side)));
        for (o, way) in self.objectives[side.index()]
            .iter()
            .zip(&self.ways[side.index()])
        {
            let (radius, vp) = (o.radius, o.vp());
            let d = self.distance_by_way(state, &unit.id, o.at, way);
            if d <= radius {
                standing += vp as f64 * VP_WORTH * held_weight(state);
            } else if !committed {
                standing -= vp as f64 * 0.05 * (d - radius).min(120.0) * (0.3 + end(state));
                // Within the moves it has left, it may still take the objective before the end.
                if let Some(needed) = moves_needed(state, unit, d - radius) {
                    standing +=
                        vp as f64 * VP_WORTH * held_weight(state) * REACH_SHARE.powf(needed);
                }
            }
        }
        if invader {
            if inside {
                standing += invade * VP_WORTH * held_weight(state);
            } else {
                let d = self.zone_distance(state, &unit.id, side);
                if d.is_finite() {
                    // A committed invader has every move it makes count toward the points, early
                    // as late; the side's other units only lean toward the zone.
                    let pull = if committed {
                        COMMITTED_PULL
                    } else {
                        0.05 * (0.3 + end(state))
                    };
                    standing -= invade * pull * d.min(120.0);
                }
            }
        }
        let friends = state
            .units_of(side)
            .filter(|f| {
                f.id != unit.id && measure::unit_distance(state, &f.id, &unit.id) <= SUPPORT_CM
            })
            .count() as f64;
        let (mut danger, mut offence) = (0.0f64, 0.0f64);
        let enemies: Vec<UnitState> = state.units_of(other(side)).cloned().collect();
        for e in &enemies {
            let theirs = reach_between(state, e, &unit.id);
            if theirs > 0.0
                && self.lands(state, &e.id, &unit.id)
                && let Some(p) = self.threat(&e.id, &unit.id)
            {
                danger +=
                    theirs * soon(state, e) * (-prospect_worth(&p, unit, e, &t, &stakes)).max(0.0);
            }
            let ours = reach_between(state, unit, &e.id);
            if ours > 0.0
                && self.lands(state, &unit.id, &e.id)
                && let Some(p) = self.blow(&unit.id, &e.id)
            {
                offence = offence.max(ours * prospect_worth(&p, unit, e, &t, &stakes));
            }
        }
        let offence = if committed && !inside { 0.0 } else { offence };
        standing + OFFENCE_SHARE * offence.max(0.0)
            - DANGER_SHARE * danger * t.loss_weight() / (1.0 + 0.3 * friends)
    }

    /// What a charge by `unit` gives up when it is the side's committed invader still outside
    /// the enemy's zone and able to get there in the moves it has left: half the zone's points,
    /// for the melee holds it where it is (L652). Zero for any other unit.
    pub fn invasion_forgone(&self, unit: &UnitState) -> f64 {
        let side = unit.side;
        if !self.committed[side.index()]
            || self.invaders[side.index()].as_deref() != Some(unit.id.as_str())
        {
            return 0.0;
        }
        let state = self.state;
        let d = self.zone_distance(state, &unit.id, side);
        let left = moves_left(state, unit) * unit.acting_profile().mov_cm.max(1.0);
        if d <= 0.0 || !d.is_finite() || d > left {
            return 0.0;
        }
        0.5 * worth::invasion_vp(state, side) * VP_WORTH * held_weight(state)
    }

    /// The unit of `side` its missions send into the enemy's deployment zone, when one wants a
    /// model there: one already inside, else of the units free of melee the one that gets there
    /// in the fewest turns (two moves a turn), the one worth least among those, so the side sends
    /// a cheap fast unit rather than its main one. A general goes only when it is the side's last
    /// unit: its safety is worth more than the zone.
    fn invader(&self, side: Side) -> Option<String> {
        let state = self.state;
        if worth::invasion_vp(state, side) <= 0.0 {
            return None;
        }
        let units: Vec<&UnitState> = state.units_of(side).collect();
        units
            .iter()
            .filter(|u| !u.general || units.len() == 1)
            .filter_map(|u| {
                let d = self.zone_distance(state, &u.id, side);
                let free = measure::engaged_enemies(state, &u.id).next().is_none();
                let per_turn = 2.0 * u.acting_profile().mov_cm.max(1.0);
                let turns = if d <= 0.0 { 0.0 } else { (d / per_turn).ceil() };
                (d.is_finite() && (free || d <= 0.0)).then(|| (turns, worth::unit_worth(u), &u.id))
            })
            .min_by(|a, b| {
                a.0.total_cmp(&b.0)
                    .then(a.1.total_cmp(&b.1))
                    .then_with(|| a.2.cmp(b.2))
            })
            .map(|(_, _, id)| id.clone())
    }

    /// How far `unit` is from the enemy's deployment zone for `side`'s invader (cm; 0 inside):
    /// by the ways round closed ground when its invader is committed, else straight.
    fn zone_distance(&self, state: &BattleState, unit: &str, side: Side) -> f64 {
        let straight = zone_distance(state, unit, other(side));
        let ways = &self.zone_ways[side.index()];
        if straight <= 0.0 || ways.is_empty() {
            return straight;
        }
        ways.iter()
            .map(|(at, way)| self.distance_by_way(state, unit, *at, way))
            .fold(f64::INFINITY, f64::min)
    }

    /// How far `unit`'s nearest model's base is from `at` going round closed ground (cm): the
    /// straight distance for a model that sees its way clear, else the way round (`way`) from
    /// the model nearest in a straight line.
    fn distance_by_way(
        &self,
        state: &BattleState,
        unit: &str,
        at: (f64, f64),
        way: &RouteField,
    ) -> f64 {
        let mut best = f64::INFINITY;
        // The model whose straight line is shut, nearest the point: (centre, edge, where).
        let mut shut: Option<(f64, f64, (f64, f64))> = None;
        for m in state.models_of(unit) {
            let edge = measure::distance_to_point(m, at);
            if self.routes.clear((m.x, m.y), at) {
                best = best.min(edge);
            } else {
                let centre = (m.x - at.0).hypot(m.y - at.1);
                if shut.is_none_or(|(c, _, _)| centre < c) {
                    shut = Some((centre, edge, (m.x, m.y)));
                }
            }
        }
        match shut {
            // The way round is never shorter than the straight line: only worth walking when
            // the straight line from this model would beat every clear one.
            Some((centre, edge, from)) if edge < best => {
                best.min(way.length_from(from) - (centre - edge))
            }
            _ => best,
        }
    }

    /// Where `unit` would stand after `moves` (its models set down there, nothing else
    /// changed).
    pub fn standing_after(&mut self, unit: &UnitState, moves: &[ModelMove]) -> f64 {
        let moved = crate::battle::moves::move_order::after_moves(self.state, moves);
        self.standing(&moved, unit)
    }
}

/// Points just inside `zone_side`'s deployment zone along its edges, one every
/// `ZONE_POINT_CM` or so: where an invader's ways lead.
fn zone_points(state: &BattleState, zone_side: Side) -> Vec<(f64, f64)> {
    let zone = measure::deployment_zone(state, zone_side);
    let mut out: Vec<(f64, f64)> = Vec::new();
    for (i, a) in zone.iter().enumerate() {
        let b = zone[(i + 1) % zone.len()];
        let len = (b[0] - a[0]).hypot(b[1] - a[1]);
        let steps = (len / ZONE_POINT_CM).ceil().max(1.0) as usize;
        for k in 0..steps {
            let t = (k as f64 + 0.5) / steps as f64;
            let on = (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]));
            if let Some(p) = crate::table::plane::point_within(on, &zone, ZONE_POINT_DEPTH_CM) {
                out.push(p);
            }
        }
    }
    out
}

/// How far apart the points an invader heads for lie along the zone's edges (cm).
const ZONE_POINT_CM: f64 = 15.0;

/// How deep inside the zone those points lie (cm): enough for a base's edge to be in.
const ZONE_POINT_DEPTH_CM: f64 = 3.0;

/// How far `unit`'s nearest model is from `zone_side`'s deployment zone (cm; 0 inside).
fn zone_distance(state: &BattleState, unit: &str, zone_side: Side) -> f64 {
    let zone = measure::deployment_zone(state, zone_side);
    state
        .models_of(unit)
        .map(|m| crate::table::plane::distance_to_polygon((m.x, m.y), &zone))
        .fold(f64::INFINITY, f64::min)
}

/// How soon `enemy` may charge (L272-289): its active unit of the pair may right away, one not
/// yet activated later this turn, a used one only next turn (a reaction is no charge). The
/// general fears the first most.
pub(super) fn soon(state: &BattleState, enemy: &UnitState) -> f64 {
    if state.is_active(&enemy.id) {
        ACTIVE_ENEMY
    } else if !enemy.markers.used {
        1.0
    } else {
        USED_ENEMY
    }
}

/// The weight of a threat from the enemy's active unit, which may charge before ours acts again.
const ACTIVE_ENEMY: f64 = 2.0;

/// The weight of a threat from a used enemy unit, which may charge only next turn.
const USED_ENEMY: f64 = 0.4;

/// How far the battle has gone: 0 in turn 1, rising toward 1 in the last turn.
fn end(state: &BattleState) -> f64 {
    1.0 - time_left(state)
}

/// What a victory point that depends on where units stand when the battle ends (an objective
/// held, a zone invaded) is worth now, as a share: 0.3 in the first turn, nearly all of it in
/// the last, as there is less time left to change it.
pub fn held_weight(state: &BattleState) -> f64 {
    0.3 + 0.7 * end(state)
}

/// The moves `unit` needs to cover `gap` (cm) by the ways round closed ground, a move at a
/// time (L480; its MOV as any commander order changes it); `None` when it has not that many
/// moves left before the battle ends ([`moves_left`]).
fn moves_needed(state: &BattleState, unit: &UnitState, gap: f64) -> Option<f64> {
    let mov = crate::battle::deck::commander::move_allowance_cm(unit).max(1.0);
    let needed = (gap.max(0.0) / mov).ceil();
    (needed <= moves_left(state, unit)).then_some(needed)
}

/// The moves `unit` may still make before the battle ends, two a turn (L283): this turn's
/// when it has not been activated yet, what its side has left of the pair when it is active
/// now, none this turn when it is used.
fn moves_left(state: &BattleState, unit: &UnitState) -> f64 {
    let later = 2.0 * (f64::from(state.turn_limit()) - f64::from(state.turn().max(1))).max(0.0);
    let now = if state.is_active(&unit.id) {
        state
            .pair()
            .as_ref()
            .map_or(0.0, |p| f64::from(p.orders[unit.side.index()]))
    } else if unit.markers.used {
        0.0
    } else {
        2.0
    };
    later + now
}

/// How much of the battle is left: 1 in turn 1, falling to 1/limit in the last turn.
pub fn time_left(state: &BattleState) -> f64 {
    let limit = state.turn_limit().max(1) as f64;
    ((limit - state.turn().max(1) as f64 + 1.0) / limit).clamp(0.0, 1.0)
}
