//! The player's data folder: where the window keeps its settings and autosave and where the
//! player's own factions live (`factions/`), one folder for the window and the command line.
//! `KENSEI_DATA_DIR` overrides it (tests and trials never touch a real home); otherwise it is
//! the platform's data folder for the program (`~/.local/share/kensei-table` on Linux,
//! `~/Library/Application Support/kensei-table` on macOS, `%APPDATA%\kensei-table\data` on
//! Windows), the folder the window has always used.

use std::path::PathBuf;

/// The program's name for its data folder.
pub const DATA_FOLDER_NAME: &str = "kensei-table";

/// The player's data folder, `None` when the platform has none (no home folder).
pub fn data_dir() -> Option<PathBuf> {
    std::env::var_os("KENSEI_DATA_DIR")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            directories::ProjectDirs::from("", "", DATA_FOLDER_NAME)
                .map(|d| d.data_dir().to_path_buf())
        })
}
