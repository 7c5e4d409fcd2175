//! The files the window opens and saves: a scenario or table, an army list or a saved battle.
//!
//! What a file is comes from its top-level fields; it is then read by that kind's own loader,
//! so a broken file gets the engine's message naming the file, the field and the line.

use crate::army::{ArmyList, parse_list};
use crate::battle::{Battle, SavedBattle};
use crate::files::{FileError, Json, parse_json};
use crate::table::model::TableFile;
use std::path::Path;

/// The kinds of file the window knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum DocumentKind {
    /// A scenario or a saved table (the same format, `src/table/model.rs`).
    Table,
    /// An army list (`armies/lists/*.json`).
    List,
    /// A saved battle: its setup, seed and log (`kensei battle play --save`).
    Battle,
}

/// One opened file's content.
#[derive(Debug, Clone, PartialEq)]
pub enum Document {
    Table(Box<TableFile>),
    List(Box<ArmyList>),
    /// The saved form; the workspace replays it into a [`crate::battle::Battle`].
    Battle(Box<SavedBattle>),
}

impl Document {
    pub fn kind(&self) -> DocumentKind {
        match self {
            Document::Table(_) => DocumentKind::Table,
            Document::List(_) => DocumentKind::List,
            Document::Battle(_) => DocumentKind::Battle,
        }
    }

    /// The document as the JSON it is saved as.
    pub fn to_json(&self) -> serde_json::Value {
        match self {
            Document::Table(t) => serde_json::to_value(t.as_ref()),
            Document::List(l) => serde_json::to_value(l.as_ref()),
            Document::Battle(b) => serde_json::to_value(b.as_ref()),
        }
        .unwrap_or(serde_json::Value::Null)
    }

    /// The document as pretty JSON text with a final newline, as saved on disk.
    pub fn to_text(&self) -> String {
        let mut text = serde_json::to_string_pretty(&self.to_json()).unwrap_or_default();
        text.push('\n');
        text
    }

    /// A scenario (a table file with a name) or a plain table.
    pub fn is_scenario(&self) -> bool {
        match self {
            Document::Table(t) => t.name.is_some(),
            Document::List(_) | Document::Battle(_) => false,
        }
    }
}

/// Which kind of file `value` is, from its top-level fields.
pub fn detect(value: &serde_json::Value) -> Option<DocumentKind> {
    let obj = value.as_object()?;
    if obj.contains_key("table") && obj.contains_key("schema_version") {
        return Some(DocumentKind::Table);
    }
    if obj.contains_key("seed") && obj.contains_key("log") && obj.contains_key("setup") {
        return Some(DocumentKind::Battle);
    }
    if obj.contains_key("faction") && obj.contains_key("units") {
        return Some(DocumentKind::List);
    }
    None
}

/// Reads the file at `path`.
pub fn load(path: &Path) -> Result<Document, FileError> {
    let text = std::fs::read_to_string(path).map_err(|e| FileError::unreadable(path, &e))?;
    parse(path, &text)
}

/// Reads `text`, which came from `path`, as whichever kind of document it is.
pub fn parse(path: &Path, text: &str) -> Result<Document, FileError> {
    let value: serde_json::Value = parse_json(path, text)?;
    match detect(&value) {
        // A table is checked as every table read is: finite numbers, real polygons, unique ids,
        // every model and corner on the table.
        Some(DocumentKind::Table) => Ok(Document::Table(Box::new(
            crate::table::load::parse_table(path, text)?.0,
        ))),
        Some(DocumentKind::List) => Ok(Document::List(Box::new(parse_list(path, text)?))),
        Some(DocumentKind::Battle) => {
            let saved: SavedBattle = parse_json(path, text)?;
            // A save whose events do not fold into a battle is refused here, naming the entry
            // and the event (the fold only, no command is executed again).
            Battle::open(&saved).map_err(|e| e.in_file(path, text))?;
            Ok(Document::Battle(Box::new(saved)))
        }
        None => Err(FileError::whole_file(path, Json::NotADocument)),
    }
}

/// "scenario", "army list"… in `lang`, for titles and messages.
pub fn describe(lang: crate::app::i18n::Lang, doc: &Document) -> &'static str {
    lang.t(kind_key(doc))
}

/// The window string naming `doc`'s kind.
pub fn kind_key(doc: &Document) -> crate::app::i18n::Key {
    match doc.kind() {
        DocumentKind::Table if doc.is_scenario() => crate::app::i18n::Key::KindScenario,
        DocumentKind::Table => crate::app::i18n::Key::KindTable,
        DocumentKind::List => crate::app::i18n::Key::KindList,
        DocumentKind::Battle => crate::app::i18n::Key::KindBattle,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &str = r#"{"schema_version": 1, "table": {"width_cm": 120, "depth_cm": 90},
      "models": [{"id": "a1", "unit": "u", "side": 0, "x": 10, "y": 10, "facing_deg": 0,
                  "base": {"shape": "round", "width_mm": 25}, "height": 1}]}"#;

    #[test]
    fn a_table_file_is_read_as_a_table() {
        let doc = parse(Path::new("t.json"), TABLE).unwrap();
        assert_eq!(doc.kind(), DocumentKind::Table);
        assert!(!doc.is_scenario());
    }

    #[test]
    fn saved_text_reads_back_the_same() {
        let doc = parse(Path::new("t.json"), TABLE).unwrap();
        let again = parse(Path::new("t.json"), &doc.to_text()).unwrap();
        assert_eq!(doc, again);
    }

    #[test]
    fn a_broken_field_names_file_field_and_line() {
        let bad = TABLE.replace("\"x\": 10", "\"x\": \"far\"");
        let err = parse(Path::new("t.json"), &bad).unwrap_err();
        assert_eq!(err.field, "models[0].x");
        assert_eq!(err.line, 2);
    }

    #[test]
    fn a_model_off_the_table_is_refused_naming_it_and_the_table() {
        let bad = TABLE.replace("\"x\": 10", "\"x\": 500");
        let err = parse(Path::new("t.json"), &bad).unwrap_err();
        assert_eq!((err.field.as_str(), err.line), ("models[0].x", 2));
        let words = err.words(crate::i18n::Language::Spanish);
        assert!(
            words.contains("la miniatura `a1` está fuera de la mesa de 120 × 90 cm"),
            "{words}"
        );
    }

    #[test]
    fn an_army_list_is_read_as_a_list() {
        let text = std::fs::read_to_string("armies/lists/akagane_250.json").unwrap();
        let doc = parse(Path::new("akagane_250.json"), &text).unwrap();
        assert_eq!(doc.kind(), DocumentKind::List);
        assert_eq!(parse(Path::new("a.json"), &doc.to_text()).unwrap(), doc);
    }

    #[test]
    fn an_unknown_json_is_refused_with_a_reason() {
        let err = parse(Path::new("x.json"), r#"{"hello": 1}"#).unwrap_err();
        assert!(err.to_string().contains("x.json"), "{err}");
        let err = parse(Path::new("x.json"), "not json").unwrap_err();
        assert!(err.message().starts_with("not valid JSON"), "{err}");
    }
}
