//! The faction editor: the player's own army typed from its troop cards. New faction (blank,
//! or a copy of a known one), then one form per troop card (`card.rs`), the catalogue it picks
//! from with inline forms for a new weapon, armour, trait or ability (`parts.rs`), the point
//! caps and commander orders (`orders.rs`); beside the card, the card as the roster prints it
//! and what the troop is worth (`worth.rs`). Every problem shows beside its field while typing
//! (`army::faction_check`); a card is saved only when it is whole.
//!
//! [`FactionEditor`] is a panel of its own: it keeps the faction being typed and returns the
//! saves, shares and imports as intents; the dispatch writes them into the data folder's
//! `factions/` (`army::store`) and reads the known factions again.

mod card;
mod orders;
mod parts;
mod worth;

use crate::app::i18n::{Key, Lang};
use crate::app::intent::Intent;
use crate::app::view::View;
use crate::army::faction::{Faction, Profile};
use crate::army::faction_check::faction_problems;
use crate::army::load::ArmyProblem;
use crate::army::store::{free_id, starter_faction};
use std::path::PathBuf;

/// The faction editor: what it remembers between frames.
#[derive(Debug, Clone, Default)]
pub struct FactionEditor {
    /// The new-faction form: its id and the known faction it copies (`None`: blank).
    pub new_id: String,
    pub start_from: Option<String>,
    /// The faction open in the editor.
    open: Option<Open>,
    /// A faction file offered for import, and where it came from.
    import: Option<(Faction, PathBuf)>,
    /// The faction as last kept in its draft file (unsaved work survives a crash or a close).
    kept: Option<Faction>,
}

/// A faction being typed.
#[derive(Debug, Clone)]
struct Open {
    faction: Faction,
    /// The troop card being typed, and its place among the faction's (`None`: a new card).
    card: Option<(Profile, Option<usize>)>,
    parts: parts::NewParts,
    worth: worth::WorthCache,
    /// Where "Share" writes the faction.
    share_path: String,
}

impl FactionEditor {
    /// The faction open in the editor, as typed so far.
    pub fn faction(&self) -> Option<&Faction> {
        self.open.as_ref().map(|o| &o.faction)
    }

    /// Opens `faction` in the editor.
    pub fn open_faction(&mut self, faction: Faction) {
        self.open = Some(Open {
            share_path: format!("{}.json", faction.id),
            faction,
            card: None,
            parts: parts::NewParts::default(),
            worth: worth::WorthCache::default(),
        });
    }

    /// The open faction as typed so far, the card being typed in it, when it differs from the
    /// player's saved copy: the work a draft keeps.
    pub fn unsaved(&self, catalogue: &crate::army::store::Catalogue) -> Option<Faction> {
        let open = self.open.as_ref()?;
        let typed = match &open.card {
            Some((card, at)) => with_card(&open.faction, card, *at).0,
            None => open.faction.clone(),
        };
        let saved = catalogue.player().get(&typed.id).map(|(_, f)| f);
        (saved != Some(&typed)).then_some(typed)
    }

    /// The faction as last kept in its draft file.
    pub fn kept(&self) -> Option<&Faction> {
        self.kept.as_ref()
    }

    /// Notes what the draft file now holds.
    pub fn set_kept(&mut self, kept: Option<Faction>) {
        self.kept = kept;
    }

    /// Offers the faction read from `file` for import.
    pub fn offer_import(&mut self, faction: Faction, file: PathBuf) {
        self.import = Some((faction, file));
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        let mut sent = Vec::new();
        ui.heading(lang.t(Key::FactionsTitle));
        sent.extend(self.import_ui(ui, view));
        let Some(open) = self.open.as_mut() else {
            ui.label(lang.t(Key::FactionsHelp));
            self.new_faction_ui(ui, view);
            return sent;
        };
        if open_ui(ui, view, open, &mut sent) {
            self.open = None;
        }
        sent
    }

    /// The import question: a faction file opened or dropped on the window.
    fn import_ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        let Some((faction, file)) = &self.import else {
            return Vec::new();
        };
        let mut sent = Vec::new();
        let mut done = false;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(lang.f(
                Key::ImportFaction,
                &[
                    ("faction", &faction.name_in(lang)),
                    ("file", &file.display()),
                ],
            ));
            let taken = view.factions.player().get(&faction.id).is_some();
            ui.horizontal(|ui| {
                let import = |keep_both: bool| Intent::ImportFaction {
                    faction: Box::new(faction.clone()),
                    keep_both,
                };
                if taken {
                    if ui.button(lang.t(Key::ImportReplace)).clicked() {
                        sent.push(import(false));
                        done = true;
                    }
                    if ui.button(lang.t(Key::ImportKeepBoth)).clicked() {
                        sent.push(import(true));
                        done = true;
                    }
                } else if ui.button(lang.t(Key::ImportAdd)).clicked() {
                    sent.push(import(false));
                    done = true;
                }
                if ui.button(lang.t(Key::UnsavedCancel)).clicked() {
                    done = true;
                }
            });
        });
        if done {
            self.import = None;
        }
        sent
    }

    /// No faction open: the new-faction form, then "Edit" for each of the player's.
    fn new_faction_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        let lang = view.lang;
        let known = view.factions.known();
        ui.strong(lang.t(Key::FactionNew));
        let taken: Vec<&str> = known.iter().map(|f| f.id.as_str()).collect();
        if self.new_id.is_empty() {
            self.new_id = free_id("my_faction", &taken);
        }
        egui::Grid::new("new_faction")
            .num_columns(2)
            .show(ui, |ui| {
                let l = ui.label(lang.t(Key::FactionId));
                ui.text_edit_singleline(&mut self.new_id).labelled_by(l.id);
                ui.end_row();
                let l = ui.label(lang.t(Key::FactionStartFrom));
                let shown = |id: &Option<String>| match id
                    .as_deref()
                    .and_then(|id| known.iter().find(|f| f.id == id))
                {
                    Some(f) => lang.f(Key::FactionCopyOf, &[("faction", &f.name_in(lang))]),
                    None => lang.t(Key::FactionBlank).to_string(),
                };
                egui::ComboBox::from_id_salt("new_faction_from")
                    .selected_text(shown(&self.start_from))
                    .width(240.0)
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut self.start_from, None, shown(&None));
                        for f in known.iter() {
                            let id = Some(f.id.clone());
                            let text = shown(&id);
                            ui.selectable_value(&mut self.start_from, id, text);
                        }
                    })
                    .response
                    .labelled_by(l.id);
                ui.end_row();
            });
        let id = self.new_id.trim().to_string();
        let usable = crate::army::store::usable_id(&id);
        let free = !taken.contains(&id.as_str());
        if !usable {
            ui.colored_label(ui.visuals().error_fg_color, lang.t(Key::FactionIdBad));
        } else if !free {
            ui.colored_label(
                ui.visuals().error_fg_color,
                lang.f(Key::FactionIdTaken, &[("id", &id)]),
            );
        }
        if ui
            .add_enabled(
                usable && free,
                egui::Button::new(lang.t(Key::FactionCreate)),
            )
            .clicked()
        {
            let from = self
                .start_from
                .as_deref()
                .and_then(|f| known.iter().find(|k| k.id == f));
            self.open_faction(starter_faction(&id, from));
            self.new_id.clear();
        }
        let player = &view.factions.player().factions;
        if !player.is_empty() {
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                for (_, f) in player {
                    let text = lang.f(Key::FactionEditOne, &[("faction", &f.name_in(lang))]);
                    if ui.button(text).clicked() {
                        self.open_faction(f.clone());
                    }
                }
            });
        }
    }
}

/// The open faction's editor; true when the player closed it.
fn open_ui(ui: &mut egui::Ui, view: &View, open: &mut Open, sent: &mut Vec<Intent>) -> bool {
    let lang = view.lang;
    let mut closed = false;
    let saved = view.factions.player().get(&open.faction.id).map(|(_, f)| f);
    let problems = faction_problems(&open.faction);
    header_ui(ui, lang, open, &problems);
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                problems.is_empty() && saved != Some(&open.faction),
                egui::Button::new(lang.t(Key::SaveFaction)),
            )
            .clicked()
        {
            sent.push(Intent::SaveFaction(Box::new(open.faction.clone())));
        }
        if ui.button(lang.t(Key::FactionClose)).clicked() {
            closed = true;
        }
    });
    if !problems.is_empty() {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            lang.f(Key::FactionNotWhole, &[("problems", &problems.len())]),
        );
    } else if saved != Some(&open.faction) {
        ui.weak(lang.t(Key::FactionUnsaved));
    }
    ui.separator();
    troops_ui(ui, lang, open, &problems);
    if open.card.is_some() {
        ui.separator();
        if ui.available_width() >= 900.0 {
            ui.columns(2, |cols| {
                card_editor_ui(&mut cols[0], view, open, saved, sent);
                beside_ui(&mut cols[1], lang, open);
            });
        } else {
            card_editor_ui(ui, view, open, saved, sent);
            ui.separator();
            beside_ui(ui, lang, open);
        }
    }
    ui.separator();
    orders::caps_and_orders_ui(ui, lang, &mut open.faction, &problems);
    ui.separator();
    ui.horizontal(|ui| {
        let l = ui.label(lang.t(Key::ShareFaction));
        ui.text_edit_singleline(&mut open.share_path)
            .labelled_by(l.id);
        if ui
            .add_enabled(
                problems.is_empty(),
                egui::Button::new(lang.t(Key::ShareWrite)),
            )
            .clicked()
        {
            sent.push(Intent::ShareFaction {
                faction: Box::new(open.faction.clone()),
                path: PathBuf::from(open.share_path.trim()),
            });
        }
    });
    closed
}

/// The faction's names (its id is fixed: lists name their faction by it).
fn header_ui(ui: &mut egui::Ui, lang: Lang, open: &mut Open, problems: &[(String, ArmyProblem)]) {
    let f = &mut open.faction;
    ui.strong(format!("{} ({})", f.name_in(lang), f.id));
    egui::Grid::new("faction_header")
        .num_columns(2)
        .show(ui, |ui| {
            let l = ui.label(lang.t(Key::NameEn));
            ui.text_edit_singleline(&mut f.name).labelled_by(l.id);
            ui.end_row();
            let l = ui.label(lang.t(Key::NameEs));
            let mut es = f.name_es.clone().unwrap_or_default();
            if ui.text_edit_singleline(&mut es).labelled_by(l.id).changed() {
                f.name_es = (!es.trim().is_empty()).then_some(es);
            }
            ui.end_row();
        });
    parts::problems_at(ui, lang, problems, "id");
    parts::problems_at(ui, lang, problems, "schema_version");
}

/// The faction's troop cards, one button each, and "New troop card". A card that is not whole
/// is marked in the warning colour with its count of problems, and a card without a name yet
/// (one kept half-typed in a draft) is still a button to open it by, so that every problem of
/// the faction can be reached and seen beside its field.
fn troops_ui(ui: &mut egui::Ui, lang: Lang, open: &mut Open, problems: &[(String, ArmyProblem)]) {
    ui.strong(lang.t(Key::FactionTroops));
    if open.faction.profiles.is_empty() {
        ui.weak(lang.t(Key::FactionNoTroops));
    }
    let mut pick = None;
    ui.horizontal_wrapped(|ui| {
        for (i, p) in open.faction.profiles.iter().enumerate() {
            // The card open in the form is named as typed so far; its problems show there.
            let (on, p) = match &open.card {
                Some((typed, Some(j))) if *j == i => (true, typed),
                _ => (false, p),
            };
            let name = p.name_in(lang);
            let mut text = egui::RichText::new(if name.trim().is_empty() {
                lang.t(Key::FactionUnnamedTroop)
            } else {
                name
            });
            let at = format!("profiles[{i}]");
            let wrong = if on {
                0
            } else {
                problems
                    .iter()
                    .filter(|(f, _)| f == &at || f.starts_with(&format!("{at}.")))
                    .count()
            };
            if wrong > 0 {
                text = text.color(ui.visuals().warn_fg_color);
            }
            let r = ui.selectable_label(on, text);
            let r = if wrong > 0 {
                r.on_hover_text(lang.f(Key::FactionTroopProblems, &[("problems", &wrong)]))
            } else {
                r
            };
            if r.clicked() {
                pick = Some(Some(i));
            }
        }
        if ui.button(lang.t(Key::FactionNewTroop)).clicked() {
            pick = Some(None);
        }
    });
    match pick {
        Some(Some(i)) => open.card = Some((open.faction.profiles[i].clone(), Some(i))),
        Some(None) => open.card = Some((card::blank_card(), None)),
        None => {}
    }
}

/// The faction with the card typed so far at its place, and that place.
fn with_card(faction: &Faction, card: &Profile, at: Option<usize>) -> (Faction, usize) {
    let mut trial = faction.clone();
    let mut card = card.clone();
    match at {
        Some(i) => {
            trial.profiles[i] = card;
            (trial, i)
        }
        None => {
            let taken: Vec<&str> = faction.profiles.iter().map(|p| p.id.as_str()).collect();
            card.id = free_id(&parts::slug(&card.name, "troop"), &taken);
            trial.profiles.push(card);
            let i = trial.profiles.len() - 1;
            (trial, i)
        }
    }
}

/// The card's form, its picks and new parts, and "Save the troop card": the card goes into the
/// faction and, when the faction is then whole, the faction is saved.
fn card_editor_ui(
    ui: &mut egui::Ui,
    view: &View,
    open: &mut Open,
    saved: Option<&Faction>,
    sent: &mut Vec<Intent>,
) {
    let lang = view.lang;
    let Some((card, at)) = open.card.as_mut() else {
        return;
    };
    ui.heading(lang.t(Key::TroopCard));
    let (trial, i) = with_card(&open.faction, card, *at);
    let all = faction_problems(&trial);
    let prefix = format!("profiles[{i}]");
    let own: Vec<(String, ArmyProblem)> = all
        .iter()
        .filter(|(f, _)| f.starts_with(&prefix))
        .cloned()
        .collect();
    card::card_ui(ui, lang, view.hover_help, card, &own, &prefix);
    parts::picks_ui(ui, lang, &open.faction, card);
    for field in ["weapons", "armour", "traits", "abilities"] {
        parts::problems_at(ui, lang, &own, &format!("{prefix}.{field}"));
    }
    if let Some(added) = parts::new_parts_ui(ui, lang, &open.faction, &mut open.parts) {
        match added {
            parts::Added::Weapon(w) => {
                card.weapons.push(w.id.clone());
                open.faction.weapons.push(w);
            }
            parts::Added::Armour(a) => {
                card.armour = Some(a.id.clone());
                open.faction.armours.push(a);
            }
            parts::Added::Trait(t) => {
                card.traits.push(t.id.clone());
                open.faction.traits.push(t);
            }
            parts::Added::Ability(a) => {
                card.abilities.push(a.id.clone());
                open.faction.abilities.push(a);
            }
        }
    }
    if !own.is_empty() {
        ui.colored_label(ui.visuals().warn_fg_color, lang.t(Key::TroopNotWhole));
    }
    let mut remove = None;
    ui.horizontal(|ui| {
        if ui
            .add_enabled(own.is_empty(), egui::Button::new(lang.t(Key::SaveTroop)))
            .clicked()
        {
            let (trial, i) = with_card(&open.faction, card, *at);
            let whole = faction_problems(&trial).is_empty();
            open.faction = trial;
            *at = Some(i);
            *card = open.faction.profiles[i].clone();
            if whole && saved != Some(&open.faction) {
                sent.push(Intent::SaveFaction(Box::new(open.faction.clone())));
            }
        }
        if let Some(i) = *at
            && ui.button(lang.t(Key::RemoveTroop)).clicked()
        {
            remove = Some(i);
        }
    });
    if let Some(i) = remove {
        open.faction.profiles.remove(i);
        open.card = None;
    }
}

/// The printed card and the worth, for the card as typed so far.
fn beside_ui(ui: &mut egui::Ui, lang: Lang, open: &mut Open) {
    let Some((card, at)) = open.card.as_ref() else {
        return;
    };
    let (trial, i) = with_card(&open.faction, card, *at);
    let card = trial.profiles[i].clone();
    worth::beside_card_ui(ui, lang, &trial, &card, &mut open.worth);
}
