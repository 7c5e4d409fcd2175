//! The army lists a side may take, wherever the window offers a choice of them (the start
//! page's battle, the new-battle form, the armies put on a plain table): the shipped lists,
//! then the player's own among the recent files (opened, dropped or saved before; lists of the
//! player's own factions among them), read again only when the recent files change.

use super::bundled::{self, BundledFile};
use std::path::PathBuf;

/// The player's own lists found among the recent files, kept for the recent files they were
/// read from.
#[derive(Debug, Clone, Default)]
pub struct ListChoices {
    own: Option<(Vec<PathBuf>, Vec<BundledFile>)>,
}

impl ListChoices {
    /// The shipped lists of the book's battle, then the player's own among `recent`: the
    /// shipped ones keep their places, so an index of the shipped lists is one of these too.
    pub fn of(&mut self, recent: &[PathBuf]) -> Vec<BundledFile> {
        self.of_mode(recent, None)
    }

    /// Every shipped list, the book's battle first, then the raid and the total war lists, then
    /// the player's own among `recent`: a plain table measures a battle of any game. The
    /// book's lists keep their places, so an index of [`bundled::lists`] is one of these too.
    pub fn of_every_mode(&mut self, recent: &[PathBuf]) -> Vec<BundledFile> {
        let mut out = bundled::lists().to_vec();
        for mode in ["raid", "total_war"] {
            out.extend(bundled::lists_for(Some(mode)).iter().cloned());
        }
        for own in self.of(recent).into_iter().skip(bundled::lists().len()) {
            if !out.iter().any(|f| f.path == own.path) {
                out.push(own);
            }
        }
        out
    }

    /// The lists for a scenario of game `mode` (`"raid"`; `None` for the book's battle): the
    /// shipped lists of that mode, then the player's own among `recent` (on a raid or total war
    /// scenario only those of its mode, R-RAID-7).
    pub fn of_mode(&mut self, recent: &[PathBuf], mode: Option<&str>) -> Vec<BundledFile> {
        if self.own.as_ref().is_none_or(|(r, _)| r != recent) {
            self.own = Some((recent.to_vec(), bundled::own_lists(recent)));
        }
        let mut out = bundled::lists_for(mode).to_vec();
        if let Some((_, own)) = &self.own {
            let fits = |l: &&BundledFile| mode.is_none() || l.mode.as_deref() == mode;
            out.extend(own.iter().filter(fits).cloned());
        }
        out
    }
}
