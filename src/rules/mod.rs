//! The book's numbers for combat: dice (R-DICE-*), the melee and shooting pools (R-POOL-*),
//! wounds and casualties (R-WOUND-*, R-CAS-1), results and morale (R-RES-*), and exact odds.
//! No I/O, no geometry.
