//! A battle in play at a real table, copied onto a plain table to measure it: File › New table
//! (or the start page) opens an empty 120 x 90 cm table (book L28), and the document panel's
//! "Armies on the table" puts both sides' units down from their lists (the shipped ones of every
//! game, or the player's own among the recent files, lists of the player's factions too), each
//! unit in closed formation (R-FORM-1) in its side's deployment zone (L206-214), or one unit
//! dropped where it stands with the Place tool. A raid list's units go down as skirmishers with
//! each model on its own profile (R-RAID-3, R-RAID-4); a total war list's as one 12 x 6 cm
//! movement base each, labelled with the unit size it stands for (R-TW-1, R-TW-2). The player
//! then drags them to where they stand on the real table.
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
use super::list_choices::ListChoices;
use super::view::View;
use crate::army::{ArmyList, Faction, Unit, find_faction_in, load_list};
use crate::table::FormationKind;
use crate::table::model::{Base, ListedModels, ListedUnit, ModelPlacement, TableFile, UnitNote};

/// The book's smallest recommended playing area, cm (L28: "90×120 cm como mínimo").
pub const TABLE_WIDTH_CM: f64 = 120.0;
pub const TABLE_DEPTH_CM: f64 = 90.0;

/// Each side's chosen list, as an index of the lists offered (the shipped ones, then the
/// player's own among the recent files, `ListChoices`).
#[derive(Debug, Clone)]
pub struct TableInPlay {
    pub lists: [usize; 2],
    choices: ListChoices,
}

impl Default for TableInPlay {
    fn default() -> Self {
        let lists = bundled::lists();
        let pick = |stem: &str, or: usize| {
            bundled::index_of(lists, stem).unwrap_or(or.min(lists.len().saturating_sub(1)))
        };
        TableInPlay {
            lists: [pick("akagane_400", 0), pick("hayashi_400", 1)],
            choices: ListChoices::default(),
        }
    }
}

/// A unit of a list ready to go down: its template (models around its centre) and its note.
struct Ready {
    template: UnitTemplate,
    note: UnitNote,
    /// What its button calls it: its troop's name in the window's language and the list's
    /// name for the unit ("Ashigaru yari (spears)").
    name: String,
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
        let lists = self.choices.of_every_mode(&view.settings.recent);
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
                        &lists,
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
    let ready = match ready_units(lang, file, side, known) {
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
    // Every button stays where it is once its units are down, greyed, so that nothing below
    // moves under the pointer.
    let mut sent = Vec::new();
    let whole = lang.f(Key::PutArmyDown, &[("side", &lang.side(side))]);
    let all = ui
        .add_enabled(!missing.is_empty(), egui::Button::new(whole))
        .on_disabled_hover_text(lang.t(Key::ArmyAllDown));
    if all.clicked() {
        sent.push(put_down(table, side, &missing));
    }
    ui.horizontal_wrapped(|ui| {
        for r in &ready {
            let down = !missing.iter().any(|m| m.template.unit == r.template.unit);
            let text = lang.f(Key::PlaceOneUnit, &[("unit", &r.name)]);
            if ui
                .add_enabled(!down, egui::Button::new(text))
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

/// Puts `units` down in `side`'s deployment zone, each in formation and clear of the others
/// ([`line_up`]), as one table edit; the units with no room left are named in the intent.
fn put_down(table: &TableFile, side: u8, units: &[&Ready]) -> Intent {
    let mut on = table.clone();
    let templates: Vec<(UnitTemplate, bool)> = units
        .iter()
        .map(|r| {
            let t = named_on(&on, &r.template);
            // Later units see the ids the earlier ones took.
            on.models.extend(t.models.iter().cloned());
            (t, r.note.skirmisher)
        })
        .collect();
    let mut models = Vec::new();
    let mut notes = Vec::new();
    let mut left_out = Vec::new();
    let spots = line_up(table, side, &templates);
    for ((r, (t, _)), spot) in units.iter().zip(&templates).zip(spots) {
        match spot {
            Some(placed) => {
                models.extend(placed);
                notes.push((r.note.clone(), t.unit.clone()));
            }
            None => left_out.push(t.unit.clone()),
        }
    }
    Intent::PutDown {
        side,
        units: notes.len(),
        notes,
        models,
        left_out,
    }
}

/// Each unit of the list in `file`, for `side`, its faction found among `known`; the message
/// names the file when it cannot be read.
fn ready_units(
    lang: Lang,
    file: &BundledFile,
    side: u8,
    known: &[Faction],
) -> Result<Vec<Ready>, String> {
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
            let note = unit_note(&faction, &list, unit, &template.unit, general);
            let name = match faction.profile(&unit.profile) {
                Some(p) if p.name_in(lang) != unit.id => {
                    format!("{} ({})", p.name_in(lang), unit.id)
                }
                _ => unit.id.clone(),
            };
            Ready {
                template,
                note,
                name,
            }
        })
        .collect())
}

/// The MOV, range and formation `faction`'s profile gives the unit `unit` of `list` in the
/// list's mode (every raid unit skirmishes, R-RAID-3), noted as `id` with the list's unit it
/// comes from (`general`: the list's general leads it), so that the odds from the table know
/// its troop.
fn unit_note(faction: &Faction, list: &ArmyList, unit: &Unit, id: &str, general: bool) -> UnitNote {
    let troop = faction
        .profile(&unit.profile)
        .map(|p| crate::battle::setup::raid::troop_profile_in(list.mode, faction, p));
    // A mixed raid unit's range: the first of its profiles with a ranged weapon, the one that
    // shoots (R-RAID-6).
    let range_cm = std::iter::once(&unit.profile)
        .chain(unit.mixed.iter().map(|m| &m.profile))
        .filter_map(|id| faction.profile(id))
        .find_map(|p| crate::battle::setup::army_side::troop_profile(faction, p).range_cm);
    UnitNote {
        id: id.to_string(),
        mov_cm: troop.as_ref().map_or(10.0, |t| t.mov_cm),
        range_cm,
        skirmisher: troop.as_ref().is_some_and(|t| t.skirmisher),
        from_list: Some(ListedUnit {
            faction: faction.id.clone(),
            profile: unit.profile.clone(),
            models: unit.models,
            leader: unit.leader.clone(),
            support: unit.support.clone(),
            general,
            mode: crate::battle::setup::battle_setup::table_mode(list.mode),
            mixed: unit
                .mixed
                .iter()
                .map(|m| ListedModels {
                    profile: m.profile.clone(),
                    models: m.models,
                })
                .collect(),
            on_base: unit.on_base,
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
    let template = named_on(table, &unit_template(unit, faction, side, list.mode)?);
    let general = list.general.as_deref() == Some(unit.id.as_str());
    let note = (
        unit_note(faction, list, unit, &template.unit, general),
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

/// Each unit's models where they go down in `side`'s deployment zone, in list order: in ranks
/// (closed formation, skirmishers in open order, R-FORM-1, L391-397) at the zone's front, each
/// unit the first place it stands wholly in the zone (L211), on no impassable piece (L523) and
/// a few centimetres clear of every base on the table and every unit put down before it
/// ([`crate::table::deploy`]), facing the enemy's zone ([`TableFile::deployment_facing`]). `None`
/// for a unit with no room left: it is left off rather than put on another.
/// `units` are each a template and whether the unit skirmishes.
pub(crate) fn line_up(
    table: &TableFile,
    side: u8,
    units: &[(UnitTemplate, bool)],
) -> Vec<Option<Vec<ModelPlacement>>> {
    use crate::table::deploy::{Ground, UNIT_GAP_CM, blocks};
    use crate::table::shapes::Footprint;
    let zone = table.deployment_zone(side);
    let mut bare = table.clone();
    bare.models.clear();
    let terrain = crate::table::Table::new(&bare).ok();
    let mut ground = Ground {
        zone: &zone,
        width_cm: table.table.width_cm,
        depth_cm: table.table.depth_cm,
        others: table.models.iter().map(Footprint::of).collect(),
        gap_cm: UNIT_GAP_CM,
        terrain: terrain.as_ref(),
    };
    let facing_deg = table.deployment_facing(side);
    let firsts = ground.first_places(facing_deg);
    let mut out = Vec::new();
    for (t, skirmisher) in units {
        let bases: Vec<Base> = t.models.iter().map(|m| m.base).collect();
        let kind = if *skirmisher {
            FormationKind::Open
        } else {
            FormationKind::Closed
        };
        let shapes = blocks(&bases, kind);
        let found = firsts.iter().find_map(|first| {
            shapes.iter().find_map(|b| {
                let feet = Ground::feet(b, &bases, *first, facing_deg);
                feet.iter().all(|f| ground.holds(f)).then_some(feet)
            })
        });
        let Some(feet) = found else {
            out.push(None);
            continue;
        };
        ground.others.extend(feet.iter().copied());
        let placed = t
            .models
            .iter()
            .zip(&feet)
            .map(|(m, f)| ModelPlacement {
                x: f.centre.x,
                y: f.centre.y,
                facing_deg,
                ..m.clone()
            })
            .collect();
        out.push(Some(placed));
    }
    out
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
            ready_units(Lang::English, file("akagane_400"), 0, &samples).unwrap(),
            ready_units(Lang::English, file("hayashi_400"), 1, &samples).unwrap(),
        ]
    }

    /// Every way the models on `table` break L206-214, L523, L531 or R-FORM-1, in words.
    fn faults(table: &TableFile) -> Vec<String> {
        let mut out = Vec::new();
        let built = crate::table::Table::new(table).unwrap();
        out.extend(built.illegal_placements().iter().map(|p| format!("{p:?}")));
        for m in &table.models {
            if !table.in_deployment_zone(m.side, &Footprint::of(m)) {
                out.push(format!("{} outside its zone (L211)", m.id));
            }
        }
        for (i, a) in table.models.iter().enumerate() {
            for b in &table.models[i + 1..] {
                let d = Footprint::of(a).distance_to(&Footprint::of(b));
                if a.unit != b.unit && d < crate::table::deploy::UNIT_GAP_CM - 1e-3 {
                    out.push(format!("{} {d:.2} cm from {}", a.id, b.id));
                }
            }
        }
        for (u, info) in built.units.iter().enumerate() {
            let open = table.units.iter().any(|n| n.id == info.id && n.skirmisher);
            let kind = if open {
                FormationKind::Open
            } else {
                FormationKind::Closed
            };
            let f = built.formation(u, kind);
            if !f.in_formation {
                out.push(format!("{} out of formation: {:?}", info.id, f.violations));
            }
        }
        out
    }

    /// L206-214, R-FORM-1, L523, L531: "Put all of Side 1 down", then Side 2, on a plain table
    /// of each bundled scenario (its terrain and zones, no models): every list of its mode
    /// against the one after it and the one three after it, so every scenario and every list
    /// on each side is covered (the whole cross product is slower than it tells more). Every
    /// unit is in formation, wholly in its zone, off impassable terrain, a few cm clear of the
    /// others.
    #[test]
    fn l206_r_form_1_put_all_down_leaves_every_unit_in_formation_in_its_zone_apart() {
        let samples = crate::army::bundled_factions();
        let mut failed = Vec::new();
        for scenario in bundled::scenarios() {
            // A raid scenario's small table is for the raid lists (R-RAID-7).
            let lists = bundled::lists_for(scenario.mode.as_deref());
            let mut plain = crate::battle::setup::roster::load_scenario(&scenario.path).unwrap();
            plain.models.clear();
            for i in 0..lists.len() {
                for k in [1, 3] {
                    let pair = [&lists[i], &lists[(i + k) % lists.len()]];
                    let mut table = plain.clone();
                    for (side, file) in (0u8..).zip(pair) {
                        let ready = ready_units(Lang::English, file, side, &samples).unwrap();
                        let refs: Vec<&Ready> = ready.iter().collect();
                        let Intent::PutDown {
                            models,
                            notes,
                            left_out,
                            ..
                        } = put_down(&table, side, &refs)
                        else {
                            panic!("not a put-down");
                        };
                        if !left_out.is_empty() {
                            failed.push(format!("{}: no room for {left_out:?}", scenario.stem()));
                        }
                        table.models.extend(models);
                        table.units.extend(new_notes(&table, &notes));
                    }
                    let names = format!(
                        "{} {} v {}",
                        scenario.stem(),
                        pair[0].stem(),
                        pair[1].stem()
                    );
                    failed.extend(faults(&table).into_iter().map(|f| format!("{names}: {f}")));
                }
            }
        }
        assert!(failed.is_empty(), "{}", failed.join("\n"));
    }

    /// L206-214, L531: a zone too small for the whole list takes the units it has room for,
    /// in formation, and names the rest, left off rather than set on another unit.
    #[test]
    fn l206_a_zone_too_small_for_the_list_names_the_units_left_off_and_overlaps_none() {
        let mut table = TableFile::with_models(TABLE_WIDTH_CM, TABLE_DEPTH_CM, Vec::new());
        table.deployment_zones = vec![crate::table::model::DeploymentZone {
            side: 0,
            polygon: vec![[0.0, 0.0], [16.0, 0.0], [16.0, 12.0], [0.0, 12.0]],
        }];
        let [ready, _] = readme_pair();
        let refs: Vec<&Ready> = ready.iter().collect();
        let Intent::PutDown {
            models,
            notes,
            left_out,
            units,
            ..
        } = put_down(&table, 0, &refs)
        else {
            panic!("not a put-down");
        };
        assert!(!left_out.is_empty() && units > 0, "{left_out:?}");
        assert_eq!(units + left_out.len(), ready.len());
        table.models.extend(models);
        table.units.extend(new_notes(&table, &notes));
        assert!(
            left_out
                .iter()
                .all(|u| !table.models.iter().any(|m| &m.unit == u))
        );
        assert_eq!(faults(&table), Vec::<String>::new());
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
