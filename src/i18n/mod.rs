//! Words for the engine's values: the Fluent catalogues, in English and Spanish.
//!
//! The engine hands out enums, ids and numbers, never sentences. This module is the one place
//! where a value becomes words: each message lives in a `.ftl` file under `assets/locales/<lang>/`
//! (one file per concept), is looked up by its id, and gets its figures as Fluent arguments, so
//! plurals are chosen by Fluent's selectors (`{ $n -> [one] … *[other] … }`).
//!
//! [`render`] words any serialisable engine value: an enum variant `foo_bar` under the prefix
//! `rejection` is the message `rejection-foo-bar`, and its fields (nested fields joined with `-`)
//! are the message's arguments. [`variant_ids`] lists the ids a type's variants need, from its
//! JSON Schema, for the test that every engine value has a message in both catalogues.
//!
//! Unicode isolation marks are off: egui draws them as boxes.

mod catalogue;
mod figures;
mod value;

pub use catalogue::{has_message, message_ids, problems, text};
pub use figures::{Figure, figure, message_variables, with_figures};
pub use value::{Arg, render, render_json, variant_ids};

use serde::{Deserialize, Serialize};

/// A language the app speaks: the window's choice, and the command line's (English).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Language {
    #[default]
    English,
    /// Español: the language of the book.
    Spanish,
}

impl Language {
    /// Both languages, in the order the settings list them.
    pub const ALL: [Language; 2] = [Language::English, Language::Spanish];

    /// The language's own name ("English", "Español").
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Spanish => "Español",
        }
    }

    /// The folder of its catalogue under `assets/locales`, and its BCP 47 tag.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
        }
    }

    fn index(self) -> usize {
        match self {
            Language::English => 0,
            Language::Spanish => 1,
        }
    }
}

/// A name from the data in `language`: `name_es` in Spanish when the data gives one (and it is
/// not blank), else `name`.
pub fn in_language<'a>(language: Language, name: &'a str, name_es: Option<&'a str>) -> &'a str {
    match (language, name_es) {
        (Language::Spanish, Some(es)) if !es.trim().is_empty() => es,
        _ => name,
    }
}

#[cfg(test)]
mod tests;
