//! One die as it finally counts, with the card an offering added to it (L1029): whether a
//! success, wound or protect-the-leader die succeeds, and the dice as a step records them.

use serde::{Deserialize, Serialize};

use crate::rules::dice::SuccessRoll;
use crate::rules::step::DieOffering;
use crate::rules::wounds::{WoundResult, WoundRoll, protect_die_succeeds};

/// One die as it finally counts: its natural value and the card value an offering added to it
/// (L1029). Natural 1s and 6s are read on the natural value (R-DICE-1, R-WOUND-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Face {
    pub natural: u8,
    #[serde(default)]
    pub bonus: u8,
}

impl Face {
    pub fn new(natural: u8) -> Self {
        Face { natural, bonus: 0 }
    }

    /// Natural value plus the offered card.
    pub fn total(self) -> i32 {
        i32::from(self.natural) + i32::from(self.bonus)
    }
}

/// The dice's natural values, as a step records them.
pub(super) fn naturals(faces: &[Face]) -> Vec<u8> {
    faces.iter().map(|f| f.natural).collect()
}

/// The dice an offering added a card to (L1029), each with its card, counting from 1.
pub(super) fn offerings(faces: &[Face]) -> Vec<DieOffering> {
    faces
        .iter()
        .enumerate()
        .filter(|(_, f)| f.bonus > 0)
        .map(|(i, f)| DieOffering {
            die: i as u32 + 1,
            bonus: f.bonus,
        })
        .collect()
}

/// A success die with its offered card (R-DICE-1): natural 6 always, natural 1 never.
pub fn success_with(roll: &SuccessRoll, f: Face) -> bool {
    match f.natural {
        6 => true,
        1 => false,
        _ if roll.only_natural_six => false,
        _ => f.total() + roll.modifier >= 4,
    }
}

/// A wound die with its offered card (R-WOUND-1): natural 1 nothing, natural 6 critical.
pub fn wound_with(roll: &WoundRoll, f: Face) -> WoundResult {
    match f.natural {
        1 | 6 => roll.result(f.natural),
        _ if f.total() + roll.modifier >= roll.difficulty => WoundResult::UnitWound,
        _ if roll.shooting => WoundResult::Nothing,
        _ => WoundResult::Stun,
    }
}

/// A protect-the-leader die with its offered card: 4+ (L917).
pub(super) fn protect_die_succeeds_with(f: Face) -> bool {
    protect_die_succeeds(f.total().clamp(0, 255) as u8)
}
