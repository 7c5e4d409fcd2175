//! The hard general's look ahead: normal's best few orders, each played out on the state the
//! general sees with dice of its own imagining (its own generator, never the battle's; the
//! same dice for every order, so that they are compared on the same luck), the
//! rest of the pair answered by two normal generals (the enemy's best answer, its own best
//! follow-up), and judged by the balance of armies and victory points where the pair ends;
//! in the battle's last turn, played on to the battle's end and judged by who won it.
//! An expectimax whose chance nodes are sampled; the budget is a fixed number of imagined
//! commands, so a battle replays the same on any machine (its time is in the benchmarks).
//! The play-outs are independent, each from its own seed, and run on all cores (rayon); they
//! are gathered in their order, so the choice does not depend on how many cores there are.

use rayon::prelude::*;

use crate::battle::engine::dice::Dice;
use crate::battle::engine::resolve::execute_with_state;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::{BattleState, Phase};
use crate::battle::policy::general::reasons::{Term, Weighed};
use crate::battle::policy::general::worth::{VP_WORTH, balance};
use crate::battle::policy::general::{General, Level, Temperament};

/// How many of normal's best candidates are looked at.
pub const CANDIDATES: usize = 3;

/// Imagined dice per candidate.
pub const SAMPLES: usize = 3;

/// Imagined commands per sample at most (the rest of the pair).
pub const DEPTH: usize = 24;

/// Imagined commands per sample at most in the battle's last turn, played to its end.
pub const END_DEPTH: usize = 400;

/// What a battle won is worth beside its margin, in victory points: the look ahead to the end
/// prefers the win to a larger margin in a lost battle.
const WON_VP: f64 = 2.0;

/// Normal's weighed candidates `normal`, re-ordered by what they lead to. Only the pair's
/// decisions (which unit, which order) are looked at; other answers keep normal's order.
/// In the battle's last turn (L228: it ends with it) each imagined play runs on to the
/// battle's end and is judged by who wins and by how many points (L256), not by the balance
/// of armies, which no longer scores.
pub fn refine(seen: &BattleState, general: &mut General, normal: Vec<Weighed>) -> Vec<Weighed> {
    if !matches!(
        seen.awaiting(),
        Awaiting::ChooseUnit { .. } | Awaiting::SpendOrder { .. }
    ) || normal.len() < 2
    {
        return normal;
    }
    let side = general.side;
    let start = balance(seen, side);
    let to_end = last_turn(seen);
    // The same imagined dice for every candidate (common random numbers): their comparison
    // then depends less on the luck of each one's samples.
    let seeds: Vec<u64> = (0..SAMPLES).map(|_| general.next_seed()).collect();
    let temperament = general.temperament;
    // Each candidate's play-outs, in the candidates' order and each in its seeds' order.
    let played: Vec<Vec<BattleState>> = normal
        .par_iter()
        .take(CANDIDATES)
        .map(|w| {
            seeds
                .par_iter()
                .filter_map(|&seed| play_out(seen, &w.command, seed, side, temperament, to_end))
                .filter(|end| !to_end || end.phase() == Phase::Ended)
                .collect()
        })
        .collect();
    let mut looked: Vec<Weighed> = Vec::new();
    for (w, ends) in normal.iter().zip(played) {
        if ends.is_empty() {
            continue;
        }
        let n = ends.len() as f64;
        let (term, mean) = if to_end {
            let (won, margin) = ends
                .iter()
                .map(|e| result(e, side))
                .fold((0.0, 0.0), |(w, m), (won, margin)| {
                    (w + won / n, m + margin / n)
                });
            let term = Term::LookaheadToEnd {
                samples: ends.len(),
                won,
                margin,
            };
            (term, VP_WORTH * (margin + WON_VP * (2.0 * won - 1.0)))
        } else {
            let mean = ends.iter().map(|e| balance(e, side) - start).sum::<f64>() / n;
            let term = Term::Lookahead {
                samples: ends.len(),
                balance: mean,
            };
            (term, mean)
        };
        let mut terms = w.terms.clone();
        terms.push(term);
        looked.push(Weighed {
            command: w.command.clone(),
            worth: mean + 0.25 * w.worth,
            terms,
        });
    }
    if looked.is_empty() {
        return normal;
    }
    looked.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    looked.extend(normal.into_iter().skip(CANDIDATES));
    looked
}

/// Whether `state` is in the battle's last turn (L228), where a play-out goes on to the end.
fn last_turn(state: &BattleState) -> bool {
    state.turn() >= state.turn_limit()
}

/// An ended battle as `side` counts it: won (1, a draw a half, lost 0) and its margin in
/// victory points.
fn result(end: &BattleState, side: Side) -> (f64, f64) {
    let margin = f64::from(end.vp()[side.index()]) - f64::from(end.vp()[other(side).index()]);
    (end.score_of(side), margin)
}

/// `command` played for `side` on `seen` with imagined dice, then the pair played on by normal
/// generals (ours of `temperament`) until it ends (`to_end`: until the battle does), or the
/// depth runs out. None if the command is refused.
fn play_out(
    seen: &BattleState,
    command: &crate::battle::model::command::Command,
    seed: u64,
    side: Side,
    temperament: Temperament,
    to_end: bool,
) -> Option<BattleState> {
    let mut state = execute_with_state(seen, command, &mut Dice::for_entry(seed, 1))
        .ok()?
        .state;
    // The pair ends when the general's active unit is no longer the one this command left.
    let ours = |s: &BattleState| {
        s.pair()
            .as_ref()
            .and_then(|p| p.units[side.index()].clone())
    };
    let unit = ours(&state);
    let mut players = [
        General::new(side, Level::Normal, temperament, seed),
        General::new(
            other(side),
            Level::Normal,
            Default::default(),
            seed.rotate_left(17),
        ),
    ];
    for step in 0..if to_end { END_DEPTH } else { DEPTH } {
        if !to_end && (ours(&state) != unit || unit.is_none()) {
            break;
        }
        let Some(decider) = crate::battle::policy::general::deciding_side(&state) else {
            break;
        };
        let g = if decider == side {
            &mut players[0]
        } else {
            &mut players[1]
        };
        let Some(d) = g.decide(&state) else {
            break;
        };
        match execute_with_state(&state, &d.command, &mut Dice::for_entry(seed, step + 2)) {
            Ok(done) => state = done.state,
            Err(_) => break,
        }
    }
    Some(state)
}
