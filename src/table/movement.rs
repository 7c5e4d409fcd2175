//! The move checker: a model's path, its length, what it crosses and whether it stays within its
//! allowance (R-MOV-1, R-CHG-1; book L476-558, L622-640).
//!
//! The path is the base's centre going through waypoints; the base keeps its facing on the way
//! and may turn at the end (L484). A base crosses a terrain piece when it touches it (L517), so
//! the swept base (a capsule for a round base, the hull of start and end for a square one) is
//! tested against every shape near it through the bounding-volume tree.

use crate::table::model::TerrainKind;
use crate::table::reach::{Chance, d6_reaches, die_needed};
use crate::table::shapes::{EPS_CM, Footprint, P2, aabb_of, facing_vector};
use crate::table::world::{Leaf, ModelIdx, Table, TerrainIdx, p32};
use parry2d::na::Isometry2;
use parry2d::shape::{Capsule, ConvexPolygon, SharedShape};
use serde::Serialize;

/// What kind of move, which sets the allowance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    /// Mover: up to MOV (L484).
    Move,
    /// Correr (powered move): 2 x MOV + 1D6, no difficult terrain, towards the field of view
    /// (R-MOV-1, L555-558).
    Run,
    /// Cargar: MOV + 1D6 (R-CHG-1, L624).
    Charge,
    /// Powered charge: 2 x MOV + 1D6 (R-CHG-1, L650).
    PoweredCharge,
}

/// A move to check.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveRequest {
    pub model: ModelIdx,
    /// Waypoints of the base's centre after its current position; the last is where it ends.
    pub path: Vec<P2>,
    /// Facing at the end (degrees, R-UNIT-2); `None` keeps the current one.
    pub final_facing_deg: Option<f64>,
    pub kind: MoveKind,
    /// The model's MOV (foot or mounted), cm.
    pub mov_cm: f64,
    /// The D6 rolled for a run or charge, when already rolled.
    pub die: Option<u8>,
}

/// One thing that makes a move illegal, with the book line it breaks: worded through the
/// catalogues (`assets/locales/*/table.ftl`, message `table-move-<variant>`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MoveProblem {
    /// The base crosses an impassable terrain piece (L523).
    CrossesImpassable { terrain: String },
    /// The base passes through another model's base (L527, L531).
    PassesThroughModel { model: String },
    /// Some part of the base leaves the table (L478).
    LeavesTable,
    /// A run crosses difficult terrain (L557).
    RunCrossesDifficult { terrain: String },
    /// A run ends outside the field of view it started with (L558).
    RunOutOfView,
}

/// The verdict on a move.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MoveCheck {
    /// Path length, cm (L73: every point of the base moves the same).
    pub length_cm: f64,
    /// Fixed part of the allowance: MOV, or 2 x MOV for a run or powered charge.
    pub allowance_base_cm: f64,
    /// Whether a D6 adds to the allowance.
    pub plus_d6: bool,
    /// With the die given (or no die needed): whether the length fits the allowance.
    pub within_allowance: Option<bool>,
    /// Without a die: the D6 result the length needs (`None`: never enough).
    pub die_needed: Option<u8>,
    /// Without a die: the exact chance the roll allows it.
    pub chance: Chance,
    pub crosses_impassable: Vec<String>,
    pub crosses_difficult: Vec<String>,
    /// Models whose bases the moving base would pass through (touching is fine).
    pub crosses_models: Vec<String>,
    /// Some part of the base leaves the table on the way (L478).
    pub leaves_table: bool,
    /// A run must end in the field of view it started with (L558).
    pub ends_out_of_view: bool,
    /// Everything that makes the move illegal, with the rule it breaks.
    pub problems: Vec<MoveProblem>,
}

impl MoveCheck {
    /// No problems and (when the die is known or not needed) within the allowance.
    pub fn legal(&self) -> bool {
        self.problems.is_empty() && self.within_allowance != Some(false)
    }
}

impl Table {
    /// Checks a move (see the module's description).
    pub fn check_move(&self, req: &MoveRequest) -> MoveCheck {
        let start = self.models[req.model].foot;
        let mut points = vec![start.centre];
        points.extend(req.path.iter().copied());
        let length_cm: f64 = points.windows(2).map(|w| (w[1] - w[0]).norm()).sum();
        // The end position with its final facing.
        let end_facing = req.final_facing_deg.map_or(start.facing, facing_vector);
        let end = start.moved(*points.last().unwrap_or(&start.centre), end_facing);
        let crossed = self.crossed(req.model, &start, &points, &end);
        let allowance = Allowance::of(req, length_cm);
        let ends_out_of_view = req.kind == MoveKind::Run
            && (end.front_point() - start.front_point()).dot(&start.facing) <= EPS_CM
            && length_cm > EPS_CM;
        MoveCheck {
            length_cm,
            allowance_base_cm: allowance.base_cm,
            plus_d6: allowance.plus_d6,
            within_allowance: allowance.within,
            die_needed: allowance.die_needed,
            chance: allowance.chance,
            problems: self.move_problems(req.kind, &crossed, ends_out_of_view),
            crosses_impassable: self.terrain_ids(&crossed.impassable),
            crosses_difficult: self.terrain_ids(&crossed.difficult),
            crosses_models: crossed
                .models
                .iter()
                .map(|&m| self.models[m].id.clone())
                .collect(),
            leaves_table: crossed.leaves_table,
            ends_out_of_view,
        }
    }

    /// What `mover`'s base crosses going from `start` through `points` (keeping its facing)
    /// and standing at `end`, each list in table order.
    fn crossed(
        &self,
        mover: ModelIdx,
        start: &Footprint,
        points: &[P2],
        end: &Footprint,
    ) -> Crossed {
        let mut crossed = Crossed::default();
        for w in points.windows(2) {
            self.note_crossed(mover, &Swept::new(start, w[0], w[1]), true, &mut crossed);
        }
        self.note_crossed(
            mover,
            &Swept::new(end, end.centre, end.centre),
            false,
            &mut crossed,
        );
        crossed.impassable.sort_unstable();
        crossed.difficult.sort_unstable();
        crossed.models.sort_unstable();
        crossed
    }

    /// Notes in `crossed` what `swept` meets: the table's edge (L478), the models (but `mover`)
    /// whose bases it passes through (L527, L531), the impassable terrain it touches (L517,
    /// L523) and, `on_the_way`, the difficult terrain too (L522; standing at the end, only
    /// impassable terrain counts).
    fn note_crossed(
        &self,
        mover: ModelIdx,
        swept: &Swept,
        on_the_way: bool,
        crossed: &mut Crossed,
    ) {
        crossed.leaves_table |= swept.off_table(self);
        self.for_each_leaf_in(&swept.aabb, |leaf| match leaf {
            Leaf::Model(m) if m != mover && !crossed.models.contains(&m) => {
                let other = &self.models[m];
                if swept.penetrates(&other.iso, &*other.shape) {
                    crossed.models.push(m);
                }
            }
            Leaf::Terrain(t, k) => {
                let list = match self.terrain[t].kind {
                    TerrainKind::Impassable => &mut crossed.impassable,
                    TerrainKind::Difficult if on_the_way => &mut crossed.difficult,
                    _ => return,
                };
                if !list.contains(&t) && swept.touches(&*self.terrain[t].shapes[k]) {
                    list.push(t);
                }
            }
            _ => {}
        });
    }

    /// Everything that makes a move of `kind` illegal, with the rule it breaks.
    fn move_problems(
        &self,
        kind: MoveKind,
        crossed: &Crossed,
        ends_out_of_view: bool,
    ) -> Vec<MoveProblem> {
        let mut problems: Vec<MoveProblem> = self
            .terrain_ids(&crossed.impassable)
            .into_iter()
            .map(|terrain| MoveProblem::CrossesImpassable { terrain })
            .collect();
        problems.extend(
            crossed
                .models
                .iter()
                .map(|&m| MoveProblem::PassesThroughModel {
                    model: self.models[m].id.clone(),
                }),
        );
        if crossed.leaves_table {
            problems.push(MoveProblem::LeavesTable);
        }
        if kind == MoveKind::Run {
            problems.extend(
                self.terrain_ids(&crossed.difficult)
                    .into_iter()
                    .map(|terrain| MoveProblem::RunCrossesDifficult { terrain }),
            );
            if ends_out_of_view {
                problems.push(MoveProblem::RunOutOfView);
            }
        }
        problems
    }

    fn terrain_ids(&self, pieces: &[TerrainIdx]) -> Vec<String> {
        pieces.iter().map(|&t| self.terrain[t].id.clone()).collect()
    }
}

/// What a base meets on its way and where it ends, each list in table order.
#[derive(Default)]
struct Crossed {
    impassable: Vec<TerrainIdx>,
    difficult: Vec<TerrainIdx>,
    models: Vec<ModelIdx>,
    leaves_table: bool,
}

/// A move's allowance (R-MOV-1, R-CHG-1) against its length.
struct Allowance {
    /// MOV, or 2 x MOV for a run or a powered charge.
    base_cm: f64,
    /// Whether a D6 adds to it.
    plus_d6: bool,
    /// With the die given (or none needed): whether the length fits.
    within: Option<bool>,
    /// Without a die: the D6 result the length needs.
    die_needed: Option<u8>,
    chance: Chance,
}

impl Allowance {
    fn of(req: &MoveRequest, length_cm: f64) -> Allowance {
        let (base_cm, plus_d6) = match req.kind {
            MoveKind::Move => (req.mov_cm, false),
            MoveKind::Charge => (req.mov_cm, true),
            MoveKind::Run | MoveKind::PoweredCharge => (2.0 * req.mov_cm, true),
        };
        if !plus_d6 {
            let ok = length_cm <= base_cm + EPS_CM;
            return Allowance {
                base_cm,
                plus_d6,
                within: Some(ok),
                die_needed: None,
                chance: Chance {
                    sixths: if ok { 6 } else { 0 },
                },
            };
        }
        let die_needed = die_needed(base_cm, length_cm);
        Allowance {
            base_cm,
            plus_d6,
            within: req.die.map(|d| die_needed.is_some_and(|n| d >= n)),
            die_needed,
            chance: d6_reaches(base_cm, length_cm),
        }
    }
}

/// Bases closer than this (cm), edge to edge, count as one standing on the other when a straight
/// move looks for a free place to stop (L531).
pub const STOP_CLEAR_CM: f64 = 0.05;

/// Where a base moving in a straight line from where it stands towards `to` can stop without
/// ending on another base of `others` (L531, L511): `to` itself when that spot is free, else
/// the farthest free spot before it (in 2.5 mm steps), else where it stands.
pub fn free_stop(mover: &Footprint, to: P2, others: &[Footprint]) -> P2 {
    let d = to - mover.centre;
    let steps = (d.norm() / 0.25).ceil() as usize;
    let r = mover.half_width.hypot(mover.half_depth);
    for k in 0..=steps {
        let f = if steps == 0 {
            1.0
        } else {
            1.0 - k as f64 / steps as f64
        };
        let probe = mover.moved(mover.centre + d * f, mover.facing);
        let blocked = others.iter().any(|o| {
            let reach = r + o.half_width.hypot(o.half_depth) + STOP_CLEAR_CM;
            (probe.centre - o.centre).norm() < reach && probe.distance_to(o) < STOP_CLEAR_CM
        });
        if !blocked {
            return probe.centre;
        }
    }
    mover.centre
}

/// A base swept along one straight segment, keeping its facing.
struct Swept {
    shape: SharedShape,
    aabb: parry2d::bounding_volume::Aabb,
    lo: P2,
    hi: P2,
}

impl Swept {
    fn new(base: &Footprint, from: P2, to: P2) -> Swept {
        let a = base.moved(from, base.facing);
        let b = base.moved(to, base.facing);
        let (sa, sb) = (a.aabb(), b.aabb());
        let lo = P2::new(
            sa.mins.x.min(sb.mins.x) as f64,
            sa.mins.y.min(sb.mins.y) as f64,
        );
        let hi = P2::new(
            sa.maxs.x.max(sb.maxs.x) as f64,
            sa.maxs.y.max(sb.maxs.y) as f64,
        );
        let capsule = || {
            SharedShape::new(Capsule::new(
                p32(&from),
                p32(&to),
                base.half_width.max(base.half_depth) as f32,
            ))
        };
        let shape = if base.round {
            capsule()
        } else {
            let corners: Vec<_> = a
                .corners()
                .iter()
                .chain(b.corners().iter())
                .map(p32)
                .collect();
            // The hull exists for any base of positive size; the enclosing capsule is the
            // cautious answer for a degenerate one.
            ConvexPolygon::from_convex_hull(&corners).map_or_else(capsule, SharedShape::new)
        };
        Swept {
            shape,
            aabb: aabb_of(&lo, &hi),
            lo,
            hi,
        }
    }

    fn off_table(&self, table: &Table) -> bool {
        self.lo.x < -EPS_CM
            || self.lo.y < -EPS_CM
            || self.hi.x > table.width_cm + EPS_CM
            || self.hi.y > table.depth_cm + EPS_CM
    }

    /// Touches a terrain part (placed at the identity).
    fn touches(&self, part: &dyn parry2d::shape::Shape) -> bool {
        parry2d::query::distance(
            &Isometry2::identity(),
            &*self.shape,
            &Isometry2::identity(),
            part,
        )
        .is_ok_and(|d| (d as f64) <= EPS_CM)
    }

    /// Overlaps another base by more than a touch.
    fn penetrates(&self, iso: &Isometry2<f32>, other: &dyn parry2d::shape::Shape) -> bool {
        matches!(
            parry2d::query::contact(&Isometry2::identity(), &*self.shape, iso, other, 0.0),
            Ok(Some(c)) if (c.dist as f64) < -EPS_CM
        )
    }
}
