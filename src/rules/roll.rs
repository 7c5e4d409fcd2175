//! One combat resolved with real (seeded) dice: every die and every step with the rule it
//! applied, and a resolved result (casualties, leader, markers, winner, Honor test, fall back
//! or retreat) that the battle engine applies to its state. The same seed gives the same battle.

use super::dice::{HonorRoll, SuccessRoll, roll_d6, roll_honor};
use super::outcome::{
    Morale, Winner, failed_honor_test, honor_after, melee_winner, shot_unit_tests_honor,
};
use super::pool::{DicePool, melee_pool, shooting_pool};
use super::situation::{CombatUnit, MeleeSituation, ProtectLeader, ShootSituation};
use super::wounds::{
    UnitAfter, WoundResult, WoundRoll, WoundsDealt, apply_wounds, protect_die_succeeds,
    wounds_to_divert,
};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

/// One step of a resolution: the rule it applied, what happened, and the dice it rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollStep {
    /// Rulings and book lines, as `R-DICE-1 L664`.
    pub rule: String,
    pub text: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<u8>,
}

/// One unit in a resolved combat: what it rolled and what happened to it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SideReport {
    pub name: String,
    /// The pool it rolled (none for a unit that was only shot at).
    pub pool: Option<DicePool>,
    /// Its combat or shooting dice.
    pub attack_dice: Vec<u8>,
    pub hits: u32,
    /// Its wound dice against the enemy.
    pub wound_dice: Vec<u8>,
    /// What its wound dice did to the enemy (after stand-and-shoot halving).
    pub dealt: WoundsDealt,
    /// Protect-the-leader dice rolled for this unit's leader (R-WOUND-4).
    pub protect_dice: Vec<u8>,
    /// Leader wounds moved to the unit by those dice.
    pub diverted: u32,
    /// The unit afterwards: casualties, leader, markers.
    pub after: UnitAfter,
    /// Its Honor test, when it had to take one (R-RES-2).
    pub honor_test: Option<HonorRoll>,
    pub morale: Morale,
}

/// A resolved melee or shooting attack.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CombatReport {
    /// The seed that reproduces this resolution.
    pub seed: u64,
    /// Melee: the active unit. Shooting: the shooter.
    pub attacker: SideReport,
    /// Melee: the unit receiving it. Shooting: the target.
    pub defender: SideReport,
    /// Melee only (R-RES-1); shooting has no winner.
    pub winner: Option<Winner>,
    pub steps: Vec<RollStep>,
}

/// Collects the steps; formats nothing when off (Monte Carlo and benchmarks).
struct Log {
    on: bool,
    steps: Vec<RollStep>,
}

impl Log {
    fn step(&mut self, rule: &str, text: impl FnOnce() -> String, dice: &[u8]) {
        if self.on {
            self.steps.push(RollStep {
                rule: rule.to_string(),
                text: text(),
                dice: dice.to_vec(),
            });
        }
    }
}

fn name(unit: &CombatUnit, fallback: &str) -> String {
    if unit.name.is_empty() {
        fallback.to_string()
    } else {
        unit.name.clone()
    }
}

fn roll_pool<R: rand::Rng + ?Sized>(
    rng: &mut R,
    log: &mut Log,
    who: &str,
    pool: &DicePool,
    rule: &str,
) -> (Vec<u8>, u32) {
    let roll: SuccessRoll = pool.roll();
    let dice: Vec<u8> = (0..roll.dice).map(|_| roll_d6(rng)).collect();
    let hits = dice.iter().filter(|&&f| roll.succeeds(f)).count() as u32;
    log.step(
        rule,
        || {
            let how = if roll.only_natural_six {
                format!(
                    "pool of {} dice: rolls 1 die, only a natural 6 hits",
                    pool.dice
                )
            } else {
                format!("{} dice at {:+}", roll.dice, roll.modifier)
            };
            format!("{who}: {how}: {hits} hits")
        },
        &dice,
    );
    (dice, hits)
}

fn roll_wounds<R: rand::Rng + ?Sized>(
    rng: &mut R,
    log: &mut Log,
    who: &str,
    target: &str,
    hits: u32,
    wound: &WoundRoll,
) -> (Vec<u8>, WoundsDealt) {
    let dice: Vec<u8> = (0..hits).map(|_| roll_d6(rng)).collect();
    let mut dealt = WoundsDealt::default();
    for &f in &dice {
        match wound.result(f) {
            WoundResult::Nothing => {}
            WoundResult::UnitWound => dealt.unit_wounds += 1,
            WoundResult::LeaderWound => dealt.leader_wounds += 1,
            WoundResult::Stun => dealt.stuns += 1,
        }
    }
    log.step(
        "R-WOUND-1 R-WOUND-2 L894-905",
        || {
            format!(
                "{who}: {hits} wound dice against {target} (difficulty {}, modifier {:+}): \
                 {} wounds, {} leader wounds, {} stuns",
                wound.difficulty,
                wound.modifier,
                dealt.unit_wounds,
                dealt.leader_wounds,
                dealt.stuns
            )
        },
        &dice,
    );
    (dice, dealt)
}

/// Protect the leader, then casualties (R-WOUND-3, R-WOUND-4, R-CAS-1).
fn suffer<R: rand::Rng + ?Sized>(
    rng: &mut R,
    log: &mut Log,
    who: &str,
    unit: &CombatUnit,
    dealt: WoundsDealt,
    policy: ProtectLeader,
    removable: u32,
) -> (Vec<u8>, u32, UnitAfter) {
    let mut protect = Vec::new();
    let mut diverted = 0;
    if let Some(l) = &unit.leader {
        let k = wounds_to_divert(
            policy,
            dealt.leader_wounds,
            l.hr.saturating_sub(l.wounds_taken),
        );
        if k > 0 {
            protect = (0..k).map(|_| roll_d6(rng)).collect();
            diverted = protect.iter().filter(|&&f| protect_die_succeeds(f)).count() as u32;
            log.step(
                "R-WOUND-4 L915-917",
                || format!("{who}: protects its leader from {k} wounds, each 4+ moves one to the unit: {diverted} moved"),
                &protect,
            );
        }
    }
    let after = apply_wounds(unit, dealt, diverted, removable);
    log.step(
        "R-WOUND-3 R-CAS-1 L904 L921",
        || {
            let mut t = format!(
                "{who}: takes {} wounds (stun markers {} + {} new, two make a wound) with {} carried, HR {}: \
                 {} casualties, {} models left, wounded marker {}, stun markers {}",
                after.unit_wounds,
                unit.stuns,
                dealt.stuns,
                unit.wounded_marker,
                unit.hr,
                after.casualties,
                after.models_after,
                after.wounded_marker_after,
                after.stuns_after
            );
            if let Some(l) = &unit.leader {
                if after.leader_died {
                    t.push_str(&format!("; its leader takes {} wounds and dies", after.leader_wounds));
                } else {
                    t.push_str(&format!(
                        "; its leader takes {} wounds ({} of {})",
                        after.leader_wounds, after.leader_wounds_after, l.hr
                    ));
                }
            }
            if after.wiped_out {
                t.push_str("; wiped out");
            }
            t
        },
        &[],
    );
    (protect, diverted, after)
}

fn honor<R: rand::Rng + ?Sized>(
    rng: &mut R,
    log: &mut Log,
    who: &str,
    unit: &CombatUnit,
    after: &UnitAfter,
    why: &str,
) -> (Option<HonorRoll>, Morale) {
    let test = roll_honor(rng, honor_after(unit, after), unit.general_reroll);
    let morale = if test.passed {
        Morale::Holds
    } else {
        failed_honor_test(unit, after)
    };
    log.step(
        "R-RES-2 R-DICE-3 L949-960",
        || {
            let verdict = match morale {
                Morale::Holds => "passes and holds".to_string(),
                Morale::FallsBack => format!(
                    "fails and falls back ({} of {} starting models left)",
                    after.models_after,
                    unit.starting_models()
                ),
                Morale::Retreats => format!(
                    "fails and retreats ({} of {} starting models left)",
                    after.models_after,
                    unit.starting_models()
                ),
            };
            let reroll = if test.general_reroll {
                ", general's re-roll: 2D6 keep the better"
            } else {
                ""
            };
            format!(
                "{who}: {why}: Honor test against {}{reroll}: kept {}, {verdict}",
                test.honor, test.kept
            )
        },
        &test.dice,
    );
    (Some(test), morale)
}

/// A seed from the system's randomness, for a roll the player did not seed.
pub fn fresh_seed() -> u64 {
    use rand::RngExt;
    rand::rng().random()
}

/// Resolves a melee once with the dice of `seed`, recording every step.
pub fn roll_melee(s: &MeleeSituation, seed: u64) -> CombatReport {
    let mut rng = StdRng::seed_from_u64(seed);
    resolve_melee(s, &mut rng, true, seed)
}

/// Resolves a shooting attack once with the dice of `seed`, recording every step.
pub fn roll_shoot(s: &ShootSituation, seed: u64) -> CombatReport {
    let mut rng = StdRng::seed_from_u64(seed);
    resolve_shoot(s, &mut rng, true, seed)
}

/// Resolves a melee with `rng` (L652-701, L888-971); `record` off skips the step texts.
pub fn resolve_melee<R: rand::Rng + ?Sized>(
    s: &MeleeSituation,
    rng: &mut R,
    record: bool,
    seed: u64,
) -> CombatReport {
    let mut log = Log {
        on: record,
        steps: Vec::new(),
    };
    let (att, def) = (&s.attacker, &s.defender);
    let an = name(&att.unit, "attacker");
    let dn = name(&def.unit, "defender");
    let att_pool = melee_pool(att, def, &s.options);
    let def_pool = melee_pool(def, att, &s.options);
    let (att_dice, att_hits) =
        roll_pool(rng, &mut log, &an, &att_pool, "R-POOL-1 R-DICE-1 L664-683");
    let (def_dice, def_hits) =
        roll_pool(rng, &mut log, &dn, &def_pool, "R-POOL-1 R-DICE-1 L664-683");
    let on_def = WoundRoll::against(&def.unit, att.wound_modifier, false);
    let on_att = WoundRoll::against(&att.unit, def.wound_modifier, false);
    let (att_wdice, att_dealt) = roll_wounds(rng, &mut log, &an, &dn, att_hits, &on_def);
    let (def_wdice, def_dealt) = roll_wounds(rng, &mut log, &dn, &an, def_hits, &on_att);
    let (att_prot, att_div, att_after) = suffer(
        rng,
        &mut log,
        &an,
        &att.unit,
        def_dealt,
        att.protect_leader,
        att.unit.models,
    );
    let (def_prot, def_div, def_after) = suffer(
        rng,
        &mut log,
        &dn,
        &def.unit,
        att_dealt,
        def.protect_leader,
        def.unit.models,
    );
    let winner = melee_winner(&att.unit, &att_after, &def.unit, &def_after);
    log.step(
        "R-RES-1 L939-947",
        || match winner {
            Winner::Attacker => format!(
                "{an} wins ({} lost {}, {} lost {})",
                an,
                att_after.loss_score(),
                dn,
                def_after.loss_score()
            ),
            Winner::Defender => format!(
                "{dn} wins ({} lost {}, {} lost {})",
                an,
                att_after.loss_score(),
                dn,
                def_after.loss_score()
            ),
            Winner::Draw => format!(
                "no winner ({} lost {}, {} lost {})",
                an,
                att_after.loss_score(),
                dn,
                def_after.loss_score()
            ),
        },
        &[],
    );
    let (mut att_honor, mut att_morale) = (None, Morale::Holds);
    let (mut def_honor, mut def_morale) = (None, Morale::Holds);
    match winner {
        Winner::Attacker if !def_after.wiped_out => {
            (def_honor, def_morale) =
                honor(rng, &mut log, &dn, &def.unit, &def_after, "lost the melee");
        }
        Winner::Defender if !att_after.wiped_out => {
            (att_honor, att_morale) =
                honor(rng, &mut log, &an, &att.unit, &att_after, "lost the melee");
        }
        _ => {}
    }
    CombatReport {
        seed,
        attacker: SideReport {
            name: an,
            pool: Some(att_pool),
            attack_dice: att_dice,
            hits: att_hits,
            wound_dice: att_wdice,
            dealt: att_dealt,
            protect_dice: att_prot,
            diverted: att_div,
            after: att_after,
            honor_test: att_honor,
            morale: att_morale,
        },
        defender: SideReport {
            name: dn,
            pool: Some(def_pool),
            attack_dice: def_dice,
            hits: def_hits,
            wound_dice: def_wdice,
            dealt: def_dealt,
            protect_dice: def_prot,
            diverted: def_div,
            after: def_after,
            honor_test: def_honor,
            morale: def_morale,
        },
        winner: Some(winner),
        steps: log.steps,
    }
}

/// Resolves a shooting attack with `rng` (L721-768, L888-971, R-POOL-3).
pub fn resolve_shoot<R: rand::Rng + ?Sized>(
    s: &ShootSituation,
    rng: &mut R,
    record: bool,
    seed: u64,
) -> CombatReport {
    let mut log = Log {
        on: record,
        steps: Vec::new(),
    };
    let shooter = &s.shooter.unit;
    let target = &s.target.unit;
    let sn = name(shooter, "shooter");
    let tn = name(target, "target");
    let pool = shooting_pool(s);
    let (dice, hits) = roll_pool(rng, &mut log, &sn, &pool, "R-POOL-1 R-DICE-1 L745-760");
    let wound = WoundRoll::against(target, s.shooter.wound_modifier, true);
    let (wdice, mut dealt) = roll_wounds(rng, &mut log, &sn, &tn, hits, &wound);
    if s.shooter.stand_and_shoot {
        let full = dealt;
        dealt = dealt.halved();
        log.step(
            "R-POOL-3 L858",
            || {
                format!(
                    "stand and shoot: {} wounds halved, rounded down, to {} ({} to the leader)",
                    full.unit_wounds + full.leader_wounds,
                    dealt.unit_wounds + dealt.leader_wounds,
                    dealt.leader_wounds
                )
            },
            &[],
        );
    }
    let removable = s.removable_models();
    let (prot, div, after) = suffer(
        rng,
        &mut log,
        &tn,
        target,
        dealt,
        s.target.protect_leader,
        removable,
    );
    let (mut test, mut morale) = (None, Morale::Holds);
    if shot_unit_tests_honor(target, &after) {
        (test, morale) = honor(
            rng,
            &mut log,
            &tn,
            target,
            &after,
            "lost half its models or more to the shot",
        );
    }
    let untouched = apply_wounds(shooter, WoundsDealt::default(), 0, 0);
    CombatReport {
        seed,
        attacker: SideReport {
            name: sn,
            pool: Some(pool),
            attack_dice: dice,
            hits,
            wound_dice: wdice,
            dealt,
            protect_dice: Vec::new(),
            diverted: 0,
            after: untouched,
            honor_test: None,
            morale: Morale::Holds,
        },
        defender: SideReport {
            name: tn,
            pool: None,
            attack_dice: Vec::new(),
            hits: 0,
            wound_dice: Vec::new(),
            dealt: WoundsDealt::default(),
            protect_dice: prot,
            diverted: div,
            after,
            honor_test: test,
            morale,
        },
        winner: None,
        steps: log.steps,
    }
}
