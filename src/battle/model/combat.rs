//! A combat under way, kept on the state between the player's decisions: the fight or shot
//! being rolled stage by stage (R-DECK-4, R-WOUND-4), what the battle does once it is over, and
//! a multiple combat's chain (L709-719) with its picks and its losers still to test Honor
//! (L715). The rules that move them on are in `battle::combat`.

use serde::{Deserialize, Serialize};

use crate::battle::model::side::Side;
use crate::rules::staged::{Face, Role, StagedCombat};

/// What the battle does once the combat is over.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "then", rename_all = "snake_case")]
pub enum AfterCombat {
    /// The pair goes on after `side`'s order (L283).
    Order { side: Side },
    /// The next decision of the pair (a combat of a multiple combat, L713).
    NextAction,
    /// The charge goes on after the target stood and shot (R-POOL-3): its roll `success`ed or
    /// not, reaching `reach_cm`; `stands_done` of the charged units' stand and shoot made
    /// (R-CHG-2: one each, in order; absent in saves from before, when the only one was made).
    Charge {
        success: bool,
        reach_cm: f64,
        #[serde(default = "all_stands_done")]
        stands_done: u8,
    },
}

/// The stand and shoot count of a charge saved before a charge had several targets: its one
/// stand and shoot was made before the battle went on.
fn all_stands_done() -> u8 {
    u8::MAX
}

/// The fight or shot under way.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CombatUnderWay {
    /// The side of the attacker (or shooter) and of the defender (or target).
    pub sides: [Side; 2],
    /// The fight as declared; none for a shot.
    pub fight: Option<FightDeclared>,
    /// The shooter and the target of a shot (the fight's units otherwise).
    pub units: [String; 2],
    pub staged: StagedCombat,
    /// The fall back or retreat dice of the unit whose Honor test failed, once rolled (L966).
    pub fall_back_dice: Option<Vec<Face>>,
    pub then: AfterCombat,
    /// The casualties each side chose for its unit, once asked (L929-935, R-CAS-2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub casualties_chosen: Vec<CasualtyPick>,
}

/// The models a side chose to remove from its unit as casualties (L929-935, R-CAS-2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CasualtyPick {
    pub unit: String,
    pub models: Vec<String>,
}

impl CombatUnderWay {
    /// The side of the attacker (or shooter) or of the defender (or target).
    pub fn side_of(&self, role: Role) -> Side {
        match role {
            Role::Attacker => self.sides[0],
            Role::Defender => self.sides[1],
        }
    }

    /// The unit of the attacker (or shooter) or of the defender (or target).
    pub fn unit_of(&self, role: Role) -> &str {
        match role {
            Role::Attacker => &self.units[0],
            Role::Defender => &self.units[1],
        }
    }
}

/// What one unit lost in the combats of a chain so far.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ChainLoss {
    pub unit: String,
    pub casualties: u32,
    pub leader_died: bool,
    /// The enemy units it fought, first first.
    pub enemies: Vec<String>,
}

/// A multiple combat under way.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Chain {
    /// The side that declared the first fight: it orders the combats (L713).
    pub declarer: Side,
    /// Combats still to fight: the declaring side's unit against the enemy unit, each
    /// profile's models of a mixed raid unit in a combat of their own (R-RAID-6).
    pub left: Vec<ChainCombat>,
    /// Models that fought in a combat of the chain.
    pub fought: Vec<String>,
    pub losses: Vec<ChainLoss>,
    /// Units still to pick whom their models touching two enemy units fight, the first now
    /// (L719).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub to_pick: Vec<String>,
    /// The picks made (L719).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub picks: Vec<crate::battle::model::combat::OpponentPick>,
    /// The declared combat, waiting for the picks before it is rolled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<Box<crate::battle::model::combat::FirstCombat>>,
    /// Reacting units that spent their reaction order in the chain (L466, `chain_power`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reacted: Vec<String>,
    /// (charger, unit) pairs of a charge on several units (L616, R-CHG-2): each such later
    /// combat is fought as after a charge.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub charged: Vec<(String, String)>,
}

/// The losers of a multiple combat still to test Honor, kept in the aftermath.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ChainEnd {
    /// The losing units still to test, the first one now, with the enemies each fought.
    pub losers: Vec<ChainLoss>,
    /// The losers that retreated so far (they may be pursued, L980).
    pub retreated: Vec<String>,
    /// (winner, loser) pairs that fought each other.
    pub pairs: Vec<(String, String)>,
    /// Whether a roll waited for offerings: the combat's own follow-up has already run, so the
    /// battle goes on from here once the losers are done.
    pub paused: bool,
}

/// One model's pick: the enemy unit it fights (L719).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpponentPick {
    pub model: String,
    pub against: String,
}

/// The first combat of a chain, waiting for the picks before it is rolled.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FirstCombat {
    pub fight: FightDeclared,
    pub defender_spent: bool,
    pub defender_powered: bool,
    pub then: AfterCombat,
}

/// Which profile's models of a mixed raid unit fight a combat (R-RAID-6), for the attacker and
/// the defender: the profile's place in its unit, 0 for the unit's own profile (its unit leader
/// fights with them), then each profile of its `mixed` in the list's order. None: the whole
/// unit, as every unit of one profile fights.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Serialize, Deserialize)]
pub struct ProfileGroups {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacker: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defender: Option<u32>,
}

impl ProfileGroups {
    /// Both units fight whole: neither is divided by its profiles.
    pub fn is_whole(&self) -> bool {
        self.attacker.is_none() && self.defender.is_none()
    }

    /// The groups seen from the other side: the defender's first.
    pub fn swapped(self) -> Self {
        ProfileGroups {
            attacker: self.defender,
            defender: self.attacker,
        }
    }
}

/// One combat of a multiple combat still to fight (L713): the declaring side's unit, the
/// enemy unit, and the profiles of a mixed raid unit that fight it (R-RAID-6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SavedChainCombat")]
pub struct ChainCombat {
    pub attacker: String,
    pub defender: String,
    #[serde(default, skip_serializing_if = "ProfileGroups::is_whole")]
    pub groups: ProfileGroups,
}

impl ChainCombat {
    /// The combat of two whole units.
    pub fn whole(attacker: &str, defender: &str) -> Self {
        ChainCombat {
            attacker: attacker.to_string(),
            defender: defender.to_string(),
            groups: ProfileGroups::default(),
        }
    }

    /// Whether it is a combat of `attacker` against `defender`, whichever profiles fight it.
    pub fn of_units(&self, attacker: &str, defender: &str) -> bool {
        self.attacker == attacker && self.defender == defender
    }
}

/// A combat left in a chain as saves keep it: a pair of unit ids in saves from before raids
/// divided a combat by profile, the combat with its groups since.
#[derive(Deserialize)]
#[serde(untagged)]
enum SavedChainCombat {
    Pair(String, String),
    Combat {
        attacker: String,
        defender: String,
        #[serde(default)]
        groups: ProfileGroups,
    },
}

impl From<SavedChainCombat> for ChainCombat {
    fn from(saved: SavedChainCombat) -> Self {
        match saved {
            SavedChainCombat::Pair(attacker, defender) => ChainCombat::whole(&attacker, &defender),
            SavedChainCombat::Combat {
                attacker,
                defender,
                groups,
            } => ChainCombat {
                attacker,
                defender,
                groups,
            },
        }
    }
}

/// A fight waiting for the defender's decision (L638).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FightDeclared {
    pub attacker: String,
    pub defender: String,
    pub powered: bool,
    pub after_charge: bool,
    /// A duel between the two units' leaders only (L805).
    pub duel: bool,
    /// The fight follows a charge on several units (L616, R-CHG-2): the other units charged,
    /// each fought as charged in the multiple combat that follows.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_charged: Vec<String>,
    /// The profiles of a mixed raid unit that fight this combat of a divided fight
    /// (R-RAID-6); whole units otherwise.
    #[serde(default, skip_serializing_if = "ProfileGroups::is_whole")]
    pub groups: ProfileGroups,
}
