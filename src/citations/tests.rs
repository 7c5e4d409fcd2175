//! The book's index and the citation words: the sections a player finds, in both languages.

use super::*;
use crate::i18n::Language::{English, Spanish};

#[test]
fn the_index_is_read_and_covers_the_book_from_its_first_line_to_its_last() {
    let b = book();
    assert_eq!(b.lines, 1146);
    let chapters: Vec<_> = b.sections.iter().filter(|s| s.depth == 0).collect();
    assert_eq!(chapters.first().map(|s| s.first), Some(1));
    assert_eq!(chapters.last().map(|s| s.last), Some(b.lines));
    for w in chapters.windows(2) {
        assert_eq!(w[0].last + 1, w[1].first, "{} then {}", w[0].es, w[1].es);
    }
    // Every line has its section.
    for line in 1..=b.lines {
        assert!(b.innermost(LineSpan::line(line)).is_some(), "L{line}");
    }
    assert!(b.innermost(LineSpan::line(b.lines + 1)).is_none());
    assert!(b.innermost(LineSpan::line(0)).is_none());
}

#[test]
fn a_nested_section_lies_inside_its_parent() {
    let b = book();
    for s in &b.sections {
        if let Some(p) = s.parent {
            let p = &b.sections[p];
            assert!(
                p.first < s.first && s.last <= p.last,
                "{} in {}",
                s.es,
                p.es
            );
            assert_eq!(s.depth, p.depth + 1);
        }
    }
}

#[test]
fn a_line_gives_the_headings_from_its_chapter_down_in_either_language() {
    let table = &sections("L668", English)[0].paths[0];
    assert_eq!(
        table.titles,
        ["Orders and actions", "Fight", "Combat roll table"]
    );
    assert_eq!(table.short(), "Fight › Combat roll table");
    let tabla = &sections("L668", Spanish)[0].paths[0];
    assert_eq!(
        tabla.to_string(),
        "Órdenes y acciones › Combatir › Tabla de tirada de combate"
    );
    assert_eq!(
        section_text("L666", English),
        "Fight › Combat roll table (L666)"
    );
    assert_eq!(
        section_text("L666", Spanish),
        "Combatir › Tabla de tirada de combate (L666)"
    );
}

#[test]
fn a_range_is_in_the_innermost_section_holding_it_and_lists_are_split() {
    // 664 is the combat roll's text, 683 the table's last row: both in Fight.
    assert_eq!(
        section_text("L664-683", English),
        "Orders and actions › Fight (L664-683)"
    );
    assert_eq!(
        section_text_full("L180-184", English),
        "Game system › 4. Gaming table and scenery (L180-184)"
    );
    assert_eq!(
        section_text("L468, L602", English),
        "Orders and actions › Using orders (L468); Orders and actions › Combat orders (L602)"
    );
    // Lines of one section share it.
    assert_eq!(
        section_text("L903 L904", English),
        "1. Wound roll › Wound roll table (L903, L904)"
    );
    // A range over chapters names each of them.
    assert_eq!(
        section_text_full("L440-1036", English),
        "Orders and actions, Combat resolution, Command deck (L440-1036)"
    );
    // Beyond the book: the line alone.
    assert_eq!(section_text("L1200", English), "L1200");
    assert!(sections("L1200", English)[0].paths.is_empty());
}

#[test]
fn a_citation_keeps_its_rulings_and_words_its_lines() {
    assert_eq!(
        cite("R-POOL-1 R-DICE-1 L664-683", English),
        "R-POOL-1 R-DICE-1 · Orders and actions › Fight (L664-683)"
    );
    assert_eq!(cite("R-LOS-1", English), "R-LOS-1");
    assert_eq!(
        cite("L959", Spanish),
        "Resolución del combate › 4. Tirada de honor (L959)"
    );
    assert_eq!(cite("", English), "");
    assert_eq!(
        section_paths("L668 L669 L758", English),
        [
            vec!["Orders and actions", "Fight", "Combat roll table"],
            vec!["Orders and actions", "Shoot", "Shooting roll table"],
        ]
    );
}

#[test]
fn blank_lines_hold_no_text() {
    let b = book();
    assert!(b.holds_text(666));
    assert!(!b.holds_text(667));
    assert!(!b.holds_text(0));
    assert!(!b.holds_text(b.lines + 1));
}

#[test]
fn a_broken_index_is_refused() {
    let ok = r#"{"about": "", "book": {"es": "x", "en": "x"}, "lines": 10, "blank_lines": [2],
        "sections": [{"line": 1, "es": "a", "en": "a", "sections": [{"line": 3, "es": "b", "en": "b"}]},
                     {"line": 5, "es": "c", "en": "c"}]}"#;
    let b = Book::parse(ok).unwrap();
    assert_eq!(b.sections.len(), 3);
    assert_eq!((b.sections[0].first, b.sections[0].last), (1, 4));
    assert_eq!((b.sections[1].first, b.sections[1].last), (3, 4));
    assert_eq!((b.sections[2].first, b.sections[2].last), (5, 10));
    // A child heading before its parent's, headings out of order, a chapter not at line 1.
    for bad in [
        ok.replace(r#""line": 3"#, r#""line": 1"#),
        ok.replace(r#""line": 5"#, r#""line": 1"#),
        ok.replace(r#""line": 1,"#, r#""line": 2,"#),
        ok.replace(r#""es": "c""#, r#""es": """#),
    ] {
        assert!(Book::parse(&bad).is_err(), "{bad}");
    }
}

#[test]
fn a_ruling_gives_its_text_and_section_in_either_language() {
    let r = ruling("R-LOS-2").expect("R-LOS-2 is a ruling");
    assert!(
        r.text(English)
            .starts_with("When no obstacle touches the corridor")
    );
    assert!(r.text(Spanish).contains("línea de visión es total"));
    assert_eq!(
        r.section(English),
        "Basic concepts › Line of sight of a miniature (L130-132)"
    );
    assert_eq!(
        r.section(Spanish),
        "Conceptos básicos › Línea de visión de una miniatura (L130-132)"
    );
    assert!(ruling("R-NONE-1").is_none());
}
