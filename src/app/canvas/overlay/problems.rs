//! The table's problems drawn on it: broken formations (R-FORM-1), overlapping bases and bases
//! off the table.

use super::*;

/// What a problem label calls model `i`: its unit's name where the unit has one of its own (a
/// battle's units), else the model's id (a plain table, whose ids are the names it has).
fn model_name(w: &Table, input: &FrameInput, i: ModelIdx) -> String {
    let unit = &w.units[w.unit_of(i)].id;
    input
        .info
        .units
        .get(unit)
        .map(|u| u.name.clone())
        .filter(|n| !n.is_empty() && n != unit)
        .unwrap_or_else(|| w.models[i].id.clone())
}

/// Formation problems of every unit (R-FORM-1), overlapping bases, bases off the table or on
/// impassable terrain, where they are.
pub(super) fn problems(plan: &mut FramePlan, w: &Table, input: &FrameInput) {
    let lang = input.lang;
    for problem in w.illegal_placements() {
        match problem {
            PlacementProblem::Overlap { a, b, depth_cm } => {
                if let (Some(i), Some(j)) = (w.model_index(&a), w.model_index(&b)) {
                    let (a, b) = (model_name(w, input, i), model_name(w, input, j));
                    ring(plan, w, i, style::PROBLEM);
                    let at = ring(plan, w, j, style::PROBLEM);
                    plan.push(PlanShape::Label {
                        at,
                        text: format!(
                            "{} {a}/{b} {}",
                            Label::Overlap.text(lang),
                            Label::Cm.with(lang, &[("cm", &cm(lang, depth_cm))])
                        ),
                        color: style::PROBLEM,
                        help: Help::Overlap,
                    });
                }
            }
            PlacementProblem::OffTable { model, by_cm } => {
                if let Some(i) = w.model_index(&model) {
                    let model = model_name(w, input, i);
                    let at = ring(plan, w, i, style::PROBLEM);
                    plan.push(PlanShape::Label {
                        at,
                        text: format!(
                            "{model}: {} {}",
                            Label::OffTable.text(lang),
                            Label::Cm.with(lang, &[("cm", &cm(lang, by_cm))])
                        ),
                        color: style::PROBLEM,
                        help: Help::OffTable,
                    });
                }
            }
            PlacementProblem::OnImpassable { model, terrain } => {
                if let Some(i) = w.model_index(&model) {
                    let model = model_name(w, input, i);
                    let at = ring(plan, w, i, style::PROBLEM);
                    plan.push(PlanShape::Label {
                        at,
                        text: format!("{model}: {} ({terrain})", Label::OnImpassable.text(lang)),
                        color: style::PROBLEM,
                        help: Help::Move,
                    });
                }
            }
        }
    }
    problems_of_formation(plan, w, input);
}

pub(super) fn problems_of_formation(plan: &mut FramePlan, w: &Table, input: &FrameInput) {
    for (u, unit) in w.units.iter().enumerate() {
        if unit.models.len() < 2 {
            continue;
        }
        let kind = match input.info.units.get(&unit.id) {
            Some(i) if i.open_order => FormationKind::Open,
            _ => FormationKind::Closed,
        };
        let f = w.formation(u, kind);
        for v in &f.violations {
            match v {
                FormationViolation::TooFewNear { model, .. } => {
                    if let Some(i) = w.model_index(model) {
                        let foot = &w.models[i].foot;
                        plan.push(PlanShape::Circle {
                            center: p(&foot.centre),
                            radius_cm: foot.half_width.max(foot.half_depth) + 1.0,
                            fill: Color32::TRANSPARENT,
                            stroke: Stroke::new(2.0, style::PROBLEM),
                        });
                        plan.push(PlanShape::Label {
                            at: [foot.centre.x, foot.centre.y - foot.half_width - 2.0],
                            text: v.words(input.lang),
                            color: style::PROBLEM,
                            help: Help::Formation,
                        });
                    }
                }
                FormationViolation::TooFarApart { a, b, .. } => {
                    if let (Some(i), Some(j)) = (w.model_index(a), w.model_index(b)) {
                        let (ca, cb) = (w.models[i].foot.centre, w.models[j].foot.centre);
                        plan.push(PlanShape::Line {
                            from: p(&ca),
                            to: p(&cb),
                            stroke: Stroke::new(2.0, style::PROBLEM),
                            dashed: true,
                        });
                        plan.push(PlanShape::Label {
                            at: [(ca.x + cb.x) / 2.0, (ca.y + cb.y) / 2.0],
                            text: v.words(input.lang),
                            color: style::PROBLEM,
                            help: Help::Formation,
                        });
                    }
                }
            }
        }
    }
}
