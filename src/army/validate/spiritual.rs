//! Spiritual troops (L1138): only with the advanced rules of hidden powers, and of one kind
//! only (Onmyouji or Komuso, and one kind of Onmyouji).

use std::collections::BTreeSet;

use super::{Found, ProblemDetail};
use crate::army::class::Class;
use crate::army::faction::Profile;
use crate::army::list::ArmyList;

/// Checks the spiritual units of `list`, each with its place in the list (L1138).
pub(super) fn check_spirituals(
    list: &ArmyList,
    spirituals: &[(usize, &Profile)],
    found: &mut Found,
) {
    if !list.advanced_rules {
        for (i, p) in spirituals {
            found.push(
                ProblemDetail::SpiritualWithoutAdvancedRules {
                    profile: p.id.clone(),
                },
                Some(list.units[*i].id.as_str()),
                format!("units[{i}].profile"),
            );
        }
    }
    let classes: BTreeSet<Class> = spirituals.iter().map(|(_, p)| p.class).collect();
    let onmyouji: BTreeSet<&str> = spirituals
        .iter()
        .filter(|(_, p)| p.class == Class::O)
        .map(|(_, p)| p.id.as_str())
        .collect();
    if classes.len() > 1 || onmyouji.len() > 1 {
        let (i, p) = spirituals[1];
        found.push(
            ProblemDetail::SpiritualTwoTypes {
                profile: p.id.clone(),
            },
            Some(list.units[i].id.as_str()),
            format!("units[{i}].profile"),
        );
    }
}
