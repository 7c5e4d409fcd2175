//! Rejections of the army leaders' moves: the Lead order and the orders it opens (L817-834),
//! a lone leader joining a unit (L537-541, L405-418) and a unit leader leaving it (L545-551).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::Citation;
use crate::battle::model::command::OrderKind;

/// A leader's orders, and a leader joining or leaving a unit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Leader {
    /// Only a leader outside a unit leads.
    NotLoneLeader,
    /// Lead one or two units.
    LeadCount,
    NoUnitToLead {
        unit: String,
    },
    NotFriendly {
        unit: String,
    },
    /// The unit to lead has a used marker.
    LedUsed {
        unit: String,
    },
    /// The unit to lead is led by another leader of the army.
    AlreadyLed {
        unit: String,
    },
    /// The unit to lead is another lone leader.
    LoneLeaderLed {
        unit: String,
    },
    /// The unit to lead is more than 10 cm from the leader.
    TooFarToLead {
        unit: String,
    },
    /// The unit to lead is already active.
    AlreadyActive {
        unit: String,
    },
    /// The units of a Lead order give one order each, not another Lead.
    LeadAgain,
    /// The units of a Lead order give one order each, unpowered.
    LedPowered,
    /// The units of a Lead order all give the same order as the first.
    SameOrder {
        order_kind: OrderKind,
    },
    NoUnitToJoin {
        unit: String,
    },
    /// Only an army leader acting as a one-model unit joins a unit.
    NotLoneToJoin,
    /// The leader's unit has no model on the table.
    NoLeaderModel {
        unit: String,
    },
    NotFriendlyInPlay {
        unit: String,
    },
    /// A leader joins only a unit already used.
    JoinUnused {
        unit: String,
    },
    /// There may be no other leader in the unit.
    HasLeader {
        unit: String,
    },
    /// He joins within 2.5 cm.
    JoinTooFar {
        gap_cm: f64,
        unit: String,
    },
    /// The model to swap with is not one of the unit's.
    SwapNotInUnit {
        model: String,
        unit: String,
    },
    /// He is not an army leader (L405). In every `CannotLead*`, `leader` is the id of the lone
    /// leader's unit and `unit` the id of the unit he would lead: the window names both in its
    /// language.
    CannotLeadNotALeader {
        leader: String,
        unit: String,
    },
    /// The unit's troops are army leaders (L415).
    CannotLeadLeaderUnit {
        leader: String,
        unit: String,
    },
    /// Colossal creatures, Komuso and Onmyouji never lead units (L418).
    CannotLeadClass {
        leader: String,
        unit: String,
    },
    /// His class is lower than the unit's (L416).
    CannotLeadLowerClass {
        leader: String,
        unit: String,
    },
    /// A unit leader is of the unit's troop type (L417).
    CannotLeadTroopType {
        leader: String,
        unit: String,
    },
    /// A leader joins a unit with ranged weapons only with one (L417).
    CannotLeadUnarmed {
        leader: String,
        unit: String,
    },
    /// A hero joins a unit with ranged weapons only with one of the same type (L417).
    CannotLeadOtherWeapon {
        leader: String,
        unit: String,
    },
    /// He does not meet the unit leader rules (L411-418).
    CannotLead {
        leader: String,
        unit: String,
    },
    NoUnitToLeave {
        unit: String,
    },
    /// Only a unit leader leaves his unit.
    NotUnitLeader,
    /// Total war: a unit leader standing on his unit's movement base has no base of his own
    /// to leave it with (R-TW-6).
    OnMovementBase,
    /// The unit ends its move in melee: its leader cannot leave it.
    LeaveEngaged,
    /// Placed within 5 cm of a model of his unit.
    LeaveTooFar {
        gap_cm: f64,
    },
    /// The leader would stand off the table.
    LeaveOffTable,
    /// The leader would stand on another model.
    LeaveOnModel,
    /// The leader would stand on impassable terrain.
    LeaveImpassable,
    /// A leader leaving his unit may not engage an enemy model.
    LeaveEngages,
}

impl Leader {
    pub fn citation(&self) -> Citation {
        use Leader as L;
        match self {
            L::NotLoneLeader => Citation::line("L819"),
            L::LeadCount | L::NoUnitToLead { .. } | L::NotFriendly { .. } => Citation::line("L821"),
            L::AlreadyActive { .. } => Citation::line("L828"),
            L::TooFarToLead { .. } => Citation::line("L823"),
            L::LedUsed { .. } => Citation::line("L824"),
            L::AlreadyLed { .. } => Citation::line("L825"),
            L::LoneLeaderLed { .. } => Citation::line("L826"),
            L::LeadAgain | L::LedPowered | L::SameOrder { .. } => Citation::line("L830"),
            L::NoUnitToJoin { .. }
            | L::NotLoneToJoin
            | L::NoLeaderModel { .. }
            | L::NotFriendlyInPlay { .. }
            | L::JoinUnused { .. }
            | L::JoinTooFar { .. } => Citation::line("L539"),
            // Joining, the leader must meet every requirement to lead the unit (L541), each
            // listed at L413-418.
            L::HasLeader { .. } | L::CannotLeadLeaderUnit { .. } => Citation::line("L541, L415"),
            L::CannotLeadNotALeader { .. } => Citation::line("L541, L413"),
            L::CannotLeadLowerClass { .. } => Citation::line("L541, L416"),
            L::CannotLeadTroopType { .. }
            | L::CannotLeadUnarmed { .. }
            | L::CannotLeadOtherWeapon { .. } => Citation::line("L541, L417"),
            L::CannotLeadClass { .. } => Citation::line("L541, L418"),
            L::CannotLead { .. } => Citation::line("L541"),
            L::SwapNotInUnit { .. } => Citation::line("L543"),
            L::NoUnitToLeave { .. } | L::NotUnitLeader => Citation::line("L547"),
            L::OnMovementBase => Citation::both("R-TW-6", "L547"),
            L::LeaveEngaged => Citation::line("L547"),
            L::LeaveTooFar { .. } | L::LeaveEngages => Citation::line("L549"),
            L::LeaveOffTable => Citation::line("L478"),
            L::LeaveOnModel => Citation::line("L531"),
            L::LeaveImpassable => Citation::line("L523"),
        }
    }
}
