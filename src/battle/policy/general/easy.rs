//! The easy general: a short priority list a beginner would follow, ties broken by its own
//! die. Fight when engaged; charge the enemy it most likely reaches when that is an even
//! chance or better; shoot; close in; else hold. It activates engaged units first, then any.
//! Its other answers are the normal general's short rules.

use chacha20::ChaCha12Rng;
use rand::RngExt;

use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{Command, Order};
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::policy::general::level::Temperament;
use crate::battle::policy::general::prospect;
use crate::battle::policy::general::reasons::{Term, Weighed, Why};
use crate::battle::policy::general::reckoner::Reckoner;

/// The easy general charges only at this chance of reaching or better.
const EVEN_CHANCE: f64 = 0.5;

fn pick(rng: &mut ChaCha12Rng, mut options: Vec<Weighed>) -> Option<Weighed> {
    if options.is_empty() {
        return None;
    }
    let i = rng.random_range(0..options.len());
    Some(options.swap_remove(i))
}

/// The easy general's choice among `legal`, with its reason.
pub fn decide(
    seen: &BattleState,
    side: Side,
    legal: &[Command],
    rng: &mut ChaCha12Rng,
) -> Vec<Weighed> {
    let weighed = |c: &Command, terms: Vec<Term>| Weighed {
        command: c.clone(),
        worth: 0.0,
        terms,
    };
    let chosen = match &seen.awaiting() {
        Awaiting::SpendOrder { .. } => {
            let orders = |f: &dyn Fn(&Order) -> bool| -> Vec<&Command> {
                legal
                    .iter()
                    .filter(|c| matches!(c, Command::Order { order, .. } if f(order)))
                    .collect()
            };
            let fights: Vec<Weighed> =
                orders(&|o| matches!(o, Order::Fight { powered: false, .. }))
                    .into_iter()
                    .map(|c| weighed(c, Vec::new()))
                    .collect();
            let charges: Vec<(f64, &Command)> = orders(
                &|o| matches!(o, Order::Charge { powered: false, also, .. } if also.is_empty()),
            )
            .into_iter()
            .filter_map(|c| match c {
                Command::Order {
                    unit,
                    order: Order::Charge { target, .. },
                    ..
                } => {
                    let reach = prospect::charge_reach(seen, unit, target, false);
                    (reach >= EVEN_CHANCE).then_some((reach, c))
                }
                _ => None,
            })
            .collect();
            let best_reach = charges.iter().map(|c| c.0).fold(0.0, f64::max);
            let charges: Vec<Weighed> = charges
                .into_iter()
                .filter(|c| c.0 >= best_reach - 1e-9)
                .map(|(reach, c)| {
                    weighed(
                        c,
                        vec![Term::Prospect {
                            prospect: prospect::Prospect {
                                reach,
                                ..Default::default()
                            },
                        }],
                    )
                })
                .collect();
            let shots: Vec<Weighed> = orders(&|o| matches!(o, Order::Shoot { powered: false, .. }))
                .into_iter()
                .filter(|c| match c {
                    Command::Order {
                        unit,
                        order: Order::Shoot { target, .. },
                        ..
                    } => prospect::shot(seen, unit, target, false).is_some(),
                    _ => false,
                })
                .map(|c| weighed(c, Vec::new()))
                .collect();
            let moves: Vec<Weighed> = orders(&|o| {
                matches!(
                    o,
                    Order::Move {
                        powered: false,
                        leader: None,
                        ..
                    }
                )
            })
            .into_iter()
            .map(|c| weighed(c, Vec::new()))
            .collect();
            pick(rng, fights)
                .or_else(|| pick(rng, charges))
                .or_else(|| pick(rng, shots))
                .or_else(|| pick(rng, moves))
                .or_else(|| {
                    legal
                        .iter()
                        .find(|c| matches!(c, Command::Hold { .. }))
                        .map(|c| weighed(c, Vec::new()))
                })
        }
        Awaiting::ChooseUnit { .. } => {
            let activations: Vec<&Command> = legal
                .iter()
                .filter(|c| matches!(c, Command::Activate { .. }))
                .collect();
            let engaged: Vec<Weighed> = activations
                .iter()
                .filter(|c| match c {
                    Command::Activate { unit, .. } => {
                        !crate::battle::engine::measure::melee_enemies(seen, unit).is_empty()
                    }
                    _ => false,
                })
                .map(|c| weighed(c, Vec::new()))
                .collect();
            let any: Vec<Weighed> = activations.iter().map(|c| weighed(c, Vec::new())).collect();
            pick(rng, engaged).or_else(|| pick(rng, any))
        }
        _ => {
            let mut r = Reckoner::new(seen, side, Temperament::default());
            crate::battle::policy::general::answers::answer(&mut r, side, legal)
                .and_then(|w| w.into_iter().next())
        }
    };
    let chosen = chosen.unwrap_or_else(|| Weighed {
        command: legal[0].clone(),
        worth: 0.0,
        terms: vec![Term::Because {
            why: Why::FirstListed,
        }],
    });
    vec![chosen]
}
