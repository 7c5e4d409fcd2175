//! The faction's point caps per battle-size bracket (L1132, R-ARMY-3) and its commander orders
//! (L199): the original orders picked from their list, the faction's own cards typed (name,
//! cost, +X, text in English and Spanish, L1001-1009).

use super::parts::{problems_at, slug};
use crate::app::i18n::{Key, Lang};
use crate::army::TroopType;
use crate::army::faction::{Faction, OrderCard, PointCap, PointCapBracket};
use crate::army::load::{ArmyProblem, ORIGINAL_COMMANDER_ORDERS};
use crate::army::store::free_id;
use crate::army::words::troop_type_name;

/// The commander orders a battle takes: one in the hand, five in the deck (R-DECK-2, L199-202).
const BATTLE_ORDERS: usize = 6;

/// Both sections, each folded until opened.
pub fn caps_and_orders_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    f: &mut Faction,
    problems: &[(String, ArmyProblem)],
) {
    // A section with a problem in it stands open, so that the problem shows beside its field.
    let open_at = |fields: &[&str]| {
        problems
            .iter()
            .any(|(f, _)| fields.iter().any(|at| f.starts_with(at)))
            .then_some(true)
    };
    egui::CollapsingHeader::new(lang.t(Key::PointCaps))
        .id_salt("faction_caps")
        .open(open_at(&["point_caps"]))
        .show(ui, |ui| caps_ui(ui, lang, f, problems));
    egui::CollapsingHeader::new(lang.t(Key::CommanderOrders))
        .id_salt("faction_orders")
        .open(open_at(&["commander_orders", "order_cards"]))
        .show(ui, |ui| orders_ui(ui, lang, f, problems));
}

fn caps_ui(ui: &mut egui::Ui, lang: Lang, f: &mut Faction, problems: &[(String, ArmyProblem)]) {
    let mut remove = None;
    for (i, b) in f.point_caps.iter_mut().enumerate() {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.horizontal(|ui| {
                let l = ui.label(lang.t(Key::CapsUpTo));
                ui.add(
                    egui::DragValue::new(&mut b.up_to_battle_size)
                        .range(0..=2000)
                        .speed(10),
                )
                .labelled_by(l.id);
                if ui.small_button(lang.t(Key::RemoveBracket)).clicked() {
                    remove = Some(i);
                }
            });
            egui::Grid::new(("caps", i)).num_columns(2).show(ui, |ui| {
                for t in TroopType::ALL {
                    let name = troop_type_name(lang, t);
                    let l = ui.label(lang.f(Key::CapsTroopPoints, &[("type", &name)]));
                    let at = b.max_points.iter().position(|c| c.troop_type == t);
                    let mut capped = at.is_some();
                    let mut points = at.map_or(0, |j| b.max_points[j].points);
                    ui.horizontal(|ui| {
                        ui.checkbox(&mut capped, "").labelled_by(l.id);
                        if capped {
                            ui.add(egui::DragValue::new(&mut points).range(0..=2000).speed(5))
                                .labelled_by(l.id);
                        }
                    });
                    match (at, capped) {
                        (Some(j), true) => b.max_points[j].points = points,
                        (Some(j), false) => {
                            b.max_points.remove(j);
                        }
                        (None, true) => b.max_points.push(PointCap {
                            troop_type: t,
                            points,
                        }),
                        (None, false) => {}
                    }
                    ui.end_row();
                }
            });
            problems_at(ui, lang, problems, &format!("point_caps[{i}]"));
        });
    }
    if let Some(i) = remove {
        f.point_caps.remove(i);
    }
    if ui.button(lang.t(Key::AddBracket)).clicked() {
        let last = f.point_caps.last().map_or(0, |b| b.up_to_battle_size);
        f.point_caps.push(PointCapBracket {
            up_to_battle_size: last + 250,
            max_points: Vec::new(),
        });
    }
}

fn orders_ui(ui: &mut egui::Ui, lang: Lang, f: &mut Faction, problems: &[(String, ArmyProblem)]) {
    ui.horizontal_wrapped(|ui| {
        for id in ORIGINAL_COMMANDER_ORDERS {
            let name = crate::i18n::text(
                lang,
                &format!("commander-order-{}", id.replace('_', "-")),
                &[],
            );
            toggle(ui, &mut f.commander_orders, id, &name);
        }
    });
    problems_at(ui, lang, problems, "commander_orders");
    // Not a fault of the file (older factions have fewer), but a battle deals one order to the
    // hand and five to the deck (R-DECK-2): fewer than six leave its deck short.
    let ticked = f.commander_orders.len();
    if (1..BATTLE_ORDERS).contains(&ticked) {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            lang.f(Key::FactionFewOrders, &[("orders", &ticked)]),
        );
    }
    ui.strong(lang.t(Key::OwnOrderCards));
    let mut remove = None;
    let mut renamed = None;
    for (i, c) in f.order_cards.iter_mut().enumerate() {
        let before_name = c.name.clone();
        egui::Frame::group(ui.style()).show(ui, |ui| {
            egui::Grid::new(("order_card", i))
                .num_columns(2)
                .show(ui, |ui| {
                    let l = ui.label(lang.t(Key::NameEn));
                    if ui
                        .text_edit_singleline(&mut c.name)
                        .labelled_by(l.id)
                        .changed()
                    {
                        renamed = Some((i, before_name.clone()));
                    }
                    ui.end_row();
                    let l = ui.label(lang.t(Key::NameEs));
                    let mut es = c.name_es.clone().unwrap_or_default();
                    if ui.text_edit_singleline(&mut es).labelled_by(l.id).changed() {
                        c.name_es = (!es.trim().is_empty()).then_some(es);
                    }
                    ui.end_row();
                    let l = ui.label(lang.t(Key::OrderCost));
                    ui.horizontal(|ui| {
                        ui.add(egui::DragValue::new(&mut c.cost).range(0..=10))
                            .labelled_by(l.id);
                        ui.checkbox(&mut c.plus_x, lang.t(Key::OrderPlusX));
                    });
                    ui.end_row();
                    let l = ui.label(lang.t(Key::OrderTextEn));
                    ui.text_edit_multiline(&mut c.text).labelled_by(l.id);
                    ui.end_row();
                    let l = ui.label(lang.t(Key::OrderTextEs));
                    let mut es = c.text_es.clone().unwrap_or_default();
                    if ui.text_edit_multiline(&mut es).labelled_by(l.id).changed() {
                        c.text_es = (!es.trim().is_empty()).then_some(es);
                    }
                    ui.end_row();
                });
            problems_at(ui, lang, problems, &format!("order_cards[{i}]"));
            if ui.small_button(lang.t(Key::RemoveModifier)).clicked() {
                remove = Some(i);
            }
        });
    }
    if let Some((i, before)) = renamed {
        follow_name(f, i, &before);
    }
    if let Some(i) = remove {
        let id = f.order_cards.remove(i).id;
        f.commander_orders.retain(|o| *o != id);
    }
    // A card of the faction's own is one of its commander orders from the start.
    for c in &f.order_cards {
        if !c.id.is_empty() && !f.commander_orders.contains(&c.id) {
            f.commander_orders.push(c.id.clone());
        }
    }
    if ui.button(lang.t(Key::NewOrderCard)).clicked() {
        // Its id is its name's, as the player names it (`follow_name`); until then a free one,
        // so the player is never told of an id to type.
        let id = id_for(f, f.order_cards.len(), "");
        f.order_cards.push(OrderCard {
            id,
            name: String::new(),
            name_es: None,
            cost: 1,
            plus_x: false,
            text: String::new(),
            text_es: None,
        });
    }
}

/// The id card `i` takes from `name`: its slug, free among the original orders and the
/// faction's other cards.
fn id_for(f: &Faction, i: usize, name: &str) -> String {
    let taken: Vec<&str> = ORIGINAL_COMMANDER_ORDERS
        .iter()
        .copied()
        .chain(
            f.order_cards
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, c)| c.id.as_str()),
        )
        .collect();
    free_id(&slug(name, "order"), &taken)
}

/// Card `i` was renamed from `before`: while its id is still the one its name gave (or none),
/// the id follows the new name, and the faction's commander orders name it by the new id.
/// An id the player's file gave otherwise stays.
fn follow_name(f: &mut Faction, i: usize, before: &str) {
    let old = f.order_cards[i].id.clone();
    if !old.is_empty() && old != id_for(f, i, before) {
        return;
    }
    let id = id_for(f, i, &f.order_cards[i].name);
    for o in f.commander_orders.iter_mut().filter(|o| **o == old) {
        o.clone_from(&id);
    }
    f.order_cards[i].id = id;
}

/// A checkbox that puts `id` in `list` or takes it out.
fn toggle(ui: &mut egui::Ui, list: &mut Vec<String>, id: &str, text: &str) {
    let mut on = list.iter().any(|x| x == id);
    if ui.checkbox(&mut on, text).changed() {
        if on {
            list.push(id.to_string());
        } else {
            list.retain(|x| x != id);
        }
    }
}
