//! The battle's dice: every die of a battle comes from here, seeded, so a replay rolls the same.
//!
//! Each entry of the battle log gets its own generator, seeded from the battle's seed and the
//! entry's index. Undoing an entry and executing the same command again therefore rolls the same
//! dice, and replaying a saved log reproduces every roll (rand 0.10 `StdRng::seed_from_u64`).

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

/// The dice of one log entry.
pub struct Dice {
    rng: StdRng,
    seed: u64,
}

impl Dice {
    /// The generator for log entry `index` of a battle seeded with `seed`.
    pub fn for_entry(seed: u64, index: usize) -> Self {
        // SplitMix64 finaliser: neighbouring indices give unrelated seeds.
        let mut z = seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        Dice {
            rng: StdRng::seed_from_u64(z),
            seed: z,
        }
    }

    /// The seed of this entry's generator.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The generator itself, for the combat calculator's seeded resolution
    /// (`rules::roll::resolve_melee`), which draws its dice from the same stream.
    pub fn rng(&mut self) -> &mut StdRng {
        &mut self.rng
    }

    /// One six-sided die.
    pub fn d6(&mut self) -> u8 {
        self.rng.random_range(1..=6)
    }

    /// `n` six-sided dice.
    pub fn d6s(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.d6()).collect()
    }

    /// Shuffles a deck in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.rng);
    }
}

/// D3 = ceil(D6 / 2) (R-DICE-2, book L94).
pub fn d3(d6: u8) -> u8 {
    d6.div_ceil(2)
}

/// An Honor test (R-DICE-3, L104): success when the kept die is <= Honor. With the general's
/// re-roll (L430) two dice are rolled and the better (lower) is kept.
pub fn honor_kept(dice: &[u8]) -> u8 {
    dice.iter().copied().min().unwrap_or(6)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_entry_roll_the_same() {
        let a = Dice::for_entry(7, 3).d6s(20);
        let b = Dice::for_entry(7, 3).d6s(20);
        assert_eq!(a, b);
        assert_ne!(a, Dice::for_entry(7, 4).d6s(20));
        assert!(a.iter().all(|d| (1..=6).contains(d)));
    }

    #[test]
    fn r_dice_2_d3_halves_rounding_up() {
        assert_eq!([1, 2, 3, 4, 5, 6].map(d3), [1, 1, 2, 2, 3, 3]);
    }
}
