//! What measures on the canvas: the tape, base edge to base edge (R-GEO-1), and the move
//! checker while models are dragged, with the allowance left.

use super::*;

/// The tape measure: from base edge to base edge when both ends are on models (R-GEO-1), from
/// a base edge to a point when one is, else point to point.
pub(in crate::app::canvas) fn tape(
    plan: &mut FramePlan,
    w: Option<&Table>,
    tape: &Tape,
    lang: Lang,
) {
    let idx = |id: &Option<String>| id.as_ref().and_then(|id| w.and_then(|w| w.model_index(id)));
    let (from, to) = (idx(&tape.from_model), idx(&tape.to_model));
    let (a, b, d, help) = match (w, from, to) {
        (Some(w), Some(i), Some(j)) => {
            let (pa, pb) = nearest_points(w, i, Some(j), tape.to);
            (pa, pb, w.distance(i, j), Help::Tape)
        }
        (Some(w), Some(i), None) => {
            let (pa, _) = nearest_points(w, i, None, tape.to);
            (
                pa,
                tape.to,
                w.distance_to_point(i, P2::new(tape.to[0], tape.to[1])),
                Help::Tape,
            )
        }
        (Some(w), None, Some(j)) => {
            let (pb, _) = nearest_points(w, j, None, tape.from);
            (
                tape.from,
                pb,
                w.distance_to_point(j, P2::new(tape.from[0], tape.from[1])),
                Help::Tape,
            )
        }
        _ => (
            tape.from,
            tape.to,
            (tape.to[0] - tape.from[0]).hypot(tape.to[1] - tape.from[1]),
            Help::TapePoints,
        ),
    };
    plan.push(PlanShape::Line {
        from: a,
        to: b,
        stroke: Stroke::new(3.0, style::TAPE),
        dashed: false,
    });
    plan.push(PlanShape::Line {
        from: a,
        to: b,
        stroke: Stroke::new(1.0, Color32::BLACK),
        dashed: true,
    });
    let mid = [(a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0];
    plan.push(PlanShape::Label {
        at: mid,
        text: Label::Cm.with(lang, &[("cm", &cm(lang, d))]),
        color: style::LABEL,
        help,
    });
}

/// The nearest points between a model's base and another's (or a point), for drawing the tape.
pub(super) fn nearest_points(
    w: &Table,
    i: ModelIdx,
    j: Option<ModelIdx>,
    point: [f64; 2],
) -> ([f64; 2], [f64; 2]) {
    use parry2d::query::{ClosestPoints, closest_points};
    let (sa, ia) = w.models[i].foot.parry();
    let (sb, ib) = match j {
        Some(j) => w.models[j].foot.parry(),
        None => (
            parry2d::shape::SharedShape::ball(1e-4),
            parry2d::na::Isometry2::translation(point[0] as f32, point[1] as f32),
        ),
    };
    match closest_points(&ia, sa.as_ref(), &ib, sb.as_ref(), f32::MAX) {
        Ok(ClosestPoints::WithinMargin(pa, pb)) => {
            ([pa.x as f64, pa.y as f64], [pb.x as f64, pb.y as f64])
        }
        _ => {
            let c = w.models[i].foot.centre;
            let o = j
                .map(|j| w.models[j].foot.centre)
                .unwrap_or(P2::new(point[0], point[1]));
            ([c.x, c.y], [o.x, o.y])
        }
    }
}

/// The move checker's verdict on each dragged model, from where it stands in the table to
/// where the pointer has it: path length, allowance left (when the unit's MOV is known),
/// difficult and impassable terrain crossed, bases crossed, leaving the table (book L476-558).
pub(in crate::app::canvas) fn move_checker(
    plan: &mut FramePlan,
    original: &Table,
    input: &FrameInput,
) {
    let lang = input.lang;
    let mut worst: Option<(f64, [f64; 2], Vec<String>, bool)> = None;
    for pose in input.preview {
        let Some(i) = original.model_index(&pose.id) else {
            continue;
        };
        let m = &original.models[i];
        let mov = input
            .info
            .units
            .get(&m.unit)
            .map(|u| u.mov_cm)
            .filter(|v| *v > 0.0);
        let to = P2::new(pose.x, pose.y);
        let check = original.check_move(&MoveRequest {
            model: i,
            path: vec![to],
            final_facing_deg: Some(pose.facing_deg),
            kind: if input.drag_runs {
                MoveKind::Run
            } else {
                MoveKind::Move
            },
            mov_cm: mov.unwrap_or(0.0),
            die: None,
        });
        let mut parts = vec![Label::Cm.with(lang, &[("cm", &cm(lang, check.length_cm))])];
        // A run's reach is 2 x MOV + 1D6 (R-MOV-1): the die it needs, or out of reach.
        let run_reaches = check.die_needed.is_some();
        match mov {
            Some(_) if input.drag_runs => parts.push(match check.die_needed {
                Some(die) => Label::RunNeeds.with(lang, &[("needs", &die)]),
                None => Label::RunBeyondReach.text(lang).to_string(),
            }),
            Some(mov) => {
                let left = mov - check.length_cm;
                parts.push(if left >= 0.0 {
                    Label::AllowanceLeft.with(lang, &[("cm", &cm(lang, left))])
                } else {
                    Label::AllowanceOver.with(lang, &[("cm", &cm(lang, -left))])
                });
            }
            None => {}
        }
        let pieces = |ids: &[String]| {
            ids.iter()
                .map(|t| terrain_name(input, t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !check.crosses_difficult.is_empty() {
            parts.push(format!(
                "{} ({})",
                Label::DifficultCrossed.text(lang),
                pieces(&check.crosses_difficult)
            ));
        }
        if !check.crosses_impassable.is_empty() {
            parts.push(format!(
                "{} ({})",
                Label::ImpassableCrossed.text(lang),
                pieces(&check.crosses_impassable)
            ));
        }
        let illegal = match input.drag_verdict {
            // In a battle the engine's own check of the command the drag would send decides,
            // and says why (the canvas holds no rules of its own there).
            Some(verdict) => {
                parts.extend(verdict.why.iter().cloned());
                !verdict.legal
            }
            None => {
                // Models moving together (a unit dragged keeping formation) do not block each
                // other.
                let problems: Vec<&MoveProblem> = check
                    .problems
                    .iter()
                    .filter(|p| {
                        !input.preview.iter().any(|q| {
                            matches!(p, MoveProblem::PassesThroughModel { model } if *model == q.id)
                        })
                    })
                    .collect();
                parts.extend(
                    problems
                        .iter()
                        .map(|p| named(p, original, input).words(lang)),
                );
                let too_far = if input.drag_runs {
                    mov.is_some() && !run_reaches
                } else {
                    mov.is_some_and(|mv| check.length_cm > mv + 1e-9)
                };
                !problems.is_empty() || too_far
            }
        };
        let colour = if illegal {
            style::PROBLEM
        } else {
            style::LOS_TOTAL
        };
        plan.push(PlanShape::Line {
            from: p(&m.foot.centre),
            to: [pose.x, pose.y],
            stroke: Stroke::new(2.0, colour),
            dashed: true,
        });
        if illegal {
            plan.push(PlanShape::Circle {
                center: [pose.x, pose.y],
                radius_cm: m.foot.half_width.max(m.foot.half_depth) + 0.8,
                fill: Color32::TRANSPARENT,
                stroke: Stroke::new(2.0, style::PROBLEM),
            });
        }
        // One label for the whole drag: the model that moves furthest (a unit moves together).
        let key = check.length_cm + if illegal { 1e6 } else { 0.0 };
        if worst.as_ref().is_none_or(|w| key > w.0) {
            worst = Some((
                key,
                [
                    pose.x,
                    pose.y + m.foot.half_depth.max(m.foot.half_width) + 2.0,
                ],
                parts,
                illegal,
            ));
        }
    }
    if let Some((_, at, parts, illegal)) = worst {
        for (k, text) in parts.into_iter().enumerate() {
            plan.push(PlanShape::Label {
                at: [at[0], at[1] + 2.2 * k as f64],
                text,
                color: if illegal {
                    style::PROBLEM
                } else {
                    style::LABEL
                },
                help: Help::Move,
            });
        }
    }
}

/// A terrain piece's name as the canvas shows it (its id only when it has none).
fn terrain_name(input: &FrameInput, id: &str) -> String {
    input
        .info
        .terrain
        .get(id)
        .cloned()
        .unwrap_or_else(|| id.to_string())
}

/// `p` with the pieces and models it names by id named as the canvas names them: a terrain
/// piece by its name, a model by its unit's name.
fn named(p: &MoveProblem, w: &Table, input: &FrameInput) -> MoveProblem {
    match p {
        MoveProblem::CrossesImpassable { terrain } => MoveProblem::CrossesImpassable {
            terrain: terrain_name(input, terrain),
        },
        MoveProblem::RunCrossesDifficult { terrain } => MoveProblem::RunCrossesDifficult {
            terrain: terrain_name(input, terrain),
        },
        MoveProblem::PassesThroughModel { model } => MoveProblem::PassesThroughModel {
            model: w
                .model_index(model)
                .and_then(|i| input.info.units.get(&w.models[i].unit))
                .map(|u| u.name.clone())
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| model.clone()),
        },
        other => other.clone(),
    }
}
