//! The book's sections: which heading a player looks under to find a cited line.
//!
//! The index is data (`assets/rules/sections.json`, built into the program): each section is the
//! line of its heading in the plain-text Spanish Living Rules, its heading in Spanish (as the
//! book prints it) and in English (the publisher's English edition has the same structure), and
//! the sections nested in it. A section runs from its heading to the line before the next
//! heading of its level or above, so the index covers every line of the book.

use super::lines::LineSpan;
use crate::i18n::Language;
use serde::Deserialize;
use std::sync::LazyLock;

/// The index as its file holds it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct IndexFile {
    #[allow(dead_code)]
    about: String,
    book: Titles,
    lines: u32,
    blank_lines: Vec<u32>,
    sections: Vec<SectionFile>,
    /// The pages outside the book it sends players to (`pages.rs`).
    #[serde(default)]
    pages: Vec<super::pages::PageFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Titles {
    es: String,
    en: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SectionFile {
    line: u32,
    es: String,
    en: String,
    #[serde(default)]
    sections: Vec<SectionFile>,
}

/// One section of the book.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// The line of its heading.
    pub first: u32,
    /// Its last line (the line before the next heading of its level or above).
    pub last: u32,
    /// Its heading as the Spanish book prints it.
    pub es: String,
    /// Its heading in the English edition.
    pub en: String,
    /// How deep it is: 0 for a chapter.
    pub depth: usize,
    /// The section it is nested in (an index into [`Book::sections`]).
    pub parent: Option<usize>,
}

impl Section {
    /// Its heading in `language`.
    pub fn title(&self, language: Language) -> &str {
        match language {
            Language::English => &self.en,
            Language::Spanish => &self.es,
        }
    }

    /// Whether it holds every line of `span`.
    pub fn holds(&self, span: LineSpan) -> bool {
        self.first <= span.first && span.last <= self.last
    }
}

/// The index of the book's sections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Book {
    /// The book's title in Spanish and English.
    pub title_es: String,
    pub title_en: String,
    /// How many lines the book has.
    pub lines: u32,
    /// The lines without text.
    blank: Vec<u32>,
    /// Every section, in the book's order (a section before the sections nested in it).
    pub sections: Vec<Section>,
    /// The sections of the pages the book sends players to (the extra game modes).
    pub pages: Vec<super::pages::PageSection>,
}

/// Where a cited line or range is, as a player finds it: the headings from the chapter down.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionPath<'a> {
    pub titles: Vec<&'a str>,
}

impl SectionPath<'_> {
    /// The last two headings ("Fight › Combat roll table"): enough to find it in the book's
    /// contents, short enough for a table row.
    pub fn short(&self) -> String {
        let from = self.titles.len().saturating_sub(2);
        self.titles[from..].join(" › ")
    }
}

impl std::fmt::Display for SectionPath<'_> {
    /// Every heading, chapter first: "Orders and actions › Fight › Combat roll table".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.titles.join(" › "))
    }
}

const INDEX: &str = include_str!("../../assets/rules/sections.json");

static BOOK: LazyLock<Book> = LazyLock::new(|| {
    Book::parse(INDEX).unwrap_or_else(|e| {
        // The index is built in and checked by the tests; a broken one leaves no sections.
        debug_assert!(false, "assets/rules/sections.json: {e}");
        Book {
            title_es: String::new(),
            title_en: String::new(),
            lines: 0,
            blank: Vec::new(),
            sections: Vec::new(),
            pages: Vec::new(),
        }
    })
});

/// The book's index, read once from the data built into the program.
pub fn book() -> &'static Book {
    &BOOK
}

impl Book {
    /// Reads an index (the format of `assets/rules/sections.json`) and checks it: headings in
    /// the book's order, each inside the section it is nested in, the chapters starting at line 1.
    pub fn parse(text: &str) -> Result<Book, String> {
        let file: IndexFile = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let mut book = Book {
            title_es: file.book.es,
            title_en: file.book.en,
            lines: file.lines,
            blank: file.blank_lines,
            sections: Vec::new(),
            pages: super::pages::read(file.pages, file.lines)?,
        };
        if file.sections.first().map(|s| s.line) != Some(1) {
            return Err("the first chapter must start at line 1".into());
        }
        add(&mut book.sections, &file.sections, None, 0, file.lines)?;
        if !book.blank.windows(2).all(|w| w[0] < w[1]) {
            return Err("blank_lines must be in increasing order".into());
        }
        if book.blank.last().is_some_and(|&l| l > book.lines) {
            return Err("a blank line beyond the book".into());
        }
        Ok(book)
    }

    /// The section of a page outside the book with id `id` (`P-RAID`).
    pub fn page(&self, id: &str) -> Option<&super::pages::PageSection> {
        self.pages.iter().find(|p| p.id == id)
    }

    /// Whether `line` is a line of the book that holds text.
    pub fn holds_text(&self, line: u32) -> bool {
        (1..=self.lines).contains(&line) && self.blank.binary_search(&line).is_err()
    }

    /// The title of the book in `language`.
    pub fn title(&self, language: Language) -> &str {
        match language {
            Language::English => &self.title_en,
            Language::Spanish => &self.title_es,
        }
    }

    /// The innermost section holding every line of `span`; `None` when the span is beyond
    /// the book or runs over more than one chapter.
    pub fn innermost(&self, span: LineSpan) -> Option<usize> {
        if span.first == 0 || span.first > span.last || span.last > self.lines {
            return None;
        }
        // Sections come before those nested in them: the last one holding the span is the
        // innermost.
        self.sections.iter().rposition(|s| s.holds(span))
    }

    /// The headings from the chapter down to section `index`, in `language`.
    pub fn path(&self, index: usize, language: Language) -> SectionPath<'_> {
        let mut titles = Vec::new();
        let mut at = Some(index);
        while let Some(i) = at {
            titles.push(self.sections[i].title(language));
            at = self.sections[i].parent;
        }
        titles.reverse();
        SectionPath { titles }
    }

    /// Where `span` is, in `language`: one path when a section holds it all (the innermost),
    /// else one per chapter it runs over. Empty when it reaches beyond the book.
    pub fn paths(&self, span: LineSpan, language: Language) -> Vec<SectionPath<'_>> {
        if let Some(i) = self.innermost(span) {
            return vec![self.path(i, language)];
        }
        if span.first == 0 || span.first > span.last || span.last > self.lines {
            return Vec::new();
        }
        self.sections
            .iter()
            .enumerate()
            .filter(|(_, s)| s.depth == 0 && s.first <= span.last && span.first <= s.last)
            .map(|(i, _)| self.path(i, language))
            .collect()
    }
}

/// Adds `sections` (nested in `parent`, at `depth`) to `out`, the last of them ending at `end`.
fn add(
    out: &mut Vec<Section>,
    sections: &[SectionFile],
    parent: Option<usize>,
    depth: usize,
    end: u32,
) -> Result<(), String> {
    for (k, s) in sections.iter().enumerate() {
        let last = match sections.get(k + 1) {
            Some(next) if next.line <= s.line => {
                return Err(format!(
                    "heading at line {} comes after the one at {}",
                    next.line, s.line
                ));
            }
            Some(next) => next.line - 1,
            None => end,
        };
        let inside = parent.map_or(1, |p| out[p].first + 1);
        if s.line < inside || s.line > end {
            return Err(format!(
                "heading at line {} is outside the section it is nested in",
                s.line
            ));
        }
        if s.es.trim().is_empty() || s.en.trim().is_empty() {
            return Err(format!(
                "heading at line {} needs its Spanish and English titles",
                s.line
            ));
        }
        out.push(Section {
            first: s.line,
            last,
            es: s.es.clone(),
            en: s.en.clone(),
            depth,
            parent,
        });
        let me = out.len() - 1;
        add(out, &s.sections, Some(me), depth + 1, last)?;
    }
    Ok(())
}
