//! The joins and leaves a player is offered (L537-551): one legal join per used friendly unit
//! an active lone leader could lead and reach, one leave where a led unit stands, for
//! [`crate::battle::engine::legal`]; and the activation order of `kensei battle play`, which lets a lone leader
//! find a used unit to join.

use crate::battle::engine::measure;
use crate::battle::leaders::join::{check_leave, could_lead, leader_model};
use crate::battle::model::command::{Command, LeaderChange, ModelMove, Order};
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, ModelState};

/// The command `kensei battle play` takes of the legal ones: the first, except that a lone
/// leader who could lead a unit is activated after the side's other units, so that he may join
/// one once it is used (L537; his join is then his first legal order).
pub fn play_choice(state: &BattleState, legal: Vec<Command>) -> Option<Command> {
    // One with unused units to lead within 10 cm is activated first instead, to lead them
    // (L828, `auto_lead`).
    let waits = |c: &Command| match c {
        Command::Activate { unit, side } => {
            state.unit(unit).is_some_and(|u| waits_to_join(state, u))
                && crate::battle::policy::auto_lead::to_lead(state, *side, unit).is_empty()
        }
        _ => false,
    };
    match legal.first() {
        Some(c) if waits(c) => legal
            .iter()
            .find(|x| matches!(x, Command::Activate { .. }) && !waits(x))
            .cloned()
            .or_else(|| legal.into_iter().next()),
        _ => legal.into_iter().next(),
    }
}

/// Whether `u` is a lone leader with a friendly unit he could lead (no leader, L539): the
/// automatic play activates him after the others, so that he may join one once used (L537).
pub fn waits_to_join(state: &BattleState, u: &crate::battle::model::unit::UnitState) -> bool {
    if u.leader.is_none() || !u.is_lone_leader() {
        return false;
    }
    state
        .units_of(u.side)
        .any(|t| t.id != u.id && t.leader.is_none() && could_lead(state, u, t).is_ok())
}

/// The legal joins of the active lone leader `unit` (one move each, the nearest spot beside a
/// model of each used friendly unit he could lead, within MOV), for `legal_commands`.
pub fn join_candidates(state: &BattleState, side: Side, unit: &str, out: &mut Vec<Command>) {
    let Some(u) = state.unit(unit).filter(|u| u.is_lone_leader()) else {
        return;
    };
    let Some(m) = leader_model(state, unit) else {
        return;
    };
    let mov = crate::battle::deck::commander::move_allowance_cm(u);
    let (w, _) = measure::base_size_cm(&m.base);
    for t in state.units_of(side) {
        if t.id == unit || !t.markers.used || t.leader.is_some() {
            continue;
        }
        if u.leader.is_none() || could_lead(state, u, t).is_err() {
            continue;
        }
        let mut targets: Vec<&ModelState> = state.models_of(&t.id).collect();
        targets.sort_by(|a, b| measure::distance(m, a).total_cmp(&measure::distance(m, b)));
        let mut spots: Vec<(f64, f64)> = Vec::new();
        for o in targets.iter().take(3) {
            let (ow, _) = measure::base_size_cm(&o.base);
            let gap = (w + ow) / 2.0 + 1.0;
            for k in 0..24 {
                let a = f64::from(k) * std::f64::consts::PI / 12.0;
                spots.push((o.x + gap * a.cos(), o.y + gap * a.sin()));
            }
        }
        spots.retain(|p| (p.0 - m.x).hypot(p.1 - m.y) <= mov - 0.05);
        spots.sort_by(|p, q| {
            let dp = (p.0 - m.x).hypot(p.1 - m.y);
            let dq = (q.0 - m.x).hypot(q.1 - m.y);
            dp.total_cmp(&dq)
        });
        for (x, y) in spots.into_iter().take(12) {
            let facing = measure::facing_towards((m.x, m.y), (x, y));
            let c = Command::Order {
                side,
                unit: unit.to_string(),
                order: Order::Move {
                    moves: vec![ModelMove::straight(m.id.clone(), x, y, facing)],
                    powered: false,
                    leader: Some(LeaderChange::Join {
                        unit: t.id.clone(),
                        swap_with: None,
                    }),
                },
            };
            if crate::battle::engine::check::check(state, &c).is_ok() {
                out.push(c);
                break;
            }
        }
    }
}

/// A legal leave for the active unit `unit` that has a leader: the unit stays where it is and
/// its leader steps out to the free spot nearest him, away from the enemy, for
/// `legal_commands`.
pub fn leave_candidate(state: &BattleState, side: Side, unit: &str, out: &mut Vec<Command>) {
    let Some(u) = state
        .unit(unit)
        .filter(|u| u.leader.is_some() && u.models > 0)
    else {
        return;
    };
    let Some(m) = leader_model(state, unit) else {
        return;
    };
    if crate::battle::engine::measure::engaged_enemies(state, unit)
        .next()
        .is_some()
    {
        return;
    }
    let (w, _) = measure::base_size_cm(&m.base);
    let mut spots: Vec<(f64, f64)> = Vec::new();
    for gap in [w + 0.5, w + 2.0, w + 3.5] {
        for k in 0..24 {
            let a = f64::from(k) * std::f64::consts::PI / 12.0;
            spots.push((m.x + gap * a.cos(), m.y + gap * a.sin()));
        }
    }
    // Away from the enemy: the spots farthest from the nearest enemy model first.
    let enemy_gap = |p: &(f64, f64)| {
        state
            .models()
            .iter()
            .filter(|e| e.side != u.side && e.deployed)
            .map(|e| (e.x - p.0).hypot(e.y - p.1))
            .fold(f64::INFINITY, f64::min)
    };
    spots.sort_by(|p, q| enemy_gap(q).total_cmp(&enemy_gap(p)));
    // The place alone first (cheap), then the whole order once.
    let at = |p: &(f64, f64)| (p.0, p.1, m.facing_deg);
    if let Some((x, y)) = spots
        .into_iter()
        .find(|p| check_leave(state, unit, at(p)).is_ok())
    {
        let c = Command::Order {
            side,
            unit: unit.to_string(),
            order: Order::Move {
                moves: Vec::new(),
                powered: false,
                leader: Some(LeaderChange::Leave {
                    x,
                    y,
                    facing_deg: m.facing_deg,
                }),
            },
        };
        if crate::battle::engine::check::check(state, &c).is_ok() {
            out.push(c);
        }
    }
}
