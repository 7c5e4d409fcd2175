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
    /// dice as chance (sampled by its own generator), within a time budget.
    Hard,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::First, Level::Easy, Level::Normal, Level::Hard];

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
        0.5 + self.aggression.clamp(0.0, 1.0)
    }

    /// The factor on own losses and threats (0.5 to 1.5).
    pub fn loss_weight(&self) -> f64 {
        0.5 + self.caution.clamp(0.0, 1.0)
    }
}
