//! What the battle's scenario and missions put on a general and on each unit, beyond the army
//! itself, as one side sees them (R-MISSION-1): the points for killing a general (a mission to
//! slay or keep one, a scenario's kill rule such as the escort's envoy) and for wiping out a
//! unit (the scenario's points per unit destroyed, missions to destroy units or to lose few).
//! The side reads the primary mission, which both sides play, and its own secret one; never
//! the enemy's.

use crate::battle::model::side::{Side, other};
use crate::battle::model::state::BattleState;
use crate::battle::policy::general::worth::own_missions;
use crate::table::model::Goal;
use crate::table::model::{EnforcedRule, Victim};

/// Victory points at stake beyond the army, by the side that would lose them.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Stakes {
    /// Points riding on each side's general, besides the ones leaders hold (R-TURN-1).
    pub general: [f64; 2],
    /// Points riding on each unit of each side being wiped out.
    pub unit_wiped: [f64; 2],
}

impl Stakes {
    /// The stakes as `side` sees them.
    pub fn of(state: &BattleState, side: Side) -> Stakes {
        let (us, them) = (side.index(), other(side).index());
        let mut s = Stakes::default();
        let per_unit = state
            .table
            .victory
            .as_ref()
            .map_or(0, |v| v.per_unit_destroyed) as f64;
        s.unit_wiped = [per_unit; 2];
        let primary: Vec<_> = state.table.missions.iter().map(|m| &m.primary).collect();
        for m in own_missions(state, side) {
            let vp = f64::from(m.vp);
            // The primary mission is the enemy's too: what it scores by, it may score against us.
            let shared = primary.iter().any(|p| std::ptr::eq(*p, m));
            match &m.goal {
                Goal::SlayGeneral => {
                    s.general[them] += vp;
                    if shared {
                        s.general[us] += vp;
                    }
                }
                Goal::KeepGeneral => {
                    s.general[us] += vp;
                    if shared {
                        s.general[them] += vp;
                    }
                }
                Goal::DestroyUnits { count } => {
                    s.unit_wiped[them] += vp / f64::from((*count).max(1));
                    if shared {
                        s.unit_wiped[us] += vp / f64::from((*count).max(1));
                    }
                }
                Goal::LoseAtMost { max } => {
                    s.unit_wiped[us] += vp / f64::from(max + 1);
                    if shared {
                        s.unit_wiped[them] += vp / f64::from(max + 1);
                    }
                }
                _ => {}
            }
        }
        for rule in &state.table.special_rules {
            if let Some(EnforcedRule::VpForKilling {
                victim: Victim::GeneralOf(v),
                vp,
            }) = &rule.enforce
                && let Ok(victim) = Side::try_from(*v)
            {
                s.general[victim.index()] += f64::from(*vp);
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::policy::general::tournament::Fixture;
    use std::path::Path;

    /// The escort's envoy (its special rule, 3 VP) rides on side 0's general, and the
    /// scenario's point per unit destroyed on every unit.
    #[test]
    fn r_mission_1_the_escorts_envoy_and_each_unit_destroyed_are_at_stake() {
        let fixture = Fixture::load(
            Path::new("scenarios/escort.json"),
            [
                Path::new("armies/lists/akagane_400.json"),
                Path::new("armies/lists/hayashi_400.json"),
            ],
        )
        .unwrap();
        let battle = fixture.battle(1).unwrap();
        let s = Stakes::of(battle.state(), Side::SECOND);
        assert!(s.general[0] >= 3.0, "{s:?}");
        assert!(s.unit_wiped[0] >= 1.0 && s.unit_wiped[1] >= 1.0, "{s:?}");
    }
}
