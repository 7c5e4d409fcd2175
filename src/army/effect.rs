//! What an ability, weapon, armour or trait does in combat, as typed modifiers on the named
//! inputs of the combat calculator's situations (melee table L666-683, shooting table L749-760,
//! wound table L890-905), each with the conditions under which it applies.
//!
//! Plain serde types only (no `crate::` paths): `build.rs` includes this file with `#[path]`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The situation input an effect changes. Dice inputs change the number of dice, value inputs
/// add to every die (R-POOL-1); attribute inputs change the profile's attribute.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum SituationInput {
    /// Extra melee dice (L683 "+/- X ... habilidades, armas y armaduras", as dice).
    MeleeDice,
    /// Extra value modifier on every melee die (L683).
    MeleeValue,
    /// Extra shooting dice (L760).
    ShootingDice,
    /// Extra value modifier on every shooting die (L760).
    ShootingValue,
    /// Change to the difficulty to wound this troop (its armour, R-WOUND-2).
    DifficultyToWound,
    /// Modifier to this troop's own wound dice when it hits (L896 "El tipo de arma ... modifican
    /// el valor de cada dado").
    WoundValue,
    /// Change to the melee attack attribute (AT, first value).
    AttackMelee,
    /// Change to the shooting attack attribute (AT, second value).
    AttackRanged,
    /// Change to Honor (HO/PR) for Honor tests.
    Honor,
    /// Change to Initiative (INI) for order rolls.
    Initiative,
    /// Change to wounds per model (HR).
    Hr,
    /// Change to movement in centimetres (both foot and mounted).
    MovCm,
    /// A flag: the troop takes the mounted charge bonus (+2D6 instead of +1D6, L672).
    ChargesAsMounted,
    /// A flag: the troop never takes the charge bonus, as skirmishers (L672).
    NoChargeBonus,
    /// A flag: the troop counts as a skirmisher when shot at (-1 to the shooter, L759).
    CountsAsSkirmisher,
}

impl SituationInput {
    /// Every input, in the order the faction editor lists them.
    pub const ALL: [SituationInput; 15] = [
        SituationInput::MeleeDice,
        SituationInput::MeleeValue,
        SituationInput::ShootingDice,
        SituationInput::ShootingValue,
        SituationInput::DifficultyToWound,
        SituationInput::WoundValue,
        SituationInput::AttackMelee,
        SituationInput::AttackRanged,
        SituationInput::Honor,
        SituationInput::Initiative,
        SituationInput::Hr,
        SituationInput::MovCm,
        SituationInput::ChargesAsMounted,
        SituationInput::NoChargeBonus,
        SituationInput::CountsAsSkirmisher,
    ];

    /// Whether this input is a flag (its value is 1 when present) rather than a number.
    pub fn is_flag(self) -> bool {
        matches!(
            self,
            SituationInput::ChargesAsMounted
                | SituationInput::NoChargeBonus
                | SituationInput::CountsAsSkirmisher
        )
    }
}

/// When an effect applies. An effect with several conditions applies when all hold.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// In the melee that follows this troop's own charge.
    Charging,
    /// In the melee that follows a charge against this troop.
    ReceivingCharge,
    /// Only while this troop is attacked solely by the front. Melee weapons carry this
    /// condition unless their description says otherwise (L1077).
    AttackedOnlyByFront,
    /// Only while the troop's ki is active (a 6+ order roll this turn, L1047-1051). Ki abilities
    /// carry this condition.
    KiActive,
    /// Only when shooting at short range (up to 20 cm, L1094).
    ShortRange,
    /// Only while the troop is in cover or behind a parapet.
    InCover,
    /// Only while the troop is fighting a creature (class C, M or I).
    AgainstCreature,
}

impl Condition {
    /// Every condition, in the order the faction editor lists them.
    pub const ALL: [Condition; 7] = [
        Condition::Charging,
        Condition::ReceivingCharge,
        Condition::AttackedOnlyByFront,
        Condition::KiActive,
        Condition::ShortRange,
        Condition::InCover,
        Condition::AgainstCreature,
    ];
}

fn one() -> i32 {
    1
}

fn is_one(v: &i32) -> bool {
    *v == 1
}

/// One modifier: `value` added to `input` when every condition in `when` holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Effect {
    pub input: SituationInput,
    /// How much it adds (negative to subtract); flags take 1, the default.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub value: i32,
    /// Conditions that must all hold; empty means always.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub when: Vec<Condition>,
}
