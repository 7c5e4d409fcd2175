//! A unit's formation (closed or open) with every violation named, and isolated models
//! (R-FORM-1; book L391-399, L988-992).

use crate::table::shapes::{EPS_CM, Footprint};
use crate::table::world::{ModelIdx, Table, UnitIdx};
use serde::Serialize;

/// Closed formation: each model within this of two others (L395).
pub const CLOSED_CM: f64 = 2.5;
/// Open formation (skirmishers): each model within this of one other (L396).
pub const OPEN_CM: f64 = 5.0;
/// No two models of a unit further apart than this (L397).
pub const SPREAD_CM: f64 = 20.0;
/// A model of a closed-formation unit with none of its unit this close is isolated (L990);
/// skirmishers keep their open formation's 5 cm ([`FormationKind::cohesion_cm`], R-FORM-3).
pub const COHESION_CM: f64 = 2.5;

/// Which formation a unit keeps: closed for most troops, open for skirmishers (hostigadores).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum FormationKind {
    #[default]
    Closed,
    Open,
}

impl FormationKind {
    /// The unit's cohesion distance (L990, "la distancia de cohesión"): a model with none of its
    /// unit this close is isolated. 2.5 cm for a closed formation, and for skirmishers the 5 cm
    /// their open formation allows between mates (L396, R-FORM-3).
    pub fn cohesion_cm(self) -> f64 {
        match self {
            FormationKind::Closed => COHESION_CM,
            FormationKind::Open => OPEN_CM,
        }
    }
}

/// One way a unit breaks its formation (R-FORM-1).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum FormationViolation {
    /// A model has fewer unit mates than needed within `within_cm`.
    TooFewNear {
        model: String,
        within_cm: f64,
        needed: usize,
        found: usize,
    },
    /// Two models are more than 20 cm apart.
    TooFarApart {
        a: String,
        b: String,
        distance_cm: f64,
    },
}

/// In English, through the catalogue (`table.ftl`), for the command line and tests.
impl std::fmt::Display for FormationViolation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(crate::i18n::Language::English))
    }
}

/// The formation check of one unit.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Formation {
    pub unit: String,
    pub kind: FormationKind,
    pub in_formation: bool,
    pub violations: Vec<FormationViolation>,
}

impl Table {
    /// Whether `unit` keeps its formation, naming every violation (R-FORM-1, L393-399). A unit of
    /// one model is always in formation.
    pub fn formation(&self, unit: UnitIdx, kind: FormationKind) -> Formation {
        let models: Vec<(&str, Footprint)> = self.units[unit]
            .models
            .iter()
            .map(|&m| (self.models[m].id.as_str(), self.models[m].foot))
            .collect();
        formation_of(&self.units[unit].id, &models, kind)
    }

    /// The models of `unit` with none of their unit within its cohesion distance: 2.5 cm, 5 cm
    /// for skirmishers (R-FORM-1, R-FORM-3, L990). Army leaders are never isolated (L992); nor
    /// is a model alone in its unit.
    pub fn isolated(
        &self,
        unit: UnitIdx,
        kind: FormationKind,
        is_army_leader: impl Fn(ModelIdx) -> bool,
    ) -> Vec<ModelIdx> {
        let models = &self.units[unit].models;
        if models.len() < 2 {
            return Vec::new();
        }
        let feet: Vec<Footprint> = models.iter().map(|&m| self.models[m].foot).collect();
        let dist = distances(&feet);
        let cohesion = kind.cohesion_cm();
        (0..models.len())
            .filter(|&i| {
                !is_army_leader(models[i])
                    && (0..models.len()).all(|j| j == i || dist[i][j] > cohesion + EPS_CM)
            })
            .map(|i| models[i])
            .collect()
    }
}

/// Whether the unit `unit` of these models (id and base, in the unit's order) keeps its
/// formation, naming every violation (R-FORM-1, L393-399): [`Table::formation`] without a
/// table, for models where a move would leave them.
pub fn formation_of(unit: &str, models: &[(&str, Footprint)], kind: FormationKind) -> Formation {
    let n = models.len();
    let feet: Vec<Footprint> = models.iter().map(|m| m.1).collect();
    let dist = distances(&feet);
    let mut violations = Vec::new();
    if n > 1 {
        let (within, needed) = match kind {
            FormationKind::Closed => (CLOSED_CM, if n == 2 { 1 } else { 2 }),
            FormationKind::Open => (OPEN_CM, 1),
        };
        for i in 0..n {
            let found = (0..n)
                .filter(|&j| j != i && dist[i][j] <= within + EPS_CM)
                .count();
            if found < needed {
                violations.push(FormationViolation::TooFewNear {
                    model: models[i].0.to_string(),
                    within_cm: within,
                    needed,
                    found,
                });
            }
        }
        for i in 0..n {
            for j in i + 1..n {
                if dist[i][j] > SPREAD_CM + EPS_CM {
                    violations.push(FormationViolation::TooFarApart {
                        a: models[i].0.to_string(),
                        b: models[j].0.to_string(),
                        distance_cm: round2(dist[i][j]),
                    });
                }
            }
        }
    }
    Formation {
        unit: unit.to_string(),
        kind,
        in_formation: violations.is_empty(),
        violations,
    }
}

/// Edge-to-edge distances between every two of the bases (R-GEO-1).
fn distances(feet: &[Footprint]) -> Vec<Vec<f64>> {
    let n = feet.len();
    let mut d = vec![vec![0.0; n]; n];
    for i in 0..n {
        for j in i + 1..n {
            let v = feet[i].distance_to(&feet[j]);
            d[i][j] = v;
            d[j][i] = v;
        }
    }
    d
}

/// Rounds centimetres to hundredths, for reports.
pub fn round2(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}
