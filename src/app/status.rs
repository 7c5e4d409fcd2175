//! What the status bar says, kept as values ([`Said`]) and worded in the window's language each
//! time it is drawn: switching the language rewords the message on the bar, and a battle's
//! units and orders in it read as the tracker names them. The undo history names its edits the
//! same way (the Edit menu's "Undo: move a1").

use std::fmt::Display;

use crate::app::i18n::{Figure, Key, Lang};
use crate::battle::model::names::Names;
use crate::battle::{Command, OpenError, Rejection};
use crate::files::FileError;

/// A message in the status bar, and whether it reports a failure.
#[derive(Debug, Clone, PartialEq)]
pub struct Status {
    pub said: Said,
    pub error: bool,
}

/// A figure of a window string on the bar: text that reads the same in every language (a file
/// name, a count, an id), a window string of its own (a kind of document), or a message of its
/// own (what an undone edit was).
#[derive(Debug, Clone, PartialEq)]
pub enum Fig {
    Text(String),
    Key(Key),
    Said(Box<Said>),
}

/// What the bar says, as values.
#[derive(Debug, Clone, PartialEq)]
pub enum Said {
    /// A window string with its figures, each named as the message's variable.
    Key(Key, Vec<(&'static str, Fig)>),
    /// A file that did not read or check, after what was being done with it ("Cannot open
    /// x.json").
    File(Option<Box<Said>>, FileError),
    /// A battle command carried out, as the tracker words it.
    Command(Command),
    /// Why the battle refused a command, with its rule.
    Rejection(Rejection),
    /// Why a battle does not start or open.
    Open(OpenError),
    /// Why an edit of an army list was refused.
    ListEdit(crate::army::EditError),
    /// Why an edit of the table was refused.
    TableEdit(crate::app::canvas::EditError),
    /// Why the odds panel cannot be filled in from the table.
    Fill(crate::app::panels::fill::FillError),
    /// Words of a third party (the system's message about a file), or ids, shown as they are.
    Text(String),
    /// Messages one after the other, a space between ("move a1, a2").
    Join(Vec<Said>),
}

impl Said {
    /// `key` with no figures.
    pub fn key(key: Key) -> Said {
        Said::Key(key, Vec::new())
    }

    /// `key` with figures that read the same in every language.
    pub fn with(key: Key, figures: &[(&'static str, &dyn Display)]) -> Said {
        Said::Key(
            key,
            figures
                .iter()
                .map(|(name, value)| (*name, Fig::Text(value.to_string())))
                .collect(),
        )
    }

    /// The message in `lang`, a battle's units and orders named by `names`.
    pub fn words(&self, lang: Lang, names: &dyn Names) -> String {
        match self {
            Said::Key(key, figures) => {
                let texts: Vec<(&str, String)> = figures
                    .iter()
                    .map(|(name, fig)| {
                        let text = match fig {
                            Fig::Text(t) => t.clone(),
                            Fig::Key(k) => lang.t(*k).to_string(),
                            Fig::Said(said) => said.words(lang, names),
                        };
                        (*name, text)
                    })
                    .collect();
                let figures: Vec<Figure> = texts
                    .iter()
                    .map(|(name, text)| (*name, text as &dyn Display))
                    .collect();
                lang.f(*key, &figures)
            }
            Said::File(None, e) => e.words(lang),
            Said::File(Some(doing), e) => {
                format!("{}: {}", doing.words(lang, names), e.words(lang))
            }
            Said::Command(c) => crate::narration::describe_command(lang, names, c),
            Said::Rejection(r) => r.text_named(lang, names),
            Said::Open(e) => e.words(lang),
            Said::ListEdit(e) => e.words(lang),
            Said::TableEdit(e) => e.words(lang),
            Said::Fill(e) => e.words(lang),
            Said::Text(t) => t.clone(),
            Said::Join(parts) => parts
                .iter()
                .map(|p| p.words(lang, names))
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}

impl Said {
    /// The rule behind what is said, when it is a refused command (its ruling and book lines,
    /// `R-FORM-1, L562`), for the hover help to explain.
    pub fn citation(&self) -> Option<String> {
        match self {
            Said::Rejection(r) => Some(r.citation().to_string()),
            Said::Join(parts) => parts.iter().find_map(Said::citation),
            _ => None,
        }
    }
}

impl From<Key> for Said {
    fn from(key: Key) -> Said {
        Said::key(key)
    }
}

impl From<&str> for Said {
    fn from(text: &str) -> Said {
        Said::Text(text.to_string())
    }
}

impl From<FileError> for Said {
    fn from(e: FileError) -> Said {
        Said::File(None, e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_worded_in_the_language_asked_each_time() {
        let said = Said::Key(Key::Restored, vec![("document", Fig::Key(Key::KindList))]);
        let sides = [String::new(), String::new()];
        let en = said.words(Lang::English, &sides);
        let es = said.words(Lang::Spanish, &sides);
        assert_ne!(en, es);
        assert!(en.contains(Lang::English.t(Key::KindList)), "{en}");
        assert!(es.contains(Lang::Spanish.t(Key::KindList)), "{es}");
    }
}
