//! Playing a battle on with a player at each side: the first-legal player (today's `kensei
//! battle play`) or a computer general. Every command goes through the engine's check like a
//! player's; each general's decision is handed to the caller with the time it took.

use std::cell::RefCell;
use std::time::{Duration, Instant};

use crate::battle::engine::legal::legal_commands;
use crate::battle::engine::log::Battle;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::policy::autoplay::Stuck;
use crate::battle::policy::general::{Decision, General, Level, Temperament, deciding_side};

/// Who plays each side: `None` is the first-legal player, exactly as `kensei battle play`
/// played both sides before there was a general.
pub type Seats = [Option<General>; 2];

/// Seats for two levels, each general with its side's temperament and its own generator
/// seeded from `seed` (a level `first` leaves its seat to the first-legal player).
pub fn seats(levels: [Level; 2], temperaments: [Temperament; 2], seed: u64) -> Seats {
    Side::BOTH.map(|side| {
        let (level, temperament) = (levels[side.index()], temperaments[side.index()]);
        (level != Level::First).then(|| General::new(side, level, temperament, seed))
    })
}

/// One decision of a general, as it was played.
#[derive(Debug, Clone)]
pub struct Played {
    /// The log entry its command became (1 is the first command).
    pub entry: usize,
    pub side: Side,
    pub decision: Decision,
    pub took: Duration,
}

/// Plays `battle` on until `stop` holds, at most `limit` commands, each side's seat choosing
/// its commands; `seen` is told of every general's decision once the engine accepted it.
pub fn play_until(
    battle: &mut Battle,
    seats: &mut Seats,
    limit: usize,
    stop: impl Fn(&BattleState) -> bool,
    mut seen: impl FnMut(&Played),
) -> Result<usize, Stuck> {
    // The decision whose command is being executed, told once the engine accepted it.
    let pending: RefCell<Option<(Side, Decision, Duration)>> = RefCell::new(None);
    let choose = |state: &BattleState| {
        let side = deciding_side(state);
        match side.and_then(|s| seats[s.index()].as_mut()) {
            Some(general) => {
                let t = Instant::now();
                let d = general.decide(state)?;
                let command = d.command.clone();
                *pending.borrow_mut() = side.map(|s| (s, d, t.elapsed()));
                Some(command)
            }
            None => {
                crate::battle::policy::leader_candidates::play_choice(state, legal_commands(state))
            }
        }
    };
    let executed = |battle: &Battle| {
        if let Some((side, decision, took)) = pending.borrow_mut().take() {
            seen(&Played {
                entry: battle.log().len(),
                side,
                decision,
                took,
            });
        }
    };
    crate::battle::policy::autoplay::play_by(battle, limit, choose, stop, executed)
}
