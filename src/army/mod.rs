//! Factions, troop profiles, army lists, their validation and printable rosters
//! (book L309-440, L1100-1145; rulings R-ARMY-1..3).
//!
//! - [`class`], [`effect`], [`faction`], [`list`]: the file types (plain serde; `build.rs`
//!   checks the bundled files with them).
//! - [`faction_check`]: every problem of a faction, each with its field.
//! - [`load`]: reading faction and list files, with checks that name file, field and line;
//!   the bundled sample factions.
//! - [`edit`]: the list builder's editing operations (add, remove, models, leader, general).
//! - [`list_edit`]: one such edit as a value, applied to a list ([`list_edit::ListEdit`]).
//! - [`mode`]: what the extra game modes (raid, total war) change in a troop and a unit.
//! - [`mod@validate`]: every list rule, with a stable code and the book line for each problem.
//! - [`modifiers`]: a profile's combat modifiers for the combat calculator's situations.
//! - [`combat`]: a list unit as the combat calculator's `CombatUnit`, melee side and shooter.
//! - [`quick`]: a faction's troop picked for the quick odds, set into a melee or a shot.
//! - [`mod@roster`]: the printable roster (Markdown, HTML).
//! - [`store`]: the player's own factions in the data folder, known beside the samples.
//! - [`troop_worth`]: what a troop is worth: exact melee odds against reference troops.
//! - [`list_text`]: a list as the text players post on forums, and that text read back.
//! - [`schema`]: the JSON Schemas of faction and list files.

pub mod class;
pub mod combat;
pub mod edit;
pub mod effect;
pub mod faction;
pub mod faction_check;
pub mod list;
pub mod list_edit;
pub mod list_text;
pub mod load;
pub mod mode;
pub mod mode_edit;
pub mod modifiers;
pub mod quick;
pub mod roster;
pub mod schema;
pub mod store;
pub mod troop_worth;
pub mod validate;
pub mod words;

pub use class::{AttributeOverrides, Attributes, Class, TroopType};
pub use edit::EditError;
pub use effect::{Condition, Effect, SituationInput};
pub use faction::{
    ARMY_SCHEMA_VERSION, Ability, AbilityKind, Armour, Availability, BaseShape, BaseSize, Faction,
    OrderCard, PointCap, PointCapBracket, Profile, RangedReach, Trait, Weapon, WeaponType,
};
pub use list::{ArmyList, MixedModels, Mode, Unit};
pub use load::{
    bundled_factions, find_faction, find_faction_in, load_faction, load_list, parse_faction,
    parse_list,
};
pub use modifiers::{
    AttackKind, CombatContext, Modifier, ModifierSource, ModifierTotals, profile_modifiers, totals,
};
pub use roster::{RosterFormat, roster};
pub use validate::{
    Problem, ProblemCode, ProblemDetail, Report, Severity, eligible_leaders, unit_leader_problems,
    validate,
};
