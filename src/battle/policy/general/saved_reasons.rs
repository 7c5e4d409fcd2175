//! The computer general's reasons in a saved battle (format 6, [`SavedBattle::reasons`]): each
//! decision as JSON beside the log entry its command became, so a battle reopened in the window
//! or replayed on the command line still says why the computer played as it did. The engine
//! stores them and never reads them.

use std::collections::BTreeMap;

use crate::battle::engine::log::SavedBattle;
use crate::battle::policy::general::reasons::Decision;

/// The decisions, by entry (1 is the first command), as a save carries them.
pub fn to_save(decisions: &BTreeMap<usize, Decision>) -> BTreeMap<usize, serde_json::Value> {
    decisions
        .iter()
        .filter_map(|(&entry, d)| Some((entry, serde_json::to_value(d).ok()?)))
        .collect()
}

/// The decisions a save carries, by entry: those that read as a decision and whose command is
/// the command logged at their entry. Others (written by another version, or left beside an
/// entry that was edited) are left out; the battle opens the same either way.
pub fn from_save(saved: &SavedBattle) -> BTreeMap<usize, Decision> {
    saved
        .reasons
        .iter()
        .filter_map(|(&entry, value)| {
            let d: Decision = serde_json::from_value(value.clone()).ok()?;
            let logged = saved.log.get(entry.checked_sub(1)?)?;
            (logged.command == d.command).then_some((entry, d))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::policy::general::play::{Seats, play_until, seats};
    use crate::battle::policy::general::tournament::Fixture;
    use crate::battle::policy::general::{Level, Temperament};

    /// A few commands of the pitched battle of `docs/cli.md`, side 0 played by the normal general:
    /// its decisions by entry, and the battle.
    fn played() -> (crate::battle::Battle, BTreeMap<usize, Decision>) {
        let fixture = Fixture::bundled("pitched_battle", ["akagane_400", "hayashi_400"]);
        let mut battle = fixture.battle(7).unwrap();
        let mut s: Seats = seats(
            [Level::Normal, Level::First],
            [Temperament::default(); 2],
            7,
        );
        let mut decisions = BTreeMap::new();
        play_until(
            &mut battle,
            &mut s,
            150,
            |_| false,
            |p| {
                decisions.insert(p.entry, p.decision.clone());
            },
        )
        .unwrap_err();
        (battle, decisions)
    }

    #[test]
    fn the_generals_reasons_come_back_from_a_save_for_the_entries_they_gave() {
        let (battle, decisions) = played();
        assert!(decisions.len() >= 10, "{}", decisions.len());
        let mut saved = battle.to_saved();
        saved.reasons = to_save(&decisions);
        let text = serde_json::to_string(&saved).unwrap();
        let back: SavedBattle = serde_json::from_str(&text).unwrap();
        assert_eq!(from_save(&back), decisions);
        // The battle opens from its events alone, the same with reasons or without.
        let bare = battle.to_saved();
        assert_eq!(
            crate::battle::Battle::open(&back).unwrap().state(),
            crate::battle::Battle::open(&bare).unwrap().state()
        );
        assert!(
            !serde_json::to_string(&bare)
                .unwrap()
                .contains("\"reasons\"")
        );
    }

    #[test]
    fn a_reason_beside_another_command_or_unreadable_is_left_out() {
        let (battle, decisions) = played();
        let mut saved = battle.to_saved();
        saved.reasons = to_save(&decisions);
        let (&first, _) = decisions.iter().next().unwrap();
        let (&second, _) = decisions.iter().nth(1).unwrap();
        // The first reason moved beside another entry, the second one garbled.
        let moved = saved.reasons.remove(&first).unwrap();
        let free = (1..=saved.log.len())
            .find(|e| !decisions.contains_key(e))
            .unwrap();
        saved.reasons.insert(free, moved);
        saved
            .reasons
            .insert(second, serde_json::json!({"command": 3}));
        let back = from_save(&saved);
        assert_eq!(back.len(), decisions.len() - 2);
        assert!(!back.contains_key(&first) && !back.contains_key(&second));
        assert!(!back.contains_key(&free));
    }
}
