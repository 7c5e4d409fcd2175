//! Citations on the command line: the book's section beside every book line it prints, in
//! English (`kensei::citations`). In text, "R-POOL-1 · Fight › Combat roll table (L668)"; in
//! JSON, a `section` field right after the field that holds the lines: a list of section paths,
//! each the headings from the chapter down (`[["Orders and actions", "Fight", "Combat roll
//! table"]]`).

use crate::citations;
use crate::i18n::Language;
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

/// A citation (ruling IDs and book lines, in any order) in words, with the book's sections.
pub fn words(citation: &str) -> String {
    citations::cite(citation, Language::English)
}

/// A JSON value that keeps its fields in the order they were written (serde_json's own `Value`
/// sorts them), so that `section` can stand right after the lines it places.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(serde_json::Number),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

/// `value` as JSON with a `section` field after each field named in `keys` whose text cites
/// book lines (`"line": "L669"`, `"rule": "R-WOUND-1 L894-905"`).
pub fn with_sections<T: Serialize>(value: &T, keys: &[&str]) -> Result<Json, serde_json::Error> {
    let text = serde_json::to_string(value)?;
    let mut json: Json = serde_json::from_str(&text)?;
    add_sections(&mut json, keys);
    Ok(json)
}

/// The `section` field's value for `lines`: each section path once.
pub fn section_json(lines: &str) -> Json {
    Json::Array(
        citations::section_paths(lines, Language::English)
            .into_iter()
            .map(|path| {
                Json::Array(
                    path.into_iter()
                        .map(|t| Json::String(t.to_string()))
                        .collect(),
                )
            })
            .collect(),
    )
}

fn add_sections(json: &mut Json, keys: &[&str]) {
    match json {
        Json::Array(items) => items.iter_mut().for_each(|j| add_sections(j, keys)),
        Json::Object(fields) => {
            fields.iter_mut().for_each(|(_, j)| add_sections(j, keys));
            if fields.iter().any(|(k, _)| k == "section") {
                return;
            }
            let at = fields.iter().position(|(k, v)| {
                keys.contains(&k.as_str())
                    && matches!(v, Json::String(s) if !citations::spans(s).is_empty())
            });
            if let Some(i) = at
                && let Json::String(lines) = &fields[i].1
            {
                let section = section_json(lines);
                fields.insert(i + 1, ("section".to_string(), section));
            }
        }
        _ => {}
    }
}

impl Serialize for Json {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Json::Null => s.serialize_unit(),
            Json::Bool(b) => s.serialize_bool(*b),
            Json::Number(n) => n.serialize(s),
            Json::String(t) => s.serialize_str(t),
            Json::Array(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for j in items {
                    seq.serialize_element(j)?;
                }
                seq.end()
            }
            Json::Object(fields) => {
                let mut map = s.serialize_map(Some(fields.len()))?;
                for (k, v) in fields {
                    map.serialize_entry(k, v)?;
                }
                map.end()
            }
        }
    }
}

impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Json, D::Error> {
        d.deserialize_any(JsonVisitor)
    }
}

struct JsonVisitor;

impl<'de> Visitor<'de> for JsonVisitor {
    type Value = Json;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_unit<E: de::Error>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_none<E: de::Error>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Json, E> {
        Ok(Json::Bool(b))
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Json, E> {
        Ok(Json::Number(n.into()))
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Json, E> {
        Ok(Json::Number(n.into()))
    }
    fn visit_f64<E: de::Error>(self, n: f64) -> Result<Json, E> {
        Ok(serde_json::Number::from_f64(n).map_or(Json::Null, Json::Number))
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<Json, E> {
        Ok(Json::String(s.to_string()))
    }
    fn visit_string<E: de::Error>(self, s: String) -> Result<Json, E> {
        Ok(Json::String(s))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::new();
        while let Some(j) = seq.next_element()? {
            items.push(j);
        }
        Ok(Json::Array(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut fields = Vec::new();
        while let Some((k, v)) = map.next_entry::<String, Json>()? {
            fields.push((k, v));
        }
        Ok(Json::Object(fields))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_section_follows_the_field_that_cites_lines_and_the_order_is_kept() {
        let value = serde_json::json!({"z": 1, "rows": [{"line": "L669", "ruling": "R-POOL-1", "dice": 4}]});
        let json = with_sections(&value, &["line"]).unwrap();
        let text = serde_json::to_string(&json).unwrap();
        assert_eq!(
            text,
            r#"{"rows":[{"dice":4,"line":"L669","section":[["Orders and actions","Fight","Combat roll table"]],"ruling":"R-POOL-1"}],"z":1}"#
        );
        // A struct's own order stays.
        #[derive(serde::Serialize)]
        struct S {
            b: f64,
            a: &'static str,
        }
        let text = serde_json::to_string(&with_sections(&S { b: 0.1, a: "x" }, &[]).unwrap());
        assert_eq!(text.unwrap(), r#"{"b":0.1,"a":"x"}"#);
    }

    #[test]
    fn a_citation_in_words_keeps_its_rulings_first() {
        assert_eq!(
            words("L668 R-POOL-1"),
            "R-POOL-1 · Fight › Combat roll table (L668)"
        );
    }
}
