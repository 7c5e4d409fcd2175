//! The table as geometry: every base and terrain piece as a parry2d shape (concave terrain split
//! into convex parts), one bounding-volume tree over all of them, and edge-to-edge distances
//! (R-GEO-1). The queries themselves live in `sight`, `contact`, `formation`, `reach`,
//! `movement` and `placement`.

use crate::table::load::{InvalidTable, TableProblem, validate};
use crate::table::model::{ModelPlacement, TableFile, TerrainKind};
use crate::table::shapes::{Corridor, EPS_CM, Footprint, P2, aabb_of, convex_parts, parry_convex};
use parry2d::bounding_volume::{Aabb, BoundingVolume};
use parry2d::na::{self, Isometry2};
use parry2d::partitioning::{Bvh, BvhBuildStrategy};
use parry2d::shape::{Shape, SharedShape};
use std::collections::HashMap;

/// Index of a model in [`Table::models`].
pub type ModelIdx = usize;
/// Index of a unit in [`Table::units`].
pub type UnitIdx = usize;
/// Index of a terrain piece in [`Table::terrain`].
pub type TerrainIdx = usize;

/// A model on the table with its geometry.
#[derive(Debug, Clone)]
pub struct PlacedModel {
    pub id: String,
    pub unit: String,
    pub side: u8,
    /// Volume (R-LOS-2 compares it with obstacle heights).
    pub height: f64,
    pub foot: Footprint,
    pub(crate) shape: SharedShape,
    pub(crate) iso: Isometry2<f32>,
}

/// A terrain piece with its convex parts.
#[derive(Debug, Clone)]
pub struct TerrainPiece {
    pub id: String,
    pub kind: TerrainKind,
    pub height: f64,
    /// Whether it gives cover (R-COVER-1).
    pub cover: bool,
    /// The corners as given.
    pub polygon: Vec<P2>,
    /// Convex parts, counter-clockwise, that together make the polygon.
    pub parts: Vec<Vec<P2>>,
    /// A circle around each part (centre, radius), to reject far parts quickly.
    pub(crate) circles: Vec<(P2, f64)>,
    pub(crate) shapes: Vec<SharedShape>,
}

/// The models of one unit (a lone model is a unit of its own).
#[derive(Debug, Clone, PartialEq)]
pub struct UnitInfo {
    pub id: String,
    pub side: u8,
    /// In the order they appear in the file.
    pub models: Vec<ModelIdx>,
}

/// Something that stands in the way: a model or a terrain piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Obstacle {
    Model(ModelIdx),
    Terrain(TerrainIdx),
}

/// What a leaf of the bounding-volume tree stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Leaf {
    Model(ModelIdx),
    /// A piece and one of its convex parts.
    Terrain(TerrainIdx, usize),
}

/// How queries find the shapes near a line or a base.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BroadPhase {
    /// parry2d's bounding-volume tree (the default).
    #[default]
    Bvh,
    /// Every shape on the table, one after another (kept to measure the tree against).
    AllShapes,
}

/// A whole table, ready for measuring.
#[derive(Debug, Clone)]
pub struct Table {
    pub width_cm: f64,
    pub depth_cm: f64,
    pub models: Vec<PlacedModel>,
    pub terrain: Vec<TerrainPiece>,
    pub units: Vec<UnitInfo>,
    /// For each model, its unit.
    pub model_unit: Vec<UnitIdx>,
    /// For each model, the cover-giving terrain pieces within 2.5 cm of its base (R-COVER-1).
    pub near_cover: Vec<Vec<TerrainIdx>>,
    pub broad_phase: BroadPhase,
    pub(crate) leaves: Vec<Leaf>,
    pub(crate) bvh: Bvh,
    model_ids: HashMap<String, ModelIdx>,
    unit_ids: HashMap<String, UnitIdx>,
}

/// Cover is given within this distance of a terrain piece (R-COVER-1, L138).
pub const COVER_DISTANCE_CM: f64 = 2.5;

/// The shapes of `file`'s terrain pieces, each split into convex parts.
fn terrain_of(file: &TableFile) -> Result<Vec<TerrainPiece>, InvalidTable> {
    let mut terrain = Vec::with_capacity(file.terrain.len());
    for (i, t) in file.terrain.iter().enumerate() {
        let polygon: Vec<P2> = t.polygon.iter().map(|p| P2::new(p[0], p[1])).collect();
        let parts = convex_parts(&polygon).ok_or_else(|| InvalidTable {
            path: format!("terrain[{i}].polygon"),
            problem: TableProblem::PolygonCrossed,
        })?;
        let mut shapes = Vec::with_capacity(parts.len());
        for part in &parts {
            let poly = parry_convex(part).ok_or_else(|| InvalidTable {
                path: format!("terrain[{i}].polygon"),
                problem: TableProblem::PolygonTooThin,
            })?;
            shapes.push(SharedShape::new(poly));
        }
        let circles = parts
            .iter()
            .map(|part| {
                let c = P2::from(
                    part.iter().map(|p| p.coords).sum::<na::Vector2<f64>>() / part.len() as f64,
                );
                let r = part.iter().map(|p| (p - c).norm()).fold(0.0, f64::max);
                (c, r)
            })
            .collect();
        terrain.push(TerrainPiece {
            id: t.id.clone(),
            kind: t.kind,
            height: t.height,
            cover: t.cover,
            polygon,
            parts,
            circles,
            shapes,
        });
    }
    Ok(terrain)
}

impl Table {
    /// Checks the file (see [`validate`]) and builds every shape and the tree.
    pub fn new(file: &TableFile) -> Result<Table, InvalidTable> {
        validate(file)?;
        Ok(Table::assemble(file, terrain_of(file)?))
    }

    /// [`Table::new`] for a file whose terrain, size, units and rules are this table's, and
    /// whose models are its own: only the models are checked and built, the terrain's shapes
    /// are this table's. The battle builds a table for every arrangement of models its rules
    /// measure, on the same terrain.
    pub fn with_models(&self, file: &TableFile) -> Result<Table, InvalidTable> {
        crate::table::load::validate_models(file)?;
        Ok(Table::assemble(file, self.terrain.clone()))
    }

    /// The table of `file`'s models on `terrain` (built from `file`'s), tree and cover made.
    fn assemble(file: &TableFile, terrain: Vec<TerrainPiece>) -> Table {
        let models: Vec<PlacedModel> = file.models.iter().map(place).collect();
        let mut units: Vec<UnitInfo> = Vec::new();
        let mut unit_ids: HashMap<String, UnitIdx> = HashMap::new();
        let mut model_unit = Vec::with_capacity(models.len());
        for (i, m) in models.iter().enumerate() {
            let u = *unit_ids.entry(m.unit.clone()).or_insert_with(|| {
                units.push(UnitInfo {
                    id: m.unit.clone(),
                    side: m.side,
                    models: Vec::new(),
                });
                units.len() - 1
            });
            units[u].models.push(i);
            model_unit.push(u);
        }
        let model_ids = models
            .iter()
            .enumerate()
            .map(|(i, m)| (m.id.clone(), i))
            .collect();
        let mut table = Table {
            width_cm: file.table.width_cm,
            depth_cm: file.table.depth_cm,
            models,
            terrain,
            units,
            model_unit,
            near_cover: Vec::new(),
            broad_phase: BroadPhase::Bvh,
            leaves: Vec::new(),
            bvh: Bvh::new(),
            model_ids,
            unit_ids,
        };
        table.rebuild_tree();
        table
    }

    /// Moves a model (the battle moves them) and refreshes the tree and cover.
    pub fn place_model(&mut self, model: ModelIdx, centre: P2, facing_deg: f64) {
        let m = &mut self.models[model];
        m.foot = m
            .foot
            .moved(centre, crate::table::shapes::facing_vector(facing_deg));
        let (shape, iso) = m.foot.parry();
        m.shape = shape;
        m.iso = iso;
        // Only this model's box changed: its leaf (index `model`, the models come first in
        // [`Table::rebuild_bvh`]) takes the new box and its ancestors grow to hold it (they
        // never shrink: a looser box costs a query a little time, never an answer), where a
        // rebuild of the whole tree cost a tenth of a hard decision's time.
        let aabb = m.foot.aabb();
        self.bvh.insert(aabb, model as u32);
        // The cover near the other models is where it was: it depends on their bases alone.
        self.near_cover[model] = self.cover_terrain_near(model);
    }

    fn rebuild_tree(&mut self) {
        self.rebuild_bvh();
        self.near_cover = (0..self.models.len())
            .map(|m| self.cover_terrain_near(m))
            .collect();
    }

    fn rebuild_bvh(&mut self) {
        let mut leaves = Vec::new();
        let mut boxes = Vec::new();
        for (i, m) in self.models.iter().enumerate() {
            leaves.push(Leaf::Model(i));
            boxes.push(m.foot.aabb());
        }
        for (t, piece) in self.terrain.iter().enumerate() {
            for (k, shape) in piece.shapes.iter().enumerate() {
                leaves.push(Leaf::Terrain(t, k));
                boxes.push(shape.compute_aabb(&Isometry2::identity()));
            }
        }
        self.bvh = Bvh::from_leaves(BvhBuildStrategy::Binned, &boxes);
        self.leaves = leaves;
    }

    fn cover_terrain_near(&self, model: ModelIdx) -> Vec<TerrainIdx> {
        let area = self.models[model]
            .foot
            .aabb()
            .loosened(COVER_DISTANCE_CM as f32 + 0.01);
        let mut near: Vec<TerrainIdx> = Vec::new();
        self.for_each_leaf_in(&area, |leaf| {
            if let Leaf::Terrain(t, _) = leaf
                && self.terrain[t].cover
                && !near.contains(&t)
                && self.model_terrain_distance(model, t) <= COVER_DISTANCE_CM + EPS_CM
            {
                near.push(t);
            }
        });
        near.sort_unstable();
        near
    }

    /// Calls `f` for every leaf whose box meets `area` (every leaf with [`BroadPhase::AllShapes`]).
    pub(crate) fn for_each_leaf_in(&self, area: &Aabb, mut f: impl FnMut(Leaf)) {
        match self.broad_phase {
            BroadPhase::Bvh => {
                for l in self.bvh.intersect_aabb(area) {
                    f(self.leaves[l as usize]);
                }
            }
            BroadPhase::AllShapes => self.leaves.iter().copied().for_each(f),
        }
    }

    /// Calls `f` for every leaf whose box may meet the corridor.
    pub(crate) fn for_each_leaf_near_corridor(&self, c: &Corridor, mut f: impl FnMut(Leaf)) {
        match self.broad_phase {
            BroadPhase::Bvh => {
                for l in self.bvh.leaves(|node| c.may_touch(&node.aabb())) {
                    f(self.leaves[l as usize]);
                }
            }
            BroadPhase::AllShapes => self.leaves.iter().copied().for_each(f),
        }
    }

    /// Every leaf that may touch a sight corridor from a model of `from` to a model of `to`:
    /// the corridors all lie within the hull of both units' centres grown by the widest
    /// half-base of `from`. With [`BroadPhase::AllShapes`], every leaf.
    pub(crate) fn leaves_between_units(&self, from: UnitIdx, to: UnitIdx, out: &mut Vec<Leaf>) {
        out.clear();
        if self.broad_phase == BroadPhase::AllShapes {
            out.extend_from_slice(&self.leaves);
            return;
        }
        let centres: Vec<P2> = self.units[from]
            .models
            .iter()
            .chain(&self.units[to].models)
            .map(|&m| self.models[m].foot.centre)
            .collect();
        let grow = self.units[from]
            .models
            .iter()
            .map(|&m| self.models[m].foot.half_width)
            .fold(0.0f64, f64::max)
            + 1e-3;
        let hull = GrownHull::new(&convex_hull(&centres), grow);
        for l in self.bvh.leaves(|node| hull.may_touch(&node.aabb())) {
            out.push(self.leaves[l as usize]);
        }
    }

    /// The model with this id.
    pub fn model_index(&self, id: &str) -> Option<ModelIdx> {
        self.model_ids.get(id).copied()
    }

    /// The unit with this id.
    pub fn unit_index(&self, id: &str) -> Option<UnitIdx> {
        self.unit_ids.get(id).copied()
    }

    /// The terrain piece with this id.
    pub fn terrain_index(&self, id: &str) -> Option<TerrainIdx> {
        self.terrain.iter().position(|t| t.id == id)
    }

    /// The id of a model or terrain piece.
    pub fn obstacle_id(&self, o: Obstacle) -> &str {
        match o {
            Obstacle::Model(m) => &self.models[m].id,
            Obstacle::Terrain(t) => &self.terrain[t].id,
        }
    }

    /// The unit of a model.
    pub fn unit_of(&self, model: ModelIdx) -> UnitIdx {
        self.model_unit[model]
    }

    /// Edge-to-edge distance between two models' bases in cm; 0 when they touch or overlap
    /// (R-GEO-1, L71).
    pub fn distance(&self, a: ModelIdx, b: ModelIdx) -> f64 {
        self.models[a].foot.distance_to(&self.models[b].foot)
    }

    /// Edge-to-edge distance between a model's base and a terrain piece (0 when on it).
    pub fn model_terrain_distance(&self, model: ModelIdx, piece: TerrainIdx) -> f64 {
        let m = &self.models[model];
        self.terrain[piece]
            .shapes
            .iter()
            .map(|s| shape_distance(&m.iso, &*m.shape, &Isometry2::identity(), &**s).unwrap_or(0.0))
            .fold(f64::INFINITY, f64::min)
    }

    /// Edge-to-edge distance from a model's base to a point.
    pub fn distance_to_point(&self, model: ModelIdx, p: P2) -> f64 {
        self.models[model].foot.distance_to_point(&p)
    }

    /// The box of the whole table.
    pub fn bounds(&self) -> Aabb {
        aabb_of(&P2::origin(), &P2::new(self.width_cm, self.depth_cm))
    }
}

fn place(m: &ModelPlacement) -> PlacedModel {
    let foot = Footprint::of(m);
    let (shape, iso) = foot.parry();
    PlacedModel {
        id: m.id.clone(),
        unit: m.unit.clone(),
        side: m.side,
        height: m.height,
        foot,
        shape,
        iso,
    }
}

/// The convex hull of points, counter-clockwise (monotone chain); fewer than 3 points come back
/// as they are.
fn convex_hull(points: &[P2]) -> Vec<P2> {
    let mut pts = points.to_vec();
    pts.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    pts.dedup();
    if pts.len() < 3 {
        return pts;
    }
    let cross = |o: &P2, a: &P2, b: &P2| (a - o).perp(&(b - o));
    let mut hull: Vec<P2> = Vec::with_capacity(2 * pts.len());
    for pass in 0..2 {
        let start = hull.len();
        let iter: Box<dyn Iterator<Item = &P2>> = if pass == 0 {
            Box::new(pts.iter())
        } else {
            Box::new(pts.iter().rev())
        };
        for p in iter {
            while hull.len() >= start + 2
                && cross(&hull[hull.len() - 2], &hull[hull.len() - 1], p) <= 0.0
            {
                hull.pop();
            }
            hull.push(*p);
        }
        hull.pop();
    }
    hull
}

/// A hull grown by a distance, ready for box tests (separating axes: the box's and the hull's
/// edge normals). Points and segments (hulls of one or two points) work too.
struct GrownHull {
    bounds: [f64; 4],
    /// Outward edge normal and the hull's grown extent along it.
    faces: Vec<(na::Vector2<f64>, f64)>,
}

impl GrownHull {
    fn new(hull: &[P2], grow: f64) -> GrownHull {
        let bounds = [
            hull.iter().map(|p| p.x).fold(f64::INFINITY, f64::min) - grow,
            hull.iter().map(|p| p.y).fold(f64::INFINITY, f64::min) - grow,
            hull.iter().map(|p| p.x).fold(f64::NEG_INFINITY, f64::max) + grow,
            hull.iter().map(|p| p.y).fold(f64::NEG_INFINITY, f64::max) + grow,
        ];
        let n = hull.len();
        let faces = (0..n)
            .filter_map(|i| {
                let e = hull[(i + 1) % n] - hull[i];
                let len = e.norm();
                (len > 1e-12).then(|| {
                    // Outward normal of a counter-clockwise hull.
                    let normal = na::Vector2::new(e.y / len, -e.x / len);
                    let reach = hull
                        .iter()
                        .map(|p| p.coords.dot(&normal))
                        .fold(f64::NEG_INFINITY, f64::max);
                    (normal, reach + grow)
                })
            })
            .collect();
        GrownHull { bounds, faces }
    }

    fn may_touch(&self, aabb: &Aabb) -> bool {
        let (lo, hi) = (
            P2::new(aabb.mins.x as f64, aabb.mins.y as f64),
            P2::new(aabb.maxs.x as f64, aabb.maxs.y as f64),
        );
        let [x0, y0, x1, y1] = self.bounds;
        if x1 < lo.x || x0 > hi.x || y1 < lo.y || y0 > hi.y {
            return false;
        }
        let centre = na::center(&lo, &hi);
        let ext = (hi - lo) / 2.0;
        self.faces.iter().all(|(normal, reach)| {
            centre.coords.dot(normal) - ext.x * normal.x.abs() - ext.y * normal.y.abs() <= *reach
        })
    }
}

/// parry2d's distance between two placed shapes, in cm (`None` if parry2d cannot pair them,
/// which never happens for balls, cuboids and convex polygons).
pub(crate) fn shape_distance(
    ia: &Isometry2<f32>,
    a: &dyn Shape,
    ib: &Isometry2<f32>,
    b: &dyn Shape,
) -> Option<f64> {
    parry2d::query::distance(ia, a, ib, b)
        .ok()
        .map(|d| (d as f64).max(0.0))
}

/// A point of the table as parry2d wants it.
pub(crate) fn p32(p: &P2) -> na::Point2<f32> {
    na::Point2::new(p.x as f32, p.y as f32)
}
