//! The checks of a faction that its format cannot express: ids unique, every reference to a
//! weapon, armour, trait, ability or order card the faction's own, numbers in the book's
//! ranges. [`faction_problems`] lists every problem with its field, for `kensei army faction
//! check` and the faction editor (each problem beside its field); reading a file stops at the
//! first (`load::check_faction`).

use std::collections::HashSet;

use super::class::{Class, TroopType};
use super::faction::{ARMY_SCHEMA_VERSION, BaseShape, Faction};
use super::load::{ArmyProblem, ORIGINAL_COMMANDER_ORDERS, Part};

/// Each part of a faction with ids, with the field that lists it.
const PARTS: [(Part, &str); 6] = [
    (Part::Weapon, "weapons"),
    (Part::Armour, "armours"),
    (Part::Trait, "traits"),
    (Part::Ability, "abilities"),
    (Part::Profile, "profiles"),
    (Part::OrderCard, "order_cards"),
];

/// Every problem of faction `f` that its format cannot express, each with the field it is at
/// (`profiles[2].weapons[0]`), in the order of the file: none for a whole faction.
pub fn faction_problems(f: &Faction) -> Vec<(String, ArmyProblem)> {
    let mut out: Vec<(String, ArmyProblem)> = Vec::new();
    let mut err = |field: String, problem: ArmyProblem| out.push((field, problem));
    if f.schema_version != ARMY_SCHEMA_VERSION {
        err(
            "schema_version".into(),
            ArmyProblem::SchemaVersion {
                found: f.schema_version,
                expected: ARMY_SCHEMA_VERSION,
            },
        );
        return out;
    }
    if f.id.trim().is_empty() {
        err("id".into(), ArmyProblem::EmptyFactionId);
    }
    let ids = |part: Part| -> Vec<&str> {
        match part {
            Part::Weapon => f.weapons.iter().map(|x| x.id.as_str()).collect(),
            Part::Armour => f.armours.iter().map(|x| x.id.as_str()).collect(),
            Part::Trait => f.traits.iter().map(|x| x.id.as_str()).collect(),
            Part::Ability => f.abilities.iter().map(|x| x.id.as_str()).collect(),
            Part::Profile => f.profiles.iter().map(|x| x.id.as_str()).collect(),
            Part::OrderCard => f.order_cards.iter().map(|x| x.id.as_str()).collect(),
        }
    };
    let names = |part: Part| -> Vec<(&str, &str)> {
        match part {
            Part::Weapon => f
                .weapons
                .iter()
                .map(|x| (x.id.as_str(), x.name.as_str()))
                .collect(),
            Part::Armour => f
                .armours
                .iter()
                .map(|x| (x.id.as_str(), x.name.as_str()))
                .collect(),
            Part::Trait => f
                .traits
                .iter()
                .map(|x| (x.id.as_str(), x.name.as_str()))
                .collect(),
            Part::Ability => f
                .abilities
                .iter()
                .map(|x| (x.id.as_str(), x.name.as_str()))
                .collect(),
            Part::Profile => f
                .profiles
                .iter()
                .map(|x| (x.id.as_str(), x.name.as_str()))
                .collect(),
            Part::OrderCard => f
                .order_cards
                .iter()
                .map(|x| (x.id.as_str(), x.name.as_str()))
                .collect(),
        }
    };
    for (part, list) in PARTS {
        for (i, (id, name)) in names(part).into_iter().enumerate() {
            if id.trim().is_empty() {
                err(format!("{list}[{i}].id"), ArmyProblem::EmptyId { part });
            }
            if name.trim().is_empty() {
                err(
                    format!("{list}[{i}].name"),
                    ArmyProblem::EmptyName {
                        part,
                        id: id.to_string(),
                    },
                );
            }
        }
    }
    for (part, list) in PARTS {
        if let Err((i, id)) = unique_ids(ids(part).into_iter()) {
            err(
                format!("{list}[{i}].id"),
                ArmyProblem::DuplicateId {
                    part,
                    id: id.to_string(),
                },
            );
        }
    }
    for (i, order) in f.commander_orders.iter().enumerate() {
        if !ORIGINAL_COMMANDER_ORDERS.contains(&order.as_str())
            && !f.order_cards.iter().any(|c| &c.id == order)
        {
            err(
                format!("commander_orders[{i}]"),
                ArmyProblem::UnknownCommanderOrder {
                    order: order.clone(),
                },
            );
        }
    }
    for (i, w) in f.weapons.iter().enumerate() {
        if w.melee_type.is_none() && w.ranged.is_none() {
            err(
                format!("weapons[{i}]"),
                ArmyProblem::WeaponWithoutUse {
                    weapon: w.id.clone(),
                },
            );
        }
        for (p, m) in check_effects(&w.effects, &format!("weapons[{i}].effects")) {
            err(p, m);
        }
    }
    for (i, a) in f.armours.iter().enumerate() {
        if !(2..=7).contains(&a.difficulty_to_wound) {
            err(
                format!("armours[{i}].difficulty_to_wound"),
                ArmyProblem::DifficultyToWound {
                    value: a.difficulty_to_wound,
                },
            );
        }
        for (p, m) in check_effects(&a.effects, &format!("armours[{i}].effects")) {
            err(p, m);
        }
    }
    for (i, t) in f.traits.iter().enumerate() {
        for (p, m) in check_effects(&t.effects, &format!("traits[{i}].effects")) {
            err(p, m);
        }
    }
    for (i, a) in f.abilities.iter().enumerate() {
        for (p, m) in check_effects(&a.effects, &format!("abilities[{i}].effects")) {
            err(p, m);
        }
    }
    let mut last = 0;
    for (i, b) in f.point_caps.iter().enumerate() {
        if b.up_to_battle_size <= last {
            err(
                format!("point_caps[{i}].up_to_battle_size"),
                ArmyProblem::CapsOutOfOrder,
            );
        }
        last = b.up_to_battle_size;
        let mut seen = HashSet::new();
        for (j, c) in b.max_points.iter().enumerate() {
            if !seen.insert(c.troop_type) {
                err(
                    format!("point_caps[{i}].max_points[{j}].troop_type"),
                    ArmyProblem::CappedTwice {
                        troop_type: c.troop_type.key().to_string(),
                    },
                );
            }
        }
    }
    for (i, p) in f.profiles.iter().enumerate() {
        let at = |field: &str| format!("profiles[{i}].{field}");
        // Every weapon, the armour, every trait and ability the profile names must be the
        // faction's.
        let armour: Named = p.armour.iter().map(|a| ("armour".to_string(), a)).collect();
        let references: [(Part, Named, Vec<&String>); 4] = [
            (
                Part::Weapon,
                named("weapons", &p.weapons),
                f.weapons.iter().map(|x| &x.id).collect(),
            ),
            (
                Part::Armour,
                armour,
                f.armours.iter().map(|x| &x.id).collect(),
            ),
            (
                Part::Trait,
                named("traits", &p.traits),
                f.traits.iter().map(|x| &x.id).collect(),
            ),
            (
                Part::Ability,
                named("abilities", &p.abilities),
                f.abilities.iter().map(|x| &x.id).collect(),
            ),
        ];
        for (part, names, known) in references {
            for (field, id) in names
                .into_iter()
                .filter(|(_, id)| !has(known.iter().copied(), id))
            {
                err(
                    at(&field),
                    ArmyProblem::UnknownReference {
                        profile: p.id.clone(),
                        part,
                        id: id.clone(),
                    },
                );
            }
        }
        let spiritual_class = matches!(p.class, Class::K | Class::O);
        if spiritual_class != (p.troop_type == TroopType::Spiritual) {
            err(
                at("troop_type"),
                ArmyProblem::SpiritualClass {
                    profile: p.id.clone(),
                },
            );
        }
        if p.base.width_mm < 25 {
            err(
                at("base.width_mm"),
                ArmyProblem::BaseTooSmall {
                    mm: p.base.width_mm,
                },
            );
        }
        match (p.base.shape, p.base.depth_mm) {
            (BaseShape::Rect, Some(d)) if d < 25 => {
                err(at("base.depth_mm"), ArmyProblem::BaseTooSmall { mm: d });
            }
            (BaseShape::Round | BaseShape::Square, Some(_)) => {
                err(at("base.depth_mm"), ArmyProblem::DepthOnlyForRect);
            }
            _ => {}
        }
        if p.volume == 0 {
            err(at("volume"), ArmyProblem::NoVolume);
        }
        if p.cost == 0 {
            err(at("cost"), ArmyProblem::NoCost);
        }
    }
    out
}

fn unique_ids<'a>(ids: impl Iterator<Item = &'a str>) -> Result<(), (usize, &'a str)> {
    let mut seen = HashSet::new();
    for (i, id) in ids.enumerate() {
        if !seen.insert(id) {
            return Err((i, id));
        }
    }
    Ok(())
}

/// The problems of `effects`, the list at field `at`: a flag given a value, an effect of 0.
fn check_effects(effects: &[super::effect::Effect], at: &str) -> Vec<(String, ArmyProblem)> {
    let mut out = Vec::new();
    for (i, e) in effects.iter().enumerate() {
        if e.input.is_flag() && e.value != 1 {
            out.push((
                format!("{at}[{i}].value"),
                ArmyProblem::FlagWithValue {
                    input: format!("{:?}", e.input),
                },
            ));
        } else if e.value == 0 {
            out.push((format!("{at}[{i}].value"), ArmyProblem::ZeroEffect));
        }
    }
    out
}

/// The ids a profile names, each with its field (`weapons[0]`...).
type Named<'a> = Vec<(String, &'a String)>;

/// The ids a profile names in `list`, each with its field (`weapons[0]`...).
fn named<'a>(list: &str, ids: &'a [String]) -> Named<'a> {
    ids.iter()
        .enumerate()
        .map(|(j, id)| (format!("{list}[{j}]"), id))
        .collect()
}

fn has<'a>(mut ids: impl Iterator<Item = &'a String>, id: &str) -> bool {
    ids.any(|x| x == id)
}
