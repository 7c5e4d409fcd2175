//! The order roll (R-TURN-2, L278-281): how many orders an activated unit gets, and whether
//! its ki wakes (L1051), from the die's natural value and its total.

/// R-TURN-2 (L278-281): natural 1 or total <= 3: 1 order; 4-5: 2; 6+: 2 and ki.
pub fn orders_for_roll(natural: u8, total: i32) -> (u32, bool) {
    if natural == 1 || total <= 3 {
        (1, false)
    } else if total <= 5 {
        (2, false)
    } else {
        (2, true)
    }
}
