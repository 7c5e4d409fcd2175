//! The referee's walk through a battle: the battle replayed from its setup, each check shown
//! the state before and after every event and at the end of every entry.

use crate::battle::engine::log::Battle;
use crate::battle::engine::replay::ReplayStep;
use crate::battle::model::event::Event;
use crate::battle::model::state::BattleState;

use super::breach::Breach;

/// Where a check stands: the log entry and the event (none before the first entry, none for
/// the whole entry).
#[derive(Debug, Clone, Copy)]
pub(super) struct At {
    pub entry: Option<usize>,
    pub event: Option<usize>,
}

impl At {
    /// A breach of `invariant` here.
    pub fn breach(self, invariant: super::Invariant) -> Breach {
        Breach {
            entry: self.entry,
            event: self.event,
            invariant,
        }
    }
}

/// One check of the referee: told of each event before and after it is applied, and of the
/// state once each entry (and the battle's start) is applied.
pub(super) trait Check {
    fn before(&mut self, _state: &BattleState, _event: &Event, _at: At, _out: &mut Vec<Breach>) {}
    fn after(&mut self, _state: &BattleState, _event: &Event, _at: At, _out: &mut Vec<Breach>) {}
    fn entry_done(&mut self, _state: &BattleState, _at: At, _out: &mut Vec<Breach>) {}
}

/// Every breach of `battle`, the checks run over one replay.
pub(super) fn walk(battle: &Battle) -> Vec<Breach> {
    let mut out = super::lists::check(battle.setup());
    let mut checks: Vec<Box<dyn Check>> = vec![
        Box::new(super::charges::Charges::default()),
        Box::new(super::markers::Markers::default()),
        Box::new(super::weapons::Weapons),
        Box::new(super::duel::Duel),
        Box::new(super::casualties::Casualties::default()),
        Box::new(super::bases::Bases::default()),
        Box::new(super::victory::Victory::new(battle)),
        Box::new(super::awaited::Awaited),
    ];
    let start = At {
        entry: None,
        event: None,
    };
    // The event just applied (its entry and place), told to the checks at the next step with
    // the state after it.
    let mut last: Option<(usize, usize)> = None;
    let mut next_event = 0usize;
    let mut entry_now = 0usize;
    let mut started = false;
    let mut visit = |state: &BattleState, step: ReplayStep<'_>| {
        if let Some((i, j)) = last.take() {
            let event = &battle.log()[i].events[j];
            let at = At {
                entry: Some(i),
                event: Some(j),
            };
            for c in &mut checks {
                c.after(state, event, at, &mut out);
            }
        }
        match step {
            ReplayStep::Entry(i, _) => {
                if !started {
                    started = true;
                    for c in &mut checks {
                        c.entry_done(state, start, &mut out);
                    }
                }
                last = None;
                next_event = 0;
                entry_now = i;
            }
            ReplayStep::Event(event) => {
                let i = entry_now;
                let at = At {
                    entry: Some(i),
                    event: Some(next_event),
                };
                for c in &mut checks {
                    c.before(state, event, at, &mut out);
                }
                last = Some((i, next_event));
                next_event += 1;
            }
            ReplayStep::EntryDone(i) => {
                let at = At {
                    entry: Some(i),
                    event: None,
                };
                for c in &mut checks {
                    c.entry_done(state, at, &mut out);
                }
            }
        }
    };
    let end = battle.replay(&mut visit);
    if battle.log().is_empty() {
        for c in &mut checks {
            c.entry_done(&end, start, &mut out);
        }
    }
    out
}
