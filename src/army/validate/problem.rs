//! The kinds of problem a list can have: their stable codes, severity, book line and ruling,
//! and one problem as the verdict lists it.

use serde::Serialize;

use super::ProblemDetail;

/// Whether a problem makes the list illegal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The list is illegal.
    Error,
    /// Legal but odd: worth a second look.
    Warning,
}

/// Stable codes of list problems. The codes are part of the command line's output contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ProblemCode {
    /// The list names another faction than the one it is checked against (L1106).
    FactionMismatch,
    /// Battle size outside 200-1000 points (L1112).
    BattleSizeOutOfRange,
    /// Commander level other than 0, 1 or 2 (L1118-1122, R-ARMY-1).
    CommanderLevelInvalid,
    /// Total cost above the battle size (L1114).
    PointsOverBattleSize,
    /// Two units with the same id.
    DuplicateUnitId,
    /// A unit, unit leader or support troop names a profile the faction does not have.
    UnknownProfile,
    /// A unit with no models (L385).
    ZeroModels,
    /// A unit of fewer than 3 models of a profile that is not unique (L387, R-ARMY-2).
    UnitTooSmall,
    /// More than one model of a unique, legendary or leader profile (L336, L407).
    UniqueTakenTwice,
    /// A unit's `leader` names a profile that is not an army leader (L405, L411).
    UnitLeaderNotALeader,
    /// A unit leader put in a unit of leaders: no other leader in the unit (L415).
    UnitLeaderInLeaderUnit,
    /// Unit leader of lower class than the unit (L416, R-ARMY-2).
    UnitLeaderClassTooLow,
    /// Unit leader of another troop type than the unit (L417, R-ARMY-2).
    UnitLeaderTypeMismatch,
    /// A hero leading a ranged unit without a ranged weapon of the same reach (L417, R-ARMY-2).
    UnitLeaderRangedWeapon,
    /// Colossal creatures, Komuso and Onmyouji never lead units (L418, R-ARMY-2).
    UnitLeaderForbiddenClass,
    /// No general named (L428, L1126, R-ARMY-2).
    NoGeneral,
    /// `general` names no unit of the list.
    GeneralUnknownUnit,
    /// The general's unit has no army leader (L428).
    GeneralNotALeader,
    /// The general is not of class Hero (L428, R-ARMY-2).
    GeneralNotHero,
    /// Points on one troop type above the faction's cap for the battle size (L1132, R-ARMY-3).
    TypeCapExceeded,
    /// Spiritual troops without the advanced rules of hidden powers (L1138).
    SpiritualWithoutAdvancedRules,
    /// Both Onmyouji and Komuso, or two kinds of Onmyouji (L1138).
    SpiritualTwoTypes,
    /// A support troop fielded as a unit of its own; they go inside units (L377).
    SupportAlone,
    /// A unit's `support` names a profile that is not a support troop (L377).
    SupportNotSupport,
    /// Warning: more than a tenth of the battle size left unspent (L1114).
    PointsLeftOver,
    /// Warning: the list has army leaders only, no troops (L1130-1134).
    NoTroops,
    /// Warning: the battle size is above every point-cap bracket of the faction; the largest
    /// bracket was used (R-ARMY-3).
    CapBracketMissing,
    /// A raid list whose battle size is not 150 points (R-RAID-1).
    RaidBattleSize,
    /// A raid list costing more than 150 points (R-RAID-1).
    RaidPointsOver,
    /// A raid unit of other than 3 models besides its unit leader (R-RAID-2).
    RaidUnitSize,
    /// A raid unit of several models without a unit leader (R-RAID-2).
    RaidUnitWithoutLeader,
    /// Models of several profiles in a unit of a list that is not a raid (R-RAID-4).
    MixedOutsideRaid,
    /// A total war unit without its movement base (R-TW-1).
    TotalWarNoBase,
    /// A total war movement base of fewer than 2 models, which stands for no unit (R-TW-2).
    TotalWarBaseTooFew,
    /// A total war movement base of more than 5 models, the most the page puts on one
    /// (R-TW-2).
    TotalWarBaseTooMany,
    /// A total war unit whose models are not the size its movement base stands for (R-TW-2).
    TotalWarSizeMismatch,
    /// A movement base in a list that is not total war (R-TW-2).
    BaseOutsideTotalWar,
}

impl ProblemCode {
    /// The code as printed (`UNIT_TOO_SMALL`).
    pub fn as_str(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default()
    }

    /// Error or warning.
    pub fn severity(self) -> Severity {
        match self {
            ProblemCode::PointsLeftOver
            | ProblemCode::NoTroops
            | ProblemCode::CapBracketMissing => Severity::Warning,
            _ => Severity::Error,
        }
    }

    /// The book line the rule is on.
    pub fn book_line(self) -> Option<u32> {
        use ProblemCode::*;
        Some(match self {
            FactionMismatch => 1106,
            BattleSizeOutOfRange => 1112,
            CommanderLevelInvalid => 1118,
            PointsOverBattleSize | PointsLeftOver => 1114,
            DuplicateUnitId => return None,
            // The extra game modes' rules are on their page, not in the book (`page`).
            RaidBattleSize
            | RaidPointsOver
            | RaidUnitSize
            | RaidUnitWithoutLeader
            | MixedOutsideRaid
            | TotalWarNoBase
            | TotalWarBaseTooFew
            | TotalWarBaseTooMany
            | TotalWarSizeMismatch
            | BaseOutsideTotalWar => return None,
            UnknownProfile => 1102,
            ZeroModels => 385,
            UnitTooSmall => 387,
            UniqueTakenTwice => 336,
            UnitLeaderNotALeader => 411,
            UnitLeaderInLeaderUnit => 415,
            UnitLeaderClassTooLow => 416,
            UnitLeaderTypeMismatch | UnitLeaderRangedWeapon => 417,
            UnitLeaderForbiddenClass => 418,
            NoGeneral | GeneralUnknownUnit | GeneralNotALeader | GeneralNotHero => 428,
            TypeCapExceeded | CapBracketMissing => 1132,
            NoTroops => 1130,
            SpiritualWithoutAdvancedRules | SpiritualTwoTypes => 1138,
            SupportAlone | SupportNotSupport => 377,
        })
    }

    /// The project ruling that reads the rule, if any.
    pub fn ruling(self) -> Option<&'static str> {
        use ProblemCode::*;
        match self {
            CommanderLevelInvalid => Some("R-ARMY-1"),
            UnitTooSmall
            | UnitLeaderClassTooLow
            | UnitLeaderTypeMismatch
            | UnitLeaderRangedWeapon
            | UnitLeaderForbiddenClass
            | NoGeneral
            | GeneralNotHero => Some("R-ARMY-2"),
            TypeCapExceeded | CapBracketMissing => Some("R-ARMY-3"),
            RaidBattleSize | RaidPointsOver => Some("R-RAID-1"),
            RaidUnitSize | RaidUnitWithoutLeader => Some("R-RAID-2"),
            MixedOutsideRaid => Some("R-RAID-4"),
            TotalWarNoBase => Some("R-TW-1"),
            TotalWarBaseTooFew | TotalWarBaseTooMany | TotalWarSizeMismatch
            | BaseOutsideTotalWar => Some("R-TW-2"),
            _ => None,
        }
    }

    /// The section of the extra game modes page the rule is in (`P-RAID`, `P-TOTAL-WAR`; see
    /// `citations`), for the rules of a mode.
    pub fn page(self) -> Option<&'static str> {
        use ProblemCode::*;
        match self {
            RaidBattleSize
            | RaidPointsOver
            | RaidUnitSize
            | RaidUnitWithoutLeader
            | MixedOutsideRaid => Some("P-RAID"),
            TotalWarNoBase | TotalWarBaseTooFew | TotalWarBaseTooMany | TotalWarSizeMismatch
            | BaseOutsideTotalWar => Some("P-TOTAL-WAR"),
            _ => None,
        }
    }
}

/// One problem found in a list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub code: ProblemCode,
    pub severity: Severity,
    /// The unit's id, when the problem is about one unit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// JSON path of the list field at fault (`units[2].models`); empty for the list as a whole.
    pub field: String,
    /// Line of the Spanish Living Rules the rule is on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub book_line: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ruling: Option<&'static str>,
    /// For a rule of an extra game mode, the section of the modes page it is in (`P-RAID`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub page: Option<&'static str>,
    /// What the problem is, with its figures.
    pub detail: ProblemDetail,
}
