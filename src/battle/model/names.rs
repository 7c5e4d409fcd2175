//! How words name what the engine keeps by id: a side, a unit or a model, a commander order
//! card, an objective, a ki ability. The engine's values carry ids (`spears`, `lord.3`, `Forced march`,
//! `kiai`); whoever words them says what each is called for its reader. The command line names
//! the sides by their names and the rest by id; the window names everything in its language
//! (the profile's `name_es`, the card's, the ability's).

use crate::battle::model::side::Side;

/// What the reader calls the things an engine value names by id.
pub trait Names {
    /// The side, as the reader knows it.
    fn side(&self, side: Side) -> String;
    /// A unit or a model, by its id.
    fn unit(&self, id: &str) -> String {
        id.to_string()
    }
    /// The models of one profile of a mixed raid unit (R-RAID-6), by the unit's id and the
    /// profile's place in it (0 its own); the whole unit for none.
    fn group(&self, unit: &str, profile: Option<u32>) -> String {
        match profile {
            None => self.unit(unit),
            Some(i) => format!("{} ({})", self.unit(unit), i + 1),
        }
    }
    /// A commander order card, by the name the battle keeps it by.
    fn order(&self, name: &str) -> String {
        name.to_string()
    }
    /// A terrain piece of the table, by its id.
    fn terrain(&self, id: &str) -> String {
        id.to_string()
    }
    /// An objective of the scenario, by its id.
    fn objective(&self, id: &str) -> String {
        id.to_string()
    }
    /// A mission of the scenario (R-MISSION-1), by its id.
    fn mission(&self, id: &str) -> String {
        id.to_string()
    }
    /// The part the scenario gives `side` now (attacker, defender...; R-SCEN-1), when it gives
    /// parts.
    fn role(&self, _side: Side) -> Option<String> {
        None
    }
    /// A ki ability, by its id in the faction file.
    fn ability(&self, id: &str) -> String {
        id.to_string()
    }
    /// Whether the reader sits across the table from `side` and sees its cards and commander
    /// orders face down (R-DECK-1, R-DECK-2): then what it draws and keeps is told by number,
    /// not by value or name. The window's reader facing the computer; never the command line's.
    fn face_down(&self, _side: Side) -> bool {
        false
    }
}

/// The sides by these names, everything else by its id (the command line's way).
impl Names for [String; 2] {
    fn side(&self, side: Side) -> String {
        self[side.index()].clone()
    }
}
