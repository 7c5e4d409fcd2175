//! Why a command is refused: a [`Rejection`] is a typed value grouped by Kensei concept, with
//! the ids, distances and counts of the case and never a sentence. Each variant knows its
//! [`Citation`] (ruling and book lines). The words live in the catalogues
//! (`assets/locales/<lang>/rejections.ftl`): [`Rejection::message`] renders one in a language,
//! and `Display` renders it in English with its citation, for the command line and tests.

mod aftermath;
mod citation;
mod combat;
mod deck;
mod leader;
mod moves;
mod scenario;
mod setup;
mod turn;

use std::fmt;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::battle::model::names::Names;
use crate::battle::model::side::Side;
use crate::i18n::{self, Language};

pub use aftermath::{Aftermath, Ki, Readiness};
pub use citation::Citation;
pub use combat::{Casualties, Charge, Melee, Reaction, Shot};
pub use deck::{Commander, Deck};
pub use leader::Leader;
pub use moves::{Facing, Move};
pub use scenario::Scenario;
pub use setup::{Deployment, Setup};
pub use turn::{Decision, Input, Turn};

/// Why a command is not allowed now, by concept.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Rejection {
    Input(Input),
    Turn(Turn),
    Setup(Setup),
    Deployment(Deployment),
    Deck(Deck),
    Commander(Commander),
    Move(Move),
    Facing(Facing),
    Charge(Charge),
    Shot(Shot),
    Melee(Melee),
    Casualties(Casualties),
    Reaction(Reaction),
    Leader(Leader),
    Readiness(Readiness),
    Aftermath(Aftermath),
    Ki(Ki),
    Scenario(Scenario),
}

macro_rules! groups {
    ($($group:ident => $prefix:literal),* $(,)?) => {
        $(
            impl From<$group> for Rejection {
                fn from(r: $group) -> Rejection {
                    Rejection::$group(r)
                }
            }
        )*

        impl Rejection {
            /// The ruling and book lines that forbid the command.
            pub fn citation(&self) -> Citation {
                match self {
                    $(Rejection::$group(r) => r.citation(),)*
                }
            }

            /// The catalogue prefix of the variant's group and the variant as a serde value.
            fn parts(&self) -> (&'static str, Value) {
                let value = match self {
                    $(Rejection::$group(r) => serde_json::to_value(r),)*
                };
                let prefix = match self {
                    $(Rejection::$group(_) => $prefix,)*
                };
                (prefix, value.unwrap_or(Value::Null))
            }
        }

        /// Every group's catalogue prefix and the message ids its variants need (for the
        /// test that both catalogues word every rejection).
        pub fn message_ids() -> Vec<String> {
            let mut ids = Vec::new();
            $(ids.extend(i18n::variant_ids::<$group>($prefix));)*
            ids.extend(i18n::variant_ids::<Decision>("decision"));
            ids
        }
    };
}

groups! {
    Input => "rejection-input",
    Turn => "rejection-turn",
    Setup => "rejection-setup",
    Deployment => "rejection-deployment",
    Deck => "rejection-deck",
    Commander => "rejection-commander",
    Move => "rejection-move",
    Facing => "rejection-facing",
    Charge => "rejection-charge",
    Shot => "rejection-shot",
    Melee => "rejection-melee",
    Casualties => "rejection-casualties",
    Reaction => "rejection-reaction",
    Leader => "rejection-leader",
    Readiness => "rejection-readiness",
    Aftermath => "rejection-aftermath",
    Ki => "rejection-ki",
    Scenario => "rejection-scenario",
}

/// `Err(r)`: the rule files' way to refuse.
pub(in crate::battle) fn no<T>(r: impl Into<Rejection>) -> Result<T, Rejection> {
    Err(r.into())
}

/// The engine's own names: units, models, orders and abilities by their ids, the sides as the
/// catalogue of its language calls them ("Side 1").
struct Ids(Language);

impl Names for Ids {
    fn side(&self, side: Side) -> String {
        side_words(self.0, side)
    }
}

/// "Side 1" or "Side 2" in `language`.
fn side_words(language: Language, side: Side) -> String {
    i18n::text(
        language,
        "side",
        &[("side", u64::from(u8::from(side)).into())],
    )
}

impl Rejection {
    /// Why the command is refused, in `language` (without the citation), naming units, models,
    /// orders and abilities by their ids.
    pub fn message(&self, language: Language) -> String {
        self.message_named(language, &Ids(language))
    }

    /// Why the command is refused, in `language` (without the citation), naming units, models,
    /// commander orders and ki abilities as `names` says.
    pub fn message_named(&self, language: Language, names: &dyn Names) -> String {
        let (prefix, mut value) = self.parts();
        if let Value::Object(map) = &mut value {
            for fields in map.values_mut() {
                if let Value::Object(fields) = fields {
                    word_fields(language, fields, names);
                }
            }
        }
        i18n::render_json(language, prefix, &value)
    }

    /// Why the command is refused in `language`, then its citation in brackets.
    pub fn text(&self, language: Language) -> String {
        self.text_named(language, &Ids(language))
    }

    /// Why the command is refused in `language`, named as `names` says, then its citation.
    pub fn text_named(&self, language: Language, names: &dyn Names) -> String {
        format!(
            "{} ({})",
            self.message_named(language, names),
            self.citation()
        )
    }
}

/// What the battle awaits, in `language`: the `decision-*` message of the decision it waits
/// for, with the side that makes it.
pub fn awaiting_words(
    language: Language,
    awaiting: &crate::battle::model::awaiting::Awaiting,
) -> String {
    let (decision, side) = Decision::of(awaiting);
    let name = serde_json::to_value(decision)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    decision_words(language, &name, side.map(|s| side_words(language, s)))
}

/// The decision named `name` (a [`Decision`]'s serde name) made by the side named
/// `side_name`, in `language`.
fn decision_words(language: Language, name: &str, side_name: Option<String>) -> String {
    let side_name = side_name.unwrap_or_default();
    i18n::text(
        language,
        &format!("decision-{}", name.replace('_', "-")),
        &[("side-name", side_name.into())],
    )
}

/// The fields of a rejection that name a unit or a model by its id.
const UNIT_FIELDS: [&str; 15] = [
    "unit", "leader", "model", "other", "a", "b", "enemy", "nearer", "target", "attacker",
    "defender", "now", "against", "engaged", "mover",
];

/// The fields that are themselves engine values, worded before the message takes them: what
/// the battle waits for, an order's kind, a side's name, a unit's, a model's, a commander
/// order's and a ki ability's (as `names` says); angles to the degree and distances to a tenth
/// of a cm (whole numbers stay numbers, for the catalogue's selectors).
fn word_fields(language: Language, fields: &mut serde_json::Map<String, Value>, names: &dyn Names) {
    // The side as `names` calls it (the window: its list's name), as the rest of the words.
    let side = fields
        .get("side")
        .and_then(Value::as_u64)
        .and_then(|s| Side::from_index(usize::try_from(s).ok()?))
        .map(|s| names.side(s));
    if let Some(name) = &side {
        fields.insert("side_name".into(), Value::String(name.clone()));
    }
    for (key, v) in fields.iter_mut() {
        match (key.as_str(), &*v) {
            ("awaiting", Value::String(d)) => {
                *v = Value::String(decision_words(language, d, side.clone()));
            }
            ("order_kind", Value::String(o)) => {
                let id = format!("order-{}", o.replace('_', "-"));
                *v = Value::String(i18n::text(language, &id, &[]));
            }
            (k, Value::String(id)) if UNIT_FIELDS.contains(&k) => {
                *v = Value::String(names.unit(id));
            }
            ("order", Value::String(o)) => *v = Value::String(names.order(o)),
            ("ability", Value::String(a)) => *v = Value::String(names.ability(a)),
            (k, Value::Number(n)) if n.is_f64() => {
                let x = n.as_f64().unwrap_or(0.0);
                if k.ends_with("_deg") {
                    *v = Value::String(format!("{x:.0}"));
                } else if x.fract() != 0.0 {
                    *v = Value::String(format!("{x:.1}"));
                }
            }
            _ => {}
        }
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.text(Language::English))
    }
}

impl std::error::Error for Rejection {}

#[cfg(test)]
mod tests;
