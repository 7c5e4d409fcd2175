//! What the state keeps of the army leaders between decisions: the Lead order's led units that
//! still owe their one order (L830) and a join or leave declared with a move, made when the
//! move ends (L537-551). The rules are `battle::leaders`.

use serde::{Deserialize, Serialize};

use crate::battle::model::command::{LeaderChange, OrderKind};
use crate::battle::model::side::Side;

/// The one order each active unit of `side`'s Lead order may still give (L830: "todas las
/// unidades activas pueden realizar una orden, todos la misma").
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct LeadTurn {
    pub side: Side,
    /// The leader and the led units that have not given their order yet.
    pub units: Vec<String>,
    /// The order the first of them gave, which the others must give too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<OrderKind>,
}

/// A join or leave declared with `unit`'s move, made when it ends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LeaderMove {
    pub unit: String,
    pub change: LeaderChange,
}
