//! Engine values as Fluent messages: a variant's name gives the message id, its fields the
//! arguments.

use std::fmt;

use fluent_bundle::FluentValue;
use serde::Serialize;
use serde_json::Value;

use super::Language;
use super::catalogue::text;

/// One argument of a message: a number (Fluent chooses plural forms by it) or a word.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Number(f64),
    Text(String),
}

impl Arg {
    pub(super) fn to_fluent(&self) -> FluentValue<'static> {
        match self {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Text(s) => FluentValue::from(s.clone()),
        }
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Number(n) => write!(f, "{n}"),
            Arg::Text(s) => write!(f, "{s}"),
        }
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, f32, f64);

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

/// `value` in words: its serde form read as a message under `prefix` (see [`render_json`]).
pub fn render<T: Serialize + ?Sized>(language: Language, prefix: &str, value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(v) => render_json(language, prefix, &v),
        Err(e) => format!("{prefix}: {e}"),
    }
}

/// A serde value as a message under `prefix`:
/// - a string `"foo_bar"` (a unit variant) is the message `prefix-foo-bar`;
/// - an object with one key whose value is an object or a scalar (an externally tagged
///   variant, `{"foo_bar": {...}}`) is `prefix-foo-bar` with the inner fields as arguments;
/// - an object with a `kind` field (an internally tagged variant) is `prefix-<kind>` with the
///   other fields as arguments.
///
/// Nested objects give arguments named by their path joined with `-` (`unit-id`); lists are
/// joined with `, `; `true` and `false` are the words `true` and `false`, for selectors.
pub fn render_json(language: Language, prefix: &str, value: &Value) -> String {
    let (variant, fields) = split_variant(value);
    let id = message_id(prefix, &variant);
    let mut args = Vec::new();
    if let Some(fields) = fields {
        flatten("", fields, &mut args);
    }
    let borrowed: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    text(language, &id, &borrowed)
}

/// The message id of `variant` (serde's snake_case name) under `prefix`.
fn message_id(prefix: &str, variant: &str) -> String {
    let kebab = variant.replace('_', "-").to_lowercase();
    if prefix.is_empty() {
        kebab
    } else {
        format!("{prefix}-{kebab}")
    }
}

fn split_variant(value: &Value) -> (String, Option<&Value>) {
    match value {
        Value::String(s) => (s.clone(), None),
        Value::Object(map) if map.len() == 1 && !map.contains_key("kind") => {
            let (k, v) = map.iter().next().expect("one entry");
            (k.clone(), Some(v))
        }
        Value::Object(map) => match map.get("kind") {
            Some(Value::String(kind)) => (kind.clone(), Some(value)),
            _ => (String::new(), Some(value)),
        },
        other => (other.to_string(), None),
    }
}

fn flatten(path: &str, value: &Value, out: &mut Vec<(String, Arg)>) {
    let name = |key: &str| {
        let key = key.replace('_', "-");
        if path.is_empty() {
            key
        } else {
            format!("{path}-{key}")
        }
    };
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                if k != "kind" || !path.is_empty() {
                    flatten(&name(k), v, out);
                }
            }
        }
        Value::Null => {}
        scalar if path.is_empty() => out.push(("value".to_string(), scalar_arg(scalar))),
        scalar => out.push((path.to_string(), scalar_arg(scalar))),
    }
}

fn scalar_arg(value: &Value) -> Arg {
    match value {
        Value::Number(n) => Arg::Number(n.as_f64().unwrap_or(0.0)),
        Value::String(s) => Arg::Text(s.clone()),
        Value::Bool(b) => Arg::Text(b.to_string()),
        Value::Array(items) => Arg::Text(
            items
                .iter()
                .map(|v| match v {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                })
                .collect::<Vec<_>>()
                .join(", "),
        ),
        Value::Null => Arg::Text(String::new()),
        Value::Object(_) => Arg::Text(value.to_string()),
    }
}

/// The message ids the variants of `T` need under `prefix`, read from its JSON Schema: unit
/// variants (`enum` or `const` strings), externally tagged variants (an object with one required
/// property) and internally tagged ones (a `kind` property with a `const`).
pub fn variant_ids<T: schemars::JsonSchema>(prefix: &str) -> Vec<String> {
    let schema = schemars::schema_for!(T);
    let mut names = Vec::new();
    collect_variants(schema.as_value(), &mut names);
    let mut ids: Vec<String> = names.iter().map(|n| message_id(prefix, n)).collect();
    ids.sort();
    ids.dedup();
    ids
}

fn collect_variants(schema: &Value, names: &mut Vec<String>) {
    if let Some(c) = schema.get("const").and_then(Value::as_str) {
        names.push(c.to_string());
    }
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        names.extend(values.iter().filter_map(Value::as_str).map(str::to_string));
    }
    if let Some(kind) = schema
        .get("properties")
        .and_then(|p| p.get("kind"))
        .and_then(|k| k.get("const"))
        .and_then(Value::as_str)
    {
        names.push(kind.to_string());
    } else if let (Some(props), Some(required)) = (
        schema.get("properties").and_then(Value::as_object),
        schema.get("required").and_then(Value::as_array),
    ) && props.len() == 1
        && required.len() == 1
        && let Some(k) = required[0].as_str()
    {
        names.push(k.to_string());
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(subs) = schema.get(key).and_then(Value::as_array) {
            for s in subs {
                collect_variants(s, names);
            }
        }
    }
}
