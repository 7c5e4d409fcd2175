//! A unit's casualties once its leader's wounds are settled (R-WOUND-3, R-CAS-1, L904, L921):
//! the protect-the-leader step, then the wounds, stuns and models lost.

use super::{Role, Situation, StagedCombat};
use crate::rules::step::{LeaderWounds, Step};
use crate::rules::wounds::apply_wounds;

impl StagedCombat {
    /// Protect the leader's log, then casualties (R-WOUND-3, R-WOUND-4, R-CAS-1).
    pub(super) fn suffer(&mut self, role: Role) {
        let i = role.index();
        let dealt = self.sides[1 - i].dealt;
        let removable = match &self.situation {
            Situation::Melee(_) => self.unit(role).models,
            Situation::Shoot(s) => s.removable_models(),
        };
        let (k, diverted) = (self.sides[i].protected, self.sides[i].diverted);
        if k > 0 {
            let faces = self.sides[i].protect_dice.clone();
            self.step(
                "R-WOUND-4 L915-917",
                |c| Step::ProtectLeader {
                    unit: c.sides[i].name.clone(),
                    wounds: k,
                    moved: diverted,
                },
                &faces,
            );
        }
        let unit = self.unit(role).clone();
        let after = apply_wounds(&unit, dealt, diverted, removable);
        self.sides[i].after = Some(after);
        self.step(
            "R-WOUND-3 R-CAS-1 L904 L921",
            |c| Step::Casualties {
                unit: c.sides[i].name.clone(),
                wounds: after.unit_wounds,
                stuns: unit.stuns,
                new_stuns: dealt.stuns,
                carried: unit.wounded_marker,
                hr: unit.hr,
                casualties: after.casualties,
                models_left: after.models_after,
                wounded_marker: after.wounded_marker_after,
                stun_markers: after.stuns_after,
                leader: unit.leader.as_ref().map(|l| LeaderWounds {
                    wounds: after.leader_wounds,
                    died: after.leader_died,
                    after: after.leader_wounds_after,
                    hr: l.hr,
                }),
                wiped_out: after.wiped_out,
            },
            &[],
        );
    }
}
