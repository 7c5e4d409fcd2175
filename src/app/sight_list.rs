//! The sight list of the document panel: for the selected unit (or one model of it), one line
//! per enemy unit: how many of its models are seen and how, through what (R-LOS-1, R-LOS-2),
//! how many are in cover and why (R-COVER-1, R-COVER-2), the nearest edge distance and its
//! range band (R-GEO-1, L1092-1098) and engagement (R-ENG-1), as `table::Table` measures them
//! ([`crate::app::canvas::verdict`]). The canvas draws the same verdict beside the enemy under
//! the pointer; this list is what a player reads (and a test checks) as text.

use super::canvas::verdict::{self, EnemyVerdict, Through};
use super::help::{src, with_help};
use super::i18n::{Key, Lang};
use crate::battle::model::names::Names;
use crate::table::model::TableFile;
use crate::table::{InvalidTable, Table};

/// The verdicts for the selected models on `file`, cached until the table or the selection
/// changes.
#[derive(Debug, Clone)]
pub struct SightList {
    key: Option<(TableFile, Vec<String>)>,
    rows: Result<Vec<EnemyVerdict>, InvalidTable>,
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
    /// One verdict per enemy unit from the models `selected` (one model, or a whole unit).
    pub fn rows(
        &mut self,
        file: &TableFile,
        selected: &[String],
    ) -> &Result<Vec<EnemyVerdict>, InvalidTable> {
        let fresh = self
            .key
            .as_ref()
            .is_some_and(|(t, m)| m == selected && t == file);
        if !fresh {
            self.rows = measure(file, selected);
            self.key = Some((file.clone(), selected.to_vec()));
        }
        &self.rows
    }
}

fn measure(file: &TableFile, selected: &[String]) -> Result<Vec<EnemyVerdict>, InvalidTable> {
    let table = Table::new(file)?;
    let sel: Vec<usize> = selected
        .iter()
        .filter_map(|id| table.model_index(id))
        .collect();
    let Some(&first) = sel.first() else {
        return Ok(Vec::new());
    };
    let side = table.models[first].side;
    Ok((0..table.units.len())
        .filter(|&u| {
            let ms = &table.units[u].models;
            !ms.is_empty() && table.models[ms[0]].side != side
        })
        .filter_map(|u| verdict::judge(&table, &sel, u, None, None))
        .collect())
}

/// Draws the rows with their hover help, the units named by `names` (in a battle, as the
/// tracker names them) and a table the geometry refuses said why in `lang`. `from` names the
/// selection (a unit or a model id).
pub fn show(
    ui: &mut egui::Ui,
    (lang, help, names): (Lang, bool, &dyn Names),
    from: &str,
    rows: &Result<Vec<EnemyVerdict>, InvalidTable>,
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
    let name = |t: &Through| match t {
        Through::Unit(id) => names.unit(id),
        Through::Terrain(id) => names.terrain(id),
    };
    for v in rows {
        let text = row_text(v, lang, &name, &names.unit(&v.enemy));
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
                src("R-COVER-2", "L136"),
                src("", "L1092-1098"),
                src("R-ENG-1", "L147"),
            ],
        );
    }
}

/// One enemy unit's line: "levy: sight: partial (5 of 8 models seen), through spears; 3 in
/// cover (R-COVER-1): ...; short range, 12.5 cm".
pub fn row_text(
    v: &EnemyVerdict,
    lang: Lang,
    name: &dyn Fn(&Through) -> String,
    enemy: &str,
) -> String {
    let lines: Vec<String> = verdict::lines(v, lang, name)
        .into_iter()
        .map(|(t, _)| t)
        .collect();
    format!("{enemy}: {}", lines.join("; "))
}
