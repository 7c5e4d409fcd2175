//! The melee (*Tabla de Tirada de Combate*, L666-683) and shooting (*Tabla de Tirada de
//! Disparo*, L749-760) tables: a situation becomes a dice pool with every row that applied,
//! so a player sees why the unit rolls 7 dice at -1 (R-POOL-1..3).

use super::dice::SuccessRoll;
use super::situation::{AttackSide, MeleeSide, RuleOptions, ShootSituation};
use serde::{Deserialize, Serialize};

/// One row of a pool table that applied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolRow {
    /// Book line of the row, as `L669`.
    pub line: String,
    /// Ruling that fixes how the row is read, when there is one (`R-POOL-2`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruling: Option<String>,
    /// What the row is, in plain words.
    pub label: String,
    /// Dice the row adds (negative: removes).
    pub dice: i32,
    /// Value the row adds to every die.
    pub value: i32,
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

    fn add(&mut self, line: &str, ruling: Option<&str>, label: String, dice: i32, value: i32) {
        if dice == 0 && value == 0 {
            return;
        }
        self.dice += dice;
        self.modifier += value;
        self.rows.push(PoolRow {
            line: line.to_string(),
            ruling: ruling.map(str::to_string),
            label,
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
        format!("attack {} of the troop", unit.attack),
        unit.attack,
        0,
    );
    if unit.models + u32::from(unit.has_leader()) > 1 {
        p.add(
            "L669",
            r1,
            format!("{} models in contact (not the leader)", side.in_contact),
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
            format!("unit leader in contact, attack {}", l.attack),
            l.attack,
            0,
        );
    }
    if side.powered {
        p.add("L671", r1, "powered combat".into(), 1, 0);
    }
    if side.charged && !unit.skirmishers {
        let (dice, what) = if unit.mounted {
            (2, "charge, mounted")
        } else {
            (1, "charge, on foot")
        };
        p.add("L672", r1, what.into(), dice, 0);
    }
    if side.casualty_this_turn {
        p.add("L673", r1, "casualty this turn".into(), -1, 0);
    }
    if side.used_marker {
        p.add("L674", r1, "used marker".into(), -1, 0);
    }
    if side.reactive_without_order {
        p.add("L675", r1, "reactive without an order".into(), -1, 0);
    }
    if side.parapet {
        p.add(
            "L676",
            Some("R-POOL-2"),
            "parapet marker (closing ranks)".into(),
            options.melee_parapet_dice,
            0,
        );
    }
    if side.out_of_formation {
        p.add("L677", r1, "out of formation".into(), 0, -1);
    }
    if enemy.in_cover || enemy.parapet {
        p.add("L678", r1, "enemy in cover or parapet".into(), 0, -1);
    }
    if unit.ranged_attack > 0 && enemy.charged {
        p.add(
            "L679",
            r1,
            "ranged weapons, receiving a charge".into(),
            0,
            -1,
        );
    }
    if side.retreating_marker {
        p.add("L680", r1, "retreating marker".into(), 0, -2);
    }
    match side.attacks_by {
        AttackSide::Front => {}
        AttackSide::Flank => p.add("L681", Some("R-SIDE-2"), "attacking the flank".into(), 0, 1),
        AttackSide::Rear => p.add("L682", Some("R-SIDE-2"), "attacking the rear".into(), 0, 2),
    }
    p.add(
        "L683",
        r1,
        "extra dice (abilities, weapons, armour)".into(),
        side.extra_dice,
        0,
    );
    p.add(
        "L683",
        r1,
        "extra value (abilities, weapons, armour)".into(),
        0,
        side.extra_value,
    );
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
        format!("ranged attack {} of the troop", unit.ranged_attack),
        unit.ranged_attack,
        0,
    );
    p.add(
        "L752",
        r1,
        format!(
            "{} models with sight and range (not the leader)",
            shooter.in_range_and_sight
        ),
        shooter.in_range_and_sight as i32,
        0,
    );
    if let Some(l) = &unit.leader
        && shooter.leader_can_shoot
    {
        p.add(
            "L753",
            r1,
            format!("unit leader can shoot, ranged attack {}", l.ranged_attack),
            l.ranged_attack,
            0,
        );
    }
    if shooter.powered {
        p.add("L754", r1, "powered shot".into(), 1, 0);
    }
    if shooter.casualty_this_turn {
        p.add("L755", r1, "casualty this turn".into(), -1, 0);
    }
    if shooter.parapet {
        p.add(
            "L756",
            Some("R-POOL-2"),
            "parapet marker".into(),
            s.options.shooting_parapet_dice,
            0,
        );
    }
    if shooter.out_of_formation {
        p.add("L757", r1, "out of formation".into(), 0, -1);
    }
    if target.in_cover || target.parapet {
        p.add("L758", r1, "target in cover or parapet".into(), 0, -1);
    }
    if target.unit.is_lone_model() || target.unit.skirmishers {
        p.add(
            "L759",
            r1,
            "target is a lone model or skirmishers".into(),
            0,
            -1,
        );
    }
    p.add(
        "L760",
        r1,
        "extra dice (abilities, weapons, armour)".into(),
        shooter.extra_dice,
        0,
    );
    p.add(
        "L760",
        r1,
        "extra value (abilities, weapons, range)".into(),
        0,
        shooter.extra_value,
    );
    p
}
