//! Rejections of a move order (mover, correr, destrabar; L462-568, R-MOV-1, R-FORM-1) and of
//! the facings a move ends with (L500-509).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::Citation;

/// A move or disengage order's models, paths and allowance.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    NoUnit {
        unit: String,
    },
    NoModel {
        model: String,
    },
    NotInUnit {
        model: String,
        unit: String,
    },
    MovedTwice {
        model: String,
    },
    /// A model in melee may only turn in place (disengage to leave).
    EngagedOnlyTurns,
    /// Only a unit in melee disengages.
    NotEngaged,
    /// The model would end its move on another.
    EndsOn {
        model: String,
        other: String,
    },
    CrossesImpassable {
        model: String,
        terrain: String,
    },
    /// No order takes a model off the table.
    LeavesTable {
        model: String,
    },
    /// Other units are impassable.
    PassesThrough {
        model: String,
        other: String,
    },
    /// A run cannot cross difficult terrain.
    RunThroughDifficult {
        model: String,
        terrain: String,
    },
    /// A run cannot pass through friendly models (difficult, L529).
    RunThroughFriends {
        model: String,
    },
    /// A run goes forwards or sideways, into the field of view.
    RunOutOfView {
        model: String,
    },
    /// Farther than a run reaches: 2 x MOV + 1D6 (`forced_cm`: forced march's extra).
    RunTooFar {
        model: String,
        length_cm: f64,
        reach_cm: f64,
        forced_cm: f64,
    },
    /// Farther than MOV.
    TooFar {
        model: String,
        length_cm: f64,
        mov_cm: f64,
        forced_cm: f64,
    },
    /// Farther than half MOV: a second move this activation through difficult ground.
    TooFarHalved {
        model: String,
        length_cm: f64,
        allowance_cm: f64,
        forced_cm: f64,
    },
    /// The unit would leave its formation: `model` has too few mates near.
    FormationTooFewNear {
        unit: String,
        model: String,
        within_cm: f64,
        needed: usize,
        found: usize,
    },
    /// The unit would leave its formation: two models too far apart.
    FormationTooFarApart {
        unit: String,
        a: String,
        b: String,
        distance_cm: f64,
        most_cm: f64,
    },
    /// A disengage moves away: the model would end closer to the enemy it fights.
    NotAway {
        model: String,
        now_cm: f64,
        before_cm: f64,
    },
    /// A disengage ends out of the melee, away from the units it fought.
    StillEngaged {
        model: String,
        enemy: String,
    },
}

impl Move {
    pub fn citation(&self) -> Citation {
        match self {
            Move::NoUnit { .. }
            | Move::NoModel { .. }
            | Move::NotInUnit { .. }
            | Move::MovedTwice { .. } => Citation::line("L462"),
            Move::EngagedOnlyTurns => Citation::line("L486"),
            Move::NotEngaged => Citation::line("L566"),
            Move::EndsOn { .. } => Citation::line("L531"),
            Move::CrossesImpassable { .. } => Citation::line("L523"),
            Move::LeavesTable { .. } => Citation::line("L478"),
            Move::PassesThrough { .. } => Citation::line("L527"),
            Move::RunThroughDifficult { .. } => Citation::line("L557"),
            Move::RunThroughFriends { .. } => Citation::line("L557, L529"),
            Move::RunOutOfView { .. } => Citation::line("L558"),
            Move::RunTooFar { .. } => Citation::rule("R-MOV-1"),
            Move::TooFar { .. } => Citation::line("L484"),
            Move::TooFarHalved { .. } => Citation::line("L484, L522"),
            Move::FormationTooFewNear { .. } | Move::FormationTooFarApart { .. } => {
                Citation::both("R-FORM-1", "L393-399")
            }
            Move::NotAway { .. } => Citation::line("L568"),
            Move::StillEngaged { .. } => Citation::both("R-ENG-1", "L568"),
        }
    }
}

/// The facings a move ends with.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Facing {
    /// A model that engages faces the centre of the enemy's base.
    EngagedNotFacing {
        model: String,
        enemy: String,
        towards_deg: f64,
        tolerance_deg: f64,
        facing_deg: f64,
    },
    /// The unit turns about a point: its models end facing one same way.
    NotOneWay {
        model: String,
        unit: String,
        facing_deg: f64,
        tolerance_deg: f64,
    },
    /// Every model ends facing the direction of the displacement.
    NotTowardMove {
        model: String,
        facing_deg: f64,
        toward_deg: f64,
        tolerance_deg: f64,
    },
}

impl Facing {
    pub fn citation(&self) -> Citation {
        match self {
            Facing::EngagedNotFacing { .. } => Citation::line("L509"),
            Facing::NotOneWay { .. } | Facing::NotTowardMove { .. } => Citation::line("L500"),
        }
    }
}
