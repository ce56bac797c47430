//! The table service: the one path from "someone acts" to "it is durable".
//!
//! Every frontend (Discord, terminal, simulator with `--db`) goes through
//! here: load the game, check who is acting and that their prompt is current,
//! let the engine apply the action, persist it in one transaction, and hand
//! the events back for the frontend to fan out. One async lock per game
//! serialises a burst of clicks on the same game; different games run in
//! parallel. Time comes from an injected [`Clock`], so timers are testable.

use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};

use crate::engine::{Actor, Event, Options, Outcome, RuleError, Seat, Setup, SetupError};
use crate::games::{AnyGame, GameKind};
use crate::store::{
    ActionCommit, GameId, GameRow, GameStatus, NewGame, SeatRow, Store, StoreError,
};

/// Wall-clock time in Unix milliseconds, injected so tests never sleep.
pub trait Clock: Send + Sync + 'static {
    fn now_ms(&self) -> i64;
}

/// The real clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    }
}

/// A clock that moves only when told to (tests).
#[derive(Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn new(start_ms: i64) -> Self {
        ManualClock(AtomicI64::new(start_ms))
    }
    pub fn advance_ms(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
    pub fn set_ms(&self, ms: i64) {
        self.0.store(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// Why an action or command was refused. Messages are shown to players.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error("{0}")]
    Rule(#[from] RuleError),
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("no game #{0}")]
    NotFound(GameId),
    #[error("game #{0} is already over")]
    Finished(GameId),
    #[error("game #{0} has not started yet")]
    NotStarted(GameId),
    #[error("you are not playing in this game")]
    NotSeated,
    #[error("this prompt is outdated: the game has moved on")]
    Outdated { current: u64 },
    #[error("{0}")]
    Store(#[from] StoreError),
}

/// The result of an accepted action.
#[derive(Debug)]
pub struct Applied {
    pub actor: Actor,
    pub action: String,
    pub events: Vec<Event>,
    /// The game after the action (durable).
    pub game: GameRow,
    /// Set when this action ended the game.
    pub outcome: Option<Outcome>,
}

impl Applied {
    pub fn state(&self) -> &AnyGame {
        self.game
            .snapshot
            .as_ref()
            .expect("a running game has a snapshot")
    }
}

/// A new game to deal at once (terminal, simulator, a started lobby).
#[derive(Clone, Debug)]
pub struct GameSpec {
    pub kind: GameKind,
    pub options: Options,
    pub seed: u64,
    pub seats: Vec<SeatRow>,
    pub guild_id: Option<String>,
    pub channel_id: Option<String>,
    pub host_id: Option<String>,
}

pub struct Table {
    store: Store,
    clock: Arc<dyn Clock>,
    locks: Mutex<HashMap<GameId, Arc<tokio::sync::Mutex<()>>>>,
}

impl Table {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Self {
        Table {
            store,
            clock,
            locks: Mutex::new(HashMap::new()),
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn now_ms(&self) -> i64 {
        self.clock.now_ms()
    }

    /// The per-game lock; hold it across load-apply-persist.
    pub fn lock_for(&self, id: GameId) -> Arc<tokio::sync::Mutex<()>> {
        self.locks
            .lock()
            .expect("lock table poisoned")
            .entry(id)
            .or_default()
            .clone()
    }

    /// Deal a game and store it, running.
    pub async fn create(&self, spec: GameSpec) -> Result<GameRow, TableError> {
        let state = deal(spec.kind, &spec.options, spec.seed, &spec.seats)?;
        let now = self.now_ms();
        let deadline = arm_deadline(&state, None, now);
        let id = self
            .store
            .insert_game(
                &NewGame {
                    kind: spec.kind,
                    options: spec.options,
                    seed: spec.seed,
                    guild_id: spec.guild_id,
                    channel_id: spec.channel_id,
                    host_id: spec.host_id,
                    seats: spec.seats,
                    snapshot: Some(state),
                    deadline,
                },
                now,
            )
            .await?;
        self.load(id).await
    }

    /// Deal a stored lobby with its final seats.
    pub async fn start_lobby(
        &self,
        id: GameId,
        seats: Vec<SeatRow>,
    ) -> Result<GameRow, TableError> {
        let lock = self.lock_for(id);
        let _guard = lock.lock().await;
        let row = self.load(id).await?;
        if row.status != GameStatus::Lobby {
            return Err(TableError::Finished(id));
        }
        let state = deal(row.kind, &row.options, row.seed, &seats)?;
        let now = self.now_ms();
        let deadline = arm_deadline(&state, None, now);
        self.store
            .start_lobby(id, &seats, &state, deadline, now)
            .await?;
        self.load(id).await
    }

    /// A stored game, or `NotFound`.
    pub async fn load(&self, id: GameId) -> Result<GameRow, TableError> {
        self.store
            .load_game(id)
            .await?
            .ok_or(TableError::NotFound(id))
    }

    /// Apply one action by `actor` and make it durable before returning.
    /// With `expected_version`, an action aimed at an older state is refused
    /// as outdated (a stale button) instead of being applied to the new one.
    pub async fn act(
        &self,
        id: GameId,
        actor: Actor,
        action: &str,
        expected_version: Option<u64>,
    ) -> Result<Applied, TableError> {
        let lock = self.lock_for(id);
        let _guard = lock.lock().await;
        self.act_locked(id, actor, action, expected_version).await
    }

    /// [`Table::act`] for a user id: finds their seat first.
    pub async fn act_as_user(
        &self,
        id: GameId,
        user_id: &str,
        action: &str,
        expected_version: Option<u64>,
    ) -> Result<Applied, TableError> {
        let lock = self.lock_for(id);
        let _guard = lock.lock().await;
        let row = self.load(id).await?;
        let seat = row.seat_of(user_id).ok_or(TableError::NotSeated)?;
        self.act_locked(id, Actor::Seat(seat), action, expected_version)
            .await
    }

    async fn act_locked(
        &self,
        id: GameId,
        actor: Actor,
        action: &str,
        expected_version: Option<u64>,
    ) -> Result<Applied, TableError> {
        let row = self.load(id).await?;
        let mut state = running_state(&row)?;
        if let Some(v) = expected_version {
            if v != row.version {
                return Err(TableError::Outdated {
                    current: row.version,
                });
            }
        }
        let events = state.apply(actor, action)?;
        let now = self.now_ms();
        let armed = row.deadline_at.zip(row.deadline_key);
        let deadline = arm_deadline(&state, armed, now);
        let outcome = state.outcome();
        self.store
            .commit_action(&ActionCommit {
                game_id: id,
                expected_version: row.version,
                actor,
                action,
                snapshot: &state,
                deadline,
                outcome: outcome.as_ref(),
                now_ms: now,
            })
            .await?;
        let mut game = row;
        game.version += 1;
        game.snapshot = Some(state);
        game.deadline_at = deadline.map(|d| d.0);
        game.deadline_key = deadline.map(|d| d.1);
        game.updated_at = now;
        if outcome.is_some() {
            game.status = GameStatus::Finished;
        }
        Ok(Applied {
            actor,
            action: action.to_string(),
            events,
            game,
            outcome,
        })
    }

    /// Apply the first pending bot move, if a bot seat is prompted.
    pub async fn step_bot(&self, id: GameId) -> Result<Option<Applied>, TableError> {
        let lock = self.lock_for(id);
        let _guard = lock.lock().await;
        let row = self.load(id).await?;
        if row.status != GameStatus::Running {
            return Ok(None);
        }
        let Some((seat, action)) = next_bot_move(&row) else {
            return Ok(None);
        };
        let applied = self
            .act_locked(id, Actor::Seat(seat), &action, Some(row.version))
            .await?;
        Ok(Some(applied))
    }

    /// If the game's timer has passed, let the clock act.
    pub async fn fire_deadline(&self, id: GameId) -> Result<Option<Applied>, TableError> {
        let lock = self.lock_for(id);
        let _guard = lock.lock().await;
        let row = self.load(id).await?;
        if row.status != GameStatus::Running {
            return Ok(None);
        }
        let (Some(at), Some(key)) = (row.deadline_at, row.deadline_key) else {
            return Ok(None);
        };
        if at > self.now_ms() {
            return Ok(None);
        }
        let state = running_state(&row)?;
        let Some(deadline) = state.deadline().filter(|d| d.key == key) else {
            return Ok(None);
        };
        let applied = self
            .act_locked(id, Actor::Clock, &deadline.action, Some(row.version))
            .await?;
        Ok(Some(applied))
    }

    /// Rebuild a game from its seed, options, seats and action log.
    pub async fn replay(&self, id: GameId) -> Result<AnyGame, TableError> {
        let row = self.load(id).await?;
        let mut state = deal(row.kind, &row.options, row.seed, &row.seats)?;
        for (actor, action) in self.store.actions(id).await? {
            state.apply(actor, &action)?;
        }
        Ok(state)
    }
}

/// The `(unix ms, key)` at which the clock acts next. While the game wants
/// the timer that is already armed (same key), its time is kept; a new key
/// starts a new timer from `now`.
fn arm_deadline(state: &AnyGame, armed: Option<(i64, u64)>, now: i64) -> Option<(i64, u64)> {
    state.deadline().map(|d| match armed {
        Some((at, key)) if key == d.key => (at, key),
        _ => (now + d.seconds as i64 * 1000, d.key),
    })
}

/// Set up a game from its stored description.
pub fn deal(
    kind: GameKind,
    options: &Options,
    seed: u64,
    seats: &[SeatRow],
) -> Result<AnyGame, SetupError> {
    kind.setup(&Setup {
        names: seats.iter().map(|s| s.name.clone()).collect(),
        options: options.clone(),
        seed,
    })
}

/// The first prompted seat that a bot holds, with the bot's choice.
pub fn next_bot_move(row: &GameRow) -> Option<(Seat, String)> {
    let state = row.snapshot.as_ref()?;
    match state.next_automatic_move(|seat| row.seats.get(seat).is_some_and(|s| s.is_bot))? {
        (Actor::Seat(seat), action) => Some((seat, action)),
        _ => None,
    }
}

fn running_state(row: &GameRow) -> Result<AnyGame, TableError> {
    match row.status {
        GameStatus::Running => row
            .snapshot
            .clone()
            .ok_or_else(|| StoreError::Corrupt(format!("game #{} has no snapshot", row.id)).into()),
        GameStatus::Lobby => Err(TableError::NotStarted(row.id)),
        GameStatus::Finished | GameStatus::Cancelled => Err(TableError::Finished(row.id)),
    }
}
