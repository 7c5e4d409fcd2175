//! What the battle's scenario and missions put on a general and on each unit, beyond the army
//! itself, as one side sees them (R-MISSION-1): the points for killing a general (a mission to
//! slay or keep one, a scenario's kill rule such as the escort's envoy) and for wiping out a
//! unit (the scenario's points per unit destroyed, missions to destroy units or to lose few).
//! The side reads the primary mission, which both sides play, and its own secret one. The
//! enemy's secret one it cannot see: it weighs each mission of the scenario's table by its
//! chance on the die that deals it, as a player at the table would.

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
        let them = other(side).index();
        let mut s = Stakes::default();
        let per_unit = state
            .table()
            .victory
            .as_ref()
            .map_or(0, |v| v.per_unit_destroyed) as f64;
        s.unit_wiped = [per_unit; 2];
        let primary: Vec<_> = state.table().missions.iter().map(|m| &m.primary).collect();
        for m in own_missions(state, side) {
            s.add(&m.goal, f64::from(m.vp), side);
            // The primary mission is the enemy's too: what it scores by, it may score against us.
            if primary.iter().any(|p| std::ptr::eq(*p, m)) {
                s.add(&m.goal, f64::from(m.vp), other(side));
            }
        }
        // The enemy's secret mission is not seen, but the table it is rolled on is: each
        // one at its chance on the die (R-MISSION-1).
        if state.sides()[them].secondary_roll.is_none()
            && let Some(missions) = &state.table().missions
            && !missions.secondary.is_empty()
        {
            let chance = 1.0 / missions.secondary.len() as f64;
            for m in &missions.secondary {
                s.add(&m.goal, chance * f64::from(m.vp), other(side));
            }
        }
        for rule in &state.table().special_rules {
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

    /// Adds the `vp` a mission of `goal` is worth to `scorer`, on the general or the units
    /// its goal puts them on.
    fn add(&mut self, goal: &Goal, vp: f64, scorer: Side) {
        let (scorer, victim) = (scorer.index(), other(scorer).index());
        match goal {
            Goal::SlayGeneral => self.general[victim] += vp,
            Goal::KeepGeneral => self.general[scorer] += vp,
            Goal::DestroyUnits { count } => {
                self.unit_wiped[victim] += vp / f64::from((*count).max(1))
            }
            Goal::LoseAtMost { max } => self.unit_wiped[scorer] += vp / f64::from(max + 1),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::policy::general::tournament::Fixture;

    /// The bundled scenario `name`, Akagane 400 against Hayashi 400, seed 1, set up.
    fn akagane_against_hayashi(name: &str) -> crate::battle::Battle {
        let fixture = Fixture::bundled(name, ["akagane_400", "hayashi_400"]);
        fixture.battle(1).unwrap()
    }

    /// The escort's envoy (its special rule, 3 VP) rides on side 0's general, and the
    /// scenario's point per unit destroyed on every unit.
    #[test]
    fn r_mission_1_the_escorts_envoy_and_each_unit_destroyed_are_at_stake() {
        let battle = akagane_against_hayashi("escort");
        let s = Stakes::of(battle.state(), Side::SECOND);
        assert!(s.general[0] >= 3.0, "{s:?}");
        assert!(s.unit_wiped[0] >= 1.0 && s.unit_wiped[1] >= 1.0, "{s:?}");
    }

    /// The enemy's secret mission, unseen, counts as each of the table's six at one chance in
    /// six: Cut off the head (3 VP) on our general, Guard the lord (2) on theirs, Break their
    /// ranks (2 for two units) on each of ours, Spare the men (2 for at most one lost) on each
    /// of theirs.
    #[test]
    fn r_mission_1_the_enemys_unseen_secret_mission_counts_at_its_chance_on_the_die() {
        let battle = akagane_against_hayashi("pitched_battle");
        let seen = crate::battle::policy::general::view::as_seen_by(battle.state(), Side::FIRST);
        assert_eq!(seen.sides()[1].secondary_roll, None);
        let unseen = Stakes::of(&seen, Side::FIRST);
        // With the enemy's die known, the side still does not read its mission (a player
        // never learns it before the end): only the weighing by chance goes.
        let mut known = seen.clone();
        known.sides_mut()[1].secondary_roll = Some(4);
        let without = Stakes::of(&known, Side::FIRST);
        let added = [
            unseen.general[0] - without.general[0],
            unseen.general[1] - without.general[1],
            unseen.unit_wiped[0] - without.unit_wiped[0],
            unseen.unit_wiped[1] - without.unit_wiped[1],
        ];
        let expected = [3.0 / 6.0, 2.0 / 6.0, 1.0 / 6.0, 1.0 / 6.0];
        for (got, want) in added.into_iter().zip(expected) {
            assert!((got - want).abs() < 1e-9, "{added:?} {unseen:?}");
        }
    }
}
