//! The command deck in play (R-DECK-1..4, L1002-1035): what each commander order does, when
//! and on which units it may be used, and the markers it leaves ([`commander`]). The deck's data
//! (hand, cards, hand size, order effects) is [`crate::battle::model::deck`]; the offerings to
//! the gods on a roll are `turn::rolls`; the uses offered to a player are
//! `policy::commander_uses`.
//!
//! Uses `model`, `engine::ctx` and `engine::measure`.

pub mod commander;
#[cfg(test)]
pub(in crate::battle) mod offering_more_tests;
#[cfg(test)]
pub(in crate::battle) mod offering_tests;
