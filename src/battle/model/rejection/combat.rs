//! Rejections of the combat orders and reactions: charge (L604-651), shoot (L721-773), fight
//! and duel (L652-720, L774-816), the multiple combat (L703-719), the choice of casualties
//! (L929-935), the reactions to a charge and the opportunity charge (L846-886).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::Citation;

/// A charge order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Charge {
    /// The target of a combat order is not an enemy unit in play.
    NotEnemy { target: String },
    /// A unit in melee cannot charge.
    Engaged,
    /// A unit out of formation cannot charge.
    OutOfFormation,
    /// Cannot charge a unit that disengaged from this one this turn.
    Disengaged,
    /// No charging model has the target in sight.
    NoSight,
    /// Only a unit of several models charges several units at once.
    SeveralNeedsModels,
    /// A unit is named twice among those charged.
    NamedTwice { target: String },
}

impl Charge {
    pub fn citation(&self) -> Citation {
        match self {
            Charge::NotEnemy { .. } => Citation::line("L612"),
            Charge::Engaged => Citation::line("L608"),
            Charge::OutOfFormation => Citation::both("R-FORM-1", "L608"),
            Charge::Disengaged => Citation::line("L574"),
            Charge::NoSight => Citation::both("R-LOS-1", "L612"),
            Charge::SeveralNeedsModels | Charge::NamedTwice { .. } => {
                Citation::both("R-CHG-2", "L616")
            }
        }
    }
}

/// A shoot order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Shot {
    /// A unit in melee cannot shoot.
    Engaged,
    /// The unit has no shooting weapon.
    NoWeapon,
    /// Unloaded weapons: reload first.
    Unloaded,
    /// The target is in melee with one of the side's units.
    TargetInMelee,
    /// No model sees the target (L729). Its range is not measured before the shot (L75): a
    /// shot with no shooter in range is lost (L743, R-SHOT-1).
    NoSight { target: String },
}

impl Shot {
    pub fn citation(&self) -> Citation {
        match self {
            Shot::Engaged | Shot::NoWeapon => Citation::line("L723"),
            // Issue 12: unloaded weapons were cited at a blank line.
            Shot::Unloaded => Citation::line("L772"),
            Shot::TargetInMelee => Citation::line("L731"),
            Shot::NoSight { .. } => Citation::both("R-LOS-1", "L729"),
        }
    }
}

/// Fight and duel orders, and powering a combat of a chain.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Melee {
    /// No combat against units in a duel this turn.
    InDuel,
    /// The unit is not in melee with the target.
    NotInMelee { unit: String, target: String },
    /// Only a leader challenges to a duel.
    NotALeader,
    /// The target has no leader to challenge.
    TargetNoLeader,
    /// The challenging leader himself must be in melee with the challenged leader's unit.
    ChallengerNotEngaged,
    /// A duel was already fought by these units this turn.
    DuelFought,
    /// The attacker is not an active unit: it has no orders to power a combat.
    NotActiveToPower { attacker: String },
    /// Powering a combat of the chain needs one more order.
    ChainPowerNeedsOrder,
    /// The combat is not one left in the chain.
    NotInChain { attacker: String, defender: String },
    /// No multiple combat waits for picks.
    NoPicksDue,
    /// Another unit picks now.
    NotYourPick { now: String, unit: String },
    /// The model is not in contact with the unit picked.
    NotInContact { model: String, against: String },
    /// The model touches two enemy units: pick one.
    PickOne { model: String },
    /// The model is picked more than once.
    PickedTwice { model: String },
    /// The model is not one of the unit's in contact with two enemy units.
    NotTorn { model: String, unit: String },
}

impl Melee {
    pub fn citation(&self) -> Citation {
        match self {
            Melee::InDuel | Melee::DuelFought => Citation::line("L795"),
            Melee::NotInMelee { .. } => Citation::line("L654"),
            Melee::NotALeader | Melee::TargetNoLeader | Melee::ChallengerNotEngaged => {
                Citation::line("L776")
            }
            Melee::ChainPowerNeedsOrder => Citation::line("L705"),
            Melee::NotActiveToPower { .. } => Citation::line("L464"),
            Melee::NotInChain { .. } => Citation::line("L711"),
            Melee::NoPicksDue
            | Melee::NotYourPick { .. }
            | Melee::NotInContact { .. }
            | Melee::PickOne { .. }
            | Melee::PickedTwice { .. }
            | Melee::NotTorn { .. } => Citation::line("L719"),
        }
    }
}

/// The models a side chooses to remove as casualties (L929-935, R-CAS-2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Casualties {
    /// No combat waits for a choice of casualties.
    NoneDue,
    /// Another unit chooses now.
    NotThisUnit { now: String, unit: String },
    /// The choice names a different number of models than the unit loses.
    WrongCount { count: u32, casualties: u32 },
    /// The model is named twice.
    Twice { model: String },
    /// The model may not be removed: not of the unit, its leader, or unseen by the shooters.
    NotRemovable { model: String, unit: String },
    /// An engaged model stays while one out of melee is removed.
    EngagedFirst { model: String, engaged: String },
    /// A stand and shoot's casualty from a rank behind while a model of a rank nearer the
    /// shooters stays.
    NearerRankFirst { model: String, nearer: String },
}

impl Casualties {
    pub fn citation(&self) -> Citation {
        match self {
            Casualties::NotRemovable { .. } => Citation::both("R-CAS-2", "L935"),
            Casualties::EngagedFirst { .. } => Citation::both("R-CAS-2", "L929"),
            Casualties::NearerRankFirst { .. } => Citation::both("R-CAS-3", "L864"),
            // One model per casualty (L921).
            Casualties::WrongCount { .. } => Citation::both("R-CAS-2", "L921"),
            _ => Citation::both("R-CAS-2", "L929-935"),
        }
    }
}

/// Reactions: to a charge (flee, stand and shoot) and the opportunity charge.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Reaction {
    /// No charge to react to.
    NoCharge,
    /// The charged unit is gone.
    ChargedGone,
    /// A reaction spends an order and the side has none left.
    NoOrder,
    /// A unit with a used marker cannot flee (skirmishers can).
    FleeUsed,
    /// A unit in melee cannot flee.
    FleeEngaged,
    /// A unit with a used marker cannot stand and shoot.
    StandUsed,
    /// The unit has no shooting weapon.
    StandNoWeapon,
    /// Unloaded weapons: reload first.
    StandUnloaded,
    /// Stand and shoot is a shot (L856), and a unit with a model in melee does not shoot (L723).
    StandEngaged,
    /// Stand and shoot is a shot (L856): at least one model must see the charger (L729).
    StandNoSight,
    /// Only stand and shoot gains by powering: receiving or fleeing has no powered effect
    /// (L474: each order says what powering it does).
    NothingToPower,
    /// No declared move to react to.
    NoDeclaredMove,
    /// The unit already reacted in this pair: its used marker comes when that reaction ends
    /// (L842), and a unit with one does not react (L838).
    AlreadyReacted { unit: String },
    /// The unit cannot charge the mover.
    CannotCharge { unit: String, mover: String },
    /// The point of the way is a share from 0 (start) to 1 (end).
    ShareOutOfRange,
}

impl Reaction {
    pub fn citation(&self) -> Citation {
        match self {
            Reaction::NoCharge | Reaction::ChargedGone => Citation::line("L620"),
            // Issue 12: the reaction's cost was cited at the Lead heading.
            Reaction::NoOrder => Citation::line("L464"),
            // Issue 12: flee was cited at stand and shoot's last line; skirmishers flee when used
            // at L886 (was cited at the flight's dice).
            Reaction::FleeUsed => Citation::line("L872, L886"),
            Reaction::FleeEngaged => Citation::line("L872"),
            Reaction::StandUsed | Reaction::StandNoWeapon => Citation::line("L856"),
            Reaction::NoDeclaredMove => Citation::line("L850"),
            // Issue 12: unloaded weapons were cited at a blank line.
            Reaction::StandUnloaded => Citation::line("L772"),
            // Issue 12: stand and shoot is a shot, so the shot's own conditions hold.
            Reaction::StandEngaged => Citation::line("L856, L723"),
            Reaction::StandNoSight => Citation::line("L856, L729"),
            Reaction::NothingToPower => Citation::line("L472, L474"),
            Reaction::CannotCharge { .. } => Citation::line("L848"),
            Reaction::AlreadyReacted { .. } => Citation::line("L838, L842"),
            Reaction::ShareOutOfRange => Citation::line("L852"),
        }
    }
}
