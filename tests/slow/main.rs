//! The slow suite: whole battles played to their end, on every scenario and list, by the
//! computer general and by the first legal command. Not part of `cargo test` (each takes
//! minutes in a debug build); `cargo test --test slow` runs it, and `.ci/run` does when its run
//! has the time. What a whole battle's test found is pinned in the default suite by a saved
//! fixture or a situation built on purpose.

#[path = "../common/mod.rs"]
mod common;

mod battle_aftermath;
mod battle_lead;
mod battle_leaders_props;
mod battle_overlaps;
mod battle_pairs;
mod cli_battles;
mod general;
mod referee;
mod total_war;
mod vp_recomputed;
mod walks;
