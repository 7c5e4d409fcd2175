//! Exact shapes on the table: a model's base (peana) as a footprint, terrain polygons split into
//! convex parts, and their parry2d counterparts.
//!
//! Our own maths is in `f64` (table centimetres); parry2d 0.25 works in `f32`, which is ample for
//! a 120 cm table (about 10 µm of rounding) and is used for distances, contacts and the BVH.

use crate::table::model::{Base, BaseShape, ModelPlacement};
use parry2d::bounding_volume::Aabb;
use parry2d::na::{self, Isometry2, Point2, Vector2};
use parry2d::shape::{Ball, ConvexPolygon, Cuboid, SharedShape};

/// A point on the table, in centimetres (R-UNIT-2).
pub type P2 = Point2<f64>;
/// A vector on the table, in centimetres.
pub type V2 = Vector2<f64>;

/// Tolerance for comparisons of lengths, in centimetres (one micrometre; well above f32 noise).
pub const EPS_CM: f64 = 1e-4;

/// Unit vector of a facing given in degrees counter-clockwise from +x (R-UNIT-2).
pub fn facing_vector(facing_deg: f64) -> V2 {
    let r = facing_deg.to_radians();
    V2::new(r.cos(), r.sin())
}

/// Width (front edge; round: diameter) and depth of a base in cm (R-UNIT-1, R-UNIT-3).
pub fn base_size_cm(base: &Base) -> (f64, f64) {
    let width = base.width_mm / 10.0;
    let depth = match base.shape {
        BaseShape::Rect => base.depth_mm.unwrap_or(base.width_mm) / 10.0,
        _ => width,
    };
    (width, depth)
}

/// A base's parry2d shape by value: a ball for a round base, a cuboid for the others.
enum ParryBase {
    Ball(Ball),
    Cuboid(Cuboid),
}

impl ParryBase {
    fn shape(&self) -> &dyn parry2d::shape::Shape {
        match self {
            ParryBase::Ball(b) => b,
            ParryBase::Cuboid(c) => c,
        }
    }
}

/// The ground a model's base covers, with its facing: the geometry behind every ruling.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Footprint {
    /// Centre of the base.
    pub centre: P2,
    /// Unit vector the model faces.
    pub facing: V2,
    /// `true` for a round base (then `half_width == half_depth` is the radius).
    pub round: bool,
    /// Half the front edge (round: radius), cm.
    pub half_width: f64,
    /// Half the side edge (round: radius), cm.
    pub half_depth: f64,
}

impl Footprint {
    /// The footprint of a placed model (sizes from millimetres to centimetres, R-UNIT-1/3).
    pub fn of(model: &ModelPlacement) -> Footprint {
        Footprint::new(P2::new(model.x, model.y), model.facing_deg, &model.base)
    }

    /// A base of the given kind at `centre`, facing `facing_deg`.
    pub fn new(centre: P2, facing_deg: f64, base: &Base) -> Footprint {
        Footprint {
            facing: facing_vector(facing_deg),
            ..Footprint::unturned(centre, base)
        }
    }

    /// A base of the given kind at `centre`, facing +x: for the measures that turn it by its
    /// facing in degrees themselves ([`Footprint::parry_distance`]), which then need no sine
    /// and cosine of it.
    pub fn unturned(centre: P2, base: &Base) -> Footprint {
        let (width, depth) = base_size_cm(base);
        Footprint {
            centre,
            facing: V2::x(),
            round: base.shape == BaseShape::Round,
            half_width: width / 2.0,
            half_depth: depth / 2.0,
        }
    }

    /// The radius of the smallest circle round the base's centre that holds the whole base:
    /// two bases whose centres are farther apart than their two radii cannot touch.
    pub fn circumradius(&self) -> f64 {
        if self.round {
            self.half_width
        } else {
            (self.half_width * self.half_width + self.half_depth * self.half_depth).sqrt()
        }
    }

    /// The same base moved to `centre`, facing `facing`.
    pub fn moved(&self, centre: P2, facing: V2) -> Footprint {
        Footprint {
            centre,
            facing,
            ..*self
        }
    }

    /// Unit vector to the model's left (facing turned 90° counter-clockwise).
    pub fn left(&self) -> V2 {
        V2::new(-self.facing.y, self.facing.x)
    }

    /// The width of the base across its front (round: diameter): the width of its line of
    /// sight (R-LOS-1).
    pub fn width(&self) -> f64 {
        2.0 * self.half_width
    }

    /// The front point: the middle of the front edge, or the rim point ahead (R-UNIT-3).
    pub fn front_point(&self) -> P2 {
        self.centre + self.facing * self.half_depth
    }

    /// The point opposite the front point (R-UNIT-3).
    pub fn rear_point(&self) -> P2 {
        self.centre - self.facing * self.half_depth
    }

    /// The largest value of `p · dir` over the base (its support value along `dir`).
    pub fn support(&self, dir: &V2) -> f64 {
        let c = self.centre.coords.dot(dir);
        if self.round {
            c + self.half_width * dir.norm()
        } else {
            c + (self.half_depth * self.facing.dot(dir)).abs()
                + (self.half_width * self.left().dot(dir)).abs()
        }
    }

    /// The four corners of a square or rectangular base, counter-clockwise: front-right,
    /// front-left, rear-left, rear-right.
    pub fn corners(&self) -> [P2; 4] {
        let f = self.facing * self.half_depth;
        let l = self.left() * self.half_width;
        [
            self.centre + f - l,
            self.centre + f + l,
            self.centre - f + l,
            self.centre - f - l,
        ]
    }

    /// An outline to draw: the corners, or `segments` points around a round base.
    pub fn outline(&self, segments: usize) -> Vec<P2> {
        if self.round {
            let n = segments.max(8);
            (0..n)
                .map(|i| {
                    let a = std::f64::consts::TAU * i as f64 / n as f64;
                    self.centre + V2::new(a.cos(), a.sin()) * self.half_width
                })
                .collect()
        } else {
            self.corners().to_vec()
        }
    }

    /// Distance from the base's edge to a point (0 inside).
    pub fn distance_to_point(&self, p: &P2) -> f64 {
        let d = p - self.centre;
        if self.round {
            (d.norm() - self.half_width).max(0.0)
        } else {
            let x = (d.dot(&self.facing).abs() - self.half_depth).max(0.0);
            let y = (d.dot(&self.left()).abs() - self.half_width).max(0.0);
            (x * x + y * y).sqrt()
        }
    }

    /// Exact edge-to-edge distance between two bases, 0 when they touch or overlap (R-GEO-1).
    pub fn distance_to(&self, other: &Footprint) -> f64 {
        match (self.round, other.round) {
            (true, true) => {
                ((self.centre - other.centre).norm() - self.half_width - other.half_width).max(0.0)
            }
            (true, false) => (other.distance_to_point(&self.centre) - self.half_width).max(0.0),
            (false, true) => (self.distance_to_point(&other.centre) - other.half_width).max(0.0),
            (false, false) => {
                // Separated convex polygons are nearest at a corner of one of them.
                let axes = [self.facing, self.left(), other.facing, other.left()];
                let overlap = axes.iter().all(|u| {
                    let (a0, a1) = (-self.support(&-u), self.support(u));
                    let (b0, b1) = (-other.support(&-u), other.support(u));
                    a0 <= b1 && b0 <= a1
                });
                if overlap {
                    return 0.0;
                }
                let ab = self
                    .corners()
                    .iter()
                    .map(|c| other.distance_to_point(c))
                    .fold(f64::INFINITY, f64::min);
                other
                    .corners()
                    .iter()
                    .map(|c| self.distance_to_point(c))
                    .fold(ab, f64::min)
            }
        }
    }

    /// How deep two bases overlap, cm; 0 when apart or just touching (L531). Exact for two
    /// round bases, parry2d's contact otherwise.
    pub fn overlap_depth(&self, other: &Footprint) -> f64 {
        if self.round && other.round {
            let gap = (self.centre - other.centre).norm() - self.half_width - other.half_width;
            return (-gap).max(0.0);
        }
        let (sa, ia) = (self.parry_shape(), self.parry_iso(self.facing_angle()));
        let (sb, ib) = (other.parry_shape(), other.parry_iso(other.facing_angle()));
        match parry2d::query::contact(&ia, sa.shape(), &ib, sb.shape(), 0.0) {
            Ok(Some(c)) => (-(c.dist as f64)).max(0.0),
            _ => 0.0,
        }
    }

    /// parry2d's edge-to-edge distance between two bases (0 when they touch or overlap,
    /// R-GEO-1), each turned by `facing_deg` as given (the model's facing, R-UNIT-2), not by
    /// the angle of its facing vector, so a base built [`Footprint::unturned`] will do:
    /// [`Footprint::distance_to`] as parry2d's `f32` rounds it (within about 1e-5 cm). The
    /// battle measures with it: its saved battles record these figures (a charge's distance)
    /// and replay compares them exactly.
    pub fn parry_distance(&self, facing_deg: f64, other: &Footprint, other_facing_deg: f64) -> f64 {
        let (sa, ia) = (self.parry_shape(), self.parry_iso(facing_deg.to_radians()));
        let (sb, ib) = (
            other.parry_shape(),
            other.parry_iso(other_facing_deg.to_radians()),
        );
        parry2d::query::distance(&ia, sa.shape(), &ib, sb.shape())
            .map_or(0.0, |d| (d as f64).max(0.0))
    }

    /// Whether the point is on or inside the base.
    pub fn contains(&self, p: &P2) -> bool {
        let d = p - self.centre;
        if self.round {
            d.norm() <= self.half_width + EPS_CM
        } else {
            d.dot(&self.facing).abs() <= self.half_depth + EPS_CM
                && d.dot(&self.left()).abs() <= self.half_width + EPS_CM
        }
    }

    /// Whether the ray from `origin` along unit `dir` passes through the base (R-ENG-1).
    pub fn hit_by_ray(&self, origin: &P2, dir: &V2) -> bool {
        let o = origin - self.centre;
        if self.round {
            // |o + t dir| <= r for some t >= 0.
            let b = o.dot(dir);
            let c = o.norm_squared() - self.half_width * self.half_width;
            if c <= 0.0 {
                return true;
            }
            b < 0.0 && b * b >= c - EPS_CM
        } else {
            let axes = [
                (self.facing, self.half_depth),
                (self.left(), self.half_width),
            ];
            let (mut t0, mut t1) = (0.0f64, f64::INFINITY);
            for (axis, half) in axes {
                let po = o.dot(&axis);
                let pd = dir.dot(&axis);
                if pd.abs() < 1e-12 {
                    if po.abs() > half + EPS_CM {
                        return false;
                    }
                } else {
                    let a = (-half - EPS_CM - po) / pd;
                    let b = (half + EPS_CM - po) / pd;
                    t0 = t0.max(a.min(b));
                    t1 = t1.min(a.max(b));
                }
            }
            t0 <= t1
        }
    }

    /// Bounding box in table coordinates.
    pub fn aabb(&self) -> Aabb {
        let ex = self.support(&V2::x()) - self.centre.x;
        let ey = self.support(&V2::y()) - self.centre.y;
        aabb_of(
            &P2::new(self.centre.x - ex, self.centre.y - ey),
            &P2::new(self.centre.x + ex, self.centre.y + ey),
        )
    }

    /// The parry2d shape, shared (the table keeps it), and its position.
    pub fn parry(&self) -> (SharedShape, Isometry2<f32>) {
        let shape = match self.parry_shape() {
            ParryBase::Ball(b) => SharedShape::new(b),
            ParryBase::Cuboid(c) => SharedShape::new(c),
        };
        (shape, self.parry_iso(self.facing_angle()))
    }

    /// The angle of the facing vector, radians counter-clockwise from +x.
    fn facing_angle(&self) -> f64 {
        self.facing.y.atan2(self.facing.x)
    }

    /// Where parry2d places the base: its centre, turned by `angle_rad`.
    fn parry_iso(&self, angle_rad: f64) -> Isometry2<f32> {
        Isometry2::new(
            na::Vector2::new(self.centre.x as f32, self.centre.y as f32),
            angle_rad as f32,
        )
    }

    /// The base's parry2d shape, held by value: the measures between two bases, asked many
    /// times a decision, then allocate nothing.
    fn parry_shape(&self) -> ParryBase {
        if self.round {
            ParryBase::Ball(Ball::new(self.half_width as f32))
        } else {
            // Cuboid local x is the facing, local y the left.
            ParryBase::Cuboid(Cuboid::new(na::Vector2::new(
                self.half_depth as f32,
                self.half_width as f32,
            )))
        }
    }

    /// The projection, across a corridor, of the part of this base inside it (see [`Corridor`]).
    pub fn span_in(&self, corridor: &Corridor) -> Option<(f64, f64)> {
        if self.round {
            let c = corridor.to_local(&self.centre);
            let r = self.half_width;
            let half_chord = if c.x < 0.0 {
                r * r - c.x * c.x
            } else if c.x > corridor.length {
                let d = c.x - corridor.length;
                r * r - d * d
            } else {
                r * r
            };
            if half_chord < -EPS_CM * EPS_CM {
                return None;
            }
            let h = half_chord.max(0.0).sqrt();
            corridor.clamp_span(c.y - h, c.y + h)
        } else {
            let r = self.circumradius();
            if corridor.circle_outside(&self.centre, r) {
                return None;
            }
            corridor.span_of_convex(&self.corners())
        }
    }
}

/// A rectangle from one point to another, `half_width` to either side: a line of sight's
/// corridor (R-LOS-1). Local coordinates: `x` along (0 at the start, `length` at the end), `y`
/// across (`-half_width..half_width`, positive to the left).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Corridor {
    pub start: P2,
    pub end: P2,
    pub half_width: f64,
    /// Unit vector from start to end.
    pub along: V2,
    /// Unit vector across, to the left of `along`.
    pub across: V2,
    pub length: f64,
    /// Bounding box (min x, min y, max x, max y).
    bounds: [f64; 4],
}

impl Corridor {
    /// The corridor from `start` to `end`; when they coincide it points along `fallback`.
    pub fn new(start: P2, end: P2, half_width: f64, fallback: V2) -> Corridor {
        let d = end - start;
        let length = d.norm();
        let along = if length > 1e-9 { d / length } else { fallback };
        let across = V2::new(-along.y, along.x);
        let mut c = Corridor {
            start,
            end,
            half_width,
            along,
            across,
            length,
            bounds: [0.0; 4],
        };
        let pts = c.polygon();
        c.bounds = [
            pts.iter().map(|p| p.x).fold(f64::INFINITY, f64::min),
            pts.iter().map(|p| p.y).fold(f64::INFINITY, f64::min),
            pts.iter().map(|p| p.x).fold(f64::NEG_INFINITY, f64::max),
            pts.iter().map(|p| p.y).fold(f64::NEG_INFINITY, f64::max),
        ];
        c
    }

    /// Whether a circle lies wholly outside the corridor (a quick rejection; `false` may still
    /// miss it).
    pub fn circle_outside(&self, centre: &P2, r: f64) -> bool {
        let c = self.to_local(centre);
        c.y.abs() - r > self.half_width + EPS_CM
            || c.x + r < -EPS_CM
            || c.x - r > self.length + EPS_CM
    }

    /// A table point in corridor coordinates.
    pub fn to_local(&self, p: &P2) -> P2 {
        let d = p - self.start;
        P2::new(d.dot(&self.along), d.dot(&self.across))
    }

    /// The four corners (counter-clockwise), to draw it.
    pub fn polygon(&self) -> [P2; 4] {
        let l = self.across * self.half_width;
        [self.start - l, self.end - l, self.end + l, self.start + l]
    }

    /// Bounding box in table coordinates.
    pub fn aabb(&self) -> Aabb {
        let [x0, y0, x1, y1] = self.bounds;
        aabb_of(&P2::new(x0, y0), &P2::new(x1, y1))
    }

    /// Whether the corridor (as an oriented rectangle) may meet the box: a separating-axis test
    /// on the box's axes and the corridor's, used to prune the BVH.
    pub fn may_touch(&self, aabb: &Aabb) -> bool {
        let slack = 1e-3;
        let [x0, y0, x1, y1] = self.bounds;
        if x1 + slack < aabb.mins.x as f64
            || x0 - slack > aabb.maxs.x as f64
            || y1 + slack < aabb.mins.y as f64
            || y0 - slack > aabb.maxs.y as f64
        {
            return false;
        }
        let lo = P2::new(aabb.mins.x as f64, aabb.mins.y as f64);
        let hi = P2::new(aabb.maxs.x as f64, aabb.maxs.y as f64);
        let centre = na::center(&lo, &hi);
        let ext = (hi - lo) / 2.0;
        // Along the corridor.
        let c = (centre - self.start).dot(&self.along);
        let r = ext.x * self.along.x.abs() + ext.y * self.along.y.abs();
        if c + r < -slack || c - r > self.length + slack {
            return false;
        }
        // Across it.
        let across = self.across;
        let c = (centre - self.start).dot(&across);
        let r = ext.x * across.x.abs() + ext.y * across.y.abs();
        !(c + r < -self.half_width - slack || c - r > self.half_width + slack)
    }

    /// Clips `[lo, hi]` to the corridor's width; `None` when nothing is left.
    fn clamp_span(&self, lo: f64, hi: f64) -> Option<(f64, f64)> {
        let lo = lo.max(-self.half_width);
        let hi = hi.min(self.half_width);
        (lo <= hi + EPS_CM).then_some((lo, hi.max(lo)))
    }

    /// The projection across the corridor of the part of a convex polygon inside it.
    ///
    /// The extremes of (polygon ∩ the band `0 <= x <= length`) are ends of the polygon's edges
    /// clipped to the band, so clipping each edge is enough (no allocation).
    pub fn span_of_convex(&self, pts: &[P2]) -> Option<(f64, f64)> {
        let n = pts.len();
        if n == 0 {
            return None;
        }
        let (x0, x1) = (-EPS_CM, self.length + EPS_CM);
        let w = self.half_width + EPS_CM;
        // Quick rejection: every corner beyond the same side of the corridor.
        let mut local = [P2::origin(); 16];
        let small = n <= local.len();
        if small {
            let (mut all_l, mut all_r, mut all_b, mut all_a) = (true, true, true, true);
            for (k, p) in pts.iter().enumerate() {
                let q = self.to_local(p);
                local[k] = q;
                all_l &= q.y > w;
                all_r &= q.y < -w;
                all_b &= q.x < x0;
                all_a &= q.x > x1;
            }
            if all_l || all_r || all_b || all_a {
                return None;
            }
        }
        let at = |k: usize| {
            if small {
                local[k]
            } else {
                self.to_local(&pts[k])
            }
        };
        let mut lo = f64::INFINITY;
        let mut hi = f64::NEG_INFINITY;
        let mut prev = at(n - 1);
        for k in 0..n {
            let cur = at(k);
            let (a, b) = (prev, cur);
            prev = cur;
            // Clip segment a-b to x0 <= x <= x1.
            let (mut t0, mut t1) = (0.0f64, 1.0f64);
            let dx = b.x - a.x;
            if dx.abs() < 1e-15 {
                if a.x < x0 || a.x > x1 {
                    continue;
                }
            } else {
                let ta = (x0 - a.x) / dx;
                let tb = (x1 - a.x) / dx;
                t0 = t0.max(ta.min(tb));
                t1 = t1.min(ta.max(tb));
                if t0 > t1 {
                    continue;
                }
            }
            let ya = a.y + (b.y - a.y) * t0;
            let yb = a.y + (b.y - a.y) * t1;
            lo = lo.min(ya.min(yb));
            hi = hi.max(ya.max(yb));
        }
        if lo > hi {
            return None;
        }
        self.clamp_span(lo, hi)
    }
}

/// A parry2d box from two corners.
pub fn aabb_of(lo: &P2, hi: &P2) -> Aabb {
    Aabb::new(
        na::Point2::new(lo.x as f32, lo.y as f32),
        na::Point2::new(hi.x as f32, hi.y as f32),
    )
}

/// Twice the signed area of a polygon (positive when counter-clockwise).
pub fn signed_area2(pts: &[P2]) -> f64 {
    let n = pts.len();
    (0..n)
        .map(|i| {
            let a = pts[i];
            let b = pts[(i + 1) % n];
            a.x * b.y - b.x * a.y
        })
        .sum()
}

/// A terrain polygon split into convex parts: ear-clipping triangulation (ours, in f64) merged
/// by parry2d's Hertel-Mehlhorn into few convex pieces. Corners come counter-clockwise.
/// `None` when the polygon is degenerate (no area) or not simple.
pub fn convex_parts(polygon: &[P2]) -> Option<Vec<Vec<P2>>> {
    let mut pts: Vec<P2> = Vec::with_capacity(polygon.len());
    for p in polygon {
        if pts.last().is_none_or(|q: &P2| (p - q).norm() > 1e-9) {
            pts.push(*p);
        }
    }
    while pts.len() > 1 && (pts[0] - pts[pts.len() - 1]).norm() <= 1e-9 {
        pts.pop();
    }
    if pts.len() < 3 || signed_area2(&pts).abs() < 1e-9 || !is_simple(&pts) {
        return None;
    }
    if signed_area2(&pts) < 0.0 {
        pts.reverse();
    }
    if is_convex(&pts) {
        return Some(vec![pts]);
    }
    let triangles = ear_clip(&pts)?;
    let pts32: Vec<na::Point2<f32>> = pts
        .iter()
        .map(|p| na::Point2::new(p.x as f32, p.y as f32))
        .collect();
    let parts = parry2d::transformation::hertel_mehlhorn_idx(&pts32, &triangles);
    Some(
        parts
            .into_iter()
            .map(|idx| idx.into_iter().map(|i| pts[i as usize]).collect())
            .collect(),
    )
}

/// Whether a counter-clockwise polygon is convex.
fn is_convex(pts: &[P2]) -> bool {
    let n = pts.len();
    (0..n).all(|i| cross(&pts[i], &pts[(i + 1) % n], &pts[(i + 2) % n]) >= -1e-12)
}

fn cross(a: &P2, b: &P2, c: &P2) -> f64 {
    (b - a).perp(&(c - a))
}

/// Whether no two non-adjacent edges meet.
fn is_simple(pts: &[P2]) -> bool {
    let n = pts.len();
    for i in 0..n {
        let (a, b) = (pts[i], pts[(i + 1) % n]);
        for j in i + 1..n {
            if j == i || (j + 1) % n == i || (i + 1) % n == j {
                continue;
            }
            let (c, d) = (pts[j], pts[(j + 1) % n]);
            if segments_meet(&a, &b, &c, &d) {
                return false;
            }
        }
    }
    true
}

/// Whether segments a-b and c-d cross or touch (an end of one on the other).
pub(crate) fn segments_meet(a: &P2, b: &P2, c: &P2, d: &P2) -> bool {
    let d1 = cross(c, d, a);
    let d2 = cross(c, d, b);
    let d3 = cross(a, b, c);
    let d4 = cross(a, b, d);
    if ((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0))
        && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0))
    {
        return true;
    }
    let on = |p: &P2, q: &P2, r: &P2, v: f64| {
        v.abs() < 1e-12
            && r.x >= p.x.min(q.x)
            && r.x <= p.x.max(q.x)
            && r.y >= p.y.min(q.y)
            && r.y <= p.y.max(q.y)
    };
    on(c, d, a, d1) || on(c, d, b, d2) || on(a, b, c, d3) || on(a, b, d, d4)
}

/// Ear clipping of a simple counter-clockwise polygon into triangles (indices).
fn ear_clip(pts: &[P2]) -> Option<Vec<[u32; 3]>> {
    let mut idx: Vec<usize> = (0..pts.len()).collect();
    let mut out = Vec::with_capacity(pts.len() - 2);
    while idx.len() > 3 {
        let m = idx.len();
        let ear = (0..m).find(|&k| {
            let (a, b, c) = (idx[(k + m - 1) % m], idx[k], idx[(k + 1) % m]);
            if cross(&pts[a], &pts[b], &pts[c]) <= 1e-12 {
                return false;
            }
            idx.iter().all(|&o| {
                o == a || o == b || o == c || !in_triangle(&pts[o], &pts[a], &pts[b], &pts[c])
            })
        })?;
        let (a, b, c) = (idx[(ear + m - 1) % m], idx[ear], idx[(ear + 1) % m]);
        out.push([a as u32, b as u32, c as u32]);
        idx.remove(ear);
    }
    out.push([idx[0] as u32, idx[1] as u32, idx[2] as u32]);
    Some(out)
}

fn in_triangle(p: &P2, a: &P2, b: &P2, c: &P2) -> bool {
    cross(a, b, p) >= 0.0 && cross(b, c, p) >= 0.0 && cross(c, a, p) >= 0.0
}

/// A parry2d convex polygon from counter-clockwise corners (table coordinates, identity
/// position); `None` when parry2d finds it degenerate.
pub fn parry_convex(pts: &[P2]) -> Option<ConvexPolygon> {
    let pts32 = pts
        .iter()
        .map(|p| na::Point2::new(p.x as f32, p.y as f32))
        .collect();
    ConvexPolygon::from_convex_polyline(pts32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(c: P2, facing: f64, side_mm: f64) -> Footprint {
        Footprint::new(
            c,
            facing,
            &Base {
                shape: BaseShape::Square,
                width_mm: side_mm,
                depth_mm: None,
            },
        )
    }

    #[test]
    fn r_unit_3_front_point_of_a_square_base_is_mid_front_edge() {
        let f = square(P2::new(10.0, 10.0), 90.0, 25.0);
        let p = f.front_point();
        assert!((p.x - 10.0).abs() < 1e-9 && (p.y - 11.25).abs() < 1e-9);
    }

    #[test]
    fn concave_l_shape_splits_into_convex_parts_covering_its_area() {
        let l = [
            P2::new(0.0, 0.0),
            P2::new(10.0, 0.0),
            P2::new(10.0, 2.0),
            P2::new(2.0, 2.0),
            P2::new(2.0, 10.0),
            P2::new(0.0, 10.0),
        ];
        let parts = convex_parts(&l).unwrap();
        assert!(parts.len() >= 2);
        let area: f64 = parts.iter().map(|p| signed_area2(p) / 2.0).sum();
        assert!((area - 36.0).abs() < 1e-9, "{area}");
        for p in &parts {
            assert!(is_convex(p));
        }
    }

    #[test]
    fn bow_tie_and_flat_polygons_are_refused() {
        let bow = [
            P2::new(0.0, 0.0),
            P2::new(1.0, 1.0),
            P2::new(1.0, 0.0),
            P2::new(0.0, 1.0),
        ];
        assert!(convex_parts(&bow).is_none());
        let flat = [P2::new(0.0, 0.0), P2::new(1.0, 1.0), P2::new(2.0, 2.0)];
        assert!(convex_parts(&flat).is_none());
    }

    #[test]
    fn ray_hits_round_and_square_bases() {
        let round = Footprint::new(
            P2::new(5.0, 0.0),
            0.0,
            &Base {
                shape: BaseShape::Round,
                width_mm: 25.0,
                depth_mm: None,
            },
        );
        assert!(round.hit_by_ray(&P2::origin(), &V2::x()));
        assert!(!round.hit_by_ray(&P2::origin(), &-V2::x()));
        assert!(!round.hit_by_ray(&P2::origin(), &V2::y()));
        let sq = square(P2::new(5.0, 1.0), 0.0, 25.0);
        assert!(sq.hit_by_ray(&P2::origin(), &V2::x()));
        assert!(!sq.hit_by_ray(&P2::new(0.0, 3.0), &V2::x()));
    }
}
