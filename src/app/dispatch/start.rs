//! The dispatch's start of a job: the start page left for a panel, a new list, the battle
//! chosen on the start page started (asking first over an unsaved battle), the status line
//! saying so.

use crate::app::bundled;
use crate::app::i18n::{Key, Lang};
use crate::app::leave::Leave;
use crate::app::settings::SidePanel;
use crate::app::shell::KenseiApp;
use crate::app::status::Said;
use std::path::Path;

impl KenseiApp {
    /// Opens the side panel `panel` and leaves the start page.
    pub fn go_to_panel(&mut self, panel: SidePanel) {
        self.settings.panel = panel;
        self.start.shown = false;
        self.start.left = true;
    }

    /// File › New list: the list builder's new-list form, even over an open list.
    pub fn new_list(&mut self) {
        self.builder.show_new_form();
        self.go_to_panel(SidePanel::Builder);
    }

    /// Starts the battle chosen on the start page: its scenario, then a list for each side.
    /// Over a battle with unsaved changes, asks first (Save, Discard or Cancel).
    pub fn play_chosen_battle(&mut self) -> bool {
        if self.workspace.battle.as_ref().is_some_and(|b| b.dirty) {
            self.leave.ask(Leave::StartBattle);
            return false;
        }
        self.start_chosen_battle()
    }

    /// Starts the chosen battle without asking (the question was answered).
    pub(in crate::app) fn start_chosen_battle(&mut self) -> bool {
        let scenarios = bundled::scenarios();
        let lists = self.start.list_choices(&self.settings.recent);
        let Some(scenario) = scenarios.get(self.start.scenario) else {
            self.set_error(Key::StartNothingShipped);
            return false;
        };
        let (Some(a), Some(b)) = (
            lists.get(self.start.lists[0]),
            lists.get(self.start.lists[1]),
        ) else {
            self.set_error(Key::StartNothingShipped);
            return false;
        };
        self.workspace.battle = None;
        if !self.open_path(&scenario.path) {
            return false;
        }
        self.tracker.side_paths = [
            crate::app::start_page::path_text(&a.path),
            crate::app::start_page::path_text(&b.path),
        ];
        // The battle's size is the lists' own (L195).
        self.tracker.points = a.points.unwrap_or(400).max(b.points.unwrap_or(400));
        if !self.start_battle() {
            return false;
        }
        self.go_to_panel(SidePanel::Tracker);
        self.canvas.fit_view();
        true
    }

    /// Opens `path` chosen on the start page; once opened, leaves the page (for `panel` when
    /// given).
    pub(super) fn open_from_start(&mut self, path: &Path, panel: Option<SidePanel>) -> bool {
        let opened = self.request_open(path);
        if opened {
            match panel {
                Some(panel) => self.go_to_panel(panel),
                None => self.start.shown = false,
            }
        }
        opened
    }

    /// After a battle started from the form or the page, the status says so (and a refusal
    /// met before no longer shows in red).
    pub(in crate::app) fn say_battle_started(&mut self) {
        let name = self
            .workspace
            .table
            .as_ref()
            .and_then(|t| match self.lang() {
                Lang::Spanish => t.value.name_es.clone().or(t.value.name.clone()),
                Lang::English => t.value.name.clone(),
            })
            .unwrap_or_default();
        self.set_info(Said::with(Key::BattleStarted, &[("scenario", &name)]));
    }

    /// Starts a battle on the open table with the two rosters of the form.
    pub fn start_battle(&mut self) -> bool {
        let Some(table) = self.workspace.table.as_ref().map(|t| t.value.clone()) else {
            self.set_error(Key::NeedTable);
            return false;
        };
        let mut sides = Vec::new();
        for p in self.tracker.side_paths.clone() {
            match crate::battle::setup::roster::load_side(&std::path::PathBuf::from(p.trim())) {
                Ok(s) => sides.push(s),
                Err(e) => {
                    self.set_error(e);
                    return false;
                }
            }
        }
        let Ok([a, b]): Result<[_; 2], _> = sides.try_into() else {
            return false;
        };
        // `new` tells apart the units both lists call by the same id (two lords: `0-lord`,
        // `1-lord`), as the command line does.
        let setup = crate::battle::BattleSetup::new(self.tracker.points, table, [a, b]);
        match crate::battle::Battle::new(setup, self.tracker.seed) {
            Ok(b) => {
                let mut loaded = crate::app::workspace::Loaded::new(b, None);
                loaded.dirty = true;
                self.workspace.start_battle(loaded);
                self.say_battle_started();
                true
            }
            Err(e) => {
                self.set_error(Said::Open(e));
                false
            }
        }
    }
}
