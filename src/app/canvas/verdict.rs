//! What the selection makes of one enemy unit, in one place: how many of its models are seen
//! and how (R-LOS-2) and through what, how many are in cover and why (R-COVER-1's two clauses,
//! R-COVER-2 for a whole unit), the range band (L1092-1098) and the charge reach with its
//! chance (R-CHG-1). The canvas draws it beside the enemy under the pointer; the sight list of
//! the document panel gives it one line per enemy unit. Every figure is the table engine's;
//! in a battle, a whole unit's charge is the battle's own ([`BattleCharge`], from
//! `battle::combat::charged::charge_of`, what the odds panel and `kensei odds battle` say too).

use super::text::{Help, Label, cm};
use crate::app::i18n::Lang;
use crate::battle::combat::charged::ChargeReach;
use crate::table::{ChargeOdds, Los, ModelIdx, Obstacle, RangeBand, Table, UnitIdx};

/// A unit's charge on another as the battle would make it now (R-CHG-1, L604-640): `None`
/// when no charging model sees the target (L612).
#[derive(Debug, Clone, PartialEq)]
pub struct BattleCharge {
    pub charger: String,
    pub target: String,
    pub reach: Option<ChargeReach>,
}

/// What the battle's canvas asks the engine of a charge: [`BattleCharge`] of one unit on
/// another, by unit id; `None` when either is not the battle's.
#[derive(Clone)]
pub struct ChargeJudge(std::rc::Rc<AskCharge>);

/// The engine's answer for a charger and a target, by unit id.
type AskCharge = dyn Fn(&str, &str) -> Option<BattleCharge>;

impl ChargeJudge {
    /// The judge of the battle in `state`: the engine's one answer,
    /// `battle::combat::charged::charge_of`.
    pub fn of(state: std::rc::Rc<crate::battle::BattleState>) -> ChargeJudge {
        ChargeJudge(std::rc::Rc::new(move |charger, target| {
            state.unit(charger)?;
            state.unit(target)?;
            Some(BattleCharge {
                charger: charger.to_string(),
                target: target.to_string(),
                reach: crate::battle::combat::charged::charge_of(&state, charger, target),
            })
        }))
    }

    /// The charge of `charger` on `target`.
    pub fn ask(&self, charger: &str, target: &str) -> Option<BattleCharge> {
        (self.0)(charger, target)
    }
}

impl std::fmt::Debug for ChargeJudge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ChargeJudge")
    }
}

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
    /// In a battle, for a whole unit selected: the chance its plain charge lands a model in
    /// contact as the battle moves it (R-CHG-1, L632-640; a river, a building or another unit
    /// on the way may stop it short).
    pub lands: Option<f64>,
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
/// unit `enemy`; `mov_cm` is the selected unit's MOV, when known, for the charge reach. In a
/// battle, `battle` is the engine's charge of the selected unit on `enemy`: a whole unit's
/// charge reach and its chance are then the battle's.
pub fn judge(
    w: &Table,
    selected: &[ModelIdx],
    enemy: UnitIdx,
    mov_cm: Option<f64>,
    battle: Option<&BattleCharge>,
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
        lands: None,
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
    if let Some(b) = battle.filter(|b| {
        whole_unit_or_alone(w, selected, own)
            && b.charger == w.units[own].id
            && b.target == w.units[enemy].id
    }) {
        v.charge = Some(b.reach.as_ref().map(|r| r.odds.clone()));
        v.lands = b.reach.as_ref().map(|r| r.lands);
    }
    Some(v)
}

/// Every model of unit `own` is selected (a unit of one model, its model).
fn whole_unit_or_alone(w: &Table, selected: &[ModelIdx], own: UnitIdx) -> bool {
    selected.len() == w.units[own].models.len()
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
        Some(Some(o)) => out.push((
            match v.lands {
                Some(lands) => landing_words(lang, o, lands),
                None => charge_words(lang, o),
            },
            Help::Reach,
        )),
        Some(None) => out.push((Label::NoTargetSeen.text(lang).to_string(), Help::Reach)),
        None => {}
    }
    if v.engaged {
        out.push((Label::Engaged.text(lang).to_string(), Help::Engaged));
    }
    out
}

/// A battle's charge in words: the gap, the die's chance to cover it and the chance the move
/// lands a model in contact (R-CHG-1, L632-640), or out of reach.
pub(in crate::app::canvas) fn landing_words(lang: Lang, o: &ChargeOdds, lands: f64) -> String {
    if o.die_needed.is_none() {
        return charge_words(lang, o);
    }
    Label::ChargeLands.with(
        lang,
        &[
            ("cm", &cm(lang, o.gap_cm)),
            ("chance", &format!("{:.0}", o.chance.probability() * 100.0)),
            ("lands", &format!("{:.0}", lands * 100.0)),
        ],
    )
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
