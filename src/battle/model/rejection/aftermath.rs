//! Rejections after a melee (the winner's melee move, L994-996), of the ki ability chosen
//! (L1055), and of the reload and parapet orders (L584-592).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::Citation;

/// The winner's melee move.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Aftermath {
    /// No melee move is due.
    NoMeleeMove,
    NoModel {
        model: String,
    },
    /// The model is not in the winning unit.
    NotWinner {
        model: String,
        unit: String,
    },
    MovedTwice {
        model: String,
    },
    /// The model is in melee and stays.
    EngagedStays {
        model: String,
    },
    /// A melee move is at most 5 cm.
    TooFar {
        model: String,
        travel_cm: f64,
    },
    /// No move takes a model off the table.
    OffTable,
    CrossesImpassable {
        model: String,
        terrain: String,
    },
    /// The model would end on another model.
    EndsOn {
        model: String,
    },
    /// The model must move to seek enemy models, not away.
    NotSeeking {
        model: String,
    },
    /// The unit would break its formation.
    BreaksFormation {
        unit: String,
    },
}

impl Aftermath {
    pub fn citation(&self) -> Citation {
        match self {
            Aftermath::NoMeleeMove
            | Aftermath::NoModel { .. }
            | Aftermath::NotWinner { .. }
            | Aftermath::MovedTwice { .. }
            | Aftermath::EngagedStays { .. } => Citation::line("L996"),
            Aftermath::TooFar { .. } | Aftermath::NotSeeking { .. } => Citation::line("L996"),
            Aftermath::OffTable => Citation::line("L478"),
            Aftermath::CrossesImpassable { .. } => Citation::line("L523"),
            Aftermath::EndsOn { .. } => Citation::line("L531"),
            Aftermath::BreaksFormation { .. } => Citation::rule("R-FORM-1"),
        }
    }
}

/// The ki ability a unit chooses.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Ki {
    /// The unit has no ki ability to choose now.
    NothingToChoose {
        unit: String,
    },
    NoUnit {
        unit: String,
    },
    /// Not one of the unit's ki abilities.
    NotAbility {
        ability: String,
        unit: String,
    },
}

impl Ki {
    pub fn citation(&self) -> Citation {
        match self {
            Ki::NothingToChoose { .. } | Ki::NoUnit { .. } | Ki::NotAbility { .. } => {
                Citation::line("L1055")
            }
        }
    }
}

/// The reload and parapet orders.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Readiness {
    /// No unloaded-weapons marker to remove.
    NothingToReload,
    /// A powered reload needs more than one unloaded marker.
    PoweredReload,
    /// A unit in melee cannot parapet.
    ParapetEngaged,
    /// Already parapeted.
    AlreadyParapeted,
    /// Mounted units and skirmishers cannot parapet.
    ParapetNotAllowed,
}

impl Readiness {
    pub fn citation(&self) -> Citation {
        match self {
            // Issue 12: reload and its powered form were cited at two blank lines.
            Readiness::NothingToReload => Citation::line("L584"),
            Readiness::PoweredReload => Citation::line("L588"),
            // Issue 12: parapet was cited at a blank line.
            Readiness::ParapetEngaged
            | Readiness::AlreadyParapeted
            | Readiness::ParapetNotAllowed => Citation::line("L592"),
        }
    }
}
