//! A frontend's own bookkeeping, written through the table like everything
//! else: where a game's board messages are and which version each shows,
//! a user's DM preference, and what the Discord frontend must remember
//! across restarts (the mutes it set and what they replaced, DM channels
//! and closed DMs, members who see every thread). None of it touches a game's state or
//! version, so it needs no game lock.

use super::{Table, TableError};
use crate::store::discord_queries::MuteRow;
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

    /// Forget a board or room thread that is gone (it is made anew).
    pub async fn forget_board(&self, id: GameId, board: &str) -> Result<(), TableError> {
        self.store.delete_board(id, board).await?;
        Ok(())
    }

    /// Remember a mute the Discord frontend set (or asked for).
    pub async fn record_mute(&self, id: GameId, mute: &MuteRow) -> Result<(), TableError> {
        self.store.put_mute(id, mute).await?;
        Ok(())
    }

    /// Forget a mute once it is lifted.
    pub async fn forget_mute(&self, id: GameId, user_id: &str) -> Result<(), TableError> {
        self.store.delete_mute(id, user_id).await?;
        Ok(())
    }

    /// Remember a user's DM channel.
    pub async fn record_dm_channel(&self, user_id: &str, channel: &str) -> Result<(), TableError> {
        self.store.set_dm_channel(user_id, channel).await?;
        Ok(())
    }

    /// Remember that a user's DMs refuse the bot (or accept it again).
    pub async fn record_dm_closed(&self, user_id: &str, closed: bool) -> Result<(), TableError> {
        self.store.set_dm_closed(user_id, closed).await?;
        Ok(())
    }

    /// Remember whether a member sees every thread and ignores overwrites.
    pub async fn record_privileged(
        &self,
        guild_id: &str,
        user_id: &str,
        privileged: bool,
    ) -> Result<(), TableError> {
        self.store
            .set_privileged(guild_id, user_id, privileged)
            .await?;
        Ok(())
    }
}
