//! A whole log entry as the lines a player reads: its number and title, the command in words,
//! its events (a combat's calculator steps under its roll), the computer general's reasons for
//! the command; a refused command with the rule that refuses it (as `kensei battle do --text`
//! prints it, with the entry it made when it was accepted); and a whole battle so, group by
//! group, as `kensei battle replay --text` and `battle play --text` print it.

use super::commands::describe_command;
use super::events::{describe_event, roll_steps};
use super::log::{Line, Title, leader_names, read_log};
use super::names::BattleNames;
use crate::battle::{Battle, Command, Event, LogEntry, Rejection};
use crate::i18n::{Language as Lang, text};

/// How far each part of an entry stands in from the entry's number.
const COMMAND_INDENT: &str = "      ";
const EVENT_INDENT: &str = "        ";
const STEP_INDENT: &str = "          ";

/// One entry in words.
#[derive(Debug, Clone, PartialEq)]
pub struct EntryText {
    /// As the log counts its commands (from 1; 0 is the setup rolls).
    pub number: usize,
    /// What happened, when the entry has more to tell than its command.
    pub title: Option<String>,
    /// The command in words (none for the setup rolls).
    pub command: Option<String>,
    /// Each event, with a combat's calculator steps.
    pub events: Vec<EventText>,
    /// Why the computer general gave the command, when it did and the battle kept it.
    pub reasons: Option<String>,
}

/// One event in words, and a combat roll's steps each with its rule.
#[derive(Debug, Clone, PartialEq)]
pub struct EventText {
    pub line: String,
    pub steps: Vec<String>,
}

impl EventText {
    /// `e` in words.
    pub fn of(lang: Lang, names: &BattleNames, e: &Event) -> Self {
        let steps = match e {
            Event::CombatResolved { report, .. } => roll_steps(lang, names, report),
            _ => Vec::new(),
        };
        EventText {
            line: describe_event(lang, names, e),
            steps,
        }
    }
}

impl EntryText {
    /// Log entry `number` (from 1) in words, titled `title`.
    pub fn of(
        lang: Lang,
        names: &BattleNames,
        number: usize,
        entry: &LogEntry,
        title: &Title,
    ) -> Self {
        let command = describe_command(lang, names, &entry.command);
        EntryText {
            number,
            title: title.text().map(str::to_string).filter(|t| *t != command),
            command: Some(command),
            events: entry
                .events
                .iter()
                .map(|e| EventText::of(lang, names, e))
                .collect(),
            reasons: None,
        }
    }

    /// The setup rolls, the battle's entry 0.
    pub fn setup(lang: Lang, names: &BattleNames, events: &[Event]) -> Self {
        EntryText {
            number: 0,
            title: Some(text(lang, "log-setup-entry", &[])),
            command: None,
            events: events
                .iter()
                .map(|e| EventText::of(lang, names, e))
                .collect(),
            reasons: None,
        }
    }

    /// The entry as lines: the number and title (or the command), the command under a title,
    /// each event indented and its steps further, then the general's reasons.
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        let head = self
            .title
            .as_deref()
            .or(self.command.as_deref())
            .unwrap_or_default();
        out.push(format!("{:>4}. {head}", self.number));
        if let (Some(_), Some(command)) = (&self.title, &self.command) {
            out.push(format!("{COMMAND_INDENT}> {command}"));
        }
        for e in &self.events {
            out.push(format!("{EVENT_INDENT}{}", e.line));
            out.extend(e.steps.iter().map(|s| format!("{STEP_INDENT}{s}")));
        }
        // Reasons of more than one line (in words, then their details) keep the indent.
        if let Some(why) = &self.reasons {
            out.extend(why.lines().map(|l| format!("{COMMAND_INDENT}{l}")));
        }
        out
    }
}

/// A refused command as lines: the command in words, then why the rules refuse it with the
/// rule's citation, the units named as `names` says.
pub fn refusal_lines(
    lang: Lang,
    names: &BattleNames,
    command: &Command,
    rejection: &Rejection,
) -> Vec<String> {
    vec![
        describe_command(lang, names, command),
        format!(
            "{COMMAND_INDENT}{}",
            text(
                lang,
                "log-refused",
                &[("why", rejection.text_named(lang, names).into())]
            )
        ),
    ]
}

/// The battle's last entry as lines, titled as the log titles it in its group (the entry a
/// command just made). None before the first command.
pub fn last_entry_lines(lang: Lang, names: &BattleNames, battle: &Battle) -> Vec<String> {
    let log = battle.log();
    let Some(last) = log.len().checked_sub(1) else {
        return Vec::new();
    };
    let leaders = leader_names(lang, battle);
    let title = read_log(lang, names, &leaders, log, log.len())
        .iter()
        .flat_map(|group| &group.lines)
        .find_map(|line| match line {
            Line::Entry { index, title } if *index == last => Some(title.clone()),
            Line::Passes(run) if run.contains(&last) => Some(Title::Pass),
            _ => None,
        })
        .unwrap_or(Title::Pass);
    EntryText::of(lang, names, last + 1, &log[last], &title).lines()
}

/// The whole battle as a player reads it: the setup rolls, then each group's header and its
/// entries, every entry numbered, passes included; `reasons` gives what the computer general
/// said of the command of an entry (by its number), when it gave it.
pub fn battle_lines(
    lang: Lang,
    names: &BattleNames,
    battle: &Battle,
    reasons: &dyn Fn(usize) -> Option<String>,
) -> Vec<String> {
    let mut out = Vec::new();
    let start = battle.start_events();
    if !start.is_empty() {
        out.extend(EntryText::setup(lang, names, start).lines());
    }
    let log = battle.log();
    let leaders = leader_names(lang, battle);
    for group in read_log(lang, names, &leaders, log, log.len()) {
        out.push(group.header.clone());
        for line in &group.lines {
            let entries: Vec<(usize, Title)> = match line {
                Line::Entry { index, title } => vec![(*index, title.clone())],
                Line::Passes(run) => run.iter().map(|i| (*i, Title::Pass)).collect(),
            };
            for (index, title) in entries {
                let Some(entry) = log.get(index) else {
                    continue;
                };
                let mut words = EntryText::of(lang, names, index + 1, entry, &title);
                words.reasons = reasons(index + 1);
                out.extend(words.lines());
            }
        }
    }
    out
}
