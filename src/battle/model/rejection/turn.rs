//! Rejections of the turn's machinery: a malformed command, a command out of its turn, the
//! activation and the orders it spends (L256-304, L440-472).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::Citation;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::OrderKind;
use crate::battle::model::side::Side;

/// A command that cannot be read as one: numbers that are not numbers, a side that is not.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Input {
    /// A coordinate or facing is NaN or infinite.
    NotFinite,
    /// The command's side is not 0 or 1.
    NoSide { side: Side },
}

impl Input {
    pub fn citation(&self) -> Citation {
        match self {
            Input::NotFinite | Input::NoSide { .. } => Citation::rule("R-UNIT-2"),
        }
    }
}

/// A decision the battle waits for ([`Awaiting`] without its side): what a refused command
/// answered, and what the battle waits for instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    TerrainOrder,
    ExtraTerrain,
    CommanderOrders,
    Deploy,
    KeepCards,
    KeepCommanderOrder,
    Offerings,
    ActiveSide,
    ChooseUnit,
    SpendOrder,
    ChargeReaction,
    FightBack,
    DuelAnswer,
    DuelStake,
    CommanderActivation,
    ProtectLeader,
    KiAbility,
    NextCombat,
    PickOpponents,
    ChooseCasualties,
    ChooseTableSide,
    Pursuit,
    MeleeMove,
    OpportunityCharge,
    Nothing,
}

impl Decision {
    /// The decision `awaiting` asks for, and of which side.
    pub fn of(awaiting: &Awaiting) -> (Decision, Option<Side>) {
        use Awaiting as A;
        let (d, side) = match awaiting {
            A::TerrainOrder { side } => (Decision::TerrainOrder, *side),
            A::ExtraTerrain { side } => (Decision::ExtraTerrain, *side),
            A::CommanderOrders { side } => (Decision::CommanderOrders, *side),
            A::Deploy { side } => (Decision::Deploy, *side),
            A::KeepCards { side } => (Decision::KeepCards, *side),
            A::KeepCommanderOrder { side } => (Decision::KeepCommanderOrder, *side),
            A::Offerings { side } => (Decision::Offerings, *side),
            A::ActiveSide { side } => (Decision::ActiveSide, *side),
            A::ChooseUnit { side } => (Decision::ChooseUnit, *side),
            A::SpendOrder { side } => (Decision::SpendOrder, *side),
            A::ChargeReaction { side } => (Decision::ChargeReaction, *side),
            A::FightBack { side } => (Decision::FightBack, *side),
            A::DuelAnswer { side } => (Decision::DuelAnswer, *side),
            A::DuelStake { side } => (Decision::DuelStake, *side),
            A::CommanderActivation { side } => (Decision::CommanderActivation, *side),
            A::ProtectLeader { side } => (Decision::ProtectLeader, *side),
            A::KiAbility { side } => (Decision::KiAbility, *side),
            A::NextCombat { side } => (Decision::NextCombat, *side),
            A::PickOpponents { side } => (Decision::PickOpponents, *side),
            A::ChooseCasualties { side } => (Decision::ChooseCasualties, *side),
            A::ChooseTableSide { side } => (Decision::ChooseTableSide, *side),
            A::Pursuit { side } => (Decision::Pursuit, *side),
            A::MeleeMove { side } => (Decision::MeleeMove, *side),
            A::OpportunityCharge { side } => (Decision::OpportunityCharge, *side),
            A::Nothing => return (Decision::Nothing, None),
        };
        (d, Some(side))
    }

    /// The rule that says when a command answering this decision is given.
    pub fn citation(self) -> Citation {
        match self {
            Decision::TerrainOrder => Citation::line("L185"),
            Decision::ExtraTerrain => Citation::line("L180"),
            Decision::CommanderOrders | Decision::KeepCommanderOrder => Citation::rule("R-DECK-2"),
            Decision::Deploy => Citation::line("L211-212"),
            Decision::KeepCards => Citation::rule("R-DECK-1"),
            Decision::Offerings => Citation::rule("R-DECK-4"),
            Decision::ActiveSide => Citation::line("L270"),
            Decision::ChooseUnit => Citation::line("L274"),
            Decision::SpendOrder => Citation::line("L289"),
            Decision::ChargeReaction => Citation::line("L620"),
            Decision::FightBack => Citation::line("L656"),
            Decision::DuelAnswer => Citation::line("L778"),
            Decision::DuelStake => Citation::rule("R-DECK-3"),
            Decision::CommanderActivation => Citation::line("L1035"),
            Decision::ProtectLeader => Citation::rule("R-WOUND-4"),
            Decision::KiAbility => Citation::line("L1055"),
            Decision::NextCombat => Citation::line("L713"),
            Decision::PickOpponents => Citation::line("L719"),
            Decision::ChooseCasualties => Citation::both("R-CAS-2", "L929-935"),
            Decision::ChooseTableSide => Citation::both("R-SCEN-1", "L210"),
            Decision::Pursuit => Citation::line("L980"),
            Decision::MeleeMove => Citation::line("L996"),
            Decision::OpportunityCharge => Citation::line("L850"),
            Decision::Nothing => Citation::line("L228"),
        }
    }
}

/// A command out of its turn, or an activation's order the pair cannot give.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Turn {
    /// The battle is over.
    BattleOver,
    /// The command answers `answers`; the battle waits for `awaiting` by `side`.
    NotAwaited {
        answers: Decision,
        awaiting: Decision,
        side: Option<Side>,
    },
    /// The active side chosen is not 0 or 1.
    ActiveNotASide { active: Side },
    /// No unit of that id to activate.
    NoUnitToActivate { unit: String },
    /// The unit is the enemy's or out of play.
    NotYourUnitInPlay { unit: String, side: Side },
    /// The unit has a used marker.
    UsedMarker { unit: String },
    /// No pair of activations is under way.
    NoActivation,
    /// The side spent its orders.
    NoOrderLeft,
    /// The unit is not active in the pair.
    NotActive { unit: String },
    /// No unit of that id gives the order.
    NoUnitToOrder { unit: String },
    /// The order costs more orders than are left.
    OrderCost {
        order_kind: OrderKind,
        cost: u32,
        left: u32,
    },
    /// Powering needs `orders` more orders than the side has.
    PowerNeedsOrders { orders: u32 },
    /// The active unit already gave its voluntary combat order.
    OneCombatOrder,
}

impl Turn {
    /// What the battle waits for, when it is not what the command answers.
    pub fn not_awaited(answers: Decision, awaiting: &Awaiting) -> Turn {
        let (awaiting, side) = Decision::of(awaiting);
        Turn::NotAwaited {
            answers,
            awaiting,
            side,
        }
    }

    pub fn citation(&self) -> Citation {
        match self {
            Turn::BattleOver => Citation::line("L228"),
            Turn::NotAwaited { answers, .. } => answers.citation(),
            Turn::ActiveNotASide { .. } => Citation::line("L270"),
            Turn::NoUnitToActivate { .. }
            | Turn::NotYourUnitInPlay { .. }
            | Turn::UsedMarker { .. } => Citation::line("L274"),
            Turn::NoActivation | Turn::NoOrderLeft => Citation::line("L289"),
            Turn::NotActive { .. } | Turn::NoUnitToOrder { .. } => Citation::line("L276, L289"),
            Turn::OrderCost { .. } | Turn::PowerNeedsOrders { .. } => Citation::line("L293, L472"),
            // Issue 12: "one combat order" was cited at the Parapet heading.
            Turn::OneCombatOrder => Citation::line("L468, L602"),
        }
    }
}
