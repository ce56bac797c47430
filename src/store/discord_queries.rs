//! Queries only the Discord frontend needs: where boards live and which
//! version they show, live games by channel (threads included), and armed
//! deadlines for the scheduler; with each game's guild, so a process that
//! runs some of the shards keeps to its own games. Plus what the operations
//! listener reads: games per kind and status, and a ping.

use sqlx::Row;

use super::{GameId, Store, StoreError};

/// One of a game's board messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRef {
    /// `main`, or `sub{i}` for sub-table `i`.
    pub board: String,
    pub channel_id: String,
    pub message_id: String,
    /// The game version it last showed, if confirmed.
    pub version: Option<u64>,
}

impl Store {
    /// Every board message of a game, with the version each shows.
    pub async fn boards(&self, id: GameId) -> Result<Vec<BoardRef>, StoreError> {
        let rows = sqlx::query(
            "SELECT board, channel_id, message_id, version FROM board_messages WHERE game_id = $1 ORDER BY board",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let version: Option<i64> = r.try_get("version")?;
                Ok(BoardRef {
                    board: r.try_get("board")?,
                    channel_id: r.try_get("channel_id")?,
                    message_id: r.try_get("message_id")?,
                    version: version.map(|v| v as u64),
                })
            })
            .collect()
    }

    /// Remember that a board now shows `version` (`None`: an edit failed,
    /// so it shows something older).
    pub async fn set_board_version(
        &self,
        id: GameId,
        board: &str,
        version: Option<u64>,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE board_messages SET version = $1 WHERE game_id = $2 AND board = $3")
            .bind(version.map(|v| v as i64))
            .bind(id)
            .bind(board)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The lobby or running game played in a channel: its own channel, or a
    /// thread holding one of its boards (a tournament group).
    pub async fn live_game_at(&self, channel_id: &str) -> Result<Option<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE channel_id = $1 AND status IN ('lobby', 'running')
             UNION
             SELECT g.id FROM games g JOIN board_messages b ON b.game_id = g.id
             WHERE b.channel_id = $1 AND g.status IN ('lobby', 'running')
             ORDER BY 1 LIMIT 1",
        )
        .bind(channel_id)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Running games with an armed timer: `(game, unix ms)`.
    pub async fn armed_deadlines(&self) -> Result<Vec<(GameId, i64)>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, deadline_at FROM games WHERE status = 'running' AND deadline_at IS NOT NULL ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("id")?, r.try_get("deadline_at")?)))
            .collect()
    }

    /// Running games with an armed timer and their guild:
    /// `(game, guild id, unix ms)`.
    pub async fn armed_deadlines_by_guild(
        &self,
    ) -> Result<Vec<(GameId, Option<String>, i64)>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, guild_id, deadline_at FROM games WHERE status = 'running' AND deadline_at IS NOT NULL ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get("id")?,
                    r.try_get("guild_id")?,
                    r.try_get("deadline_at")?,
                ))
            })
            .collect()
    }

    /// Lobbies and running games with their guild: `(game, guild id)`.
    pub async fn unfinished_games_by_guild(
        &self,
    ) -> Result<Vec<(GameId, Option<String>)>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, guild_id FROM games WHERE status IN ('lobby', 'running') ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("id")?, r.try_get("guild_id")?)))
            .collect()
    }

    /// How many games there are of each kind in each status:
    /// `(kind slug, status, count)`.
    pub async fn game_counts(&self) -> Result<Vec<(String, String, i64)>, StoreError> {
        let rows = sqlx::query(
            "SELECT kind, status, COUNT(*) AS n FROM games GROUP BY kind, status ORDER BY kind, status",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("kind")?, r.try_get("status")?, r.try_get("n")?)))
            .collect()
    }

    /// Whether the database answers.
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }
}
