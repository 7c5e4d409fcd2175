//! The book's numbers for combat: dice (R-DICE-*), the melee and shooting pools (R-POOL-*),
//! wounds and casualties (R-WOUND-*, R-CAS-1), results and morale (R-RES-*), exact odds and
//! seeded rolls. No I/O, no geometry.
//!
//! - [`situation`]: the combat as the player describes it (the JSON of `kensei odds`).
//! - [`pool`]: the tables at L666-683 and L749-760, row by row.
//! - [`dice`], [`wounds`], [`outcome`]: the rules, face by face.
//! - [`odds`]: exact distributions of a whole exchange, by convolution.
//! - [`staged`]: one resolution stage by stage, each stage fed its dice (the battle pauses
//!   between stages for offerings and protect-the-leader choices).
//! - [`roll`]: one seeded resolution with every die and step, all stages at once.
//! - [`step`]: what each step of a resolution did, typed; [`worded`]: a typed value or the words
//!   an older save recorded in its place.

pub mod dice;
pub mod odds;
pub mod outcome;
pub mod pool;
pub mod roll;
pub mod situation;
pub mod staged;
pub mod step;
pub mod worded;
pub mod wounds;

pub use dice::{HonorRoll, SuccessRoll, honor_pass_probability};
pub use odds::{MeleeOdds, ShootOdds, melee_odds, shoot_odds};
pub use outcome::{Morale, Winner};
pub use pool::{DicePool, PoolRow, melee_pool, shooting_pool};
pub use roll::{CombatReport, RollStep, SideReport, roll_melee, roll_shoot};
pub use situation::{
    AttackSide, CombatUnit, MeleeSide, MeleeSituation, ProtectLeader, RuleOptions, ShootSituation,
    ShootTarget, Shooter, UnitLeader,
};
pub use step::{DieOffering, HonorLoss, LeaderWounds, Step};
pub use worded::Worded;
pub use wounds::{UnitAfter, WoundResult, WoundRoll, WoundsDealt};
