//! A battle in play at a real table, copied onto a plain table to measure it: File › New table
//! (or the start page) opens an empty 120 x 90 cm table (book L28), and the document panel's
//! "Armies on the table" puts both sides' units down from their lists, each unit in closed
//! formation (R-FORM-1) in its side's deployment zone (L206-214), or one unit dropped where it
//! stands with the Place tool. The player then drags them to where they stand on the real table.
//! Every placement is a table edit, undone like any other; each unit's MOV, range and formation
//! are noted on the table (`TableFile::units`) so that charge reach and ranges show.
//!
//! [`TableInPlay`] is a panel of its own: it keeps each side's chosen list, draws from a
//! [`View`] and returns the placements as intents ([`Intent::PutDown`], [`Intent::PlaceUnit`]).
//! The list builder's "Place on table" takes the same Place tool ([`place_list_unit`]).

use super::bundled::{self, BundledFile};
use super::canvas::UnitTemplate;
use super::canvas::from_list::{list_templates, unit_template};
use super::i18n::{Key, Lang};
use super::intent::Intent;
use super::view::View;
use crate::army::{ArmyList, Faction, Unit, find_faction_in, load_list};
use crate::table::model::{ListedUnit, ModelPlacement, TableFile, UnitNote};

/// The book's smallest recommended playing area, cm (L28: "90×120 cm como mínimo").
pub const TABLE_WIDTH_CM: f64 = 120.0;
pub const TABLE_DEPTH_CM: f64 = 90.0;

/// Room left between two units put down side by side, cm.
const GAP_CM: f64 = 3.0;

/// Each side's chosen list, as an index of the shipped lists.
#[derive(Debug, Clone)]
pub struct TableInPlay {
    pub lists: [usize; 2],
}

impl Default for TableInPlay {
    fn default() -> Self {
        let lists = bundled::lists();
        let pick = |stem: &str, or: usize| {
            bundled::index_of(lists, stem).unwrap_or(or.min(lists.len().saturating_sub(1)))
        };
        TableInPlay {
            lists: [pick("akagane_400", 0), pick("hayashi_400", 1)],
        }
    }
}

/// A unit of a list ready to go down: its template (models around its centre) and its note.
struct Ready {
    template: UnitTemplate,
    note: UnitNote,
}

/// The notes of `notes` (each a unit's note and the id it takes on the table) that `table`
/// does not note yet, each under its id.
pub fn new_notes(table: &TableFile, notes: &[(UnitNote, String)]) -> Vec<UnitNote> {
    notes
        .iter()
        .filter(|(_, id)| !table.units.iter().any(|u| u.id == *id))
        .map(|(n, id)| UnitNote {
            id: id.clone(),
            ..n.clone()
        })
        .collect()
}

impl TableInPlay {
    /// The document panel's section: a list per side, each put down whole or unit by unit.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        let lists = bundled::lists();
        let mut sent = Vec::new();
        if lists.is_empty() {
            return sent;
        }
        let Some(table) = view.workspace.table.as_ref().map(|t| &t.value) else {
            return sent;
        };
        egui::CollapsingHeader::new(lang.t(Key::ArmiesOnTable))
            .id_salt("armies_on_table")
            .default_open(table.models.is_empty())
            .show(ui, |ui| {
                ui.label(lang.t(Key::ArmiesOnTableHelp));
                for side in [0u8, 1] {
                    ui.separator();
                    let label = ui.strong(lang.side(side));
                    let picked = &mut self.lists[usize::from(side)];
                    let salt = ("in_play_list", side);
                    let width = super::start_page::COMBO_WIDTH;
                    super::start_page::shipped_choice(
                        ui,
                        (label.id, lang, width),
                        salt,
                        lists,
                        picked,
                    );
                    let file = &lists[(*picked).min(lists.len() - 1)];
                    let known = view.factions.known();
                    sent.extend(side_units_ui(ui, lang, known, table, side, file));
                }
            });
        sent
    }
}

/// One side's units of the list in `file` not on the table yet: "Put all down" and a button
/// each; the list's faction is found among `known` (the player's and the samples).
fn side_units_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    known: &[Faction],
    table: &TableFile,
    side: u8,
    file: &BundledFile,
) -> Vec<Intent> {
    let ready = match ready_units(file, side, known) {
        Ok(r) => r,
        Err(e) => {
            ui.colored_label(ui.visuals().error_fg_color, e);
            return Vec::new();
        }
    };
    let missing: Vec<&Ready> = ready
        .iter()
        .filter(|r| !placed(table, side, &r.template.unit))
        .collect();
    if missing.is_empty() {
        ui.label(lang.t(Key::ArmyAllDown));
        return Vec::new();
    }
    let mut sent = Vec::new();
    let whole = lang.f(Key::PutArmyDown, &[("side", &lang.side(side))]);
    if ui.button(whole).clicked() {
        sent.push(put_down(table, side, &missing));
    }
    ui.horizontal_wrapped(|ui| {
        for r in &missing {
            let text = lang.f(Key::PlaceOneUnit, &[("unit", &r.template.unit)]);
            if ui
                .button(text)
                .on_hover_text(lang.t(Key::PlaceOnTableHelp))
                .clicked()
            {
                let template = named_on(table, &r.template);
                let note = (r.note.clone(), template.unit.clone());
                sent.push(Intent::PlaceUnit { template, note });
            }
        }
    });
    sent
}

/// Puts `units` down in `side`'s deployment zone, side by side in closed formation, as one
/// table edit.
fn put_down(table: &TableFile, side: u8, units: &[&Ready]) -> Intent {
    let mut on = table.clone();
    let mut models = Vec::new();
    let templates: Vec<UnitTemplate> = units
        .iter()
        .map(|r| {
            let t = named_on(&on, &r.template);
            // Later units see the ids the earlier ones took.
            on.models.extend(t.models.iter().cloned());
            t
        })
        .collect();
    for (t, spot) in templates.iter().zip(line_up(table, side, &templates)) {
        models.extend(placed_at(t, spot, side));
    }
    let notes = units
        .iter()
        .zip(&templates)
        .map(|(r, t)| (r.note.clone(), t.unit.clone()))
        .collect();
    Intent::PutDown {
        side,
        units: units.len(),
        notes,
        models,
    }
}

/// Each unit of the list in `file`, for `side`, its faction found among `known`; the message
/// names the file when it cannot be read.
fn ready_units(file: &BundledFile, side: u8, known: &[Faction]) -> Result<Vec<Ready>, String> {
    let list: ArmyList = load_list(&file.path).map_err(|e| e.to_string())?;
    let faction: Faction =
        find_faction_in(&list.faction, &file.path, known).map_err(|e| e.to_string())?;
    let (templates, problems) = list_templates(&list, &faction, side);
    if let Some(p) = problems.first() {
        return Err(format!("{}: {p}", file.path.display()));
    }
    Ok(templates
        .into_iter()
        .zip(&list.units)
        .map(|(template, unit)| {
            let general = list.general.as_deref() == Some(unit.id.as_str());
            let note = unit_note(&faction, unit, &template.unit, general);
            Ready { template, note }
        })
        .collect())
}

/// The MOV, range and formation `faction`'s profile gives the list's `unit`, noted as `id`
/// with the list's unit it comes from (`general`: the list's general leads it), so that the
/// odds from the table know its troop.
fn unit_note(faction: &Faction, unit: &Unit, id: &str, general: bool) -> UnitNote {
    let troop = faction
        .profile(&unit.profile)
        .map(|p| crate::battle::setup::army_side::troop_profile(faction, p));
    UnitNote {
        id: id.to_string(),
        mov_cm: troop.as_ref().map_or(10.0, |t| t.mov_cm),
        range_cm: troop.as_ref().and_then(|t| t.range_cm),
        skirmisher: troop.as_ref().is_some_and(|t| t.skirmisher),
        from_list: Some(ListedUnit {
            faction: faction.id.clone(),
            profile: unit.profile.clone(),
            models: unit.models,
            leader: unit.leader.clone(),
            support: unit.support.clone(),
            general,
        }),
    }
}

/// The Place tool taken with the unit `unit` of `list` (of `faction`) for `side`, under an id
/// no other unit on `table` uses, its profile noted: the list builder's "Place on table". The
/// message says why the unit cannot be built (a profile the faction lacks).
pub fn place_list_unit(
    table: &TableFile,
    list: &ArmyList,
    faction: &Faction,
    unit: &str,
    side: u8,
) -> Result<Intent, String> {
    let unit = list
        .unit(unit)
        .ok_or_else(|| crate::army::EditError::UnknownUnit(unit.to_string()).to_string())?;
    let template = named_on(table, &unit_template(unit, faction, side)?);
    let general = list.general.as_deref() == Some(unit.id.as_str());
    let note = (
        unit_note(faction, unit, &template.unit, general),
        template.unit.clone(),
    );
    Ok(Intent::PlaceUnit { template, note })
}

/// Whether the list's unit `unit` of `side` is on the table already (under its own id or the
/// side-marked one [`named_on`] gives when the other side took it).
fn placed(table: &TableFile, side: u8, unit: &str) -> bool {
    let marked = side_marked(side, unit);
    table
        .models
        .iter()
        .any(|m| m.side == side && (m.unit == unit || m.unit == marked))
}

/// `unit` as a side marks it when the other side uses the same id: `2-lord` (as a battle tells
/// two lists' units apart).
fn side_marked(side: u8, unit: &str) -> String {
    format!("{}-{unit}", side + 1)
}

/// The template with a unit id no other unit on `table` uses: its own, else side-marked.
fn named_on(table: &TableFile, t: &UnitTemplate) -> UnitTemplate {
    let taken = |id: &str| table.models.iter().any(|m| m.unit == id);
    if !taken(&t.unit) {
        return t.clone();
    }
    let unit = side_marked(t.side, &t.unit);
    UnitTemplate {
        unit: unit.clone(),
        side: t.side,
        models: t
            .models
            .iter()
            .map(|m| ModelPlacement {
                id: format!("{}-{}", t.side + 1, m.id),
                unit: unit.clone(),
                ..m.clone()
            })
            .collect(),
    }
}

/// The half-width and half-depth of a template's models around its centre, cm.
fn extent(t: &UnitTemplate) -> (f64, f64) {
    t.models.iter().fold((0.0, 0.0), |(w, d), m| {
        let r = m.base.width_mm / 20.0;
        let depth = m.base.depth_mm.unwrap_or(m.base.width_mm) / 20.0;
        (w.max(m.x.abs() + r), d.max(m.y.abs() + depth))
    })
}

/// Where each unit's centre goes: in a row across `side`'s deployment zone, from its left
/// end, starting a new row behind when one is full (table cm).
pub(crate) fn line_up(table: &TableFile, side: u8, units: &[UnitTemplate]) -> Vec<[f64; 2]> {
    let zone = table.deployment_zone(side);
    let (min_x, max_x) = zone
        .iter()
        .fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p[0]), b.max(p[0])));
    let (min_y, max_y) = zone
        .iter()
        .fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p[1]), b.max(p[1])));
    // Side 1 faces up the table from y = 0, side 2 down from the far edge (R-UNIT-2): the
    // first row stands at the front of the zone.
    let forward = if side == 0 { -1.0 } else { 1.0 };
    let front = if side == 0 { max_y } else { min_y };
    let mut spots = Vec::new();
    let (mut x, mut row_start, mut row_depth) = (min_x + GAP_CM, front, 0.0_f64);
    for t in units {
        let (half_w, half_d) = extent(t);
        if x + 2.0 * half_w > max_x && x > min_x + GAP_CM {
            row_start += forward * (2.0 * row_depth + GAP_CM);
            x = min_x + GAP_CM;
            row_depth = 0.0;
        }
        spots.push([x + half_w, row_start + forward * (half_d + 1.0)]);
        x += 2.0 * half_w + GAP_CM;
        row_depth = row_depth.max(half_d);
    }
    spots
}

/// The template's models at `centre`, facing the enemy's edge (side 2 turned about).
fn placed_at(t: &UnitTemplate, centre: [f64; 2], side: u8) -> Vec<ModelPlacement> {
    let turn = if side == 0 { 1.0 } else { -1.0 };
    t.models
        .iter()
        .map(|m| ModelPlacement {
            x: centre[0] + turn * m.x,
            y: centre[1] + turn * m.y,
            facing_deg: if side == 0 { 90.0 } else { 270.0 },
            ..m.clone()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::shapes::Footprint;

    fn readme_pair() -> [Vec<Ready>; 2] {
        let lists = bundled::lists();
        let file = |stem| &lists[bundled::index_of(lists, stem).unwrap()];
        let samples = crate::army::bundled_factions();
        [
            ready_units(file("akagane_400"), 0, &samples).unwrap(),
            ready_units(file("hayashi_400"), 1, &samples).unwrap(),
        ]
    }

    #[test]
    fn l206_each_side_s_units_go_down_inside_its_own_zone_without_overlapping() {
        let table = TableFile::with_models(TABLE_WIDTH_CM, TABLE_DEPTH_CM, Vec::new());
        let mut all = Vec::new();
        for (side, ready) in (0u8..).zip(readme_pair()) {
            let templates: Vec<UnitTemplate> = ready.iter().map(|r| r.template.clone()).collect();
            for (t, spot) in templates.iter().zip(line_up(&table, side, &templates)) {
                for m in placed_at(t, spot, side) {
                    let f = Footprint::of(&m);
                    assert!(
                        table.in_deployment_zone(side, &f),
                        "{} outside its zone",
                        m.id
                    );
                    all.push(m);
                }
            }
        }
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                let gap = Footprint::of(a).distance_to(&Footprint::of(b));
                assert!(gap > -1e-6, "{} overlaps {} by {gap}", a.id, b.id);
            }
        }
    }

    #[test]
    fn the_same_unit_id_on_both_sides_is_told_apart_by_side() {
        let [a, b] = readme_pair();
        let lord = |r: &[Ready]| {
            r.iter()
                .find(|r| r.template.unit == "lord")
                .unwrap()
                .template
                .clone()
        };
        let mut table = TableFile::with_models(TABLE_WIDTH_CM, TABLE_DEPTH_CM, Vec::new());
        table.models.extend(named_on(&table, &lord(&a)).models);
        let theirs = named_on(&table, &lord(&b));
        assert_eq!(theirs.unit, "2-lord");
        assert!(theirs.models.iter().all(|m| m.id.starts_with("2-lord")));
        table.models.extend(theirs.models);
        assert!(placed(&table, 1, "lord"));
        assert!(placed(&table, 0, "lord"));
    }
}
