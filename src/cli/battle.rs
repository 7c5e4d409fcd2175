//! `kensei battle`: open a saved battle (and check it against today's rules), play a whole
//! battle taking the first legal command each time (a smoke test of the whole loop), or play
//! one command on a saved battle (scripted play); `--text` prints a battle as a player reads it
//! (`narration`).

use clap::{Args, Subcommand};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::battle::engine::event_names::{MisnamedInCommand, command_misnamed};
use crate::battle::engine::log::Difference;
use crate::battle::policy::general::{self, Level};
use crate::battle::setup::roster::{check_scenario_mode, load_scenario, load_sides};
use crate::battle::{
    Battle, BattleSetup, BattleState, Command, LogEntry, SavedBattle, Verdict, policy::autoplay,
};
use crate::files::{FileError, load_json};
use crate::i18n::Language;
use crate::narration::{BattleNames, battle_lines, last_entry_lines, refusal_lines};

#[derive(Debug, Subcommand)]
pub enum BattleCommand {
    /// Print the JSON Schema of the scenario (table) file format, as shipped in
    /// `assets/scenario.schema.json`.
    ScenarioSchema,
    /// Open a saved battle from its events and print its log and the state it ended in; exit 2
    /// if the file is not a saved battle or an event names what the battle does not have.
    Replay(ReplayArgs),
    /// Play a whole battle, each side played by the first-legal player (the default) or by the
    /// computer general at a level: `--side0 normal --side1 first`.
    Play(PlayArgs),
    /// Play games between two levels of the computer general, sides swapped every game, on
    /// all cores; print each level's wins with a 95% Wilson interval, the mean victory-point
    /// margin and the median and worst time per decision.
    Tournament(TournamentArgs),
    /// Play one command on a saved battle: print the events it gives and save the battle (exit
    /// 0), or print why the rules refuse it (exit 1); exit 2 on bad input.
    Do(DoArgs),
    /// Print the legal commands of a saved battle's current state as JSON: the awaited
    /// question, then each command as `battle do` takes it.
    Legal(super::battle_legal::LegalArgs),
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The saved battle (JSON).
    pub save: PathBuf,
    /// Print only the final state, not the log.
    #[arg(long)]
    pub quiet: bool,
    /// Also execute every command again under today's rules, from the setup and the seed, and
    /// name the first entry (and event) whose events differ from the saved ones. Exit 0 when
    /// every entry agrees, 1 when one differs (the save still opens as it was played).
    #[arg(long)]
    pub verify: bool,
    /// Also run the referee: check the battle's events against the book's invariants, apart
    /// from the rules that made them, and print the first breach with its entry, event and book
    /// lines (exit 1), or that the battle is clean.
    #[arg(long)]
    pub referee: bool,
    /// Also print the battle as a player reads it: the setup rolls, then every entry numbered
    /// and titled by what happened, its command and events in words (in `--lang`), and under
    /// each command the computer general played its reasons, as the save keeps them (`battle
    /// play --save`, or the window's Save).
    #[arg(long)]
    pub text: bool,
    /// The language of `--text`: en (English, the default) or es (Spanish).
    #[arg(long, default_value = "en", value_name = "en|es", value_parser = super::parse_language)]
    pub lang: Language,
}

#[derive(Debug, Args)]
pub struct DoArgs {
    /// The saved battle (JSON).
    #[arg(value_name = "SAVE")]
    pub save: PathBuf,
    /// One command, as a save's log entries hold it:
    /// `{"command":"order","side":0,"unit":"spears","order":{"order":"parapet"}}`.
    #[arg(value_name = "COMMAND.json")]
    pub command: PathBuf,
    /// Save the battle here (atomically) instead of back to SAVE.
    #[arg(long = "save", id = "out", value_name = "OUT")]
    pub out: Option<PathBuf>,
    /// Print the entry as a player reads it (as `battle replay --text`), and a refusal as the
    /// command in words with the rule that refuses it, units named as the window names them.
    #[arg(long)]
    pub text: bool,
    /// The language of `--text`: en (English, the default) or es (Spanish).
    #[arg(long, default_value = "en", value_name = "en|es", value_parser = super::parse_language)]
    pub lang: Language,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Scenario file (a table file with scenario fields), e.g. scenarios/pitched_battle.json.
    #[arg(long)]
    pub scenario: PathBuf,
    /// The two sides' rosters.
    #[arg(long, num_args = 2, value_names = ["A", "B"])]
    pub lists: Vec<PathBuf>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Battle size in points (hand size, L195, R-DECK-1); by default the lists' `battle_size`
    /// (the larger of the two), else 400.
    #[arg(long)]
    pub points: Option<u32>,
    /// Save the battle here when it ends, with the computer general's reasons for the
    /// commands it played (`battle replay --text` prints them, the window's log shows them).
    #[arg(long)]
    pub save: Option<PathBuf>,
    /// Print every command and event.
    #[arg(long)]
    pub log: bool,
    /// Who plays side 0: first (the first legal command), easy, normal or hard.
    #[arg(long, default_value = "first", value_name = "PLAYER")]
    pub side0: Level,
    /// Who plays side 1: first, easy, normal or hard.
    #[arg(long, default_value = "first", value_name = "PLAYER")]
    pub side1: Level,
    /// How much side 0's general (normal or hard) seeks to harm the enemy, from 0 to 1: at 1
    /// it counts the enemy's losses half again, at 0 at half (0.5, the default, at their worth).
    #[arg(long, default_value_t = 0.5, value_name = "0-1", value_parser = general::level::parse_weight)]
    pub side0_aggression: f64,
    /// How much side 0's general fears its own losses and the enemy's threats, from 0 to 1,
    /// weighed the same way.
    #[arg(long, default_value_t = 0.5, value_name = "0-1", value_parser = general::level::parse_weight)]
    pub side0_caution: f64,
    /// Side 1's general's aggression, from 0 to 1.
    #[arg(long, default_value_t = 0.5, value_name = "0-1", value_parser = general::level::parse_weight)]
    pub side1_aggression: f64,
    /// Side 1's general's caution, from 0 to 1.
    #[arg(long, default_value_t = 0.5, value_name = "0-1", value_parser = general::level::parse_weight)]
    pub side1_caution: f64,
    /// When the battle ends, print it as a player reads it (as `battle replay --text`), each of
    /// the computer general's commands with its reasons (the best alternatives it weighed and
    /// their numbers).
    #[arg(long)]
    pub text: bool,
    /// The language of `--text`: en (English, the default) or es (Spanish).
    #[arg(long, default_value = "en", value_name = "en|es", value_parser = super::parse_language)]
    pub lang: Language,
}

#[derive(Debug, Args)]
pub struct TournamentArgs {
    /// One level: first, easy, normal or hard.
    #[arg(long, value_name = "LEVEL")]
    pub a: Level,
    /// The other level.
    #[arg(long, value_name = "LEVEL")]
    pub b: Level,
    /// a's general's aggression, from 0 to 1 (as `battle play --side0-aggression`; normal and
    /// hard only).
    #[arg(long, default_value_t = 0.5, value_name = "0-1", value_parser = general::level::parse_weight)]
    pub a_aggression: f64,
    /// a's general's caution, from 0 to 1.
    #[arg(long, default_value_t = 0.5, value_name = "0-1", value_parser = general::level::parse_weight)]
    pub a_caution: f64,
    /// b's general's aggression, from 0 to 1.
    #[arg(long, default_value_t = 0.5, value_name = "0-1", value_parser = general::level::parse_weight)]
    pub b_aggression: f64,
    /// b's general's caution, from 0 to 1.
    #[arg(long, default_value_t = 0.5, value_name = "0-1", value_parser = general::level::parse_weight)]
    pub b_caution: f64,
    #[arg(long, default_value_t = 20)]
    pub games: usize,
    /// Scenario files, played in turn (by default the four bundled ones).
    #[arg(long, num_args = 1..)]
    pub scenarios: Vec<PathBuf>,
    /// Army lists; every ordered pair of two different ones is played in turn (one list
    /// plays itself). By default the three bundled 400-point lists.
    #[arg(long, num_args = 1..)]
    pub lists: Vec<PathBuf>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print each game's result too, with the side and the scenario part the first level played.
    #[arg(long)]
    pub games_list: bool,
}

pub fn run(command: BattleCommand) -> ExitCode {
    match command {
        BattleCommand::ScenarioSchema => {
            print!("{}", crate::table::schema::scenario_schema());
            ExitCode::SUCCESS
        }
        BattleCommand::Replay(a) => replay(a),
        BattleCommand::Play(a) => play(a),
        BattleCommand::Tournament(a) => tournament(a),
        BattleCommand::Do(a) => run_one(a),
        BattleCommand::Legal(a) => super::battle_legal::legal(a),
    }
}

/// Opens the save from its events, reads the command, checks and executes it under today's
/// rules: its entry printed as `replay` prints one and the battle saved (0), the rule that
/// refuses it (1), or bad input (2: a file that cannot be read or parsed, a command naming a
/// unit or model the battle does not have, a save that cannot be written).
fn run_one(args: DoArgs) -> ExitCode {
    let mut battle = match open_save(&args.save) {
        Ok(b) => b,
        Err(e) => return super::bad_input(e),
    };
    let command = match read_command(&args.command, battle.state()) {
        Ok(c) => c,
        Err(e) => return super::bad_input(e),
    };
    if let Err(rejection) = battle.execute(command.clone()) {
        if args.text {
            let names = BattleNames::of(args.lang, &battle);
            print_lines(&refusal_lines(args.lang, &names, &command, &rejection));
        } else {
            println!("refused: {rejection}");
        }
        return ExitCode::from(1);
    }
    if args.text {
        let names = BattleNames::of(args.lang, &battle);
        print_lines(&last_entry_lines(args.lang, &names, &battle));
    } else if let Some(entry) = battle.log().last() {
        // A reader that went away (`| head`) is not an error.
        let _ = print_entry(&mut std::io::stdout().lock(), battle.log().len(), entry);
    }
    let out = args.out.as_deref().unwrap_or(&args.save);
    if let Err(e) = battle.save(out) {
        return super::bad_input(format!("{}: cannot save: {e}", out.display()));
    }
    ExitCode::SUCCESS
}

/// Reads and opens a saved battle, its problems placed in the file.
pub(super) fn open_save(path: &Path) -> Result<Battle, FileError> {
    let (saved, text): (SavedBattle, String) = load_json(path)?;
    Battle::open(&saved).map_err(|e| e.in_file(path, &text))
}

/// Reads one command from `path`; a unit or model it names that the battle in `state` does
/// not have is an error at its field.
fn read_command(path: &Path, state: &BattleState) -> Result<Command, FileError> {
    let (command, text): (Command, String) = load_json(path)?;
    match command_misnamed(state, &command) {
        Some((field, problem)) => Err(FileError::at_field(
            path,
            &text,
            &field,
            MisnamedInCommand(problem),
        )),
        None => Ok(command),
    }
}

fn replay(args: ReplayArgs) -> ExitCode {
    let (saved, text): (SavedBattle, String) = match load_json(&args.save) {
        Ok(read) => read,
        Err(e) => return super::bad_input(e),
    };
    let battle = match Battle::open(&saved) {
        Ok(b) => b,
        Err(e) => return super::bad_input(e.in_file(&args.save, &text)),
    };
    if !args.quiet {
        print_log(&battle);
    }
    if args.text {
        print_text(
            &battle,
            &general::saved_reasons::from_save(&saved),
            args.lang,
        );
    }
    print_state(battle.state());
    let refereed = args.referee.then(|| super::referee::report(&battle));
    if !args.verify {
        return refereed.unwrap_or(ExitCode::SUCCESS);
    }
    match Battle::verify(&saved) {
        Ok(Verdict::Agrees) => {
            println!(
                "verify: today's rules give the events of all {} entries again",
                saved.log.len()
            );
            refereed.unwrap_or(ExitCode::SUCCESS)
        }
        Ok(Verdict::Differs(d)) => {
            println!(
                "verify: today's rules play this battle otherwise: {}",
                difference_text(&d)
            );
            ExitCode::from(1)
        }
        Err(e) => super::bad_input(e.in_file(&args.save, &text)),
    }
}

/// Where a save parts from today's rules, a refused entry's rule with the book's sections:
/// `log entry 95 is not legal now: {...} [R-ENG-1 · Move › ... (L568)]: ...`.
fn difference_text(d: &Difference) -> String {
    match d {
        Difference::Illegal {
            index,
            command,
            rejection,
        } => format!(
            "log entry {index} is not legal now: {} [{}]: {}",
            serde_json::to_string(command).unwrap_or_default(),
            rejection.citation().words(Language::English),
            rejection.message(Language::English)
        ),
        Difference::Mismatch { .. } => d.to_string(),
    }
}

/// Most commands a smoke-test battle may take before it is called stuck.
const PLAY_LIMIT: usize = 100_000;

/// The battle size when neither `--points` nor the lists give one: the bundled lists' size.
const DEFAULT_POINTS: u32 = 400;

fn play(args: PlayArgs) -> ExitCode {
    let scenario = match load_scenario(&args.scenario) {
        Ok(s) => s,
        Err(e) => return super::bad_input(e),
    };
    let [first, second] = args.lists.as_slice() else {
        return super::bad_input("--lists takes exactly two files");
    };
    let [a, b] = match load_sides([first.as_path(), second.as_path()]) {
        Ok(x) => x,
        Err(e) => return super::bad_input(e),
    };
    let sides = [a, b];
    if let Err(e) = check_scenario_mode(&args.scenario, &scenario, &sides) {
        return super::bad_input(e);
    }
    let [a, b] = sides;
    // The hand follows the battle's points (L195): the lists say them unless --points does.
    let points = args
        .points
        .or_else(|| crate::battle::setup::roster::battle_points_of_lists(&args.lists))
        .unwrap_or(DEFAULT_POINTS);
    let setup = BattleSetup::new(points, scenario, [a, b]);
    let mut battle = match Battle::new(setup, args.seed) {
        Ok(b) => b,
        Err(e) => return super::bad_input(e),
    };
    let temperaments = [
        (args.side0_aggression, args.side0_caution),
        (args.side1_aggression, args.side1_caution),
    ]
    .map(|(aggression, caution)| general::Temperament {
        aggression,
        caution,
    });
    let mut seats = general::play::seats([args.side0, args.side1], temperaments, args.seed);
    let mut decisions = BTreeMap::new();
    let played =
        general::play::play_until(&mut battle, &mut seats, PLAY_LIMIT, autoplay::ended, |p| {
            decisions.insert(p.entry, p.decision.clone());
        });
    match played {
        Ok(_) => {}
        Err(autoplay::Stuck::Limit { commands }) => {
            eprintln!("kensei: the battle did not end after {commands} commands");
            return ExitCode::from(1);
        }
        Err(stuck) => {
            eprintln!("kensei: {stuck}");
            return ExitCode::from(1);
        }
    }
    if args.log {
        print_log(&battle);
    }
    if args.text {
        print_text(&battle, &decisions, args.lang);
    }
    println!("{} commands", battle.log().len());
    print_state(battle.state());
    if let Some(path) = &args.save {
        let mut saved = battle.to_saved();
        saved.reasons = general::saved_reasons::to_save(&decisions);
        if let Err(e) = crate::files::save_json(path, &saved) {
            return super::bad_input(format!("{}: cannot save: {e}", path.display()));
        }
    }
    ExitCode::SUCCESS
}

/// Prints the battle as a player reads it in `language` (`--text`): every entry numbered,
/// titled, its command and events in words, and under each command the computer general
/// played its reasons in words (`[normal] Akagane host: ...`) and, on the line under them,
/// their details (worth, standing, the alternatives). Stops quietly when the reader goes away.
fn print_text(battle: &Battle, reasons: &BTreeMap<usize, general::Decision>, language: Language) {
    let names = BattleNames::of(language, battle);
    let why = |entry: usize| {
        reasons.get(&entry).map(|d| {
            let details = crate::i18n::text(
                language,
                "general-details",
                &[("text", d.text(language, &names).into())],
            );
            format!("[{}] {}\n  {details}", d.level, d.plain(language, &names))
        })
    };
    print_lines(&battle_lines(language, &names, battle, &why));
}

/// Prints `lines`, stopping quietly when the reader goes away (`| head`).
fn print_lines(lines: &[String]) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    for line in lines {
        if writeln!(out, "{line}").is_err() {
            return;
        }
    }
}

/// Prints the log: the setup rolls (entry 0), then each command (`>`) with its events. Stops
/// quietly when the reader goes away (`| head`).
fn print_log(battle: &Battle) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    for e in battle.start_events() {
        if writeln!(
            out,
            "   0   {}",
            serde_json::to_string(e).unwrap_or_default()
        )
        .is_err()
        {
            return;
        }
    }
    for (i, entry) in battle.log().iter().enumerate() {
        if print_entry(&mut out, i + 1, entry).is_err() {
            return;
        }
    }
}

/// One log entry as the log prints it: its number and command (`>`), then its events.
fn print_entry(
    out: &mut impl std::io::Write,
    number: usize,
    entry: &LogEntry,
) -> std::io::Result<()> {
    let cmd = serde_json::to_string(&entry.command).unwrap_or_default();
    writeln!(out, "{number:>4} > {cmd}")?;
    for e in &entry.events {
        writeln!(
            out,
            "       {}",
            serde_json::to_string(e).unwrap_or_default()
        )?;
    }
    Ok(())
}

/// The scenario's missions (R-MISSION-1), one line each: the primary mission with who has
/// achieved it, then each side's secondary mission, shown once the battle is over and kept
/// secret before.
fn missions_text(state: &BattleState) -> String {
    use crate::battle::scenario::missions::{achieved, secondary_mission};
    use crate::battle::{Phase, Side};
    let Some(missions) = &state.table().missions else {
        return String::new();
    };
    let over = state.phase() == Phase::Ended;
    let by = |m: &crate::table::model::Mission| {
        let who: Vec<String> = Side::BOTH
            .into_iter()
            .filter(|s| achieved(state, *s, &m.goal))
            .map(|s| format!("side {s}"))
            .collect();
        match (who.is_empty(), over) {
            (true, true) => "achieved by nobody".to_string(),
            (true, false) => "achieved by nobody yet".to_string(),
            (false, true) => format!("achieved by {}", who.join(" and ")),
            (false, false) => format!("{} would achieve it now", who.join(" and ")),
        }
    };
    let p = &missions.primary;
    let mut out = format!(
        "primary mission (R-MISSION-1): {} ({} VP), {}: {}\n",
        p.name,
        p.vp,
        by(p),
        p.text
    );
    for side in Side::BOTH {
        match secondary_mission(state, side) {
            Some(m) if over => {
                let done = if achieved(state, side, &m.goal) {
                    "achieved"
                } else {
                    "not achieved"
                };
                out.push_str(&format!(
                    "side {side} secondary mission: {} ({} VP), {done}: {}\n",
                    m.name, m.vp, m.text
                ));
            }
            Some(_) => out.push_str(&format!(
                "side {side} secondary mission: secret until the battle ends\n"
            )),
            None => {}
        }
    }
    out
}

/// The final state as a player reads it: turn, result, then every unit with its markers.
pub fn print_state(state: &BattleState) {
    use std::fmt::Write as _;
    use std::io::Write as _;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "turn {} of {}, phase {:?}",
        state.turn(),
        state.turn_limit(),
        state.phase()
    );
    if let Some(reason) = &state.end_reason() {
        let names = [0, 1].map(|s| {
            state
                .sides()
                .get(s)
                .map_or_else(|| format!("side {s}"), |x| x.name.clone())
        });
        let reason = crate::battle::reason_words::worded_cited(
            crate::i18n::Language::English,
            reason,
            &names,
        );
        let winner = state.winner().map_or("draw".to_string(), |w| {
            format!("side {w} ({}) wins", state.sides()[w.index()].name)
        });
        let _ = writeln!(
            out,
            "battle over: {reason}; VP {} - {}; {winner}",
            state.vp()[0],
            state.vp()[1]
        );
    } else {
        let _ = writeln!(out, "waiting for {:?}", state.awaiting());
    }
    out.push_str(&missions_text(state));
    let _ = writeln!(out, "initiative: side {}", state.initiative());
    for (s, side) in state.sides().iter().enumerate() {
        let _ = writeln!(
            out,
            "side {s} {}: hand {:?}, deck {}, discard {}, commander orders {:?}{}",
            side.name,
            side.deck.hand,
            side.deck.draw_pile.len(),
            side.deck.discard_pile.len(),
            side.orders_hand,
            if side.general_dead {
                ", general dead"
            } else {
                ""
            }
        );
        for u in state.units().iter().filter(|u| u.side.index() == s) {
            if let Some(to) = &u.joined {
                let _ = writeln!(
                    out,
                    "  {:<20} joined {to} as its leader [{}]",
                    u.id,
                    super::cited::words("L537")
                );
                continue;
            }
            if u.removed {
                let _ = writeln!(out, "  {:<20} removed", u.id);
                continue;
            }
            let m = &u.markers;
            let mut marks = Vec::new();
            if m.used {
                marks.push("used".to_string());
            }
            if m.stunned > 0 {
                marks.push(format!("stunned {}", m.stunned));
            }
            if m.wounded > 0 {
                marks.push(format!("wounded {}", m.wounded));
            }
            if m.retreating {
                marks.push("retreating".into());
            }
            if m.parapet {
                marks.push("parapet".into());
            }
            if m.unloaded > 0 {
                marks.push(format!("unloaded {}", m.unloaded));
            }
            if m.dishonoured {
                marks.push("dishonoured".into());
            }
            if m.ki_active {
                marks.push(match &m.ki_ability {
                    Some(a) => format!("ki {a}"),
                    None => "ki".into(),
                });
            }
            marks.extend(m.orders.names());
            let leader = match &u.leader {
                Some(_) => format!(", leader wounds {}", u.leader_wounds),
                None => String::new(),
            };
            let _ = writeln!(
                out,
                "  {:<20} models {}/{}{leader}{}{}",
                u.id,
                u.models_in_play(),
                u.models_at_start,
                if marks.is_empty() { "" } else { "; " },
                marks.join(", ")
            );
        }
    }
    // A reader that went away (`| head`) is not an error.
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
}

/// The bundled scenarios and 400-point lists a tournament plays by default.
const TOURNAMENT_SCENARIOS: [&str; 4] = [
    "scenarios/pitched_battle.json",
    "scenarios/hold_the_bridge.json",
    "scenarios/escort.json",
    "scenarios/night_raid.json",
];
const TOURNAMENT_LISTS: [&str; 3] = [
    "armies/lists/akagane_400.json",
    "armies/lists/hayashi_400.json",
    "armies/lists/yomi_host_400.json",
];

/// `kensei battle tournament`: the fixtures (each scenario with each ordered pair of lists),
/// the games on all cores, then each level's figures.
fn tournament(args: TournamentArgs) -> ExitCode {
    let paths = |given: &[PathBuf], default: &[&str]| -> Vec<PathBuf> {
        if given.is_empty() {
            default.iter().map(PathBuf::from).collect()
        } else {
            given.to_vec()
        }
    };
    let scenario_paths = paths(&args.scenarios, &TOURNAMENT_SCENARIOS);
    let list_paths = paths(&args.lists, &TOURNAMENT_LISTS);
    let mut pairs = Vec::new();
    for i in 0..list_paths.len() {
        for j in 0..list_paths.len() {
            if i != j || list_paths.len() == 1 {
                pairs.push((i, j));
            }
        }
    }
    // Scenarios change fastest, so a short tournament still sees each of them.
    let mut order = Vec::new();
    for &(i, j) in &pairs {
        for sp in &scenario_paths {
            match general::tournament::Fixture::load(sp, [&list_paths[i], &list_paths[j]]) {
                Ok(f) => order.push(f),
                Err(e) => return super::bad_input(e),
            }
        }
    }
    let player = |level, aggression, caution| general::Player {
        level,
        temperament: general::Temperament {
            aggression,
            caution,
        },
    };
    let a = player(args.a, args.a_aggression, args.a_caution);
    let b = player(args.b, args.b_aggression, args.b_caution);
    let started = std::time::Instant::now();
    let games = general::tournament::run(a, b, &order, args.games, args.seed);
    let wall = started.elapsed();
    if args.games_list {
        for g in &games {
            let result = match g.a_score {
                Some(1.0) => format!("{a} wins"),
                Some(0.0) => format!("{b} wins"),
                Some(_) => "draw".to_string(),
                None => format!("not finished: {}", g.problem.clone().unwrap_or_default()),
            };
            println!(
                "game seed {:>4}  {:<45} {} on side {} (part {}): {result}, VP margin {:+}, {} commands",
                g.seed, g.fixture, a, g.a_side, g.a_part, g.vp_margin, g.commands
            );
        }
    }
    let unfinished = games.iter().filter(|g| g.a_score.is_none()).count();
    println!(
        "{} games ({} scenarios x {} list pairs, sides swapped every game), seed {}, {:.1} s on {} threads",
        games.len(),
        scenario_paths.len(),
        pairs.len(),
        args.seed,
        wall.as_secs_f64(),
        rayon::current_num_threads()
    );
    for s in general::tournament::standings(a, b, &games) {
        println!(
            "{:<7} wins {:>3}, draws {:>3} of {}: score {:.1}% (95% Wilson {:.1}% to {:.1}%), mean VP margin {:+.2}, decision median {:.2} ms, worst {:.1} ms",
            s.player.to_string(),
            s.wins,
            s.draws,
            s.games,
            100.0 * s.score,
            100.0 * s.interval.0,
            100.0 * s.interval.1,
            s.mean_vp_margin,
            s.median_decision.as_secs_f64() * 1e3,
            s.worst_decision.as_secs_f64() * 1e3
        );
    }
    if unfinished > 0 {
        eprintln!("kensei: {unfinished} games did not finish");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
