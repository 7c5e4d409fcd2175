//! No model ends on another (L531) nor off the table (R-MOV-8): once each entry is applied,
//! every model that was placed or moved in it is measured against every other model on the
//! table and against the table's edges, on the bases' exact footprints (`table::shapes`).

use std::collections::BTreeSet;

use crate::battle::model::event::Event;
use crate::battle::model::state::BattleState;

use super::breach::{Breach, Invariant};
use super::charges::footprint;
use super::walk::{At, Check};

/// Deeper than this is an overlap or a base off the table; less is the rounding of a position.
const TOLERANCE_CM: f64 = 0.05;

#[derive(Debug, Default)]
pub(super) struct Bases {
    /// The models placed or moved in the entry under way.
    moved: BTreeSet<String>,
}

impl Check for Bases {
    fn before(&mut self, _state: &BattleState, event: &Event, _at: At, _out: &mut Vec<Breach>) {
        match event {
            Event::ModelMoved { model, .. } | Event::ModelDeployed { model, .. } => {
                self.moved.insert(model.clone());
            }
            Event::LeaderLeft { model, .. } => {
                self.moved.insert(model.clone());
            }
            Event::LeaderJoined {
                model,
                swapped_with,
                ..
            } => {
                self.moved.insert(model.clone());
                self.moved.extend(swapped_with.iter().cloned());
            }
            _ => {}
        }
    }

    fn entry_done(&mut self, state: &BattleState, at: At, out: &mut Vec<Breach>) {
        let moved = std::mem::take(&mut self.moved);
        let size = &state.table().table;
        let on_table: Vec<_> = state.models().iter().filter(|m| m.deployed).collect();
        for m in on_table.iter().filter(|m| moved.contains(&m.id)) {
            let f = footprint(m);
            let outside = f
                .outline(16)
                .iter()
                .map(|p| {
                    (-p.x)
                        .max(p.x - size.width_cm)
                        .max(-p.y)
                        .max(p.y - size.depth_cm)
                })
                .fold(0.0_f64, f64::max);
            if outside > TOLERANCE_CM {
                out.push(at.breach(Invariant::ModelOffTable {
                    model: m.id.clone(),
                    outside_cm: (outside * 10.0).round() / 10.0,
                }));
            }
            for o in on_table.iter().filter(|o| o.id != m.id) {
                // Each pair once: a moved model against one that did not move, or the lesser
                // id of two that both moved.
                if moved.contains(&o.id) && o.id < m.id {
                    continue;
                }
                let depth = f.overlap_depth(&footprint(o));
                if depth > TOLERANCE_CM {
                    out.push(at.breach(Invariant::ModelsOverlap {
                        model: m.id.clone(),
                        other: o.id.clone(),
                        depth_cm: (depth * 10.0).round() / 10.0,
                    }));
                }
            }
        }
    }
}
