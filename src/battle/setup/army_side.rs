//! Army lists into battle sides: each unit of a list (with its faction's profiles, weapons,
//! armour and abilities) becomes a [`UnitSpec`] with the numbers the battle uses, and the
//! faction's commander orders become the side's commander order cards.

use crate::army::{ArmyList, Class, Faction, Profile, TroopType};
use crate::battle::model::deck::{CommanderOrderCard, default_commander_orders};
use crate::battle::model::unit::{TroopProfile, UnitSpec};
use crate::battle::setup::battle_setup::SideSetup;
use crate::battle::setup::raid::{mixed_models, troop_profile_in};
use crate::table::model::{Base, BaseShape};

/// The battle's numbers for a faction profile (class table L342-353 with the profile's
/// overrides, armour R-WOUND-2, reach L1094-1098). Honor and wounds (HR) are the profile's
/// with the modifiers that always apply (a trait's +1 Honor, as the samurai's), as
/// `army::totals` works them out for quick odds and every other face: the battle tests Honor
/// with them (R-DICE-3).
pub fn troop_profile(faction: &Faction, p: &Profile) -> TroopProfile {
    let a = p.effective_attributes();
    let always = crate::army::totals(faction, p, &crate::army::CombatContext::default());
    let mounted = p.troop_type == TroopType::Mounted;
    let ranged: Vec<_> = p
        .weapons
        .iter()
        .filter_map(|id| faction.weapon(id))
        .filter(|w| w.ranged.is_some())
        .collect();
    let range_cm = ranged
        .iter()
        .filter_map(|w| w.ranged.map(|r| f64::from(r.max_cm())))
        .fold(None, |acc: Option<f64>, r| {
            Some(acc.map_or(r, |x| x.max(r)))
        });
    // Firearms unload when fired (L772; reload L584): the weapon's `unloads` flag in the
    // faction data says which, whatever the weapon is called.
    let unloads = ranged.iter().any(|w| w.unloads);
    let to_wound = p
        .armour
        .as_deref()
        .and_then(|id| faction.armour(id))
        .map_or(4, |a| u32::from(a.difficulty_to_wound));
    let base = Base {
        shape: match p.base.shape {
            crate::army::BaseShape::Round => BaseShape::Round,
            crate::army::BaseShape::Square => BaseShape::Square,
            crate::army::BaseShape::Rect => BaseShape::Rect,
        },
        width_mm: f64::from(p.base.width_mm),
        depth_mm: p.base.depth_mm.map(f64::from),
    };
    TroopProfile {
        name: p.name.clone(),
        name_es: p.name_es.clone(),
        mov_cm: f64::from(if mounted {
            a.mov_mounted_cm
        } else {
            a.mov_foot_cm
        }),
        attack: a.attack_melee,
        ranged_attack: if range_cm.is_some() {
            a.attack_ranged
        } else {
            0
        },
        initiative: a.initiative as i32,
        honor: always.honor,
        wounds: u32::try_from(always.hr).unwrap_or(1).max(1),
        to_wound,
        mounted,
        skirmisher: p.troop_type == TroopType::Skirmisher,
        range_cm,
        unloads,
        base,
        height: f64::from(p.volume),
        army_profile: Some(p.id.clone()),
        creature: matches!(p.class, Class::C | Class::M | Class::I),
    }
}

/// A problem turning a list into a side: the list's field and what is wrong.
#[derive(Debug, Clone, PartialEq)]
pub struct ListProblem {
    pub field: String,
    pub message: String,
}

/// The side an army list fields, in the list's mode (`setup::raid`). Support troops inside a
/// unit (L377) fight as models of the unit's profile; a mixed raid unit's other models follow.
pub fn side_from_list(list: &ArmyList, faction: &Faction) -> Result<SideSetup, ListProblem> {
    let mut units = Vec::new();
    for (i, u) in list.units.iter().enumerate() {
        let field = format!("units[{i}]");
        let Some(p) = faction.profile(&u.profile) else {
            return Err(ListProblem {
                field: format!("{field}.profile"),
                message: format!("faction `{}` has no profile `{}`", faction.id, u.profile),
            });
        };
        let leader = match &u.leader {
            Some(id) => match faction.profile(id) {
                Some(lp) => Some(troop_profile_in(list.mode, faction, lp)),
                None => {
                    return Err(ListProblem {
                        field: format!("{field}.leader"),
                        message: format!("faction `{}` has no profile `{id}`", faction.id),
                    });
                }
            },
            None => None,
        };
        let profile = troop_profile_in(list.mode, faction, p);
        let mixed = mixed_models(list.mode, faction, u, &field)?;
        let mixed_count: u32 = mixed.iter().map(|m| m.models).sum();
        // An army leader standing alone (L409): one model of a leader profile, no unit leader.
        let (models, leader) = if leader.is_none() && p.leader && u.models == 1 {
            (0, Some(profile.clone()))
        } else {
            (u.models + u.support.len() as u32 + mixed_count, leader)
        };
        if models == 0 && leader.is_none() {
            return Err(ListProblem {
                field: format!("{field}.models"),
                message: "a unit needs models or a leader".into(),
            });
        }
        units.push(UnitSpec {
            id: u.id.clone(),
            profile,
            models,
            general: list.general.as_deref() == Some(u.id.as_str()) && leader.is_some(),
            leader,
            mixed,
            movement_base: false,
        });
    }
    crate::battle::setup::total_war::put_on_bases(list, &mut units);
    let defaults = default_commander_orders();
    let commander_orders: Vec<CommanderOrderCard> = faction
        .commander_orders
        .iter()
        .map(|id| {
            let slug = |s: &str| s.to_lowercase().replace([' ', '-'], "_");
            let own = || faction.order_cards.iter().find(|c| &c.id == id);
            defaults
                .iter()
                .find(|c| slug(&c.name) == slug(id))
                .cloned()
                .or_else(|| own().map(CommanderOrderCard::from_faction))
                // A faction file is checked before a list uses it (`army::load`), so an order it
                // names is an original or its own; one built otherwise names its card by id.
                .unwrap_or_else(|| CommanderOrderCard::printed(id))
        })
        .collect();
    Ok(SideSetup {
        name: if list.name.is_empty() {
            faction.name.clone()
        } else {
            list.name.clone()
        },
        name_es: if list.name.is_empty() {
            faction.name_es.clone()
        } else {
            list.name_es.clone()
        },
        commander_level: list.commander_level,
        units,
        commander_orders,
        faction: Some(faction.clone()),
        protect_leader: crate::rules::ProtectLeader::default(),
        mode: list.mode,
    })
}
