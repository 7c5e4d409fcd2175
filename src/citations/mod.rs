//! Where a citation leads a player: the book's sections for its lines and the project's rulings
//! for its IDs.
//!
//! Every figure the engine gives names its rule: a ruling ID (`R-LOS-2`, see `docs/rulings.md`)
//! and/or lines of the plain-text Spanish Living Rules (`L666`, `L180-184`, `L468, L602`). A
//! line number is exact but nobody's book has line numbers, so this module turns them into the
//! headings a player finds in the book, in Spanish or English ([`book`], data in
//! `assets/rules/sections.json`), and an ID into the ruling's text ([`rulings`], parsed from
//! `docs/rulings.md`). Both are built into the program. Nothing here writes to a terminal or a
//! window: it hands out headings and texts, the command line and the window lay them out.
//!
//! The API the faces call:
//! - [`ruling`]`(id)`: the ruling, with [`Ruling::text`]`(language)` and
//!   [`Ruling::section`]`(language)`.
//! - [`section_text`]`(lines, language)`: "Fight › Combat roll table (L668)", the short form
//!   (the last two headings) for a row or a hover; [`section_text_full`] with every heading.
//! - [`sections`]`(lines, language)`: each cited line or range with its section paths, as data.
//! - [`cite`]`(citation, language)`: a whole citation (IDs and lines mixed, as a combat step
//!   holds it) in words: "R-POOL-1 R-DICE-1 · Fight (L664-683)".
//! - [`page_path`]`(id, language)`: a section of a page outside the book the book sends
//!   players to ([`pages`]: the extra game modes, `P-RAID`), as "Extra game modes › Raid".

pub mod book;
pub mod lines;
pub mod pages;
pub mod rulings;

pub use book::{Book, Section, SectionPath, book};
pub use lines::{LineSpan, page_ids, ruling_ids, spans};
pub use pages::PageSection;
pub use rulings::{Ruling, ruling, rulings};

use crate::i18n::Language;

/// One cited line or range and where it is in the book.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cited {
    pub span: LineSpan,
    /// The section holding it (one), or each chapter it runs over; none beyond the book.
    pub paths: Vec<SectionPath<'static>>,
}

/// Each line or range `lines` cites (`L666`, `L180-184`, `L468, L602`; any ruling IDs among them
/// are passed over) with its sections in `language`.
pub fn sections(lines: &str, language: Language) -> Vec<Cited> {
    spans(lines)
        .into_iter()
        .map(|span| Cited {
            span,
            paths: book().paths(span, language),
        })
        .collect()
}

/// The section paths of `lines` in `language`, every heading from the chapter down, each path
/// once: what the command line's JSON gives as `section`.
pub fn section_paths(lines: &str, language: Language) -> Vec<Vec<&'static str>> {
    let mut out: Vec<Vec<&'static str>> = Vec::new();
    for c in sections(lines, language) {
        for p in c.paths {
            if !out.contains(&p.titles) {
                out.push(p.titles);
            }
        }
    }
    out
}

/// `lines` with their sections in `language`, each section by its last two headings:
/// "Fight › Combat roll table (L668)"; lines in the same section share it ("1. Wound roll ›
/// Wound roll table (L903, L904)"); sections apart are joined by "; ". A line beyond the book is
/// left as it is.
pub fn section_text(lines: &str, language: Language) -> String {
    worded(lines, language, |p| p.short())
}

/// As [`section_text`], with every heading from the chapter down: "Orders and actions › Fight ›
/// Combat roll table (L668)".
pub fn section_text_full(lines: &str, language: Language) -> String {
    worded(lines, language, |p| p.to_string())
}

fn worded(lines: &str, language: Language, path: impl Fn(&SectionPath) -> String) -> String {
    // (section words, the spans in it), in the order cited.
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for c in sections(lines, language) {
        let words = c.paths.iter().map(&path).collect::<Vec<_>>().join(", ");
        match groups.last_mut() {
            Some((w, spans)) if *w == words => spans.push(c.span.to_string()),
            _ => groups.push((words, vec![c.span.to_string()])),
        }
    }
    groups
        .into_iter()
        .map(|(words, spans)| {
            let spans = spans.join(", ");
            if words.is_empty() {
                spans
            } else {
                format!("{words} ({spans})")
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The headings of the page section `id` (`P-RAID`) in `language`: the page's title and the
/// section's, as `["Extra game modes", "Raid"]`; empty for an id the index lacks.
pub fn page_path(id: &str, language: Language) -> Vec<&'static str> {
    book()
        .page(id)
        .map(|p| p.path(language).titles)
        .unwrap_or_default()
}

/// A citation as the engine holds it (`R-POOL-1 R-DICE-1 L664-683`, `L1004, L425`, `R-LOS-1`)
/// in words: its ruling IDs as they are, then its lines with their sections (short form):
/// "R-POOL-1 R-DICE-1 · Fight (L664-683)"; a page's section by its headings: "R-RAID-2 ·
/// Extra game modes › Raid". Empty for an empty citation.
pub fn cite(citation: &str, language: Language) -> String {
    let ids = ruling_ids(citation).join(" ");
    let mut places: Vec<String> = page_ids(citation)
        .iter()
        .map(|id| match page_path(id, language) {
            titles if titles.is_empty() => id.clone(),
            titles => titles.join(" › "),
        })
        .collect();
    let lines = section_text(citation, language);
    if !lines.is_empty() {
        places.push(lines);
    }
    let where_ = places.join("; ");
    match (ids.is_empty(), where_.is_empty()) {
        (false, false) => format!("{ids} · {where_}"),
        (false, true) => ids,
        (true, _) => where_,
    }
}

#[cfg(test)]
mod tests;
