//! The scenario part of a table file: deployment zones, objectives, victory scoring.
//!
//! Plain serde and schemars types only (no `crate::` paths): `build.rs` includes this file
//! through `model.rs` to check the bundled scenarios. What these fields mean during a battle is
//! the battle module's business.

use serde::{Deserialize, Serialize};

/// The game a scenario is for (the book's battle or an extra game mode, L1142-1144); a battle
/// on it plays army lists of that mode.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum GameMode {
    /// The book's battle.
    #[default]
    Standard,
    /// A raid (the extra game modes page, Raid).
    Raid,
    /// Total war (the extra game modes page, Total War).
    TotalWar,
}

impl GameMode {
    /// Whether this is the book's battle (for `skip_serializing_if`).
    pub fn is_standard(&self) -> bool {
        *self == GameMode::Standard
    }
}

/// The area where one side deploys its army (book L206-214).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DeploymentZone {
    pub side: u8,
    /// Corners in table centimetres.
    pub polygon: Vec<[f64; 2]>,
}

/// The part a scenario side plays (attacker, defender, the escort...), as its texts name it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScenarioRole {
    pub name: String,
    /// The name in Spanish (the window shows it in Spanish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
}

/// A point on the table that scores victory points for whoever holds it at the end.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Objective {
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The name in Spanish (the window shows it in Spanish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    pub x: f64,
    pub y: f64,
    /// A side holds the objective when one of its models is within this distance of it (from
    /// its base's edge, R-GEO-1).
    #[serde(default = "default_objective_radius")]
    pub radius_cm: f64,
    /// Victory points for holding it at the end of the battle.
    pub vp: u32,
    /// Which sides may score it (both when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<u8>,
}

fn default_objective_radius() -> f64 {
    5.0
}

/// How the scenario scores victory points when the battle ends (book L256).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Victory {
    /// Count R-TURN-1's points (1 per leader alive, 2 more for the general) at the end too.
    #[serde(default = "default_true_v")]
    pub leaders: bool,
    /// Victory points per enemy unit wiped out.
    #[serde(default)]
    pub per_unit_destroyed: u32,
    /// Free text shown to the players.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

fn default_true_v() -> bool {
    true
}

/// The scenario's missions, as Kensei's battle scenarios have them: one primary mission both
/// sides pursue, and a table of secondary missions from which each side draws its own in
/// secret with 1D6 before the battle (entry 1 for a roll of 1, ...), revealed at the end
/// (R-MISSION-1). Each achieved mission scores its victory points at the end.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Missions {
    pub primary: Mission,
    /// Six entries, one per face of the die.
    pub secondary: Vec<Mission>,
}

/// One mission: its words for the players (English, and Spanish when given) and the goal the
/// engine checks at the end of the battle, from the side's own point of view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Mission {
    pub id: String,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_es: Option<String>,
    /// Victory points when achieved.
    pub vp: u32,
    pub goal: Goal,
}

/// What a side must have achieved when the battle ends for a mission to score.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "goal", rename_all = "snake_case", deny_unknown_fields)]
pub enum Goal {
    /// Hold the objective `objective` (by id): a model of the side within its radius and no
    /// enemy model there.
    HoldObjective { objective: String },
    /// Hold more of the scenario's objectives than the enemy.
    HoldMostObjectives,
    /// The enemy general is out of the battle.
    SlayGeneral,
    /// The side's own general is still in the battle.
    KeepGeneral,
    /// At least `count` enemy units wiped out or removed.
    DestroyUnits { count: u32 },
    /// At most `max` of the side's own units wiped out or removed.
    LoseAtMost { max: u32 },
    /// At least `count` of the side's units with a model wholly inside the enemy's deployment
    /// zone.
    InvadeZone { count: u32 },
    /// No enemy model inside the side's own deployment zone.
    ClearOwnZone,
    /// More of the side's army leaders alive than the enemy's.
    MoreLeadersAlive,
}

/// One special rule of a scenario: its text for the players and, when the engine enforces it,
/// the typed rule (`enforce`). In the file it is either a plain string (players enforce it) or
/// `{"text": "...", "enforce": {"rule": "...", ...}}`.
#[derive(Debug, Clone, PartialEq)]
pub struct SpecialRule {
    pub text: String,
    pub enforce: Option<EnforcedRule>,
}

/// A scenario rule the battle engine enforces; a command it forbids is rejected naming the
/// rule's text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "rule", rename_all = "snake_case", deny_unknown_fields)]
pub enum EnforcedRule {
    /// No shot (nor stand and shoot) at a target farther than `max_cm`, edge to edge, on the
    /// listed turns (every turn when `turns` is empty). Dawn mist, darkness.
    MaxShootingRange {
        max_cm: f64,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        turns: Vec<u32>,
    },
    /// `side` gives no voluntary combat order (charge, fight, shoot, duel: L468, L602) on the
    /// listed turns (every turn when empty). Reactions (fight back, stand and shoot, flee) stay
    /// allowed.
    NoCombatOrders {
        side: u8,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        turns: Vec<u32>,
    },
    /// `vp` victory points to the enemy of the victim's side when the victim dies (counted at
    /// the end of the battle).
    VpForKilling { victim: Victim, vp: u32 },
    /// No move, disengagement or charge crosses these terrain pieces (by id), straight from
    /// where each model starts to where it ends.
    NoCrossing { terrain: Vec<String> },
}

/// Whose death scores a [`EnforcedRule::VpForKilling`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Victim {
    /// The general of side 0 or 1 (`{"general_of": 0}`).
    GeneralOf(u8),
    /// A model by the id the battle gives it (`{"model": "lord.leader"}`).
    Model(String),
    /// A unit by id, wiped out or removed (`{"unit": "lord"}`).
    Unit(String),
}

impl std::fmt::Display for SpecialRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl From<&str> for SpecialRule {
    fn from(text: &str) -> Self {
        SpecialRule {
            text: text.to_string(),
            enforce: None,
        }
    }
}

/// The object form of a [`SpecialRule`] in the file.
#[derive(Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
struct SpecialRuleObject {
    text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    enforce: Option<EnforcedRule>,
}

impl schemars::JsonSchema for SpecialRule {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "SpecialRule".into()
    }

    /// A rule's text for the players, or an object with `text` and the `enforce`d rule.
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let object = generator.subschema_for::<SpecialRuleObject>();
        schemars::json_schema!({
            "description": "A rule's text the players enforce, or `{\"text\": ..., \"enforce\": {...}}` for a rule the engine enforces.",
            "anyOf": [{"type": "string"}, object]
        })
    }
}

impl Serialize for SpecialRule {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match &self.enforce {
            None => s.serialize_str(&self.text),
            Some(rule) => SpecialRuleObject {
                text: self.text.clone(),
                enforce: Some(rule.clone()),
            }
            .serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for SpecialRule {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = SpecialRule;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a rule's text, or an object with `text` and `enforce`")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<SpecialRule, E> {
                Ok(SpecialRule::from(v))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                map: A,
            ) -> Result<SpecialRule, A::Error> {
                let o = SpecialRuleObject::deserialize(
                    serde::de::value::MapAccessDeserializer::new(map),
                )?;
                Ok(SpecialRule {
                    text: o.text,
                    enforce: o.enforce,
                })
            }
        }
        d.deserialize_any(V)
    }
}

impl SpecialRule {
    /// Whether a rule that lists turns applies on `turn` (every turn when the list is empty).
    pub fn on_turn(turns: &[u32], turn: u32) -> bool {
        turns.is_empty() || turns.contains(&turn)
    }
}
