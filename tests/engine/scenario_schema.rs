//! The scenario (table) file's JSON Schema: shipped in `assets/scenario.schema.json` and kept
//! equal to what the program derives from its types (`kensei battle scenario-schema`), so an
//! editor that reads it completes and checks the same format the program loads. Regenerate
//! with `cargo run -- battle scenario-schema > assets/scenario.schema.json`.

use kensei::table::schema::scenario_schema;
use serde_json::Value;

#[test]
fn the_shipped_scenario_schema_is_up_to_date() {
    let shipped = std::fs::read_to_string("assets/scenario.schema.json").unwrap();
    assert_eq!(
        shipped,
        scenario_schema(),
        "assets/scenario.schema.json is stale"
    );
}

/// Every key of `value` is a property `schema` (resolved in `root`) allows, at every depth the
/// schema names; a missing required key fails too.
fn conforms(root: &Value, schema: &Value, value: &Value, at: &str) -> Result<(), String> {
    let schema = match schema.get("$ref").and_then(Value::as_str) {
        Some(r) => &root["$defs"][r.trim_start_matches("#/$defs/")],
        None => schema,
    };
    if let Some(any) = schema
        .get("anyOf")
        .or(schema.get("oneOf"))
        .and_then(Value::as_array)
    {
        return if any.iter().any(|s| conforms(root, s, value, at).is_ok()) {
            Ok(())
        } else {
            Err(format!("{at}: matches none of its forms"))
        };
    }
    match value {
        Value::Object(map) => {
            if let Some(types) = schema.get("type")
                && !types.to_string().contains("object")
            {
                return Err(format!("{at}: an object where {types} is expected"));
            }
            let props = schema.get("properties").and_then(Value::as_object);
            for key in schema
                .get("required")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let key = key.as_str().unwrap_or_default();
                if !map.contains_key(key) {
                    return Err(format!("{at}: `{key}` is required"));
                }
            }
            for (k, v) in map {
                match props.and_then(|p| p.get(k)) {
                    Some(s) => conforms(root, s, v, &format!("{at}.{k}"))?,
                    None if schema.get("additionalProperties") == Some(&Value::Bool(false)) => {
                        return Err(format!("{at}: `{k}` is not a field of the format"));
                    }
                    None => {}
                }
            }
            Ok(())
        }
        Value::Array(items) => match schema.get("items") {
            Some(s) => items
                .iter()
                .enumerate()
                .try_for_each(|(i, v)| conforms(root, s, v, &format!("{at}[{i}]"))),
            None => Ok(()),
        },
        Value::String(_) => match schema.get("type") {
            Some(t) if !t.to_string().contains("string") => {
                Err(format!("{at}: a string where {t} is expected"))
            }
            _ => Ok(()),
        },
        _ => Ok(()),
    }
}

#[test]
fn every_bundled_scenario_follows_the_schema_and_a_stray_field_does_not() {
    let schema: Value = serde_json::from_str(&scenario_schema()).unwrap();
    assert_eq!(schema["additionalProperties"], false);
    let required = schema["required"].as_array().unwrap();
    for key in ["schema_version", "table"] {
        assert!(required.iter().any(|r| r == key), "{key}");
    }
    for entry in std::fs::read_dir("scenarios").unwrap() {
        let path = entry.unwrap().path();
        let file: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(
            conforms(&schema, &schema, &file, "$"),
            Ok(()),
            "{}",
            path.display()
        );
        // A misspelt field is caught, at the top and inside a mission.
        let mut stray = file.clone();
        stray["turn_limits"] = Value::from(5);
        assert!(conforms(&schema, &schema, &stray, "$").is_err());
        if file.get("missions").is_some() {
            let mut stray = file.clone();
            stray["missions"]["primary"]["points"] = Value::from(3);
            assert!(conforms(&schema, &schema, &stray, "$").is_err());
        }
    }
}
