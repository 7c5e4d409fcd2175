//! Beside the troop card: the card as the roster prints it, and what the troop is worth (its
//! exact melee odds against the samples' line troops, `army::troop_worth`), worked out again
//! only when the card or its catalogue changes.

use crate::app::i18n::{Key, Lang};
use crate::army::faction::{Faction, Profile};
use crate::army::troop_worth::{Exchange, TroopWorth, reference_troops, troop_worth};

/// The worth last worked out, for the faction and card it was worked out on.
#[derive(Debug, Clone, Default)]
pub struct WorthCache {
    samples: Vec<Faction>,
    last: Option<(Faction, Profile, Option<TroopWorth>)>,
}

impl WorthCache {
    /// What `card` of `faction` is worth, `None` when it cannot fight yet.
    fn of(&mut self, faction: &Faction, card: &Profile) -> Option<&TroopWorth> {
        if self.samples.is_empty() {
            self.samples = crate::army::bundled_factions();
        }
        let stale = self
            .last
            .as_ref()
            .is_none_or(|(f, p, _)| f != faction || p != card);
        if stale {
            let refs = reference_troops(&self.samples);
            let worth = troop_worth(faction, card, &refs).ok();
            self.last = Some((faction.clone(), card.clone(), worth));
        }
        self.last.as_ref().and_then(|(_, _, w)| w.as_ref())
    }
}

/// The printed card and the worth of `card`, of `faction` (which holds it, at its place).
pub fn beside_card_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    faction: &Faction,
    card: &Profile,
    cache: &mut WorthCache,
) {
    ui.heading(lang.t(Key::TroopCardPrinted));
    egui::Frame::group(ui.style()).show(ui, |ui| {
        for (label, line) in crate::army::roster::card_lines(faction, card) {
            ui.horizontal_wrapped(|ui| {
                ui.strong(label);
                ui.label(line);
            });
        }
    });
    ui.heading(lang.t(Key::TroopWorthTitle));
    ui.weak(lang.t(Key::TroopWorthHelp));
    let Some(w) = cache.of(faction, card) else {
        return;
    };
    match w.casualties_per_100_points {
        Some(c) => ui.strong(lang.f(Key::WorthPer100, &[("casualties", &format!("{c:.2}"))])),
        None => ui.weak(lang.t(Key::WorthPer100NoCost)),
    };
    for a in &w.against {
        let name = match (lang, &a.name_es) {
            (Lang::Spanish, Some(es)) => es.as_str(),
            _ => a.name.as_str(),
        };
        ui.label(lang.f(Key::WorthAgainst, &[("troop", &name)]));
        ui.indent(("worth", &a.faction, &a.profile), |ui| {
            ui.label(exchange_line(lang, Key::WorthCharging, &a.charging));
            ui.label(exchange_line(lang, Key::WorthCharged, &a.charged));
        });
    }
}

/// "charging: wins 62% · inflicts 2.41 · suffers 1.10".
fn exchange_line(lang: Lang, key: Key, e: &Exchange) -> String {
    lang.f(
        key,
        &[
            ("wins", &format!("{:.0}%", e.wins * 100.0)),
            ("inflicted", &format!("{:.2}", e.inflicted)),
            ("suffered", &format!("{:.2}", e.suffered)),
        ],
    )
}
