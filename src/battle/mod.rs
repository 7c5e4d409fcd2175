//! The battle: scenarios, setup, turns, activations, the command deck and commander orders.
//! Commands are checked against the state, executing one yields events, and only events change
//! the state.
