//! What the battle waits for: the one decision, and whose it is, that the next command must
//! answer (besides the interruptions: offerings, command duel, commander orders).

use serde::{Deserialize, Serialize};

use crate::battle::model::side::Side;

/// The decision the battle waits for. Only commands answering it are legal (besides the
/// interruptions: offerings, command duel, commander orders).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "awaiting", rename_all = "snake_case")]
pub enum Awaiting {
    /// The higher commander level decides who places extra terrain first (L185).
    TerrainOrder { side: Side },
    /// `side` places extra terrain pieces or finishes.
    ExtraTerrain { side: Side },
    /// `side` picks its first commander order and the five of its deck (R-DECK-2, L199).
    CommanderOrders { side: Side },
    /// The strategy roll's winner picks its table side, with the part the scenario gives it
    /// (R-SCEN-1).
    ChooseTableSide { side: Side },
    /// `side` deploys a model: the first of a unit not yet on the table, or any other.
    Deploy { side: Side },
    /// `side` keeps hand-size cards of those drawn (R-DECK-1, L236).
    KeepCards { side: Side },
    /// `side` keeps one of its two commander orders (R-DECK-2, L238).
    KeepCommanderOrder { side: Side },
    /// Offerings to the gods on a roll, `side` speaks (R-DECK-4).
    Offerings { side: Side },
    /// The initiative holder picks the active side of the next pair (L268).
    ActiveSide { side: Side },
    /// `side` picks its active unit (L272).
    ChooseUnit { side: Side },
    /// `side` spends an order of its active unit or holds (L283-289).
    SpendOrder { side: Side },
    /// The charged side reacts: flee, stand and shoot, or nothing (L620, L854-886).
    ChargeReaction { side: Side },
    /// The side of a unit that must fight back decides whether to power it (L638, L705).
    FightBack { side: Side },
    /// The challenged leader's side accepts or refuses the duel (L778).
    DuelAnswer { side: Side },
    /// The initiative holder stakes cards in a command duel (R-DECK-3).
    DuelStake { side: Side },
    /// `side` may discard a card for a commander activation or end its turn (L1033).
    CommanderActivation { side: Side },
    /// A wound fell on `side`'s unit leader: protect him (1D6, 4+ the unit takes it) or not
    /// (R-WOUND-4, L915-917).
    ProtectLeader { side: Side },
    /// `side`'s unit activated its ki and has several ki abilities: it chooses one (L1055).
    KiAbility { side: Side },
    /// The side that declared a multiple combat picks its next combat (L713).
    NextCombat { side: Side },
    /// `side` picks whom its models touching two enemy units fight in the multiple combat
    /// (L719).
    PickOpponents { side: Side },
    /// `side` picks which models of its unit are removed as casualties, engaged ones first
    /// in melee, seen ones in a shot (L929-935, R-CAS-2).
    ChooseCasualties { side: Side },
    /// The winner whose enemy retreats may try to pursue it (L980).
    Pursuit { side: Side },
    /// The winner may make a melee move (L994).
    MeleeMove { side: Side },
    /// An enemy unit declared a move: `side` may make an opportunity charge against it (L846-852).
    OpportunityCharge { side: Side },
    /// The battle is over.
    Nothing,
}

impl Awaiting {
    /// A decision of the pair between orders (L268-289): the active side, a unit to activate,
    /// an order to spend. Commander orders are used only then, and a command duel declared then
    /// gives way to the pair's next decision under the new initiative.
    pub fn between_orders(&self) -> bool {
        matches!(
            self,
            Awaiting::ActiveSide { .. } | Awaiting::ChooseUnit { .. } | Awaiting::SpendOrder { .. }
        )
    }
}
