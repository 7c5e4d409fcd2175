//! The list builder: pick a faction, add units, leaders, support troops and the general, with
//! points and every validation message live (`army::validate`); open, save and print lists.
//!
//! [`BuilderPanel`] is a panel of its own: it keeps the new-list form, the picks and the open
//! list's faction, draws from a [`View`], and returns every change as an intent: a list edit
//! ([`ListEdit`], applied by the dispatch through `army`'s editing API as one undo step), a new
//! list, a save, a printed roster, the Place tool taken with a unit.

use crate::app::help::{src, with_help};
use crate::app::i18n::{Key, Lang};
use crate::app::intent::{Intent, NewList};
use crate::app::status::Said;
use crate::app::view::View;
use crate::army::list_edit::{ListEdit, led_elsewhere};
use crate::army::{
    ArmyList, Faction, Report, RosterFormat, Severity, find_faction_in, roster, validate,
};
use std::path::{Path, PathBuf};

mod header;
mod mode_parts;
use header::list_header;
use mode_parts::mode_parts_ui;
use std::rc::Rc;

/// The list builder: what it remembers between frames.
#[derive(Debug, Clone, Default)]
pub struct BuilderPanel {
    /// The faction of the open list, found when the list was opened.
    faction: Option<Rc<Faction>>,
    /// The known factions the list's faction was looked for among.
    found_among: Option<Rc<Vec<Faction>>>,
    /// Why the list's faction could not be found (worded in the window's language when drawn).
    faction_error: Option<crate::files::FileError>,
    /// The new-list form: the faction's id (`None`: the first known), name, battle size. An id,
    /// not a place, so the pick stays when the player saves a faction of their own.
    pub new_faction: Option<String>,
    pub new_name: String,
    pub new_size: u32,
    /// The profile picked to add.
    pub add_profile: Option<String>,
    /// The roster export path typed by the player.
    pub roster_path: String,
    /// The side units are placed for.
    pub place_side: u8,
    /// A unit's name being typed: its id and the text so far (applied when the field is left).
    renaming: Option<(String, String)>,
    /// File › New list: the new-list form is shown even over an open list.
    new_form: bool,
    /// The player's Documents folder, where a printed roster goes unless a path is typed.
    documents_dir: Option<PathBuf>,
    /// A list's text pasted to read, and why its lines could not be read.
    pasted: String,
    paste_problems: Vec<String>,
}

impl BuilderPanel {
    /// A builder whose printed rosters go to `documents_dir` unless a path is typed.
    pub fn new(documents_dir: Option<PathBuf>) -> Self {
        BuilderPanel {
            documents_dir,
            ..BuilderPanel::default()
        }
    }

    /// The faction of the open list, once found.
    pub fn faction(&self) -> Option<&Faction> {
        self.faction.as_deref()
    }

    /// The faction of the open list, to send with an edit.
    pub(in crate::app) fn shared_faction(&self) -> Option<Rc<Faction>> {
        self.faction.clone()
    }

    /// A list was opened or restored: its faction is found again, its roster path made again.
    pub fn forget_list(&mut self) {
        self.found_among = None;
        self.faction = None;
        self.faction_error = None;
        self.roster_path.clear();
    }

    /// File › New list: the new-list form, even over an open list.
    pub fn show_new_form(&mut self) {
        self.new_form = true;
    }

    /// The list of the new-list form was created: the builder shows it.
    pub fn list_created(&mut self, faction: Rc<Faction>) {
        self.faction = Some(faction);
        self.faction_error = None;
        self.new_form = false;
    }

    /// The faction the new-list form picks among `known`: the one of its id, else the first.
    fn new_list_faction<'k>(&self, known: &'k [Faction]) -> Option<&'k Faction> {
        let picked = self.new_faction.as_deref();
        known
            .iter()
            .find(|f| Some(f.id.as_str()) == picked)
            .or(known.first())
    }

    /// The new list the form describes, of one of the `known` factions.
    pub fn new_list(&self, known: &[Faction]) -> Option<NewList> {
        let faction = self.new_list_faction(known)?.clone();
        let list = ArmyList::new(&faction, self.new_name.clone(), self.new_size);
        Some(NewList {
            faction: Rc::new(faction),
            list: Box::new(list),
        })
    }

    /// Finds the faction of the open list when it changed (a list opened or restored).
    fn sync_faction(&mut self, view: &View) {
        let Some(l) = &view.workspace.list else {
            self.faction = None;
            self.faction_error = None;
            return;
        };
        // Found again when the known factions were read again (the player saved one in the
        // faction editor): the list then shows its troops as they are now.
        let known = view.factions.known();
        let same_known = self
            .found_among
            .as_ref()
            .is_some_and(|k| Rc::ptr_eq(k, known));
        if same_known
            && (self
                .faction
                .as_ref()
                .is_some_and(|f| f.id == l.value.faction)
                || self.faction_error.is_some())
        {
            return;
        }
        self.found_among = Some(known.clone());
        let at = l
            .path
            .clone()
            .unwrap_or_else(|| PathBuf::from("armies/lists/list.json"));
        match find_faction_in(&l.value.faction, &at, view.factions.known()) {
            Ok(f) => {
                self.faction = Some(Rc::new(f));
                self.faction_error = None;
            }
            Err(e) => self.faction_error = Some(e),
        }
    }

    /// The builder: the new-list form, or the open list with its figures, units, additions,
    /// problems and files.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        self.sync_faction(view);
        let mut sent = Vec::new();
        let lang = view.lang;
        let Some(list) = view.workspace.list.as_ref().filter(|_| !self.new_form) else {
            sent.extend(self.new_list_form(ui, view));
            return sent;
        };
        if let Some(e) = &self.faction_error {
            ui.colored_label(ui.visuals().error_fg_color, e.words(lang));
            return sent;
        }
        let Some(faction) = self.faction.clone() else {
            return sent;
        };
        let report = validate(&list.value, &faction);
        let mut edits = Vec::new();
        edits.extend(list_header(ui, view, &list.value, &faction, &report));
        ui.separator();
        let (unit_edits, placed) = self.units_ui(ui, view, &list.value, &faction, &report);
        edits.extend(unit_edits);
        ui.separator();
        edits.extend(self.add_unit_ui(ui, lang, &faction));
        ui.separator();
        problems_ui(ui, lang, view.hover_help, &report, &faction);
        ui.separator();
        sent.extend(self.list_files_ui(ui, view, &list.value, &faction, &report));
        sent.extend(edits.into_iter().map(|edit| Intent::EditList {
            edit,
            faction: faction.clone(),
        }));
        if let (Some(unit), Some(table)) = (placed, view.workspace.table.as_ref()) {
            let side = self.place_side;
            match crate::app::table_in_play::place_list_unit(
                &table.value,
                &list.value,
                &faction,
                &unit,
                side,
            ) {
                Ok(intent) => sent.push(intent),
                Err(e) => sent.push(Intent::Error(Said::Text(e))),
            }
        }
        sent
    }

    fn new_list_form(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        ui.heading(lang.t(Key::NewList));
        let factions = view.factions.known();
        let Some(picked) = self.new_list_faction(factions) else {
            return Vec::new();
        };
        let shown = picked.name_in(lang);
        self.new_faction = Some(picked.id.clone());
        if self.new_size == 0 {
            self.new_size = 400;
        }
        egui::Grid::new("new_list").num_columns(2).show(ui, |ui| {
            let l = ui.label(lang.t(Key::Faction));
            egui::ComboBox::from_id_salt("new_list_faction")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    for f in factions.iter() {
                        let id = Some(f.id.clone());
                        ui.selectable_value(&mut self.new_faction, id, f.name_in(lang));
                    }
                })
                .response
                .labelled_by(l.id);
            ui.end_row();
            let l = ui.label(lang.t(Key::ListName));
            ui.text_edit_singleline(&mut self.new_name)
                .labelled_by(l.id);
            ui.end_row();
            let l = ui.label(lang.t(Key::BattleSize));
            ui.add(
                egui::DragValue::new(&mut self.new_size)
                    .range(200..=1000)
                    .speed(10),
            )
            .labelled_by(l.id);
            ui.end_row();
        });
        let mut sent = Vec::new();
        ui.horizontal(|ui| {
            // Over a list with unsaved changes, the dispatch asks first.
            if ui.button(lang.t(Key::CreateList)).clicked()
                && let Some(new) = self.new_list(factions)
            {
                sent.push(Intent::CreateList(new));
            }
            if view.workspace.list.is_some() && ui.button(lang.t(Key::UnsavedCancel)).clicked() {
                self.new_form = false;
            }
        });
        sent.extend(self.paste_ui(ui, view));
        sent
    }

    /// "Paste a list": a list's text as players post it, read back against the known factions
    /// (`army::list_text`); a line it cannot read is named with its number.
    fn paste_ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        ui.separator();
        let l = ui.strong(lang.t(Key::PasteList));
        ui.add(
            egui::TextEdit::multiline(&mut self.pasted)
                .desired_rows(5)
                .hint_text(lang.t(Key::PasteListHint)),
        )
        .labelled_by(l.id);
        for p in &self.paste_problems {
            ui.colored_label(ui.visuals().error_fg_color, p);
        }
        if !ui
            .add_enabled(
                !self.pasted.trim().is_empty(),
                egui::Button::new(lang.t(Key::ReadPastedList)),
            )
            .clicked()
        {
            return Vec::new();
        }
        let known = view.factions.known();
        match crate::army::list_text::from_text(&self.pasted, known) {
            Ok(list) => {
                self.paste_problems.clear();
                let Some(faction) = known.iter().find(|f| f.id == list.faction).cloned() else {
                    return Vec::new();
                };
                self.pasted.clear();
                vec![Intent::CreateList(NewList {
                    faction: Rc::new(faction),
                    list: Box::new(list),
                })]
            }
            Err(problems) => {
                self.paste_problems = problems.iter().map(|p| p.words(lang)).collect();
                Vec::new()
            }
        }
    }

    fn units_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        list: &ArmyList,
        faction: &Faction,
        report: &Report,
    ) -> (Vec<ListEdit>, Option<String>) {
        let (lang, help) = (view.lang, view.hover_help);
        ui.heading(lang.t(Key::Units));
        let leaders: Vec<(String, String)> = faction
            .profiles
            .iter()
            .filter(|p| p.leader)
            .map(|p| (p.id.clone(), p.name_in(lang).to_string()))
            .collect();
        let supports: Vec<(String, String)> = faction
            .profiles
            .iter()
            .filter(|p| p.troop_type == crate::army::TroopType::Support)
            .map(|p| (p.id.clone(), p.name_in(lang).to_string()))
            .collect();
        let name_of = |id: &str| {
            faction
                .profiles
                .iter()
                .find(|p| p.id == id)
                .map_or_else(|| id.to_string(), |p| p.name_in(lang).to_string())
        };
        let mut edit: Option<ListEdit> = None;
        let mut placed = None;
        // Units are placed on an open table (not a battle's: there, deployment is an order).
        let can_place = view.workspace.table.is_some() && view.workspace.battle.is_none();
        if can_place {
            ui.horizontal(|ui| {
                ui.label(lang.t(Key::PlaceForSide));
                for side in [0, 1] {
                    ui.selectable_value(&mut self.place_side, side, lang.side(side));
                }
            });
        }
        for unit in &list.units {
            let points = report
                .units
                .iter()
                .find(|u| u.id == unit.id)
                .map_or(0, |u| u.points);
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.strong(name_of(&unit.profile));
                    // The unit's name (its id in the list and in battle), renamed in place.
                    let l = ui.weak(lang.t(Key::RenameUnit));
                    let mut text = match &self.renaming {
                        Some((id, t)) if *id == unit.id => t.clone(),
                        _ => unit.id.clone(),
                    };
                    let r = ui
                        .add(egui::TextEdit::singleline(&mut text).desired_width(110.0))
                        .labelled_by(l.id);
                    if r.changed() {
                        self.renaming = Some((unit.id.clone(), text.clone()));
                    }
                    if r.lost_focus() {
                        if text.trim() != unit.id {
                            edit = Some(ListEdit::RenameUnit {
                                unit: unit.id.clone(),
                                to: text,
                            });
                        }
                        self.renaming = None;
                    }
                    with_help(
                        ui.label(lang.f(Key::UnitPoints, &[("points", &points)])),
                        help,
                        lang,
                        "",
                        &[src("", "L338")],
                    );
                });
                ui.horizontal(|ui| {
                    let l = with_help(
                        ui.label(lang.t(Key::ModelsInUnit)),
                        help,
                        lang,
                        "",
                        &[src("R-ARMY-2", "L385-389")],
                    );
                    let mut n = unit.models;
                    if ui
                        .add(egui::DragValue::new(&mut n).range(0..=60))
                        .labelled_by(l.id)
                        .changed()
                    {
                        edit = Some(ListEdit::Models {
                            unit: unit.id.clone(),
                            models: n,
                        });
                    }
                    let is_general = list.general.as_deref() == Some(unit.id.as_str());
                    let r = with_help(
                        ui.selectable_label(is_general, lang.t(Key::General)),
                        help,
                        lang,
                        "",
                        &[src("R-ARMY-2", "L426-428")],
                    );
                    if r.clicked() {
                        edit = Some(ListEdit::General {
                            unit: (!is_general).then(|| unit.id.clone()),
                        });
                    }
                    if ui.button(lang.t(Key::RemoveUnit)).clicked() {
                        edit = Some(ListEdit::RemoveUnit {
                            unit: unit.id.clone(),
                        });
                    }
                    if can_place
                        && ui
                            .button(lang.t(Key::PlaceOnTable))
                            .on_hover_text(lang.t(Key::PlaceOnTableHelp))
                            .clicked()
                    {
                        placed = Some(unit.id.clone());
                    }
                });
                if !leaders.is_empty() {
                    ui.horizontal(|ui| {
                        let l = with_help(
                            ui.label(lang.t(Key::UnitLeader)),
                            help,
                            lang,
                            "",
                            &[src("R-ARMY-2", "L411-418")],
                        );
                        let current = unit.leader.clone();
                        let shown = current
                            .as_deref()
                            .map_or_else(|| lang.t(Key::NoLeader).to_string(), name_of);
                        let mut chosen = current.clone();
                        egui::ComboBox::from_id_salt(("leader", &unit.id))
                            .selected_text(shown)
                            .show_ui(ui, |ui| {
                                ui.selectable_value(&mut chosen, None, lang.t(Key::NoLeader));
                                for (id, name) in &leaders {
                                    // A leader already with another unit says so: picking him
                                    // moves him here (a character is in one place, L411).
                                    let elsewhere = led_elsewhere(list, id, &unit.id);
                                    let text = match &elsewhere {
                                        Some(other) => lang.f(
                                            Key::LeaderLeadsOther,
                                            &[("leader", name), ("unit", other)],
                                        ),
                                        None => name.clone(),
                                    };
                                    ui.selectable_value(&mut chosen, Some(id.clone()), text);
                                }
                            })
                            .response
                            .labelled_by(l.id);
                        if chosen != current {
                            edit = Some(ListEdit::Leader {
                                unit: unit.id.clone(),
                                leader: chosen,
                            });
                        }
                    });
                }
                if !supports.is_empty() {
                    ui.horizontal_wrapped(|ui| {
                        with_help(
                            ui.label(lang.t(Key::SupportTroops)),
                            help,
                            lang,
                            "",
                            &[src("", "L377-379")],
                        );
                        for s in &unit.support {
                            if ui
                                .button(format!("{} ×", name_of(s)))
                                .on_hover_text(lang.t(Key::RemoveSupport))
                                .clicked()
                            {
                                edit = Some(ListEdit::RemoveSupport {
                                    unit: unit.id.clone(),
                                    profile: s.clone(),
                                });
                            }
                        }
                        ui.menu_button(lang.t(Key::AddSupport), |ui| {
                            for (id, name) in &supports {
                                if ui.button(name).clicked() {
                                    edit = Some(ListEdit::AddSupport {
                                        unit: unit.id.clone(),
                                        profile: id.clone(),
                                    });
                                    ui.close();
                                }
                            }
                        });
                    });
                }
                if let Some(e) = mode_parts_ui(ui, view, list, unit, faction) {
                    edit = Some(e);
                }
            });
        }
        (edit.into_iter().collect(), placed)
    }

    fn add_unit_ui(
        &mut self,
        ui: &mut egui::Ui,
        lang: Lang,
        faction: &Faction,
    ) -> Option<ListEdit> {
        let mut edit = None;
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(lang.t(Key::AddUnit));
            let shown = self
                .add_profile
                .as_deref()
                .and_then(|id| faction.profiles.iter().find(|p| p.id == id))
                .map_or_else(
                    || lang.t(Key::PickProfile).to_string(),
                    |p| profile_line(lang, p),
                );
            egui::ComboBox::from_id_salt("add_profile")
                .selected_text(shown)
                .width(240.0)
                .show_ui(ui, |ui| {
                    for p in &faction.profiles {
                        ui.selectable_value(
                            &mut self.add_profile,
                            Some(p.id.clone()),
                            profile_line(lang, p),
                        );
                    }
                })
                .response
                .labelled_by(l.id);
            if ui
                .add_enabled(
                    self.add_profile.is_some(),
                    egui::Button::new(lang.t(Key::Add)),
                )
                .clicked()
                && let Some(profile) = self.add_profile.clone()
            {
                edit = Some(ListEdit::AddUnit { profile });
            }
        });
        edit
    }

    fn list_files_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        list: &ArmyList,
        faction: &Faction,
        report: &Report,
    ) -> Vec<Intent> {
        let lang = view.lang;
        let mut sent = Vec::new();
        ui.horizontal_wrapped(|ui| {
            if ui.button(lang.t(Key::SaveList)).clicked() {
                sent.push(Intent::SaveDocument(
                    crate::app::document::DocumentKind::List,
                ));
            }
            if ui.button(lang.t(Key::CopyRoster)).clicked() {
                ui.ctx()
                    .copy_text(roster(list, faction, report, RosterFormat::Markdown));
                sent.push(Intent::Info(Key::RosterCopied.into()));
            }
            if ui.button(lang.t(Key::CopyListText)).clicked() {
                let text = crate::army::list_text::to_text(list, faction, report, lang);
                ui.ctx().copy_text(text);
                sent.push(Intent::Info(Key::ListTextCopied.into()));
            }
        });
        let l = ui.label(lang.t(Key::PrintRoster));
        ui.horizontal(|ui| {
            if self.roster_path.is_empty() {
                let at = view.workspace.list.as_ref().and_then(|l| l.path.as_deref());
                let shipped = at.is_some_and(crate::app::bundled::is_shipped_list);
                self.roster_path = roster_path(at, shipped, self.documents_dir.as_deref())
                    .display()
                    .to_string();
            }
            ui.text_edit_singleline(&mut self.roster_path)
                .labelled_by(l.id);
            let path = PathBuf::from(self.roster_path.trim());
            if ui.button(lang.t(Key::WriteHtml)).clicked() {
                sent.push(Intent::WriteRoster {
                    path: path.clone(),
                    html: roster(list, faction, report, RosterFormat::Html),
                });
            }
            // Open is there from the start, greyed until the file exists, so Write's
            // neighbour never appears under the pointer.
            let written = path.is_file();
            let open = ui
                .add_enabled(written, egui::Button::new(lang.t(Key::OpenRoster)))
                .on_disabled_hover_text(lang.t(Key::OpenRosterFirst));
            if open.clicked() {
                sent.push(Intent::OpenRoster(path));
            }
        });
        sent
    }
}

/// Where "Print" writes the roster unless the player types a path: beside the list's own file,
/// named after it (`my_host.html` beside `my_host.json`); for a shipped list (`shipped`), so
/// that its roster does not land in the program's folder, or a list never saved, the player's
/// Documents folder (`documents`; `roster.html` for a list never saved); beside the list when no
/// such folder is known.
fn roster_path(list: Option<&Path>, shipped: bool, documents: Option<&Path>) -> PathBuf {
    let name = list
        .and_then(Path::file_stem)
        .map_or_else(|| "roster".into(), |s| s.to_string_lossy().into_owned());
    let beside = list.and_then(Path::parent).map(Path::to_path_buf);
    let dir = match (shipped, beside) {
        (false, Some(dir)) => Some(dir),
        (_, beside) => documents.map(Path::to_path_buf).or(beside),
    };
    dir.unwrap_or_default().join(format!("{name}.html"))
}

/// "Bushi (E, 12 pts)".
fn profile_line(lang: Lang, p: &crate::army::Profile) -> String {
    format!("{} ({:?}, {} pts)", p.name_in(lang), p.class, p.cost)
}

/// Every validation message: errors first, then warnings, each with its code, unit and the
/// book line and ruling it comes from.
fn problems_ui(ui: &mut egui::Ui, lang: Lang, help: bool, report: &Report, faction: &Faction) {
    ui.heading(lang.t(Key::Problems));
    if report.problems.is_empty() {
        ui.label(lang.t(Key::NoProblems));
        return;
    }
    for p in report.errors().chain(report.warnings()) {
        let color = match p.severity {
            Severity::Error => ui.visuals().error_fg_color,
            Severity::Warning => ui.visuals().warn_fg_color,
        };
        let unit = p
            .unit
            .as_deref()
            .map_or_else(String::new, |u| format!(" [{u}]"));
        let text = format!("{}{unit}: {}", p.code.as_str(), p.words(lang, faction));
        let r = ui.colored_label(color, text);
        if help {
            // The list rule's ruling and book line, as the player reads them (help::explain).
            let line = p.book_line.map_or_else(String::new, |l| format!("L{l}"));
            let tip =
                crate::app::help::explain(lang, &format!("{} {line}", p.ruling.unwrap_or("")));
            if !tip.is_empty() {
                r.on_hover_text(tip);
            }
        }
    }
}

#[cfg(test)]
mod roster_tests {
    use super::*;

    #[test]
    fn the_roster_goes_beside_the_players_list_and_a_shipped_lists_to_the_documents() {
        let docs = Path::new("/home/player/Documents");
        let own = Path::new("/home/player/lists/my_host.json");
        assert_eq!(
            roster_path(Some(own), false, Some(docs)),
            PathBuf::from("/home/player/lists/my_host.html")
        );
        let shipped = Path::new("armies/lists/hayashi_400.json");
        assert_eq!(
            roster_path(Some(shipped), true, Some(docs)),
            docs.join("hayashi_400.html")
        );
        assert_eq!(
            roster_path(None, false, Some(docs)),
            docs.join("roster.html")
        );
        assert_eq!(
            roster_path(Some(shipped), true, None),
            PathBuf::from("armies/lists/hayashi_400.html")
        );
    }
}
