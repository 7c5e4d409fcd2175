//! The catalogues are whole: both parse, both hold the same messages, and the list of files
//! built into the program is the list in `assets/locales`.

use super::catalogue::FILES;
use super::*;

#[test]
fn catalogues_parse() {
    for lang in Language::ALL {
        let errors = problems(lang);
        assert!(errors.is_empty(), "{lang:?}: {errors:#?}");
    }
}

#[test]
fn english_and_spanish_hold_the_same_messages() {
    let en = message_ids(Language::English);
    let es = message_ids(Language::Spanish);
    let only_en: Vec<_> = en.iter().filter(|id| !es.contains(id)).collect();
    let only_es: Vec<_> = es.iter().filter(|id| !en.contains(id)).collect();
    assert!(
        only_en.is_empty() && only_es.is_empty(),
        "missing in Spanish: {only_en:?}; missing in English: {only_es:?}"
    );
}

/// Each message of a catalogue file with the variables it uses, selectors included.
fn variables(source: &str) -> std::collections::BTreeMap<String, Vec<String>> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    fn pattern(p: &Pattern<&str>, out: &mut Vec<String>) {
        for e in &p.elements {
            if let PatternElement::Placeable { expression } = e {
                expression_vars(expression, out);
            }
        }
    }
    fn expression_vars(e: &Expression<&str>, out: &mut Vec<String>) {
        match e {
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    pattern(&v.value, out);
                }
            }
            Expression::Inline(i) => inline(i, out),
        }
    }
    fn inline(i: &InlineExpression<&str>, out: &mut Vec<String>) {
        match i {
            InlineExpression::VariableReference { id } => out.push(id.name.to_string()),
            InlineExpression::Placeable { expression } => expression_vars(expression, out),
            _ => {}
        }
    }
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
    let mut out = std::collections::BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            let mut vars = Vec::new();
            if let Some(p) = &m.value {
                pattern(p, &mut vars);
            }
            vars.sort();
            vars.dedup();
            out.insert(m.id.name.to_string(), vars);
        }
    }
    out
}

#[test]
fn english_and_spanish_use_the_same_arguments() {
    let [en, es] = FILES;
    let mut differ = Vec::new();
    for ((name, en_source), (_, es_source)) in en.iter().zip(es.iter()) {
        let es_vars = variables(es_source);
        for (id, vars) in variables(en_source) {
            if es_vars.get(&id).is_some_and(|v| *v != vars) {
                differ.push(format!("{name} {id}: {vars:?} / {:?}", es_vars[&id]));
            }
        }
    }
    assert!(differ.is_empty(), "{differ:#?}");
}

#[test]
fn every_catalogue_file_is_built_in() {
    for lang in Language::ALL {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/locales")
            .join(lang.tag());
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".ftl"))
            .collect();
        on_disk.sort();
        let mut built: Vec<String> = FILES[lang.index()]
            .iter()
            .map(|(n, _)| n.to_string())
            .collect();
        built.sort();
        assert_eq!(on_disk, built, "{lang:?}");
    }
}

#[test]
fn plurals_follow_the_number() {
    assert_eq!(
        text(Language::English, "models", &[("count", 1.into())]),
        "1 model"
    );
    assert_eq!(
        text(Language::English, "models", &[("count", 3.into())]),
        "3 models"
    );
    assert_eq!(
        text(Language::Spanish, "models", &[("count", 1.into())]),
        "1 miniatura"
    );
    assert_eq!(
        text(Language::Spanish, "models", &[("count", 2.into())]),
        "2 miniaturas"
    );
}

#[test]
fn no_isolation_marks() {
    let s = text(Language::English, "models", &[("count", 2.into())]);
    assert!(!s.contains('\u{2068}') && !s.contains('\u{2069}'), "{s:?}");
}

#[test]
fn a_missing_message_shows_its_id_and_never_panics() {
    assert_eq!(
        text(Language::Spanish, "no-such-message", &[("n", 2.into())]),
        "no-such-message(n=2)"
    );
}

#[test]
fn every_file_problem_has_a_message_in_both_languages() {
    use crate::files::Catalogued;
    // Each concept's file problems, defined beside the checks that find them.
    let ids: Vec<String> = [
        crate::files::Json::message_ids(),
        crate::table::load::TableProblem::message_ids(),
        crate::battle::setup::roster::ScenarioProblem::message_ids(),
        crate::army::load::ArmyProblem::message_ids(),
        crate::battle::setup::battle_setup::SetupProblem::message_ids(),
        crate::rules::situation::SituationIssue::message_ids(),
        crate::battle::engine::event_names::MisnamedInCommand::message_ids(),
        crate::battle::engine::log::OpenError::message_ids(),
    ]
    .concat();
    // Every group is listed: reading, tables, scenarios, armies, setups, situations, saves.
    for prefix in [
        "file-json-",
        "file-table-",
        "file-scenario-",
        "file-army-",
        "file-setup-",
        "file-situation-",
        "save-",
    ] {
        assert!(ids.iter().any(|id| id.starts_with(prefix)), "{prefix}");
    }
    // Unit, struct and newtype variants are all read from the schemas.
    for id in [
        "file-json-not-a-document",
        "file-json-not-json",
        "file-table-not-positive",
        "file-army-duplicate-id",
        "file-setup-two-generals",
        "save-format",
        "save-setup",
        "save-event",
    ] {
        assert!(ids.iter().any(|i| i == id), "{id} not in {ids:?}");
    }
    for lang in Language::ALL {
        let missing: Vec<&String> = ids.iter().filter(|id| !has_message(lang, id)).collect();
        assert!(
            missing.is_empty(),
            "{lang:?} has no message for {missing:?}"
        );
    }
}

#[derive(serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
enum Sample {
    Plain,
    WithCount { count: u32 },
}

#[test]
fn serde_variants_become_messages_and_schema_lists_them() {
    assert_eq!(
        variant_ids::<Sample>("sample"),
        vec!["sample-plain".to_string(), "sample-with-count".to_string()]
    );
    assert_eq!(
        render(Language::English, "sample", &Sample::WithCount { count: 2 }),
        "sample-with-count(count=2)"
    );
    assert_eq!(
        render(Language::English, "sample", &Sample::Plain),
        "sample-plain"
    );
    // `models` stands in for a catalogue entry: the variant's fields are its arguments.
    assert_eq!(
        render(
            Language::English,
            "",
            &serde_json::json!({"models": {"count": 4}})
        ),
        "4 models"
    );
    assert_eq!(
        render(
            Language::Spanish,
            "",
            &serde_json::json!({"side": {"side": 1}})
        ),
        "Bando 2"
    );
}
