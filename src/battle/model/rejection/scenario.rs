//! Rejections by a scenario's special rules (L169: the scenario names rules that affect the
//! battle; `table::scenario::EnforcedRule`). Each names the rule by its text.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::Citation;
use crate::battle::model::side::Side;

/// A command a scenario rule forbids; `rule` is the rule's text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Scenario {
    /// No shot beyond `limit_cm` on this turn.
    ShotBeyond {
        rule: String,
        limit_cm: f64,
        turn: u32,
    },
    /// The charger is too far away to stand and shoot at on this turn.
    StandShootBeyond {
        rule: String,
        distance_cm: f64,
        limit_cm: f64,
        turn: u32,
    },
    /// The side gives no voluntary combat order on this turn.
    NoCombatOrders { rule: String, side: Side, turn: u32 },
    /// The model would cross terrain the rule closes.
    Crosses {
        rule: String,
        model: String,
        terrain: String,
    },
}

impl Scenario {
    /// The scenario rule's text.
    pub fn rule(&self) -> &str {
        match self {
            Scenario::ShotBeyond { rule, .. }
            | Scenario::StandShootBeyond { rule, .. }
            | Scenario::NoCombatOrders { rule, .. }
            | Scenario::Crosses { rule, .. } => rule,
        }
    }

    pub fn citation(&self) -> Citation {
        Citation::line("L169")
    }
}
