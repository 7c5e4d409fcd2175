//! Reading and writing the project's JSON files at the edges of the engine.
//!
//! Every loader in the crate goes through [`load_json`] (or [`parse_json`]), so a broken file
//! always gets the same kind of message: the file, the field (as a JSON path such as
//! `models[3].x`) and the line and column. Checks that happen after parsing (a negative model
//! count, a NaN coordinate) report through [`FileError::at_field`], which finds the line of the
//! field in the original text. What is wrong is a typed [`FileProblem`] of the concept whose
//! check found it (this layer knows none of them), worded through the catalogues (`files.ftl`):
//! English on the command line (`Display`), the window's language in the window
//! ([`FileError::words`]). Saves go through [`save_atomic`], so a crash mid-write
//! never leaves a half-written file behind. [`data_dir`] is the player's data folder.

mod data_dir;
mod problem;

pub use data_dir::{DATA_FOLDER_NAME, data_dir};
pub use problem::{Catalogued, FileProblem, Json, in_field};

use serde::de::DeserializeOwned;
use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::i18n::{self, Language};

/// A problem with a file the user gave us: which file, which field, where, and what is wrong.
#[derive(Debug, Clone)]
pub struct FileError {
    /// The file as the user named it.
    pub file: PathBuf,
    /// JSON path of the offending field (`models[3].x`), empty when the problem is the whole file.
    pub field: String,
    /// 1-based line, 0 when unknown.
    pub line: usize,
    /// 1-based column, 0 when unknown.
    pub column: usize,
    /// What is wrong, as a value of the concept that found it ([`FileError::problem`] asks
    /// which).
    pub problem: Arc<dyn FileProblem>,
}

impl PartialEq for FileError {
    fn eq(&self, other: &FileError) -> bool {
        (&self.file, &self.field, self.line, self.column)
            == (&other.file, &other.field, other.line, other.column)
            && self.problem.same_as(other.problem.as_ref())
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.words(Language::English))
    }
}

impl std::error::Error for FileError {}

impl FileError {
    /// An error about the file as a whole (cannot be read, not JSON at all).
    pub fn whole_file(file: impl Into<PathBuf>, problem: impl FileProblem) -> Self {
        FileError {
            file: file.into(),
            field: String::new(),
            line: 0,
            column: 0,
            problem: Arc::new(problem),
        }
    }

    /// The problem as `T`, when it is one.
    pub fn problem<T: FileProblem>(&self) -> Option<&T> {
        self.problem.as_any().downcast_ref()
    }

    /// An error about one field of an already parsed file: `path` is a JSON path such as
    /// `models[3].base.width_mm`; its line and column are looked up in `text`.
    pub fn at_field(
        file: impl Into<PathBuf>,
        text: &str,
        path: &str,
        problem: impl FileProblem,
    ) -> Self {
        let (line, column) = locate(text, path).unwrap_or((0, 0));
        FileError {
            file: file.into(),
            field: path.to_string(),
            line,
            column,
            problem: Arc::new(problem),
        }
    }

    /// The file could not be read: `error` is the system's own text.
    pub fn unreadable(file: impl Into<PathBuf>, error: &std::io::Error) -> Self {
        FileError::whole_file(
            file,
            Json::CannotRead {
                error: error.to_string(),
            },
        )
    }

    /// What is wrong, in English, without the place.
    pub fn message(&self) -> String {
        self.problem.words(Language::English)
    }

    /// The whole message in `language`: the file, its line and column when known, the field
    /// when there is one, and what is wrong.
    pub fn words(&self, language: Language) -> String {
        let mut place = self.file.display().to_string();
        if self.line > 0 {
            place = format!("{place}:{}:{}", self.line, self.column);
        }
        let problem = self.problem.words(language);
        if self.field.is_empty() {
            i18n::text(
                language,
                "file-error",
                &[("place", place.into()), ("problem", problem.into())],
            )
        } else {
            i18n::text(
                language,
                "file-error-field",
                &[
                    ("place", place.into()),
                    ("field", self.field.clone().into()),
                    ("problem", problem.into()),
                ],
            )
        }
    }
}

/// Reads and parses a JSON file into `T`.
pub fn load_json<T: DeserializeOwned>(path: &Path) -> Result<(T, String), FileError> {
    let text = std::fs::read_to_string(path).map_err(|e| FileError::unreadable(path, &e))?;
    let value = parse_json(path, &text)?;
    Ok((value, text))
}

/// Parses JSON `text` (which came from `path`) into `T`, naming the field and line on failure.
pub fn parse_json<T: DeserializeOwned>(path: &Path, text: &str) -> Result<T, FileError> {
    let mut de = serde_json::Deserializer::from_str(text);
    let result: Result<T, _> = serde_path_to_error::deserialize(&mut de);
    match result {
        Ok(v) => {
            de.end().map_err(|e| FileError {
                file: path.to_path_buf(),
                field: String::new(),
                line: e.line(),
                column: e.column(),
                problem: Arc::new(Json::TrailingText {
                    error: e.to_string(),
                }),
            })?;
            Ok(v)
        }
        Err(err) => {
            let field = err.path().to_string();
            let inner = err.into_inner();
            // serde_json's own text (a third party's words, kept as they are).
            let error = strip_position(&inner.to_string());
            let not_json = inner.is_syntax() || inner.is_eof();
            let mut field = if field == "." || not_json {
                String::new()
            } else {
                field
            };
            let (mut line, mut column) = (inner.line(), inner.column());
            // Inside an internally tagged enum (a command, an event) serde keeps no place: an
            // unknown field it names is looked for in the text.
            if line == 0
                && let Some((key, at)) = unknown_field_place(text, &error)
            {
                (field, line, column) = (key, at.0, at.1);
            }
            Err(FileError {
                file: path.to_path_buf(),
                field,
                line,
                column,
                problem: Arc::new(if not_json {
                    Json::NotJson { error }
                } else {
                    Json::WrongValue { error }
                }),
            })
        }
    }
}

/// The field an "unknown field `name`" error names, and the line and column of its first key
/// `"name":` in `text`.
fn unknown_field_place(text: &str, error: &str) -> Option<(String, (usize, usize))> {
    let rest = error.strip_prefix("unknown field `")?;
    let name = &rest[..rest.find('`')?];
    let quoted = serde_json::to_string(name).ok()?;
    let at = text
        .match_indices(&quoted)
        .map(|(i, _)| i)
        .find(|&i| text[i + quoted.len()..].trim_start().starts_with(':'))?;
    Some((name.to_string(), line_col(text, at)))
}

/// serde_json appends " at line L column C" to its messages; we print the position ourselves.
fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_string(),
        None => message.to_string(),
    }
}

/// Writes `bytes` to `path` atomically: a temporary file beside it, flushed, then renamed over
/// the target. Either the old or the new content is there afterwards, never half of one.
pub fn save_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&dir)?;
    let mut tmp = tempfile::NamedTempFile::new_in(&dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Serialises `value` as pretty JSON and saves it atomically.
pub fn save_json<T: serde::Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let mut text = serde_json::to_string_pretty(value).map_err(std::io::Error::other)?;
    text.push('\n');
    save_atomic(path, text.as_bytes())
}

/// Finds the 1-based line and column where the value at JSON `path` starts in `text`.
///
/// `path` uses the notation of `serde_path_to_error`: `models[3].base.width_mm`. Returns `None`
/// when the text is not JSON or the path is not in it.
pub fn locate(text: &str, path: &str) -> Option<(usize, usize)> {
    let steps = parse_path(path)?;
    let bytes = text.as_bytes();
    let mut pos = skip_ws(bytes, 0);
    for step in &steps {
        pos = match step {
            Step::Key(k) => find_key(bytes, pos, k)?,
            Step::Index(i) => find_index(bytes, pos, *i)?,
        };
        pos = skip_ws(bytes, pos);
    }
    Some(line_col(text, pos))
}

enum Step {
    Key(String),
    Index(usize),
}

fn parse_path(path: &str) -> Option<Vec<Step>> {
    let mut steps = Vec::new();
    let path = path.trim_start_matches('.');
    if path.is_empty() {
        return Some(steps);
    }
    for part in path.split('.') {
        let (key, rest) = match part.find('[') {
            Some(i) => (&part[..i], &part[i..]),
            None => (part, ""),
        };
        if !key.is_empty() {
            steps.push(Step::Key(key.to_string()));
        }
        let mut rest = rest;
        while let Some(stripped) = rest.strip_prefix('[') {
            let end = stripped.find(']')?;
            steps.push(Step::Index(stripped[..end].parse().ok()?));
            rest = &stripped[end + 1..];
        }
    }
    Some(steps)
}

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// Skips one JSON value starting at `i` (after white space); returns the index just past it.
fn skip_value(b: &[u8], i: usize) -> Option<usize> {
    let i = skip_ws(b, i);
    match *b.get(i)? {
        b'"' => skip_string(b, i),
        b'{' | b'[' => {
            let mut depth = 0usize;
            let mut j = i;
            while j < b.len() {
                match b[j] {
                    b'"' => {
                        j = skip_string(b, j)?;
                        continue;
                    }
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(j + 1);
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            None
        }
        _ => {
            let mut j = i;
            while j < b.len() && !matches!(b[j], b',' | b'}' | b']') && !b[j].is_ascii_whitespace()
            {
                j += 1;
            }
            Some(j)
        }
    }
}

fn skip_string(b: &[u8], i: usize) -> Option<usize> {
    let mut j = i + 1;
    while j < b.len() {
        match b[j] {
            b'\\' => j += 2,
            b'"' => return Some(j + 1),
            _ => j += 1,
        }
    }
    None
}

fn find_key(b: &[u8], i: usize, key: &str) -> Option<usize> {
    if *b.get(i)? != b'{' {
        return None;
    }
    let mut j = skip_ws(b, i + 1);
    loop {
        if *b.get(j)? == b'}' {
            return None;
        }
        let end = skip_string(b, j)?;
        let name: String = serde_json::from_slice(&b[j..end]).ok()?;
        j = skip_ws(b, end);
        if *b.get(j)? != b':' {
            return None;
        }
        j = skip_ws(b, j + 1);
        if name == key {
            return Some(j);
        }
        j = skip_ws(b, skip_value(b, j)?);
        if *b.get(j)? == b',' {
            j = skip_ws(b, j + 1);
        }
    }
}

fn find_index(b: &[u8], i: usize, index: usize) -> Option<usize> {
    if *b.get(i)? != b'[' {
        return None;
    }
    let mut j = skip_ws(b, i + 1);
    for _ in 0..index {
        if *b.get(j)? == b']' {
            return None;
        }
        j = skip_ws(b, skip_value(b, j)?);
        if *b.get(j)? == b',' {
            j = skip_ws(b, j + 1);
        }
    }
    if *b.get(j)? == b']' { None } else { Some(j) }
}

fn line_col(text: &str, pos: usize) -> (usize, usize) {
    let before = &text[..pos.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Doc {
        models: Vec<M>,
    }
    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct M {
        id: String,
        x: f64,
    }

    const TEXT: &str = "{\n  \"models\": [\n    {\"id\": \"a\", \"x\": 1},\n    {\"id\": \"b\",\n     \"x\": 2}\n  ]\n}\n";

    #[test]
    fn locate_finds_nested_fields() {
        assert_eq!(locate(TEXT, "models[1].x"), Some((5, 11)));
        assert_eq!(locate(TEXT, "models[0].id"), Some((3, 12)));
        assert_eq!(locate(TEXT, "models[2]"), None);
        assert_eq!(locate(TEXT, "nothing"), None);
    }

    #[test]
    fn wrong_type_names_field_and_line() {
        let bad = TEXT.replace("\"x\": 2", "\"x\": \"far\"");
        let err = parse_json::<Doc>(Path::new("t.json"), &bad).unwrap_err();
        assert_eq!(err.field, "models[1].x");
        assert_eq!(err.line, 5);
        assert!(err.to_string().starts_with("t.json:5:"), "{err}");
    }

    #[test]
    fn unknown_field_is_named() {
        let bad = TEXT.replace("\"x\": 1", "\"x\": 1, \"colour\": 3");
        let err = parse_json::<Doc>(Path::new("t.json"), &bad).unwrap_err();
        assert!(
            matches!(err.problem(), Some(Json::WrongValue { error }) if error.contains("colour")),
            "{err}"
        );
        assert_eq!(err.line, 3);
    }

    #[test]
    fn an_unknown_field_inside_a_tagged_enum_is_placed_by_its_key() {
        #[derive(Deserialize, Debug)]
        #[serde(tag = "kind", deny_unknown_fields)]
        #[allow(dead_code)]
        enum Tagged {
            One { x: f64 },
        }
        let text = "{\"kind\": \"One\",\n  \"x\": 1, \"colour\": 3}";
        let err = parse_json::<Tagged>(Path::new("t.json"), text).unwrap_err();
        assert_eq!(
            (err.field.as_str(), err.line, err.column),
            ("colour", 2, 11)
        );
    }

    #[test]
    fn not_json_says_so() {
        let err = parse_json::<Doc>(Path::new("t.json"), "{ models: ").unwrap_err();
        assert!(matches!(err.problem(), Some(Json::NotJson { .. })), "{err}");
        assert!(err.to_string().contains(": not valid JSON: "), "{err}");
        assert_eq!(err.line, 1);
    }

    #[test]
    fn save_atomic_replaces_content() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("sub/save.json");
        save_atomic(&p, b"one").unwrap();
        save_atomic(&p, b"two").unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "two");
        assert_eq!(std::fs::read_dir(p.parent().unwrap()).unwrap().count(), 1);
    }
}
