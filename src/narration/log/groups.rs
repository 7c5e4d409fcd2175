//! The log read in groups: the entries of a pair of activations (or of a phase outside them)
//! under one header, each entry titled, runs of passes folded into one line.

use std::collections::HashMap;

use super::context::{Context, Frame};
use super::title::{Title, entry_title};
use crate::battle::{Event, LogEntry};
use crate::i18n::Language as Lang;
use crate::narration::names::BattleNames;

/// How many of the battle log's newest entries the window's log panel reads.
pub const LOG_SHOWN: usize = 60;

/// How far before the shown entries the panel looks for the phase they began in.
const LOOK_BACK: usize = 1000;

/// One line of a group: an entry with its title, or a run of passes.
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    Entry {
        index: usize,
        title: Title,
    },
    /// The log indices of passes one after another, oldest first.
    Passes(Vec<usize>),
}

/// A group of entries: its header, and its lines oldest first.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    pub header: String,
    pub lines: Vec<Line>,
}

/// The newest `shown` entries of `log`, titled and grouped, oldest first (the panel draws them
/// newest first).
pub fn read_log(
    lang: Lang,
    names: &BattleNames,
    leaders: &HashMap<String, String>,
    log: &[LogEntry],
    shown: usize,
) -> Vec<Group> {
    let start = log.len().saturating_sub(shown);
    // Back to the entry where the shown entries' phase began: it tells their turn and pair.
    let floor = start.saturating_sub(LOOK_BACK);
    let from = (floor..start)
        .rev()
        .find(|&i| {
            log[i]
                .events
                .iter()
                .any(|e| matches!(e, Event::PhaseBegan { .. }))
        })
        .unwrap_or(floor);
    let mut ctx = Context::default();
    for entry in &log[from..start] {
        ctx.read(&entry.events);
    }
    // Each group's number, the frame its header says (as its newest entry left it) and its
    // lines.
    let mut groups: Vec<(usize, Frame, Vec<Line>)> = Vec::new();
    for (index, entry) in log.iter().enumerate().skip(start) {
        let title = entry_title(lang, names, leaders, &ctx, &entry.command, &entry.events);
        let (group, frame) = ctx.read(&entry.events);
        match groups.last_mut() {
            Some((g, head, _)) if *g == group => *head = frame,
            _ => groups.push((group, frame, Vec::new())),
        }
        let Some((_, _, lines)) = groups.last_mut() else {
            continue;
        };
        match (title, lines.last_mut()) {
            (Title::Pass, Some(Line::Passes(run))) => run.push(index),
            (Title::Pass, _) => lines.push(Line::Passes(vec![index])),
            (title, _) => lines.push(Line::Entry { index, title }),
        }
    }
    groups
        .into_iter()
        .map(|(_, head, lines)| Group {
            header: head.header(lang, names),
            lines,
        })
        .collect()
}
