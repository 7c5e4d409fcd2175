//! The sight list of the document panel: for the selected model, every enemy model with its
//! distance (R-GEO-1), line of sight and what blocks it (R-LOS-1, R-LOS-2), cover (R-COVER-1)
//! and engagement (R-ENG-1), as `table::Table` measures them. The canvas draws the same
//! figures; this list is what a player reads (and a test checks) as text.

use super::help::{src, with_help};
use super::i18n::{Key, Lang};
use crate::battle::model::names::Names;
use crate::table::model::TableFile;
use crate::table::{InvalidTable, Los, Table};

/// One enemy model as seen from the selected model.
#[derive(Debug, Clone, PartialEq)]
pub struct SightRow {
    pub target: String,
    pub distance_cm: f64,
    pub los: Los,
    /// Ids of the obstacles touching the corridor (models and terrain pieces).
    pub blockers: Vec<String>,
    pub in_cover: bool,
    pub engaged: bool,
}

/// The rows for `model` on `file`, cached until the table or the model changes.
#[derive(Debug, Clone)]
pub struct SightList {
    key: Option<(TableFile, String)>,
    rows: Result<Vec<SightRow>, InvalidTable>,
}

impl Default for SightList {
    fn default() -> Self {
        SightList {
            key: None,
            rows: Ok(Vec::new()),
        }
    }
}

impl SightList {
    /// The rows from `model` to every enemy model of `file`.
    pub fn rows(&mut self, file: &TableFile, model: &str) -> &Result<Vec<SightRow>, InvalidTable> {
        let fresh = self
            .key
            .as_ref()
            .is_some_and(|(t, m)| m == model && t == file);
        if !fresh {
            self.rows = measure(file, model);
            self.key = Some((file.clone(), model.to_string()));
        }
        &self.rows
    }
}

fn measure(file: &TableFile, model: &str) -> Result<Vec<SightRow>, InvalidTable> {
    let table = Table::new(file)?;
    let Some(a) = table.model_index(model) else {
        return Ok(Vec::new());
    };
    let side = table.models[a].side;
    Ok((0..table.models.len())
        .filter(|&b| table.models[b].side != side)
        .map(|b| {
            let sight = table.sight(a, b);
            SightRow {
                target: table.models[b].id.clone(),
                distance_cm: table.distance(a, b),
                los: sight.los,
                blockers: sight
                    .touching
                    .iter()
                    .map(|&o| table.obstacle_id(o).to_string())
                    .collect(),
                in_cover: table.in_cover(a, b),
                engaged: table.engaged(a, b),
            }
        })
        .collect())
}

/// Draws the rows with their hover help, the models named by `names` (in a battle, as the
/// tracker names them) and a table the geometry refuses said why in `lang`.
pub fn show(
    ui: &mut egui::Ui,
    (lang, help, names): (Lang, bool, &dyn Names),
    from: &str,
    rows: &Result<Vec<SightRow>, InvalidTable>,
) {
    ui.strong(lang.f(Key::SightFrom, &[("model", &names.unit(from))]));
    let rows = match rows {
        Ok(r) => r,
        Err(e) => {
            ui.colored_label(ui.visuals().error_fg_color, e.words(lang));
            return;
        }
    };
    if rows.is_empty() {
        ui.label(lang.t(Key::NoEnemies));
        return;
    }
    for r in rows {
        let los = lang.t(match r.los {
            Los::Total => Key::LosTotal,
            Los::Partial => Key::LosPartial,
            Los::None => Key::LosNone,
        });
        let mut text = lang.f(
            Key::SightRow,
            &[
                ("model", &names.unit(&r.target)),
                ("cm", &format!("{:.1}", r.distance_cm)),
                ("sight", &los),
            ],
        );
        if !r.blockers.is_empty() && r.los != Los::Total {
            let blockers: Vec<String> = r.blockers.iter().map(|b| names.unit(b)).collect();
            text.push_str(&lang.f(Key::BlockedBy, &[("blockers", &blockers.join(", "))]));
        }
        if r.in_cover {
            text.push_str(lang.t(Key::InCoverSuffix));
        }
        if r.engaged {
            text.push_str(lang.t(Key::EngagedSuffix));
        }
        let resp = ui.label(text);
        with_help(
            resp,
            help,
            lang,
            "",
            &[
                src("R-GEO-1", "L71"),
                src("R-LOS-1", "L124-134"),
                src("R-LOS-2", ""),
                src("R-COVER-1", "L138"),
                src("R-ENG-1", "L147"),
            ],
        );
    }
}
