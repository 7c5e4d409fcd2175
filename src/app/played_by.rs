//! Who plays a side, as the window offers it: a player, or the computer general at one of its
//! levels (easy, normal, hard; `first`, the command line's first-legal player, is not offered,
//! though settings that name it still read). The start page, the tracker's battle form and
//! View › Settings each ask it with [`played_by_choice`]; `app::computer` plays the sides given
//! to the computer. The battle form and View › Settings also set each computer side's
//! temperament, under its drop-down.

use super::i18n::{Key, Lang};
use crate::battle::policy::general::{Level, Temperament};

/// The choices offered, a player first.
pub const OFFERED: [Option<Level>; 4] = [
    None,
    Some(Level::Easy),
    Some(Level::Normal),
    Some(Level::Hard),
];

/// The label of each side's choice ("Side 1 played by"), by side index.
pub const LABELS: [Key; 2] = [Key::PlayedBy0, Key::PlayedBy1];

/// "a player", "the computer (normal)"… in `lang`.
pub fn who_plays(lang: Lang, who: Option<Level>) -> &'static str {
    lang.t(match who {
        None => Key::PlayerHuman,
        Some(Level::First) => Key::PlayerFirst,
        Some(Level::Easy) => Key::PlayerEasy,
        Some(Level::Normal) => Key::PlayerNormal,
        Some(Level::Hard) => Key::PlayerHard,
    })
}

/// A drop-down of who plays a side, `width` wide (a longer text is cut short with an ellipsis),
/// labelled by the widget `label`; whether the choice changed.
pub fn played_by_choice(
    ui: &mut egui::Ui,
    (label, lang, width): (egui::Id, Lang, f32),
    salt: impl std::hash::Hash + std::fmt::Debug,
    who: &mut Option<Level>,
) -> bool {
    let before = *who;
    egui::ComboBox::from_id_salt(salt)
        .selected_text(who_plays(lang, *who))
        .width(width)
        .truncate()
        .show_ui(ui, |ui| {
            for choice in OFFERED {
                ui.selectable_value(who, choice, who_plays(lang, choice));
            }
        })
        .response
        .labelled_by(label)
        .on_hover_text(lang.t(Key::PlayedByHelp));
    *who != before
}

/// A labelled row of a grid for each side: who plays it, the drop-downs `width` wide. With
/// `temperament`, under a side the computer plays at a level that weighs by value (normal,
/// hard), two rows more: its general's aggression and caution, a slider each from 0 to 1.
pub fn played_by_rows(
    ui: &mut egui::Ui,
    (lang, width): (Lang, f32),
    salt: &str,
    computer: &mut [Option<Level>; 2],
    mut temperament: Option<&mut [Temperament; 2]>,
) -> bool {
    let mut changed = false;
    ui.spacing_mut().slider_width = (width - 60.0).max(60.0);
    for (i, key) in LABELS.into_iter().enumerate() {
        let l = ui.label(lang.t(key));
        changed |= played_by_choice(ui, (l.id, lang, width), (salt, i), &mut computer[i]);
        ui.end_row();
        if let Some(t) = temperament.as_deref_mut()
            && computer[i].is_some_and(Level::has_temperament)
        {
            temperament_rows(ui, lang, i as u8, &mut t[i]);
        }
    }
    changed
}

/// The two rows of side `side`'s temperament: its aggression and its caution, each labelled
/// with the side and a slider from 0 to 1.
fn temperament_rows(ui: &mut egui::Ui, lang: Lang, side: u8, t: &mut Temperament) {
    let side = lang.side(side);
    for (key, help, weight) in [
        (Key::Aggression, Key::AggressionHelp, &mut t.aggression),
        (Key::Caution, Key::CautionHelp, &mut t.caution),
    ] {
        let l = ui.label(lang.f(key, &[("side", &side)]));
        ui.add(
            egui::Slider::new(weight, 0.0..=1.0)
                .step_by(0.05)
                .fixed_decimals(2),
        )
        .labelled_by(l.id)
        .on_hover_text(lang.t(help));
        ui.end_row();
    }
}

/// The sides whose secrets stay face down in the window, by side index: a side the computer
/// plays against a player. At the table a player sees the opponent's cards and commander
/// orders only by their number, and its secret mission only when the battle ends (R-DECK-1,
/// R-DECK-2, R-MISSION-1); the computer's side is shown as a player across the table would see
/// it, as the computer sees the player's (`policy::general::view`). With the computer on both
/// sides (a battle watched) or players on both (one screen passed between them), nothing is
/// hidden.
pub fn face_down(computer: &[Option<Level>; 2]) -> [bool; 2] {
    [0, 1].map(|i| computer[i].is_some() && computer[1 - i].is_none())
}
