//! `kensei odds`: exact combat odds (success rolls, wound dice, melee, shooting) as JSON or a
//! readable table, and `--roll` to resolve a situation once with seeded dice.

use crate::army::quick::{TroopPick, melee_with_troops, shoot_with_troops};
use crate::cli::{bad_input, cited};
use crate::files::{FileError, load_json};
use crate::rules::odds::{Inflicted, MeleeSideOdds, Suffered};
use crate::rules::{
    CombatReport, DicePool, MeleeOdds, MeleeSituation, ShootOdds, ShootSituation, SuccessRoll,
    WoundRoll, melee_odds, roll, shoot_odds, wounds,
};
use clap::{Args, Subcommand};
use serde::de::DeserializeOwned;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, Subcommand)]
pub enum OddsCommand {
    /// Distribution of successes of a success roll (R-DICE-1): prints {"p": [...]}.
    #[command(allow_negative_numbers = true)]
    Success {
        /// Dice in the pool (zero or fewer: one die that needs a natural 6), up to 1000.
        #[arg(long, value_parser = clap::value_parser!(i32).range(-1000..=1000))]
        dice: i32,
        /// Value modifier to every die.
        #[arg(long = "mod", default_value_t = 0, value_parser = modifier_range())]
        modifier: i32,
    },
    /// Outcomes of H wound dice (R-WOUND-1): prints {"outcomes": [...]}.
    #[command(allow_negative_numbers = true)]
    Wounds {
        /// Wound dice (one per hit), up to 100.
        #[arg(long, value_parser = clap::value_parser!(u32).range(0..=100))]
        hits: u32,
        /// Difficulty to wound of the target (R-WOUND-2).
        #[arg(long, value_parser = modifier_range())]
        difficulty: i32,
        /// Modifier to every wound die.
        #[arg(long = "mod", default_value_t = 0, value_parser = modifier_range())]
        modifier: i32,
        /// A shooting attack: results below the difficulty do nothing (no stuns).
        #[arg(long)]
        shooting: bool,
        /// The target unit has a unit leader (natural 6s wound the leader).
        #[arg(long)]
        leader: bool,
    },
    /// Exact odds of a melee exchange described in FILE.json.
    Melee(SituationArgs),
    /// Exact odds of a shooting attack described in FILE.json.
    Shoot(SituationArgs),
    /// Exact odds of the fight between two units of a saved battle, as the battle would
    /// resolve it now: a fight if they are in contact, else a charge (or, with --shoot, a shot).
    Battle(BattleOddsArgs),
}

#[derive(Debug, Args)]
pub struct BattleOddsArgs {
    /// The saved battle (`kensei battle new`/`play`, the window's Save), or a table file whose
    /// units were all put down from their lists (the window's "Armies on the table").
    pub save: PathBuf,
    /// The attacking (or shooting) unit's id, as `kensei battle replay` lists it.
    #[arg(long)]
    pub attacker: String,
    /// The target unit's id.
    #[arg(long)]
    pub target: String,
    /// Ask for the charge: refused when the units are already in contact (R-ENG-1).
    #[arg(long, conflicts_with = "shoot")]
    pub charge: bool,
    /// A shot rather than a melee (L721).
    #[arg(long)]
    pub shoot: bool,
    /// A powered charge, fight or shot (L650, L707).
    #[arg(long)]
    pub powered: bool,
    /// A readable table instead of JSON, after what the table says of the fight (reach, cover).
    #[arg(long)]
    pub text: bool,
}

fn modifier_range() -> clap::builder::RangedI64ValueParser<i32> {
    clap::value_parser!(i32).range(-20..=20)
}

#[derive(Debug, Args)]
pub struct SituationArgs {
    /// The situation (format in docs/formats.md, examples in tests/fixtures/).
    pub file: PathBuf,
    /// A readable table instead of JSON.
    #[arg(long)]
    pub text: bool,
    /// Resolve the situation once with dice, printing every die and step.
    #[arg(long)]
    pub roll: bool,
    /// Seed for --roll; the same seed gives the same result.
    #[arg(long, requires = "roll")]
    pub seed: Option<u64>,
    /// The attacker (or shooter) as a known faction's troop (a sample's or one of the player's factions), `FACTION/PROFILE`
    /// (`akagane/samurai_bushi`): its profile's numbers and modifiers replace the file's.
    #[arg(long, value_name = "FACTION/PROFILE")]
    pub troop_a: Option<String>,
    /// The defender (or target) as a known faction's troop (a sample's or one of the player's factions), `FACTION/PROFILE`.
    #[arg(long, value_name = "FACTION/PROFILE")]
    pub troop_b: Option<String>,
    /// A shot at short range, 20 cm or less (L1096), for the troops' weapons.
    #[arg(long)]
    pub short_range: bool,
}

impl SituationArgs {
    /// The troops named by `--troop-a` and `--troop-b`.
    fn troops(&self) -> Result<[Option<TroopPick>; 2], String> {
        let parse = |flag: &str, v: &Option<String>| -> Result<Option<TroopPick>, String> {
            let Some(v) = v else { return Ok(None) };
            let (faction, profile) = v.split_once('/').ok_or_else(|| {
                format!("--{flag} {v}: expected FACTION/PROFILE, as in akagane/samurai_bushi")
            })?;
            Ok(Some(TroopPick {
                faction: faction.to_string(),
                profile: profile.to_string(),
                leader: None,
            }))
        };
        Ok([
            parse("troop-a", &self.troop_a)?,
            parse("troop-b", &self.troop_b)?,
        ])
    }
}

/// One line of `kensei odds wounds`.
#[derive(serde::Serialize)]
struct WoundOutcome {
    wounds: u32,
    leader_wounds: u32,
    stuns: u32,
    p: f64,
}

#[derive(serde::Serialize)]
struct WoundOutcomes {
    outcomes: Vec<WoundOutcome>,
}

pub fn run(command: OddsCommand) -> ExitCode {
    match command {
        OddsCommand::Success { dice, modifier } => {
            let p = SuccessRoll::new(dice, modifier).distribution();
            println!("{}", serde_json::json!({ "p": p }));
            ExitCode::SUCCESS
        }
        OddsCommand::Wounds {
            hits,
            difficulty,
            modifier,
            shooting,
            leader,
        } => {
            let roll = WoundRoll {
                difficulty,
                modifier,
                shooting,
                target_has_leader: leader,
            };
            let outcomes: Vec<_> = wounds::wound_outcomes(hits, &roll)
                .into_iter()
                .map(|(d, p)| WoundOutcome {
                    wounds: d.unit_wounds,
                    leader_wounds: d.leader_wounds,
                    stuns: d.stuns,
                    p,
                })
                .collect();
            match serde_json::to_string(&WoundOutcomes { outcomes }) {
                Ok(s) => println!("{s}"),
                Err(e) => eprintln!("kensei: cannot print the result: {e}"),
            }
            ExitCode::SUCCESS
        }
        OddsCommand::Melee(a) => {
            let s: MeleeSituation = match load(&a.file, MeleeSituation::problems) {
                Ok(s) => s,
                Err(e) => return bad_input(e),
            };
            let factions = crate::army::store::known_factions();
            let s = match a.troops().and_then(|t| {
                melee_with_troops(&s, [t[0].as_ref(), t[1].as_ref()], &factions)
                    .map_err(|e| e.to_string())
            }) {
                Ok(s) => s,
                Err(e) => return bad_input(e),
            };
            if a.roll {
                let seed = a.seed.unwrap_or_else(roll::fresh_seed);
                print_report(&roll::roll_melee(&s, seed), a.text);
            } else {
                let odds = melee_odds(&s);
                if a.text {
                    print!("{}", melee_text(&odds));
                } else {
                    print_json(&odds);
                }
            }
            ExitCode::SUCCESS
        }
        OddsCommand::Shoot(a) => {
            let s: ShootSituation = match load(&a.file, ShootSituation::problems) {
                Ok(s) => s,
                Err(e) => return bad_input(e),
            };
            let factions = crate::army::store::known_factions();
            let s = match a.troops().and_then(|t| {
                shoot_with_troops(&s, [t[0].as_ref(), t[1].as_ref()], a.short_range, &factions)
                    .map_err(|e| e.to_string())
            }) {
                Ok(s) => s,
                Err(e) => return bad_input(e),
            };
            if a.roll {
                let seed = a.seed.unwrap_or_else(roll::fresh_seed);
                print_report(&roll::roll_shoot(&s, seed), a.text);
            } else {
                let odds = shoot_odds(&s);
                if a.text {
                    print!("{}", shoot_text(&odds));
                } else {
                    print_json(&odds);
                }
            }
            ExitCode::SUCCESS
        }
        OddsCommand::Battle(a) => battle_odds(&a),
    }
}

/// `kensei odds battle`: the fight between two units of a saved battle, worded in English.
fn battle_odds(a: &BattleOddsArgs) -> ExitCode {
    use crate::battle::combat::on_table::{Combat, FightOnTable, on_table};
    let lang = crate::i18n::Language::English;
    let (state, names) = match super::battle::open_save(&a.save) {
        Ok(b) => (
            b.state().clone(),
            crate::narration::BattleNames::of(lang, &b),
        ),
        // A plain table whose units were put down from their lists stands for a battle.
        Err(e) => match plain_table_state(&a.save) {
            Some(state) => {
                let names = crate::narration::BattleNames::new(lang, &state, &state);
                (state, names)
            }
            None => return bad_input(e),
        },
    };
    let state = &state;
    for (flag, unit) in [("--attacker", &a.attacker), ("--target", &a.target)] {
        if state.unit(unit).is_none() {
            let units: Vec<String> = state
                .units()
                .iter()
                .map(|u| {
                    format!(
                        "{} ({})",
                        u.id,
                        crate::battle::model::names::Names::unit(&names, &u.id)
                    )
                })
                .collect();
            return bad_input(format!(
                "{}: {flag} {unit}: the battle has no such unit; its units are: {}",
                a.save.display(),
                units.join(", ")
            ));
        }
    }
    let combat = if a.shoot {
        Combat::Shot { powered: a.powered }
    } else {
        Combat::Melee { powered: a.powered }
    };
    let Some(fight) = on_table(state, &a.attacker, &a.target, combat) else {
        return bad_input(format!(
            "{}: the table of this battle cannot be measured",
            a.save.display()
        ));
    };
    let lines =
        crate::narration::fight_on_table::fight_lines(lang, &names, &a.attacker, &a.target, &fight);
    let named = |mut u: crate::rules::CombatUnit| {
        if state.unit(&u.name).is_some() {
            u.name = crate::battle::model::names::Names::unit(&names, &u.name);
        }
        u
    };
    match fight {
        FightOnTable::Fight { .. } if a.charge => bad_input(format!(
            "{}: {} and {} are in contact already (R-ENG-1): a fight, not a charge; leave out --charge",
            a.save.display(),
            a.attacker,
            a.target
        )),
        FightOnTable::Fight { mut situation, .. } | FightOnTable::Charge { mut situation, .. } => {
            situation.attacker.unit = named(situation.attacker.unit);
            situation.defender.unit = named(situation.defender.unit);
            let odds = melee_odds(&situation);
            if a.text {
                print!("{}\n\n{}", lines.join("\n"), melee_text(&odds));
            } else {
                print_json(&odds);
            }
            ExitCode::SUCCESS
        }
        FightOnTable::Shot { mut situation, .. } => {
            situation.shooter.unit = named(situation.shooter.unit);
            situation.target.unit = named(situation.target.unit);
            let odds = shoot_odds(&situation);
            if a.text {
                print!("{}\n\n{}", lines.join("\n"), shoot_text(&odds));
            } else {
                print_json(&odds);
            }
            ExitCode::SUCCESS
        }
        FightOnTable::OutOfReach { .. } | FightOnTable::NotSeen | FightOnTable::ShotLost => {
            bad_input(lines.join("\n"))
        }
    }
}

/// The battle a plain table file stands for when every unit on it was put down from a list
/// of a known faction (`UnitNote::from_list`).
fn plain_table_state(path: &Path) -> Option<crate::battle::BattleState> {
    let (file, _) = crate::table::load_table(path).ok()?;
    let known = crate::army::store::known_factions();
    crate::battle::setup::plain_table::state_of_plain_table(&file, &known)
}

/// Loads a situation and checks it, naming the file, field and line of any problem.
fn load<T: DeserializeOwned>(
    path: &Path,
    problems: impl Fn(&T) -> Vec<crate::rules::situation::SituationProblem>,
) -> Result<T, FileError> {
    let (value, text) = load_json::<T>(path)?;
    if let Some(p) = problems(&value).into_iter().next() {
        return Err(FileError::at_field(path, &text, &p.field, p.problem));
    }
    Ok(value)
}

/// Prints `value` as JSON, a `section` beside every book line (pool rows' `line`, steps' `rule`).
fn print_json<T: serde::Serialize>(value: &T) {
    match cited::with_sections(value, &["line", "rule"])
        .and_then(|json| serde_json::to_string_pretty(&json))
    {
        Ok(s) => println!("{s}"),
        Err(e) => eprintln!("kensei: cannot print the result: {e}"),
    }
}

fn print_report(report: &CombatReport, text: bool) {
    if !text {
        print_json(report);
        return;
    }
    let mut out = format!("seed {}\n", report.seed);
    for s in &report.steps {
        let _ = write!(
            out,
            "[{}] {}",
            cited::words(&s.rule),
            s.words(crate::i18n::Language::English)
        );
        if !s.dice.is_empty() {
            let dice: Vec<String> = s.dice.iter().map(u8::to_string).collect();
            let _ = write!(out, "\n    dice: {}", dice.join(" "));
        }
        out.push('\n');
    }
    print!("{out}");
}

fn pct(p: f64) -> String {
    format!("{:6.2}%", 100.0 * p)
}

fn pool_text(out: &mut String, who: &str, pool: &DicePool) {
    let roll = pool.roll();
    let _ = writeln!(
        out,
        "{who}: {} dice at {:+}{}",
        pool.dice,
        pool.modifier,
        if roll.only_natural_six {
            format!(
                " (zero or fewer: 1 die, only a natural 6 hits; {})",
                cited::words("L102")
            )
        } else {
            String::new()
        }
    );
    for r in &pool.rows {
        let rule = match &r.ruling {
            Some(x) => cited::words(&format!("{x} {}", r.line)),
            None => cited::words(&r.line),
        };
        let change = match (r.dice, r.value) {
            (d, 0) => format!("{d:+}D6"),
            (0, v) => format!("{v:+}"),
            (d, v) => format!("{d:+}D6 {v:+}"),
        };
        let label = crate::i18n::render(crate::i18n::Language::English, "pool", &r.kind);
        let _ = writeln!(out, "  {change:>6}  {label:<48} {rule}");
    }
}

fn inflicted_text(out: &mut String, i: &Inflicted) {
    let _ = writeln!(
        out,
        "  expected: {:.2} hits, {:.2} wounds, {:.2} leader wounds, {:.2} stuns",
        i.expected_hits, i.expected_wounds, i.expected_leader_wounds, i.expected_stuns
    );
}

fn suffered_text(out: &mut String, who: &str, s: &Suffered) {
    let _ = writeln!(
        out,
        "{who} suffers: expected casualties {:.2}",
        s.expected_casualties
    );
    let _ = writeln!(out, "  casualties   exactly   at least");
    for (k, (p, q)) in s.casualties.iter().zip(&s.casualties_at_least).enumerate() {
        if *q < 5e-5 {
            break;
        }
        let _ = writeln!(out, "  {k:>10}  {}   {}", pct(*p), pct(*q));
    }
    let _ = writeln!(out, "  leader dies        {}", pct(s.leader_death));
    let _ = writeln!(out, "  wiped out          {}", pct(s.wiped_out));
    let _ = writeln!(
        out,
        "  Honor test         {}   (R-RES-2)",
        pct(s.honor_test)
    );
    let _ = writeln!(
        out,
        "  Honor test fails   {}   (R-DICE-3)",
        pct(s.honor_test_fails)
    );
    let _ = writeln!(
        out,
        "  falls back         {}   {}",
        pct(s.falls_back),
        cited::words("L959")
    );
    let _ = writeln!(
        out,
        "  retreats           {}   {}",
        pct(s.retreats),
        cited::words("L960")
    );
}

fn side_name(s: &MeleeSideOdds, fallback: &str) -> String {
    if s.name.is_empty() {
        fallback.to_string()
    } else {
        s.name.clone()
    }
}

/// The readable table of `kensei odds melee --text`.
pub fn melee_text(o: &MeleeOdds) -> String {
    let mut out = String::new();
    let a = side_name(&o.attacker, "attacker");
    let d = side_name(&o.defender, "defender");
    pool_text(&mut out, &a, &o.attacker.pool);
    inflicted_text(&mut out, &o.attacker.inflicts);
    pool_text(&mut out, &d, &o.defender.pool);
    inflicted_text(&mut out, &o.defender.inflicts);
    out.push('\n');
    suffered_text(&mut out, &a, &o.attacker.suffers);
    suffered_text(&mut out, &d, &o.defender.suffers);
    out.push('\n');
    let _ = writeln!(out, "result (R-RES-1)");
    let rows = [
        (format!("{a} wins"), o.attacker_wins),
        (format!("{d} wins"), o.defender_wins),
        ("no winner".to_string(), o.draw),
    ];
    let width = rows
        .iter()
        .map(|(l, _)| l.chars().count())
        .max()
        .unwrap_or(0);
    for (label, p) in rows {
        let _ = writeln!(out, "  {label:<width$}  {}", pct(p));
    }
    out
}

/// The readable table of `kensei odds shoot --text`.
pub fn shoot_text(o: &ShootOdds) -> String {
    let mut out = String::new();
    let s = if o.shooter.is_empty() {
        "shooter"
    } else {
        &o.shooter
    };
    let t = if o.target.is_empty() {
        "target"
    } else {
        &o.target
    };
    pool_text(&mut out, s, &o.pool);
    inflicted_text(&mut out, &o.inflicts);
    out.push('\n');
    suffered_text(&mut out, t, &o.suffers);
    out
}
