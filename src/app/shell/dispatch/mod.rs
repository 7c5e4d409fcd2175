//! The frame's one dispatch: it applies the intents the panels, shortcuts and menus sent during
//! the frame, then the window's answers for the players (`answers.rs`) and the computer's play
//! (`computer.rs`), each an intent too. It alone hands battle commands to the workspace, so it
//! alone groups them in the undo history (a player's command and the answers and computer
//! commands after it are one undo step), and it alone puts on the status line what came of
//! each (the [`Outcome`] its parts return).
//! `files.rs`: opening, saving, the unsaved-work question's answers and the autosave;
//! `table.rs`: the table's edits; `list.rs`: the list builder's; `factions.rs`: the faction
//! editor's saves, shares and imports; `start.rs`: a battle begun from the start page or the
//! new-battle form.

mod factions;
mod files;
mod list;
mod start;
mod table;

use super::KenseiApp;
use crate::app::canvas::Selection;
use crate::app::canvas::edit::ModelPose;
use crate::app::i18n::Key;
use crate::app::intent::Intent;
use crate::app::settings::SidePanel;
use crate::app::status::{Fig, Outcome, Said};
use crate::battle::model::names::Names;
use crate::battle::policy::deploy_in_formation::deploy_unit_near;
use crate::battle::policy::general::Decision;
use crate::battle::{BattleState, Command, Rejection};
use crate::table::model::UnitNote;
use std::rc::Rc;

/// At most this many answers for the players in one frame (a guard: a battle never needs
/// that many in a row).
const ANSWERS_PER_FRAME: usize = 64;

/// At most this many commands for the rest of the setup (terrain, orders and every model).
const SETUP_COMMANDS: usize = 1000;

/// The most models one drop puts down (a unit is far smaller; this only bounds the loop).
const MODELS_PER_DROP: usize = 64;

/// How a battle command stands in the undo history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// An undo step of its own.
    New,
    /// Part of the last battle step.
    Joins,
}

impl KenseiApp {
    /// Sends `intent` to the frame's dispatch, which applies it at the frame's end.
    pub fn send(&mut self, intent: Intent) {
        self.intents.send(intent);
    }

    /// Applies the intents sent during the frame, in order, then answers for the players and
    /// lets the computer play. A frame that changed something asks for the next one, which
    /// draws it.
    pub(super) fn dispatch(&mut self, ctx: &egui::Context) {
        let sent = self.intents.take();
        if !sent.is_empty() {
            ctx.request_repaint();
        }
        for intent in sent {
            self.apply(intent);
        }
        if self.leave.take_close() {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        self.answer_for_players();
        let state = self
            .workspace
            .battle
            .as_ref()
            .map(|b| b.value.shared_state());
        self.tracker.hint.forget_unless_for(state.as_ref());
        // Not while the battle is out of sight or a question is asked over it.
        let held = self.start_page_shown()
            || self.leave.pending.is_some()
            || self.pending_restore.is_some();
        let pause = self.computer_pause_secs;
        if let Some(intent) = self
            .computer
            .play(ctx, &self.workspace, &self.settings, pause, held)
        {
            self.apply(intent);
        }
    }

    /// The computer cannot play on `state`: it stops there, and the status bar says so, with
    /// `why` when it is known (the engine's refusal, the system's message).
    fn computer_stops(&mut self, state: Rc<BattleState>, why: Option<Said>) {
        self.computer.stop_on(state);
        let stopped = Said::key(Key::ComputerStopped);
        match why {
            Some(why) => self.set_error(Said::Join(vec![stopped, why])),
            None => self.set_error(stopped),
        }
    }

    /// Applies `intent` now; whether the window did what it asked (a battle command taken, an
    /// edit undone).
    pub fn apply(&mut self, intent: Intent) -> bool {
        match intent {
            Intent::Command(command) => self.player_command(command),
            Intent::Answer(command) => match self.play(command, Step::Joins) {
                Ok(()) => true,
                Err(r) => {
                    self.set_error(Said::Rejection(r));
                    false
                }
            },
            Intent::Computer { decision, on } => self.computer_plays(decision, on),
            Intent::ComputerStopped { on, why } => {
                self.computer_stops(on, why);
                false
            }
            Intent::DragMove(poses) => self.drag_move(&poses),
            Intent::DeployUnit { unit, at } => self.deploy_unit(&unit, at),
            Intent::FinishSetup => self.finish_setup(),
            Intent::UnitNote { unit, note } => self.unit_note(&unit, note),
            Intent::Leave { leave, save } => self.leave_answered(leave, save),
            Intent::ShowStartPage => {
                self.start.shown = true;
                true
            }
            Intent::NewList => {
                self.builder.show_new_form();
                self.go_to_panel(SidePanel::Builder);
                true
            }
            Intent::CreateList(new) => self.request_new_list(new),
            Intent::EditList { edit, faction } => {
                let lang = self.lang();
                let outcome = list::edit_list(&mut self.workspace, lang, &edit, &faction);
                self.settle(outcome)
            }
            Intent::SaveDocument(kind) => self.save_document(kind, None),
            Intent::WriteRoster { path, html } => self.settle(list::write_roster(&path, &html)),
            Intent::OpenRoster(path) => self.settle(list::open_roster(&path)),
            Intent::TableEdit(edit) => {
                let outcome = table::apply_table_edit(&mut self.workspace, &edit);
                self.settle(outcome)
            }
            Intent::SaveFaction(faction) => {
                let outcome = factions::save_faction(&mut self.factions, &faction);
                self.settle(outcome)
            }
            Intent::ShareFaction { faction, path } => {
                self.settle(factions::share_faction(&faction, &path))
            }
            Intent::ImportFaction { faction, keep_both } => {
                let (outcome, taken_in) =
                    factions::import_faction(&mut self.factions, *faction, keep_both);
                if let Some(faction) = taken_in {
                    self.faction_editor.open_faction(faction);
                    self.settings.panel = SidePanel::Factions;
                }
                self.settle(outcome)
            }
            Intent::NewTable => {
                self.new_table();
                true
            }
            Intent::OpenDialog => {
                self.show_open();
                true
            }
            Intent::Open(path) => {
                let opened = self.request_open(&path);
                if opened {
                    self.menu.done_with(&path);
                }
                opened
            }
            Intent::Save(path) => {
                let saved = self.save_active(path.as_deref());
                if saved && let Some(p) = &path {
                    self.menu.done_with(p);
                }
                saved
            }
            Intent::SaveAsDialog => {
                self.show_save_as();
                true
            }
            Intent::Settings(settings) => {
                self.settings = *settings;
                true
            }
            Intent::RotateSelection(degrees) => {
                let outcome = table::rotate_selection(&mut self.workspace, &self.canvas, degrees);
                self.settle(outcome)
            }
            Intent::DeleteSelection => {
                let outcome = table::delete_selection(&mut self.workspace, &mut self.canvas);
                self.settle(outcome)
            }
            Intent::Select(selection) => {
                self.canvas.selection = selection;
                true
            }
            Intent::PutDown {
                side,
                units,
                notes,
                models,
                left_out,
            } => {
                let army = table::PutDown {
                    side,
                    units,
                    notes: &notes,
                    models,
                    left_out: &left_out,
                };
                let lang = self.lang();
                let outcome = table::put_down(&mut self.workspace, &mut self.canvas, lang, army);
                self.settle(outcome)
            }
            Intent::PlaceUnit { template, note } => {
                let outcome =
                    table::take_place_tool(&mut self.workspace, &mut self.canvas, template, note);
                self.settle(outcome)
            }
            Intent::GoToPanel(panel) => {
                self.go_to_panel(panel);
                true
            }
            Intent::OpenFromStart { path, panel } => self.open_from_start(&path, panel),
            Intent::PlayChosenBattle => self.play_chosen_battle(),
            Intent::StartBattle => self.start_battle_of_the_form(),
            Intent::Error(said) => {
                self.set_error(said);
                false
            }
            Intent::Info(said) => {
                self.set_info(said);
                true
            }
            Intent::RestoreAutosave => {
                self.restore_autosave();
                true
            }
            Intent::DiscardAutosave => {
                self.discard_autosave();
                true
            }
            Intent::Undo => self.undo_or_redo(true),
            Intent::Redo => self.undo_or_redo(false),
        }
    }

    /// Puts on the status bar what `outcome` says; whether it was done.
    fn settle(&mut self, outcome: Outcome) -> bool {
        if let Some(status) = outcome.status {
            self.status = Some(status);
        }
        outcome.done
    }

    /// Opens the side panel `panel` and leaves the start page.
    fn go_to_panel(&mut self, panel: SidePanel) {
        self.settings.panel = panel;
        self.start.shown = false;
        self.start.left = true;
    }

    /// Opens `path` chosen on the start page; once opened, leaves the page (for `panel` when
    /// given).
    fn open_from_start(&mut self, path: &std::path::Path, panel: Option<SidePanel>) -> bool {
        let opened = self.request_open(path);
        if opened {
            match panel {
                Some(panel) => self.go_to_panel(panel),
                None => self.start.shown = false,
            }
        }
        opened
    }

    /// Starts the battle chosen on the start page: its scenario, then a list for each side.
    /// Over a battle with unsaved changes, asks first (Save, Discard or Cancel).
    fn play_chosen_battle(&mut self) -> bool {
        if self.workspace.battle.as_ref().is_some_and(|b| b.dirty) {
            self.leave.ask(crate::app::leave::Leave::StartBattle);
            return false;
        }
        self.start_chosen_battle()
    }

    /// Starts a battle on the open table with the new-battle form's two rosters, their
    /// factions among the window's known ones.
    fn start_battle_of_the_form(&mut self) -> bool {
        let lang = self.lang();
        let outcome = start::start_battle(
            &mut self.workspace,
            &self.tracker,
            self.factions.known(),
            lang,
        );
        self.settle(outcome)
    }

    /// Starts the chosen battle without asking (the question was answered).
    fn start_chosen_battle(&mut self) -> bool {
        let Some(chosen) = start::chosen_battle(&mut self.start, &self.settings.recent) else {
            self.set_error(Key::StartNothingShipped);
            return false;
        };
        self.workspace.battle = None;
        if !self.open_path(&chosen.scenario) {
            return false;
        }
        self.tracker.side_paths = chosen.side_paths;
        self.tracker.points = chosen.points;
        if !self.start_battle_of_the_form() {
            return false;
        }
        self.go_to_panel(SidePanel::Tracker);
        self.canvas.fit_view();
        true
    }

    /// Executes `command` in the open battle, as part of the last battle step or as one of its
    /// own: the one place the window hands the battle a command.
    fn play(&mut self, command: Command, step: Step) -> Result<(), Rejection> {
        match step {
            Step::New => self.workspace.battle_command(command),
            Step::Joins => self.workspace.battle_follow_up(command),
        }
    }

    /// A player's command: the status line names it, or the rule that refuses it.
    fn player_command(&mut self, command: Command) -> bool {
        match self.play(command.clone(), Step::New) {
            Ok(()) => {
                self.set_info(Said::Command(command));
                true
            }
            Err(r) => {
                self.set_error(Said::Rejection(r));
                false
            }
        }
    }

    /// Executes `command` in the open battle, as a click on it in the tracker would.
    pub fn battle_command(&mut self, command: Command) -> bool {
        self.apply(Intent::Command(command))
    }

    /// Sends the move a drag on the battle's canvas gives, as releasing the models would.
    pub fn battle_drag(&mut self, poses: &[ModelPose]) -> bool {
        self.apply(Intent::DragMove(poses.to_vec()))
    }

    /// Puts `unit` down at table point `at`, as a drop from the deployment list would.
    pub fn deploy_unit_at(&mut self, unit: &str, at: [f64; 2]) -> bool {
        self.apply(Intent::DeployUnit {
            unit: unit.to_string(),
            at,
        })
    }

    /// Takes back the last edit of any open document.
    pub fn undo(&mut self) -> bool {
        self.apply(Intent::Undo)
    }

    /// Makes again the last undone edit.
    pub fn redo(&mut self) -> bool {
        self.apply(Intent::Redo)
    }

    /// Plays the rest of the setup (see `answers.rs`), as its button would.
    pub fn finish_setup_for_me(&mut self) -> bool {
        self.apply(Intent::FinishSetup)
    }

    /// The move a drag of `poses` gives, sent as the player's command.
    fn drag_move(&mut self, poses: &[ModelPose]) -> bool {
        let Some(b) = self.workspace.battle.as_ref() else {
            return false;
        };
        match crate::app::battle_drag::drag_command(b.value.state(), poses, self.tracker.run_drag) {
            Ok(c) => self.player_command(c),
            Err(k) => {
                self.set_error(k);
                false
            }
        }
    }

    /// Puts `unit` down at table point `at`: as many of its models as the step lets its side
    /// place now, one undo step. Says why when the engine refuses the first.
    fn deploy_unit(&mut self, unit: &str, at: [f64; 2]) -> bool {
        let mut placed = 0;
        for _ in 0..MODELS_PER_DROP {
            let Some(b) = &self.workspace.battle else {
                break;
            };
            let state = b.value.state();
            let step_two = !state.first_models_down();
            let Some(command) = deploy_unit_near(state, unit, (at[0], at[1])) else {
                break;
            };
            let step = if placed == 0 { Step::New } else { Step::Joins };
            if let Err(r) = self.play(command, step) {
                if placed == 0 {
                    self.set_error(Said::Rejection(r));
                }
                break;
            }
            placed += 1;
            // Step 2 places one model of the unit, then the other side goes (L211).
            if step_two {
                break;
            }
        }
        if placed > 0 {
            self.tracker.deploy.placed();
            self.canvas.selection = Selection::Unit(unit.to_string());
            let name = self.battle_names().unit(unit);
            self.set_info(Said::with(
                Key::DeployedUnit,
                &[("unit", &name), ("models", &placed)],
            ));
        }
        placed > 0
    }

    /// Says "no offering", lets a declared move pass or takes the nearest casualties for each
    /// side that is not to be asked, and answers the questions with one sensible answer,
    /// while the battle waits for it (`answers.rs`); keeps why for the log.
    fn answer_for_players(&mut self) {
        for _ in 0..ANSWERS_PER_FRAME {
            let Some(b) = &self.workspace.battle else {
                return;
            };
            // Whether an offering could change a roll is tried offering by offering: asked
            // once for each state the battle waits in, not each frame.
            let state = b.value.shared_state();
            if self
                .unanswered
                .as_ref()
                .is_some_and(|(s, settings)| Rc::ptr_eq(s, &state) && *settings == self.settings)
            {
                return;
            }
            let Some(answer) = crate::app::answers::player_answer(&state, &self.settings) else {
                self.unanswered = Some((state, self.settings.clone()));
                return;
            };
            if !self.apply(Intent::Answer(answer.command)) {
                return;
            }
            if let Some(why) = answer.why {
                self.workspace.note_answer(why);
            }
        }
    }

    /// Plays the rest of the setup with the engine's first legal command at each step (the
    /// computer's own choice for a side it plays): one undo step.
    fn finish_setup(&mut self) -> bool {
        let mut step = Step::New;
        for _ in 0..SETUP_COMMANDS {
            let Some(b) = &self.workspace.battle else {
                return false;
            };
            let state = b.value.state();
            if state.phase() != crate::battle::Phase::Setup {
                break;
            }
            // A side the computer plays is set up by the computer, its reasons kept.
            let (command, decision) = if self.computer_to_play().is_some() {
                let Some(decision) = self
                    .computer
                    .setup_decision(&self.workspace, &self.settings)
                else {
                    break;
                };
                (decision.command.clone(), Some(decision))
            } else {
                let Some(command) = crate::app::answers::setup_pick(state) else {
                    break;
                };
                (command, None)
            };
            if let Err(r) = self.play(command, step) {
                self.set_error(Said::Rejection(r));
                return false;
            }
            if let Some(decision) = decision {
                self.workspace.note_reason(decision);
            }
            step = Step::Joins;
        }
        self.set_info(Key::SetupFinished);
        // A zone too small for every unit's ranks: said, not hidden (R-FORM-1, L206-214).
        let unformed = self.workspace.battle.as_ref().map_or_else(Vec::new, |b| {
            crate::battle::policy::deploy_in_formation::unformed_units(b.value.state())
        });
        if !unformed.is_empty() {
            let names = self.battle_names();
            let units: Vec<String> = unformed.iter().map(|u| names.unit(u)).collect();
            self.set_error(Said::with(
                Key::SetupNoRoom,
                &[("count", &units.len()), ("units", &units.join(", "))],
            ));
        }
        true
    }

    /// Executes the computer's decision (made on `on`) as part of the last battle step, then
    /// the window's answers for the players that follow it; a refusal stops the computer there.
    fn computer_plays(&mut self, decision: Decision, on: Rc<BattleState>) -> bool {
        let command = decision.command.clone();
        match self.workspace.computer_command(decision) {
            Ok(_) => {
                self.set_info(Said::Key(
                    Key::ComputerPlayed,
                    vec![("command", Fig::Said(Box::new(Said::Command(command))))],
                ));
                self.answer_for_players();
                true
            }
            Err(r) => {
                self.computer_stops(on, Some(Said::Rejection(r)));
                false
            }
        }
    }

    /// Sets the profile noted for `unit` on the open table, or removes it.
    fn unit_note(&mut self, unit: &str, note: Option<UnitNote>) -> bool {
        let label = Said::with(Key::EditUnitProfile, &[("unit", &unit)]);
        self.workspace.edit_table(label, |t| match note {
            Some(note) => match t.units.iter_mut().find(|u| u.id == unit) {
                Some(u) => *u = note,
                None => t.units.push(note),
            },
            None => t.units.retain(|u| u.id != unit),
        })
    }

    /// Undo (`back`) or redo, the status line saying what it took back or made again.
    fn undo_or_redo(&mut self, back: bool) -> bool {
        let (label, done, nothing) = if back {
            (self.workspace.undo(), Key::UndoWhat, Key::NothingToUndo)
        } else {
            (self.workspace.redo(), Key::RedoWhat, Key::NothingToRedo)
        };
        match label {
            Some(label) => {
                self.set_info(Said::Key(done, vec![("edit", Fig::Said(Box::new(label)))]));
                true
            }
            None => {
                self.set_info(nothing);
                false
            }
        }
    }
}
