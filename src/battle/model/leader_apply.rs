//! How the state changes when a leader joins or leaves a unit (L537-551): the part of
//! [`crate::battle::model::apply`] for the `leader_joined` and `leader_left` events, called only from there.
//!
//! What travels with the leader's model: his profile (the unit's leader, L414-421), his own
//! wound counter (L913), being the general (L428) and the dishonoured marker of a refused duel
//! (L803: "el líder retado pasa al estado de Unidad Deshonrada"). A lone leader's stun markers
//! go with him into the unit. The unit's own markers (used, wounded, commander orders, ki) stay
//! the unit's.

use crate::battle::model::state::BattleState;
use crate::battle::model::unit::{Markers, UnitState};

/// The lone leader of `leader_unit` (model `model`) becomes the leader of `unit` (L537-543);
/// with `swap`, he and that model of the unit trade places (L541).
pub(super) fn joined(
    state: &mut BattleState,
    leader_unit: &str,
    unit: &str,
    model: &str,
    swap: Option<&str>,
) {
    let Some(lu) = state.unit(leader_unit).cloned() else {
        return;
    };
    if let Some(u) = state.unit_mut(unit) {
        u.leader = lu.leader.clone();
        u.leader_wounds = lu.leader_wounds;
        u.general |= lu.general;
        u.markers.dishonoured |= lu.markers.dishonoured;
        u.markers.stunned += lu.markers.stunned;
    }
    if let Some(shell) = state.unit_mut(leader_unit) {
        shell.removed = true;
        shell.joined = Some(unit.to_string());
        shell.leader = None;
        shell.leader_wounds = 0;
        shell.general = false;
        shell.markers = Markers::default();
    }
    let at = state
        .model(model)
        .map(|m| (m.x, m.y, m.facing_deg))
        .unwrap_or_default();
    if let Some(other) = swap.and_then(|s| state.models.iter().position(|m| m.id == s)) {
        let o = &state.models[other];
        let there = (o.x, o.y, o.facing_deg);
        let o = &mut state.models[other];
        (o.x, o.y, o.facing_deg) = at;
        if let Some(m) = state.models.iter_mut().find(|m| m.id == model) {
            (m.x, m.y, m.facing_deg) = there;
        }
    }
    if let Some(m) = state.models.iter_mut().find(|m| m.id == model) {
        m.unit = unit.to_string();
        m.leader = true;
    }
}

/// The leader `model` of `unit` steps out (L545-551) to `at` (x, y, facing) as the one-model
/// unit `new_unit` (a unit he joined from earlier comes back), with a used marker (L551).
pub(super) fn left(
    state: &mut BattleState,
    unit: &str,
    model: &str,
    new_unit: &str,
    at: (f64, f64, f64),
) {
    let Some(u) = state.unit(unit).cloned() else {
        return;
    };
    let Some(profile) = u.leader.clone() else {
        return;
    };
    let markers = Markers {
        used: true,
        dishonoured: u.markers.dishonoured,
        ..Markers::default()
    };
    if let Some(from) = state.unit_mut(unit) {
        from.leader = None;
        from.leader_wounds = 0;
        from.general = false;
        from.markers.dishonoured = false;
    }
    match state.unit_mut(new_unit) {
        Some(shell) => {
            shell.removed = false;
            shell.joined = None;
            shell.models = 0;
            shell.leader = Some(profile);
            shell.leader_wounds = u.leader_wounds;
            shell.general = u.general;
            shell.markers = markers;
        }
        None => state.units.push(UnitState {
            id: new_unit.to_string(),
            side: u.side,
            profile: profile.clone(),
            models: 0,
            models_at_start: 1,
            profile_models_at_start: 0,
            leader: Some(profile),
            mixed: Vec::new(),
            leader_wounds: u.leader_wounds,
            general: u.general,
            markers,
            removed: false,
            joined: None,
            movement_base: false,
        }),
    }
    if let Some(m) = state.models.iter_mut().find(|m| m.id == model) {
        m.unit = new_unit.to_string();
        m.leader = true;
        (m.x, m.y, m.facing_deg) = at;
    }
}
