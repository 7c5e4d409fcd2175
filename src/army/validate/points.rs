//! Points (L1114, L1128-1132, R-ARMY-3): each troop type against the faction's cap for the
//! battle size, and the whole list against the battle size, a raid's against its 150 points
//! (R-RAID-1).

use std::collections::BTreeMap;

use super::{Found, ProblemDetail, TypePoints, UnitSummary};
use crate::army::class::TroopType;
use crate::army::faction::Faction;
use crate::army::list::{ArmyList, Mode};
use crate::army::mode::RAID_POINTS;

/// Per-type caps (L1132, R-ARMY-3); leaders do not count (L1128). `by_type` holds the points
/// spent on each troop type; the answer lists the types with points or a cap.
pub(super) fn check_type_caps(
    list: &ArmyList,
    faction: &Faction,
    by_type: &BTreeMap<TroopType, u32>,
    found: &mut Found,
) -> Vec<TypePoints> {
    let bracket = faction
        .point_caps
        .iter()
        .find(|b| list.battle_size <= b.up_to_battle_size)
        .or_else(|| {
            let last = faction.point_caps.last();
            if let Some(b) = last {
                found.push(
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
            found.push(
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
    points_by_type
}

/// The list's total points against its battle size (L1114): the units' points plus the
/// commander level's `commander` points. Answers the total and the points left (negative when
/// over).
pub(super) fn check_total(
    list: &ArmyList,
    summaries: &[UnitSummary],
    commander: u32,
    found: &mut Found,
) -> (u32, i64) {
    let troop_points = summaries
        .iter()
        .fold(0u32, |acc, s| acc.saturating_add(s.points));
    let total_points = troop_points.saturating_add(commander);
    // A raid's army costs 150 points whatever its battle size says (R-RAID-1).
    let limit = match list.mode {
        Mode::Raid => RAID_POINTS,
        _ => list.battle_size,
    };
    let points_left = limit as i64 - total_points as i64;
    if points_left < 0 && list.mode == Mode::Raid {
        found.push(
            ProblemDetail::RaidPointsOver {
                total: total_points,
                over: -points_left,
                raid_points: RAID_POINTS,
            },
            None,
            "units".into(),
        );
    } else if points_left < 0 {
        found.push(
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
    } else if points_left * 10 > limit as i64 {
        found.push(
            ProblemDetail::PointsLeftOver {
                left: points_left,
                battle_size: limit,
            },
            None,
            "units".into(),
        );
    }
    (total_points, points_left)
}
