//! A tournament between two players (a level of play, each with its temperament): games over
//! the scenarios and list pairs given, sides swapped every game, run on all cores (rayon). For
//! each player its wins with a 95% Wilson interval, the mean victory-point margin, and the
//! median and worst time per decision. A benchmark, not a test: `kensei battle tournament`
//! prints it.

use std::path::Path;
use std::time::Duration;

use rayon::prelude::*;
use serde::Serialize;

use crate::battle::BattleSetup;
use crate::battle::engine::log::Battle;
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::policy::autoplay::ended;
use crate::battle::policy::general::Player;
use crate::battle::policy::general::play::{play_until, seats};

/// Commands a game may take before it counts as stuck.
pub const GAME_LIMIT: usize = 20_000;

/// One game's setup: a scenario and the two sides' lists, with their names.
#[derive(Debug, Clone)]
pub struct Fixture {
    pub name: String,
    pub setup: BattleSetup,
}

impl Fixture {
    /// A bundled scenario and two bundled 400-point lists, by their names (`"pitched_battle"`,
    /// `["akagane_400", "hayashi_400"]`), for tests.
    #[cfg(test)]
    pub fn bundled(scenario: &str, lists: [&str; 2]) -> Fixture {
        let scenario = format!("scenarios/{scenario}.json");
        let lists = lists.map(|l| format!("armies/lists/{l}.json"));
        Fixture::load(
            Path::new(&scenario),
            [Path::new(&lists[0]), Path::new(&lists[1])],
        )
        .unwrap()
    }

    /// A scenario file and two list (or roster) files, the battle's points from the lists (400
    /// when they say none), named by the files' stems.
    pub fn load(scenario: &Path, lists: [&Path; 2]) -> Result<Fixture, crate::files::FileError> {
        let table = crate::battle::setup::roster::load_scenario(scenario)?;
        let sides = crate::battle::setup::roster::load_sides(lists)?;
        crate::battle::setup::roster::check_scenario_mode(scenario, &table, &sides)?;
        let points = crate::battle::setup::roster::battle_points_of_lists(&[
            lists[0].to_path_buf(),
            lists[1].to_path_buf(),
        ])
        .unwrap_or(DEFAULT_POINTS);
        let stem = |p: &Path| {
            p.file_stem()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned())
        };
        Ok(Fixture {
            name: format!("{} {} v {}", stem(scenario), stem(lists[0]), stem(lists[1])),
            setup: BattleSetup::new(points, table, sides),
        })
    }

    /// Its battle with the battle's dice seeded `seed`.
    pub fn battle(&self, seed: u64) -> Option<Battle> {
        Battle::new(self.setup.clone(), seed).ok()
    }
}

/// Points a battle is played at when its lists say none (hand size, L195).
pub const DEFAULT_POINTS: u32 = 400;

/// What became of one game.
#[derive(Debug, Clone, Serialize)]
pub struct Game {
    pub fixture: String,
    pub seed: u64,
    /// The side player `a` played.
    pub a_side: Side,
    /// The scenario's part `a` played: its side's table side and deployment zone, the other
    /// side's when the strategy roll's winner swapped the table sides (R-SCEN-1).
    pub a_part: Side,
    /// 1 a won, 0 b won, 0.5 a draw; none when the game could not be played to its end.
    pub a_score: Option<f64>,
    /// a's victory points less b's.
    pub vp_margin: i64,
    pub commands: usize,
    /// Time per decision of each player's general (none for `first`).
    #[serde(skip)]
    pub times: [Vec<Duration>; 2],
    pub problem: Option<String>,
}

/// Plays `games` games of `a` against `b`: each fixture twice in a row, `a` on side 0 then on
/// side 1 (game `g` on fixture `g / 2 mod fixtures`, `a` on side `g mod 2`), seeded `seed + g`.
pub fn run(a: Player, b: Player, fixtures: &[Fixture], games: usize, seed: u64) -> Vec<Game> {
    (0..games)
        .into_par_iter()
        .map(|g| {
            play_game(
                a,
                b,
                &fixtures[(g / 2) % fixtures.len().max(1)],
                seed.wrapping_add(g as u64),
                g % 2 == 1,
            )
        })
        .collect()
}

/// One game: `a` plays the second side when `swapped`.
pub fn play_game(a: Player, b: Player, fixture: &Fixture, seed: u64, swapped: bool) -> Game {
    let a_side = if swapped { Side::SECOND } else { Side::FIRST };
    let players = if swapped { [b, a] } else { [a, b] };
    let mut game = Game {
        fixture: fixture.name.clone(),
        seed,
        a_side,
        a_part: a_side,
        a_score: None,
        vp_margin: 0,
        commands: 0,
        times: [Vec::new(), Vec::new()],
        problem: None,
    };
    let mut battle = match Battle::new(fixture.setup.clone(), seed) {
        Ok(b) => b,
        Err(e) => {
            game.problem = Some(e.to_string());
            return game;
        }
    };
    let mut seats = seats(
        players.map(|p| p.level),
        players.map(|p| p.temperament),
        seed,
    );
    let mut times = [Vec::new(), Vec::new()];
    let result = play_until(&mut battle, &mut seats, GAME_LIMIT, ended, |p| {
        let who = usize::from(p.side != a_side);
        times[who].push(p.took);
    });
    game.times = times;
    game.commands = battle.log().len();
    let swaps = battle
        .log()
        .iter()
        .flat_map(|e| &e.events)
        .filter(|e| matches!(e, Event::TableSidesSwapped { .. }))
        .count();
    if swaps % 2 == 1 {
        game.a_part = crate::battle::model::side::other(a_side);
    }
    if let Err(e) = result {
        game.problem = Some(e.to_string());
        return game;
    }
    let s = battle.state();
    let (a_vp, b_vp) = (
        s.vp()[a_side.index()] as i64,
        s.vp()[crate::battle::model::side::other(a_side).index()] as i64,
    );
    game.vp_margin = a_vp - b_vp;
    game.a_score = Some(s.score_of(a_side));
    game
}

/// The 95% Wilson score interval of `wins` out of `n` (z = 1.96).
pub fn wilson(wins: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, z) = (n as f64, 1.96f64);
    let p = wins / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let d = 1.0 + z * z / n;
    (
        ((centre - spread) / d).max(0.0),
        ((centre + spread) / d).min(1.0),
    )
}

/// One player's figures over a tournament.
#[derive(Debug, Clone)]
pub struct Standing {
    pub player: Player,
    pub wins: usize,
    pub draws: usize,
    pub games: usize,
    /// The share of wins (a draw a half) and its 95% Wilson interval.
    pub score: f64,
    pub interval: (f64, f64),
    /// Its victory points less the opponent's, on average.
    pub mean_vp_margin: f64,
    pub median_decision: Duration,
    pub worst_decision: Duration,
}

/// The two players' figures (a first), over the games that were played to their end.
pub fn standings(a: Player, b: Player, games: &[Game]) -> [Standing; 2] {
    let done: Vec<&Game> = games.iter().filter(|g| g.a_score.is_some()).collect();
    let n = done.len();
    let figures = |player: Player, who: usize| {
        let score_of = |g: &Game| {
            let s = g.a_score.unwrap_or(0.5);
            if who == 0 { s } else { 1.0 - s }
        };
        let wins = done.iter().filter(|g| score_of(g) == 1.0).count();
        let draws = done.iter().filter(|g| score_of(g) == 0.5).count();
        let score: f64 = done.iter().map(|g| score_of(g)).sum();
        let margin: f64 = done
            .iter()
            .map(|g| if who == 0 { g.vp_margin } else { -g.vp_margin } as f64)
            .sum::<f64>()
            / n.max(1) as f64;
        let mut times: Vec<Duration> = games
            .iter()
            .flat_map(|g| g.times[who].iter().copied())
            .collect();
        times.sort();
        Standing {
            player,
            wins,
            draws,
            games: n,
            score: score / n.max(1) as f64,
            interval: wilson(score, n),
            mean_vp_margin: margin,
            median_decision: times.get(times.len() / 2).copied().unwrap_or_default(),
            worst_decision: times.last().copied().unwrap_or_default(),
        }
    };
    [figures(a, 0), figures(b, 1)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_the_textbook_figures() {
        // 90 of 100: the 95% Wilson interval is about 0.826 to 0.945.
        let (lo, hi) = wilson(90.0, 100);
        assert!(
            (lo - 0.8256).abs() < 1e-3 && (hi - 0.9448).abs() < 1e-3,
            "{lo} {hi}"
        );
        // 0 of 10 still gives an upper bound above zero.
        let (lo, hi) = wilson(0.0, 10);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-3, "{hi}");
    }
}
