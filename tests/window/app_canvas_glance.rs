//! A canvas read at a glance, in the real window at 1400 x 900: the table takes most of the
//! width and either side panel folds away; with both armies of a scenario down, no drawn label
//! covers a base; a click on a model selects its unit and hovering an enemy draws the verdict
//! beside it (sight R-LOS-2, cover R-COVER-1/2, range L1092-1098, charge reach R-CHG-1); the
//! Overlays menu stays open while its boxes are ticked.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::canvas::Selection;
use kensei::app::settings::SidePanel;
use kensei::table::model::TableFile;

fn table(h: &Harness<'static, KenseiApp>) -> TableFile {
    h.state().workspace().table.as_ref().unwrap().value.clone()
}

/// The escort scenario opened with both armies put down from the document panel: 3 actions.
fn escort_with_both_armies(actions: &mut usize) -> Harness<'static, KenseiApp> {
    let mut h = common::harness(SidePanel::Odds, 1400.0, 900.0);
    h.run();
    assert!(
        h.state_mut()
            .open_path(std::path::Path::new("scenarios/escort.json"))
    );
    h.run();
    *actions += 1;
    for label in ["Put all of Side 1 down", "Put all of Side 2 down"] {
        h.get_by_label(label).click();
        h.run();
        *actions += 1;
    }
    h.run();
    let t = table(&h);
    assert!(
        t.models.iter().any(|m| m.side == 0),
        "{:?}",
        h.state().status_text()
    );
    assert!(
        t.models.iter().any(|m| m.side == 1),
        "{:?}",
        h.state().status_text()
    );
    h
}

/// The enemy unit with the model nearest a model of `unit`.
fn nearest_enemy(t: &TableFile, unit: &str) -> String {
    let ours: Vec<_> = t.models.iter().filter(|m| m.unit == unit).collect();
    let side = ours[0].side;
    t.models
        .iter()
        .filter(|m| m.side != side)
        .min_by(|a, b| {
            let d = |e: &&kensei::table::model::ModelPlacement| {
                ours.iter()
                    .map(|o| (o.x - e.x).hypot(o.y - e.y))
                    .fold(f64::INFINITY, f64::min)
            };
            d(a).total_cmp(&d(b))
        })
        .unwrap()
        .unit
        .clone()
}

/// The biggest unit of `side`.
fn biggest(t: &TableFile, side: u8) -> String {
    let mut units: Vec<&str> = t
        .models
        .iter()
        .filter(|m| m.side == side)
        .map(|m| m.unit.as_str())
        .collect();
    units.sort();
    units.dedup();
    units
        .into_iter()
        .max_by_key(|u| t.models.iter().filter(|m| &m.unit == u).count())
        .unwrap()
        .to_string()
}

/// The pointer put on a model of `unit`, as a player's hand rests on it.
fn hover_unit(h: &mut Harness<'static, KenseiApp>, t: &TableFile, unit: &str) {
    let m = t.models.iter().find(|m| m.unit == unit).unwrap();
    let p = h.state().canvas().view.to_screen([m.x, m.y]);
    h.hover_at(p);
    h.run();
    h.run();
}

/// The verdict block drawn beside the enemy under the pointer.
fn drawn_verdict(h: &Harness<'static, KenseiApp>) -> kensei::app::canvas::paint::PaintedLabel {
    h.state()
        .canvas()
        .painted_labels
        .iter()
        .find(|l| l.help == kensei::app::canvas::text::Help::Verdict)
        .expect("the verdict is drawn")
        .clone()
}

/// No label drawn on the canvas covers a base (as drawn, at the current zoom).
fn assert_no_label_on_a_base(h: &Harness<'static, KenseiApp>) {
    let c = h.state().canvas();
    let plan = c.last_plan().expect("a frame was planned");
    assert!(!plan.bases.is_empty());
    let bases: Vec<egui::Rect> = plan
        .bases
        .iter()
        .map(|b| {
            egui::Rect::from_two_pos(
                c.view.to_screen([b[0], b[1]]),
                c.view.to_screen([b[2], b[3]]),
            )
        })
        .collect();
    let shown: Vec<_> = c.painted_labels.iter().filter(|l| l.shown).collect();
    assert!(shown.len() > 3, "{} labels drawn", shown.len());
    for l in shown {
        for b in &bases {
            assert!(
                !l.rect.intersects(*b),
                "`{}` covers a base at {b:?}",
                l.text
            );
        }
    }
}

#[test]
fn at_1400_points_the_table_takes_more_than_half_the_width_and_each_side_panel_folds_away() {
    let mut actions = 0;
    let mut h = escort_with_both_armies(&mut actions);
    let width = |h: &Harness<'static, KenseiApp>| h.state().canvas().view.screen.width();
    let open = width(&h);
    assert!(open > 0.55 * 1400.0, "the canvas is {open} points wide");
    h.get_by_label("Fold the document panel away").click();
    h.run();
    h.run();
    let one = width(&h);
    assert!(
        one > open + 150.0,
        "{one} after folding the document panel, {open} before"
    );
    h.get_by_label("Fold the side panel away").click();
    h.run();
    h.run();
    let both = width(&h);
    assert!(both > 1300.0, "{both} with both panels folded");
    assert!(h.state().settings().fold_document && h.state().settings().fold_side);
    h.get_by_label("Show the document panel").click();
    h.run();
    h.get_by_label("Show the side panel").click();
    h.run();
    h.run();
    assert!(
        (width(&h) - open).abs() < 2.0,
        "{} unfolded again, {open} before",
        width(&h)
    );
}

#[test]
fn with_both_armies_down_at_fit_size_no_label_covers_a_base() {
    let mut actions = 0;
    let mut h = escort_with_both_armies(&mut actions);
    h.state_mut().canvas_mut().fit_view();
    h.run();
    h.run();
    assert_no_label_on_a_base(&h);
}

/// From opening the scenario: a click on a model selects its unit, hovering an enemy unit
/// gives its sight, cover, range and charge reach beside it, in 5 actions.
#[test]
fn r_los_2_r_cover_1_r_chg_1_a_clicked_unit_and_a_hovered_enemy_show_the_verdict_beside_it() {
    let mut actions = 0;
    let mut h = escort_with_both_armies(&mut actions);
    let t = table(&h);
    let ours = biggest(&t, 0);
    let theirs = nearest_enemy(&t, &ours);
    let model = t.models.iter().find(|m| m.unit == ours).unwrap().clone();
    common::click_table_at(&mut h, [model.x, model.y]);
    actions += 1;
    assert_eq!(h.state().canvas().selection, Selection::Unit(ours.clone()));
    // The odds panel takes the selected unit as the attacker.
    assert_eq!(
        h.state().odds().pick_attacker.as_deref(),
        Some(ours.as_str())
    );
    hover_unit(&mut h, &t, &theirs);
    actions += 1;
    let v = h
        .state()
        .canvas()
        .hover_verdict()
        .expect("a verdict on the hovered enemy")
        .clone();
    assert_eq!(v.enemy, theirs);
    assert_eq!(
        v.models,
        t.models.iter().filter(|m| m.unit == theirs).count()
    );
    assert!(v.distance_cm.is_finite());
    assert!(v.unit_cover.is_some(), "a whole unit's cover (R-COVER-2)");
    assert!(v.charge.is_some(), "charge reach with MOV known (R-CHG-1)");
    assert_eq!(
        v.charge_line.is_some(),
        v.charge.clone().flatten().is_some(),
        "the charge's line is drawn when a charger sees a target"
    );
    // Drawn beside the enemy, in one block, with every figure.
    let drawn = drawn_verdict(&h);
    assert!(drawn.shown, "the verdict is drawn, not hidden");
    assert!(drawn.text.contains("sight: "), "{}", drawn.text);
    assert!(drawn.text.contains("cover"), "{}", drawn.text);
    assert!(drawn.text.contains("range"), "{}", drawn.text);
    assert!(
        drawn.text.contains("charge") || drawn.text.contains("no target model seen"),
        "{}",
        drawn.text
    );
    assert!(actions <= 5, "{actions} actions");
    // Still no label over a base with the verdict drawn.
    assert_no_label_on_a_base(&h);
    // A second click on a model of the selected unit selects that one model.
    let other = t
        .models
        .iter()
        .filter(|m| m.unit == ours)
        .nth(1)
        .unwrap()
        .clone();
    common::click_table_at(&mut h, [other.x, other.y]);
    assert_eq!(
        h.state().canvas().selection,
        Selection::Model(other.id.clone())
    );
    // The sight list gives one line per enemy unit.
    let enemies = {
        let mut u: Vec<_> = t
            .models
            .iter()
            .filter(|m| m.side == 1)
            .map(|m| &m.unit)
            .collect();
        u.sort();
        u.dedup();
        u.len()
    };
    let lines = h.query_all_by_label_contains("models seen)").count();
    assert_eq!(lines, enemies, "one sight line per enemy unit");
}

#[test]
fn the_overlays_menu_stays_open_while_its_boxes_are_ticked() {
    let mut actions = 0;
    let mut h = escort_with_both_armies(&mut actions);
    h.get_by_label("Overlays").click();
    h.run();
    let before = h.state().canvas().overlays;
    h.get_by_label("Cover").click();
    h.run();
    h.get_by_label("Zone of control").click();
    h.run();
    let after = h.state().canvas().overlays;
    assert_ne!(before.cover, after.cover);
    assert_ne!(before.zone_of_control, after.zone_of_control);
}

#[test]
fn the_shortcuts_window_names_zoom_pan_the_tape_by_click_and_fitting_the_table() {
    let mut h = common::harness(SidePanel::Odds, 1400.0, 900.0);
    h.run();
    h.get_by_label("Help").click();
    h.run();
    h.get_by_label("Keyboard shortcuts").click();
    h.run();
    h.run();
    for words in [
        "Mouse wheel",
        "Drag the empty table",
        "click where it starts and click where it ends",
        "Fit the table (tool bar)",
        "Click a model: select its unit",
    ] {
        h.get_by_label_contains(words);
    }
}

/// The whole job at the table, mid-battle, as a player does it: the table opened as it stands
/// (both armies put down from their lists, an enemy unit in front of ours), a click on our
/// unit, the pointer on the enemy for sight, cover and reach (R-LOS-2, R-COVER-1, R-CHG-1),
/// the odds of that charge with both units' own troops (R-POOL-1), and the roll: at most 10
/// actions.
#[test]
fn r_los_2_r_pool_1_from_the_table_to_the_roll_in_at_most_ten_actions() {
    let mut setup = 0;
    let h = escort_with_both_armies(&mut setup);
    let mut t = table(&h);
    drop(h);
    let ours = biggest(&t, 0);
    let theirs = nearest_enemy(&t, &ours);
    // The enemy unit moved 14 cm in front of ours, as the battle has brought it.
    let centre = |t: &TableFile, unit: &str| {
        let ms: Vec<_> = t.models.iter().filter(|m| m.unit == unit).collect();
        let n = ms.len() as f64;
        [
            ms.iter().map(|m| m.x).sum::<f64>() / n,
            ms.iter().map(|m| m.y).sum::<f64>() / n,
        ]
    };
    let (c, e) = (centre(&t, &ours), centre(&t, &theirs));
    let facing = t
        .models
        .iter()
        .find(|m| m.unit == ours)
        .unwrap()
        .facing_deg
        .to_radians();
    let to = [c[0] + 14.0 * facing.cos(), c[1] + 14.0 * facing.sin()];
    for m in t.models.iter_mut().filter(|m| m.unit == theirs) {
        m.x += to[0] - e[0];
        m.y += to[1] - e[1];
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mid-battle.json");
    std::fs::write(&file, serde_json::to_string_pretty(&t).unwrap()).unwrap();

    let mut actions = 0;
    let mut h = common::harness(SidePanel::Odds, 1400.0, 900.0);
    h.run();
    assert!(
        h.state_mut().open_path(&file),
        "{:?}",
        h.state().status_text()
    );
    h.run();
    actions += 1;
    let model = t.models.iter().find(|m| m.unit == ours).unwrap().clone();
    common::click_table_at(&mut h, [model.x, model.y]);
    actions += 1;
    hover_unit(&mut h, &t, &theirs);
    actions += 1;
    let verdict = drawn_verdict(&h).text;
    // The verdict names the enemy as the lists do, never by its id.
    let name = verdict.lines().next().unwrap().to_string();
    assert_ne!(name, theirs, "{verdict}");
    assert!(
        verdict.contains("sight: ") && verdict.contains("cover") && verdict.contains("charge"),
        "{verdict}"
    );
    // The odds panel already has our unit as the attacker; the enemy is picked as the target.
    assert_eq!(
        h.state().odds().pick_attacker.as_deref(),
        Some(ours.as_str())
    );
    h.get_by_label("Target unit").click();
    h.run();
    actions += 1;
    h.get_all_by_label(&format!("{name} (Side 2)"))
        .last()
        .unwrap_or_else(|| panic!("no {name} (Side 2) to pick"))
        .click();
    h.run();
    actions += 1;
    h.get_by_label("Fill in from the table").click();
    h.run();
    actions += 1;
    let odds = h.state().odds();
    assert_eq!(odds.pick_target.as_deref(), Some(theirs.as_str()));
    assert_eq!(odds.table_troops[1].as_deref(), Some(name.as_str()));
    assert!(odds.table_troops[0].is_some(), "our unit's own troop");
    assert!(odds.last_roll.is_none());
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Roll")
        .click();
    h.run();
    actions += 1;
    assert!(h.state().odds().last_roll.is_some(), "the charge is rolled");
    assert!(actions <= 10, "{actions} actions");
}
