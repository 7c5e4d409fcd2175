//! Where a staged combat stands and what it asks for next: the two roles, the rolls a stage
//! makes and the stages in order.

use serde::{Deserialize, Serialize};

/// The two units of a combat: the active unit (or shooter) and the one receiving it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Attacker,
    Defender,
}

impl Role {
    pub(super) fn index(self) -> usize {
        match self {
            Role::Attacker => 0,
            Role::Defender => 1,
        }
    }

    pub(super) fn other(self) -> Role {
        match self {
            Role::Attacker => Role::Defender,
            Role::Defender => Role::Attacker,
        }
    }
}

/// Which roll of the combat a stage makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum StageRoll {
    /// The combat (success) roll: both sides' dice at once in melee (L664), the shooter's when
    /// shooting.
    Combat,
    /// The wound dice: both sides' in melee, the shooter's when shooting.
    Wounds,
    /// 1D6 to move one wound from `role`'s unit leader to the unit (R-WOUND-4).
    ProtectLeader { role: Role },
    /// `role`'s Honor test (R-RES-2, R-DICE-3): 1D6, or 2D6 keep the better (L430).
    Honor { role: Role },
}

/// What the combat needs next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Need {
    /// Dice for `roll`, one per entry of `owners` (whose die it is), in this order.
    Dice { roll: StageRoll, owners: Vec<Role> },
    /// `role`'s side decides whether to protect its unit leader from wound `wound` of `of`.
    ProtectChoice { role: Role, wound: u32, of: u32 },
    /// Resolved: [`StagedCombat::report`].
    Done,
}

/// Where the resolution stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", rename_all = "snake_case")]
pub enum Stage {
    Combat,
    Wounds,
    /// `role`'s side is asked about its leader's wound number `asked + 1`.
    ProtectChoice {
        role: Role,
        asked: u32,
    },
    /// `role`'s side protects that wound: its die.
    ProtectDie {
        role: Role,
        asked: u32,
    },
    Honor {
        role: Role,
    },
    Done,
}
