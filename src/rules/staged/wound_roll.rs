//! The wound rolls (L894-905, R-WOUND-1, R-WOUND-2): one die per hit, both sides at once in
//! melee (L658), the shooter's when shooting, halved when standing and shooting (L858, R-POOL-3).

use super::{Face, Role, Situation, StagedCombat, wound_with};
use crate::rules::step::Step;
use crate::rules::wounds::{WoundResult, WoundsDealt};

impl StagedCombat {
    /// Takes the wound dice, the attacker's first, and moves on to the attacker's (in melee) or
    /// the target's (when shooting) leader wounds.
    pub(super) fn feed_wounds(&mut self, faces: &[Face]) {
        let mut rest = faces;
        let rollers: &[Role] = if self.melee_situation() {
            &[Role::Attacker, Role::Defender]
        } else {
            &[Role::Attacker]
        };
        for &role in rollers {
            let i = role.index();
            let n = (self.sides[i].hits as usize).min(rest.len());
            let (mine, more) = rest.split_at(n);
            rest = more;
            let wound = self.wound_roll(role);
            let mut dealt = WoundsDealt::default();
            for &f in mine {
                match wound_with(&wound, f) {
                    WoundResult::Nothing => {}
                    WoundResult::UnitWound => dealt.unit_wounds += 1,
                    WoundResult::LeaderWound => dealt.leader_wounds += 1,
                    WoundResult::Stun => dealt.stuns += 1,
                }
            }
            self.sides[i].wound_dice = mine.to_vec();
            self.sides[i].dealt = dealt;
            let hits = self.sides[i].hits;
            self.step(
                "R-WOUND-1 R-WOUND-2 L894-905",
                |c| Step::Wounds {
                    unit: c.sides[i].name.clone(),
                    against: c.sides[1 - i].name.clone(),
                    dice: hits,
                    difficulty: wound.difficulty,
                    modifier: wound.modifier,
                    wounds: dealt.unit_wounds,
                    leader_wounds: dealt.leader_wounds,
                    stuns: dealt.stuns,
                },
                mine,
            );
        }
        if let Situation::Shoot(s) = &self.situation
            && s.shooter.stand_and_shoot
        {
            let full = self.sides[0].dealt;
            let dealt = full.halved();
            self.sides[0].dealt = dealt;
            self.step(
                "R-POOL-3 L858",
                |_| Step::StandAndShootHalved {
                    wounds: full.unit_wounds + full.leader_wounds,
                    halved: dealt.unit_wounds + dealt.leader_wounds,
                    to_leader: dealt.leader_wounds,
                },
                &[],
            );
        }
        // The attacker's unit suffers first in melee (the order the report has always had);
        // only the target when shooting.
        let first = if self.melee_situation() {
            Role::Attacker
        } else {
            Role::Defender
        };
        self.next_protect(first, 0);
    }
}
