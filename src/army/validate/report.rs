//! The verdict on a list and its derived figures: each unit's cost, the points per troop type
//! against the caps, the commander's points and the command hand size.

use serde::Serialize;

use super::{Problem, ProblemCode, Severity};
use crate::army::class::TroopType;

/// What one unit costs and holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnitSummary {
    pub id: String,
    pub profile: String,
    pub name: String,
    /// Models of the unit's profile.
    pub models: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leader: Option<String>,
    /// All models on the table: profile models, the unit leader and support troops.
    pub total_models: u32,
    /// Points: models x cost + the unit leader + support troops.
    pub points: u32,
}

/// Points spent on one troop type against its cap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TypePoints {
    pub troop_type: TroopType,
    pub points: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cap: Option<u32>,
}

/// The verdict on a list and its derived figures.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    /// No problem of severity error.
    pub legal: bool,
    pub battle_size: u32,
    /// Points of every model plus the commander level.
    pub total_points: u32,
    /// Points of the commander level (0/10/20, R-ARMY-1).
    pub commander_points: u32,
    /// Battle size minus total points (negative when over).
    pub points_left: i64,
    /// Command hand size: 4 + 1 per full 200 points of battle size (L195, R-DECK-1).
    pub hand_size: u32,
    pub models: u32,
    pub units: Vec<UnitSummary>,
    /// Points per troop type, army leaders left out (L1128), with the faction's caps.
    pub points_by_type: Vec<TypePoints>,
    pub problems: Vec<Problem>,
}

impl Report {
    /// The problems of severity error.
    pub fn errors(&self) -> impl Iterator<Item = &Problem> {
        self.problems
            .iter()
            .filter(|p| p.severity == Severity::Error)
    }

    /// The problems of severity warning.
    pub fn warnings(&self) -> impl Iterator<Item = &Problem> {
        self.problems
            .iter()
            .filter(|p| p.severity == Severity::Warning)
    }

    /// Whether a problem with `code` was found.
    pub fn has(&self, code: ProblemCode) -> bool {
        self.problems.iter().any(|p| p.code == code)
    }
}

/// Points a commander level costs (R-ARMY-1, L1120-1122); `None` for a level that does not exist.
pub fn commander_points(level: u8) -> Option<u32> {
    match level {
        0 => Some(0),
        1 => Some(10),
        2 => Some(20),
        _ => None,
    }
}

/// Command hand size for a battle size: 4 + 1 per full 200 points (L195, R-DECK-1).
pub fn hand_size(battle_size: u32) -> u32 {
    4 + battle_size / 200
}
