//! What is wrong with a file the user gave us, as a value: each concept defines its own problem
//! type beside the checks that find it (as rejections are) and makes it a [`FileProblem`]; this
//! layer knows none of them, only how a problem is worded and compared. [`Json`] is this
//! module's own: a file that cannot be read or parsed. A [`Catalogued`] problem's variant, by
//! its serde name under the type's prefix, is its message in `assets/locales/<lang>/files.ftl`;
//! third-party texts (the system's, serde_json's) are arguments, shown as they are.

use std::any::Any;
use std::fmt::Debug;

use schemars::JsonSchema;
use serde::Serialize;

use crate::i18n::{self, Language};

/// What is wrong with a file, as the concept whose check found it says it.
pub trait FileProblem: Debug + Send + Sync + 'static {
    /// What is wrong, in `language`.
    fn words(&self, language: Language) -> String;
    /// Whether `other` is the same problem (of the same type, equal).
    fn same_as(&self, other: &dyn FileProblem) -> bool;
    /// The problem as its own type, for a caller that asks which it is.
    fn as_any(&self) -> &dyn Any;
}

/// A problem whose variants are worded by the catalogues: `PREFIX` and the variant's serde name
/// make its message id, its fields the arguments ([`i18n::render`]), unless the type words
/// itself otherwise.
pub trait Catalogued: Serialize + JsonSchema + Debug + PartialEq + Send + Sync + 'static {
    /// The message ids' prefix (`file-table`).
    const PREFIX: &'static str;

    /// What is wrong, in `language`.
    fn worded(&self, language: Language) -> String {
        i18n::render(language, Self::PREFIX, self)
    }

    /// Every message id the type's variants need (for the tests that both catalogues word
    /// every problem).
    fn message_ids() -> Vec<String>
    where
        Self: Sized,
    {
        i18n::variant_ids::<Self>(Self::PREFIX)
    }
}

impl<T: Catalogued> FileProblem for T {
    fn words(&self, language: Language) -> String {
        self.worded(language)
    }

    fn same_as(&self, other: &dyn FileProblem) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A file that cannot be read as JSON of the kind asked for.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Json {
    /// The system could not read it (its own words in `error`).
    CannotRead { error: String },
    /// Not JSON at all (serde_json's words).
    NotJson { error: String },
    /// JSON, but a value is not what the field takes (serde's words: a missing field, a wrong
    /// type, an unknown variant).
    WrongValue { error: String },
    /// More text after the JSON value.
    TrailingText { error: String },
    /// JSON, but none of the window's documents (table, list, saved battle).
    NotADocument,
}

impl Catalogued for Json {
    const PREFIX: &'static str = "file-json";
}

/// A problem, already worded in `language`, after the field it was found at (`file-in-field`).
pub fn in_field(language: Language, field: &str, problem: String) -> String {
    i18n::text(
        language,
        "file-in-field",
        &[
            ("field", field.to_string().into()),
            ("problem", problem.into()),
        ],
    )
}
