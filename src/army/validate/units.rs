//! The list's units one by one (L377, L385-387, L405-418): their ids, profiles, sizes, unit
//! leaders, support troops and the mixed profiles of a raid unit (R-RAID-4), and what each
//! costs; then the unique, legendary and leader profiles taken more than once (L336, L407).

use std::collections::{BTreeMap, HashMap, HashSet};

use super::leader::check_unit_leader;
use super::{Found, ProblemDetail, UnitSummary, profile};
use crate::army::class::TroopType;
use crate::army::faction::{Faction, Profile};
use crate::army::list::{ArmyList, Mode};

/// What the units of a list add up to, for the checks of the list as a whole.
pub(super) struct Units<'a> {
    /// Each unit of a known profile, in list order.
    pub summaries: Vec<UnitSummary>,
    /// Points per troop type, army leaders left out (L1128).
    pub by_type: BTreeMap<TroopType, u32>,
    /// The spiritual units (L1138): their place in the list and profile.
    pub spirituals: Vec<(usize, &'a Profile)>,
    /// Units whose profile is not an army leader.
    pub troops: u32,
}

/// Checks every unit of `list` (ids, profiles, sizes, leaders, support), then the profiles that
/// may be taken once.
pub(super) fn check_units<'a>(
    list: &ArmyList,
    faction: &'a Faction,
    found: &mut Found,
) -> Units<'a> {
    let mut seen_ids = HashSet::new();
    let mut copies: HashMap<&str, Vec<(usize, String)>> = HashMap::new();
    let mut by_type: BTreeMap<TroopType, u32> = BTreeMap::new();
    let mut summaries = Vec::new();
    let mut spirituals: Vec<(usize, &Profile)> = Vec::new();
    let mut troops = 0u32;
    for (i, unit) in list.units.iter().enumerate() {
        let uid = Some(unit.id.as_str());
        if !seen_ids.insert(unit.id.as_str()) {
            found.push(
                ProblemDetail::DuplicateUnitId {
                    unit: unit.id.clone(),
                },
                uid,
                format!("units[{i}].id"),
            );
        }
        let mut points = 0u32;
        let mut total_models = unit.models;
        let Some(p) = profile(faction, &unit.profile) else {
            found.push(
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
            found.push(
                ProblemDetail::ZeroModels {
                    unit: unit.id.clone(),
                },
                uid,
                format!("units[{i}].models"),
            );
        } else if unit.models < 3 && !one_of_a_kind && list.mode != Mode::Raid {
            // A raid unit's size is the raid's rule (R-RAID-2, `mode.rs`).
            found.push(
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
            found.push(
                ProblemDetail::SupportAlone {
                    profile: p.id.clone(),
                },
                uid,
                format!("units[{i}].profile"),
            );
        }
        if let Some(lid) = &unit.leader {
            let field = format!("units[{i}].leader");
            match profile(faction, lid) {
                None => found.push(
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
                    // Every profile of the unit, a raid unit's mixed ones too (L416-417,
                    // R-RAID-4); an unknown one is told below.
                    let led: Vec<&Profile> = std::iter::once(p)
                        .chain(
                            unit.mixed
                                .iter()
                                .filter_map(|m| profile(faction, &m.profile)),
                        )
                        .collect();
                    check_unit_leader(unit.id.as_str(), &field, &led, l, faction, found);
                }
            }
        }
        for (j, sid) in unit.support.iter().enumerate() {
            let field = format!("units[{i}].support[{j}]");
            match profile(faction, sid) {
                None => found.push(
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
                        found.push(
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
        for (j, m) in unit.mixed.iter().enumerate() {
            let field = format!("units[{i}].mixed[{j}]");
            let Some(mp) = profile(faction, &m.profile) else {
                found.push(
                    ProblemDetail::UnknownProfile {
                        faction: faction.id.clone(),
                        id: m.profile.clone(),
                    },
                    uid,
                    format!("{field}.profile"),
                );
                continue;
            };
            // Each profile's models cost its points and count to its own troop type
            // (R-RAID-4).
            let cost = mp.cost.saturating_mul(m.models);
            total_models += m.models;
            points = points.saturating_add(cost);
            copies
                .entry(mp.id.as_str())
                .or_default()
                .extend((0..m.models.min(2)).map(|_| (i, format!("{field}.models"))));
            if !mp.leader {
                let t = by_type.entry(mp.troop_type).or_default();
                *t = t.saturating_add(cost);
            }
            if mp.troop_type == TroopType::Spiritual {
                spirituals.push((i, mp));
            }
            if mp.troop_type == TroopType::Support {
                found.push(
                    ProblemDetail::SupportAlone {
                        profile: mp.id.clone(),
                    },
                    uid,
                    format!("{field}.profile"),
                );
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

    check_one_of_a_kind(list, faction, copies, found);
    Units {
        summaries,
        by_type,
        spirituals,
        troops,
    }
}

/// One of a kind: unique, legendary and leaders (L336, L407). `copies` holds, for each profile,
/// where its models are: the unit's place in the list and the list field (two a unit at most,
/// enough to find a second).
fn check_one_of_a_kind(
    list: &ArmyList,
    faction: &Faction,
    copies: HashMap<&str, Vec<(usize, String)>>,
    found: &mut Found,
) {
    let mut taken: Vec<_> = copies.into_iter().collect();
    taken.sort();
    for (pid, places) in taken {
        let Some(p) = profile(faction, pid) else {
            continue;
        };
        if (p.leader || p.availability.is_one_of_a_kind()) && places.len() > 1 {
            let (i, field) = places[1].clone();
            // An army leader is always unique (L407).
            found.push(
                ProblemDetail::UniqueTakenTwice {
                    profile: p.id.clone(),
                    leader: p.leader,
                },
                Some(list.units[i].id.as_str()),
                field,
            );
        }
    }
}
