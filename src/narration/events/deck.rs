//! The command deck's and the commander orders' events in words: cards drawn, kept, discarded
//! and spent, offerings to the gods, command duels, commander orders picked, drawn, kept and
//! used; a side the reader sees face down draws and keeps by number (R-DECK-1, R-DECK-2).

use super::Say;
use crate::battle::Event;
use crate::battle::model::command::OfferingKind;
use crate::battle::model::names::Names;
use crate::battle::model::reasons::OrderPlayed;
use crate::battle::reason_words::worded;
use crate::i18n::{Arg, Language as Lang, text};
use crate::narration::names::BattleNames;
use crate::narration::words::{list, w};

/// The event in words when it is one of this concept's, else `None`.
pub(super) fn words(lang: Lang, names: &BattleNames, e: &Event) -> Option<String> {
    let say = Say { lang, names };
    Some(match e {
        Event::CommanderOrdersPicked { side, hand, deck } => say.f(
            "log-commander-orders-picked",
            &[
                ("side", say.side(side)),
                ("hand", say.order(hand)),
                (
                    "deck",
                    w(deck
                        .iter()
                        .map(|d| names.order(d))
                        .collect::<Vec<_>>()
                        .join(", ")),
                ),
            ],
        ),
        Event::DeckShuffled { side, draw_pile } => say.f(
            "log-deck-shuffled",
            &[("side", say.side(side)), ("count", draw_pile.len().into())],
        ),
        Event::CardsDrawnToHand { side, cards } => say.f(
            "log-cards-drawn-to-hand",
            &[("side", say.side(side)), ("cards", w(list(cards)))],
        ),
        Event::CardsDrawnToChoose { side, cards } => say.f(
            "log-cards-drawn-to-choose",
            &[("side", say.side(side)), ("cards", w(list(cards)))],
        ),
        Event::HandDiscarded { side, cards } => say.f(
            "log-hand-discarded",
            &[("side", say.side(side)), ("cards", w(list(cards)))],
        ),
        Event::CardsKept {
            side,
            kept,
            discarded,
        } => say.f(
            "log-cards-kept",
            &[
                ("side", say.side(side)),
                ("kept", w(list(kept))),
                ("discarded", w(list(discarded))),
            ],
        ),
        Event::CardsSpent {
            side,
            cards,
            reason,
        } => say.f(
            "log-cards-spent",
            &[
                ("side", say.side(side)),
                ("cards", w(list(cards))),
                ("reason", w(worded(lang, reason, names))),
            ],
        ),
        Event::CommanderOrderDrawn { side, order } => say.f(
            "log-commander-order-drawn",
            &[("side", say.side(side)), ("order", say.order(order))],
        ),
        Event::CommanderOrderKept {
            side,
            kept,
            discarded,
        } => match discarded {
            Some(d) => say.f(
                "log-commander-order-kept-discarding",
                &[
                    ("side", say.side(side)),
                    ("kept", say.order(kept)),
                    ("discarded", say.order(d)),
                ],
            ),
            None => say.f(
                "log-commander-order-kept",
                &[("side", say.side(side)), ("kept", say.order(kept))],
            ),
        },
        Event::CommanderOrderUsed { side, order, text } => {
            // A faction's own card reads as its file writes it in the window's language.
            let what = match text.typed() {
                Some(OrderPlayed::FromItsText { .. }) => names.order_text(order),
                _ => None,
            };
            say.f(
                "log-commander-order-used",
                &[
                    ("side", say.side(side)),
                    ("order", say.order(order)),
                    ("text", w(what.unwrap_or_else(|| worded(lang, text, names)))),
                ],
            )
        }
        Event::Offered {
            side,
            card,
            die,
            kind,
            value,
            bonus,
        } => match kind {
            OfferingKind::Reroll => say.f(
                "log-offered-reroll",
                &[
                    ("side", say.side(side)),
                    ("card", (*card).into()),
                    ("die", (die + 1).into()),
                    ("value", w(value)),
                ],
            ),
            OfferingKind::AddValue => say.f(
                "log-offered-add-value",
                &[
                    ("side", say.side(side)),
                    ("card", (*card).into()),
                    ("bonus", (*bonus).into()),
                    ("die", (die + 1).into()),
                    ("value", w(value)),
                ],
            ),
        },
        Event::OfferingPassed { side } => say.f("log-offering-passed", &[("side", say.side(side))]),
        Event::CommandDuelDeclared { side, stake } => say.f(
            "log-command-duel-declared",
            &[("side", say.side(side)), ("stake", w(list(stake)))],
        ),
        Event::CommandDuelResolved { stakes, initiative } => say.f(
            "log-command-duel-resolved",
            &[
                ("stake1", stakes[0].into()),
                ("stake2", stakes[1].into()),
                ("side", say.side(initiative)),
            ],
        ),
        _ => return None,
    })
}

/// What a side whose cards and commander orders the reader sees face down ([`Names::face_down`])
/// drew or kept, told by number (R-DECK-1, R-DECK-2); None for any other event. The cards it
/// discards go face up to its discard pile, and are named.
pub(super) fn face_down_event(lang: Lang, names: &BattleNames, e: &Event) -> Option<String> {
    let f = |id: &str, side: &crate::battle::Side, args: &[(&str, Arg)]| {
        let mut all = vec![("side", w(names.side(*side)))];
        all.extend(args.iter().cloned());
        text(lang, id, &all)
    };
    match e {
        Event::CardsDrawnToHand { side, cards } if names.face_down(*side) => Some(f(
            "log-cards-drawn-to-hand-face-down",
            side,
            &[("count", cards.len().into())],
        )),
        Event::CardsDrawnToChoose { side, cards } if names.face_down(*side) => Some(f(
            "log-cards-drawn-to-choose-face-down",
            side,
            &[("count", cards.len().into())],
        )),
        Event::CardsKept {
            side,
            kept,
            discarded,
        } if names.face_down(*side) => Some(f(
            "log-cards-kept-face-down",
            side,
            &[
                ("count", kept.len().into()),
                ("discarded", w(list(discarded))),
            ],
        )),
        Event::CommanderOrderDrawn { side, .. } if names.face_down(*side) => {
            Some(f("log-commander-order-drawn-face-down", side, &[]))
        }
        Event::CommanderOrderKept { side, .. } if names.face_down(*side) => {
            Some(f("log-commander-order-kept-face-down", side, &[]))
        }
        _ => None,
    }
}
