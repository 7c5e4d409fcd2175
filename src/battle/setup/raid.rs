//! What a raid list fields in battle (the extra game modes page, `P-RAID`): every troop with
//! +1 Wounds (R-RAID-5) and every unit a skirmisher unit (R-RAID-3, R-RAID-7), through
//! `army::mode`; a mixed raid unit's models of other profiles (R-RAID-4). The
//! standard battle and total war come out as the book's troops.

use crate::army::{Faction, Mode, Profile, Unit};
use crate::battle::model::unit::{MixedModels, TroopProfile};
use crate::battle::setup::army_side::{ListProblem, troop_profile};

/// The battle's numbers for `p` in `mode`: the book's (`troop_profile`) with what the mode
/// changes, +1 Wounds and the skirmisher's behaviour in a raid.
pub fn troop_profile_in(mode: Mode, faction: &Faction, p: &Profile) -> TroopProfile {
    let mut troop = troop_profile(faction, &crate::army::mode::effective_profile(mode, p));
    troop.skirmisher = crate::army::mode::skirmishes(mode, p);
    troop
}

/// The models of a raid unit of other profiles than its own (`mixed`), each profile as the
/// battle fields it; `field` is the unit's place in the list (`units[0]`).
pub fn mixed_models(
    mode: Mode,
    faction: &Faction,
    unit: &Unit,
    field: &str,
) -> Result<Vec<MixedModels>, ListProblem> {
    unit.mixed
        .iter()
        .enumerate()
        .filter(|(_, m)| m.models > 0)
        .map(|(i, m)| match faction.profile(&m.profile) {
            Some(p) => Ok(MixedModels {
                profile: troop_profile_in(mode, faction, p),
                models: m.models,
            }),
            None => Err(ListProblem {
                field: format!("{field}.mixed[{i}].profile"),
                message: format!("faction `{}` has no profile `{}`", faction.id, m.profile),
            }),
        })
        .collect()
}

#[cfg(test)]
#[path = "raid_tests.rs"]
mod tests;
