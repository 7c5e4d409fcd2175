//! Field of view, line of sight and cover between models (R-VIEW-1, R-LOS-1..2, R-COVER-1..2;
//! book L118-145).

use crate::table::shapes::{Corridor, EPS_CM, Footprint};
use crate::table::world::{Leaf, ModelIdx, Obstacle, Table, TerrainIdx, UnitIdx};
use serde::Serialize;

/// Line of sight (línea de visión), R-LOS-2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Los {
    /// Nothing touches the corridor: the viewer sees the target completely.
    Total,
    /// Something touches it: the target is seen, but not completely.
    Partial,
    /// Out of view, or obstacles at least as tall as the viewer block the whole width.
    None,
}

/// A line of sight with what the window needs to draw it.
#[derive(Debug, Clone, PartialEq)]
pub struct Sight {
    pub los: Los,
    /// Whether the target is in the viewer's field of view (R-VIEW-1).
    pub in_view: bool,
    /// The corridor from the viewer's centre to the target's centre, as wide as the viewer's base
    /// (R-LOS-1). Drawn even when the target is out of view.
    pub corridor: Corridor,
    /// Every obstacle touching the corridor (empty when out of view).
    pub touching: Vec<Obstacle>,
    /// The touching obstacles at least as tall as the viewer (they may block, R-LOS-2).
    pub tall: Vec<Obstacle>,
}

/// Why a model is (or is not) in cover from a viewer (R-COVER-1).
#[derive(Debug, Clone, PartialEq)]
pub struct Cover {
    pub in_cover: bool,
    /// Cover-giving terrain pieces within 2.5 cm of the target's base.
    pub near_terrain: Vec<TerrainIdx>,
    /// Obstacles that make the line of sight partial and are not models of the target's unit.
    pub partial_by: Vec<Obstacle>,
}

/// A unit's cover from a shooting unit (R-COVER-2).
#[derive(Debug, Clone, PartialEq)]
pub struct UnitCover {
    pub in_cover: bool,
    /// Target models some shooter sees.
    pub seen: Vec<ModelIdx>,
    /// Of those, the ones in cover from the shooting unit: by terrain, or seen partially by
    /// some shooter and totally by none.
    pub covered: Vec<ModelIdx>,
    /// How many covered models it takes: half of `seen`, rounded up.
    pub needed: usize,
}

impl Footprint {
    /// Whether `other` is in this base's field of view: some part of `other` is in the open
    /// half-plane in front of the line through this base's front point, square to its facing
    /// (R-VIEW-1, L120).
    pub fn has_in_view(&self, other: &Footprint) -> bool {
        let front = self.front_point().coords.dot(&self.facing);
        other.support(&self.facing) > front + EPS_CM
    }
}

impl Table {
    /// Whether `b` is in `a`'s field of view (R-VIEW-1, L120; [`Footprint::has_in_view`]).
    pub fn in_view(&self, a: ModelIdx, b: ModelIdx) -> bool {
        self.models[a].foot.has_in_view(&self.models[b].foot)
    }

    /// The sight corridor from `a` to `b` (R-LOS-1).
    pub fn corridor(&self, a: ModelIdx, b: ModelIdx) -> Corridor {
        let fa = &self.models[a].foot;
        Corridor::new(
            fa.centre,
            self.models[b].foot.centre,
            fa.half_width,
            fa.facing,
        )
    }

    /// Calls `f(obstacle, span)` for every obstacle touching the corridor from `a` to `b`:
    /// terrain higher than 0 and every model but `a` and `b` (R-LOS-1). A terrain piece may come
    /// once per convex part.
    fn each_in_corridor(
        &self,
        a: ModelIdx,
        b: ModelIdx,
        c: &Corridor,
        f: impl FnMut(Obstacle, (f64, f64)),
    ) {
        let mut narrow = self.narrow_phase(a, b, c, f);
        self.for_each_leaf_near_corridor(c, &mut narrow);
    }

    /// The exact test of one leaf against the corridor from `a` to `b` (R-LOS-1's obstacles).
    fn narrow_phase<'s>(
        &'s self,
        a: ModelIdx,
        b: ModelIdx,
        c: &'s Corridor,
        mut f: impl FnMut(Obstacle, (f64, f64)) + 's,
    ) -> impl FnMut(Leaf) + 's {
        move |leaf| match leaf {
            Leaf::Model(m) if m != a && m != b => {
                if let Some(span) = self.models[m].foot.span_in(c).filter(|s| !grazes(*s)) {
                    f(Obstacle::Model(m), span);
                }
            }
            Leaf::Terrain(t, k) if self.terrain[t].height > 0.0 => {
                let (centre, r) = self.terrain[t].circles[k];
                if c.circle_outside(&centre, r) {
                    return;
                }
                if let Some(span) = c
                    .span_of_convex(&self.terrain[t].parts[k])
                    .filter(|s| !grazes(*s))
                {
                    f(Obstacle::Terrain(t), span);
                }
            }
            _ => {}
        }
    }

    fn obstacle_height(&self, o: Obstacle) -> f64 {
        match o {
            Obstacle::Model(m) => self.models[m].height,
            Obstacle::Terrain(t) => self.terrain[t].height,
        }
    }

    /// Line of sight from `a` to `b` with the corridor and what touches it (R-LOS-1..2,
    /// L124-134).
    pub fn sight(&self, a: ModelIdx, b: ModelIdx) -> Sight {
        let corridor = self.corridor(a, b);
        let in_view = self.in_view(a, b);
        let mut touching = Vec::new();
        let mut tall = Vec::new();
        let mut spans = Vec::new();
        if in_view {
            let viewer = self.models[a].height;
            self.each_in_corridor(a, b, &corridor, |o, span| {
                if !touching.contains(&o) {
                    touching.push(o);
                }
                if self.obstacle_height(o) >= viewer {
                    spans.push(span);
                    if !tall.contains(&o) {
                        tall.push(o);
                    }
                }
            });
        }
        touching.sort_unstable();
        tall.sort_unstable();
        let los = if !in_view {
            Los::None
        } else if touching.is_empty() {
            Los::Total
        } else if covers_width(&mut spans, corridor.half_width) {
            Los::None
        } else {
            Los::Partial
        };
        Sight {
            los,
            in_view,
            corridor,
            touching,
            tall,
        }
    }

    /// Just the line of sight from `a` to `b` (R-LOS-2).
    pub fn los(&self, a: ModelIdx, b: ModelIdx) -> Los {
        self.los_and_cover(a, b).0
    }

    /// The line of sight and whether it is partial because of an obstacle that is not a model
    /// of `b`'s unit; one pass, no allocation unless tall obstacles touch the corridor.
    pub(crate) fn los_and_cover(&self, a: ModelIdx, b: ModelIdx) -> (Los, bool) {
        self.los_and_cover_among(a, b, None)
    }

    /// [`Table::los_and_cover`], testing only `candidates` when given: leaves known to include
    /// every shape near the corridor (see [`Table::leaves_between_units`]).
    pub(crate) fn los_and_cover_among(
        &self,
        a: ModelIdx,
        b: ModelIdx,
        candidates: Option<&[Leaf]>,
    ) -> (Los, bool) {
        if !self.in_view(a, b) {
            return (Los::None, false);
        }
        let c = self.corridor(a, b);
        let viewer = self.models[a].height;
        let b_unit = self.unit_of(b);
        let mut touched = false;
        let mut by_other = false;
        let mut spans: Vec<(f64, f64)> = Vec::new();
        let visit = |o, span| {
            touched = true;
            if !self.is_unit_model(o, b_unit) {
                by_other = true;
            }
            if self.obstacle_height(o) >= viewer {
                spans.push(span);
            }
        };
        match candidates {
            Some(leaves) => {
                let mut narrow = self.narrow_phase(a, b, &c, visit);
                leaves.iter().for_each(|&l| narrow(l));
            }
            None => self.each_in_corridor(a, b, &c, visit),
        }
        if !touched {
            (Los::Total, false)
        } else if covers_width(&mut spans, c.half_width) {
            (Los::None, false)
        } else {
            (Los::Partial, by_other)
        }
    }

    fn is_unit_model(&self, o: Obstacle, unit: UnitIdx) -> bool {
        matches!(o, Obstacle::Model(m) if self.unit_of(m) == unit)
    }

    /// Whether `b` is in cover from `a` (R-COVER-1, L136-143): within 2.5 cm of a terrain piece
    /// that gives cover, or the line of sight is partial because of an obstacle that is not a
    /// model of `b`'s own unit.
    pub fn cover(&self, a: ModelIdx, b: ModelIdx) -> Cover {
        let near_terrain = self.near_cover[b].clone();
        let sight = self.sight(a, b);
        let b_unit = self.unit_of(b);
        let partial_by: Vec<Obstacle> = if sight.los == Los::Partial {
            sight
                .touching
                .into_iter()
                .filter(|o| !self.is_unit_model(*o, b_unit))
                .collect()
        } else {
            Vec::new()
        };
        Cover {
            in_cover: !near_terrain.is_empty() || !partial_by.is_empty(),
            near_terrain,
            partial_by,
        }
    }

    /// Whether `b` is in cover from `a` (R-COVER-1), fast.
    pub fn in_cover(&self, a: ModelIdx, b: ModelIdx) -> bool {
        self.in_terrain_cover(b) || self.los_and_cover(a, b).1
    }

    /// Whether `model` is in cover whoever looks at it: its base, by its exact shape, within
    /// 2.5 cm of a terrain piece that gives cover (R-COVER-1's first case, L142). The cover a
    /// melee counts (L678), where no line of sight is drawn.
    pub fn in_terrain_cover(&self, model: ModelIdx) -> bool {
        !self.near_cover[model].is_empty()
    }

    /// Whether `unit` is in cover by terrain alone (no viewer): at least half (rounded up) of
    /// its models are in terrain cover ([`Table::in_terrain_cover`]; R-COVER-1's first case
    /// counted as R-COVER-2 counts, L678).
    pub fn unit_in_terrain_cover(&self, unit: UnitIdx) -> bool {
        let models = &self.units[unit].models;
        let covered = models.iter().filter(|&&m| self.in_terrain_cover(m)).count();
        enough_covered(covered, models.len())
    }

    /// Whether `target` is in cover from the shooting unit `shooters` (R-COVER-2): at least half
    /// (rounded up) of its models that the shooters see are in cover from the unit. A unit's
    /// sight is the sum of its models' (L136): a model is in cover from the unit when it is
    /// within 2.5 cm of cover terrain (L142), or when some shooter's sight of it is partial
    /// because of an obstacle not of its own unit (L143) and no shooter has total sight of it.
    /// A unit no shooter sees is not in cover (it cannot be shot).
    pub fn unit_cover(&self, shooters: UnitIdx, target: UnitIdx) -> UnitCover {
        let mut seen = Vec::new();
        let mut covered = Vec::new();
        for &t in &self.units[target].models {
            let mut is_seen = false;
            let mut partial = false;
            let mut total = false;
            for &s in &self.units[shooters].models {
                let (los, partial_by_other) = self.los_and_cover(s, t);
                is_seen |= los != Los::None;
                total |= los == Los::Total;
                partial |= partial_by_other;
            }
            if is_seen {
                seen.push(t);
                if self.in_terrain_cover(t) || (partial && !total) {
                    covered.push(t);
                }
            }
        }
        UnitCover {
            in_cover: enough_covered(covered.len(), seen.len()),
            needed: seen.len().div_ceil(2),
            seen,
            covered,
        }
    }
}

/// Why a unit is or is not in cover, clause by clause (R-COVER-1, R-COVER-2): the models
/// counted, how many of them are covered and how many it takes, and what covers them.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CoverReasons {
    pub in_cover: bool,
    /// The models counted: all the unit's in a melee (L678), those the shooters see in a shot.
    pub counted: usize,
    /// Of those, the ones in cover.
    pub covered: usize,
    /// How many covered models it takes: half of `counted`, rounded up (R-COVER-2).
    pub needed: usize,
    /// Cover-giving terrain pieces within 2.5 cm of a covered model (R-COVER-1, L142).
    pub terrain: Vec<TerrainIdx>,
    /// Obstacles not of the unit's own that make a shooter's sight of a covered model
    /// partial (R-COVER-1, L143).
    pub partial_by: Vec<Obstacle>,
}

impl Table {
    /// [`Table::unit_in_terrain_cover`] with its reasons: the terrain pieces within 2.5 cm of
    /// the unit's models (L142), the cover a melee counts (L678).
    pub fn unit_terrain_cover_reasons(&self, unit: UnitIdx) -> CoverReasons {
        let models = &self.units[unit].models;
        let mut r = CoverReasons {
            counted: models.len(),
            needed: models.len().div_ceil(2),
            ..CoverReasons::default()
        };
        for &m in models {
            if self.in_terrain_cover(m) {
                r.covered += 1;
                add_unique(&mut r.terrain, &self.near_cover[m]);
            }
        }
        r.in_cover = enough_covered(r.covered, r.counted);
        r
    }

    /// [`Table::unit_cover`] with its reasons: of the target models the shooters see, those
    /// covered by terrain within 2.5 cm (L142) or seen partially through an obstacle not of
    /// their unit by some shooter and totally by none (L143), and what covers them.
    pub fn unit_cover_reasons(&self, shooters: UnitIdx, target: UnitIdx) -> CoverReasons {
        let c = self.unit_cover(shooters, target);
        let mut r = CoverReasons {
            in_cover: c.in_cover,
            counted: c.seen.len(),
            covered: c.covered.len(),
            needed: c.needed,
            ..CoverReasons::default()
        };
        for &t in &c.covered {
            if self.in_terrain_cover(t) {
                add_unique(&mut r.terrain, &self.near_cover[t]);
                continue;
            }
            for &s in &self.units[shooters].models {
                add_unique(&mut r.partial_by, &self.cover(s, t).partial_by);
            }
        }
        r
    }
}

fn add_unique<T: PartialEq + Copy>(to: &mut Vec<T>, from: &[T]) {
    for x in from {
        if !to.contains(x) {
            to.push(*x);
        }
    }
}

/// Whether `covered` of `of` models put their unit in cover: at least half, rounded up, and a
/// unit with none counted is not in cover (R-COVER-2).
fn enough_covered(covered: usize, of: usize) -> bool {
    of > 0 && covered >= of.div_ceil(2)
}

/// Whether the union of the spans covers `[-half, half]` (R-LOS-2: the blockers' projection
/// across the corridor leaves no gap).
/// How far an obstacle must reach into a sight corridor, across its width, to touch it
/// (R-LOS-2, R-LOS-3): 0.1 mm. Bases that only graze the corridor's edge, such as the neighbours
/// of a model in a closed formation whose bases touch its own, do not spoil its line of sight; a
/// player would never call that sight "partial".
pub const GRAZE_CM: f64 = 0.01;

fn grazes(span: (f64, f64)) -> bool {
    span.1 - span.0 <= GRAZE_CM
}

/// Whether the union of the spans covers `[-half, half]` (R-LOS-2: the blockers' projection
/// across the corridor leaves no gap).
fn covers_width(spans: &mut [(f64, f64)], half: f64) -> bool {
    if spans.is_empty() {
        return false;
    }
    spans.sort_by(|x, y| x.0.total_cmp(&y.0));
    let mut reach = -half;
    for &(lo, hi) in spans.iter() {
        if lo > reach + EPS_CM {
            return false;
        }
        reach = reach.max(hi);
        if reach >= half - EPS_CM {
            return true;
        }
    }
    reach >= half - EPS_CM
}

#[cfg(test)]
mod tests {
    use super::covers_width;

    #[test]
    fn r_los_2_spans_must_cover_the_whole_width() {
        assert!(covers_width(&mut [(-1.0, 0.2), (0.1, 1.0)], 1.0));
        assert!(!covers_width(&mut [(-1.0, 0.2), (0.3, 1.0)], 1.0));
        assert!(!covers_width(&mut [(-0.9, 1.0)], 1.0));
        assert!(!covers_width(&mut [], 1.0));
    }
}
