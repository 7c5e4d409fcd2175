//! The battle as a log: its setup, its seed and every command with the events it gave.
//!
//! The state is always the initial state with the log's events applied. A saved battle opens
//! as that fold ([`Battle::open`]): nothing is executed again, so a battle saved before a rule
//! was mended opens in the state it was left in, and play goes on from there under today's
//! rules. A command's dice come from the seed and its place in the log ([`Dice::for_entry`]),
//! so executing the same command at the same place gives the same events: undo folds one entry
//! fewer, redo applies the undone entry's events again, and [`Battle::verify`] executes every
//! command of a save again under today's rules and names the first entry that comes out
//! otherwise.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::ctx::Executed;
use crate::battle::engine::dice::Dice;
use crate::battle::engine::event_names::{Misnamed, misnamed};
use crate::battle::engine::resolve::execute_with_state;
use crate::battle::model::apply::apply;
use crate::battle::model::command::Command;
use crate::battle::model::event::Event;
use crate::battle::model::rejection::Rejection;
use crate::battle::model::state::BattleState;
use crate::battle::setup::battle_setup::{BattleSetup, SetupError};
use crate::battle::turn::flow;
use crate::files::{FileError, load_json, save_json};
use crate::i18n::{self, Language};
use std::rc::Rc;

/// Version of the saved battle format. Every format opens the same way, as the fold of its
/// events. Formats 1 to 4 were opened by executing every command again, each under the rules of
/// its day (rolls at once in format 1, fall backs in straight lines in 1 and 2, moves without
/// the facing of L500 in 1 to 3); format 5 marks a battle whose entries may have been played
/// under different rules (opened from an older save and played on), which a reader that
/// executes the commands again could not open; format 6 may carry the computer general's
/// reasons beside the entries it played ([`SavedBattle::reasons`]).
pub const SAVE_FORMAT: u32 = 6;

/// One command and the events it gave.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LogEntry {
    pub command: Command,
    pub events: Vec<Event>,
}

/// The saved battle file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedBattle {
    pub format: u32,
    pub seed: u64,
    pub setup: BattleSetup,
    /// The setup rolls made before the first command.
    pub start: Vec<Event>,
    pub log: Vec<LogEntry>,
    /// The computer general's reasons for the entries it played, by entry (1 is the first
    /// command), as the general wrote them. The battle opens without reading them: the rules
    /// do not depend on why a command was given.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub reasons: BTreeMap<usize, serde_json::Value>,
}

/// Why a battle cannot be started, or a saved battle cannot be opened. Worded by the
/// catalogues (`files.ftl`, `save-*`): [`OpenError::words`], and `Display` in English.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum OpenError {
    /// The save's format is not one this version reads (1 to [`SAVE_FORMAT`]).
    Format(u32),
    /// The setup itself is wrong.
    Setup(SetupError),
    /// The scenario's table places a model, terrain, zone or objective off the table, or at no
    /// number (its field under `setup.scenario`).
    Scenario(crate::table::load::InvalidTable),
    /// Event `event` (0-based) of entry `index` (0: the setup rolls, then 1-based) cannot be
    /// applied to the state the entries before it reached: it names a unit or model the battle
    /// does not have.
    Event {
        index: usize,
        event: usize,
        problem: Misnamed,
    },
}

impl OpenError {
    /// Why the battle does not open, in `language`.
    pub fn words(&self, language: Language) -> String {
        match self {
            OpenError::Format(format) => i18n::text(
                language,
                "save-format",
                &[("format", (*format).into()), ("newest", SAVE_FORMAT.into())],
            ),
            OpenError::Setup(e) => i18n::text(
                language,
                "save-setup",
                &[("problem", e.words(language).into())],
            ),
            OpenError::Scenario(e) => i18n::text(
                language,
                "save-scenario",
                &[("problem", e.words(language).into())],
            ),
            OpenError::Event {
                index,
                event,
                problem,
            } => i18n::text(
                language,
                "save-event",
                &[
                    ("index", (*index).into()),
                    ("event", (event + 1).into()),
                    ("problem", problem.words(language).into()),
                ],
            ),
        }
    }
}

impl crate::files::Catalogued for OpenError {
    const PREFIX: &'static str = "save";

    fn worded(&self, language: Language) -> String {
        self.words(language)
    }

    /// Its variants' messages and those of the events it names (`save-event-*`).
    fn message_ids() -> Vec<String> {
        let mut ids = i18n::variant_ids::<OpenError>(Self::PREFIX);
        ids.extend(i18n::variant_ids::<Misnamed>("save-event"));
        ids
    }
}

impl OpenError {
    /// The error placed in the save file `path` whose text is `text`: a wrong format at
    /// `format`, a setup problem at its field under `setup`, an event at its place in `start`
    /// or `log`.
    pub fn in_file(self, path: &Path, text: &str) -> FileError {
        let field = match &self {
            OpenError::Format(_) => "format".to_string(),
            OpenError::Scenario(e) => {
                let field = format!("setup.scenario.{}", e.path);
                return FileError::at_field(path, text, &field, e.problem.clone());
            }
            OpenError::Setup(e) => {
                return FileError::at_field(path, text, &format!("setup.{}", e.field), e.problem);
            }
            OpenError::Event {
                index: 0, event, ..
            } => format!("start[{event}]"),
            OpenError::Event { index, event, .. } => format!("log[{}].events[{event}]", index - 1),
        };
        FileError::at_field(path, text, &field, self)
    }
}

impl std::fmt::Display for OpenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.words(Language::English))
    }
}

impl std::error::Error for OpenError {}

/// Where a save's commands, executed again under today's rules, first part from its events.
#[derive(Debug, Clone, PartialEq)]
pub enum Difference {
    /// Entry `index` (1-based) is not legal in the state the log reached.
    Illegal {
        index: usize,
        command: Box<Command>,
        rejection: Rejection,
    },
    /// Entry `index` (0: the setup rolls) gives other events than the log says: event `event`
    /// (0-based) is `found` instead of `expected` (`None`: the log has no event there).
    Mismatch {
        index: usize,
        event: usize,
        expected: Option<Box<Event>>,
        found: Option<Box<Event>>,
    },
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let json = |e: &Option<Box<Event>>| {
            e.as_ref().map_or("nothing".to_string(), |e| {
                serde_json::to_string(e).unwrap_or_default()
            })
        };
        match self {
            Difference::Illegal {
                index,
                command,
                rejection,
            } => write!(
                f,
                "log entry {index} is not legal now: {} ({}): {}",
                serde_json::to_string(command).unwrap_or_default(),
                rejection.citation(),
                rejection.message(crate::i18n::Language::English)
            ),
            Difference::Mismatch {
                index,
                event,
                expected,
                found,
            } => write!(
                f,
                "log entry {index}, event {}: the log says {} but today's rules give {}",
                event + 1,
                json(expected),
                json(found)
            ),
        }
    }
}

/// What [`Battle::verify`] found.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// Every command gives again the events the log holds.
    Agrees,
    /// Today's rules play the battle otherwise from this entry on.
    Differs(Difference),
}

/// A battle in play.
#[derive(Debug, Clone)]
pub struct Battle {
    setup: BattleSetup,
    seed: u64,
    initial: BattleState,
    start: Vec<Event>,
    log: Vec<LogEntry>,
    /// Undone entries, the last undone last: redo applies their events again.
    redo: Vec<LogEntry>,
    /// Shared, so that a reader (the window, each frame) holds it without copying it; a command
    /// copies it only while such a reader still holds the old one (`Rc::make_mut`).
    state: Rc<BattleState>,
}

impl Battle {
    /// Starts a battle: the setup rolls are made with the seed.
    pub fn new(setup: BattleSetup, seed: u64) -> Result<Self, OpenError> {
        setup.validate().map_err(OpenError::Setup)?;
        let initial = setup.initial_state();
        let mut dice = Dice::for_entry(seed, 0);
        let mut ctx = Ctx::new(&initial, &mut dice, crate::battle::turn::flow::go_on);
        flow::start(&mut ctx);
        let Executed { events, state } = ctx.finish();
        Ok(Battle {
            setup,
            seed,
            initial,
            start: events,
            log: Vec::new(),
            redo: Vec::new(),
            state: Rc::new(state),
        })
    }

    pub fn state(&self) -> &BattleState {
        &self.state
    }

    /// The state, shared: what a reader keeps while the battle goes on (the window's frame),
    /// without copying it.
    pub fn shared_state(&self) -> Rc<BattleState> {
        Rc::clone(&self.state)
    }

    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    pub fn start_events(&self) -> &[Event] {
        &self.start
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn setup(&self) -> &BattleSetup {
        &self.setup
    }

    /// Checks and executes a command under today's rules; on success the state is the one its
    /// events lead to and the entry is logged. Any undone entries are forgotten.
    pub fn execute(&mut self, command: Command) -> Result<&[Event], Rejection> {
        let mut dice = Dice::for_entry(self.seed, self.log.len() + 1);
        let Executed { events, state } = execute_with_state(&self.state, &command, &mut dice)?;
        self.state = Rc::new(state);
        self.redo.clear();
        self.log.push(LogEntry { command, events });
        Ok(self.last_events())
    }

    fn last_events(&self) -> &[Event] {
        self.log.last().map_or(&[], |e| e.events.as_slice())
    }

    /// Whether there is a command to undo / redo.
    pub fn can_undo(&self) -> bool {
        !self.log.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last command; the state is the fold of the remaining events.
    pub fn undo(&mut self) -> Option<Command> {
        let entry = self.log.pop()?;
        let command = entry.command.clone();
        self.redo.push(entry);
        self.state = Rc::new(self.rebuild());
        Some(command)
    }

    /// Puts back the last undone entry, its events applied again as they were (the same command
    /// at the same place in the log would roll the same dice). Returns its events.
    pub fn redo(&mut self) -> Option<&[Event]> {
        let entry = self.redo.pop()?;
        let state = Rc::make_mut(&mut self.state);
        for e in &entry.events {
            apply(state, e);
        }
        self.log.push(entry);
        Some(self.last_events())
    }

    /// Forgets the undone entries: what redo would put back.
    pub fn forget_redo(&mut self) {
        self.redo.clear();
    }

    fn rebuild(&self) -> BattleState {
        self.replay(|_, _| {})
    }

    /// The state before the setup rolls, which the log's events are applied to.
    pub(in crate::battle::engine) fn initial_state(&self) -> &BattleState {
        &self.initial
    }

    /// The battle as a file, in the current format.
    pub fn to_saved(&self) -> SavedBattle {
        SavedBattle {
            format: SAVE_FORMAT,
            seed: self.seed,
            setup: self.setup.clone(),
            start: self.start.clone(),
            log: self.log.clone(),
            reasons: BTreeMap::new(),
        }
    }

    /// Saves atomically.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        save_json(path, &self.to_saved())
    }

    /// Opens a saved battle of any format: its state is the initial state with the setup rolls
    /// and every entry's events applied, as they were recorded. No command is executed; an
    /// event that names a unit, model or side the battle does not have is refused, naming its
    /// entry.
    pub fn open(saved: &SavedBattle) -> Result<Battle, OpenError> {
        if !(1..=SAVE_FORMAT).contains(&saved.format) {
            return Err(OpenError::Format(saved.format));
        }
        saved.setup.validate().map_err(OpenError::Setup)?;
        crate::table::load::everything_on_table(&saved.setup.scenario)
            .map_err(OpenError::Scenario)?;
        let initial = saved.setup.initial_state();
        let mut state = initial.clone();
        let entries = std::iter::once(saved.start.as_slice())
            .chain(saved.log.iter().map(|l| l.events.as_slice()));
        for (index, events) in entries.enumerate() {
            for (event, e) in events.iter().enumerate() {
                if let Some(problem) = misnamed(&state, e) {
                    return Err(OpenError::Event {
                        index,
                        event,
                        problem,
                    });
                }
                apply(&mut state, e);
            }
        }
        Ok(Battle {
            setup: saved.setup.clone(),
            seed: saved.seed,
            initial,
            start: saved.start.clone(),
            log: saved.log.clone(),
            redo: Vec::new(),
            state: Rc::new(state),
        })
    }

    /// Executes the commands of a saved battle again under today's rules, from its setup and
    /// seed, and compares their events with the log's: [`Verdict::Differs`] names the first
    /// entry and event where they part. A save that does not open is an error.
    pub fn verify(saved: &SavedBattle) -> Result<Verdict, OpenError> {
        Battle::open(saved)?;
        let mut battle = Battle::new(saved.setup.clone(), saved.seed)?;
        if let Some(d) = difference(0, &saved.start, &battle.start) {
            return Ok(Verdict::Differs(d));
        }
        for (i, entry) in saved.log.iter().enumerate() {
            let index = i + 1;
            let events = match battle.execute(entry.command.clone()) {
                Ok(events) => events,
                Err(rejection) => {
                    return Ok(Verdict::Differs(Difference::Illegal {
                        index,
                        command: Box::new(entry.command.clone()),
                        rejection,
                    }));
                }
            };
            if let Some(d) = difference(index, &entry.events, events) {
                return Ok(Verdict::Differs(d));
            }
        }
        Ok(Verdict::Agrees)
    }

    /// Loads a saved battle file and opens it ([`Battle::open`]).
    pub fn load(path: &Path) -> Result<Battle, LoadError> {
        let (saved, text): (SavedBattle, String) = load_json(path)?;
        Battle::open(&saved).map_err(|e| e.in_file(path, &text))
    }
}

/// The first event where `found` is not `expected`, for entry `index`.
fn difference(index: usize, expected: &[Event], found: &[Event]) -> Option<Difference> {
    let event = (0..expected.len().max(found.len())).find(|&k| expected.get(k) != found.get(k))?;
    Some(Difference::Mismatch {
        index,
        event,
        expected: expected.get(event).cloned().map(Box::new),
        found: found.get(event).cloned().map(Box::new),
    })
}

/// Why a saved battle could not be opened: the file (it cannot be read or parsed), or the
/// battle it holds (an [`OpenError`], placed at the save's field).
pub type LoadError = FileError;
