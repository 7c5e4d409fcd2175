//! The commander order picker of the battle tracker (órdenes de comandante, L1004-1012,
//! R-DECK-2): under each commander order the battle lets a side use now, a small form to name
//! its units, X for the 1+X orders and the command cards of the hand that pay for it. The form
//! holds no rules: its "Use" button sends `Command::UseCommanderOrder` and the engine accepts or
//! refuses it, naming the rule.

use crate::app::help::{src, with_help};
use crate::app::i18n::{Key, Lang};
use crate::battle::deck::commander::card;
use crate::battle::model::deck::OrderEffect;
use crate::battle::model::names::Names;
use crate::battle::model::side::Side;
use crate::battle::{BattleState, Command};
use crate::narration::names::BattleNames;
use std::collections::BTreeMap;

/// What a player has chosen so far for one commander order of one side.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OrderPick {
    /// Each unit named and how many times (Ancestors watch names a unit once per stun marker).
    pub units: BTreeMap<String, u32>,
    /// X of a 1+X order.
    pub x: u32,
    /// The hand the card choice was made on, and which of its cards (by position) pay.
    pub hand: Vec<u8>,
    pub cards: Vec<bool>,
}

impl OrderPick {
    /// The cards chosen, by value, in the hand's order.
    pub fn chosen_cards(&self) -> Vec<u8> {
        self.hand
            .iter()
            .zip(&self.cards)
            .filter(|(_, on)| **on)
            .map(|(c, _)| *c)
            .collect()
    }

    /// The units named, each as many times as chosen.
    pub fn named_units(&self) -> Vec<String> {
        self.units
            .iter()
            .flat_map(|(id, n)| std::iter::repeat_n(id.clone(), *n as usize))
            .collect()
    }
}

/// The picks of every commander order being chosen, by side and order name.
pub type OrderPicks = BTreeMap<(Side, String), OrderPick>;

/// The commander orders of `side` the battle lets it use now (a use of it is legal).
pub fn usable_orders(state: &BattleState, legal: &[Command], side: Side) -> Vec<String> {
    state.sides()[side.index()]
        .orders_hand
        .iter()
        .filter(|name| {
            legal.iter().any(|c| {
                matches!(c, Command::UseCommanderOrder { side: s, order, .. }
                    if *s == side && order == *name)
            })
        })
        .cloned()
        .collect()
}

/// Draws one form per usable commander order of `side` (`legal`: the state's legal commands),
/// the orders and units named as `names` says; returns the use the player sends.
pub fn order_picker_ui(
    ui: &mut egui::Ui,
    (lang, help, names): (Lang, bool, &BattleNames),
    (state, legal): (&BattleState, &[Command]),
    side: Side,
    picks: &mut OrderPicks,
) -> Option<Command> {
    let mut sent = None;
    let usable = usable_orders(state, legal, side);
    picks.retain(|(s, name), _| *s != side || usable.contains(name));
    for name in usable {
        let pick = picks.entry((side, name.clone())).or_default();
        if let Some(c) = order_form(ui, (lang, help, names), (state, side), &name, pick) {
            sent = Some(c);
        }
    }
    sent
}

fn order_form(
    ui: &mut egui::Ui,
    (lang, help, names): (Lang, bool, &BattleNames),
    (state, side): (&BattleState, Side),
    name: &str,
    pick: &mut OrderPick,
) -> Option<Command> {
    let rules = [src("R-DECK-2", "L1004-1012")];
    let what = lang.t(Key::HelpOrderPicker);
    let hand = &state.sides()[side.index()].deck.hand;
    if pick.hand != *hand {
        pick.hand = hand.clone();
        pick.cards = vec![false; hand.len()];
    }
    let order_card = card(state, side, name);
    let cost = order_card.map_or(0, |c| c.cost);
    let plus_x = order_card.is_some_and(|c| c.plus_x);
    let effect = order_card.and_then(|c| c.effect);
    let mut sent = None;
    let shown = names.order(name);
    let header = egui::CollapsingHeader::new(lang.f(Key::PickOrderTitle, &[("order", &shown)]))
        .id_salt(("order_picker", side, name))
        .show(ui, |ui| {
            if let Some(c) = order_card {
                ui.small(c.text_in(lang));
            }
            if effect.is_some() {
                ui.label(lang.t(Key::PickOrderUnits));
                for u in state.units_of(side) {
                    let unit = names.unit(&u.id);
                    let n = pick.units.entry(u.id.clone()).or_insert(0);
                    let r = if effect == Some(OrderEffect::AncestorsWatch) {
                        ui.horizontal(|ui| {
                            let l = ui.label(lang.f(Key::PickOrderStuns, &[("unit", &unit)]));
                            ui.add(egui::DragValue::new(n).range(0..=9).speed(1))
                                .labelled_by(l.id)
                        })
                        .inner
                    } else {
                        let mut on = *n > 0;
                        let r = ui.checkbox(&mut on, unit);
                        *n = u32::from(on);
                        r
                    };
                    let marks = crate::narration::marker_names(lang, names, &u.markers);
                    if !marks.is_empty() {
                        r.on_hover_text(marks.join(", "));
                    }
                }
            }
            if plus_x {
                ui.horizontal(|ui| {
                    let l = ui.label(lang.t(Key::PickOrderX));
                    let r = ui
                        .add(
                            egui::DragValue::new(&mut pick.x)
                                .range(0..=hand.len().max(1))
                                .speed(1),
                        )
                        .labelled_by(l.id);
                    with_help(r, help, lang, what, &rules);
                });
            }
            let chosen = pick.cards.iter().filter(|c| **c).count();
            let due = if plus_x {
                format!("{cost}+X = {}", cost + pick.x)
            } else {
                cost.to_string()
            };
            let r = ui.label(lang.f(Key::PickOrderCost, &[("cards", &due), ("chosen", &chosen)]));
            with_help(r, help, lang, what, &rules);
            ui.horizontal_wrapped(|ui| {
                for (i, value) in hand.iter().enumerate() {
                    ui.checkbox(
                        &mut pick.cards[i],
                        lang.f(Key::PickOrderCard, &[("card", value)]),
                    );
                }
            });
            let r = ui.button(lang.f(Key::PickOrderUse, &[("order", &shown)]));
            let clicked = r.clicked();
            with_help(r, help, lang, what, &rules);
            if clicked {
                sent = Some(Command::UseCommanderOrder {
                    side,
                    order: name.to_string(),
                    cards: pick.chosen_cards(),
                    units: pick.named_units(),
                    x: plus_x.then_some(pick.x),
                });
            }
        });
    with_help(header.header_response, help, lang, what, &rules);
    sent
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pick_sends_the_chosen_cards_in_hand_order_and_each_unit_as_often_as_named() {
        let pick = OrderPick {
            units: BTreeMap::from([("ashigaru".into(), 2), ("samurai".into(), 0)]),
            x: 2,
            hand: vec![3, 1, 1, 2],
            cards: vec![true, false, true, true],
        };
        assert_eq!(pick.chosen_cards(), vec![3, 1, 2]);
        assert_eq!(pick.named_units(), vec!["ashigaru", "ashigaru"]);
    }
}
