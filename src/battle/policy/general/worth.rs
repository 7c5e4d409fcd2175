//! What things are worth to the computer general, in one scale ("worth", about one ordinary
//! foot model each): models by their profile, leaders by the victory points they hold
//! (R-TURN-1: 1 each, 2 more for the general), a prospect's harm done against harm taken, and
//! a whole state's balance. Readable terms, tuned by the temperament; where a unit stands is
//! `reckoner`'s.

use crate::battle::engine::measure;
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::{TroopProfile, UnitState};
use crate::battle::policy::general::level::Temperament;
use crate::battle::policy::general::prospect::Prospect;
use crate::battle::policy::general::stakes::Stakes;
use crate::table::model::{Goal, Mission};

/// One victory point, in worth: a battle is won on points (R-TURN-1, L256).
pub const VP_WORTH: f64 = 6.0;

/// Of a unit's worth, what its falling back costs it (L959: it moves away, still in play).
const FALL_BACK_SHARE: f64 = 0.25;

/// Of a unit's worth, what its retreat costs it (L960: it leaves the fight, often the table).
const RETREAT_SHARE: f64 = 0.6;

/// A model of this profile: its attack, shooting, wounds, Honor and horse.
pub fn model_worth(p: &TroopProfile) -> f64 {
    1.0 + 0.5 * p.attack as f64
        + 0.35 * p.ranged_attack as f64
        + 0.8 * p.wounds.saturating_sub(1) as f64
        + 0.2 * (p.honor - 5).max(0) as f64
        + if p.mounted { 0.5 } else { 0.0 }
}

/// A unit's leader: his model and the victory points he holds while alive (R-TURN-1).
pub fn leader_worth(u: &UnitState) -> f64 {
    match &u.leader {
        None => 0.0,
        Some(l) => model_worth(l) + VP_WORTH * if u.general { 3.0 } else { 1.0 },
    }
}

/// What a unit still in play is worth: its models and its leader.
pub fn unit_worth(u: &UnitState) -> f64 {
    if u.removed || u.joined.is_some() {
        return 0.0;
    }
    u.models as f64 * model_worth(&u.profile) + leader_worth(u)
}

/// A prospect of `unit` against `target` in worth: the harm it does (weighted by aggression)
/// less the harm it takes (weighted by caution), each side's losses, Honor-test failures,
/// leaders, and the points riding on a general or on a unit wiped out ([`Stakes`]); a charge
/// that falls short leaves the chargers out in the open.
pub fn prospect_worth(
    p: &Prospect,
    unit: &UnitState,
    target: &UnitState,
    t: &Temperament,
    stakes: &Stakes,
) -> f64 {
    let at_stake = |u: &UnitState, leader_dies: f64, wiped: f64| {
        let general = if u.general && u.leader.is_some() {
            stakes.general[u.side.index()]
        } else {
            0.0
        };
        VP_WORTH * (leader_dies * general + wiped * stakes.unit_wiped[u.side.index()])
    };
    let harm = p.their_losses * model_worth(&target.profile)
        + p.their_leader_dies * leader_worth(target)
        + (p.they_fall_back * FALL_BACK_SHARE + p.they_retreat * RETREAT_SHARE)
            * unit_worth(target)
        + at_stake(target, p.their_leader_dies, p.they_are_wiped_out);
    let loss = p.our_losses * model_worth(&unit.profile)
        + p.our_leader_dies * leader_worth(unit)
        + (p.we_fall_back * FALL_BACK_SHARE + p.we_retreat * RETREAT_SHARE) * unit_worth(unit)
        + at_stake(unit, p.our_leader_dies, p.we_are_wiped_out);
    let short = 0.1 * unit_worth(unit);
    p.reach * (harm * t.harm_weight() - loss * t.loss_weight())
        - (1.0 - p.reach) * short * t.loss_weight()
}

/// The chance `enemy` reaches `unit` with a plain charge from where they stand (MOV + 1D6 over
/// the edge gap, R-CHG-1), sight not counted: a quick read of a threat.
pub fn reach_between(state: &BattleState, charger: &UnitState, target: &str) -> f64 {
    crate::battle::combat::charged::die_odds(state, charger, target)
        .chance
        .probability()
}

/// The missions `side` knows it plays for: the scenario's primary one and its own secret
/// secondary one (R-MISSION-1; never the enemy's, which it cannot see).
pub fn own_missions(state: &BattleState, side: Side) -> Vec<&Mission> {
    let mut out: Vec<&Mission> = state.table().missions.iter().map(|m| &m.primary).collect();
    out.extend(crate::battle::scenario::missions::secondary_mission(
        state, side,
    ));
    out
}

/// An objective as one side counts it (R-MISSION-1): where it is, and the victory points
/// riding on who holds it when the battle ends.
#[derive(Debug, Clone, PartialEq)]
pub struct ObjectiveStake {
    pub id: String,
    pub at: (f64, f64),
    pub radius: f64,
    /// What the side scores holding it: the objective's own points if it may score them, and
    /// its missions' (the primary one's and its own secret one's) for holding it or the most.
    pub ours: u32,
    /// What the enemy scores holding it: the objective's points if it may score them, and the
    /// primary mission's, which it plays too. A model of ours there denies them.
    pub theirs: u32,
}

impl ObjectiveStake {
    /// Everything riding on it, held or denied.
    pub fn vp(&self) -> u32 {
        self.ours + self.theirs
    }

    /// Whether model `m` stands on it: deployed, its base within the radius (R-MISSION-2).
    pub fn covers(&self, m: &crate::battle::model::state::ModelState) -> bool {
        m.deployed && measure::distance_to_point(m, self.at) <= self.radius
    }
}

/// The scenario's objectives as `side` counts them, those with points riding on them.
pub fn objectives_for(state: &BattleState, side: Side) -> Vec<ObjectiveStake> {
    let missions = own_missions(state, side);
    let primary: Vec<&Mission> = state.table().missions.iter().map(|m| &m.primary).collect();
    let scores =
        |o: &crate::table::model::Objective, s: Side| o.side.is_none_or(|x| x == u8::from(s));
    let wants = |m: &Mission, o: &crate::table::model::Objective| match &m.goal {
        Goal::HoldObjective { objective } => objective == &o.id,
        Goal::HoldMostObjectives => true,
        _ => false,
    };
    state
        .table()
        .objectives
        .iter()
        .map(|o| {
            let mission_vp =
                |ms: &[&Mission]| -> u32 { ms.iter().filter(|m| wants(m, o)).map(|m| m.vp).sum() };
            let own = if scores(o, side) { o.vp } else { 0 };
            let enemy = if scores(o, other(side)) { o.vp } else { 0 };
            ObjectiveStake {
                id: o.id.clone(),
                at: (o.x, o.y),
                radius: o.radius_cm,
                ours: own + mission_vp(&missions),
                theirs: enemy + mission_vp(&primary),
            }
        })
        .filter(|o| o.vp() > 0)
        .collect()
}

/// The points riding on `side` having a model inside the enemy's deployment zone when the
/// battle ends: its own missions that want it there (Into their lands), and the enemy's that
/// want its zone clear (Hold the line), which a model there denies. The enemy's secret mission
/// is unseen: each of the table's counts at its chance on the die (R-MISSION-1).
pub fn invasion_vp(state: &BattleState, side: Side) -> f64 {
    let own = own_invasion_vp(state, side);
    let clears = |m: &&Mission| matches!(m.goal, Goal::ClearOwnZone);
    let Some(missions) = &state.table().missions else {
        return own;
    };
    let mut denied: f64 = [&missions.primary]
        .into_iter()
        .filter(clears)
        .map(|m| f64::from(m.vp))
        .sum();
    if state.sides()[other(side).index()].secondary_roll.is_none() && !missions.secondary.is_empty()
    {
        let chance = 1.0 / missions.secondary.len() as f64;
        denied += missions
            .secondary
            .iter()
            .filter(clears)
            .map(|m| chance * f64::from(m.vp))
            .sum::<f64>();
    }
    own + denied
}

/// The points `side`'s own missions (the primary one and its secret one) give for a model
/// inside the enemy's deployment zone when the battle ends (Into their lands).
pub fn own_invasion_vp(state: &BattleState, side: Side) -> f64 {
    own_missions(state, side)
        .iter()
        .filter(|m| matches!(m.goal, Goal::InvadeZone { .. }))
        .map(|m| f64::from(m.vp))
        .sum()
}

/// The army's worth left on each side, the general's main score of a state for `side`: own
/// units' worth less the enemy's, plus the victory points counted so far.
pub fn balance(state: &BattleState, side: Side) -> f64 {
    let army = |s: Side| state.units_of(s).map(unit_worth).sum::<f64>();
    let (vp, _) = crate::battle::scenario::scoring::final_points(state);
    army(side) - army(other(side))
        + VP_WORTH * (vp[side.index()] as f64 - vp[other(side).index()] as f64)
}
