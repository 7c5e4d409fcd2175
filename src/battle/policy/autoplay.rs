//! Playing a battle on by a chooser until a condition holds: the loop `kensei battle play`, the
//! audits and the tests share. A chooser picks one of the legal commands of a state: the
//! first-legal player ([`first`]), `kensei battle play`'s ([`crate::battle::policy::leader_candidates::play_choice`],
//! which lets a lone leader join a unit), or a test's own.
//!
//! Policy, apart from the rules: it only lists, picks and executes commands, so whatever it
//! plays is checked by the engine like a player's command.

use std::fmt;

use crate::battle::engine::legal::legal_commands;
use crate::battle::engine::log::Battle;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::Command;
use crate::battle::model::rejection::{Rejection, awaiting_words};
use crate::battle::model::state::{BattleState, Phase};
use crate::i18n::{Language, text};

/// Why a battle played on by a chooser stopped before its condition held.
#[derive(Debug, Clone, PartialEq)]
pub enum Stuck {
    /// The chooser found no command while the battle awaits this.
    NoCommand { awaiting: Awaiting },
    /// The engine refused the chosen command (a listed command should never be).
    Refused {
        command: Box<Command>,
        rejection: Rejection,
    },
    /// The condition did not hold after this many commands.
    Limit { commands: usize },
}

impl Stuck {
    /// Why it stopped, in `language` (`stuck-*` in the catalogues' `common.ftl`).
    pub fn text(&self, language: Language) -> String {
        match self {
            Stuck::NoCommand { awaiting } => text(
                language,
                "stuck-no-command",
                &[("awaiting", awaiting_words(language, awaiting).into())],
            ),
            Stuck::Refused { rejection, .. } => text(
                language,
                "stuck-refused",
                &[("rejection", rejection.text(language).into())],
            ),
            Stuck::Limit { commands } => {
                text(language, "stuck-limit", &[("commands", (*commands).into())])
            }
        }
    }
}

/// In English, for the command line and tests.
impl fmt::Display for Stuck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Language::English))
    }
}

impl std::error::Error for Stuck {}

/// The first-legal player: the first command [`legal_commands`] lists.
pub fn first(_state: &BattleState, legal: Vec<Command>) -> Option<Command> {
    legal.into_iter().next()
}

/// Whether the battle is over (R-TURN-1), the condition of a whole battle.
pub fn ended(state: &BattleState) -> bool {
    state.phase() == Phase::Ended
}

/// Executes `choose`'s command, one at a time, until `stop` holds of the state; at most
/// `limit` commands. The number of commands executed, or why it stopped short.
pub fn play_until(
    battle: &mut Battle,
    limit: usize,
    mut choose: impl FnMut(&BattleState, Vec<Command>) -> Option<Command>,
    stop: impl Fn(&BattleState) -> bool,
) -> Result<usize, Stuck> {
    play_by(
        battle,
        limit,
        |s| choose(s, legal_commands(s)),
        stop,
        |_| {},
    )
}

/// The loop under [`play_until`], for choosers that find their own commands: `choose` gives
/// the next command for a state, `executed` is told of the battle after each one the engine
/// accepted.
pub fn play_by(
    battle: &mut Battle,
    limit: usize,
    mut choose: impl FnMut(&BattleState) -> Option<Command>,
    stop: impl Fn(&BattleState) -> bool,
    mut executed: impl FnMut(&Battle),
) -> Result<usize, Stuck> {
    let mut played = 0;
    while !stop(battle.state()) {
        if played == limit {
            return Err(Stuck::Limit { commands: limit });
        }
        let Some(command) = choose(battle.state()) else {
            return Err(Stuck::NoCommand {
                awaiting: battle.state().awaiting(),
            });
        };
        if let Err(rejection) = battle.execute(command.clone()) {
            return Err(Stuck::Refused {
                command: Box::new(command),
                rejection,
            });
        }
        played += 1;
        executed(battle);
    }
    Ok(played)
}

/// The first of `seeds` whose battle (`battle(seed)`, none to pass a seed over), played on by
/// the first-legal player, meets every one of `steps` in turn: the state before each command is
/// tested against the next step not yet met (one step a state), for at most `limit` commands. Gives the seed and
/// its battle at the state where the last step held. Tests look for their situations this way
/// instead of naming a seed that any change to the engine's choices would move.
pub fn seed_reaching(
    seeds: impl IntoIterator<Item = u64>,
    mut battle: impl FnMut(u64) -> Option<Battle>,
    steps: &[&dyn Fn(&BattleState) -> bool],
    limit: usize,
) -> Option<(u64, Battle)> {
    for seed in seeds {
        let Some(mut b) = battle(seed) else {
            continue;
        };
        let next = std::cell::Cell::new(0);
        let reached = |s: &BattleState| {
            if next.get() < steps.len() && steps[next.get()](s) {
                next.set(next.get() + 1);
            }
            next.get() == steps.len()
        };
        if play_until(&mut b, limit, first, reached).is_ok() {
            return Some((seed, b));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::model::side::Side;

    #[test]
    fn why_it_stopped_is_worded_by_the_catalogues_in_both_languages() {
        let limit = |n| Stuck::Limit { commands: n };
        assert_eq!(
            limit(1).to_string(),
            "the battle did not get there after 1 command"
        );
        assert_eq!(
            limit(2).text(Language::Spanish),
            "la batalla no llegó allí tras 2 órdenes"
        );
        let stuck = Stuck::NoCommand {
            awaiting: Awaiting::Deploy { side: Side::SECOND },
        };
        assert_eq!(
            stuck.to_string(),
            "no legal command while the battle waits for Side 2 to deploy a model"
        );
        assert!(
            stuck
                .text(Language::Spanish)
                .ends_with("desplegar una miniatura (Bando 2)"),
            "{}",
            stuck.text(Language::Spanish)
        );
    }
}
