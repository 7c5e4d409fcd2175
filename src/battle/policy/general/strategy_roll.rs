//! Offerings on the strategy roll (R-DECK-4, L210), whose winner takes the better table part
//! ([`super::table_part`]). Behind on the roll, a side speaks first and the side ahead answers,
//! seeing the card offered (R-DECK-8); one card each.
//! - Normal ([`strategy_offering`]) weighs each offering as if the roll ended with it, and
//!   offers the lowest card that lifts its total over the enemy's: one point ahead, which the
//!   enemy's 2 turns back and its 1 ties.
//! - Hard, speaking while the enemy can still answer ([`answered_offerings`]), weighs each
//!   offering, and passing, by the chance it still wins the roll after the enemy's best answer:
//!   expectimax with the re-rolled dice as chance nodes (each face a sixth) and the enemy's
//!   hand face down. What it knows of that hand is what a player at the table knows: how many
//!   cards it holds and which it has discarded, so its highest card is drawn from its deck's 24
//!   (R-DECK-1, L40) less those discards.

use crate::battle::model::command::{Command, OfferingKind};
use crate::battle::model::deck::full_command_deck;
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::{BattleState, RollKind};
use crate::battle::policy::general::answers::CARD_WORTH;
use crate::battle::policy::general::reasons::{Term, Weighed, Why};
use crate::battle::policy::general::table_part::stake;
use crate::battle::policy::general::worth::VP_WORTH;

/// Both dice of a strategy roll, ours first: each die's face and what is added to it (the cards
/// offered on it and its side's commander level, L210).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Dice {
    face: [i32; 2],
    added: [i32; 2],
}

impl Dice {
    /// The strategy roll under way as `side` sees it, with the index of its own die in the
    /// roll; `None` when no strategy roll waits.
    fn of(state: &BattleState, side: Side) -> Option<(Dice, usize)> {
        let roll = state.roll().as_ref()?;
        if roll.kind != RollKind::Strategy {
            return None;
        }
        let die = |owner: Side| roll.dice.iter().position(|d| d.owner == owner);
        let (mine, theirs) = (die(side)?, die(other(side))?);
        let [ours, enemy] = [mine, theirs].map(|i| &roll.dice[i]);
        let face = |d: &crate::battle::model::state::RolledDie| i32::from(d.value);
        let dice = Dice {
            face: [face(ours), face(enemy)],
            added: [
                state.strategy_total(ours) - face(ours),
                state.strategy_total(enemy) - face(enemy),
            ],
        };
        Some((dice, mine))
    }

    /// The roll's outcome for us: won 1, lost 0; a tie is made again (L210), half a win.
    fn score(&self) -> f64 {
        match (self.face[0] + self.added[0]).cmp(&(self.face[1] + self.added[1])) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        }
    }

    /// The mean of `f` over die `i` re-rolled (its added value stays, L1026).
    fn rerolled(&self, i: usize, f: impl Fn(&Dice) -> f64) -> f64 {
        (1..=6)
            .map(|face| {
                let mut d = *self;
                d.face[i] = face;
                f(&d)
            })
            .sum::<f64>()
            / 6.0
    }

    /// `f` of the roll once our offering `card` (`kind`, on our die when `on_ours`) is made,
    /// a re-rolled die averaged over its faces; `None` for a card added to the enemy's die,
    /// which the book does not allow (R-DECK-4).
    fn offered(
        &self,
        kind: OfferingKind,
        on_ours: bool,
        card: u8,
        f: impl Fn(&Dice) -> f64,
    ) -> Option<f64> {
        match kind {
            OfferingKind::AddValue if on_ours => {
                let mut added = *self;
                added.added[0] += i32::from(card);
                Some(f(&added))
            }
            OfferingKind::AddValue => None,
            OfferingKind::Reroll => Some(self.rerolled(if on_ours { 0 } else { 1 }, f)),
        }
    }

    /// Our chance of winning the roll once the enemy has answered: its best answer (pass, its
    /// highest card added to its die, or either die re-rolled), averaged over the highest card
    /// it may hold (`highest[k]`: the chance it is `k`; all zero for an empty hand).
    fn after_answer(&self, highest: &[f64; 4]) -> f64 {
        let passed = self.score();
        let held: f64 = highest.iter().sum();
        let rerolled = self
            .rerolled(0, Dice::score)
            .min(self.rerolled(1, Dice::score));
        let answered: f64 = highest
            .iter()
            .enumerate()
            .map(|(k, p)| {
                let mut added = *self;
                added.added[1] += k as i32;
                p * passed.min(added.score()).min(rerolled)
            })
            .sum();
        answered + (1.0 - held) * passed
    }
}

/// What offering `card` on the strategy roll is worth when it raises the chance of winning the
/// roll by `gain`: that share of the `stake`, less the card kept (`CARD_WORTH`). Of two cards
/// that do the same, the lower goes: higher ones win command duels later.
fn offering_worth(gain: f64, stake: f64, card: u8) -> f64 {
    gain * stake * VP_WORTH - CARD_WORTH - 0.01 * f64::from(card)
}

/// The card the general offers on the strategy roll, with its reasons; `None` to pass. It
/// offers while it does not lead the roll and the part its winner takes is worth more to it
/// than the part the enemy would leave it (the enemy, winning, takes the part best for itself),
/// by more than a card kept: of its offerings in `legal`, the one whose chance of winning,
/// times those points, less the card, is greatest. A card added to its own die wins outright
/// when it lifts its total over the enemy's; a re-rolled die wins on the faces that do.
pub fn strategy_offering(state: &BattleState, side: Side, legal: &[Command]) -> Option<Weighed> {
    let (dice, mine) = Dice::of(state, side)?;
    let now = dice.score();
    if now >= 1.0 {
        return None;
    }
    let (stake, best) = stake(state, side)?;
    legal
        .iter()
        .filter_map(|c| {
            let Command::Offer {
                card, die, kind, ..
            } = c
            else {
                return None;
            };
            let chance = dice.offered(*kind, *die == mine, *card, Dice::score)?;
            let worth = offering_worth(chance - now, stake, *card);
            (worth > 0.0).then_some((worth, c))
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(worth, c)| Weighed {
            command: c.clone(),
            worth,
            // Why, then the part it would take (`Term::Part`).
            terms: std::iter::once(Term::Because {
                why: Why::CardWinsThePart,
            })
            .chain(best.terms.iter().take(1).cloned())
            .collect(),
        })
}

/// The chance that the highest card of `side`'s hand, face down, is 0, 1, 2 or 3: its hand's
/// size known, its cards drawn from its deck less its discard pile (both public). All zero when
/// it holds no card.
fn highest_card(state: &BattleState, side: Side) -> [f64; 4] {
    let deck = &state.sides()[side.index()].deck;
    let mut unseen = [0u64; 4];
    for c in full_command_deck() {
        unseen[usize::from(c)] += 1;
    }
    for &c in &deck.discard_pile {
        if let Some(n) = unseen.get_mut(usize::from(c)) {
            *n = n.saturating_sub(1);
        }
    }
    let n = deck.hand.len() as u64;
    let total: u64 = unseen.iter().sum();
    let mut out = [0.0; 4];
    if n == 0 || n > total {
        return out;
    }
    // P(highest <= k) = C(cards up to k, n) / C(all, n).
    let mut below = 0.0;
    let mut up_to = 0;
    for k in 0..4 {
        up_to += unseen[k];
        let at_most = choose(up_to, n) / choose(total, n);
        out[k] = at_most - below;
        below = at_most;
    }
    out
}

/// The binomial coefficient C(n, k), as a float.
fn choose(n: u64, k: u64) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

/// Hard's answers on the strategy roll while the enemy has not spoken: each offering in `legal`
/// and passing, weighed by the chance of winning the roll after the enemy's best answer, that
/// gain times what the better table part is worth less the card; best first. `None` when the
/// roll is not the strategy roll or the enemy has spoken (then the roll ends with this answer,
/// and normal's reckoning is exact).
pub fn answered_offerings(
    state: &BattleState,
    side: Side,
    legal: &[Command],
) -> Option<Vec<Weighed>> {
    if state.roll().as_ref()?.spoke[other(side).index()] {
        return None;
    }
    let (dice, mine) = Dice::of(state, side)?;
    let highest = highest_card(state, other(side));
    let passing = dice.after_answer(&highest);
    let (stake, best) = stake(state, side)?;
    let part = best.terms.first().cloned();
    let weighed = |command: &Command, chance: f64, worth: f64, why: Why| Weighed {
        command: command.clone(),
        worth,
        terms: std::iter::once(Term::Because { why })
            .chain(std::iter::once(Term::RollAnswered { chance, passing }))
            .chain(part.clone())
            .collect(),
    };
    let mut out: Vec<Weighed> = legal
        .iter()
        .filter_map(|c| match c {
            Command::PassOffering { .. } => Some(weighed(c, passing, 0.0, Why::KeepsCards)),
            Command::Offer {
                card, die, kind, ..
            } => {
                let chance =
                    dice.offered(*kind, *die == mine, *card, |d| d.after_answer(&highest))?;
                let worth = offering_worth(chance - passing, stake, *card);
                Some(weighed(c, chance, worth, Why::CardWinsThePart))
            }
            _ => None,
        })
        .collect();
    out.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    (!out.is_empty()).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::model::awaiting::Awaiting;
    use crate::battle::policy::autoplay::seed_reaching;
    use crate::battle::policy::general::tournament::Fixture;
    use crate::battle::policy::general::{General, Level, Temperament};
    use crate::i18n::Language;

    /// A full hand of six from an unplayed deck (R-DECK-1, L40, L195: 400 points): its highest
    /// card is a 3 unless all six come from the 21 others, and a 0 only if all six are 0s.
    #[test]
    fn r_deck_1_l40_the_highest_card_of_a_face_down_hand() {
        let state = at_the_escorts_roll();
        assert_eq!(state.sides()[1].deck.hand.len(), 6);
        let p = highest_card(&state, Side::SECOND);
        let all = choose(24, 6);
        assert!((p[3] - (1.0 - choose(21, 6) / all)).abs() < 1e-12, "{p:?}");
        assert!((p[0] - choose(7, 6) / all).abs() < 1e-12, "{p:?}");
        assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-12, "{p:?}");
    }

    /// The escort's strategy roll, side 0 behind and speaking first (R-DECK-8), set to: its die
    /// 3 against the enemy's 4, both commanders level 1 (totals 4 and 5); its hand a 2 and a 3;
    /// the enemy's one card, which must be a 1, for its other 23 are discarded.
    fn behind_on_the_escorts_roll() -> BattleState {
        let mut state = at_the_escorts_roll();
        let roll = state.roll_mut().as_mut().unwrap();
        for d in &mut roll.dice {
            d.value = if d.owner == Side::FIRST { 3 } else { 4 };
            d.bonus = 0;
        }
        for s in state.sides_mut() {
            s.commander_level = 1;
        }
        state.sides_mut()[0].deck.hand = vec![2, 3];
        let theirs = &mut state.sides_mut()[1].deck;
        theirs.hand = vec![1];
        theirs.draw_pile.clear();
        theirs.discard_pile = full_command_deck();
        let one = theirs.discard_pile.iter().position(|&c| c == 1).unwrap();
        theirs.discard_pile.remove(one);
        state
    }

    /// The escort's strategy roll with side 0 behind and speaking first (R-DECK-8), as dealt.
    fn at_the_escorts_roll() -> BattleState {
        let fixture = Fixture::bundled("escort", ["hayashi_400", "yomi_host_400"]);
        let speaks_first = |s: &BattleState| {
            s.awaiting() == Awaiting::Offerings { side: Side::FIRST }
                && s.roll()
                    .as_ref()
                    .is_some_and(|r| r.kind == RollKind::Strategy && r.spoke == [false, false])
        };
        let (_, battle) = seed_reaching(1..60, |seed| fixture.battle(seed), &[&speaks_first], 200)
            .expect("side 0 behind on the escort's strategy roll");
        battle.state().clone()
    }

    /// Normal adds its 2 (6 against 5), the lowest card that lifts it over; the enemy's 1 then
    /// ties it (6 against 6, made again: a half). Hard adds its 3 (7 against 5): the 1 falls
    /// short, and either die re-rolled leaves it ahead on 5 faces of 6 and tied on the sixth,
    /// 11/12.
    #[test]
    fn r_deck_4_r_deck_8_l210_speaking_first_hard_offers_the_card_the_answer_cannot_beat() {
        let state = behind_on_the_escorts_roll();
        let decide = |level| {
            let d = General::new(Side::FIRST, level, Temperament::default(), 1)
                .decide(&state)
                .unwrap();
            let names = ["Hayashi".to_string(), "Yomi".to_string()];
            let words = [Language::English, Language::Spanish]
                .map(|l| d.text(l, &names))
                .join(" | ");
            (d, words)
        };
        let card_added = |c: &Command| match c {
            Command::Offer {
                card,
                kind: OfferingKind::AddValue,
                die,
                ..
            } if state.roll().as_ref().unwrap().dice[*die].owner == Side::FIRST => Some(*card),
            _ => None,
        };
        let (normal, words) = decide(Level::Normal);
        assert_eq!(card_added(&normal.command), Some(2), "{words}");
        let (hard, words) = decide(Level::Hard);
        assert_eq!(card_added(&hard.command), Some(3), "{words}");
        match hard.terms() {
            [
                Term::Because {
                    why: Why::CardWinsThePart,
                },
                Term::RollAnswered { chance, passing },
                Term::Part { .. },
            ] => {
                assert!((chance - 11.0 / 12.0).abs() < 1e-12, "{words}");
                assert_eq!(*passing, 0.0, "{words}");
            }
            other => panic!("{other:?}"),
        }
        // The 2, which normal offers, is weighed at a half.
        let two = hard
            .weighed
            .iter()
            .find(|w| card_added(&w.command) == Some(2))
            .expect("the 2 among the alternatives");
        assert!(
            two.terms
                .iter()
                .any(|t| matches!(t, Term::RollAnswered { chance, .. }
                if (chance - 0.5).abs() < 1e-12)),
            "{words}"
        );
        assert!(
            words.contains("wins the roll 92% after the enemy's answer (0% passing)"),
            "{words}"
        );
        assert!(
            words.contains("gana la tirada el 92% tras la respuesta del enemigo (el 0% si pasa)"),
            "{words}"
        );
    }
}
