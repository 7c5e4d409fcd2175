//! What a troop is worth, so that a player who typed a troop card sees at once whether it is
//! plausible: its exact melee odds (`rules::melee_odds`, convolution, no sampling) against a few
//! reference troops of the sample factions, charging and charged, and the casualties it is
//! expected to inflict per 100 points spent on it.
//!
//! Every exchange is the same standard fight: a unit of six models of each troop (one for a
//! troop of which an army holds one, L336), four models of each in contact, front to front, no
//! unit leaders, no markers; the charging side charged (L672). The troop's numbers and
//! modifiers come in through the quick odds (`quick`), as the odds panel takes them.

use super::Availability;
use super::combat::UnknownProfile;
use super::faction::{Faction, Profile};
use super::quick::{TroopPick, melee_with_troops};
use crate::rules::melee_odds;
use crate::rules::situation::MeleeSituation;

/// Models in each standard unit (one for a one-of-a-kind troop).
const UNIT_MODELS: u32 = 6;
/// Models of each unit in contact.
const IN_CONTACT: u32 = 4;

/// One exchange of the standard fight, from the troop's side.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Exchange {
    /// The chance the troop wins the melee (R-RES-1).
    pub wins: f64,
    /// Casualties the troop is expected to inflict.
    pub inflicted: f64,
    /// Casualties it is expected to suffer.
    pub suffered: f64,
}

/// The troop against one reference troop.
#[derive(Debug, Clone, PartialEq)]
pub struct Against {
    /// The reference troop: its faction and profile.
    pub faction: String,
    pub profile: String,
    /// The reference troop's names, English and Spanish.
    pub name: String,
    pub name_es: Option<String>,
    /// The troop charging the reference troop, and charged by it.
    pub charging: Exchange,
    pub charged: Exchange,
}

/// What a troop is worth.
#[derive(Debug, Clone, PartialEq)]
pub struct TroopWorth {
    pub against: Vec<Against>,
    /// Casualties expected to be inflicted per 100 points of the troop, over every exchange;
    /// `None` while the card has no cost yet (L338), when there is nothing to divide by.
    pub casualties_per_100_points: Option<f64>,
}

/// The reference troops: each sample faction's first common troop that is neither an army
/// leader nor a support troop (its line infantry).
pub fn reference_troops(samples: &[Faction]) -> Vec<(&Faction, &Profile)> {
    samples
        .iter()
        .filter_map(|f| {
            f.profiles
                .iter()
                .find(|p| {
                    !p.leader
                        && p.availability == Availability::Common
                        && p.troop_type != super::TroopType::Support
                })
                .map(|p| (f, p))
        })
        .collect()
}

/// The models a standard unit of `p` has.
fn unit_models(p: &Profile) -> u32 {
    if p.leader || p.availability.is_one_of_a_kind() {
        1
    } else {
        UNIT_MODELS
    }
}

/// The standard fight between units of `models` models each, the attacker charging.
fn standard_melee(models: [u32; 2]) -> MeleeSituation {
    let side = |name: &str, models: u32, charged: bool| {
        serde_json::json!({
            "unit": {"name": name, "attack": 1, "models": models, "hr": 1, "honor": 3},
            "in_contact": models.min(IN_CONTACT),
            "charged": charged,
        })
    };
    let v = serde_json::json!({
        "attacker": side("attacker", models[0], true),
        "defender": side("defender", models[1], false),
    });
    serde_json::from_value(v).expect("the standard melee is a melee")
}

/// What troop `profile` of `faction` is worth against `references` (each a faction and one of
/// its profiles). `faction` need not be among the references' factions: the troop being typed
/// is looked for in it.
pub fn troop_worth(
    faction: &Faction,
    profile: &Profile,
    references: &[(&Faction, &Profile)],
) -> Result<TroopWorth, UnknownProfile> {
    let mut factions: Vec<Faction> = vec![faction.clone()];
    // A reference of the same id as the troop's faction is told apart by its faction's place.
    let mut against = Vec::new();
    let mut inflicted = 0.0;
    let mut exchanges = 0u32;
    for (rf, rp) in references {
        let reference_faction = if rf.id == faction.id {
            Faction {
                id: format!("{}~reference", rf.id),
                ..(*rf).clone()
            }
        } else {
            (*rf).clone()
        };
        let reference = TroopPick {
            faction: reference_faction.id.clone(),
            profile: rp.id.clone(),
            leader: None,
        };
        factions.truncate(1);
        factions.push(reference_faction);
        let troop = TroopPick {
            faction: faction.id.clone(),
            profile: profile.id.clone(),
            leader: None,
        };
        let models = [unit_models(profile), unit_models(rp)];
        let charging = melee_with_troops(
            &standard_melee(models),
            [Some(&troop), Some(&reference)],
            &factions,
        )?;
        let o = melee_odds(&charging);
        let charging = Exchange {
            wins: o.attacker_wins,
            inflicted: o.defender.suffers.expected_casualties,
            suffered: o.attacker.suffers.expected_casualties,
        };
        let charged = melee_with_troops(
            &standard_melee([models[1], models[0]]),
            [Some(&reference), Some(&troop)],
            &factions,
        )?;
        let o = melee_odds(&charged);
        let charged = Exchange {
            wins: o.defender_wins,
            inflicted: o.attacker.suffers.expected_casualties,
            suffered: o.defender.suffers.expected_casualties,
        };
        inflicted += charging.inflicted + charged.inflicted;
        exchanges += 2;
        against.push(Against {
            faction: rf.id.clone(),
            profile: rp.id.clone(),
            name: rp.name.clone(),
            name_es: rp.name_es.clone(),
            charging,
            charged,
        });
    }
    let points = f64::from(unit_models(profile) * profile.cost);
    let per_exchange = if exchanges == 0 {
        0.0
    } else {
        inflicted / f64::from(exchanges)
    };
    Ok(TroopWorth {
        against,
        casualties_per_100_points: (points > 0.0).then(|| per_exchange * 100.0 / points),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army::bundled_factions;

    #[test]
    fn the_worth_is_the_quick_odds_of_the_standard_fight() {
        let samples = bundled_factions();
        let refs = reference_troops(&samples);
        assert_eq!(refs.len(), samples.len());
        let (f, p) = refs[0];
        let w = troop_worth(f, p, &refs).unwrap();
        assert_eq!(w.against.len(), refs.len());
        // Against itself, the same troop charging wins as often as it, charged, loses.
        let mirror = &w.against[0];
        let pick = |faction: &str| TroopPick {
            faction: faction.into(),
            profile: p.id.clone(),
            leader: None,
        };
        let s = melee_with_troops(
            &standard_melee([6, 6]),
            [Some(&pick(&f.id)), Some(&pick(&f.id))],
            &samples,
        )
        .unwrap();
        let o = melee_odds(&s);
        assert!((mirror.charging.wins - o.attacker_wins).abs() < 1e-12);
        assert!((mirror.charged.wins - o.defender_wins).abs() < 1e-12);
        assert!((mirror.charging.inflicted - o.defender.suffers.expected_casualties).abs() < 1e-12);
        assert!(w.casualties_per_100_points.unwrap() > 0.0);
    }

    #[test]
    fn l338_a_card_without_its_cost_yet_has_odds_but_no_worth_per_point() {
        let samples = bundled_factions();
        let refs = reference_troops(&samples);
        let (f, p) = refs[0];
        let mut faction = f.clone();
        let free = Profile {
            id: "untyped_cost".into(),
            cost: 0,
            ..p.clone()
        };
        faction.profiles.push(free.clone());
        let w = troop_worth(&faction, &free, &refs).unwrap();
        assert_eq!(w.against.len(), refs.len());
        assert_eq!(w.casualties_per_100_points, None);
    }

    #[test]
    fn a_troop_typed_stronger_is_worth_more_and_a_dearer_one_less_per_point_l342() {
        let samples = bundled_factions();
        let refs = reference_troops(&samples);
        let (f, p) = refs[0];
        let base = troop_worth(f, p, &refs).unwrap();
        let mut strong = p.clone();
        strong.attributes.attack_melee = Some(
            p.attributes
                .apply(p.class.default_attributes())
                .attack_melee
                + 2,
        );
        let mut faction = f.clone();
        faction.profiles.push(Profile {
            id: "typed".into(),
            ..strong.clone()
        });
        let typed = faction.profiles.last().unwrap().clone();
        let stronger = troop_worth(&faction, &typed, &refs).unwrap();
        assert!(stronger.against[1].charging.wins > base.against[1].charging.wins);
        let per_point = |w: &TroopWorth| w.casualties_per_100_points.unwrap();
        assert!(per_point(&stronger) > per_point(&base));
        let dearer = Profile {
            id: "dear".into(),
            cost: p.cost * 2,
            ..p.clone()
        };
        faction.profiles.push(dearer.clone());
        let dear = troop_worth(&faction, &dearer, &refs).unwrap();
        assert!((per_point(&dear) * 2.0 - per_point(&base)).abs() < 1e-9);
    }
}
