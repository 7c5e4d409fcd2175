//! A battle read again from its start, one logged event at a time, for a reader that looks at
//! the state between the events (a check over whole battles, an audit of a save): the setup's
//! state, the start's events, then each log entry's. Only the battle's own events are applied,
//! so the states met are the ones the battle went through.

use crate::battle::engine::log::{Battle, LogEntry};
use crate::battle::model::apply::apply;
use crate::battle::model::event::Event;
use crate::battle::model::state::BattleState;

/// Where [`Battle::replay`] stands when it shows the state.
#[derive(Debug, Clone, Copy)]
pub enum ReplayStep<'a> {
    /// Log entry `index` (0 the first) is about to be read: the state is the one its command
    /// was checked against.
    Entry(usize, &'a LogEntry),
    /// This event of the entry is about to be applied.
    Event(&'a Event),
    /// Every event of entry `index` is applied.
    EntryDone(usize),
}

impl Battle {
    /// Replays the battle from its setup, showing `visit` the state at each [`ReplayStep`];
    /// returns the state at the end, the battle's own when the log folds into it.
    pub fn replay(&self, mut visit: impl FnMut(&BattleState, ReplayStep<'_>)) -> BattleState {
        let mut state = self.initial_state().clone();
        for e in self.start_events() {
            apply(&mut state, e);
        }
        for (i, entry) in self.log().iter().enumerate() {
            visit(&state, ReplayStep::Entry(i, entry));
            for e in &entry.events {
                visit(&state, ReplayStep::Event(e));
                apply(&mut state, e);
            }
            visit(&state, ReplayStep::EntryDone(i));
        }
        state
    }
}
