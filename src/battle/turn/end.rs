//! Models and units leaving the table, and the end of the battle (R-TURN-1, L256): casualties
//! removed (with the general's death, L432), a unit leaving the table (with the scenario's
//! points for a destroyed unit), an army with no unit left, and the final victory points and
//! winner.

use crate::battle::engine::ctx::Ctx;
use crate::battle::model::event::Event;
use crate::battle::model::reasons::{BattleEnd, Removal};
use crate::battle::model::side::Side;
use crate::battle::model::side::other;
use crate::battle::model::state::Phase;
use crate::battle::scenario::scoring;

/// Ends the battle and scores it by the scenario (L256).
pub fn end_battle(ctx: &mut Ctx, reason: BattleEnd) {
    let (vp, detail) = scoring::final_points(ctx.state());
    ctx.emit(Event::VictoryPoints {
        vp,
        detail: detail.into(),
    });
    let winner = match vp[0].cmp(&vp[1]) {
        std::cmp::Ordering::Greater => Some(Side::FIRST),
        std::cmp::Ordering::Less => Some(Side::SECOND),
        std::cmp::Ordering::Equal => None,
    };
    ctx.emit(Event::BattleEnded {
        winner,
        vp,
        reason: reason.into(),
    });
}

/// When one army has no unit left the battle ends at once.
pub fn check_wiped_out_army(ctx: &mut Ctx) -> bool {
    if ctx.state().phase() == Phase::Ended {
        return true;
    }
    for side in Side::BOTH {
        if ctx.state().units_of(side).next().is_none() {
            end_battle(ctx, BattleEnd::NoUnitLeft { side });
            return true;
        }
    }
    false
}

/// Removes a unit from the battle, scoring the scenario's points for the enemy.
pub fn remove_unit(ctx: &mut Ctx, id: &str, reason: Removal) {
    let Some(u) = ctx.state().unit(id).cloned() else {
        return;
    };
    if u.removed {
        return;
    }
    if u.general && u.leader.is_some() {
        ctx.emit(Event::GeneralDied { side: u.side });
    }
    ctx.emit(Event::UnitRemoved {
        unit: id.to_string(),
        reason: reason.into(),
    });
    let vp = ctx
        .state()
        .table()
        .victory
        .as_ref()
        .map_or(0, |v| v.per_unit_destroyed);
    if vp > 0 {
        ctx.emit(Event::DestroyedVp {
            side: other(u.side),
            vp,
        });
    }
}

/// Removes `models` of `unit` as casualties (`why`: the rule), its leader among them or not;
/// the general's death (L438) and a unit left without models removed from the battle.
pub fn remove_as_casualties(
    ctx: &mut Ctx,
    unit: &str,
    models: Vec<String>,
    why: crate::battle::model::reasons::CasualtyCause,
) {
    if models.is_empty() {
        return;
    }
    let Some(u) = ctx.state().unit(unit).cloned() else {
        return;
    };
    let leader_lost = models
        .iter()
        .any(|id| ctx.state().model(id).is_some_and(|m| m.leader));
    if leader_lost && u.general && u.leader.is_some() {
        ctx.emit(Event::GeneralDied { side: u.side });
    }
    ctx.emit(Event::CasualtiesRemoved {
        unit: unit.to_string(),
        models,
        why: why.into(),
    });
    if leader_lost {
        leader_died(ctx, unit);
    }
    if ctx
        .state()
        .unit(unit)
        .is_some_and(|u| !u.removed && u.models_in_play() == 0)
    {
        remove_unit(ctx, unit, crate::battle::model::reasons::Removal::WipedOut);
    }
}

/// `unit`'s leader has just died: the dishonour of a refused duel, his (L803, R-DUEL-3),
/// leaves the unit with him, as it does when he steps out of it.
pub fn leader_died(ctx: &mut Ctx, unit: &str) {
    if let Some(mut markers) = ctx
        .state()
        .unit(unit)
        .filter(|u| !u.removed && u.markers.dishonoured)
        .map(|u| u.markers.clone())
    {
        markers.dishonoured = false;
        ctx.emit(Event::MarkersSet {
            unit: unit.to_string(),
            markers,
        });
    }
}
