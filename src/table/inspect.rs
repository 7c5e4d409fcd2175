//! The whole-table report behind `kensei inspect`: every ordered pair of models (distance, view,
//! line of sight, cover, engagement, side) and every unit (formation, isolated models).

use crate::table::contact::Side;
use crate::table::formation::{FormationKind, round2};
use crate::table::sight::Los;
use crate::table::world::{ModelIdx, Table};
use serde::Serialize;
use std::collections::HashSet;

/// One ordered pair: what `from` measures towards `to`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PairReport<'t> {
    pub from: &'t str,
    pub to: &'t str,
    /// Edge to edge, rounded to hundredths of a cm (R-GEO-1).
    pub distance_cm: f64,
    /// `to` is in `from`'s field of view (R-VIEW-1).
    pub in_view: bool,
    /// R-LOS-1..2.
    pub los: Los,
    /// `to` is in cover from `from` (R-COVER-1).
    pub cover: bool,
    /// R-ENG-1.
    pub engaged: bool,
    /// Where `from` stands relative to `to`'s facing (R-SIDE-1).
    pub side: Side,
}

/// One unit's formation and isolated models.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UnitReport<'t> {
    pub id: &'t str,
    pub in_formation: bool,
    pub isolated: Vec<&'t str>,
}

/// The report of `kensei inspect`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InspectReport<'t> {
    pub pairs: Vec<PairReport<'t>>,
    pub units: Vec<UnitReport<'t>>,
}

/// What the table file does not say: which units are skirmishers and which models army leaders.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct InspectOptions {
    /// Units in open formation (hostigadores); the others keep closed formation.
    pub open_units: HashSet<String>,
    /// Army leaders: never isolated (L992).
    pub army_leaders: HashSet<String>,
}

impl Table {
    /// Measures every ordered pair and every unit.
    pub fn inspect(&self, options: &InspectOptions) -> InspectReport<'_> {
        let n = self.models.len();
        let mut pairs = Vec::with_capacity(n * n.saturating_sub(1));
        // Distances and engagement are symmetric: measure each unordered pair once.
        let mut dist = vec![0.0f64; n * n];
        let mut engaged = vec![false; n * n];
        for a in 0..n {
            for b in a + 1..n {
                let d = self.distance(a, b);
                dist[a * n + b] = d;
                dist[b * n + a] = d;
                let e = self.engaged_at(a, b, d);
                engaged[a * n + b] = e;
                engaged[b * n + a] = e;
            }
        }
        // Sight: the shapes near the corridors between two units are gathered once per pair of
        // units, then each pair of models tests only those.
        let mut los = vec![(Los::None, false); n * n];
        let mut candidates = Vec::new();
        for (ua, unit_a) in self.units.iter().enumerate() {
            for (ub, unit_b) in self.units.iter().enumerate() {
                let mut gathered = false;
                for &a in &unit_a.models {
                    for &b in &unit_b.models {
                        if a == b || !self.in_view(a, b) {
                            continue;
                        }
                        if !gathered {
                            self.leaves_between_units(ua, ub, &mut candidates);
                            gathered = true;
                        }
                        los[a * n + b] = self.los_and_cover_among(a, b, Some(&candidates));
                    }
                }
            }
        }
        for a in 0..n {
            for b in 0..n {
                if a == b {
                    continue;
                }
                pairs.push(self.pair(a, b, dist[a * n + b], engaged[a * n + b], los[a * n + b]));
            }
        }
        let units = (0..self.units.len())
            .map(|u| {
                let kind = if options.open_units.contains(&self.units[u].id) {
                    FormationKind::Open
                } else {
                    FormationKind::Closed
                };
                UnitReport {
                    id: &self.units[u].id,
                    in_formation: self.formation(u, kind).in_formation,
                    isolated: self
                        .isolated(u, kind, |m| {
                            options.army_leaders.contains(&self.models[m].id)
                        })
                        .into_iter()
                        .map(|m| self.models[m].id.as_str())
                        .collect(),
                }
            })
            .collect();
        InspectReport { pairs, units }
    }

    fn pair(
        &self,
        a: ModelIdx,
        b: ModelIdx,
        distance: f64,
        engaged: bool,
        (los, partial_by_other): (Los, bool),
    ) -> PairReport<'_> {
        PairReport {
            from: &self.models[a].id,
            to: &self.models[b].id,
            distance_cm: round2(distance),
            in_view: los != Los::None || self.in_view(a, b),
            los,
            cover: self.in_terrain_cover(b) || partial_by_other,
            engaged,
            side: self.side_of(a, b),
        }
    }
}
