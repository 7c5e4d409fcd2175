//! The troop card form: the class filling its attributes (L342-353), each attribute editable
//! and marked where it differs from the class; troop type, base, volume, cost, army leader and
//! availability; both names; the catalogue picks (`parts.rs`). Every problem shows beside the
//! field it is at, worked out by `army::faction_check` on the faction with this card in it.

use super::parts::problems_at;
use crate::app::help::{src, with_help};
use crate::app::i18n::{Key, Lang};
use crate::army::class::{AttributeOverrides, Attributes};
use crate::army::faction::{Availability, BaseShape, Profile};
use crate::army::load::ArmyProblem;
use crate::army::words::{class_name, troop_type_name};
use crate::army::{Class, TroopType};

/// A new card to start from: a warrior (G) on foot, on a 25 mm round base, volume 1, its cost
/// still to type.
pub fn blank_card() -> Profile {
    Profile {
        id: String::new(),
        name: String::new(),
        name_es: None,
        class: Class::G,
        troop_type: TroopType::Infantry,
        attributes: AttributeOverrides::default(),
        weapons: Vec::new(),
        armour: None,
        traits: Vec::new(),
        abilities: Vec::new(),
        leader: false,
        availability: Availability::Common,
        cost: 0,
        volume: 1,
        base: crate::army::BaseSize {
            shape: BaseShape::Round,
            width_mm: 25,
            depth_mm: None,
        },
        description: String::new(),
    }
}

/// The card's form; `problems` are the faction's with the card at `at` (`profiles[3]`).
pub fn card_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    help: bool,
    card: &mut Profile,
    problems: &[(String, ArmyProblem)],
    at: &str,
) {
    let field = |f: &str| format!("{at}.{f}");
    egui::Grid::new("troop_card").num_columns(2).show(ui, |ui| {
        let l = ui.label(lang.t(Key::NameEn));
        ui.vertical(|ui| {
            ui.text_edit_singleline(&mut card.name).labelled_by(l.id);
            problems_at(ui, lang, problems, &field("name"));
        });
        ui.end_row();
        let l = ui.label(lang.t(Key::NameEs));
        let mut es = card.name_es.clone().unwrap_or_default();
        if ui.text_edit_singleline(&mut es).labelled_by(l.id).changed() {
            card.name_es = (!es.trim().is_empty()).then_some(es);
        }
        ui.end_row();
        let l = with_help(
            ui.label(lang.t(Key::TroopClass)),
            help,
            lang,
            "",
            &[src("R-ARMY-4", "L342-353")],
        );
        egui::ComboBox::from_id_salt("card_class")
            .selected_text(class_line(lang, card.class))
            .show_ui(ui, |ui| {
                for c in Class::ALL {
                    ui.selectable_value(&mut card.class, c, class_line(lang, c));
                }
            })
            .response
            .labelled_by(l.id);
        ui.end_row();
        let l = with_help(
            ui.label(lang.t(Key::TroopTypeLabel)),
            help,
            lang,
            "",
            &[src("", "L367-381")],
        );
        ui.vertical(|ui| {
            egui::ComboBox::from_id_salt("card_troop_type")
                .selected_text(troop_type_name(lang, card.troop_type))
                .show_ui(ui, |ui| {
                    for t in TroopType::ALL {
                        ui.selectable_value(&mut card.troop_type, t, troop_type_name(lang, t));
                    }
                })
                .response
                .labelled_by(l.id);
            problems_at(ui, lang, problems, &field("troop_type"));
        });
        ui.end_row();
    });
    attributes_ui(ui, lang, help, card);
    egui::Grid::new("troop_card_body")
        .num_columns(2)
        .show(ui, |ui| {
            let l = with_help(
                ui.label(lang.t(Key::TroopBase)),
                help,
                lang,
                "",
                &[src("R-UNIT-1", "L36"), src("R-UNIT-3", "")],
            );
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    for (shape, key) in [
                        (BaseShape::Round, Key::BaseRound),
                        (BaseShape::Square, Key::BaseSquare),
                        (BaseShape::Rect, Key::BaseRect),
                    ] {
                        ui.selectable_value(&mut card.base.shape, shape, lang.t(key));
                    }
                })
                .response
                .labelled_by(l.id);
                ui.horizontal(|ui| {
                    let w = ui.label(lang.t(Key::BaseWidth));
                    ui.add(egui::DragValue::new(&mut card.base.width_mm).range(1..=300))
                        .labelled_by(w.id);
                    if card.base.shape == BaseShape::Rect {
                        let d = ui.label(lang.t(Key::BaseDepth));
                        let mut depth = card.base.depth_mm.unwrap_or(card.base.width_mm);
                        ui.add(egui::DragValue::new(&mut depth).range(1..=300))
                            .labelled_by(d.id);
                        card.base.depth_mm = Some(depth);
                    } else {
                        card.base.depth_mm = None;
                    }
                });
                problems_at(ui, lang, problems, &field("base"));
            });
            ui.end_row();
            let l = with_help(
                ui.label(lang.t(Key::TroopVolume)),
                help,
                lang,
                "",
                &[src("", "L340")],
            );
            ui.vertical(|ui| {
                ui.add(egui::DragValue::new(&mut card.volume).range(0..=10))
                    .labelled_by(l.id);
                problems_at(ui, lang, problems, &field("volume"));
            });
            ui.end_row();
            let l = with_help(
                ui.label(lang.t(Key::TroopCost)),
                help,
                lang,
                "",
                &[src("", "L338")],
            );
            ui.vertical(|ui| {
                ui.add(egui::DragValue::new(&mut card.cost).range(0..=500))
                    .labelled_by(l.id);
                problems_at(ui, lang, problems, &field("cost"));
            });
            ui.end_row();
            ui.label("");
            with_help(
                ui.checkbox(&mut card.leader, lang.t(Key::TroopArmyLeader)),
                help,
                lang,
                "",
                &[src("", "L334, L405-407")],
            );
            ui.end_row();
            let l = with_help(
                ui.label(lang.t(Key::TroopAvailability)),
                help,
                lang,
                "",
                &[src("", "L336")],
            );
            ui.horizontal(|ui| {
                for (a, key) in [
                    (Availability::Common, Key::AvailCommon),
                    (Availability::Unique, Key::AvailUnique),
                    (Availability::Legendary, Key::AvailLegendary),
                ] {
                    ui.selectable_value(&mut card.availability, a, lang.t(key));
                }
            })
            .response
            .labelled_by(l.id);
            ui.end_row();
        });
}

/// "G · Warrior".
fn class_line(lang: Lang, c: Class) -> String {
    format!("{c:?} · {}", class_name(lang, c))
}

/// An attribute's row: its label, its value in a set of attributes, its override's slot.
type AttributeRow = (
    Key,
    fn(&Attributes) -> u32,
    fn(&mut AttributeOverrides) -> &mut Option<u32>,
);

/// Each attribute of the card: the class's value until the player types another, then the
/// override, marked with the class's value beside it.
fn attributes_ui(ui: &mut egui::Ui, lang: Lang, help: bool, card: &mut Profile) {
    let class = card.class.default_attributes();
    let now = card.attributes.apply(class);
    let rows: [AttributeRow; 7] = [
        (Key::AttrMovFoot, |a| a.mov_foot_cm, |o| &mut o.mov_foot_cm),
        (
            Key::AttrMovMounted,
            |a| a.mov_mounted_cm,
            |o| &mut o.mov_mounted_cm,
        ),
        (
            Key::AttrAttackMelee,
            |a| a.attack_melee,
            |o| &mut o.attack_melee,
        ),
        (
            Key::AttrAttackRanged,
            |a| a.attack_ranged,
            |o| &mut o.attack_ranged,
        ),
        (Key::AttrInitiative, |a| a.initiative, |o| &mut o.initiative),
        (Key::AttrHonor, |a| a.honor, |o| &mut o.honor),
        (Key::AttrHr, |a| a.hr, |o| &mut o.hr),
    ];
    egui::Grid::new("troop_attributes")
        .num_columns(3)
        .show(ui, |ui| {
            for (key, get, slot) in rows {
                let l = with_help(
                    ui.label(lang.t(key)),
                    help,
                    lang,
                    "",
                    &[src("R-ARMY-4", "L342-353")],
                );
                let mut v = get(&now);
                let default = get(&class);
                if ui
                    .add(egui::DragValue::new(&mut v).range(0..=30))
                    .labelled_by(l.id)
                    .changed()
                {
                    *slot(&mut card.attributes) = (v != default).then_some(v);
                }
                if v != default {
                    ui.colored_label(
                        ui.visuals().warn_fg_color,
                        lang.f(Key::TroopClassValue, &[("value", &default)]),
                    );
                } else {
                    ui.label("");
                }
                ui.end_row();
            }
        });
}
