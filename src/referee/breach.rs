//! A breach of the book found in a battle's events: where it happened (the log entry and its
//! event), which invariant it breaks with its figures, and the book lines and rulings that
//! state the invariant. The words are `referee.ftl`'s, in English and Spanish.

use schemars::JsonSchema;
use serde::Serialize;

use crate::battle::model::awaiting::Awaiting;
use crate::i18n::{Arg, Language};

/// One breach of an invariant of the book.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Breach {
    /// The log entry it happened in (0 the first); none for the battle's setup and start.
    pub entry: Option<usize>,
    /// The event of that entry (0 the first); none for what the state is once the whole entry
    /// (or the setup) is applied.
    pub event: Option<usize>,
    pub invariant: Invariant,
}

/// Which figure a duel's pool took from the unit instead of from its leader (L789).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum DuelFigure {
    /// The melee attack (AT, L668).
    Attack,
    /// The difficulty to wound the leader, from his armour (R-WOUND-2).
    DifficultyToWound,
    /// The modifier to his wound dice, from his weapons (L896).
    WoundModifier,
}

/// Which marker went from a living unit (L921, R-WOUND-3, L913).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MarkerKind {
    /// The wounded marker's wounds (L921).
    Wounded,
    /// Stun markers (R-WOUND-3).
    Stunned,
    /// The wounds on the unit leader's counter (L913).
    LeaderWounds,
}

/// What the state lacks that the awaited question is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Lacking {
    /// No fight or shot is being rolled.
    Combat,
    /// No charge is declared.
    Charge,
    /// No fight is declared.
    Fight,
    /// No duel challenge waits.
    Duel,
    /// No command duel is staked.
    CommandDuel,
    /// No multiple combat is under way.
    MultipleCombat,
    /// No model is left to pick an opponent for.
    OpponentsToPick,
    /// No pursuit is offered.
    Pursuit,
    /// No melee move is offered.
    MeleeMove,
    /// No move waits for an opportunity charge.
    PendingMove,
    /// No roll waits for offerings.
    Roll,
    /// No cards were drawn to choose from.
    DrawnCards,
}

/// An invariant of the book, broken, with its figures. Each variant's serde name is its
/// message id under `referee` (`referee-charge-reached-without-contact`).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Invariant {
    /// A charge whose roll reached did not end in base contact with a charged unit (L640).
    ChargeReachedWithoutContact {
        charger: String,
        target: String,
        gap_cm: f64,
    },
    /// A charge whose roll reached was over with no fight declared (L644).
    ChargeReachedWithoutFight { charger: String, target: String },
    /// An opportunity charge that caught its mover did not end in base contact with it
    /// (L846-852).
    OpportunityCatchWithoutContact {
        charger: String,
        mover: String,
        gap_cm: f64,
    },
    /// A marker or wounds went from a unit still in play, with no model lost to them (L921,
    /// R-RAID-6: a mixed raid unit's markers carry from combat to combat).
    MarkerVanished {
        unit: String,
        marker: MarkerKind,
        before: u32,
        after: u32,
    },
    /// A melee weapon's wound modifier on a shot (L1073-1083: melee weapons modify melee).
    MeleeWeaponOnShot {
        shooter: String,
        weapon: String,
        weapon_value: i32,
        wound_modifier: i32,
    },
    /// A later combat of a charge's multiple combat fought as if no charge had been made
    /// (R-CHG-2, L672, L679).
    ChargeCombatNotAfterCharge { charger: String, unit: String },
    /// A duel's pool took a figure of the unit's profile instead of its leader's own (L789).
    DuelPoolNotLeaders {
        unit: String,
        figure: DuelFigure,
        leaders: i32,
        used: i32,
    },
    /// More models removed than the wounds rolled against the unit could take (R-CAS-1, L921).
    CasualtiesBeyondRoll {
        unit: String,
        models_lost: u32,
        most: u32,
    },
    /// Two models' bases overlap (L531).
    ModelsOverlap {
        model: String,
        other: String,
        depth_cm: f64,
    },
    /// A model stands off the table (R-MOV-8).
    ModelOffTable { model: String, outside_cm: f64 },
    /// The victory points the battle ended with are not what the scenario and the missions
    /// give for the table it ended on (L256, R-TURN-1, R-MISSION-1).
    VictoryPointsOtherwise {
        first: u32,
        second: u32,
        first_by_missions: u32,
        second_by_missions: u32,
    },
    /// A total war unit's movement base stands for no size the page gives (R-TW-2).
    MovementBaseSize { unit: String, size: u32 },
    /// A movement base outside total war (R-TW-2).
    MovementBaseOutsideTotalWar { unit: String },
    /// A raid unit's leader of another troop type than one of its profiles (L417, R-RAID-4).
    LeaderOfOtherTroopType { unit: String, profile: String },
    /// The battle waits for a question the state cannot answer.
    AwaitingUnanswerable {
        #[schemars(skip)]
        #[serde(skip)]
        awaiting: Awaiting,
        lacking: Lacking,
    },
}

impl Invariant {
    /// The book lines and rulings that state it.
    pub fn book(&self) -> &'static str {
        match self {
            Invariant::ChargeReachedWithoutContact { .. } => "L640",
            Invariant::ChargeReachedWithoutFight { .. } => "L644",
            Invariant::OpportunityCatchWithoutContact { .. } => "L846-852",
            Invariant::MarkerVanished { .. } => "L921, R-RAID-6",
            Invariant::MeleeWeaponOnShot { .. } => "L1073-1083",
            Invariant::ChargeCombatNotAfterCharge { .. } => "R-CHG-2, L672, L679",
            Invariant::DuelPoolNotLeaders { .. } => "L789",
            Invariant::CasualtiesBeyondRoll { .. } => "R-CAS-1, L921",
            Invariant::ModelsOverlap { .. } => "L531",
            Invariant::ModelOffTable { .. } => "R-MOV-8",
            Invariant::VictoryPointsOtherwise { .. } => "L256, R-TURN-1, R-MISSION-1",
            Invariant::MovementBaseSize { .. } | Invariant::MovementBaseOutsideTotalWar { .. } => {
                "R-TW-2"
            }
            Invariant::LeaderOfOtherTroopType { .. } => "L417, R-RAID-4",
            Invariant::AwaitingUnanswerable { awaiting, .. } => awaited_lines(awaiting),
        }
    }

    /// Its name, the serde name of its variant (`charge_reached_without_contact`).
    pub fn name(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.get("kind").and_then(|k| k.as_str().map(str::to_string)))
            .unwrap_or_default()
    }

    /// The breach in `language`, without its place or its lines.
    pub fn words(&self, language: Language) -> String {
        match self {
            Invariant::AwaitingUnanswerable { awaiting, lacking } => {
                let question = awaited_words(language, awaiting);
                let lacking = crate::i18n::render(language, "referee-lacking", lacking);
                crate::i18n::text(
                    language,
                    "referee-awaiting-unanswerable",
                    &[
                        ("question", Arg::Text(question)),
                        ("lacking", Arg::Text(lacking)),
                    ],
                )
            }
            _ => crate::i18n::render(language, "referee", self),
        }
    }
}

impl Breach {
    /// The breach in `language`: where, what, and the book's lines with their sections.
    pub fn words(&self, language: Language) -> String {
        let at = match (self.entry, self.event) {
            (Some(entry), Some(event)) => crate::i18n::text(
                language,
                "referee-at-event",
                &[("entry", entry.into()), ("event", event.into())],
            ),
            (Some(entry), None) => {
                crate::i18n::text(language, "referee-at-entry", &[("entry", entry.into())])
            }
            _ => crate::i18n::text(language, "referee-at-start", &[]),
        };
        format!(
            "{at}: {} [{}]",
            self.invariant.words(language),
            crate::citations::cite(self.invariant.book(), language)
        )
    }
}

/// The book lines of the decision the battle awaits.
fn awaited_lines(awaiting: &Awaiting) -> &'static str {
    match awaiting {
        Awaiting::ChooseCasualties { .. } => "L929-935, R-CAS-2",
        Awaiting::ProtectLeader { .. } => "L915-917, R-WOUND-4",
        Awaiting::ChargeReaction { .. } => "L620",
        Awaiting::FightBack { .. } => "L638",
        Awaiting::DuelAnswer { .. } => "L778",
        Awaiting::DuelStake { .. } => "R-DECK-3",
        Awaiting::NextCombat { .. } => "L713",
        Awaiting::PickOpponents { .. } => "L719",
        Awaiting::Pursuit { .. } => "L980",
        Awaiting::MeleeMove { .. } => "L994",
        Awaiting::OpportunityCharge { .. } => "L846-852",
        Awaiting::Offerings { .. } => "R-DECK-4",
        Awaiting::KeepCards { .. } => "R-DECK-1, L236",
        _ => "L283-289",
    }
}

/// The awaited decision in words, as a refusal names it (`rejections.ftl`'s `decision-*`).
fn awaited_words(language: Language, awaiting: &Awaiting) -> String {
    let value = serde_json::to_value(awaiting).unwrap_or_default();
    let name = value
        .get("awaiting")
        .and_then(|v| v.as_str())
        .unwrap_or_default()
        .replace('_', "-");
    let side = value.get("side").and_then(|v| v.as_u64()).unwrap_or(0) + 1;
    let side_name = crate::i18n::text(language, "referee-side", &[("side", side.into())]);
    crate::i18n::text(
        language,
        &format!("decision-{name}"),
        &[("side-name", Arg::Text(side_name))],
    )
}

#[cfg(test)]
mod tests {
    use super::{Invariant, Lacking};
    use crate::i18n::{Language, has_message, variant_ids};

    #[test]
    fn every_breach_and_every_lack_has_a_message_in_english_and_spanish() {
        let mut ids = variant_ids::<Invariant>("referee");
        ids.extend(variant_ids::<Lacking>("referee-lacking"));
        assert!(ids.len() > 20, "{ids:?}");
        for language in Language::ALL {
            let missing: Vec<&String> =
                ids.iter().filter(|id| !has_message(language, id)).collect();
            assert!(missing.is_empty(), "{language:?}: {missing:?}");
        }
    }
}
