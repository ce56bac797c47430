//! Rematch: a finished game opens a new lobby in its channel with the
//! same game, options and seats (humans and bots in the same order) and
//! the same host, who starts it; anyone may leave it like any lobby. One
//! rematch per game: the store refuses a second (`games.rematch_of` is
//! unique), so a double click or an old board's button opens nothing.

use super::{GameLock, Table, TableError};
use crate::store::{GameId, GameStatus, NewGame, StoreError};

impl Table {
    /// Open the rematch lobby of finished game `of`, asked by `user`, who
    /// must have played in it; held, like [`Table::open_lobby`].
    pub async fn open_rematch(
        &self,
        of: GameId,
        user: &str,
        seed: u64,
    ) -> Result<GameLock<'_>, TableError> {
        let old = self.load(of).await?;
        if old.status != GameStatus::Finished {
            return Err(TableError::NotFinished(of));
        }
        if old.seat_of(user).is_none() {
            return Err(TableError::NotSeated);
        }
        if let Some(id) = self.store.rematch_of(of).await? {
            return Err(TableError::RematchTaken { of, id });
        }
        // The old host while still at the table, else whoever asked.
        let host = old
            .host_id
            .clone()
            .filter(|h| old.seat_of(h).is_some())
            .unwrap_or_else(|| user.to_string());
        let new = NewGame {
            kind: old.kind,
            options: old.options.clone(),
            seed,
            guild_id: old.guild_id.clone(),
            channel_id: old.channel_id.clone(),
            host_id: Some(host),
            seats: old.seats.clone(),
            snapshot: None,
            deadlines: Default::default(),
            locale: old.locale,
        };
        let id = match self.store.insert_rematch(of, &new, self.now_ms()).await {
            Ok(id) => id,
            Err(StoreError::ChannelBusy) => {
                return Err(match self.store.rematch_of(of).await? {
                    Some(id) => TableError::RematchTaken { of, id },
                    None => StoreError::ChannelBusy.into(),
                })
            }
            Err(e) => return Err(e.into()),
        };
        self.lock(id).await
    }
}
