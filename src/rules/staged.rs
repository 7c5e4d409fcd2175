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

use serde::{Deserialize, Serialize};

use super::dice::{HonorRoll, SuccessRoll};
use super::outcome::{
    Morale, Winner, failed_honor_test, honor_after, melee_winner, shot_unit_tests_honor,
};
use super::pool::{DicePool, melee_pool, shooting_pool};
use super::roll::{CombatReport, RollStep, SideReport};
use super::situation::{CombatUnit, MeleeSituation, ProtectLeader, ShootSituation};
use super::step::{DieOffering, HonorLoss, LeaderWounds, Step};
use super::wounds::{
    UnitAfter, WoundResult, WoundRoll, WoundsDealt, apply_wounds, protect_die_succeeds,
    wounds_to_divert,
};

/// One die as it finally counts: its natural value and the card value an offering added to it
/// (L1029). Natural 1s and 6s are read on the natural value (R-DICE-1, R-WOUND-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Face {
    pub natural: u8,
    #[serde(default)]
    pub bonus: u8,
}

impl Face {
    pub fn new(natural: u8) -> Self {
        Face { natural, bonus: 0 }
    }

    /// Natural value plus the offered card.
    pub fn total(self) -> i32 {
        i32::from(self.natural) + i32::from(self.bonus)
    }
}

/// The two units of a combat: the active unit (or shooter) and the one receiving it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Attacker,
    Defender,
}

impl Role {
    fn index(self) -> usize {
        match self {
            Role::Attacker => 0,
            Role::Defender => 1,
        }
    }

    fn other(self) -> Role {
        match self {
            Role::Attacker => Role::Defender,
            Role::Defender => Role::Attacker,
        }
    }
}

/// Which roll of the combat a stage makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum StageRoll {
    /// The combat (success) roll: both sides' dice at once in melee (L664), the shooter's when
    /// shooting.
    Combat,
    /// The wound dice: both sides' in melee, the shooter's when shooting.
    Wounds,
    /// 1D6 to move one wound from `role`'s unit leader to the unit (R-WOUND-4).
    ProtectLeader { role: Role },
    /// `role`'s Honor test (R-RES-2, R-DICE-3): 1D6, or 2D6 keep the better (L430).
    Honor { role: Role },
}

/// What the combat needs next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Need {
    /// Dice for `roll`, one per entry of `owners` (whose die it is), in this order.
    Dice { roll: StageRoll, owners: Vec<Role> },
    /// `role`'s side decides whether to protect its unit leader from wound `wound` of `of`.
    ProtectChoice { role: Role, wound: u32, of: u32 },
    /// Resolved: [`StagedCombat::report`].
    Done,
}

/// Where the resolution stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", rename_all = "snake_case")]
pub enum Stage {
    Combat,
    Wounds,
    /// `role`'s side is asked about its leader's wound number `asked + 1`.
    ProtectChoice {
        role: Role,
        asked: u32,
    },
    /// `role`'s side protects that wound: its die.
    ProtectDie {
        role: Role,
        asked: u32,
    },
    Honor {
        role: Role,
    },
    Done,
}

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

fn naturals(faces: &[Face]) -> Vec<u8> {
    faces.iter().map(|f| f.natural).collect()
}

/// The dice an offering added a card to (L1029), each with its card, counting from 1.
fn offerings(faces: &[Face]) -> Vec<DieOffering> {
    faces
        .iter()
        .enumerate()
        .filter(|(_, f)| f.bonus > 0)
        .map(|(i, f)| DieOffering {
            die: i as u32 + 1,
            bonus: f.bonus,
        })
        .collect()
}

/// A success die with its offered card (R-DICE-1): natural 6 always, natural 1 never.
pub fn success_with(roll: &SuccessRoll, f: Face) -> bool {
    match f.natural {
        6 => true,
        1 => false,
        _ if roll.only_natural_six => false,
        _ => f.total() + roll.modifier >= 4,
    }
}

/// A wound die with its offered card (R-WOUND-1): natural 1 nothing, natural 6 critical.
pub fn wound_with(roll: &WoundRoll, f: Face) -> WoundResult {
    match f.natural {
        1 | 6 => roll.result(f.natural),
        _ if f.total() + roll.modifier >= roll.difficulty => WoundResult::UnitWound,
        _ if roll.shooting => WoundResult::Nothing,
        _ => WoundResult::Stun,
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

    /// The choice the side's standing setting makes for the wound being asked (R-WOUND-4):
    /// the first `wounds_to_divert` wounds are protected.
    pub fn default_protect(&self) -> bool {
        let Stage::ProtectChoice { role, asked } = self.stage else {
            return false;
        };
        let Some(l) = &self.unit(role).leader else {
            return false;
        };
        let k = wounds_to_divert(
            self.policy(role),
            self.leader_wounds_on(role),
            l.hr.saturating_sub(l.wounds_taken),
        );
        asked < k
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
            Stage::ProtectDie { role, asked } => {
                let Some(&f) = faces.first() else {
                    return;
                };
                let s = &mut self.sides[role.index()];
                s.protect_dice.push(f);
                s.protected += 1;
                if protect_die_succeeds_with(f) {
                    s.diverted += 1;
                }
                self.next_protect(role, asked + 1);
            }
            Stage::Honor { role } => self.feed_honor(role, faces),
            Stage::ProtectChoice { .. } | Stage::Done => {}
        }
    }

    /// `role`'s side protects (or not) its leader from the wound being asked (R-WOUND-4).
    pub fn choose_protect(&mut self, protect: bool) {
        let Stage::ProtectChoice { role, asked } = self.stage else {
            return;
        };
        if protect {
            self.stage = Stage::ProtectDie { role, asked };
        } else {
            self.next_protect(role, asked + 1);
        }
    }

    fn feed_combat(&mut self, faces: &[Face]) {
        let rule = if self.melee_situation() {
            "R-POOL-1 R-DICE-1 L664-683"
        } else {
            "R-POOL-1 R-DICE-1 L745-760"
        };
        let mut rest = faces;
        for role in [Role::Attacker, Role::Defender] {
            let Some(roll) = self.success_roll(role) else {
                continue;
            };
            let n = (roll.dice as usize).min(rest.len());
            let (mine, more) = rest.split_at(n);
            rest = more;
            let hits = mine.iter().filter(|&&f| success_with(&roll, f)).count() as u32;
            let i = role.index();
            self.sides[i].attack_dice = mine.to_vec();
            self.sides[i].hits = hits;
            self.step(
                rule,
                |c| {
                    let unit = c.sides[i].name.clone();
                    if roll.only_natural_six {
                        let pool = c.sides[i].pool.as_ref().map_or(0, |p| p.dice);
                        Step::HitsNaturalSix { unit, pool, hits }
                    } else {
                        Step::Hits {
                            unit,
                            dice: roll.dice,
                            modifier: roll.modifier,
                            hits,
                        }
                    }
                },
                mine,
            );
        }
        self.stage = Stage::Wounds;
    }

    fn feed_wounds(&mut self, faces: &[Face]) {
        let mut rest = faces;
        let rollers: &[Role] = if self.melee_situation() {
            &[Role::Attacker, Role::Defender]
        } else {
            &[Role::Attacker]
        };
        for &role in rollers {
            let i = role.index();
            let n = (self.sides[i].hits as usize).min(rest.len());
            let (mine, more) = rest.split_at(n);
            rest = more;
            let wound = self.wound_roll(role);
            let mut dealt = WoundsDealt::default();
            for &f in mine {
                match wound_with(&wound, f) {
                    WoundResult::Nothing => {}
                    WoundResult::UnitWound => dealt.unit_wounds += 1,
                    WoundResult::LeaderWound => dealt.leader_wounds += 1,
                    WoundResult::Stun => dealt.stuns += 1,
                }
            }
            self.sides[i].wound_dice = mine.to_vec();
            self.sides[i].dealt = dealt;
            let hits = self.sides[i].hits;
            self.step(
                "R-WOUND-1 R-WOUND-2 L894-905",
                |c| Step::Wounds {
                    unit: c.sides[i].name.clone(),
                    against: c.sides[1 - i].name.clone(),
                    dice: hits,
                    difficulty: wound.difficulty,
                    modifier: wound.modifier,
                    wounds: dealt.unit_wounds,
                    leader_wounds: dealt.leader_wounds,
                    stuns: dealt.stuns,
                },
                mine,
            );
        }
        if let Situation::Shoot(s) = &self.situation
            && s.shooter.stand_and_shoot
        {
            let full = self.sides[0].dealt;
            let dealt = full.halved();
            self.sides[0].dealt = dealt;
            self.step(
                "R-POOL-3 L858",
                |_| Step::StandAndShootHalved {
                    wounds: full.unit_wounds + full.leader_wounds,
                    halved: dealt.unit_wounds + dealt.leader_wounds,
                    to_leader: dealt.leader_wounds,
                },
                &[],
            );
        }
        // The attacker's unit suffers first in melee (the order the report has always had);
        // only the target when shooting.
        let first = if self.melee_situation() {
            Role::Attacker
        } else {
            Role::Defender
        };
        self.next_protect(first, 0);
    }

    /// The next protect-the-leader question for `role`, or its casualties and what follows.
    fn next_protect(&mut self, role: Role, asked: u32) {
        if asked < self.leader_wounds_on(role) {
            self.stage = Stage::ProtectChoice { role, asked };
            return;
        }
        self.suffer(role);
        match (self.melee_situation(), role) {
            (true, Role::Attacker) => self.next_protect(Role::Defender, 0),
            (true, Role::Defender) if self.no_result => self.stage = Stage::Done,
            (true, Role::Defender) => self.melee_result(),
            (false, _) => {
                let after = self.sides[1].after.unwrap_or_else(|| self.untouched(role));
                if shot_unit_tests_honor(self.unit(Role::Defender), &after) {
                    self.stage = Stage::Honor {
                        role: Role::Defender,
                    };
                } else {
                    self.stage = Stage::Done;
                }
            }
        }
    }

    fn untouched(&self, role: Role) -> UnitAfter {
        apply_wounds(self.unit(role), WoundsDealt::default(), 0, 0)
    }

    /// Protect the leader's log, then casualties (R-WOUND-3, R-WOUND-4, R-CAS-1).
    fn suffer(&mut self, role: Role) {
        let i = role.index();
        let dealt = self.sides[1 - i].dealt;
        let removable = match &self.situation {
            Situation::Melee(_) => self.unit(role).models,
            Situation::Shoot(s) => s.removable_models(),
        };
        let (k, diverted) = (self.sides[i].protected, self.sides[i].diverted);
        if k > 0 {
            let faces = self.sides[i].protect_dice.clone();
            self.step(
                "R-WOUND-4 L915-917",
                |c| Step::ProtectLeader {
                    unit: c.sides[i].name.clone(),
                    wounds: k,
                    moved: diverted,
                },
                &faces,
            );
        }
        let unit = self.unit(role).clone();
        let after = apply_wounds(&unit, dealt, diverted, removable);
        self.sides[i].after = Some(after);
        self.step(
            "R-WOUND-3 R-CAS-1 L904 L921",
            |c| Step::Casualties {
                unit: c.sides[i].name.clone(),
                wounds: after.unit_wounds,
                stuns: unit.stuns,
                new_stuns: dealt.stuns,
                carried: unit.wounded_marker,
                hr: unit.hr,
                casualties: after.casualties,
                models_left: after.models_after,
                wounded_marker: after.wounded_marker_after,
                stun_markers: after.stuns_after,
                leader: unit.leader.as_ref().map(|l| LeaderWounds {
                    wounds: after.leader_wounds,
                    died: after.leader_died,
                    after: after.leader_wounds_after,
                    hr: l.hr,
                }),
                wiped_out: after.wiped_out,
            },
            &[],
        );
    }

    /// The melee result (R-RES-1) and who tests Honor.
    fn melee_result(&mut self) {
        let (aa, da) = (
            self.sides[0]
                .after
                .unwrap_or_else(|| self.untouched(Role::Attacker)),
            self.sides[1]
                .after
                .unwrap_or_else(|| self.untouched(Role::Defender)),
        );
        let winner = melee_winner(
            self.unit(Role::Attacker),
            &aa,
            self.unit(Role::Defender),
            &da,
        );
        self.winner = Some(winner);
        self.step(
            "R-RES-1 L939-947",
            |c| Step::Result {
                winner,
                attacker: c.sides[0].name.clone(),
                defender: c.sides[1].name.clone(),
                attacker_lost: aa.loss_score(),
                defender_lost: da.loss_score(),
            },
            &[],
        );
        self.stage = match winner {
            Winner::Attacker if !da.wiped_out => Stage::Honor {
                role: Role::Defender,
            },
            Winner::Defender if !aa.wiped_out => Stage::Honor {
                role: Role::Attacker,
            },
            _ => Stage::Done,
        };
    }

    /// The Honor test (R-RES-2, R-DICE-3): the kept die is the lowest total.
    fn feed_honor(&mut self, role: Role, faces: &[Face]) {
        let i = role.index();
        let unit = self.unit(role).clone();
        let after = self.sides[i].after.unwrap_or_else(|| self.untouched(role));
        let honor = honor_after(&unit, &after);
        let kept = faces.iter().map(|f| f.total()).min().unwrap_or(6);
        let test = HonorRoll {
            honor,
            general_reroll: unit.general_reroll,
            dice: naturals(faces),
            kept: kept.clamp(0, 255) as u8,
            passed: kept <= honor,
        };
        let morale = if test.passed {
            Morale::Holds
        } else {
            failed_honor_test(&unit, &after)
        };
        let cause = if self.melee_situation() {
            HonorLoss::LostMelee
        } else {
            HonorLoss::LostHalfToShot
        };
        self.step(
            "R-RES-2 R-DICE-3 L949-960",
            |c| Step::Honor {
                unit: c.sides[i].name.clone(),
                cause,
                honor: test.honor,
                general_reroll: test.general_reroll,
                kept: test.kept,
                morale,
                models_left: after.models_after,
                starting_models: unit.starting_models(),
            },
            faces,
        );
        self.sides[i].honor_test = Some(test);
        self.sides[i].morale = Some(morale);
        self.stage = Stage::Done;
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

/// A protect-the-leader die with its offered card: 4+ (L917).
fn protect_die_succeeds_with(f: Face) -> bool {
    protect_die_succeeds(f.total().clamp(0, 255) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One attacking die (Attack 1) against three models that roll one die needing a 6 (L102);
    /// the defender has Honor 4 and, with `leader`, a unit leader of HR 1.
    fn duel_of_dice(leader: bool) -> StagedCombat {
        let leader = if leader {
            r#","leader":{"name":"L","hr":1}"#
        } else {
            ""
        };
        let json = format!(
            r#"{{"attacker":{{"unit":{{"name":"A","attack":1,"models":1,"honor":4}}}},
                "defender":{{"unit":{{"name":"D","models":3,"honor":4{leader}}}}}}}"#
        );
        let s: MeleeSituation = serde_json::from_str(&json).expect("situation");
        StagedCombat::melee(s, 0, true)
    }

    fn faces(v: &[u8]) -> Vec<Face> {
        v.iter().map(|&n| Face::new(n)).collect()
    }

    /// Feeds the combat roll, then passes every later need with `later` dice (one each).
    fn run(mut c: StagedCombat, combat: &[Face], later: u8) -> StagedCombat {
        c.feed(combat);
        loop {
            match c.need() {
                Need::Dice { owners, .. } => c.feed(&faces(&vec![later; owners.len()])),
                Need::ProtectChoice { .. } => c.choose_protect(false),
                Need::Done => return c,
            }
        }
    }

    #[test]
    fn r_deck_4_l1028_a_rerolled_combat_die_that_now_hits_makes_a_casualty() {
        let c = duel_of_dice(false);
        assert_eq!(
            c.need(),
            Need::Dice {
                roll: StageRoll::Combat,
                owners: vec![Role::Attacker, Role::Defender]
            }
        );
        // The attacker's 2 misses: no hit, no wound, no casualty, no winner.
        let missed = run(c.clone(), &faces(&[2, 3]), 4).report();
        assert_eq!(missed.attacker.hits, 0);
        assert_eq!(missed.defender.after.casualties, 0);
        assert_eq!(missed.winner, Some(Winner::Draw));
        // Re-rolled to a 5 (R-DECK-4): one hit, its wound die 4 against difficulty 4 wounds
        // (R-WOUND-1), one casualty (R-CAS-1), the attacker wins (R-RES-1).
        let hit = run(c, &faces(&[5, 3]), 4).report();
        assert_eq!(hit.attacker.attack_dice, vec![5]);
        assert_eq!(hit.attacker.hits, 1);
        assert_eq!(hit.attacker.wound_dice, vec![4]);
        assert_eq!(hit.defender.after.casualties, 1);
        assert_eq!(hit.winner, Some(Winner::Attacker));
        // The loser tested Honor with the later die: 4 <= 4 holds (R-DICE-3).
        assert!(hit.defender.honor_test.as_ref().is_some_and(|t| t.passed));
    }

    #[test]
    fn r_deck_4_l1029_an_added_card_counts_but_not_on_a_natural_one() {
        let c = duel_of_dice(false);
        let two_plus_two = [
            Face {
                natural: 2,
                bonus: 2,
            },
            Face::new(3),
        ];
        assert_eq!(run(c.clone(), &two_plus_two, 4).report().attacker.hits, 1);
        // R-DICE-1: a natural 1 never succeeds, whatever is added to it.
        let one_plus_three = [
            Face {
                natural: 1,
                bonus: 3,
            },
            Face::new(3),
        ];
        assert_eq!(run(c, &one_plus_three, 4).report().attacker.hits, 0);
    }

    #[test]
    fn r_wound_4_l917_each_leader_wound_is_asked_and_protected_on_4_or_more() {
        let mut c = duel_of_dice(true);
        c.feed(&faces(&[6, 3]));
        // A natural 6 on the wound die is the leader's (L903).
        c.feed(&faces(&[6]));
        assert_eq!(
            c.need(),
            Need::ProtectChoice {
                role: Role::Defender,
                wound: 1,
                of: 1
            }
        );
        // Refused: the HR 1 leader takes it and dies.
        let mut refused = c.clone();
        refused.choose_protect(false);
        let r = run(refused, &[], 6).report();
        assert!(r.defender.after.leader_died);
        assert!(r.defender.protect_dice.is_empty());
        // Taken: 1D6, a 4 moves the wound to the unit, which loses a model instead.
        c.choose_protect(true);
        assert_eq!(
            c.need(),
            Need::Dice {
                roll: StageRoll::ProtectLeader {
                    role: Role::Defender
                },
                owners: vec![Role::Defender]
            }
        );
        c.feed(&faces(&[4]));
        let t = run(c, &[], 6).report();
        assert!(!t.defender.after.leader_died);
        assert_eq!(t.defender.protect_dice, vec![4]);
        assert_eq!(t.defender.diverted, 1);
        assert_eq!(t.defender.after.casualties, 1);
    }

    #[test]
    fn r_res_2_an_offering_on_the_honor_test_decides_the_morale() {
        let c = duel_of_dice(false);
        let mut lost = c.clone();
        lost.feed(&faces(&[5, 3]));
        lost.feed(&faces(&[4]));
        assert_eq!(
            lost.need(),
            Need::Dice {
                roll: StageRoll::Honor {
                    role: Role::Defender
                },
                owners: vec![Role::Defender]
            }
        );
        let mut fails = lost.clone();
        fails.feed(&faces(&[5]));
        assert_eq!(fails.report().defender.morale, Morale::FallsBack);
        // The winner re-rolled the 5 to a 2: 2 <= Honor 4, the unit holds.
        lost.feed(&faces(&[2]));
        assert_eq!(lost.report().defender.morale, Morale::Holds);
    }
}
