//! Trial states: a copy of the battle's state as it would stand if something were so (these
//! models here, those taken off, the table's sides swapped, the cards a player cannot see
//! turned face down), made to ask the rules "what if" before a move is measured or a choice
//! weighed. A [`Trial`] reads as a [`BattleState`] (it derefs to one), but it can only be
//! changed in the ways named here: none of them touches what the battle awaits, the turn, the
//! phase or the pair, so a trial can never stand for a decision the battle has not reached.
//! The battle's own state changes only through [`super::apply::apply`].

use std::ops::Deref;

use super::side::Side;
use super::state::BattleState;

/// A state tried, not played.
#[derive(Debug, Clone, PartialEq)]
pub struct Trial {
    state: BattleState,
}

impl Deref for Trial {
    type Target = BattleState;

    fn deref(&self) -> &BattleState {
        &self.state
    }
}

impl Trial {
    /// A trial starting from `state` as it stands.
    pub fn of(state: &BattleState) -> Trial {
        Trial {
            state: state.clone(),
        }
    }

    /// The trial's state, to hand to code that keeps one.
    pub fn into_state(self) -> BattleState {
        self.state
    }

    /// Model `id` at (`x`, `y`) facing `facing_deg`; nothing else about it changes. No effect
    /// for a model not on the table.
    pub fn place(&mut self, id: &str, x: f64, y: f64, facing_deg: f64) -> &mut Trial {
        if let Some(m) = self.state.models.iter_mut().find(|m| m.id == id) {
            (m.x, m.y, m.facing_deg) = (x, y, facing_deg);
        }
        self
    }

    /// Every model of `placed`, given as (model, x, y, facing) as the move and charge rules
    /// give where models end, where it says.
    pub fn place_all(&mut self, placed: &[(String, f64, f64, f64)]) -> &mut Trial {
        for (id, x, y, facing) in placed {
            self.place(id, *x, *y, *facing);
        }
        self
    }

    /// The models `ids` taken off the table.
    pub fn take_off(&mut self, ids: &[String]) -> &mut Trial {
        self.state.models.retain(|m| !ids.contains(&m.id));
        self
    }

    /// `unit` with its used marker (L842), as once its activation is spent.
    pub fn mark_used(&mut self, unit: &str) -> &mut Trial {
        if let Some(u) = self.state.units.iter_mut().find(|u| u.id == unit) {
            u.markers.used = true;
        }
        self
    }

    /// The declared move under way gone by: no move waits for an opportunity charge (its
    /// models placed with [`Trial::place_all`] where it ends).
    pub fn move_gone_by(&mut self) -> &mut Trial {
        self.state.pending_move = None;
        self
    }

    /// The table's two halves exchanged, as when the strategy roll's winner takes the other
    /// side (L210).
    pub fn swap_table_sides(&mut self) -> &mut Trial {
        self.state.table.swap_sides();
        self
    }

    /// What the other player cannot see of `side`, hidden: its cards in hand and drawn shown
    /// as `face_down` each (their number stays), its commander orders in hand and deck and its
    /// secret mission die unknown.
    pub fn hide_hand_of(&mut self, side: Side, face_down: u8) -> &mut Trial {
        let i = side.index();
        let theirs = &mut self.state.sides[i];
        theirs.deck.hand = vec![face_down; theirs.deck.hand.len()];
        theirs.orders_hand.clear();
        theirs.orders_deck.clear();
        theirs.secondary_roll = None;
        self.state.drawn[i] = vec![face_down; self.state.drawn[i].len()];
        self
    }

    /// Every deck's order face down to both players (its size is what shows), and the dice of
    /// a combat under way not known before they are rolled (its seed blanked).
    pub fn hide_what_is_face_down(&mut self) -> &mut Trial {
        for s in &mut self.state.sides {
            s.deck.draw_pile.sort_unstable();
            s.orders_deck.sort();
        }
        if let Some(c) = &mut self.state.combat {
            c.staged.seed = 0;
        }
        self
    }
}
