//! The hard general's look ahead: normal's best few orders, each played out on the state the
//! general sees with dice of its own imagining (its own generator, never the battle's; the
//! same dice for every order, so that they are compared on the same luck), the
//! rest of the pair answered by two normal generals (the enemy's best answer, its own best
//! follow-up), and judged by the balance of armies and victory points where the pair ends.
//! An expectimax whose chance nodes are sampled; the budget is a fixed number of imagined
//! commands, so a battle replays the same on any machine (its time is in the benchmarks).

use crate::battle::engine::dice::Dice;
use crate::battle::engine::resolve::execute_with_state;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::side::other;
use crate::battle::model::state::BattleState;
use crate::battle::policy::general::reasons::{Term, Weighed};
use crate::battle::policy::general::worth::balance;
use crate::battle::policy::general::{General, Level};

/// How many of normal's best candidates are looked at.
pub const CANDIDATES: usize = 3;

/// Imagined dice per candidate.
pub const SAMPLES: usize = 3;

/// Imagined commands per sample at most (the rest of the pair).
pub const DEPTH: usize = 24;

/// Normal's weighed candidates `normal`, re-ordered by what they lead to. Only the pair's
/// decisions (which unit, which order) are looked at; other answers keep normal's order.
pub fn refine(seen: &BattleState, general: &mut General, normal: Vec<Weighed>) -> Vec<Weighed> {
    if !matches!(
        seen.awaiting,
        Awaiting::ChooseUnit { .. } | Awaiting::SpendOrder { .. }
    ) || normal.len() < 2
    {
        return normal;
    }
    let side = general.side;
    let start = balance(seen, side);
    // The same imagined dice for every candidate (common random numbers): their comparison
    // then depends less on the luck of each one's samples.
    let seeds: Vec<u64> = (0..SAMPLES).map(|_| general.next_seed()).collect();
    let mut looked: Vec<Weighed> = Vec::new();
    for w in normal.iter().take(CANDIDATES) {
        let mut total = 0.0;
        let mut n = 0;
        for &seed in &seeds {
            if let Some(end) = play_out(seen, &w.command, seed, general) {
                total += balance(&end, side) - start;
                n += 1;
            }
        }
        if n == 0 {
            continue;
        }
        let mean = total / n as f64;
        let mut terms = w.terms.clone();
        terms.push(Term::Lookahead {
            samples: n,
            balance: mean,
        });
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

/// `command` played on `seen` with imagined dice, then the pair played on by normal generals
/// until it ends (or the battle does, or the depth runs out). None if the command is refused.
fn play_out(
    seen: &BattleState,
    command: &crate::battle::model::command::Command,
    seed: u64,
    general: &General,
) -> Option<BattleState> {
    let side = general.side;
    let mut state = execute_with_state(seen, command, &mut Dice::for_entry(seed, 1))
        .ok()?
        .state;
    // The pair ends when the general's active unit is no longer the one this command left.
    let ours = |s: &BattleState| s.pair.as_ref().and_then(|p| p.units[side.index()].clone());
    let unit = ours(&state);
    let mut players = [
        General::new(side, Level::Normal, general.temperament, seed),
        General::new(
            other(side),
            Level::Normal,
            Default::default(),
            seed.rotate_left(17),
        ),
    ];
    for step in 0..DEPTH {
        if ours(&state) != unit || unit.is_none() {
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
