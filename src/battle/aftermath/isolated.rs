//! Removal of isolated models (*eliminar miniaturas aisladas*, L988-992, R-FORM-1): a model
//! with no other model of its unit within its cohesion distance (2.5 cm; 5 cm for skirmishers,
//! R-FORM-3) is removed as a casualty. An army leader (any
//! leader model: a unit's leader or a leader on his own) is never isolated, nor is a model alone
//! in its unit. Isolated models are looked for after every fight, shot, disengage and melee
//! move (R-FORM-2).
//!
//! Distances are the table module's (`table::Table::isolated`, R-GEO-1), as `kensei inspect`
//! reports them; the battle's own base geometry stands in when the table module refuses the
//! table.

use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::measure;
use crate::battle::model::state::{BattleState, ModelState};
use crate::table::Table;

/// Whether `m` is an army leader (L992, R-FORM-1): every leader model is one, a unit leader
/// included (L405-409: the army's leaders may be deployed alone or inside a unit, "a un líder
/// que forma parte de una unidad lo llamamos líder de unidad"), whether he started in the unit or
/// joined it (L537): "haya pertenecido o no a una unidad".
fn army_leader(m: &ModelState) -> bool {
    m.leader
}

/// The isolated models of `unit` now (R-FORM-1, L990).
pub fn isolated_models(state: &BattleState, unit: &str) -> Vec<String> {
    isolated_on(state, measure::table(state).as_deref(), unit)
}

/// The isolated models of `unit`, measured on `table` (the battle's table, built once).
fn isolated_on(state: &BattleState, table: Option<&Table>, unit: &str) -> Vec<String> {
    let models: Vec<&ModelState> = state.models_of(unit).filter(|m| m.deployed).collect();
    if models.len() < 2 {
        return Vec::new();
    }
    let kind = crate::battle::moves::move_order::formation_kind(state, unit);
    if let Some(t) = table
        && let Some(ui) = t.unit_index(unit)
    {
        return t
            .isolated(ui, kind, |mi| {
                state.model(&t.models[mi].id).is_some_and(army_leader)
            })
            .into_iter()
            .map(|mi| t.models[mi].id.clone())
            .collect();
    }
    models
        .iter()
        .filter(|m| {
            !army_leader(m)
                && models
                    .iter()
                    .all(|o| o.id == m.id || measure::distance(m, o) > kind.cohesion_cm() + 1e-6)
        })
        .map(|m| m.id.clone())
        .collect()
}

/// Removes every isolated model on the table (L990: at once, whenever it happens).
pub fn remove_isolated(ctx: &mut Ctx) {
    let units: Vec<String> = ctx
        .state()
        .units()
        .iter()
        .filter(|u| !u.removed)
        .map(|u| u.id.clone())
        .collect();
    // Removing models changes no other unit's isolation: one table for every unit.
    let table = measure::table(ctx.state());
    for unit in units {
        let lost = isolated_on(ctx.state(), table.as_deref(), &unit);
        crate::battle::turn::end::remove_as_casualties(
            ctx,
            &unit,
            lost,
            crate::battle::model::reasons::CasualtyCause::Isolated,
        );
    }
}
