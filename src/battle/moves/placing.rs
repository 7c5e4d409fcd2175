//! Models moved to where a move order or an opportunity charge leaves them: each at most its
//! allowance (a run's roll, R-MOV-1), a short run stopping in formation (`run_stop`, L555), and
//! the parapet marker lost with any move of any kind (L596, `lose_parapet`).

use crate::battle::engine::ctx::Ctx;
use crate::battle::model::command::ModelMove;
use crate::battle::model::event::Event;

/// Moves models to their destinations, each at most `max` cm (a run's roll, R-MOV-1). Any
/// move loses the parapet marker (L596).
pub(in crate::battle) fn move_models(ctx: &mut Ctx, unit: &str, moves: &[ModelMove], max: f64) {
    // A short run stops in formation (`run_stop`).
    let ends = crate::battle::moves::run_stop::stops(ctx.state(), unit, moves, max);
    for (model, x, y, facing_deg) in ends {
        ctx.emit(Event::ModelMoved {
            model,
            x,
            y,
            facing_deg,
        });
    }
    if moves
        .iter()
        .any(|mv| ctx.state().model(&mv.model).is_some())
    {
        lose_parapet(ctx, unit);
    }
}

/// The parapet marker goes as soon as the unit makes a move of any kind (L596): a move order,
/// a charge or opportunity charge, a melee move, a pursuit, a flight, fall back or retreat.
/// Nothing happens for a unit without the marker.
pub(in crate::battle) fn lose_parapet(ctx: &mut Ctx, unit: &str) {
    let Some(u) = ctx.state().unit(unit) else {
        return;
    };
    if !u.markers.parapet {
        return;
    }
    let mut markers = u.markers.clone();
    markers.parapet = false;
    ctx.emit(Event::MarkersSet {
        unit: unit.to_string(),
        markers,
    });
}

/// Puts a model where `mv` ends, turned to its facing (or keeping its own when `mv` leaves it
/// out); nothing for a model no longer on the table.
pub(in crate::battle) fn put_model(ctx: &mut Ctx, mv: &ModelMove) {
    let Some(m) = ctx.state().model(&mv.model) else {
        return;
    };
    let facing_deg = mv.facing_or(m.facing_deg);
    ctx.emit(Event::ModelMoved {
        model: mv.model.clone(),
        x: mv.x,
        y: mv.y,
        facing_deg,
    });
}
