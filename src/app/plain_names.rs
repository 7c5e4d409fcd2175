//! The names of a plain table (no battle open): its terrain and objectives, and, with both
//! armies put down from their lists, their units by the lists' names, as the odds panel names
//! them. Kept for the language and table they were made for, and made again only when either
//! changes, not several times a frame.

use super::i18n::Lang;
use crate::army::Faction;
use crate::narration::names::BattleNames;
use crate::table::model::TableFile;
use std::cell::RefCell;

/// The names a plain table was last named with: its language, the table, the names.
#[derive(Debug, Default)]
pub struct PlainTableNames(RefCell<Option<(Lang, TableFile, BattleNames)>>);

impl PlainTableNames {
    /// `table`'s names in `lang`, its listed units found among the `known` factions.
    pub fn of(&self, lang: Lang, table: &TableFile, known: &[Faction]) -> BattleNames {
        let mut cached = self.0.borrow_mut();
        if let Some((l, t, names)) = cached.as_ref()
            && *l == lang
            && t == table
        {
            return names.clone();
        }
        let listed = table.units.iter().any(|n| n.from_list.is_some());
        let plain = listed
            .then(|| crate::battle::setup::plain_table::state_of_plain_table(table, known))
            .flatten();
        let names = match plain {
            Some(s) => BattleNames::new(lang, &s, &s),
            None => BattleNames::of_table(lang, table),
        };
        *cached = Some((lang, table.clone(), names.clone()));
        names
    }
}
