//! Charges as the book ends them: a charge whose roll reached ends in base contact (L640) and
//! a fight (L644); an opportunity charge that caught its mover ends in contact with it
//! (L846-852); and each later combat of a charge on several units is fought as after a
//! charge (R-CHG-2, L672, L679). Contact is measured on the table's bases (`table::shapes`).

use crate::battle::model::combat::FightDeclared;
use crate::battle::model::event::Event;
use crate::battle::model::state::{BattleState, ModelState};
use crate::rules::staged::Situation;
use crate::table::shapes::{Footprint, P2};

use super::breach::{Breach, Invariant};
use super::walk::{At, Check};

/// The most a gap between two bases may be and still be base contact: rounding, not play.
pub(super) const CONTACT_CM: f64 = 0.05;

/// A charge whose roll reached (or an opportunity charge that caught), still to be fought.
#[derive(Debug, Clone)]
struct Reached {
    charger: String,
    targets: Vec<String>,
    at: At,
}

#[derive(Debug, Default)]
pub(super) struct Charges {
    reached: Option<Reached>,
    caught: Option<Reached>,
}

/// A model's base on the table.
pub(super) fn footprint(m: &ModelState) -> Footprint {
    Footprint::new(P2::new(m.x, m.y), m.facing_deg, &m.base)
}

/// The smallest gap, edge to edge, between a model of `a` and one of `b`; none when either has
/// no model on the table.
pub(super) fn gap(state: &BattleState, a: &str, b: &str) -> Option<f64> {
    let on_table = |unit: &str| -> Vec<Footprint> {
        state
            .models_of(unit)
            .filter(|m| m.deployed)
            .map(footprint)
            .collect()
    };
    let (a, b) = (on_table(a), on_table(b));
    a.iter()
        .flat_map(|fa| b.iter().map(move |fb| fa.distance_to(fb)))
        .reduce(f64::min)
}

/// The fight an event declares, if any: a fight waiting for the defender, the first combat
/// of a multiple combat waiting for its picks, or a combat begun.
fn declared(event: &Event) -> Option<&FightDeclared> {
    match event {
        Event::FightDeclared { fight } => Some(fight),
        Event::AftermathSet { aftermath: Some(a) } => a
            .chain
            .as_ref()
            .and_then(|c| c.first.as_ref())
            .map(|f| &f.fight),
        Event::CombatBegan { combat } => combat.fight.as_ref(),
        _ => None,
    }
}

impl Reached {
    /// The contact breach, if the charger touches none of its targets now.
    fn contact(&self, state: &BattleState, catch: bool) -> Option<Invariant> {
        let gaps: Vec<(f64, &String)> = self
            .targets
            .iter()
            .filter_map(|t| gap(state, &self.charger, t).map(|g| (g, t)))
            .collect();
        let (g, target) = gaps.into_iter().min_by(|x, y| x.0.total_cmp(&y.0))?;
        (g > CONTACT_CM).then(|| {
            let gap_cm = (g * 10.0).round() / 10.0;
            if catch {
                Invariant::OpportunityCatchWithoutContact {
                    charger: self.charger.clone(),
                    mover: target.clone(),
                    gap_cm,
                }
            } else {
                Invariant::ChargeReachedWithoutContact {
                    charger: self.charger.clone(),
                    target: target.clone(),
                    gap_cm,
                }
            }
        })
    }
}

impl Check for Charges {
    fn before(&mut self, state: &BattleState, event: &Event, at: At, out: &mut Vec<Breach>) {
        match event {
            Event::ChargeResolved { success, .. } => {
                self.reached = match (success, state.charge()) {
                    (true, Some(c)) => Some(Reached {
                        charger: c.charger.clone(),
                        targets: std::iter::once(c.target.clone())
                            .chain(c.also.iter().cloned())
                            .collect(),
                        at,
                    }),
                    _ => None,
                };
            }
            Event::OpportunityChargeResolved {
                charger,
                mover,
                caught_at: Some(_),
                ..
            } => {
                self.caught = Some(Reached {
                    charger: charger.clone(),
                    targets: vec![mover.clone()],
                    at,
                });
            }
            _ => {}
        }
        if let Some(fight) = declared(event) {
            for (slot, catch) in [(&mut self.reached, false), (&mut self.caught, true)] {
                if slot.as_ref().is_some_and(|r| r.charger == fight.attacker) {
                    let r = slot.take().expect("a charge");
                    if let Some(b) = r.contact(state, catch) {
                        out.push(at.breach(b));
                    }
                }
            }
        }
        if let Event::CombatBegan { combat } = event {
            charge_combat(state, combat, at, out);
        }
    }

    fn entry_done(&mut self, state: &BattleState, at: At, out: &mut Vec<Breach>) {
        // A caught mover stands in contact once the entry is over, if no fight took it.
        if let Some(r) = self.caught.take()
            && let Some(b) = r.contact(state, true)
        {
            out.push(r.at.breach(b));
        }
        // A charge over, its roll reached, and no fight: the chargers or their targets must
        // have left the table for it (a stand and shoot, a flight).
        if state.charge().is_none()
            && let Some(r) = self.reached.take()
        {
            let alive = |u: &str| state.models_of(u).any(|m| m.deployed);
            if alive(&r.charger) && r.targets.iter().any(|t| alive(t)) {
                out.push(at.breach(Invariant::ChargeReachedWithoutFight {
                    charger: r.charger.clone(),
                    target: r.targets[0].clone(),
                }));
            }
        }
    }
}

/// R-CHG-2: a combat of a multiple combat between a charger and a unit it charged is fought
/// as after a charge: declared so, and the charger's side rolls as the one that charged.
fn charge_combat(
    state: &BattleState,
    combat: &crate::battle::model::combat::CombatUnderWay,
    at: At,
    out: &mut Vec<Breach>,
) {
    let Some(fight) = &combat.fight else {
        return;
    };
    let Some(chain) = state.aftermath().as_ref().and_then(|a| a.chain.as_ref()) else {
        return;
    };
    let pair = chain.charged.iter().find(|(charger, unit)| {
        (charger == &fight.attacker && unit == &fight.defender)
            || (charger == &fight.defender && unit == &fight.attacker)
    });
    let Some((charger, unit)) = pair else {
        return;
    };
    let charger_rolls_charged = match &combat.staged.situation {
        Situation::Melee(m) if &combat.units[0] == charger => m.attacker.charged,
        Situation::Melee(m) => m.defender.charged,
        Situation::Shoot(_) => true,
    };
    if !fight.after_charge || !charger_rolls_charged {
        out.push(at.breach(Invariant::ChargeCombatNotAfterCharge {
            charger: charger.clone(),
            unit: unit.clone(),
        }));
    }
}
