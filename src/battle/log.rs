//! The battle as a log: its setup, its seed and every command with the events it gave.
//!
//! Save, load, undo, redo and replay are one mechanism: the state is always the initial state
//! with the log's events applied, and a command's dice come from the seed and its place in the
//! log ([`Dice::for_entry`]), so executing the same command at the same place gives the same
//! events.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::apply::apply;
use super::command::Command;
use super::dice::Dice;
use super::event::Event;
use super::flow::{self, Ctx};
use super::rejection::Rejection;
use super::resolve::execute;
use super::setup::BattleSetup;
use super::state::BattleState;
use crate::files::{FileError, load_json, save_json};

/// Version of the saved battle format. Format 1 is a battle saved before offerings on every
/// roll and protect-the-leader per wound: it still loads, and replays with its fights, shots
/// and move dice rolled at once (`BattleState::rolls_at_once`). Formats 1 and 2 are battles
/// saved while fall backs, retreats and pursuits went in straight lines through terrain: they
/// still load, each such move where it was recorded (see [`Battle::replay`]), their charges
/// and melee moves going through terrain and no opportunity charge answering a charge, flight
/// or fall back, as then (`BattleState::saved_before_format_3`). Formats 1 to 3 are battles
/// saved before the facing after a move (L500, L509), the disengage out of the melee (L568)
/// and a short run stopping in formation: their moves are checked and stopped as then
/// (`BattleState::moves_before_facing`).
pub const SAVE_FORMAT: u32 = 4;

/// The first format whose fall backs, retreats and pursuits walk the real table
/// (`rolled_move`, L523).
const WALKED_AFTERMATH_FORMAT: u32 = 3;

/// The first format whose moves end facing as the book says (`facing`, `disengage`,
/// `run_stop`).
const FACING_FORMAT: u32 = 4;

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
}

/// Why a saved log does not replay.
#[derive(Debug, Clone, PartialEq)]
pub enum ReplayError {
    /// The setup itself is wrong.
    Setup(String),
    /// Entry `index` (1-based) is not legal in the state the log reached.
    Illegal {
        index: usize,
        command: Box<Command>,
        rejection: Rejection,
    },
    /// Entry `index` gives other events than the log says (edited, or another seed).
    Mismatch {
        index: usize,
        event: usize,
        expected: Box<Event>,
        found: Option<Box<Event>>,
    },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Setup(m) => write!(f, "the battle's setup: {m}"),
            ReplayError::Illegal {
                index,
                command,
                rejection,
            } => write!(
                f,
                "log entry {index} is not legal: {} ({}): {}",
                serde_json::to_string(command).unwrap_or_default(),
                rejection.citation(),
                rejection.message(crate::i18n::Language::English)
            ),
            ReplayError::Mismatch {
                index,
                event,
                expected,
                found,
            } => write!(
                f,
                "log entry {index}, event {}: the log says {} but the seed gives {}",
                event + 1,
                serde_json::to_string(expected).unwrap_or_default(),
                found
                    .as_ref()
                    .map_or("nothing".to_string(), |e| serde_json::to_string(e)
                        .unwrap_or_default())
            ),
        }
    }
}

/// A battle in play.
#[derive(Debug, Clone)]
pub struct Battle {
    setup: BattleSetup,
    seed: u64,
    initial: BattleState,
    start: Vec<Event>,
    log: Vec<LogEntry>,
    redo: Vec<Command>,
    state: BattleState,
    /// The format it is saved in: [`SAVE_FORMAT`], or the older one it was loaded from.
    format: u32,
}

impl Battle {
    /// Starts a battle: the setup rolls are made with the seed.
    pub fn new(setup: BattleSetup, seed: u64) -> Result<Self, ReplayError> {
        Battle::start(setup, seed, SAVE_FORMAT)
    }

    /// Starts a battle played by the rules of save format `format`.
    fn start(setup: BattleSetup, seed: u64, format: u32) -> Result<Self, ReplayError> {
        setup
            .validate()
            .map_err(|e| ReplayError::Setup(e.to_string()))?;
        let mut initial = setup.initial_state();
        initial.rolls_at_once = format == 1;
        initial.saved_before_format_3 = format < WALKED_AFTERMATH_FORMAT;
        initial.moves_before_facing = format < FACING_FORMAT;
        let mut dice = Dice::for_entry(seed, 0);
        let mut ctx = Ctx::new(&initial, &mut dice);
        flow::start(&mut ctx);
        let start = ctx.events;
        let mut state = initial.clone();
        for e in &start {
            apply(&mut state, e);
        }
        Ok(Battle {
            setup,
            seed,
            initial,
            start,
            log: Vec::new(),
            redo: Vec::new(),
            state,
            format,
        })
    }

    pub fn state(&self) -> &BattleState {
        &self.state
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

    /// Checks and executes a command; on success its events are applied and logged. Any
    /// undone commands are forgotten.
    pub fn execute(&mut self, command: Command) -> Result<&[Event], Rejection> {
        self.redo.clear();
        self.push(command)
    }

    fn push(&mut self, command: Command) -> Result<&[Event], Rejection> {
        let mut dice = Dice::for_entry(self.seed, self.log.len() + 1);
        let events = execute(&self.state, &command, &mut dice)?;
        for e in &events {
            apply(&mut self.state, e);
        }
        self.log.push(LogEntry { command, events });
        Ok(self.log.last().map(|e| e.events.as_slice()).unwrap_or(&[]))
    }

    /// Whether there is a command to undo / redo.
    pub fn can_undo(&self) -> bool {
        !self.log.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last command; the state is rebuilt from the remaining events.
    pub fn undo(&mut self) -> Option<Command> {
        let entry = self.log.pop()?;
        self.redo.push(entry.command.clone());
        self.state = self.rebuild();
        Some(entry.command)
    }

    /// Executes again the last undone command (same place in the log, so the same dice).
    pub fn redo(&mut self) -> Option<Result<(), Rejection>> {
        let cmd = self.redo.pop()?;
        Some(self.push(cmd).map(|_| ()))
    }

    fn rebuild(&self) -> BattleState {
        let mut state = self.initial.clone();
        for e in self
            .start
            .iter()
            .chain(self.log.iter().flat_map(|l| l.events.iter()))
        {
            apply(&mut state, e);
        }
        state
    }

    /// The battle as a file.
    pub fn to_saved(&self) -> SavedBattle {
        SavedBattle {
            format: self.format,
            seed: self.seed,
            setup: self.setup.clone(),
            start: self.start.clone(),
            log: self.log.clone(),
        }
    }

    /// Saves atomically.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        save_json(path, &self.to_saved())
    }

    /// Replays a saved battle: every command is checked and executed again and must give the
    /// events the log holds. In a battle saved before format 3, an entry whose events differ
    /// only from a fall back, retreat, flight or pursuit move on (`fall_back`, `move_rolled`
    /// or `pursuit_rolled`, and every event before it the same) keeps its recorded events:
    /// that move went in a straight line then, and its recorded end positions are the battle
    /// as it was played.
    pub fn replay(saved: &SavedBattle) -> Result<Battle, ReplayError> {
        if !(1..=SAVE_FORMAT).contains(&saved.format) {
            return Err(ReplayError::Setup(format!(
                "save format {} is not 1 to {SAVE_FORMAT}",
                saved.format
            )));
        }
        let mut battle = Battle::start(saved.setup.clone(), saved.seed, saved.format)?;
        compare(0, &saved.start, &battle.start)?;
        for (i, entry) in saved.log.iter().enumerate() {
            let index = i + 1;
            let events = battle
                .execute(entry.command.clone())
                .map_err(|rejection| ReplayError::Illegal {
                    index,
                    command: Box::new(entry.command.clone()),
                    rejection,
                })?
                .to_vec();
            match compare(index, &entry.events, &events) {
                Err(ReplayError::Mismatch { event, .. })
                    if saved.format < WALKED_AFTERMATH_FORMAT
                        && straight_aftermath_move_before(&entry.events, event) =>
                {
                    battle.log.pop();
                    battle.state = battle.rebuild();
                    for e in &entry.events {
                        apply(&mut battle.state, e);
                    }
                    battle.log.push(entry.clone());
                }
                other => other?,
            }
        }
        Ok(battle)
    }

    /// Loads and replays a saved battle file.
    pub fn load(path: &Path) -> Result<Battle, LoadError> {
        let (saved, _text): (SavedBattle, String) = load_json(path).map_err(LoadError::File)?;
        Battle::replay(&saved).map_err(LoadError::Replay)
    }
}

/// Whether `events` hold a fall back, retreat, flight or pursuit move before event `k` (the
/// first that differs on replay).
fn straight_aftermath_move_before(events: &[Event], k: usize) -> bool {
    events[..k.min(events.len())].iter().any(|e| {
        matches!(
            e,
            Event::FallBack { .. } | Event::PursuitRolled { .. } | Event::MoveRolled { .. }
        )
    })
}

fn compare(index: usize, expected: &[Event], found: &[Event]) -> Result<(), ReplayError> {
    for (k, e) in expected.iter().enumerate() {
        if found.get(k) != Some(e) {
            return Err(ReplayError::Mismatch {
                index,
                event: k,
                expected: Box::new(e.clone()),
                found: found.get(k).cloned().map(Box::new),
            });
        }
    }
    if let Some(extra) = found.get(expected.len()) {
        return Err(ReplayError::Mismatch {
            index,
            event: expected.len(),
            expected: Box::new(Event::Awaits {
                awaiting: super::state::Awaiting::Nothing,
            }),
            found: Some(Box::new(extra.clone())),
        });
    }
    Ok(())
}

/// Why a saved battle could not be opened.
#[derive(Debug, Clone, PartialEq)]
pub enum LoadError {
    File(FileError),
    Replay(ReplayError),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::File(e) => write!(f, "{e}"),
            LoadError::Replay(e) => write!(f, "{e}"),
        }
    }
}
