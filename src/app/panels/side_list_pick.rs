//! The new-battle form's pick of a side's list: a drop-down of the lists a side may take
//! (`ListChoices`: the shipped ones, then the player's own among the recent files, lists of the
//! player's own factions too) that puts the picked list's path in the side's roster field, so
//! that no path need be typed. A roster typed by hand still goes in the field below it.

use crate::app::bundled::BundledFile;
use crate::app::i18n::{Key, Lang};
use std::path::Path;

/// "Akagane host (400 pts)": a list as the drop-down names it, in `lang`.
fn list_line(lang: Lang, f: &BundledFile) -> String {
    match f.points {
        Some(points) => lang.f(
            Key::StartListChoice,
            &[("list", &f.name_in(lang)), ("points", &points)],
        ),
        None => f.name_in(lang).to_string(),
    }
}

/// The drop-down of `lists`, `width` wide and labelled by the widget `label`, showing the list
/// whose path `path` holds (else "pick a list"); true when the player picked one, its path
/// then in `path`.
pub fn side_list_pick(
    ui: &mut egui::Ui,
    (label, lang, width): (egui::Id, Lang, f32),
    salt: impl std::hash::Hash + std::fmt::Debug,
    lists: &[BundledFile],
    path: &mut String,
) -> bool {
    let now = lists
        .iter()
        .position(|f| f.path.as_path() == Path::new(path.trim()));
    let shown = now.map_or_else(
        || lang.t(Key::PickAList).to_string(),
        |i| list_line(lang, &lists[i]),
    );
    let mut picked = None;
    egui::ComboBox::from_id_salt(salt)
        .selected_text(shown)
        .width(width)
        .truncate()
        .show_ui(ui, |ui| {
            for (i, f) in lists.iter().enumerate() {
                if ui
                    .selectable_label(now == Some(i), list_line(lang, f))
                    .clicked()
                {
                    picked = Some(i);
                }
            }
        })
        .response
        .labelled_by(label);
    match picked {
        Some(i) => {
            *path = crate::app::start_page::path_text(&lists[i].path);
            true
        }
        None => false,
    }
}
