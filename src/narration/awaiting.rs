//! What the battle waits for: the decision it awaits, the side named (`awaiting.ftl`).

use super::words::{say, t};
use crate::battle::Awaiting;
use crate::battle::model::names::Names;
use crate::i18n::Language as Lang;

/// What the battle waits for, in words, the side named.
pub fn awaiting_line(lang: Lang, names: &dyn Names, a: &Awaiting) -> String {
    let (key, side) = match a {
        Awaiting::TerrainOrder { side } => ("await-terrain-order", *side),
        Awaiting::ExtraTerrain { side } => ("await-extra-terrain", *side),
        Awaiting::CommanderOrders { side } => ("await-commander-orders", *side),
        Awaiting::Deploy { side } => ("await-deploy", *side),
        Awaiting::KeepCards { side } => ("await-keep-cards", *side),
        Awaiting::KeepCommanderOrder { side } => ("await-keep-order", *side),
        Awaiting::Offerings { side } => ("await-offerings", *side),
        Awaiting::ActiveSide { side } => ("await-active-side", *side),
        Awaiting::ChooseUnit { side } => ("await-choose-unit", *side),
        Awaiting::SpendOrder { side } => ("await-spend-order", *side),
        Awaiting::ChargeReaction { side } => ("await-charge-reaction", *side),
        Awaiting::FightBack { side } => ("await-fight-back", *side),
        Awaiting::DuelAnswer { side } => ("await-duel-answer", *side),
        Awaiting::DuelStake { side } => ("await-duel-stake", *side),
        Awaiting::CommanderActivation { side } => ("await-commander-activation", *side),
        Awaiting::KiAbility { side } => ("await-ki-ability", *side),
        Awaiting::NextCombat { side } => ("await-next-combat", *side),
        Awaiting::PickOpponents { side } => ("await-pick-opponents", *side),
        Awaiting::ChooseCasualties { side } => ("await-choose-casualties", *side),
        Awaiting::ChooseTableSide { side } => ("await-choose-table-side", *side),
        Awaiting::ProtectLeader { side } => ("await-protect-leader", *side),
        Awaiting::Pursuit { side } => ("await-pursuit", *side),
        Awaiting::MeleeMove { side } => ("await-melee-move", *side),
        Awaiting::OpportunityCharge { side } => ("await-opportunity-charge", *side),
        Awaiting::Nothing => return t(lang, "await-nothing"),
    };
    say(lang, key, &[("side", &names.side(side))])
}
