//! The general (L428, L1126, R-ARMY-2): named, a unit of the list, led by an army leader of
//! class Hero.

use super::{Found, ProblemDetail, profile};
use crate::army::class::Class;
use crate::army::faction::Faction;
use crate::army::list::ArmyList;

/// Checks the list's general (L428).
pub(super) fn check_general(list: &ArmyList, faction: &Faction, found: &mut Found) {
    match &list.general {
        None => found.push(ProblemDetail::NoGeneral, None, "general".into()),
        Some(gid) => match list.units.iter().find(|u| &u.id == gid) {
            None => found.push(
                ProblemDetail::GeneralUnknownUnit { unit: gid.clone() },
                None,
                "general".into(),
            ),
            Some(u) => {
                let own = profile(faction, &u.profile).filter(|p| p.leader);
                let led = u
                    .leader
                    .as_deref()
                    .and_then(|id| profile(faction, id))
                    .filter(|p| p.leader);
                match own.or(led) {
                    None => found.push(
                        ProblemDetail::GeneralNotALeader { unit: gid.clone() },
                        Some(gid),
                        "general".into(),
                    ),
                    Some(g) if g.class != Class::H => found.push(
                        ProblemDetail::GeneralNotHero {
                            profile: g.id.clone(),
                            class: g.class,
                        },
                        Some(gid),
                        "general".into(),
                    ),
                    Some(_) => {}
                }
            }
        },
    }
}
