//! The list builder: pick a faction, add units, leaders, support troops and the general, with
//! points and every validation message live (`army::validate`); open, save and print lists.
//! Every change goes through `army`'s editing API and the window's undo history.

use crate::app::document::{Document, DocumentKind};
use crate::app::help::{Source, src, with_help};
use crate::app::i18n::{Key, Lang};
use crate::app::shell::KenseiApp;
use crate::app::status::Said;
use crate::army::{
    ArmyList, EditError, Faction, Report, RosterFormat, Severity, bundled_factions, find_faction,
    roster, validate,
};
use std::path::{Path, PathBuf};

/// What the builder remembers between frames.
#[derive(Debug, Clone, Default)]
pub struct BuilderState {
    /// The faction of the open list, found when the list was opened.
    pub faction: Option<Faction>,
    /// Why the list's faction could not be found (worded in the window's language when drawn).
    pub faction_error: Option<crate::files::FileError>,
    /// The new-list form: faction index among the bundled ones, name, battle size.
    pub new_faction: usize,
    pub new_name: String,
    pub new_size: u32,
    /// The profile picked to add.
    pub add_profile: Option<String>,
    /// The roster export path typed by the player.
    pub roster_path: String,
    /// The side units are placed for.
    pub place_side: u8,
    /// A unit's name being typed: its id and the text so far (applied when the field is left).
    pub renaming: Option<(String, String)>,
    /// File › New list: the new-list form is shown even over an open list.
    pub new_form: bool,
}

impl KenseiApp {
    /// Finds the faction of the open list when it changed (a list opened or restored).
    fn sync_faction(&mut self) {
        let Some(l) = &self.workspace.list else {
            self.builder.faction = None;
            self.builder.faction_error = None;
            return;
        };
        if self
            .builder
            .faction
            .as_ref()
            .is_some_and(|f| f.id == l.value.faction)
            || self.builder.faction_error.is_some()
        {
            return;
        }
        let at = l
            .path
            .clone()
            .unwrap_or_else(|| PathBuf::from("armies/lists/list.json"));
        match find_faction(&l.value.faction, &at) {
            Ok(f) => {
                self.builder.faction = Some(f);
                self.builder.faction_error = None;
            }
            Err(e) => self.builder.faction_error = Some(e),
        }
    }

    /// Applies a list edit from `army`'s editing API, recorded for undo; a refused edit says
    /// why in the status bar.
    pub fn edit_list(
        &mut self,
        label: Key,
        edit: impl FnOnce(&mut ArmyList, &Faction) -> Result<(), EditError>,
    ) {
        let Some(faction) = self.builder.faction.clone() else {
            return;
        };
        if let Err(e) = self.workspace.edit_list(label, |l| edit(l, &faction)) {
            self.set_error(crate::app::status::Said::ListEdit(e));
        }
    }

    /// The live report of the open list, if it and its faction are loaded.
    pub fn list_report(&self) -> Option<Report> {
        let l = self.workspace.list.as_ref()?;
        let f = self.builder.faction.as_ref()?;
        Some(validate(&l.value, f))
    }

    pub(crate) fn builder_panel(&mut self, ui: &mut egui::Ui) {
        self.sync_faction();
        let lang = self.lang();
        if self.workspace.list.is_none() || self.builder.new_form {
            self.new_list_form(ui);
            return;
        }
        if let Some(e) = &self.builder.faction_error {
            ui.colored_label(ui.visuals().error_fg_color, e.words(lang));
            return;
        }
        let (Some(faction), Some(report)) = (self.builder.faction.clone(), self.list_report())
        else {
            return;
        };
        self.list_header(ui, &faction, &report);
        ui.separator();
        self.units_ui(ui, &faction, &report);
        ui.separator();
        self.add_unit_ui(ui, &faction);
        ui.separator();
        problems_ui(ui, lang, self.settings.hover_help, &report, &faction);
        ui.separator();
        self.list_files_ui(ui, &faction, &report);
    }

    fn new_list_form(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang();
        ui.heading(lang.t(Key::NewList));
        let factions = bundled_factions();
        if factions.is_empty() {
            return;
        }
        let b = &mut self.builder;
        b.new_faction = b.new_faction.min(factions.len() - 1);
        if b.new_size == 0 {
            b.new_size = 400;
        }
        egui::Grid::new("new_list").num_columns(2).show(ui, |ui| {
            let l = ui.label(lang.t(Key::Faction));
            egui::ComboBox::from_id_salt("new_list_faction")
                .selected_text(factions[b.new_faction].name_in(lang))
                .show_ui(ui, |ui| {
                    for (i, f) in factions.iter().enumerate() {
                        ui.selectable_value(&mut b.new_faction, i, f.name_in(lang));
                    }
                })
                .response
                .labelled_by(l.id);
            ui.end_row();
            let l = ui.label(lang.t(Key::ListName));
            ui.text_edit_singleline(&mut b.new_name).labelled_by(l.id);
            ui.end_row();
            let l = ui.label(lang.t(Key::BattleSize));
            ui.add(
                egui::DragValue::new(&mut b.new_size)
                    .range(200..=1000)
                    .speed(10),
            )
            .labelled_by(l.id);
            ui.end_row();
        });
        ui.horizontal(|ui| {
            if ui.button(lang.t(Key::CreateList)).clicked() {
                // Over a list with unsaved changes, the player is asked first.
                if self.workspace.list.as_ref().is_some_and(|l| l.dirty) {
                    self.leave.ask(crate::app::leave::Leave::NewList);
                } else {
                    self.create_list();
                }
            }
            if self.workspace.list.is_some() && ui.button(lang.t(Key::UnsavedCancel)).clicked() {
                self.builder.new_form = false;
            }
        });
    }

    /// Creates the list the new-list form describes and opens it in the builder.
    pub fn create_list(&mut self) {
        let factions = bundled_factions();
        let Some(f) = factions.get(self.builder.new_faction).cloned() else {
            return;
        };
        let list = ArmyList::new(&f, self.builder.new_name.clone(), self.builder.new_size);
        self.builder.faction = Some(f);
        self.builder.faction_error = None;
        self.builder.new_form = false;
        self.workspace.put(Document::List(Box::new(list)), None);
        self.workspace.mark_dirty(DocumentKind::List);
    }

    fn list_header(&mut self, ui: &mut egui::Ui, faction: &Faction, report: &Report) {
        let lang = self.lang();
        let help = self.settings.hover_help;
        let Some(list) = self.workspace.list.as_ref().map(|l| l.value.clone()) else {
            return;
        };
        ui.heading(format!("{} · {}", faction.name_in(lang), list.name));
        let mut name = list.name.clone();
        let mut size = list.battle_size;
        let mut level = list.commander_level;
        let mut advanced = list.advanced_rules;
        egui::Grid::new("list_header")
            .num_columns(2)
            .show(ui, |ui| {
                let l = ui.label(lang.t(Key::ListName));
                ui.text_edit_singleline(&mut name).labelled_by(l.id);
                ui.end_row();
                let l = with_help(
                    ui.label(lang.t(Key::BattleSize)),
                    help,
                    lang,
                    "",
                    &[src("", "L1112")],
                );
                ui.add(egui::DragValue::new(&mut size).range(200..=1000).speed(10))
                    .labelled_by(l.id);
                ui.end_row();
                with_help(
                    ui.label(lang.t(Key::CommanderLevel)),
                    help,
                    lang,
                    "",
                    &[src("R-ARMY-1", "L1118-1122")],
                );
                ui.horizontal(|ui| {
                    for lv in 0..=2u8 {
                        ui.selectable_value(&mut level, lv, lang.f(Key::LevelN, &[("level", &lv)]));
                    }
                });
                ui.end_row();
                ui.label("");
                with_help(
                    ui.checkbox(&mut advanced, lang.t(Key::AdvancedRules)),
                    help,
                    lang,
                    "",
                    &[src("", "L1138")],
                );
                ui.end_row();
            });
        if name != list.name {
            let label = Key::EditList;
            self.edit_list(label, |l, _| {
                l.name = name;
                Ok(())
            });
        }
        if size != list.battle_size {
            self.edit_list(Key::EditList, |l, _| {
                l.set_battle_size(size);
                Ok(())
            });
        }
        if level != list.commander_level {
            self.edit_list(Key::EditList, |l, _| l.set_commander_level(level));
        }
        if advanced != list.advanced_rules {
            self.edit_list(Key::EditList, |l, _| {
                l.set_advanced_rules(advanced);
                Ok(())
            });
        }
        let figures: [(String, &[Source]); 4] = [
            (
                lang.f(
                    Key::PointsTotal,
                    &[
                        ("spent", &report.total_points),
                        ("size", &report.battle_size),
                    ],
                ),
                &[src("", "L1114"), src("R-ARMY-1", "L1120")],
            ),
            (
                lang.f(Key::PointsLeft, &[("points", &report.points_left)]),
                &[src("", "L1114")],
            ),
            (
                lang.f(Key::HandSize, &[("cards", &report.hand_size)]),
                &[src("R-DECK-1", "L195")],
            ),
            (
                lang.f(Key::ModelCount, &[("models", &report.models)]),
                &[src("", "L385")],
            ),
        ];
        ui.horizontal_wrapped(|ui| {
            for (text, sources) in figures {
                with_help(ui.strong(text), help, lang, "", sources);
            }
        });
        let verdict = if report.legal {
            lang.t(Key::ListLegal)
        } else {
            lang.t(Key::ListIllegal)
        };
        ui.label(verdict);
        if !report.points_by_type.is_empty() {
            egui::CollapsingHeader::new(lang.t(Key::PointsByType))
                .id_salt("points_by_type")
                .show(ui, |ui| {
                    egui::Grid::new("points_by_type_grid").show(ui, |ui| {
                        for t in &report.points_by_type {
                            ui.label(crate::army::words::troop_type_name(lang, t.troop_type));
                            let cap = t.cap.map_or_else(String::new, |c| format!(" / {c}"));
                            with_help(
                                ui.label(format!("{}{cap}", t.points)),
                                help,
                                lang,
                                "",
                                &[src("R-ARMY-3", "L1132")],
                            );
                            ui.end_row();
                        }
                    });
                });
        }
    }

    fn units_ui(&mut self, ui: &mut egui::Ui, faction: &Faction, report: &Report) {
        let lang = self.lang();
        let help = self.settings.hover_help;
        let Some(list) = self.workspace.list.as_ref().map(|l| l.value.clone()) else {
            return;
        };
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
        let mut action: Option<ListAction> = None;
        // Units are placed on an open table (not a battle's: there, deployment is an order).
        let can_place = self.workspace.table.is_some() && self.workspace.battle.is_none();
        if can_place {
            ui.horizontal(|ui| {
                ui.label(lang.t(Key::PlaceForSide));
                for side in [0, 1] {
                    ui.selectable_value(&mut self.builder.place_side, side, lang.side(side));
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
                    let mut text = match &self.builder.renaming {
                        Some((id, t)) if *id == unit.id => t.clone(),
                        _ => unit.id.clone(),
                    };
                    let r = ui
                        .add(egui::TextEdit::singleline(&mut text).desired_width(110.0))
                        .labelled_by(l.id);
                    if r.changed() {
                        self.builder.renaming = Some((unit.id.clone(), text.clone()));
                    }
                    if r.lost_focus() {
                        if text.trim() != unit.id {
                            action = Some(ListAction::Rename(unit.id.clone(), text));
                        }
                        self.builder.renaming = None;
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
                        action = Some(ListAction::Models(unit.id.clone(), n));
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
                        action = Some(ListAction::General((!is_general).then(|| unit.id.clone())));
                    }
                    if ui.button(lang.t(Key::RemoveUnit)).clicked() {
                        action = Some(ListAction::Remove(unit.id.clone()));
                    }
                    if can_place
                        && ui
                            .button(lang.t(Key::PlaceOnTable))
                            .on_hover_text(lang.t(Key::PlaceOnTableHelp))
                            .clicked()
                    {
                        action = Some(ListAction::Place(unit.id.clone()));
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
                                    let elsewhere = led_elsewhere(&list, id, &unit.id);
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
                            action = Some(ListAction::Leader(unit.id.clone(), chosen));
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
                                action =
                                    Some(ListAction::RemoveSupport(unit.id.clone(), s.clone()));
                            }
                        }
                        ui.menu_button(lang.t(Key::AddSupport), |ui| {
                            for (id, name) in &supports {
                                if ui.button(name).clicked() {
                                    action =
                                        Some(ListAction::AddSupport(unit.id.clone(), id.clone()));
                                    ui.close();
                                }
                            }
                        });
                    });
                }
            });
        }
        if let Some(a) = action {
            self.apply_list_action(a);
        }
    }

    fn apply_list_action(&mut self, a: ListAction) {
        let label = Key::EditList;
        match a {
            ListAction::Models(id, n) => self.edit_list(label, |l, _| l.set_models(&id, n)),
            ListAction::General(id) => self.edit_list(label, |l, _| l.set_general(id.as_deref())),
            ListAction::Remove(id) => self.edit_list(label, |l, _| l.remove_unit(&id).map(|_| ())),
            ListAction::Leader(id, leader) => {
                let before = self.workspace.list.as_ref().map(|l| l.value.clone());
                self.edit_list(label, |l, f| l.set_leader(f, &id, leader.as_deref()));
                self.say_leader_moved(before.as_ref(), &id, leader.as_deref());
            }
            ListAction::AddSupport(id, s) => {
                self.edit_list(label, |l, f| l.add_support(f, &id, &s))
            }
            ListAction::RemoveSupport(id, s) => {
                self.edit_list(label, |l, _| l.remove_support(&id, &s))
            }
            ListAction::Add(profile) => {
                self.edit_list(label, |l, f| l.add_unit(f, &profile).map(|_| ()))
            }
            ListAction::Place(id) => self.place_unit(&id),
            ListAction::Rename(id, name) => {
                self.edit_list(label, |l, _| l.rename_unit(&id, &name));
                let to = name.trim().to_string();
                if self
                    .workspace
                    .list
                    .as_ref()
                    .is_some_and(|l| l.value.unit(&to).is_some())
                {
                    self.set_info(Said::with(Key::UnitRenamed, &[("from", &id), ("to", &to)]));
                }
            }
        }
    }

    fn add_unit_ui(&mut self, ui: &mut egui::Ui, faction: &Faction) {
        let lang = self.lang();
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(lang.t(Key::AddUnit));
            let chosen = self.builder.add_profile.clone();
            let shown = chosen
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
                            &mut self.builder.add_profile,
                            Some(p.id.clone()),
                            profile_line(lang, p),
                        );
                    }
                })
                .response
                .labelled_by(l.id);
            if ui
                .add_enabled(
                    self.builder.add_profile.is_some(),
                    egui::Button::new(lang.t(Key::Add)),
                )
                .clicked()
                && let Some(p) = self.builder.add_profile.clone()
            {
                self.apply_list_action(ListAction::Add(p));
            }
        });
    }

    fn list_files_ui(&mut self, ui: &mut egui::Ui, faction: &Faction, report: &Report) {
        let lang = self.lang();
        ui.horizontal_wrapped(|ui| {
            if ui.button(lang.t(Key::SaveList)).clicked() {
                self.save_document(DocumentKind::List, None);
            }
            if ui.button(lang.t(Key::CopyRoster)).clicked()
                && let Some(l) = &self.workspace.list
            {
                ui.ctx()
                    .copy_text(roster(&l.value, faction, report, RosterFormat::Markdown));
                self.set_info(Key::RosterCopied);
            }
        });
        let l = ui.label(lang.t(Key::PrintRoster));
        ui.horizontal(|ui| {
            if self.builder.roster_path.is_empty() {
                let list = self.workspace.list.as_ref().and_then(|l| l.path.as_deref());
                self.builder.roster_path = roster_path(list, self.config.documents_dir.as_deref())
                    .display()
                    .to_string();
            }
            ui.text_edit_singleline(&mut self.builder.roster_path)
                .labelled_by(l.id);
            if ui.button(lang.t(Key::WriteHtml)).clicked()
                && let Some(list) = &self.workspace.list
            {
                let html = roster(&list.value, faction, report, RosterFormat::Html);
                let path = PathBuf::from(self.builder.roster_path.trim());
                self.write_roster(&path, &html);
            }
        });
    }

    /// Arms the canvas's place tool with the list unit `id`: its models (and unit leader and
    /// support troops) on the profile's base, in one rank; each click on the table places it.
    pub fn place_unit(&mut self, id: &str) {
        let (Some(list), Some(faction)) =
            (self.workspace.list.as_ref(), self.builder.faction.as_ref())
        else {
            return;
        };
        let Some(unit) = list.value.unit(id) else {
            return;
        };
        let Some(p) = faction.profiles.iter().find(|p| p.id == unit.profile) else {
            return;
        };
        let base = crate::table::model::Base {
            shape: match p.base.shape {
                crate::army::BaseShape::Round => crate::table::model::BaseShape::Round,
                crate::army::BaseShape::Square => crate::table::model::BaseShape::Square,
                crate::army::BaseShape::Rect => crate::table::model::BaseShape::Rect,
            },
            width_mm: f64::from(p.base.width_mm),
            depth_mm: p.base.depth_mm.map(f64::from),
        };
        let count = unit.models as usize + usize::from(unit.leader.is_some()) + unit.support.len();
        let template = crate::app::canvas::UnitTemplate::rank(
            &unit.id,
            self.builder.place_side,
            count.max(1),
            base,
            f64::from(p.volume),
        );
        self.canvas.tool = crate::app::canvas::Tool::PlaceUnit(template);
        self.set_info(Said::with(Key::PlacingUnit, &[("unit", &unit.id)]));
    }

    fn write_roster(&mut self, path: &Path, html: &str) {
        if path.as_os_str().is_empty() {
            self.set_error(Key::NoDialog);
            return;
        }
        match crate::files::save_atomic(path, html.as_bytes()) {
            Ok(()) => {
                self.set_info(Said::with(Key::RosterWritten, &[("file", &path.display())]));
            }
            Err(e) => {
                self.set_error(Said::with(
                    Key::CannotSave,
                    &[("file", &path.display()), ("error", &e)],
                ));
            }
        }
    }
}

/// Where "Print" writes the roster unless the player types a path: the player's Documents
/// folder (`documents`), named after the list's file (`hayashi_400.html`; `roster.html` for a
/// list never saved), so a bundled list's roster does not land in the program's folder; beside
/// the list when no such folder is known.
fn roster_path(list: Option<&Path>, documents: Option<&Path>) -> PathBuf {
    let name = list
        .and_then(Path::file_stem)
        .map_or_else(|| "roster".into(), |s| s.to_string_lossy().into_owned());
    let dir = documents
        .map(Path::to_path_buf)
        .or_else(|| list.and_then(Path::parent).map(Path::to_path_buf))
        .unwrap_or_default();
    dir.join(format!("{name}.html"))
}

/// The other unit of `list` that `leader` (a profile id) is with, leading it or standing alone
/// as his own unit, if any but `unit`.
fn led_elsewhere(list: &ArmyList, leader: &str, unit: &str) -> Option<String> {
    list.units
        .iter()
        .find(|u| u.id != unit && (u.leader.as_deref() == Some(leader) || u.profile == leader))
        .map(|u| u.id.clone())
}

impl KenseiApp {
    /// After a leader was given to `unit`: when he came from another unit, the status bar says
    /// so, and whether the General's flag came with him (nothing moves silently).
    fn say_leader_moved(&mut self, before: Option<&ArmyList>, unit: &str, leader: Option<&str>) {
        let (Some(before), Some(leader)) = (before, leader) else {
            return;
        };
        let Some(now) = self.workspace.list.as_ref().map(|l| &l.value) else {
            return;
        };
        if now.unit(unit).and_then(|u| u.leader.as_deref()) != Some(leader) {
            return;
        }
        let Some(from) = led_elsewhere(before, leader, unit) else {
            return;
        };
        let general_moved = before.general.as_deref() == Some(from.as_str())
            && now.general.as_deref() == Some(unit);
        let name = self
            .builder
            .faction
            .as_ref()
            .and_then(|f| f.profiles.iter().find(|p| p.id == leader))
            .map_or_else(
                || leader.to_string(),
                |p| p.name_in(self.lang()).to_string(),
            );
        let key = if general_moved {
            Key::LeaderMovedWithGeneral
        } else {
            Key::LeaderMoved
        };
        self.set_info(Said::with(
            key,
            &[("leader", &name), ("from", &from), ("to", &unit)],
        ));
    }
}

/// One change the player asked for in the builder this frame.
enum ListAction {
    Models(String, u32),
    General(Option<String>),
    Remove(String),
    Leader(String, Option<String>),
    AddSupport(String, String),
    RemoveSupport(String, String),
    Add(String),
    Place(String),
    Rename(String, String),
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
    fn the_roster_goes_to_the_players_documents_not_beside_a_bundled_list() {
        let docs = Path::new("/home/player/Documents");
        let list = Path::new("armies/lists/hayashi_400.json");
        assert_eq!(
            roster_path(Some(list), Some(docs)),
            docs.join("hayashi_400.html")
        );
        assert_eq!(roster_path(None, Some(docs)), docs.join("roster.html"));
        assert_eq!(
            roster_path(Some(list), None),
            PathBuf::from("armies/lists/hayashi_400.html")
        );
    }
}
