//! Where a unit's models go down in ranks during the deployment (R-FORM-1, L206-214), for
//! "Deploy the rest for me": a unit with none of its models down yet gets a block of ranks
//! (`table::deploy`) at the front of its side's zone where the whole block stands in the zone,
//! off impassable terrain and a few centimetres clear of every other unit, those already down
//! and the rest of the blocks they have begun; a unit already begun fills the next free place
//! of the block its models stand in. The block is found again from the models down each time
//! (the one whose places they stand on, checked in a fixed order), so the unit fills the block
//! it began. The battle checks each placement as any (`engine::check`).

use crate::battle::engine::measure;
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::moves::move_order::formation_kind;
use crate::table::deploy::{Block, Ground, UNIT_GAP_CM, blocks};
use crate::table::model::Base;
use crate::table::shapes::{Footprint, P2};
use crate::table::world::Table;

/// How near a placed model stands to a block's place to stand on it, cm.
const ON_PLACE_CM: f64 = 0.05;

/// How far a lone leader keeps off other units' bases and places, cm: it stands beside the
/// unit it may lead (L212), not in its ranks.
const LEADER_GAP_CM: f64 = 0.5;

/// The spots, best first, where `m` goes down in its unit's ranks, facing `facing_deg`. Empty
/// when its unit has no block that stands here (then the caller falls back).
pub fn spots_in_ranks(state: &BattleState, m: &ModelState, facing_deg: f64) -> Vec<(f64, f64)> {
    let Some(unit) = UnitRanks::of(state, &m.unit, facing_deg) else {
        return Vec::new();
    };
    let zone = measure::deployment_zone(state, m.side);
    let terrain = measure::table(state);
    let ground = ground_for(state, &m.unit, &zone, terrain.as_deref(), UNIT_GAP_CM);
    if let Some((block, first, taken)) = unit.layout(&ground) {
        return block
            .on_table(first, facing_deg)
            .into_iter()
            .zip(taken)
            .filter(|(_, t)| !t)
            .map(|(p, _)| (p.x, p.y))
            .collect();
    }
    if unit.begun {
        return Vec::new();
    }
    let planned = planned_places(state, m.side, &m.unit, facing_deg);
    for first in ground.first_places(facing_deg) {
        let Some(block) = unit.blocks.iter().find(|b| unit.stands(&ground, b, first)) else {
            continue;
        };
        let clear = Ground::feet(block, &unit.largest(), first, facing_deg)
            .iter()
            .all(|f| ground.clear_of(f, &planned));
        if clear {
            return vec![(first.x, first.y)];
        }
    }
    Vec::new()
}

/// Whether the block of `m`'s unit, none of it down yet, stands with its first place at `at`
/// (`m` facing `facing_deg`): wholly in the zone, off impassable ground, clear of the other
/// units and of the places their begun blocks keep.
pub fn block_stands_at(
    state: &BattleState,
    m: &ModelState,
    facing_deg: f64,
    at: (f64, f64),
) -> bool {
    let Some(unit) = UnitRanks::of(state, &m.unit, facing_deg) else {
        return false;
    };
    let zone = measure::deployment_zone(state, m.side);
    let terrain = measure::table(state);
    let ground = ground_for(state, &m.unit, &zone, terrain.as_deref(), UNIT_GAP_CM);
    let first = P2::new(at.0, at.1);
    let Some(block) = unit.blocks.iter().find(|b| unit.stands(&ground, b, first)) else {
        return false;
    };
    let planned = planned_places(state, m.side, &m.unit, facing_deg);
    Ground::feet(block, &unit.largest(), first, facing_deg)
        .iter()
        .all(|f| ground.clear_of(f, &planned))
}

/// The spots of `candidates` (a lone leader's, beside the units it may lead) where `m`'s base
/// keeps clear of the other units, those down and the places their blocks still keep.
pub fn leader_spots_clear(
    state: &BattleState,
    m: &ModelState,
    candidates: Vec<(f64, f64)>,
) -> Vec<(f64, f64)> {
    let zone = measure::deployment_zone(state, m.side);
    let terrain = measure::table(state);
    let ground = ground_for(state, &m.unit, &zone, terrain.as_deref(), LEADER_GAP_CM);
    let planned = planned_places(state, m.side, &m.unit, m.facing_deg);
    candidates
        .into_iter()
        .filter(|(x, y)| {
            let mut p = m.clone();
            (p.x, p.y) = (*x, *y);
            let f = measure::footprint(&p);
            ground.holds(&f) && ground.clear_of(&f, &planned)
        })
        .collect()
}

/// The free places of every begun block but `unit`'s, as bases (the largest of each unit).
fn planned_places(state: &BattleState, side: Side, unit: &str, facing_deg: f64) -> Vec<Footprint> {
    let mut out = Vec::new();
    let terrain = measure::table(state);
    for u in state.units_of(side) {
        if u.id == unit || u.is_lone_leader() {
            continue;
        }
        let Some(ranks) = UnitRanks::of(state, &u.id, facing_deg) else {
            continue;
        };
        if !ranks.begun {
            continue;
        }
        let zone = measure::deployment_zone(state, side);
        let ground = ground_for(state, &u.id, &zone, terrain.as_deref(), UNIT_GAP_CM);
        if let Some((block, first, taken)) = ranks.layout(&ground) {
            let feet = Ground::feet(block, &ranks.largest(), first, facing_deg);
            out.extend(
                feet.into_iter()
                    .zip(taken)
                    .filter(|(_, t)| !t)
                    .map(|(f, _)| f),
            );
        }
    }
    out
}

/// The ground a block of `unit` stands on: `zone`, the table, the deployed bases of every other
/// unit (either side) kept `gap_cm` off, the terrain of `terrain`.
fn ground_for<'a>(
    state: &BattleState,
    unit: &str,
    zone: &'a [[f64; 2]],
    terrain: Option<&'a Table>,
    gap_cm: f64,
) -> Ground<'a> {
    let t = &state.table().table;
    Ground {
        zone,
        width_cm: t.width_cm,
        depth_cm: t.depth_cm,
        others: state
            .models()
            .iter()
            .filter(|o| o.deployed && o.unit != unit)
            .map(measure::footprint)
            .collect(),
        gap_cm,
        terrain,
    }
}

/// A unit's models and the blocks its formation allows.
struct UnitRanks<'s> {
    models: Vec<&'s ModelState>,
    blocks: Vec<Block>,
    facing_deg: f64,
    /// Some of its models are down.
    begun: bool,
}

impl<'s> UnitRanks<'s> {
    fn of(state: &'s BattleState, unit: &str, facing_deg: f64) -> Option<UnitRanks<'s>> {
        let models: Vec<&ModelState> = state.models().iter().filter(|m| m.unit == unit).collect();
        let bases: Vec<Base> = models.iter().map(|m| m.base).collect();
        let blocks = blocks(&bases, formation_kind(state, unit));
        if blocks.is_empty() {
            return None;
        }
        let begun = models.iter().any(|m| m.deployed);
        Some(UnitRanks {
            models,
            blocks,
            facing_deg,
            begun,
        })
    }

    /// The unit's largest base (by area) in each place: the room any of its models needs.
    fn largest(&self) -> Vec<Base> {
        let big = self
            .models
            .iter()
            .map(|m| &m.base)
            .max_by(|a, b| {
                let (aw, ad) = measure::base_size_cm(a);
                let (bw, bd) = measure::base_size_cm(b);
                (aw * ad).total_cmp(&(bw * bd))
            })
            .cloned();
        big.map_or_else(Vec::new, |b| vec![b; self.models.len()])
    }

    /// Whether every place of `block`, its first at `first`, holds the unit's largest base on
    /// `ground`.
    fn stands(&self, ground: &Ground, block: &Block, first: P2) -> bool {
        Ground::feet(block, &self.largest(), first, self.facing_deg)
            .iter()
            .all(|f| ground.holds(f))
    }

    /// The block the unit's models down stand in: its first place and which places they take.
    /// Tried in a fixed order (the unit's first model down, the first of its models that is no
    /// leader, L211, in each place in turn, each block's): the first whose places the models down
    /// all stand on and whose other places stand on `ground`. `None` when none is begun or
    /// none stands.
    fn layout(&self, ground: &Ground) -> Option<(&Block, P2, Vec<bool>)> {
        let down: Vec<&&ModelState> = self.models.iter().filter(|m| m.deployed).collect();
        let anchor = down.iter().min_by_key(|m| m.leader)?;
        let at = P2::new(anchor.x, anchor.y);
        let largest = self.largest();
        for k in 0..self.models.len() {
            for block in &self.blocks {
                let first = block.first_for(k, at, self.facing_deg);
                let places = block.on_table(first, self.facing_deg);
                let mut taken = vec![false; places.len()];
                let all_on = down.iter().all(|m| {
                    let free = places.iter().enumerate().position(|(j, p)| {
                        !taken[j] && (p.x - m.x).hypot(p.y - m.y) <= ON_PLACE_CM
                    });
                    free.map(|j| taken[j] = true).is_some()
                });
                if !all_on {
                    continue;
                }
                let rest_stands = places
                    .iter()
                    .zip(&taken)
                    .zip(&largest)
                    .filter(|((_, t), _)| !**t)
                    .all(|((p, _), b)| ground.holds(&Footprint::new(*p, self.facing_deg, b)));
                if rest_stands {
                    return Some((block, first, taken));
                }
            }
        }
        None
    }
}
