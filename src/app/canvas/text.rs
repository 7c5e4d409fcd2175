//! Every label and hover help the canvas shows, in English and Spanish (the shell's
//! [`Lang`](crate::app::i18n::Lang)), in one place.
//!
//! Each figure's help names the ruling (rulings.md) and the book line it comes from.

use crate::app::i18n::{Lang, fill};

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
    InvalidTable,
}

impl Help {
    /// The help text in `lang`.
    pub fn text(self, lang: Lang) -> &'static str {
        let (en, es) = match self {
            Help::Tape => (
                "Distance between the nearest base edges (R-GEO-1, book L68): 0 when the bases touch.",
                "Distancia entre los bordes más cercanos de las peanas (R-GEO-1, libro L68): 0 si se tocan.",
            ),
            Help::TapePoints => (
                "Straight distance between two points on the table, in cm (R-UNIT-1).",
                "Distancia en línea recta entre dos puntos de la mesa, en cm (R-UNIT-1).",
            ),
            Help::View => (
                "Field of vision: the half-plane in front of the line through the front point (R-VIEW-1, book L120).",
                "Campo de visión: el semiplano delante de la línea por el punto frontal (R-VIEW-1, libro L120).",
            ),
            Help::Sides => (
                "Front line through the front point, rear line through the opposite point; between them is the flank (R-SIDE-1, book L689).",
                "Línea de frente por el punto frontal, de retaguardia por el opuesto; entre ambas, el flanco (R-SIDE-1, libro L689).",
            ),
            Help::Sight => (
                "Line of sight: a corridor as wide as the viewer's base, centre to centre; total if nothing touches it, none if obstacles as tall as the viewer close its whole width, else partial (R-LOS-1, R-LOS-2, book L124-134).",
                "Línea de visión: un pasillo tan ancho como la peana, de centro a centro; total si nada lo toca, ninguna si obstáculos tan altos como el observador lo cierran entero, si no parcial (R-LOS-1, R-LOS-2, libro L124-134).",
            ),
            Help::Cover => (
                "In cover: within 2.5 cm of a terrain piece that gives cover, or sight partial because of an obstacle not of its own unit (R-COVER-1, book L138).",
                "A cubierto: a 2,5 cm o menos de un elemento de escenografía que cubre, o visión parcial por un obstáculo que no es de su unidad (R-COVER-1, libro L138).",
            ),
            Help::Engaged => (
                "Engaged: enemy bases within 2.5 cm and the facing ray of one passes through the other (R-ENG-1, book L147).",
                "Trabados: peanas enemigas a 2,5 cm o menos y el rayo frontal de una atraviesa la otra (R-ENG-1, libro L147).",
            ),
            Help::ZoneOfControl => (
                "Zone of control: every point within the model's MOV of its base (R-ZOC-1).",
                "Zona de control: todo punto a MOV o menos de la peana (R-ZOC-1).",
            ),
            Help::Range => (
                "Shooting range band by edge distance to the nearest target model: short, medium, long (R-GEO-1, book L737-741).",
                "Alcance de disparo por distancia entre bordes a la miniatura objetivo más cercana: corto, medio, largo (R-GEO-1, libro L737-741).",
            ),
            Help::Reach => (
                "Charge reach MOV + 1D6 (powered 2 x MOV + 1D6) against the edge distance to the nearest target model it sees; the chance is exact over the D6 (R-CHG-1, book L612-628).",
                "Alcance de carga MOV + 1D6 (potenciada 2 x MOV + 1D6) contra la distancia entre bordes a la miniatura objetivo visible más cercana; probabilidad exacta sobre el D6 (R-CHG-1, libro L612-628).",
            ),
            Help::Move => (
                "Move checker: allowance left, difficult terrain crossed, impassable terrain (book L519-523).",
                "Comprobación de movimiento: distancia restante, terreno difícil cruzado, terreno impasable (libro L519-523).",
            ),
            Help::Formation => (
                "Formation: closed, every model within 2.5 cm of two others; open, within 5 cm of one other; no two models more than 20 cm apart (R-FORM-1, book L391-399).",
                "Formación: cerrada, cada miniatura a 2,5 cm de otras dos; abierta, a 5 cm de otra; ninguna a más de 20 cm de otra (R-FORM-1, libro L391-399).",
            ),
            Help::Overlap => (
                "Bases overlap: models may not stand on one another (R-GEO-1).",
                "Peanas solapadas: las miniaturas no pueden estar unas sobre otras (R-GEO-1).",
            ),
            Help::OffTable => (
                "Part of this base is off the table (R-UNIT-2).",
                "Parte de esta peana está fuera de la mesa (R-UNIT-2).",
            ),
            Help::Zone => (
                "Deployment zone (book L206-214).",
                "Zona de despliegue (libro L206-214).",
            ),
            Help::Objective => (
                "Objective: scored by a side with a model within its radius at the end of the battle (book L256).",
                "Objetivo: lo puntúa el bando con una miniatura dentro de su radio al final de la batalla (libro L256).",
            ),
            Help::Terrain => (
                "Terrain: its kind sets movement (book L519-523); a height above 0 can block sight (R-LOS-1); cover per R-COVER-1.",
                "Escenografía: su tipo afecta al movimiento (libro L519-523); con altura mayor que 0 puede tapar la visión (R-LOS-1); cobertura según R-COVER-1.",
            ),
            Help::InvalidTable => (
                "The table engine cannot measure this table until this problem is fixed; no overlay is drawn meanwhile (R-UNIT-1..3).",
                "El motor de la mesa no puede medir esta mesa hasta corregir este problema; mientras tanto no se dibuja ninguna ayuda (R-UNIT-1..3).",
            ),
            Help::Unit => (
                "Unit (R-UNIT-1..3) and the markers on it.",
                "Unidad (R-UNIT-1..3) y sus marcadores.",
            ),
        };
        match lang {
            Lang::English => en,
            Lang::Spanish => es,
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
    NoTargetSeen,
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
}

impl Label {
    pub fn text(self, lang: Lang) -> &'static str {
        let (en, es) = match self {
            Label::Cm => ("{} cm", "{} cm"),
            Label::SightTotal => ("sight: total", "visión: total"),
            Label::SightPartial => ("sight: partial", "visión: parcial"),
            Label::SightNone => ("sight: none", "visión: ninguna"),
            Label::InCover => ("in cover", "a cubierto"),
            Label::Engaged => ("engaged", "trabados"),
            Label::Charge => ("charge {} cm: {}%", "carga {} cm: {}%"),
            Label::ChargeOut => (
                "charge {} cm: out of reach",
                "carga {} cm: fuera de alcance",
            ),
            Label::NoTargetSeen => (
                "no target model seen",
                "ninguna miniatura objetivo a la vista",
            ),
            Label::ZoneOfControl => ("zone of control {} cm", "zona de control {} cm"),
            Label::InView => ("in view", "a la vista"),
            Label::Front => ("front", "frente"),
            Label::Flank => ("flank", "flanco"),
            Label::Rear => ("rear", "retaguardia"),
            Label::Short => ("short range", "alcance corto"),
            Label::Medium => ("medium range", "alcance medio"),
            Label::Long => ("long range", "alcance largo"),
            Label::OutOfRange => ("out of range", "fuera de alcance"),
            Label::Deployment => ("deployment, side {}", "despliegue, bando {}"),
            Label::Ignorable => ("ignorable", "ignorable"),
            Label::Difficult => ("difficult", "difícil"),
            Label::Impassable => ("impassable", "impasable"),
            Label::Blocker => ("blocks sight", "tapa la visión"),
            Label::Overlap => ("overlap", "solapadas"),
            Label::OffTable => ("off the table", "fuera de la mesa"),
            Label::OnImpassable => ("on impassable terrain", "sobre terreno impasable"),
            Label::AllowanceLeft => ("{} cm left", "quedan {} cm"),
            Label::AllowanceOver => ("{} cm too far", "{} cm de más"),
            Label::RunNeeds => (
                "run 2 x MOV + 1D6: needs {}+ on the D6",
                "carrera 2 x MOV + 1D6: necesita {}+ en el D6",
            ),
            Label::RunBeyondReach => (
                "run: beyond 2 x MOV + 6",
                "carrera: más allá de 2 x MOV + 6",
            ),
            Label::DifficultCrossed => ("crosses difficult terrain", "cruza terreno difícil"),
            Label::ImpassableCrossed => ("crosses impassable terrain", "cruza terreno impasable"),
            Label::VictoryPoints => ("{} VP", "{} PV"),
        };
        match lang {
            Lang::English => en,
            Lang::Spanish => es,
        }
    }

    /// The label with its `{}` filled in order.
    pub fn with(self, lang: Lang, args: &[&dyn std::fmt::Display]) -> String {
        fill(self.text(lang), args)
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
            Label::Charge.with(Lang::English, &[&cm(Lang::English, 12.34), &67]),
            "charge 12.3 cm: 67%"
        );
        assert_eq!(
            Label::Charge.with(Lang::Spanish, &[&cm(Lang::Spanish, 7.5), &50]),
            "carga 7,5 cm: 50%"
        );
    }
}
