//! `kensei army to-text` and `kensei army from-text`: an army list as the text players post on
//! forums ([`crate::army::list_text`]), and such a text read back into a list file. Output
//! contracts are in `docs/cli.md` ("Army lists").

use std::io::Read;
use std::path::Path;
use std::process::ExitCode;

use super::bad_input;
use crate::army::{self, Faction, list_text};
use crate::files::FileError;
use crate::i18n::Language;

/// The factions a list's text is read against: the player's and the samples.
fn known() -> Vec<Faction> {
    crate::army::store::known_factions()
}

/// How the problems of a text read from standard input name it.
const STDIN: &str = "<stdin>";

/// Prints the list at `list_path` as text in `lang`.
pub(super) fn to_text(list_path: &Path, faction: Option<&Path>, lang: Language) -> ExitCode {
    let (list, _, faction) = match super::army::open(list_path, faction) {
        Ok(x) => x,
        Err(e) => return bad_input(e),
    };
    let report = army::validate(&list, &faction);
    print!("{}", list_text::to_text(&list, &faction, &report, lang));
    ExitCode::SUCCESS
}

/// Reads a list's text (`-`: standard input) and prints the list as JSON, or saves it to `save`.
pub(super) fn from_text(file: &Path, save: Option<&Path>) -> ExitCode {
    let (name, text) = match read(file) {
        Ok(x) => x,
        Err(e) => return bad_input(e),
    };
    let list = match list_text::from_text(&text, &known()) {
        Ok(list) => list,
        Err(problems) => {
            for p in problems {
                eprintln!("{name}:{}: {}", p.line, p.why);
            }
            return ExitCode::from(2);
        }
    };
    // As list files are written: pretty JSON with a final newline.
    let mut json = serde_json::to_string_pretty(&list).unwrap_or_default();
    json.push('\n');
    match save {
        None => {
            print!("{json}");
            ExitCode::SUCCESS
        }
        Some(out) => match crate::files::save_atomic(out, json.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => bad_input(format!("{}: cannot write the list: {e}", out.display())),
        },
    }
}

/// The text of `file`, or of standard input for `-`, with the name its problems give it.
fn read(file: &Path) -> Result<(String, String), FileError> {
    if file == Path::new("-") {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| FileError::unreadable(STDIN, &e))?;
        return Ok((STDIN.to_string(), text));
    }
    let text = std::fs::read_to_string(file).map_err(|e| FileError::unreadable(file, &e))?;
    Ok((file.display().to_string(), text))
}
