//! The table's geometry: bases, terrain, sight, cover, engagement, sides, formation, reach.
//! parry2d inside; no rules of combat.

pub mod model;
