//! The small words every part of the narration shares: lists, distances, yes-or-no arguments,
//! a side as players number it, and the narration's own messages with figures (`commands.ftl`,
//! `awaiting.ftl`, `markers.ftl`), checked in a debug build against the variables they use.

use std::collections::{BTreeSet, HashMap};
use std::sync::OnceLock;

use crate::battle::Side;
use crate::battle::model::names::Names;
use crate::i18n::{Arg, Figure, Language, message_variables, text, with_figures};

/// Values joined by spaces, as the log lists dice and cards.
pub(crate) fn list<T: std::fmt::Display>(v: &[T]) -> String {
    v.iter().map(T::to_string).collect::<Vec<_>>().join(" ")
}

/// A word argument: names, ids, lists and distances already written.
pub(crate) fn w(v: impl std::fmt::Display) -> Arg {
    Arg::Text(v.to_string())
}

/// A yes-or-no argument, for the catalogue's `[true]`/`[false]` selectors.
pub(crate) fn flag(b: bool) -> Arg {
    w(b)
}

/// A distance in centimetres, to a tenth.
pub(crate) fn cm(v: f64) -> String {
    format!("{v:.1}")
}

/// Units or models by their names, joined as a list.
pub fn unit_list(names: &dyn Names, ids: &[String]) -> String {
    ids.iter()
        .map(|id| names.unit(id))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A side as players number it: "Side 1", "Side 2" (`common.ftl`'s `side`).
pub(crate) fn side_number(lang: Language, side: Side) -> String {
    text(lang, "side", &[("side", side.index().into())])
}

/// The narration's message `id` without figures.
pub(crate) fn t(lang: Language, id: &str) -> String {
    text(lang, id, &[])
}

/// The narration's message `id` with its figures, each named as the message's variable.
pub(crate) fn say(lang: Language, id: &str, figures: &[Figure]) -> String {
    with_figures(lang, id, figures, variables())
}

/// The variables of each message of the narration's own catalogues, read from the English ones
/// (the catalogue tests check the Spanish ones use the same).
fn variables() -> &'static HashMap<String, BTreeSet<String>> {
    static VARIABLES: OnceLock<HashMap<String, BTreeSet<String>>> = OnceLock::new();
    VARIABLES.get_or_init(|| {
        let mut out = HashMap::new();
        for source in CATALOGUES {
            out.extend(message_variables(source));
        }
        out
    })
}

/// The narration's own catalogues, in English.
pub(crate) const CATALOGUES: [&str; 3] = [
    include_str!("../../assets/locales/en/commands.ftl"),
    include_str!("../../assets/locales/en/awaiting.ftl"),
    include_str!("../../assets/locales/en/markers.ftl"),
];
