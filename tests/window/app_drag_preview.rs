//! The battle canvas previews a drag with the engine's own verdict: for random drags (a model
//! or a whole unit, of the side to act or not, shifted or turned, walking or running, R-MOV-1,
//! L462-558), the preview shows the drag as allowed exactly when the engine takes the command
//! releasing the models sends, and says why when it does not.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use kensei::app::KenseiApp;
use kensei::app::canvas::{
    CanvasInfo, FrameCache, FrameInput, ModelPose, OverlayOptions, PlanShape, Selection,
    prepare_frame, style,
};
use kensei::app::settings::SidePanel;
use kensei::app::table_view::battle_table;
use kensei::battle::{Awaiting, BattleState};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// The pitched battle played by first legal commands until a side is to give an order to a
/// unit of models (not a lone leader).
fn battle_waiting_for_an_order() -> Harness<'static, KenseiApp> {
    let mut h = common::harness(SidePanel::Tracker, 1600.0, 1000.0);
    common::ready_pitched_battle(&mut h);
    h.state_mut().tracker_mut().seed = 11;
    assert!(h.state_mut().start_battle());
    common::play_until(&mut h, |s| {
        matches!(s.awaiting(), Awaiting::SpendOrder { side }
            if s.pair().as_ref().and_then(|p| p.units[side.index()].as_ref())
                .is_some_and(|u| !s.unit(u).is_some_and(|u| u.is_lone_leader())))
    });
    h
}

/// A drag: which unit (the one to act, or another), which of its models, how far, whether the
/// whole unit goes, whether the dragged model turns, and whether it runs.
#[derive(Debug, Clone)]
struct Drag {
    active: bool,
    unit_pick: usize,
    model_pick: usize,
    dx: f64,
    dy: f64,
    whole_unit: bool,
    turn_deg: Option<f64>,
    run: bool,
}

fn drags() -> impl Strategy<Value = Drag> {
    (
        prop::bool::weighted(0.75),
        0usize..64,
        0usize..16,
        -14.0f64..14.0,
        -14.0f64..14.0,
        any::<bool>(),
        prop::option::weighted(0.25, -180.0f64..180.0),
        prop::bool::weighted(0.25),
    )
        .prop_map(
            |(active, unit_pick, model_pick, dx, dy, whole_unit, turn_deg, run)| Drag {
                active,
                unit_pick,
                model_pick,
                dx,
                dy,
                whole_unit,
                turn_deg,
                run,
            },
        )
}

/// The poses the canvas hands over for `d` in `s`.
fn poses(s: &BattleState, d: &Drag) -> Vec<ModelPose> {
    let Awaiting::SpendOrder { side } = s.awaiting() else {
        panic!("an order is awaited");
    };
    let active = s
        .pair()
        .as_ref()
        .and_then(|p| p.units[side.index()].clone());
    let units: Vec<&str> = s
        .units()
        .iter()
        .filter(|u| !u.removed && s.models_of(&u.id).any(|m| m.deployed))
        .map(|u| u.id.as_str())
        .collect();
    let unit = match (&active, d.active) {
        (Some(a), true) => a.as_str(),
        _ => units[d.unit_pick % units.len()],
    };
    let models: Vec<_> = s.models_of(unit).filter(|m| m.deployed).collect();
    let picked: Vec<_> = if d.whole_unit && d.turn_deg.is_none() {
        models.clone()
    } else {
        vec![models[d.model_pick % models.len()]]
    };
    picked
        .into_iter()
        .map(|m| ModelPose {
            id: m.id.clone(),
            x: m.x + d.dx,
            y: m.y + d.dy,
            facing_deg: m.facing_deg + d.turn_deg.unwrap_or(0.0),
        })
        .collect()
}

/// Whether the frame shows the drag of `poses` as refused: the move checker's line from each
/// dragged model to where the pointer has it, in the problem colour. None when the frame has
/// no such lines.
fn shown_refused(plan: &kensei::app::canvas::FramePlan, poses: &[ModelPose]) -> Option<bool> {
    let colours: Vec<bool> = poses
        .iter()
        .filter_map(|p| {
            plan.shapes.iter().find_map(|s| match s {
                PlanShape::Line {
                    to, stroke, dashed, ..
                } if *dashed && *to == [p.x, p.y] => Some(stroke.color == style::PROBLEM),
                _ => None,
            })
        })
        .collect();
    (colours.len() == poses.len() && colours.iter().all(|c| *c == colours[0])).then(|| colours[0])
}

#[test]
fn r_mov_1_the_drag_preview_is_the_engines_verdict_on_the_command_the_drag_sends() {
    let h = RefCell::new(battle_waiting_for_an_order());
    let (taken, refused) = (Cell::new(0), Cell::new(0));
    let mut runner = TestRunner::new(Config {
        cases: 64,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&drags(), |d| {
            let mut h = h.borrow_mut();
            let state = common::battle_state(&h);
            let poses = poses(&state, &d);
            h.state_mut().tracker_mut().run_drag = d.run;
            // What the canvas shows while the models are under the pointer.
            let verdict = h.state().drag_judge(Rc::new(state.clone())).verdict(&poses);
            let table = battle_table(&state);
            let mut cache = FrameCache::default();
            cache.update(&table);
            let plan = prepare_frame(
                &cache,
                &FrameInput {
                    info: &CanvasInfo::default(),
                    selection: &Selection::None,
                    overlays: &OverlayOptions::default(),
                    preview: &poses,
                    grid_step_cm: 1.0,
                    min_base_cm: 0.0,
                    tape: None,
                    terrain_draft: &[],
                    placing: &[],
                    terrain_preview: None,
                    lang: h.state().lang(),
                    pointed_unit: None,
                    drag_runs: d.run,
                    drag_verdict: Some(&verdict),
                    battle_charge: None,
                },
            );
            prop_assert_eq!(shown_refused(&plan, &poses), Some(!verdict.legal));
            prop_assert_eq!(verdict.why.is_some(), !verdict.legal);
            // What the engine does when the models are released there.
            let before = common::log_len(&h);
            let took = h.state_mut().battle_drag(&poses);
            prop_assert_eq!(took, verdict.legal, "{:?} {:?}", d, verdict.why);
            if took {
                taken.set(taken.get() + 1);
                h.state_mut().undo();
                prop_assert_eq!(common::log_len(&h), before);
            } else {
                refused.set(refused.get() + 1);
                prop_assert_eq!(common::log_len(&h), before);
            }
            Ok(())
        })
        .unwrap();
    assert!(
        taken.get() > 0 && refused.get() > 0,
        "both kinds of drag: {} taken, {} refused",
        taken.get(),
        refused.get()
    );
}
