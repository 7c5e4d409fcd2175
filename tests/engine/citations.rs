//! Citations a player can follow: every ruling the code cites is in `docs/rulings.md` with its
//! text in English and Spanish and its section, and every book line the code cites is a line of
//! the book, inside its sections, that holds text.

use kensei::citations::{self, LineSpan, book, ruling, ruling_ids, rulings, spans};
use kensei::i18n::Language;
use std::path::{Path, PathBuf};

/// Files whose citations are examples, not citations: the citations module's own tests, and
/// these tests, name lines beyond the book and IDs that do not exist on purpose.
const EXAMPLES: [&str; 2] = ["src/citations/", "tests/citations.rs"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every Rust and Fluent file under `dir`, with its path from the crate's root
/// (`src/rules/pool.rs`).
fn rust_files(dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs" || x == "ftl") {
            let name = path
                .strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            if !EXAMPLES.iter().any(|e| name.starts_with(e)) {
                out.push((name, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
}

/// The code, its tests and its catalogues: wherever a citation reaches a player or a reader.
fn sources() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for dir in ["src", "tests", "assets/locales"] {
        rust_files(&root().join(dir), &mut out);
    }
    assert!(out.len() > 100, "the scan found the sources");
    out
}

#[test]
fn every_ruling_the_code_cites_is_in_the_rulings_document() {
    let mut missing = Vec::new();
    for (file, text) in sources() {
        for (n, line) in text.lines().enumerate() {
            for id in ruling_ids(line) {
                if ruling(&id).is_none() {
                    missing.push(format!("{file}:{}: {id}", n + 1));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "cited but not in docs/rulings.md:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_page_section_the_code_cites_is_in_the_index_with_its_headings() {
    let mut missing = Vec::new();
    for (file, text) in sources() {
        for (n, line) in text.lines().enumerate() {
            for id in kensei::citations::page_ids(line) {
                if kensei::citations::page_path(&id, kensei::i18n::Language::Spanish).len() != 2 {
                    missing.push(format!("{file}:{}: {id}", n + 1));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "cited but not among the pages of assets/rules/sections.json:\n{}",
        missing.join("\n")
    );
    let raid = kensei::citations::page_path("P-RAID", kensei::i18n::Language::English);
    assert_eq!(raid, ["Extra game modes", "Raid"]);
    let book = kensei::citations::book();
    assert_eq!(book.page("P-TOTAL-WAR").map(|p| p.from_line), Some(1142));
}

/// What is wrong with citing `span`, if anything: beyond the book, outside every section, or a
/// single line that holds no text (a miscounted line: the rule is on a line near it).
fn problem(span: LineSpan) -> Option<&'static str> {
    let b = book();
    if span.first == 0 || span.first > span.last || span.last > b.lines {
        return Some("beyond the book");
    }
    if b.innermost(span).is_none() && b.paths(span, Language::English).is_empty() {
        return Some("outside every indexed section");
    }
    if span.first == span.last && !b.holds_text(span.first) {
        return Some("a blank line");
    }
    None
}

#[test]
fn every_book_line_the_code_cites_is_a_line_of_the_book_with_its_section() {
    let mut wrong = Vec::new();
    let mut cited = 0;
    for (file, text) in sources() {
        for (n, line) in text.lines().enumerate() {
            for span in spans(line) {
                cited += 1;
                if let Some(p) = problem(span) {
                    wrong.push(format!("{file}:{}: {span}: {p}", n + 1));
                }
            }
        }
    }
    assert!(cited > 1000, "the scan found the citations ({cited})");
    assert!(
        wrong.is_empty(),
        "citations a player cannot follow:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn every_ruling_has_its_texts_its_lines_and_the_sections_they_are_in() {
    let all = rulings();
    assert!(all.len() >= 59, "{} rulings", all.len());
    for r in all {
        assert!(!r.en.trim().is_empty(), "{}: English text", r.id);
        assert!(!r.es.trim().is_empty(), "{}: Spanish text", r.id);
        assert!(r.en != r.es, "{}: the Spanish is a translation", r.id);
        let cited = spans(&r.lines);
        assert!(!cited.is_empty(), "{}: book lines", r.id);
        for span in cited {
            assert_eq!(problem(span), None, "{}: {span}", r.id);
        }
        let en = citations::section_text_full(&r.lines, Language::English);
        let es = citations::section_text_full(&r.lines, Language::Spanish);
        assert!(
            !en.starts_with('L') && !es.starts_with('L'),
            "{}: a section",
            r.id
        );
        assert_eq!(
            r.stated_section_en, en,
            "{}: its `- Section:` should read `{en}`",
            r.id
        );
        assert_eq!(
            r.stated_section_es, es,
            "{}: its `- Sección:` should read `{es}`",
            r.id
        );
        assert_eq!(r.section(Language::English), en);
        assert_eq!(r.text(Language::Spanish), r.es);
    }
}

#[test]
fn every_ruling_of_the_first_rulings_is_kept() {
    // The IDs the project started from (the shared rulings), every one kept.
    for id in [
        "R-UNIT-1",
        "R-UNIT-2",
        "R-UNIT-3",
        "R-DICE-1",
        "R-DICE-2",
        "R-DICE-3",
        "R-GEO-1",
        "R-VIEW-1",
        "R-LOS-1",
        "R-LOS-2",
        "R-COVER-1",
        "R-COVER-2",
        "R-ENG-1",
        "R-SIDE-1",
        "R-SIDE-2",
        "R-FORM-1",
        "R-ZOC-1",
        "R-CHG-1",
        "R-MOV-1",
        "R-POOL-1",
        "R-POOL-2",
        "R-POOL-3",
        "R-WOUND-1",
        "R-WOUND-2",
        "R-WOUND-3",
        "R-WOUND-4",
        "R-CAS-1",
        "R-RES-1",
        "R-RES-2",
        "R-TURN-1",
        "R-TURN-2",
        "R-TURN-3",
        "R-DECK-1",
        "R-DECK-2",
        "R-DECK-3",
        "R-DECK-4",
        "R-ARMY-1",
        "R-ARMY-2",
        "R-ARMY-3",
    ] {
        assert!(ruling(id).is_some(), "{id}");
    }
}

/// The plain-text book, when this machine has it (it is the publisher's text and is not part
/// of the repository): `KENSEI_BOOK`, else the shared copy beside the worktrees.
fn the_book() -> Option<String> {
    let path = std::env::var_os("KENSEI_BOOK")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            root()
                .join("..")
                .join("shared/rules/kensei-living-rules-es.txt")
        });
    std::fs::read_to_string(path).ok()
}

fn squeeze(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

#[test]
fn the_index_matches_the_book_where_the_book_is_at_hand() {
    let Some(text) = the_book() else {
        eprintln!(
            "no plain-text book here (KENSEI_BOOK): the index is checked against itself only"
        );
        return;
    };
    let lines: Vec<&str> = text.lines().collect();
    let b = book();
    assert_eq!(lines.len() as u32, b.lines, "the book's length");
    for s in &b.sections {
        let heading = lines[s.first as usize - 1];
        assert_eq!(squeeze(heading), squeeze(&s.es), "heading at L{}", s.first);
    }
    for (i, line) in lines.iter().enumerate() {
        let n = i as u32 + 1;
        assert_eq!(
            b.holds_text(n),
            !line.trim().is_empty(),
            "L{n}: blank_lines"
        );
    }
}
