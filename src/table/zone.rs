//! Deployment zones (book L206-214): where each side places its models before the battle. A
//! table file's own zones, or a strip along each side's table edge when it names none, and
//! whether a base stands within one by its exact shape (L211: a model is placed *in* its zone).

use crate::table::model::TableFile;
use crate::table::plane::{edges, point_in_polygon};
use crate::table::shapes::{EPS_CM, Footprint};
use crate::table::world::p32;
use parry2d::na::Isometry2;
use parry2d::shape::Segment;

/// How deep the strip along its own table edge is where a side deploys when the table file names
/// no zone for it, cm (this project's default; the book leaves the zones to the scenario, L214).
pub const DEFAULT_ZONE_DEPTH_CM: f64 = 20.0;

impl TableFile {
    /// The deployment zone of `side` (0 or 1), corners in table cm: the file's, or a strip
    /// [`DEFAULT_ZONE_DEPTH_CM`] deep along the side's own edge (side 0's at y = 0, R-UNIT-2).
    pub fn deployment_zone(&self, side: u8) -> Vec<[f64; 2]> {
        if let Some(z) = self.deployment_zones.iter().find(|z| z.side == side) {
            return z.polygon.clone();
        }
        let (w, d) = (self.table.width_cm, self.table.depth_cm);
        let (near, far) = if side == 0 {
            (0.0, DEFAULT_ZONE_DEPTH_CM)
        } else {
            (d - DEFAULT_ZONE_DEPTH_CM, d)
        };
        vec![[0.0, near], [w, near], [w, far], [0.0, far]]
    }

    /// The facing (degrees, R-UNIT-2) `side`'s models go down with (R-SCEN-2): toward the enemy's zone,
    /// square to the table (the nearest of 0, 90, 180 and 270 to the line from the middle of
    /// its own zone to the middle of the enemy's). Side 0 looks along +y and side 1 along -y
    /// when the zones give no direction, as on the default strips.
    pub fn deployment_facing(&self, side: u8) -> f64 {
        let middle = |zone: Vec<[f64; 2]>| {
            let n = zone.len().max(1) as f64;
            zone.iter()
                .fold((0.0, 0.0), |(x, y), p| (x + p[0] / n, y + p[1] / n))
        };
        let own = middle(self.deployment_zone(side));
        let enemy = middle(self.deployment_zone(1 - side.min(1)));
        let (dx, dy) = (enemy.0 - own.0, enemy.1 - own.1);
        if dx.hypot(dy) < 1e-6 {
            return if side == 0 { 90.0 } else { 270.0 };
        }
        let deg = dy.atan2(dx).to_degrees();
        ((deg / 90.0).round() * 90.0).rem_euclid(360.0)
    }

    /// Whether `base` stands wholly within `side`'s deployment zone (L211,
    /// [`Footprint::within_polygon`]).
    pub fn in_deployment_zone(&self, side: u8, base: &Footprint) -> bool {
        base.within_polygon(&self.deployment_zone(side))
    }
}

impl Footprint {
    /// Whether the whole base lies within `polygon` (corners in table cm; convex or not): its
    /// centre inside and no edge of the polygon reaching into its exact shape (parry2d's
    /// contact), an edge touching it from inside being fine.
    pub fn within_polygon(&self, polygon: &[[f64; 2]]) -> bool {
        point_in_polygon((self.centre.x, self.centre.y), polygon) && !self.crossed_by(polygon)
    }

    /// Whether some edge of `polygon` passes into the base by more than a touch.
    fn crossed_by(&self, polygon: &[[f64; 2]]) -> bool {
        let (shape, iso) = self.parry();
        edges(polygon).any(|[a, b]| {
            let edge = Segment::new(p32(&a), p32(&b));
            matches!(
                parry2d::query::contact(&iso, &*shape, &Isometry2::identity(), &edge, 0.0),
                Ok(Some(c)) if (c.dist as f64) < -EPS_CM
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::table::model::{Base, BaseShape, DeploymentZone, TableFile};
    use crate::table::shapes::{Footprint, P2};

    /// A 25 x 50 mm base: 2.5 cm across its front, 5 cm deep (R-UNIT-3).
    const LONG_BASE: Base = Base {
        shape: BaseShape::Rect,
        width_mm: 25.0,
        depth_mm: Some(50.0),
    };

    fn long_base(x: f64, y: f64, facing_deg: f64) -> Footprint {
        Footprint::new(P2::new(x, y), facing_deg, &LONG_BASE)
    }

    #[test]
    fn r_scen_2_models_go_down_facing_the_enemys_zone_square_to_the_table() {
        // The default strips along the long edges: across the table.
        let plain = TableFile::with_models(120.0, 90.0, Vec::new());
        assert_eq!(plain.deployment_facing(0), 90.0);
        assert_eq!(plain.deployment_facing(1), 270.0);
        // Zones at the two short ends (the escort's): along it.
        let mut ends = plain.clone();
        ends.deployment_zones = vec![
            DeploymentZone {
                side: 0,
                polygon: vec![[0.0, 0.0], [30.0, 0.0], [30.0, 90.0], [0.0, 90.0]],
            },
            DeploymentZone {
                side: 1,
                polygon: vec![[90.0, 0.0], [120.0, 0.0], [120.0, 90.0], [90.0, 90.0]],
            },
        ];
        assert_eq!(ends.deployment_facing(0), 0.0);
        assert_eq!(ends.deployment_facing(1), 180.0);
        // Zones in opposite corners, the enemy mostly across: the nearest square direction.
        ends.deployment_zones[0].polygon = vec![[0.0, 0.0], [50.0, 0.0], [50.0, 20.0], [0.0, 20.0]];
        ends.deployment_zones[1].polygon =
            vec![[70.0, 60.0], [120.0, 60.0], [120.0, 80.0], [70.0, 80.0]];
        assert_eq!(ends.deployment_facing(0), 0.0, "70 cm along, 60 across");
        assert_eq!(ends.deployment_facing(1), 180.0);
        ends.deployment_zones[1].polygon =
            vec![[40.0, 70.0], [90.0, 70.0], [90.0, 90.0], [40.0, 90.0]];
        assert_eq!(ends.deployment_facing(0), 90.0);
        assert_eq!(ends.deployment_facing(1), 270.0);
    }

    #[test]
    fn l211_a_long_base_facing_out_of_its_zone_with_its_front_beyond_is_outside() {
        let file = TableFile::with_models(120.0, 90.0, Vec::new());
        // Side 0's strip is y 0-20: facing +y at y 18.5 its front edge is at 21.
        assert!(!file.in_deployment_zone(0, &long_base(60.0, 18.5, 90.0)));
        // Along the edge it reaches 1.25 cm each way, to 19.75.
        assert!(file.in_deployment_zone(0, &long_base(60.0, 18.5, 0.0)));
        // Touching the zone's edge from inside is in it.
        assert!(file.in_deployment_zone(0, &long_base(60.0, 17.5, 90.0)));
        // Side 1's strip is y 70-90.
        assert!(file.in_deployment_zone(1, &long_base(60.0, 75.0, 270.0)));
        assert!(!file.in_deployment_zone(1, &long_base(60.0, 71.0, 270.0)));
    }

    #[test]
    fn l211_a_concave_zone_whose_inner_corner_reaches_into_the_base_holds_it_not() {
        // An L-shaped zone: its inner corner (10, 10) reaches into a 25 mm square base centred
        // at (9.5, 9.5), whose centre and four points 1.25 cm from it along the axes are all in
        // the zone.
        let l = vec![
            [0.0, 0.0],
            [20.0, 0.0],
            [20.0, 10.0],
            [10.0, 10.0],
            [10.0, 20.0],
            [0.0, 20.0],
        ];
        let mut file = TableFile::with_models(120.0, 90.0, Vec::new());
        file.deployment_zones = vec![DeploymentZone {
            side: 0,
            polygon: l,
        }];
        let square = Base {
            shape: BaseShape::Square,
            width_mm: 25.0,
            depth_mm: None,
        };
        let at = |x, y| Footprint::new(P2::new(x, y), 0.0, &square);
        assert!(!file.in_deployment_zone(0, &at(9.5, 9.5)));
        assert!(file.in_deployment_zone(0, &at(5.0, 5.0)));
        // Side 1 names no zone: the strip along the far edge.
        assert_eq!(
            file.deployment_zone(1),
            vec![[0.0, 70.0], [120.0, 70.0], [120.0, 90.0], [0.0, 90.0]]
        );
    }
}
