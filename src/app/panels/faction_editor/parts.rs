//! The faction editor's catalogue: the weapons, armour, traits and abilities a troop card picks
//! from its faction, and the inline forms that add a new one, each modifier built from the
//! lists of inputs and conditions the engine knows (`army::effect`), no id typed.

use crate::app::i18n::{Key, Lang};
use crate::army::effect::{Condition, Effect, SituationInput};
use crate::army::faction::{
    Ability, AbilityKind, Armour, Faction, Profile, RangedReach, Trait, Weapon, WeaponType,
};
use crate::army::load::ArmyProblem;
use crate::army::words::{reach_name, weapon_type_name};

/// The new-part forms, one of each kind, kept while the player types.
#[derive(Debug, Clone, Default)]
pub struct NewParts {
    pub weapon: Option<Weapon>,
    pub armour: Option<Armour>,
    pub trait_: Option<Trait>,
    pub ability: Option<Ability>,
}

/// A part the player finished and added: it joins the catalogue and the card being typed.
pub enum Added {
    Weapon(Weapon),
    Armour(Armour),
    Trait(Trait),
    Ability(Ability),
}

/// `name` as an id: lower case, letters and digits, the rest `_` (`Nodachi blade` is
/// `nodachi_blade`); `part` when nothing is left.
pub fn slug(name: &str, part: &str) -> String {
    let mut id = String::new();
    for c in name.trim().to_lowercase().chars() {
        if c.is_ascii_alphanumeric() {
            id.push(c);
        } else if !id.ends_with('_') && !id.is_empty() {
            id.push('_');
        }
    }
    let id = id.trim_end_matches('_').to_string();
    if id.is_empty() { part.to_string() } else { id }
}

/// The picks of `card` from the catalogue of `faction`: weapons, armour, traits, abilities.
pub fn picks_ui(ui: &mut egui::Ui, lang: Lang, faction: &Faction, card: &mut Profile) {
    let row =
        |ui: &mut egui::Ui, key: Key, items: Vec<(String, String)>, chosen: &mut Vec<String>| {
            ui.horizontal_wrapped(|ui| {
                ui.label(lang.t(key));
                for (id, name) in items {
                    let mut on = chosen.contains(&id);
                    if ui.checkbox(&mut on, name).changed() {
                        if on {
                            chosen.push(id);
                        } else {
                            chosen.retain(|c| *c != id);
                        }
                    }
                }
            });
        };
    let named = |id: &str, name: &str| (id.to_string(), name.to_string());
    row(
        ui,
        Key::TroopWeapons,
        faction
            .weapons
            .iter()
            .map(|w| named(&w.id, w.name_in(lang)))
            .collect(),
        &mut card.weapons,
    );
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(lang.t(Key::TroopArmour));
        let shown = card
            .armour
            .as_deref()
            .and_then(|a| faction.armours.iter().find(|x| x.id == a))
            .map_or_else(
                || lang.t(Key::NoArmour).to_string(),
                |a| armour_line(lang, a),
            );
        egui::ComboBox::from_id_salt("card_armour")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut card.armour, None, lang.t(Key::NoArmour));
                for a in &faction.armours {
                    ui.selectable_value(&mut card.armour, Some(a.id.clone()), armour_line(lang, a));
                }
            })
            .response
            .labelled_by(l.id);
    });
    row(
        ui,
        Key::TroopTraits,
        faction
            .traits
            .iter()
            .map(|t| named(&t.id, t.name_in(lang)))
            .collect(),
        &mut card.traits,
    );
    row(
        ui,
        Key::TroopAbilities,
        faction
            .abilities
            .iter()
            .map(|a| named(&a.id, a.name_in(lang)))
            .collect(),
        &mut card.abilities,
    );
}

/// "Lamellar (5)": an armour and its difficulty to wound.
fn armour_line(lang: Lang, a: &Armour) -> String {
    format!("{} ({})", a.name_in(lang), a.difficulty_to_wound)
}

/// The problems `problems` lists at field `at` or below it, in `lang`, in the error colour.
pub fn problems_at(
    ui: &mut egui::Ui,
    lang: Lang,
    problems: &[(String, ArmyProblem)],
    at: &str,
) -> usize {
    let mut shown = 0;
    for (field, p) in problems {
        if field == at
            || field.starts_with(&format!("{at}."))
            || field.starts_with(&format!("{at}["))
        {
            ui.colored_label(
                ui.visuals().error_fg_color,
                crate::files::FileProblem::words(p, lang),
            );
            shown += 1;
        }
    }
    shown
}

/// The new-part forms under the card: each opened by its button, added to the catalogue when
/// whole (its problems, worked out on `faction` with it added, shown above its button).
pub fn new_parts_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    faction: &Faction,
    parts: &mut NewParts,
) -> Option<Added> {
    // A button whose form is open stays, greyed, so the others do not move under the pointer.
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                parts.weapon.is_none(),
                egui::Button::new(lang.t(Key::NewWeapon)),
            )
            .clicked()
        {
            parts.weapon = Some(Weapon {
                id: String::new(),
                name: String::new(),
                name_es: None,
                melee_type: WeaponType::try_from(2).ok(),
                ranged: None,
                effects: Vec::new(),
                any_side: false,
                unloads: false,
                description: String::new(),
            });
        }
        if ui
            .add_enabled(
                parts.armour.is_none(),
                egui::Button::new(lang.t(Key::NewArmour)),
            )
            .clicked()
        {
            parts.armour = Some(Armour {
                id: String::new(),
                name: String::new(),
                name_es: None,
                difficulty_to_wound: 5,
                effects: Vec::new(),
                description: String::new(),
            });
        }
        if ui
            .add_enabled(
                parts.trait_.is_none(),
                egui::Button::new(lang.t(Key::NewTrait)),
            )
            .clicked()
        {
            parts.trait_ = Some(Trait {
                id: String::new(),
                name: String::new(),
                name_es: None,
                effects: Vec::new(),
                description: String::new(),
            });
        }
        if ui
            .add_enabled(
                parts.ability.is_none(),
                egui::Button::new(lang.t(Key::NewAbility)),
            )
            .clicked()
        {
            parts.ability = Some(Ability {
                id: String::new(),
                name: String::new(),
                name_es: None,
                kind: AbilityKind::Permanent,
                effects: Vec::new(),
                description: String::new(),
            });
        }
    });
    let mut added = None;
    if let Some(w) = part_form(ui, &mut parts.weapon, |ui, w| {
        weapon_form(ui, lang, faction, w)
    }) {
        added = Some(Added::Weapon(w));
    }
    if let Some(a) = part_form(ui, &mut parts.armour, |ui, a| {
        armour_form(ui, lang, faction, a)
    }) {
        added = Some(Added::Armour(a));
    }
    if let Some(t) = part_form(ui, &mut parts.trait_, |ui, t| {
        trait_form(ui, lang, faction, t)
    }) {
        added = Some(Added::Trait(t));
    }
    if let Some(a) = part_form(ui, &mut parts.ability, |ui, a| {
        ability_form(ui, lang, faction, a)
    }) {
        added = Some(Added::Ability(a));
    }
    added
}

/// The new part in `slot`, if its form is open, drawn in a frame by `form`: the part once the
/// player adds it, the form closed when added or cancelled.
fn part_form<T>(
    ui: &mut egui::Ui,
    slot: &mut Option<T>,
    form: impl FnOnce(&mut egui::Ui, &mut T) -> Option<bool>,
) -> Option<T> {
    let part = slot.as_mut()?;
    let add = egui::Frame::group(ui.style())
        .show(ui, |ui| form(ui, part))
        .inner?;
    let part = slot.take();
    if add { part } else { None }
}

/// The name fields of a new part, in English and Spanish.
fn names_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    salt: &str,
    name: &mut String,
    name_es: &mut Option<String>,
) {
    egui::Grid::new((salt, "names"))
        .num_columns(2)
        .show(ui, |ui| {
            let l = ui.label(lang.t(Key::NameEn));
            ui.text_edit_singleline(name).labelled_by(l.id);
            ui.end_row();
            let l = ui.label(lang.t(Key::NameEs));
            let mut es = name_es.clone().unwrap_or_default();
            if ui.text_edit_singleline(&mut es).labelled_by(l.id).changed() {
                *name_es = (!es.trim().is_empty()).then_some(es);
            }
            ui.end_row();
        });
}

/// "Add to the catalogue" (enabled when the part's `problems` are none) and "Cancel": Some(true)
/// to add, Some(false) to drop the form.
fn finish_ui(ui: &mut egui::Ui, lang: Lang, problems: usize) -> Option<bool> {
    if problems > 0 {
        ui.weak(lang.t(Key::PartNotWhole));
    }
    let mut done = None;
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                problems == 0,
                egui::Button::new(lang.t(Key::AddToCatalogue)),
            )
            .clicked()
        {
            done = Some(true);
        }
        if ui.button(lang.t(Key::UnsavedCancel)).clicked() {
            done = Some(false);
        }
    });
    done
}

/// The end of a new part's form: the problems of `faction` with the part pushed by `push` (which
/// returns the part's field, `weapons[9]`), shown at that field, then "Add to the catalogue"
/// and "Cancel" (`finish_ui`).
fn check_and_finish(
    ui: &mut egui::Ui,
    lang: Lang,
    faction: &Faction,
    push: impl FnOnce(&mut Faction) -> String,
) -> Option<bool> {
    let mut trial = faction.clone();
    let at = push(&mut trial);
    let problems = crate::army::faction_check::faction_problems(&trial);
    let shown = problems_at(ui, lang, &problems, &at);
    finish_ui(ui, lang, shown)
}

/// The id for a new part named `name`, free among `taken`.
fn part_id(name: &str, part: &str, taken: Vec<&str>) -> String {
    crate::army::store::free_id(&slug(name, part), &taken)
}

fn weapon_form(ui: &mut egui::Ui, lang: Lang, faction: &Faction, w: &mut Weapon) -> Option<bool> {
    ui.strong(lang.t(Key::NewWeapon));
    names_ui(ui, lang, "new_weapon", &mut w.name, &mut w.name_es);
    w.id = part_id(
        &w.name,
        "weapon",
        faction.weapons.iter().map(|x| x.id.as_str()).collect(),
    );
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(lang.t(Key::WeaponMeleeType));
        let shown = w.melee_type.map_or_else(
            || lang.t(Key::WeaponNoMelee).to_string(),
            |t| format!("{} · {}", t.number(), weapon_type_name(lang, t)),
        );
        egui::ComboBox::from_id_salt("new_weapon_type")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut w.melee_type, None, lang.t(Key::WeaponNoMelee));
                for n in 0..=10u8 {
                    let t = WeaponType::try_from(n).ok();
                    let text = t.map_or_else(String::new, |t| {
                        format!("{n} · {} (L{})", weapon_type_name(lang, t), t.book_line())
                    });
                    ui.selectable_value(&mut w.melee_type, t, text);
                }
            })
            .response
            .labelled_by(l.id);
    });
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(lang.t(Key::WeaponReach));
        let shown = w.ranged.map_or_else(
            || lang.t(Key::WeaponNoReach).to_string(),
            |r| reach_line(lang, r),
        );
        egui::ComboBox::from_id_salt("new_weapon_reach")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut w.ranged, None, lang.t(Key::WeaponNoReach));
                for r in [RangedReach::Short, RangedReach::Medium, RangedReach::Long] {
                    ui.selectable_value(&mut w.ranged, Some(r), reach_line(lang, r));
                }
            })
            .response
            .labelled_by(l.id);
    });
    ui.checkbox(&mut w.unloads, lang.t(Key::WeaponUnloads));
    ui.checkbox(&mut w.any_side, lang.t(Key::WeaponAnySide));
    effects_ui(ui, lang, "new_weapon_effects", &mut w.effects);
    check_and_finish(ui, lang, faction, |f| {
        f.weapons.push(w.clone());
        format!("weapons[{}]", f.weapons.len() - 1)
    })
}

/// "medium (40 cm, L1097)".
fn reach_line(lang: Lang, r: RangedReach) -> String {
    format!(
        "{} ({} cm, L{})",
        reach_name(lang, r),
        r.max_cm(),
        r.book_line()
    )
}

fn armour_form(ui: &mut egui::Ui, lang: Lang, faction: &Faction, a: &mut Armour) -> Option<bool> {
    ui.strong(lang.t(Key::NewArmour));
    names_ui(ui, lang, "new_armour", &mut a.name, &mut a.name_es);
    a.id = part_id(
        &a.name,
        "armour",
        faction.armours.iter().map(|x| x.id.as_str()).collect(),
    );
    ui.horizontal(|ui| {
        let l = ui.label(lang.t(Key::ArmourDifficulty));
        ui.add(egui::DragValue::new(&mut a.difficulty_to_wound).range(2..=7))
            .labelled_by(l.id);
        ui.weak("R-WOUND-2");
    });
    effects_ui(ui, lang, "new_armour_effects", &mut a.effects);
    check_and_finish(ui, lang, faction, |f| {
        f.armours.push(a.clone());
        format!("armours[{}]", f.armours.len() - 1)
    })
}

fn trait_form(ui: &mut egui::Ui, lang: Lang, faction: &Faction, t: &mut Trait) -> Option<bool> {
    ui.strong(lang.t(Key::NewTrait));
    names_ui(ui, lang, "new_trait", &mut t.name, &mut t.name_es);
    t.id = part_id(
        &t.name,
        "trait",
        faction.traits.iter().map(|x| x.id.as_str()).collect(),
    );
    effects_ui(ui, lang, "new_trait_effects", &mut t.effects);
    check_and_finish(ui, lang, faction, |f| {
        f.traits.push(t.clone());
        format!("traits[{}]", f.traits.len() - 1)
    })
}

fn ability_form(ui: &mut egui::Ui, lang: Lang, faction: &Faction, a: &mut Ability) -> Option<bool> {
    ui.strong(lang.t(Key::NewAbility));
    names_ui(ui, lang, "new_ability", &mut a.name, &mut a.name_es);
    a.id = part_id(
        &a.name,
        "ability",
        faction.abilities.iter().map(|x| x.id.as_str()).collect(),
    );
    ui.horizontal(|ui| {
        ui.label(lang.t(Key::AbilityKindLabel));
        ui.selectable_value(
            &mut a.kind,
            AbilityKind::Permanent,
            lang.t(Key::AbilityPermanent),
        );
        ui.selectable_value(&mut a.kind, AbilityKind::Ki, lang.t(Key::AbilityKi));
    });
    let l = ui.label(lang.t(Key::PartDescription));
    ui.text_edit_multiline(&mut a.description).labelled_by(l.id);
    effects_ui(ui, lang, "new_ability_effects", &mut a.effects);
    check_and_finish(ui, lang, faction, |f| {
        f.abilities.push(a.clone());
        format!("abilities[{}]", f.abilities.len() - 1)
    })
}

/// The window's words for an effect's input.
pub fn input_key(i: SituationInput) -> Key {
    match i {
        SituationInput::MeleeDice => Key::InputMeleeDice,
        SituationInput::MeleeValue => Key::InputMeleeValue,
        SituationInput::ShootingDice => Key::InputShootingDice,
        SituationInput::ShootingValue => Key::InputShootingValue,
        SituationInput::DifficultyToWound => Key::InputDifficultyToWound,
        SituationInput::WoundValue => Key::InputWoundValue,
        SituationInput::AttackMelee => Key::InputAttackMelee,
        SituationInput::AttackRanged => Key::InputAttackRanged,
        SituationInput::Honor => Key::InputHonor,
        SituationInput::Initiative => Key::InputInitiative,
        SituationInput::Hr => Key::InputHr,
        SituationInput::MovCm => Key::InputMovCm,
        SituationInput::ChargesAsMounted => Key::InputChargesAsMounted,
        SituationInput::NoChargeBonus => Key::InputNoChargeBonus,
        SituationInput::CountsAsSkirmisher => Key::InputCountsAsSkirmisher,
    }
}

/// The window's words for an effect's condition.
pub fn condition_key(c: Condition) -> Key {
    match c {
        Condition::Charging => Key::WhenCharging,
        Condition::ReceivingCharge => Key::WhenReceivingCharge,
        Condition::AttackedOnlyByFront => Key::WhenAttackedOnlyByFront,
        Condition::KiActive => Key::WhenKiActive,
        Condition::ShortRange => Key::WhenShortRange,
        Condition::InCover => Key::WhenInCover,
        Condition::AgainstCreature => Key::WhenAgainstCreature,
    }
}

/// A part's modifiers: each an input picked from the engine's list, a value (a flag has none),
/// and the conditions it needs; added and removed by buttons.
pub fn effects_ui(ui: &mut egui::Ui, lang: Lang, salt: &str, effects: &mut Vec<Effect>) {
    ui.label(lang.t(Key::Modifiers));
    let mut remove = None;
    for (i, e) in effects.iter_mut().enumerate() {
        ui.horizontal_wrapped(|ui| {
            // "changes [melee dice] by [1] only when [charging]": each list named for a
            // screen reader by the word before it.
            let l = ui.label(lang.t(Key::ModifierChanges));
            egui::ComboBox::from_id_salt((salt, i, "input"))
                .selected_text(lang.t(input_key(e.input)))
                .show_ui(ui, |ui| {
                    for input in SituationInput::ALL {
                        ui.selectable_value(&mut e.input, input, lang.t(input_key(input)));
                    }
                })
                .response
                .labelled_by(l.id);
            if e.input.is_flag() {
                e.value = 1;
            } else {
                let l = ui.label(lang.t(Key::ModifierBy));
                ui.add(egui::DragValue::new(&mut e.value).range(-10..=10))
                    .labelled_by(l.id);
            }
            ui.weak(lang.t(Key::ModifierWhen));
            for c in Condition::ALL {
                let mut on = e.when.contains(&c);
                if ui.checkbox(&mut on, lang.t(condition_key(c))).changed() {
                    if on {
                        e.when.push(c);
                    } else {
                        e.when.retain(|x| *x != c);
                    }
                }
            }
            if ui.small_button(lang.t(Key::RemoveModifier)).clicked() {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        effects.remove(i);
    }
    // In a row of its own, so that it is as wide as its words, not the column.
    if ui
        .horizontal(|ui| ui.button(lang.t(Key::AddModifier)).clicked())
        .inner
    {
        effects.push(Effect {
            input: SituationInput::MeleeDice,
            value: 1,
            when: Vec::new(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_makes_an_id_of_letters_digits_and_underscores() {
        assert_eq!(slug("Nodachi blade", "weapon"), "nodachi_blade");
        assert_eq!(slug("  Yari (long)! ", "weapon"), "yari_long");
        assert_eq!(slug("¡¡", "weapon"), "weapon");
    }
}
