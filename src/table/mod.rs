//! The table's geometry: bases, terrain, sight, cover, engagement, sides, formation, reach.
//! parry2d inside; no rules of combat.
//!
//! Build a [`Table`] from a [`model::TableFile`] (or [`load_table`] a file), then ask it:
//! [`Table::distance`], [`Table::in_view`], [`Table::sight`], [`Table::cover`],
//! [`Table::unit_cover`], [`Table::engaged`], [`Table::side_of`], [`Table::unit_attack_side`],
//! [`Table::formation`], [`Table::isolated`], [`Table::unit_charge`], [`Table::unit_range`],
//! [`Table::in_zone_of_control`], [`Table::general_aura`], [`Table::units_near_leader`],
//! [`Table::check_move`], [`Table::illegal_placements`] and [`Table::inspect`]. A table file
//! gives each side's deployment zone ([`model::TableFile::deployment_zone`]).

pub mod contact;
pub mod deploy;
pub mod formation;
pub mod inspect;
pub mod load;
pub mod model;
pub mod movement;
pub mod placement;
pub mod plane;
pub mod reach;
pub mod route;
pub mod schema;
pub mod shapes;
pub mod sight;
pub mod words;
pub mod world;
pub mod zone;

pub use contact::{Side, SideLines, UnitAttack};
pub use formation::{Formation, FormationKind, FormationViolation};
pub use inspect::{InspectOptions, InspectReport, PairReport, UnitReport};
pub use load::{InvalidTable, Measure, TableProblem, load_table, parse_table, validate};
pub use movement::{MoveCheck, MoveKind, MoveProblem, MoveRequest};
pub use placement::PlacementProblem;
pub use reach::{Chance, ChargeOdds, ModelCharge, RangeBand, UnitCharge, UnitRange};
pub use shapes::{Corridor, Footprint, P2, V2};
pub use sight::{Cover, CoverReasons, GRAZE_CM, Los, Sight, UnitCover};
pub use world::{
    BroadPhase, ModelIdx, Obstacle, PlacedModel, Table, TerrainIdx, TerrainPiece, UnitIdx, UnitInfo,
};
