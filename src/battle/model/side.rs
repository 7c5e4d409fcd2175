//! The battle's two sides (*bandos*): how files write them (0 and 1) and how players number
//! them (Side 1 and Side 2).

use serde::{Deserialize, Serialize};

/// One of the battle's two sides (*bando*): the first, written 0 in files (deployment zones,
/// saves, events), or the second, written 1. Players call them Side 1 and Side 2. A number
/// other than 0 or 1 is refused when a file is read.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Default,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(try_from = "u8", into = "u8")]
#[schemars(with = "u8")]
pub struct Side(u8);

impl Side {
    /// The first side (0 in files).
    pub const FIRST: Side = Side(0);
    /// The second side (1 in files).
    pub const SECOND: Side = Side(1);
    /// Both sides, the first first.
    pub const BOTH: [Side; 2] = [Side::FIRST, Side::SECOND];

    /// The side's place in the state's pairs of values (`sides`, `orders`...): 0 or 1.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The enemy side.
    pub const fn other(self) -> Side {
        Side(1 - self.0)
    }

    /// The side as players number it: 1 or 2.
    pub const fn number(self) -> u8 {
        self.0 + 1
    }

    /// The side written `n` in files, if it is 0 or 1.
    pub const fn from_index(n: usize) -> Option<Side> {
        match n {
            0 => Some(Side::FIRST),
            1 => Some(Side::SECOND),
            _ => None,
        }
    }
}

/// The side as files write it, 0 or 1, as it read when sides were plain numbers.
impl std::fmt::Debug for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The side as files write it: 0 or 1 (`sides[0]`).
impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl TryFrom<u8> for Side {
    type Error = String;

    fn try_from(n: u8) -> Result<Side, String> {
        Side::from_index(usize::from(n)).ok_or_else(|| format!("side {n} is not 0 or 1"))
    }
}

impl From<Side> for u8 {
    fn from(side: Side) -> u8 {
        side.0
    }
}

/// The other side.
pub fn other(side: Side) -> Side {
    side.other()
}
