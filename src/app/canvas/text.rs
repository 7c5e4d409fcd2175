//! Every label and hover help the canvas shows, named by the [`Help`] and [`Label`] values and
//! worded in the shell's [`Lang`](crate::app::i18n::Lang) through the catalogue `canvas.ftl`.
//!
//! Each figure's help names the ruling (rulings.md) and the book line it comes from.

use crate::app::i18n::{Lang, kebab, message, message_once};

/// Hover help of a figure or mark on the canvas.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Help {
    Tape,
    TapePoints,
    View,
    Sides,
    Sight,
    Cover,
    Engaged,
    ZoneOfControl,
    Range,
    Reach,
    Move,
    Formation,
    Overlap,
    OffTable,
    Zone,
    Objective,
    Terrain,
    Unit,
    /// The selection's verdict on the enemy under the pointer (sight, cover, range, reach).
    Verdict,
    InvalidTable,
}

impl Help {
    /// The help text in `lang`: the message `canvas-help-<variant>` of `canvas.ftl`, then what
    /// the rulings and book lines it cites say (`help::explain`).
    pub fn text(self, lang: Lang) -> String {
        let what = message_once(
            lang,
            &format!("canvas-help-{}", kebab(&format!("{self:?}"))),
        );
        let why = crate::app::help::explain(lang, what);
        if why.is_empty() {
            what.to_string()
        } else {
            format!("{what}\n{why}")
        }
    }
}

/// A short label of the canvas, with `{}` placeholders for figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Label {
    /// "{} cm"
    Cm,
    SightTotal,
    SightPartial,
    SightNone,
    InCover,
    Engaged,
    /// "charge {} cm: {}%"
    Charge,
    /// "charge {} cm: out of reach"
    ChargeOut,
    /// "charge {} cm: {}% on the die, lands {}%"
    ChargeLands,
    NoTargetSeen,
    /// "{sight} ({seen} of {models} models seen)"
    VerdictSeen,
    /// ", through {what}"
    VerdictThrough,
    /// ", out of view (R-VIEW-1)"
    VerdictOutOfView,
    /// "{count} in cover"
    VerdictInCover,
    VerdictInOpen,
    /// "unit in cover ({count} of {seen} ...)"
    VerdictUnitInCover,
    VerdictUnitInOpen,
    /// "within 2.5 cm of {what}"
    VerdictCoverTerrain,
    /// "seen partially past {what}"
    VerdictCoverPartial,
    /// "{band}, {cm} cm"
    VerdictRange,
    /// "zone of control {} cm"
    ZoneOfControl,
    InView,
    Front,
    Flank,
    Rear,
    Short,
    Medium,
    Long,
    OutOfRange,
    /// "deployment, side {}"
    Deployment,
    Ignorable,
    Difficult,
    Impassable,
    /// "blocks sight"
    Blocker,
    Overlap,
    OffTable,
    OnImpassable,
    /// "{} cm left"
    AllowanceLeft,
    /// "{} cm over"
    AllowanceOver,
    /// "run: needs {}+ on the D6"
    RunNeeds,
    RunBeyondReach,
    DifficultCrossed,
    ImpassableCrossed,
    /// "{} VP"
    VictoryPoints,
    /// "size {size}/{start}": a total war movement base's unit size (R-TW-5).
    UnitSize,
}

impl Label {
    /// The message id of the label in `canvas.ftl`.
    fn id(self) -> String {
        format!("canvas-label-{}", kebab(&format!("{self:?}")))
    }

    /// The label in `lang`, for a label without figures.
    pub fn text(self, lang: Lang) -> &'static str {
        message_once(lang, &self.id())
    }

    /// The label with its figures, each named as the message's variable.
    pub fn with(self, lang: Lang, figures: &[crate::app::i18n::Figure]) -> String {
        message(lang, &self.id(), figures)
    }
}

/// A length for a label: one decimal, with a decimal comma in Spanish.
pub fn cm(lang: Lang, v: f64) -> String {
    let s = format!("{v:.1}");
    match lang {
        Lang::English => s,
        Lang::Spanish => s.replace('.', ","),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_help_names_a_ruling_or_book_line_in_both_languages() {
        let all = [
            Help::Tape,
            Help::TapePoints,
            Help::View,
            Help::Sides,
            Help::Sight,
            Help::Cover,
            Help::Engaged,
            Help::ZoneOfControl,
            Help::Range,
            Help::Reach,
            Help::Move,
            Help::Formation,
            Help::Overlap,
            Help::OffTable,
            Help::Zone,
            Help::Objective,
            Help::Terrain,
            Help::Unit,
            Help::Verdict,
            Help::InvalidTable,
        ];
        for h in all {
            for lang in Lang::ALL {
                let t = h.text(lang);
                assert!(t.contains("R-") || t.contains('L'), "{h:?} {lang:?}: {t}");
            }
            assert_ne!(h.text(Lang::English), h.text(Lang::Spanish), "{h:?}");
        }
    }

    #[test]
    fn labels_fill_figures_with_the_language_decimal_mark() {
        assert_eq!(
            Label::Charge.with(
                Lang::English,
                &[("cm", &cm(Lang::English, 12.34)), ("chance", &67)]
            ),
            "charge 12.3 cm: 67%"
        );
        assert_eq!(
            Label::Charge.with(
                Lang::Spanish,
                &[("cm", &cm(Lang::Spanish, 7.5)), ("chance", &50)]
            ),
            "carga 7,5 cm: 50%"
        );
    }

    /// Every label of the canvas has its words in both catalogues, with the same figures.
    #[test]
    fn every_label_has_words_in_both_languages() {
        let all = [
            Label::Cm,
            Label::SightTotal,
            Label::SightPartial,
            Label::SightNone,
            Label::InCover,
            Label::Engaged,
            Label::Charge,
            Label::ChargeOut,
            Label::ChargeLands,
            Label::NoTargetSeen,
            Label::VerdictSeen,
            Label::VerdictThrough,
            Label::VerdictOutOfView,
            Label::VerdictInCover,
            Label::VerdictInOpen,
            Label::VerdictUnitInCover,
            Label::VerdictUnitInOpen,
            Label::VerdictCoverTerrain,
            Label::VerdictCoverPartial,
            Label::VerdictRange,
            Label::ZoneOfControl,
            Label::InView,
            Label::Front,
            Label::Flank,
            Label::Rear,
            Label::Short,
            Label::Medium,
            Label::Long,
            Label::OutOfRange,
            Label::Deployment,
            Label::Ignorable,
            Label::Difficult,
            Label::Impassable,
            Label::Blocker,
            Label::Overlap,
            Label::OffTable,
            Label::OnImpassable,
            Label::AllowanceLeft,
            Label::AllowanceOver,
            Label::RunNeeds,
            Label::RunBeyondReach,
            Label::DifficultCrossed,
            Label::ImpassableCrossed,
            Label::VictoryPoints,
        ];
        let figures = |lang: Lang, l: Label| {
            let names = crate::app::i18n::window_variables()
                .get(&l.id())
                .cloned()
                .unwrap_or_default();
            let mark: &dyn std::fmt::Display = &"\u{1}";
            let marked: Vec<crate::app::i18n::Figure> =
                names.iter().map(|n| (n.as_str(), mark)).collect();
            l.with(lang, &marked).matches('\u{1}').count()
        };
        for l in all {
            for lang in Lang::ALL {
                assert!(crate::i18n::has_message(lang, &l.id()), "{l:?} {lang:?}");
                assert!(!l.text(lang).trim().is_empty(), "{l:?} {lang:?}");
            }
            assert_eq!(
                figures(Lang::English, l),
                figures(Lang::Spanish, l),
                "{l:?} has different figures in English and Spanish"
            );
        }
    }
}
