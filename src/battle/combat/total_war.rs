//! What a total war movement base counts for in a fight or a shot (R-TW-4..6): the base is one
//! model on the table, and the unit size it stands for is what the dice and the casualties
//! count. A base in contact (or with sight and range, or seen) is the unit's models in contact
//! (with them, seen); a base is never removed as one casualty among others: casualties come
//! off its size, and the base goes when the size reaches 0.

use crate::battle::model::unit::{UnitState, movement_base_model};

/// How many of `u`'s models the models `ids` (its models that count: engaged, shooting or seen;
/// a leader's own model among them is not counted) stand for: on a movement base, the unit's
/// size when its base is among them, else none; off one, each model for itself.
pub fn in_contact(u: &UnitState, ids: &[String]) -> u32 {
    if !u.movement_base {
        return ids.len() as u32;
    }
    if ids.contains(&movement_base_model(&u.id)) {
        u.models
    } else {
        0
    }
}

/// Whether `model` is a total war movement base: casualties come off its unit's size, and it
/// is never picked as one of them (R-TW-5).
pub fn is_movement_base(model: &crate::battle::model::state::ModelState) -> bool {
    model.id == movement_base_model(&model.unit)
}
