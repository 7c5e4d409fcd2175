//! One fight or shot resolved stage by stage, each stage taking its dice as input, so the battle
//! can stop after any roll for offerings to the gods (R-DECK-4, L1024-1031) or for a
//! protect-the-leader choice (R-WOUND-4, L915-917) and resume from its saved state.
//!
//! The stages, in the book's order (L652-664, L886-971):
//! 1. the combat roll: both sides at once in melee (L664), the shooter's roll when shooting;
//! 2. the wound rolls, both at once in melee (L658 "al mismo tiempo");
//! 3. for every wound that fell on a unit leader (the attacker's unit first), its side's choice
//!    to protect him and, when it does, the 1D6 (4+ the unit takes the wound);
//! 4. the Honor test of the melee loser, or of a unit that lost half or more to a shot.
//!
//! [`StagedCombat::need`] says what comes next; [`StagedCombat::feed`] takes the dice of that
//! stage ([`Face`]: the natural value and a card added by an offering) and
//! [`StagedCombat::choose_protect`] the choice. `rules::roll` rolls the whole thing at once with
//! the same code, so a seeded roll gives what it always gave.
//!
//! The files, one a stage: `combat_roll.rs`, `wound_roll.rs`, `protect.rs` (the choice and its
//! die) with `casualties.rs`, and `honor.rs` (the melee result and the Honor test); `face.rs`
//! reads one die with its offered card, `stage.rs` names where the resolution stands and what
//! it asks for.

mod casualties;
mod combat_roll;
mod face;
mod honor;
mod protect;
mod stage;
#[cfg(test)]
mod stages_tests;
mod wound_roll;

pub use face::{Face, success_with, wound_with};
pub use stage::{Need, Role, Stage, StageRoll};

use serde::{Deserialize, Serialize};

use super::dice::{HonorRoll, SuccessRoll};
use super::outcome::{Morale, Winner};
use super::pool::{DicePool, melee_pool, shooting_pool};
use super::roll::{CombatReport, RollStep, SideReport};
use super::situation::{CombatUnit, MeleeSituation, ProtectLeader, ShootSituation};
use super::step::Step;
use super::wounds::{UnitAfter, WoundRoll, WoundsDealt, apply_wounds};
use face::{naturals, offerings};

/// A fight or a shot.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Situation {
    Melee(MeleeSituation),
    Shoot(ShootSituation),
}

/// One unit's part so far.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct SideSoFar {
    pub name: String,
    pub pool: Option<DicePool>,
    pub attack_dice: Vec<Face>,
    pub hits: u32,
    pub wound_dice: Vec<Face>,
    /// What this unit's wound dice did to the enemy.
    pub dealt: WoundsDealt,
    /// Protect-the-leader dice for this unit's leader, and how many of its leader's wounds the
    /// side chose to protect.
    pub protect_dice: Vec<Face>,
    pub protected: u32,
    pub diverted: u32,
    pub after: Option<UnitAfter>,
    pub honor_test: Option<HonorRoll>,
    pub morale: Option<Morale>,
}

/// A combat under way, stage by stage.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StagedCombat {
    pub situation: Situation,
    pub seed: u64,
    /// Write the step texts (off for sampling).
    pub record: bool,
    pub stage: Stage,
    /// Attacker (or shooter), defender (or target).
    pub sides: [SideSoFar; 2],
    pub winner: Option<Winner>,
    pub steps: Vec<RollStep>,
    /// A combat of a multiple combat has no result of its own (L711): no winner, no Honor test.
    #[serde(default)]
    pub no_result: bool,
}

fn name(unit: &CombatUnit, fallback: &str) -> String {
    if unit.name.is_empty() {
        fallback.to_string()
    } else {
        unit.name.clone()
    }
}

impl StagedCombat {
    /// A melee about to be rolled (L652-716).
    pub fn melee(s: MeleeSituation, seed: u64, record: bool) -> Self {
        let mut sides: [SideSoFar; 2] = Default::default();
        sides[0].name = name(&s.attacker.unit, "attacker");
        sides[1].name = name(&s.defender.unit, "defender");
        sides[0].pool = Some(melee_pool(&s.attacker, &s.defender, &s.options));
        sides[1].pool = Some(melee_pool(&s.defender, &s.attacker, &s.options));
        StagedCombat {
            situation: Situation::Melee(s),
            seed,
            record,
            stage: Stage::Combat,
            sides,
            winner: None,
            steps: Vec::new(),
            no_result: false,
        }
    }

    /// A shot about to be rolled (L721-768, R-POOL-3).
    pub fn shoot(s: ShootSituation, seed: u64, record: bool) -> Self {
        let mut sides: [SideSoFar; 2] = Default::default();
        sides[0].name = name(&s.shooter.unit, "shooter");
        sides[1].name = name(&s.target.unit, "target");
        sides[0].pool = Some(shooting_pool(&s));
        StagedCombat {
            situation: Situation::Shoot(s),
            seed,
            record,
            stage: Stage::Combat,
            sides,
            winner: None,
            steps: Vec::new(),
            no_result: false,
        }
    }

    fn melee_situation(&self) -> bool {
        matches!(self.situation, Situation::Melee(_))
    }

    /// The unit of `role`.
    pub fn unit(&self, role: Role) -> &CombatUnit {
        match (&self.situation, role) {
            (Situation::Melee(s), Role::Attacker) => &s.attacker.unit,
            (Situation::Melee(s), Role::Defender) => &s.defender.unit,
            (Situation::Shoot(s), Role::Attacker) => &s.shooter.unit,
            (Situation::Shoot(s), Role::Defender) => &s.target.unit,
        }
    }

    /// The player's standing protect-the-leader setting for `role`'s unit.
    fn policy(&self, role: Role) -> ProtectLeader {
        match (&self.situation, role) {
            (Situation::Melee(s), Role::Attacker) => s.attacker.protect_leader,
            (Situation::Melee(s), Role::Defender) => s.defender.protect_leader,
            (Situation::Shoot(s), _) => s.target.protect_leader,
        }
    }

    fn success_roll(&self, role: Role) -> Option<SuccessRoll> {
        self.sides[role.index()].pool.as_ref().map(DicePool::roll)
    }

    /// The wound roll of `role`'s dice against the other unit.
    fn wound_roll(&self, role: Role) -> WoundRoll {
        match (&self.situation, role) {
            (Situation::Melee(s), Role::Attacker) => {
                WoundRoll::against(&s.defender.unit, s.attacker.wound_modifier, false)
            }
            (Situation::Melee(s), Role::Defender) => {
                WoundRoll::against(&s.attacker.unit, s.defender.wound_modifier, false)
            }
            (Situation::Shoot(s), _) => {
                WoundRoll::against(&s.target.unit, s.shooter.wound_modifier, true)
            }
        }
    }

    /// The leader wounds that fell on `role`'s unit leader.
    pub fn leader_wounds_on(&self, role: Role) -> u32 {
        if self.unit(role).leader.is_none() {
            return 0;
        }
        self.sides[role.other().index()].dealt.leader_wounds
    }

    fn untouched(&self, role: Role) -> UnitAfter {
        apply_wounds(self.unit(role), WoundsDealt::default(), 0, 0)
    }

    /// What the combat needs next.
    pub fn need(&self) -> Need {
        match self.stage {
            Stage::Combat => {
                let mut owners = Vec::new();
                for role in [Role::Attacker, Role::Defender] {
                    if let Some(r) = self.success_roll(role) {
                        owners.extend(std::iter::repeat_n(role, r.dice as usize));
                    }
                }
                Need::Dice {
                    roll: StageRoll::Combat,
                    owners,
                }
            }
            Stage::Wounds => {
                let mut owners = Vec::new();
                for role in [Role::Attacker, Role::Defender] {
                    owners.extend(std::iter::repeat_n(
                        role,
                        self.sides[role.index()].hits as usize,
                    ));
                }
                Need::Dice {
                    roll: StageRoll::Wounds,
                    owners,
                }
            }
            Stage::ProtectChoice { role, asked } => Need::ProtectChoice {
                role,
                wound: asked + 1,
                of: self.leader_wounds_on(role),
            },
            Stage::ProtectDie { role, .. } => Need::Dice {
                roll: StageRoll::ProtectLeader { role },
                owners: vec![role],
            },
            Stage::Honor { role } => Need::Dice {
                roll: StageRoll::Honor { role },
                owners: vec![role; if self.unit(role).general_reroll { 2 } else { 1 }],
            },
            Stage::Done => Need::Done,
        }
    }

    fn step(&mut self, rule: &str, step: impl FnOnce(&Self) -> Step, faces: &[Face]) {
        if self.record {
            let step = step(self);
            self.steps.push(RollStep {
                rule: rule.to_string(),
                step: step.into(),
                dice: naturals(faces),
                offerings: offerings(faces),
            });
        }
    }

    /// Takes the dice of the stage [`Self::need`] asked for, in its order. Dice for another
    /// stage (or none needed) are ignored.
    pub fn feed(&mut self, faces: &[Face]) {
        match self.stage {
            Stage::Combat => self.feed_combat(faces),
            Stage::Wounds => self.feed_wounds(faces),
            Stage::ProtectDie { role, asked } => self.feed_protect_die(role, asked, faces),
            Stage::Honor { role } => self.feed_honor(role, faces),
            Stage::ProtectChoice { .. } | Stage::Done => {}
        }
    }

    /// The whole resolution, every die and step with its rule (complete once [`Need::Done`]).
    pub fn report(&self) -> CombatReport {
        let side = |role: Role, rolled: bool| {
            let s = &self.sides[role.index()];
            SideReport {
                name: s.name.clone(),
                pool: if rolled { s.pool.clone() } else { None },
                attack_dice: naturals(&s.attack_dice),
                hits: s.hits,
                wound_dice: naturals(&s.wound_dice),
                dealt: s.dealt,
                protect_dice: naturals(&s.protect_dice),
                diverted: s.diverted,
                after: s.after.unwrap_or_else(|| self.untouched(role)),
                honor_test: s.honor_test.clone(),
                morale: s.morale.unwrap_or(Morale::Holds),
            }
        };
        let melee = self.melee_situation();
        CombatReport {
            seed: self.seed,
            attacker: side(Role::Attacker, true),
            defender: side(Role::Defender, melee),
            winner: if melee { self.winner } else { None },
            steps: self.steps.clone(),
        }
    }
}
