//! What is wrong with a file the user gave us, as a value: [`Problem`] groups the problems by
//! the concept whose check found them (each group is defined beside its checks, as rejections
//! are), and [`Json`] is this module's own: a file that cannot be read or parsed. A variant's
//! serde name under its group's prefix is its message in `assets/locales/<lang>/files.ftl`;
//! third-party texts (the system's, serde_json's) are arguments, shown as they are.

use schemars::JsonSchema;
use serde::Serialize;

use crate::army::load::ArmyProblem;
use crate::battle::engine::event_names::Misnamed;
use crate::battle::engine::log::OpenError;
use crate::battle::setup::battle_setup::SetupProblem;
use crate::battle::setup::roster::ScenarioProblem;
use crate::i18n::{self, Language};
use crate::rules::situation::SituationIssue;
use crate::table::load::TableProblem;

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

/// What is wrong with a file, by the concept that found it.
#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    Json(Json),
    /// A table or scenario file's geometry, ids and special rules (`table::load`).
    Table(TableProblem),
    /// What a battle needs of a scenario (`battle::setup::roster`).
    Scenario(ScenarioProblem),
    /// A faction or army list (`army::load`).
    Army(ArmyProblem),
    /// A battle's sides (`battle::setup::battle_setup`).
    Setup(SetupProblem),
    /// A combat situation for the odds (`rules::situation`).
    Situation(SituationIssue),
    /// A saved battle that does not open (`battle::engine::log`).
    Save(Box<OpenError>),
    /// A command read from a file names a unit or model the battle does not have
    /// (`battle::engine::event_names::command_misnamed`).
    Command(Box<Misnamed>),
}

/// Each group's catalogue prefix, and the `From` that makes it a [`Problem`].
macro_rules! groups {
    ($($group:ident($ty:ty) => $prefix:literal),* $(,)?) => {
        $(
            impl From<$ty> for Problem {
                fn from(p: $ty) -> Problem {
                    Problem::$group(p)
                }
            }
        )*

        impl Problem {
            /// What is wrong, in `language`.
            pub fn words(&self, language: Language) -> String {
                match self {
                    $(Problem::$group(p) => i18n::render(language, $prefix, p),)*
                    Problem::Save(e) => e.words(language),
                }
            }
        }

        /// The message ids every group's variants need (for the test that both catalogues
        /// word every problem).
        pub fn message_ids() -> Vec<String> {
            let mut ids = Vec::new();
            $(ids.extend(i18n::variant_ids::<$ty>($prefix));)*
            ids.extend(i18n::variant_ids::<OpenError>("save"));
            ids.extend(i18n::variant_ids::<crate::battle::engine::event_names::Misnamed>("save-event"));
            ids
        }
    };
}

groups! {
    Json(Json) => "file-json",
    Table(TableProblem) => "file-table",
    Scenario(ScenarioProblem) => "file-scenario",
    Army(ArmyProblem) => "file-army",
    Setup(SetupProblem) => "file-setup",
    Situation(SituationIssue) => "file-situation",
    Command(Box<Misnamed>) => "file-command",
}

impl From<OpenError> for Problem {
    fn from(e: OpenError) -> Problem {
        Problem::Save(Box::new(e))
    }
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
