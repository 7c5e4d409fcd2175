//! Victory points: the end check of maintenance (R-TURN-1, L232) and the scenario's scoring
//! at the end of the battle (L256): leaders alive, objectives held, units destroyed.

use crate::battle::model::reasons::VpSource;
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, ModelState};
use crate::table::model::Objective;

/// R-TURN-1: 1 point per army leader still in the battle, 2 more if the general is alive.
pub fn leader_points(state: &BattleState) -> ([u32; 2], Vec<VpSource>) {
    let mut vp = [0u32; 2];
    for u in state
        .units()
        .iter()
        .filter(|u| !u.removed && u.leader.is_some())
    {
        vp[u.side.index()] += 1;
        if u.general {
            vp[u.side.index()] += 2;
        }
    }
    let detail = VpSource::LeadersAlive {
        first: vp[0],
        second: vp[1],
    };
    (vp, vec![detail])
}

/// Whether `m`'s base reaches within the objective's radius: from its edge, by its exact shape
/// (R-GEO-1, L71; [`crate::battle::engine::measure::distance_to_point`]).
fn near(m: &ModelState, o: &Objective) -> bool {
    crate::battle::engine::measure::distance_to_point(m, (o.x, o.y)) <= o.radius_cm
}

/// Who holds an objective: a side with a model within its radius and no enemy model there.
pub fn holder(state: &BattleState, o: &Objective) -> Option<Side> {
    let present = Side::BOTH.map(|s| {
        state
            .models()
            .iter()
            .any(|m| m.side == s && m.deployed && near(m, o))
    });
    match present {
        [true, false] => Some(Side::FIRST),
        [false, true] => Some(Side::SECOND),
        _ => None,
    }
}

/// The scenario's victory points at the end of the battle.
pub fn final_points(state: &BattleState) -> ([u32; 2], Vec<VpSource>) {
    let victory = state
        .table()
        .victory
        .clone()
        .unwrap_or(crate::table::model::Victory {
            leaders: true,
            per_unit_destroyed: 0,
            text: None,
        });
    let mut vp = [0u32; 2];
    let mut parts = Vec::new();
    if victory.leaders {
        let (l, d) = leader_points(state);
        vp = l;
        parts.extend(d);
    }
    for o in &state.table().objectives {
        if let Some(s) = holder(state, o)
            && o.side.is_none_or(|only| only == u8::from(s))
        {
            vp[s.index()] += o.vp;
            parts.push(VpSource::ObjectiveHeld {
                side: s,
                objective: o.id.clone(),
                vp: o.vp,
            });
        }
    }
    let (killed, why) = crate::battle::scenario::special_rules::killing_points(state);
    for s in 0..2 {
        vp[s] += killed[s];
    }
    parts.extend(why);
    let (missions, why) = crate::battle::scenario::missions::mission_points(state);
    for s in 0..2 {
        vp[s] += missions[s];
    }
    parts.extend(why);
    for (s, side) in Side::BOTH.into_iter().zip(state.sides()) {
        let d = side.units_destroyed_vp;
        if d > 0 {
            vp[s.index()] += d;
            parts.push(VpSource::UnitsDestroyed { side: s, vp: d });
        }
    }
    (vp, parts)
}
