//! The canvas's frame plan (what it will paint) for known tables: caching, labels in both
//! languages, and the overlays the table engine answers (sight, cover, reach, problems, tape).

use kensei::app::canvas::{CanvasInfo, PlanShape, Selection, TableCanvas, Tape, UnitInfo};
use kensei::app::i18n::Lang;
use kensei::table::model::{
    Base, BaseShape, ModelPlacement, TableFile, TableSize, Terrain, TerrainKind,
};

/// A canvas with every overlay on (the window starts with few: `OverlayOptions::default`).
fn every_overlay() -> TableCanvas {
    let mut c = TableCanvas::new();
    c.overlays = kensei::app::canvas::OverlayOptions::all();
    c
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

fn table(models: Vec<ModelPlacement>, terrain: Vec<Terrain>) -> TableFile {
    TableFile {
        json_schema: None,
        schema_version: 1,
        table: TableSize {
            width_cm: 120.0,
            depth_cm: 90.0,
        },
        terrain,
        models,
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

/// The plan's labels, a label of several lines (the verdict on the enemy under the pointer)
/// line by line.
fn labels(plan: &kensei::app::canvas::FramePlan) -> Vec<String> {
    plan.labels()
        .flat_map(|(_, t, _)| t.lines().map(str::to_string).collect::<Vec<_>>())
        .collect()
}

fn info(units: &[(&str, f64)]) -> CanvasInfo {
    let mut info = CanvasInfo::default();
    for (u, mov) in units {
        info.units.insert(
            u.to_string(),
            UnitInfo {
                name: u.to_string(),
                mov_cm: *mov,
                ..UnitInfo::default()
            },
        );
    }
    info
}

#[test]
fn the_plan_is_reused_until_something_shown_changes() {
    let t = table(
        vec![
            model("a", "ua", 0, 10.0, 10.0),
            model("b", "ub", 1, 10.0, 50.0),
        ],
        vec![],
    );
    let info = CanvasInfo::default();
    let mut c = every_overlay();
    let first = c.prepare(&t, &info);
    let again = c.prepare(&t, &info);
    assert_eq!(first, again);
    assert_eq!(c.plans_built(), 1);
    assert_eq!(c.cache().rebuilds, 1);
    c.selection = Selection::Model("a".into());
    c.prepare(&t, &info);
    assert_eq!(c.plans_built(), 2);
    assert_eq!(
        c.cache().rebuilds,
        1,
        "a new selection does not rebuild the geometry"
    );
    let mut moved = t.clone();
    moved.models[1].x = 20.0;
    c.prepare(&moved, &info);
    assert_eq!(c.cache().rebuilds, 2, "a changed table does");
}

#[test]
fn every_model_is_drawn_as_its_base_with_a_facing_tick() {
    let mut sq = model("s", "us", 1, 40.0, 40.0);
    sq.base = Base {
        shape: BaseShape::Rect,
        width_mm: 50.0,
        depth_mm: Some(25.0),
    };
    let t = table(vec![model("a", "ua", 0, 10.0, 10.0), sq], vec![]);
    let mut c = every_overlay();
    c.overlays.grid = false;
    let plan = c.prepare(&t, &CanvasInfo::default());
    // The rectangle's polygon: four corners, 5 cm front edge across its facing (270 degrees).
    let rect = plan
        .shapes
        .iter()
        .find_map(|s| match s {
            PlanShape::Polygon { outline, .. }
                if outline.len() == 4
                    && outline
                        .iter()
                        .all(|p| (p[0] - 40.0).abs() < 3.0 && (p[1] - 40.0).abs() < 3.0) =>
            {
                Some(outline.clone())
            }
            _ => None,
        })
        .expect("the rectangular base");
    let xs: Vec<f64> = rect.iter().map(|p| p[0]).collect();
    let width =
        xs.iter().cloned().fold(f64::MIN, f64::max) - xs.iter().cloned().fold(f64::MAX, f64::min);
    assert!((width - 5.0).abs() < 1e-9, "front edge {width}");
    // Its facing tick ends at the front point, 1.25 cm below the centre.
    assert!(plan.shapes.iter().any(|s| matches!(s, PlanShape::Line { from, to, .. } if *from == [40.0, 40.0] && (to[1] - 38.75).abs() < 1e-9)));
}

#[test]
fn terrain_and_units_are_labelled_in_the_chosen_language() {
    let wood = Terrain {
        id: "bosque".into(),
        name: None,
        name_es: None,
        kind: TerrainKind::Difficult,
        height: 3.0,
        cover: true,
        polygon: vec![[50.0, 40.0], [60.0, 40.0], [60.0, 50.0], [50.0, 50.0]],
    };
    let t = table(vec![model("a", "ua", 0, 10.0, 10.0)], vec![wood]);
    let mut c = every_overlay();
    let en = labels(&c.prepare(&t, &CanvasInfo::default()));
    assert!(en.iter().any(|l| l == "bosque (difficult, h 3)"), "{en:?}");
    c.lang = Lang::Spanish;
    let es = labels(&c.prepare(&t, &CanvasInfo::default()));
    assert!(es.iter().any(|l| l == "bosque (difícil, h 3)"), "{es:?}");
    // A named piece goes by its name in the window's language.
    let mut named = t.clone();
    named.terrain[0].name = Some("Pine wood".into());
    named.terrain[0].name_es = Some("Pinar".into());
    let es = labels(&c.prepare(&named, &CanvasInfo::default()));
    assert!(es.iter().any(|l| l == "Pinar (difícil, h 3)"), "{es:?}");
    c.lang = Lang::English;
    let en = labels(&c.prepare(&named, &CanvasInfo::default()));
    assert!(
        en.iter().any(|l| l == "Pine wood (difficult, h 3)"),
        "{en:?}"
    );
}

#[test]
fn unit_labels_show_the_markers_on_the_unit() {
    let t = table(
        vec![
            model("a1", "ua", 0, 10.0, 10.0),
            model("a2", "ua", 0, 12.5, 10.0),
        ],
        vec![],
    );
    let mut i = info(&[("ua", 10.0)]);
    i.units.get_mut("ua").unwrap().markers = vec!["stunned".into(), "activated".into()];
    i.units.get_mut("ua").unwrap().name = "Ashigaru".into();
    let mut c = every_overlay();
    let l = labels(&c.prepare(&t, &i));
    assert!(
        l.iter().any(|l| l == "Ashigaru [stunned, activated]"),
        "{l:?}"
    );
}

#[test]
fn a_tape_between_points_measures_straight() {
    let t = table(vec![], vec![]);
    let mut c = every_overlay();
    c.tape = Some(Tape {
        from: [10.0, 10.0],
        to: [13.0, 14.0],
        from_model: None,
        to_model: None,
    });
    let l = labels(&c.prepare(&t, &CanvasInfo::default()));
    assert!(l.iter().any(|l| l == "5.0 cm"), "{l:?}");
}

fn wall(id: &str, x0: f64, y0: f64, x1: f64, y1: f64, height: f64) -> Terrain {
    Terrain {
        id: id.into(),
        name: None,
        name_es: None,
        kind: TerrainKind::Impassable,
        height,
        cover: true,
        polygon: vec![[x0, y0], [x1, y0], [x1, y1], [x0, y1]],
    }
}

#[test]
fn r_los_2_a_wall_taller_than_the_viewer_blocks_sight_and_is_named() {
    let t = table(
        vec![
            model("a", "ua", 0, 30.0, 10.0),
            model("e", "ue", 1, 30.0, 40.0),
        ],
        vec![wall("muro", 20.0, 24.0, 40.0, 26.0, 5.0)],
    );
    let mut c = every_overlay();
    c.selection = Selection::Model("a".into());
    let plan = c.prepare(&t, &CanvasInfo::default());
    let l = labels(&plan);
    assert!(l.iter().any(|l| l == "1 sight: none"), "{l:?}");
    assert!(l.iter().any(|l| l == "muro: blocks sight"), "{l:?}");
    assert!(plan.sight_checks >= 1);
    // Hover help names the rule and the book lines.
    let help = plan
        .labels()
        .find(|(_, t, _)| *t == "1 sight: none")
        .unwrap()
        .2;
    assert!(
        help.text(Lang::English).contains("R-LOS-2") && help.text(Lang::English).contains("L124")
    );
}

#[test]
fn r_los_2_a_low_wall_only_makes_sight_partial_and_r_cover_1_gives_cover() {
    let t = table(
        vec![
            model("a", "ua", 0, 30.0, 10.0),
            model("e", "ue", 1, 30.0, 28.0),
        ],
        vec![wall("seto", 20.0, 24.0, 40.0, 26.0, 1.0)],
    );
    let mut c = every_overlay();
    c.selection = Selection::Model("a".into());
    let l = labels(&c.prepare(&t, &CanvasInfo::default()));
    assert!(l.iter().any(|l| l == "1 sight: partial"), "{l:?}");
    assert!(l.iter().any(|l| l == "1 in cover"), "{l:?}");
}

#[test]
fn r_chg_1_charge_reach_shows_the_exact_chance() {
    // Centres 14.5 cm apart, 25 mm bases: a 12 cm gap. MOV 10 needs a 2 or more on the D6: 5/6.
    let t = table(
        vec![
            model("a", "ua", 0, 30.0, 10.0),
            model("e", "ue", 1, 30.0, 24.5),
        ],
        vec![],
    );
    let mut c = every_overlay();
    c.selection = Selection::Model("a".into());
    let l = labels(&c.prepare(&t, &info(&[("ua", 10.0)])));
    assert!(l.iter().any(|l| l == "charge 12.0 cm: 83%"), "{l:?}");
    assert!(l.iter().any(|l| l == "short range"), "{l:?}");
    assert!(l.iter().any(|l| l == "zone of control 10.0 cm"), "{l:?}");
    c.lang = Lang::Spanish;
    let l = labels(&c.prepare(&t, &info(&[("ua", 10.0)])));
    assert!(l.iter().any(|l| l == "carga 12,0 cm: 83%"), "{l:?}");
}

#[test]
fn r_eng_1_engaged_models_are_marked_with_the_side() {
    let t = table(
        vec![
            model("a", "ua", 0, 30.0, 10.0),
            model("e", "ue", 1, 30.0, 12.5),
        ],
        vec![],
    );
    let mut c = every_overlay();
    c.selection = Selection::Model("a".into());
    let l = labels(&c.prepare(&t, &CanvasInfo::default()));
    assert!(l.iter().any(|l| l == "engaged (front)"), "{l:?}");
}

#[test]
fn overlaps_models_off_the_table_and_broken_formations_are_shown_everywhere() {
    let t = table(
        vec![
            model("a1", "ua", 0, 30.0, 10.0),
            model("a2", "ua", 0, 31.0, 10.0),
            model("a3", "ua", 0, 60.0, 10.0),
            model("x", "ux", 1, 0.5, 50.0),
        ],
        vec![],
    );
    let mut c = every_overlay();
    let l = labels(&c.prepare(&t, &CanvasInfo::default()));
    assert!(l.iter().any(|l| l.starts_with("overlap a1/a2")), "{l:?}");
    assert!(l.iter().any(|l| l.starts_with("x: off the table")), "{l:?}");
    assert!(l.iter().any(|l| l.contains("R-FORM-1")), "{l:?}");
    c.overlays.problems = false;
    let l = labels(&c.prepare(&t, &CanvasInfo::default()));
    assert!(!l.iter().any(|l| l.starts_with("overlap")), "{l:?}");
}

/// An enemy behind the selected model: the verdict says it is out of the field of view.
#[test]
fn r_view_1_the_verdict_on_an_enemy_behind_says_it_is_out_of_view() {
    let t = table(
        vec![
            model("a", "ua", 0, 30.0, 40.0),
            model("e", "ue", 1, 30.0, 20.0),
        ],
        vec![],
    );
    let mut c = TableCanvas::new();
    c.selection = Selection::Model("a".into());
    c.point_at(Some([30.0, 20.0]));
    let l = labels(&c.prepare(&t, &info(&[("ua", 10.0)])));
    assert!(
        l.iter()
            .any(|l| l == "sight: none (0 of 1 models seen), out of the field of view (R-VIEW-1)"),
        "{l:?}"
    );
    assert_eq!(c.hover_verdict().unwrap().in_view, 0);
}

/// A battle's units have names of their own: a problem names the unit, not a model's id.
#[test]
fn r_geo_1_an_overlap_in_a_battle_names_the_units_not_the_model_ids() {
    let t = table(
        vec![
            model("0-spears.1", "0-spears", 0, 30.0, 10.0),
            model("0-spears.2", "0-spears", 0, 31.0, 10.0),
        ],
        vec![],
    );
    let mut info = CanvasInfo::default();
    info.units.insert(
        "0-spears".into(),
        UnitInfo {
            name: "Ashigaru yari".into(),
            ..UnitInfo::default()
        },
    );
    let mut c = every_overlay();
    let l = labels(&c.prepare(&t, &info));
    assert!(
        l.iter()
            .any(|l| l.starts_with("overlap Ashigaru yari/Ashigaru yari")),
        "{l:?}"
    );
    assert!(!l.iter().any(|l| l.contains("0-spears")), "{l:?}");
}

#[test]
fn r_geo_1_the_tape_between_two_bases_measures_edge_to_edge() {
    let t = table(
        vec![
            model("a", "ua", 0, 30.0, 10.0),
            model("b", "ub", 0, 40.0, 10.0),
        ],
        vec![],
    );
    let mut c = every_overlay();
    c.tape = Some(Tape {
        from: [30.0, 10.0],
        to: [40.0, 10.0],
        from_model: Some("a".into()),
        to_model: Some("b".into()),
    });
    let plan = c.prepare(&t, &CanvasInfo::default());
    let l = labels(&plan);
    assert!(l.iter().any(|l| l == "7.5 cm"), "{l:?}");
}

#[test]
fn a_selected_unit_gets_its_lines_for_every_model_but_each_label_once() {
    let t = table(
        vec![
            model("a1", "ua", 0, 30.0, 10.0),
            model("a2", "ua", 0, 32.5, 10.0),
            model("a3", "ua", 0, 35.0, 10.0),
            model("e", "ue", 1, 32.5, 40.0),
        ],
        vec![],
    );
    let mut c = every_overlay();
    c.selection = Selection::Unit("ua".into());
    let plan = c.prepare(&t, &info(&[("ua", 10.0)]));
    let l = labels(&plan);
    assert_eq!(l.iter().filter(|l| *l == "front").count(), 1, "{l:?}");
    assert_eq!(
        l.iter().filter(|l| *l == "zone of control 10.0 cm").count(),
        1,
        "{l:?}"
    );
    // Sight to the enemy from the unit: one verdict per enemy model, the best any of its models
    // has (total here: the neighbours' bases only graze the middle model's corridor, R-LOS-2).
    assert!(l.iter().any(|l| l == "1 sight: total"), "{l:?}");
    assert!(plan.sight_checks >= 1);
}

#[test]
fn r_los_2_models_of_one_unit_blocking_sight_get_one_label_for_their_unit() {
    // Two tall models of unit "wall" stand side by side across the viewer's sight to `e`.
    let mut w1 = model("w1", "wall", 1, 28.8, 25.0);
    let mut w2 = model("w2", "wall", 1, 31.2, 25.0);
    w1.height = 5.0;
    w2.height = 5.0;
    w1.base.width_mm = 40.0;
    w2.base.width_mm = 40.0;
    let t = table(
        vec![
            model("a", "ua", 0, 30.0, 10.0),
            w1,
            w2,
            model("e", "ue", 1, 30.0, 40.0),
        ],
        vec![],
    );
    let mut c = every_overlay();
    c.selection = Selection::Model("a".into());
    let l = labels(&c.prepare(&t, &CanvasInfo::default()));
    assert!(l.iter().any(|l| l == "wall (2): blocks sight"), "{l:?}");
    assert!(!l.iter().any(|l| l.starts_with("w1")), "{l:?}");
}

#[test]
fn by_default_sight_and_reach_go_only_to_the_enemy_unit_under_the_pointer() {
    // Two enemy units in reach of the selected model: the window draws the figures for the
    // one the player points at, not a tangle for both (issue: "a tangle of lines").
    let t = table(
        vec![
            model("a", "ua", 0, 30.0, 10.0),
            model("e", "ue", 1, 30.0, 24.5),
            model("f", "uf", 1, 50.0, 24.5),
        ],
        vec![],
    );
    let mut c = TableCanvas::new();
    c.selection = Selection::Model("a".into());
    let info = info(&[("ua", 10.0)]);
    let l = labels(&c.prepare(&t, &info));
    assert!(!l.iter().any(|l| l.starts_with("charge")), "{l:?}");
    c.point_at(Some([30.0, 24.5]));
    let l = labels(&c.prepare(&t, &info));
    let charges: Vec<&String> = l.iter().filter(|l| l.starts_with("charge")).collect();
    assert_eq!(charges, ["charge 12.0 cm: 83%"], "{l:?}");
    // The verdict beside the pointed enemy, with the line the charge would go along (R-CHG-1).
    let v = c.hover_verdict().expect("a verdict on the pointed unit");
    assert_eq!(v.enemy, "ue");
    assert_eq!(v.charge_line, Some([[30.0, 10.0], [30.0, 24.5]]));
    // Pointing at the other unit shows its figures instead.
    c.point_at(Some([50.0, 24.5]));
    let l = labels(&c.prepare(&t, &info));
    let charges: Vec<&String> = l.iter().filter(|l| l.starts_with("charge")).collect();
    assert_eq!(charges.len(), 1, "{l:?}");
    assert_ne!(charges[0], "charge 12.0 cm: 83%");
    // Every enemy at once is one switch away.
    c.overlays.every_enemy = true;
    c.point_at(None);
    let l = labels(&c.prepare(&t, &info));
    assert_eq!(
        l.iter().filter(|l| l.starts_with("charge")).count(),
        2,
        "{l:?}"
    );
}

/// R-TW-4, R-TW-5: a total war battle's movement base is drawn as its 12 x 6 cm rectangle, its
/// label naming the size it stands for and its wound counter, in both languages.
#[test]
fn p_total_war_the_canvas_draws_a_movement_base_with_its_size_and_wounds() {
    let battle = crate::common::total_war::battle();
    let models: Vec<ModelPlacement> = battle
        .state()
        .models()
        .iter()
        .filter(|m| m.deployed)
        .map(|m| ModelPlacement {
            id: m.id.clone(),
            unit: m.unit.clone(),
            side: u8::from(m.side),
            x: m.x,
            y: m.y,
            facing_deg: m.facing_deg,
            base: m.base,
            height: m.height,
        })
        .collect();
    let t = table(models, vec![]);
    for (lang, size) in [(Lang::English, "size 8/15"), (Lang::Spanish, "tamaño 8/15")] {
        let mut info = kensei::app::table_view::battle_info(lang, &battle);
        let levy = info.units.get_mut("levy").unwrap();
        assert_eq!(levy.size, Some((15, 15)), "the size its base stands for");
        // As after two casualties and a wound left over (R-TW-5).
        levy.size = Some((8, 15));
        levy.markers = vec!["wounded 1".into()];
        let mut c = every_overlay();
        c.lang = lang;
        let plan = c.prepare(&t, &info);
        let label = labels(&plan)
            .into_iter()
            .find(|l| l.contains(size))
            .unwrap_or_else(|| panic!("{lang:?}: {:?}", labels(&plan)));
        assert!(label.contains("[wounded 1]"), "{label}");
        // Each base a 12 x 6 cm rectangle, its front edge across the table (facing up it).
        for b in &plan.bases {
            let (w, d) = (b[2] - b[0], b[3] - b[1]);
            assert!((w - 12.0).abs() < 1e-6 && (d - 6.0).abs() < 1e-6, "{b:?}");
        }
        assert_eq!(plan.bases.len(), 2);
    }
}
