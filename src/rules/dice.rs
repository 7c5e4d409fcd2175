//! Dice (L84-110): success rolls (R-DICE-1), D3 (R-DICE-2) and Honor tests (R-DICE-3), as
//! face-by-face rules shared by the exact odds and the seeded rolls, and their exact
//! distributions.

use rand::RngExt;

/// How many dice a success roll throws and which faces succeed (R-DICE-1, L92-102).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SuccessRoll {
    /// Dice thrown: the pool, or one die when the pool is zero or fewer (L102).
    pub dice: u32,
    /// Value modifier added to every die.
    pub modifier: i32,
    /// The pool fell to zero or fewer: the one die succeeds only on a natural 6 (L102).
    pub only_natural_six: bool,
}

impl SuccessRoll {
    /// A roll of `pool` dice (after the dice-count modifiers) with value modifier `modifier`.
    pub fn new(pool: i32, modifier: i32) -> Self {
        if pool <= 0 {
            SuccessRoll {
                dice: 1,
                modifier,
                only_natural_six: true,
            }
        } else {
            SuccessRoll {
                dice: pool as u32,
                modifier,
                only_natural_six: false,
            }
        }
    }

    /// Whether one die showing `face` (1..=6) is a success (R-DICE-1): a natural 6 always, a
    /// natural 1 never, otherwise face + modifier >= 4.
    pub fn succeeds(&self, face: u8) -> bool {
        match face {
            6 => true,
            1 => false,
            _ if self.only_natural_six => false,
            f => i32::from(f) + self.modifier >= 4,
        }
    }

    /// Probability that one die succeeds: the faces that succeed, out of 6.
    pub fn die_probability(&self) -> f64 {
        (1..=6u8).filter(|&f| self.succeeds(f)).count() as f64 / 6.0
    }

    /// Exact distribution of the number of successes: `p[k]` = P(exactly k), k = 0..=dice.
    pub fn distribution(&self) -> Vec<f64> {
        binomial(self.dice, self.die_probability())
    }
}

/// The binomial distribution of `n` independent trials each succeeding with probability `p`,
/// computed by convolution one die at a time (no factorials, no sampling).
pub fn binomial(n: u32, p: f64) -> Vec<f64> {
    let n = n as usize;
    let mut dist = vec![0.0; n + 1];
    dist[0] = 1.0;
    let q = 1.0 - p;
    for k in 1..=n {
        for j in (1..=k).rev() {
            dist[j] = dist[j] * q + dist[j - 1] * p;
        }
        dist[0] *= q;
    }
    dist
}

/// D3 from one D6 face: ceil(face / 2) (R-DICE-2, L90).
pub fn d3_from_d6(face: u8) -> u8 {
    face.div_ceil(2)
}

/// Probability of passing an Honor test (R-DICE-3, L104-106): 1D6 <= Honor, no natural 1 or 6
/// effects; with the general's re-roll (L430) 2D6 keeping the better (lower) die.
pub fn honor_pass_probability(honor: i32, general_reroll: bool) -> f64 {
    let single = honor.clamp(0, 6) as f64 / 6.0;
    if general_reroll {
        1.0 - (1.0 - single) * (1.0 - single)
    } else {
        single
    }
}

/// Rolls one D6.
pub fn roll_d6<R: rand::Rng + ?Sized>(rng: &mut R) -> u8 {
    rng.random_range(1..=6u8)
}

/// One Honor test as rolled: the dice, the one kept, and whether it passed (R-DICE-3).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HonorRoll {
    pub honor: i32,
    pub general_reroll: bool,
    /// One die, or two with the general's re-roll.
    pub dice: Vec<u8>,
    /// The die that counts: the lower of two with the re-roll.
    pub kept: u8,
    pub passed: bool,
}

/// Rolls an Honor test (R-DICE-3).
pub fn roll_honor<R: rand::Rng + ?Sized>(
    rng: &mut R,
    honor: i32,
    general_reroll: bool,
) -> HonorRoll {
    let mut dice = vec![roll_d6(rng)];
    if general_reroll {
        dice.push(roll_d6(rng));
    }
    let kept = *dice.iter().min().unwrap_or(&6);
    HonorRoll {
        honor,
        general_reroll,
        dice,
        kept,
        passed: i32::from(kept) <= honor,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_dice_1_natural_one_fails_and_six_succeeds_whatever_the_modifier() {
        let plus = SuccessRoll::new(3, 5);
        assert!(!plus.succeeds(1));
        let minus = SuccessRoll::new(3, -9);
        assert!(minus.succeeds(6));
        assert!(!minus.succeeds(5));
        assert_eq!(SuccessRoll::new(3, 0).die_probability(), 0.5);
        assert_eq!(plus.die_probability(), 5.0 / 6.0);
        assert_eq!(minus.die_probability(), 1.0 / 6.0);
    }

    #[test]
    fn r_dice_1_l102_zero_dice_rolls_one_that_needs_a_six() {
        let r = SuccessRoll::new(-2, 3);
        assert_eq!(r.dice, 1);
        assert!(!r.succeeds(5));
        assert_eq!(r.distribution(), vec![5.0 / 6.0, 1.0 / 6.0]);
    }

    #[test]
    fn binomial_matches_closed_form() {
        let d = binomial(4, 0.5);
        let want = [1.0, 4.0, 6.0, 4.0, 1.0].map(|x| x / 16.0);
        for (a, b) in d.iter().zip(want) {
            assert!((a - b).abs() < 1e-15);
        }
    }

    #[test]
    fn r_dice_2_d3_rounds_up() {
        assert_eq!([1, 2, 3, 4, 5, 6].map(d3_from_d6), [1, 1, 2, 2, 3, 3]);
    }

    #[test]
    fn r_dice_3_honor_test_with_and_without_reroll() {
        assert_eq!(honor_pass_probability(4, false), 4.0 / 6.0);
        assert!((honor_pass_probability(4, true) - (1.0 - 1.0 / 9.0)).abs() < 1e-15);
        assert_eq!(honor_pass_probability(9, false), 1.0);
        assert_eq!(honor_pass_probability(0, true), 0.0);
    }
}
