//! The table service: the one path from "someone acts" to "it is durable".
//!
//! Every frontend (Discord, terminal, simulator with `--db`) goes through
//! here for every change of a game: [`Table::lock`] takes the game's async
//! lock and loads its row once, and the [`GameLock`] it returns applies
//! actions (checking who acts and that their prompt is current), lets the
//! bots and the clock play (the turn loop every frontend shares:
//! [`GameLock::batch`]), and runs the lobby (join, leave, bots, options,
//! start, cancel, stop, kick). Each change is one transaction with a
//! version check, so two processes on one database never lose a write, and
//! the lock's in-memory row follows every commit, so a batch of moves
//! parses the stored snapshot once. One lock map, here, guards everything;
//! different games run in parallel. Time comes from an injected [`Clock`].

mod abandon;
mod away;
mod batch;
mod check;
mod clock;
mod frontend;
mod lobby;
mod lock;
mod option_words;
mod rematch;
mod story;
pub(crate) mod turns;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::engine::{
    Actor, Arg, Event, Field, Options, Outcome, Panel, RuleError, Seat, Setup, SetupError, Text,
};
use crate::games::{AnyGame, GameKind};
use crate::store::{
    Deadlines, GameId, GameRow, GameStatus, LogTail, NewGame, SeatRow, Store, StoreError,
};
use crate::text;

pub use batch::{Batch, Move, Pace};
pub use check::Health;
pub use clock::{Clock, FastClock, ManualClock, SystemClock};
pub use lobby::{
    check_host, check_lobby, discord_turn_timer, list_counts, lobby_expires_at, lobby_options,
    next_bot_name, parse_options, rules_pointer, vote_lines, vote_tally, HostAction, Kicked,
    ListOp, LobbyError, NewLobby, Pressed, VoteTally,
};
pub use lock::{
    checkpoint_due, GameLock, MovesMade, Timers, CHECKPOINT_BYTES_PER_ACTION,
    CHECKPOINT_MAX_BEHIND, MAX_BOT_MOVES,
};
pub use option_words::{
    item_label, lobby_options_in_words, option_help, option_message_ids, option_name, option_scope,
    option_value_words, options_in_words,
};
pub use story::reveal_lines;

/// Why an action or command was refused. Players read [`TableError::text`]
/// (from the catalogue); the Display is the English for logs.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error("{0}")]
    Rule(#[from] RuleError),
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("{0}")]
    Lobby(#[from] LobbyError),
    #[error("no game #{0}")]
    NotFound(GameId),
    #[error("game #{0} is already over")]
    Finished(GameId),
    #[error("game #{0} has not started yet")]
    NotStarted(GameId),
    #[error("game #{0} did not finish: only a finished game has a log to show")]
    NotFinished(GameId),
    #[error("you are not playing in this game")]
    NotSeated,
    #[error("game #{of} already has its rematch: game #{id}")]
    RematchTaken { of: GameId, id: GameId },
    #[error("this prompt is outdated: the game has moved on")]
    Outdated { current: u64 },
    #[error("{0}")]
    Store(#[from] StoreError),
}

impl TableError {
    /// The refusal as a player reads it, from the catalogue. A rule's
    /// refusal may name the refused player: render it for them. What the
    /// store says is its English (a store error is for the log, and the
    /// Discord frontend says something went wrong instead).
    pub fn text(&self) -> Text {
        match self {
            TableError::Rule(e) => e.text(),
            TableError::Setup(e) => e.text(),
            TableError::Lobby(e) => e.text(),
            TableError::NotFound(game) => text!("table-error-not-found", game = *game),
            TableError::Finished(game) => text!("table-error-finished", game = *game),
            TableError::NotStarted(game) => text!("table-error-not-started", game = *game),
            TableError::NotFinished(game) => text!("table-error-not-finished", game = *game),
            TableError::NotSeated => text!("table-error-not-seated"),
            TableError::RematchTaken { of, id } => {
                text!("table-error-rematch-taken", game = *of, rematch = *id)
            }
            TableError::Outdated { .. } => text!("table-error-outdated"),
            TableError::Store(e) => Text::from(e.to_string()),
        }
    }
}

/// The result of an accepted action.
#[derive(Debug)]
pub struct Applied {
    pub actor: Actor,
    pub action: String,
    pub events: Vec<Event>,
    /// The game's version after the action (durable).
    pub version: u64,
    /// Set when this action ended the game.
    pub outcome: Option<Outcome>,
}

/// A new game to deal at once (terminal, simulator).
#[derive(Clone, Debug)]
pub struct GameSpec {
    pub kind: GameKind,
    pub options: Options,
    pub seed: u64,
    pub seats: Vec<SeatRow>,
    pub guild_id: Option<String>,
    pub channel_id: Option<String>,
    pub host_id: Option<String>,
    /// The language of the game's public text.
    pub locale: crate::engine::text::Locale,
}

/// A game's lock, holding its row as this process last committed it: the
/// next [`Table::lock`] uses it when the stored version still matches, so a
/// click does not read and parse the snapshot again.
type Slot = Arc<tokio::sync::Mutex<Option<GameRow>>>;

pub struct Table {
    store: Store,
    clock: Arc<dyn Clock>,
    /// Live games' locks; a game's entry goes once it is over.
    locks: Mutex<HashMap<GameId, Slot>>,
    /// The turn timer every step that waits on humans gets ([`turns`]);
    /// `None`: off (the terminal, the simulator).
    turn_seconds: Option<u32>,
}

impl Table {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Self {
        Table {
            store,
            clock,
            locks: Mutex::new(HashMap::new()),
            turn_seconds: None,
        }
    }

    /// The same table, giving every step that waits on human seats a turn
    /// timer of `seconds` (0: off): when it passes, the game's bot plays
    /// the missed step for each seat still asked.
    pub fn with_turn_timer(mut self, seconds: u32) -> Self {
        self.turn_seconds = (seconds > 0).then_some(seconds);
        self
    }

    /// The turn timer's length, if on.
    pub fn turn_timer(&self) -> Option<u32> {
        self.turn_seconds
    }

    /// The turn timer of a game with `options`: its own `turn_timer`
    /// option when on, else the table's ([`Table::with_turn_timer`]).
    pub fn turn_timer_of(&self, options: &Options) -> Option<u32> {
        options
            .int(crate::engine::options::TURN_TIMER)
            .and_then(|seconds| u32::try_from(seconds).ok())
            .filter(|&seconds| seconds > 0)
            .or(self.turn_seconds)
    }

    /// The timers to store for `state` at `seats` of a game with
    /// `options`, given the `armed` ones, nobody away (a game starting).
    fn arm_deadline(
        &self,
        options: &Options,
        state: &AnyGame,
        seats: &[SeatRow],
        armed: Deadlines,
        mover: Option<Actor>,
        now: i64,
    ) -> Deadlines {
        let turn_seconds = self.turn_timer_of(options);
        turns::arm(state, seats, &[], turn_seconds, armed, mover, now)
    }

    /// The store, for reads. Every write goes through the table.
    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn now_ms(&self) -> i64 {
        self.clock.now_ms()
    }

    /// How long to really wait for `clock_ms` of the table's clock to pass.
    pub fn real_wait(&self, clock_ms: i64) -> std::time::Duration {
        self.clock.real_wait(clock_ms)
    }

    /// Take the game's lock and load it: every change of a game happens
    /// through the returned [`GameLock`], one at a time per game. The row
    /// kept from the last lock is used while the store's stamp (status,
    /// version, last update) still matches it; otherwise another process
    /// wrote the game and it is read again.
    pub async fn lock(&self, id: GameId) -> Result<GameLock<'_>, TableError> {
        let slot = self
            .locks
            .lock()
            .expect("lock table poisoned")
            .entry(id)
            .or_default()
            .clone();
        let mut held = slot.lock_owned().await;
        let kept = match held.take() {
            Some(row) if self.store.stamp(id).await? == Some(row.stamp()) => row,
            _ => self.load(id).await?,
        };
        *held = Some(kept);
        Ok(GameLock::new(self, held))
    }

    /// Forget the lock of a game that is over (no one else waits for it).
    fn release(&self, id: GameId, slot: &Slot) {
        let mut locks = self.locks.lock().expect("lock table poisoned");
        // Ours and the map's: nobody else holds or waits for it.
        if Arc::strong_count(slot) <= 2 {
            locks.remove(&id);
        }
    }

    /// Games whose lock (and kept row) this table holds.
    pub fn locks_held(&self) -> usize {
        self.locks.lock().expect("lock table poisoned").len()
    }

    /// Deal a game and store it, running.
    pub async fn create(&self, spec: GameSpec) -> Result<GameRow, TableError> {
        let state = deal(spec.kind, &spec.options, spec.seed, &spec.seats)?;
        let now = self.now_ms();
        let deadlines = self.arm_deadline(
            &spec.options,
            &state,
            &spec.seats,
            Deadlines::default(),
            None,
            now,
        );
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
                    deadlines,
                    locale: spec.locale,
                },
                now,
            )
            .await?;
        self.load(id).await
    }

    /// A stored game, or `NotFound`, at its version: the stored checkpoint
    /// with the actions after it replayed. A started game whose snapshot is
    /// missing or unreadable is rebuilt from its action log (the store stays
    /// the truth); a log that does not hold exactly `version` actions is
    /// reported as corrupt, naming the game, and never played on.
    pub async fn load(&self, id: GameId) -> Result<GameRow, TableError> {
        let mut row = self
            .store
            .load_game(id)
            .await?
            .ok_or(TableError::NotFound(id))?;
        // Started games always have a snapshot (a cancelled lobby has none,
        // and its version counts lobby changes, not actions).
        let started = matches!(row.status, GameStatus::Running | GameStatus::Finished);
        if !started {
            row.tail = LogTail::default();
            return Ok(row);
        }
        match row.snapshot.take() {
            Some(checkpoint) => row.snapshot = Some(catch_up(&mut row, checkpoint)?),
            None => {
                let rebuilt = self.replay_whole_log(&row).await?;
                tracing::warn!(game = id, "rebuilt a missing snapshot from the action log");
                row.snapshot = Some(rebuilt);
                row.tail = LogTail::default();
            }
        }
        Ok(row)
    }

    /// Apply one action by `actor` and make it durable before returning
    /// (a one-shot [`GameLock::act`]).
    pub async fn act(
        &self,
        id: GameId,
        actor: Actor,
        action: &str,
        expected_version: Option<u64>,
    ) -> Result<Applied, TableError> {
        self.lock(id)
            .await?
            .act(actor, action, expected_version)
            .await
    }

    /// Rebuild a game from its seed, options, seats and action log.
    pub async fn replay(&self, id: GameId) -> Result<AnyGame, TableError> {
        let row = self.load(id).await?;
        let log = self.store.actions(id).await?;
        replay(&row, &log)
    }
}

/// The stored checkpoint of `row` with the actions read after it
/// ([`GameRow::tail`]) replayed, which must bring it to the row's version.
fn catch_up(row: &mut GameRow, checkpoint: AnyGame) -> Result<AnyGame, TableError> {
    let id = row.id;
    let tail = std::mem::take(&mut row.tail);
    let reaches = tail.after + tail.actions.len() as u64;
    if tail.after != row.checkpoint.version || reaches != row.version {
        return Err(StoreError::Corrupt(format!(
            "game #{id} is at version {} but its snapshot and log reach {reaches} \
             (an extra log row, or a version set back): run `wolfden check`",
            row.version
        ))
        .into());
    }
    let mut state = checkpoint;
    for (n, (actor, action)) in tail.actions.iter().enumerate() {
        state.apply(*actor, action).map_err(|e| {
            StoreError::Corrupt(format!(
                "game #{id}: action {} of its log ({actor} `{action}`) is refused after its snapshot: {e}",
                tail.after + n as u64 + 1
            ))
        })?;
    }
    Ok(state)
}

/// The game `row` describes after the actions of `log`, from its deal: the
/// one log replay of the table.
fn replay(row: &GameRow, log: &[(Actor, String)]) -> Result<AnyGame, TableError> {
    let mut state = deal(row.kind, &row.options, row.seed, &row.seats)?;
    for (actor, action) in log {
        state.apply(*actor, action)?;
    }
    Ok(state)
}

/// Set up a game from its stored description.
pub fn deal(
    kind: GameKind,
    options: &Options,
    seed: u64,
    seats: &[SeatRow],
) -> Result<AnyGame, SetupError> {
    kind.setup(&Setup {
        names: seats.iter().map(SeatRow::dealt_name).collect(),
        options: options.clone(),
        seed,
    })
}

/// A seat's private panel: the game's panel with its prompt and choices,
/// plus, when the seat holds a decision it shares with bots, what each of
/// them would choose (the bots' stated preference; the human decides).
pub fn seat_panel(row: &GameRow, seat: Seat) -> Option<Panel> {
    let state = row.snapshot.as_ref()?;
    let mut panel = state.panel_for(seat);
    let is_bot = |s: Seat| row.played_by_bot(s);
    let lines: Vec<Text> = state
        .suggestions(seat, is_bot)
        .into_iter()
        .filter_map(|(bot, label)| {
            let name = row.seats.get(bot)?.dealt_name();
            Some(text!(
                "table-bot-would-choose",
                bot = Arg::player(bot, name),
                choice = label
            ))
        })
        .collect();
    if !lines.is_empty() {
        panel.fields.push(Field {
            name: text!("table-bots-suggest"),
            value: Text::Lines(lines),
            inline: false,
            part: crate::engine::Part::Private,
        });
    }
    Some(panel)
}

/// The first prompted seat that a bot plays (a bot's, or an away one), with the bot's choice.
fn next_bot_move(row: &GameRow) -> Option<(Seat, String)> {
    let state = row.snapshot.as_ref()?;
    match state.next_automatic_move(|seat| row.played_by_bot(seat))? {
        (Actor::Seat(seat), action) => Some((seat, action)),
        _ => None,
    }
}

/// The state of a running game, or why it has none.
fn running_state(row: &GameRow) -> Result<&AnyGame, TableError> {
    match row.status {
        GameStatus::Running => row
            .snapshot
            .as_ref()
            .ok_or_else(|| StoreError::Corrupt(format!("game #{} has no snapshot", row.id)).into()),
        GameStatus::Lobby => Err(TableError::NotStarted(row.id)),
        GameStatus::Finished | GameStatus::Cancelled => Err(TableError::Finished(row.id)),
    }
}
