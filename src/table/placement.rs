//! Illegal placements: bases overlapping other bases (L531), bases off the table (L478) and bases
//! standing on impassable terrain (L523).

use crate::table::model::TerrainKind;
use crate::table::shapes::{EPS_CM, Footprint, V2};
use crate::table::world::{Leaf, ModelIdx, Table, TerrainIdx};
use parry2d::na::Isometry2;
use serde::Serialize;

/// One illegal placement.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum PlacementProblem {
    /// Two bases overlap by `depth_cm` (touching is fine).
    Overlap { a: String, b: String, depth_cm: f64 },
    /// Part of the base is off the table, by up to `by_cm`.
    OffTable { model: String, by_cm: f64 },
    /// The base stands on an impassable terrain piece.
    OnImpassable { model: String, terrain: String },
}

impl Table {
    /// How far two bases overlap (0 when apart or just touching).
    pub fn overlap_depth(&self, a: ModelIdx, b: ModelIdx) -> f64 {
        self.models[a].foot.overlap_depth(&self.models[b].foot)
    }

    /// How far a base reaches off the table (0 when wholly on it).
    pub fn off_table_by(&self, model: ModelIdx) -> f64 {
        self.models[model]
            .foot
            .off_table_by(self.width_cm, self.depth_cm)
    }

    /// Whether the base overlaps an impassable piece (touching its edge is fine).
    pub fn on_impassable(&self, model: ModelIdx, piece: TerrainIdx) -> bool {
        let m = &self.models[model];
        self.shape_on_impassable(&m.iso, &*m.shape, piece)
    }

    /// The first impassable piece (in table order) that a base, placed or not, would stand on:
    /// its exact shape overlapping the piece's polygon, touching its edge being fine (L523).
    pub fn impassable_under(&self, foot: &Footprint) -> Option<TerrainIdx> {
        let (shape, iso) = foot.parry();
        let mut under: Option<TerrainIdx> = None;
        self.for_each_leaf_in(&foot.aabb(), |leaf| {
            if let Leaf::Terrain(t, _) = leaf
                && under.is_none_or(|u| t < u)
                && self.shape_on_impassable(&iso, &*shape, t)
            {
                under = Some(t);
            }
        });
        under
    }

    fn shape_on_impassable(
        &self,
        iso: &Isometry2<f32>,
        shape: &dyn parry2d::shape::Shape,
        piece: TerrainIdx,
    ) -> bool {
        let t = &self.terrain[piece];
        t.kind == TerrainKind::Impassable
            && t.shapes.iter().any(|s| {
                matches!(
                    parry2d::query::contact(iso, shape, &Isometry2::identity(), &**s, 0.0),
                    Ok(Some(c)) if (c.dist as f64) < -EPS_CM
                )
            })
    }

    /// Every illegal placement on the table, in model order.
    pub fn illegal_placements(&self) -> Vec<PlacementProblem> {
        let mut out = Vec::new();
        for a in 0..self.models.len() {
            let by = self.off_table_by(a);
            if by > EPS_CM {
                out.push(PlacementProblem::OffTable {
                    model: self.models[a].id.clone(),
                    by_cm: crate::table::formation::round2(by),
                });
            }
            let area = self.models[a].foot.aabb();
            let mut overlaps: Vec<(ModelIdx, f64)> = Vec::new();
            let mut pieces: Vec<TerrainIdx> = Vec::new();
            self.for_each_leaf_in(&area, |leaf| match leaf {
                Leaf::Model(b) if b > a => {
                    let depth = self.overlap_depth(a, b);
                    if depth > EPS_CM {
                        overlaps.push((b, depth));
                    }
                }
                Leaf::Terrain(t, _) if !pieces.contains(&t) => pieces.push(t),
                _ => {}
            });
            overlaps.sort_by_key(|o| o.0);
            pieces.sort_unstable();
            let mut found: Vec<PlacementProblem> = overlaps
                .into_iter()
                .map(|(b, depth)| PlacementProblem::Overlap {
                    a: self.models[a].id.clone(),
                    b: self.models[b].id.clone(),
                    depth_cm: crate::table::formation::round2(depth),
                })
                .collect();
            for t in pieces {
                if self.on_impassable(a, t) {
                    found.push(PlacementProblem::OnImpassable {
                        model: self.models[a].id.clone(),
                        terrain: self.terrain[t].id.clone(),
                    });
                }
            }
            out.extend(found);
        }
        out
    }
}

impl Footprint {
    /// How far this base reaches off a table `width_cm` by `depth_cm` (0 when its whole exact
    /// shape is on it, R-GEO-1, L478).
    pub fn off_table_by(&self, width_cm: f64, depth_cm: f64) -> f64 {
        // support(-x) is minus the smallest x of the base: positive when it is below 0.
        [
            self.support(&-V2::x()),
            self.support(&V2::x()) - width_cm,
            self.support(&-V2::y()),
            self.support(&V2::y()) - depth_cm,
        ]
        .into_iter()
        .fold(0.0f64, f64::max)
    }
}
