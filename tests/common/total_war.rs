//! A total war battle for the tests (R-TW-4..6): the two bundled total war lists on a 120 x 90
//! table, Akagane's spears (size 15, their hatamoto on the base) and Hayashi's levy (size 15)
//! on 12 x 6 cm movement bases whose front edges touch.

use kensei::battle::setup::roster::load_side;
use kensei::battle::setup::total_war::movement_base_footprint;
use kensei::battle::{Battle, BattleSetup};
use kensei::table::model::{ModelPlacement, TableFile};

pub const AKAGANE: &str = "armies/lists/total_war/akagane_total_war.json";
pub const HAYASHI: &str = "armies/lists/total_war/hayashi_total_war.json";

fn placed(id: &str, unit: &str, side: u8, y: f64, facing_deg: f64) -> ModelPlacement {
    ModelPlacement {
        id: id.into(),
        unit: unit.into(),
        side,
        x: 60.0,
        y,
        facing_deg,
        base: movement_base_footprint(),
        height: 1.0,
    }
}

/// The spears' base at (60, 40) facing +y, the levy's at (60, 46) facing them.
pub fn bases_in_contact() -> BattleSetup {
    let sides = [AKAGANE, HAYASHI].map(|p| load_side(std::path::Path::new(p)).unwrap());
    let table = TableFile {
        turn_limit: Some(5),
        ..TableFile::with_models(
            120.0,
            90.0,
            vec![
                placed("0-spears.base", "0-spears", 0, 40.0, 90.0),
                placed("levy.base", "levy", 1, 46.0, 270.0),
            ],
        )
    };
    BattleSetup::new(800, table, sides)
}

/// [`bases_in_contact`] as a battle seeded 1, its setup rolls made.
pub fn battle() -> Battle {
    Battle::new(bases_in_contact(), 1).unwrap()
}

/// Checks after every entry of `battle` that each unit on a movement base is that one base (or
/// none once its size is 0) and that its size only comes down (R-TW-4, R-TW-5).
pub fn check_bases(battle: &Battle) {
    let start = battle.setup().initial_state();
    let sizes: Vec<(String, u32)> = start
        .units()
        .iter()
        .filter(|u| u.movement_base)
        .map(|u| (u.id.clone(), u.models))
        .collect();
    assert!(!sizes.is_empty(), "units on movement bases");
    battle.replay(|s, step| {
        // Between the events of one entry the base may wait for its removal.
        if !matches!(
            step,
            kensei::battle::engine::replay::ReplayStep::EntryDone(_)
        ) {
            return;
        }
        for (id, at_start) in &sizes {
            let u = s.unit(id).unwrap();
            assert!(u.models <= *at_start, "{id}: {} of {at_start}", u.models);
            let on_table: Vec<_> = s.models_of(id).filter(|m| !m.leader).collect();
            assert!(on_table.len() <= 1, "{id}: {on_table:?}");
            if let Some(m) = on_table.first() {
                assert_eq!(m.base, movement_base_footprint(), "{id}");
                assert!(
                    u.models > 0,
                    "{id}: a base on the table stands for some size"
                );
            }
        }
    });
}
