//! Rejections before the first turn: the extra terrain, the commander orders picked for the
//! deck (L180-199, R-DECK-2) and the deployment (L206-214).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::Citation;
use crate::battle::model::side::Side;

/// Extra terrain and the commander orders picked before the battle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Setup {
    /// The side placing terrain first is not 0 or 1.
    FirstNotASide { first: Side },
    /// A terrain piece with fewer than three corners.
    TooFewCorners,
    /// A terrain height that is negative or not a number.
    BadHeight,
    /// The piece uses more 5x5 cm allowances than are left.
    TooManyAllowances { pieces: u32, left: u32 },
    /// A terrain id already on the table.
    TerrainIdTaken { terrain: String },
    /// One order for the hand and `deck` for the deck are picked, not that many.
    PickCount { deck: usize },
    /// The order is not one of the side's commander orders.
    NotACommanderOrder { order: String },
    /// The order is picked twice.
    PickedTwice { order: String },
}

impl Setup {
    pub fn citation(&self) -> Citation {
        match self {
            Setup::FirstNotASide { .. } => Citation::line("L185"),
            Setup::TooFewCorners | Setup::BadHeight | Setup::TerrainIdTaken { .. } => {
                Citation::line("L180")
            }
            Setup::TooManyAllowances { .. } => Citation::both("R-ARMY-1", "L180-184"),
            Setup::PickCount { .. }
            | Setup::NotACommanderOrder { .. }
            | Setup::PickedTwice { .. } => Citation::rule("R-DECK-2"),
        }
    }
}

/// A model placed in the deployment.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Deployment {
    NoModel {
        model: String,
    },
    NotYourModel {
        model: String,
        side: Side,
    },
    AlreadyDeployed {
        model: String,
    },
    /// First one model of each unit, alternately; the rest after.
    OneOfEachFirst,
    /// Outside the side's deployment zone.
    OutsideZone {
        x: f64,
        y: f64,
        side: Side,
    },
    /// On another model.
    OnAnotherModel,
    /// Farther than 2.5 cm from every model of its unit on the table.
    FarFromUnit,
    /// Army leaders, leading a unit or on their own, go down in step 3, once every unit has
    /// its first model on the table (L211-212).
    LeaderInStepThree {
        model: String,
    },
}

impl Deployment {
    pub fn citation(&self) -> Citation {
        match self {
            Deployment::NoModel { .. }
            | Deployment::NotYourModel { .. }
            | Deployment::AlreadyDeployed { .. } => Citation::line("L211-212"),
            // Issue 12: step 2 of the deployment was cited at the strategy roll (L210).
            Deployment::OneOfEachFirst | Deployment::OutsideZone { .. } => Citation::line("L211"),
            Deployment::OnAnotherModel => Citation::line("L531"),
            Deployment::FarFromUnit => Citation::line("L212"),
            Deployment::LeaderInStepThree { .. } => Citation::line("L211, L212"),
        }
    }
}
