//! The combat roll (L664-683, L745-760, R-POOL-1, R-DICE-1): both sides' success dice at once
//! in melee, the shooter's when shooting; each side's hits.

use super::{Face, Role, Stage, StagedCombat, success_with};
use crate::rules::step::Step;

impl StagedCombat {
    /// Takes the combat roll's dice, the attacker's first, and moves on to the wound rolls.
    pub(super) fn feed_combat(&mut self, faces: &[Face]) {
        let rule = if self.melee_situation() {
            "R-POOL-1 R-DICE-1 L664-683"
        } else {
            "R-POOL-1 R-DICE-1 L745-760"
        };
        let mut rest = faces;
        for role in [Role::Attacker, Role::Defender] {
            let Some(roll) = self.success_roll(role) else {
                continue;
            };
            let n = (roll.dice as usize).min(rest.len());
            let (mine, more) = rest.split_at(n);
            rest = more;
            let hits = mine.iter().filter(|&&f| success_with(&roll, f)).count() as u32;
            let i = role.index();
            self.sides[i].attack_dice = mine.to_vec();
            self.sides[i].hits = hits;
            self.step(
                rule,
                |c| {
                    let unit = c.sides[i].name.clone();
                    if roll.only_natural_six {
                        let pool = c.sides[i].pool.as_ref().map_or(0, |p| p.dice);
                        Step::HitsNaturalSix { unit, pool, hits }
                    } else {
                        Step::Hits {
                            unit,
                            dice: roll.dice,
                            modifier: roll.modifier,
                            hits,
                        }
                    }
                },
                mine,
            );
        }
        self.stage = Stage::Wounds;
    }
}
