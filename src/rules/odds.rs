//! Exact odds of a whole melee exchange or shooting attack, by convolution over the dice:
//! no sampling. Each attack die and its wound die are independent of the others, so the
//! distribution of (wounds, stuns, leader wounds) is built one die at a time; protect the
//! leader (R-WOUND-4) is a binomial on top; casualties, the winner and the Honor test follow
//! face by face from the rules in [`super::wounds`] and [`super::outcome`].

use super::dice::{binomial, honor_pass_probability};
use super::outcome::{
    Morale, Winner, failed_honor_test, honor_after, melee_winner, shot_unit_tests_honor,
};
use super::pool::{DicePool, melee_pool, shooting_pool};
use super::situation::{CombatUnit, MeleeSituation, ProtectLeader, ShootSituation};
use super::wounds::{
    PROTECT_PROBABILITY, UnitAfter, WoundRoll, WoundsDealt, settle, wounds_to_divert,
};
use serde::{Deserialize, Serialize};

/// What one side's dice do to the enemy: hits and the wound dice's results (before
/// stand-and-shoot halving and before protect the leader).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Inflicted {
    /// `hits[k]`: probability of exactly k hits (R-DICE-1).
    pub hits: Vec<f64>,
    pub expected_hits: f64,
    /// `wounds[k]`: exactly k wound dice at or above the difficulty (or natural 6 on a unit
    /// without a leader) (R-WOUND-1).
    pub wounds: Vec<f64>,
    pub expected_wounds: f64,
    /// Natural 6s against a unit with a unit leader (L903).
    pub leader_wounds: Vec<f64>,
    pub expected_leader_wounds: f64,
    /// New stun markers (melee only, L904).
    pub stuns: Vec<f64>,
    pub expected_stuns: f64,
}

/// What a unit suffers: casualties, its leader, markers after, Honor test and its result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Suffered {
    /// `casualties[k]`: probability of losing exactly k models (R-CAS-1).
    pub casualties: Vec<f64>,
    pub expected_casualties: f64,
    /// `casualties_at_least[k]`: probability of losing k models or more.
    pub casualties_at_least: Vec<f64>,
    /// The unit leader dies (0 without a leader).
    pub leader_death: f64,
    /// No model and no leader left.
    pub wiped_out: f64,
    /// `wounded_marker_after[k]`: k wounds carried afterwards (L921).
    pub wounded_marker_after: Vec<f64>,
    /// `stuns_after[k]`: k stun markers afterwards (R-WOUND-3).
    pub stuns_after: Vec<f64>,
    /// The unit must take an Honor test (melee loser; shot and lost half, R-RES-2).
    pub honor_test: f64,
    /// It takes the test and fails it (R-DICE-3).
    pub honor_test_fails: f64,
    /// It fails and falls back (L959).
    pub falls_back: f64,
    /// It fails and retreats (L960).
    pub retreats: f64,
}

/// One side of a melee: its pool (why N dice), what it inflicts, what it suffers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MeleeSideOdds {
    pub name: String,
    pub pool: DicePool,
    pub inflicts: Inflicted,
    pub suffers: Suffered,
}

/// The exact odds of a melee exchange (both roll at once, L658).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MeleeOdds {
    pub attacker: MeleeSideOdds,
    pub defender: MeleeSideOdds,
    /// R-RES-1.
    pub attacker_wins: f64,
    pub defender_wins: f64,
    pub draw: f64,
}

/// The exact odds of a shooting attack.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShootOdds {
    pub shooter: String,
    pub target: String,
    pub pool: DicePool,
    pub inflicts: Inflicted,
    pub suffers: Suffered,
}

/// Distribution of what one unit ends up with, merged on what the result depends on.
struct Damage {
    outcomes: Vec<(UnitAfter, f64)>,
    marker: Vec<f64>,
    stuns: Vec<f64>,
}

/// Everything needed to know what one side's dice do to one target.
struct Attack<'a> {
    pool: &'a DicePool,
    wound: WoundRoll,
    target: &'a CombatUnit,
    policy: ProtectLeader,
    removable: u32,
    halve: bool,
    /// Keep wounds received apart (two lone models compare them, L943).
    track_received: bool,
}

fn expected(dist: &[f64]) -> f64 {
    dist.iter().enumerate().map(|(k, p)| k as f64 * p).sum()
}

fn inflicted(pool: &DicePool, wound: &WoundRoll) -> Inflicted {
    let roll = pool.roll();
    let hit = roll.die_probability();
    let [_, pu, pl, ps] = wound.probabilities();
    let hits = roll.distribution();
    let wounds = binomial(roll.dice, hit * pu);
    let leader_wounds = binomial(roll.dice, hit * pl);
    let stuns = binomial(roll.dice, hit * ps);
    Inflicted {
        expected_hits: expected(&hits),
        expected_wounds: expected(&wounds),
        expected_leader_wounds: expected(&leader_wounds),
        expected_stuns: expected(&stuns),
        hits,
        wounds,
        leader_wounds,
        stuns,
    }
}

/// Joint distribution of (2 x wounds + stuns, leader wounds) over the pool's dice. Only
/// 2 x wounds + stuns matters for the unit: two stuns make a wound (R-WOUND-3), and what is
/// left is its parity. Returned as a flat `(2n+1) x (n+1)` table indexed `t * (n+1) + l`.
fn wound_table(n: usize, q: [f64; 4]) -> Vec<f64> {
    let [q0, qu, ql, qs] = q;
    let w = n + 1;
    let mut d = vec![0.0; (2 * n + 1) * w];
    d[0] = 1.0;
    for k in 0..n {
        // After k + 1 dice only t + 2l <= 2(k + 1) can be reached; outside it stays 0. Going
        // down in l and t updates in place: every cell read is one not yet updated.
        for l in (0..=k + 1).rev() {
            for t in (0..=2 * (k + 1 - l)).rev() {
                let mut x = d[t * w + l] * q0;
                if t >= 2 {
                    x += d[(t - 2) * w + l] * qu;
                }
                if t >= 1 {
                    x += d[(t - 1) * w + l] * qs;
                }
                if l >= 1 {
                    x += d[t * w + l - 1] * ql;
                }
                d[t * w + l] = x;
            }
        }
    }
    d
}

fn damage(a: &Attack) -> Damage {
    let roll = a.pool.roll();
    let hit = roll.die_probability();
    let [p0, pu, pl, ps] = a.wound.probabilities();
    let q = [1.0 - hit + hit * p0, hit * pu, hit * pl, hit * ps];
    let n = roll.dice as usize;
    let table = wound_table(n, q);
    let unit = a.target;
    let s0 = unit.stuns as usize;
    let w = n + 1;
    // Step 1: fold in the stuns already on the unit (and stand-and-shoot halving): x = 2 x unit
    // wounds + stuns, counting the old stuns, so that x / 2 is the unit's wounds and x % 2 the
    // stun marker left (R-WOUND-3).
    let xdim = 2 * n + s0 + 1;
    let mut folded = vec![0.0; xdim * w];
    for t in 0..=2 * n {
        for l in 0..=n {
            let p = table[t * w + l];
            if p == 0.0 {
                continue;
            }
            let mut dealt = WoundsDealt {
                unit_wounds: (t / 2) as u32,
                leader_wounds: l as u32,
                stuns: (t % 2) as u32,
            };
            if a.halve {
                dealt = dealt.halved();
            }
            let x = 2 * dealt.unit_wounds as usize + dealt.stuns as usize + s0;
            folded[x * w + dealt.leader_wounds as usize] += p;
        }
    }
    // Step 2: protect the leader (R-WOUND-4): each diverted wound adds 2 to x; keep only
    // whether the leader died.
    let remaining = unit
        .leader
        .as_ref()
        .map_or(0, |l| l.hr.saturating_sub(l.wounds_taken));
    let ydim = xdim + 2 * n;
    let mut settled = vec![[0.0f64; 2]; ydim];
    for l in 0..=n {
        let k = if unit.has_leader() {
            wounds_to_divert(a.policy, l as u32, remaining) as usize
        } else {
            0
        };
        let split = binomial(k as u32, PROTECT_PROBABILITY);
        for x in 0..xdim {
            let p = folded[x * w + l];
            if p == 0.0 {
                continue;
            }
            for (j, pj) in split.iter().enumerate() {
                let died = unit.has_leader() && (l - j) as u32 >= remaining;
                settled[x + 2 * j][usize::from(died)] += p * pj;
            }
        }
    }
    // Step 3: casualties and markers (R-CAS-1), merged on what the result depends on.
    let models = unit.models as usize;
    let recv_dim = if a.track_received { ydim / 2 + 1 } else { 1 };
    let mut merged: Vec<Option<(UnitAfter, f64)>> = vec![None; (models + 1) * 2 * recv_dim];
    let mut marker = vec![0.0; unit.hr.max(1) as usize];
    let mut stuns = vec![0.0; 2];
    for (y, pair) in settled.iter().enumerate() {
        for (died, &p) in pair.iter().enumerate() {
            if p == 0.0 {
                continue;
            }
            let leader_wounds = if died == 1 { remaining } else { 0 };
            let after = settle(
                unit,
                (y / 2) as u32,
                leader_wounds,
                (y % 2) as u32,
                a.removable,
            );
            // A profile's combat of a mixed raid unit may leave more than HR - 1 (R-RAID-6).
            let k = after.wounded_marker_after as usize;
            if k >= marker.len() {
                marker.resize(k + 1, 0.0);
            }
            marker[k] += p;
            stuns[after.stuns_after as usize] += p;
            let recv = if a.track_received { y / 2 } else { 0 };
            let key = (after.casualties as usize * 2 + died) * recv_dim + recv;
            match &mut merged[key] {
                Some((_, acc)) => *acc += p,
                slot @ None => *slot = Some((after, p)),
            }
        }
    }
    Damage {
        outcomes: merged.into_iter().flatten().collect(),
        marker,
        stuns,
    }
}

fn empty_suffered(unit: &CombatUnit, dmg: &Damage) -> Suffered {
    let mut casualties = vec![0.0; unit.models as usize + 1];
    let mut leader_death = 0.0;
    let mut wiped_out = 0.0;
    for (after, p) in &dmg.outcomes {
        casualties[after.casualties as usize] += p;
        if after.leader_died {
            leader_death += p;
        }
        if after.wiped_out {
            wiped_out += p;
        }
    }
    let mut at_least = vec![0.0; casualties.len()];
    let mut acc = 0.0;
    for k in (0..casualties.len()).rev() {
        acc += casualties[k];
        at_least[k] = acc;
    }
    Suffered {
        expected_casualties: expected(&casualties),
        casualties,
        casualties_at_least: at_least,
        leader_death,
        wiped_out,
        wounded_marker_after: dmg.marker.clone(),
        stuns_after: dmg.stuns.clone(),
        honor_test: 0.0,
        honor_test_fails: 0.0,
        falls_back: 0.0,
        retreats: 0.0,
    }
}

/// Adds to `s` a test taken with probability `p` by `unit` ending as `after`.
fn add_honor_test(s: &mut Suffered, unit: &CombatUnit, after: &UnitAfter, p: f64) {
    let fail = p * (1.0 - honor_pass_probability(honor_after(unit, after), unit.general_reroll));
    s.honor_test += p;
    s.honor_test_fails += fail;
    match failed_honor_test(unit, after) {
        Morale::FallsBack => s.falls_back += fail,
        Morale::Retreats => s.retreats += fail,
        Morale::Holds => {}
    }
}

/// Exact odds of a melee exchange (L652-701, L888-971). Check the situation with
/// [`MeleeSituation::problems`] first: the limits there keep the work small.
pub fn melee_odds(s: &MeleeSituation) -> MeleeOdds {
    let (att, def) = (&s.attacker, &s.defender);
    let att_pool = melee_pool(att, def, &s.options);
    let def_pool = melee_pool(def, att, &s.options);
    let lone = att.unit.is_lone_model() && def.unit.is_lone_model();
    let on_def = WoundRoll::against(&def.unit, att.wound_modifier, false);
    let on_att = WoundRoll::against(&att.unit, def.wound_modifier, false);
    let def_dmg = damage(&Attack {
        pool: &att_pool,
        wound: on_def,
        target: &def.unit,
        policy: def.protect_leader,
        removable: def.unit.models,
        halve: false,
        track_received: lone,
    });
    let att_dmg = damage(&Attack {
        pool: &def_pool,
        wound: on_att,
        target: &att.unit,
        policy: att.protect_leader,
        removable: att.unit.models,
        halve: false,
        track_received: lone,
    });
    let mut att_s = empty_suffered(&att.unit, &att_dmg);
    let mut def_s = empty_suffered(&def.unit, &def_dmg);
    let (mut aw, mut dw, mut draw) = (0.0, 0.0, 0.0);
    for (a_after, pa) in &att_dmg.outcomes {
        for (d_after, pd) in &def_dmg.outcomes {
            let p = pa * pd;
            match melee_winner(&att.unit, a_after, &def.unit, d_after) {
                Winner::Attacker => {
                    aw += p;
                    if !d_after.wiped_out {
                        add_honor_test(&mut def_s, &def.unit, d_after, p);
                    }
                }
                Winner::Defender => {
                    dw += p;
                    if !a_after.wiped_out {
                        add_honor_test(&mut att_s, &att.unit, a_after, p);
                    }
                }
                Winner::Draw => draw += p,
            }
        }
    }
    MeleeOdds {
        attacker: MeleeSideOdds {
            name: att.unit.name.clone(),
            inflicts: inflicted(&att_pool, &on_def),
            pool: att_pool,
            suffers: att_s,
        },
        defender: MeleeSideOdds {
            name: def.unit.name.clone(),
            inflicts: inflicted(&def_pool, &on_att),
            pool: def_pool,
            suffers: def_s,
        },
        attacker_wins: aw,
        defender_wins: dw,
        draw,
    }
}

/// Exact odds of a shooting attack (L721-768, L888-971, R-POOL-3 for stand and shoot). Check
/// the situation with [`ShootSituation::problems`] first.
pub fn shoot_odds(s: &ShootSituation) -> ShootOdds {
    let pool = shooting_pool(s);
    let target = &s.target.unit;
    let wound = WoundRoll::against(target, s.shooter.wound_modifier, true);
    let dmg = damage(&Attack {
        pool: &pool,
        wound,
        target,
        policy: s.target.protect_leader,
        removable: s.removable_models(),
        halve: s.shooter.stand_and_shoot,
        track_received: false,
    });
    let mut suffers = empty_suffered(target, &dmg);
    for (after, p) in &dmg.outcomes {
        if shot_unit_tests_honor(target, after) {
            add_honor_test(&mut suffers, target, after, *p);
        }
    }
    ShootOdds {
        shooter: s.shooter.unit.name.clone(),
        target: target.name.clone(),
        inflicts: inflicted(&pool, &wound),
        pool,
        suffers,
    }
}
