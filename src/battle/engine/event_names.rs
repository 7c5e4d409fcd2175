//! What a stored event names must be in the battle it is applied to. Opening a save folds its
//! events into the state (`log::Battle::open`); [`misnamed`] is asked first about each one, so
//! a damaged or hand-edited save is refused naming the entry, instead of folding into a state
//! whose events speak of units and models that are not there ([`crate::battle::model::apply::apply`]
//! passes over an unknown id). A side other than 0 or 1 is refused earlier, when the save is
//! read ([`crate::battle::Side`]).
//!
//! The event is read through its serialised fields, so every kind of event is covered by the
//! names of its fields: a unit by `unit`, `units`, `from`... and a model by `model`, `models`.
//!
//! A command read from a file (`kensei battle do`) is asked the same of the units and models it
//! names ([`command_misnamed`]), at any depth (`order.moves[2].model`), before it is checked
//! against the rules: a unit the battle does not have is bad input, not a refused move.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::battle::model::command::Command;
use crate::battle::model::event::Event;
use crate::battle::model::state::BattleState;
use crate::i18n::{self, Language};

/// What a stored event names that the battle it is applied to does not have: `field` of the
/// event names unit (or model) `id`. Worded by `files.ftl` (`save-event-unit`,
/// `save-event-model`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Misnamed {
    /// A unit the battle does not have.
    Unit { field: String, id: String },
    /// A model that is not on the table.
    Model { field: String, id: String },
}

/// A command read from a file that names a unit or model the battle does not have
/// ([`command_misnamed`]), worded as the file's problem (`file-command-*` in `files.ftl`).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(transparent)]
pub struct MisnamedInCommand(pub Misnamed);

impl crate::files::Catalogued for MisnamedInCommand {
    const PREFIX: &'static str = "file-command";
}

impl Misnamed {
    /// What the event names that is not there, in `language`.
    pub fn words(&self, language: Language) -> String {
        let (id, field, name) = match self {
            Misnamed::Unit { field, id } => ("save-event-unit", field, id),
            Misnamed::Model { field, id } => ("save-event-model", field, id),
        };
        i18n::text(
            language,
            id,
            &[("field", field.clone().into()), ("id", name.clone().into())],
        )
    }
}

/// Fields of an event that hold unit ids (a string, or a list of them).
const UNIT_FIELDS: [&str; 14] = [
    "unit",
    "units",
    "used",
    "from",
    "attacker",
    "defender",
    "leader_unit",
    "fleeing",
    "charger",
    "mover",
    "winners",
    "losers",
    // A melee result names units; a strategy roll or the battle's end a side (a number).
    "winner",
    "loser",
];

/// Fields of an event that hold model ids.
const MODEL_FIELDS: [&str; 3] = ["model", "models", "swapped_with"];

/// What is wrong with `event` in `state`: a unit or model it names that the battle does not
/// have, `None` when it may be applied.
pub fn misnamed(state: &BattleState, event: &Event) -> Option<Misnamed> {
    let value = serde_json::to_value(event).ok()?;
    let fields = value.as_object()?;
    let missing = |keys: &[&str], absent: &dyn Fn(&str) -> bool| {
        keys.iter().find_map(|key| {
            let id = ids(fields.get(*key)).into_iter().find(|id| absent(id))?;
            Some((key.to_string(), id.to_string()))
        })
    };
    if let Some((field, id)) = missing(&UNIT_FIELDS, &|id| state.unit(id).is_none()) {
        return Some(Misnamed::Unit { field, id });
    }
    if let Some((field, id)) = missing(&MODEL_FIELDS, &|id| state.model(id).is_none()) {
        return Some(Misnamed::Model { field, id });
    }
    // A side other than 0 or 1 never gets here: reading the save refuses it (`Side`).
    None
}

/// Fields of a command that hold unit ids, at any depth (the order's `target`, a Lead's `units`,
/// a join's `unit`, a pick's `against`...).
const COMMAND_UNIT_FIELDS: [&str; 6] =
    ["unit", "units", "target", "attacker", "defender", "against"];

/// Fields of a command that hold model ids (a move's or a pick's `model`, a join's `swap_with`).
const COMMAND_MODEL_FIELDS: [&str; 2] = ["model", "swap_with"];

/// What `command` names that the battle in `state` does not have: the JSON path of the field
/// (`order.moves[2].model`, as `files::locate` reads it) and what it names; `None` when every
/// unit and model it names is there.
pub fn command_misnamed(state: &BattleState, command: &Command) -> Option<(String, Misnamed)> {
    let value = serde_json::to_value(command).ok()?;
    misnamed_under(state, "", &value)
}

/// The first unit or model named under `value` (at JSON path `path`) that `state` lacks.
fn misnamed_under(state: &BattleState, path: &str, value: &Value) -> Option<(String, Misnamed)> {
    let at = |key: &str| {
        if path.is_empty() {
            key.to_string()
        } else {
            format!("{path}.{key}")
        }
    };
    match value {
        Value::Object(fields) => fields.iter().find_map(|(key, v)| {
            let field = at(key);
            let unit = COMMAND_UNIT_FIELDS.contains(&key.as_str());
            let model = COMMAND_MODEL_FIELDS.contains(&key.as_str());
            if !unit && !model {
                return misnamed_under(state, &field, v);
            }
            let named: Vec<(String, &str)> = match v {
                Value::String(id) => vec![(field.clone(), id.as_str())],
                Value::Array(items) => items
                    .iter()
                    .enumerate()
                    .filter_map(|(i, id)| Some((format!("{field}[{i}]"), id.as_str()?)))
                    .collect(),
                _ => Vec::new(),
            };
            named.into_iter().find_map(|(field, id)| {
                let (path, id) = (field.clone(), id.to_string());
                if unit && state.unit(&id).is_none() {
                    Some((path, Misnamed::Unit { field, id }))
                } else if model && state.model(&id).is_none() {
                    Some((path, Misnamed::Model { field, id }))
                } else {
                    None
                }
            })
        }),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| misnamed_under(state, &format!("{path}[{i}]"), v)),
        _ => None,
    }
}

/// The ids a field holds: one string, or a list of strings.
fn ids(field: Option<&Value>) -> Vec<&str> {
    match field {
        Some(Value::String(s)) => vec![s.as_str()],
        Some(Value::Array(items)) => items.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::model::side::Side;
    use crate::battle::setup::battle_setup::BattleSetup;

    fn state() -> BattleState {
        let setup: BattleSetup = crate::files::load_json::<crate::battle::SavedBattle>(
            std::path::Path::new("tests/fixtures/battle_save_format2_before_facing.json"),
        )
        .expect("the fixture loads")
        .0
        .setup;
        setup.initial_state()
    }

    #[test]
    fn an_event_naming_what_the_battle_has_may_apply() {
        let s = state();
        let unit = s.units()[0].id.clone();
        let model = s.models()[0].id.clone();
        assert_eq!(misnamed(&s, &Event::Reacted { unit }), None);
        assert_eq!(misnamed(&s, &Event::ModelRemoved { model }), None);
        assert_eq!(misnamed(&s, &Event::Held { side: Side::SECOND }), None);
    }

    #[test]
    fn a_missing_unit_model_or_third_side_is_named() {
        let s = state();
        let unit = misnamed(
            &s,
            &Event::Reacted {
                unit: "ghost".into(),
            },
        )
        .unwrap();
        let ghost = |field: &str, id: &str| (field.to_string(), id.to_string());
        assert!(
            matches!(unit, Misnamed::Unit { field, id } if (field.clone(), id.clone()) == ghost("unit", "ghost"))
        );
        let model = misnamed(
            &s,
            &Event::ModelRemoved {
                model: "ghost.1".into(),
            },
        )
        .unwrap();
        assert!(
            matches!(model, Misnamed::Model { field, id } if (field.clone(), id.clone()) == ghost("model", "ghost.1"))
        );
        // A third side is refused when the event is read, before it could be applied.
        let mut held = serde_json::to_value(Event::Held { side: Side::SECOND }).unwrap();
        held["side"] = 2.into();
        let err = serde_json::from_value::<Event>(held)
            .unwrap_err()
            .to_string();
        assert!(err.contains("side 2 is not 0 or 1"), "{err}");
        let used = misnamed(
            &s,
            &Event::PairEnded {
                used: vec![s.units()[0].id.clone(), "ghost".into()],
            },
        )
        .unwrap();
        assert!(
            matches!(used, Misnamed::Unit { field, id } if (field.clone(), id.clone()) == ghost("used", "ghost"))
        );
    }

    #[test]
    fn a_command_naming_a_missing_unit_or_model_is_named_at_its_field() {
        use crate::battle::model::command::{ModelMove, Order};
        let s = state();
        let (unit, model) = (s.units()[0].id.clone(), s.models()[0].id.clone());
        let order = |order: Order| Command::Order {
            side: Side::FIRST,
            unit: unit.clone(),
            order,
        };
        let lead = order(Order::Lead {
            units: vec![unit.clone(), "ghost".into()],
        });
        let field = "order.units[1]".to_string();
        assert_eq!(
            command_misnamed(&s, &lead),
            Some((
                field.clone(),
                Misnamed::Unit {
                    field,
                    id: "ghost".into()
                }
            ))
        );
        let walk = |model: &str| {
            order(Order::Move {
                moves: vec![ModelMove {
                    model: model.into(),
                    x: 1.0,
                    y: 1.0,
                    facing_deg: None,
                    path: Vec::new(),
                }],
                powered: false,
                leader: None,
            })
        };
        let found = command_misnamed(&s, &walk("ghost.1")).map(|(field, _)| field);
        assert_eq!(found.as_deref(), Some("order.moves[0].model"));
        // What the battle has passes, whatever the rules will say of it.
        assert_eq!(command_misnamed(&s, &walk(&model)), None);
        let ki = Command::ChooseKi {
            side: Side::FIRST,
            unit: unit.clone(),
            ability: "not a unit".into(),
        };
        assert_eq!(command_misnamed(&s, &ki), None);
    }
}
