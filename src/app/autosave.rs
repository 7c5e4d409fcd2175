//! The autosave: while there are unsaved changes, the active document is written atomically to
//! the app's data folder; a clean exit removes it, so finding one at start means the last run
//! ended badly, and the window offers it back.

use super::document::{self, Document};
use crate::files::{FileError, save_atomic};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// The autosave file's name inside the data folder.
pub const FILE_NAME: &str = "autosave.json";

/// What the autosave file holds: the document and where it was opened from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AutosaveFile {
    /// The file the document was opened from, if any.
    pub source: Option<PathBuf>,
    /// Seconds since 1970 (UTC) when it was written.
    pub saved_at: u64,
    /// The document, exactly as it would be saved.
    pub document: serde_json::Value,
}

/// An autosave found at start, ready to offer back.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub document: Document,
    pub source: Option<PathBuf>,
    pub saved_at: u64,
}

/// The autosave file in `dir`.
pub fn path_in(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// Writes `doc` (opened from `source`) as the autosave in `dir`, atomically.
pub fn write(dir: &Path, doc: &Document, source: Option<&Path>) -> std::io::Result<()> {
    let file = AutosaveFile {
        source: source.map(Path::to_path_buf),
        saved_at: SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
        document: doc.to_json(),
    };
    let mut text = serde_json::to_string_pretty(&file).map_err(std::io::Error::other)?;
    text.push('\n');
    save_atomic(&path_in(dir), text.as_bytes())
}

/// Reads the autosave left in `dir`, if any. A broken one is an error naming the file.
pub fn find(dir: &Path) -> Result<Option<Found>, FileError> {
    let path = path_in(dir);
    if !path.exists() {
        return Ok(None);
    }
    let (file, _): (AutosaveFile, String) = crate::files::load_json(&path)?;
    let text = serde_json::to_string_pretty(&file.document).unwrap_or_default();
    let document = document::parse(&path, &text)?;
    Ok(Some(Found {
        document,
        source: file.source,
        saved_at: file.saved_at,
    }))
}

/// Removes the autosave in `dir` (after a clean exit, a restore or a discard).
pub fn remove(dir: &Path) {
    let _ = std::fs::remove_file(path_in(dir));
}

/// `saved_at` as "YYYY-MM-DD HH:MM UTC".
pub fn format_time(saved_at: u64) -> String {
    let days = (saved_at / 86_400) as i64;
    let secs = saved_at % 86_400;
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        secs / 3600,
        (secs % 3600) / 60
    )
}

/// Days since 1970-01-01 to a (year, month, day) date (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// The offer of `found` at start, over the window: Restore or Discard, sent as the intent to
/// do it once the player chose.
pub fn restore_offer(
    ctx: &egui::Context,
    lang: crate::app::i18n::Lang,
    found: &Found,
) -> Option<crate::app::intent::Intent> {
    use crate::app::i18n::Key;
    use crate::app::intent::Intent;
    let text = lang.f(
        Key::RestoreText,
        &[
            ("document", &document::describe(lang, &found.document)),
            ("time", &format_time(found.saved_at)),
        ],
    );
    let mut choice = None;
    egui::Modal::new(egui::Id::unique("restore_autosave")).show(ctx, |ui| {
        ui.heading(lang.t(Key::RestoreTitle));
        ui.label(text);
        if let Some(src) = &found.source {
            ui.label(src.display().to_string());
        }
        ui.horizontal(|ui| {
            if ui.button(lang.t(Key::Restore)).clicked() {
                choice = Some(Intent::RestoreAutosave);
            }
            if ui.button(lang.t(Key::Discard)).clicked() {
                choice = Some(Intent::DiscardAutosave);
            }
        });
    });
    choice
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &str = r#"{"schema_version": 1, "table": {"width_cm": 120, "depth_cm": 90}}"#;

    #[test]
    fn an_autosave_reads_back_as_the_same_document() {
        let dir = tempfile::tempdir().unwrap();
        let doc = document::parse(Path::new("t.json"), TABLE).unwrap();
        assert_eq!(find(dir.path()).unwrap(), None);
        write(dir.path(), &doc, Some(Path::new("t.json"))).unwrap();
        let found = find(dir.path()).unwrap().unwrap();
        assert_eq!(found.document, doc);
        assert_eq!(found.source.as_deref(), Some(Path::new("t.json")));
        remove(dir.path());
        assert_eq!(find(dir.path()).unwrap(), None);
    }

    #[test]
    fn a_broken_autosave_is_an_error_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(path_in(dir.path()), "{").unwrap();
        let err = find(dir.path()).unwrap_err();
        assert!(err.to_string().contains(FILE_NAME), "{err}");
    }

    #[test]
    fn times_are_written_as_utc_dates() {
        assert_eq!(format_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(format_time(1_795_000_000), "2026-11-18 11:06 UTC");
    }
}
