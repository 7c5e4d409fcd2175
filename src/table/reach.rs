//! How far things reach: charges and their exact odds (R-CHG-1, L622-650), shooting range bands
//! (L737-741), zones of control (R-ZOC-1, L403), the general's Honor re-roll aura (R-DICE-3,
//! L432-434) and the Liderar order's 10 cm (L821-823).
//!
//! The charge roll needs only the D6: its distribution is computed here, exactly, so `table`
//! does not depend on `rules`. A model's MOV is not in the table file: callers pass it.

use crate::table::shapes::{EPS_CM, P2, V2};
use crate::table::sight::Los;
use crate::table::world::{Leaf, ModelIdx, Table, UnitIdx};
use parry2d::bounding_volume::BoundingVolume;
use serde::Serialize;

/// The general's Honor re-roll reaches this far (L432).
pub const GENERAL_AURA_CM: f64 = 15.0;
/// The Liderar order picks units this close to the leader (L823).
pub const LEAD_CM: f64 = 10.0;

/// An exact chance of a single D6 roll: `sixths` out of 6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Chance {
    pub sixths: u8,
}

impl Chance {
    pub fn probability(self) -> f64 {
        self.sixths as f64 / 6.0
    }
}

/// The D6 result a roll `base + 1D6 >= gap` needs: `Some(1)` always makes it, `None` never does.
pub fn die_needed(base_cm: f64, gap_cm: f64) -> Option<u8> {
    let need = (gap_cm - base_cm - EPS_CM).ceil().max(1.0);
    (need <= 6.0).then_some(need as u8)
}

/// The exact chance that `base + 1D6 >= gap` (each face 1/6).
pub fn d6_reaches(base_cm: f64, gap_cm: f64) -> Chance {
    Chance {
        sixths: die_needed(base_cm, gap_cm).map_or(0, |n| 7 - n),
    }
}

/// Charge reach = MOV + 1D6, powered 2 x MOV + 1D6 (R-CHG-1, L624, L650).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChargeOdds {
    /// Straight-line edge distance to cover (cm, R-CHG-1).
    pub gap_cm: f64,
    /// The D6 result a plain charge needs (`None`: out of reach even on a 6).
    pub die_needed: Option<u8>,
    pub chance: Chance,
    /// The same for a powered charge (carga potenciada).
    pub powered_die_needed: Option<u8>,
    pub powered_chance: Chance,
}

impl ChargeOdds {
    /// The odds of covering `gap_cm` with a MOV of `mov_cm`.
    pub fn new(mov_cm: f64, gap_cm: f64) -> ChargeOdds {
        ChargeOdds {
            gap_cm,
            die_needed: die_needed(mov_cm, gap_cm),
            chance: d6_reaches(mov_cm, gap_cm),
            powered_die_needed: die_needed(2.0 * mov_cm, gap_cm),
            powered_chance: d6_reaches(2.0 * mov_cm, gap_cm),
        }
    }

    /// Whether a rolled die makes it.
    pub fn reaches_with(&self, die: u8, powered: bool) -> bool {
        let need = if powered {
            self.powered_die_needed
        } else {
            self.die_needed
        };
        need.is_some_and(|n| die >= n)
    }
}

/// One charging model's reach.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ModelCharge {
    pub model: ModelIdx,
    /// The nearest target model it sees before moving (L612); `None`: it sees none and may not
    /// make a charge move.
    pub nearest_target: Option<ModelIdx>,
    pub odds: Option<ChargeOdds>,
}

/// A unit's charge at another (R-CHG-1, L622-628): one D6 for the unit; it reaches when any
/// charging model's roll covers its gap, so the unit's odds are those of the smallest gap.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UnitCharge {
    pub models: Vec<ModelCharge>,
    /// Odds for the unit; `None` when no charging model sees a target model.
    pub odds: Option<ChargeOdds>,
    /// The distance a failed charge moves: MOV (L628).
    pub failed_move_cm: f64,
}

/// Shooting range band (L737-741) by edge distance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RangeBand {
    /// 0 to 20 cm.
    Short,
    /// More than 20 to 40 cm.
    Medium,
    /// More than 40 to 60 cm.
    Long,
    /// More than 60 cm.
    OutOfRange,
}

impl RangeBand {
    pub fn of(distance_cm: f64) -> RangeBand {
        if distance_cm <= 20.0 + EPS_CM {
            RangeBand::Short
        } else if distance_cm <= 40.0 + EPS_CM {
            RangeBand::Medium
        } else if distance_cm <= 60.0 + EPS_CM {
            RangeBand::Long
        } else {
            RangeBand::OutOfRange
        }
    }
}

/// A shooting unit's range to a target unit: per shooter, the nearest target model and its band.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UnitRange {
    pub models: Vec<(ModelIdx, ModelIdx, f64, RangeBand)>,
    /// The best band any shooter has (out of range when none reaches, L743).
    pub best: RangeBand,
}

impl Table {
    /// The nearest model of `target` that `model` sees (line of sight not `none`).
    pub fn nearest_seen(&self, model: ModelIdx, target: UnitIdx) -> Option<(ModelIdx, f64)> {
        self.units[target]
            .models
            .iter()
            .filter(|&&t| self.los(model, t) != Los::None)
            .map(|&t| (t, self.distance(model, t)))
            .min_by(|x, y| x.1.total_cmp(&y.1))
    }

    /// Charge reach of one model at a target unit, with MOV `mov_cm` (R-CHG-1): the gap is
    /// the edge distance to the nearest target model (L624), once the model sees one (L612).
    pub fn model_charge(&self, model: ModelIdx, target: UnitIdx, mov_cm: f64) -> ModelCharge {
        let nearest = self.nearest_seen(model, target);
        let gap = self.units[target]
            .models
            .iter()
            .map(|&t| self.distance(model, t))
            .fold(f64::INFINITY, f64::min);
        ModelCharge {
            model,
            nearest_target: nearest.map(|n| n.0),
            odds: nearest.map(|_| ChargeOdds::new(mov_cm, gap)),
        }
    }

    /// Charge reach of a unit at another with MOV `mov_cm` (R-CHG-1, L622-628): one die for
    /// the unit, against the gap from its nearest model to the nearest target model, once any
    /// of its models sees the target (L612), as the battle settles the charge roll.
    pub fn unit_charge(&self, charger: UnitIdx, target: UnitIdx, mov_cm: f64) -> UnitCharge {
        let models: Vec<ModelCharge> = self.units[charger]
            .models
            .iter()
            .map(|&m| self.model_charge(m, target, mov_cm))
            .collect();
        // Each model's gap is to the nearest target model already: the unit's is the least.
        let best_gap = models
            .iter()
            .filter_map(|m| m.odds.as_ref().map(|o| o.gap_cm))
            .min_by(f64::total_cmp)
            .map(|seeing| {
                self.units[charger]
                    .models
                    .iter()
                    .flat_map(|&m| self.units[target].models.iter().map(move |&t| (m, t)))
                    .map(|(m, t)| self.distance(m, t))
                    .fold(seeing, f64::min)
            });
        UnitCharge {
            models,
            odds: best_gap.map(|gap| ChargeOdds::new(mov_cm, gap)),
            failed_move_cm: mov_cm,
        }
    }

    /// Range bands from each model of `shooters` to the nearest model of `target` (L735-743).
    pub fn unit_range(&self, shooters: UnitIdx, target: UnitIdx) -> UnitRange {
        let models: Vec<(ModelIdx, ModelIdx, f64, RangeBand)> = self.units[shooters]
            .models
            .iter()
            .filter_map(|&s| {
                self.units[target]
                    .models
                    .iter()
                    .map(|&t| (t, self.distance(s, t)))
                    .min_by(|x, y| x.1.total_cmp(&y.1))
                    .map(|(t, d)| (s, t, d, RangeBand::of(d)))
            })
            .collect();
        let best = models
            .iter()
            .map(|m| m.3)
            .min()
            .unwrap_or(RangeBand::OutOfRange);
        UnitRange { models, best }
    }

    /// Whether a point is in a model's zone of control: within MOV of its base (R-ZOC-1).
    pub fn zoc_contains(&self, model: ModelIdx, point: P2, mov_cm: f64) -> bool {
        self.distance_to_point(model, point) <= mov_cm + EPS_CM
    }

    /// The enemy models whose bases enter the zone of control of any model of `unit`
    /// (R-ZOC-1: every point within MOV of the base).
    pub fn in_zone_of_control(&self, unit: UnitIdx, mov_cm: f64) -> Vec<ModelIdx> {
        let side = self.units[unit].side;
        let mut out = Vec::new();
        for &m in &self.units[unit].models {
            let area = self.models[m].foot.aabb().loosened(mov_cm as f32 + 0.01);
            self.for_each_leaf_in(&area, |leaf| {
                if let Leaf::Model(e) = leaf
                    && self.models[e].side != side
                    && !out.contains(&e)
                    && self.distance(m, e) <= mov_cm + EPS_CM
                {
                    out.push(e);
                }
            });
        }
        out.sort_unstable();
        out
    }

    /// The outline of a model's zone of control, for drawing: its base grown by MOV, as a
    /// polygon with `segments` points per quarter turn.
    pub fn zoc_outline(&self, model: ModelIdx, mov_cm: f64, segments: usize) -> Vec<P2> {
        let f = &self.models[model].foot;
        let n = segments.max(2);
        let corners: Vec<(P2, f64)> = if f.round {
            vec![(f.centre, 0.0)]
        } else {
            let c = f.corners();
            let base = f.facing.y.atan2(f.facing.x) - std::f64::consts::FRAC_PI_2;
            (0..4)
                .map(|k| (c[k], base + k as f64 * std::f64::consts::FRAC_PI_2))
                .collect()
        };
        if corners.len() == 1 {
            let r = f.half_width + mov_cm;
            return (0..4 * n)
                .map(|i| {
                    let a = std::f64::consts::TAU * i as f64 / (4 * n) as f64;
                    f.centre + V2::new(a.cos(), a.sin()) * r
                })
                .collect();
        }
        let mut out = Vec::with_capacity(4 * (n + 1));
        for (corner, start) in corners {
            for i in 0..=n {
                let a = start + std::f64::consts::FRAC_PI_2 * i as f64 / n as f64;
                out.push(corner + V2::new(a.cos(), a.sin()) * mov_cm);
            }
        }
        out
    }

    /// Models of the general's side within 15 cm of the general (or, when the general leads a
    /// unit, of any model of that unit) that have line of sight to it: they take Honor tests
    /// with 2D6, keeping the better (R-DICE-3, L432-434). Includes the general's unit.
    pub fn general_aura(&self, general: ModelIdx) -> Vec<ModelIdx> {
        let side = self.models[general].side;
        let sources = &self.units[self.unit_of(general)].models;
        (0..self.models.len())
            .filter(|&m| {
                self.models[m].side == side
                    && (sources.contains(&m)
                        || sources.iter().any(|&s| {
                            self.distance(m, s) <= GENERAL_AURA_CM + EPS_CM
                                && self.los(m, s) != Los::None
                        }))
            })
            .collect()
    }

    /// Friendly units with a model within 10 cm of `leader` (the Liderar order, L821-823),
    /// other than the leader's own unit.
    pub fn units_near_leader(&self, leader: ModelIdx) -> Vec<UnitIdx> {
        let side = self.models[leader].side;
        let own = self.unit_of(leader);
        (0..self.units.len())
            .filter(|&u| {
                u != own
                    && self.units[u].side == side
                    && self.units[u]
                        .models
                        .iter()
                        .any(|&m| self.distance(leader, m) <= LEAD_CM + EPS_CM)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_chg_1_exact_odds_of_mov_plus_d6() {
        // MOV 10: a gap of 13 needs a 3 or more: 4 chances in 6.
        let o = ChargeOdds::new(10.0, 13.0);
        assert_eq!(o.die_needed, Some(3));
        assert_eq!(o.chance.sixths, 4);
        // Powered: 2 x 10 + 1D6 always covers 13.
        assert_eq!(o.powered_die_needed, Some(1));
        assert_eq!(o.powered_chance.sixths, 6);
        // 16.5 needs a 7: never, plain; powered it always makes it.
        let far = ChargeOdds::new(10.0, 16.5);
        assert_eq!(far.chance.sixths, 0);
        assert_eq!(far.powered_chance.sixths, 6);
        assert!(!far.reaches_with(6, false));
        assert!(far.reaches_with(1, true));
    }

    #[test]
    fn range_bands_follow_l739_741() {
        assert_eq!(RangeBand::of(0.0), RangeBand::Short);
        assert_eq!(RangeBand::of(20.0), RangeBand::Short);
        assert_eq!(RangeBand::of(20.01), RangeBand::Medium);
        assert_eq!(RangeBand::of(40.0), RangeBand::Medium);
        assert_eq!(RangeBand::of(60.0), RangeBand::Long);
        assert_eq!(RangeBand::of(60.5), RangeBand::OutOfRange);
    }
}
