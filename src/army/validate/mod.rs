//! Whether an army list is legal, and its derived figures (L1100-1145, L385-430,
//! R-ARMY-1..3, R-DECK-1).
//!
//! [`validate`] never fails: every problem becomes a [`Problem`] with a stable code, the unit
//! it concerns, the list field (a JSON path such as `units[2].models`) and the book line, so
//! the command line and the window's builder show the same verdict.
//!
//! The checks, in the order they report:
//! - here: the list's faction, battle size and commander level;
//! - `mode.rs`: the rules of the list's extra game mode (raid, total war), the raid's battle
//!   size in place of the book's;
//! - `units.rs`: each unit's id, profile, size, unit leader (`leader.rs`, also the builder's
//!   leader picker) and support troops, then the one-of-a-kind profiles taken twice;
//! - `general.rs`: the general;
//! - `spiritual.rs`: the spiritual troops;
//! - `points.rs`: the points per troop type against the caps, the total against the battle
//!   size (a raid's against its 150 points).
//!
//! `problem.rs` and `detail.rs` say what a problem is; `report.rs` holds the verdict.

mod detail;
mod general;
mod leader;
mod mode;
mod points;
mod problem;
mod report;
mod spiritual;
mod units;

pub use detail::ProblemDetail;
pub use leader::{eligible_leaders, unit_leader_problems};
pub use problem::{Problem, ProblemCode, Severity};
pub use report::{Report, TypePoints, UnitSummary, commander_points, hand_size};

use crate::army::faction::{Faction, Profile};
use crate::army::list::{ArmyList, Mode};

/// Smallest and largest battle size in points (L1112).
pub const BATTLE_SIZE_RANGE: (u32, u32) = (200, 1000);

/// The problems found so far, in the order the checks found them.
#[derive(Default)]
struct Found(Vec<Problem>);

impl Found {
    /// Records `detail`, about the unit `unit` when it concerns one, at the list field `field`.
    fn push(&mut self, detail: ProblemDetail, unit: Option<&str>, field: String) {
        let code = detail.code();
        self.0.push(Problem {
            code,
            severity: code.severity(),
            unit: unit.map(str::to_string),
            field,
            book_line: code.book_line(),
            ruling: code.ruling(),
            page: code.page(),
            detail,
        });
    }

    /// The codes of the problems found.
    fn codes(&self) -> Vec<ProblemCode> {
        self.0.iter().map(|p| p.code).collect()
    }
}

/// The profile of `faction` with id `id`.
fn profile<'a>(faction: &'a Faction, id: &str) -> Option<&'a Profile> {
    faction.profiles.iter().find(|p| p.id == id)
}

/// Checks `list` against every list rule of `faction`.
pub fn validate(list: &ArmyList, faction: &Faction) -> Report {
    let mut found = Found::default();
    if list.faction != faction.id {
        found.push(
            ProblemDetail::FactionMismatch {
                list_faction: list.faction.clone(),
                faction: faction.id.clone(),
            },
            None,
            "faction".into(),
        );
    }
    let (lo, hi) = BATTLE_SIZE_RANGE;
    // A raid has a battle size of its own (R-RAID-1, `mode.rs`).
    if list.mode != Mode::Raid && !(lo..=hi).contains(&list.battle_size) {
        found.push(
            ProblemDetail::BattleSizeOutOfRange {
                battle_size: list.battle_size,
                smallest: lo,
                largest: hi,
            },
            None,
            "battle_size".into(),
        );
    }
    let commander = match commander_points(list.commander_level) {
        Some(p) => p,
        None => {
            found.push(
                ProblemDetail::CommanderLevelInvalid {
                    level: list.commander_level,
                },
                None,
                "commander_level".into(),
            );
            0
        }
    };

    mode::check_mode(list, faction, &mut found);
    let units = units::check_units(list, faction, &mut found);
    general::check_general(list, faction, &mut found);
    if !units.spirituals.is_empty() {
        spiritual::check_spirituals(list, &units.spirituals, &mut found);
    }
    let points_by_type = points::check_type_caps(list, faction, &units.by_type, &mut found);
    let (total_points, points_left) =
        points::check_total(list, &units.summaries, commander, &mut found);
    if units.troops == 0 && !list.units.is_empty() {
        found.push(ProblemDetail::NoTroops, None, "units".into());
    }
    let summaries = units.summaries;
    let problems = found.0;
    let models = summaries.iter().map(|s| s.total_models).sum();
    let legal = !problems.iter().any(|p| p.severity == Severity::Error);
    Report {
        legal,
        battle_size: list.battle_size,
        total_points,
        commander_points: commander,
        points_left,
        hand_size: hand_size(list.battle_size),
        models,
        units: summaries,
        points_by_type,
        problems,
    }
}
