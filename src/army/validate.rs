//! Whether an army list is legal, and its derived figures (L1100-1145, L385-430,
//! R-ARMY-1..3, R-DECK-1).
//!
//! [`validate`] never fails: every problem becomes a [`Problem`] with a stable code, the unit
//! it concerns, the list field (a JSON path such as `units[2].models`) and the book line, so
//! the command line and the window's builder show the same verdict.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use serde::Serialize;

use schemars::JsonSchema;

use super::class::{Class, TroopType};
use super::faction::{Faction, Profile, RangedReach};
use super::list::ArmyList;

/// Smallest and largest battle size in points (L1112).
pub const BATTLE_SIZE_RANGE: (u32, u32) = (200, 1000);

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
            _ => None,
        }
    }
}

/// What a problem is, with the figures and ids its message needs: worded through the
/// catalogues (`assets/locales/*/army.ftl`, message `problem-<variant>`) by
/// [`Problem::words`]. A field named `…profile` holds a profile id of the faction (worded as the
/// profile's name), `…class` a [`Class`], `…troop_type` a [`TroopType`], `reach` a ranged
/// reach band.
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
    /// What the problem is, with its figures.
    pub detail: ProblemDetail,
}

/// What one unit costs and holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnitSummary {
    pub id: String,
    pub profile: String,
    pub name: String,
    /// Models of the unit's profile.
    pub models: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leader: Option<String>,
    /// All models on the table: profile models, the unit leader and support troops.
    pub total_models: u32,
    /// Points: models x cost + the unit leader + support troops.
    pub points: u32,
}

/// Points spent on one troop type against its cap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TypePoints {
    pub troop_type: TroopType,
    pub points: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cap: Option<u32>,
}

/// The verdict on a list and its derived figures.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    /// No problem of severity error.
    pub legal: bool,
    pub battle_size: u32,
    /// Points of every model plus the commander level.
    pub total_points: u32,
    /// Points of the commander level (0/10/20, R-ARMY-1).
    pub commander_points: u32,
    /// Battle size minus total points (negative when over).
    pub points_left: i64,
    /// Command hand size: 4 + 1 per full 200 points of battle size (L195, R-DECK-1).
    pub hand_size: u32,
    pub models: u32,
    pub units: Vec<UnitSummary>,
    /// Points per troop type, army leaders left out (L1128), with the faction's caps.
    pub points_by_type: Vec<TypePoints>,
    pub problems: Vec<Problem>,
}

impl Report {
    /// The problems of severity error.
    pub fn errors(&self) -> impl Iterator<Item = &Problem> {
        self.problems
            .iter()
            .filter(|p| p.severity == Severity::Error)
    }

    /// The problems of severity warning.
    pub fn warnings(&self) -> impl Iterator<Item = &Problem> {
        self.problems
            .iter()
            .filter(|p| p.severity == Severity::Warning)
    }

    /// Whether a problem with `code` was found.
    pub fn has(&self, code: ProblemCode) -> bool {
        self.problems.iter().any(|p| p.code == code)
    }
}

/// Points a commander level costs (R-ARMY-1, L1120-1122); `None` for a level that does not exist.
pub fn commander_points(level: u8) -> Option<u32> {
    match level {
        0 => Some(0),
        1 => Some(10),
        2 => Some(20),
        _ => None,
    }
}

/// Command hand size for a battle size: 4 + 1 per full 200 points (L195, R-DECK-1).
pub fn hand_size(battle_size: u32) -> u32 {
    4 + battle_size / 200
}

/// Checks `list` against every list rule of `faction`.
pub fn validate(list: &ArmyList, faction: &Faction) -> Report {
    let mut problems = Vec::new();
    let mut push = |detail: ProblemDetail, unit: Option<&str>, field: String| {
        let code = detail.code();
        problems.push(Problem {
            code,
            severity: code.severity(),
            unit: unit.map(str::to_string),
            field,
            book_line: code.book_line(),
            ruling: code.ruling(),
            detail,
        });
    };
    let profile = |id: &str| faction.profiles.iter().find(|p| p.id == id);

    if list.faction != faction.id {
        push(
            ProblemDetail::FactionMismatch {
                list_faction: list.faction.clone(),
                faction: faction.id.clone(),
            },
            None,
            "faction".into(),
        );
    }
    let (lo, hi) = BATTLE_SIZE_RANGE;
    if !(lo..=hi).contains(&list.battle_size) {
        push(
            ProblemDetail::BattleSizeOutOfRange {
                battle_size: list.battle_size,
                smallest: lo,
                largest: hi,
            },
            None,
            "battle_size".into(),
        );
    }
    let commander = match commander_points(list.commander_level) {
        Some(p) => p,
        None => {
            push(
                ProblemDetail::CommanderLevelInvalid {
                    level: list.commander_level,
                },
                None,
                "commander_level".into(),
            );
            0
        }
    };

    // Units: ids, profiles, sizes, leaders, support.
    let mut seen_ids = HashSet::new();
    let mut copies: HashMap<&str, Vec<(usize, String)>> = HashMap::new();
    let mut by_type: BTreeMap<TroopType, u32> = BTreeMap::new();
    let mut summaries = Vec::new();
    let mut spirituals: Vec<(usize, &Profile)> = Vec::new();
    let mut troops = 0u32;
    for (i, unit) in list.units.iter().enumerate() {
        let uid = Some(unit.id.as_str());
        if !seen_ids.insert(unit.id.as_str()) {
            push(
                ProblemDetail::DuplicateUnitId {
                    unit: unit.id.clone(),
                },
                uid,
                format!("units[{i}].id"),
            );
        }
        let mut points = 0u32;
        let mut total_models = unit.models;
        let Some(p) = profile(&unit.profile) else {
            push(
                ProblemDetail::UnknownProfile {
                    faction: faction.id.clone(),
                    id: unit.profile.clone(),
                },
                uid,
                format!("units[{i}].profile"),
            );
            continue;
        };
        points = points.saturating_add(p.cost.saturating_mul(unit.models));
        copies
            .entry(p.id.as_str())
            .or_default()
            .extend((0..unit.models.min(2)).map(|_| (i, format!("units[{i}].models"))));
        if !p.leader {
            troops += 1;
            let t = by_type.entry(p.troop_type).or_default();
            *t = t.saturating_add(p.cost.saturating_mul(unit.models));
        }
        if p.troop_type == TroopType::Spiritual {
            spirituals.push((i, p));
        }
        let one_of_a_kind = p.leader || p.availability.is_one_of_a_kind();
        if unit.models == 0 {
            push(
                ProblemDetail::ZeroModels {
                    unit: unit.id.clone(),
                },
                uid,
                format!("units[{i}].models"),
            );
        } else if unit.models < 3 && !one_of_a_kind {
            push(
                ProblemDetail::UnitTooSmall {
                    unit: unit.id.clone(),
                    profile: p.id.clone(),
                    models: unit.models,
                },
                uid,
                format!("units[{i}].models"),
            );
        }
        if p.troop_type == TroopType::Support {
            push(
                ProblemDetail::SupportAlone {
                    profile: p.id.clone(),
                },
                uid,
                format!("units[{i}].profile"),
            );
        }
        if let Some(lid) = &unit.leader {
            let field = format!("units[{i}].leader");
            match profile(lid) {
                None => push(
                    ProblemDetail::UnknownProfile {
                        faction: faction.id.clone(),
                        id: lid.clone(),
                    },
                    uid,
                    field,
                ),
                Some(l) => {
                    total_models += 1;
                    points = points.saturating_add(l.cost);
                    copies
                        .entry(l.id.as_str())
                        .or_default()
                        .push((i, field.clone()));
                    check_unit_leader(unit.id.as_str(), &field, p, l, faction, &mut push);
                }
            }
        }
        for (j, sid) in unit.support.iter().enumerate() {
            let field = format!("units[{i}].support[{j}]");
            match profile(sid) {
                None => push(
                    ProblemDetail::UnknownProfile {
                        faction: faction.id.clone(),
                        id: sid.clone(),
                    },
                    uid,
                    field,
                ),
                Some(s) => {
                    total_models += 1;
                    points = points.saturating_add(s.cost);
                    copies
                        .entry(s.id.as_str())
                        .or_default()
                        .push((i, field.clone()));
                    if s.troop_type != TroopType::Support {
                        push(
                            ProblemDetail::SupportNotSupport {
                                profile: s.id.clone(),
                            },
                            uid,
                            field,
                        );
                    } else if !s.leader {
                        let t = by_type.entry(TroopType::Support).or_default();
                        *t = t.saturating_add(s.cost);
                    }
                }
            }
        }
        summaries.push(UnitSummary {
            id: unit.id.clone(),
            profile: p.id.clone(),
            name: p.name.clone(),
            models: unit.models,
            leader: unit.leader.clone(),
            total_models,
            points,
        });
    }

    // One of a kind: unique, legendary and leaders (L336, L407).
    let mut taken: Vec<_> = copies.into_iter().collect();
    taken.sort();
    for (pid, places) in taken {
        let Some(p) = profile(pid) else { continue };
        if (p.leader || p.availability.is_one_of_a_kind()) && places.len() > 1 {
            let (i, field) = places[1].clone();
            // An army leader is always unique (L407).
            push(
                ProblemDetail::UniqueTakenTwice {
                    profile: p.id.clone(),
                    leader: p.leader,
                },
                Some(list.units[i].id.as_str()),
                field,
            );
        }
    }

    // The general (L428).
    match &list.general {
        None => push(ProblemDetail::NoGeneral, None, "general".into()),
        Some(gid) => match list.units.iter().find(|u| &u.id == gid) {
            None => push(
                ProblemDetail::GeneralUnknownUnit { unit: gid.clone() },
                None,
                "general".into(),
            ),
            Some(u) => {
                let own = profile(&u.profile).filter(|p| p.leader);
                let led = u.leader.as_deref().and_then(profile).filter(|p| p.leader);
                match own.or(led) {
                    None => push(
                        ProblemDetail::GeneralNotALeader { unit: gid.clone() },
                        Some(gid),
                        "general".into(),
                    ),
                    Some(g) if g.class != Class::H => push(
                        ProblemDetail::GeneralNotHero {
                            profile: g.id.clone(),
                            class: g.class,
                        },
                        Some(gid),
                        "general".into(),
                    ),
                    Some(_) => {}
                }
            }
        },
    }

    // Spiritual troops (L1138).
    if !spirituals.is_empty() {
        if !list.advanced_rules {
            for (i, p) in &spirituals {
                push(
                    ProblemDetail::SpiritualWithoutAdvancedRules {
                        profile: p.id.clone(),
                    },
                    Some(list.units[*i].id.as_str()),
                    format!("units[{i}].profile"),
                );
            }
        }
        let classes: BTreeSet<Class> = spirituals.iter().map(|(_, p)| p.class).collect();
        let onmyouji: BTreeSet<&str> = spirituals
            .iter()
            .filter(|(_, p)| p.class == Class::O)
            .map(|(_, p)| p.id.as_str())
            .collect();
        if classes.len() > 1 || onmyouji.len() > 1 {
            let (i, p) = spirituals[1];
            push(
                ProblemDetail::SpiritualTwoTypes {
                    profile: p.id.clone(),
                },
                Some(list.units[i].id.as_str()),
                format!("units[{i}].profile"),
            );
        }
    }

    // Per-type caps (L1132, R-ARMY-3); leaders do not count (L1128).
    let bracket = faction
        .point_caps
        .iter()
        .find(|b| list.battle_size <= b.up_to_battle_size)
        .or_else(|| {
            let last = faction.point_caps.last();
            if let Some(b) = last {
                push(
                    ProblemDetail::CapBracketMissing {
                        faction: faction.id.clone(),
                        largest: b.up_to_battle_size,
                    },
                    None,
                    "battle_size".into(),
                );
            }
            last
        });
    let mut points_by_type = Vec::new();
    for t in TroopType::ALL {
        let points = by_type.get(&t).copied().unwrap_or(0);
        let cap = bracket.and_then(|b| {
            b.max_points
                .iter()
                .find(|c| c.troop_type == t)
                .map(|c| c.points)
        });
        if let Some(c) = cap
            && points > c
        {
            push(
                ProblemDetail::TypeCapExceeded {
                    points,
                    troop_type: t,
                    faction: faction.id.clone(),
                    cap: c,
                    battle_size: list.battle_size,
                },
                None,
                "units".into(),
            );
        }
        if points > 0 || cap.is_some() {
            points_by_type.push(TypePoints {
                troop_type: t,
                points,
                cap,
            });
        }
    }

    // Totals (L1114).
    let troop_points = summaries
        .iter()
        .fold(0u32, |acc, s| acc.saturating_add(s.points));
    let total_points = troop_points.saturating_add(commander);
    let points_left = list.battle_size as i64 - total_points as i64;
    if points_left < 0 {
        push(
            ProblemDetail::PointsOverBattleSize {
                total: total_points,
                troops: troop_points,
                commander,
                level: list.commander_level,
                over: -points_left,
                battle_size: list.battle_size,
            },
            None,
            "units".into(),
        );
    } else if points_left * 10 > list.battle_size as i64 {
        push(
            ProblemDetail::PointsLeftOver {
                left: points_left,
                battle_size: list.battle_size,
            },
            None,
            "units".into(),
        );
    }
    if troops == 0 && !list.units.is_empty() {
        push(ProblemDetail::NoTroops, None, "units".into());
    }
    let models = summaries.iter().map(|s| s.total_models).sum();
    let legal = !problems.iter().any(|p| p.severity == Severity::Error);
    Report {
        legal,
        battle_size: list.battle_size,
        total_points,
        commander_points: commander,
        points_left,
        hand_size: hand_size(list.battle_size),
        models,
        units: summaries,
        points_by_type,
        problems,
    }
}

/// The unit leader rules (L411-418, R-ARMY-2) for leader `l` in a unit of `p`.
fn check_unit_leader(
    unit_id: &str,
    field: &str,
    p: &Profile,
    l: &Profile,
    faction: &Faction,
    push: &mut impl FnMut(ProblemDetail, Option<&str>, String),
) {
    let uid = Some(unit_id);
    if !l.leader {
        push(
            ProblemDetail::UnitLeaderNotALeader {
                leader_profile: l.id.clone(),
            },
            uid,
            field.into(),
        );
    }
    if p.leader {
        push(
            ProblemDetail::UnitLeaderInLeaderUnit {
                profile: p.id.clone(),
            },
            uid,
            field.into(),
        );
    }
    if matches!(l.class, Class::C | Class::K | Class::O) {
        push(
            ProblemDetail::UnitLeaderForbiddenClass {
                leader_profile: l.id.clone(),
                class: l.class,
            },
            uid,
            field.into(),
        );
    } else if !l.class.at_least(p.class) {
        push(
            ProblemDetail::UnitLeaderClassTooLow {
                leader_profile: l.id.clone(),
                leader_class: l.class,
                profile: p.id.clone(),
                class: p.class,
            },
            uid,
            field.into(),
        );
    }
    if l.troop_type != p.troop_type {
        push(
            ProblemDetail::UnitLeaderTypeMismatch {
                leader_profile: l.id.clone(),
                leader_troop_type: l.troop_type,
                troop_type: p.troop_type,
            },
            uid,
            field.into(),
        );
    }
    if l.class == Class::H {
        let reaches = |prof: &Profile| -> BTreeSet<super::faction::RangedReach> {
            prof.weapons
                .iter()
                .filter_map(|w| faction.weapons.iter().find(|x| &x.id == w))
                .filter_map(|w| w.ranged)
                .collect()
        };
        let unit_r = reaches(p);
        let leader_r = reaches(l);
        if let Some(missing) = unit_r.iter().find(|r| !leader_r.contains(r)) {
            push(
                ProblemDetail::UnitLeaderRangedWeapon {
                    leader_profile: l.id.clone(),
                    reach: *missing,
                },
                uid,
                field.into(),
            );
        }
    }
}

/// The unit leader rules (L411-418, R-ARMY-2) that army leader `leader` would break at the head
/// of a unit of `unit_profile`; empty when it may lead it. For the builder's leader picker.
pub fn unit_leader_problems(
    faction: &Faction,
    unit_profile: &Profile,
    leader: &Profile,
) -> Vec<ProblemCode> {
    let mut codes = Vec::new();
    check_unit_leader(
        "",
        "",
        unit_profile,
        leader,
        faction,
        &mut |detail: ProblemDetail, _: Option<&str>, _: String| codes.push(detail.code()),
    );
    codes
}

/// The army leaders of `faction` that may lead a unit of profile `unit_profile` (L411-418).
pub fn eligible_leaders<'a>(faction: &'a Faction, unit_profile: &str) -> Vec<&'a Profile> {
    let Some(p) = faction.profiles.iter().find(|p| p.id == unit_profile) else {
        return Vec::new();
    };
    faction
        .profiles
        .iter()
        .filter(|l| l.leader && unit_leader_problems(faction, p, l).is_empty())
        .collect()
}
