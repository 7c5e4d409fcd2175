//! The command deck in play (R-DECK-1..4, L1014-1033): the commander orders and their effects
//! ([`commander`]) and the offerings to the gods on every roll ([`offerings`]). The deck's data
//! (hand, cards, hand size) is [`crate::battle::model::deck`].
//!
//! May use: `model`, `engine::measure`, `turn::flow`, `combat`.

pub mod commander;
#[cfg(test)]
pub(in crate::battle) mod offering_more_tests;
#[cfg(test)]
pub(in crate::battle) mod offering_tests;
pub mod offerings;
