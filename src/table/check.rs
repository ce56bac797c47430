//! Whether a stored game is whole: its seats, its action log and its
//! snapshot agree. [`Table::check_game`] replays the log from the deal and
//! compares it with the snapshot; `wolfden check` asks it of every game,
//! and terminal play of every game it resumes, so a log changed under an
//! intact snapshot is named instead of played on. [`Table::load`] uses
//! [`Table::replay_whole_log`] to rebuild a lost snapshot.

use super::{replay, Table, TableError};
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
        let row = self
            .store
            .load_game(id)
            .await?
            .ok_or(TableError::NotFound(id))?;
        if !matches!(row.status, GameStatus::Running | GameStatus::Finished) {
            return Ok(Health::Whole);
        }
        let replayed = self.replay_whole_log(&row).await?;
        let Some(stored) = &row.snapshot else {
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
        Ok(Health::Whole)
    }

    /// The game `row` describes, replayed from its log, once the log is
    /// known to hold exactly `version` actions; otherwise corrupt, naming
    /// the game.
    pub(super) async fn replay_whole_log(&self, row: &GameRow) -> Result<AnyGame, TableError> {
        let id = row.id;
        let log = self.store.actions(id).await?;
        if log.len() as u64 != row.version {
            return Err(StoreError::Corrupt(format!(
                "game #{id} is at version {} but its log holds {} actions",
                row.version,
                log.len()
            ))
            .into());
        }
        replay(row, &log).map_err(|e| {
            StoreError::Corrupt(format!("game #{id} cannot be rebuilt from its log: {e}")).into()
        })
    }
}

/// Two states are the same game when they serialise alike.
fn same_state(a: &AnyGame, b: &AnyGame) -> bool {
    match (serde_json::to_value(a), serde_json::to_value(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
