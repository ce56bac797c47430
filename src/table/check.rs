//! Whether a stored game is whole: its seats, its action log and its
//! snapshot agree. [`Table::check_game`] replays the log from the deal and
//! compares it with the snapshot; `wolfden check` asks it of every game,
//! and terminal play of every game it resumes, so a log changed under an
//! intact snapshot is named instead of played on. [`Table::load`] uses
//! [`Table::replay_whole_log`] to rebuild a lost snapshot.

use super::{replay, Table, TableError};
use crate::engine::Actor;
use crate::games::AnyGame;
use crate::store::{GameId, GameRow, GameStatus, StoreError};

/// What [`Table::check_game`] found in a game that can be played on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Health {
    /// Seats, log and snapshot agree (or a lobby, with no log yet).
    Whole,
    /// The snapshot is missing, unreadable or of another kind of game, but
    /// the log is whole: loading the game rebuilds it (the reason).
    Repairable(String),
}

impl Table {
    /// Check one game: `Err` (naming the game) when its rows disagree in a
    /// way that cannot be repaired.
    pub async fn check_game(&self, id: GameId) -> Result<Health, TableError> {
        // Row, seats and the whole log in one transaction: a game played
        // meanwhile is seen as it was, never half-written.
        let row = self
            .store
            .load_game_with_log(id)
            .await?
            .ok_or(TableError::NotFound(id))?;
        if !matches!(row.status, GameStatus::Running | GameStatus::Finished) {
            return Ok(Health::Whole);
        }
        let log = &row.tail.actions;
        whole_log(&row, log.len())?;
        // The stored snapshot is the state after `checkpoint.version`
        // actions; every action after it must apply too.
        let at_checkpoint = row.checkpoint.version.min(row.version) as usize;
        let replayed = rebuilt(&row, &log[..at_checkpoint])?;
        let Some(stored) = &row.snapshot else {
            rebuilt(&row, log)?;
            return Ok(Health::Repairable(format!(
                "game #{id} has a missing or unreadable snapshot; its log is whole, so it is rebuilt from the log when the game is loaded"
            )));
        };
        if !same_state(stored, &replayed) {
            return Err(StoreError::Corrupt(format!(
                "game #{id}: its action log does not replay to its snapshot (the log, the seats or the snapshot were changed)"
            ))
            .into());
        }
        rebuilt(&row, log)?;
        Ok(Health::Whole)
    }

    /// The game `row` describes, replayed from its log, once the log is
    /// known to hold exactly `version` actions; otherwise corrupt, naming
    /// the game.
    pub(super) async fn replay_whole_log(&self, row: &GameRow) -> Result<AnyGame, TableError> {
        let log = self.store.actions(row.id).await?;
        whole_log(row, log.len())?;
        rebuilt(row, &log)
    }
}

/// `row`'s game replayed through `log`, or corrupt, naming the game.
fn rebuilt(row: &GameRow, log: &[(Actor, String)]) -> Result<AnyGame, TableError> {
    replay(row, log).map_err(|e| {
        StoreError::Corrupt(format!(
            "game #{} cannot be rebuilt from its log: {e}",
            row.id
        ))
        .into()
    })
}

/// A log of `held` actions is whole for `row` when it holds one per version.
fn whole_log(row: &GameRow, held: usize) -> Result<(), TableError> {
    if held as u64 != row.version {
        return Err(StoreError::Corrupt(format!(
            "game #{} is at version {} but its log holds {held} actions",
            row.id, row.version
        ))
        .into());
    }
    Ok(())
}

/// Two states are the same game when they serialise alike.
fn same_state(a: &AnyGame, b: &AnyGame) -> bool {
    match (serde_json::to_value(a), serde_json::to_value(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
