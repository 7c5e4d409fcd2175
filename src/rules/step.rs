//! What one step of a combat resolution did, as a typed value with its figures: the command
//! line words it in English and the window in its language, both through the catalogues
//! (`steps.ftl`). The rule each step applied is kept beside it in [`super::RollStep::rule`].

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::outcome::{Morale, Winner};
use super::worded::Worded;
use crate::i18n::{self, Language};

/// One step of a fight's or a shot's resolution.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// `unit`'s combat or shooting roll: `dice` dice at `modifier`, `hits` successes
    /// (R-POOL-1, R-DICE-1, L664-683 or L745-760).
    Hits {
        unit: String,
        dice: u32,
        modifier: i32,
        hits: u32,
    },
    /// A pool of `pool` dice (zero or fewer): one die, only a natural 6 hits (L102).
    HitsNaturalSix { unit: String, pool: i32, hits: u32 },
    /// `unit`'s `dice` wound dice against `against` (R-WOUND-1, R-WOUND-2, L894-905).
    Wounds {
        unit: String,
        against: String,
        dice: u32,
        difficulty: i32,
        modifier: i32,
        wounds: u32,
        leader_wounds: u32,
        stuns: u32,
    },
    /// Stand and shoot halves the wounds, rounded down (R-POOL-3, L858).
    StandAndShootHalved {
        wounds: u32,
        halved: u32,
        to_leader: u32,
    },
    /// `unit` protects its leader from `wounds` wounds, each 4+ moves one to the unit
    /// (R-WOUND-4, L915-917).
    ProtectLeader {
        unit: String,
        wounds: u32,
        moved: u32,
    },
    /// `unit` takes its wounds: stun markers, carried wound, casualties (R-WOUND-3, R-CAS-1,
    /// L904, L921).
    Casualties {
        unit: String,
        wounds: u32,
        stuns: u32,
        new_stuns: u32,
        carried: u32,
        hr: u32,
        casualties: u32,
        models_left: u32,
        wounded_marker: u32,
        stun_markers: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        leader: Option<LeaderWounds>,
        wiped_out: bool,
    },
    /// The melee result with each side's losses (R-RES-1, L939-947).
    Result {
        winner: Winner,
        attacker: String,
        defender: String,
        attacker_lost: u32,
        defender_lost: u32,
    },
    /// `unit`'s Honor test after losing (R-RES-2, R-DICE-3, L949-960).
    Honor {
        unit: String,
        cause: HonorLoss,
        honor: i32,
        general_reroll: bool,
        kept: u8,
        morale: Morale,
        models_left: u32,
        starting_models: u32,
    },
}

/// The wounds a unit's leader took in a step (R-WOUND-3): `died`, or `after` of `hr`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct LeaderWounds {
    pub wounds: u32,
    pub died: bool,
    pub after: u32,
    pub hr: u32,
}

/// Why a unit tests Honor after a fight or shot (R-RES-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum HonorLoss {
    /// It lost the melee (L949).
    LostMelee,
    /// It lost half its models or more to the shot (L954).
    LostHalfToShot,
}

/// A card an offering to the gods added to one die of a step (R-DECK-4, L1029): `die` counts
/// from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct DieOffering {
    pub die: u32,
    pub bonus: u8,
}

impl super::RollStep {
    /// What the step did in `language` (`steps.ftl`), with the cards offerings added to its
    /// dice; a save of formats 1-4 holds its words, shown as they are.
    pub fn words(&self, language: Language) -> String {
        self.words_named(language, &|unit| unit.to_string())
    }

    /// What the step did in `language`, each unit it names (as the combat knew it: a battle's
    /// unit id) called by `unit_name`.
    pub fn words_named(&self, language: Language, unit_name: &dyn Fn(&str) -> String) -> String {
        let what = match &self.step {
            Worded::Typed(step) => step.words_named(language, unit_name),
            Worded::Recorded(words) => return words.clone(),
        };
        if self.offerings.is_empty() {
            return what;
        }
        let cards: Vec<String> = self
            .offerings
            .iter()
            .map(|o| {
                i18n::text(
                    language,
                    "step-offering",
                    &[("bonus", o.bonus.into()), ("die", o.die.into())],
                )
            })
            .collect();
        i18n::text(
            language,
            "step-with-offerings",
            &[
                ("step", what.into()),
                ("offerings", cards.join(", ").into()),
            ],
        )
    }
}

/// The fields of a step that name a unit.
const UNIT_FIELDS: [&str; 4] = ["unit", "against", "attacker", "defender"];

impl Step {
    /// The step in `language`, with its figures.
    pub fn words(&self, language: Language) -> String {
        self.words_named(language, &|unit| unit.to_string())
    }

    /// The step in `language`, with its figures, each unit called by `unit_name`.
    pub fn words_named(&self, language: Language, unit_name: &dyn Fn(&str) -> String) -> String {
        let mut args = match serde_json::to_value(self) {
            Ok(v) => v,
            Err(e) => return format!("step: {e}"),
        };
        if let Some(map) = args
            .as_object_mut()
            .and_then(|m| m.values_mut().next())
            .and_then(|fields| fields.as_object_mut())
        {
            if let Some(m) = map.get("modifier").and_then(|m| m.as_i64()) {
                map.insert("modifier_signed".into(), format!("{m:+}").into());
            }
            for (key, v) in map.iter_mut() {
                if let (true, Some(unit)) = (UNIT_FIELDS.contains(&key.as_str()), v.as_str()) {
                    *v = unit_name(unit).into();
                }
            }
        }
        i18n::render_json(language, "step", &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_step_has_its_message_in_both_catalogues() {
        let ids = i18n::variant_ids::<Step>("step");
        assert_eq!(ids.len(), 8, "{ids:?}");
        for lang in Language::ALL {
            for id in ids
                .iter()
                .map(String::as_str)
                .chain(["step-with-offerings", "step-offering"])
            {
                assert!(i18n::has_message(lang, id), "{lang:?}: {id}");
            }
        }
    }

    fn casualties(wounds: u32, leader: Option<LeaderWounds>) -> Step {
        Step::Casualties {
            unit: "Samurai".into(),
            wounds,
            stuns: 0,
            new_stuns: 2,
            carried: 0,
            hr: 1,
            casualties: wounds,
            models_left: 5,
            wounded_marker: 0,
            stun_markers: 0,
            leader,
            wiped_out: false,
        }
    }

    #[test]
    fn one_wound_is_one_wound_r_wound_3() {
        let leader = LeaderWounds {
            wounds: 0,
            died: false,
            after: 0,
            hr: 2,
        };
        assert_eq!(
            casualties(1, Some(leader)).words(Language::English),
            "Samurai: takes 1 wound (stun markers 0 + 2 new, two make a wound) with 0 carried, \
             HR 1: 1 casualty, 5 models left, wounded marker 0, stun markers 0; its leader \
             takes 0 wounds (0 of 2)"
        );
        assert_eq!(
            casualties(3, None).words(Language::Spanish),
            "Samurai: recibe 3 heridas (marcadores de aturdida 0 + 2 nuevos, dos hacen una \
             herida) con 0 acumuladas, HR 1: 3 bajas, quedan 5 miniaturas, marcador de herida 0, \
             marcadores de aturdida 0"
        );
    }

    #[test]
    fn a_step_reads_in_spanish_with_the_leader_and_a_wiped_out_unit_r_cas_1() {
        let hits = Step::Hits {
            unit: "Samurai".into(),
            dice: 10,
            modifier: 1,
            hits: 8,
        };
        assert_eq!(
            hits.words(Language::Spanish),
            "Samurai: 10 dados a +1: 8 impactos"
        );
        assert_eq!(
            hits.words(Language::English),
            "Samurai: 10 dice at +1: 8 hits"
        );
        let Step::Casualties {
            unit,
            wounds,
            stuns,
            new_stuns,
            carried,
            hr,
            models_left,
            wounded_marker,
            ..
        } = casualties(5, None)
        else {
            unreachable!()
        };
        let dead = Step::Casualties {
            unit,
            wounds,
            stuns,
            new_stuns,
            carried,
            hr,
            casualties: 5,
            models_left,
            wounded_marker,
            stun_markers: 1,
            leader: Some(LeaderWounds {
                wounds: 2,
                died: true,
                after: 0,
                hr: 2,
            }),
            wiped_out: true,
        };
        let es = dead.words(Language::Spanish);
        assert!(es.starts_with("Samurai: recibe 5 heridas"), "{es}");
        assert!(
            es.ends_with("; su líder recibe 2 heridas y muere; aniquilada"),
            "{es}"
        );
    }

    #[test]
    fn modifiers_keep_their_sign_and_offerings_follow_the_step_r_deck_4() {
        let step = super::super::RollStep {
            rule: "R-POOL-1 R-DICE-1 L664-683".into(),
            step: Step::Hits {
                unit: "Ashigaru".into(),
                dice: 5,
                modifier: -1,
                hits: 1,
            }
            .into(),
            dice: vec![6, 4],
            offerings: vec![DieOffering { die: 2, bonus: 3 }],
        };
        assert_eq!(
            step.words(Language::English),
            "Ashigaru: 5 dice at -1: 1 hit (offerings to the gods, R-DECK-4: +3 on die 2)"
        );
        let honor = Step::Honor {
            unit: "Ashigaru".into(),
            cause: HonorLoss::LostMelee,
            honor: 3,
            general_reroll: true,
            kept: 5,
            morale: Morale::FallsBack,
            models_left: 5,
            starting_models: 10,
        };
        assert_eq!(
            honor.words(Language::English),
            "Ashigaru: lost the melee: Honor test against 3, general's re-roll: 2D6 keep the \
             better: kept 5, fails and falls back (5 of 10 starting models left)"
        );
    }
}
