//! The victory points as the scenario and the missions say (L256, R-TURN-1, R-MISSION-1 to 3):
//! when the battle ends, its points worked out again from the table it ended on — the army
//! leaders and generals still on it, the objectives held, the units the log took off it, the
//! scenario's points for kills, each side's missions — measured with `table/` alone.

use std::collections::BTreeSet;

use crate::battle::engine::log::Battle;
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::table::model::{EnforcedRule, Goal, Mission, Victim};
use crate::table::shapes::P2;

use super::breach::{Breach, Invariant};
use super::charges::footprint;
use super::walk::{At, Check};

pub(super) struct Victory {
    /// Each side's units as the setup fielded them.
    units: [BTreeSet<String>; 2],
    /// Each side's general's model, his unit's leader at the start.
    generals: [Option<String>; 2],
    /// The units the log took off the table so far.
    lost: BTreeSet<String>,
}

impl Victory {
    pub(super) fn new(battle: &Battle) -> Self {
        let sides = &battle.setup().sides;
        Victory {
            units: Side::BOTH.map(|s| {
                sides[s.index()]
                    .units
                    .iter()
                    .map(|u| u.id.clone())
                    .collect()
            }),
            generals: Side::BOTH.map(|s| {
                sides[s.index()]
                    .units
                    .iter()
                    .find(|u| u.general && u.leader.is_some())
                    .map(|u| format!("{}.leader", u.id))
            }),
            lost: battle
                .start_events()
                .iter()
                .filter_map(|e| match e {
                    Event::UnitRemoved { unit, .. } => Some(unit.clone()),
                    _ => None,
                })
                .collect(),
        }
    }

    fn side_of(&self, unit: &str) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|s| self.units[s.index()].contains(unit))
    }

    fn general_alive(&self, s: &BattleState, side: Side) -> bool {
        self.generals[side.index()]
            .as_ref()
            .is_some_and(|id| s.model(id).is_some())
    }

    fn lost_by(&self, side: Side) -> u32 {
        self.lost
            .iter()
            .filter(|u| self.side_of(u) == Some(side))
            .count() as u32
    }

    fn achieved(&self, s: &BattleState, side: Side, mission: &Mission) -> bool {
        let enemy = side.other();
        let held = |who: Side| {
            s.table()
                .objectives
                .iter()
                .filter(|o| holder(s, (o.x, o.y), o.radius_cm) == Some(who))
                .count()
        };
        let zone = |who: Side| {
            s.table()
                .deployment_zones
                .iter()
                .find(|z| z.side == u8::from(who))
                .map(|z| z.polygon.clone())
                .unwrap_or_default()
        };
        match &mission.goal {
            Goal::HoldObjective { objective } => s
                .table()
                .objectives
                .iter()
                .find(|o| &o.id == objective)
                .is_some_and(|o| holder(s, (o.x, o.y), o.radius_cm) == Some(side)),
            Goal::HoldMostObjectives => held(side) > held(enemy),
            Goal::SlayGeneral => !self.general_alive(s, enemy),
            Goal::KeepGeneral => self.general_alive(s, side),
            Goal::DestroyUnits { count } => self.lost_by(enemy) >= *count,
            Goal::LoseAtMost { max } => self.lost_by(side) <= *max,
            Goal::InvadeZone { count } => {
                let theirs = zone(enemy);
                let units: BTreeSet<&str> = s
                    .models()
                    .iter()
                    .filter(|m| {
                        m.side == side && m.deployed && footprint(m).within_polygon(&theirs)
                    })
                    .map(|m| m.unit.as_str())
                    .collect();
                units.len() as u32 >= *count
            }
            Goal::ClearOwnZone => {
                let ours = zone(side);
                !s.models()
                    .iter()
                    .any(|m| m.side == enemy && m.deployed && footprint(m).within_polygon(&ours))
            }
            Goal::MoreLeadersAlive => leaders_on_table(s, side) > leaders_on_table(s, enemy),
        }
    }

    /// The points each side scored on the table `s` ended on.
    fn scored(&self, s: &BattleState) -> [u32; 2] {
        let mut vp = [0u32; 2];
        let victory = s.table().victory.clone();
        // R-TURN-1: a point per army leader still on the table, two more for a living general.
        if victory.as_ref().is_none_or(|v| v.leaders) {
            for side in Side::BOTH {
                vp[side.index()] += leaders_on_table(s, side) as u32;
                if self.general_alive(s, side) {
                    vp[side.index()] += 2;
                }
            }
        }
        for o in &s.table().objectives {
            if let Some(side) = holder(s, (o.x, o.y), o.radius_cm)
                && o.side.is_none_or(|only| only == u8::from(side))
            {
                vp[side.index()] += o.vp;
            }
        }
        let per_unit = victory.as_ref().map_or(0, |v| v.per_unit_destroyed);
        for unit in &self.lost {
            if let Some(side) = self.side_of(unit) {
                vp[side.other().index()] += per_unit;
            }
        }
        for rule in &s.table().special_rules {
            let Some(EnforcedRule::VpForKilling { victim, vp: points }) = &rule.enforce else {
                continue;
            };
            let dead = match victim {
                Victim::GeneralOf(side) => Side::try_from(*side)
                    .ok()
                    .filter(|&side| self.generals[side.index()].is_some())
                    .filter(|&side| !self.general_alive(s, side)),
                Victim::Model(id) => id
                    .rsplit_once('.')
                    .and_then(|(unit, _)| self.side_of(unit))
                    .filter(|_| s.model(id).is_none()),
                Victim::Unit(id) => self.side_of(id).filter(|_| self.lost.contains(id)),
            };
            if let Some(side) = dead {
                vp[side.other().index()] += points;
            }
        }
        if let Some(missions) = &s.table().missions {
            for side in Side::BOTH {
                if self.achieved(s, side, &missions.primary) {
                    vp[side.index()] += missions.primary.vp;
                }
                let roll = s.sides()[side.index()].secondary_roll;
                let table = &missions.secondary;
                if let Some(m) = roll
                    .filter(|r| *r >= 1 && !table.is_empty())
                    .and_then(|r| table.get((usize::from(r) - 1) % table.len()))
                    && self.achieved(s, side, m)
                {
                    vp[side.index()] += m.vp;
                }
            }
        }
        vp
    }
}

/// Who holds an objective: a side with a model on the table within its radius, edge to
/// point, and no enemy model there.
fn holder(s: &BattleState, at: (f64, f64), radius: f64) -> Option<Side> {
    let near = |side: Side| {
        s.models().iter().any(|m| {
            m.side == side
                && m.deployed
                && footprint(m).distance_to_point(&P2::new(at.0, at.1)) <= radius
        })
    };
    match (near(Side::FIRST), near(Side::SECOND)) {
        (true, false) => Some(Side::FIRST),
        (false, true) => Some(Side::SECOND),
        _ => None,
    }
}

fn leaders_on_table(s: &BattleState, side: Side) -> usize {
    s.models()
        .iter()
        .filter(|m| m.side == side && m.leader)
        .count()
}

impl Check for Victory {
    fn before(&mut self, state: &BattleState, event: &Event, at: At, out: &mut Vec<Breach>) {
        match event {
            Event::UnitRemoved { unit, .. } => {
                self.lost.insert(unit.clone());
            }
            Event::BattleEnded { vp, .. } => {
                let by_missions = self.scored(state);
                if by_missions != *vp {
                    out.push(at.breach(Invariant::VictoryPointsOtherwise {
                        first: vp[0],
                        second: vp[1],
                        first_by_missions: by_missions[0],
                        second_by_missions: by_missions[1],
                    }));
                }
            }
            _ => {}
        }
    }
}
