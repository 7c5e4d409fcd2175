//! Messages with figures: each figure passed by the name of its Fluent variable and shown as the
//! code writes it (a number when it reads as one, so plural selectors choose by it), and each
//! message's variables read from a catalogue's source, so that a debug build catches a call
//! naming a variable its message does not use, or leaving one out.

use std::collections::{BTreeSet, HashMap};

use fluent_syntax::ast;

use super::Language;
use super::catalogue::text;
use super::value::Arg;

/// A figure of a message: the name of its Fluent variable and its value.
pub type Figure<'a> = (&'a str, &'a dyn std::fmt::Display);

/// The message `id` in `language` with its figures, each named as the message's variable;
/// `variables` gives each message's (in a debug build a call that does not pass exactly the
/// variables `id` uses panics).
pub fn with_figures(
    language: Language,
    id: &str,
    figures: &[Figure],
    variables: &HashMap<String, BTreeSet<String>>,
) -> String {
    #[cfg(debug_assertions)]
    {
        let passed: BTreeSet<&str> = figures.iter().map(|(name, _)| *name).collect();
        let used: BTreeSet<&str> = variables
            .get(id)
            .map(|v| v.iter().map(String::as_str).collect())
            .unwrap_or_default();
        assert_eq!(passed, used, "the figures of `{id}`");
    }
    #[cfg(not(debug_assertions))]
    let _ = variables;
    let named: Vec<(&str, Arg)> = figures
        .iter()
        .map(|(name, value)| (*name, figure(&value.to_string())))
        .collect();
    text(language, id, &named)
}

/// A figure as a Fluent argument: a number when it reads back the same as a number (so plural
/// selectors choose by it), otherwise the words as they are.
pub fn figure(shown: &str) -> Arg {
    match shown.parse::<f64>() {
        Ok(n) if n.is_finite() && n.to_string() == shown => Arg::Number(n),
        _ => Arg::Text(shown.to_string()),
    }
}

/// Each message of a catalogue's `source` with the variables it uses, selectors included.
pub fn message_variables(source: &str) -> HashMap<String, BTreeSet<String>> {
    fn pattern(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &p.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, out);
            }
        }
    }
    fn expression_variables(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    pattern(&v.value, out);
                }
            }
            ast::Expression::Inline(i) => inline(i, out),
        }
    }
    fn inline(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match i {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => {
                expression_variables(expression, out)
            }
            _ => {}
        }
    }
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
    let mut out = HashMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern(p, &mut vars);
            }
            out.insert(m.id.name.to_string(), vars);
        }
    }
    out
}
