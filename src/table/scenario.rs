//! The scenario part of a table file: deployment zones, objectives, victory scoring.
//!
//! Plain serde types only (no `crate::` paths): `build.rs` includes this file through
//! `model.rs` to check the bundled scenarios. What these fields mean during a battle is the
//! battle module's business.

use serde::{Deserialize, Serialize};

/// The area where one side deploys its army (book L206-214).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeploymentZone {
    pub side: u8,
    /// Corners in table centimetres.
    pub polygon: Vec<[f64; 2]>,
}

/// A point on the table that scores victory points for whoever holds it at the end.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Objective {
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub x: f64,
    pub y: f64,
    /// A side holds the objective when one of its models is within this distance of it.
    #[serde(default = "default_objective_radius")]
    pub radius_cm: f64,
    /// Victory points for holding it at the end of the battle.
    pub vp: u32,
    /// Which sides may score it (both when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<u8>,
}

fn default_objective_radius() -> f64 {
    5.0
}

/// How the scenario scores victory points when the battle ends (book L256).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Victory {
    /// Count R-TURN-1's points (1 per leader alive, 2 more for the general) at the end too.
    #[serde(default = "default_true_v")]
    pub leaders: bool,
    /// Victory points per enemy unit wiped out.
    #[serde(default)]
    pub per_unit_destroyed: u32,
    /// Free text shown to the players.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

fn default_true_v() -> bool {
    true
}
