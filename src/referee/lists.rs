//! The lists on the table are legal where the battle can see it: a total war unit's movement
//! base stands for a size the page gives, 5, 10 or 15, and movement bases only in total war
//! (R-TW-2); a unit leader is of the troop type of every profile of his unit, a mixed raid
//! unit's last profiles as much as its first (L417, R-RAID-4).

use crate::army::Mode;
use crate::battle::setup::battle_setup::BattleSetup;

use super::breach::{Breach, Invariant};

/// The unit sizes a movement base stands for (R-TW-2).
const BASE_SIZES: [u32; 3] = [5, 10, 15];

/// Every breach of the setup's lists, found before the battle's first entry.
pub(super) fn check(setup: &BattleSetup) -> Vec<Breach> {
    let mut out = Vec::new();
    let mut breach = |invariant| {
        out.push(Breach {
            entry: None,
            event: None,
            invariant,
        })
    };
    for side in &setup.sides {
        for u in &side.units {
            if u.movement_base && side.mode != Mode::TotalWar {
                breach(Invariant::MovementBaseOutsideTotalWar { unit: u.id.clone() });
            } else if u.movement_base && !BASE_SIZES.contains(&u.models) {
                breach(Invariant::MovementBaseSize {
                    unit: u.id.clone(),
                    size: u.models,
                });
            }
            let Some(leader) = &u.leader else {
                continue;
            };
            if u.models == 0 {
                continue;
            }
            let profiles = std::iter::once(&u.profile).chain(u.mixed.iter().map(|m| &m.profile));
            if let Some(p) = profiles
                .into_iter()
                .find(|p| p.mounted != leader.mounted || p.creature != leader.creature)
            {
                breach(Invariant::LeaderOfOtherTroopType {
                    unit: u.id.clone(),
                    profile: p.name.clone(),
                });
            }
        }
    }
    out
}
