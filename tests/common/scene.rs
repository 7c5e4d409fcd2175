//! What the battle tests share to build a scene: models of a unit in a row or a closed block
//! (round 25 mm bases), and the unit specs that go with them.

use kensei::battle::model::unit::{TroopProfile, UnitSpec};
use kensei::table::model::{Base, BaseShape, ModelPlacement};

/// One model of `unit` on a round 25 mm base, 1 high, at (`x`, `y`) facing `facing` degrees.
pub fn model(id: String, unit: &str, side: u8, x: f64, y: f64, facing: f64) -> ModelPlacement {
    ModelPlacement {
        id,
        unit: unit.into(),
        side,
        x,
        y,
        facing_deg: facing,
        base: Base {
            shape: BaseShape::Round,
            width_mm: 25.0,
            depth_mm: None,
        },
        height: 1.0,
    }
}

/// The model ids of `unit`: `unit.leader` first if it has one, then `unit.1` to `unit.n`.
pub fn ids(unit: &str, n: u32, leader: bool) -> Vec<String> {
    let mut ids: Vec<String> = Vec::new();
    if leader {
        ids.push(format!("{unit}.leader"));
    }
    ids.extend((1..=n).map(|i| format!("{unit}.{i}")));
    ids
}

/// Models of a unit (`n`, and a leader first if `leader`) in a row along x from `(x0, y)`,
/// centres `spacing` cm apart, facing `facing`.
pub fn row(
    unit: &str,
    side: u8,
    n: u32,
    leader: bool,
    (x0, y): (f64, f64),
    spacing: f64,
    facing: f64,
) -> Vec<ModelPlacement> {
    ids(unit, n, leader)
        .into_iter()
        .enumerate()
        .map(|(i, id)| model(id, unit, side, x0 + spacing * i as f64, y, facing))
        .collect()
}

/// A closed block of six (leader and 5) in two ranks of three, centres 3 cm apart (0.5 cm
/// between bases): every model has two of its unit within 2.5 cm (R-FORM-1). The first rank
/// is at `y`, the second 3 cm behind it (away from `facing`).
pub fn block(unit: &str, side: u8, x0: f64, y: f64, facing: f64) -> Vec<ModelPlacement> {
    let back = if facing == 90.0 { -3.0 } else { 3.0 };
    ids(unit, 5, true)
        .into_iter()
        .enumerate()
        .map(|(i, id)| {
            let (x, y) = (x0 + 3.0 * (i % 3) as f64, y + back * (i / 3) as f64);
            model(id, unit, side, x, y, facing)
        })
        .collect()
}

/// A unit of `models` with profile `p`; one with a `leader` is its side's general.
pub fn unit(id: &str, p: TroopProfile, models: u32, leader: Option<TroopProfile>) -> UnitSpec {
    UnitSpec {
        movement_base: false,
        id: id.into(),
        profile: p,
        models,
        general: leader.is_some(),
        leader,
        mixed: Vec::new(),
    }
}
