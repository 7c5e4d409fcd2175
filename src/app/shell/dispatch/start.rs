//! The dispatch's start of a battle: the battle chosen on the start page (its scenario, a list
//! for each side and the battle's size) and a battle started on the open table with the
//! new-battle form's two rosters, the outcome saying so.

use crate::app::bundled;
use crate::app::i18n::{Key, Lang};
use crate::app::panels::tracker::TrackerState;
use crate::app::start_page::{StartPage, path_text};
use crate::app::status::{Outcome, Said};
use crate::app::workspace::{Loaded, Workspace};
use std::path::PathBuf;

/// A battle the start page chose: its scenario's file, each side's list (as the new-battle
/// form holds them) and the battle's size.
pub struct Chosen {
    pub scenario: PathBuf,
    pub side_paths: [String; 2],
    pub points: u32,
}

/// The battle chosen on the start page; `None` when nothing shipped is there to choose.
pub fn chosen_battle(start: &mut StartPage, recent: &[PathBuf]) -> Option<Chosen> {
    let scenarios = bundled::scenarios();
    let lists = start.list_choices(recent);
    let scenario = scenarios.get(start.scenario)?;
    let (a, b) = (lists.get(start.lists[0])?, lists.get(start.lists[1])?);
    Some(Chosen {
        scenario: scenario.path.clone(),
        side_paths: [path_text(&a.path), path_text(&b.path)],
        // The battle's size is the lists' own (L195).
        points: a.points.unwrap_or(400).max(b.points.unwrap_or(400)),
    })
}

/// Starts a battle on the open table with the two rosters of the new-battle form; the status
/// then names its scenario (and a refusal met before no longer shows in red).
pub fn start_battle(workspace: &mut Workspace, tracker: &TrackerState, lang: Lang) -> Outcome {
    let Some(table) = workspace.table.as_ref().map(|t| t.value.clone()) else {
        return Outcome::refused(Key::NeedTable);
    };
    let mut sides = Vec::new();
    for p in &tracker.side_paths {
        match crate::battle::setup::roster::load_side(&PathBuf::from(p.trim())) {
            Ok(s) => sides.push(s),
            Err(e) => return Outcome::refused(e),
        }
    }
    let paths: Vec<PathBuf> = tracker
        .side_paths
        .iter()
        .map(|p| PathBuf::from(p.trim()))
        .collect();
    if let Err(e) = crate::battle::setup::roster::check_modes(&paths, &sides) {
        return Outcome::refused(e);
    }
    let Ok([a, b]): Result<[_; 2], _> = sides.try_into() else {
        return Outcome::quiet(false);
    };
    // `new` tells apart the units both lists call by the same id (two lords: `0-lord`,
    // `1-lord`), as the command line does.
    let setup = crate::battle::BattleSetup::new(tracker.points, table, [a, b]);
    match crate::battle::Battle::new(setup, tracker.seed) {
        Ok(b) => {
            let mut loaded = Loaded::new(b, None);
            loaded.dirty = true;
            workspace.start_battle(loaded);
            Outcome::done(battle_started(workspace, lang))
        }
        Err(e) => Outcome::refused(Said::Open(e)),
    }
}

/// "Battle started: <scenario>", the open table's name in `lang`.
fn battle_started(workspace: &Workspace, lang: Lang) -> Said {
    let name = workspace
        .table
        .as_ref()
        .and_then(|t| match lang {
            Lang::Spanish => t.value.name_es.clone().or(t.value.name.clone()),
            Lang::English => t.value.name.clone(),
        })
        .unwrap_or_default();
    Said::with(Key::BattleStarted, &[("scenario", &name)])
}
