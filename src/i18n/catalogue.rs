//! The two catalogues: every `.ftl` file of `assets/locales/<lang>/`, built into the program and
//! parsed once into a Fluent bundle per language.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use super::Language;
use super::value::Arg;

/// Each concept's catalogue file, `<concept>.ftl`, in both languages: the names are written once,
/// so a file cannot be built in for one language and forgotten for the other.
macro_rules! catalogue_files {
    ($($concept:literal),* $(,)?) => {
        [
            &[$((
                concat!($concept, ".ftl"),
                include_str!(concat!("../../assets/locales/en/", $concept, ".ftl")),
            )),*],
            &[$((
                concat!($concept, ".ftl"),
                include_str!(concat!("../../assets/locales/es/", $concept, ".ftl")),
            )),*],
        ]
    };
}

/// The catalogue files, one per concept, for each language (English first). A test checks that
/// this list names every file in `assets/locales`.
pub(super) const FILES: [&[(&str, &str)]; 2] = catalogue_files!(
    "common",
    "orders",
    "rejections",
    "window",
    "army",
    "table",
    "pool",
    "canvas",
    "events",
    "steps",
    "log",
    "files",
    "general",
    "commands",
    "awaiting",
    "markers",
    "referee",
);

/// A parsed catalogue and what did not parse in it (empty for a good catalogue; the test
/// `catalogues_parse` keeps it so).
pub(super) struct Catalogue {
    pub(super) bundle: FluentBundle<FluentResource>,
    errors: Vec<String>,
}

fn build(language: Language) -> Catalogue {
    let tag = language
        .tag()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    bundle.set_use_isolating(false);
    let mut errors = Vec::new();
    for (name, source) in FILES[language.index()] {
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(r) => r,
            Err((r, errs)) => {
                errors.extend(errs.iter().map(|e| format!("{name}: {e:?}")));
                r
            }
        };
        if let Err(errs) = bundle.add_resource(resource) {
            errors.extend(errs.iter().map(|e| format!("{name}: {e}")));
        }
    }
    for e in &errors {
        eprintln!("kensei: the {} catalogue: {e}", language.name());
    }
    Catalogue { bundle, errors }
}

pub(super) fn catalogue(language: Language) -> &'static Catalogue {
    static CATALOGUES: OnceLock<[Catalogue; 2]> = OnceLock::new();
    &CATALOGUES.get_or_init(|| [build(Language::English), build(Language::Spanish)])
        [language.index()]
}

/// What did not parse in `language`'s catalogue, one line per problem (none in a good build).
pub fn problems(language: Language) -> &'static [String] {
    &catalogue(language).errors
}

/// Whether `language`'s catalogue has the message `id`.
pub fn has_message(language: Language, id: &str) -> bool {
    catalogue(language).bundle.has_message(id)
}

/// Every message id of `language`'s catalogue, sorted.
pub fn message_ids(language: Language) -> Vec<String> {
    let mut ids: Vec<String> = FILES[language.index()]
        .iter()
        .flat_map(|(_, source)| {
            FluentResource::try_new(source.to_string())
                .unwrap_or_else(|(r, _)| r)
                .entries()
                .filter_map(|e| match e {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect();
    ids.sort();
    ids
}

/// The message `id` in `language`, with its arguments. A message missing from the Spanish
/// catalogue falls back to the English one; one missing from both is shown as its id and
/// arguments, so a gap is visible but never stops the program.
pub fn text(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.to_fluent());
    }
    for lang in [language, Language::English] {
        let bundle = &catalogue(lang).bundle;
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
        }
    }
    let shown: Vec<String> = args.iter().map(|(n, v)| format!("{n}={v}")).collect();
    if shown.is_empty() {
        id.to_string()
    } else {
        format!("{id}({})", shown.join(", "))
    }
}
