//! What the state keeps of the aftermath between decisions ([`Aftermath`]: a chain, the
//! pursuits and melee moves still to offer, L962-996), read and written as an event.

use crate::battle::engine::ctx::Ctx;
use crate::battle::model::aftermath::Aftermath;
use crate::battle::model::event::Event;

/// The aftermath now (empty when none).
pub fn current(ctx: &Ctx) -> Aftermath {
    ctx.state().aftermath().clone().unwrap_or_default()
}

/// Writes a new aftermath (or none) into the state.
pub fn set(ctx: &mut Ctx, aftermath: Aftermath) {
    let aftermath = (!aftermath.is_empty()).then_some(aftermath);
    if *ctx.state().aftermath() != aftermath {
        ctx.emit(Event::AftermathSet { aftermath });
    }
}
