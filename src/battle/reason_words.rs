//! The reasons inside events ([`crate::battle::model::reasons`]) in words, through the catalogues
//! (`events.ftl`): the command line words them in English, the window in its language. Sides,
//! units and commander orders are named as the caller's [`Names`] says; each value's citation
//! follows it in brackets. The recorded words of a save of formats 1-4 are shown as they are.

use serde::Serialize;
use serde_json::Value;

use crate::battle::model::command::OrderKind;
pub use crate::battle::model::names::Names;
use crate::battle::model::reasons::{
    BattleEnd, CardsFor, CasualtyCause, HonorCause, InitiativeWhy, LeaderDrop, OrderPlayed,
    OrdersFor, Removal, ResultRule, VpSource,
};
use crate::battle::model::side::Side;
use crate::i18n::{self, Language};
use crate::rules::Worded;

/// A typed reason inside an event: its messages' prefix and its citation.
pub trait Reason: Serialize {
    /// The prefix of its messages: variant `foo_bar` is the message `PREFIX-foo-bar`.
    const PREFIX: &'static str;
    /// The ruling or book lines it follows, if the value cites any.
    fn citation(&self) -> Option<&'static str>;
    /// Changes the value's arguments before they are worded in `language`.
    fn adjust(&self, _language: Language, _args: &mut Value) {}
}

impl Reason for CardsFor {
    const PREFIX: &'static str = "event-cards-for";
    fn citation(&self) -> Option<&'static str> {
        Some(CardsFor::citation(self))
    }
}

impl Reason for OrdersFor {
    const PREFIX: &'static str = "event-orders-for";
    fn citation(&self) -> Option<&'static str> {
        OrdersFor::citation(self)
    }
    /// The order's kind, `charge`, becomes its name in `language` (`orders.ftl`).
    fn adjust(&self, language: Language, args: &mut Value) {
        if let OrdersFor::Order { order, .. } = self
            && let Some(arg) = args.pointer_mut("/order/order")
        {
            *arg = Value::String(order_words(language, *order));
        }
    }
}

impl Reason for OrderPlayed {
    const PREFIX: &'static str = "event-order-played";
    fn citation(&self) -> Option<&'static str> {
        None
    }
}

impl Reason for Removal {
    const PREFIX: &'static str = "event-removal";
    fn citation(&self) -> Option<&'static str> {
        Removal::citation(*self)
    }
}

impl Reason for CasualtyCause {
    const PREFIX: &'static str = "event-casualty-cause";
    fn citation(&self) -> Option<&'static str> {
        Some(CasualtyCause::citation(*self))
    }
}

impl Reason for InitiativeWhy {
    const PREFIX: &'static str = "event-initiative-why";
    fn citation(&self) -> Option<&'static str> {
        Some(InitiativeWhy::citation(*self))
    }
}

impl Reason for VpSource {
    const PREFIX: &'static str = "event-vp-source";
    fn citation(&self) -> Option<&'static str> {
        VpSource::citation(self)
    }
}

impl Reason for BattleEnd {
    const PREFIX: &'static str = "event-battle-end";
    fn citation(&self) -> Option<&'static str> {
        BattleEnd::citation(*self)
    }
}

impl Reason for HonorCause {
    const PREFIX: &'static str = "event-honor-cause";
    fn citation(&self) -> Option<&'static str> {
        Some(HonorCause::citation(*self))
    }
}

impl Reason for ResultRule {
    const PREFIX: &'static str = "event-result-rule";
    fn citation(&self) -> Option<&'static str> {
        Some(ResultRule::citation(*self))
    }
}

impl Reason for LeaderDrop {
    const PREFIX: &'static str = "event-leader-drop";
    fn citation(&self) -> Option<&'static str> {
        match self {
            LeaderDrop::Refused { .. } => None,
            _ => Some("L852"),
        }
    }
}

/// `value` in `language`, its sides, units and orders named by `names`, followed by its citation.
pub fn reason_words<T: Reason>(language: Language, value: &T, names: &dyn Names) -> String {
    let words = bare_words(language, value, names);
    match value.citation() {
        Some(c) => format!("{words} ({c})"),
        None => words,
    }
}

/// As [`reason_words`], the citation with the book's sections a player finds its lines under,
/// in square brackets: "turn 5 was the last [Game sequence (L228)]" (`citations::cite`).
pub fn reason_words_cited<T: Reason>(language: Language, value: &T, names: &dyn Names) -> String {
    let words = bare_words(language, value, names);
    match value.citation() {
        Some(c) => format!("{words} [{}]", crate::citations::cite(c, language)),
        None => words,
    }
}

/// `value` in `language`, its sides, units and orders named by `names`, without its citation.
fn bare_words<T: Reason>(language: Language, value: &T, names: &dyn Names) -> String {
    let mut args = match serde_json::to_value(value) {
        Ok(v) => v,
        Err(e) => return format!("{}: {e}", T::PREFIX),
    };
    name_values(&mut args, names);
    value.adjust(language, &mut args);
    i18n::render_json(language, T::PREFIX, &args)
}

/// A reason as an event holds it: typed, worded by [`reason_words`], or the words an older save
/// recorded, as they are.
pub fn worded<T: Reason>(language: Language, value: &Worded<T>, names: &dyn Names) -> String {
    match value {
        Worded::Typed(t) => reason_words(language, t, names),
        Worded::Recorded(words) => words.clone(),
    }
}

/// As [`worded`], a typed reason's citation with its book sections ([`reason_words_cited`]).
pub fn worded_cited<T: Reason>(language: Language, value: &Worded<T>, names: &dyn Names) -> String {
    match value {
        Worded::Typed(t) => reason_words_cited(language, t, names),
        Worded::Recorded(words) => words.clone(),
    }
}

/// What victory points were counted for, part by part.
pub fn vp_words(language: Language, detail: &Worded<Vec<VpSource>>, names: &dyn Names) -> String {
    match detail {
        Worded::Typed(parts) => parts
            .iter()
            .map(|p| reason_words(language, p, names))
            .collect::<Vec<_>>()
            .join("; "),
        Worded::Recorded(words) => words.clone(),
    }
}

/// Why and how a unit tested Honor: its cause, then the general's re-roll when it rolled two
/// dice (L430), or Steady ranks when it passed without a roll.
pub fn honor_words(language: Language, why: &Worded<HonorCause>, dice: usize) -> String {
    let cause = worded(language, why, &[String::new(), String::new()]);
    if why.typed().is_none() {
        return cause;
    }
    match dice {
        0 => format!(
            "{cause}; {}",
            i18n::text(language, "event-honor-steady-ranks", &[])
        ),
        1 => cause,
        _ => format!(
            "{cause}; {}",
            i18n::text(language, "event-honor-general-reroll", &[])
        ),
    }
}

/// An order's kind in `language`: message `order-<kind>` of `orders.ftl`.
pub fn order_words(language: Language, kind: OrderKind) -> String {
    let id = serde_json::to_value(kind)
        .ok()
        .and_then(|v| v.as_str().map(|s| format!("order-{}", s.replace('_', "-"))))
        .unwrap_or_default();
    i18n::text(language, &id, &[])
}

/// The fields of a reason that name a unit by its id (`unit`; `attacker` and `defender` of a
/// multiple combat's powering).
const UNIT_FIELDS: [&str; 3] = ["unit", "attacker", "defender"];

/// Every number in a field named `side` becomes the side's name, every unit id, objective id and
/// mission id its name, and a commander order (`commander_order`'s `order`) its card's name.
fn name_values(value: &mut Value, names: &dyn Names) {
    match value {
        Value::Object(map) => {
            for (k, v) in map.iter_mut() {
                match (k.as_str(), &*v) {
                    ("side", Value::Number(n)) => {
                        let name = n
                            .as_u64()
                            .and_then(|n| u8::try_from(n).ok())
                            .and_then(|n| Side::try_from(n).ok())
                            .map_or_else(|| n.to_string(), |s| names.side(s));
                        *v = Value::String(name);
                    }
                    (k, Value::String(id)) if UNIT_FIELDS.contains(&k) => {
                        *v = Value::String(names.unit(id));
                    }
                    ("objective", Value::String(id)) => *v = Value::String(names.objective(id)),
                    ("mission", Value::String(id)) => *v = Value::String(names.mission(id)),
                    ("commander_order", Value::Object(_)) => {
                        if let Some(Value::String(o)) = v.get_mut("order") {
                            *o = names.order(o);
                        }
                    }
                    _ => name_values(v, names),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| name_values(v, names)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::model::side::Side;

    fn every_variant_has_a_message<T: schemars::JsonSchema + Reason>() {
        let ids = i18n::variant_ids::<T>(T::PREFIX);
        assert!(!ids.is_empty(), "{}", T::PREFIX);
        for lang in Language::ALL {
            for id in &ids {
                assert!(i18n::has_message(lang, id), "{lang:?}: {id}");
            }
        }
    }

    #[test]
    fn every_reason_of_every_event_has_its_message_in_both_catalogues() {
        every_variant_has_a_message::<CardsFor>();
        every_variant_has_a_message::<OrdersFor>();
        every_variant_has_a_message::<Removal>();
        every_variant_has_a_message::<OrderPlayed>();
        every_variant_has_a_message::<CasualtyCause>();
        every_variant_has_a_message::<InitiativeWhy>();
        every_variant_has_a_message::<VpSource>();
        every_variant_has_a_message::<BattleEnd>();
        every_variant_has_a_message::<HonorCause>();
        every_variant_has_a_message::<ResultRule>();
        every_variant_has_a_message::<LeaderDrop>();
        for lang in Language::ALL {
            for id in ["event-honor-general-reroll", "event-honor-steady-ranks"] {
                assert!(i18n::has_message(lang, id), "{lang:?}: {id}");
            }
        }
    }

    fn sides() -> [String; 2] {
        ["Akagane host".into(), "Hayashi muster".into()]
    }

    #[test]
    fn reasons_read_with_their_citation_and_the_sides_by_name_l228_l248() {
        let en = Language::English;
        assert_eq!(
            reason_words(en, &BattleEnd::LastTurn { turn: 5 }, &sides()),
            "turn 5 was the last (L228)"
        );
        assert_eq!(
            reason_words(en, &BattleEnd::NoUnitLeft { side: Side::SECOND }, &sides()),
            "Hayashi muster has no unit left"
        );
        assert_eq!(
            reason_words(
                Language::Spanish,
                &InitiativeWhy::InitiativeRoll {
                    roll: 5,
                    against: 2
                },
                &sides()
            ),
            "tirada de iniciativa 5 contra 2 (L242)"
        );
        let detail: Worded<Vec<VpSource>> = vec![
            VpSource::LeadersAlive {
                first: 3,
                second: 1,
            },
            VpSource::ObjectiveHeld {
                side: Side::FIRST,
                objective: "shrine".into(),
                vp: 2,
            },
        ]
        .into();
        assert_eq!(
            vp_words(en, &detail, &sides()),
            "leaders alive, +2 for a living general: 3 - 1 (R-TURN-1); Akagane host holds shrine (+2)"
        );
    }

    #[test]
    fn an_order_reads_as_its_kind_in_the_catalogues_language_not_as_its_book_name() {
        let spent = OrdersFor::Order {
            order: OrderKind::Charge,
            unit: "spears".into(),
        };
        assert_eq!(
            reason_words(Language::English, &spent, &sides()),
            "charge by spears"
        );
        assert_eq!(
            reason_words(Language::Spanish, &spent, &sides()),
            "cargar con spears"
        );
        assert_eq!(order_words(Language::English, OrderKind::Run), "run");
        assert_eq!(
            order_words(Language::Spanish, OrderKind::Run),
            "mover potenciado"
        );
    }

    #[test]
    fn an_honor_test_says_how_it_was_taken_l430() {
        let why: Worded<HonorCause> = HonorCause::Retreating.into();
        assert_eq!(
            honor_words(Language::English, &why, 1),
            "retreating unit (L237)"
        );
        assert_eq!(
            honor_words(Language::English, &why, 2),
            "retreating unit (L237); general's re-roll, 2D6 keep the better (L430)"
        );
        assert_eq!(
            honor_words(Language::Spanish, &why, 0),
            "unidad en retirada (L237); Filas firmes: superado sin tirar (orden de comandante)"
        );
    }

    #[test]
    fn an_older_saves_words_are_shown_as_they_are() {
        let old: Worded<Removal> = Worded::Recorded("wiped out".into());
        assert_eq!(worded(Language::Spanish, &old, &sides()), "wiped out");
    }
}
