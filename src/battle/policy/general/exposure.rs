//! What a move the general weighs risks on its way: the enemy's opportunity charge (*carga de
//! oportunidad*, L846-852, R-OPP-1). While its pair lasts, any enemy unit that may still react,
//! is not in melee, sees the mover and has an order of the pair left may charge it anywhere on
//! its way; caught, the mover stops there and fights as a charged unit (L852), and a charge
//! caught on its way never reaches its own target (L640).
//!
//! A player sees all of this at the table, so the general weighs it: for each enemy unit that
//! could charge, the chance its charge (MOV + 1D6, R-CHG-1) reaches the nearest point of the
//! way, times what its fight would cost the mover. The enemy is taken to charge only where the
//! fight is bad for the mover, and with its best such unit. Which units may charge is worked out
//! once per mover and decision (the sight is from where the mover stands, L612); the way is
//! read at a few points with the bases as discs, a quick read where the engine walks it exactly.

use crate::battle::model::command::ModelMove;
use crate::battle::model::pending_move::PendingMove;
use crate::battle::model::state::{BattleState, ModelState};
use crate::battle::moves::move_order;
use crate::battle::policy::general::reckoner::Reckoner;
use crate::table::P2;
use crate::table::reach::d6_reaches;

/// Points of a way read, its start and end included.
const SAMPLES: usize = 6;

/// The risk on a move's way.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Exposure {
    /// The chance the enemy's best opportunity charge catches the mover.
    pub caught: f64,
    /// Its expected worth to the mover (zero or less).
    pub worth: f64,
}

/// A model's base as a disc: between its inscribed and its circumscribed circle (cm).
fn radius(m: &ModelState) -> f64 {
    let w = m.base.width_mm / 10.0;
    let d = m.base.depth_mm.map_or(w, |d| d / 10.0);
    let inscribed = w.min(d) / 2.0;
    let circumscribed = (w * w + d * d).sqrt() / 2.0;
    match m.base.shape {
        crate::table::model::BaseShape::Round => w / 2.0,
        _ => (inscribed + circumscribed) / 2.0,
    }
}

/// The mover's models at `SAMPLES + 1` points of their ways (start to end).
fn way(state: &BattleState, moves: &[ModelMove]) -> Vec<ModelState> {
    let mut out = Vec::new();
    for mv in moves {
        let Some(m) = state.model(&mv.model) else {
            continue;
        };
        let start = P2::new(m.x, m.y);
        let path = move_order::path_of(mv);
        let length = move_order::path_length(start, &path);
        for k in 0..=SAMPLES {
            let p = move_order::point_along(start, &path, length * k as f64 / SAMPLES as f64);
            let mut at = m.clone();
            (at.x, at.y) = (p.x, p.y);
            out.push(at);
        }
    }
    out
}

/// The nearest edge gap between `charger`'s models and the way (cm, bases as discs).
fn gap(state: &BattleState, charger: &str, way: &[ModelState]) -> f64 {
    state
        .models_of(charger)
        .flat_map(|c| {
            way.iter()
                .map(move |m| ((c.x - m.x).hypot(c.y - m.y) - radius(c) - radius(m)).max(0.0))
        })
        .fold(f64::INFINITY, f64::min)
}

impl Exposure {
    /// Its reason, when the chance is worth a mention (5% or more).
    pub fn term(&self) -> Option<crate::battle::policy::general::reasons::Term> {
        (self.caught >= 0.05).then_some(crate::battle::policy::general::reasons::Term::Caught {
            chance: self.caught,
            worth: self.worth,
        })
    }
}

impl Reckoner<'_> {
    /// The enemy units that could make an opportunity charge against a move of `unit` now
    /// (`opportunity::charge::possible_chargers`), worked out once per decision.
    pub fn interceptors(&mut self, unit: &str) -> Vec<String> {
        if let Some(v) = self.interceptors.get(unit) {
            return v.clone();
        }
        let v = match self.state.unit(unit) {
            Some(u) => {
                // Any move of the unit: who may charge depends on where it stands, not where
                // it goes.
                let here: Vec<ModelMove> = self
                    .state
                    .models_of(unit)
                    .map(|m| ModelMove::to(m.id.clone(), m.x, m.y))
                    .collect();
                let pending = PendingMove::new(u.side, unit, &here, f64::INFINITY, false);
                crate::battle::opportunity::charge::possible_chargers(self.state, &pending)
            }
            None => Vec::new(),
        };
        self.interceptors.insert(unit.to_string(), v.clone());
        v
    }

    /// What `unit`'s move `moves` risks on its way from the enemy's opportunity charges; the
    /// units in `spared` do not charge (a charge's target, the enemies it disengages from).
    pub fn exposure(&mut self, unit: &str, moves: &[ModelMove], spared: &[String]) -> Exposure {
        let chargers: Vec<String> = self
            .interceptors(unit)
            .into_iter()
            .filter(|c| !spared.contains(c))
            .collect();
        if chargers.is_empty() || moves.is_empty() {
            return Exposure::default();
        }
        let way = way(self.state, moves);
        let mut worst = Exposure::default();
        for c in chargers {
            let Some(mov) = self.state.unit(&c).map(|u| u.acting_profile().mov_cm) else {
                continue;
            };
            let reach = d6_reaches(mov, gap(self.state, &c, &way)).probability();
            if reach <= 0.0 {
                continue;
            }
            let Some(p) = self.threat(&c, unit) else {
                continue;
            };
            let worth = self.worth_of(&p, unit, &c);
            if worth < 0.0 && reach * worth < worst.worth {
                worst = Exposure {
                    caught: reach,
                    worth: reach * worth,
                };
            }
        }
        worst
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_base_is_its_own_disc_and_a_square_one_lies_between_its_circles() {
        let mut m = ModelState {
            id: "m".into(),
            unit: "u".into(),
            side: crate::battle::model::side::Side::FIRST,
            x: 0.0,
            y: 0.0,
            facing_deg: 0.0,
            base: crate::table::model::Base {
                shape: crate::table::model::BaseShape::Round,
                width_mm: 25.0,
                depth_mm: None,
            },
            height: 1.0,
            leader: false,
            deployed: true,
        };
        assert!((radius(&m) - 1.25).abs() < 1e-9);
        m.base.shape = crate::table::model::BaseShape::Square;
        let r = radius(&m);
        assert!(r > 1.25 && r < 1.25 * 2f64.sqrt(), "{r}");
    }
}
