//! The melee (*Tabla de Tirada de Combate*, L666-683) and shooting (*Tabla de Tirada de
//! Disparo*, L749-760) tables: a situation becomes a dice pool with every row that applied,
//! so a player sees why the unit rolls 7 dice at -1 (R-POOL-1..3).

use super::dice::SuccessRoll;
use super::situation::{AttackSide, MeleeSide, RuleOptions, ShootSituation};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// What a row of the melee (L668-683) or shooting (L751-760) table is, with its figures:
/// worded through the catalogues (`assets/locales/*/pool.ftl`, message `pool-<variant>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PoolRowKind {
    /// Attack of the troop (L668).
    Attack { attack: i32 },
    /// Models in contact, the leader apart (L669).
    InContact { models: u32 },
    /// The unit leader in contact, with its attack (L670).
    LeaderInContact { attack: i32 },
    /// Powered combat (L671).
    PoweredCombat,
    /// Charge, mounted (L672).
    ChargeMounted,
    /// Charge, on foot (L672).
    ChargeOnFoot,
    /// A casualty this turn (L673, L755).
    CasualtyThisTurn,
    /// Used marker (L674).
    UsedMarker,
    /// Reactive without an order (L675).
    ReactiveWithoutOrder,
    /// Parapet marker in melee: closing ranks (L676, R-POOL-2).
    ParapetClosingRanks,
    /// Out of formation (L677, L757).
    OutOfFormation,
    /// The enemy in cover or behind a parapet (L678).
    EnemyInCoverOrParapet,
    /// Ranged weapons receiving a charge (L679).
    RangedReceivingCharge,
    /// Retreating marker (L680).
    RetreatingMarker,
    /// Attacking the flank (L681, R-SIDE-2).
    AttackingFlank,
    /// Attacking the rear (L682, R-SIDE-2).
    AttackingRear,
    /// Extra dice from abilities, weapons and armour (L683, L760).
    ExtraDice,
    /// Extra value from abilities, weapons and armour in melee (L683).
    ExtraValue,
    /// Ranged attack of the troop (L751).
    RangedAttack { ranged_attack: i32 },
    /// Models with sight and range, the leader apart (L752).
    InRangeAndSight { models: u32 },
    /// The unit leader can shoot, with its ranged attack (L753).
    LeaderCanShoot { ranged_attack: i32 },
    /// Powered shot (L754).
    PoweredShot,
    /// Parapet marker when shooting (L756, R-POOL-2).
    ShootingParapet,
    /// The target in cover or behind a parapet (L758).
    TargetInCoverOrParapet,
    /// The target is a lone model or skirmishers (L759).
    TargetLoneOrSkirmishers,
    /// Extra value from abilities, weapons and range when shooting (L760).
    ExtraShootingValue,
}

impl PoolRowKind {
    /// The kind of a row saved before rows carried their kind (their words were English
    /// prose then): the book line and the row's dice tell it, and a row's figure is its dice.
    fn of_saved(line: &str, dice: i32) -> Option<PoolRowKind> {
        use PoolRowKind::*;
        let count = dice.max(0) as u32;
        Some(match line {
            "L668" => Attack { attack: dice },
            "L669" => InContact { models: count },
            "L670" => LeaderInContact { attack: dice },
            "L671" => PoweredCombat,
            "L672" if dice >= 2 => ChargeMounted,
            "L672" => ChargeOnFoot,
            "L673" | "L755" => CasualtyThisTurn,
            "L674" => UsedMarker,
            "L675" => ReactiveWithoutOrder,
            "L676" => ParapetClosingRanks,
            "L677" | "L757" => OutOfFormation,
            "L678" => EnemyInCoverOrParapet,
            "L679" => RangedReceivingCharge,
            "L680" => RetreatingMarker,
            "L681" => AttackingFlank,
            "L682" => AttackingRear,
            "L683" | "L760" if dice != 0 => ExtraDice,
            "L683" => ExtraValue,
            "L760" => ExtraShootingValue,
            "L751" => RangedAttack {
                ranged_attack: dice,
            },
            "L752" => InRangeAndSight { models: count },
            "L753" => LeaderCanShoot {
                ranged_attack: dice,
            },
            "L754" => PoweredShot,
            "L756" => ShootingParapet,
            "L758" => TargetInCoverOrParapet,
            "L759" => TargetLoneOrSkirmishers,
            _ => return None,
        })
    }
}

/// One row of a pool table that applied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "SavedPoolRow")]
pub struct PoolRow {
    /// Book line of the row, as `L669`.
    pub line: String,
    /// Ruling that fixes how the row is read, when there is one (`R-POOL-2`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruling: Option<String>,
    /// What the row is, with its figures.
    pub kind: PoolRowKind,
    /// Dice the row adds (negative: removes).
    pub dice: i32,
    /// Value the row adds to every die.
    pub value: i32,
}

/// A pool row as saves hold it: with its `kind`, or (saves before rows carried their kind)
/// with an English `label` instead, read by its book line.
#[derive(Deserialize)]
struct SavedPoolRow {
    line: String,
    #[serde(default)]
    ruling: Option<String>,
    #[serde(default)]
    kind: Option<PoolRowKind>,
    dice: i32,
    value: i32,
}

impl TryFrom<SavedPoolRow> for PoolRow {
    type Error = String;

    fn try_from(r: SavedPoolRow) -> Result<Self, String> {
        let kind = match r.kind {
            Some(k) => k,
            None => PoolRowKind::of_saved(&r.line, r.dice)
                .ok_or_else(|| format!("no pool table row on book line {}", r.line))?,
        };
        Ok(PoolRow {
            line: r.line,
            ruling: r.ruling,
            kind,
            dice: r.dice,
            value: r.value,
        })
    }
}

/// A success roll built from a table: the rows that applied and their sums (R-POOL-1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DicePool {
    pub rows: Vec<PoolRow>,
    /// Sum of the dice rows; zero or fewer means one die that needs a natural 6 (L102).
    pub dice: i32,
    /// Sum of the value rows, added to every die.
    pub modifier: i32,
}

impl DicePool {
    fn new() -> Self {
        DicePool {
            rows: Vec::new(),
            dice: 0,
            modifier: 0,
        }
    }

    fn add(&mut self, line: &str, ruling: Option<&str>, kind: PoolRowKind, dice: i32, value: i32) {
        if dice == 0 && value == 0 {
            return;
        }
        self.dice += dice;
        self.modifier += value;
        self.rows.push(PoolRow {
            line: line.to_string(),
            ruling: ruling.map(str::to_string),
            kind,
            dice,
            value,
        });
    }

    /// The success roll this pool throws (R-DICE-1).
    pub fn roll(&self) -> SuccessRoll {
        SuccessRoll::new(self.dice, self.modifier)
    }
}

/// The melee pool of `side` fighting `enemy` (L666-683, R-POOL-1, R-POOL-2).
pub fn melee_pool(side: &MeleeSide, enemy: &MeleeSide, options: &RuleOptions) -> DicePool {
    let unit = &side.unit;
    let mut p = DicePool::new();
    let r1 = Some("R-POOL-1");
    p.add(
        "L668",
        r1,
        PoolRowKind::Attack {
            attack: unit.attack,
        },
        unit.attack,
        0,
    );
    if unit.models + u32::from(unit.has_leader()) > 1 {
        p.add(
            "L669",
            r1,
            PoolRowKind::InContact {
                models: side.in_contact,
            },
            side.in_contact as i32,
            0,
        );
    }
    if let Some(l) = &unit.leader
        && side.leader_in_contact
    {
        p.add(
            "L670",
            r1,
            PoolRowKind::LeaderInContact { attack: l.attack },
            l.attack,
            0,
        );
    }
    if side.powered {
        p.add("L671", r1, PoolRowKind::PoweredCombat, 1, 0);
    }
    if side.charged && !unit.skirmishers {
        let (dice, what) = if unit.mounted {
            (2, PoolRowKind::ChargeMounted)
        } else {
            (1, PoolRowKind::ChargeOnFoot)
        };
        p.add("L672", r1, what, dice, 0);
    }
    if side.casualty_this_turn {
        p.add("L673", r1, PoolRowKind::CasualtyThisTurn, -1, 0);
    }
    if side.used_marker {
        p.add("L674", r1, PoolRowKind::UsedMarker, -1, 0);
    }
    if side.reactive_without_order {
        p.add("L675", r1, PoolRowKind::ReactiveWithoutOrder, -1, 0);
    }
    if side.parapet {
        p.add(
            "L676",
            Some("R-POOL-2"),
            PoolRowKind::ParapetClosingRanks,
            options.melee_parapet_dice,
            0,
        );
    }
    if side.out_of_formation {
        p.add("L677", r1, PoolRowKind::OutOfFormation, 0, -1);
    }
    if enemy.in_cover || enemy.parapet {
        p.add("L678", r1, PoolRowKind::EnemyInCoverOrParapet, 0, -1);
    }
    if unit.ranged_attack > 0 && (enemy.charged || side.receiving_charge) {
        p.add("L679", r1, PoolRowKind::RangedReceivingCharge, 0, -1);
    }
    if side.retreating_marker {
        p.add("L680", r1, PoolRowKind::RetreatingMarker, 0, -2);
    }
    match side.attacks_by {
        AttackSide::Front => {}
        AttackSide::Flank => p.add("L681", Some("R-SIDE-2"), PoolRowKind::AttackingFlank, 0, 1),
        AttackSide::Rear => p.add("L682", Some("R-SIDE-2"), PoolRowKind::AttackingRear, 0, 2),
    }
    p.add("L683", r1, PoolRowKind::ExtraDice, side.extra_dice, 0);
    p.add("L683", r1, PoolRowKind::ExtraValue, 0, side.extra_value);
    p
}

/// The shooting pool of a shooting situation (L749-760, R-POOL-1, R-POOL-2).
pub fn shooting_pool(s: &ShootSituation) -> DicePool {
    let shooter = &s.shooter;
    let unit = &shooter.unit;
    let target = &s.target;
    let mut p = DicePool::new();
    let r1 = Some("R-POOL-1");
    p.add(
        "L751",
        r1,
        PoolRowKind::RangedAttack {
            ranged_attack: unit.ranged_attack,
        },
        unit.ranged_attack,
        0,
    );
    p.add(
        "L752",
        r1,
        PoolRowKind::InRangeAndSight {
            models: shooter.in_range_and_sight,
        },
        shooter.in_range_and_sight as i32,
        0,
    );
    if let Some(l) = &unit.leader
        && shooter.leader_can_shoot
    {
        p.add(
            "L753",
            r1,
            PoolRowKind::LeaderCanShoot {
                ranged_attack: l.ranged_attack,
            },
            l.ranged_attack,
            0,
        );
    }
    if shooter.powered {
        p.add("L754", r1, PoolRowKind::PoweredShot, 1, 0);
    }
    if shooter.casualty_this_turn {
        p.add("L755", r1, PoolRowKind::CasualtyThisTurn, -1, 0);
    }
    if shooter.parapet {
        p.add(
            "L756",
            Some("R-POOL-2"),
            PoolRowKind::ShootingParapet,
            s.options.shooting_parapet_dice,
            0,
        );
    }
    if shooter.out_of_formation {
        p.add("L757", r1, PoolRowKind::OutOfFormation, 0, -1);
    }
    if target.in_cover || target.parapet {
        p.add("L758", r1, PoolRowKind::TargetInCoverOrParapet, 0, -1);
    }
    if target.unit.is_lone_model() || target.unit.skirmishers {
        p.add("L759", r1, PoolRowKind::TargetLoneOrSkirmishers, 0, -1);
    }
    p.add("L760", r1, PoolRowKind::ExtraDice, shooter.extra_dice, 0);
    p.add(
        "L760",
        r1,
        PoolRowKind::ExtraShootingValue,
        0,
        shooter.extra_value,
    );
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, has_message, render, variant_ids};

    /// Every row of the melee (L668-683) and shooting (L751-760) tables has its words in both
    /// catalogues (R-POOL-1).
    #[test]
    fn every_row_of_the_tables_has_words_in_both_languages() {
        let ids = variant_ids::<PoolRowKind>("pool");
        assert_eq!(ids.len(), 26, "{ids:?}");
        for language in Language::ALL {
            let missing: Vec<&String> =
                ids.iter().filter(|id| !has_message(language, id)).collect();
            assert!(missing.is_empty(), "{}: {missing:?}", language.name());
        }
        let row = PoolRowKind::InContact { models: 1 };
        assert_eq!(
            render(Language::English, "pool", &row),
            "1 model in contact (not the leader)"
        );
        assert_eq!(
            render(
                Language::Spanish,
                "pool",
                &PoolRowKind::InContact { models: 3 }
            ),
            "3 miniaturas en contacto (sin el líder)"
        );
    }

    /// A row saved before rows carried their kind (an English `label`) is read by its book
    /// line, so saves of every format keep opening (L668-683, L751-760).
    #[test]
    fn a_row_saved_with_an_english_label_is_read_by_its_book_line() {
        let old: PoolRow = serde_json::from_str(
            r#"{"line":"L669","ruling":"R-POOL-1","label":"3 models in contact (not the leader)","dice":3,"value":0}"#,
        )
        .unwrap();
        assert_eq!(old.kind, PoolRowKind::InContact { models: 3 });
        let mounted: PoolRow =
            serde_json::from_str(r#"{"line":"L672","label":"charge, mounted","dice":2,"value":0}"#)
                .unwrap();
        assert_eq!(mounted.kind, PoolRowKind::ChargeMounted);
        let value: PoolRow = serde_json::from_str(
            r#"{"line":"L760","label":"extra value (abilities, weapons, range)","dice":0,"value":1}"#,
        )
        .unwrap();
        assert_eq!(value.kind, PoolRowKind::ExtraShootingValue);
        // A row written today keeps its kind through a save.
        let json = serde_json::to_string(&old).unwrap();
        assert!(
            json.contains(r#""kind":{"in_contact":{"models":3}}"#),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<PoolRow>(&json).unwrap(), old);
        assert!(serde_json::from_str::<PoolRow>(r#"{"line":"L1","dice":1,"value":0}"#).is_err());
    }
}
