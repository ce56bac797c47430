//! A running game everyone abandoned ends: when no seat a human holds has
//! acted for the game's `abandon_after` option (default 24 hours), the
//! game ends as abandoned, the way a moderator's stop ends it (status
//! cancelled, its action log kept, no results, so no rating changes and no
//! loss in anyone's stats), and the table is told in one line.
//!
//! No timer of its own is stored: the time comes from when a human last
//! acted ([`GameRow::last_human_at`]: the game's start, or the latest
//! action logged for a seat a human holds, read from the store with the
//! game), so a restart keeps it, and the timer task wakes for it like for
//! any deadline ([`GameRow::wakes_at`]). A game held in memory may know an
//! older last action (a move made since): the time is read again from the
//! store before the game is ended, and a game that is not due is left as
//! it is.

use super::{option_value_words, GameLock, TableError};
use crate::engine::options::ABANDON_AFTER;
use crate::engine::{Event, Text};
use crate::store::{GameRow, GameStatus};
use crate::text;

/// Whether `row` is a running game past its abandonment time at `now`.
fn is_due(row: &GameRow, now: i64) -> bool {
    row.status == GameStatus::Running && row.abandons_at().is_some_and(|at| at <= now)
}

/// How long the game `row` waits for a human move, in words ("24 h").
fn waited_in_words(row: &GameRow) -> Text {
    let specs = row.kind.option_specs();
    match specs.iter().find(|s| s.key == ABANDON_AFTER) {
        Some(spec) => option_value_words(row.kind, spec, row.options.text(ABANDON_AFTER)),
        None => Text::from(row.options.text(ABANDON_AFTER)),
    }
}

impl GameLock<'_> {
    /// End the running game as abandoned if no human has acted for its
    /// `abandon_after` option: the line telling the table, once ended;
    /// `None` when it is not due (a human acted since), or not running.
    pub async fn abandon_if_due(&mut self) -> Result<Option<Event>, TableError> {
        let now = self.table.now_ms();
        if !is_due(&self.row, now) {
            return Ok(None);
        }
        // The last human action as stored: the held row may predate a move.
        self.reload().await?;
        if !is_due(&self.row, now) {
            return Ok(None);
        }
        if !self.end().await? {
            // Ended meanwhile by someone else: nothing to tell.
            self.reload().await?;
            return Ok(None);
        }
        let waited = waited_in_words(&self.row);
        Ok(Some(Event::public(text!("abandon-notice", time = waited))))
    }
}
