//! A charge before it is made (R-CHG-1, L604-640): the odds its die reaches the target, the
//! chance its move, as the battle makes it, brings a model into contact, and what the combat
//! calculator is told of the fight after it, contact assumed. One copy for the computer
//! general's prospects and for the odds of a fight on the table ([`super::on_table`]).

use crate::battle::combat::inputs::fight_situation;
use crate::battle::engine::measure;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::UnitState;
use crate::table::ChargeOdds;

/// A fight declared by `unit` on `target`, as the battle declares it.
pub fn declared(
    unit: &str,
    target: &str,
    powered: bool,
    after_charge: bool,
    duel: bool,
) -> FightDeclared {
    FightDeclared {
        attacker: unit.to_string(),
        defender: target.to_string(),
        powered,
        after_charge,
        duel,
        also_charged: Vec::new(),
        groups: Default::default(),
    }
}

/// The odds of a charge by `unit` on `target` (R-CHG-1, L622-628) as the battle settles it:
/// plain MOV (a Forced march adds to move orders only) against [`measure::charge_gap`]. None
/// when no charging model sees the target (L612).
pub fn charge_odds(state: &BattleState, unit: &str, target: &str) -> Option<ChargeOdds> {
    let (table, u) = (measure::table(state)?, state.unit(unit)?);
    let (a, t) = (table.unit_index(unit)?, table.unit_index(target)?);
    let sees = table.units[a]
        .models
        .iter()
        .any(|&m| table.nearest_seen(m, t).is_some());
    sees.then(|| die_odds(state, u, target))
}

/// The charge die's odds of `charger` reaching `target` from where they stand (MOV + 1D6 and
/// twice MOV + 1D6 over [`measure::charge_gap`], R-CHG-1), sight not counted: the numbers
/// [`charge_odds`] gives once the target is seen, and the computer general's quick read of a
/// threat.
pub fn die_odds(state: &BattleState, charger: &UnitState, target: &str) -> ChargeOdds {
    let gap = measure::charge_gap(state, &charger.id, &[target.to_string()]);
    ChargeOdds::new(charger.acting_profile().mov_cm, gap)
}

/// A charge as the battle would make it now (R-CHG-1, L604-640): the die's odds of reaching
/// ([`charge_odds`]) and the chance a plain and a powered charge land a model in contact
/// ([`charge_reach`]). What the canvas, the odds panel and `kensei odds battle` say of a
/// charge, one answer for all.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ChargeReach {
    pub odds: ChargeOdds,
    pub lands: f64,
    pub lands_powered: f64,
}

/// [`ChargeReach`] of `unit` on `target`; None when no charging model sees it (L612).
pub fn charge_of(state: &BattleState, unit: &str, target: &str) -> Option<ChargeReach> {
    let odds = charge_odds(state, unit, target)?;
    Some(ChargeReach {
        lands: landing_chance(state, unit, target, false, &odds),
        lands_powered: landing_chance(state, unit, target, true, &odds),
        odds,
    })
}

/// The chance a charge by `unit` on `target` reaches ([`charge_odds`]) and brings a model into
/// contact: of the die's faces that reach (R-CHG-1), those whose charge move, as the battle
/// makes it (`charge_ends`, L632-640), ends with a model touching the target. The move goes
/// straight at the target, and impassable terrain, a closed piece (L523) or other models
/// (L531) may stop it short: a target across a river is reached on the die, the charge move
/// stops at the bank, and no fight follows. 0 when no charging model sees the target.
pub fn charge_reach(state: &BattleState, unit: &str, target: &str, powered: bool) -> f64 {
    charge_odds(state, unit, target).map_or(0.0, |odds| {
        landing_chance(state, unit, target, powered, &odds)
    })
}

/// The faces of the die that reach and land ([`landing_faces`]) out of 6.
fn landing_chance(
    state: &BattleState,
    unit: &str,
    target: &str,
    powered: bool,
    odds: &ChargeOdds,
) -> f64 {
    f64::from(landing_faces(state, unit, target, powered, odds)) / 6.0
}

/// Whether `unit`'s charge on `target` with its longest reach (MOV + 6, twice MOV powered)
/// brings a model into contact where they stand: the quick read the general's standing takes
/// of each threat and blow, for every enemy and every move it weighs ([`charge_reach`] tries
/// the faces one by one).
pub fn charge_lands(state: &BattleState, unit: &str, target: &str, powered: bool) -> bool {
    let Some(u) = state.unit(unit) else {
        return false;
    };
    let travel = charge_base(u, powered) + 6.0;
    crate::battle::combat::charge_ends::charge_touches(state, unit, &[target.to_string()], travel)
}

/// A charge's reach before its die (R-CHG-1): MOV, twice MOV powered (L650).
pub fn charge_base(u: &UnitState, powered: bool) -> f64 {
    let mov = u.acting_profile().mov_cm;
    if powered { 2.0 * mov } else { mov }
}

/// How many faces of the charge die (0 to 6) reach and land. The reach a face gives is the one
/// the battle moves the chargers by (MOV, twice MOV powered, plus the face), and where the
/// chargers stop depends on it, not always more contact for more reach. The shortest and the
/// longest reach that make it are tried first: when both land, or neither does, the faces
/// between are taken to do the same; else each is tried.
fn landing_faces(
    state: &BattleState,
    unit: &str,
    target: &str,
    powered: bool,
    odds: &ChargeOdds,
) -> u8 {
    let Some(u) = state.unit(unit) else {
        return 0;
    };
    let base = charge_base(u, powered);
    let targets = [target.to_string()];
    let lands = |face: u8| {
        crate::battle::combat::charge_ends::charge_touches(
            state,
            unit,
            &targets,
            base + f64::from(face),
        )
    };
    let faces: Vec<u8> = (1..=6u8)
        .filter(|&d| odds.reaches_with(d, powered))
        .collect();
    let (Some(&low), Some(&high)) = (faces.first(), faces.last()) else {
        return 0;
    };
    let (short, long) = (lands(low), low != high && lands(high));
    match (short, long) {
        _ if low == high => u8::from(short),
        (true, true) => faces.len() as u8,
        (false, false) => 0,
        _ => {
            let between = faces[1..faces.len() - 1]
                .iter()
                .filter(|&&d| lands(d))
                .count();
            (between + 1) as u8
        }
    }
}

/// What the calculator is told of the fight after a charge by `charger` on `target`, before
/// it is made: what the computer general weighs and the odds of a fight on the table show.
pub fn charged_situation(
    state: &BattleState,
    charger: &str,
    target: &str,
    powered: bool,
) -> Option<crate::rules::MeleeSituation> {
    let s = fight_situation(
        state,
        &declared(charger, target, powered, true, false),
        false,
        false,
        None,
    )?;
    Some(assume_contact(state, charger, target, s))
}

/// Contact after a charge, before it is made: the chargers meet the charged model for model
/// (at most one more than it has), leaders in the front; a total war base meets with its size.
pub fn assume_contact(
    state: &BattleState,
    charger: &str,
    target: &str,
    mut s: crate::rules::MeleeSituation,
) -> crate::rules::MeleeSituation {
    if let (Some(c), Some(t)) = (state.unit(charger), state.unit(target))
        && s.attacker.in_contact == 0
    {
        let n = c.models.min(t.models + 1).max(u32::from(c.models > 0));
        s.attacker.in_contact = n;
        s.attacker.leader_in_contact = c.leader.is_some() && !c.is_lone_leader();
        s.defender.in_contact = t.models.min(n);
        s.defender.leader_in_contact = t.leader.is_some() && !t.is_lone_leader();
        // Total war: a base in contact is its whole size in contact (R-TW-4).
        if c.movement_base {
            s.attacker.in_contact = c.models;
        }
        if t.movement_base {
            s.defender.in_contact = t.models;
        }
    }
    s
}
