//! The referee: a battle's events read against the book's invariants, apart from the rules
//! that made them. It reads the battle's values only (its events, the states between them,
//! its setup) and measures with `table/`; it never asks the engine's rules what they would do,
//! so a rule that goes wrong cannot vouch for itself. Each breach is a [`Breach`]: the log
//! entry and event, the invariant with its figures, and the book's lines.
//!
//! The checks, one file each: `charges.rs` (a charge that reaches ends in contact and a fight,
//! L640, L644; an opportunity charge that catches ends in contact, L846-852; a charge's later
//! combats are fought as after a charge, R-CHG-2), `markers.rs` (markers and wounds stay while
//! their unit lives, L921), `weapons.rs` (melee weapons modify no shot, L1073-1083), `duel.rs`
//! (a duel is fought with the leaders' own numbers, L789), `casualties.rs` (no more casualties
//! than the wounds rolled, R-CAS-1), `bases.rs` (no base on another nor off the table, L531,
//! R-MOV-8), `victory.rs` (the victory points the scenario and missions give, L256),
//! `lists.rs` (the lists on the table, R-TW-2, L417) and `awaited.rs` (the battle awaits only
//! a question its state can answer).

mod awaited;
mod bases;
pub mod breach;
mod casualties;
mod charges;
mod duel;
mod lists;
mod markers;
mod victory;
mod walk;
mod weapons;

pub use breach::{Breach, DuelFigure, Invariant, Lacking, MarkerKind};

use crate::battle::engine::log::Battle;

/// Every breach of the book in `battle`, in the order the battle met them.
pub fn referee(battle: &Battle) -> Vec<Breach> {
    walk::walk(battle)
}

/// The first breach of the book in `battle`, none when it is clean.
pub fn first_breach(battle: &Battle) -> Option<Breach> {
    referee(battle).into_iter().next()
}
