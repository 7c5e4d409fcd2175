//! What each problem is, with the figures and ids its message needs.

use serde::Serialize;

use schemars::JsonSchema;

use super::ProblemCode;
use crate::army::class::{Class, TroopType};
use crate::army::faction::RangedReach;

/// What a problem is, with the figures and ids its message needs: worded through the
/// catalogues (`assets/locales/*/army.ftl`, message `problem-<variant>`) by
/// [`Problem::words`](super::Problem::words). A field named `…profile` holds a profile id of
/// the faction (worded as the profile's name), `…class` a [`Class`], `…troop_type` a
/// [`TroopType`], `reach` a ranged reach band.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ProblemDetail {
    FactionMismatch {
        list_faction: String,
        faction: String,
    },
    BattleSizeOutOfRange {
        battle_size: u32,
        smallest: u32,
        largest: u32,
    },
    CommanderLevelInvalid {
        level: u8,
    },
    PointsOverBattleSize {
        total: u32,
        troops: u32,
        commander: u32,
        level: u8,
        over: i64,
        battle_size: u32,
    },
    DuplicateUnitId {
        unit: String,
    },
    UnknownProfile {
        faction: String,
        id: String,
    },
    ZeroModels {
        unit: String,
    },
    UnitTooSmall {
        unit: String,
        profile: String,
        models: u32,
    },
    UniqueTakenTwice {
        profile: String,
        leader: bool,
    },
    UnitLeaderNotALeader {
        leader_profile: String,
    },
    UnitLeaderInLeaderUnit {
        profile: String,
    },
    UnitLeaderClassTooLow {
        leader_profile: String,
        leader_class: Class,
        profile: String,
        class: Class,
    },
    UnitLeaderTypeMismatch {
        leader_profile: String,
        leader_troop_type: TroopType,
        troop_type: TroopType,
    },
    UnitLeaderRangedWeapon {
        leader_profile: String,
        reach: RangedReach,
    },
    UnitLeaderForbiddenClass {
        leader_profile: String,
        class: Class,
    },
    NoGeneral,
    GeneralUnknownUnit {
        unit: String,
    },
    GeneralNotALeader {
        unit: String,
    },
    GeneralNotHero {
        profile: String,
        class: Class,
    },
    TypeCapExceeded {
        points: u32,
        troop_type: TroopType,
        faction: String,
        cap: u32,
        battle_size: u32,
    },
    SpiritualWithoutAdvancedRules {
        profile: String,
    },
    SpiritualTwoTypes {
        profile: String,
    },
    SupportAlone {
        profile: String,
    },
    SupportNotSupport {
        profile: String,
    },
    PointsLeftOver {
        left: i64,
        battle_size: u32,
    },
    NoTroops,
    CapBracketMissing {
        faction: String,
        largest: u32,
    },
    RaidBattleSize {
        battle_size: u32,
        raid_points: u32,
    },
    RaidPointsOver {
        total: u32,
        over: i64,
        raid_points: u32,
    },
    RaidUnitSize {
        unit: String,
        models: u32,
        raid_models: u32,
    },
    RaidUnitWithoutLeader {
        unit: String,
    },
    MixedOutsideRaid {
        unit: String,
    },
    TotalWarNoBase {
        unit: String,
        profile: String,
    },
    TotalWarBaseTooFew {
        unit: String,
        on_base: u32,
    },
    TotalWarBaseTooMany {
        unit: String,
        on_base: u32,
        most: u32,
    },
    TotalWarSizeMismatch {
        unit: String,
        models: u32,
        on_base: u32,
        stands_for: u32,
    },
    BaseOutsideTotalWar {
        unit: String,
    },
}

impl ProblemDetail {
    /// The problem's stable code.
    pub fn code(&self) -> ProblemCode {
        use ProblemDetail as D;
        match self {
            D::FactionMismatch { .. } => ProblemCode::FactionMismatch,
            D::BattleSizeOutOfRange { .. } => ProblemCode::BattleSizeOutOfRange,
            D::CommanderLevelInvalid { .. } => ProblemCode::CommanderLevelInvalid,
            D::PointsOverBattleSize { .. } => ProblemCode::PointsOverBattleSize,
            D::DuplicateUnitId { .. } => ProblemCode::DuplicateUnitId,
            D::UnknownProfile { .. } => ProblemCode::UnknownProfile,
            D::ZeroModels { .. } => ProblemCode::ZeroModels,
            D::UnitTooSmall { .. } => ProblemCode::UnitTooSmall,
            D::UniqueTakenTwice { .. } => ProblemCode::UniqueTakenTwice,
            D::UnitLeaderNotALeader { .. } => ProblemCode::UnitLeaderNotALeader,
            D::UnitLeaderInLeaderUnit { .. } => ProblemCode::UnitLeaderInLeaderUnit,
            D::UnitLeaderClassTooLow { .. } => ProblemCode::UnitLeaderClassTooLow,
            D::UnitLeaderTypeMismatch { .. } => ProblemCode::UnitLeaderTypeMismatch,
            D::UnitLeaderRangedWeapon { .. } => ProblemCode::UnitLeaderRangedWeapon,
            D::UnitLeaderForbiddenClass { .. } => ProblemCode::UnitLeaderForbiddenClass,
            D::NoGeneral => ProblemCode::NoGeneral,
            D::GeneralUnknownUnit { .. } => ProblemCode::GeneralUnknownUnit,
            D::GeneralNotALeader { .. } => ProblemCode::GeneralNotALeader,
            D::GeneralNotHero { .. } => ProblemCode::GeneralNotHero,
            D::TypeCapExceeded { .. } => ProblemCode::TypeCapExceeded,
            D::SpiritualWithoutAdvancedRules { .. } => ProblemCode::SpiritualWithoutAdvancedRules,
            D::SpiritualTwoTypes { .. } => ProblemCode::SpiritualTwoTypes,
            D::SupportAlone { .. } => ProblemCode::SupportAlone,
            D::SupportNotSupport { .. } => ProblemCode::SupportNotSupport,
            D::PointsLeftOver { .. } => ProblemCode::PointsLeftOver,
            D::NoTroops => ProblemCode::NoTroops,
            D::CapBracketMissing { .. } => ProblemCode::CapBracketMissing,
            D::RaidBattleSize { .. } => ProblemCode::RaidBattleSize,
            D::RaidPointsOver { .. } => ProblemCode::RaidPointsOver,
            D::RaidUnitSize { .. } => ProblemCode::RaidUnitSize,
            D::RaidUnitWithoutLeader { .. } => ProblemCode::RaidUnitWithoutLeader,
            D::MixedOutsideRaid { .. } => ProblemCode::MixedOutsideRaid,
            D::TotalWarNoBase { .. } => ProblemCode::TotalWarNoBase,
            D::TotalWarBaseTooFew { .. } => ProblemCode::TotalWarBaseTooFew,
            D::TotalWarBaseTooMany { .. } => ProblemCode::TotalWarBaseTooMany,
            D::TotalWarSizeMismatch { .. } => ProblemCode::TotalWarSizeMismatch,
            D::BaseOutsideTotalWar { .. } => ProblemCode::BaseOutsideTotalWar,
        }
    }
}
