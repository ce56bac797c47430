//! [`GameLock`]: one game, locked and loaded once. Actions, the bots, the
//! clock and the "is this click still current" question all work on the
//! row it holds, which each commit keeps in step with the store, so a batch
//! (a click and the bot moves it allows) parses the stored snapshot once.

use std::ops::{Deref, DerefMut};

use tokio::sync::OwnedMutexGuard;

use super::{deal, next_bot_move, replay, running_state, turns, Applied, Table, TableError};
use crate::engine::{Actor, Event, Outcome, Seat};
use crate::games::AnyGame;
use crate::store::{Absence, ActionCommit, Checkpoint, Deadlines, GameRow, GameStatus, StoreError};

/// Actions a checkpoint may fall behind for each byte of it divided by
/// this: a new snapshot is written once the actions since the last one
/// are `bytes / CHECKPOINT_BYTES_PER_ACTION` or more. So the snapshot
/// bytes written per action stay about this many (plus the last, at the
/// end), however long the game, and a load replays at most that many
/// actions per byte it reads.
pub const CHECKPOINT_BYTES_PER_ACTION: usize = 64;

/// The most actions a checkpoint falls behind, whatever its size: what a
/// load replays at the most.
pub const CHECKPOINT_MAX_BEHIND: u64 = 512;

/// Whether the action that brings a game to `version` writes a new
/// checkpoint, the stored one being `checkpoint` (the game's end always
/// does, so a finished game's snapshot is its last state).
pub fn checkpoint_due(checkpoint: Checkpoint, version: u64) -> bool {
    let behind = version.saturating_sub(checkpoint.version);
    behind >= CHECKPOINT_MAX_BEHIND
        || behind.saturating_mul(CHECKPOINT_BYTES_PER_ACTION as u64) >= checkpoint.bytes as u64
}

/// The most parts of one turn a covering bot plays for a seat in one go
/// (a Wolves turn of several actions, a card's follow-up question): a
/// guard against a game that keeps asking the same seat forever.
const MAX_COVERED_PARTS: usize = 16;

/// Bot moves one batch may make before it stops (an all-bot game plays to
/// its end in one batch; this only guards against a game that never ends).
pub const MAX_BOT_MOVES: usize = 20_000;

/// What the clock does while the bots play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timers {
    /// The clock acts only when its deadline passes ([`GameLock::fire_deadline`]):
    /// Discord, where time is real.
    Wait,
    /// When only the clock can end a phase, it acts at once: the terminal
    /// and the simulator, where nobody waits for a timer.
    Now,
}

/// The moves one call made ([`GameLock::play_bots`], [`GameLock::run_out_timer`]).
#[derive(Debug, Default)]
pub struct MovesMade {
    /// Every event of every move, in order.
    pub events: Vec<Event>,
    /// Moves made.
    pub actions: usize,
}

/// A game held under its lock, with its row as last committed.
pub struct GameLock<'t> {
    pub(super) table: &'t Table,
    pub(super) row: Held,
}

/// The row inside a game's lock: it stays there when the lock is released,
/// for the next one.
pub(super) struct Held(OwnedMutexGuard<Option<GameRow>>);

impl Deref for Held {
    type Target = GameRow;
    fn deref(&self) -> &GameRow {
        self.0.as_ref().expect("a locked game is loaded")
    }
}

impl DerefMut for Held {
    fn deref_mut(&mut self) -> &mut GameRow {
        self.0.as_mut().expect("a locked game is loaded")
    }
}

impl Drop for GameLock<'_> {
    fn drop(&mut self) {
        // A game over, or a running game whose state could not be read
        // back after a failed commit: the next lock reads the store.
        let unloaded = self.row.status == GameStatus::Running && self.row.snapshot.is_none();
        if unloaded {
            *self.row.0 = None;
        } else if matches!(
            self.row.status,
            GameStatus::Finished | GameStatus::Cancelled
        ) {
            let id = self.row.id;
            *self.row.0 = None;
            self.table.release(id, OwnedMutexGuard::mutex(&self.row.0));
        }
    }
}

impl<'t> GameLock<'t> {
    pub(super) fn new(table: &'t Table, held: OwnedMutexGuard<Option<GameRow>>) -> Self {
        GameLock {
            table,
            row: Held(held),
        }
    }

    /// The game as it is now (durable).
    pub fn row(&self) -> &GameRow {
        &self.row
    }

    /// Read the game again (another process wrote it).
    pub(super) async fn reload(&mut self) -> Result<(), TableError> {
        *self.row = self.table.load(self.row.id).await?;
        Ok(())
    }

    /// Apply one action by `actor` and make it durable before returning.
    /// With `expected_version`, an action aimed at an older state is refused
    /// as outdated (a stale button) instead of being applied to the new one.
    pub async fn act(
        &mut self,
        actor: Actor,
        action: &str,
        expected_version: Option<u64>,
    ) -> Result<Applied, TableError> {
        let (mut events, outcome) = self.apply(actor, action, expected_version).await?;
        if let Actor::Seat(seat) = actor {
            events.extend(self.note_own_move(seat).await?);
        }
        Ok(Applied {
            actor,
            action: action.to_string(),
            events,
            version: self.row.version,
            outcome,
        })
    }

    /// [`GameLock::act`] for a user id: finds their seat first.
    pub async fn act_as_user(
        &mut self,
        user_id: &str,
        action: &str,
        expected_version: Option<u64>,
    ) -> Result<Applied, TableError> {
        let seat = self.row.seat_of(user_id).ok_or(TableError::NotSeated)?;
        self.act(Actor::Seat(seat), action, expected_version).await
    }

    /// Apply, commit, and move the row on.
    async fn apply(
        &mut self,
        actor: Actor,
        action: &str,
        expected_version: Option<u64>,
    ) -> Result<(Vec<Event>, Option<Outcome>), TableError> {
        running_state(&self.row)?;
        let version = self.row.version;
        if expected_version.is_some_and(|v| v != version) {
            return Err(TableError::Outdated { current: version });
        }
        let mut state = self.row.snapshot.take().expect("checked running");
        // A refused action leaves the state as it was (`AnyGame::apply`).
        let events = match state.apply(actor, action) {
            Ok(events) => events,
            Err(e) => {
                self.row.snapshot = Some(state);
                return Err(e.into());
            }
        };
        let now = self.table.now_ms();
        let deadlines = self.timers_for(&state, &self.row.absence, Some(actor), now);
        let outcome = state.outcome();
        let checkpoint = self.row.checkpoint;
        let keep_checkpoint_at = (outcome.is_none() && !checkpoint_due(checkpoint, version + 1))
            .then_some(checkpoint.version);
        let committed = self
            .table
            .store
            .commit_action(&ActionCommit {
                game_id: self.row.id,
                expected_version: version,
                actor,
                action,
                snapshot: &state,
                keep_checkpoint_at,
                deadlines,
                outcome: outcome.as_ref(),
                now_ms: now,
            })
            .await;
        let committed = match committed {
            Ok(committed) => committed,
            // Another writer moved the game first: take the stored one.
            Err(StoreError::VersionConflict { .. }) => {
                self.reload().await?;
                return Err(TableError::Outdated {
                    current: self.row.version,
                });
            }
            // The state in hand is not durable. The row holds no state
            // until it is read again: by the next batch, or by the next
            // lock (a lock let go forgets such a row). Not read again
            // here: a database that is gone would make the player wait
            // twice the store's patience for one refusal.
            Err(e) => return Err(e.into()),
        };
        let row = &mut self.row;
        row.version = committed.version;
        if let Some(bytes) = committed.checkpoint_bytes {
            row.checkpoint = Checkpoint {
                version: committed.version,
                bytes,
            };
        }
        row.snapshot = Some(state);
        row.set_deadlines(deadlines);
        row.updated_at = now;
        if outcome.is_some() {
            row.status = GameStatus::Finished;
        }
        Ok((events, outcome))
    }

    /// The timers to store for `state` of this game with the seats'
    /// `absence`, given the ones armed now ([`turns::arm`]): `mover` made
    /// the move that led to `state` (a seat taken back counts as its
    /// mover, `None` when only an absence changed).
    pub(super) fn timers_for(
        &self,
        state: &AnyGame,
        absence: &[Absence],
        mover: Option<Actor>,
        now: i64,
    ) -> Deadlines {
        let row = &self.row;
        let turn_seconds = self.table.turn_timer_of(&row.options);
        turns::arm(
            state,
            &row.seats,
            absence,
            turn_seconds,
            row.deadlines(),
            mover,
            now,
        )
    }

    /// If a timer has passed, let it act: the turn timer covers the
    /// missed step ([`GameLock::cover_missed_step`]), the game's own runs
    /// out ([`GameLock::run_out_timer`]); when both passed, the earlier
    /// acts, the game's own on a tie (the next firing plays the other).
    /// Whichever acts, each human seat whose step it ended without a move
    /// of the seat's own in that step has missed one more turn
    /// ([`GameLock::count_missed_turns`]). `None` when none is due.
    pub async fn fire_deadline(&mut self) -> Result<Option<MovesMade>, TableError> {
        if self.row.status != GameStatus::Running {
            return Ok(None);
        }
        let now = self.table.now_ms();
        let timers = self.row.deadlines();
        let state = running_state(&self.row)?;
        let turn = timers
            .turn
            .filter(|t| {
                t.at <= now && turns::is_live(state, &self.row.seats, &self.row.absence, t.key)
            })
            .map(|t| t.at);
        let game = timers
            .game
            .filter(|&(at, key)| at <= now && state.deadline().is_some_and(|d| d.key == key))
            .map(|g| g.0);
        let (mut made, missed) = match (turn, game) {
            (Some(t), g) if g.is_none_or(|g| t < g) => self.cover_missed_step().await?,
            (_, Some(_)) => self.run_out_game_timer().await?,
            _ => return Ok(None),
        };
        made.events.extend(self.count_missed_turns(&missed).await?);
        Ok(Some(made))
    }

    /// The human seats to remind now: two thirds of the turn timer passed
    /// and its reminder was not sent yet. The reminder is marked sent
    /// (durably) before the seats are returned, so it goes out at most
    /// once, a restart included.
    pub async fn take_due_reminder(&mut self) -> Result<Vec<Seat>, TableError> {
        let Some(turn) = self
            .row
            .turn
            .filter(|_| self.row.status == GameStatus::Running)
        else {
            return Ok(Vec::new());
        };
        if turn.remind_at.is_none_or(|at| at > self.table.now_ms()) {
            return Ok(Vec::new());
        }
        if !self
            .table
            .store
            .turn_reminded(self.row.id, self.row.version)
            .await?
        {
            self.reload().await?;
            return Ok(Vec::new());
        }
        self.row.turn = Some(crate::store::TurnTimer {
            remind_at: None,
            ..turn
        });
        let state = running_state(&self.row)?;
        Ok(
            turns::covered_seats(state, &self.row.seats, &self.row.absence)
                .into_iter()
                .filter(|seat| turn.key & (1 << seat) != 0)
                .collect(),
        )
    }

    /// The turn timer passed ([`turns`]): each human seat still asked is
    /// played by the game's bot for that seat, and the table (or, where
    /// the asking is secret, the seat alone) is told in one line per seat.
    /// Also returns the seats covered (each missed its turn).
    async fn cover_missed_step(&mut self) -> Result<(MovesMade, Vec<Seat>), TableError> {
        let mut made = MovesMade::default();
        let mut missed = Vec::new();
        let state = running_state(&self.row)?;
        for seat in turns::covered_seats(state, &self.row.seats, &self.row.absence) {
            if self.row.status != GameStatus::Running {
                break;
            }
            // The seat's whole turn: every part it is still asked that its
            // bot answers (an earlier covered seat's move may have changed
            // what this seat is asked, or ended its step).
            let mut covered = false;
            for _ in 0..MAX_COVERED_PARTS {
                if self.row.status != GameStatus::Running {
                    break;
                }
                let before = running_state(&self.row)?.clone();
                let Some(action) = before
                    .prompted_seats()
                    .contains(&seat)
                    .then(|| before.bot_action(seat))
                    .flatten()
                else {
                    break;
                };
                let (events, _) = self.apply(Actor::Seat(seat), &action, None).await?;
                made.events
                    .push(turns::covered_line(&before, &self.row.seats, seat, &action));
                made.events.extend(events);
                made.actions += 1;
                covered = true;
            }
            if covered {
                missed.push(seat);
            }
        }
        Ok((made, missed))
    }

    /// The phase timer runs out now (its deadline passed, or a terminal
    /// player chose to wait): bots that waited on a human for a shared
    /// decision state their preference first, so it counts
    /// ([`crate::engine::next_move_at_deadline`]); then the clock acts, unless their moves
    /// already ended the phase.
    pub async fn run_out_timer(&mut self) -> Result<MovesMade, TableError> {
        Ok(self.run_out_game_timer().await?.0)
    }

    /// [`GameLock::run_out_timer`], and the human seats whose step it
    /// ended: asked when it ran out (their player plays them, not a bot)
    /// and without a move of their own in the step it ended.
    async fn run_out_game_timer(&mut self) -> Result<(MovesMade, Vec<Seat>), TableError> {
        let mut made = MovesMade::default();
        let state = running_state(&self.row)?;
        let Some(key) = state.deadline().map(|d| d.key) else {
            return Ok((made, Vec::new()));
        };
        let row = &self.row;
        let asked: Vec<Seat> = state
            .prompted_seats()
            .into_iter()
            .filter(|&seat| turns::played_by_its_human(&row.seats, &row.absence, seat))
            .filter(|&seat| state.silence_misses_a_step(seat))
            .collect();
        let missed = match asked.is_empty() {
            true => asked,
            false => {
                let moved = self.seats_that_moved_in_step(key).await?;
                asked.into_iter().filter(|s| !moved.contains(s)).collect()
            }
        };
        while made.actions <= self.row.seats.len() && self.row.status == GameStatus::Running {
            let row = &self.row;
            let Some(state) = row.snapshot.as_ref() else {
                break;
            };
            if state.deadline().is_none_or(|d| d.key != key) {
                break;
            }
            let Some((actor, action)) = state.next_move_at_deadline(|seat| row.played_by_bot(seat))
            else {
                break;
            };
            let (events, _) = self.apply(actor, &action, None).await?;
            made.events.extend(events);
            made.actions += 1;
            if actor == Actor::Clock {
                break;
            }
        }
        Ok((made, missed))
    }

    /// The seats that made a move (their own, or a bot's covering it) in
    /// the step the game's timer `key` times: the log is replayed, and
    /// only the moves made while `key` was armed, since it last was not,
    /// count.
    async fn seats_that_moved_in_step(&self, key: u64) -> Result<Vec<Seat>, TableError> {
        let row = &self.row;
        let log = self.table.store.actions(row.id).await?;
        let mut state = deal(row.kind, &row.options, row.seed, &row.seats)?;
        let mut moved = Vec::new();
        for (actor, action) in &log {
            let in_step = state.deadline().is_some_and(|d| d.key == key);
            state.apply(*actor, action)?;
            match actor {
                _ if !in_step => moved.clear(),
                Actor::Seat(seat) => moved.push(*seat),
                Actor::Clock | Actor::Host => {}
            }
        }
        Ok(moved)
    }

    /// Let the bots play while one is prompted, at most `limit` moves; with
    /// [`Timers::Now`] the clock also acts when only it can end a phase.
    /// Every move is durable before the next.
    pub async fn play_bots(
        &mut self,
        timers: Timers,
        limit: usize,
    ) -> Result<MovesMade, TableError> {
        let mut made = MovesMade::default();
        while made.actions < limit && self.row.status == GameStatus::Running {
            let row = &self.row;
            let next = match timers {
                Timers::Wait => next_bot_move(row).map(|(seat, a)| (Actor::Seat(seat), a)),
                Timers::Now => row
                    .snapshot
                    .as_ref()
                    .and_then(|s| s.next_automatic_move(|seat| row.played_by_bot(seat))),
            };
            let Some((actor, action)) = next else { break };
            let (events, _) = self.apply(actor, &action, None).await?;
            made.events.extend(events);
            made.actions += 1;
        }
        Ok(made)
    }

    /// Whether a prompt drawn for `seat` at `version` still means the same
    /// thing: it is the current version, or an older one after which only
    /// other seats acted (no clock or host action) and the seat's prompt is
    /// exactly what it was. Other seats acting in a simultaneous step (a
    /// night, the groups of a tournament) then do not make everyone else's
    /// panel outdated. The old prompt is rebuilt from the log.
    pub async fn is_current(&self, seat: Seat, version: u64) -> Result<bool, TableError> {
        let row = &self.row;
        if version == row.version {
            return Ok(true);
        }
        if version > row.version {
            return Ok(false);
        }
        let log = self.table.store.actions(row.id).await?;
        let (then, since) = log.split_at((version as usize).min(log.len()));
        // Moves of other seats and the clock's steps (a Werewolf quiet
        // talk runs in steps cut at each bot's moment) leave a button
        // current while the seat's prompt is the same.
        let others_only = since.iter().all(|(actor, _)| {
            matches!(actor, Actor::Seat(s) if *s != seat) || *actor == Actor::Clock
        });
        if !others_only {
            return Ok(false);
        }
        let Ok(old) = replay(row, then) else {
            return Ok(false);
        };
        let now = row.snapshot.as_ref().and_then(|s| s.prompt_for(seat));
        Ok(now.is_some() && now == old.prompt_for(seat))
    }
}
