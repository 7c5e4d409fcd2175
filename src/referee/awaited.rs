//! The battle awaits only a question its state can answer: a casualty choice or a leader's
//! protection while a combat is rolled, a charge reaction while a charge is declared, a fight
//! back while a fight is, a duel's answer while a challenge waits, the next combat while a
//! multiple combat is under way, a pursuit or a melee move while one is offered, an
//! opportunity charge while a move waits for it, offerings while a roll does, the cards to keep
//! while some were drawn. An old save was found waiting for a casualty choice with no combat.

use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::state::BattleState;

use super::breach::{Breach, Invariant, Lacking};
use super::walk::{At, Check};

pub(super) struct Awaited;

/// What the state lacks for the question it awaits, if anything.
fn lacking(s: &BattleState) -> Option<Lacking> {
    let aftermath = s.aftermath().as_ref();
    let chain = aftermath.and_then(|a| a.chain.as_ref());
    let (has, lacking) = match s.awaiting() {
        Awaiting::ChooseCasualties { .. } | Awaiting::ProtectLeader { .. } => {
            (s.combat().is_some(), Lacking::Combat)
        }
        Awaiting::ChargeReaction { .. } => (s.charge().is_some(), Lacking::Charge),
        Awaiting::FightBack { .. } => (
            s.fight().is_some() || chain.is_some_and(|c| c.first.is_some()),
            Lacking::Fight,
        ),
        Awaiting::DuelAnswer { .. } => (s.duel().is_some(), Lacking::Duel),
        Awaiting::DuelStake { .. } => (s.command_duel().is_some(), Lacking::CommandDuel),
        Awaiting::NextCombat { .. } => (chain.is_some(), Lacking::MultipleCombat),
        Awaiting::PickOpponents { .. } => (
            chain.is_some_and(|c| !c.to_pick.is_empty()),
            Lacking::OpponentsToPick,
        ),
        Awaiting::Pursuit { .. } => (
            aftermath.is_some_and(|a| !a.pursuits.is_empty()),
            Lacking::Pursuit,
        ),
        Awaiting::MeleeMove { .. } => (
            aftermath.is_some_and(|a| !a.melee_moves.is_empty()),
            Lacking::MeleeMove,
        ),
        Awaiting::OpportunityCharge { .. } => (s.pending_move().is_some(), Lacking::PendingMove),
        Awaiting::Offerings { .. } => (s.roll().is_some() || s.combat().is_some(), Lacking::Roll),
        Awaiting::KeepCards { side } => (!s.drawn()[side.index()].is_empty(), Lacking::DrawnCards),
        _ => (true, Lacking::Combat),
    };
    (!has).then_some(lacking)
}

impl Check for Awaited {
    fn entry_done(&mut self, state: &BattleState, at: At, out: &mut Vec<Breach>) {
        if let Some(lacking) = lacking(state) {
            out.push(at.breach(Invariant::AwaitingUnanswerable {
                awaiting: state.awaiting(),
                lacking,
            }));
        }
    }
}
