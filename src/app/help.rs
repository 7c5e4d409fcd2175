//! Hover help: every figure the window shows names the ruling (`R-LOS-2`, from the project's
//! `docs/rulings.md`) and the book lines (`L124-134` of the Spanish Living Rules) it comes from,
//! and the hover says what they mean to a player: the ruling's own text and the book's
//! sections ("Basic concepts › Line of sight of a miniature"), in the window's language, so a
//! player with the publisher's book (no line numbers) can look the rule up.

use super::i18n::{Key, Lang};
use crate::citations;

/// Where a figure comes from: a ruling ID and/or book lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Source {
    /// The project's ruling, e.g. `R-DICE-1`; empty when only the book applies.
    pub ruling: &'static str,
    /// Book lines, e.g. `L92-102`; empty when only a ruling applies.
    pub lines: &'static str,
}

/// A source with both a ruling and book lines.
pub const fn src(ruling: &'static str, lines: &'static str) -> Source {
    Source { ruling, lines }
}

impl Source {
    /// The ruling's text and the book's sections, in `lang` (see [`explain`]).
    pub fn text(&self, lang: Lang) -> String {
        explain(lang, &format!("{} {}", self.ruling, self.lines))
    }
}

/// What a citation (`R-LOS-1 R-LOS-2 L124-134`, or a text holding IDs and lines, as
/// "… (R-COVER-1, book L138)") means to a player, in `lang`, one line each: every ruling ID with
/// its text from `docs/rulings.md` ("Ruling R-LOS-2: …") and the book's section it reads
/// ("Book: Basic concepts › Line of sight of a miniature (L130-132)"), then the sections of the
/// citation's own lines that no ruling reads. An ID the document lacks is named alone (the
/// citations test keeps that from happening). Empty for no citation.
pub fn explain(lang: Lang, citation: &str) -> String {
    let mut out: Vec<String> = Vec::new();
    let book = |section: String, out: &mut Vec<String>| {
        let line = lang.f(Key::HelpBook, &[("section", &section)]);
        if !section.is_empty() && !out.contains(&line) {
            out.push(line);
        }
    };
    // The lines the rulings read, named with them.
    let mut read = Vec::new();
    for id in citations::ruling_ids(citation) {
        match citations::ruling(&id) {
            Some(r) => {
                out.push(lang.f(Key::HelpRuling, &[("ruling", &id), ("text", &r.text(lang))]));
                book(r.section(lang), &mut out);
                read.extend(citations::spans(&r.lines));
            }
            None => out.push(lang.f(Key::HelpRulingId, &[("ruling", &id)])),
        }
    }
    let rest: Vec<String> = citations::spans(citation)
        .into_iter()
        .filter(|s| !read.iter().any(|r| r.first <= s.last && s.first <= r.last))
        .map(|s| s.to_string())
        .collect();
    book(
        citations::section_text_full(&rest.join(" "), lang),
        &mut out,
    );
    out.join("\n")
}

/// The hover text for a figure: what it is (`what`, may be empty) and where it comes from.
pub fn hover_text(lang: Lang, what: &str, sources: &[Source]) -> String {
    let mut out = what.to_string();
    for s in sources {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&s.text(lang));
    }
    out
}

/// Adds the hover help to `response` when the player has it on.
pub fn with_help(
    response: egui::Response,
    on: bool,
    lang: Lang,
    what: &str,
    sources: &[Source],
) -> egui::Response {
    if on {
        response.on_hover_text(hover_text(lang, what, sources))
    } else {
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_reads_as_the_ruling_text_and_the_book_section_in_both_languages() {
        let s = src("R-DICE-1", "L94-102");
        let en = s.text(Lang::English);
        let dice = crate::citations::ruling("R-DICE-1").unwrap();
        assert_eq!(
            en,
            format!(
                "Ruling R-DICE-1: {}\nBook: Basic concepts › Dice and rolls › Success rolls (L94-102)",
                dice.en
            )
        );
        let es = s.text(Lang::Spanish);
        assert!(
            es.starts_with(&format!("Criterio R-DICE-1: {}", dice.es)),
            "{es}"
        );
        assert!(
            es.ends_with(
                "Reglamento: Conceptos básicos › Dados y tiradas › Tiradas de éxitos (L94-102)"
            ),
            "{es}"
        );
        // Lines alone: their section; a figure's own words first.
        assert_eq!(
            hover_text(Lang::English, "Successes", &[src("", "L102")]),
            "Successes\nBook: Basic concepts › Dice and rolls › Success rolls (L102)"
        );
        // Lines of the citation beyond the ruling's are named too, each section once.
        let both = explain(Lang::English, "R-DICE-1 L94-102 L71");
        assert_eq!(both.matches("Success rolls").count(), 1, "{both}");
        assert!(both.ends_with("Distances and measurements (L71)"), "{both}");
    }
}
