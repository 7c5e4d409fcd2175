//! The command deck (baraja de mando) and the commander orders (órdenes de comandante).
//!
//! Cards are known by their value only (0-3): two cards of the same value are interchangeable,
//! so a hand is a sorted list of values and a player names cards by value.
//! R-DECK-1 (L40-46, L195), R-DECK-2 (L197-204).

use crate::battle::model::reasons::OrderPlayed;
use crate::i18n::{self, Language};
use serde::{Deserialize, Serialize};

/// The 24 command cards of one player: seven 0s, eight 1s, six 2s, three 3s (R-DECK-1, L40).
pub fn full_command_deck() -> Vec<u8> {
    let mut cards = Vec::with_capacity(24);
    for (value, count) in [(0u8, 7usize), (1, 8), (2, 6), (3, 3)] {
        cards.extend(std::iter::repeat_n(value, count));
    }
    cards
}

/// Hand size: 4 + 1 per full 200 points of battle size (R-DECK-1, L195).
pub fn hand_size(battle_points: u32) -> usize {
    4 + (battle_points / 200) as usize
}

/// One player's command cards: the draw pile (top = last), the discard pile and the hand.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct CommandDeck {
    pub draw_pile: Vec<u8>,
    pub discard_pile: Vec<u8>,
    /// Sorted ascending.
    pub hand: Vec<u8>,
}

impl CommandDeck {
    /// Whether the hand holds every card of `cards` (as a multiset of values).
    pub fn hand_holds(&self, cards: &[u8]) -> bool {
        let mut counts = [0usize; 4];
        // A card outside 0-3 (from a hand-edited save, say) counts for nothing.
        for &c in &self.hand {
            if let Some(n) = counts.get_mut(c as usize) {
                *n += 1;
            }
        }
        for &c in cards {
            if c > 3 || counts[c as usize] == 0 {
                return false;
            }
            counts[c as usize] -= 1;
        }
        true
    }

    /// Moves `cards` from the hand to the discard pile (they must be held).
    pub fn discard_from_hand(&mut self, cards: &[u8]) {
        for &c in cards {
            if let Some(i) = self.hand.iter().position(|&h| h == c) {
                self.hand.remove(i);
                self.discard_pile.push(c);
            }
        }
    }

    /// Takes the top card of the draw pile into the hand.
    pub fn draw_into_hand(&mut self, card: u8) {
        if let Some(i) = self.draw_pile.iter().rposition(|&c| c == card) {
            self.draw_pile.remove(i);
        }
        self.hand.push(card);
        self.hand.sort_unstable();
    }
}

/// A commander order card (L53, L1004-1008): its effect, its cost in command cards, and
/// the factions that may use it. The book does not print the cards; a battle's sides bring
/// their own (see [`default_commander_orders`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommanderOrderCard {
    /// Its name, by which commands and events name it too.
    pub name: String,
    /// Its name in Spanish (a faction's own card, when its file gives one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    /// Number of command cards (any value) discarded to use it (L1006).
    pub cost: u32,
    /// Whether the cost is `cost + X`, X more cards chosen by the player (L1008).
    #[serde(default)]
    pub plus_x: bool,
    /// What the order does, shown to the players; empty when only the printed card says it.
    pub text: String,
    /// What the order does in Spanish (a faction's own card, when its file gives it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_es: Option<String>,
    /// What the engine does when it is used; without one the players play the text and the
    /// engine tracks the cost only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effect: Option<crate::battle::model::deck::OrderEffect>,
}

impl CommanderOrderCard {
    /// A faction's own card, as its file writes it: the players play its text.
    pub fn from_faction(card: &crate::army::OrderCard) -> Self {
        CommanderOrderCard {
            name: card.name.clone(),
            name_es: card.name_es.clone(),
            cost: card.cost,
            plus_x: card.plus_x,
            text: card.text.clone(),
            text_es: card.text_es.clone(),
            effect: None,
        }
    }

    /// A card known only by its id, costing 1: its effect is on the printed card.
    pub fn printed(id: &str) -> Self {
        CommanderOrderCard {
            name: id.to_string(),
            name_es: None,
            cost: 1,
            plus_x: false,
            text: String::new(),
            text_es: None,
            effect: None,
        }
    }

    /// Its name in `language`: an original order's from the catalogues (`commander-order-*`),
    /// a faction's own card's as its file writes it (`name_es` in Spanish when it has one).
    pub fn name_in(&self, language: Language) -> String {
        match self.effect {
            Some(effect) => i18n::render(language, "commander-order", &effect),
            None => i18n::in_language(language, &self.name, self.name_es.as_deref()).to_string(),
        }
    }

    /// What it does in `language`: an original order's as the battle log says it when the
    /// order is used (`event-order-played-effect`), a faction's own card's as its file writes
    /// it (`text_es` in Spanish when it has one), and a card without a text says that its
    /// effect is on the printed card (`commander-order-printed`).
    pub fn text_in(&self, language: Language) -> String {
        match self.effect {
            Some(effect) => i18n::render(
                language,
                "event-order-played",
                &OrderPlayed::Effect { effect },
            ),
            None => match i18n::in_language(language, &self.text, self.text_es.as_deref()) {
                text if text.trim().is_empty() => {
                    i18n::text(language, "commander-order-printed", &[])
                }
                text => text.to_string(),
            },
        }
    }
}

/// A commander order deck for sides that bring none: six original orders, usable by every
/// faction, each with its effect in the engine ([`crate::battle::deck::commander`]).
pub fn default_commander_orders() -> Vec<CommanderOrderCard> {
    use crate::battle::model::deck::OrderEffect as E;
    let card = |name: &str, cost: u32, plus_x: bool, text: &str, effect: E| CommanderOrderCard {
        name: name.to_string(),
        name_es: None,
        cost,
        plus_x,
        text: text.to_string(),
        text_es: None,
        effect: Some(effect),
    };
    vec![
        card(
            "Banzai",
            1,
            false,
            "Activation phase: one unused unit adds +1D6 to its next combat roll this turn.",
            E::Banzai,
        ),
        card(
            "Forced march",
            1,
            true,
            "Activation phase: X unused units within 10 cm of the general each add 2X cm to their next move order this turn.",
            E::ForcedMarch,
        ),
        card(
            "Steady ranks",
            2,
            false,
            "Activation phase: one of your units passes its next Honor test automatically.",
            E::SteadyRanks,
        ),
        card(
            "Hidden path",
            2,
            false,
            "While deploying: one skirmisher unit not yet deployed deploys anywhere more than 30 cm from the enemy.",
            E::HiddenPath,
        ),
        card(
            "Volley",
            1,
            false,
            "Activation phase: one unused shooting unit ignores the -1 for an enemy in cover this turn.",
            E::Volley,
        ),
        card(
            "Ancestors watch",
            1,
            true,
            "Activation phase: remove X stun markers from your units.",
            E::AncestorsWatch,
        ),
    ]
}

/// What a commander order card does in the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum OrderEffect {
    Banzai,
    ForcedMarch,
    SteadyRanks,
    HiddenPath,
    Volley,
    AncestorsWatch,
}

/// Commander order effects carried by a unit until they are spent (or the turn ends).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct OrderMarkers {
    /// Banzai: +1D6 on the next combat roll this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub banzai: bool,
    /// Forced march: extra cm on the next move order this turn.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub forced_march_cm: u32,
    /// Steady ranks: the next Honor test passes.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub steady_ranks: bool,
    /// Hidden path: deploys anywhere more than 30 cm from the enemy.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hidden_path: bool,
    /// Volley: its shots ignore the enemy's cover this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub volley: bool,
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

impl OrderMarkers {
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }

    /// The end of the turn (maintenance, L238): the effects that last "this turn" go; Steady
    /// ranks stays until its Honor test.
    pub fn turn_ended(&mut self) {
        let steady = self.steady_ranks;
        *self = OrderMarkers {
            steady_ranks: steady,
            ..Default::default()
        };
    }

    /// The markers as the command line names them (`banzai`, `forced march +2 cm`...).
    pub fn names(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.banzai {
            out.push("banzai".to_string());
        }
        if self.forced_march_cm > 0 {
            out.push(format!("forced march +{} cm", self.forced_march_cm));
        }
        if self.steady_ranks {
            out.push("steady ranks".to_string());
        }
        if self.hidden_path {
            out.push("hidden path".to_string());
        }
        if self.volley {
            out.push("volley".to_string());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_original_commander_orders_read_in_both_languages_l1001_1011() {
        let cards = default_commander_orders();
        let march = cards.iter().find(|c| c.name == "Forced march").unwrap();
        assert_eq!(march.name_in(Language::English), "Forced march");
        assert_eq!(march.name_in(Language::Spanish), "Marcha forzada");
        assert_eq!(march.text_in(Language::English), march.text);
        assert!(march.text_in(Language::Spanish).contains("2X cm"));
        // Every original order has a name in both languages, each its own.
        for id in crate::i18n::variant_ids::<OrderEffect>("commander-order") {
            assert!(crate::i18n::has_message(Language::English, &id), "{id}");
            assert!(crate::i18n::has_message(Language::Spanish, &id), "{id}");
        }
        for lang in [Language::English, Language::Spanish] {
            let names: std::collections::BTreeSet<String> =
                cards.iter().map(|c| c.name_in(lang)).collect();
            assert_eq!(names.len(), cards.len());
        }
        // A faction's own card is shown as its file writes it, in Spanish when it can.
        let mut own = CommanderOrderCard {
            name: "Kami's favour".into(),
            name_es: Some("Favor del kami".into()),
            cost: 1,
            plus_x: false,
            text: "Re-roll one die.".into(),
            text_es: Some("Repite un dado.".into()),
            effect: None,
        };
        assert_eq!(own.name_in(Language::Spanish), "Favor del kami");
        assert_eq!(own.text_in(Language::Spanish), "Repite un dado.");
        assert_eq!(own.name_in(Language::English), "Kami's favour");
        assert_eq!(own.text_in(Language::English), "Re-roll one die.");
        own.name_es = None;
        own.text_es = None;
        assert_eq!(own.name_in(Language::Spanish), "Kami's favour");
        assert_eq!(own.text_in(Language::Spanish), "Re-roll one die.");
        // A card known by its id only: its effect is on the printed card, in either language.
        let printed = CommanderOrderCard::printed("kami_favour");
        assert_eq!(printed.name_in(Language::Spanish), "kami_favour");
        assert_ne!(
            printed.text_in(Language::Spanish),
            printed.text_in(Language::English)
        );
        assert!(!printed.text_in(Language::Spanish).is_empty());
    }

    /// A faction names the original orders by the ids the army files check against.
    #[test]
    fn the_original_order_ids_of_the_faction_files_are_the_engines_l199() {
        let mut ids: Vec<String> = crate::i18n::variant_ids::<OrderEffect>("x")
            .into_iter()
            .map(|id| id.trim_start_matches("x-").replace('-', "_"))
            .collect();
        let mut originals = crate::army::load::ORIGINAL_COMMANDER_ORDERS.map(String::from);
        ids.sort();
        originals.sort();
        assert_eq!(ids, originals);
    }

    #[test]
    fn r_deck_1_twenty_four_cards_seven_eight_six_three() {
        let d = full_command_deck();
        assert_eq!(d.len(), 24);
        let count = |v| d.iter().filter(|&&c| c == v).count();
        assert_eq!([count(0), count(1), count(2), count(3)], [7, 8, 6, 3]);
    }

    #[test]
    fn r_deck_1_hand_size_l195_500_points_six_cards() {
        assert_eq!(hand_size(500), 6);
        assert_eq!(hand_size(199), 4);
        assert_eq!(hand_size(400), 6);
        assert_eq!(hand_size(250), 5);
    }

    #[test]
    fn hand_holds_counts_duplicates() {
        let d = CommandDeck {
            hand: vec![0, 1, 1, 3],
            ..Default::default()
        };
        assert!(d.hand_holds(&[1, 1]));
        assert!(!d.hand_holds(&[1, 1, 1]));
        assert!(!d.hand_holds(&[2]));
        assert!(!d.hand_holds(&[9]));
    }
}
