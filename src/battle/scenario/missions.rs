//! The scenario's missions at the end of the battle (R-MISSION-1, R-MISSION-2): which side has
//! achieved its primary mission and its secret secondary one, judged from its own point of view
//! ([`Goal`]), and the victory points they add.

use super::scoring::holder;
use crate::battle::engine::measure::in_deployment_zone;
use crate::battle::model::reasons::{MissionKind, VpSource};
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::table::model::{Goal, Mission};

/// The secondary mission `side` drew (R-MISSION-1): the scenario's entry for its secret die.
/// Only the side itself (and everyone once the battle has ended) should be shown it.
pub fn secondary_mission(state: &BattleState, side: Side) -> Option<&Mission> {
    let table = &state.table().missions.as_ref()?.secondary;
    let roll = usize::from(state.sides()[side.index()].secondary_roll?);
    table.get(roll.checked_sub(1)? % table.len().max(1))
}

/// Whether `side` has achieved `goal` now.
pub fn achieved(state: &BattleState, side: Side, goal: &Goal) -> bool {
    let enemy = side.other();
    match goal {
        Goal::HoldObjective { objective } => state
            .table()
            .objectives
            .iter()
            .find(|o| &o.id == objective)
            .is_some_and(|o| holder(state, o) == Some(side)),
        Goal::HoldMostObjectives => {
            let held = |s: Side| {
                state
                    .table()
                    .objectives
                    .iter()
                    .filter(|o| holder(state, o) == Some(s))
                    .count()
            };
            held(side) > held(enemy)
        }
        Goal::SlayGeneral => general_gone(state, enemy),
        Goal::KeepGeneral => !general_gone(state, side),
        // R-MISSION-3: the units really lost, a lone leader who joined a unit not among them.
        Goal::DestroyUnits { count } => units_lost(state, enemy) >= *count,
        Goal::LoseAtMost { max } => units_lost(state, side) <= *max,
        Goal::InvadeZone { count } => {
            let inside = state
                .units()
                .iter()
                .filter(|u| u.side == side && !u.removed)
                .filter(|u| {
                    state
                        .models_of(&u.id)
                        .any(|m| m.deployed && in_deployment_zone(state, m, enemy))
                })
                .count();
            inside as u32 >= *count
        }
        Goal::ClearOwnZone => !state
            .models()
            .iter()
            .any(|m| m.side == enemy && m.deployed && in_deployment_zone(state, m, side)),
        Goal::MoreLeadersAlive => leaders_alive(state, side) > leaders_alive(state, enemy),
    }
}

/// The general of `side` is dead or out of the battle (L438), or the side never had one.
fn general_gone(state: &BattleState, side: Side) -> bool {
    state.sides()[side.index()].general_dead
        || !state
            .units()
            .iter()
            .any(|u| u.side == side && u.general && !u.removed)
}

/// The units `side` has lost (R-MISSION-3, L258): taken off the table, wiped out or gone off
/// it. A lone leader who joined another unit is out of play as a unit of his own, not lost: he
/// goes on with the unit he leads, which counts once if it is lost.
fn units_lost(state: &BattleState, side: Side) -> u32 {
    state
        .units()
        .iter()
        .filter(|u| u.side == side && u.removed && u.joined.is_none())
        .count() as u32
}

fn leaders_alive(state: &BattleState, side: Side) -> usize {
    state
        .units()
        .iter()
        .filter(|u| u.side == side && !u.removed && u.leader.is_some())
        .count()
}

/// The victory points of the missions achieved when the battle ends, by side, and what scored
/// them.
pub fn mission_points(state: &BattleState) -> ([u32; 2], Vec<VpSource>) {
    let mut vp = [0u32; 2];
    let mut parts = Vec::new();
    let Some(missions) = &state.table().missions else {
        return (vp, parts);
    };
    for side in Side::BOTH {
        let mut score = |kind: MissionKind, m: &Mission| {
            if achieved(state, side, &m.goal) {
                vp[side.index()] += m.vp;
                parts.push(VpSource::MissionAchieved {
                    side,
                    kind,
                    mission: m.id.clone(),
                    vp: m.vp,
                });
            }
        };
        score(MissionKind::Primary, &missions.primary);
        if let Some(m) = secondary_mission(state, side) {
            score(MissionKind::Secondary, m);
        }
    }
    (vp, parts)
}
