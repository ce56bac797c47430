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

use sqlx::AnyPool;
use sqlx::{Any, Transaction};
use tokio::sync::{mpsc, oneshot};

use super::ratings::rate_game;
use super::{record_results, GameId, GameStatus, StoreError};
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
    /// The snapshot JSON after the action.
    pub snapshot: String,
    pub deadline: Option<(i64, u64)>,
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
    pub fn start(pool: AnyPool) -> Committer {
        let (queue, waiting) = mpsc::unbounded_channel();
        tokio::spawn(write_loop(pool, waiting));
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

async fn write_loop(
    pool: AnyPool,
    mut waiting: mpsc::UnboundedReceiver<(PendingAction, Reply)>,
) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while waiting.recv_many(&mut batch, MAX_BATCH).await > 0 {
        let answers = match write_batch(&pool, &batch).await {
            Ok(answers) => answers,
            // The transaction failed as a whole: find out which action.
            Err(_) if batch.len() > 1 => {
                let mut answers = Vec::with_capacity(batch.len());
                for (action, _) in &batch {
                    answers.push(match write_batch(&pool, &[(action, ())]).await {
                        Ok(mut one) => one.pop().expect("one answer per action"),
                        Err(e) => Err(e),
                    });
                }
                answers
            }
            Err(e) => vec![Err(e)],
        };
        for ((_, reply), answer) in batch.drain(..).zip(answers) {
            // The caller may have gone (a dropped click): the action is
            // durable all the same.
            let _ = reply.send(answer);
        }
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
async fn write_batch<C: Carries>(
    pool: &AnyPool,
    batch: &[C],
) -> Result<Vec<Result<u64, StoreError>>, StoreError> {
    let mut tx = pool.begin().await?;
    let mut answers = Vec::with_capacity(batch.len());
    for item in batch {
        answers.push(write_one(&mut tx, item.pending()).await?);
    }
    tx.commit().await?;
    Ok(answers)
}

/// Append one action and move its game on, if the game is still at the
/// version the action was applied to.
async fn write_one(
    tx: &mut Transaction<'_, Any>,
    a: &PendingAction,
) -> Result<Result<u64, StoreError>, StoreError> {
    let new_version = a.expected_version + 1;
    let status = if a.outcome.is_some() {
        GameStatus::Finished
    } else {
        GameStatus::Running
    };
    let updated = sqlx::query(
        "UPDATE games SET snapshot = $1, version = $2, status = $3, deadline_at = $4, deadline_key = $5, updated_at = $6
         WHERE id = $7 AND version = $8 AND status = 'running'",
    )
    .bind(&a.snapshot)
    .bind(new_version as i64)
    .bind(status.as_str())
    .bind(a.deadline.map(|d| d.0))
    .bind(a.deadline.map(|d| d.1 as i64))
    .bind(a.now_ms)
    .bind(a.game_id)
    .bind(a.expected_version as i64)
    .execute(&mut **tx)
    .await?;
    if updated.rows_affected() != 1 {
        return Ok(Err(StoreError::VersionConflict {
            expected: a.expected_version,
        }));
    }
    sqlx::query("INSERT INTO actions (game_id, seq, actor, action, at) VALUES ($1, $2, $3, $4, $5)")
        .bind(a.game_id)
        .bind(new_version as i64)
        .bind(a.actor.to_string())
        .bind(&a.action)
        .bind(a.now_ms)
        .execute(&mut **tx)
        .await?;
    if let Some(outcome) = &a.outcome {
        record_results(tx, a.game_id, a.kind, outcome, &a.standings, a.now_ms).await?;
        rate_game(tx, a.game_id, a.kind).await?;
    }
    Ok(Ok(new_version))
}
