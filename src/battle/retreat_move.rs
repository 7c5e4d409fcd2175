//! The fall back or retreat move (*movimiento de repliegue o retirada*, L962-976): every model
//! of the unit straight away from the enemy it fought, 2D6 cm (3D6 mounted), kept on the table,
//! and what it runs into on the way (L972-976):
//!
//! - a friendly model (of another unit) stops it, touching; a skirmisher (*hostigador*) goes
//!   through that unit instead and is placed on the far side, in the first free spot along its
//!   line, at most 5 cm from a model of the unit it crossed (else it stops too);
//! - an enemy model kills it: it is removed as a casualty.
//!
//! The models of the moving unit move together, so they do not stop each other.

use super::event::Event;
use super::flow::Ctx;
use super::geometry;
use super::state::ModelState;

/// Bases closer than this (cm) run into each other; touching is allowed (as L531's moves).
const HIT_CM: f64 = 0.05;
/// Steps along a model's line (cm).
const STEP_CM: f64 = 0.25;
/// A skirmisher crossing friends ends at most this far from a model of the crossed unit (L974).
const CROSS_CM: f64 = 5.0;

/// What a model meets on its line.
enum Run {
    /// It ends here.
    Stops((f64, f64)),
    /// It hit an enemy model: a casualty (L976).
    Killed,
}

/// The first model of another unit that a base at `p` stands on, of those it did not already
/// touch where it started.
fn hit<'a>(
    probe: &ModelState,
    others: &'a [ModelState],
    touching_at_start: &[String],
) -> Option<&'a ModelState> {
    others
        .iter()
        .filter(|o| !touching_at_start.contains(&o.id))
        .find(|o| geometry::distance(probe, o) < HIT_CM)
}

/// Where `m` ends going `dist` cm along the unit vector `dir`, and whether an enemy killed it.
fn run(ctx: &Ctx, m: &ModelState, dir: (f64, f64), dist: f64, skirmisher: bool) -> Run {
    let (w, d) = (
        ctx.state.table.table.width_cm,
        ctx.state.table.table.depth_cm,
    );
    let r = geometry::base_size_cm(&m.base).0 / 2.0;
    let on_table =
        |x: f64, y: f64| x >= r - 1e-9 && x <= w - r + 1e-9 && y >= r - 1e-9 && y <= d - r + 1e-9;
    let end = (
        (m.x + dir.0 * dist).clamp(r, w - r),
        (m.y + dir.1 * dist).clamp(r, d - r),
    );
    let length = (end.0 - m.x).hypot(end.1 - m.y);
    let others: Vec<ModelState> = ctx
        .state
        .models
        .iter()
        .filter(|o| o.unit != m.unit && o.deployed)
        .cloned()
        .collect();
    let touching: Vec<String> = others
        .iter()
        .filter(|o| geometry::distance(m, o) < HIT_CM)
        .map(|o| o.id.clone())
        .collect();
    let mut probe = m.clone();
    let mut last = (m.x, m.y);
    let steps = (length / STEP_CM).ceil() as usize;
    for k in 1..=steps {
        let t = (k as f64 * STEP_CM).min(length);
        probe.x = m.x + (end.0 - m.x) * t / length.max(1e-12);
        probe.y = m.y + (end.1 - m.y) * t / length.max(1e-12);
        let Some(o) = hit(&probe, &others, &touching) else {
            last = (probe.x, probe.y);
            continue;
        };
        if o.side != m.side {
            return Run::Killed;
        }
        if !skirmisher {
            return Run::Stops(last);
        }
        // A skirmisher goes through the friendly unit to the first free spot beyond it.
        let crossed = o.unit.clone();
        let mut s = t;
        loop {
            s += STEP_CM;
            probe.x = m.x + dir.0 * s;
            probe.y = m.y + dir.1 * s;
            if !on_table(probe.x, probe.y) {
                return Run::Stops(last);
            }
            let near_crossed = others
                .iter()
                .filter(|c| c.unit == crossed)
                .map(|c| geometry::distance(&probe, c))
                .fold(f64::INFINITY, f64::min);
            if near_crossed > CROSS_CM {
                return Run::Stops(last);
            }
            match hit(&probe, &others, &touching) {
                None => return Run::Stops((probe.x, probe.y)),
                Some(e) if e.side != m.side => return Run::Killed,
                Some(_) => {}
            }
        }
    }
    Run::Stops(last)
}

/// Moves every model of `unit` `dist` cm along the unit vector `dir`; `turn_back` faces the
/// direction of travel (a retreat, L966). Models that hit enemies are removed (L976).
pub fn move_unit(ctx: &mut Ctx, unit: &str, dir: (f64, f64), dist: f64, turn_back: bool) {
    let Some(u) = ctx.state.unit(unit).cloned() else {
        return;
    };
    let skirmisher = u.acting_profile().skirmisher;
    let models: Vec<ModelState> = ctx.state.models_of(unit).cloned().collect();
    let mut killed = Vec::new();
    for m in models {
        match run(ctx, &m, dir, dist, skirmisher) {
            Run::Killed => killed.push(m.id.clone()),
            Run::Stops((x, y)) => {
                let facing = if turn_back {
                    dir.1.atan2(dir.0).to_degrees()
                } else {
                    m.facing_deg
                };
                ctx.emit(Event::ModelMoved {
                    model: m.id.clone(),
                    x,
                    y,
                    facing_deg: facing,
                });
            }
        }
    }
    super::aftermath::remove_as_casualties(
        ctx,
        unit,
        killed,
        "ran into enemy models while falling back or retreating (L976)",
    );
}

/// The unit vector from `enemy`'s centre to `unit`'s (straight away from the enemy, L964); a
/// unit on top of the enemy's centre goes back toward its own table edge.
pub fn away_from(ctx: &Ctx, unit: &str, enemy: &str) -> Option<(f64, f64)> {
    let centre = |id: &str| {
        let ms: Vec<_> = ctx.state.models_of(id).collect();
        (!ms.is_empty()).then(|| {
            let n = ms.len() as f64;
            (
                ms.iter().map(|m| m.x).sum::<f64>() / n,
                ms.iter().map(|m| m.y).sum::<f64>() / n,
            )
        })
    };
    let c = centre(enemy)?;
    let uc = centre(unit).unwrap_or(c);
    let (dx, dy) = (uc.0 - c.0, uc.1 - c.1);
    let len = dx.hypot(dy);
    if len < 1e-9 {
        let side = ctx.state.unit(unit).map_or(0, |u| u.side);
        return Some((0.0, if side == 0 { -1.0 } else { 1.0 }));
    }
    Some((dx / len, dy / len))
}

/// The fall back or retreat move of `unit` away from `enemy` (L962-976).
pub fn fall_back_move(ctx: &mut Ctx, unit: &str, enemy: &str, dist: f64, retreat: bool) {
    if let Some(dir) = away_from(ctx, unit, enemy) {
        move_unit(ctx, unit, dir, dist, retreat);
    }
}
