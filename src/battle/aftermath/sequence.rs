//! After the melee (Spanish *tras el combate*, L962-996): what is left to do once a fight (or
//! every fight of a multiple combat, L709-719) is resolved, in the book's order: pursuits of
//! retreating units (L978-986, a choice of the winner), removal of isolated models (L988-992)
//! and the winners' melee moves (L994-996, a choice too).
//!
//! The steps waiting for a player are kept in [`Aftermath`] on the state; [`awaits_decision`]
//! asks for the next one before the pair of activations goes on (`flow::next_action`). A fight
//! comes here once its result is read (`combat::fight::after_fight`, [`after_result`]).

use crate::battle::aftermath::kept::{current, set};
use crate::battle::engine::ctx::Ctx;
use crate::battle::model::aftermath::Aftermath;
use crate::battle::model::aftermath::Pursuit;
use crate::battle::model::awaiting::Awaiting;

/// After the result and the fall backs (L978-996): `winners` are (winner, loser) pairs,
/// `retreated` the units that retreat.
pub fn after_result(ctx: &mut Ctx, winners: &[(String, String)], retreated: &[String]) {
    let mut a = current(ctx);
    a.chain = None;
    a.chain_end = None;
    for (w, l) in winners {
        if retreated.contains(l)
            && crate::battle::aftermath::pursuers::may_pursue(ctx.state(), w, l)
            && !a.pursuits.iter().any(|p| &p.pursuer == w)
        {
            a.pursuits.push(Pursuit {
                pursuer: w.clone(),
                fleeing: l.clone(),
            });
        }
        if !a.melee_moves.contains(w) {
            a.melee_moves.push(w.clone());
        }
    }
    set(ctx, a);
    advance(ctx);
}

/// Does the automatic steps until a player must choose: after the pursuits, the isolated
/// models go (L988); melee moves are offered only to winners with a model free to move.
pub fn advance(ctx: &mut Ctx) {
    if ctx.state().phase() == crate::battle::model::state::Phase::Ended {
        set(ctx, Aftermath::default());
        return;
    }
    let mut a = current(ctx);
    // A loser's fall back waiting for an opportunity charge (L846-852) goes first.
    if a.chain.is_some()
        || a.chain_end.is_some()
        || crate::battle::opportunity::kinds::waits(ctx.state())
    {
        return;
    }
    a.pursuits.retain(|p| {
        crate::battle::aftermath::pursuers::may_pursue(ctx.state(), &p.pursuer, &p.fleeing)
    });
    if !a.pursuits.is_empty() {
        set(ctx, a);
        return;
    }
    crate::battle::aftermath::isolated::remove_isolated(ctx);
    let mut a = current(ctx);
    a.pursuits.clear();
    a.melee_moves
        .retain(|u| crate::battle::aftermath::melee_move::may_move(ctx.state(), u));
    set(ctx, a);
    crate::battle::turn::end::check_wiped_out_army(ctx);
}

/// Hook of `flow::next_action`: when a step after a melee waits for a player, asks for it and
/// returns true.
pub fn awaits_decision(ctx: &mut Ctx) -> bool {
    let Some(a) = ctx.state().aftermath().clone() else {
        return false;
    };
    if ctx.state().roll().is_some() {
        // A roll of the fight or of a step after it waits for offerings (R-DECK-4): that is
        // asked first, and its settling goes on from here.
        return true;
    }
    let side_of = |id: &str| ctx.state().unit(id).map(|u| u.side);
    let awaiting = if let Some(c) = &a.chain {
        Some(Awaiting::NextCombat { side: c.declarer })
    } else if let Some(p) = a.pursuits.first() {
        side_of(&p.pursuer).map(|side| Awaiting::Pursuit { side })
    } else if let Some(u) = a.melee_moves.first() {
        side_of(u).map(|side| Awaiting::MeleeMove { side })
    } else {
        None
    };
    match awaiting {
        Some(aw) => {
            if ctx.state().awaiting() != aw {
                ctx.awaits(aw);
            }
            true
        }
        None => {
            set(ctx, Aftermath::default());
            false
        }
    }
}
