//! Engagement (trabado en combate) and the side one model stands on relative to another, for
//! models and for units (R-ENG-1, R-SIDE-1..2; book L147-149, L687-697).

use crate::table::shapes::{EPS_CM, Footprint, P2};
use crate::table::world::{ModelIdx, Table, UnitIdx};
use parry2d::bounding_volume::BoundingVolume;
use serde::Serialize;

/// Bases within this distance may be engaged (R-ENG-1, L147: "una peana").
pub const ENGAGE_DISTANCE_CM: f64 = 2.5;

/// A side of a base: frente, flanco, retaguardia (R-SIDE-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Front,
    Flank,
    Rear,
}

impl Side {
    /// All three, from the least to the most favourable to an attacker.
    pub const ALL: [Side; 3] = [Side::Front, Side::Flank, Side::Rear];

    pub fn name(self) -> &'static str {
        match self {
            Side::Front => "front",
            Side::Flank => "flank",
            Side::Rear => "rear",
        }
    }
}

/// The lines that decide sides, for drawing (R-SIDE-1, R-VIEW-1): each a segment long enough to
/// cross the table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SideLines {
    /// Through the front point, square to the facing: ahead of it is the field of view and the
    /// front side.
    pub front: [P2; 2],
    /// Through the rear point: wholly behind it is the rear side.
    pub rear: [P2; 2],
    /// The facing ray from the centre (R-ENG-1), to the table's edge.
    pub facing: [P2; 2],
}

/// The side a unit attacks another by (R-SIDE-2).
#[derive(Debug, Clone, PartialEq)]
pub struct UnitAttack {
    /// The side the attack counts as.
    pub side: Side,
    /// How many engaged models attack by front, flank, rear (after L699's correction).
    pub counts: [usize; 3],
    /// Each engaged attacking model, the target model it measures against, and its side.
    pub models: Vec<(ModelIdx, ModelIdx, Side)>,
    /// Half the engaged models, rounded up.
    pub needed: usize,
    /// Two sides qualify or none does: the defender chooses, `side` is the default (least
    /// favourable to the attacker).
    pub defender_chooses: bool,
}

impl Footprint {
    /// Whether this base and `other`, were they enemies, would be engaged (R-ENG-1, L147):
    /// within 2.5 cm, edge to edge, and the facing ray from the centre of at least one passes
    /// through the other's base. [`Table::engaged`] adds the sides.
    pub fn engages(&self, other: &Footprint) -> bool {
        self.engages_at(other, self.distance_to(other))
    }

    /// Where this base stands relative to `other`'s facing (R-SIDE-1, L689-693): front if some
    /// point of it is strictly ahead of `other`'s front line; rear if all of it is behind (or
    /// on) `other`'s rear line; flank otherwise.
    pub fn side_of(&self, other: &Footprint) -> Side {
        let ahead = self.support(&other.facing);
        if ahead > other.front_point().coords.dot(&other.facing) + EPS_CM {
            Side::Front
        } else if ahead <= other.rear_point().coords.dot(&other.facing) + EPS_CM {
            Side::Rear
        } else {
            Side::Flank
        }
    }

    /// [`Footprint::engages`] with the distance already measured.
    pub fn engages_at(&self, other: &Footprint, distance: f64) -> bool {
        distance <= ENGAGE_DISTANCE_CM + EPS_CM
            && (other.hit_by_ray(&self.centre, &self.facing)
                || self.hit_by_ray(&other.centre, &other.facing))
    }
}

impl Table {
    /// Where `a` stands relative to `b`'s facing (R-SIDE-1, L689-693; [`Footprint::side_of`]).
    pub fn side_of(&self, a: ModelIdx, b: ModelIdx) -> Side {
        self.models[a].foot.side_of(&self.models[b].foot)
    }

    /// The front, rear and facing lines of a model, clipped to a length that crosses the table.
    pub fn side_lines(&self, model: ModelIdx) -> SideLines {
        let f = &self.models[model].foot;
        let reach = self.width_cm.hypot(self.depth_cm);
        let l = f.left() * reach;
        let front = f.front_point();
        let rear = f.rear_point();
        SideLines {
            front: [front - l, front + l],
            rear: [rear - l, rear + l],
            facing: [f.centre, f.centre + f.facing * reach],
        }
    }

    /// Whether two enemy models are engaged (R-ENG-1, L147): bases within 2.5 cm and the facing
    /// ray from the centre of at least one passes through the other's base.
    pub fn engaged(&self, a: ModelIdx, b: ModelIdx) -> bool {
        a != b
            && self.models[a].side != self.models[b].side
            && self.engaged_at(a, b, self.distance(a, b))
    }

    /// [`Table::engaged`] with the distance already measured.
    pub(crate) fn engaged_at(&self, a: ModelIdx, b: ModelIdx, distance: f64) -> bool {
        self.models[a].side != self.models[b].side
            && self.models[a]
                .foot
                .engages_at(&self.models[b].foot, distance)
    }

    /// Every enemy model engaged with `a`.
    pub fn engaged_with(&self, a: ModelIdx) -> Vec<ModelIdx> {
        let area = self.models[a]
            .foot
            .aabb()
            .loosened(ENGAGE_DISTANCE_CM as f32 + 0.01);
        let mut out = Vec::new();
        self.for_each_leaf_in(&area, |leaf| {
            if let crate::table::world::Leaf::Model(m) = leaf
                && self.engaged(a, m)
            {
                out.push(m);
            }
        });
        out.sort_unstable();
        out
    }

    /// Whether two units are engaged: a model of each engaged with each other (L149).
    pub fn units_engaged(&self, a: UnitIdx, b: UnitIdx) -> bool {
        self.units[a]
            .models
            .iter()
            .any(|&m| self.units[b].models.iter().any(|&n| self.engaged(m, n)))
    }

    /// The side a model attacks `target` by, after L699: a model itself attacked in its flank or
    /// rear by an engaged enemy counts as attacking by the front (R-SIDE-2).
    pub fn attack_side(&self, attacker: ModelIdx, target: ModelIdx) -> Side {
        let side = self.side_of(attacker, target);
        if side == Side::Front {
            return side;
        }
        let attacked_behind = self
            .engaged_with(attacker)
            .into_iter()
            .any(|e| self.side_of(e, attacker) != Side::Front);
        if attacked_behind { Side::Front } else { side }
    }

    /// The side unit `attacker` attacks unit `target` by (R-SIDE-2, L695-699); `None` when no
    /// model of the attacker is engaged with the target. A model engaged with several target
    /// models measures against the nearest.
    pub fn unit_attack_side(&self, attacker: UnitIdx, target: UnitIdx) -> Option<UnitAttack> {
        let mut models = Vec::new();
        let mut counts = [0usize; 3];
        for &a in &self.units[attacker].models {
            let nearest = self.units[target]
                .models
                .iter()
                .map(|&t| (t, self.distance(a, t)))
                .filter(|&(t, d)| self.engaged_at(a, t, d))
                .min_by(|x, y| x.1.total_cmp(&y.1));
            if let Some((t, _)) = nearest {
                let side = self.attack_side(a, t);
                counts[side as usize] += 1;
                models.push((a, t, side));
            }
        }
        if models.is_empty() {
            return None;
        }
        let needed = models.len().div_ceil(2);
        let qualifying: Vec<Side> = Side::ALL
            .into_iter()
            .filter(|s| counts[*s as usize] >= needed)
            .collect();
        let (side, defender_chooses) = match qualifying.as_slice() {
            [one] => (*one, false),
            [first, ..] => (*first, true),
            [] => {
                let used = Side::ALL.into_iter().find(|s| counts[*s as usize] > 0);
                (used.unwrap_or(Side::Front), true)
            }
        };
        Some(UnitAttack {
            side,
            counts,
            models,
            needed,
            defender_chooses,
        })
    }
}
