//! A unit set down in formation (R-FORM-1, L391-397): its models in ranks, closed formation's
//! bases all but touching, skirmishers' in open order, and where on the table such a block
//! stands wholly inside a deployment zone (L206-214), off impassable terrain (L523), on the
//! table (L478) and a few centimetres clear of every other unit's base (L531). The battle's
//! "Deploy the rest for me" and the plain table's "Put all down" both lay units out with it.

use crate::table::formation::{FormationKind, formation_of};
use crate::table::model::Base;
use crate::table::shapes::{EPS_CM, Footprint, P2, V2, base_size_cm, facing_vector};
use crate::table::world::Table;

/// The gap between two bases side by side or one behind the other in a closed formation, cm:
/// touching to the eye, yet apart, as the battle puts no base on another (L531).
pub const CLOSED_GAP_CM: f64 = 0.2;

/// The gap between skirmishers' bases, cm: open order (L396), and within the 2.5 cm of a placed
/// unit mate each model of a unit goes down at (L212).
pub const OPEN_GAP_CM: f64 = 2.0;

/// The room kept between two units' bases, cm.
pub const UNIT_GAP_CM: f64 = 2.0;

/// Most models side by side in a rank.
pub const MOST_IN_RANK: usize = 5;

/// How far apart the places tried for a block are, cm.
const STEP_CM: f64 = 1.0;

/// A unit's models in ranks: each model's place relative to the first one (the middle of the
/// front rank) in the unit's own frame, x to its right and y forward, cm. Every place is a cell
/// as wide and deep as the unit's largest base, so any of its models may take any place.
#[derive(Debug, Clone, PartialEq)]
pub struct Block {
    /// Models side by side in a full rank.
    pub rank_width: usize,
    /// Each place, in the order models take them: the front rank from its middle outward, then
    /// each rank behind the same way; each place stands within reach of an earlier one.
    pub places: Vec<[f64; 2]>,
}

impl Block {
    /// The places on the table with the block's first place at `first`, the unit facing
    /// `facing_deg` (degrees counter-clockwise from +x, R-UNIT-2).
    pub fn on_table(&self, first: P2, facing_deg: f64) -> Vec<P2> {
        let forward = facing_vector(facing_deg);
        let right = V2::new(forward.y, -forward.x);
        self.places
            .iter()
            .map(|[x, y]| first + right * *x + forward * *y)
            .collect()
    }

    /// Where the block's first place goes so that its place `k` stands at `at`.
    pub fn first_for(&self, k: usize, at: P2, facing_deg: f64) -> P2 {
        let placed = self.on_table(P2::origin(), facing_deg)[k];
        P2::new(at.x - placed.x, at.y - placed.y)
    }
}

/// The ways a unit of `bases` (one a model) keeps its formation `kind` in ranks, the one a
/// player would set down first (two ranks deep or more for a closed formation of three or more,
/// so that each model has two unit mates within 2.5 cm, L395), then narrower and wider ones.
/// Each is checked against the table module's own formation test with the unit's smallest base
/// in every place (the widest gaps any arrangement of its models leaves). Empty for no bases.
pub fn blocks(bases: &[Base], kind: FormationKind) -> Vec<Block> {
    let n = bases.len();
    if n == 0 {
        return Vec::new();
    }
    let (cell_w, cell_d) = bases
        .iter()
        .map(base_size_cm)
        .fold((0.0_f64, 0.0_f64), |a, b| (a.0.max(b.0), a.1.max(b.1)));
    let gap = match kind {
        FormationKind::Closed => CLOSED_GAP_CM,
        FormationKind::Open => OPEN_GAP_CM,
    };
    let preferred = match kind {
        FormationKind::Closed if n >= 3 => n.div_ceil(2).min(MOST_IN_RANK),
        _ => n.min(MOST_IN_RANK),
    };
    let mut widths: Vec<usize> = (1..=preferred).rev().collect();
    widths.extend(preferred + 1..=n.min(MOST_IN_RANK));
    let smallest = bases
        .iter()
        .min_by(|a, b| {
            let (aw, ad) = base_size_cm(a);
            let (bw, bd) = base_size_cm(b);
            (aw * ad).total_cmp(&(bw * bd))
        })
        .copied()
        .unwrap_or(bases[0]);
    widths
        .into_iter()
        .map(|w| Block {
            rank_width: w,
            places: places(n, w, (cell_w + gap, cell_d + gap)),
        })
        .filter(|b| {
            let feet: Vec<Footprint> = b
                .on_table(P2::origin(), 90.0)
                .into_iter()
                .map(|p| Footprint::new(p, 90.0, &smallest))
                .collect();
            let ids: Vec<String> = (0..n).map(|i| i.to_string()).collect();
            let models: Vec<(&str, Footprint)> = ids.iter().map(String::as_str).zip(feet).collect();
            formation_of("block", &models, kind).in_formation
        })
        .collect()
}

/// `n` places in ranks of `width`, `pitch` (across, back) apart, the first the front rank's
/// middle: each rank's places from its middle outward, a short last rank centred.
fn places(n: usize, width: usize, pitch: (f64, f64)) -> Vec<[f64; 2]> {
    let mut out = Vec::with_capacity(n);
    let mut rank = 0;
    // The front rank's middle place stands at x = 0; every rank is centred on one line.
    let front = n.min(width);
    let offset = ((front - 1) as f64 / 2.0 - ((front - 1) / 2) as f64) * pitch.0;
    while out.len() < n {
        let len = (n - out.len()).min(width);
        let middle = (len - 1) / 2;
        let centre = (len - 1) as f64 / 2.0;
        let mut order = vec![middle];
        for k in 1..len {
            if middle + k < len {
                order.push(middle + k);
            }
            if k <= middle {
                order.push(middle - k);
            }
        }
        for i in order {
            let x = (i as f64 - centre) * pitch.0 + offset;
            out.push([x, -(rank as f64) * pitch.1]);
        }
        rank += 1;
    }
    out
}

/// Where blocks may stand: a deployment zone, the table's size, the bases of the other units
/// to keep clear of, and the table's terrain (for its impassable pieces).
pub struct Ground<'a> {
    pub zone: &'a [[f64; 2]],
    pub width_cm: f64,
    pub depth_cm: f64,
    /// Bases of other units, kept `gap_cm` off.
    pub others: Vec<Footprint>,
    /// How far a base keeps off the others, cm: [`UNIT_GAP_CM`] for a unit's block.
    pub gap_cm: f64,
    /// The table with its terrain, when it could be built.
    pub terrain: Option<&'a Table>,
}

impl Ground<'_> {
    /// Whether `foot` may stand here: wholly in the zone (L211) and on the table (L478), on no
    /// impassable piece (L523) and at least `gap_cm` off every other unit's base.
    pub fn holds(&self, foot: &Footprint) -> bool {
        self.clear_of(foot, &self.others)
            && foot.off_table_by(self.width_cm, self.depth_cm) <= EPS_CM
            && foot.within_polygon(self.zone)
            && self
                .terrain
                .is_none_or(|t| t.impassable_under(foot).is_none())
    }

    /// Whether `foot` stands at least `gap_cm` off each of `bases`.
    pub fn clear_of(&self, foot: &Footprint, bases: &[Footprint]) -> bool {
        let r = foot.circumradius();
        bases.iter().all(|o| {
            let far = r + o.circumradius() + self.gap_cm + 0.01;
            (o.centre - foot.centre).norm_squared() > far * far
                || o.distance_to(foot) >= self.gap_cm - EPS_CM
        })
    }

    /// The bases of `block` with its first place at `first`, facing `facing_deg`: `bases[k]`
    /// in place `k`.
    pub fn feet(block: &Block, bases: &[Base], first: P2, facing_deg: f64) -> Vec<Footprint> {
        block
            .on_table(first, facing_deg)
            .into_iter()
            .zip(bases)
            .map(|(p, b)| Footprint::new(p, facing_deg, b))
            .collect()
    }

    /// The places for the block's first place the zone offers, front first (its edge toward
    /// `facing_deg`), then back a centimetre at a time, each row from one end across: every
    /// point of a 1 cm grid over the zone's extent, in that order.
    pub fn first_places(&self, facing_deg: f64) -> Vec<P2> {
        let forward = facing_vector(facing_deg);
        let right = V2::new(forward.y, -forward.x);
        let along = |p: &[f64; 2], v: &V2| p[0] * v.x + p[1] * v.y;
        let span = |v: &V2| {
            self.zone.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
                (lo.min(along(p, v)), hi.max(along(p, v)))
            })
        };
        let (back, front) = span(&forward);
        let (left, right_end) = span(&right);
        let mut out = Vec::new();
        let mut t = front;
        while t >= back {
            let mut u = left;
            while u <= right_end {
                out.push(P2::origin() + right * u + forward * t);
                u += STEP_CM;
            }
            t -= STEP_CM;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::model::BaseShape;

    fn round(mm: f64) -> Base {
        Base {
            shape: BaseShape::Round,
            width_mm: mm,
            depth_mm: None,
        }
    }

    #[test]
    fn r_form_1_every_block_of_a_closed_unit_keeps_its_formation() {
        for n in 1..=14 {
            for mm in [25.0, 40.0, 60.0] {
                let bases = vec![round(mm); n];
                let found = blocks(&bases, FormationKind::Closed);
                assert!(!found.is_empty(), "{n} of {mm} mm");
                assert_eq!(found[0].places.len(), n);
                assert_eq!(found[0].places[0], [0.0, 0.0], "{n} of {mm} mm");
            }
        }
    }

    #[test]
    fn r_form_1_three_models_stand_two_ranks_deep_not_in_one_line() {
        let found = blocks(&[round(25.0); 3], FormationKind::Closed);
        assert_eq!(found[0].rank_width, 2);
        // A line of three is out of formation with gaps between the bases (L395).
        assert!(found.iter().all(|b| b.rank_width != 3));
    }

    #[test]
    fn each_place_is_within_reach_of_an_earlier_one() {
        let found = blocks(&vec![round(25.0); 12], FormationKind::Closed);
        for b in &found {
            for (k, p) in b.places.iter().enumerate().skip(1) {
                // Edge to edge within 2.5 cm (L212): centres 2.5 cm (a base) further.
                let near = b.places[..k]
                    .iter()
                    .any(|q| (p[0] - q[0]).hypot(p[1] - q[1]) - 2.5 <= 2.5);
                assert!(near, "width {}: place {k} {p:?}", b.rank_width);
            }
        }
    }
}
