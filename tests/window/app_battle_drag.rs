//! Moves in a battle by dragging on the canvas: the active unit dragged and released gives the
//! engine an `Order::Move` (R-MOV-1, L462), the log gains it and undo takes it back; a drag the
//! engine refuses shows its rule and leaves the battle as it was.
#![cfg(feature = "gui")]

use crate::common;

use egui::Pos2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::battle_drag::drag_command;
use kensei::app::canvas::ModelPose;
use kensei::app::canvas::{Selection, Tool};
use kensei::app::settings::SidePanel;
use kensei::battle::model::names::Names;
use kensei::battle::model::side::Side;
use kensei::battle::{Awaiting, BattleState, Command, Order, legal_commands};

fn harness() -> Harness<'static, KenseiApp> {
    common::harness(SidePanel::Tracker, 1600.0, 1000.0)
}

fn state(h: &Harness<'static, KenseiApp>) -> BattleState {
    common::battle_state(h)
}

/// A battle on the pitched battle scenario, played by first legal commands until a side is to
/// give an order to its active unit (a unit of models, not a lone leader, who stands among the
/// units he leads): returns that side and unit.
fn battle_waiting_for_an_order(h: &mut Harness<'static, KenseiApp>) -> (Side, String) {
    common::ready_pitched_battle(h);
    h.state_mut().tracker_mut().seed = 11;
    assert!(h.state_mut().start_battle());
    for _ in 0..2000 {
        let s = state(h);
        if let Awaiting::SpendOrder { side } = s.awaiting()
            && let Some(pair) = &s.pair()
            && let Some(unit) = &pair.units[side.index()]
            && !s.unit(unit).is_some_and(|u| u.is_lone_leader())
        {
            return (side, unit.clone());
        }
        let first = legal_commands(&s).into_iter().next().unwrap();
        assert!(h.state_mut().battle_command(first));
    }
    panic!("no order awaited");
}

/// Drags on the canvas from table point `from` to table point `to` (cm).
fn drag(h: &mut Harness<'static, KenseiApp>, from: [f64; 2], to: [f64; 2]) {
    let (from, to): (Pos2, Pos2) = {
        let v = &h.state().canvas().view;
        (v.to_screen(from), v.to_screen(to))
    };
    h.hover_at(from);
    h.run();
    h.drag_at(from);
    h.run();
    for i in 1..=4 {
        h.hover_at(from + (to - from) * (i as f32 / 4.0));
        h.run();
    }
    h.drop_at(to);
    h.run();
}

/// Fits the whole table in the canvas, so table points are on screen.
fn fit_the_table(h: &mut Harness<'static, KenseiApp>) {
    h.run();
    h.state_mut().canvas_mut().fit_view();
    h.run();
    h.run();
}

/// Where the first model of `unit` stands, and a point `cm` straight ahead of it.
fn model_and_ahead(s: &BattleState, unit: &str, cm: f64) -> (String, [f64; 2], [f64; 2]) {
    let m = s.models_of(unit).find(|m| m.deployed).unwrap();
    let (dy, dx) = m.facing_deg.to_radians().sin_cos();
    (m.id.clone(), [m.x, m.y], [m.x + dx * cm, m.y + dy * cm])
}

#[test]
fn r_mov_1_dragging_the_active_unit_moves_it_by_an_order_and_undo_takes_it_back() {
    let mut h = harness();
    let (side, unit) = battle_waiting_for_an_order(&mut h);
    fit_the_table(&mut h);
    h.state_mut().canvas_mut().tool = Tool::MoveUnit;
    h.state_mut().canvas_mut().selection = Selection::Unit(unit.clone());
    h.run();
    let before = common::log_len(&h);
    let (id, from, to) = model_and_ahead(&state(&h), &unit, 2.0);
    drag(&mut h, from, to);
    assert_eq!(
        common::log_len(&h),
        before + 1,
        "status: {:?}",
        h.state().status_text()
    );
    let last = h.state().workspace().battle.as_ref().unwrap().value.log()[before]
        .command
        .clone();
    match last {
        Command::Order {
            side: s,
            unit: u,
            order: Order::Move { moves, powered, .. },
        } => {
            assert_eq!((s, u.as_str(), powered), (side, unit.as_str(), false));
            let models = state(&h).models_of(&unit).filter(|m| m.deployed).count();
            assert_eq!(moves.len(), models, "the whole unit moves: {moves:?}");
        }
        other => panic!("not a move order: {other:?}"),
    }
    let moved = state(&h).model(&id).unwrap().clone();
    let d = (moved.x - from[0]).hypot(moved.y - from[1]);
    assert!((d - 2.0).abs() < 0.3, "moved {d} cm");
    // The log in the tracker shows the move.
    let name = h.state().battle_names().unit(&unit);
    assert!(
        h.query_all_by_label_contains(&format!("{name}: move"))
            .next()
            .is_some()
    );
    h.state_mut().undo();
    h.run();
    assert_eq!(common::log_len(&h), before);
    let back = state(&h).model(&id).unwrap().clone();
    assert_eq!([back.x, back.y], from);
}

#[test]
fn a_drag_the_engine_refuses_shows_its_rule_and_changes_nothing() {
    let mut h = harness();
    let (side, unit) = battle_waiting_for_an_order(&mut h);
    fit_the_table(&mut h);
    // A unit of the other side is not the active unit: the engine refuses the order.
    let s = state(&h);
    let enemy = s
        .units()
        .iter()
        .find(|u| u.side != side && !u.removed && s.models_of(&u.id).any(|m| m.deployed))
        .unwrap()
        .id
        .clone();
    assert_ne!(enemy, unit);
    h.state_mut().canvas_mut().tool = Tool::MoveUnit;
    h.run();
    let before = common::log_len(&h);
    let (id, from, to) = model_and_ahead(&s, &enemy, 2.0);
    drag(&mut h, from, to);
    assert_eq!(common::log_len(&h), before);
    let status = h.state().status().clone().unwrap();
    let text = h.state().status_text().unwrap();
    assert!(status.error, "{text}");
    assert!(text.contains("(R-") || text.contains("(L"), "{text}");
    h.get_by_label(&text);
    let still = state(&h).model(&id).unwrap().clone();
    assert_eq!([still.x, still.y], from);
}

/// Where the first model of `unit` stands, and a point `cm` to its left (facing + 90°).
fn model_and_left(s: &BattleState, unit: &str, cm: f64) -> (String, [f64; 2], [f64; 2], f64) {
    let m = s.models_of(unit).find(|m| m.deployed).unwrap();
    let left = m.facing_deg + 90.0;
    let (dy, dx) = left.to_radians().sin_cos();
    (
        m.id.clone(),
        [m.x, m.y],
        [m.x + dx * cm, m.y + dy * cm],
        left,
    )
}

fn angle_between(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(360.0);
    d.min(360.0 - d)
}

#[test]
fn l500_a_unit_dragged_sideways_ends_facing_the_way_it_was_dragged() {
    let mut h = harness();
    let (_, unit) = battle_waiting_for_an_order(&mut h);
    fit_the_table(&mut h);
    h.state_mut().canvas_mut().tool = Tool::MoveUnit;
    h.state_mut().canvas_mut().selection = Selection::Unit(unit.clone());
    h.run();
    let before = common::log_len(&h);
    let (id, from, to, left) = model_and_left(&state(&h), &unit, 2.0);
    drag(&mut h, from, to);
    assert_eq!(
        common::log_len(&h),
        before + 1,
        "status: {:?}",
        h.state().status_text()
    );
    let s = state(&h);
    let moved = s.model(&id).unwrap();
    let went = (moved.y - from[1]).atan2(moved.x - from[0]).to_degrees();
    assert!(angle_between(went, left) < 10.0, "dragged toward {went}");
    for m in s.models_of(&unit).filter(|m| m.deployed) {
        assert!(
            angle_between(m.facing_deg, went) < 1e-6,
            "{} faces {} after a drag toward {went}",
            m.id,
            m.facing_deg
        );
    }
}

#[test]
fn l500_one_model_dragged_turns_its_whole_unit_where_it_stands() {
    let mut h = harness();
    let (_, unit) = battle_waiting_for_an_order(&mut h);
    let s = state(&h);
    let (id, _, to, _) = model_and_left(&s, &unit, 1.0);
    let m = s.model(&id).unwrap();
    let pose = ModelPose {
        id: id.clone(),
        x: to[0],
        y: to[1],
        facing_deg: m.facing_deg,
    };
    let Ok(Command::Order {
        order: Order::Move { moves, .. },
        ..
    }) = drag_command(&s, &[pose], false)
    else {
        panic!("a move order");
    };
    let unit_models = s.models_of(&unit).filter(|m| m.deployed).count();
    assert_eq!(moves.len(), unit_models, "{moves:?}");
    assert!(moves.iter().all(|mv| mv.facing_deg.is_none()), "{moves:?}");
    for mv in moves.iter().filter(|mv| mv.model != id) {
        let o = s.model(&mv.model).unwrap();
        assert_eq!([mv.x, mv.y], [o.x, o.y], "the rest stays where it stands");
    }
}
