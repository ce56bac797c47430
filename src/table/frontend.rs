//! A frontend's own bookkeeping, written through the table like everything
//! else: where a game's board messages are and which version each shows,
//! and a user's DM preference. None of it touches a game's state or
//! version, so it needs no game lock.

use super::{Table, TableError};
use crate::store::GameId;

impl Table {
    /// Remember that board `board` of a game is message `message_id` in
    /// `channel_id`, showing `version` (`None`: not confirmed yet).
    pub async fn record_board(
        &self,
        id: GameId,
        board: &str,
        channel_id: &str,
        message_id: &str,
        version: Option<u64>,
    ) -> Result<(), TableError> {
        self.store
            .set_board_message(id, board, channel_id, message_id, version)
            .await?;
        Ok(())
    }

    /// Remember that a board now shows `version` (`None`: an edit failed,
    /// so it shows something older).
    pub async fn record_board_version(
        &self,
        id: GameId,
        board: &str,
        version: Option<u64>,
    ) -> Result<(), TableError> {
        self.store.set_board_version(id, board, version).await?;
        Ok(())
    }

    /// Turn DM pushes off (or on again) for a user.
    pub async fn set_dm_opt_out(&self, user_id: &str, opt_out: bool) -> Result<(), TableError> {
        self.store.set_dm_opt_out(user_id, opt_out).await?;
        Ok(())
    }
}
