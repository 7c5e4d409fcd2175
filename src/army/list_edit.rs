//! One change to an army list as a value: what the window's list builder sends when the player
//! edits, applied by [`ListEdit::apply`] through `edit`'s operations, so an edit can be sent,
//! kept and checked before it is made. Not UI code.

use super::edit::EditError;
use super::faction::Faction;
use super::list::ArmyList;

/// One change to an army list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListEdit {
    /// The list's name.
    Name(String),
    /// The battle size in points (L1112).
    BattleSize(u32),
    /// The commander level, 0 to 2 (R-ARMY-1).
    CommanderLevel(u8),
    /// The advanced rules of hidden powers on or off (L1138).
    AdvancedRules(bool),
    /// A unit of this profile added.
    AddUnit { profile: String },
    /// The unit removed.
    RemoveUnit { unit: String },
    /// The unit renamed.
    RenameUnit { unit: String, to: String },
    /// How many models the unit has.
    Models { unit: String, models: u32 },
    /// The unit's army leader (a profile id), or none (L411).
    Leader {
        unit: String,
        leader: Option<String>,
    },
    /// The unit whose leader is the general, or nobody (L428).
    General { unit: Option<String> },
    /// A support troop of this profile added to the unit (L377).
    AddSupport { unit: String, profile: String },
    /// One support troop of this profile taken from the unit.
    RemoveSupport { unit: String, profile: String },
    /// The game the list is built for: the book's battle, a raid or total war (L1142-1144).
    Mode(super::list::Mode),
    /// How many models stand on a total war unit's movement base (R-TW-2).
    OnBase { unit: String, on_base: u32 },
    /// One model of another profile added to a raid unit (R-RAID-4).
    AddMixed { unit: String, profile: String },
    /// One model of another profile taken from a raid unit.
    RemoveMixed { unit: String, profile: String },
}

impl ListEdit {
    /// Makes the change on `list` of `faction`; refused only when it names something that
    /// does not exist (`edit`'s rule), the list then unchanged.
    pub fn apply(&self, list: &mut ArmyList, faction: &Faction) -> Result<(), EditError> {
        match self {
            ListEdit::Name(name) => list.name = name.clone(),
            ListEdit::BattleSize(points) => list.set_battle_size(*points),
            ListEdit::CommanderLevel(level) => list.set_commander_level(*level)?,
            ListEdit::AdvancedRules(on) => list.set_advanced_rules(*on),
            ListEdit::AddUnit { profile } => {
                list.add_unit(faction, profile)?;
            }
            ListEdit::RemoveUnit { unit } => {
                list.remove_unit(unit)?;
            }
            ListEdit::RenameUnit { unit, to } => list.rename_unit(unit, to)?,
            ListEdit::Models { unit, models } => list.set_models(unit, *models)?,
            ListEdit::Leader { unit, leader } => {
                list.set_leader(faction, unit, leader.as_deref())?
            }
            ListEdit::General { unit } => list.set_general(unit.as_deref())?,
            ListEdit::AddSupport { unit, profile } => list.add_support(faction, unit, profile)?,
            ListEdit::RemoveSupport { unit, profile } => list.remove_support(unit, profile)?,
            ListEdit::Mode(mode) => list.set_mode(*mode),
            ListEdit::OnBase { unit, on_base } => list.set_on_base(unit, *on_base)?,
            ListEdit::AddMixed { unit, profile } => list.add_mixed(faction, unit, profile)?,
            ListEdit::RemoveMixed { unit, profile } => list.remove_mixed(unit, profile)?,
        }
        Ok(())
    }
}

/// The other unit of `list` that army leader `leader` (a profile id) is with, leading it or
/// standing alone as his own unit, if any but `unit`.
pub fn led_elsewhere(list: &ArmyList, leader: &str, unit: &str) -> Option<String> {
    list.units
        .iter()
        .find(|u| u.id != unit && (u.leader.as_deref() == Some(leader) || u.profile == leader))
        .map(|u| u.id.clone())
}

/// An army leader who came to a unit from another one (a character is in one place, L411).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaderMoved {
    /// The unit he was with.
    pub from: String,
    /// Whether the General's mark came with him (L428).
    pub general_moved: bool,
}

/// When `leader` was given to `unit`, turning `before` into `now`: where he came from, if he
/// was with another unit, so that nothing moves silently.
pub fn leader_moved(
    before: &ArmyList,
    now: &ArmyList,
    unit: &str,
    leader: &str,
) -> Option<LeaderMoved> {
    if now.unit(unit).and_then(|u| u.leader.as_deref()) != Some(leader) {
        return None;
    }
    let from = led_elsewhere(before, leader, unit)?;
    let general_moved =
        before.general.as_deref() == Some(from.as_str()) && now.general.as_deref() == Some(unit);
    Some(LeaderMoved {
        from,
        general_moved,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army::bundled_factions;

    fn hayashi() -> Faction {
        bundled_factions()
            .into_iter()
            .find(|f| f.id == "hayashi")
            .expect("the bundled Hayashi faction")
    }

    #[test]
    fn an_edit_applied_is_the_operation_it_names() {
        let f = hayashi();
        let mut list = ArmyList::new(&f, "Test", 400);
        let profile = f.profiles.iter().find(|p| !p.leader).unwrap().id.clone();
        ListEdit::AddUnit {
            profile: profile.clone(),
        }
        .apply(&mut list, &f)
        .unwrap();
        let unit = list.units[0].id.clone();
        ListEdit::Models {
            unit: unit.clone(),
            models: 7,
        }
        .apply(&mut list, &f)
        .unwrap();
        ListEdit::RenameUnit {
            unit,
            to: " River yari ".into(),
        }
        .apply(&mut list, &f)
        .unwrap();
        ListEdit::BattleSize(600).apply(&mut list, &f).unwrap();
        assert_eq!(list.units[0].id, "River yari");
        assert_eq!(list.units[0].models, 7);
        assert_eq!(list.battle_size, 600);
    }

    #[test]
    fn an_edit_naming_what_is_not_there_is_refused_and_changes_nothing() {
        let f = hayashi();
        let mut list = ArmyList::new(&f, "Test", 400);
        let before = list.clone();
        let missing = ListEdit::Models {
            unit: "nobody".into(),
            models: 3,
        };
        assert_eq!(
            missing.apply(&mut list, &f),
            Err(EditError::UnknownUnit("nobody".into()))
        );
        assert_eq!(
            ListEdit::CommanderLevel(3).apply(&mut list, &f),
            Err(EditError::BadCommanderLevel(3))
        );
        assert_eq!(list, before);
    }

    #[test]
    fn a_leader_taken_from_another_unit_says_where_from_and_whether_the_general_came_l411() {
        let f = hayashi();
        let leader = f.profiles.iter().find(|p| p.leader).unwrap().id.clone();
        let troop = f.profiles.iter().find(|p| !p.leader).unwrap().id.clone();
        let mut list = ArmyList::new(&f, "Test", 400);
        let a = list.add_unit(&f, &troop).unwrap();
        let b = list.add_unit(&f, &troop).unwrap();
        list.set_leader(&f, &a, Some(&leader)).unwrap();
        list.set_general(Some(&a)).unwrap();
        let before = list.clone();
        ListEdit::Leader {
            unit: b.clone(),
            leader: Some(leader.clone()),
        }
        .apply(&mut list, &f)
        .unwrap();
        assert_eq!(
            leader_moved(&before, &list, &b, &leader),
            Some(LeaderMoved {
                from: a.clone(),
                general_moved: true
            })
        );
        // Given to the unit he already leads, he came from nowhere.
        assert_eq!(leader_moved(&list, &list, &b, &leader), None);
    }
}
