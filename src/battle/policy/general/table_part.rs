//! The table side and part the general takes when it wins the strategy roll (R-SCEN-1, L210):
//! the part with more victory points to score at the scenario's objectives than the enemy's
//! part has (objectives only one part may score, and the missions that want them); between
//! parts even in points, the one whose deployment zone is nearer the objectives; between parts
//! even in both, the one the scenario gave it. All of it is on the table, seen by both players.
//! What the better part is worth ([`stake`]) is what a card offered on the strategy roll may
//! win ([`super::strategy_roll`]).

use crate::battle::engine::measure;
use crate::battle::model::command::Command;
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::BattleState;
use crate::battle::model::trial::Trial;
use crate::battle::policy::general::reasons::{Term, Weighed};
use crate::battle::policy::general::worth;

/// What a cm nearer the objectives is worth, in victory points: enough to choose between parts
/// even in points (a shrine nearer one zone), far too little to outweigh a point.
const VP_PER_CM_NEARER: f64 = 0.05;

/// Keeping the scenario's part between two even ones, so the choice never turns on a die.
const KEEP: f64 = 0.01;

/// The table-side answers in `legal`, weighed, best first.
pub fn choose(state: &BattleState, side: Side, legal: &[Command]) -> Vec<Weighed> {
    let mut out: Vec<Weighed> = legal
        .iter()
        .filter_map(|c| match c {
            Command::ChooseTableSide { swap, .. } => {
                let mut taken = Trial::of(state);
                if *swap {
                    taken.swap_table_sides();
                }
                let (vp, nearer_cm) = part(&taken, side);
                Some(Weighed {
                    command: c.clone(),
                    worth: vp + VP_PER_CM_NEARER * nearer_cm + if *swap { 0.0 } else { KEEP },
                    terms: vec![Term::Part { vp, nearer_cm }],
                })
            }
            _ => None,
        })
        .collect();
    out.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    out
}

/// The part `side` plays on `state`'s table: the victory points it may score at the objectives
/// less those the enemy may (R-MISSION-1), and how much nearer its deployment zone is to them
/// than the enemy's, in cm (the mean over the objectives, each by the points riding on it).
pub fn part(state: &BattleState, side: Side) -> (f64, f64) {
    let objectives = worth::objectives_for(state, side);
    let vp: f64 = objectives
        .iter()
        .map(|o| f64::from(o.ours) - f64::from(o.theirs))
        .sum();
    let zones = [side, other(side)].map(|s| measure::deployment_zone(state, s));
    let (mut nearer, mut weight) = (0.0, 0.0);
    for o in &objectives {
        let [ours, theirs] = zones
            .each_ref()
            .map(|z| crate::table::plane::distance_to_polygon(o.at, z));
        if ours.is_finite() && theirs.is_finite() {
            nearer += f64::from(o.vp()) * (theirs - ours);
            weight += f64::from(o.vp());
        }
    }
    (vp, if weight > 0.0 { nearer / weight } else { 0.0 })
}

/// What winning the strategy roll is worth to `side`, in victory points: its best table part
/// against the worst (the roll's winner takes the better one); with the best part weighed.
pub fn stake(state: &BattleState, side: Side) -> Option<(f64, Weighed)> {
    let parts = choose(
        state,
        side,
        &[
            Command::ChooseTableSide { side, swap: false },
            Command::ChooseTableSide { side, swap: true },
        ],
    );
    let (best, worst) = (parts.first()?, parts.last()?);
    Some((best.worth - worst.worth, best.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::model::awaiting::Awaiting;
    use crate::battle::model::command::OfferingKind;
    use crate::battle::model::state::RollKind;
    use crate::battle::policy::autoplay::seed_reaching;
    use crate::battle::policy::general::tournament::Fixture;
    use crate::battle::policy::general::{General, Level, Temperament};
    use crate::i18n::Language;

    /// The bundled scenario `name`, Hayashi 400 against the Host of Yomi 400, played by the
    /// first-legal player up to the first state `reaches` accepts, on the first seed that
    /// comes to one.
    fn reaching(name: &str, reaches: &dyn Fn(&BattleState) -> bool) -> Option<BattleState> {
        let fixture = Fixture::bundled(name, ["hayashi_400", "yomi_host_400"]);
        seed_reaching(1..60, |seed| fixture.battle(seed), &[reaches], 200)
            .map(|(_, battle)| battle.state().clone())
    }

    /// The table-side choice (R-SCEN-1) of `name`, on the first seed where `winner` wins the
    /// strategy roll.
    fn at_the_choice(name: &str, winner: Side) -> BattleState {
        let reaches = |s: &BattleState| s.awaiting() == Awaiting::ChooseTableSide { side: winner };
        reaching(name, &reaches)
            .unwrap_or_else(|| panic!("{winner:?} never won the strategy roll of {name}"))
    }

    /// The normal general's decision for `side`, with its words in English and Spanish.
    fn decided(state: &BattleState, side: Side) -> (Command, String) {
        let d = General::new(side, Level::Normal, Temperament::default(), 1)
            .decide(state)
            .unwrap();
        let names = ["Hayashi".to_string(), "Yomi".to_string()];
        let words = [Language::English, Language::Spanish]
            .map(|l| d.text(l, &names))
            .join(" | ");
        (d.command, words)
    }

    fn choice(state: &BattleState, side: Side) -> (bool, String) {
        match decided(state, side) {
            (Command::ChooseTableSide { swap, .. }, words) => (swap, words),
            (other, _) => panic!("{other:?}"),
        }
    }

    /// The night raid: the raiders may score both rice stores (2 VP each) and the garrison only
    /// its commander's tent (2 VP), the primary mission (2 VP) open to both. The garrison's
    /// side, on winning the roll, takes the raiders' part; the raiders' side keeps it.
    #[test]
    fn r_scen_1_l210_the_roll_winner_takes_the_night_raids_raiders() {
        let state = at_the_choice("night_raid", Side::SECOND);
        assert_eq!(part(&state, Side::SECOND).0, -2.0);
        assert_eq!(part(&state, Side::FIRST).0, 2.0);
        let (swap, words) = choice(&state, Side::SECOND);
        assert!(swap, "{words}");
        assert!(
            words.contains("takes the other table side and part"),
            "{words}"
        );
        assert!(words.contains("objectives +2.0 VP"), "{words}");
        assert!(
            words.contains("toma el otro lado de la mesa y su papel"),
            "{words}"
        );
        assert!(words.contains("objetivos +2.0 PV"), "{words}");
        let state = at_the_choice("night_raid", Side::FIRST);
        assert!(!choice(&state, Side::FIRST).0);
    }

    /// The pitched battle's shrine gate (y 37) may be scored by both, and stands 12 cm from side
    /// 0's zone (y 0-20, the gate's centre 17 cm off) against 33 from side 1's (y 70-90): side
    /// 1's winner takes side 0's part, nearer it.
    #[test]
    fn r_scen_1_l210_at_even_points_the_roll_winner_takes_the_zone_nearer_the_objectives() {
        let state = at_the_choice("pitched_battle", Side::SECOND);
        let (vp, nearer) = part(&state, Side::SECOND);
        assert_eq!(vp, 0.0);
        assert!((nearer + 16.0).abs() < 1e-9, "{nearer}");
        let (swap, words) = choice(&state, Side::SECOND);
        assert!(swap, "{words}");
        assert!(words.contains("its zone 16 cm nearer to them"), "{words}");
        assert!(
            words.contains("su zona 16 cm más cerca de ellos"),
            "{words}"
        );
    }

    /// Hold the bridge is even in both: each part may score its own end (3 VP), each end 12 cm
    /// from its zone. The winner keeps the part the scenario gave it.
    #[test]
    fn r_scen_1_l210_on_an_even_table_the_roll_winner_keeps_its_part() {
        for winner in Side::BOTH {
            let state = at_the_choice("hold_the_bridge", winner);
            assert_eq!(part(&state, winner), (0.0, 0.0));
            let (swap, words) = choice(&state, winner);
            assert!(!swap, "{words}");
            assert!(words.contains("keeps its table side and part"), "{words}");
        }
    }

    /// The offerings on the strategy roll (R-DECK-4) of `name`, on the first seed where `side`
    /// speaks with its total `behind` the enemy's (else ahead of it).
    fn at_the_strategy_offering(name: &str, side: Side, behind: bool) -> BattleState {
        let reaches = |s: &BattleState| {
            s.awaiting() == Awaiting::Offerings { side }
                && s.roll().as_ref().is_some_and(|r| {
                    r.kind == RollKind::Strategy && {
                        let [ours, theirs] = totals(s, r, side);
                        if behind { ours < theirs } else { ours > theirs }
                    }
                })
        };
        reaching(name, &reaches)
            .unwrap_or_else(|| panic!("{side:?} never spoke on the strategy roll of {name}"))
    }

    /// `side`'s total on the strategy roll and the enemy's: 1D6 and the cards added to it, plus
    /// the commander's level (L210).
    fn totals(
        state: &BattleState,
        roll: &crate::battle::model::state::PendingRoll,
        side: Side,
    ) -> [i32; 2] {
        let total = |mine: bool| {
            let d = roll.dice.iter().find(|d| (d.owner == side) == mine);
            state.strategy_total(d.unwrap())
        };
        [total(true), total(false)]
    }

    /// The escort: the escort's part may score the east road (4 VP) that the ambushers' may not.
    /// Behind on the strategy roll, the general offers a card (R-DECK-4, L1026-1031): added to
    /// its own die, the lowest that lifts its total over the enemy's when it has one; else a
    /// re-roll. Either way the roll can still turn its way.
    #[test]
    fn r_deck_4_l210_behind_on_the_strategy_roll_it_offers_a_card_for_the_better_part() {
        for side in Side::BOTH {
            let state = at_the_strategy_offering("escort", side, true);
            let roll = state.roll().clone().unwrap();
            let [ours, theirs] = totals(&state, &roll, side);
            let (command, words) = decided(&state, side);
            let Command::Offer {
                card, die, kind, ..
            } = command
            else {
                panic!("{side:?} passed at {ours} against {theirs}: {words}");
            };
            assert!(words.contains("the better table part"), "{words}");
            assert!(words.contains("la mejor parte de la mesa"), "{words}");
            let hand = &state.sides()[side.index()].deck.hand;
            let lifting = hand
                .iter()
                .copied()
                .filter(|c| ours + i32::from(*c) > theirs)
                .min();
            match (kind, lifting) {
                (OfferingKind::AddValue, Some(lowest)) => {
                    assert_eq!(card, lowest, "{words}");
                    assert_eq!(roll.dice[die].owner, side);
                }
                (OfferingKind::Reroll, None) => {}
                other => panic!("{other:?} with {hand:?} at {ours} against {theirs}: {words}"),
            }
        }
    }

    /// Ahead on the strategy roll, the general keeps its cards; on hold the bridge, even in
    /// both parts, it keeps them behind too: the roll wins it nothing worth a card. (On a tie
    /// an enemy's offering made, which would roll again, a card that breaks it is worth
    /// offering; a roll tied before anyone spoke is made again at once, R-DECK-8.)
    #[test]
    fn r_deck_4_l210_ahead_or_on_an_even_table_it_keeps_its_cards() {
        let state = at_the_strategy_offering("escort", Side::SECOND, false);
        let (command, words) = decided(&state, Side::SECOND);
        assert!(matches!(command, Command::PassOffering { .. }), "{words}");
        let state = at_the_strategy_offering("hold_the_bridge", Side::SECOND, true);
        let (command, words) = decided(&state, Side::SECOND);
        assert!(matches!(command, Command::PassOffering { .. }), "{words}");
    }
}
