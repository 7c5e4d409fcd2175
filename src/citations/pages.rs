//! The publisher's pages the book sends players to, outside its lines: the extra game modes
//! page (L1142-1144) and its sections, Raid and Total War. A rule of such a page is cited by its
//! section's id (`P-RAID`, `P-TOTAL-WAR`) as a book rule is by its line; the index holds them
//! beside the book's sections (`assets/rules/sections.json`, `pages`).

use super::book::SectionPath;
use crate::i18n::Language;
use serde::Deserialize;

/// A page as the index file holds it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PageFile {
    from_line: u32,
    es: String,
    en: String,
    address: String,
    sections: Vec<PageSectionFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PageSectionFile {
    id: String,
    es: String,
    en: String,
}

/// One section of a page outside the book.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageSection {
    /// Its id in citations: `P-RAID`.
    pub id: String,
    /// The book line that sends players to the page.
    pub from_line: u32,
    /// Where a player finds the page.
    pub address: String,
    page_es: String,
    page_en: String,
    es: String,
    en: String,
}

impl PageSection {
    /// The page's title and the section's heading in `language`: "Extra game modes › Raid".
    pub fn path(&self, language: Language) -> SectionPath<'_> {
        let titles = match language {
            Language::English => vec![self.page_en.as_str(), self.en.as_str()],
            Language::Spanish => vec![self.page_es.as_str(), self.es.as_str()],
        };
        SectionPath { titles }
    }
}

/// The sections of `pages`, checked: each id a `P-` id given once, both titles given, the line
/// that sends players there a line of a book of `lines` lines.
pub(super) fn read(pages: Vec<PageFile>, lines: u32) -> Result<Vec<PageSection>, String> {
    let mut out: Vec<PageSection> = Vec::new();
    for page in pages {
        if page.from_line == 0 || page.from_line > lines {
            return Err(format!("page `{}`: from_line beyond the book", page.en));
        }
        for s in page.sections {
            if super::lines::page_ids(&s.id) != [s.id.clone()] {
                return Err(format!("`{}` is not a page section id (`P-RAID`)", s.id));
            }
            if out.iter().any(|o| o.id == s.id) {
                return Err(format!("{} is given twice", s.id));
            }
            if [&page.es, &page.en, &s.es, &s.en]
                .iter()
                .any(|t| t.trim().is_empty())
            {
                return Err(format!("{} needs its Spanish and English titles", s.id));
            }
            out.push(PageSection {
                id: s.id,
                from_line: page.from_line,
                address: page.address.clone(),
                page_es: page.es.clone(),
                page_en: page.en.clone(),
                es: s.es,
                en: s.en,
            });
        }
    }
    Ok(out)
}
