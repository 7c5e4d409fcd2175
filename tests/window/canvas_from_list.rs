//! Units placed from a bundled army list: real bases and volumes from the faction, closed
//! formation (R-FORM-1) as the table engine checks it, and the unit's MOV for the overlays.

use kensei::app::canvas::from_list::{list_templates, unit_info};
use kensei::app::canvas::{TableEdit, apply_edit};
use kensei::army::load::{find_faction, load_list};
use kensei::table::model::{TableFile, TableSize};
use kensei::table::{FormationKind, Table};
use std::path::Path;

fn empty_table() -> TableFile {
    TableFile {
        json_schema: None,
        schema_version: 1,
        table: TableSize {
            width_cm: 180.0,
            depth_cm: 120.0,
        },
        terrain: vec![],
        models: vec![],
        name: None,
        name_es: None,
        story: None,
        deployment_zones: vec![],
        roles: Vec::new(),
        objectives: vec![],
        victory: None,
        special_rules: vec![],
        missions: None,
        turn_limit: None,
        units: Vec::new(),
        mode: Default::default(),
    }
}

#[test]
fn r_form_1_every_unit_of_a_bundled_list_is_placed_in_closed_formation() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("armies/lists/hayashi_400.json");
    let list = load_list(&path).unwrap();
    let faction = find_faction(&list.faction, &path).unwrap();
    let (templates, problems) = list_templates(&list, &faction, 0);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(templates.len(), list.units.len());
    let mut table = empty_table();
    for (k, t) in templates.iter().enumerate() {
        let at = [20.0 + (k % 6) as f64 * 26.0, 20.0 + (k / 6) as f64 * 20.0];
        let models = t.place(at, &table);
        apply_edit(&mut table, &TableEdit::AddModels { models }).unwrap();
    }
    let world = Table::new(&table).unwrap();
    assert!(
        world.illegal_placements().is_empty(),
        "{:?}",
        world.illegal_placements()
    );
    for (u, unit) in list.units.iter().enumerate() {
        let expected = unit.models as usize + unit.support.len() + unit.leader.iter().count();
        let placed = table.models.iter().filter(|m| m.unit == unit.id).count();
        assert_eq!(placed, expected, "unit {}", unit.id);
        let info = unit_info(unit, &faction).unwrap();
        assert!(
            info.mov_cm > 0.0,
            "unit {} has MOV {}",
            unit.id,
            info.mov_cm
        );
        let idx = world.unit_index(&unit.id).unwrap();
        if placed > 1 {
            let kind = if info.open_order {
                FormationKind::Open
            } else {
                FormationKind::Closed
            };
            let f = world.formation(idx, kind);
            assert!(f.in_formation, "unit {} ({u}): {:?}", unit.id, f.violations);
        }
    }
}
