//! Queries only the Discord frontend needs: where boards live and which
//! version they show, live games by channel (threads included), armed
//! deadlines for the scheduler, the overwrites the bot set to mute players
//! (with what was there before), users' DM channels and closed DMs, and
//! members who see every thread; each user's and each server's language;
//! each game's guild, so a process that runs
//! some of the shards keeps to its own games; and what the operations
//! listener reads (games per kind and status, a ping).

use sqlx::{AssertSqlSafe, Row};

use super::{rows, GameId, GameStatus, Store, StoreError};
use crate::engine::Options;

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

/// A game a restart looks at ([`Store::games_to_repair`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToRepair {
    pub id: GameId,
    pub guild_id: Option<String>,
    pub status: GameStatus,
    /// The main board and every sub-table board show the game's version.
    pub boards_current: bool,
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

    /// Live games of a guild (lobbies and running games).
    pub async fn live_games_in_guild(&self, guild_id: &str) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE guild_id = $1 AND status IN ('lobby', 'running') ORDER BY id",
        )
        .bind(guild_id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Games a restart must look at: every lobby and running game, every
    /// ended game whose main board missed its last edit, and every game
    /// still holding a mute or an open room thread; in id order, with each
    /// game's guild, status, and whether its boards are current (the main
    /// board and every sub-table board show the game's version), so a
    /// restart need not load a game that owes Discord nothing.
    pub async fn games_to_repair(&self) -> Result<Vec<ToRepair>, StoreError> {
        let rows = sqlx::query(
            "SELECT g.id, g.guild_id, g.status, CAST(CASE WHEN
                     EXISTS (SELECT 1 FROM board_messages b
                             WHERE b.game_id = g.id AND b.board = 'main' AND b.version = g.version)
                     AND NOT EXISTS (SELECT 1 FROM board_messages b
                             WHERE b.game_id = g.id AND b.board LIKE 'sub%'
                             AND (b.version IS NULL OR b.version <> g.version))
                 THEN 1 ELSE 0 END AS BIGINT) AS boards_current
             FROM games g WHERE g.id IN (
                 SELECT id FROM games WHERE status IN ('lobby', 'running')
                 UNION
                 SELECT g.id FROM games g JOIN board_messages b ON b.game_id = g.id AND b.board = 'main'
                 WHERE g.status IN ('finished', 'cancelled') AND (b.version IS NULL OR b.version <> g.version)
                 UNION
                 SELECT game_id FROM discord_mutes
                 UNION
                 SELECT game_id FROM board_messages
                 WHERE board LIKE 'room:%' AND channel_id <> '0' AND message_id <> 'archived')
             ORDER BY g.id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let status: String = r.try_get("status")?;
                let current: i64 = r.try_get("boards_current")?;
                Ok(ToRepair {
                    id: r.try_get("id")?,
                    guild_id: r.try_get("guild_id")?,
                    status: GameStatus::parse(&status)?,
                    boards_current: current != 0,
                })
            })
            .collect()
    }

    /// Forget one of a game's boards (or room threads).
    pub async fn delete_board(&self, id: GameId, board: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM board_messages WHERE game_id = $1 AND board = $2")
            .bind(id)
            .bind(board)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The mutes the bot holds for a game.
    pub async fn mutes(&self, id: GameId) -> Result<Vec<MuteRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT user_id, channel_id, prior_allow, prior_deny, enforced FROM discord_mutes
             WHERE game_id = $1 ORDER BY user_id",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let bits = |name: &str| -> Result<Option<u64>, StoreError> {
                    let v: Option<String> = r.try_get(name)?;
                    Ok(v.and_then(|v| v.parse().ok()))
                };
                let allow = bits("prior_allow")?;
                let deny = bits("prior_deny")?;
                Ok(MuteRow {
                    user_id: r.try_get("user_id")?,
                    channel_id: r.try_get("channel_id")?,
                    prior: allow.map(|a| (a, deny.unwrap_or(0))),
                    enforced: r.try_get::<i64, _>("enforced")? != 0,
                })
            })
            .collect()
    }

    pub async fn put_mute(&self, id: GameId, m: &MuteRow) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO discord_mutes (game_id, user_id, channel_id, prior_allow, prior_deny, enforced)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (game_id, user_id) DO UPDATE SET channel_id = excluded.channel_id,
               prior_allow = excluded.prior_allow, prior_deny = excluded.prior_deny,
               enforced = excluded.enforced",
        )
        .bind(id)
        .bind(&m.user_id)
        .bind(&m.channel_id)
        .bind(m.prior.map(|p| p.0.to_string()))
        .bind(m.prior.map(|p| p.1.to_string()))
        .bind(m.enforced as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn delete_mute(&self, id: GameId, user_id: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM discord_mutes WHERE game_id = $1 AND user_id = $2")
            .bind(id)
            .bind(user_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The members a game server-muted in voice (their user ids).
    pub async fn voice_mutes(&self, id: GameId) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT user_id FROM discord_voice_mutes WHERE game_id = $1 ORDER BY user_id",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok(r.try_get("user_id")?)).collect()
    }

    /// The games that hold a voice mute of a guild's member.
    pub async fn voice_mutes_of(
        &self,
        guild_id: &str,
        user_id: &str,
    ) -> Result<Vec<GameId>, StoreError> {
        let rows = sqlx::query(
            "SELECT game_id FROM discord_voice_mutes WHERE guild_id = $1 AND user_id = $2
             ORDER BY game_id",
        )
        .bind(guild_id)
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok(r.try_get("game_id")?)).collect()
    }

    /// The games of a guild that hold voice mutes.
    pub async fn voice_games_in_guild(&self, guild_id: &str) -> Result<Vec<GameId>, StoreError> {
        let rows = sqlx::query(
            "SELECT DISTINCT game_id FROM discord_voice_mutes WHERE guild_id = $1 ORDER BY game_id",
        )
        .bind(guild_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok(r.try_get("game_id")?)).collect()
    }

    /// Remember a voice mute (before it is sent).
    pub async fn put_voice_mute(
        &self,
        id: GameId,
        guild_id: &str,
        user_id: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO discord_voice_mutes (game_id, guild_id, user_id) VALUES ($1, $2, $3)
             ON CONFLICT (game_id, user_id) DO NOTHING",
        )
        .bind(id)
        .bind(guild_id)
        .bind(user_id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Forget a voice mute once it is lifted (or was never ours).
    pub async fn delete_voice_mute(&self, id: GameId, user_id: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM discord_voice_mutes WHERE game_id = $1 AND user_id = $2")
            .bind(id)
            .bind(user_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// What is known of a user's DMs: (their DM channel, closed).
    pub async fn dm_state(&self, user_id: &str) -> Result<(Option<String>, bool), StoreError> {
        let row = sqlx::query("SELECT channel_id, closed FROM discord_dms WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await?;
        match row {
            Some(r) => Ok((
                r.try_get("channel_id")?,
                r.try_get::<i64, _>("closed")? != 0,
            )),
            None => Ok((None, false)),
        }
    }

    pub async fn set_dm_channel(&self, user_id: &str, channel_id: &str) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO discord_dms (user_id, channel_id) VALUES ($1, $2)
             ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id",
        )
        .bind(user_id)
        .bind(channel_id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn set_dm_closed(&self, user_id: &str, closed: bool) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO discord_dms (user_id, closed) VALUES ($1, $2)
             ON CONFLICT (user_id) DO UPDATE SET closed = excluded.closed",
        )
        .bind(user_id)
        .bind(closed as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Whether a member sees every thread and ignores overwrites in a guild.
    pub async fn is_privileged(&self, guild_id: &str, user_id: &str) -> Result<bool, StoreError> {
        let v: Option<i64> = sqlx::query_scalar(
            "SELECT 1 FROM discord_privileged WHERE guild_id = $1 AND user_id = $2",
        )
        .bind(guild_id)
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(v.is_some())
    }

    pub async fn set_privileged(
        &self,
        guild_id: &str,
        user_id: &str,
        privileged: bool,
    ) -> Result<(), StoreError> {
        let sql = if privileged {
            "INSERT INTO discord_privileged (guild_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING"
        } else {
            "DELETE FROM discord_privileged WHERE guild_id = $1 AND user_id = $2"
        };
        sqlx::query(sql)
            .bind(guild_id)
            .bind(user_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Running games and lobbies with their guild and when the timer task
    /// must look at them: `(game, guild id, unix ms)`, the earliest of the
    /// game's own timer (a lobby's expiry), the turn timer, its reminder
    /// and a running game's abandonment.
    pub async fn armed_deadlines_by_guild(
        &self,
    ) -> Result<Vec<(GameId, Option<String>, i64)>, StoreError> {
        let sql = format!(
            "SELECT id, guild_id, status, options, created_at, started_at, deadline_at, turn_at,
                    turn_remind_at, {}
             FROM games
             WHERE status = 'running'
                OR (status = 'lobby' AND (deadline_at IS NOT NULL OR turn_at IS NOT NULL
                                          OR turn_remind_at IS NOT NULL))
             ORDER BY id",
            rows::SELECT_HUMAN_ACTED_AT
        );
        let rows = sqlx::query(AssertSqlSafe(sql))
            .fetch_all(&self.pool)
            .await?;
        let mut armed = Vec::with_capacity(rows.len());
        for r in &rows {
            let mut times = ["deadline_at", "turn_at", "turn_remind_at"]
                .into_iter()
                .map(|column| r.try_get::<Option<i64>, _>(column))
                .collect::<Result<Vec<_>, _>>()?;
            let status: String = r.try_get("status")?;
            if let Some(last) = rows::last_human_at(r, &status)? {
                let options: String = r.try_get("options")?;
                let options: Options = serde_json::from_str(&options)
                    .map_err(|e| StoreError::Corrupt(e.to_string()))?;
                times.push(Some(last + rows::abandon_after_ms(&options)));
            }
            if let Some(at) = times.into_iter().flatten().min() {
                armed.push((r.try_get("id")?, r.try_get("guild_id")?, at));
            }
        }
        Ok(armed)
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

    /// The language remembered for a user or a server: its tag, and
    /// whether it was chosen with `/language` (else heard from Discord).
    pub async fn language(
        &self,
        kind: LanguageOf,
        id: &str,
    ) -> Result<Option<(String, bool)>, StoreError> {
        let row =
            sqlx::query("SELECT locale, chosen FROM discord_languages WHERE kind = $1 AND id = $2")
                .bind(kind.as_str())
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        match row {
            Some(r) => Ok(Some((
                r.try_get("locale")?,
                r.try_get::<i64, _>("chosen")? != 0,
            ))),
            None => Ok(None),
        }
    }

    /// Remembers a user's or a server's language.
    pub async fn set_language(
        &self,
        kind: LanguageOf,
        id: &str,
        tag: &str,
        chosen: bool,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO discord_languages (kind, id, locale, chosen) VALUES ($1, $2, $3, $4)
             ON CONFLICT (kind, id) DO UPDATE SET locale = excluded.locale, chosen = excluded.chosen",
        )
        .bind(kind.as_str())
        .bind(id)
        .bind(tag)
        .bind(chosen as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Whether the database answers.
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }
}

/// Whose language [`Store::language`] remembers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LanguageOf {
    User,
    Server,
}

impl LanguageOf {
    fn as_str(self) -> &'static str {
        match self {
            LanguageOf::User => "user",
            LanguageOf::Server => "server",
        }
    }
}

/// A member overwrite the bot set to keep a player quiet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MuteRow {
    pub user_id: String,
    pub channel_id: String,
    /// The member's overwrite before the mute, (allow, deny); `None`: none.
    pub prior: Option<(u64, u64)>,
    /// The overwrite is in place (otherwise the bot only asked for quiet).
    pub enforced: bool,
}
