//! The combat orders (L584-760): a charge after its declaration ([`charge_move`]) and where its
//! models end ([`charge_ends`]), fights ([`fight`]) and shots ([`shot`]) with what the combat
//! calculator is told of them ([`inputs`]) and each side's share of the result
//! ([`side_result`]), a combat rolled stage by stage with its offerings and protected leaders
//! ([`staged`]), and multiple combats fought in a chain ([`multiple`], [`chain_picks`],
//! [`chain_power`], [`chain_end`], L703-719), the duelling leaders brought into contact
//! ([`duel_contact`], L788), the casualties a side chooses ([`casualty_choice`], L929), and what a total war movement base
//! counts for in them ([`total_war`], R-TW-4..6), and a mixed raid unit's combat divided by its
//! profiles ([`profile_groups`], R-RAID-6).
//!
//! Uses `model`, `engine::ctx`, `engine::measure`, `deck::commander`, `moves::move_order`,
//! `scenario::special_rules`, the turn's leaves (`end`, `honor`, `ki`), `aftermath` (what
//! follows a fight's result) and `opportunity` (the enemy may charge a unit that falls back or
//! flees on its way). Neither of those comes back here: what follows a move or a combat goes
//! through the turn machine (`GoOn::MoveOver`, `GoOn::FightReady`, `GoOn::CombatOver`).

pub mod casualty_choice;
#[cfg(test)]
pub(crate) mod casualty_tests;
pub mod chain_end;
pub mod chain_picks;
pub mod chain_power;
#[cfg(test)]
pub(in crate::battle) mod chain_tests;
pub mod charge_ends;
pub mod charge_move;
#[cfg(test)]
mod charge_several_tests;
pub mod charged;
pub mod duel_contact;
#[cfg(test)]
mod duel_tests;
pub mod fight;
pub mod inputs;
pub mod multiple;
pub mod on_table;
#[cfg(test)]
mod on_table_tests;
pub mod profile_groups;
#[cfg(test)]
mod profile_groups_tests;
pub mod shot;
#[cfg(test)]
mod shot_tests;
pub mod side_result;
pub mod staged;
pub mod total_war;
#[cfg(test)]
mod total_war_tests;
