//! Casualties never exceed what was rolled (R-CAS-1, L921): a unit loses one model for each
//! Wounds' worth of the wounds it took, the wounded marker's carried ones with them, and two
//! stuns make a wound (R-WOUND-3). The wounds are the enemy's wound dice as the combat's report
//! gives them, and the leader's wounds his protection moved onto the unit (R-WOUND-4).

use crate::battle::model::event::Event;
use crate::battle::model::state::BattleState;
use crate::rules::roll::CombatReport;

use super::breach::{Breach, Invariant};
use super::walk::{At, Check};

/// The wounds a combat put on a unit, read off its report.
#[derive(Debug, Clone)]
struct Dealt {
    unit: String,
    wounds: u32,
    stuns: u32,
}

#[derive(Debug, Default)]
pub(super) struct Casualties {
    /// What the last combat resolved dealt each of its units.
    dealt: Vec<Dealt>,
}

fn dealt_by(attacker: &str, defender: &str, report: &CombatReport) -> Vec<Dealt> {
    let a = &report.attacker;
    let d = &report.defender;
    vec![
        Dealt {
            unit: attacker.to_string(),
            wounds: d.dealt.unit_wounds + d.dealt.leader_wounds + a.diverted,
            stuns: d.dealt.stuns,
        },
        Dealt {
            unit: defender.to_string(),
            wounds: a.dealt.unit_wounds + a.dealt.leader_wounds + d.diverted,
            stuns: a.dealt.stuns,
        },
    ]
}

impl Check for Casualties {
    fn before(&mut self, state: &BattleState, event: &Event, at: At, out: &mut Vec<Breach>) {
        match event {
            Event::CombatResolved {
                attacker,
                defender,
                report,
                ..
            } => self.dealt = dealt_by(attacker, defender, report),
            Event::CombatBegan { .. } => self.dealt.clear(),
            Event::CasualtiesTaken {
                unit, models_lost, ..
            } if *models_lost > 0 => {
                let Some(d) = self.dealt.iter().find(|d| &d.unit == unit) else {
                    return;
                };
                let Some(u) = state.unit(unit) else {
                    return;
                };
                // The fewest Wounds any of its models has: the most models the wounds can take.
                let hr = std::iter::once(u.profile.wounds)
                    .chain(u.mixed.iter().map(|m| m.profile.wounds))
                    .min()
                    .unwrap_or(1)
                    .max(1);
                let wounds = u.markers.wounded + d.wounds + (u.markers.stunned + d.stuns) / 2;
                let most = wounds / hr;
                if *models_lost > most {
                    out.push(at.breach(Invariant::CasualtiesBeyondRoll {
                        unit: unit.clone(),
                        models_lost: *models_lost,
                        most,
                    }));
                }
            }
            _ => {}
        }
    }
}
