//! The exact prospects of a combat order before it is given: the chance a charge reaches
//! (R-CHG-1, as the battle settles it), then the full outcome distributions of the fight or shot
//! (`rules::odds`, by convolution, no sampling), read off the state as the battle itself will
//! fill them (`combat::inputs::fight_situation`, `combat::shot::shot_situation`). What the
//! computer general weighs; it reads only the state it is shown.

use serde::{Deserialize, Serialize};

use crate::battle::combat::inputs::fight_situation;
use crate::battle::combat::shot::shot_situation;
use crate::battle::engine::measure;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::state::BattleState;
use crate::rules::odds::{MeleeOdds, Suffered, melee_odds, shoot_odds};
use crate::table::ChargeOdds;

/// What a combat order promises, from the side of the unit giving it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, Default)]
pub struct Prospect {
    /// The chance it comes to blows: a charge's reach (R-CHG-1); 1 for a fight or a shot.
    pub reach: f64,
    /// The chance it wins the melee (R-RES-1); 0 for a shot, which has no winner.
    pub win: f64,
    /// The chance it loses the melee.
    pub lose: f64,
    /// Models the enemy is expected to lose (R-CAS-1).
    pub their_losses: f64,
    /// Models the unit is expected to lose.
    pub our_losses: f64,
    /// The chance the enemy fails its Honor test and falls back (L959).
    pub they_fall_back: f64,
    /// The chance the enemy fails it and retreats (L960).
    pub they_retreat: f64,
    /// The same for the unit giving the order.
    pub we_fall_back: f64,
    pub we_retreat: f64,
    /// The chance the enemy's unit leader dies.
    pub their_leader_dies: f64,
    /// The chance the unit's own leader dies.
    pub our_leader_dies: f64,
    /// The chance the enemy unit is wiped out.
    pub they_are_wiped_out: f64,
    /// The chance the unit giving the order is wiped out.
    #[serde(default)]
    pub we_are_wiped_out: f64,
}

impl Prospect {
    fn of_melee(odds: &MeleeOdds, reach: f64) -> Prospect {
        let (ours, theirs) = (&odds.attacker.suffers, &odds.defender.suffers);
        Prospect {
            reach,
            win: odds.attacker_wins,
            lose: odds.defender_wins,
            their_losses: theirs.expected_casualties,
            our_losses: ours.expected_casualties,
            they_fall_back: theirs.falls_back,
            they_retreat: theirs.retreats,
            we_fall_back: ours.falls_back,
            we_retreat: ours.retreats,
            their_leader_dies: theirs.leader_death,
            our_leader_dies: ours.leader_death,
            they_are_wiped_out: theirs.wiped_out,
            we_are_wiped_out: ours.wiped_out,
        }
    }

    fn of_shot(theirs: &Suffered) -> Prospect {
        Prospect {
            reach: 1.0,
            their_losses: theirs.expected_casualties,
            they_fall_back: theirs.falls_back,
            they_retreat: theirs.retreats,
            their_leader_dies: theirs.leader_death,
            they_are_wiped_out: theirs.wiped_out,
            ..Prospect::default()
        }
    }

    /// The chance the two units are still in melee after the fight: neither breaks (falls
    /// back or retreats, L959-960) nor is wiped out. The sum of the chances is an upper bound
    /// on their union, so this errs toward the melee ending.
    pub fn still_engaged(&self) -> f64 {
        (1.0 - self.they_fall_back
            - self.they_retreat
            - self.they_are_wiped_out
            - self.we_fall_back
            - self.we_retreat
            - self.we_are_wiped_out)
            .clamp(0.0, 1.0)
    }

    /// The same prospect seen from the other unit (a threat against us is the enemy's charge).
    pub fn reversed(&self) -> Prospect {
        Prospect {
            reach: self.reach,
            win: self.lose,
            lose: self.win,
            their_losses: self.our_losses,
            our_losses: self.their_losses,
            they_fall_back: self.we_fall_back,
            they_retreat: self.we_retreat,
            we_fall_back: self.they_fall_back,
            we_retreat: self.they_retreat,
            their_leader_dies: self.our_leader_dies,
            our_leader_dies: self.their_leader_dies,
            they_are_wiped_out: self.we_are_wiped_out,
            we_are_wiped_out: self.they_are_wiped_out,
        }
    }
}

fn declared(
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
    }
}

/// A fight order by `unit` on the enemy `target` it is engaged with (L652): the defender
/// fights back without powering it (it may, L707; the general counts the plain case).
pub fn fight(state: &BattleState, unit: &str, target: &str, powered: bool) -> Option<Prospect> {
    let s = fight_situation(
        state,
        &declared(unit, target, powered, false, false),
        false,
        false,
        None,
    )?;
    if s.attacker.in_contact == 0 && !s.attacker.leader_in_contact {
        return None;
    }
    Some(Prospect::of_melee(&melee_odds(&s), 1.0))
}

/// The fight `fight` declared, from the defender's side as it fights back (L707): having spent
/// an order on it (`spent`, else L675) and powered it or not.
pub fn fought_back(
    state: &BattleState,
    fight: &FightDeclared,
    spent: bool,
    powered: bool,
) -> Option<Prospect> {
    let s = fight_situation(state, fight, spent, powered, None)?;
    Some(Prospect::of_melee(&melee_odds(&s), 1.0).reversed())
}

/// A duel of `unit`'s leader with `target`'s, leaders alone (L805), if accepted.
pub fn duel(state: &BattleState, unit: &str, target: &str, powered: bool) -> Option<Prospect> {
    let s = fight_situation(
        state,
        &declared(unit, target, powered, false, true),
        false,
        false,
        None,
    )?;
    Some(Prospect::of_melee(&melee_odds(&s), 1.0))
}

/// A shot by `unit` at `target` (L721): none when no shooter reaches it (the shot is lost).
pub fn shot(state: &BattleState, unit: &str, target: &str, powered: bool) -> Option<Prospect> {
    let s = shot_situation(state, unit, target, powered, None)?;
    Some(Prospect::of_shot(&shoot_odds(&s).suffers))
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
    let gap = measure::charge_gap(state, unit, &[target.to_string()]);
    sees.then(|| ChargeOdds::new(u.acting_profile().mov_cm, gap))
}

/// The chance a charge by `unit` on `target` reaches ([`charge_odds`]) and brings a model into
/// contact: of the die's faces that reach (R-CHG-1), those whose charge move, as the battle
/// makes it (`charge_ends`, L632-640), ends with a model touching the target. The move goes
/// straight at the target, and impassable terrain, a closed piece (L523) or other models
/// (L531) may stop it short: a target across a river is reached on the die, the charge move
/// stops at the bank, and no fight follows. 0 when no charging model sees the target.
pub fn charge_reach(state: &BattleState, unit: &str, target: &str, powered: bool) -> f64 {
    let faces = landing_faces(state, unit, target, powered);
    f64::from(faces) / 6.0
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
pub(super) fn charge_base(u: &crate::battle::model::unit::UnitState, powered: bool) -> f64 {
    let mov = u.acting_profile().mov_cm;
    if powered { 2.0 * mov } else { mov }
}

/// How many faces of the charge die (0 to 6) reach and land. The reach a face gives is the one
/// the battle moves the chargers by (MOV, twice MOV powered, plus the face), and where the
/// chargers stop depends on it, not always more contact for more reach. The shortest and the
/// longest reach that make it are tried first: when both land, or neither does, the faces
/// between are taken to do the same; else each is tried.
fn landing_faces(state: &BattleState, unit: &str, target: &str, powered: bool) -> u8 {
    let (Some(odds), Some(u)) = (charge_odds(state, unit, target), state.unit(unit)) else {
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

/// A charge by `unit` on `target` (L604): its reach, then the fight after it
/// ([`charged_fight`]).
pub fn charge(state: &BattleState, unit: &str, target: &str, powered: bool) -> Option<Prospect> {
    let fight = charged_fight(state, unit, target, powered)?;
    Some(Prospect {
        reach: charge_reach(state, unit, target, powered),
        ..fight
    })
}

/// The fight after a charge by `charger` on `target`, taken to reach (the charge die of L672),
/// with the chargers meeting the target model for model as far as both go (the contact a
/// charge brings is not known before the move: the general counts this estimate). The charged
/// unit is taken to receive the charge.
pub fn charged_fight(
    state: &BattleState,
    charger: &str,
    target: &str,
    powered: bool,
) -> Option<Prospect> {
    let s = charged_situation(state, charger, target, powered)?;
    Some(Prospect::of_melee(&melee_odds(&s), 1.0))
}

/// What the calculator is told of the fight after a charge by `charger` on `target`, before
/// it is made ([`charged_fight`]).
fn charged_situation(
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

/// The fight after a charge by `charger` on `target` while `target` is held in a melee with
/// `held_by` ([`charged_fight`]): the target's models engaged there fight there (L719), so only
/// its others meet the new charger, at least one of them, for the charger comes into contact.
pub fn charged_fight_on_held(
    state: &BattleState,
    charger: &str,
    target: &str,
    held_by: &str,
) -> Option<Prospect> {
    let mut s = charged_situation(state, charger, target, false)?;
    let free: Vec<_> = state
        .models_of(target)
        .filter(|m| !state.models_of(held_by).any(|e| measure::engaged(m, e)))
        .collect();
    s.defender.leader_in_contact &= free.iter().any(|m| m.leader);
    let others = free.iter().filter(|m| !m.leader).count() as u32;
    let floor = u32::from(!s.defender.leader_in_contact);
    s.defender.in_contact = s.defender.in_contact.min(others).max(floor);
    Some(Prospect::of_melee(&melee_odds(&s), 1.0))
}

/// A charge by the enemy `enemy` on `unit` wherever they stand, seen from `unit`: what the
/// general fears from a unit that could charge it next.
pub fn threat(state: &BattleState, enemy: &str, unit: &str) -> Option<Prospect> {
    charged_fight(state, enemy, unit, false).map(|p| p.reversed())
}

/// Contact after a charge, before it is made: the chargers meet the charged model for model
/// (at most one more than it has), leaders in the front.
fn assume_contact(
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
    }
    s
}
