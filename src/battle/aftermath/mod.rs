//! After the melee (*tras el combate*, L962-996): the steps in the book's order
//! ([`sequence`]) and what the state keeps of them ([`kept`]), the fall back or retreat
//! ([`retreat_move`]), the pursuit ([`pursuit`]; who may pursue and which way, [`pursuers`]),
//! both walked on the table ([`rolled_move`]), the removal of isolated models ([`isolated`]) and
//! the winners' melee moves ([`melee_move`]).
//!
//! Uses `model`, `engine::ctx`, `engine::measure`, `moves`, `scenario::special_rules`,
//! `turn::end`, `turn::honor`, and `opportunity` (the enemy may charge a pursuer or a melee move
//! on its way). Never `combat`: a fight's result comes here (`sequence::after_result`), and what
//! follows a step goes back through the turn machine.

#[cfg(test)]
pub(in crate::battle) mod aftermath_tests;
pub mod isolated;
pub mod kept;
pub mod melee_move;
pub mod pursuers;
pub mod pursuit;
pub mod retreat_move;
pub mod rolled_move;
pub mod sequence;
#[cfg(test)]
pub(in crate::battle) mod walk_tests;
