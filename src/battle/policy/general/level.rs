//! Who plays a side and how: the first-legal player or the computer general at one of its
//! levels, and the general's temperament (how much it seeks a fight, how much it fears
//! losses). Plain values, read from the command line and the window's setup.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Who plays a side (`kensei battle play --side0 PLAYER`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// The first legal command each time (the smoke test's player).
    #[default]
    First,
    /// A short priority list: fight when engaged, charge what it likely reaches, shoot, close
    /// in; ties broken by its own die.
    Easy,
    /// The best single decision by value, from the exact odds and the table.
    Normal,
    /// Normal's best few decisions, each looked at through the opponent's best answer with the
    /// dice as chance (sampled by its own generator), within a time budget; on the strategy
    /// roll, each offering weighed through the enemy's best answer ([`super::strategy_roll`]).
    Hard,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::First, Level::Easy, Level::Normal, Level::Hard];

    /// Whether its general weighs by value, and so has a temperament: normal and hard (easy
    /// keeps to its habits, first to the first command).
    pub fn has_temperament(self) -> bool {
        matches!(self, Level::Normal | Level::Hard)
    }

    /// Its name on the command line and in files.
    pub fn name(self) -> &'static str {
        match self {
            Level::First => "first",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of the levels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown player `{}`: use first, easy, normal or hard",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// The general's temperament, each weight from 0 to 1 (0.5 is the even-tempered default).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Temperament {
    /// How much it values the harm it does: at 1 it counts enemy losses half again, at 0 half.
    pub aggression: f64,
    /// How much it fears its own losses and the enemy's threats, the same way.
    pub caution: f64,
}

impl Default for Temperament {
    fn default() -> Self {
        Temperament {
            aggression: 0.5,
            caution: 0.5,
        }
    }
}

impl Temperament {
    /// The factor on the harm done to the enemy (0.5 to 1.5).
    pub fn harm_weight(&self) -> f64 {
        0.5 + within_nought_and_one(self.aggression)
    }

    /// The factor on own losses and threats (0.5 to 1.5).
    pub fn loss_weight(&self) -> f64 {
        0.5 + within_nought_and_one(self.caution)
    }

    /// Whether it is the even-tempered default.
    pub fn is_even(&self) -> bool {
        *self == Temperament::default()
    }
}

impl fmt::Display for Temperament {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "aggression {:.2}, caution {:.2}",
            self.aggression, self.caution
        )
    }
}

/// A weight brought within 0 to 1; one that is not a number (a settings file edited by hand)
/// counts as the even 0.5.
fn within_nought_and_one(w: f64) -> f64 {
    if w.is_nan() { 0.5 } else { w.clamp(0.0, 1.0) }
}

/// One of the temperament's weights as the command line gives it: a number from 0 to 1.
pub fn parse_weight(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(w) if (0.0..=1.0).contains(&w) => Ok(w),
        _ => Err(format!("`{s}` is not a number from 0 to 1")),
    }
}

/// A side's computer player as it is set up: its level and its temperament.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Player {
    pub level: Level,
    pub temperament: Temperament,
}

impl fmt::Display for Player {
    /// Its level, with its temperament when it has one and that is not the default: `hard
    /// (aggression 0.80, caution 0.20)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.temperament.is_even() || !self.level.has_temperament() {
            write!(f, "{}", self.level)
        } else {
            write!(f, "{} ({})", self.level, self.temperament)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_weight_outside_nought_to_one_or_not_a_number_is_refused_by_name() {
        assert_eq!(parse_weight("0.7"), Ok(0.7));
        assert_eq!(parse_weight(" 1 "), Ok(1.0));
        for bad in ["1.5", "-0.1", "NaN", "inf", "bold"] {
            let e = parse_weight(bad).unwrap_err();
            assert!(e.contains(bad) && e.contains("0 to 1"), "{e}");
        }
    }

    #[test]
    fn a_weight_out_of_range_or_not_a_number_weighs_as_its_nearest_sound_value() {
        let t = |aggression, caution| Temperament {
            aggression,
            caution,
        };
        assert_eq!(t(0.25, 0.75).harm_weight(), 0.75);
        assert_eq!(t(0.25, 0.75).loss_weight(), 1.25);
        assert_eq!(t(3.0, -1.0).harm_weight(), 1.5);
        assert_eq!(t(3.0, -1.0).loss_weight(), 0.5);
        assert_eq!(t(f64::NAN, f64::NAN).harm_weight(), 1.0);
        assert_eq!(t(f64::NAN, f64::NAN).loss_weight(), 1.0);
    }

    #[test]
    fn a_player_names_its_temperament_only_when_it_is_not_the_default() {
        let mut p = Player {
            level: Level::Hard,
            temperament: Temperament::default(),
        };
        assert_eq!(p.to_string(), "hard");
        p.temperament.aggression = 0.8;
        p.temperament.caution = 0.2;
        assert_eq!(p.to_string(), "hard (aggression 0.80, caution 0.20)");
        p.level = Level::Easy;
        assert_eq!(p.to_string(), "easy", "easy keeps to its habits");
    }
}
