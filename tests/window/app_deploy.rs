//! Deployment by hand through the real window (L206-214): a unit picked in the battle panel
//! and put down with a click on the table, then dragged there to complete it, in closed
//! formation (R-FORM-1) and nearest the drop; one Undo takes a whole unit back.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::settings::Settings;
use kensei::battle::engine::measure::deployment_zone;
use kensei::battle::model::names::Names;
use kensei::battle::moves::move_order::formation_violations;
use kensei::battle::policy::deploy_in_formation::units_to_deploy;
use kensei::battle::{Awaiting, BattleState, Side, legal_commands};

fn state(h: &Harness<'static, KenseiApp>) -> BattleState {
    common::battle_state(h)
}

/// The README's battle from the start page, with no offering asked, played to deployment.
fn at_deployment() -> Harness<'static, KenseiApp> {
    let mut h = common::harness(Settings::default().panel, 1600.0, 1000.0);
    h.run();
    h.get_by_label("Ask before each roll whether to offer a card")
        .click();
    h.run();
    h.get_by_label("Play this battle").click();
    h.run();
    while !matches!(state(&h).awaiting(), Awaiting::Deploy { .. }) {
        let first = legal_commands(&state(&h)).into_iter().next().unwrap();
        assert!(h.state_mut().battle_command(first));
        h.run();
    }
    h
}

/// The middle of `side`'s deployment zone, shifted by `dx` cm along the table.
fn in_zone(s: &BattleState, side: Side, dx: f64) -> [f64; 2] {
    let zone = deployment_zone(s, side);
    let n = zone.len() as f64;
    let c = zone
        .iter()
        .fold([0.0, 0.0], |a, p| [a[0] + p[0] / n, a[1] + p[1] / n]);
    [c[0] + dx, c[1]]
}

/// The primary button pressed or released at `pos`, the pointer staying there.
fn button(h: &Harness<'static, KenseiApp>, pos: egui::Pos2, pressed: bool) {
    h.event(egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    });
}

fn click_table(h: &mut Harness<'static, KenseiApp>, at: [f64; 2]) {
    let p = h.state().canvas().view.to_screen(at);
    h.hover_at(p);
    h.run();
    button(h, p, true);
    button(h, p, false);
    h.run();
}

#[test]
fn l211_a_unit_picked_then_the_table_clicked_puts_its_first_model_there() {
    let mut h = at_deployment();
    let s = state(&h);
    let Awaiting::Deploy { side } = s.awaiting() else {
        unreachable!()
    };
    let (unit, left) = units_to_deploy(&s)[0].clone();
    let name = h.state().battle_names().unit(&unit);
    h.get_by_label(&format!("{name} ({left} to place)")).click();
    h.run();
    assert_eq!(h.state().deploy_by_hand().placing(), Some(unit.as_str()));
    let at = in_zone(&s, side, 0.0);
    click_table(&mut h, at);
    let s = state(&h);
    let down: Vec<_> = s.models_of(&unit).filter(|m| m.deployed).collect();
    assert_eq!(down.len(), 1, "step 2 places one model of the unit (L211)");
    assert!((down[0].x - at[0]).hypot(down[0].y - at[1]) < 0.5);
    assert_eq!(h.state().deploy_by_hand().placing(), None);
    // The other side deploys next (L211: alternately).
    assert_ne!(s.awaiting(), Awaiting::Deploy { side });
}

#[test]
fn l212_a_unit_dragged_onto_the_table_in_step_3_goes_down_in_formation_nearest_the_drop() {
    let mut h = at_deployment();
    // Step 2, by the window's own drop for each unit: first models along each zone.
    let mut dx = [-40.0, -40.0];
    while !state(&h).first_models_down() {
        let s = state(&h);
        let Awaiting::Deploy { side } = s.awaiting() else {
            unreachable!()
        };
        let (unit, _) = units_to_deploy(&s)[0].clone();
        let at = in_zone(&s, side, dx[side.index()]);
        dx[side.index()] += 12.0;
        assert!(h.state_mut().deploy_unit_at(&unit, at), "{unit} at {at:?}");
        h.run();
    }
    // Step 3: drag the first unit left to complete from its button onto the table, to the
    // right of its first model.
    let s = state(&h);
    let Awaiting::Deploy { side } = s.awaiting() else {
        unreachable!()
    };
    let (unit, left) = units_to_deploy(&s)[0].clone();
    let first = s.models_of(&unit).find(|m| m.deployed).unwrap().clone();
    let name = h.state().battle_names().unit(&unit);
    let from = h
        .get_by_label(&format!("{name} ({left} to place)"))
        .rect()
        .center();
    let drop = [first.x + 4.0, first.y];
    let to = h.state().canvas().view.to_screen(drop);
    h.hover_at(from);
    h.run();
    button(&h, from, true);
    h.run();
    for k in 1..=8 {
        h.hover_at(from + (to - from) * (k as f32 / 8.0));
        h.run();
    }
    button(&h, to, false);
    h.run();
    h.run();
    let s = state(&h);
    assert!(
        s.models_of(&unit).all(|m| m.deployed || m.side != side),
        "the whole unit is down"
    );
    assert!(
        formation_violations(&s, &unit).is_empty(),
        "{unit} keeps closed formation (R-FORM-1)"
    );
    // Nearest the drop: the unit grew toward it, to the right of its first model.
    let mean_x = s.models_of(&unit).map(|m| m.x).sum::<f64>() / s.models_of(&unit).count() as f64;
    assert!(mean_x > first.x, "{mean_x} against {}", first.x);
    // One Undo takes the whole unit back, to its first model.
    h.state_mut().undo();
    h.run();
    let s = state(&h);
    assert_eq!(s.models_of(&unit).filter(|m| m.deployed).count(), 1);
}
