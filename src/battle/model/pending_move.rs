//! A declared move waiting for the enemy's answer (L850) and what kind of move it is, kept on
//! the state while an opportunity charge (*carga de oportunidad*, L846-852) may be declared
//! against it. The charge itself is `battle::opportunity`.

use serde::{Deserialize, Serialize};

use crate::battle::model::combat::ChainEnd;
use crate::battle::model::command::ModelMove;
use crate::battle::model::side::Side;

/// A declared move waiting for the enemy's answer (L850), and the opportunity charge against it
/// once declared.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PendingMove {
    /// The moving unit and its side.
    pub unit: String,
    pub side: Side,
    pub moves: Vec<ModelMove>,
    /// How far each model may go: a run's roll (R-MOV-1); none for a move or a disengage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_cm: Option<f64>,
    /// A disengage (L566): the army may have been wiped out by its wounds.
    #[serde(default)]
    pub disengage: bool,
    /// The unit charging it, once declared.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub charger: Option<String>,
    #[serde(default)]
    pub powered: bool,
    /// Where along the way (0 start, 1 end) the charging player wants to catch the mover.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<f64>,
    /// What kind of move it is (a move order when absent).
    #[serde(default, skip_serializing_if = "MoveKind::is_order")]
    pub kind: MoveKind,
    /// The mover was caught and the fight is under way: what follows the move waits for it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub caught: bool,
}

impl PendingMove {
    /// A move of `unit` declared by `side`; `max` is a run's roll (infinite otherwise).
    pub fn new(side: Side, unit: &str, moves: &[ModelMove], max: f64, disengage: bool) -> Self {
        PendingMove {
            unit: unit.to_string(),
            side,
            moves: moves.to_vec(),
            max_cm: max.is_finite().then_some(max),
            disengage,
            charger: None,
            powered: false,
            at: None,
            kind: MoveKind::Order,
            caught: false,
        }
    }
}

/// What kind of move an opportunity charge answers, and what follows it.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum MoveKind {
    /// A move, run or disengage order (L462-497).
    #[default]
    Order,
    /// A charge toward `target` (L602-630), before its roll; `also` the other units charged at
    /// once (L616, R-CHG-2).
    Charge {
        target: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        also: Vec<String>,
    },
    /// A flight from `charger`'s charge (L864-877), `distance_cm` rolled.
    Flight { charger: String, distance_cm: f64 },
    /// A fall back or retreat (L962-976) away from `enemy`, the units it `fought` left out of
    /// the charge; `killed` are the models that run into enemy models at the end of their way
    /// (L976); `chain` the multiple combat's losers still to test (L715), when it is one of them.
    FallBack {
        enemy: String,
        fought: Vec<String>,
        retreat: bool,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        killed: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chain: Option<ChainEnd>,
    },
    /// The winner's melee move after a melee (L994-996), as its player declared it.
    MeleeMove,
    /// A pursuit of the retreating `fleeing` (L978-986); `caught` are the retreating models the
    /// pursuers reach at the end of their ways (L986).
    Pursuit {
        fleeing: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        caught: Vec<String>,
    },
}

impl MoveKind {
    pub fn is_order(&self) -> bool {
        *self == MoveKind::Order
    }

    /// Units that may not make this opportunity charge: the units charged at once by a charge
    /// on several (each answers it as a charged unit, R-CHG-2; the single target of a charge
    /// may, L620, R-OPP-4), the unit whose charge is fled (it is charging already), the units a
    /// falling-back unit fought (they pursue, L978).
    pub fn not_chargers(&self) -> Vec<String> {
        match self {
            MoveKind::Order | MoveKind::MeleeMove => Vec::new(),
            MoveKind::Charge { also, .. } if also.is_empty() => Vec::new(),
            MoveKind::Charge { target, also } => {
                std::iter::once(target).chain(also).cloned().collect()
            }
            MoveKind::Flight { charger, .. } => vec![charger.clone()],
            MoveKind::FallBack { fought, .. } => fought.clone(),
            MoveKind::Pursuit { fleeing, .. } => vec![fleeing.clone()],
        }
    }
}
