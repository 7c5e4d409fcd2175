//! Protecting the unit leader (R-WOUND-4, L915-917): for every wound that fell on a unit
//! leader, its side's choice to protect him and, when it does, the 1D6 (4+ the unit takes the
//! wound); then the unit's casualties and what follows.

use super::face::protect_die_succeeds_with;
use super::{Face, Role, Stage, StagedCombat};
use crate::rules::outcome::shot_unit_tests_honor;
use crate::rules::wounds::wounds_to_divert;

impl StagedCombat {
    /// The choice the side's standing setting makes for the wound being asked (R-WOUND-4):
    /// the first `wounds_to_divert` wounds are protected.
    pub fn default_protect(&self) -> bool {
        let Stage::ProtectChoice { role, asked } = self.stage else {
            return false;
        };
        let Some(l) = &self.unit(role).leader else {
            return false;
        };
        let k = wounds_to_divert(
            self.policy(role),
            self.leader_wounds_on(role),
            l.hr.saturating_sub(l.wounds_taken),
        );
        asked < k
    }

    /// `role`'s side protects (or not) its leader from the wound being asked (R-WOUND-4).
    pub fn choose_protect(&mut self, protect: bool) {
        let Stage::ProtectChoice { role, asked } = self.stage else {
            return;
        };
        if protect {
            self.stage = Stage::ProtectDie { role, asked };
        } else {
            self.next_protect(role, asked + 1);
        }
    }

    /// `role`'s side's die for the wound being asked, `asked` counting from 0: on a 4+ the unit
    /// takes the wound (L917).
    pub(super) fn feed_protect_die(&mut self, role: Role, asked: u32, faces: &[Face]) {
        let Some(&f) = faces.first() else {
            return;
        };
        let s = &mut self.sides[role.index()];
        s.protect_dice.push(f);
        s.protected += 1;
        if protect_die_succeeds_with(f) {
            s.diverted += 1;
        }
        self.next_protect(role, asked + 1);
    }

    /// The next protect-the-leader question for `role`, or its casualties and what follows.
    pub(super) fn next_protect(&mut self, role: Role, asked: u32) {
        if asked < self.leader_wounds_on(role) {
            self.stage = Stage::ProtectChoice { role, asked };
            return;
        }
        self.suffer(role);
        match (self.melee_situation(), role) {
            (true, Role::Attacker) => self.next_protect(Role::Defender, 0),
            (true, Role::Defender) if self.no_result => self.stage = Stage::Done,
            (true, Role::Defender) => self.melee_result(),
            (false, _) => {
                let after = self.sides[1].after.unwrap_or_else(|| self.untouched(role));
                if shot_unit_tests_honor(self.unit(Role::Defender), &after) {
                    self.stage = Stage::Honor {
                        role: Role::Defender,
                    };
                } else {
                    self.stage = Stage::Done;
                }
            }
        }
    }
}
