//! What the selection makes of one enemy unit, in one place: how many of its models are seen
//! and how (R-LOS-2) and through what, how many are in cover and why (R-COVER-1's two clauses,
//! R-COVER-2 for a whole unit), the range band (L1092-1098) and the charge reach with its
//! chance (R-CHG-1). The canvas draws it beside the enemy under the pointer; the sight list of
//! the document panel gives it one line per enemy unit. Every figure is the table engine's.

use super::text::{Help, Label, cm};
use crate::app::i18n::Lang;
use crate::table::{ChargeOdds, Los, ModelIdx, Obstacle, RangeBand, Table, UnitIdx};

/// Something the sight goes through, or that gives cover: a unit (by id) or a terrain piece.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Through {
    Unit(String),
    Terrain(String),
}

/// The selection's verdict on one enemy unit.
#[derive(Debug, Clone, PartialEq)]
pub struct EnemyVerdict {
    /// The enemy unit's id.
    pub enemy: String,
    /// Its models on the table.
    pub models: usize,
    /// Of them, seen totally and partially by the best-placed selected model (R-LOS-2).
    pub total: usize,
    pub partial: usize,
    /// Of them, in the field of view of some selected model (R-VIEW-1).
    pub in_view: usize,
    /// What makes the sight partial, or closes it, to its models.
    pub through: Vec<Through>,
    /// Seen models in cover (R-COVER-1).
    pub in_cover: usize,
    /// Terrain that gives them cover (within 2.5 cm, R-COVER-1's first clause).
    pub cover_terrain: Vec<Through>,
    /// What makes their sight partial and so gives cover (R-COVER-1's second clause).
    pub cover_partial: Vec<Through>,
    /// The whole unit in cover from the selected unit (R-COVER-2: half of the models seen,
    /// rounded up, in cover); `None` when one model is selected.
    pub unit_cover: Option<bool>,
    /// The nearest edge distance from a selected model to one of its models (R-GEO-1).
    pub distance_cm: f64,
    /// The range band of that distance (L1092-1098).
    pub range: RangeBand,
    /// The charge reach and its chance (R-CHG-1): `None` when the unit's MOV is not known,
    /// `Some(None)` when no charging model sees a model of it.
    pub charge: Option<Option<ChargeOdds>>,
    /// The charger nearest its target and that target (centres, cm): the line it would charge
    /// along.
    pub charge_line: Option<[[f64; 2]; 2]>,
    /// A selected model is engaged with one of its models (R-ENG-1).
    pub engaged: bool,
}

impl EnemyVerdict {
    /// The sight in one word: total when every model is seen totally, none when none is seen,
    /// else partial.
    pub fn los(&self) -> Los {
        if self.total == self.models && self.models > 0 {
            Los::Total
        } else if self.total + self.partial == 0 {
            Los::None
        } else {
            Los::Partial
        }
    }

    /// Models seen at all.
    pub fn seen(&self) -> usize {
        self.total + self.partial
    }
}

fn through_of(w: &Table, o: Obstacle) -> Through {
    match o {
        Obstacle::Model(m) => Through::Unit(w.units[w.unit_of(m)].id.clone()),
        Obstacle::Terrain(t) => Through::Terrain(w.terrain[t].id.clone()),
    }
}

fn push_new(list: &mut Vec<Through>, t: Through) {
    if !list.contains(&t) {
        list.push(t);
    }
}

/// The verdict of the models `selected` (one model, or every model of one unit) on the enemy
/// unit `enemy`; `mov_cm` is the selected unit's MOV, when known, for the charge reach.
pub fn judge(
    w: &Table,
    selected: &[ModelIdx],
    enemy: UnitIdx,
    mov_cm: Option<f64>,
) -> Option<EnemyVerdict> {
    let &first = selected.first()?;
    let members = &w.units[enemy].models;
    let mut v = EnemyVerdict {
        enemy: w.units[enemy].id.clone(),
        models: members.len(),
        total: 0,
        partial: 0,
        in_view: 0,
        through: Vec::new(),
        in_cover: 0,
        cover_terrain: Vec::new(),
        cover_partial: Vec::new(),
        unit_cover: None,
        distance_cm: f64::INFINITY,
        range: RangeBand::OutOfRange,
        charge: None,
        charge_line: None,
        engaged: false,
    };
    let own = w.unit_of(first);
    for &b in members {
        // The best sight any selected model has of `b` (a unit sees with all its models).
        let mut best: Option<(ModelIdx, crate::table::Sight)> = None;
        for &a in selected {
            let s = w.sight(a, b);
            let rank = |l: Los| match l {
                Los::Total => 2,
                Los::Partial => 1,
                Los::None => 0,
            };
            if best.as_ref().is_none_or(|(_, q)| rank(s.los) > rank(q.los)) {
                let total = s.los == Los::Total;
                best = Some((a, s));
                if total {
                    break;
                }
            }
        }
        let Some((a, s)) = best else { continue };
        if selected.iter().any(|&a| w.in_view(a, b)) {
            v.in_view += 1;
        }
        match s.los {
            Los::Total => v.total += 1,
            Los::Partial => {
                v.partial += 1;
                for &o in &s.touching {
                    push_new(&mut v.through, through_of(w, o));
                }
            }
            Los::None => {
                for &o in &s.tall {
                    push_new(&mut v.through, through_of(w, o));
                }
            }
        }
        if s.los != Los::None {
            let c = w.cover(a, b);
            if c.in_cover {
                v.in_cover += 1;
                for &t in &c.near_terrain {
                    push_new(
                        &mut v.cover_terrain,
                        Through::Terrain(w.terrain[t].id.clone()),
                    );
                }
                for &o in &c.partial_by {
                    push_new(&mut v.cover_partial, through_of(w, o));
                }
            }
        }
    }
    for &b in members {
        for &a in selected {
            let d = w.distance(a, b);
            v.distance_cm = v.distance_cm.min(d);
            v.engaged |= w.engaged(a, b);
        }
    }
    v.range = RangeBand::of(v.distance_cm);
    let whole_unit = selected.len() > 1 && selected.len() == w.units[own].models.len();
    if whole_unit {
        v.unit_cover = Some(w.unit_cover(own, enemy).in_cover);
    }
    if let Some(mov) = mov_cm.filter(|m| *m > 0.0) {
        let (odds, models) = if whole_unit {
            let c = w.unit_charge(own, enemy, mov);
            (c.odds, c.models)
        } else {
            let c = w.model_charge(first, enemy, mov);
            (c.odds.clone(), vec![c])
        };
        let centre = |m: ModelIdx| [w.models[m].foot.centre.x, w.models[m].foot.centre.y];
        v.charge_line = models
            .iter()
            .filter_map(|c| {
                c.odds
                    .as_ref()
                    .zip(c.nearest_target)
                    .map(|(o, t)| (o.gap_cm, c.model, t))
            })
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, a, t)| [centre(a), centre(t)]);
        v.charge = Some(odds);
    }
    Some(v)
}

fn names(list: &[Through], name: &dyn Fn(&Through) -> String) -> String {
    list.iter().map(name).collect::<Vec<_>>().join(", ")
}

/// The verdict as lines a player reads, each with the help naming its rule; `name` names a
/// unit or terrain piece as the window does (never by an internal id where a name exists).
pub fn lines(
    v: &EnemyVerdict,
    lang: Lang,
    name: &dyn Fn(&Through) -> String,
) -> Vec<(String, Help)> {
    let mut out = Vec::new();
    let sight = match v.los() {
        Los::Total => Label::SightTotal,
        Los::Partial => Label::SightPartial,
        Los::None => Label::SightNone,
    };
    let mut text = Label::VerdictSeen.with(
        lang,
        &[
            ("seen", &v.seen()),
            ("models", &v.models),
            ("sight", &sight.text(lang)),
        ],
    );
    if !v.through.is_empty() && v.los() != Los::Total {
        text.push_str(&Label::VerdictThrough.with(lang, &[("what", &names(&v.through, name))]));
    }
    if v.in_view == 0 {
        text.push_str(Label::VerdictOutOfView.text(lang));
    }
    out.push((text, Help::Sight));
    let mut why = Vec::new();
    if !v.cover_terrain.is_empty() {
        why.push(
            Label::VerdictCoverTerrain.with(lang, &[("what", &names(&v.cover_terrain, name))]),
        );
    }
    if !v.cover_partial.is_empty() {
        why.push(
            Label::VerdictCoverPartial.with(lang, &[("what", &names(&v.cover_partial, name))]),
        );
    }
    let cover = match v.unit_cover {
        _ if v.seen() == 0 => Label::VerdictInOpen.text(lang).to_string(),
        Some(true) => {
            Label::VerdictUnitInCover.with(lang, &[("count", &v.in_cover), ("seen", &v.seen())])
        }
        Some(false) => {
            Label::VerdictUnitInOpen.with(lang, &[("count", &v.in_cover), ("seen", &v.seen())])
        }
        None if v.in_cover > 0 => Label::VerdictInCover.with(lang, &[("count", &v.in_cover)]),
        None => Label::VerdictInOpen.text(lang).to_string(),
    };
    let cover = if why.is_empty() {
        cover
    } else {
        format!("{cover}: {}", why.join("; "))
    };
    out.push((cover, Help::Cover));
    out.push((
        Label::VerdictRange.with(
            lang,
            &[
                ("band", &super::overlay::band_label(v.range).text(lang)),
                ("cm", &cm(lang, v.distance_cm)),
            ],
        ),
        Help::Range,
    ));
    match &v.charge {
        Some(Some(o)) => out.push((charge_words(lang, o), Help::Reach)),
        Some(None) => out.push((Label::NoTargetSeen.text(lang).to_string(), Help::Reach)),
        None => {}
    }
    if v.engaged {
        out.push((Label::Engaged.text(lang).to_string(), Help::Engaged));
    }
    out
}

/// A charge's reach in words: the gap and the chance to cover it, or out of reach (R-CHG-1).
pub(in crate::app::canvas) fn charge_words(lang: Lang, o: &ChargeOdds) -> String {
    let gap = cm(lang, o.gap_cm);
    if o.die_needed.is_some() {
        Label::Charge.with(
            lang,
            &[
                ("cm", &gap),
                ("chance", &format!("{:.0}", o.chance.probability() * 100.0)),
            ],
        )
    } else {
        Label::ChargeOut.with(lang, &[("cm", &gap)])
    }
}
