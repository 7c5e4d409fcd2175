//! The commander order picker of the battle tracker driven through the real UI (L1004-1012,
//! R-DECK-2): open a battle, pick the units, X and the cards of an order, use it and see the log
//! gain it and the hand lose the cards; name a unit with a used marker and see the engine's
//! refusal with its rule.
#![cfg(feature = "gui")]

use crate::common;

use common::log_len;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::panels::order_picker::usable_orders;
use kensei::app::settings::SidePanel;
use kensei::battle::Side;
use kensei::battle::model::names::Names;
use kensei::battle::{BattleState, Command, legal_commands};

fn harness() -> Harness<'static, KenseiApp> {
    common::harness(SidePanel::Tracker, 1400.0, 1600.0)
}

fn start(h: &mut Harness<'static, KenseiApp>) {
    common::ready_pitched_battle(h);
    h.state_mut().tracker_mut().seed = 11;
    h.run();
    h.get_by_label("Start the battle").click();
    h.run();
    assert!(
        h.state().workspace().battle.is_some(),
        "{:?}",
        h.state().status()
    );
}

fn state(h: &Harness<'static, KenseiApp>) -> BattleState {
    common::battle_state(h)
}

/// Plays the first legal command that is not a commander order (each side keeping `keep` in
/// hand) until `found` answers.
fn play_until<T>(
    h: &mut Harness<'static, KenseiApp>,
    keep: &str,
    found: impl Fn(&BattleState, &[Command]) -> Option<T>,
) -> T {
    common::play_keeping(h, keep, found)
}

/// Opens the picker of `order` for `side` (the forms of side 0 come first).
fn open_picker(h: &mut Harness<'static, KenseiApp>, side: Side, order: &str) {
    let s = state(h);
    let legal = legal_commands(&s);
    let before = Side::BOTH[..side.index()]
        .iter()
        .filter(|o| usable_orders(&s, &legal, **o).iter().any(|n| n == order))
        .count();
    let title = format!("Choose how to use {order}");
    let header = h.get_all_by_label(&title).nth(before).unwrap();
    header.scroll_to_me();
    h.run();
    h.get_all_by_label(&title).nth(before).unwrap().click();
    h.run();
}

fn click(h: &mut Harness<'static, KenseiApp>, role: Role, label: &str) {
    h.get_by_role_and_label(role, label).scroll_to_me();
    h.run();
    h.get_by_role_and_label(role, label).click();
    h.run();
}

fn hand(h: &Harness<'static, KenseiApp>, side: Side) -> Vec<u8> {
    state(h).sides()[side.index()].deck.hand.clone()
}

/// Ticks the first `n` card boxes of the open picker and returns their values.
fn pick_cards(h: &mut Harness<'static, KenseiApp>, side: Side, n: usize) -> Vec<u8> {
    let cards: Vec<u8> = hand(h, side).into_iter().take(n).collect();
    for (i, c) in cards.iter().enumerate() {
        let label = format!("card {c}");
        let already = cards[..i].iter().filter(|v| *v == c).count();
        let node = h
            .get_all_by_role_and_label(Role::CheckBox, &label)
            .nth(already)
            .unwrap();
        node.scroll_to_me();
        h.run();
        h.get_all_by_role_and_label(Role::CheckBox, &label)
            .nth(already)
            .unwrap()
            .click();
        h.run();
    }
    cards
}

/// Raises the X of the open picker to `x` by its spin box.
fn set_x(h: &mut Harness<'static, KenseiApp>, x: u32) {
    for _ in 0..x {
        h.get_by_role_and_label(Role::SpinButton, "X (extra cards):")
            .increment_accesskit();
        h.run();
    }
}

#[test]
fn l1008_forced_march_picked_by_unit_x_and_cards_is_used_and_its_cards_leave_the_hand() {
    let mut h = harness();
    start(&mut h);
    let (side, unit) = play_until(&mut h, "Forced march", |_, legal| {
        legal.iter().find_map(|c| match c {
            Command::UseCommanderOrder {
                side, order, units, ..
            } if order == "Forced march" => Some((*side, units[0].clone())),
            _ => None,
        })
    });
    let before_log = log_len(&h);
    let before_hand = hand(&h, side);
    open_picker(&mut h, side, "Forced march");
    // The picker names the units as the tracker does.
    let name = h.state().battle_names().unit(&unit);
    click(&mut h, Role::CheckBox, &name);
    set_x(&mut h, 1);
    let paid = pick_cards(&mut h, side, 2);
    h.get_by_label_contains("Cost 1+X = 2 cards, 2 chosen");
    click(&mut h, Role::Button, "Use Forced march");
    assert_eq!(log_len(&h), before_log + 1, "{:?}", h.state().status());
    let battle = &h.state().workspace().battle.as_ref().unwrap().value;
    assert_eq!(
        battle.log().last().unwrap().command,
        Command::UseCommanderOrder {
            side,
            order: "Forced march".into(),
            cards: paid.clone(),
            units: vec![unit.clone()],
            x: Some(1),
        }
    );
    let s = battle.state();
    assert_eq!(
        s.sides()[side.index()].deck.hand.len(),
        before_hand.len() - 2
    );
    assert!(
        !s.sides()[side.index()]
            .orders_hand
            .contains(&"Forced march".to_string())
    );
    assert_eq!(s.unit(&unit).unwrap().markers.orders.forced_march_cm, 2);
    h.run();
    h.get_by_label_contains("Battle log (");
    h.get_all_by_label_contains("use commander order Forced march")
        .next()
        .expect("the log shows the order used");
}

#[test]
fn l1010_a_unit_with_a_used_marker_is_refused_and_the_rule_is_shown() {
    let mut h = harness();
    start(&mut h);
    let (side, used) = play_until(&mut h, "Banzai", |s, legal| {
        legal.iter().find_map(|c| match c {
            Command::UseCommanderOrder { side, order, .. } if order == "Banzai" => s
                .units_of(*side)
                .find(|u| u.markers.used)
                .map(|u| (*side, u.id.clone())),
            _ => None,
        })
    });
    let before_log = log_len(&h);
    let before_hand = hand(&h, side);
    open_picker(&mut h, side, "Banzai");
    let name = h.state().battle_names().unit(&used);
    click(&mut h, Role::CheckBox, &name);
    pick_cards(&mut h, side, 1);
    h.get_by_label_contains("Cost 1 card, 1 chosen");
    click(&mut h, Role::Button, "Use Banzai");
    assert_eq!(log_len(&h), before_log);
    assert_eq!(hand(&h, side), before_hand);
    h.get_by_label_contains("has a used marker: it cannot be chosen (L1010)");
}
