//! The table canvas driven through egui_kittest (no GPU): select a model by clicking it, drag
//! it, turn it, move a whole unit, measure, place a unit, draw terrain; check the edits and
//! that undoing them gives the table back.

use egui::{Pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::canvas::{
    CanvasInfo, Selection, TableCanvas, TableEdit, Tool, UnitTemplate, apply_edit,
};
use kensei::table::model::{Base, BaseShape, ModelPlacement, TableFile, TableSize, TerrainKind};

struct State {
    canvas: TableCanvas,
    table: TableFile,
    info: CanvasInfo,
    edits: Vec<TableEdit>,
    undo: Vec<TableEdit>,
}

fn model(id: &str, unit: &str, side: u8, x: f64, y: f64) -> ModelPlacement {
    ModelPlacement {
        id: id.into(),
        unit: unit.into(),
        side,
        x,
        y,
        facing_deg: if side == 0 { 90.0 } else { 270.0 },
        base: Base {
            shape: BaseShape::Round,
            width_mm: 25.0,
            depth_mm: None,
        },
        height: 2.0,
    }
}

fn table() -> TableFile {
    TableFile {
        json_schema: None,
        schema_version: 1,
        table: TableSize {
            width_cm: 120.0,
            depth_cm: 90.0,
        },
        terrain: vec![],
        models: vec![
            model("a1", "ashigaru", 0, 50.0, 20.0),
            model("a2", "ashigaru", 0, 52.5, 20.0),
            model("a3", "ashigaru", 0, 55.0, 20.0),
            model("s1", "samurai", 1, 60.0, 70.0),
        ],
        name: None,
        name_es: None,
        story: None,
        deployment_zones: vec![],
        roles: Vec::new(),
        objectives: vec![],
        victory: None,
        special_rules: vec![],
        missions: None,
        turn_limit: None,
        units: Vec::new(),
        mode: Default::default(),
    }
}

fn harness(tool: Tool) -> Harness<'static, State> {
    let mut canvas = TableCanvas::new();
    canvas.tool = tool;
    let state = State {
        canvas,
        table: table(),
        info: CanvasInfo::default(),
        edits: vec![],
        undo: vec![],
    };
    let mut h = Harness::builder()
        .with_size(vec2(1200.0, 900.0))
        .build_ui_state(
            |ui, s: &mut State| {
                let out = s.canvas.show(ui, &s.table, &s.info);
                for e in out.edits {
                    let inverse = apply_edit(&mut s.table, &e).expect("canvas edits apply");
                    s.edits.push(e);
                    s.undo.push(inverse);
                }
            },
            state,
        );
    h.run();
    h
}

fn at(h: &Harness<State>, p: [f64; 2]) -> Pos2 {
    h.state().canvas.view.to_screen(p)
}

fn click(h: &mut Harness<State>, p: Pos2) {
    h.hover_at(p);
    h.run();
    h.drag_at(p);
    h.run();
    h.drop_at(p);
    h.run();
}

fn drag(h: &mut Harness<State>, from: Pos2, to: Pos2) {
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

fn undo_all(h: &mut Harness<State>) {
    let s = h.state_mut();
    while let Some(inv) = s.undo.pop() {
        apply_edit(&mut s.table, &inv).unwrap();
    }
}

#[test]
fn a_click_on_a_model_selects_its_unit_and_a_second_click_that_one_model() {
    let mut h = harness(Tool::Select);
    let p = at(&h, [52.5, 20.0]);
    click(&mut h, p);
    assert_eq!(
        h.state().canvas.selection,
        Selection::Unit("ashigaru".into())
    );
    click(&mut h, p);
    assert_eq!(h.state().canvas.selection, Selection::Model("a2".into()));
    // Another model of the same unit: that one; the selected model again: its unit.
    let q = at(&h, [55.0, 20.0]);
    click(&mut h, q);
    assert_eq!(h.state().canvas.selection, Selection::Model("a3".into()));
    click(&mut h, q);
    assert_eq!(
        h.state().canvas.selection,
        Selection::Unit("ashigaru".into())
    );
    let empty = at(&h, [100.0, 50.0]);
    click(&mut h, empty);
    assert_eq!(h.state().canvas.selection, Selection::None);
    assert!(h.state().edits.is_empty());
}

#[test]
fn a_drag_starting_4_points_off_a_base_moves_its_unit_instead_of_panning() {
    let mut h = harness(Tool::Select);
    let view_before = h.state().canvas.view;
    // 4 points beyond the samurai's base edge (radius 1.25 cm, drawn at least 10 points).
    let ppcm = h.state().canvas.view.points_per_cm;
    let radius = (1.25 * ppcm).max(5.0);
    let centre = at(&h, [60.0, 70.0]);
    let from = centre + vec2(radius + 4.0, 0.0);
    let to = from + vec2(0.0, 40.0);
    drag(&mut h, from, to);
    let s = h.state();
    assert_eq!(s.edits.len(), 1, "the drag moved the model: {:?}", s.edits);
    assert_eq!(s.canvas.view, view_before, "the table did not pan");
    let m = s.table.models.iter().find(|m| m.id == "s1").unwrap();
    assert!(
        (m.y - (70.0 - 40.0 / f64::from(ppcm))).abs() < 0.3,
        "s1 at {}",
        m.y
    );
    // 10 points off, the same drag pans the table.
    let mut h = harness(Tool::Select);
    let from = at(&h, [60.0, 70.0]) + vec2(radius + 10.0, 0.0);
    drag(&mut h, from, from + vec2(0.0, 40.0));
    assert!(h.state().edits.is_empty());
    assert_ne!(h.state().canvas.view, view_before);
}

#[test]
fn tape_measures_by_click_then_click() {
    let mut h = harness(Tool::Measure);
    let from = at(&h, [10.0, 10.0]);
    let to = at(&h, [40.0, 50.0]);
    click(&mut h, from);
    assert!(
        h.state().canvas.tape.is_none(),
        "the first click starts the tape"
    );
    h.hover_at(to);
    h.run();
    click(&mut h, to);
    let tape = h
        .state()
        .canvas
        .tape
        .clone()
        .expect("the second click ends it");
    let len = (tape.to[0] - tape.from[0]).hypot(tape.to[1] - tape.from[1]);
    assert!((len - 50.0).abs() < 0.3, "{len}");
    // The tape's distance is drawn.
    let shown = h
        .state()
        .canvas
        .painted_labels
        .iter()
        .any(|l| l.text.contains("50"));
    assert!(shown, "{:?}", h.state().canvas.painted_labels);
    assert!(h.state().edits.is_empty());
}

#[test]
fn dragging_a_model_moves_it_by_the_pointer_and_undo_puts_it_back() {
    let mut h = harness(Tool::Select);
    let from = at(&h, [60.0, 70.0]);
    let to = at(&h, [70.0, 60.0]);
    drag(&mut h, from, to);
    let s = h.state();
    assert_eq!(s.edits.len(), 1, "{:?}", s.edits);
    let m = s.table.models.iter().find(|m| m.id == "s1").unwrap();
    assert!(
        (m.x - 70.0).abs() < 0.2 && (m.y - 60.0).abs() < 0.2,
        "s1 at {}, {}",
        m.x,
        m.y
    );
    assert_eq!(m.facing_deg, 270.0);
    // A drag takes the unit, as a click would select it: here a unit of one model.
    assert_eq!(s.canvas.selection, Selection::Unit("samurai".into()));
    // The other models did not move.
    assert_eq!(s.table.models[0], table().models[0]);
    undo_all(&mut h);
    assert_eq!(h.state().table, table());
}

#[test]
fn move_unit_tool_keeps_the_formation() {
    let mut h = harness(Tool::MoveUnit);
    let from = at(&h, [50.0, 20.0]);
    let to = at(&h, [40.0, 35.0]);
    drag(&mut h, from, to);
    let s = h.state();
    let xs: Vec<(f64, f64)> = s.table.models[..3].iter().map(|m| (m.x, m.y)).collect();
    assert!(
        (xs[0].0 - 40.0).abs() < 0.2 && (xs[0].1 - 35.0).abs() < 0.2,
        "{xs:?}"
    );
    for w in xs.windows(2) {
        assert!(
            ((w[1].0 - w[0].0) - 2.5).abs() < 1e-9 && (w[1].1 - w[0].1).abs() < 1e-9,
            "{xs:?}"
        );
    }
    assert_eq!(s.table.models[3], table().models[3]);
    assert!(matches!(&s.edits[0], TableEdit::MoveModels { poses } if poses.len() == 3));
}

#[test]
fn rotate_tool_turns_a_model_to_face_the_pointer() {
    let mut h = harness(Tool::Rotate);
    let from = at(&h, [60.0, 70.6]);
    let to = at(&h, [70.0, 70.0]);
    drag(&mut h, from, to);
    let m = h
        .state()
        .table
        .models
        .iter()
        .find(|m| m.id == "s1")
        .unwrap()
        .clone();
    assert!(
        (m.facing_deg - 0.0).abs() < 1.0 || (m.facing_deg - 360.0).abs() < 1.0,
        "facing {}",
        m.facing_deg
    );
    assert_eq!((m.x, m.y), (60.0, 70.0));
}

#[test]
fn rotating_a_selected_unit_turns_it_about_its_centre() {
    let mut h = harness(Tool::Rotate);
    h.state_mut().canvas.selection = Selection::Unit("ashigaru".into());
    let edit = h
        .state()
        .canvas
        .rotate_selection(&h.state().table, 90.0)
        .unwrap();
    let mut t = h.state().table.clone();
    apply_edit(&mut t, &edit).unwrap();
    let c: Vec<(f64, f64, f64)> = t.models[..3]
        .iter()
        .map(|m| (m.x, m.y, m.facing_deg))
        .collect();
    assert!((c[1].0 - 52.5).abs() < 1e-9 && (c[1].1 - 20.0).abs() < 1e-9);
    assert!(
        (c[0].0 - 52.5).abs() < 1e-9 && (c[0].1 - 17.5).abs() < 1e-9,
        "{c:?}"
    );
    assert!(c.iter().all(|m| (m.2 - 180.0).abs() < 1e-9));
}

#[test]
fn tape_measures_while_dragging_and_stays_after() {
    let mut h = harness(Tool::Measure);
    let from = at(&h, [10.0, 10.0]);
    let to = at(&h, [40.0, 50.0]);
    drag(&mut h, from, to);
    let s = h.state();
    let tape = s.canvas.tape.clone().expect("a tape after measuring");
    let len = (tape.to[0] - tape.from[0]).hypot(tape.to[1] - tape.from[1]);
    assert!((len - 50.0).abs() < 0.3, "{len}");
    assert!(s.edits.is_empty());
}

#[test]
fn placing_a_unit_from_a_list_adds_its_models_facing_the_enemy() {
    let base = Base {
        shape: BaseShape::Square,
        width_mm: 25.0,
        depth_mm: None,
    };
    let mut h = harness(Tool::PlaceUnit(UnitTemplate::rank(
        "archers", 1, 4, base, 2.0,
    )));
    let p = at(&h, [30.0, 80.0]);
    click(&mut h, p);
    let s = h.state();
    let placed: Vec<&ModelPlacement> = s
        .table
        .models
        .iter()
        .filter(|m| m.unit == "archers")
        .collect();
    assert_eq!(placed.len(), 4);
    assert!(
        placed
            .iter()
            .all(|m| m.side == 1 && m.facing_deg == 270.0 && (m.y - 80.0).abs() < 0.2)
    );
    assert_eq!(s.canvas.selection, Selection::Unit("archers".into()));
    undo_all(&mut h);
    assert_eq!(h.state().table, table());
}

#[test]
fn drawing_terrain_closes_on_the_first_corner() {
    let mut h = harness(Tool::DrawTerrain {
        kind: TerrainKind::Difficult,
        height: 3.0,
        cover: true,
    });
    for p in [[80.0, 40.0], [95.0, 40.0], [95.0, 55.0], [80.0, 40.0]] {
        let s = at(&h, p);
        click(&mut h, s);
    }
    let s = h.state();
    assert_eq!(s.table.terrain.len(), 1, "{:?}", s.edits);
    let t = &s.table.terrain[0];
    assert_eq!(t.polygon.len(), 3);
    assert_eq!(t.kind, TerrainKind::Difficult);
    assert_eq!(s.canvas.selection, Selection::Terrain(t.id.clone()));
}

#[test]
fn dragging_a_terrain_corner_edits_the_piece() {
    let mut h = harness(Tool::DrawTerrain {
        kind: TerrainKind::Impassable,
        height: 5.0,
        cover: true,
    });
    for p in [[80.0, 40.0], [95.0, 40.0], [95.0, 55.0], [80.0, 40.0]] {
        let s = at(&h, p);
        click(&mut h, s);
    }
    h.state_mut().canvas.tool = Tool::EditTerrain;
    let from = at(&h, [95.0, 55.0]);
    let to = at(&h, [100.0, 60.0]);
    drag(&mut h, from, to);
    let t = &h.state().table.terrain[0];
    assert!(
        (t.polygon[2][0] - 100.0).abs() < 0.2 && (t.polygon[2][1] - 60.0).abs() < 0.2,
        "{:?}",
        t.polygon
    );
    assert!((t.polygon[0][0] - 80.0).abs() < 1e-3 && (t.polygon[0][1] - 40.0).abs() < 1e-3);
    assert!(matches!(
        h.state().edits.last(),
        Some(TableEdit::EditTerrain { .. })
    ));
}

#[test]
fn wheel_zooms_about_the_pointer() {
    let mut h = harness(Tool::Select);
    let p = at(&h, [30.0, 30.0]);
    let zoom_before = h.state().canvas.view.points_per_cm;
    h.hover_at(p);
    h.run();
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: vec2(0.0, 120.0),
        modifiers: egui::Modifiers::NONE,
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Wheel,
    });
    h.run();
    let v = h.state().canvas.view;
    assert!(v.points_per_cm > zoom_before);
    let under = v.to_table(p);
    assert!(
        (under[0] - 30.0).abs() < 0.5 && (under[1] - 30.0).abs() < 0.5,
        "{under:?}"
    );
}

#[test]
fn while_dragging_the_move_checker_shows_allowance_left_then_too_far() {
    let mut h = harness(Tool::Select);
    h.state_mut().info.units.insert(
        "samurai".into(),
        kensei::app::canvas::UnitInfo {
            name: "Samurai".into(),
            mov_cm: 10.0,
            ..Default::default()
        },
    );
    let from = at(&h, [60.0, 70.0]);
    h.hover_at(from);
    h.run();
    h.drag_at(from);
    h.run();
    let near = at(&h, [60.0, 64.0]);
    h.hover_at(from + (near - from) * 0.5);
    h.run();
    h.hover_at(near);
    h.run();
    let labels = |h: &mut Harness<State>| {
        let s = h.state_mut();
        let (t, i) = (s.table.clone(), s.info.clone());
        s.canvas
            .prepare(&t, &i)
            .labels()
            .map(|(_, t, _)| t.to_string())
            .collect::<Vec<_>>()
    };
    let l = labels(&mut h);
    assert!(l.iter().any(|l| l.ends_with("cm left")), "{l:?}");
    let far = at(&h, [60.0, 50.0]);
    h.hover_at(far);
    h.run();
    let l = labels(&mut h);
    assert!(l.iter().any(|l| l.ends_with("cm too far")), "{l:?}");
    // Nothing changes in the table until the drop.
    assert_eq!(h.state().table, table());
    h.drop_at(far);
    h.run();
    assert_eq!(h.state().edits.len(), 1);
}

#[test]
fn r_mov_1_a_dragged_run_shows_the_die_it_needs_then_beyond_reach() {
    let mut h = harness(Tool::Select);
    h.state_mut().info.units.insert(
        "samurai".into(),
        kensei::app::canvas::UnitInfo {
            name: "Samurai".into(),
            mov_cm: 10.0,
            ..Default::default()
        },
    );
    h.state_mut().canvas.drag_runs = true;
    let labels = |h: &mut Harness<State>| {
        let s = h.state_mut();
        let (t, i) = (s.table.clone(), s.info.clone());
        s.canvas
            .prepare(&t, &i)
            .labels()
            .map(|(_, t, _)| t.to_string())
            .collect::<Vec<_>>()
    };
    let from = at(&h, [60.0, 70.0]);
    h.hover_at(from);
    h.run();
    h.drag_at(from);
    h.run();
    // 24 cm against 2 x 10 + 1D6: the die must show 4 or more.
    let run = at(&h, [60.0, 46.0]);
    h.hover_at(from + (run - from) * 0.5);
    h.run();
    h.hover_at(run);
    h.run();
    let l = labels(&mut h);
    assert!(
        l.iter()
            .any(|l| l.contains("run 2 x MOV + 1D6: needs 4+ on the D6")),
        "{l:?}"
    );
    // 30 cm: more than 2 x 10 + 6.
    let far = at(&h, [60.0, 40.0]);
    h.hover_at(far);
    h.run();
    let l = labels(&mut h);
    assert!(
        l.iter().any(|l| l.contains("run: beyond 2 x MOV + 6")),
        "{l:?}"
    );
}

#[test]
fn hovering_a_figure_shows_its_ruling_and_book_line() {
    let mut h = harness(Tool::Select);
    // The figures for every enemy, so that the pointer can go to a label without losing them
    // (by default they follow the enemy under the pointer).
    h.state_mut().canvas.overlays.every_enemy = true;
    let a = at(&h, [50.0, 20.0]);
    click(&mut h, a);
    assert_eq!(
        h.state().canvas.selection,
        Selection::Unit("ashigaru".into())
    );
    let label_at = {
        let s = h.state_mut();
        let (t, i) = (s.table.clone(), s.info.clone());
        let plan = s.canvas.prepare(&t, &i);
        let (p, _, _) = plan
            .labels()
            .find(|(_, t, _)| t.contains("sight:"))
            .expect("a sight label");
        *p
    };
    let p = at(&h, label_at);
    h.hover_at(p);
    h.run();
    h.hover_at(p + vec2(0.5, 0.0));
    h.run();
    assert!(h.query_all_by_label_contains("R-LOS-2").next().is_some());
}
