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
