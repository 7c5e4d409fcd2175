//! The end of a combat (R-RES-1, R-RES-2, R-DICE-3, L939-960): the melee's winner, and the
//! Honor test of the melee's loser or of a unit that lost half or more to a shot.

use super::{Face, Role, Stage, StagedCombat, naturals};
use crate::rules::dice::HonorRoll;
use crate::rules::outcome::{Morale, Winner, failed_honor_test, honor_after, melee_winner};
use crate::rules::step::{HonorLoss, Step};

impl StagedCombat {
    /// The melee result (R-RES-1) and who tests Honor.
    pub(super) fn melee_result(&mut self) {
        let (aa, da) = (
            self.sides[0]
                .after
                .unwrap_or_else(|| self.untouched(Role::Attacker)),
            self.sides[1]
                .after
                .unwrap_or_else(|| self.untouched(Role::Defender)),
        );
        let winner = melee_winner(
            self.unit(Role::Attacker),
            &aa,
            self.unit(Role::Defender),
            &da,
        );
        self.winner = Some(winner);
        self.step(
            "R-RES-1 L939-947",
            |c| Step::Result {
                winner,
                attacker: c.sides[0].name.clone(),
                defender: c.sides[1].name.clone(),
                attacker_lost: aa.loss_score(),
                defender_lost: da.loss_score(),
            },
            &[],
        );
        self.stage = match winner {
            Winner::Attacker if !da.wiped_out => Stage::Honor {
                role: Role::Defender,
            },
            Winner::Defender if !aa.wiped_out => Stage::Honor {
                role: Role::Attacker,
            },
            _ => Stage::Done,
        };
    }

    /// The Honor test (R-RES-2, R-DICE-3): the kept die is the lowest total.
    pub(super) fn feed_honor(&mut self, role: Role, faces: &[Face]) {
        let i = role.index();
        let unit = self.unit(role).clone();
        let after = self.sides[i].after.unwrap_or_else(|| self.untouched(role));
        let honor = honor_after(&unit, &after);
        let kept = faces.iter().map(|f| f.total()).min().unwrap_or(6);
        let test = HonorRoll {
            honor,
            general_reroll: unit.general_reroll,
            dice: naturals(faces),
            kept: kept.clamp(0, 255) as u8,
            passed: kept <= honor,
        };
        let morale = if test.passed {
            Morale::Holds
        } else {
            failed_honor_test(&unit, &after)
        };
        let cause = if self.melee_situation() {
            HonorLoss::LostMelee
        } else {
            HonorLoss::LostHalfToShot
        };
        self.step(
            "R-RES-2 R-DICE-3 L949-960",
            |c| Step::Honor {
                unit: c.sides[i].name.clone(),
                cause,
                honor: test.honor,
                general_reroll: test.general_reroll,
                kept: test.kept,
                morale,
                models_left: after.models_after,
                starting_models: unit.starting_models(),
            },
            faces,
        );
        self.sides[i].honor_test = Some(test);
        self.sides[i].morale = Some(morale);
        self.stage = Stage::Done;
    }
}
