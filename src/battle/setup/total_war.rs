//! Total war on the table (R-TW-1..3, R-TW-4..6): a unit of several models takes the field as
//! one 12 x 6 cm movement base, the battle's one model of it, with the unit size its base
//! stands for as its models; a leader or a model alone stands on a 6 x 6 cm square base.
//!
//! Called by [`super::army_side::side_from_list`] for a list whose `mode` is `total_war`.

use crate::army::mode::{LEADER_BASE_CM, MOVEMENT_BASE_CM, movement_base};
use crate::army::{ArmyList, Mode};
use crate::battle::model::unit::{TroopProfile, UnitSpec};
use crate::table::model::{Base, BaseShape};

/// The id of a total war unit's movement base, its one model on the table.
pub fn base_model_id(unit: &str) -> String {
    crate::battle::model::unit::movement_base_model(unit)
}

/// The id on a plain table of total war unit `unit`'s movement base (R-TW-4), put down from
/// its list: the battle's [`base_model_id`] of the table it stands for.
pub fn table_base_id(unit: &str) -> String {
    format!("{unit}-base")
}

/// A 12 x 6 cm movement base: 12 cm along its front, 6 cm deep (R-TW-1).
pub fn movement_base_footprint() -> Base {
    Base {
        shape: BaseShape::Rect,
        width_mm: f64::from(MOVEMENT_BASE_CM.0 * 10),
        depth_mm: Some(f64::from(MOVEMENT_BASE_CM.1 * 10)),
    }
}

/// The 6 x 6 cm square base of a leader or model standing alone (R-TW-3).
pub fn alone_footprint() -> Base {
    Base {
        shape: BaseShape::Square,
        width_mm: f64::from(LEADER_BASE_CM * 10),
        depth_mm: None,
    }
}

/// `units`, fielded by `list` in order, put on their total war bases: a unit with a movement
/// base stands on it with the size the base stands for (R-TW-2, R-TW-4); any other (a leader
/// or a unique or legendary model alone) on a 6 x 6 cm base of its own (R-TW-3).
pub fn put_on_bases(list: &ArmyList, units: &mut [UnitSpec]) {
    if list.mode != Mode::TotalWar {
        return;
    }
    for (spec, unit) in units.iter_mut().zip(&list.units) {
        match movement_base(Mode::TotalWar, unit) {
            Some(b) if spec.models > 0 => {
                spec.models = b.stands_for;
                spec.profile.base = movement_base_footprint();
                spec.movement_base = true;
            }
            _ => {
                stand_alone(&mut spec.profile);
                if let Some(l) = spec.leader.as_mut() {
                    stand_alone(l);
                }
            }
        }
    }
}

fn stand_alone(p: &mut TroopProfile) {
    p.base = alone_footprint();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::setup::army_side::side_from_list;

    fn total_war_list() -> (ArmyList, crate::army::Faction) {
        let dir = env!("CARGO_MANIFEST_DIR");
        let path = format!("{dir}/armies/lists/total_war/akagane_total_war.json");
        let text = std::fs::read_to_string(&path).unwrap();
        let list = crate::army::parse_list(std::path::Path::new(&path), &text).unwrap();
        let faction =
            crate::army::find_faction(&list.faction, std::path::Path::new(&path)).unwrap();
        (list, faction)
    }

    #[test]
    fn p_total_war_a_unit_is_one_12_by_6_base_standing_for_its_size() {
        let (list, faction) = total_war_list();
        let side = side_from_list(&list, &faction).unwrap();
        assert_eq!(side.mode, Mode::TotalWar);
        for (spec, unit) in side.units.iter().zip(&list.units) {
            if unit.on_base.is_some() {
                assert!(spec.movement_base, "{} stands on a movement base", spec.id);
                assert_eq!(spec.models, unit.models, "the size its base stands for");
                assert_eq!(spec.profile.base, movement_base_footprint());
            } else {
                assert!(!spec.movement_base);
                let alone = if spec.models == 0 {
                    spec.leader.as_ref().unwrap().base
                } else {
                    spec.profile.base
                };
                assert_eq!(alone, alone_footprint(), "{} alone", spec.id);
            }
        }
        assert!(side.units.iter().any(|u| u.movement_base));
    }
}
