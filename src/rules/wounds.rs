//! Wound dice, stuns, leader wounds and casualties (L890-937): R-WOUND-1..4 and R-CAS-1, as
//! plain functions shared by the exact odds and the seeded rolls.

use super::situation::{CombatUnit, ProtectLeader};
use serde::{Deserialize, Serialize};

/// What one wound die does (R-WOUND-1, the table at L898-905).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WoundResult {
    /// Natural 1 (L900-902), or below the difficulty when shooting (L904).
    Nothing,
    /// A wound to the unit (L905).
    UnitWound,
    /// A natural 6 against a unit with a unit leader: the leader's wound (L903, L911).
    LeaderWound,
    /// Below the difficulty in melee: a stun marker (L904).
    Stun,
}

/// How the wound dice against one unit are read (R-WOUND-1, R-WOUND-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WoundRoll {
    /// Difficulty to wound of the target (R-WOUND-2).
    pub difficulty: i32,
    /// Weapon, armour and ability modifiers to every wound die (L896).
    pub modifier: i32,
    /// A shooting attack: results below the difficulty do nothing (L904).
    pub shooting: bool,
    /// The target has a unit leader, who takes the natural 6s (L903).
    pub target_has_leader: bool,
}

impl WoundRoll {
    /// The wound dice that `attacker_wound_modifier` rolls against `target`.
    pub fn against(target: &CombatUnit, attacker_wound_modifier: i32, shooting: bool) -> Self {
        WoundRoll {
            difficulty: target.difficulty_to_wound,
            modifier: attacker_wound_modifier,
            shooting,
            target_has_leader: target.has_leader(),
        }
    }

    /// What a die showing `face` (1..=6) does (R-WOUND-1).
    pub fn result(&self, face: u8) -> WoundResult {
        match face {
            1 => WoundResult::Nothing,
            6 if self.target_has_leader => WoundResult::LeaderWound,
            6 => WoundResult::UnitWound,
            f if i32::from(f) + self.modifier >= self.difficulty => WoundResult::UnitWound,
            _ if self.shooting => WoundResult::Nothing,
            _ => WoundResult::Stun,
        }
    }

    /// Probabilities of one die's result: `[nothing, unit wound, leader wound, stun]`.
    pub fn probabilities(&self) -> [f64; 4] {
        let mut p = [0.0; 4];
        for face in 1..=6u8 {
            let i = match self.result(face) {
                WoundResult::Nothing => 0,
                WoundResult::UnitWound => 1,
                WoundResult::LeaderWound => 2,
                WoundResult::Stun => 3,
            };
            p[i] += 1.0 / 6.0;
        }
        p
    }
}

/// What the wound dice against a unit added up to, before stuns turn into wounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct WoundsDealt {
    pub unit_wounds: u32,
    pub leader_wounds: u32,
    pub stuns: u32,
}

impl WoundsDealt {
    /// Stand and shoot (R-POOL-3, L858): the wounds caused are halved, rounded down (R-POOL-4). The
    /// owner of the charging unit drops leader wounds first (a lost leader counts double, L941).
    pub fn halved(self) -> WoundsDealt {
        let total = self.unit_wounds + self.leader_wounds;
        let keep = total / 2;
        let dropped = total - keep;
        let leader_wounds = self.leader_wounds.saturating_sub(dropped);
        WoundsDealt {
            unit_wounds: keep - leader_wounds,
            leader_wounds,
            stuns: self.stuns / 2,
        }
    }
}

/// How many of `incoming` leader wounds the owner tries to divert to the unit, 1D6 each, 4+
/// succeeds (R-WOUND-4, L917), for a leader with `remaining` wounds before it dies.
pub fn wounds_to_divert(policy: ProtectLeader, incoming: u32, remaining: u32) -> u32 {
    match policy {
        ProtectLeader::Never => 0,
        ProtectLeader::Always => incoming,
        ProtectLeader::WhenLethal => {
            let survivable = remaining.saturating_sub(1);
            incoming.saturating_sub(survivable)
        }
    }
}

/// A protect-the-leader die succeeds on 4+ (L917).
pub fn protect_die_succeeds(face: u8) -> bool {
    face >= 4
}

/// Probability that one protect-the-leader die moves the wound to the unit (L917).
pub const PROTECT_PROBABILITY: f64 = 0.5;

/// A unit after a combat's wounds: casualties, leader, markers (R-WOUND-3, R-CAS-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitAfter {
    /// Wounds the unit took this combat: direct, from two stuns, and diverted from the leader.
    pub unit_wounds: u32,
    /// Wounds the leader took this combat (after protection).
    pub leader_wounds: u32,
    /// Models removed (R-CAS-1), never more than could be removed.
    pub casualties: u32,
    /// Models left, not counting the leader.
    pub models_after: u32,
    /// The unit had a leader and it died this combat.
    pub leader_died: bool,
    /// Wounds on the leader's counter afterwards (0 without a living leader).
    pub leader_wounds_after: u32,
    /// Wounds carried on the wounded marker afterwards (L921).
    pub wounded_marker_after: u32,
    /// Stun markers afterwards: 0 or 1 (R-WOUND-3).
    pub stuns_after: u32,
    /// No model and no leader left.
    pub wiped_out: bool,
}

impl UnitAfter {
    /// Losses for the melee result: casualties, a lost leader counting 2 (L941, R-RES-1).
    pub fn loss_score(&self) -> u32 {
        self.casualties + 2 * u32::from(self.leader_died)
    }

    /// Every wound taken this combat (for two lone models, L943).
    pub fn wounds_received(&self) -> u32 {
        self.unit_wounds + self.leader_wounds
    }
}

/// Applies one combat's wounds to `unit` (R-WOUND-3, R-CAS-1).
///
/// `dealt` is after halving; `diverted` leader wounds went to the unit after a successful
/// protect roll, the leader takes the other `dealt.leader_wounds - diverted`. Only `removable`
/// models can be casualties (all of them in melee, the visible ones when shot, L935-937); wounds
/// beyond them are lost.
pub fn apply_wounds(
    unit: &CombatUnit,
    dealt: WoundsDealt,
    diverted: u32,
    removable: u32,
) -> UnitAfter {
    let stuns = unit.stuns + dealt.stuns;
    let diverted = diverted.min(dealt.leader_wounds);
    settle(
        unit,
        dealt.unit_wounds + stuns / 2 + diverted,
        dealt.leader_wounds.saturating_sub(diverted),
        stuns % 2,
        removable,
    )
}

/// The unit after taking `unit_wounds` (stuns already turned into wounds, R-WOUND-3) with
/// `stuns_left` stun markers left over, and its leader after taking `leader_wounds`: casualties
/// and the wounded marker (R-CAS-1, L921-923).
pub fn settle(
    unit: &CombatUnit,
    unit_wounds: u32,
    leader_wounds: u32,
    stuns_left: u32,
    removable: u32,
) -> UnitAfter {
    let total = unit_wounds + unit.wounded_marker;
    let hr = unit.hr.max(1);
    let removable = removable.min(unit.models);
    let casualties = (total / hr).min(removable);
    let models_after = unit.models - casualties;
    let (leader_died, leader_wounds_after) = match &unit.leader {
        Some(l) => {
            let w = l.wounds_taken + leader_wounds;
            if w >= l.hr { (true, 0) } else { (false, w) }
        }
        None => (false, 0),
    };
    let leader_alive = unit.leader.is_some() && !leader_died;
    // A combat of one profile of a mixed raid unit (R-RAID-6): the unit lives on with its
    // models of other profiles, and keeps every wound left over on its wounded marker (L921),
    // and its stuns, for the combats that follow.
    let lives_on = unit.models_elsewhere > 0;
    let wiped_out = models_after == 0 && !leader_alive && !lives_on;
    let wounded_marker_after = if lives_on {
        total - casualties * hr
    } else if models_after == 0 || total / hr > removable {
        0
    } else {
        total % hr
    };
    UnitAfter {
        unit_wounds,
        leader_wounds,
        casualties,
        models_after,
        leader_died,
        leader_wounds_after,
        wounded_marker_after,
        stuns_after: if wiped_out { 0 } else { stuns_left },
        wiped_out,
    }
}

/// Exact distribution of the wound dice's results for `hits` dice: `(unit wounds, leader
/// wounds, stuns, p)` for every outcome with p > 0, by convolution one die at a time.
pub fn wound_outcomes(hits: u32, roll: &WoundRoll) -> Vec<(WoundsDealt, f64)> {
    let [p0, pu, pl, ps] = roll.probabilities();
    let n = hits as usize;
    let side = n + 1;
    let idx = |u: usize, l: usize, s: usize| (u * side + l) * side + s;
    let mut cur = vec![0.0; side * side * side];
    cur[0] = 1.0;
    for k in 0..n {
        let mut next = vec![0.0; side * side * side];
        for u in 0..=k {
            for l in 0..=k - u {
                for s in 0..=k - u - l {
                    let x = cur[idx(u, l, s)];
                    if x == 0.0 {
                        continue;
                    }
                    next[idx(u, l, s)] += x * p0;
                    next[idx(u + 1, l, s)] += x * pu;
                    next[idx(u, l + 1, s)] += x * pl;
                    next[idx(u, l, s + 1)] += x * ps;
                }
            }
        }
        cur = next;
    }
    let mut out = Vec::new();
    for u in 0..=n {
        for l in 0..=n - u {
            for s in 0..=n - u - l {
                let x = cur[idx(u, l, s)];
                if x > 0.0 {
                    out.push((
                        WoundsDealt {
                            unit_wounds: u as u32,
                            leader_wounds: l as u32,
                            stuns: s as u32,
                        },
                        x,
                    ));
                }
            }
        }
    }
    out
}
