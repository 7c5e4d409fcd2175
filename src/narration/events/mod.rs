//! The battle log's events in words, in English or Spanish: each event's fields worded as a
//! player reads them through the catalogues' `log.ftl` (the engine keeps events as structured
//! data; the typed reasons inside them are worded by `battle::reason_words`). Sides, units,
//! models, commander orders and ki abilities are named in the reader's language
//! ([`BattleNames`]). Each concept's file words its own events; [`describe_event`] asks them in
//! turn. A fight's or a shot's roll adds every step of the combat calculator with its rule
//! ([`roll_steps`]).

mod aftermath;
mod charges;
mod combat;
mod deck;
mod leaders;
mod moves;
mod rolls;
mod scenario;
mod turn;

pub use combat::roll_steps;

use crate::battle::Event;
use crate::battle::Side;
use crate::battle::model::names::Names;
use crate::battle::model::state::Phase;
use crate::i18n::{Arg, Language as Lang, text};
use crate::narration::names::BattleNames;
use crate::narration::words::{unit_list, w};

/// What every concept's wording needs: the language and the names, and the arguments it makes
/// of sides, units, lists of units and commander orders.
#[derive(Clone, Copy)]
struct Say<'a> {
    lang: Lang,
    names: &'a BattleNames,
}

impl Say<'_> {
    /// The log's message `id` with its arguments.
    fn f(&self, id: &str, args: &[(&str, Arg)]) -> String {
        text(self.lang, id, args)
    }

    fn side(&self, side: &Side) -> Arg {
        w(self.names.side(*side))
    }

    fn unit(&self, id: &str) -> Arg {
        w(self.names.unit(id))
    }

    fn units(&self, ids: &[String]) -> Arg {
        w(unit_list(self.names, ids))
    }

    fn order(&self, order: &str) -> Arg {
        w(self.names.order(order))
    }
}

/// The phase's name.
pub fn phase_name(lang: Lang, p: Phase) -> String {
    let phase = match p {
        Phase::Setup => "setup",
        Phase::Maintenance => "maintenance",
        Phase::Initiative => "initiative",
        Phase::Activation => "activation",
        Phase::Ended => "ended",
    };
    text(lang, "log-phase", &[("phase", phase.into())])
}

/// One event of the log in `lang`.
pub fn describe_event(lang: Lang, names: &BattleNames, e: &Event) -> String {
    deck::face_down_event(lang, names, e)
        .or_else(|| turn::words(lang, names, e))
        .or_else(|| deck::words(lang, names, e))
        .or_else(|| rolls::words(lang, names, e))
        .or_else(|| moves::words(lang, names, e))
        .or_else(|| charges::words(lang, names, e))
        .or_else(|| combat::words(lang, names, e))
        .or_else(|| aftermath::words(lang, names, e))
        .or_else(|| leaders::words(lang, names, e))
        .or_else(|| scenario::words(lang, names, e))
        .unwrap_or_else(|| generic(e))
}

/// An event no wording above covers (a newer engine): its kind and fields as recorded.
fn generic(e: &Event) -> String {
    let value = serde_json::to_value(e).unwrap_or(serde_json::Value::Null);
    let Some(obj) = value.as_object() else {
        return value.to_string();
    };
    let kind = obj
        .get("event")
        .and_then(|v| v.as_str())
        .unwrap_or_default()
        .replace('_', " ");
    let details: Vec<String> = obj
        .iter()
        .filter(|(k, _)| k.as_str() != "event")
        .map(|(k, v)| format!("{k}: {v}"))
        .collect();
    if details.is_empty() {
        kind
    } else {
        format!("{kind} — {}", details.join(", "))
    }
}

#[cfg(test)]
mod tests;
