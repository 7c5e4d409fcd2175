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

/// What came of one thing the window was asked to do: whether it was done, and what the
/// status bar says of it (`None`: the bar keeps what it said). The frame's dispatch alone puts
/// it on the bar.
#[derive(Debug, Clone, PartialEq)]
#[must_use]
pub struct Outcome {
    pub done: bool,
    pub status: Option<Status>,
}

impl Outcome {
    /// Done, and the bar says `said`.
    pub fn done(said: impl Into<Said>) -> Outcome {
        Outcome {
            done: true,
            status: Some(Status {
                said: said.into(),
                error: false,
            }),
        }
    }

    /// Not done, and the bar says why.
    pub fn refused(said: impl Into<Said>) -> Outcome {
        Outcome {
            done: false,
            status: Some(Status {
                said: said.into(),
                error: true,
            }),
        }
    }

    /// `done` or not, and nothing said.
    pub fn quiet(done: bool) -> Outcome {
        Outcome { done, status: None }
    }

    /// What came of writing `file`: `done`, or why it could not be written.
    pub fn written(written: std::io::Result<()>, file: &std::path::Path, done: Said) -> Outcome {
        match written {
            Ok(()) => Outcome::done(done),
            Err(e) => Outcome::refused(Said::with(
                Key::CannotSave,
                &[("file", &file.display()), ("error", &e)],
            )),
        }
    }

    /// This outcome, the bar then saying `said` as an error whatever it said before (a part
    /// of the work that could not be done), `done` unchanged.
    pub fn but(self, said: impl Into<Said>) -> Outcome {
        Outcome {
            done: self.done,
            status: Some(Status {
                said: said.into(),
                error: true,
            }),
        }
    }
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

/// What a table edit is called in the Edit menu ("Undo: move a1"), worded when shown.
pub fn edit_label(edit: &crate::app::canvas::TableEdit) -> Said {
    let (what, ids): (Key, Vec<&str>) = match edit {
        crate::app::canvas::TableEdit::MoveModels { poses } => {
            (Key::EditMove, poses.iter().map(|p| p.id.as_str()).collect())
        }
        crate::app::canvas::TableEdit::RemoveModels { ids } => {
            (Key::EditDelete, ids.iter().map(String::as_str).collect())
        }
        crate::app::canvas::TableEdit::AddModels { .. }
        | crate::app::canvas::TableEdit::InsertModels { .. } => {
            return Key::EditAddModels.into();
        }
        crate::app::canvas::TableEdit::AddTerrain { .. }
        | crate::app::canvas::TableEdit::InsertTerrain { .. }
        | crate::app::canvas::TableEdit::EditTerrain { .. }
        | crate::app::canvas::TableEdit::RemoveTerrain { .. } => return Key::EditTerrain.into(),
        crate::app::canvas::TableEdit::Batch(_) => return Key::EditTable.into(),
    };
    Said::Join(vec![what.into(), Said::Text(short_list(&ids))])
}

/// "a1, a2, a3" or "a1, a2… (12)".
fn short_list(ids: &[&str]) -> String {
    if ids.len() <= 3 {
        ids.join(", ")
    } else {
        format!("{}, {}… ({})", ids[0], ids[1], ids.len())
    }
}

/// The status bar: what was last said (in red for a failure; a refused command's ruling and
/// book section on hover), and on its right whether there is unsaved work.
pub fn bar(ui: &mut egui::Ui, view: &crate::app::view::View, status: Option<&Status>) {
    let lang = view.lang;
    ui.horizontal(|ui| {
        if let Some(s) = status {
            // Worded now, in the window's language.
            let text = s.said.words(lang, view.names);
            let r = if s.error {
                ui.colored_label(ui.visuals().error_fg_color, text)
            } else {
                ui.label(text)
            };
            if view.settings.hover_help
                && let Some(citation) = s.said.citation()
            {
                r.on_hover_text(crate::app::help::explain(lang, &citation));
            }
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if view.workspace.any_dirty() {
                ui.label(lang.t(Key::Unsaved));
            }
        });
    });
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
