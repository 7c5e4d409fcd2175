//! The overlays drawn over the bases: line of sight to every enemy with its blockers, cover,
//! engagement and charge reach with its chance (the formation problems and the move checker
//! come from `problems` and `measure`).

use super::*;

pub(super) fn los_rank(l: Los) -> u8 {
    match l {
        Los::Total => 2,
        Los::Partial => 1,
        Los::None => 0,
    }
}

pub(super) fn los_colour(l: Los) -> Color32 {
    match l {
        Los::Total => style::LOS_TOTAL,
        Los::Partial => style::LOS_PARTIAL,
        Los::None => style::LOS_NONE,
    }
}

pub(super) fn los_text(l: Los) -> Label {
    match l {
        Los::Total => Label::SightTotal,
        Los::Partial => Label::SightPartial,
        Los::None => Label::SightNone,
    }
}

pub(super) fn obstacle_outline(w: &Table, o: Obstacle) -> Vec<[f64; 2]> {
    match o {
        Obstacle::Model(i) => w.models[i].foot.outline(8).iter().map(p).collect(),
        Obstacle::Terrain(t) => w.terrain[t].polygon.iter().map(p).collect(),
    }
}

/// Overlays drawn over the bases: sight, cover, engagement, reach, problems, move checker.
pub(in crate::app::canvas) fn over_bases(
    plan: &mut FramePlan,
    w: &Table,
    input: &FrameInput,
    selected: &[String],
) -> usize {
    let lang = input.lang;
    let sel = selected_indices(w, selected);
    let mut checks = 0;
    if let Some(&first) = sel.first() {
        let side = w.models[first].side;
        let unit: UnitIdx = w.unit_of(first);
        // The enemy under the pointer, or every enemy when asked.
        let shown = |b: ModelIdx| {
            input.overlays.every_enemy
                || input.pointed_unit == Some(w.units[w.unit_of(b)].id.as_str())
        };
        let enemies: Vec<ModelIdx> = (0..w.models.len())
            .filter(|&b| w.models[b].side != side && shown(b))
            .collect();
        // Per enemy model: the best sight any selected model has, and from which.
        let mut best: Vec<(ModelIdx, crate::table::Sight)> = Vec::with_capacity(enemies.len());
        if input.overlays.sight || input.overlays.cover {
            for &b in &enemies {
                let mut pick: Option<(ModelIdx, crate::table::Sight)> = None;
                for &a in &sel {
                    checks += 1;
                    let s = w.sight(a, b);
                    if pick
                        .as_ref()
                        .is_none_or(|(_, q)| los_rank(s.los) > los_rank(q.los))
                    {
                        let total = s.los == Los::Total;
                        pick = Some((a, s));
                        if total {
                            break;
                        }
                    }
                }
                if let Some(pk) = pick {
                    best.push(pk);
                }
            }
        }
        let mut blockers: BTreeSet<Obstacle> = BTreeSet::new();
        let mut partial_by: BTreeSet<Obstacle> = BTreeSet::new();
        // Per enemy unit: counts of total / partial / none and how many are in cover.
        let mut per_unit: HashMap<UnitIdx, [usize; 4]> = HashMap::new();
        for (i, (a, s)) in best.iter().enumerate() {
            let b = enemies[i];
            let tally = per_unit.entry(w.unit_of(b)).or_default();
            tally[2 - los_rank(s.los) as usize] += 1;
            if input.overlays.sight && s.in_view {
                plan.push(PlanShape::Line {
                    from: p(&w.models[*a].foot.centre),
                    to: p(&w.models[b].foot.centre),
                    stroke: Stroke::new(
                        if s.los == Los::None { 1.0 } else { 1.5 },
                        los_colour(s.los),
                    ),
                    dashed: s.los != Los::Total,
                });
                plan.push(PlanShape::Outline {
                    points: w.models[b].foot.outline(8).iter().map(p).collect(),
                    stroke: Stroke::new(2.0, los_colour(s.los)),
                    dashed: false,
                });
                match s.los {
                    Los::None => blockers.extend(s.tall.iter().copied()),
                    Los::Partial => partial_by.extend(s.touching.iter().copied()),
                    Los::Total => {}
                }
            }
            if input.overlays.cover && s.los != Los::None {
                checks += 1;
                if w.cover(*a, b).in_cover {
                    tally[3] += 1;
                    let f = &w.models[b].foot;
                    plan.push(PlanShape::Circle {
                        center: p(&f.centre),
                        radius_cm: f.half_width.max(f.half_depth) + 0.7,
                        fill: Color32::TRANSPARENT,
                        stroke: Stroke::new(1.5, style::COVER),
                    });
                }
            }
        }
        for o in &partial_by {
            if !blockers.contains(o) {
                plan.push(PlanShape::Outline {
                    points: obstacle_outline(w, *o),
                    stroke: Stroke::new(2.0, style::LOS_PARTIAL),
                    dashed: true,
                });
            }
        }
        // Every blocker outlined; one label per blocking unit (or terrain piece), not one per
        // model, so a crowd of blockers does not bury the figures.
        let mut groups: Vec<(String, Vec<[f64; 2]>)> = Vec::new();
        for o in &blockers {
            let outline = obstacle_outline(w, *o);
            let at = centroid(&outline).unwrap_or([0.0, 0.0]);
            plan.push(PlanShape::Outline {
                points: outline,
                stroke: Stroke::new(3.0, style::BLOCKER),
                dashed: false,
            });
            let key = match o {
                crate::table::world::Obstacle::Model(m) => {
                    unit_name(input, &w.units[w.unit_of(*m)].id)
                }
                _ => w.obstacle_id(*o).to_string(),
            };
            match groups.iter_mut().find(|g| g.0 == key) {
                Some(g) => g.1.push(at),
                None => groups.push((key, vec![at])),
            }
        }
        // Under the pointer alone, the verdict beside the enemy says what blocks; every enemy
        // at once, each blocker says it.
        if !input.overlays.every_enemy {
            groups.clear();
        }
        for (key, points) in groups {
            let n = points.len() as f64;
            let at = [
                points.iter().map(|q| q[0]).sum::<f64>() / n,
                points.iter().map(|q| q[1]).sum::<f64>() / n,
            ];
            let who = if points.len() > 1 {
                format!("{key} ({})", points.len())
            } else {
                key
            };
            plan.push(PlanShape::Label {
                at,
                text: format!("{who}: {}", Label::Blocker.text(lang)),
                color: style::BLOCKER,
                help: Help::Sight,
            });
        }
        // Per enemy unit: one label with sight, cover, range and charge reach.
        let mov = input
            .info
            .units
            .get(&w.units[unit].id)
            .map(|i| i.mov_cm)
            .filter(|m| *m > 0.0);
        let mut enemy_units: Vec<UnitIdx> = enemies.iter().map(|&b| w.unit_of(b)).collect();
        enemy_units.dedup();
        let whole_unit = sel.len() > 1;
        for u in enemy_units {
            // The enemy under the pointer: the whole verdict in one block beside it.
            if input.pointed_unit == Some(w.units[u].id.as_str()) {
                checks += sel.len() * w.units[u].models.len();
                if let Some(v) = super::super::verdict::judge(w, &sel, u, mov, input.battle_charge)
                {
                    let name = |t: &super::super::verdict::Through| match t {
                        super::super::verdict::Through::Unit(id) => unit_name(input, id),
                        super::super::verdict::Through::Terrain(id) => {
                            input.info.terrain.get(id).unwrap_or(id).clone()
                        }
                    };
                    let text: Vec<String> = super::super::verdict::lines(&v, lang, &name)
                        .into_iter()
                        .map(|(t, _)| t)
                        .collect();
                    // The line the nearest charger would charge along (R-CHG-1).
                    if input.overlays.reach
                        && let Some([from, to]) = v.charge_line
                    {
                        plan.push(PlanShape::Line {
                            from,
                            to,
                            stroke: Stroke::new(2.0, style::REACH),
                            dashed: true,
                        });
                    }
                    plan.push(PlanShape::Label {
                        at: verdict_anchor(w, &sel, u),
                        text: format!("{}\n{}", unit_name(input, &v.enemy), text.join("\n")),
                        color: style::LABEL,
                        help: Help::Verdict,
                    });
                    plan.verdict = Some(v);
                }
                continue;
            }
            let members = &w.units[u].models;
            let top = members
                .iter()
                .map(|&m| w.models[m].foot.centre)
                .fold(None::<P2>, |acc, c| {
                    Some(acc.map_or(c, |a| if c.y < a.y { c } else { a }))
                });
            let Some(anchor) = top else { continue };
            let mut lines: Vec<(String, Help)> = Vec::new();
            if let Some(t) = per_unit.get(&u) {
                if input.overlays.sight {
                    let mut parts = Vec::new();
                    for (k, l) in [Los::Total, Los::Partial, Los::None].iter().enumerate() {
                        if t[k] > 0 {
                            parts.push(format!("{} {}", t[k], los_text(*l).text(lang)));
                        }
                    }
                    lines.push((parts.join(", "), Help::Sight));
                }
                if input.overlays.cover && t[3] > 0 {
                    lines.push((
                        format!("{} {}", t[3], Label::InCover.text(lang)),
                        Help::Cover,
                    ));
                }
            }
            if input.overlays.ranges {
                checks += 1;
                let r = if whole_unit {
                    w.unit_range(unit, u).best
                } else {
                    sel.iter()
                        .filter_map(|&a| {
                            w.units[u]
                                .models
                                .iter()
                                .map(|&t| w.distance(a, t))
                                .min_by(f64::total_cmp)
                        })
                        .map(RangeBand::of)
                        .min()
                        .unwrap_or(RangeBand::OutOfRange)
                };
                lines.push((band_label(r).text(lang).to_string(), Help::Range));
            }
            if input.overlays.reach
                && let Some(mov) = mov
            {
                checks += 1;
                let (odds, pairs): (
                    Option<crate::table::ChargeOdds>,
                    Vec<(ModelIdx, Option<ModelIdx>)>,
                ) = if whole_unit {
                    let c = w.unit_charge(unit, u, mov);
                    (
                        c.odds.clone(),
                        c.models
                            .iter()
                            .map(|m| (m.model, m.nearest_target))
                            .collect(),
                    )
                } else {
                    let c = w.model_charge(sel[0], u, mov);
                    (c.odds.clone(), vec![(c.model, c.nearest_target)])
                };
                match odds {
                    Some(o) => {
                        lines.push((super::super::verdict::charge_words(lang, &o), Help::Reach));
                        // The charger nearest its target, and the line it would charge along.
                        if let Some((a, Some(t))) =
                            pairs.iter().filter(|(_, t)| t.is_some()).min_by(|x, y| {
                                w.distance(x.0, x.1.unwrap_or(0))
                                    .total_cmp(&w.distance(y.0, y.1.unwrap_or(0)))
                            })
                        {
                            plan.push(PlanShape::Line {
                                from: p(&w.models[*a].foot.centre),
                                to: p(&w.models[*t].foot.centre),
                                stroke: Stroke::new(2.0, style::REACH),
                                dashed: true,
                            });
                        }
                    }
                    None => lines.push((Label::NoTargetSeen.text(lang).to_string(), Help::Reach)),
                }
            }
            for (k, (text, help)) in lines.into_iter().enumerate() {
                plan.push(PlanShape::Label {
                    at: [anchor.x, anchor.y - 3.0 - 2.2 * k as f64],
                    text,
                    color: style::LABEL,
                    help,
                });
            }
        }
        if input.overlays.engagement {
            let mut seen = BTreeSet::new();
            for &a in &sel {
                for b in w.engaged_with(a) {
                    if !seen.insert((a, b)) {
                        continue;
                    }
                    let (ca, cb) = (w.models[a].foot.centre, w.models[b].foot.centre);
                    plan.push(PlanShape::Line {
                        from: p(&ca),
                        to: p(&cb),
                        stroke: Stroke::new(4.0, style::PROBLEM),
                        dashed: false,
                    });
                    let side = match w.side_of(a, b) {
                        Side::Front => Label::Front,
                        Side::Flank => Label::Flank,
                        Side::Rear => Label::Rear,
                    };
                    let mid = [(ca.x + cb.x) / 2.0, (ca.y + cb.y) / 2.0];
                    plan.push(PlanShape::Label {
                        at: mid,
                        text: format!("{} ({})", Label::Engaged.text(lang), side.text(lang)),
                        color: style::PROBLEM,
                        help: Help::Engaged,
                    });
                }
            }
        }
    }
    if input.overlays.problems {
        problems(plan, w, input);
    }
    checks
}

/// A unit's name as the canvas shows it (the battle's or the table's), its id only when it has
/// no name.
fn unit_name(input: &FrameInput, id: &str) -> String {
    input
        .info
        .units
        .get(id)
        .map(|i| i.name.clone())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| id.to_string())
}

/// Where the verdict on enemy unit `u` goes: beside it, on its side away from the selection,
/// so the lines between them stay in sight.
fn verdict_anchor(w: &Table, sel: &[ModelIdx], u: UnitIdx) -> [f64; 2] {
    let mean = |ms: &mut dyn Iterator<Item = P2>| {
        let (mut x, mut y, mut n) = (0.0_f64, 0.0_f64, 0.0_f64);
        for c in ms {
            x += c.x;
            y += c.y;
            n += 1.0;
        }
        [x / n.max(1.0), y / n.max(1.0)]
    };
    let members = &w.units[u].models;
    let ce = mean(&mut members.iter().map(|&m| w.models[m].foot.centre));
    let cs = mean(&mut sel.iter().map(|&m| w.models[m].foot.centre));
    let r = members
        .iter()
        .map(|&m| {
            let c = w.models[m].foot.centre;
            (c.x - ce[0]).hypot(c.y - ce[1])
                + w.models[m].foot.half_width.max(w.models[m].foot.half_depth)
        })
        .fold(0.0, f64::max);
    let (dx, dy) = (ce[0] - cs[0], ce[1] - cs[1]);
    let len = dx.hypot(dy).max(1e-9);
    [ce[0] + dx / len * (r + 5.0), ce[1] + dy / len * (r + 5.0)]
}

pub(super) fn ring(plan: &mut FramePlan, w: &Table, model: ModelIdx, colour: Color32) -> [f64; 2] {
    let foot = &w.models[model].foot;
    let r = foot.half_width.max(foot.half_depth) + 1.0;
    plan.push(PlanShape::Circle {
        center: p(&foot.centre),
        radius_cm: r,
        fill: Color32::TRANSPARENT,
        stroke: Stroke::new(2.0, colour),
    });
    [foot.centre.x, foot.centre.y - r - 1.0]
}
