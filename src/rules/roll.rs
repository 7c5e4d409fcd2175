//! One combat resolved with real (seeded) dice: every die and every step with the rule it
//! applied, and a resolved result (casualties, leader, markers, winner, Honor test, fall back
//! or retreat) that the battle engine applies to its state. The same seed gives the same battle.
//! The resolution itself is [`super::staged`], rolled here stage after stage without a pause.

use super::dice::{HonorRoll, roll_d6};
use super::outcome::{Morale, Winner};
use super::pool::DicePool;
use super::situation::{MeleeSituation, ShootSituation};
use super::staged::{Face, Need, StagedCombat};
use super::step::{DieOffering, Step};
use super::worded::Worded;
use super::wounds::{UnitAfter, WoundsDealt};
use chacha20::ChaCha12Rng;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};

/// One step of a resolution: the rule it applied, what happened, and the dice it rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct RollStep {
    /// Rulings and book lines, as `R-DICE-1 L664`.
    pub rule: String,
    /// What happened, with its figures; a save of formats 1-4 holds its words (`text`).
    #[serde(alias = "text")]
    pub step: Worded<Step>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<u8>,
    /// Cards offerings to the gods added to the step's dice (R-DECK-4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offerings: Vec<DieOffering>,
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

/// A seed from the system's randomness, for a roll the player did not seed.
pub fn fresh_seed() -> u64 {
    use rand::RngExt;
    rand::rng().random()
}

/// Resolves a melee once with the dice of `seed`, recording every step. The dice come from
/// ChaCha12 seeded with `seed`, as the battle's (`battle::engine::dice`): the same on every platform.
pub fn roll_melee(s: &MeleeSituation, seed: u64) -> CombatReport {
    let mut rng = ChaCha12Rng::seed_from_u64(seed);
    resolve_melee(s, &mut rng, true, seed)
}

/// Resolves a shooting attack once with the dice of `seed`, recording every step.
pub fn roll_shoot(s: &ShootSituation, seed: u64) -> CombatReport {
    let mut rng = ChaCha12Rng::seed_from_u64(seed);
    resolve_shoot(s, &mut rng, true, seed)
}

/// Rolls every stage of `c` with `rng`, each protect-the-leader question answered by the
/// side's standing setting (R-WOUND-4).
fn roll_through<R: rand::Rng + ?Sized>(mut c: StagedCombat, rng: &mut R) -> CombatReport {
    loop {
        match c.need() {
            Need::Dice { owners, .. } => {
                let faces: Vec<Face> = owners.iter().map(|_| Face::new(roll_d6(rng))).collect();
                c.feed(&faces);
            }
            Need::ProtectChoice { .. } => {
                let protect = c.default_protect();
                c.choose_protect(protect);
            }
            Need::Done => return c.report(),
        }
    }
}

/// Resolves a melee with `rng` (L652-701, L888-971); `record` off skips the step texts.
pub fn resolve_melee<R: rand::Rng + ?Sized>(
    s: &MeleeSituation,
    rng: &mut R,
    record: bool,
    seed: u64,
) -> CombatReport {
    roll_through(StagedCombat::melee(s.clone(), seed, record), rng)
}

/// Resolves a shooting attack with `rng` (L721-768, L888-971, R-POOL-3).
pub fn resolve_shoot<R: rand::Rng + ?Sized>(
    s: &ShootSituation,
    rng: &mut R,
    record: bool,
    seed: u64,
) -> CombatReport {
    roll_through(StagedCombat::shoot(s.clone(), seed, record), rng)
}
