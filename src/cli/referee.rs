//! `kensei battle replay --referee SAVE`: the referee (`crate::referee`) run over a saved
//! battle. Prints the first breach of the book, with its entry, event and book lines and how
//! many there are in all (exit 1), or that the battle is clean (exit 0).

use std::process::ExitCode;

use crate::battle::Battle;
use crate::i18n::{Language, text};
use crate::referee::referee;

/// Runs the referee over `battle` and prints its verdict in English.
pub fn report(battle: &Battle) -> ExitCode {
    let breaches = referee(battle);
    let Some(first) = breaches.first() else {
        println!(
            "referee: {}",
            text(
                Language::English,
                "referee-clean",
                &[("entries", battle.log().len().into())]
            )
        );
        return ExitCode::SUCCESS;
    };
    println!(
        "referee: {} ({}; {} in all)",
        first.words(Language::English),
        first.invariant.name(),
        breaches.len()
    );
    ExitCode::from(1)
}
