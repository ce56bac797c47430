//! The store: SQLite (embedded default) or PostgreSQL through sqlx, with
//! embedded migrations per backend ([`backend`]).
//!
//! A game is its row in `games` (kind, options, seed, latest snapshot,
//! version, deadline), its `seats`, and an append-only `actions` log. An
//! action is durable once its transaction appends it and writes the new
//! snapshot with `version = version + 1 WHERE version = expected`, so two
//! writers (two processes) can never both apply an action to the same
//! version. Actions of different games that arrive together share one
//! transaction ([`commit`]). Queries are checked at run time, so no database
//! is needed at compile time.

mod backend;
pub mod cluster;
mod commit;
pub mod discord_queries;
mod errors;
pub mod ratings;
mod retry;
mod rows;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use sqlx::AnyPool;
use sqlx::{Any, AssertSqlSafe, Row, Transaction};

use crate::engine::text::Locale;
use crate::engine::{Actor, Options, Outcome, Standing};
use crate::games::{AnyGame, GameKind};

pub use backend::Backend;
pub use errors::{is_transient, StoreError};
pub use retry::{Patience, GIVE_UP_AFTER};
pub use rows::{
    Absence, Checkpoint, Deadlines, GameRow, GameStatus, LobbyVote, LobbyVotes, LogTail, Named,
    SeatRow, Stamp, TurnTimer,
};

use commit::{Committer, PendingAction};

pub type GameId = i64;

/// A game to insert, in the lobby or already dealt.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub kind: GameKind,
    pub options: Options,
    pub seed: u64,
    pub guild_id: Option<String>,
    pub channel_id: Option<String>,
    pub host_id: Option<String>,
    pub seats: Vec<SeatRow>,
    /// `Some` to start at once (status running), `None` for a lobby.
    pub snapshot: Option<AnyGame>,
    /// The first timers: the game's own and the turn timer.
    pub deadlines: Deadlines,
    /// The language of the game's public text.
    pub locale: Locale,
}

/// A durable action: the game's new version, and the size of the
/// checkpoint written with it, if one was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Committed {
    pub version: u64,
    pub checkpoint_bytes: Option<usize>,
}

/// One applied action, ready to be made durable.
#[derive(Clone, Debug)]
pub struct ActionCommit<'a> {
    pub game_id: GameId,
    /// The version the action was applied to; the new version is this + 1.
    pub expected_version: u64,
    pub actor: Actor,
    pub action: &'a str,
    /// The game after the action.
    pub snapshot: &'a AnyGame,
    /// `None`: store `snapshot` as the new checkpoint. `Some(v)`: keep the
    /// stored checkpoint (the state after `v` actions); the action log
    /// carries the game from there.
    pub keep_checkpoint_at: Option<u64>,
    /// The timers after the action: the game's own and the turn timer.
    pub deadlines: Deadlines,
    /// Set when this action ended the game.
    pub outcome: Option<&'a Outcome>,
    pub now_ms: i64,
}

#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// The database as it was given, to name it in errors.
    url: Arc<str>,
    /// How long transient errors are retried ([`retry`]).
    patience: Patience,
    committer: Committer,
    /// Game snapshots parsed from JSON so far (see [`Store::snapshot_parses`]).
    parses: Arc<AtomicU64>,
    /// Shared by every query and commit in flight; [`Store::close_when_idle`]
    /// takes it alone, so a stop waits for the action in flight and lets no
    /// other start.
    gate: Arc<tokio::sync::RwLock<()>>,
}

impl Store {
    /// Open (creating if needed) a database and run its migrations:
    /// `postgres://…` for PostgreSQL; otherwise SQLite by URL (`sqlite://path`,
    /// `sqlite::memory:`) or plain file path.
    pub async fn open(url_or_path: &str) -> Result<Store, StoreError> {
        Store::open_with(url_or_path, true).await
    }

    /// Open a database that exists, to resume what it holds: a SQLite file
    /// that does not exist is [`StoreError::Missing`] and is not created
    /// (PostgreSQL opens as with [`Store::open`]).
    pub async fn open_existing(url_or_path: &str) -> Result<Store, StoreError> {
        Store::open_with(url_or_path, false).await
    }

    async fn open_with(url_or_path: &str, create: bool) -> Result<Store, StoreError> {
        let (pool, backend) = backend::open(url_or_path, create).await?;
        let url: Arc<str> = url_or_path.into();
        let patience = Patience::default();
        Ok(Store {
            committer: Committer::start(pool.clone(), backend, url.clone(), patience),
            pool,
            backend,
            url,
            patience,
            parses: Arc::default(),
            gate: Arc::default(),
        })
    }

    /// This store, giving up on a database that keeps failing with
    /// transient errors after `patience` instead of [`GIVE_UP_AFTER`].
    pub fn with_patience(mut self, patience: Patience) -> Store {
        self.patience = patience;
        self.committer =
            Committer::start(self.pool.clone(), self.backend, self.url.clone(), patience);
        self
    }

    /// The database as it was given (a path or URL), to name it.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Run `attempt`, trying again after transient errors ([`retry`]).
    async fn patiently<T, E, F, Fut>(&self, mut attempt: F) -> Result<T, StoreError>
    where
        E: Into<StoreError>,
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = Result<T, E>>,
    {
        let attempt = move || {
            let attempt = attempt();
            async move { attempt.await.map_err(Into::into) }
        };
        let _open = self.gate.read().await;
        self.patience.run(&self.url, || {}, attempt).await
    }

    /// The ids a query of games selects, oldest first.
    async fn game_ids(&self, sql: &'static str) -> Result<Vec<GameId>, StoreError> {
        self.patiently(move || sqlx::query_scalar(sql).fetch_all(&self.pool))
            .await
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// How many game snapshots this store (and its clones) parsed so far:
    /// a measure of how often a frontend reloads a game.
    pub fn snapshot_parses(&self) -> u64 {
        self.parses.load(Ordering::Relaxed)
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Close once the queries and commits in flight are done, and start no
    /// other in this process again (they wait forever): for a process that
    /// exits next, on a signal. Every acknowledged action is on disk and
    /// SQLite's write-ahead log is folded into the file.
    pub async fn close_when_idle(&self) {
        let shut = self.gate.clone().write_owned().await;
        self.pool.close().await;
        // Never let go: the process ends with the gate shut.
        std::mem::forget(shut);
    }

    /// Insert a new game with its seats; returns its id. Not retried: an
    /// insert whose answer was lost cannot tell it went through, and a
    /// second one would be a second game. A failure names the database.
    pub async fn insert_game(&self, new: &NewGame, now_ms: i64) -> Result<GameId, StoreError> {
        let _open = self.gate.read().await;
        self.insert_game_once(new, now_ms)
            .await
            .map_err(|e| e.at(&self.url))
    }

    async fn insert_game_once(&self, new: &NewGame, now_ms: i64) -> Result<GameId, StoreError> {
        let mut tx = self.pool.begin().await?;
        let (status, snapshot) = match &new.snapshot {
            Some(state) => (GameStatus::Running, Some(to_json(state)?)),
            None => (GameStatus::Lobby, None),
        };
        let inserted = sqlx::query(
            "INSERT INTO games (kind, status, options, seed, snapshot, snapshot_version, version, deadline_at, deadline_key,
                                turn_at, turn_key, turn_remind_at,
                                guild_id, channel_id, host_id, created_at, updated_at, locale)
             VALUES ($1, $2, $3, $4, $5, 0, 0, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
             RETURNING id",
        )
        .bind(new.kind.slug())
        .bind(status.as_str())
        .bind(to_json(&new.options)?)
        .bind(new.seed as i64)
        .bind(snapshot)
        .bind(new.deadlines.game.map(|d| d.0))
        .bind(new.deadlines.game.map(|d| d.1 as i64))
        .bind(new.deadlines.turn.map(|t| t.at))
        .bind(new.deadlines.turn.map(|t| t.key as i64))
        .bind(new.deadlines.turn.and_then(|t| t.remind_at))
        .bind(&new.guild_id)
        .bind(&new.channel_id)
        .bind(&new.host_id)
        .bind(now_ms)
        .bind(now_ms)
        .bind(new.locale.tag())
        .fetch_one(&mut *tx)
        .await;
        let id: GameId = match inserted {
            Ok(row) => row.try_get("id")?,
            Err(e) if is_unique_violation(&e) => return Err(StoreError::ChannelBusy),
            Err(e) => return Err(e.into()),
        };
        insert_seats(&mut tx, id, &new.seats).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// The game with its seats and the actions after its checkpoint, or
    /// `None` if there is no such game. A row that cannot be read is a
    /// corrupt-data error naming the game.
    pub async fn load_game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        self.load_game_with(id, false).await
    }

    /// [`Store::load_game`] with the whole action log in [`GameRow::tail`]
    /// (for a check): row, seats and log read in one transaction, so a
    /// game being played meanwhile is never seen half-written.
    pub async fn load_game_with_log(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        self.load_game_with(id, true).await
    }

    async fn load_game_with(
        &self,
        id: GameId,
        whole_log: bool,
    ) -> Result<Option<GameRow>, StoreError> {
        let backend = self.backend;
        let rows = self
            .patiently(move || async move {
                let mut tx = self.pool.begin().await?;
                if backend == Backend::Postgres {
                    // One snapshot of the database for the three reads
                    // (READ COMMITTED would give each its own).
                    sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
                        .execute(&mut *tx)
                        .await?;
                }
                let sql = format!(
                    "SELECT games.*, {}, {} FROM games WHERE id = $1",
                    rows::SELECT_HUMAN_ACTED_AT,
                    rows::SELECT_CHECKPOINT
                );
                let row = sqlx::query(AssertSqlSafe(sql))
                    .bind(id)
                    .fetch_optional(&mut *tx)
                    .await?;
                let Some(row) = row else { return Ok(None) };
                let seats = sqlx::query(
                    "SELECT seat, user_id, name, is_bot, named, missed_turns, away FROM seats WHERE game_id = $1 ORDER BY seat",
                )
                .bind(id)
                .fetch_all(&mut *tx)
                .await?;
                let after: i64 = match whole_log {
                    true => 0,
                    false => row.try_get(rows::CHECKPOINT_VERSION)?,
                };
                let log = sqlx::query(
                    "SELECT actor, action FROM actions WHERE game_id = $1 AND seq > $2 ORDER BY seq",
                )
                .bind(id)
                .bind(after)
                .fetch_all(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok::<_, sqlx::Error>(Some((row, seats, after, log)))
            })
            .await?;
        let Some((row, seats, after, log)) = rows else {
            return Ok(None);
        };
        let tail = rows::LogTail {
            after: after as u64,
            actions: rows::log_actions(id, &log)?,
        };
        let game = GameRow::from_rows(&row, &seats, tail).map_err(|e| match e {
            StoreError::Corrupt(what) => StoreError::corrupt_game(id, what),
            StoreError::Sql(e) => {
                StoreError::corrupt_game(id, format!("has a row that cannot be read: {e}"))
            }
            other => other,
        })?;
        if game.snapshot.is_some() {
            self.parses.fetch_add(1, Ordering::Relaxed);
        }
        Ok(Some(game))
    }

    /// The game's [`Stamp`], without reading its snapshot: whether a row
    /// kept in memory is still the stored one.
    pub async fn stamp(&self, id: GameId) -> Result<Option<Stamp>, StoreError> {
        let row = self
            .patiently(move || {
                sqlx::query("SELECT status, version, updated_at FROM games WHERE id = $1")
                    .bind(id)
                    .fetch_optional(&self.pool)
            })
            .await?;
        let Some(row) = row else { return Ok(None) };
        let status: String = row.try_get("status")?;
        let version: i64 = row.try_get("version")?;
        Ok(Some((
            GameStatus::parse(&status)?,
            version as u64,
            row.try_get("updated_at")?,
        )))
    }

    /// Make one action durable: append it and move the snapshot from
    /// `expected_version` to the next, all or nothing. Actions of other games
    /// committed at the same moment share the transaction ([`commit`]).
    pub async fn commit_action(&self, c: &ActionCommit<'_>) -> Result<Committed, StoreError> {
        let snapshot = match c.keep_checkpoint_at {
            None => Some(to_json(c.snapshot)?),
            Some(_) => None,
        };
        let checkpoint_bytes = snapshot.as_ref().map(String::len);
        let _open = self.gate.read().await;
        let version = self
            .committer
            .commit(PendingAction {
                game_id: c.game_id,
                kind: c.snapshot.kind(),
                expected_version: c.expected_version,
                actor: c.actor,
                action: c.action.to_string(),
                checkpoint_version: c.keep_checkpoint_at.unwrap_or(c.expected_version + 1),
                snapshot,
                deadlines: c.deadlines,
                outcome: c.outcome.cloned(),
                standings: match c.outcome {
                    Some(_) => c.snapshot.standings(),
                    None => Vec::new(),
                },
                now_ms: c.now_ms,
            })
            .await?;
        Ok(Committed {
            version,
            checkpoint_bytes,
        })
    }

    /// The action log of a game, in order.
    pub async fn actions(&self, id: GameId) -> Result<Vec<(Actor, String)>, StoreError> {
        let rows = self
            .patiently(move || {
                sqlx::query("SELECT actor, action FROM actions WHERE game_id = $1 ORDER BY seq")
                    .bind(id)
                    .fetch_all(&self.pool)
            })
            .await?;
        rows::log_actions(id, &rows)
    }

    /// The most recently touched running game, for `play --resume-last`.
    pub async fn latest_running(&self) -> Result<Option<GameId>, StoreError> {
        self.patiently(move || {
            sqlx::query_scalar("SELECT id FROM games WHERE status = 'running' ORDER BY updated_at DESC, id DESC LIMIT 1")
                .fetch_optional(&self.pool)
        })
        .await
    }

    /// Every finished game, oldest first.
    pub async fn finished_games(&self) -> Result<Vec<GameId>, StoreError> {
        self.game_ids("SELECT id FROM games WHERE status = 'finished' ORDER BY id")
            .await
    }

    /// Every game that is not over (lobbies and running games), oldest first.
    pub async fn unfinished_games(&self) -> Result<Vec<GameId>, StoreError> {
        self.game_ids("SELECT id FROM games WHERE status IN ('lobby', 'running') ORDER BY id")
            .await
    }

    /// Every game, whatever its status, oldest first (`wolfden check`).
    pub async fn all_games(&self) -> Result<Vec<GameId>, StoreError> {
        self.game_ids("SELECT id FROM games ORDER BY id").await
    }

    /// Write a lobby's seats, options and votes, moving its version on
    /// from `expected_version`; `VersionConflict` when another writer moved
    /// it first (or it is no longer a lobby).
    pub async fn write_lobby(
        &self,
        id: GameId,
        expected_version: u64,
        (seats, options, votes): (&[SeatRow], &Options, &LobbyVotes),
        now_ms: i64,
    ) -> Result<(), StoreError> {
        self.patiently(move || async move {
            let mut tx = self.pool.begin().await?;
            let updated = sqlx::query(
                "UPDATE games SET options = $1, lobby_votes = $2, version = version + 1, updated_at = $3
             WHERE id = $4 AND version = $5 AND status = 'lobby'",
            )
            .bind(to_json(options)?)
            .bind((!votes.is_empty()).then(|| to_json(votes)).transpose()?)
            .bind(now_ms)
            .bind(id)
            .bind(expected_version as i64)
            .execute(&mut *tx)
            .await?;
            check_version(&updated, expected_version)?;
            replace_seats(&mut tx, id, seats).await?;
            tx.commit().await?;
            Ok::<_, StoreError>(())
        })
        .await
    }

    /// Deal a lobby at `expected_version`: its final seats and first
    /// snapshot, status running, version 0 (the action log starts at 1).
    /// Its boards showed the lobby, no version of the game: they are marked
    /// unconfirmed.
    #[allow(clippy::too_many_arguments)]
    pub async fn start_lobby(
        &self,
        id: GameId,
        expected_version: u64,
        seats: &[SeatRow],
        snapshot: &AnyGame,
        deadlines: Deadlines,
        now_ms: i64,
    ) -> Result<(), StoreError> {
        self.patiently(move || async move {
            let mut tx = self.pool.begin().await?;
            let updated = sqlx::query(
                "UPDATE games SET status = 'running', snapshot = $1, snapshot_version = 0, version = 0, deadline_at = $2, deadline_key = $3,
                     turn_at = $4, turn_key = $5, turn_remind_at = $6, updated_at = $7, started_at = $7,
                     lobby_votes = NULL
                 WHERE id = $8 AND version = $9 AND status = 'lobby'",
            )
            .bind(to_json(snapshot)?)
            .bind(deadlines.game.map(|d| d.0))
            .bind(deadlines.game.map(|d| d.1 as i64))
            .bind(deadlines.turn.map(|t| t.at))
            .bind(deadlines.turn.map(|t| t.key as i64))
            .bind(deadlines.turn.and_then(|t| t.remind_at))
            .bind(now_ms)
            .bind(id)
            .bind(expected_version as i64)
            .execute(&mut *tx)
            .await?;
            check_version(&updated, expected_version)?;
            sqlx::query("UPDATE board_messages SET version = NULL WHERE game_id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            replace_seats(&mut tx, id, seats).await?;
            tx.commit().await?;
            Ok::<_, StoreError>(())
        })
        .await
    }

    /// The turn timer's reminder went out for `version`: clear it, so a
    /// restart does not send it again. `false` when the game moved on.
    pub async fn turn_reminded(&self, id: GameId, version: u64) -> Result<bool, StoreError> {
        let done = self
            .patiently(move || {
                sqlx::query(
                    "UPDATE games SET turn_remind_at = NULL
                     WHERE id = $1 AND version = $2 AND status = 'running'",
                )
                .bind(id)
                .bind(version as i64)
                .execute(&self.pool)
            })
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// End a lobby or game without a result (cancelled, stopped, channel gone).
    /// The action log is kept.
    pub async fn cancel_game(&self, id: GameId, now_ms: i64) -> Result<bool, StoreError> {
        let done = self
            .patiently(move || {
                sqlx::query(
                    "UPDATE games SET status = 'cancelled', deadline_at = NULL, deadline_key = NULL,
                         turn_at = NULL, turn_key = NULL, turn_remind_at = NULL, updated_at = $1
                     WHERE id = $2 AND status IN ('lobby', 'running')",
                )
                .bind(now_ms)
                .bind(id)
                .execute(&self.pool)
            })
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Hand a seat to a bot (a kicked or departed player).
    /// The game's `updated_at` moves to `now_ms`, so a process that kept
    /// the game in memory sees the change ([`Store::stamp`]).
    pub async fn make_seat_bot(
        &self,
        id: GameId,
        seat: usize,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE seats SET is_bot = 1, user_id = NULL WHERE game_id = $1 AND seat = $2",
        )
        .bind(id)
        .bind(seat as i64)
        .execute(&mut *tx)
        .await?;
        sqlx::query("UPDATE games SET updated_at = $1 WHERE id = $2")
            .bind(now_ms)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    /// Store a seat's [`Absence`] (turns missed in a row, away) in a game
    /// still running, with the game's turn timer as it is after the change
    /// (an away seat leaves it, a seat taken back gets a fresh one). The
    /// game's `updated_at` moves to `now_ms`, so a process that kept the
    /// game in memory reads it again ([`Store::stamp`]). `false` when the
    /// game is not running.
    pub async fn set_absence(
        &self,
        id: GameId,
        seat: usize,
        absence: Absence,
        turn: Option<TurnTimer>,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let running = sqlx::query(
            "UPDATE games SET updated_at = $1, turn_at = $2, turn_key = $3, turn_remind_at = $4
             WHERE id = $5 AND status = 'running'",
        )
        .bind(now_ms)
        .bind(turn.map(|t| t.at))
        .bind(turn.map(|t| t.key as i64))
        .bind(turn.and_then(|t| t.remind_at))
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if running.rows_affected() == 0 {
            return Ok(false);
        }
        sqlx::query(
            "UPDATE seats SET missed_turns = $1, away = $2 WHERE game_id = $3 AND seat = $4",
        )
        .bind(i64::from(absence.missed_turns))
        .bind(absence.away as i64)
        .bind(id)
        .bind(seat as i64)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Remember where a game's board message is and the version it shows.
    pub async fn set_board_message(
        &self,
        id: GameId,
        board: &str,
        channel_id: &str,
        message_id: &str,
        version: Option<u64>,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO board_messages (game_id, board, channel_id, message_id, version) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (game_id, board) DO UPDATE SET channel_id = excluded.channel_id,
                 message_id = excluded.message_id, version = excluded.version",
        )
        .bind(id)
        .bind(board)
        .bind(channel_id)
        .bind(message_id)
        .bind(version.map(|v| v as i64))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn dm_opt_out(&self, user_id: &str) -> Result<bool, StoreError> {
        let v: Option<i64> =
            sqlx::query_scalar("SELECT dm_opt_out FROM user_prefs WHERE user_id = $1")
                .bind(user_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(v.unwrap_or(0) != 0)
    }

    pub async fn set_dm_opt_out(&self, user_id: &str, opt_out: bool) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO user_prefs (user_id, dm_opt_out) VALUES ($1, $2)
             ON CONFLICT (user_id) DO UPDATE SET dm_opt_out = excluded.dm_opt_out",
        )
        .bind(user_id)
        .bind(opt_out as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

/// The guarded `UPDATE` of a game touched its row: otherwise another writer
/// moved the game past `expected` (or out of the status the update wanted).
fn check_version(updated: &sqlx::any::AnyQueryResult, expected: u64) -> Result<(), StoreError> {
    if updated.rows_affected() != 1 {
        return Err(StoreError::VersionConflict { expected });
    }
    Ok(())
}

/// Forget a game's seats and write `seats` in their place.
async fn replace_seats(
    tx: &mut Transaction<'_, Any>,
    id: GameId,
    seats: &[SeatRow],
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM seats WHERE game_id = $1")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    insert_seats(tx, id, seats).await
}

async fn insert_seats(
    tx: &mut Transaction<'_, Any>,
    id: GameId,
    seats: &[SeatRow],
) -> Result<(), StoreError> {
    for s in seats {
        sqlx::query(
            "INSERT INTO seats (game_id, seat, user_id, name, is_bot, named) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(s.seat as i64)
        .bind(&s.user_id)
        .bind(&s.name)
        .bind(s.is_bot as i64)
        .bind(s.named.code())
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Each seat's result, with where it finished ([`AnyGame::standings`]).
pub(super) async fn record_results(
    tx: &mut Transaction<'_, Any>,
    id: GameId,
    kind: GameKind,
    outcome: &Outcome,
    standings: &[Standing],
    now_ms: i64,
) -> Result<(), StoreError> {
    // A seat that ends the game away (a bot played it for its absent
    // player) counts as a loss: not won, on no side, below every place.
    let away_place = outcome.scores.len() as i64 + 1;
    for (seat, score) in outcome.scores.iter().enumerate() {
        let standing = standings.get(seat);
        sqlx::query(
            "INSERT INTO results (game_id, seat, user_id, kind, won, score, finished_at, team, role, place)
             SELECT $1, $2, user_id, $3, CASE WHEN away = 0 THEN $4 ELSE 0 END, $5, $6,
                    CASE WHEN away = 0 THEN $7 ELSE NULL END, $8,
                    CASE WHEN away = 0 THEN $9 ELSE $12 END
             FROM seats WHERE game_id = $10 AND seat = $11",
        )
        .bind(id)
        .bind(seat as i64)
        .bind(kind.slug())
        .bind(outcome.winners.contains(&seat) as i64)
        .bind(*score)
        .bind(now_ms)
        .bind(standing.and_then(|s| s.team.clone()))
        .bind(standing.and_then(|s| s.role.clone()))
        .bind(standing.map(|s| i64::from(s.place)))
        .bind(id)
        .bind(seat as i64)
        .bind(away_place)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(db) if db.is_unique_violation())
}
