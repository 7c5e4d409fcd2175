//! The window: eframe/egui. Reads the engine's state and sends it commands; holds no rules.
//!
//! - [`shell`]: the window's state and frame ([`KenseiApp`]), shortcuts, dropped files, autosave;
//!   its `dispatch`, the frame's one dispatch, applies the intents, the window's answers and the
//!   computer's play, and alone gives the battle commands, groups their undo steps and puts what
//!   came of each on the status line. Its fields are the shell's own.
//! - [`intent`]: what the panels, shortcuts and menus ask for ([`intent::Intent`]).
//! - [`menu`]: the menu bar; [`windows`]: the settings, shortcuts and about windows; [`rulings_window`]:
//!   Help > Rulings, the project's rulings searchable in the window; [`help`]: hover help.
//! - [`start_page`]: the three jobs, shipped choices and recent files, while no table is open
//!   ([`bundled`] finds the shipped scenarios and lists).
//! - [`summary`]: the document panel; `table_view`: the canvas's tool bar and the canvas.
//! - [`document`], [`workspace`]: what is loaded, undo and redo.
//! - [`settings`], [`autosave`], [`i18n`]: remembered settings, crash recovery, English/Spanish.
//! - [`computer`]: the computer general playing a side ([`played_by`] asks who plays each);
//!   [`hint`]: what it would play for a player's side.

pub mod answers;
pub mod autosave;
pub mod battle_drag;
pub mod bundled;
pub mod casualty_pick;
pub mod computer;
mod computer_ui;
mod deploy_by_hand;
pub mod document;
pub mod help;
pub mod hint;
pub mod i18n;
pub mod intent;
pub mod leave;
pub mod list_choices;
mod menu;
pub mod missions_panel;
pub mod panels;
mod plain_names;
pub mod played_by;
pub mod rulings_window;
pub mod settings;
pub mod shell;
pub mod sight_list;
pub mod start_page;
pub mod status;
pub mod summary;
pub mod table_in_play;
pub mod table_view;
pub mod unit_profile;
pub mod view;
pub mod windows;
pub mod workspace;

pub use shell::{AppConfig, KenseiApp};

pub mod canvas;

use std::path::PathBuf;
use std::process::ExitCode;

/// The name eframe stores the settings and window geometry under.
pub const APP_ID: &str = crate::files::DATA_FOLDER_NAME;

/// The folder the window keeps its settings and autosave in, and the player's factions: the
/// player's data folder (`files::data_dir`, `KENSEI_DATA_DIR` when set).
pub fn data_dir() -> Option<PathBuf> {
    crate::files::data_dir()
}

/// Opens the window, with `file` (a scenario, table, list or battle) loaded when given.
pub fn run(file: Option<PathBuf>) -> ExitCode {
    let data_dir = data_dir();
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Kensei Table")
            .with_app_id(APP_ID)
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([800.0, 500.0])
            .with_drag_and_drop(true),
        persist_window: true,
        persistence_path: data_dir.as_ref().map(|d| d.join("app.ron")),
        ..Default::default()
    };
    let result = eframe::run_native(
        APP_ID,
        options,
        Box::new(move |cc| {
            let settings = settings::Settings::load(cc.storage);
            let config = AppConfig {
                data_dir,
                native_dialogs: true,
                documents_dir: shell::documents_dir(),
            };
            let mut app = KenseiApp::new(settings, config);
            if let Some(f) = &file {
                app.open_path(f);
            }
            Ok(Box::new(app))
        }),
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("kensei: cannot open the window: {e}");
            ExitCode::from(1)
        }
    }
}
