//! Where the book or the project's rulings forbid what a rejection refuses: a ruling ID
//! (`R-FORM-1`, see `docs/rulings.md`) and/or book lines (`L509`, `L180-184`, `L468, L602`).
//!
//! Each rejection variant names its citation in its group's `citation` method, so grepping a
//! line (`grep -rn L509 src/battle`) finds the code that enforces it.

use crate::i18n::Language;
use std::fmt;

/// The ruling and the book lines behind a rejection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Citation {
    /// A ruling of the project (`R-DECK-2`), when one governs.
    pub ruling: Option<&'static str>,
    /// Book lines (`L509`, `L180-184`, `L468, L602`); empty when only a ruling is cited.
    pub lines: &'static str,
}

impl Citation {
    /// Book lines only.
    pub const fn line(lines: &'static str) -> Citation {
        Citation {
            ruling: None,
            lines,
        }
    }

    /// A ruling only.
    pub const fn rule(ruling: &'static str) -> Citation {
        Citation {
            ruling: Some(ruling),
            lines: "",
        }
    }

    /// A ruling and the book lines it reads.
    pub const fn both(ruling: &'static str, lines: &'static str) -> Citation {
        Citation {
            ruling: Some(ruling),
            lines,
        }
    }

    /// Where its book lines are, by the headings a player finds in `language`: "Move › Units
    /// out of formation (L562)"; empty when it cites a ruling only (`citations::section_text`).
    pub fn sections(&self, language: Language) -> String {
        crate::citations::section_text(self.lines, language)
    }

    /// The whole citation for a player, its ruling first, then its lines with their sections:
    /// "R-FORM-1 · Move › Units out of formation (L562)" (`citations::cite`). The ruling's own
    /// text is `citations::ruling(id)`.
    pub fn words(&self, language: Language) -> String {
        match self.ruling {
            Some(r) => crate::citations::cite(&format!("{r} {}", self.lines), language),
            None => crate::citations::cite(self.lines, language),
        }
    }
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.ruling, self.lines) {
            (Some(r), "") => write!(f, "{r}"),
            (Some(r), l) => write!(f, "{r}, {l}"),
            (None, l) => write!(f, "{l}"),
        }
    }
}
