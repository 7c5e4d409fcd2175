//! The table's verdicts in words, in the chosen language, through the catalogues
//! (`assets/locales/*/table.ftl`): the formation problems the canvas marks (R-FORM-1) and what
//! makes a dragged move illegal (L478, L523, L527-531, L557-558); and a terrain piece's name.

use super::formation::{FormationViolation, SPREAD_CM};
use super::model::Terrain;
use super::movement::MoveProblem;
use crate::i18n::{Language, in_language, text};

/// A length in centimetres with one decimal, as `language` writes decimals (`2.5`, `2,5`).
fn cm(language: Language, v: f64) -> String {
    let s = format!("{v:.1}");
    match language {
        Language::English => s,
        Language::Spanish => s.replace('.', ","),
    }
}

impl Terrain {
    /// The piece's name in `language`: its name there, else its English name, else the id.
    pub fn name_in(&self, language: Language) -> &str {
        match &self.name {
            Some(name) => in_language(language, name, self.name_es.as_deref()),
            None => self.name_es.as_deref().unwrap_or(&self.id),
        }
    }
}

impl FormationViolation {
    /// The problem in `language` (R-FORM-1).
    pub fn words(&self, language: Language) -> String {
        match self {
            FormationViolation::TooFewNear {
                model,
                within_cm,
                needed,
                found,
            } => text(
                language,
                "table-formation-too-few-near",
                &[
                    ("model", model.as_str().into()),
                    ("within-cm", cm(language, *within_cm).into()),
                    ("needed", (*needed).into()),
                    ("found", (*found).into()),
                ],
            ),
            FormationViolation::TooFarApart { a, b, distance_cm } => text(
                language,
                "table-formation-too-far-apart",
                &[
                    ("a", a.as_str().into()),
                    ("b", b.as_str().into()),
                    ("distance-cm", cm(language, *distance_cm).into()),
                    ("spread-cm", cm(language, SPREAD_CM).into()),
                ],
            ),
        }
    }
}

impl MoveProblem {
    /// The problem in `language`, with the book line it breaks.
    pub fn words(&self, language: Language) -> String {
        crate::i18n::render(language, "table-move", self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Asserts what `words` gives in English and in Spanish.
    fn reads(words: impl Fn(Language) -> String, english: &str, spanish: &str) {
        assert_eq!(words(Language::English), english);
        assert_eq!(words(Language::Spanish), spanish);
    }

    /// Every move problem has its words in both catalogues (L478, L523, L527-531, L557-558).
    #[test]
    fn every_move_problem_has_words_in_both_languages() {
        let ids = crate::i18n::variant_ids::<MoveProblem>("table-move");
        assert_eq!(ids.len(), 5, "{ids:?}");
        for language in Language::ALL {
            for id in &ids {
                assert!(crate::i18n::has_message(language, id), "{language:?} {id}");
            }
        }
        let p = MoveProblem::RunCrossesDifficult {
            terrain: "paddy".into(),
        };
        reads(
            |l| p.words(l),
            "a run cannot cross difficult terrain `paddy` (L557)",
            "una carrera no puede cruzar terreno difícil `paddy` (L557)",
        );
    }

    /// Both formation problems read in both languages, the count choosing its plural
    /// (R-FORM-1).
    #[test]
    fn formation_problems_read_in_both_languages() {
        let few = FormationViolation::TooFewNear {
            model: "spears.3".into(),
            within_cm: 2.5,
            needed: 2,
            found: 1,
        };
        reads(
            |l| few.words(l),
            "spears.3 has 1 of its unit within 2.5 cm, needs 2 (R-FORM-1)",
            "spears.3 tiene 1 miniatura de su unidad a 2,5 cm o menos, necesita 2 (R-FORM-1)",
        );
        let far = FormationViolation::TooFarApart {
            a: "a.1".into(),
            b: "a.2".into(),
            distance_cm: 21.25,
        };
        assert_eq!(
            far.words(Language::English),
            "a.1 and a.2 are 21.2 cm apart, more than 20.0 cm (R-FORM-1)"
        );
        assert!(far.words(Language::Spanish).contains("a más de 20,0 cm"));
    }
}
