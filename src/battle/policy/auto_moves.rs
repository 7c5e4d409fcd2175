//! The moves the engine proposes by itself (`kensei battle play`, the window's suggestions,
//! the computer general): a unit advancing on the enemy or toward a point, a unit stepping
//! back from the enemy or disengaging away from it, and a charging unit going into contact. Each moves the unit as a block, every model by the same offset and all facing
//! the way they go (L500; an advancing model that engages faces the enemy's centre, L509), so a
//! unit in formation stays in it (R-FORM-1, L391); a unit going toward a point through a gap
//! too narrow for its block re-forms as a column two abreast, a closed formation too. Every
//! proposed move order passes
//! [`crate::battle::moves::move_order::check_move_order`] and [`crate::battle::moves::facing::check`], and a disengage ends out of
//! the melee ([`crate::battle::moves::disengage::check_ends_free`], L568).

use std::sync::Arc;

use crate::battle::aftermath::rolled_move;
use crate::battle::engine::measure;
use crate::battle::model::command::ModelMove;
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::moves::disengage;
use crate::battle::moves::facing;
use crate::battle::moves::move_order;
use crate::table::P2;
use crate::table::route::Routes;

/// Gap kept to the nearest enemy by an advance, cm: close, but not engaging (R-ENG-1).
const ADVANCE_GAP_CM: f64 = 3.0;

/// Turns tried (degrees off the straight line) when the straight way is blocked.
const DETOURS_DEG: [f64; 9] = [0.0, 20.0, -20.0, 40.0, -40.0, 60.0, -60.0, 90.0, -90.0];

/// Shares of the full step tried, longest first.
const SHARES: [f64; 4] = [1.0, 0.75, 0.5, 0.25];

/// The closest pair (own model, enemy model) between `unit` and any enemy model on the table.
fn nearest_enemy<'a>(
    state: &'a BattleState,
    unit: &'a str,
) -> Option<(&'a ModelState, &'a ModelState, f64)> {
    let mut best: Option<(&ModelState, &ModelState, f64)> = None;
    for m in state.models_of(unit).filter(|m| m.deployed) {
        for e in state
            .models()
            .iter()
            .filter(|e| e.side != m.side && e.deployed)
        {
            let d = measure::distance(m, e);
            if best.is_none_or(|b| d < b.2) {
                best = Some((m, e, d));
            }
        }
    }
    best
}

/// Every model of `unit` shifted by `(dx, dy)`, facing the way it goes (L500) or the centre of
/// the enemy base it engages (L509), as the engine fills facings in.
fn block(state: &BattleState, unit: &str, dx: f64, dy: f64) -> Vec<ModelMove> {
    let plain: Vec<ModelMove> = state
        .models_of(unit)
        .filter(|m| m.deployed)
        .map(|m| ModelMove::to(m.id.clone(), m.x + dx, m.y + dy))
        .collect();
    facing::settle(state, &plain, true)
}

/// The longest block move of `unit` of at most `step` cm that the table allows and `fits`
/// accepts, heading `heading_deg` or as little off it as possible.
fn block_move(
    state: &BattleState,
    unit: &str,
    heading_deg: f64,
    step: f64,
    fits: impl Fn(&[ModelMove]) -> bool,
) -> Option<Vec<ModelMove>> {
    if step < 0.1 {
        return None;
    }
    for turn in DETOURS_DEG {
        let a = (heading_deg + turn).to_radians();
        for share in SHARES {
            let s = step * share;
            let mv = block(state, unit, s * a.cos(), s * a.sin());
            if move_order::check_move_order(state, unit, &mv, false).is_ok() && fits(&mv) {
                return Some(mv);
            }
        }
    }
    None
}

/// `unit` advancing as a block toward the nearest enemy model, MOV at most, stopping 3 cm short
/// of it; `None` when it is engaged or no such move is legal.
pub fn advance(state: &BattleState, unit: &str) -> Option<Vec<ModelMove>> {
    if crate::battle::engine::measure::engaged_enemies(state, unit)
        .next()
        .is_some()
    {
        return None;
    }
    let u = state.unit(unit)?;
    // MOV, plus a Forced march's extra cm (a commander order).
    let mov = crate::battle::deck::commander::move_allowance_cm(u);
    let (m, e, gap) = nearest_enemy(state, unit)?;
    let step = mov.min(gap - ADVANCE_GAP_CM);
    block_move(
        state,
        unit,
        measure::facing_towards((m.x, m.y), (e.x, e.y)),
        step,
        |mv| facing::check(state, unit, mv, true).is_ok(),
    )
}

/// `unit` moving MOV as a block straight away from the nearest enemy model (disengaging,
/// L566-568), every model turning the way it goes, and ending out of the melee (L568); `None`
/// when no such move is legal.
pub fn retreat(state: &BattleState, unit: &str) -> Option<Vec<ModelMove>> {
    let mov = state.unit(unit)?.acting_profile().mov_cm;
    let (m, e, _) = nearest_enemy(state, unit)?;
    let fought: Vec<String> =
        crate::battle::engine::measure::engaged_enemies(state, unit).collect();
    let l500 = facing::bound_by_l500(state, unit);
    block_move(
        state,
        unit,
        measure::facing_towards((e.x, e.y), (m.x, m.y)),
        mov,
        // Turned the way they go: L500 for skirmishers, a free choice for others (L498).
        |mv| {
            move_order::check_moving_away(state, mv, &fought).is_ok()
                && disengage::check_ends_free(state, unit, mv, &fought).is_ok()
                && facing::check(state, unit, mv, l500).is_ok()
        },
    )
}

/// `unit` moving as a block toward the point `to` (an objective, an enemy unit's centre), MOV
/// at most, until its nearest model's centre is `short_cm` from the point, and never nearer
/// than 3 cm to an enemy model (no contact: that is a charge, R-ENG-1). It goes by the
/// shortest way round closed ground (L488, L523; [`measure::routes`]), wheeling to face the way
/// it goes when its formation fits turned, else filing on as a column two abreast where the
/// block does not fit (a gap in a palisade). `None` when it is engaged, already there, or no
/// such move is legal.
pub fn toward(
    state: &BattleState,
    unit: &str,
    to: (f64, f64),
    short_cm: f64,
) -> Option<Vec<ModelMove>> {
    if measure::engaged_enemies(state, unit).next().is_some() {
        return None;
    }
    let u = state.unit(unit)?;
    let mov = crate::battle::deck::commander::move_allowance_cm(u);
    let lead = state
        .models_of(unit)
        .filter(|m| m.deployed)
        .min_by(|a, b| centre_gap(a, to).total_cmp(&centre_gap(b, to)))?;
    let keeps_clear = |mv: &[ModelMove]| {
        mv.iter().all(|to| {
            state
                .models()
                .iter()
                .filter(|e| e.side != u.side && e.deployed)
                .all(|e| {
                    state.model(&to.model).is_none_or(|m| {
                        let moved = ModelState {
                            x: to.x,
                            y: to.y,
                            ..m.clone()
                        };
                        measure::distance(&moved, e) >= ADVANCE_GAP_CM
                    })
                })
        })
    };
    let fits = |mv: &[ModelMove]| keeps_clear(mv) && facing::check(state, unit, mv, true).is_ok();
    let from = (lead.x, lead.y);
    // Closed ground in the straight line (a palisade, a river but for its bridge, L523): the
    // unit goes round it by the shortest way, turning at its corners (L488).
    let routes = measure::routes(state);
    let ways = routes.toward(to);
    let way = ways.way_from(from);
    let centre = centre_of(state, unit)?;
    let centre_way = ways.way_from(centre);
    if way.is_empty() || centre_way.is_empty() {
        // Nothing leads there: straight at it, as far as the table allows.
        let step = mov.min(centre_gap(lead, to) - short_cm);
        return block_move(state, unit, measure::facing_towards(from, to), step, fits);
    }
    let step = mov.min(move_order::path_length(p2(from), &points_of(&way)) - short_cm);
    if step < 0.1 {
        return None;
    }
    let legal = |mv: &[ModelMove]| move_order::check_move_order(state, unit, mv, false).is_ok();
    for share in SHARES {
        for wheel in [true, false] {
            let mv = block_along(state, unit, centre, &centre_way, step * share, wheel);
            if legal(&mv) && fits(&mv) {
                return Some(mv);
            }
        }
    }
    // Too wide for the way (a gap in a palisade narrower than its front): the unit files
    // through two abreast, as a column.
    let leg = column_leg(state, unit, from, &way, routes);
    for share in SHARES {
        for shift in COLUMN_SHIFTS_CM {
            if let Some(mv) = leg
                .as_ref()
                .and_then(|leg| column_along(leg, step * share, shift))
                && legal(&mv)
                && fits(&mv)
            {
                return Some(mv);
            }
        }
    }
    // The block does not fit that way: as near the heading for the first corner (or the
    // point) as the table allows.
    block_move(
        state,
        unit,
        measure::facing_towards(from, way[0]),
        step,
        fits,
    )
}

/// The centre of `unit`'s deployed models (the mean of their centres).
fn centre_of(state: &BattleState, unit: &str) -> Option<(f64, f64)> {
    let (mut n, mut x, mut y) = (0.0, 0.0, 0.0);
    for m in state.models_of(unit).filter(|m| m.deployed) {
        (n, x, y) = (n + 1.0, x + m.x, y + m.y);
    }
    (n > 0.0).then(|| (x / n, y / n))
}

/// Where `step` cm along `way` (bends, then the end) from `from` ends, and the bends passed on
/// the way there: the route's prefix ([`rolled_move::prefix`]) split into bends and end.
fn along(from: (f64, f64), way: &[(f64, f64)], step: f64) -> (Vec<(f64, f64)>, (f64, f64)) {
    let mut points = rolled_move::prefix(p2(from), &points_of(way), step);
    let end = points.pop().map_or(from, |p| (p.x, p.y));
    (points.iter().map(|p| (p.x, p.y)).collect(), end)
}

fn p2(p: (f64, f64)) -> P2 {
    P2::new(p.0, p.1)
}

fn points_of(way: &[(f64, f64)]) -> Vec<P2> {
    way.iter().map(|&p| p2(p)).collect()
}

/// Every model of `unit` going `step` cm along `way` (from the unit's `centre`), each through the
/// same bends shifted by where it stands from the centre, so the block keeps its formation
/// (R-FORM-1). With `wheel` the block first turns about its centre to face the way it goes (its
/// ranks and files turned with it, as a unit wheels), so a unit can take a corner its side was
/// facing; every model ends facing the way the unit went (L500).
fn block_along(
    state: &BattleState,
    unit: &str,
    centre: (f64, f64),
    way: &[(f64, f64)],
    step: f64,
    wheel: bool,
) -> Vec<ModelMove> {
    let (bends, end) = along(centre, way, step);
    let heading = measure::facing_towards(centre, end);
    let facing_now = state
        .models_of(unit)
        .find(|m| m.deployed)
        .map_or(heading, |m| m.facing_deg);
    let turn = if wheel {
        (heading - facing_now).to_radians()
    } else {
        0.0
    };
    let (sin, cos) = turn.sin_cos();
    let plain: Vec<ModelMove> = state
        .models_of(unit)
        .filter(|m| m.deployed)
        .map(|m| {
            let (ox, oy) = (m.x - centre.0, m.y - centre.1);
            let (dx, dy) = (ox * cos - oy * sin, ox * sin + oy * cos);
            ModelMove {
                path: bends.iter().map(|b| [b.0 + dx, b.1 + dy]).collect(),
                ..ModelMove::to(m.id.clone(), end.0 + dx, end.1 + dy)
            }
        })
        .collect();
    facing::settle(state, &plain, true)
}

/// Sideways shifts (cm) of a column's files off the lead's way, tried in turn: the way keeps
/// its clearance from a corner for one model's base, and two abreast may need to lean off it.
const COLUMN_SHIFTS_CM: [f64; 5] = [0.0, 1.5, -1.5, 3.0, -3.0];

/// What a column's moves along one leg share, worked out once for all the steps and shifts
/// tried ([`column_leg`]).
struct ColumnLeg<'a> {
    /// The unit's deployed models.
    models: Vec<&'a ModelState>,
    /// The lead model's place, where the leg starts.
    start: P2,
    /// The way the leg goes (a unit vector).
    dir: crate::table::V2,
    /// The widest front and the deepest side among the bases (cm).
    front: f64,
    deep: f64,
    /// The ways over the plain ground, and those of a model's centre keeping half its base's
    /// diagonal and a little off closed ground, by which each model reaches its place.
    ground: Arc<Routes>,
    kept_off: Arc<Routes>,
}

/// The first leg of `unit`'s way as a column toward the end of `way` (from `from`, its lead
/// model's place): the way that keeps the column's middle off closed ground and the table's
/// edges by half its width and half a base turned any way ([`measure::routes_keeping_off`]),
/// so it takes a gap by its middle, else `way` itself. `routes` are the table's ways over the
/// plain ground ([`measure::routes`]), already fetched for `way`. `None` for a unit of fewer
/// than two models or a way with no leg.
fn column_leg<'a>(
    state: &'a BattleState,
    unit: &'a str,
    from: (f64, f64),
    way: &[(f64, f64)],
    routes: Arc<Routes>,
) -> Option<ColumnLeg<'a>> {
    let models: Vec<&ModelState> = state.models_of(unit).filter(|m| m.deployed).collect();
    if models.len() < 2 {
        return None;
    }
    let front = models.iter().map(|m| m.base.width_mm).fold(0.0, f64::max) / 10.0;
    let deep = models
        .iter()
        .map(|m| m.base.depth_mm.unwrap_or(m.base.width_mm))
        .fold(0.0, f64::max)
        / 10.0;
    let middle_margin = 0.5 * (front + 0.5) + 0.5 * front.max(deep) + 0.3;
    let start = p2(from);
    let goal = *way.last()?;
    let wide = measure::routes_keeping_off(state, middle_margin)
        .toward_over(goal, &routes)
        .way_from_over(from, &routes);
    let way = if wide.is_empty() { way } else { &wide[..] };
    // The first bend (or the end) not already under the lead.
    let bend = way
        .iter()
        .map(|&p| p2(p))
        .find(|p| (p - start).norm() > 0.5)?;
    let leg = bend - start;
    Some(ColumnLeg {
        models,
        start,
        dir: leg / leg.norm(),
        front,
        deep,
        kept_off: measure::routes_keeping_off(state, 0.5 * front.hypot(deep) + 0.3),
        ground: routes,
    })
}

/// The unit of `leg` re-formed as a column two models abreast, going `step` cm straight along
/// the leg: its head there and its ranks behind it, each model beside one and behind another
/// with half a centimetre between bases, so the formation stays closed (R-FORM-1, L391) where
/// its block does not fit; straight, so the column faces the way it goes (L500). The models
/// take their places nearest the head first, each by its own shortest way keeping its base off
/// closed ground (L488, L523). `shift` moves the files sideways. `None` when a model finds no
/// way.
fn column_along(leg: &ColumnLeg, step: f64, shift: f64) -> Option<Vec<ModelMove>> {
    let ColumnLeg {
        ref models,
        start,
        dir,
        front,
        deep,
        ref ground,
        ref kept_off,
    } = *leg;
    let mut models = models.clone();
    // On past the bend when the step is longer: a column turning there would face the way
    // its models went on average (L500), across its own files.
    let head = start + dir * step;
    let head_at = (head.x, head.y);
    models.sort_by(|a, b| {
        centre_gap(a, head_at)
            .total_cmp(&centre_gap(b, head_at))
            .then_with(|| a.id.cmp(&b.id))
    });
    // Laid out first as if the models faced the way the column goes, then again facing the
    // way that layout displaces the unit (L500), which is what they will face.
    let mut facing = dir;
    let mut slots = Vec::new();
    for _ in 0..2 {
        slots = column_slots(head, dir, models.len(), facing, front, deep, shift);
        let net = models
            .iter()
            .zip(&slots)
            .fold(crate::table::V2::zeros(), |sum, (m, s)| {
                sum + (s - p2((m.x, m.y)))
            });
        if net.norm() < 1e-9 {
            return None;
        }
        facing = net / net.norm();
    }
    let facing_deg = facing.y.atan2(facing.x).to_degrees();
    let mut moves = Vec::with_capacity(models.len());
    for (m, slot) in models.iter().zip(slots) {
        let (at, to) = ((m.x, m.y), (slot.x, slot.y));
        let mut path = kept_off.toward_over(to, ground).way_from_over(at, ground);
        if path.is_empty() {
            path = ground.toward(to).way_from(at);
        }
        path.pop()?;
        moves.push(ModelMove {
            path: path.iter().map(|p| [p.0, p.1]).collect(),
            facing_deg: Some(facing_deg),
            ..ModelMove::to(m.id.clone(), slot.x, slot.y)
        });
    }
    Some(moves)
}

/// The places of a column of `count` models two abreast, its head at `head` going `dir` (a unit
/// vector), each base `front` cm wide and `deep` cm deep and facing `facing`: rank after rank
/// behind the head, as far apart as a base so turned takes along the column, and the two files
/// of a rank as far apart as it takes across, each plus half a centimetre; the files shifted
/// `shift` cm sideways.
fn column_slots(
    head: P2,
    dir: crate::table::V2,
    count: usize,
    facing: crate::table::V2,
    front: f64,
    deep: f64,
    shift: f64,
) -> Vec<P2> {
    let (cos, sin) = (facing.dot(&dir).abs(), facing.perp(&dir).abs());
    let along = deep * cos + front * sin + 0.5;
    let across = deep * sin + front * cos + 0.5;
    let side = crate::table::V2::new(-dir.y, dir.x);
    (0..count)
        .map(|k| {
            let (rank, file) = ((k / 2) as f64, (k % 2) as f64);
            head - dir * (rank * along) + side * ((file - 0.5) * across + shift)
        })
        .collect()
}

/// `unit`, not engaged, stepping back as a block MOV straight away from the nearest enemy
/// model, every model turning the way it goes (L500): a broken or outmatched unit pulling out
/// of the enemy's reach. `None` when it is engaged (that is a disengage, L564) or no such move
/// is legal.
pub fn away(state: &BattleState, unit: &str) -> Option<Vec<ModelMove>> {
    if measure::engaged_enemies(state, unit).next().is_some() {
        return None;
    }
    let mov = state.unit(unit)?.acting_profile().mov_cm;
    let (m, e, _) = nearest_enemy(state, unit)?;
    block_move(
        state,
        unit,
        measure::facing_towards((e.x, e.y), (m.x, m.y)),
        mov,
        |mv| facing::check(state, unit, mv, true).is_ok(),
    )
}

fn centre_gap(m: &ModelState, to: (f64, f64)) -> f64 {
    (m.x - to.0).hypot(m.y - to.1)
}
