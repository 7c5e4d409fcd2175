//! What is left to do after a melee (*tras el combate*, L962-996), kept on the state: a
//! multiple combat under way, the pursuits to offer (L978-986) and the winners' melee moves
//! (L994-996). The steps themselves are `battle::aftermath`.

use serde::{Deserialize, Serialize};

use crate::battle::model::combat::Chain;

/// A winner that may pursue a retreating enemy (L978).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Pursuit {
    pub pursuer: String,
    pub fleeing: String,
}

/// What is left to do after a melee.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Aftermath {
    /// A multiple combat under way: the combats still to fight and what each unit lost.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chain: Option<Chain>,
    /// Pursuits to offer, the first one now (L978-986).
    #[serde(default)]
    pub pursuits: Vec<Pursuit>,
    /// Winning units that may still make a melee move, the first one now (L994-996).
    #[serde(default)]
    pub melee_moves: Vec<String>,
    /// The losers of a multiple combat still testing Honor and falling back (L715).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chain_end: Option<crate::battle::model::combat::ChainEnd>,
}

impl Aftermath {
    pub fn is_empty(&self) -> bool {
        self.chain.is_none()
            && self.chain_end.is_none()
            && self.pursuits.is_empty()
            && self.melee_moves.is_empty()
    }
}
