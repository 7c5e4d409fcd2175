//! Help > Rulings: the project's rulings (`docs/rulings.md`, built in) read in the window, in its
//! language, each with its ID, its text and the book's sections it reads, and a search box that
//! finds a ruling by its ID (`R-LOS-2`, `los`) or by words of its text or section.
//!
//! A hover names a ruling; this is where a player reads all of them, e.g. to agree a reading
//! with the opponent before the battle.

use super::i18n::{Key, Lang};
use crate::citations::{Ruling, rulings};

/// The rulings window: open or not, and what the player searches for.
#[derive(Debug, Default, Clone)]
pub struct RulingsWindow {
    pub open: bool,
    pub query: String,
}

/// The rulings `query` finds: each word of the query (any case) is in the ruling's ID, its text
/// in `lang` or its sections in `lang`. Those whose ID the query names come first (`los-2` finds
/// R-LOS-2 before the rulings that mention it), then the document's order. An empty query finds
/// them all.
pub fn matching(query: &str, lang: Lang) -> Vec<&'static Ruling> {
    let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
    let mut found: Vec<&Ruling> = rulings()
        .iter()
        .filter(|r| {
            let haystack = format!("{} {} {}", r.id, r.text(lang), r.section(lang)).to_lowercase();
            words.iter().all(|w| haystack.contains(w.as_str()))
        })
        .collect();
    let names_id = |r: &Ruling| {
        let id = r.id.to_lowercase();
        words.iter().any(|w| id.ends_with(w.as_str()))
    };
    found.sort_by_key(|r| !names_id(r));
    found
}

impl RulingsWindow {
    /// Draws the window when it is open.
    pub fn show(&mut self, ctx: &egui::Context, lang: Lang) {
        let mut open = self.open;
        egui::Window::new(lang.t(Key::RulingsTitle))
            // Its place and size stay when the language (so the title) changes.
            .id(egui::Id::unique("rulings_window"))
            // Below the menu bar, never over it.
            .default_pos(super::windows::FIRST_PLACE)
            .open(&mut open)
            .default_size([560.0, 600.0])
            .resizable(true)
            .show(ctx, |ui| self.contents(ui, lang));
        self.open = open;
    }

    fn contents(&mut self, ui: &mut egui::Ui, lang: Lang) {
        ui.label(lang.t(Key::RulingsIntro));
        ui.horizontal(|ui| {
            ui.label(lang.t(Key::RulingsSearch));
            ui.add(
                egui::TextEdit::singleline(&mut self.query)
                    .hint_text(lang.t(Key::RulingsSearchHint))
                    .desired_width(f32::INFINITY),
            );
        });
        let found = matching(&self.query, lang);
        ui.label(lang.f(Key::RulingsFound, &[("count", &found.len())]));
        ui.separator();
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for r in found {
                    ui.strong(&r.id);
                    ui.label(r.text(lang));
                    let section = r.section(lang);
                    if !section.is_empty() {
                        ui.weak(lang.f(Key::HelpBook, &[("section", &section)]));
                    }
                    ui.add_space(8.0);
                }
            });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_finds_a_ruling_by_its_id_or_by_words_in_the_window_language() {
        let all = matching("", Lang::English).len();
        assert!(all > 50, "{all}");
        let by_id = matching("los-2", Lang::English);
        assert_eq!(by_id[0].id, "R-LOS-2");
        assert!(by_id.iter().all(|r| r.id != "R-LOS-1"));
        // A word of the English text finds it in English, the Spanish word in Spanish.
        let en = matching("corridor", Lang::English);
        assert!(en.iter().any(|r| r.id == "R-LOS-2"));
        let es = matching("pasillo", Lang::Spanish);
        assert!(es.iter().any(|r| r.id == "R-LOS-2"));
        assert!(
            !matching("pasillo", Lang::English)
                .iter()
                .any(|r| r.id == "R-LOS-2")
        );
        assert!(matching("zzzz-nothing", Lang::Spanish).is_empty());
    }
}
