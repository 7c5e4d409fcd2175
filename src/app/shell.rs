//! The window's state and its frame: menus, panels, shortcuts, dropped files, autosave.
//!
//! [`KenseiApp::show`] draws the whole window into a `Ui`, so eframe and the egui_kittest tests
//! drive exactly the same code.

mod dispatch;

use super::autosave;
use super::canvas::{Selection, TableCanvas};
use super::document::describe;
use super::i18n::{Key, Lang};
use super::intent::{Intent, Intents};
use super::panels::builder::BuilderPanel;
use super::panels::dice::DicePanel;
use super::panels::odds::OddsPanel;
use super::panels::tracker::TrackerState;
use super::settings::{Settings, SidePanel};
use super::status::{Said, Status};
use super::view::View;
use super::workspace::Workspace;
use egui::{KeyboardShortcut, Modifiers};
use std::path::{Path, PathBuf};

/// Where the window keeps its files and whether it may open native dialogs.
#[derive(Debug, Clone, Default)]
pub struct AppConfig {
    /// Folder of the autosave; `None` turns autosave off.
    pub data_dir: Option<PathBuf>,
    /// Use rfd's native open and save dialogs (off in tests, where they would block).
    pub native_dialogs: bool,
    /// Where files the program makes for the player go unless a path is typed (a printed
    /// roster): the player's Documents folder. `None` writes them beside the list.
    pub documents_dir: Option<PathBuf>,
}

/// The player's Documents folder, else the home folder; `None` when neither is known.
pub fn documents_dir() -> Option<PathBuf> {
    let home = PathBuf::from(std::env::var_os("HOME").or_else(|| std::env::var_os("USERPROFILE"))?);
    let docs = home.join("Documents");
    Some(if docs.is_dir() { docs } else { home })
}

/// The widest the document panel is made, points.
const DOCUMENT_PANEL_MAX: f32 = 360.0;

/// The document panel's width when the window opens, points: narrow, so the table keeps most
/// of the window (at 1400 points wide, well over half).
const DOCUMENT_PANEL_DEFAULT: f32 = 190.0;

/// The side panel's width beside a table when the window opens, points.
const SIDE_PANEL_DEFAULT: f32 = 300.0;

/// A folded panel's strip, points: wide enough for the button that shows it again.
const FOLDED_PANEL: f32 = 26.0;

/// The small button folding a panel away or showing it again: `glyph` drawn, `words` its hover
/// text and the name a screen reader (and a test) finds it by.
fn fold_button(ui: &mut egui::Ui, glyph: &str, words: &str) -> egui::Response {
    let r = ui.small_button(glyph);
    let words = words.to_string();
    r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &words));
    r.on_hover_text(words)
}

/// The side panel beside a table is at most this wide, so the table keeps most of the window;
/// long lines and buttons in it wrap instead of widening it.
const SIDE_PANEL_MAX: f32 = 520.0;

/// The view of the window's state a panel draws from, borrowing only the fields it reads, so a
/// panel field may be borrowed mutably beside it.
macro_rules! view {
    ($app:expr, $names:expr) => {
        View::new(
            &$app.settings,
            &$app.workspace,
            &$names,
            &$app.canvas.selection,
            &$app.computer,
            &$app.factions,
        )
    };
}

/// The whole window. Its parts are the window's own; what outside it (the tests) reads or
/// sets goes through the methods below, and what it does through [`KenseiApp::send`].
pub struct KenseiApp {
    settings: Settings,
    workspace: Workspace,
    config: AppConfig,
    status: Option<Status>,
    /// An autosave found at start, waiting for the player to restore or discard it.
    pending_restore: Option<autosave::Found>,
    /// The table canvas (view, selection, tool, overlays); its edits come back through
    /// [`KenseiApp::apply_table_edit`].
    canvas: TableCanvas,
    odds: OddsPanel,
    dice: DicePanel,
    builder: BuilderPanel,
    /// The faction editor, a panel of its own.
    faction_editor: super::panels::faction_editor::FactionEditor,
    tracker: TrackerState,
    /// The document panel, a panel of its own.
    document: super::summary::DocumentPanel,
    /// The unsaved-work question (closing, or opening over unsaved changes).
    leave: super::leave::LeaveState,
    /// The menu bar, its path fields and the windows it opens, a panel of its own.
    menu: super::menu::MenuBar,
    /// The start page's choices, and whether it is shown over an open table.
    start: super::start_page::StartPage,
    /// The computer's generals and where they are in their play.
    computer: super::computer::ComputerSeats,
    /// The factions known: the player's (the data folder's `factions/`) and the samples.
    factions: crate::army::store::Catalogue,
    /// Seconds the computer waits before each of its commands (the tests set 0).
    computer_pause_secs: f64,
    /// The battle state and settings the window last found nothing to answer on for the
    /// players (`answers.rs`): the question is not asked again each frame while they stand.
    unanswered: Option<(std::rc::Rc<crate::battle::BattleState>, Settings)>,
    /// The app's clock (seconds) at the last autosave, or when changes started.
    last_autosave: Option<f64>,
    /// The battle log's length at the last frame: when a command changes it, the side panel
    /// goes back to its top, where the next question is.
    seen_log_len: usize,
    /// The names of the open plain table ([`Self::battle_names`]).
    plain_names: super::plain_names::PlainTableNames,
    title: String,
    /// What the panels, shortcuts and menus asked for this frame, for the frame's dispatch.
    intents: Intents,
}

impl KenseiApp {
    /// A window with `settings`, offering back any autosave found in the data folder.
    pub fn new(settings: Settings, config: AppConfig) -> Self {
        let mut app = KenseiApp {
            settings,
            workspace: Workspace::default(),
            config,
            status: None,
            pending_restore: None,
            canvas: TableCanvas::new(),
            odds: OddsPanel::default(),
            dice: DicePanel::default(),
            builder: BuilderPanel::default(),
            faction_editor: Default::default(),
            tracker: TrackerState::default(),
            document: Default::default(),
            leave: Default::default(),
            menu: Default::default(),
            start: Default::default(),
            computer: Default::default(),
            factions: Default::default(),
            computer_pause_secs: super::computer::PAUSE_SECS,
            plain_names: Default::default(),
            unanswered: None,
            last_autosave: None,
            seen_log_len: 0,
            title: String::new(),
            intents: Intents::default(),
        };
        app.builder = BuilderPanel::new(app.config.documents_dir.clone());
        app.factions = crate::army::store::Catalogue::read(
            app.config
                .data_dir
                .as_deref()
                .map(crate::army::store::factions_dir_in),
        );
        // A faction file of the player's that cannot be read is said, not dropped silently.
        if let Some(e) = app.factions.player().unreadable.first() {
            app.set_error(Said::File(None, e.clone()));
        }
        // A faction left unsaved when the program last stopped opens again as it was typed.
        if let Some(draft) = app
            .factions
            .dir()
            .and_then(|d| crate::army::store::read_drafts(d).into_iter().next())
        {
            app.set_info(Said::with(
                Key::FactionDraftRestored,
                &[("faction", &draft.name)],
            ));
            app.faction_editor.set_kept(Some(draft.clone()));
            app.faction_editor.open_faction(draft);
        }
        if let Some(dir) = app.config.data_dir.clone() {
            match autosave::find(&dir) {
                Ok(found) => app.pending_restore = found,
                Err(e) => {
                    app.set_error(e);
                    autosave::remove(&dir);
                }
            }
        }
        app
    }

    /// What is loaded, with its undo history.
    pub fn workspace(&self) -> &Workspace {
        &self.workspace
    }

    /// What is loaded, to put a document in place as opening it would.
    pub fn workspace_mut(&mut self) -> &mut Workspace {
        &mut self.workspace
    }

    /// The remembered settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The remembered settings, to change as the settings window would.
    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }

    /// What the status bar says, unworded (`None` before anything was said).
    pub fn status(&self) -> &Option<Status> {
        &self.status
    }

    /// Puts `status` on the status bar.
    pub fn show_status(&mut self, status: Status) {
        self.status = Some(status);
    }

    /// The table canvas: its view, selection, tool and overlays.
    pub fn canvas(&self) -> &TableCanvas {
        &self.canvas
    }

    /// The table canvas, to set its view, selection, tool or overlays.
    pub fn canvas_mut(&mut self) -> &mut TableCanvas {
        &mut self.canvas
    }

    /// The battle tracker's choices (the new-battle form, the run switch, the picks).
    pub fn tracker(&self) -> &TrackerState {
        &self.tracker
    }

    /// The battle tracker's choices, to set as its form would.
    pub fn tracker_mut(&mut self) -> &mut TrackerState {
        &mut self.tracker
    }

    /// The odds panel.
    pub fn odds(&self) -> &OddsPanel {
        &self.odds
    }

    /// The odds panel, to set its fight and picks as its fields would.
    pub fn odds_mut(&mut self) -> &mut OddsPanel {
        &mut self.odds
    }

    /// The dice panel.
    pub fn dice(&self) -> &DicePanel {
        &self.dice
    }

    /// The dice panel, to seed it.
    pub fn dice_mut(&mut self) -> &mut DicePanel {
        &mut self.dice
    }

    /// The list builder.
    pub fn builder(&self) -> &BuilderPanel {
        &self.builder
    }

    /// The list builder, to set its picks as its fields would.
    pub fn builder_mut(&mut self) -> &mut BuilderPanel {
        &mut self.builder
    }

    /// The live report of the open list, once the builder found its faction.
    pub fn list_report(&self) -> Option<crate::army::Report> {
        let list = self.workspace.list.as_ref()?;
        Some(crate::army::validate(&list.value, self.builder.faction()?))
    }

    /// Applies `edit` to the open list as the builder sends it; whether it was made.
    pub fn edit_open_list(&mut self, edit: crate::army::list_edit::ListEdit) -> bool {
        let Some(faction) = self.builder.shared_faction() else {
            return false;
        };
        self.apply(Intent::EditList { edit, faction })
    }

    /// The faction editor.
    pub fn faction_editor(&self) -> &super::panels::faction_editor::FactionEditor {
        &self.faction_editor
    }

    /// The factions known: the player's and the samples.
    pub fn factions(&self) -> &crate::army::store::Catalogue {
        &self.factions
    }

    /// The unsaved-work question.
    pub fn leave(&self) -> &super::leave::LeaveState {
        &self.leave
    }

    /// The computer's generals.
    pub fn computer(&self) -> &super::computer::ComputerSeats {
        &self.computer
    }

    /// The casualty prompt's ticks.
    pub fn casualty_pick(&self) -> &super::casualty_pick::CasualtyPick {
        &self.tracker.casualty
    }

    /// Whether the start page takes the table's place this frame.
    pub fn start_page_shown(&self) -> bool {
        self.start.shown || (!self.start.left && self.workspace.is_empty())
    }

    /// The deployment list: the unit picked in it.
    pub fn deploy_by_hand(&self) -> &super::deploy_by_hand::DeployByHand {
        &self.tracker.deploy
    }

    /// Whether the open battle is still being set up (terrain, orders, deployment).
    pub fn battle_in_setup(&self) -> bool {
        self.workspace
            .battle
            .as_ref()
            .is_some_and(|b| b.value.state().phase() == crate::battle::Phase::Setup)
    }

    /// What the battle's canvas asks about a drag in progress in `state`, with the tracker's
    /// run switch as it is now.
    pub fn drag_judge(
        &self,
        state: std::rc::Rc<crate::battle::BattleState>,
    ) -> super::canvas::DragJudge {
        super::battle_drag::drag_judge(self.lang(), state, self.tracker.run_drag)
    }

    /// The hint shown for a player's side, once asked.
    pub fn hint(&self) -> Option<&super::hint::Hint> {
        self.tracker.hint.hint()
    }

    /// The side a player plays that the open battle waits for.
    pub fn player_to_play(&self) -> Option<crate::battle::model::side::Side> {
        super::view::player_to_play(&self.workspace, &self.settings)
    }

    /// Help > Rulings, to type in its search field.
    pub fn rulings_mut(&mut self) -> &mut super::rulings_window::RulingsWindow {
        &mut self.menu.rulings
    }

    /// The autosave found at start, while it waits to be restored or discarded.
    pub fn pending_restore(&self) -> &Option<autosave::Found> {
        &self.pending_restore
    }

    /// Sets the seconds the computer waits before each of its commands.
    pub fn set_computer_pause(&mut self, secs: f64) {
        self.computer_pause_secs = secs;
    }

    /// Whether a model, unit or terrain piece is selected on the canvas.
    pub fn has_selection(&self) -> bool {
        self.canvas.selection != Selection::None
    }

    /// The side the open battle waits for when the computer plays it, with its level.
    pub fn computer_to_play(
        &self,
    ) -> Option<(
        crate::battle::model::side::Side,
        crate::battle::policy::general::Level,
    )> {
        super::view::computer_to_play(&self.workspace, &self.settings)
    }

    /// Whether the computer is about to play (not stopped on the battle's state).
    pub fn computer_playing(&self) -> bool {
        super::view::computer_playing(&self.workspace, &self.settings, &self.computer)
    }

    /// Starts a battle on the open table with the new-battle form's two rosters, as its
    /// button would.
    pub fn start_battle(&mut self) -> bool {
        self.apply(Intent::StartBattle)
    }

    /// Turns the canvas's selection by `degrees` counter-clockwise, as its shortcut would.
    pub fn rotate_selection(&mut self, degrees: f64) -> bool {
        self.apply(Intent::RotateSelection(degrees))
    }

    /// The language of every string shown.
    pub fn lang(&self) -> Lang {
        self.settings.lang
    }

    /// `key` in the window's language.
    pub fn t(&self, key: Key) -> &'static str {
        self.settings.lang.t(key)
    }

    fn set_info(&mut self, said: impl Into<Said>) {
        self.status = Some(Status {
            said: said.into(),
            error: false,
        });
    }

    fn set_error(&mut self, said: impl Into<Said>) {
        self.status = Some(Status {
            said: said.into(),
            error: true,
        });
    }

    /// What the status bar says now, in the window's language.
    pub fn status_text(&self) -> Option<String> {
        let status = self.status.as_ref()?;
        Some(status.said.words(self.lang(), &self.battle_names()))
    }

    /// The open battle's sides, units, models, orders and abilities named in the window's
    /// language (with no battle open, the table's terrain, objectives and the units put down from
    /// lists; the rest by ids), the computer's cards and commander
    /// orders face down against a player ([`super::played_by::face_down`]).
    pub fn battle_names(&self) -> crate::narration::names::BattleNames {
        self.workspace
            .battle
            .as_ref()
            .map(|b| {
                crate::narration::names::BattleNames::of(self.lang(), &b.value)
                    .seen_across(super::played_by::face_down(&self.settings.computer))
            })
            .or_else(|| {
                let table = &self.workspace.table.as_ref()?.value;
                Some(
                    self.plain_names
                        .of(self.lang(), table, self.factions.known()),
                )
            })
            .unwrap_or_default()
    }

    /// Draws the whole window for one frame and handles its input.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        self.apply_theme(ui.ctx());
        self.leave.watch_close(ui.ctx(), &self.workspace);
        self.handle_dropped_files(ui.ctx());
        self.handle_shortcuts(ui.ctx());
        self.tick_autosave(ui.ctx());
        self.update_title(ui.ctx());

        let names = self.battle_names();
        egui::Panel::top("menu_bar").show(ui, |ui| {
            let view = view!(self, names);
            for intent in self.menu.ui(ui, &view) {
                self.intents.send(intent);
            }
        });
        egui::Panel::bottom("status_bar").show(ui, |ui| {
            let view = view!(self, names);
            super::status::bar(ui, &view, self.status.as_ref());
        });
        // With nothing open the document panel would only repeat the start page. Either panel
        // folds to a strip with a button to show it again, so the table takes the width.
        if !self.workspace.is_empty() {
            if self.settings.fold_document {
                egui::Panel::left("document_panel_folded")
                    .resizable(false)
                    .exact_size(FOLDED_PANEL)
                    .show(ui, |ui| {
                        let key = Key::UnfoldDocument;
                        if fold_button(ui, ">", self.t(key)).clicked() {
                            self.settings.fold_document = false;
                        }
                    });
            } else {
                egui::Panel::left("document_panel")
                    .resizable(true)
                    .default_size(DOCUMENT_PANEL_DEFAULT)
                    .size_range(180.0..=DOCUMENT_PANEL_MAX)
                    .show(ui, |ui| {
                        // Its frame is its width: content that would widen it wraps instead.
                        ui.set_max_width(ui.available_width().min(DOCUMENT_PANEL_MAX));
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
                            if fold_button(ui, "<", self.t(Key::FoldDocument)).clicked() {
                                self.settings.fold_document = true;
                            }
                        });
                        egui::ScrollArea::vertical().show(ui, |ui| {
                            let view = view!(self, names);
                            for intent in self.document.ui(ui, &view) {
                                self.intents.send(intent);
                            }
                        });
                    });
            }
        }
        // Without a table the side panel's work (odds, a list, dice) takes the whole window.
        let no_table = self.workspace.table.is_none() && self.workspace.battle.is_none();
        if self.start_page_shown() || !no_table {
            if self.settings.fold_side {
                egui::Panel::right("side_panel_folded")
                    .resizable(false)
                    .exact_size(FOLDED_PANEL)
                    .show(ui, |ui| {
                        if fold_button(ui, "<", self.t(Key::UnfoldSide)).clicked() {
                            self.settings.fold_side = false;
                        }
                    });
            } else {
                egui::Panel::right("side_panel")
                    .resizable(true)
                    .default_size(SIDE_PANEL_DEFAULT)
                    .show(ui, |ui| {
                        // The panel is never wider than the maximum, whether its content or the
                        // player's drag would make it so: its frame is its content's width.
                        ui.set_max_width(ui.available_width().min(SIDE_PANEL_MAX));
                        self.side_panel(ui, true);
                    });
            }
        }
        egui::CentralPanel::default_margins().show(ui, |ui| {
            if self.start_page_shown() {
                let view = view!(self, names);
                for intent in self.start.ui(ui, &view) {
                    self.intents.send(intent);
                }
            } else if no_table {
                self.side_panel(ui, false);
            } else {
                // The canvas is drawn mutably: the view reads a copy of its selection.
                let selection = self.canvas.selection.clone();
                let view = View::new(
                    &self.settings,
                    &self.workspace,
                    &names,
                    &selection,
                    &self.computer,
                    &self.factions,
                );
                let sent =
                    super::table_view::central(ui, &view, &mut self.canvas, &mut self.tracker);
                for intent in sent {
                    self.intents.send(intent);
                }
            }
        });

        let view = view!(self, names);
        for intent in self.menu.windows(ui, &view) {
            self.intents.send(intent);
        }
        if let Some(found) = &self.pending_restore
            && let Some(intent) = autosave::restore_offer(ui.ctx(), self.lang(), found)
        {
            self.intents.send(intent);
        }
        let view = view!(self, names);
        for intent in self.leave.ui(ui, &view) {
            self.intents.send(intent);
        }
        self.dispatch(ui.ctx());
        self.keep_faction_draft();
    }

    /// Keeps the faction being typed in its draft file whenever it changed, and forgets the
    /// draft once the faction is saved or closed.
    fn keep_faction_draft(&mut self) {
        let Some(dir) = self.factions.dir().map(Path::to_path_buf) else {
            return;
        };
        let unsaved = self.faction_editor.unsaved(&self.factions);
        if unsaved.as_ref() == self.faction_editor.kept() {
            return;
        }
        match &unsaved {
            Some(f) => {
                if let Err(e) = crate::army::store::keep_draft(&dir, f) {
                    self.set_error(Said::with(
                        Key::CannotSave,
                        &[("file", &dir.display()), ("error", &e)],
                    ));
                }
            }
            None => {
                if let Some(old) = self.faction_editor.kept() {
                    crate::army::store::drop_draft(&dir, &old.id);
                }
            }
        }
        self.faction_editor.set_kept(unsaved);
    }

    fn apply_theme(&self, ctx: &egui::Context) {
        let theme = if self.settings.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        };
        if ctx.theme() != theme {
            ctx.set_theme(theme);
        }
    }

    fn handle_dropped_files(&mut self, ctx: &egui::Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .filter(|p| !p.as_os_str().is_empty())
                .collect()
        });
        for path in dropped {
            self.request_open(&path);
        }
    }

    fn handle_shortcuts(&mut self, ctx: &egui::Context) {
        use egui::Key as K;
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        let pressed = |m: Modifiers, k: K| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)))
        };
        if pressed(cmd_shift, K::S) {
            self.send(Intent::SaveAsDialog);
        }
        if pressed(cmd, K::S) {
            self.send(Intent::Save(None));
        }
        if pressed(cmd, K::O) {
            self.send(Intent::OpenDialog);
        }
        if pressed(cmd_shift, K::Z) || pressed(cmd, K::Y) {
            self.send(Intent::Redo);
        }
        if pressed(cmd, K::Z) {
            self.send(Intent::Undo);
        }
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        if pressed(Modifiers::NONE, K::Escape) {
            self.canvas.cancel();
        }
        if self.canvas.selection == Selection::None {
            return;
        }
        if pressed(Modifiers::NONE, K::Delete) {
            self.send(Intent::DeleteSelection);
        }
        if pressed(Modifiers::NONE, K::Q) {
            self.send(Intent::RotateSelection(15.0));
        }
        if pressed(Modifiers::NONE, K::E) {
            self.send(Intent::RotateSelection(-15.0));
        }
    }

    fn tick_autosave(&mut self, ctx: &egui::Context) {
        if self.settings.autosave_secs == 0 || !self.workspace.any_dirty() {
            self.last_autosave = None;
            return;
        }
        let now = ctx.input(|i| i.time);
        match self.last_autosave {
            None => self.last_autosave = Some(now),
            Some(t) if now - t >= f64::from(self.settings.autosave_secs) => {
                self.autosave_now();
                self.last_autosave = Some(now);
            }
            Some(_) => {}
        }
        ctx.request_repaint_after(std::time::Duration::from_secs(u64::from(
            self.settings.autosave_secs,
        )));
    }

    fn update_title(&mut self, ctx: &egui::Context) {
        let mut title = self.t(Key::AppTitle).to_string();
        if let Some((doc, path)) = self.workspace.active_document() {
            let name = path.and_then(Path::file_name).map_or_else(
                || self.t(Key::Untitled).to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            title = format!("{name} ({}) - {title}", describe(self.lang(), &doc));
            if self.workspace.any_dirty() {
                title.insert(0, '*');
            }
        }
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// The side panel's tabs and the panel chosen; `foldable` beside a table, with the button
    /// that folds it away.
    fn side_panel(&mut self, ui: &mut egui::Ui, foldable: bool) {
        ui.horizontal_wrapped(|ui| {
            if foldable && fold_button(ui, ">", self.t(Key::FoldSide)).clicked() {
                self.settings.fold_side = true;
            }
            for (panel, key) in [
                (SidePanel::Odds, Key::PanelOdds),
                (SidePanel::Builder, Key::PanelList),
                (SidePanel::Factions, Key::PanelFactions),
                (SidePanel::Tracker, Key::PanelTracker),
                (SidePanel::Dice, Key::PanelDice),
            ] {
                let label = self.t(key);
                ui.selectable_value(&mut self.settings.panel, panel, label);
            }
        });
        ui.separator();
        let (lang, help) = (self.lang(), self.settings.hover_help);
        let log_len = self
            .workspace
            .battle
            .as_ref()
            .map_or(0, |b| b.value.log().len());
        let mut scroll = egui::ScrollArea::vertical().id_salt("side_panel_scroll");
        if log_len != self.seen_log_len {
            self.seen_log_len = log_len;
            scroll = scroll.vertical_scroll_offset(0.0);
        }
        scroll.show(ui, |ui| match self.settings.panel {
            SidePanel::Builder => {
                let names = self.battle_names();
                let view = view!(self, names);
                for intent in self.builder.ui(ui, &view) {
                    self.intents.send(intent);
                }
            }
            SidePanel::Factions => {
                let names = self.battle_names();
                let view = view!(self, names);
                for intent in self.faction_editor.ui(ui, &view) {
                    self.intents.send(intent);
                }
            }
            SidePanel::Odds => {
                let names = self.battle_names();
                let view = view!(self, names);
                for intent in self.odds.ui(ui, &view) {
                    self.intents.send(intent);
                }
            }
            SidePanel::Tracker => {
                let names = self.battle_names();
                let view = view!(self, names);
                for intent in self.tracker.ui(ui, &view) {
                    self.intents.send(intent);
                }
            }
            SidePanel::Dice => self.dice.show(ui, lang, help),
        });
    }
}

impl eframe::App for KenseiApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.settings.store(storage);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.on_close();
    }
}
