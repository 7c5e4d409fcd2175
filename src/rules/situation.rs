//! A combat as a player describes it: both units (profile, markers, leader) and every row of
//! the melee (L666-683) and shooting (L749-760) tables as a named input. These are the JSON
//! formats of `kensei odds melee FILE.json` and `kensei odds shoot FILE.json`.

use serde::{Deserialize, Serialize};

/// A unit as it stands when the combat starts: the profile numbers the combat uses and the
/// markers already on it. A lone model (an army leader on its own, a unique troop) is a unit
/// with `models: 1` and no `leader`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatUnit {
    /// Shown in reports; any text.
    #[serde(default)]
    pub name: String,
    /// Attack attribute of the troop: the base dice of its melee roll (L668).
    #[serde(default)]
    pub attack: i32,
    /// Ranged attack attribute: the base dice of its shooting roll (L751). A unit with a
    /// ranged attack above 0 has ranged weapons (melee row L679).
    #[serde(default)]
    pub ranged_attack: i32,
    /// Models in the unit now, not counting the unit leader.
    #[serde(deserialize_with = "count")]
    pub models: u32,
    /// Models the unit started the battle with, not counting the unit leader; decides fall
    /// back or retreat (L959-960, R-RES-2). Defaults to `models`.
    #[serde(default, deserialize_with = "optional_count")]
    pub models_at_start: Option<u32>,
    /// Wounds attribute (HR, *Heridas*): wounds that remove one model (L921, R-CAS-1).
    #[serde(default = "one", deserialize_with = "count")]
    pub hr: u32,
    /// Wounds carried on the wounded marker (*marcador de unidad herida*, L921).
    #[serde(default, deserialize_with = "count")]
    pub wounded_marker: u32,
    /// Stun markers (*unidad aturdida*) already on the unit (L904, R-WOUND-3).
    #[serde(default, deserialize_with = "count")]
    pub stuns: u32,
    /// Honor attribute as modified (L106). A unit leader's `honor`, when given, is used instead
    /// while the leader lives (L420).
    #[serde(default)]
    pub honor: i32,
    /// The general's re-roll applies to its Honor tests (L430, R-DICE-3).
    #[serde(default)]
    pub general_reroll: bool,
    /// Difficulty to wound this unit, from its armour (R-WOUND-2). Default 4.
    #[serde(default = "four")]
    pub difficulty_to_wound: i32,
    /// Mounted troop: a charge gives +2D6 instead of +1D6 (L672).
    #[serde(default)]
    pub mounted: bool,
    /// Skirmishers (*hostigadores*): no charge dice (L672); -1 to shoot at them (L759).
    #[serde(default)]
    pub skirmishers: bool,
    /// The unit leader (*líder de unidad*, L411), if the unit has one.
    #[serde(default)]
    pub leader: Option<UnitLeader>,
    /// Models of the unit outside this combat, its leader among them when he is not in it: a
    /// combat of one profile of a mixed raid unit (R-RAID-6). While there are any, the unit is
    /// not wiped out with this combat's models, and keeps every wound left over on its wounded
    /// marker and its stuns (L921). 0 for a whole unit.
    #[serde(default, deserialize_with = "count", skip_serializing_if = "is_zero")]
    pub models_elsewhere: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Reads a count (models, wounds, markers) and says plainly when it is negative.
fn count<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    checked_count(i64::deserialize(d)?)
}

fn optional_count<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    Option::<i64>::deserialize(d)?
        .map(checked_count)
        .transpose()
}

fn checked_count<E: serde::de::Error>(v: i64) -> Result<u32, E> {
    if v < 0 {
        return Err(E::custom(format!("a count cannot be negative, got {v}")));
    }
    u32::try_from(v).map_err(|_| E::custom(format!("{v} is too large")))
}

/// Largest dice pool the calculator takes (a Kensei pool rarely passes 40).
pub const MAX_POOL_DICE: i32 = 200;
/// Largest number of models in one unit.
pub const MAX_MODELS: u32 = 200;
/// Largest Wounds attribute (HR), wound counter or marker count.
pub const MAX_WOUNDS: u32 = 100;
/// Largest attack value or extra dice, either sign.
pub const MAX_ATTRIBUTE: i32 = 100;
/// Largest value modifier, difficulty or Honor, either sign.
pub const MAX_MODIFIER: i32 = 20;

fn in_range<T: PartialOrd + Copy + Into<f64>>(
    out: &mut Vec<SituationProblem>,
    field: String,
    v: T,
    lo: T,
    hi: T,
) {
    if v < lo || v > hi {
        out.push(SituationProblem {
            field,
            problem: SituationIssue::OutOfRange {
                value: v.into(),
                lo: lo.into(),
                hi: hi.into(),
            },
        });
    }
}

fn one() -> u32 {
    1
}
fn four() -> i32 {
    4
}

/// A unit leader inside a unit (L411-421): own attack, own wound counter, wounded only by
/// natural 6s on the wound roll (L911, R-WOUND-1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitLeader {
    /// Shown in reports.
    #[serde(default)]
    pub name: String,
    /// The leader's attack: dice added in melee when the leader is in contact (L670).
    #[serde(default)]
    pub attack: i32,
    /// The leader's ranged attack: dice added when the leader can shoot the target (L753).
    #[serde(default)]
    pub ranged_attack: i32,
    /// The leader's Wounds attribute (HR): it dies when its wounds reach this (L923).
    #[serde(default = "one", deserialize_with = "count")]
    pub hr: u32,
    /// Wounds the leader already carries (L913).
    #[serde(default, deserialize_with = "count")]
    pub wounds_taken: u32,
    /// The leader's Honor, which the unit uses while the leader lives (L420).
    #[serde(default)]
    pub honor: Option<i32>,
}

/// Which side of the enemy a unit attacks by (L689-701, R-SIDE-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackSide {
    #[default]
    Front,
    Flank,
    Rear,
}

/// What the owner of a unit leader does with the wounds the leader takes (R-WOUND-4, L915-917).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProtectLeader {
    /// Never divert: the leader takes every critical.
    Never,
    /// Try to divert every leader wound (1D6 each, 4+ goes to the unit).
    Always,
    /// The default (R-WOUND-5): only when the leader would die. The leader keeps the wounds it can
    /// survive and the owner rolls for each wound beyond those; it dies only if one of those rolls
    /// fails.
    #[default]
    WhenLethal,
}

/// One side of a melee (*combatir*, L652-701): the unit and the rows of L666-683 that concern it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeleeSide {
    pub unit: CombatUnit,
    /// Models other than the unit leader in melee contact with the enemy (L669).
    #[serde(default, deserialize_with = "count")]
    pub in_contact: u32,
    /// The unit leader is in contact with a model of the enemy unit (L670).
    #[serde(default)]
    pub leader_in_contact: bool,
    /// The combat is powered (*potenciado*, L671, L703-707); a powered charge powers it (L650).
    #[serde(default)]
    pub powered: bool,
    /// This unit charged: +1D6 on foot, +2D6 mounted, nothing for skirmishers (L672).
    #[serde(default)]
    pub charged: bool,
    /// This unit received a charge, though the enemy of this combat is not the charger: a later
    /// combat of the multiple combat a charge began (R-CHG-2); a troop with ranged weapons
    /// takes -1 (L679). An enemy that `charged` is enough without it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub receiving_charge: bool,
    /// The unit suffered a casualty this turn (L673).
    #[serde(default)]
    pub casualty_this_turn: bool,
    /// The unit has a used marker (*Unidad Usada*, L674).
    #[serde(default)]
    pub used_marker: bool,
    /// Reactive unit whose side could not spend an activation order (L675).
    #[serde(default)]
    pub reactive_without_order: bool,
    /// The unit has a parapet marker (*Unidad Parapetada*, L676, R-POOL-2); it also gives the
    /// enemy -1 (L678).
    #[serde(default)]
    pub parapet: bool,
    /// The unit is out of formation (L677).
    #[serde(default)]
    pub out_of_formation: bool,
    /// The unit is in cover: the enemy gets -1 (L678).
    #[serde(default)]
    pub in_cover: bool,
    /// The unit has a retreating marker (*Unidad en Retirada*, L680).
    #[serde(default)]
    pub retreating_marker: bool,
    /// The side of the enemy this unit attacks by (L681-682, R-SIDE-2).
    #[serde(default)]
    pub attacks_by: AttackSide,
    /// Extra dice from abilities, weapons and armour (L683); may be negative.
    #[serde(default)]
    pub extra_dice: i32,
    /// Extra value modifier to every combat die (L683); may be negative.
    #[serde(default)]
    pub extra_value: i32,
    /// Modifier to this unit's wound dice from weapons and abilities (L896, R-WOUND-1).
    #[serde(default)]
    pub wound_modifier: i32,
    /// What the owner does with wounds to this unit's leader (R-WOUND-4).
    #[serde(default)]
    pub protect_leader: ProtectLeader,
}

/// Project options where the rulings let players choose (R-POOL-2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleOptions {
    /// Dice a parapet marker gives in melee (L676 lacks the sign; R-POOL-2 reads +2).
    #[serde(default = "two")]
    pub melee_parapet_dice: i32,
    /// Dice a parapet marker gives when shooting (L756: -2).
    #[serde(default = "minus_two")]
    pub shooting_parapet_dice: i32,
}

fn two() -> i32 {
    2
}
fn minus_two() -> i32 {
    -2
}

impl Default for RuleOptions {
    fn default() -> Self {
        RuleOptions {
            melee_parapet_dice: 2,
            shooting_parapet_dice: -2,
        }
    }
}

/// A melee exchange: both units roll at once (L658). `attacker` is the active (or charging)
/// unit, `defender` the one that receives it; the rules treat them alike.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeleeSituation {
    pub attacker: MeleeSide,
    pub defender: MeleeSide,
    #[serde(default)]
    pub options: RuleOptions,
}

/// The shooting unit (*disparar*, L721-768) and the rows of L749-760 that concern it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shooter {
    pub unit: CombatUnit,
    /// Models other than the unit leader with sight of a target model within range (L752).
    #[serde(default, deserialize_with = "count")]
    pub in_range_and_sight: u32,
    /// The unit leader can shoot the target (L753).
    #[serde(default)]
    pub leader_can_shoot: bool,
    /// The shot is powered (L754, L766).
    #[serde(default)]
    pub powered: bool,
    /// The shooting unit suffered a casualty this turn (L755).
    #[serde(default)]
    pub casualty_this_turn: bool,
    /// The shooting unit has a parapet marker (L756, R-POOL-2).
    #[serde(default)]
    pub parapet: bool,
    /// The shooting unit is out of formation (L757).
    #[serde(default)]
    pub out_of_formation: bool,
    /// Extra dice from abilities, weapons and armour (L760).
    #[serde(default)]
    pub extra_dice: i32,
    /// Extra value modifier to every shooting die, e.g. for range (L760).
    #[serde(default)]
    pub extra_value: i32,
    /// Modifier to the wound dice from the weapon and abilities (L896, R-WOUND-1).
    #[serde(default)]
    pub wound_modifier: i32,
    /// Stand and shoot (*aguantar y disparar*, L854-868, R-POOL-3): the wounds caused are
    /// halved, rounded down.
    #[serde(default)]
    pub stand_and_shoot: bool,
}

/// The unit being shot.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShootTarget {
    pub unit: CombatUnit,
    /// Models (other than the leader) the shooters can see: only they can be casualties and
    /// surplus wounds are lost (L935-937). Defaults to all of them.
    #[serde(default, deserialize_with = "optional_count")]
    pub visible_models: Option<u32>,
    /// The target is in cover (L758, R-COVER-2).
    #[serde(default)]
    pub in_cover: bool,
    /// The target has a parapet marker (L758).
    #[serde(default)]
    pub parapet: bool,
    /// What the owner does with wounds to the target's leader (R-WOUND-4).
    #[serde(default)]
    pub protect_leader: ProtectLeader,
}

/// A shooting attack: only the shooter rolls (L747).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShootSituation {
    pub shooter: Shooter,
    pub target: ShootTarget,
    #[serde(default)]
    pub options: RuleOptions,
}

/// A value in a situation that parses but makes no sense: the JSON path of the field and why.
#[derive(Debug, Clone, PartialEq)]
pub struct SituationProblem {
    /// JSON path, as `attacker.unit.hr`.
    pub field: String,
    pub problem: SituationIssue,
}

impl SituationProblem {
    /// The problem in `language`, after its field.
    pub fn words(&self, language: crate::i18n::Language) -> String {
        crate::files::in_field(
            language,
            &self.field,
            crate::files::FileProblem::words(&self.problem, language),
        )
    }
}

/// What is wrong with a situation's value (worded by `files.ftl`, `file-situation-*`).
#[derive(Debug, Clone, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SituationIssue {
    OutOfRange {
        value: f64,
        lo: f64,
        hi: f64,
    },
    NoWounds,
    /// A unit of no models (a lone leader is `models: 1` and no `leader`).
    NoModels,
    ModelsAtStart {
        start: u32,
        now: u32,
    },
    LeaderNoWounds,
    /// A leader with as many wounds as his HR.
    DeadLeader {
        wounds: u32,
        hr: u32,
    },
    ContactOverModels {
        in_contact: u32,
        models: u32,
    },
    NoLeader,
    TooManyDice {
        dice: i32,
        max: i32,
    },
    ShootersOverModels {
        shooting: u32,
        models: u32,
    },
    VisibleOverModels {
        visible: u32,
        models: u32,
    },
}

impl crate::files::Catalogued for SituationIssue {
    /// `file-situation-*` in `files.ftl`.
    const PREFIX: &'static str = "file-situation";
}

impl CombatUnit {
    /// The unit has a unit leader.
    pub fn has_leader(&self) -> bool {
        self.leader.is_some()
    }

    /// A single model on its own (no unit leader): it takes every wound itself (L905, L923).
    pub fn is_lone_model(&self) -> bool {
        self.models == 1 && self.leader.is_none()
    }

    /// Models at the start of the battle (defaults to the models now).
    pub fn starting_models(&self) -> u32 {
        self.models_at_start.unwrap_or(self.models)
    }

    /// The Honor the unit tests with: its leader's while the leader lives (L420).
    pub fn honor_with_leader(&self, leader_alive: bool) -> i32 {
        match &self.leader {
            Some(l) if leader_alive => l.honor.unwrap_or(self.honor),
            _ => self.honor,
        }
    }

    fn check(&self, at: &str, out: &mut Vec<SituationProblem>) {
        let f = |name: &str| format!("{at}.{name}");
        in_range(out, f("attack"), self.attack, -MAX_ATTRIBUTE, MAX_ATTRIBUTE);
        in_range(
            out,
            f("ranged_attack"),
            self.ranged_attack,
            -MAX_ATTRIBUTE,
            MAX_ATTRIBUTE,
        );
        in_range(out, f("models"), self.models, 0, MAX_MODELS);
        in_range(out, f("hr"), self.hr, 0, MAX_WOUNDS);
        in_range(out, f("wounded_marker"), self.wounded_marker, 0, MAX_WOUNDS);
        in_range(out, f("stuns"), self.stuns, 0, MAX_WOUNDS);
        in_range(out, f("honor"), self.honor, -MAX_MODIFIER, MAX_MODIFIER);
        in_range(
            out,
            f("difficulty_to_wound"),
            self.difficulty_to_wound,
            -MAX_MODIFIER,
            MAX_MODIFIER,
        );
        if let Some(l) = &self.leader {
            in_range(
                out,
                f("leader.attack"),
                l.attack,
                -MAX_ATTRIBUTE,
                MAX_ATTRIBUTE,
            );
            in_range(
                out,
                f("leader.ranged_attack"),
                l.ranged_attack,
                -MAX_ATTRIBUTE,
                MAX_ATTRIBUTE,
            );
            in_range(out, f("leader.hr"), l.hr, 0, MAX_WOUNDS);
            if let Some(h) = l.honor {
                in_range(out, f("leader.honor"), h, -MAX_MODIFIER, MAX_MODIFIER);
            }
        }
        let mut bad = |field: &str, problem: SituationIssue| {
            out.push(SituationProblem {
                field: format!("{at}.{field}"),
                problem,
            })
        };
        if self.hr == 0 {
            bad("hr", SituationIssue::NoWounds);
        }
        if self.models == 0 {
            bad("models", SituationIssue::NoModels);
        }
        if let Some(start) = self.models_at_start
            && start < self.models
        {
            bad(
                "models_at_start",
                SituationIssue::ModelsAtStart {
                    start,
                    now: self.models,
                },
            );
        }
        if let Some(l) = &self.leader {
            if l.hr == 0 {
                bad("leader.hr", SituationIssue::LeaderNoWounds);
            } else if l.wounds_taken >= l.hr {
                bad(
                    "leader.wounds_taken",
                    SituationIssue::DeadLeader {
                        wounds: l.wounds_taken,
                        hr: l.hr,
                    },
                );
            }
        }
    }
}

impl MeleeSituation {
    /// Checks what serde cannot: counts that contradict each other, a zero HR.
    pub fn problems(&self) -> Vec<SituationProblem> {
        let mut out = Vec::new();
        for (name, side) in [("attacker", &self.attacker), ("defender", &self.defender)] {
            side.unit.check(&format!("{name}.unit"), &mut out);
            let f = |field: &str| format!("{name}.{field}");
            in_range(
                &mut out,
                f("extra_dice"),
                side.extra_dice,
                -MAX_ATTRIBUTE,
                MAX_ATTRIBUTE,
            );
            in_range(
                &mut out,
                f("extra_value"),
                side.extra_value,
                -MAX_MODIFIER,
                MAX_MODIFIER,
            );
            in_range(
                &mut out,
                f("wound_modifier"),
                side.wound_modifier,
                -MAX_MODIFIER,
                MAX_MODIFIER,
            );
            if side.in_contact > side.unit.models {
                out.push(SituationProblem {
                    field: format!("{name}.in_contact"),
                    problem: SituationIssue::ContactOverModels {
                        in_contact: side.in_contact,
                        models: side.unit.models,
                    },
                });
            }
            if side.leader_in_contact && side.unit.leader.is_none() {
                out.push(SituationProblem {
                    field: format!("{name}.leader_in_contact"),
                    problem: SituationIssue::NoLeader,
                });
            }
        }
        in_range(
            &mut out,
            "options.melee_parapet_dice".into(),
            self.options.melee_parapet_dice,
            -MAX_ATTRIBUTE,
            MAX_ATTRIBUTE,
        );
        if out.is_empty() {
            let pools = [
                (
                    "attacker",
                    super::pool::melee_pool(&self.attacker, &self.defender, &self.options),
                ),
                (
                    "defender",
                    super::pool::melee_pool(&self.defender, &self.attacker, &self.options),
                ),
            ];
            for (name, pool) in pools {
                too_many_dice(&mut out, name, pool.dice);
            }
        }
        out
    }
}

fn too_many_dice(out: &mut Vec<SituationProblem>, field: &str, dice: i32) {
    if dice > MAX_POOL_DICE {
        out.push(SituationProblem {
            field: field.to_string(),
            problem: SituationIssue::TooManyDice {
                dice,
                max: MAX_POOL_DICE,
            },
        });
    }
}

impl ShootSituation {
    /// Checks what serde cannot: counts that contradict each other, a zero HR.
    pub fn problems(&self) -> Vec<SituationProblem> {
        let mut out = Vec::new();
        self.shooter.unit.check("shooter.unit", &mut out);
        self.target.unit.check("target.unit", &mut out);
        let sh = &self.shooter;
        in_range(
            &mut out,
            "shooter.extra_dice".into(),
            sh.extra_dice,
            -MAX_ATTRIBUTE,
            MAX_ATTRIBUTE,
        );
        in_range(
            &mut out,
            "shooter.extra_value".into(),
            sh.extra_value,
            -MAX_MODIFIER,
            MAX_MODIFIER,
        );
        in_range(
            &mut out,
            "shooter.wound_modifier".into(),
            sh.wound_modifier,
            -MAX_MODIFIER,
            MAX_MODIFIER,
        );
        in_range(
            &mut out,
            "options.shooting_parapet_dice".into(),
            self.options.shooting_parapet_dice,
            -MAX_ATTRIBUTE,
            MAX_ATTRIBUTE,
        );
        if self.shooter.in_range_and_sight > self.shooter.unit.models {
            out.push(SituationProblem {
                field: "shooter.in_range_and_sight".into(),
                problem: SituationIssue::ShootersOverModels {
                    shooting: self.shooter.in_range_and_sight,
                    models: self.shooter.unit.models,
                },
            });
        }
        if self.shooter.leader_can_shoot && self.shooter.unit.leader.is_none() {
            out.push(SituationProblem {
                field: "shooter.leader_can_shoot".into(),
                problem: SituationIssue::NoLeader,
            });
        }
        if let Some(v) = self.target.visible_models
            && v > self.target.unit.models
        {
            out.push(SituationProblem {
                field: "target.visible_models".into(),
                problem: SituationIssue::VisibleOverModels {
                    visible: v,
                    models: self.target.unit.models,
                },
            });
        }
        if out.is_empty() {
            too_many_dice(&mut out, "shooter", super::pool::shooting_pool(self).dice);
        }
        out
    }

    /// Models of the target that can be casualties (L935).
    pub fn removable_models(&self) -> u32 {
        self.target
            .visible_models
            .unwrap_or(self.target.unit.models)
            .min(self.target.unit.models)
    }
}
