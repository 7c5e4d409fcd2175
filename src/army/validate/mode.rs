//! The rules of the list's game mode, from the extra game modes page (L1142-1144): a raid's
//! battle size and units (R-RAID-1, R-RAID-2), total war's movement bases (R-TW-1, R-TW-2), and
//! the fields one mode has that the others refuse. A raid's points against its 150 are
//! `points.rs`'s; every unit being a skirmisher refuses no troop (R-RAID-3).

use super::{Found, ProblemDetail, profile};
use crate::army::faction::Faction;
use crate::army::list::{ArmyList, Mode, Unit};
use crate::army::mode::{MOST_ON_BASE, RAID_POINTS, RAID_UNIT_MODELS, stands_for};

/// Checks `list` against the rules of its mode.
pub(super) fn check_mode(list: &ArmyList, faction: &Faction, found: &mut Found) {
    if list.mode == Mode::Raid && list.battle_size != RAID_POINTS {
        found.push(
            ProblemDetail::RaidBattleSize {
                battle_size: list.battle_size,
                raid_points: RAID_POINTS,
            },
            None,
            "battle_size".into(),
        );
    }
    for (i, unit) in list.units.iter().enumerate() {
        match list.mode {
            Mode::Raid => check_raid_unit(i, unit, faction, found),
            Mode::TotalWar => check_total_war_unit(i, unit, faction, found),
            Mode::Standard => {}
        }
        let uid = Some(unit.id.as_str());
        if list.mode != Mode::Raid && !unit.mixed.is_empty() {
            found.push(
                ProblemDetail::MixedOutsideRaid {
                    unit: unit.id.clone(),
                },
                uid,
                format!("units[{i}].mixed"),
            );
        }
        if list.mode != Mode::TotalWar && unit.on_base.is_some() {
            found.push(
                ProblemDetail::BaseOutsideTotalWar {
                    unit: unit.id.clone(),
                },
                uid,
                format!("units[{i}].on_base"),
            );
        }
    }
}

/// Whether `unit` is one model standing alone: an army leader or a unique or legendary troop
/// (L387-389), which a raid and total war leave alone (R-RAID-2, R-TW-3).
fn stands_alone(unit: &Unit, faction: &Faction) -> bool {
    let one_of_a_kind = profile(faction, &unit.profile)
        .is_some_and(|p| p.leader || p.availability.is_one_of_a_kind());
    one_of_a_kind
        && unit.models == 1
        && unit.mixed.is_empty()
        && unit.leader.is_none()
        && unit.support.is_empty()
}

/// A raid unit: 3 models besides its unit leader, who it must have (R-RAID-2); its support
/// troops and mixed profiles count among the 3.
fn check_raid_unit(i: usize, unit: &Unit, faction: &Faction, found: &mut Found) {
    if stands_alone(unit, faction) || unit.models == 0 {
        return;
    }
    let uid = Some(unit.id.as_str());
    let models =
        unit.models + unit.mixed.iter().map(|m| m.models).sum::<u32>() + unit.support.len() as u32;
    if models != RAID_UNIT_MODELS {
        found.push(
            ProblemDetail::RaidUnitSize {
                unit: unit.id.clone(),
                models,
                raid_models: RAID_UNIT_MODELS,
            },
            uid,
            format!("units[{i}].models"),
        );
    }
    if unit.leader.is_none() {
        found.push(
            ProblemDetail::RaidUnitWithoutLeader {
                unit: unit.id.clone(),
            },
            uid,
            format!("units[{i}]"),
        );
    }
}

/// A total war unit: on one movement base (R-TW-1) of 2 to 5 models that stand for a unit
/// size, the size its `models` give (R-TW-2). A model standing alone has its own base (R-TW-3).
fn check_total_war_unit(i: usize, unit: &Unit, faction: &Faction, found: &mut Found) {
    let uid = Some(unit.id.as_str());
    let Some(on_base) = unit.on_base else {
        if !stands_alone(unit, faction) && unit.models > 0 {
            found.push(
                ProblemDetail::TotalWarNoBase {
                    unit: unit.id.clone(),
                    profile: unit.profile.clone(),
                },
                uid,
                format!("units[{i}]"),
            );
        }
        return;
    };
    let field = format!("units[{i}].on_base");
    match stands_for(on_base) {
        None if on_base > MOST_ON_BASE => found.push(
            ProblemDetail::TotalWarBaseTooMany {
                unit: unit.id.clone(),
                on_base,
                most: MOST_ON_BASE,
            },
            uid,
            field,
        ),
        None => found.push(
            ProblemDetail::TotalWarBaseTooFew {
                unit: unit.id.clone(),
                on_base,
            },
            uid,
            field,
        ),
        Some(size) if size != unit.models => found.push(
            ProblemDetail::TotalWarSizeMismatch {
                unit: unit.id.clone(),
                models: unit.models,
                on_base,
                stands_for: size,
            },
            uid,
            format!("units[{i}].models"),
        ),
        Some(_) => {}
    }
}
