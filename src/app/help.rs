//! Hover help: every figure the window shows names the ruling (`R-LOS-2`, from the project's
//! `rulings.md`) and the book lines (`L124-134` of the Spanish Living Rules) it comes from.

use super::i18n::{Key, Lang};

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
    /// "Ruling R-DICE-1 · book L92-102", in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match (self.ruling.is_empty(), self.lines.is_empty()) {
            (false, false) => lang.f(
                Key::HelpRulingAndLines,
                &[("ruling", &self.ruling), ("lines", &self.lines)],
            ),
            (false, true) => lang.f(Key::HelpRuling, &[("ruling", &self.ruling)]),
            (true, false) => lang.f(Key::HelpLines, &[("lines", &self.lines)]),
            (true, true) => String::new(),
        }
    }
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
    fn sources_read_in_both_languages() {
        let s = src("R-DICE-1", "L92-102");
        assert_eq!(s.text(Lang::English), "Ruling R-DICE-1 · book L92-102");
        assert_eq!(s.text(Lang::Spanish), "Regla R-DICE-1 · reglamento L92-102");
        assert_eq!(
            hover_text(Lang::English, "Successes", &[src("", "L102")]),
            "Successes\nBook L102"
        );
    }
}
