//! Ways round closed ground: the shortest way a base's centre can go from one point of the
//! table to another when impassable terrain (L523) or a piece a scenario closes stands in the
//! straight line. A model may turn as often as it likes on its way to go round things (L488),
//! so the shortest way is a line bent only at the corners of the closed pieces; those corners,
//! each pushed out by a clearance so a base passes, are the nodes of a visibility graph, and a
//! [`RouteField`] holds every node's distance to one goal (Dijkstra). The computer general
//! measures how far a unit really is from an objective with it, and moves round a palisade
//! instead of pressing against it.
//!
//! Difficult terrain is not closed: it slows some moves (L522) but never stops one.

use std::sync::Arc;

use crate::table::plane::{path_enters, point_in_polygon};

/// The closed pieces of a table and the corners a way round them bends at.
#[derive(Debug, Clone)]
pub struct Routes {
    closed: Vec<Vec<[f64; 2]>>,
    /// Each closed piece's bounding box (min x, min y, max x, max y): a line clear of the box
    /// is clear of the piece, the quick test most lines pass.
    boxes: Vec<[f64; 4]>,
    /// Corners pushed out from the closed pieces, on the table and in none of them.
    nodes: Vec<(f64, f64)>,
    /// For each node, the nodes it sees in a straight line, with the distance.
    links: Vec<Vec<(usize, f64)>>,
}

/// Every node's distance to one goal along the shortest way, and the node after it.
#[derive(Debug, Clone)]
pub struct RouteField {
    routes: Arc<Routes>,
    goal: (f64, f64),
    distance: Vec<f64>,
    next: Vec<Option<usize>>,
}

fn length(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

impl Routes {
    /// The ways round `closed` (polygons, either winding) on a table `width` by `depth` cm,
    /// their corners pushed out `clearance` cm.
    pub fn new(closed: Vec<Vec<[f64; 2]>>, width: f64, depth: f64, clearance: f64) -> Routes {
        Routes::keeping_off(closed, width, depth, clearance, 0.0)
    }

    /// The ways of a point that keeps `margin` cm off every closed piece and the table's
    /// edges: the centre of something that wide on each side (a column of models passing a
    /// gap). The pieces are grown by the margin (their edges pushed out, [`grown`]), and the
    /// ways go round them as [`Routes::new`]'s do.
    pub fn keeping_off(
        closed: Vec<Vec<[f64; 2]>>,
        width: f64,
        depth: f64,
        clearance: f64,
        margin: f64,
    ) -> Routes {
        let closed: Vec<Vec<[f64; 2]>> = if margin > 0.0 {
            closed.iter().map(|p| grown(p, margin)).collect()
        } else {
            closed
        };
        let mut nodes = Vec::new();
        for poly in &closed {
            nodes.extend(outer_corners(poly, clearance));
        }
        nodes.retain(|&(x, y)| {
            (margin..=width - margin).contains(&x)
                && (margin..=depth - margin).contains(&y)
                && !closed.iter().any(|p| point_in_polygon((x, y), p))
        });
        let boxes = closed
            .iter()
            .map(|p| {
                p.iter().fold(
                    [
                        f64::INFINITY,
                        f64::INFINITY,
                        f64::NEG_INFINITY,
                        f64::NEG_INFINITY,
                    ],
                    |[x0, y0, x1, y1], [x, y]| [x0.min(*x), y0.min(*y), x1.max(*x), y1.max(*y)],
                )
            })
            .collect();
        let mut routes = Routes {
            closed,
            boxes,
            links: vec![Vec::new(); nodes.len()],
            nodes,
        };
        for i in 0..routes.nodes.len() {
            for j in i + 1..routes.nodes.len() {
                let (a, b) = (routes.nodes[i], routes.nodes[j]);
                if routes.clear(a, b) {
                    let d = length(a, b);
                    routes.links[i].push((j, d));
                    routes.links[j].push((i, d));
                }
            }
        }
        routes
    }

    /// Whether the straight line from `a` to `b` enters no closed piece.
    pub fn clear(&self, a: (f64, f64), b: (f64, f64)) -> bool {
        self.closed
            .iter()
            .zip(&self.boxes)
            .all(|(p, [x0, y0, x1, y1])| {
                a.0.max(b.0) < *x0
                    || a.0.min(b.0) > *x1
                    || a.1.max(b.1) < *y0
                    || a.1.min(b.1) > *y1
                    || !path_enters(a, b, p)
            })
    }

    /// Every node's shortest way to `goal` (Dijkstra over the few corners a table has).
    pub fn toward(self: &Arc<Self>, goal: (f64, f64)) -> RouteField {
        self.toward_over(goal, self)
    }

    /// [`Routes::toward`] for a goal that may lie within the margin these ways keep
    /// ([`Routes::keeping_off`]), as an objective beside a building does: the last leg, from a
    /// bend to the goal, need only be clear of `near`'s pieces (the ground itself).
    pub fn toward_over(self: &Arc<Self>, goal: (f64, f64), near: &Routes) -> RouteField {
        let n = self.nodes.len();
        let mut distance = vec![f64::INFINITY; n];
        let mut next = vec![None; n];
        for (i, &p) in self.nodes.iter().enumerate() {
            if near.clear(p, goal) {
                distance[i] = length(p, goal);
            }
        }
        let mut done = vec![false; n];
        while let Some(i) = (0..n)
            .filter(|&i| !done[i] && distance[i].is_finite())
            .min_by(|&a, &b| distance[a].total_cmp(&distance[b]))
        {
            done[i] = true;
            for &(j, d) in &self.links[i] {
                if distance[i] + d < distance[j] {
                    distance[j] = distance[i] + d;
                    next[j] = Some(i);
                }
            }
        }
        RouteField {
            routes: Arc::clone(self),
            goal,
            distance,
            next,
        }
    }
}

impl RouteField {
    /// The first node of the shortest way from `from` and the length of that way, its first
    /// leg clear of `near`'s pieces (none when the straight line is clear or no way is).
    fn first_node(&self, from: (f64, f64), near: &Routes) -> Option<(usize, f64)> {
        self.routes
            .nodes
            .iter()
            .enumerate()
            .filter(|(i, _)| self.distance[*i].is_finite())
            .map(|(i, &p)| (i, length(from, p) + self.distance[i]))
            .filter(|&(i, _)| near.clear(from, self.routes.nodes[i]))
            .min_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// How far `from` is from the goal along the shortest way (cm; infinite when closed
    /// ground shuts it off).
    pub fn length_from(&self, from: (f64, f64)) -> f64 {
        if self.routes.clear(from, self.goal) {
            return length(from, self.goal);
        }
        self.first_node(from, &self.routes)
            .map_or(f64::INFINITY, |(_, d)| d)
    }

    /// The shortest way from `from`: its bends, then the goal (only the goal when the straight
    /// line is clear; empty when closed ground shuts it off).
    pub fn way_from(&self, from: (f64, f64)) -> Vec<(f64, f64)> {
        if self.routes.clear(from, self.goal) {
            return vec![self.goal];
        }
        self.first_node(from, &self.routes)
            .map_or_else(Vec::new, |(i, _)| self.way_on_from(i))
    }

    /// [`RouteField::way_from`] for a start that may stand within the margin these ways keep
    /// ([`Routes::keeping_off`]), as a unit standing against a wall does: its first leg, to the
    /// goal or a bend, need only be clear of `near`'s pieces (the ground itself); the rest
    /// keeps the margin.
    pub fn way_from_over(&self, from: (f64, f64), near: &Routes) -> Vec<(f64, f64)> {
        if near.clear(from, self.goal) && self.routes.clear(from, self.goal) {
            return vec![self.goal];
        }
        self.first_node(from, near)
            .map_or_else(Vec::new, |(i, _)| self.way_on_from(i))
    }

    /// The way on from node `i`: it, the nodes after it, then the goal.
    fn way_on_from(&self, mut i: usize) -> Vec<(f64, f64)> {
        let mut way = vec![self.routes.nodes[i]];
        while let Some(j) = self.next[i] {
            way.push(self.routes.nodes[j]);
            i = j;
        }
        way.push(self.goal);
        way
    }
}

/// The convex corners of `poly`, each pushed out along its bisector so that both edges
/// meeting there are `clearance` cm away: the places a way round the piece bends.
fn outer_corners(poly: &[[f64; 2]], clearance: f64) -> Vec<(f64, f64)> {
    pushed_corners(poly, clearance)
        .into_iter()
        .filter_map(|(at, convex)| convex.then_some(at))
        .collect()
}

/// `poly` grown by `margin` cm: every edge pushed out that far, corners mitred (a little more
/// than the round growth at a sharp corner, so a way round it keeps at least the margin).
fn grown(poly: &[[f64; 2]], margin: f64) -> Vec<[f64; 2]> {
    pushed_corners(poly, margin)
        .into_iter()
        .map(|((x, y), _)| [x, y])
        .collect()
}

/// Each corner of `poly` pushed out along its bisector so that both edges meeting there are
/// `by` cm away, and whether the corner is convex; none for a degenerate polygon.
fn pushed_corners(poly: &[[f64; 2]], by: f64) -> Vec<((f64, f64), bool)> {
    let n = poly.len();
    if n < 3 {
        return Vec::new();
    }
    let area2: f64 = (0..n)
        .map(|i| {
            let ([x0, y0], [x1, y1]) = (poly[i], poly[(i + 1) % n]);
            x0 * y1 - x1 * y0
        })
        .sum();
    // Outward normal of the edge a -> b for the polygon's winding.
    let outward = |a: [f64; 2], b: [f64; 2]| {
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let len = dx.hypot(dy).max(1e-12);
        if area2 > 0.0 {
            (dy / len, -dx / len)
        } else {
            (-dy / len, dx / len)
        }
    };
    (0..n)
        .filter_map(|i| {
            let (prev, at, next) = (poly[(i + n - 1) % n], poly[i], poly[(i + 1) % n]);
            let (n1, n2) = (outward(prev, at), outward(at, next));
            // Convex where the turn from the edge before to the edge after follows the winding.
            let turn =
                (at[0] - prev[0]) * (next[1] - at[1]) - (at[1] - prev[1]) * (next[0] - at[0]);
            let (sx, sy) = (n1.0 + n2.0, n1.1 + n2.1);
            let s2 = sx * sx + sy * sy;
            if s2 < 1e-9 {
                return None;
            }
            // The offset whose projection on each edge's normal is `by`.
            let k = 2.0 * by / s2;
            Some(((at[0] + k * sx, at[1] + k * sy), turn * area2 > 0.0))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A palisade across a 120 cm table: a wall from x 10 to 110 at y 70-72, 10 cm left open at
    /// each end.
    fn palisade_piece() -> Vec<Vec<[f64; 2]>> {
        vec![vec![
            [10.0, 70.0],
            [110.0, 70.0],
            [110.0, 72.0],
            [10.0, 72.0],
        ]]
    }

    /// The ways round the palisade on a 120 x 90 table.
    fn palisade() -> Arc<Routes> {
        Arc::new(Routes::new(palisade_piece(), 120.0, 90.0, 2.0))
    }

    #[test]
    fn l488_the_straight_line_is_the_way_when_nothing_closes_it() {
        let r = palisade();
        let f = r.toward((35.0, 47.0));
        assert_eq!(f.length_from((35.0, 60.0)), 13.0);
        assert_eq!(f.way_from((35.0, 60.0)), vec![(35.0, 47.0)]);
    }

    #[test]
    fn l523_a_wall_is_gone_round_by_its_nearer_end() {
        let r = palisade();
        let f = r.toward((100.0, 60.0));
        // From behind the wall near its east end: round the corner at (112, 74) then (112, 68).
        let way = f.way_from((100.0, 80.0));
        assert_eq!(way.len(), 3, "{way:?}");
        assert!((way[0].0 - 112.0).abs() < 1e-9 && (way[0].1 - 74.0).abs() < 1e-9);
        assert!((way[1].0 - 112.0).abs() < 1e-9 && (way[1].1 - 68.0).abs() < 1e-9);
        let expected =
            length((100.0, 80.0), (112.0, 74.0)) + 6.0 + length((112.0, 68.0), (100.0, 60.0));
        assert!((f.length_from((100.0, 80.0)) - expected).abs() < 1e-9);
        assert!(f.length_from((100.0, 80.0)) > length((100.0, 80.0), (100.0, 60.0)));
    }

    #[test]
    fn corners_off_the_table_are_no_way_and_a_sealed_goal_has_none() {
        // A wall from edge to edge: nothing gets past it.
        let r = Arc::new(Routes::new(
            vec![vec![[0.0, 40.0], [120.0, 40.0], [120.0, 50.0], [0.0, 50.0]]],
            120.0,
            90.0,
            2.0,
        ));
        let f = r.toward((60.0, 20.0));
        assert!(f.length_from((60.0, 70.0)).is_infinite());
        assert!(f.way_from((60.0, 70.0)).is_empty());
    }

    /// The palisade leaves a 10 cm gap between its east end and the table's edge.
    /// A point keeping 3 cm off both goes through the gap's middle; one keeping 6 cm finds no
    /// way there (only round the far west end, itself 10 cm wide: none at all).
    #[test]
    fn l523_ways_that_keep_a_margin_pass_a_gap_only_if_it_is_wide_enough() {
        let closed = palisade_piece();
        let near = palisade();
        let narrow = Arc::new(Routes::keeping_off(closed.clone(), 120.0, 90.0, 0.2, 3.0));
        let (from, to) = ((100.0, 80.0), (100.0, 60.0));
        let way = narrow.toward_over(to, &near).way_from_over(from, &near);
        assert_eq!(way.last(), Some(&to), "{way:?}");
        for w in way.iter().take(way.len() - 1) {
            assert!(w.0 >= 113.0 - 1e-9 && w.0 <= 117.0 + 1e-9, "{way:?}");
        }
        let wide = Arc::new(Routes::keeping_off(closed, 120.0, 90.0, 0.2, 6.0));
        assert!(
            wide.toward_over(to, &near)
                .way_from_over(from, &near)
                .is_empty()
        );
    }

    /// A start and a goal within the margin (a unit against the wall, an objective beside a
    /// building) still have a way: the first and last legs need only clear the ground itself.
    #[test]
    fn l523_a_start_and_a_goal_within_the_margin_still_have_a_way() {
        let closed = palisade_piece();
        let near = palisade();
        let kept = Arc::new(Routes::keeping_off(closed, 120.0, 90.0, 0.2, 3.0));
        // Both 1 cm off the palisade, on either side of it.
        let (from, to) = ((100.0, 73.0), (100.0, 69.0));
        assert!(kept.toward(to).way_from(from).is_empty());
        let way = kept.toward_over(to, &near).way_from_over(from, &near);
        assert!(way.len() >= 3 && way.last() == Some(&to), "{way:?}");
    }

    #[test]
    fn a_concave_piece_bends_the_way_only_at_its_outer_corners() {
        // An L: its inner corner (20, 20) is never a bend.
        let l = vec![
            [10.0, 10.0],
            [40.0, 10.0],
            [40.0, 20.0],
            [20.0, 20.0],
            [20.0, 40.0],
            [10.0, 40.0],
        ];
        let corners = outer_corners(&l, 1.0);
        assert_eq!(corners.len(), 5);
        assert!(
            !corners
                .iter()
                .any(|&(x, y)| (x - 21.0).abs() < 1e-9 && (y - 21.0).abs() < 1e-9)
        );
        assert!(corners.contains(&(9.0, 9.0)));
        assert!(corners.contains(&(41.0, 21.0)));
    }
}
