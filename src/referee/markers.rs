//! Markers and wounds never vanish while their unit lives (L921: wounds short of a casualty
//! stay on the wounded marker; L913: a leader's wounds accumulate all battle; R-WOUND-3: two
//! stuns make a wound; R-RAID-6: a mixed raid unit's markers carry from combat to combat of a
//! divided fight). Only maintenance takes the stun markers off (L238), and only a casualty
//! takes wounds off a unit.

use std::collections::BTreeMap;

use crate::battle::model::event::Event;
use crate::battle::model::state::BattleState;

use super::breach::{Breach, Invariant, MarkerKind};
use super::walk::{At, Check};

/// What a unit carries, read before an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Carried {
    wounded: u32,
    stunned: u32,
    leader_wounds: u32,
    has_leader: bool,
    models: u32,
}

fn carried(state: &BattleState) -> BTreeMap<String, Carried> {
    state
        .units()
        .iter()
        .filter(|u| !u.removed && u.joined.is_none())
        .map(|u| {
            (
                u.id.clone(),
                Carried {
                    wounded: u.markers.wounded,
                    stunned: u.markers.stunned,
                    leader_wounds: u.leader_wounds,
                    has_leader: u.leader.is_some(),
                    models: u.models,
                },
            )
        })
        .collect()
}

#[derive(Debug, Default)]
pub(super) struct Markers {
    before: BTreeMap<String, Carried>,
}

impl Check for Markers {
    fn before(&mut self, state: &BattleState, event: &Event, _at: At, _out: &mut Vec<Breach>) {
        if touches_markers(event) {
            self.before = carried(state);
        }
    }

    fn after(&mut self, state: &BattleState, event: &Event, at: At, out: &mut Vec<Breach>) {
        if !touches_markers(event) {
            return;
        }
        let maintenance = matches!(event, Event::TurnMarkersCleared);
        let now = carried(state);
        for (unit, b) in std::mem::take(&mut self.before) {
            let Some(a) = now.get(&unit) else {
                continue;
            };
            let in_play = a.models > 0 || a.has_leader;
            if !in_play {
                continue;
            }
            let lost_model = a.models < b.models;
            let vanished = |marker, before, after| Invariant::MarkerVanished {
                unit: unit.clone(),
                marker,
                before,
                after,
            };
            if a.wounded < b.wounded && !lost_model {
                out.push(at.breach(vanished(MarkerKind::Wounded, b.wounded, a.wounded)));
            }
            let stuns_became_wounds = a.wounded > b.wounded
                || lost_model
                || a.leader_wounds > b.leader_wounds
                || (b.has_leader && !a.has_leader);
            if a.stunned < b.stunned && !maintenance && !stuns_became_wounds {
                out.push(at.breach(vanished(MarkerKind::Stunned, b.stunned, a.stunned)));
            }
            if a.has_leader && b.has_leader && a.leader_wounds < b.leader_wounds {
                out.push(at.breach(vanished(
                    MarkerKind::LeaderWounds,
                    b.leader_wounds,
                    a.leader_wounds,
                )));
            }
        }
    }
}

/// Whether `event` may change a unit's wounds or markers.
fn touches_markers(event: &Event) -> bool {
    matches!(
        event,
        Event::MarkersSet { .. }
            | Event::TurnMarkersCleared
            | Event::CasualtiesTaken { .. }
            | Event::CasualtiesRemoved { .. }
            | Event::LeaderJoined { .. }
            | Event::LeaderLeft { .. }
            | Event::CombatFinished
            | Event::ModelRemoved { .. }
    )
}
