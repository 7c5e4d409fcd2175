//! Table edits as values: what the canvas asks the app to do to the table file, applied by one
//! pure function that also returns the edit undoing it (for the shell's undo stack).
//!
//! Every edit is checked before it touches the table (unknown ids, duplicate ids, coordinates or
//! heights that are not finite numbers, a model or corner off the table, which no file read
//! would take back), so a failed edit leaves the table as it was.

use crate::table::model::{ModelPlacement, TableFile, Terrain};

/// Where one model stands and which way it faces (R-UNIT-2).
#[derive(Debug, Clone, PartialEq)]
pub struct ModelPose {
    pub id: String,
    pub x: f64,
    pub y: f64,
    pub facing_deg: f64,
}

/// One change to the table file.
#[derive(Debug, Clone, PartialEq)]
pub enum TableEdit {
    /// Moves and/or turns models: a dragged model, a rotated model, or every model of a unit
    /// moved keeping its formation.
    MoveModels { poses: Vec<ModelPose> },
    /// Puts new models on the table, after the existing ones (a unit placed from a list).
    AddModels { models: Vec<ModelPlacement> },
    /// Puts models back at the given positions in the model list (undo of a removal).
    InsertModels {
        entries: Vec<(usize, ModelPlacement)>,
    },
    /// Takes models off the table.
    RemoveModels { ids: Vec<String> },
    /// Adds a terrain piece after the existing ones.
    AddTerrain { piece: Terrain },
    /// Puts a terrain piece back at a position in the terrain list (undo of a removal).
    InsertTerrain { index: usize, piece: Terrain },
    /// Replaces the terrain piece with the same id (new corners, kind, height or cover).
    EditTerrain { piece: Terrain },
    /// Removes a terrain piece.
    RemoveTerrain { id: String },
    /// Several edits as one undo step, applied in order.
    Batch(Vec<TableEdit>),
}

/// Why an edit cannot be applied: a value worded by the catalogues (`canvas.ftl`,
/// `canvas-edit-*`); `Display` is English.
#[derive(Debug, Clone, PartialEq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EditError {
    UnknownModel(String),
    DuplicateModel(String),
    UnknownTerrain(String),
    DuplicateTerrain(String),
    /// `what` (`x`, `y`, `facing`...) of `id`.
    NotFinite {
        id: String,
        what: &'static str,
    },
    TooFewCorners(String),
    /// A position past the end of the `model` or `terrain` list.
    BadIndex {
        index: usize,
        list: &'static str,
    },
    BadBase(String),
    /// A model or terrain corner of `id` put off the table (the files refuse one when read).
    OffTable {
        id: String,
        width_cm: f64,
        depth_cm: f64,
    },
}

impl EditError {
    /// Why the edit cannot be applied, in `language`.
    pub fn words(&self, language: crate::i18n::Language) -> String {
        crate::i18n::render(language, "canvas-edit", self)
    }
}

impl std::fmt::Display for EditError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.words(crate::i18n::Language::English))
    }
}

impl std::error::Error for EditError {}

impl TableEdit {
    /// A short description for the undo menu and the status line.
    pub fn describe(&self) -> String {
        match self {
            TableEdit::MoveModels { poses } if poses.len() == 1 => format!("move {}", poses[0].id),
            TableEdit::MoveModels { poses } => format!("move {} models", poses.len()),
            TableEdit::AddModels { models } => format!("add {} models", models.len()),
            TableEdit::InsertModels { entries } => format!("restore {} models", entries.len()),
            TableEdit::RemoveModels { ids } => format!("remove {} models", ids.len()),
            TableEdit::AddTerrain { piece } | TableEdit::InsertTerrain { piece, .. } => {
                format!("add terrain {}", piece.id)
            }
            TableEdit::EditTerrain { piece } => format!("edit terrain {}", piece.id),
            TableEdit::RemoveTerrain { id } => format!("remove terrain {id}"),
            TableEdit::Batch(edits) => format!("{} changes", edits.len()),
        }
    }
}

fn finite(id: &str, what: &'static str, v: f64) -> Result<(), EditError> {
    if v.is_finite() {
        Ok(())
    } else {
        Err(EditError::NotFinite {
            id: id.to_string(),
            what,
        })
    }
}

/// The point `(x, y)` of `id` lies on `table` (its edges included).
fn on_table(table: &TableFile, id: &str, x: f64, y: f64) -> Result<(), EditError> {
    let (width_cm, depth_cm) = (table.table.width_cm, table.table.depth_cm);
    if (0.0..=width_cm).contains(&x) && (0.0..=depth_cm).contains(&y) {
        Ok(())
    } else {
        Err(EditError::OffTable {
            id: id.to_string(),
            width_cm,
            depth_cm,
        })
    }
}

fn check_model(table: &TableFile, m: &ModelPlacement) -> Result<(), EditError> {
    finite(&m.id, "x", m.x)?;
    finite(&m.id, "y", m.y)?;
    on_table(table, &m.id, m.x, m.y)?;
    finite(&m.id, "facing", m.facing_deg)?;
    finite(&m.id, "height", m.height)?;
    let depth_ok = m.base.depth_mm.is_none_or(|d| d.is_finite() && d > 0.0);
    if !(m.base.width_mm.is_finite() && m.base.width_mm > 0.0 && depth_ok) {
        return Err(EditError::BadBase(m.id.clone()));
    }
    Ok(())
}

fn check_terrain(table: &TableFile, t: &Terrain) -> Result<(), EditError> {
    finite(&t.id, "height", t.height)?;
    if t.polygon.len() < 3 {
        return Err(EditError::TooFewCorners(t.id.clone()));
    }
    for c in &t.polygon {
        finite(&t.id, "corner", c[0])?;
        finite(&t.id, "corner", c[1])?;
        on_table(table, &t.id, c[0], c[1])?;
    }
    Ok(())
}

fn model_index(table: &TableFile, id: &str) -> Result<usize, EditError> {
    table
        .models
        .iter()
        .position(|m| m.id == id)
        .ok_or_else(|| EditError::UnknownModel(id.to_string()))
}

fn terrain_index(table: &TableFile, id: &str) -> Result<usize, EditError> {
    table
        .terrain
        .iter()
        .position(|t| t.id == id)
        .ok_or_else(|| EditError::UnknownTerrain(id.to_string()))
}

/// Applies `edit` to `table` and returns the edit that undoes it. On error the table is
/// unchanged.
pub fn apply_edit(table: &mut TableFile, edit: &TableEdit) -> Result<TableEdit, EditError> {
    match edit {
        TableEdit::MoveModels { poses } => {
            let mut idx = Vec::with_capacity(poses.len());
            for p in poses {
                finite(&p.id, "x", p.x)?;
                finite(&p.id, "y", p.y)?;
                finite(&p.id, "facing", p.facing_deg)?;
                on_table(table, &p.id, p.x, p.y)?;
                idx.push(model_index(table, &p.id)?);
            }
            let mut old = Vec::with_capacity(poses.len());
            for (p, &i) in poses.iter().zip(&idx) {
                let m = &mut table.models[i];
                old.push(ModelPose {
                    id: m.id.clone(),
                    x: m.x,
                    y: m.y,
                    facing_deg: m.facing_deg,
                });
                m.x = p.x;
                m.y = p.y;
                m.facing_deg = p.facing_deg;
            }
            // Undo in reverse order so a pose listed twice ends at its first old value.
            old.reverse();
            Ok(TableEdit::MoveModels { poses: old })
        }
        TableEdit::AddModels { models } => {
            let n = table.models.len();
            let entries: Vec<(usize, ModelPlacement)> = models
                .iter()
                .cloned()
                .enumerate()
                .map(|(i, m)| (n + i, m))
                .collect();
            apply_edit(table, &TableEdit::InsertModels { entries })
        }
        TableEdit::InsertModels { entries } => {
            let mut seen = std::collections::HashSet::new();
            for (_, m) in entries {
                check_model(table, m)?;
                if table.models.iter().any(|o| o.id == m.id) || !seen.insert(m.id.as_str()) {
                    return Err(EditError::DuplicateModel(m.id.clone()));
                }
            }
            let mut sorted: Vec<&(usize, ModelPlacement)> = entries.iter().collect();
            sorted.sort_by_key(|(i, _)| *i);
            for (len, (i, _)) in (table.models.len()..).zip(sorted.iter()) {
                if *i > len {
                    return Err(EditError::BadIndex {
                        index: *i,
                        list: "model",
                    });
                }
            }
            for (i, m) in sorted {
                table.models.insert(*i, m.clone());
            }
            Ok(TableEdit::RemoveModels {
                ids: entries.iter().map(|(_, m)| m.id.clone()).collect(),
            })
        }
        TableEdit::RemoveModels { ids } => {
            let mut idx = Vec::with_capacity(ids.len());
            for id in ids {
                let i = model_index(table, id)?;
                if idx.contains(&i) {
                    return Err(EditError::DuplicateModel(id.clone()));
                }
                idx.push(i);
            }
            idx.sort_unstable();
            let entries: Vec<(usize, ModelPlacement)> =
                idx.iter().map(|&i| (i, table.models[i].clone())).collect();
            for &i in idx.iter().rev() {
                table.models.remove(i);
            }
            Ok(TableEdit::InsertModels { entries })
        }
        TableEdit::AddTerrain { piece } => {
            let index = table.terrain.len();
            apply_edit(
                table,
                &TableEdit::InsertTerrain {
                    index,
                    piece: piece.clone(),
                },
            )
        }
        TableEdit::InsertTerrain { index, piece } => {
            check_terrain(table, piece)?;
            if table.terrain.iter().any(|t| t.id == piece.id) {
                return Err(EditError::DuplicateTerrain(piece.id.clone()));
            }
            if *index > table.terrain.len() {
                return Err(EditError::BadIndex {
                    index: *index,
                    list: "terrain",
                });
            }
            table.terrain.insert(*index, piece.clone());
            Ok(TableEdit::RemoveTerrain {
                id: piece.id.clone(),
            })
        }
        TableEdit::EditTerrain { piece } => {
            check_terrain(table, piece)?;
            let i = terrain_index(table, &piece.id)?;
            let old = std::mem::replace(&mut table.terrain[i], piece.clone());
            Ok(TableEdit::EditTerrain { piece: old })
        }
        TableEdit::RemoveTerrain { id } => {
            let index = terrain_index(table, id)?;
            let piece = table.terrain.remove(index);
            Ok(TableEdit::InsertTerrain { index, piece })
        }
        TableEdit::Batch(edits) => {
            let mut undo = Vec::with_capacity(edits.len());
            for e in edits {
                match apply_edit(table, e) {
                    Ok(inv) => undo.push(inv),
                    Err(err) => {
                        for inv in undo.iter().rev() {
                            // Each inverse was produced by a successful edit on this very table,
                            // so it applies; an error here would mean a bug, and the table is
                            // then left as far back as it could go.
                            if apply_edit(table, inv).is_err() {
                                break;
                            }
                        }
                        return Err(err);
                    }
                }
            }
            undo.reverse();
            Ok(TableEdit::Batch(undo))
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::table::model::{Base, BaseShape, TerrainKind};

    #[test]
    fn every_edit_error_has_a_message_in_both_languages() {
        use crate::i18n::{Language, has_message, variant_ids};
        let ids = variant_ids::<EditError>("canvas-edit");
        assert_eq!(ids.len(), 9, "{ids:?}");
        for lang in Language::ALL {
            let missing: Vec<&String> = ids.iter().filter(|id| !has_message(lang, id)).collect();
            assert!(missing.is_empty(), "{lang:?}: {missing:?}");
        }
        let e = EditError::NotFinite {
            id: "a1".into(),
            what: "facing",
        };
        assert_eq!(e.to_string(), "facing of `a1` is not a finite number");
        assert_eq!(
            e.words(Language::Spanish),
            "la orientación de `a1` no es un número finito"
        );
    }

    /// A model of unit `u` on a 25 mm round base at (`x`, 10), facing the far edge.
    pub(crate) fn m(id: &str, x: f64) -> ModelPlacement {
        ModelPlacement {
            id: id.into(),
            unit: "u".into(),
            side: 0,
            x,
            y: 10.0,
            facing_deg: 90.0,
            base: Base {
                shape: BaseShape::Round,
                width_mm: 25.0,
                depth_mm: None,
            },
            height: 2.0,
        }
    }

    fn table() -> TableFile {
        let models = vec![m("a", 1.0), m("b", 5.0), m("c", 9.0)];
        TableFile {
            terrain: vec![Terrain {
                id: "wood".into(),
                name: None,
                name_es: None,
                kind: TerrainKind::Difficult,
                height: 3.0,
                cover: true,
                polygon: vec![[0.0, 0.0], [10.0, 0.0], [10.0, 10.0]],
            }],
            ..TableFile::with_models(120.0, 90.0, models)
        }
    }

    fn round_trip(edit: TableEdit) {
        let mut t = table();
        let before = t.clone();
        let inv = apply_edit(&mut t, &edit).unwrap();
        assert_ne!(t, before, "{edit:?} changed nothing");
        let redo = apply_edit(&mut t, &inv).unwrap();
        assert_eq!(t, before, "undo of {edit:?}");
        apply_edit(&mut t, &redo).unwrap();
        let mut direct = before.clone();
        apply_edit(&mut direct, &edit).unwrap();
        assert_eq!(t, direct, "redo of {edit:?}");
    }

    #[test]
    fn a_model_or_corner_put_off_the_table_is_refused_and_the_table_kept() {
        let mut t = table();
        let before = t.clone();
        let off = TableEdit::MoveModels {
            poses: vec![ModelPose {
                id: "b".into(),
                x: 130.0,
                y: 40.0,
                facing_deg: 10.0,
            }],
        };
        let err = apply_edit(&mut t, &off).unwrap_err();
        assert_eq!(err.to_string(), "`b` would stand off the 120 × 90 cm table");
        let corner = TableEdit::EditTerrain {
            piece: Terrain {
                polygon: vec![[0.0, 0.0], [10.0, -1.0], [10.0, 10.0]],
                ..table().terrain[0].clone()
            },
        };
        assert!(matches!(
            apply_edit(&mut t, &corner),
            Err(EditError::OffTable { .. })
        ));
        assert_eq!(t, before);
    }

    #[test]
    fn every_edit_is_undone_by_its_inverse() {
        round_trip(TableEdit::MoveModels {
            poses: vec![ModelPose {
                id: "b".into(),
                x: 50.0,
                y: 40.0,
                facing_deg: 10.0,
            }],
        });
        round_trip(TableEdit::AddModels {
            models: vec![m("d", 20.0), m("e", 22.0)],
        });
        round_trip(TableEdit::RemoveModels {
            ids: vec!["c".into(), "a".into()],
        });
        round_trip(TableEdit::AddTerrain {
            piece: Terrain {
                id: "hill".into(),
                ..table().terrain[0].clone()
            },
        });
        round_trip(TableEdit::EditTerrain {
            piece: Terrain {
                height: 0.0,
                ..table().terrain[0].clone()
            },
        });
        round_trip(TableEdit::RemoveTerrain { id: "wood".into() });
        round_trip(TableEdit::Batch(vec![
            TableEdit::RemoveModels {
                ids: vec!["b".into()],
            },
            TableEdit::AddModels {
                models: vec![m("b", 70.0)],
            },
        ]));
    }

    #[test]
    fn nan_coordinate_is_refused_and_table_unchanged() {
        let mut t = table();
        let before = t.clone();
        let err = apply_edit(
            &mut t,
            &TableEdit::MoveModels {
                poses: vec![
                    ModelPose {
                        id: "a".into(),
                        x: 3.0,
                        y: 3.0,
                        facing_deg: 0.0,
                    },
                    ModelPose {
                        id: "b".into(),
                        x: f64::NAN,
                        y: 3.0,
                        facing_deg: 0.0,
                    },
                ],
            },
        )
        .unwrap_err();
        assert_eq!(err.to_string(), "x of `b` is not a finite number");
        assert_eq!(t, before);
    }

    #[test]
    fn unknown_and_duplicate_ids_are_refused() {
        let mut t = table();
        assert_eq!(
            apply_edit(
                &mut t,
                &TableEdit::RemoveModels {
                    ids: vec!["zz".into()]
                }
            ),
            Err(EditError::UnknownModel("zz".into()))
        );
        assert_eq!(
            apply_edit(
                &mut t,
                &TableEdit::AddModels {
                    models: vec![m("a", 0.0)]
                }
            ),
            Err(EditError::DuplicateModel("a".into()))
        );
    }

    #[test]
    fn failed_batch_rolls_back() {
        let mut t = table();
        let before = t.clone();
        let r = apply_edit(
            &mut t,
            &TableEdit::Batch(vec![
                TableEdit::RemoveModels {
                    ids: vec!["a".into()],
                },
                TableEdit::RemoveTerrain { id: "nope".into() },
            ]),
        );
        assert!(r.is_err());
        assert_eq!(t, before);
    }
}
