//! What a player at the table sees of the battle, the only state the computer general reads.
//! Fair play: the opponent's cards in hand and drawn are face down (their number shows, not
//! their values), its commander orders in hand and deck are unknown, its secret mission die is
//! its own; every deck's order is face down to both players; the dice of a combat under way
//! are not known before they are rolled (its seed is blanked). The battle's generator and seed
//! are never handed to the general at all.

use crate::battle::model::side::{Side, other};
use crate::battle::model::state::BattleState;
use crate::battle::model::trial::Trial;

/// The value a face-down card is taken to have when the general needs one (the simulated
/// opponent of the hard level offers it): the middle of the deck's 0 to 3.
pub const FACE_DOWN_CARD: u8 = 1;

/// `state` as `side`'s player sees it at the table.
pub fn as_seen_by(state: &BattleState, side: Side) -> BattleState {
    let mut seen = Trial::of(state);
    seen.hide_hand_of(other(side), FACE_DOWN_CARD)
        .hide_what_is_face_down();
    seen.into_state()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opponents_hand_deck_orders_and_secret_die_are_hidden_and_the_combat_seed_blanked() {
        let fixture = crate::battle::policy::general::tournament::Fixture::bundled(
            "pitched_battle",
            ["akagane_400", "hayashi_400"],
        );
        let (_, battle) = crate::battle::policy::autoplay::seed_reaching(
            1..40,
            |seed| fixture.battle(seed),
            &[&|s: &BattleState| {
                s.sides()[1].deck.hand.iter().any(|&c| c != FACE_DOWN_CARD) && s.combat().is_some()
            }],
            3000,
        )
        .expect("a battle with a combat under way and a telling hand");
        let real = battle.state();
        let seen = as_seen_by(real, Side::FIRST);
        assert_eq!(seen.sides()[0].deck.hand, real.sides()[0].deck.hand);
        assert_eq!(
            seen.sides()[1].deck.hand.len(),
            real.sides()[1].deck.hand.len()
        );
        assert!(
            seen.sides()[1]
                .deck
                .hand
                .iter()
                .all(|&c| c == FACE_DOWN_CARD)
        );
        assert!(seen.sides()[1].orders_hand.is_empty() && seen.sides()[1].orders_deck.is_empty());
        assert_eq!(seen.sides()[1].secondary_roll, None);
        assert_eq!(seen.combat().as_ref().map(|c| c.staged.seed), Some(0));
        assert_eq!(seen.units(), real.units());
        assert_eq!(seen.models(), real.models());
    }
}
