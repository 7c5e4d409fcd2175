//! A leader joining or leaving a unit at the end of a move (book L537-551).
//!
//! - *Unirse a una unidad* (L537-543): an army leader acting as a one-model unit ends his move
//!   within 2.5 cm of a friendly unit with a used marker and becomes part of it. The unit has no
//!   other leader and he meets every requirement to lead it (L411-418, R-ARMY-2); he may swap
//!   places with any model of the unit (L541).
//! - *Abandonar una unidad* (L545-551): only a unit leader leaves, stepping out at the end of
//!   his unit's move if the unit does not engage in melee; he is placed within 5 cm of a model of
//!   the unit, engaging no enemy model, and becomes a one-model unit with a used marker at once:
//!   reactive for the rest of the activation, the orders left being the active unit's.
//!
//! Both ride on a Move order (`Order::Move`'s `leader`, a [`LeaderChange`]). The order is
//! checked as declared (where the models say they end); the change is made when the move ends
//! ([`after_move`]), checked again where the models really are: a run cut short by its roll or
//! a mover caught by an opportunity charge (L852) may no longer qualify, and then the change is
//! dropped with the reason (`leader_change_dropped`). The state changes are in
//! [`crate::battle::model::leader_apply`], the joins and leaves offered in [`crate::battle::policy::leader_candidates`].

use crate::army::ProblemCode;
use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::measure;
use crate::battle::model::command::{LeaderChange, ModelMove, Order};
use crate::battle::model::event::Event;
use crate::battle::model::leaders::LeaderMove;
use crate::battle::model::rejection::{Input, Leader, Rejection, no};
use crate::battle::model::state::{BattleState, ModelState};

use crate::battle::model::unit::{TroopProfile, UnitState};

/// How close the joining leader ends to the unit, cm (L537).
pub const JOIN_CM: f64 = 2.5;
/// How far from a model of his unit the leaving leader is placed, at most, cm (L549).
pub const LEAVE_CM: f64 = 5.0;

const EPS: f64 = 1e-6;

/// Checks the leader change of `unit`'s Move order as declared: where its models end.
pub fn check(
    state: &BattleState,
    unit: &str,
    moves: &[ModelMove],
    change: &LeaderChange,
) -> Result<(), Rejection> {
    let after = crate::battle::moves::move_order::after_moves(state, moves);
    match change {
        LeaderChange::Join {
            unit: to,
            swap_with,
        } => check_join(&after, unit, to, swap_with.as_deref()),
        LeaderChange::Leave { x, y, facing_deg } => {
            if ![*x, *y, *facing_deg].iter().all(|v| v.is_finite()) {
                return no(Input::NotFinite);
            }
            check_leave(&after, unit, (*x, *y, *facing_deg)).map(|_| ())
        }
    }
}

/// The leader's model of `unit`.
pub(in crate::battle) fn leader_model<'a>(
    state: &'a BattleState,
    unit: &'a str,
) -> Option<&'a ModelState> {
    state.models_of(unit).find(|m| m.leader)
}

/// Whether the lone leader `leader_unit` may join `to` as things stand in `state` (L537-541).
pub fn check_join(
    state: &BattleState,
    leader_unit: &str,
    to: &str,
    swap: Option<&str>,
) -> Result<(), Rejection> {
    let Some(lu) = state.unit(leader_unit) else {
        return no(Leader::NoUnitToJoin {
            unit: leader_unit.to_string(),
        });
    };
    let (Some(_), true) = (lu.leader.as_ref(), lu.is_lone_leader()) else {
        return no(Leader::NotLoneToJoin);
    };
    let Some(m) = leader_model(state, leader_unit) else {
        return no(Leader::NoLeaderModel {
            unit: leader_unit.to_string(),
        });
    };
    let t = match state.unit(to) {
        Some(t) if t.side == lu.side && !t.removed && t.id != lu.id => t,
        _ => {
            return no(Leader::NotFriendlyInPlay {
                unit: to.to_string(),
            });
        }
    };
    if !t.markers.used {
        return no(Leader::JoinUnused {
            unit: to.to_string(),
        });
    }
    if t.leader.is_some() {
        return no(Leader::HasLeader {
            unit: to.to_string(),
        });
    }
    could_lead(state, lu, t)?;
    let gap = state
        .models_of(to)
        .map(|o| measure::distance(m, o))
        .fold(f64::INFINITY, f64::min);
    if gap > JOIN_CM + EPS {
        return no(Leader::JoinTooFar {
            gap_cm: gap,
            unit: to.to_string(),
        });
    }
    if let Some(s) = swap
        && !state.models_of(to).any(|o| o.id == s && !o.leader)
    {
        return no(Leader::SwapNotInUnit {
            model: s.to_string(),
            unit: to.to_string(),
        });
    }
    Ok(())
}

/// Whether the lone army leader of `leader` may lead `unit` (L411-418, R-ARMY-2). With the
/// faction (army lists) every requirement is the army builder's; a battle roster has no class,
/// so there only the troop type (mounted, skirmisher) and the ranged weapon are compared. A
/// refusal names both units by their ids.
pub fn could_lead(
    state: &BattleState,
    leader: &UnitState,
    unit: &UnitState,
) -> Result<(), Rejection> {
    let Some(lp) = leader.leader.as_ref() else {
        return no(Leader::NotLoneToJoin);
    };
    let up = &unit.profile;
    let faction = state.sides()[leader.side.index()].faction.as_ref();
    let found = |p: &TroopProfile| {
        faction.and_then(|f| f.profile(p.army_profile.as_deref()?).map(|x| (f, x)))
    };
    let ids = (leader.id.clone(), unit.id.clone());
    if let (Some((f, lp)), Some((_, up))) = (found(lp), found(up)) {
        let problems = crate::army::unit_leader_problems(f, up, lp);
        return match problems.first() {
            None => Ok(()),
            Some(code) => no(cannot_lead(*code, ids)),
        };
    }
    let (leader, unit) = ids;
    if lp.mounted != up.mounted || lp.skirmisher != up.skirmisher {
        no(Leader::CannotLeadTroopType { leader, unit })
    } else if up.range_cm.is_some() && lp.range_cm.is_none() {
        no(Leader::CannotLeadUnarmed { leader, unit })
    } else {
        Ok(())
    }
}

/// The unit leader rule `code` broke (L405-418), as a rejection naming the leader's unit and
/// the unit he would lead.
fn cannot_lead(code: ProblemCode, (leader, unit): (String, String)) -> Leader {
    match code {
        ProblemCode::UnitLeaderNotALeader => Leader::CannotLeadNotALeader { leader, unit },
        ProblemCode::UnitLeaderInLeaderUnit => Leader::CannotLeadLeaderUnit { leader, unit },
        ProblemCode::UnitLeaderForbiddenClass => Leader::CannotLeadClass { leader, unit },
        ProblemCode::UnitLeaderClassTooLow => Leader::CannotLeadLowerClass { leader, unit },
        ProblemCode::UnitLeaderTypeMismatch => Leader::CannotLeadTroopType { leader, unit },
        ProblemCode::UnitLeaderRangedWeapon => Leader::CannotLeadOtherWeapon { leader, unit },
        _ => Leader::CannotLead { leader, unit },
    }
}

/// Whether the leader of `unit` may step out to `at` as things stand in `state` (L545-551);
/// his model placed there.
pub fn check_leave(
    state: &BattleState,
    unit: &str,
    at: (f64, f64, f64),
) -> Result<ModelState, Rejection> {
    let Some(u) = state.unit(unit) else {
        return no(Leader::NoUnitToLeave {
            unit: unit.to_string(),
        });
    };
    if u.movement_base && u.leader.is_some() && leader_model(state, unit).is_none() {
        return no(Leader::OnMovementBase);
    }
    let Some(m) = leader_model(state, unit).filter(|_| u.leader.is_some() && u.models > 0) else {
        return no(Leader::NotUnitLeader);
    };
    if crate::battle::engine::measure::engaged_enemies(state, unit)
        .next()
        .is_some()
    {
        return no(Leader::LeaveEngaged);
    }
    let mut placed = m.clone();
    (placed.x, placed.y, placed.facing_deg) = at;
    let gap = state
        .models_of(unit)
        .filter(|o| o.id != m.id)
        .map(|o| measure::distance(&placed, o))
        .fold(f64::INFINITY, f64::min);
    if gap > LEAVE_CM + EPS {
        return no(Leader::LeaveTooFar { gap_cm: gap });
    }
    if !measure::on_table(state, &placed) {
        return no(Leader::LeaveOffTable);
    }
    if crate::battle::moves::move_order::stands_on(
        &placed,
        state.models().iter().filter(|o| o.id != m.id),
    ) {
        return no(Leader::LeaveOnModel);
    }
    if measure::impassable_under(state, &placed).is_some() {
        return no(Leader::LeaveImpassable);
    }
    let engages = state
        .models()
        .iter()
        .any(|e| e.side != placed.side && e.deployed && measure::engaged(&placed, e));
    if engages {
        return no(Leader::LeaveEngages);
    }
    Ok(placed)
}

/// A Move order with a leader change: written down until the move ends.
pub fn declare(ctx: &mut Ctx, unit: &str, order: &Order) {
    if let Order::Move {
        leader: Some(change),
        ..
    } = order
    {
        ctx.emit(Event::LeaderMoveDeclared {
            declared: Some(LeaderMove {
                unit: unit.to_string(),
                change: change.clone(),
            }),
        });
    }
}

/// The declared change will not be made: the move did not end as declared (`why`, `rule`).
pub fn drop_declared(ctx: &mut Ctx, why: crate::battle::model::reasons::LeaderDrop, rule: &str) {
    if let Some(lm) = ctx.state().leader_move().clone() {
        ctx.emit(Event::LeaderMoveDeclared { declared: None });
        ctx.emit(Event::LeaderChangeDropped {
            unit: lm.unit,
            why: why.into(),
            rule: rule.to_string(),
        });
    }
}

/// `unit`'s move ended: the join or leave declared with it is made if it still holds where the
/// models are, else dropped with the reason. Isolated models are then removed (L990).
pub fn after_move(ctx: &mut Ctx, unit: &str) {
    let Some(lm) = ctx.state().leader_move().clone() else {
        return;
    };
    if lm.unit != unit {
        drop_declared(
            ctx,
            crate::battle::model::reasons::LeaderDrop::MoveNotEnded,
            "L852",
        );
        return;
    }
    ctx.emit(Event::LeaderMoveDeclared { declared: None });
    let done = match &lm.change {
        LeaderChange::Join {
            unit: to,
            swap_with,
        } => check_join(ctx.state(), unit, to, swap_with.as_deref()).map(|()| {
            let model = leader_model(ctx.state(), unit).map(|m| m.id.clone());
            ctx.emit(Event::LeaderJoined {
                leader_unit: unit.to_string(),
                unit: to.clone(),
                model: model.unwrap_or_default(),
                swapped_with: swap_with.clone(),
            });
        }),
        LeaderChange::Leave { x, y, facing_deg } => {
            check_leave(ctx.state(), unit, (*x, *y, *facing_deg)).map(|placed| {
                let new_unit = leaver_unit_id(ctx.state(), &placed.id);
                ctx.emit(Event::LeaderLeft {
                    unit: unit.to_string(),
                    model: placed.id.clone(),
                    new_unit,
                    x: placed.x,
                    y: placed.y,
                    facing_deg: placed.facing_deg,
                });
            })
        }
    };
    match done {
        Ok(()) => crate::battle::aftermath::isolated::remove_isolated(ctx),
        Err(r) => ctx.emit(Event::LeaderChangeDropped {
            unit: unit.to_string(),
            rule: r.citation().to_string(),
            why: crate::battle::model::reasons::LeaderDrop::Refused { rejection: r }.into(),
        }),
    }
}

/// The unit a leaving leader becomes: the one-model unit he joined from, if he did (it comes
/// back), else a new unit named after his model (`spears.leader`).
pub fn leaver_unit_id(state: &BattleState, model: &str) -> String {
    let own = model.strip_suffix(".leader");
    for id in own.into_iter().chain(std::iter::once(model)) {
        if state.unit(id).is_some_and(|u| u.joined.is_some()) {
            return id.to_string();
        }
    }
    let mut id = model.to_string();
    let mut n = 2;
    while state.unit(&id).is_some() {
        id = format!("{model}-{n}");
        n += 1;
    }
    id
}
