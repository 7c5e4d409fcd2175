//! The exact prospects of a combat order before it is given: the chance a charge reaches
//! (R-CHG-1, as the battle settles it), then the full outcome distributions of the fight or shot
//! (`rules::odds`, by convolution, no sampling), read off the state as the battle itself will
//! fill them (`combat::inputs::fight_situation`, `combat::shot::shot_situation`). What the
//! computer general weighs; it reads only the state it is shown. A mixed raid unit's fight is
//! weighed over every combat it is divided into (R-RAID-6).

use serde::{Deserialize, Serialize};

pub(super) use crate::battle::combat::charged::charge_base;
pub use crate::battle::combat::charged::{charge_lands, charge_odds, charge_reach};
use crate::battle::combat::charged::{charged_situation, declared};
use crate::battle::combat::inputs::{divided_situations, fight_situation};
use crate::battle::combat::shot::shot_situation;
use crate::battle::engine::measure;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::state::BattleState;
use crate::rules::odds::{MeleeOdds, Suffered, melee_odds, shoot_odds};

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

/// A fight order by `unit` on the enemy `target` it is engaged with (L652): the defender
/// fights back without powering it (it may, L707; the general counts the plain case).
pub fn fight(state: &BattleState, unit: &str, target: &str, powered: bool) -> Option<Prospect> {
    let fight = declared(unit, target, powered, false, false);
    let s = fight_situation(state, &fight, false, false, None)?;
    if s.attacker.in_contact == 0 && !s.attacker.leader_in_contact {
        return None;
    }
    divided(state, &fight, false, false).or(Some(Prospect::of_melee(&melee_odds(&s), 1.0)))
}

/// A fight divided by profile (R-RAID-6), weighed over all its combats, each read off the state
/// as it stands: the first combat's chances of winning, losing and breaking (the combat the
/// fight opens with), the models each side is expected to lose summed over every combat (the
/// expectation of a sum is the sum of the expectations; the wounds carried from combat to
/// combat are left out), and the likelier wipe-out of any one. None when the fight is one
/// combat, and the caller weighs it as it is.
fn divided(
    state: &BattleState,
    fight: &FightDeclared,
    spent: bool,
    powered: bool,
) -> Option<Prospect> {
    let mut each = divided_situations(state, fight, spent, powered)
        .into_iter()
        .map(|(_, s)| Prospect::of_melee(&melee_odds(&s), 1.0));
    let first = each.next()?;
    Some(each.fold(first, |p, q| Prospect {
        their_losses: p.their_losses + q.their_losses,
        our_losses: p.our_losses + q.our_losses,
        they_are_wiped_out: p.they_are_wiped_out.max(q.they_are_wiped_out),
        we_are_wiped_out: p.we_are_wiped_out.max(q.we_are_wiped_out),
        ..p
    }))
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
    let p =
        divided(state, fight, spent, powered).unwrap_or(Prospect::of_melee(&melee_odds(&s), 1.0));
    Some(p.reversed())
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
    // Where the leader stands: his model, or in total war his unit's base (R-TW-6).
    let leader_at = state.where_leader_stands(target).map(|m| m.id.clone());
    s.defender.leader_in_contact &= free.iter().any(|m| Some(&m.id) == leader_at.as_ref());
    let free_ids: Vec<String> = free
        .iter()
        .filter(|m| !m.leader)
        .map(|m| m.id.clone())
        .collect();
    let others = match state.unit(target) {
        Some(t) => crate::battle::combat::total_war::in_contact(t, &free_ids),
        None => free_ids.len() as u32,
    };
    let floor = u32::from(!s.defender.leader_in_contact);
    s.defender.in_contact = s.defender.in_contact.min(others).max(floor);
    Some(Prospect::of_melee(&melee_odds(&s), 1.0))
}

/// A charge by the enemy `enemy` on `unit` wherever they stand, seen from `unit`: what the
/// general fears from a unit that could charge it next.
pub fn threat(state: &BattleState, enemy: &str, unit: &str) -> Option<Prospect> {
    charged_fight(state, enemy, unit, false).map(|p| p.reversed())
}
