//! The start page: the player's three jobs side by side (quick odds, build a list, play a
//! battle), with the shipped scenarios and lists as choices and the recent files below. It
//! fills the table's place while no table or battle is open, and File › Start page brings it
//! back over one.
//!
//! [`StartPage`] is a panel of its own: it keeps the battle chosen on it, draws from a
//! [`View`] and returns the job picked (a panel, a file, the battle) as intents.

use super::bundled::{self, BundledFile};
use super::i18n::{Key, Lang};
use super::intent::Intent;
use super::list_choices::ListChoices;
use super::settings::SidePanel;
use super::view::View;
use std::path::{Path, PathBuf};

/// What the start page remembers: the battle chosen on it, and whether it is asked for over
/// an open table.
#[derive(Debug, Clone)]
pub struct StartPage {
    /// Shown over an open table or battle (File › Start page) until a job is picked.
    pub shown: bool,
    /// The player went from the start page to a job that needs no table (quick odds, a list,
    /// dice): with no table open, that job then takes the window instead of the start page.
    pub left: bool,
    /// The chosen scenario and each side's list, as indices of the shipped ones (lists: then
    /// of the player's own, see [`StartPage::list_choices`]).
    pub scenario: usize,
    pub lists: [usize; 2],
    /// The lists a side may take, the player's own among the recent files after the shipped.
    choices: ListChoices,
}

impl Default for StartPage {
    fn default() -> Self {
        let scenarios = bundled::scenarios();
        let lists = bundled::lists();
        let pick = |files: &[BundledFile], stem: &str, or: usize| {
            bundled::index_of(files, stem).unwrap_or(or.min(files.len().saturating_sub(1)))
        };
        StartPage {
            shown: false,
            left: false,
            choices: ListChoices::default(),
            scenario: pick(scenarios, "pitched_battle", 0),
            lists: [pick(lists, "akagane_400", 0), pick(lists, "hayashi_400", 1)],
        }
    }
}

/// The widest the page's three columns grow, so that they stay readable on a wide window.
const PAGE_WIDTH: f32 = 1100.0;

/// The narrowest width at which the three jobs stand side by side.
const COLUMNS_FROM: f32 = 900.0;

impl StartPage {
    /// The lists a side may take on the chosen scenario: the shipped ones of its game mode (the
    /// raid lists for a raid scenario, R-RAID-7), then the player's own among the `recent`
    /// files (opened, dropped or saved before; on a raid or total war scenario only those of
    /// its mode), read again only when the recent files change.
    pub fn list_choices(&mut self, recent: &[PathBuf]) -> Vec<BundledFile> {
        let mode = self.scenario_mode();
        self.choices.of_mode(recent, mode.as_deref())
    }

    /// The game mode of the chosen scenario (`"raid"`), `None` for the book's battle.
    pub fn scenario_mode(&self) -> Option<String> {
        bundled::scenarios()
            .get(self.scenario)
            .and_then(|s| s.mode.clone())
    }

    /// The page itself, in the central area.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        let mut sent = Vec::new();
        let mut settings = view.settings.clone();
        egui::ScrollArea::vertical().show(ui, |ui| {
            // A column of at most PAGE_WIDTH, centred in the table's place.
            let width = ui.available_width().min(PAGE_WIDTH);
            let margin = ((ui.available_width() - width) / 2.0).max(0.0);
            ui.horizontal_top(|ui| {
                ui.add_space(margin);
                ui.vertical(|ui| {
                    ui.set_width(width);
                    ui.add_space(16.0);
                    ui.heading(egui::RichText::new(lang.t(Key::AppTitle)).size(28.0));
                    ui.label(lang.t(Key::StartIntro));
                    ui.add_space(12.0);
                    // Side by side where they fit, else one above the other.
                    if ui.available_width() >= COLUMNS_FROM {
                        ui.columns(3, |cols| {
                            odds_card(&mut cols[0], lang, &mut sent);
                            cols[0].add_space(8.0);
                            army_card(&mut cols[0], lang, &mut sent);
                            list_card(&mut cols[1], lang, &mut sent);
                            self.battle_card(&mut cols[2], lang, &mut settings, &mut sent);
                        });
                    } else {
                        odds_card(ui, lang, &mut sent);
                        self.battle_card(ui, lang, &mut settings, &mut sent);
                        list_card(ui, lang, &mut sent);
                        army_card(ui, lang, &mut sent);
                    }
                    ui.add_space(16.0);
                    recent_files(ui, lang, &view.settings.recent, &mut sent);
                    if self.shown && !view.workspace.is_empty() {
                        ui.add_space(8.0);
                        if ui.button(lang.t(Key::StartBack)).clicked() {
                            self.shown = false;
                        }
                    }
                });
            });
        });
        if settings != *view.settings {
            sent.insert(0, Intent::Settings(Box::new(settings)));
        }
        sent
    }
}

/// A job the start page opens in a side panel: its title, a line on it and one button.
fn panel_card(
    ui: &mut egui::Ui,
    lang: Lang,
    (title, text, button): (Key, Key, Key),
    panel: SidePanel,
    sent: &mut Vec<Intent>,
) {
    card(ui, lang.t(title), lang.t(text), |ui| {
        if big_button(ui, lang.t(button)).clicked() {
            sent.push(Intent::GoToPanel(panel));
        }
    });
}

/// Quick odds: the odds panel, taking the whole window.
fn odds_card(ui: &mut egui::Ui, lang: Lang, sent: &mut Vec<Intent>) {
    let keys = (
        Key::StartOddsTitle,
        Key::StartOddsText,
        Key::StartOddsButton,
    );
    panel_card(ui, lang, keys, SidePanel::Odds, sent);
}

/// Your own army: the faction editor, taking the whole window.
fn army_card(ui: &mut egui::Ui, lang: Lang, sent: &mut Vec<Intent>) {
    let keys = (
        Key::StartArmyTitle,
        Key::StartArmyText,
        Key::StartArmyButton,
    );
    panel_card(ui, lang, keys, SidePanel::Factions, sent);
}

fn list_card(ui: &mut egui::Ui, lang: Lang, sent: &mut Vec<Intent>) {
    card(
        ui,
        lang.t(Key::StartListTitle),
        lang.t(Key::StartListText),
        |ui| {
            if big_button(ui, lang.t(Key::NewList)).clicked() {
                sent.push(Intent::NewList);
            }
            ui.add_space(6.0);
            ui.label(lang.t(Key::StartListOpen));
            let mut chosen = None;
            for list in bundled::lists() {
                let label = lang.f(
                    Key::StartListChoice,
                    &[
                        ("list", &list.name_in(lang)),
                        ("points", &list.points.unwrap_or(0)),
                    ],
                );
                if ui.button(label).clicked() {
                    chosen = Some(list.path.clone());
                }
            }
            if let Some(path) = chosen {
                sent.push(Intent::OpenFromStart {
                    path,
                    panel: Some(SidePanel::Builder),
                });
            }
        },
    );
}

impl StartPage {
    fn battle_card(
        &mut self,
        ui: &mut egui::Ui,
        lang: Lang,
        settings: &mut super::settings::Settings,
        sent: &mut Vec<Intent>,
    ) {
        card(
            ui,
            lang.t(Key::StartBattleTitle),
            lang.t(Key::StartBattleText),
            |ui| {
                let scenarios = bundled::scenarios();
                let lists = self.list_choices(&settings.recent);
                if scenarios.is_empty() || lists.is_empty() {
                    ui.label(lang.t(Key::StartNothingShipped));
                    return;
                }
                // Both grids' drop-down widths from the card's width, before either grid.
                let labels = [Key::StartScenario, Key::StartSideList0, Key::StartSideList1];
                let width = combo_width_beside(ui, &labels.map(|k| lang.t(k)));
                let who_width =
                    combo_width_beside(ui, &super::played_by::LABELS.map(|k| lang.t(k)));
                let mode_before = self.scenario_mode();
                let mut lists = lists;
                egui::Grid::new("start_battle")
                    .num_columns(2)
                    .show(ui, |ui| {
                        choice(
                            ui,
                            (lang.t(Key::StartScenario), width),
                            "start_scenario",
                            scenarios,
                            &mut self.scenario,
                            lang,
                        );
                        ui.end_row();
                        // Another game mode takes other lists: its first two, one a side.
                        if self.scenario_mode() != mode_before {
                            lists = self.list_choices(&settings.recent);
                            self.lists = [0, 1.min(lists.len().saturating_sub(1))];
                        }
                        for (i, key) in [Key::StartSideList0, Key::StartSideList1]
                            .into_iter()
                            .enumerate()
                        {
                            let salt = ("start_list", i);
                            choice(
                                ui,
                                (lang.t(key), width),
                                salt,
                                &lists,
                                &mut self.lists[i],
                                lang,
                            );
                            ui.end_row();
                        }
                    });
                let line = match self.scenario_mode().as_deref() {
                    Some("raid") => Some(Key::StartRaidLine),
                    Some("total_war") => Some(Key::StartTotalWarLine),
                    _ => None,
                };
                if let Some(key) = line {
                    ui.label(lang.t(key));
                }
                // Each side played by a player or the computer (`app::computer`): a grid of
                // its own, so that its longer labels leave the lists their width.
                egui::Grid::new("start_played_by")
                    .num_columns(2)
                    .show(ui, |ui| {
                        super::played_by::played_by_rows(
                            ui,
                            (lang, who_width),
                            "start_played_by",
                            &mut settings.computer,
                            None,
                        );
                    });
                ui.add_space(6.0);
                // The battle's questions put to both players, or answered by the window:
                // offerings before each roll (R-DECK-4), opportunity charges (R-OPP-2), the
                // casualties' choice (R-CAS-2).
                let s = &mut *settings;
                for (text, help, ask) in [
                    (
                        Key::StartAskOfferings,
                        Key::AskOfferingsHelp,
                        &mut s.ask_offerings,
                    ),
                    (
                        Key::StartAskOpportunity,
                        Key::AskOpportunityHelp,
                        &mut s.ask_opportunity,
                    ),
                    (
                        Key::StartAskCasualties,
                        Key::AskCasualtiesHelp,
                        &mut s.ask_casualties,
                    ),
                ] {
                    let mut both = ask.iter().any(|a| *a);
                    if ui
                        .checkbox(&mut both, lang.t(text))
                        .on_hover_text(lang.t(help))
                        .changed()
                    {
                        *ask = [both, both];
                    }
                }
                if big_button(ui, lang.t(Key::StartPlay)).clicked() {
                    sent.push(Intent::PlayChosenBattle);
                }
                ui.add_space(10.0);
                ui.label(lang.t(Key::StartInPlayText));
                if ui.button(lang.t(Key::MenuNewTable)).clicked() {
                    sent.push(Intent::NewTable);
                }
            },
        );
    }
}

fn recent_files(ui: &mut egui::Ui, lang: Lang, recent: &[PathBuf], sent: &mut Vec<Intent>) {
    ui.heading(lang.t(Key::RecentFiles));
    if recent.is_empty() {
        ui.label(lang.t(Key::NoRecentFiles));
        return;
    }
    let mut chosen = None;
    for p in recent {
        if ui.link(p.display().to_string()).clicked() {
            chosen = Some(p.clone());
        }
    }
    if let Some(path) = chosen {
        sent.push(Intent::OpenFromStart { path, panel: None });
    }
}

/// A path as the battle form's fields hold it.
pub(in crate::app) fn path_text(p: &Path) -> String {
    p.display().to_string()
}

/// One job: its title, what it does, and its controls, in a framed column.
fn card(ui: &mut egui::Ui, title: &str, text: &str, body: impl FnOnce(&mut egui::Ui)) {
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.vertical(|ui| {
                ui.heading(title);
                ui.label(text);
                ui.add_space(8.0);
                body(ui);
            });
        });
}

fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(17.0)).min_size(egui::vec2(180.0, 32.0)),
    )
}

/// A labelled drop-down of shipped files, by their names in `lang`.
fn choice(
    ui: &mut egui::Ui,
    (label, width): (&str, f32),
    salt: impl std::hash::Hash + std::fmt::Debug,
    files: &[BundledFile],
    picked: &mut usize,
    lang: Lang,
) {
    let l = ui.label(label);
    shipped_choice(ui, (l.id, lang, width), salt, files, picked);
}

/// The widest a drop-down of the start page and the battle forms is.
pub(super) const COMBO_WIDTH: f32 = 220.0;

/// The width of the drop-downs of a grid laid out in `ui` beside `labels`: what the widest label
/// leaves of the row, at most [`COMBO_WIDTH`], never so narrow that no text shows (a longer
/// text is cut short with an ellipsis). Worked out from the row and the labels alone, before
/// the grid, so that it does not change as the grid settles its columns.
pub(crate) fn combo_width_beside(ui: &egui::Ui, labels: &[&str]) -> f32 {
    let widest = labels
        .iter()
        .map(|l| {
            egui::WidgetText::from(*l)
                .into_galley(
                    ui,
                    Some(egui::TextWrapMode::Extend),
                    f32::INFINITY,
                    egui::TextStyle::Body,
                )
                .size()
                .x
        })
        .fold(0.0, f32::max);
    (ui.available_width() - widest - ui.spacing().item_spacing.x).clamp(120.0, COMBO_WIDTH)
}

/// The name of an extra game mode a list names (`"raid"`, `"total_war"`), for its choice.
fn mode_name(lang: Lang, mode: Option<&str>) -> Option<String> {
    match mode? {
        "raid" => Some(lang.t(Key::ModeRaid).to_lowercase()),
        "total_war" => Some(lang.t(Key::ModeTotalWar).to_lowercase()),
        _ => None,
    }
}

/// A drop-down of shipped files, `width` wide, labelled by the widget `label`: each by its
/// name in `lang`, a list with its points.
pub(super) fn shipped_choice(
    ui: &mut egui::Ui,
    (label, lang, width): (egui::Id, Lang, f32),
    salt: impl std::hash::Hash + std::fmt::Debug,
    files: &[BundledFile],
    picked: &mut usize,
) {
    if files.is_empty() {
        return;
    }
    *picked = (*picked).min(files.len() - 1);
    // Each list names its game only where the lists offered are of several (a plain table's).
    let several = files.iter().any(|f| f.mode != files[0].mode);
    let mode_of = |f: &BundledFile| {
        several
            .then(|| mode_name(lang, f.mode.as_deref()))
            .flatten()
    };
    let shown = |f: &BundledFile| match (f.points, mode_of(f)) {
        (Some(points), Some(mode)) => lang.f(
            Key::StartListChoiceMode,
            &[
                ("list", &f.name_in(lang)),
                ("points", &points),
                ("mode", &mode),
            ],
        ),
        (Some(points), None) => lang.f(
            Key::StartListChoice,
            &[("list", &f.name_in(lang)), ("points", &points)],
        ),
        (None, _) => f.name_in(lang).to_string(),
    };
    egui::ComboBox::from_id_salt(salt)
        .selected_text(shown(&files[*picked]))
        .width(width)
        .truncate()
        .show_ui(ui, |ui| {
            for (i, f) in files.iter().enumerate() {
                ui.selectable_value(picked, i, shown(f));
            }
        })
        .response
        .labelled_by(label);
}
