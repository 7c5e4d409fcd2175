//! Whether an offering to the gods could change what the pending roll decides (R-DECK-4,
//! L1024-1031): a read-only question the window asks before it stops a player's battle for
//! an offering. The rules do not change: every offering the side may make now (re-roll any
//! die of the roll, L1028; add a card it holds to one of its own dice, L1029, never on its own
//! Honor test, R-DECK-5, L962) is tried on a working copy, the roll settled with it, and what
//! the roll decided compared with what the unchanged roll decides.
//!
//! A re-rolled die is tried on every face it could show (its card bonus kept, L1029), a card
//! added with each value the side holds. Each try settles on the same seeded dice, so what the
//! rule rolls after it (a tie rolled again, the next stage of a combat) is the same unless the
//! roll's result made it differ.
//!
//! What a roll decides (its result, not its faces), per kind of roll, is read from the events
//! its rule emits once settled, up to the next roll it makes:
//! - strategy roll (L210): who wins, or a tie rolled again;
//! - initiative roll (L242): who takes the initiative, or a tie rolled again;
//! - order rolls (L276-281, R-TURN-2) and a led unit's order roll (L838): each unit's orders
//!   and ki;
//! - a stage of a fight or shot (R-POOL-*, R-WOUND-*, R-RES-*): the hits, the wounds dealt, the
//!   leader's wounds protected and diverted, the units afterwards, whether the Honor test
//!   passed, the morale and the winner;
//! - Honor tests (R-DICE-3): passed or failed and what follows;
//! - distance rolls (a charge L610, an opportunity charge L852, a run R-MOV-1, a flight L866,
//!   falling back L966, a pursuit L984): whether the charge reaches, and where every model ends
//!   (the distance it moved), and whatever the rule does after it.
//!
//! Any other event a settled roll gives is compared whole, so a roll this file does not know
//! better errs on the side of asking.
//!
//! The contests between the sides (the strategy roll, the initiative roll, the order rolls)
//! matter to a side only when an offering could better where it stands: a side ahead on the
//! initiative roll has no offering to make there, although re-rolling its own die would change
//! the roll. Every other roll stops for any change an offering could make.

use crate::battle::engine::check::check;
use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::dice::Dice;
use crate::battle::engine::legal::legal_commands;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{Command, OfferingKind};
use crate::battle::model::event::Event;
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::{BattleState, PendingRoll, RollKind};
use crate::battle::turn::rolls::settle;

/// The seed every try settles on: any fixed value does, the same for the unchanged roll.
const TRY_SEED: u64 = 48;

/// Whether `side`, asked for an offering on the pending roll of `state`, holds a card whose
/// offering could change what that roll decides (on a contest, for the better for `side`).
/// `false` when the battle does not wait for `side`'s offering.
pub fn offering_could_change(state: &BattleState, side: Side) -> bool {
    if state.awaiting() != (Awaiting::Offerings { side }) {
        return false;
    }
    let Some(roll) = state.roll().clone() else {
        return false;
    };
    let unchanged = decided(state, &roll);
    let tried = offered_rolls(state, side, &roll);
    match standing(&roll.kind, &unchanged.1, side) {
        // A contest: only an offering that betters the side's standing matters to it.
        Some(now) => tried.iter().any(|t| {
            let (_, events) = decided(state, t);
            standing(&t.kind, &events, side).is_some_and(|then| then > now)
        }),
        None => tried.iter().any(|t| decided(state, t).0 != unchanged.0),
    }
}

/// Where `side` stands once a contest roll is settled with `events`: the strategy roll and
/// the initiative roll, won 2, tied (rolled again) 1, lost 0 (L210, L242); the order rolls,
/// its unit's orders and ki less the enemy's (R-TURN-2). `None` for a roll that is no
/// contest between the sides, whose every change counts.
fn standing(kind: &RollKind, events: &[Event], side: Side) -> Option<i32> {
    let won = |winner: Option<Side>| match winner {
        Some(w) if w == side => 2,
        None => 1,
        Some(_) => 0,
    };
    match kind {
        RollKind::Strategy => events.iter().find_map(|e| match e {
            Event::StrategyRolled { winner, .. } => Some(won(*winner)),
            _ => None,
        }),
        RollKind::Initiative => Some(won(events.iter().find_map(|e| match e {
            Event::InitiativeTaken { side, .. } => Some(*side),
            _ => None,
        }))),
        RollKind::Orders => events.iter().find_map(|e| match e {
            Event::OrdersGiven { orders, ki, .. } => {
                let got = |s: Side| orders[s.index()] as i32 + i32::from(ki[s.index()]);
                Some(got(side) - got(other(side)))
            }
            _ => None,
        }),
        _ => None,
    }
}

/// The roll as each offering `side` may make now could leave it: a re-rolled die on each of
/// its other faces, a card added to one of its own dice.
fn offered_rolls(state: &BattleState, side: Side, roll: &PendingRoll) -> Vec<PendingRoll> {
    let mut out = Vec::new();
    for command in legal_commands(state) {
        let Command::Offer {
            side: by,
            card,
            die,
            kind,
        } = command
        else {
            continue;
        };
        if by != side {
            continue;
        }
        if check(state, &command).is_err() {
            continue;
        }
        let Some(d) = roll.dice.get(die) else {
            continue;
        };
        match kind {
            OfferingKind::Reroll => {
                for face in (1..=6).filter(|&f| f != d.value) {
                    let mut tried = roll.clone();
                    tried.dice[die].value = face;
                    out.push(tried);
                }
            }
            // A 0 adds nothing (R-DECK-1: cards are 0-3).
            OfferingKind::AddValue if card > 0 => {
                let mut tried = roll.clone();
                tried.dice[die].bonus += card;
                out.push(tried);
            }
            OfferingKind::AddValue => {}
        }
    }
    out.dedup();
    out
}

/// What `roll` decides once settled on `state`: the settled rule's events, each reduced to
/// what it decides (see the module's description), up to the next roll; and those events.
fn decided(state: &BattleState, roll: &PendingRoll) -> (Vec<String>, Vec<Event>) {
    let mut dice = Dice::for_entry(TRY_SEED, 0);
    let mut ctx = Ctx::new(state, &mut dice, crate::battle::turn::flow::go_on);
    ctx.emit(Event::RollSettled);
    settle(&mut ctx, roll);
    let mut events = ctx.finish().events;
    events.remove(0);
    if let Some(next) = events
        .iter()
        .position(|e| matches!(e, Event::RollMade { .. }))
    {
        events.truncate(next);
    }
    let told = events.iter().filter_map(|e| result_of(state, e)).collect();
    (told, events)
}

/// What `event` decides, without the faces that decided it; `None` for an event that only
/// reports dice whose effect the events after it carry.
fn result_of(state: &BattleState, event: &Event) -> Option<String> {
    Some(match event {
        Event::StrategyRolled { winner, .. } => format!("strategy won by {winner:?}"),
        Event::InitiativeTaken { side, .. } => format!("initiative to {side:?}"),
        Event::OrdersGiven { orders, ki, .. } => format!("orders {orders:?} ki {ki:?}"),
        Event::LedOrderRolled { unit, ki, .. } => format!("led {unit} ki {ki}"),
        Event::HonorTested { unit, passed, .. } => format!("honor {unit} passed {passed}"),
        Event::ChargeResolved {
            distance_cm,
            success,
            ..
        } => format!("charge at {distance_cm} reaches {success}"),
        Event::OpportunityChargeResolved {
            charger,
            mover,
            distance_cm,
            caught_at,
            ..
        } => format!("opportunity {charger} on {mover} at {distance_cm} caught {caught_at:?}"),
        Event::FallBack { unit, retreat, .. } => format!("fall back {unit} retreat {retreat}"),
        Event::CombatStageRolled { faces } => {
            let mut combat = state.combat().clone()?;
            combat.staged.feed(faces);
            let s = &combat.staged;
            let sides = s.sides.each_ref().map(|side| {
                (
                    side.hits,
                    &side.dealt,
                    side.protected,
                    side.diverted,
                    &side.after,
                    side.honor_test.as_ref().map(|h| h.passed),
                    &side.morale,
                )
            });
            format!("stage {:?} sides {sides:?} winner {:?}", s.stage, s.winner)
        }
        Event::CombatResolved {
            attacker, defender, ..
        } => format!("resolved {attacker} against {defender}"),
        Event::MoveRolled { .. }
        | Event::PursuitRolled { .. }
        | Event::CombatFallBackRolled { .. } => return None,
        other => format!("{other:?}"),
    })
}

#[cfg(test)]
#[path = "offering_stakes_tests.rs"]
mod tests;
