//! Every label and hover help the canvas shows, in one place so the shell's i18n can route them.
//!
//! Each figure's help names the ruling (rulings.md) and the book line it comes from.

/// Help for the tape measure's distance (R-GEO-1, L68).
pub const HELP_TAPE: &str =
    "Distance between the nearest base edges (R-GEO-1, book L68): 0 when the bases touch.";
/// Help for a point-to-point tape.
pub const HELP_TAPE_POINTS: &str =
    "Straight distance between two points on the table, in cm (R-UNIT-1).";
/// Help for the field of view shading.
pub const HELP_VIEW: &str = "Field of vision: the half-plane in front of the line through the front point (R-VIEW-1, book L120).";
/// Help for the front, flank and rear lines.
pub const HELP_SIDES: &str = "Front line through the front point, rear line through the opposite point; between them is the flank (R-SIDE-1, book L689).";
/// Help for a line of sight result.
pub const HELP_LOS: &str = "Line of sight: corridor as wide as the base, from centre to centre; total, partial or none (R-LOS-1, R-LOS-2, book L124-134).";
/// Help for cover.
pub const HELP_COVER: &str = "In cover: within 2.5 cm of a terrain piece that gives cover, or sight partial because of an obstacle (R-COVER-1, book L138).";
/// Help for engagement.
pub const HELP_ENGAGED: &str = "Engaged: enemy bases within 2.5 cm and the facing ray of one passes through the other (R-ENG-1, book L147).";
/// Help for the zone of control.
pub const HELP_ZOC: &str =
    "Zone of control: every point within the model's MOV of its base (R-ZOC-1).";
/// Help for range bands.
pub const HELP_RANGE: &str = "Weapon range band, measured base edge to base edge (R-GEO-1, book L68, shooting table L749-760).";
/// Help for a charge reach figure.
pub const HELP_REACH: &str = "Charge reach MOV + 1D6 (powered 2 x MOV + 1D6) against the edge distance to the nearest target model; the chance is exact over the D6 (R-CHG-1, book L623).";
/// Help for the move checker.
pub const HELP_MOVE: &str =
    "Move checker: allowance left, difficult terrain crossed, impassable terrain (book L519-523).";
/// Help for a formation problem.
pub const HELP_FORMATION: &str = "Formation: closed, every model within 2.5 cm of two others; open, within 5 cm of one other; no two models more than 20 cm apart (R-FORM-1, book L391).";
/// Help for overlapping bases.
pub const HELP_OVERLAP: &str = "Bases overlap: models may not stand on each other (R-GEO-1).";
/// Help for a model off the table.
pub const HELP_OFF_TABLE: &str = "Part of this base is off the table (R-UNIT-2).";
/// Help for a deployment zone.
pub const HELP_ZONE: &str = "Deployment zone (book L206-214).";

/// Name of a line of sight result.
pub fn los_label(total: bool, partial: bool) -> &'static str {
    if total {
        "sight: total"
    } else if partial {
        "sight: partial"
    } else {
        "sight: none"
    }
}

/// Label of a charge reach with its chance, e.g. "reach 12.5 cm: 67%".
pub fn reach_label(distance_cm: f64, chance: f64) -> String {
    format!("charge {:.1} cm: {:.0}%", distance_cm, chance * 100.0)
}

/// Label of a tape measure, e.g. "12.3 cm".
pub fn tape_label(distance_cm: f64) -> String {
    format!("{distance_cm:.1} cm")
}
