//! The table as geometry: every base and terrain piece as a parry2d shape (concave terrain split
//! into convex parts), one bounding-volume tree over all of them, and edge-to-edge distances
//! (R-GEO-1). The queries themselves live in `sight`, `contact`, `formation`, `reach`,
//! `movement` and `placement`.

use crate::table::load::{InvalidTable, validate};
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

impl Table {
    /// Checks the file (see [`validate`]) and builds every shape and the tree.
    pub fn new(file: &TableFile) -> Result<Table, InvalidTable> {
        validate(file)?;
        let models: Vec<PlacedModel> = file.models.iter().map(place).collect();
        let mut terrain = Vec::with_capacity(file.terrain.len());
        for (i, t) in file.terrain.iter().enumerate() {
            let polygon: Vec<P2> = t.polygon.iter().map(|p| P2::new(p[0], p[1])).collect();
            let parts = convex_parts(&polygon).ok_or_else(|| InvalidTable {
                path: format!("terrain[{i}].polygon"),
                message: "the polygon has no area or its edges cross each other".into(),
            })?;
            let mut shapes = Vec::with_capacity(parts.len());
            for part in &parts {
                let poly = parry_convex(part).ok_or_else(|| InvalidTable {
                    path: format!("terrain[{i}].polygon"),
                    message: "the polygon is too thin to measure".into(),
                })?;
                shapes.push(SharedShape::new(poly));
            }
            terrain.push(TerrainPiece {
                id: t.id.clone(),
                kind: t.kind,
                height: t.height,
                cover: t.cover,
                polygon,
                parts,
                shapes,
            });
        }
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
        Ok(table)
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
        self.rebuild_tree();
    }

    fn rebuild_tree(&mut self) {
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
        self.near_cover = (0..self.models.len())
            .map(|m| self.cover_terrain_near(m))
            .collect();
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
    /// (R-GEO-1, L68).
    pub fn distance(&self, a: ModelIdx, b: ModelIdx) -> f64 {
        let (fa, fb) = (&self.models[a].foot, &self.models[b].foot);
        if fa.round && fb.round {
            return ((fa.centre - fb.centre).norm() - fa.half_width - fb.half_width).max(0.0);
        }
        let (ma, mb) = (&self.models[a], &self.models[b]);
        shape_distance(&ma.iso, &*ma.shape, &mb.iso, &*mb.shape)
            .unwrap_or_else(|| bound_distance(fa, fb))
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
        let f = &self.models[model].foot;
        let d = p - f.centre;
        if f.round {
            (d.norm() - f.half_width).max(0.0)
        } else {
            let x = (d.dot(&f.facing).abs() - f.half_depth).max(0.0);
            let y = (d.dot(&f.left()).abs() - f.half_width).max(0.0);
            (x * x + y * y).sqrt()
        }
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

/// A lower bound of the distance between two bases from their enclosing circles.
fn bound_distance(a: &Footprint, b: &Footprint) -> f64 {
    let ra = a.half_width.hypot(a.half_depth);
    let rb = b.half_width.hypot(b.half_depth);
    ((a.centre - b.centre).norm() - ra - rb).max(0.0)
}

/// A point of the table as parry2d wants it.
pub(crate) fn p32(p: &P2) -> na::Point2<f32> {
    na::Point2::new(p.x as f32, p.y as f32)
}
