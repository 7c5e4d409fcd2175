//! The computer general (a solo opponent): plays every decision of one side, by value from the
//! engine's exact odds and the table's geometry, at one of its levels ([`Level`]); fairly, for
//! it reads only what a player at the table sees ([`view`]); and says why ([`reasons`]): each
//! command comes with the best alternatives it weighed and their numbers. Its tie-breaks come
//! from its own seeded generator, so a battle it plays replays.
//!
//! Uses `engine` (the legal commands, the check), `combat`'s situation builders, `rules`'
//! exact odds, `table`'s reach and the other policies; no rule uses it.

pub mod activation;
pub mod after_charge;
pub mod answers;
pub mod contest;
pub mod deployment;
pub mod easy;
pub mod exposure;
pub mod level;
pub mod lookahead;
pub mod orders;
pub mod play;
pub mod prospect;
pub mod reasons;
pub mod reckoner;
pub mod saved_reasons;
pub mod stakes;
pub mod strategy_roll;
pub mod table_part;
pub mod tournament;
pub mod view;
pub mod worth;

#[cfg(test)]
mod general_tests;

use chacha20::ChaCha12Rng;
use rand::{RngExt, SeedableRng};

use crate::battle::engine::legal::legal_commands;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::Command;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
pub use level::{Level, Player, Temperament};
pub use reasons::{Decision, Term, Weighed, Why};
use reckoner::Reckoner;

/// A commander order that helps right now, in worth: used before most orders.
const COMMANDER_ORDER_WORTH: f64 = 3.0;

/// A computer general playing one side.
#[derive(Debug)]
pub struct General {
    pub side: Side,
    pub level: Level,
    pub temperament: Temperament,
    /// Its own generator, for its tie-breaks and the dice it imagines (never the battle's).
    rng: ChaCha12Rng,
}

/// The side whose decision the battle waits for; none once it is over.
pub fn deciding_side(state: &BattleState) -> Option<Side> {
    Some(match &state.awaiting() {
        Awaiting::Nothing => return None,
        Awaiting::TerrainOrder { side }
        | Awaiting::ExtraTerrain { side }
        | Awaiting::CommanderOrders { side }
        | Awaiting::ChooseTableSide { side }
        | Awaiting::Deploy { side }
        | Awaiting::KeepCards { side }
        | Awaiting::KeepCommanderOrder { side }
        | Awaiting::Offerings { side }
        | Awaiting::ActiveSide { side }
        | Awaiting::ChooseUnit { side }
        | Awaiting::SpendOrder { side }
        | Awaiting::ChargeReaction { side }
        | Awaiting::FightBack { side }
        | Awaiting::DuelAnswer { side }
        | Awaiting::DuelStake { side }
        | Awaiting::CommanderActivation { side }
        | Awaiting::ProtectLeader { side }
        | Awaiting::KiAbility { side }
        | Awaiting::NextCombat { side }
        | Awaiting::PickOpponents { side }
        | Awaiting::ChooseCasualties { side }
        | Awaiting::Pursuit { side }
        | Awaiting::MeleeMove { side }
        | Awaiting::OpportunityCharge { side } => *side,
    })
}

impl General {
    /// A general for `side` at `level`, its own generator seeded with `seed`.
    pub fn new(side: Side, level: Level, temperament: Temperament, seed: u64) -> Self {
        General {
            side,
            level,
            temperament,
            rng: ChaCha12Rng::seed_from_u64(
                seed ^ (0x9e37_79b9_7f4a_7c15u64.wrapping_mul(side.index() as u64 + 1)),
            ),
        }
    }

    /// Its command for the decision the battle waits for, with its reasons; `None` when the
    /// decision is not its side's (or the battle is over). It looks only at `state` as its
    /// player sees it ([`view::as_seen_by`]).
    pub fn decide(&mut self, state: &BattleState) -> Option<Decision> {
        if deciding_side(state) != Some(self.side) {
            return None;
        }
        let seen = view::as_seen_by(state, self.side);
        let legal = own_commands(&seen, self.side);
        if legal.is_empty() {
            return None;
        }
        let weighed = match self.level {
            Level::First => vec![Weighed {
                command: crate::battle::policy::leader_candidates::play_choice(
                    &seen,
                    legal.clone(),
                )?,
                worth: 0.0,
                terms: vec![Term::Because {
                    why: Why::FirstListed,
                }],
            }],
            Level::Easy => easy::decide(&seen, self.side, &legal, &mut self.rng),
            Level::Normal => self.weigh(&seen, &legal),
            Level::Hard => match strategy_roll::answered_offerings(&seen, self.side, &legal) {
                Some(weighed) => weighed,
                None => {
                    let normal = self.weigh(&seen, &legal);
                    lookahead::refine(&seen, self, normal)
                }
            },
        };
        let mut weighed = weighed;
        weighed.truncate(reasons::SHOWN);
        let command = weighed.first()?.command.clone();
        Some(Decision {
            command,
            level: self.level,
            weighed,
        })
    }

    /// Normal's choice: every candidate weighed in worth, best first (ties by its own die).
    pub fn weigh(&mut self, seen: &BattleState, legal: &[Command]) -> Vec<Weighed> {
        let mut r = Reckoner::new(seen, self.side, self.temperament);
        let mut out = match &seen.awaiting() {
            Awaiting::SpendOrder { .. } => orders::order_candidates(seen, self.side, legal)
                .iter()
                .filter_map(|c| orders::weigh_order(&mut r, c))
                .collect(),
            Awaiting::ChooseUnit { .. } => legal
                .iter()
                .filter_map(|c| match c {
                    Command::Activate { unit, .. } => orders::activation_worth(&mut r, unit),
                    _ => None,
                })
                .collect(),
            Awaiting::ActiveSide { .. } => active_side(&mut r, self.side, legal),
            Awaiting::CommanderActivation { .. } => commander_activation(&mut r, self.side, legal),
            _ => answers::answer(&mut r, self.side, legal).unwrap_or_default(),
        };
        // Commander orders that help right now (`commander_uses`), before anything else.
        let (now, _) = crate::battle::policy::commander_uses::uses(seen);
        for c in legal.iter().filter(|c| now.contains(c)) {
            out.push(Weighed {
                command: c.clone(),
                worth: COMMANDER_ORDER_WORTH,
                terms: vec![Term::Because {
                    why: Why::CommanderOrderNow,
                }],
            });
        }
        if out.is_empty() {
            out.push(Weighed {
                command: legal[0].clone(),
                worth: 0.0,
                terms: vec![Term::Because {
                    why: if legal.len() == 1 {
                        Why::OnlyChoice
                    } else {
                        Why::FirstListed
                    },
                }],
            });
        }
        // Ties broken by its own die: a small jitter, far below any real difference.
        let mut keyed: Vec<(f64, Weighed)> = out
            .into_iter()
            .map(|w| (w.worth + self.rng.random::<f64>() * 1e-6, w))
            .collect();
        keyed.sort_by(|a, b| b.0.total_cmp(&a.0));
        keyed.into_iter().map(|(_, w)| w).collect()
    }

    /// A number from its own generator (the hard level seeds its imagined dice with it).
    pub fn next_seed(&mut self) -> u64 {
        self.rng.random()
    }
}

/// The commands of `side` the general chooses from: the legal ones, without a command duel it
/// would start (it keeps its cards for the duels the opponent starts and for its charges).
fn own_commands(seen: &BattleState, side: Side) -> Vec<Command> {
    let all: Vec<Command> = legal_commands(seen)
        .into_iter()
        .filter(|c| c.side() == side)
        .collect();
    let calm: Vec<Command> = all
        .iter()
        .filter(|c| !matches!(c, Command::CommandDuel { .. }))
        .cloned()
        .collect();
    if calm.is_empty() { all } else { calm }
}

/// Who is active in the pair (L268): the general goes first while it has a unit to activate,
/// so that its unit strikes before the enemy's (measured: going first only for a blow worth
/// it won 80% of 96 games against the first-legal player, always going first 87%).
fn active_side(r: &mut Reckoner, side: Side, legal: &[Command]) -> Vec<Weighed> {
    let go = !r.state.unused_units(side).is_empty();
    let mut out: Vec<Weighed> = legal
        .iter()
        .filter_map(|c| match c {
            Command::ChooseActiveSide { active, .. } => {
                let ours = *active == side;
                let chosen = ours == go;
                // Only the choice made has a reason: the other is the choice not made.
                let terms = match (chosen, ours) {
                    (true, true) => vec![Term::Because {
                        why: Why::WeGoFirst,
                    }],
                    (true, false) => vec![Term::Because {
                        why: Why::TheyGoFirst,
                    }],
                    (false, _) => Vec::new(),
                };
                Some(Weighed {
                    command: c.clone(),
                    worth: if chosen { 1.0 } else { 0.0 },
                    terms,
                })
            }
            _ => None,
        })
        .collect();
    out.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    out
}

/// A commander activation (L1033): a card for one more activation when a unit still unused has
/// a blow worth it.
fn commander_activation(r: &mut Reckoner, side: Side, legal: &[Command]) -> Vec<Weighed> {
    let units: Vec<String> = r
        .state
        .unused_units(side)
        .iter()
        .map(|u| u.id.clone())
        .collect();
    let best = units
        .iter()
        .map(|u| orders::activation_worth(r, u).map_or(f64::NEG_INFINITY, |w| w.worth))
        .fold(f64::NEG_INFINITY, f64::max);
    let take = best > 2.0;
    legal
        .iter()
        .filter(|c| matches!(c, Command::CommanderActivation { .. }) == take)
        .take(1)
        .map(|c| Weighed {
            command: c.clone(),
            worth: 0.0,
            terms: vec![Term::Because {
                why: if take {
                    Why::ExtraActivation
                } else {
                    Why::NoExtraActivation
                },
            }],
        })
        .collect()
}
