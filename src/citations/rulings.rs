//! The project's rulings (`docs/rulings.md`, built into the program): each ruling's ID, the book
//! lines it reads, and its text in English and Spanish.
//!
//! The document is the one source: players read it, the program parses it (once, at first use)
//! and the tests check it (every ID the code cites has a ruling, every ruling has both texts and
//! its book lines, the sections it states are those the book's index gives). A ruling is a
//! level-3 heading with its ID, then its fields as a list, a field's text going on over the
//! lines indented under it:
//!
//! ```text
//! ### R-LOS-2
//! - Book: L128-132
//! - Section: Basic concepts › Line of sight of a miniature (L128-132)
//! - Sección: Conceptos básicos › Línea de visión de una miniatura (L128-132)
//! - EN: No obstacle touches the corridor: total. ...
//! - ES: Ningún obstáculo toca el pasillo: ...
//! ```

use super::lines::spans;
use crate::i18n::Language;
use std::sync::LazyLock;

/// One ruling of the project.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruling {
    /// `R-LOS-2`.
    pub id: String,
    /// The book lines it reads (`L128-132`, `L430, L1033`).
    pub lines: String,
    /// Its text in English.
    pub en: String,
    /// Its text in Spanish.
    pub es: String,
    /// The sections the document states, in English and Spanish (the tests compare them with
    /// what the book's index gives for [`Ruling::lines`]).
    pub stated_section_en: String,
    pub stated_section_es: String,
}

impl Ruling {
    /// Its text in `language`.
    pub fn text(&self, language: Language) -> &str {
        match language {
            Language::English => &self.en,
            Language::Spanish => &self.es,
        }
    }

    /// The sections of the book it reads, in `language`, every heading from the chapter down:
    /// "Basic concepts › Line of sight of a miniature (L128-132)".
    pub fn section(&self, language: Language) -> String {
        super::section_text_full(&self.lines, language)
    }
}

const DOCUMENT: &str = include_str!("../../docs/rulings.md");

static RULINGS: LazyLock<Vec<Ruling>> = LazyLock::new(|| {
    parse(DOCUMENT).unwrap_or_else(|e| {
        // The document is built in and checked by the tests; a broken one leaves no rulings.
        debug_assert!(false, "docs/rulings.md: {e}");
        Vec::new()
    })
});

/// Every ruling, in the document's order.
pub fn rulings() -> &'static [Ruling] {
    &RULINGS
}

/// The ruling `id` (`R-LOS-2`), if the project has it.
pub fn ruling(id: &str) -> Option<&'static Ruling> {
    rulings().iter().find(|r| r.id == id)
}

/// The field a line of the document is adding to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Field {
    Book,
    SectionEn,
    SectionEs,
    En,
    Es,
}

const FIELDS: [(&str, Field); 5] = [
    ("- Book:", Field::Book),
    ("- Section:", Field::SectionEn),
    ("- Sección:", Field::SectionEs),
    ("- EN:", Field::En),
    ("- ES:", Field::Es),
];

/// Reads the rulings of a document in the format of `docs/rulings.md`. Fails naming the line of
/// the first problem: a ruling without its book lines or one of its texts, an ID given twice, a
/// field outside a ruling.
pub fn parse(text: &str) -> Result<Vec<Ruling>, String> {
    let mut out: Vec<Ruling> = Vec::new();
    let mut field: Option<Field> = None;
    for (n, line) in text.lines().enumerate() {
        let at = n + 1;
        if let Some(rest) = line.strip_prefix("### ") {
            let id = rest.split_whitespace().next().unwrap_or_default();
            if super::lines::ruling_ids(id).len() != 1 || !id.starts_with("R-") {
                return Err(format!("line {at}: `{rest}` is not a ruling ID"));
            }
            if out.iter().any(|r| r.id == id) {
                return Err(format!("line {at}: {id} is given twice"));
            }
            finish(out.last())?;
            out.push(Ruling {
                id: id.to_string(),
                lines: String::new(),
                en: String::new(),
                es: String::new(),
                stated_section_en: String::new(),
                stated_section_es: String::new(),
            });
            field = None;
            continue;
        }
        if line.starts_with('#') {
            finish(out.last())?;
            field = None;
            continue;
        }
        if let Some((prefix, f)) = FIELDS.iter().find(|(p, _)| line.starts_with(p)) {
            let Some(r) = out.last_mut() else {
                return Err(format!("line {at}: a field outside a ruling"));
            };
            let slot = slot(r, *f);
            if !slot.is_empty() {
                return Err(format!("line {at}: {} given twice", prefix.trim()));
            }
            slot.push_str(line[prefix.len()..].trim());
            field = Some(*f);
            continue;
        }
        match (field, line.strip_prefix("  ")) {
            (Some(f), Some(more)) if !more.trim().is_empty() => {
                if let Some(r) = out.last_mut() {
                    let slot = slot(r, f);
                    slot.push(' ');
                    slot.push_str(more.trim());
                }
            }
            _ => field = None,
        }
    }
    finish(out.last())?;
    Ok(out)
}

fn slot(r: &mut Ruling, f: Field) -> &mut String {
    match f {
        Field::Book => &mut r.lines,
        Field::SectionEn => &mut r.stated_section_en,
        Field::SectionEs => &mut r.stated_section_es,
        Field::En => &mut r.en,
        Field::Es => &mut r.es,
    }
}

/// Checks a ruling once its fields are read.
fn finish(r: Option<&Ruling>) -> Result<(), String> {
    let Some(r) = r else { return Ok(()) };
    if spans(&r.lines).is_empty() {
        return Err(format!("{}: no book lines (`- Book: L123`)", r.id));
    }
    if r.en.is_empty() || r.es.is_empty() {
        return Err(format!("{}: needs its text in English and Spanish", r.id));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ruling_is_read_with_its_fields_over_several_lines() {
        let doc = "# Title\n\nProse.\n\n## Group\n\n### R-AB-1\n- Book: L12, L14-15\n- EN: One\n  two.\n- ES: Uno\n  dos.\n\n### R-AB-2\n- Book: L3\n- EN: x\n- ES: y\n";
        let r = parse(doc).unwrap();
        assert_eq!(r.len(), 2);
        assert_eq!(r[0].id, "R-AB-1");
        assert_eq!(r[0].lines, "L12, L14-15");
        assert_eq!(r[0].text(Language::English), "One two.");
        assert_eq!(r[0].text(Language::Spanish), "Uno dos.");
        assert_eq!(r[1].lines, "L3");
    }

    #[test]
    fn a_ruling_without_a_text_or_lines_is_refused() {
        assert!(parse("### R-AB-1\n- Book: L1\n- EN: x\n").is_err());
        assert!(parse("### R-AB-1\n- EN: x\n- ES: y\n").is_err());
        assert!(parse("### R-AB-1\n- Book: L1\n- EN: x\n- ES: y\n### R-AB-1\n").is_err());
        assert!(parse("- EN: x\n").is_err());
    }
}
