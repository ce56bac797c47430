//! Group commit: the one writer of actions.
//!
//! Every action becomes durable through [`Committer::commit`], which hands it
//! to a single task and waits for its answer. The task takes every action
//! that is waiting when it is free and makes them durable in one
//! transaction, so games played at the same time share the cost of a commit
//! (a SQLite commit costs far more than the rows it writes) while each
//! caller still hears back only once its own action is on disk. Nothing
//! waits for company: a lone action is committed at once.
//!
//! Each action keeps its own version check. An action whose game moved on
//! (another process wrote it first) is answered `VersionConflict` and
//! writes nothing, without failing the others; if the batch fails as a
//! whole, each action is tried again alone so one bad action cannot sink
//! the rest.
//!
//! A transient failure (a connection lost to a restarting server) is tried
//! again with backoff ([`super::retry`]). The version check makes that
//! safe: a commit that went through before its answer was lost meets its
//! own action in the log when tried again, and is answered as done, never
//! applied twice. An action the log already holds at its number (an extra
//! log row, a version set back by hand) is corrupt data, named with its game.

use sqlx::AnyPool;
use std::collections::HashSet;
use std::sync::Arc;

use sqlx::{Any, AssertSqlSafe, Row, Transaction};
use tokio::sync::{mpsc, oneshot};

use super::ratings::rate_game;
use super::{
    is_unique_violation, record_results, Backend, Deadlines, GameId, GameStatus, Patience,
    StoreError,
};
use crate::engine::{Actor, Outcome, Standing};
use crate::games::GameKind;

/// Most actions in one transaction.
const MAX_BATCH: usize = 256;

/// One action, serialised and ready to write.
#[derive(Debug)]
pub(super) struct PendingAction {
    pub game_id: GameId,
    pub kind: GameKind,
    pub expected_version: u64,
    pub actor: Actor,
    pub action: String,
    /// The snapshot JSON after the action, when it is the new checkpoint;
    /// `None` keeps the stored one.
    pub snapshot: Option<String>,
    /// The version the stored snapshot is at after this action.
    pub checkpoint_version: u64,
    pub deadlines: Deadlines,
    pub outcome: Option<Outcome>,
    /// Where each seat finished, when the action ended the game.
    pub standings: Vec<Standing>,
    pub now_ms: i64,
}

type Reply = oneshot::Sender<Result<u64, StoreError>>;

/// The handle to the writer task (cloned with the store).
#[derive(Clone, Debug)]
pub(super) struct Committer {
    queue: mpsc::UnboundedSender<(PendingAction, Reply)>,
}

impl Committer {
    /// Start the writer task on `pool`; it ends when every handle is gone.
    pub fn start(pool: AnyPool, backend: Backend, url: Arc<str>, patience: Patience) -> Committer {
        let (queue, waiting) = mpsc::unbounded_channel();
        let writer = Writer {
            pool,
            backend,
            url,
            patience,
        };
        tokio::spawn(writer.write_loop(waiting));
        Committer { queue }
    }

    /// Make one action durable; answers the new version once committed.
    pub async fn commit(&self, action: PendingAction) -> Result<u64, StoreError> {
        let (reply, answer) = oneshot::channel();
        self.queue
            .send((action, reply))
            .map_err(|_| StoreError::Closed)?;
        answer.await.map_err(|_| StoreError::Closed)?
    }
}

/// The writer task's database.
struct Writer {
    pool: AnyPool,
    backend: Backend,
    url: Arc<str>,
    patience: Patience,
}

impl Writer {
    async fn write_loop(self, mut waiting: mpsc::UnboundedReceiver<(PendingAction, Reply)>) {
        let mut batch = Vec::with_capacity(MAX_BATCH);
        while waiting.recv_many(&mut batch, MAX_BATCH).await > 0 {
            let answers = match self.write_patiently(&batch).await {
                Ok(answers) => answers,
                // The transaction failed as a whole: find out which action.
                Err(_) if batch.len() > 1 => {
                    let mut answers = Vec::with_capacity(batch.len());
                    for (action, _) in &batch {
                        answers.push(match self.write_patiently(&[(action, ())]).await {
                            Ok(mut one) => one.pop().expect("one answer per action"),
                            Err(e) => Err(named(action, e)),
                        });
                    }
                    answers
                }
                Err(e) => vec![Err(named(&batch[0].0, e))],
            };
            for ((_, reply), answer) in batch.drain(..).zip(answers) {
                // The caller may have gone (a dropped click): the action is
                // durable all the same.
                let _ = reply.send(answer);
            }
        }
    }

    /// [`write_batch`], tried again after transient errors. After a retry,
    /// an action answered `VersionConflict` whose own entry is in the log
    /// at its number was committed by an attempt whose answer was lost.
    async fn write_patiently<C: Carries>(
        &self,
        batch: &[C],
    ) -> Result<Vec<Result<u64, StoreError>>, StoreError> {
        let mut retried = false;
        let mut answers = self
            .patience
            .run(
                &self.url,
                || retried = true,
                || write_batch(&self.pool, self.backend, batch),
            )
            .await?;
        if retried {
            for (answer, carried) in answers.iter_mut().zip(batch) {
                let a = carried.pending();
                if matches!(answer, Err(StoreError::VersionConflict { .. }))
                    && in_the_log(&self.pool, a).await.unwrap_or(false)
                {
                    *answer = Ok(a.expected_version + 1);
                }
            }
        }
        Ok(answers)
    }
}

/// Whether the log holds `a` itself at its number (same actor, same action).
async fn in_the_log(pool: &AnyPool, a: &PendingAction) -> Result<bool, StoreError> {
    let row = sqlx::query("SELECT actor, action FROM actions WHERE game_id = $1 AND seq = $2")
        .bind(a.game_id)
        .bind(a.expected_version as i64 + 1)
        .fetch_optional(pool)
        .await?;
    Ok(match row {
        Some(row) => {
            let actor: String = row.try_get("actor")?;
            let action: String = row.try_get("action")?;
            actor == a.actor.to_string() && action == a.action
        }
        None => false,
    })
}

/// The error of one action's commit, naming its game where the data is
/// at fault: a log that already holds an action at the next number.
fn named(a: &PendingAction, e: StoreError) -> StoreError {
    match e {
        StoreError::At { source, .. } | StoreError::Sql(source) if is_unique_violation(&source) => {
            StoreError::corrupt_game(
                a.game_id,
                format!(
                    "is at version {} but its log already holds an action numbered {} \
                     (an extra log row, or a version set back): run `wolfden check`",
                    a.expected_version,
                    a.expected_version + 1
                ),
            )
        }
        other => other,
    }
}

/// Anything that carries a pending action (the batch, or one of it).
trait Carries {
    fn pending(&self) -> &PendingAction;
}

impl<R> Carries for (PendingAction, R) {
    fn pending(&self) -> &PendingAction {
        &self.0
    }
}

impl<R> Carries for (&PendingAction, R) {
    fn pending(&self) -> &PendingAction {
        self.0
    }
}

/// Write `batch` in one transaction: per action, its new version or
/// `VersionConflict`; `Err` if the transaction failed (nothing written).
/// Set-based, so a batch costs a handful of statements whatever its size:
/// one guarded `UPDATE … FROM (VALUES …)` moves every game still at its
/// expected version and returns which moved, and one `INSERT` appends the
/// actions of those. Chunks have a few fixed sizes, so the prepared
/// statements stay few and cached.
async fn write_batch<C: Carries>(
    pool: &AnyPool,
    backend: Backend,
    batch: &[C],
) -> Result<Vec<Result<u64, StoreError>>, StoreError> {
    let actions: Vec<&PendingAction> = batch.iter().map(Carries::pending).collect();
    let games: HashSet<GameId> = actions.iter().map(|a| a.game_id).collect();
    if games.len() < actions.len() {
        // Two actions of one game (two tables on one store): the set-based
        // update cannot tell them apart, so each is written alone.
        return Err(StoreError::Corrupt("one game twice in a batch".into()));
    }
    let mut tx = pool.begin().await?;
    let mut moved = HashSet::new();
    let mut rest = &actions[..];
    while !rest.is_empty() {
        let size = CHUNKS
            .iter()
            .copied()
            .find(|&c| c <= rest.len())
            .unwrap_or(1);
        let (chunk, later) = rest.split_at(size);
        moved.extend(move_games(&mut tx, backend, chunk).await?);
        let applied: Vec<&PendingAction> = chunk
            .iter()
            .copied()
            .filter(|a| moved.contains(&a.game_id))
            .collect();
        append_actions(&mut tx, backend, &applied).await?;
        rest = later;
    }
    for a in actions
        .iter()
        .filter(|a| a.outcome.is_some() && moved.contains(&a.game_id))
    {
        let outcome = a.outcome.as_ref().expect("filtered");
        record_results(&mut tx, a.game_id, a.kind, outcome, &a.standings, a.now_ms).await?;
        rate_game(&mut tx, a.game_id, a.kind).await?;
    }
    tx.commit().await?;
    Ok(actions
        .iter()
        .map(|a| match moved.contains(&a.game_id) {
            true => Ok(a.expected_version + 1),
            false => Err(StoreError::VersionConflict {
                expected: a.expected_version,
            }),
        })
        .collect())
}

/// Chunk sizes of the set-based statements, largest first.
const CHUNKS: [usize; 4] = [64, 16, 4, 1];

/// Move every game of `chunk` that is still running at the action's
/// expected version to the next; the ids of those that moved.
async fn move_games(
    tx: &mut Transaction<'_, Any>,
    backend: Backend,
    chunk: &[&PendingAction],
) -> Result<Vec<GameId>, StoreError> {
    // VALUES columns are column1… on both backends: id, expected version,
    // snapshot (NULL keeps the stored checkpoint), new version, status,
    // deadline at, deadline key, now, turn timer at, key, reminder at,
    // checkpoint version.
    let sql = format!(
        "UPDATE games SET snapshot = COALESCE(v.column3, games.snapshot), version = v.column4,
             status = v.column5, deadline_at = v.column6, deadline_key = v.column7,
             updated_at = v.column8, turn_at = v.column9, turn_key = v.column10,
             turn_remind_at = v.column11, snapshot_version = v.column12
         FROM (VALUES {}) AS v
         WHERE games.id = v.column1 AND games.version = v.column2 AND games.status = 'running'
         RETURNING games.id",
        value_rows(backend, chunk.len(), 12)
    );
    let mut query = sqlx::query(AssertSqlSafe(sql));
    for a in chunk {
        let status = match a.outcome {
            Some(_) => GameStatus::Finished,
            None => GameStatus::Running,
        };
        query = query
            .bind(a.game_id)
            .bind(a.expected_version as i64)
            .bind(&a.snapshot)
            .bind(a.expected_version as i64 + 1)
            .bind(status.as_str())
            .bind(a.deadlines.game.map(|d| d.0))
            .bind(a.deadlines.game.map(|d| d.1 as i64))
            .bind(a.now_ms)
            .bind(a.deadlines.turn.map(|t| t.at))
            .bind(a.deadlines.turn.map(|t| t.key as i64))
            .bind(a.deadlines.turn.and_then(|t| t.remind_at))
            .bind(a.checkpoint_version as i64);
    }
    let moved = query.fetch_all(&mut **tx).await?;
    moved.iter().map(|r| Ok(r.try_get(0)?)).collect()
}

/// Append the actions of `applied` to the log.
async fn append_actions(
    tx: &mut Transaction<'_, Any>,
    backend: Backend,
    applied: &[&PendingAction],
) -> Result<(), StoreError> {
    if applied.is_empty() {
        return Ok(());
    }
    let sql = format!(
        "INSERT INTO actions (game_id, seq, actor, action, at) VALUES {}",
        value_rows(backend, applied.len(), 5)
    );
    let mut query = sqlx::query(AssertSqlSafe(sql));
    for a in applied {
        query = query
            .bind(a.game_id)
            .bind(a.expected_version as i64 + 1)
            .bind(a.actor.to_string())
            .bind(&a.action)
            .bind(a.now_ms);
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// `rows` rows of `columns` parameters for a `VALUES` list, bound in
/// order: `$1, $2, …` for PostgreSQL, anonymous `?` for SQLite. SQLite
/// looks a numbered parameter's name up in a list for every parameter
/// bound (sqlx asks for each name), which is quadratic in the size of a
/// 512-parameter batch and was 8% of a durable run's time; anonymous ones
/// have no name to look up.
fn value_rows(backend: Backend, rows: usize, columns: usize) -> String {
    let mut sql = String::with_capacity(rows * columns * 5);
    for r in 0..rows {
        sql.push_str(if r == 0 { "(" } else { ", (" });
        for c in 0..columns {
            if c > 0 {
                sql.push_str(", ");
            }
            match backend {
                Backend::Postgres => {
                    sql.push('$');
                    sql.push_str(&(r * columns + c + 1).to_string());
                }
                Backend::Sqlite => sql.push('?'),
            }
        }
        sql.push(')');
    }
    sql
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_rows_number_parameters_for_postgres_and_leave_them_anonymous_for_sqlite() {
        assert_eq!(value_rows(Backend::Postgres, 2, 2), "($1, $2), ($3, $4)");
        assert_eq!(value_rows(Backend::Sqlite, 2, 2), "(?, ?), (?, ?)");
    }
}
