//! A profile's combat modifiers, ready for the combat calculator: every effect of its weapons,
//! armour, traits and abilities, with the conditions under which it holds, and the totals for
//! one combat context. The battle engine fills a melee or shooting situation from
//! [`ModifierTotals`]: extra dice and value modifiers, difficulty to wound, wound modifier,
//! attack, Honor, HR, and whether the charge bonus is foot, mounted or none.

use serde::Serialize;

use super::class::TroopType;
use super::effect::{Condition, SituationInput};
use super::faction::{AbilityKind, Faction, Profile, RangedReach};

/// Difficulty to wound a troop without armour (R-WOUND-2).
pub const DEFAULT_DIFFICULTY_TO_WOUND: i32 = 4;

/// What gives a modifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ModifierSource {
    Weapon,
    Armour,
    Trait,
    Ability,
}

/// One modifier of a profile, with where it comes from (for the "why" the window shows).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Modifier {
    pub source: ModifierSource,
    /// Id of the weapon, armour, trait or ability in the faction.
    pub source_id: String,
    pub source_name: String,
    pub input: SituationInput,
    pub value: i32,
    /// Conditions that must all hold, including the implied ones: a melee weapon's
    /// `attacked_only_by_front` (L1077) and a ki ability's `ki_active` (L1047-1051).
    pub when: Vec<Condition>,
    /// The one kind of attack the modifier works in: a weapon's own (a melee weapon's in melee,
    /// L1073-1090; a ranged weapon's in a shot, L1092-1098). `None`: in any attack.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub only_in: Option<AttackKind>,
}

/// The two kinds of attack a troop makes: in melee (L666-683) and by shooting (L749-760).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum AttackKind {
    Melee,
    Shot,
}

impl Modifier {
    /// Whether this modifier counts in an attack of `kind` (L1073-1098: a weapon only in its own
    /// kind of attack).
    pub fn works_in(&self, kind: AttackKind) -> bool {
        self.only_in.is_none_or(|k| k == kind)
    }
}

/// The circumstances of one combat, from the point of view of the troop whose modifiers apply.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CombatContext {
    /// In the melee after its own charge.
    pub charging: bool,
    /// In the melee after a charge against it (the `receiving_charge` condition).
    pub charged: bool,
    /// Attacked solely by the front (weapons work only then, L1077).
    pub attacked_only_by_front: bool,
    /// The ki ability chosen when ki was activated this turn (L1055: only one of them), by id.
    /// `ki_active` conditions of weapons, armour and traits hold whenever this is `Some`.
    pub ki_ability: Option<String>,
    /// Shooting at short range (20 cm or less, L1096).
    pub short_range: bool,
    /// In cover or behind a parapet.
    pub in_cover: bool,
    /// Fighting a creature (class C, M or I).
    pub against_creature: bool,
}

impl Modifier {
    /// Whether this modifier holds in `ctx`.
    pub fn applies(&self, ctx: &CombatContext) -> bool {
        self.when.iter().all(|c| match c {
            Condition::Charging => ctx.charging,
            Condition::ReceivingCharge => ctx.charged,
            Condition::AttackedOnlyByFront => ctx.attacked_only_by_front,
            Condition::KiActive => match (&self.source, &ctx.ki_ability) {
                (ModifierSource::Ability, Some(chosen)) => *chosen == self.source_id,
                (_, chosen) => chosen.is_some(),
            },
            Condition::ShortRange => ctx.short_range,
            Condition::InCover => ctx.in_cover,
            Condition::AgainstCreature => ctx.against_creature,
        })
    }
}

/// Every modifier of `profile`, in the order weapons, armour, traits, abilities.
pub fn profile_modifiers(faction: &Faction, profile: &Profile) -> Vec<Modifier> {
    let mut out = Vec::new();
    for w in profile.weapons.iter().filter_map(|id| faction.weapon(id)) {
        for e in &w.effects {
            let mut when = e.when.clone();
            let shooting = matches!(
                e.input,
                SituationInput::ShootingDice
                    | SituationInput::ShootingValue
                    | SituationInput::AttackRanged
            );
            // L1077: melee weapon modifiers only while attacked solely by the front.
            if w.melee_type.is_some()
                && !w.any_side
                && !shooting
                && !when.contains(&Condition::AttackedOnlyByFront)
            {
                when.push(Condition::AttackedOnlyByFront);
            }
            out.push(Modifier {
                source: ModifierSource::Weapon,
                source_id: w.id.clone(),
                source_name: w.name.clone(),
                input: e.input,
                value: e.value,
                when,
                only_in: weapon_kind(w),
            });
        }
    }
    if let Some(a) = profile.armour.as_deref().and_then(|id| faction.armour(id)) {
        for e in &a.effects {
            out.push(Modifier {
                source: ModifierSource::Armour,
                source_id: a.id.clone(),
                source_name: a.name.clone(),
                input: e.input,
                value: e.value,
                when: e.when.clone(),
                only_in: None,
            });
        }
    }
    for t in profile.traits.iter().filter_map(|id| faction.trait_(id)) {
        for e in &t.effects {
            out.push(Modifier {
                source: ModifierSource::Trait,
                source_id: t.id.clone(),
                source_name: t.name.clone(),
                input: e.input,
                value: e.value,
                when: e.when.clone(),
                only_in: None,
            });
        }
    }
    for a in profile
        .abilities
        .iter()
        .filter_map(|id| faction.ability(id))
    {
        for e in &a.effects {
            let mut when = e.when.clone();
            // L1047-1051: ki abilities work only while ki is active.
            if a.kind == AbilityKind::Ki && !when.contains(&Condition::KiActive) {
                when.push(Condition::KiActive);
            }
            out.push(Modifier {
                source: ModifierSource::Ability,
                source_id: a.id.clone(),
                source_name: a.name.clone(),
                input: e.input,
                value: e.value,
                when,
                only_in: None,
            });
        }
    }
    out
}

/// The kind of attack an input belongs to: the melee table's (L666-683) or the shooting table's
/// (L749-760); none for the wound dice, which both attacks roll, and for what is no attack.
fn input_kind(input: SituationInput) -> Option<AttackKind> {
    match input {
        SituationInput::MeleeDice | SituationInput::MeleeValue | SituationInput::AttackMelee => {
            Some(AttackKind::Melee)
        }
        SituationInput::ShootingDice
        | SituationInput::ShootingValue
        | SituationInput::AttackRanged => Some(AttackKind::Shot),
        _ => None,
    }
}

/// The kind of attack `w` is for: a melee weapon (of a type of L1079-1090) in melee, a ranged
/// weapon (a reach of L1094-1098) in a shot; either for a weapon that is both or neither.
fn weapon_kind(w: &super::faction::Weapon) -> Option<AttackKind> {
    match (w.melee_type.is_some(), w.ranged.is_some()) {
        (true, false) => Some(AttackKind::Melee),
        (false, true) => Some(AttackKind::Shot),
        _ => None,
    }
}

/// A profile's figures in one combat context: attributes with every applicable modifier added,
/// and the extra dice and value modifiers for the combat calculator's situation.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ModifierTotals {
    pub attack_melee: i32,
    pub attack_ranged: i32,
    pub initiative: i32,
    pub honor: i32,
    pub hr: i32,
    pub mov_foot_cm: i32,
    pub mov_mounted_cm: i32,
    /// Extra melee dice (L683).
    pub melee_dice: i32,
    /// Extra value on every melee die (L683).
    pub melee_value: i32,
    /// Extra shooting dice (L760).
    pub shooting_dice: i32,
    /// Extra value on every shooting die (L760).
    pub shooting_value: i32,
    /// Difficulty to wound this troop: its armour (4 without, R-WOUND-2) plus modifiers.
    pub difficulty_to_wound: i32,
    /// Modifier to this troop's own wound dice in melee: its melee weapons', never its ranged
    /// weapons' (L1073-1098), and every other source's.
    pub melee_wound_value: i32,
    /// Modifier to this troop's own wound dice when it shoots: its ranged weapons', never its
    /// melee weapons' (a katana's +1 is for melee, L1073-1083), and every other source's.
    pub shooting_wound_value: i32,
    /// Takes the mounted charge bonus, +2D6 (L672): mounted troops, or by an effect.
    pub charges_as_mounted: bool,
    /// Takes no charge bonus (L672): skirmishers, or by an effect.
    pub no_charge_bonus: bool,
    /// Counts as a skirmisher to whoever shoots at it (L759).
    pub counts_as_skirmisher: bool,
    /// The longest reach of its ranged weapons (L1094-1098); `None` when it has none, and then
    /// it cannot shoot whatever its shooting attack attribute says.
    pub ranged_reach: Option<RangedReach>,
    /// One of its ranged weapons leaves an unloaded-weapons marker when fired (L772).
    pub unloads_when_fired: bool,
    /// The modifiers that applied, for the breakdown.
    pub applied: Vec<Modifier>,
}

/// The totals for `profile` in `ctx`.
pub fn totals(faction: &Faction, profile: &Profile, ctx: &CombatContext) -> ModifierTotals {
    let a = profile.effective_attributes();
    let difficulty = profile
        .armour
        .as_deref()
        .and_then(|id| faction.armour(id))
        .map_or(DEFAULT_DIFFICULTY_TO_WOUND, |a| {
            a.difficulty_to_wound as i32
        });
    let mut t = ModifierTotals {
        attack_melee: a.attack_melee as i32,
        attack_ranged: a.attack_ranged as i32,
        initiative: a.initiative as i32,
        honor: a.honor as i32,
        hr: a.hr as i32,
        mov_foot_cm: a.mov_foot_cm as i32,
        mov_mounted_cm: a.mov_mounted_cm as i32,
        difficulty_to_wound: difficulty,
        charges_as_mounted: profile.troop_type == TroopType::Mounted,
        no_charge_bonus: profile.troop_type == TroopType::Skirmisher,
        counts_as_skirmisher: profile.troop_type == TroopType::Skirmisher,
        ranged_reach: profile
            .weapons
            .iter()
            .filter_map(|id| faction.weapon(id))
            .filter_map(|w| w.ranged)
            .max(),
        unloads_when_fired: profile
            .weapons
            .iter()
            .filter_map(|id| faction.weapon(id))
            .any(|w| w.ranged.is_some() && w.unloads),
        ..ModifierTotals::default()
    };
    for m in profile_modifiers(faction, profile) {
        if !m.applies(ctx) || input_kind(m.input).is_some_and(|k| !m.works_in(k)) {
            continue;
        }
        let v = m.value;
        match m.input {
            SituationInput::MeleeDice => t.melee_dice += v,
            SituationInput::MeleeValue => t.melee_value += v,
            SituationInput::ShootingDice => t.shooting_dice += v,
            SituationInput::ShootingValue => t.shooting_value += v,
            SituationInput::DifficultyToWound => t.difficulty_to_wound += v,
            SituationInput::WoundValue => {
                if m.works_in(AttackKind::Melee) {
                    t.melee_wound_value += v;
                }
                if m.works_in(AttackKind::Shot) {
                    t.shooting_wound_value += v;
                }
            }
            SituationInput::AttackMelee => t.attack_melee += v,
            SituationInput::AttackRanged => t.attack_ranged += v,
            SituationInput::Honor => t.honor += v,
            SituationInput::Initiative => t.initiative += v,
            SituationInput::Hr => t.hr = (t.hr + v).max(1),
            SituationInput::MovCm => {
                t.mov_foot_cm += v;
                t.mov_mounted_cm += v;
            }
            SituationInput::ChargesAsMounted => t.charges_as_mounted = true,
            SituationInput::NoChargeBonus => t.no_charge_bonus = true,
            SituationInput::CountsAsSkirmisher => t.counts_as_skirmisher = true,
        }
        t.applied.push(m);
    }
    t
}
