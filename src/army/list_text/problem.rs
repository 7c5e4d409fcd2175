//! What can be wrong with a line of a list's text ([`super::from_text`]): the line, as written,
//! and why it could not be read, worded in English or Spanish.

use crate::i18n::Language;

/// A line of a list's text that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextProblem {
    /// 1-based line of the text.
    pub line: usize,
    /// The line as written, trimmed.
    pub text: String,
    pub why: Unreadable,
}

impl TextProblem {
    /// `line 3: …` in `language`.
    pub fn words(&self, language: Language) -> String {
        let line = match language {
            Language::English => "line",
            Language::Spanish => "línea",
        };
        format!("{line} {}: {}", self.line, self.why.words(language))
    }
}

impl std::fmt::Display for TextProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.words(Language::English))
    }
}

impl std::error::Error for TextProblem {}

/// Why a line of a list's text could not be read. `Display` is English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unreadable {
    /// The list's name is the text's only line: no faction line follows.
    NoFactionLine,
    /// The line after the list's name is not `FACTION · SPENT / SIZE points · …`.
    BadFactionLine,
    /// A part of the faction line that is neither the points, the commander level nor the
    /// advanced rules.
    BadFactionPart(String),
    /// No given faction has that name or id.
    UnknownFaction(String),
    /// A unit line that does not start with its models count (`5 × `, L385).
    NoModels,
    /// A unit line with a count and no troop.
    NoTroop,
    /// No profile of the list's faction has that name, in either language.
    UnknownTroop(String),
    /// The troop is a profile of another faction (its id), not of the list's.
    TroopOfAnotherFaction { troop: String, faction: String },
    /// Two profiles of the faction have that name.
    AmbiguousTroop(String),
    /// A part after the troops that is not a cost (`150 pts`).
    BadCost(String),
    /// A second unit marked as the general's: an army has one general (L426).
    SecondGeneral,
}

impl Unreadable {
    /// Why, in `language`.
    pub fn words(&self, language: Language) -> String {
        let es = language == Language::Spanish;
        let pick = |en: String, sp: String| if es { sp } else { en };
        match self {
            Unreadable::NoFactionLine => pick(
                "the list's name is not followed by its faction line \
                 (`Akagane Clan · 397 / 400 points · commander level 1`)"
                    .into(),
                "al nombre de la lista no le sigue la línea de su facción \
                 (`Clan Akagane · 397 / 400 puntos · nivel de comandante 1`)"
                    .into(),
            ),
            Unreadable::BadFactionLine => pick(
                "not a faction line: it reads `FACTION · SPENT / SIZE points · commander level N`"
                    .into(),
                "no es una línea de facción: se escribe \
                 `FACCIÓN · GASTADOS / TAMAÑO puntos · nivel de comandante N`"
                    .into(),
            ),
            Unreadable::BadFactionPart(part) => pick(
                format!(
                    "`{part}` is neither the points, the commander level, `advanced rules`, \
                     `raid` nor `total war`"
                ),
                format!(
                    "`{part}` no son los puntos, ni el nivel de comandante, ni `reglas avanzadas`, \
                     ni `incursión`, ni `guerra total`"
                ),
            ),
            Unreadable::UnknownFaction(f) => pick(
                format!("no known faction is called `{f}`"),
                format!("ninguna facción conocida se llama `{f}`"),
            ),
            Unreadable::NoModels => pick(
                "a unit line starts with its models count, as `5 × Samurai bushi`".into(),
                "una línea de unidad empieza por su número de miniaturas, como \
                 `5 × Samurái bushi`"
                    .into(),
            ),
            Unreadable::NoTroop => pick(
                "the models count names no troop".into(),
                "el número de miniaturas no nombra ninguna tropa".into(),
            ),
            Unreadable::UnknownTroop(t) => pick(
                format!("no troop of the list's faction is called `{t}`"),
                format!("ninguna tropa de la facción de la lista se llama `{t}`"),
            ),
            Unreadable::TroopOfAnotherFaction { troop, faction } => pick(
                format!("`{troop}` is a troop of another faction, `{faction}`"),
                format!("`{troop}` es una tropa de otra facción, `{faction}`"),
            ),
            Unreadable::AmbiguousTroop(t) => pick(
                format!("two troops of the faction are called `{t}`"),
                format!("dos tropas de la facción se llaman `{t}`"),
            ),
            Unreadable::BadCost(c) => pick(
                format!("`{c}` is not a unit's cost, as `150 pts`"),
                format!("`{c}` no es el coste de una unidad, como `150 pts`"),
            ),
            Unreadable::SecondGeneral => pick(
                "a second unit marked (General): an army has one general (L426)".into(),
                "una segunda unidad marcada (General): un ejército tiene un general (L426)".into(),
            ),
        }
    }
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.words(Language::English))
    }
}
