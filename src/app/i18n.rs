//! Every string the window shows, in English and Spanish (the book's language).
//!
//! A [`Key`] names one string: the typed, compile-checked id of a message of the window's
//! catalogue, `assets/locales/<lang>/window.ftl`, whose id is the key's name in kebab-case
//! (`MenuFile` is `menu-file`). [`Lang::t`] gives a message without figures in the language
//! chosen in the settings; [`Lang::f`] gives one with figures, each passed by the name of its
//! Fluent variable (`("unit", &name)` for `$unit`; a figure that reads as a number is a Fluent
//! number, so the catalogue's plural selectors choose by it). In a debug build a call that
//! names a variable the message does not use, or leaves one out, panics. The keys themselves
//! are listed in `keys`.

use std::collections::{BTreeSet, HashMap};
use std::sync::{Mutex, OnceLock};

use crate::i18n::{message_variables, text, with_figures};

mod keys;
pub use keys::Key;

/// The language of the window, switchable in the settings: the engine's [`crate::i18n::Language`], whose
/// catalogues word the engine's values.
pub use crate::i18n::Language as Lang;

/// A figure of a message: the name of its Fluent variable and its value.
pub use crate::i18n::Figure;

impl Lang {
    /// The string `key` in this language. Each message is worded once per language and kept
    /// for the rest of the run (one string per key and language).
    pub fn t(self, key: Key) -> &'static str {
        static WORDED: [OnceLock<Vec<String>>; 2] = [OnceLock::new(), OnceLock::new()];
        let slot = match self {
            Lang::English => &WORDED[0],
            Lang::Spanish => &WORDED[1],
        };
        slot.get_or_init(|| Key::ALL.iter().map(|k| text(self, k.id(), &[])).collect())
            [key as usize]
            .as_str()
    }

    /// The string `key` with its figures, each named as the message's variable.
    pub fn f(self, key: Key, figures: &[Figure]) -> String {
        message(self, key.id(), figures)
    }

    /// Side `index` (0 or 1, as files write it) as players number it: "Side 1", "Side 2"
    /// (`common.ftl`'s `side`, as the engine's rejections say it too).
    pub fn side(self, index: impl Into<u8>) -> String {
        text(self, "side", &[("side", index.into().into())])
    }
}

/// The window's message `id` (of `window.ftl` or `canvas.ftl`) in `lang` with its figures,
/// each named as the message's variable.
pub fn message(lang: Lang, id: &str, figures: &[Figure]) -> String {
    with_figures(lang, id, figures, window_variables())
}

/// The variables of each message of the window's catalogues (`window.ftl`, `canvas.ftl`), read
/// from the English ones (a test checks the Spanish ones use the same).
pub fn window_variables() -> &'static HashMap<String, BTreeSet<String>> {
    static VARIABLES: OnceLock<HashMap<String, BTreeSet<String>>> = OnceLock::new();
    VARIABLES.get_or_init(|| {
        let mut out = HashMap::new();
        for source in [
            include_str!("../../assets/locales/en/window.ftl"),
            include_str!("../../assets/locales/en/canvas.ftl"),
        ] {
            out.extend(message_variables(source));
        }
        out
    })
}

/// The window's message `id` in `lang`, without figures, worded once per id and language and
/// kept for the rest of the run (the ids are the variants of the window's few fixed enums).
pub fn message_once(lang: Lang, id: &str) -> &'static str {
    static WORDED: OnceLock<Mutex<HashMap<(Lang, String), &'static str>>> = OnceLock::new();
    let mut worded = WORDED
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    worded
        .entry((lang, id.to_string()))
        .or_insert_with(|| Box::leak(text(lang, id, &[]).into_boxed_str()))
}

/// The message id of a key's name: kebab-case (`MenuFile` is `menu-file`, `D3Result` is
/// `d3-result`).
pub fn kebab(name: &str) -> String {
    let mut id = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            id.push('-');
        }
        id.extend(c.to_lowercase());
    }
    id
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use fluent_syntax::ast;

    use super::*;

    /// The window's catalogue in each language, as the program builds it in.
    const WINDOW: [(Lang, &str); 2] = [
        (
            Lang::English,
            include_str!("../../assets/locales/en/window.ftl"),
        ),
        (
            Lang::Spanish,
            include_str!("../../assets/locales/es/window.ftl"),
        ),
    ];

    /// Each message of a catalogue with the variables it uses.
    fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
        message_variables(source).into_iter().collect()
    }

    /// Every piece of text of a catalogue, the variants of its selectors included.
    fn texts(source: &str) -> Vec<String> {
        fn pattern(p: &ast::Pattern<&str>, out: &mut Vec<String>) {
            for element in &p.elements {
                match element {
                    ast::PatternElement::TextElement { value } => out.push(value.to_string()),
                    ast::PatternElement::Placeable { expression: e } => expression(e, out),
                }
            }
        }
        fn expression(e: &ast::Expression<&str>, out: &mut Vec<String>) {
            match e {
                ast::Expression::Select { variants, .. } => {
                    variants.iter().for_each(|v| pattern(&v.value, out))
                }
                ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => {
                    out.push(value.to_string())
                }
                ast::Expression::Inline(_) => {}
            }
        }
        let resource = fluent_syntax::parser::parse(source).expect("window.ftl parses");
        let mut out = Vec::new();
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry
                && let Some(p) = &m.value
            {
                pattern(p, &mut out);
            }
        }
        out
    }

    #[test]
    fn every_key_has_a_message_in_both_languages() {
        for (lang, source) in WINDOW {
            let ids = messages(source);
            for key in Key::ALL {
                assert!(
                    ids.contains_key(key.id()),
                    "{key:?} ({}) is not in the {} window.ftl",
                    key.id(),
                    lang.name()
                );
                assert!(
                    !lang.t(*key).trim().is_empty(),
                    "{key:?} is empty in {}",
                    lang.name()
                );
            }
            let keys: BTreeSet<&str> = Key::ALL.iter().map(|k| k.id()).collect();
            let orphans: Vec<&String> = ids
                .keys()
                .filter(|id| !keys.contains(id.as_str()))
                .collect();
            assert!(
                orphans.is_empty(),
                "messages of the {} window.ftl with no Key: {orphans:?}",
                lang.name()
            );
        }
    }

    #[test]
    fn variables_match_between_languages() {
        let english = messages(WINDOW[0].1);
        let spanish = messages(WINDOW[1].1);
        for key in Key::ALL {
            let id = key.id();
            assert_eq!(
                english.get(id),
                spanish.get(id),
                "{key:?} has different variables in English and Spanish"
            );
            // A figure's name says what it is: no `$a`, `$b`…
            let letters: Vec<&String> = english
                .get(id)
                .into_iter()
                .flatten()
                .filter(|v| ["a", "b", "c", "d", "e", "f", "g", "h"].contains(&v.as_str()))
                .collect();
            assert!(letters.is_empty(), "{key:?} has figures named {letters:?}");
        }
    }

    /// egui's bundled fonts draw every character of every string (a missing glyph would show
    /// as a box, and panics under the test harness).
    #[test]
    fn every_string_has_glyphs_in_the_bundled_fonts() {
        let ctx = egui::Context::default();
        let mut out = ctx.run_ui(egui::RawInput::default(), |_| {});
        out.textures_delta.clear();
        let font = egui::FontId::proportional(14.0);
        // The canvas's labels and help (`canvas.ftl`) too, and the narration's commands,
        // waits and markers the tracker shows.
        let canvas = [
            include_str!("../../assets/locales/en/canvas.ftl"),
            include_str!("../../assets/locales/es/canvas.ftl"),
            include_str!("../../assets/locales/en/commands.ftl"),
            include_str!("../../assets/locales/es/commands.ftl"),
            include_str!("../../assets/locales/en/awaiting.ftl"),
            include_str!("../../assets/locales/es/awaiting.ftl"),
            include_str!("../../assets/locales/en/markers.ftl"),
            include_str!("../../assets/locales/es/markers.ftl"),
        ];
        let missing: Vec<String> = WINDOW
            .iter()
            .map(|(_, source)| *source)
            .chain(canvas)
            .flat_map(texts)
            // The characters the panels put around the strings.
            .chain(["× · … • — °".to_string()])
            .flat_map(|s| s.chars().collect::<Vec<_>>())
            .filter(|c| !c.is_control() && !ctx.fonts_mut(|f| f.has_glyph(&font, *c)))
            .map(|c| c.to_string())
            .collect();
        assert!(missing.is_empty(), "no glyph for {missing:?}");
    }

    #[test]
    fn figures_fill_the_variables_they_name() {
        assert_eq!(
            Lang::Spanish.f(Key::TableSize, &[("width", &120), ("depth", &90)]),
            "Mesa: 120 × 90 cm"
        );
        // The order of the figures does not matter, their names do.
        assert_eq!(
            Lang::English.f(Key::TableSize, &[("depth", &90), ("width", &120)]),
            "Table: 120 × 90 cm"
        );
        assert_eq!(Lang::English.f(Key::MenuFile, &[]), "File");
        assert_eq!(Key::MenuFile.id(), "menu-file");
        assert_eq!(Key::D3Result.id(), "d3-result");
    }

    /// A count chooses the singular or the plural by Fluent's selector (the tracker's orders
    /// left in a pair, R-TURN-2, L276-289).
    /// In a debug build, a figure the message does not use is a mistake caught at once.
    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "the figures of `table-size`")]
    fn a_misnamed_figure_panics_in_a_debug_build() {
        Lang::English.f(Key::TableSize, &[("width", &120), ("height", &90)]);
    }

    #[test]
    fn counts_choose_singular_or_plural() {
        let left =
            |lang: Lang, n: u8| lang.f(Key::OrdersLeft, &[("unit", &"Ashigaru"), ("orders", &n)]);
        assert_eq!(left(Lang::English, 1), "Ashigaru: 1 order left");
        assert_eq!(left(Lang::English, 2), "Ashigaru: 2 orders left");
        assert_eq!(left(Lang::Spanish, 1), "Ashigaru: le queda 1 orden");
        assert_eq!(left(Lang::Spanish, 2), "Ashigaru: le quedan 2 órdenes");
        // A figure with decimals as the code wrote it stays as it was.
        assert_eq!(
            Lang::English.f(Key::UndoWhat, &[("edit", &"1.50")]),
            "Undo: 1.50"
        );
    }
}
