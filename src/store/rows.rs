//! Typed rows read back from the store.

use std::collections::BTreeMap;

use sqlx::any::AnyRow;
use sqlx::Row;

use super::{GameId, StoreError};
use crate::engine::options::{ABANDON_AFTER, DEFAULT_ABANDON_AFTER_SECONDS};
use crate::engine::text::Locale;
use crate::engine::{Actor, Name, Options, Text};
use crate::games::{AnyGame, GameKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Lobby,
    Running,
    Finished,
    Cancelled,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Running => "running",
            GameStatus::Finished => "finished",
            GameStatus::Cancelled => "cancelled",
        }
    }

    pub(super) fn parse(s: &str) -> Result<Self, StoreError> {
        Ok(match s {
            "lobby" => GameStatus::Lobby,
            "running" => GameStatus::Running,
            "finished" => GameStatus::Finished,
            "cancelled" => GameStatus::Cancelled,
            other => return Err(StoreError::Corrupt(format!("unknown status `{other}`"))),
        })
    }
}

/// A seated player's vote in a lobby, to start it or to end it without
/// its host ([`crate::table`]'s lobby votes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LobbyVote {
    Start,
    End,
}

/// The lobby's votes: each voter's user id and vote.
pub type LobbyVotes = BTreeMap<String, LobbyVote>;

/// A seat as stored: who sits there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub seat: usize,
    /// Discord user id, `terminal:N`, or `None` for a bot.
    pub user_id: Option<String>,
    /// The name as called: a bot's without any suffix ([`SeatRow::named`]).
    pub name: String,
    /// A bot plays the seat: a bot's seat, or one handed to a bot (kicked).
    pub is_bot: bool,
    /// What the name is: a player's, or a bot's that every text shows with
    /// the bot suffix in its reader's language.
    pub named: Named,
}

/// What a seat's stored name is ([`SeatRow::named`]), as data: no code
/// reads it off the name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Named {
    /// A player's own name (kept when a bot takes the seat over).
    #[default]
    Player,
    /// A bot's name as called ("Akela"): the game is dealt it as a bot's
    /// ([`Name::bot`]), so every text adds the suffix in its reader's
    /// language.
    Bot,
    /// A bot's name stored with the English suffix in it ("Akela (bot)")
    /// before the suffix was data: shown and dealt as stored, so an old
    /// game replays to its snapshot.
    OldBot,
}

impl Named {
    /// As stored in `seats.named`.
    pub(super) fn code(self) -> i64 {
        match self {
            Named::Player => 0,
            Named::Bot => 1,
            Named::OldBot => 2,
        }
    }

    pub(super) fn from_code(code: i64) -> Result<Named, StoreError> {
        Ok(match code {
            0 => Named::Player,
            1 => Named::Bot,
            2 => Named::OldBot,
            other => {
                return Err(StoreError::Corrupt(format!(
                    "unknown seat name kind {other}"
                )))
            }
        })
    }
}

impl SeatRow {
    /// A seat a bot plays from the start, named `name` as called ("Akela").
    pub fn bot(seat: usize, name: &str) -> SeatRow {
        SeatRow {
            seat,
            user_id: None,
            name: name.to_string(),
            is_bot: true,
            named: Named::Bot,
        }
    }

    /// The name the game is dealt for this seat: a bot's marked as such.
    pub fn dealt_name(&self) -> Name {
        match self.named {
            Named::Bot => Name::bot(self.name.as_str()),
            Named::Player | Named::OldBot => Name::player(self.name.as_str()),
        }
    }

    /// The seat's name in a list of the table's seats (the lobby, the
    /// status, the story's players): a seat a bot plays reads with the bot
    /// suffix in its reader's language, unless its stored name says so
    /// already ([`Named::OldBot`]).
    pub fn label(&self) -> Text {
        if self.is_bot && self.named != Named::OldBot {
            Name::bot(self.name.as_str()).text()
        } else {
            Text::Literal(self.name.clone())
        }
    }
}

/// The table's turn timer as stored: when it passes, its key (bit 63 and
/// the waiting human seats), and when the waiting seats are reminded
/// (`None` once they were).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnTimer {
    pub at: i64,
    pub key: u64,
    pub remind_at: Option<i64>,
}

/// A running game's two timers, stored apart so neither overwrites the
/// other: the game's own `(unix ms, key)` and the table's turn timer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Deadlines {
    pub game: Option<(i64, u64)>,
    pub turn: Option<TurnTimer>,
}

impl Deadlines {
    /// When the table acts next (a step ends): the earlier timer.
    pub fn ends_at(&self) -> Option<i64> {
        let turn = self.turn.map(|t| t.at);
        self.game.map(|g| g.0).into_iter().chain(turn).min()
    }

    /// When the timer task must look at the game next: a timer ends or a
    /// reminder is due.
    pub fn wakes_at(&self) -> Option<i64> {
        let remind = self.turn.and_then(|t| t.remind_at);
        self.ends_at().into_iter().chain(remind).min()
    }
}

/// How present a seat's player is ([`crate::table`]'s handover): the
/// turns a bot covered for the seat in a row, and whether the seat is
/// away (a bot plays it until its player takes it back).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Absence {
    pub missed_turns: u32,
    pub away: bool,
}

/// A game's status, version and last update: equal stamps, same game row.
pub type Stamp = (GameStatus, u64, i64);

/// Where the stored snapshot stands: after `version` actions, `bytes` of JSON.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Checkpoint {
    pub version: u64,
    pub bytes: usize,
}

/// Actions `after + 1 ..` of a game's log, in order, read in the same
/// transaction as its row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LogTail {
    pub after: u64,
    pub actions: Vec<(Actor, String)>,
}

/// A stored game.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: GameId,
    pub kind: GameKind,
    pub status: GameStatus,
    pub options: Options,
    pub seed: u64,
    /// The game after `version` actions (once the table has replayed
    /// [`GameRow::tail`] onto the stored checkpoint).
    pub snapshot: Option<AnyGame>,
    pub version: u64,
    /// What the stored snapshot is: the state after this many actions,
    /// and its size in JSON (the table writes a new one when the actions
    /// since it outweigh it; docs/design.md).
    pub checkpoint: Checkpoint,
    /// Actions of the log read with the row and not yet in `snapshot`:
    /// those after the checkpoint, or the whole log when asked for it.
    pub tail: LogTail,
    pub deadline_at: Option<i64>,
    pub deadline_key: Option<u64>,
    /// The table's turn timer, apart from the game's own (`deadline_*`).
    pub turn: Option<TurnTimer>,
    pub guild_id: Option<String>,
    pub channel_id: Option<String>,
    pub host_id: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    pub seats: Vec<SeatRow>,
    /// Each seat's [`Absence`], by seat; a seat past the end is present.
    pub absence: Vec<Absence>,
    /// A lobby's votes to start or end it without its host.
    pub votes: LobbyVotes,
    /// When a human last acted in the running game (Unix ms): its start,
    /// or the latest action of a seat a human holds, as last loaded.
    pub last_human_at: Option<i64>,
    /// The language of the game's public text (its boards, notices and
    /// story): the server's when the lobby opened.
    pub locale: Locale,
}

impl GameRow {
    /// The game's sub-tables now (none before the deal).
    pub fn sub_tables(&self) -> Vec<crate::engine::SubTable> {
        self.snapshot
            .as_ref()
            .map(|s| s.sub_tables())
            .unwrap_or_default()
    }

    pub(super) fn from_rows(
        row: &AnyRow,
        seats: &[AnyRow],
        tail: LogTail,
    ) -> Result<GameRow, StoreError> {
        let corrupt = |e: String| StoreError::Corrupt(e);
        let kind: String = row.try_get("kind")?;
        let status: String = row.try_get("status")?;
        let options: String = row.try_get("options")?;
        let snapshot: Option<String> = row.try_get("snapshot")?;
        let checkpoint = Checkpoint {
            version: row.try_get::<i64, _>(CHECKPOINT_VERSION)? as u64,
            bytes: snapshot.as_ref().map_or(0, String::len),
        };
        let seed: i64 = row.try_get("seed")?;
        let version: i64 = row.try_get("version")?;
        let deadline_key: Option<i64> = row.try_get("deadline_key")?;
        let turn_at: Option<i64> = row.try_get("turn_at")?;
        let turn_key: Option<i64> = row.try_get("turn_key")?;
        let turn = turn_at.zip(turn_key).map(|(at, key)| {
            Ok::<_, StoreError>(TurnTimer {
                at,
                key: key as u64,
                remind_at: row.try_get("turn_remind_at")?,
            })
        });
        let kind = GameKind::from_slug(&kind).map_err(|e| corrupt(e.to_string()))?;
        let votes: Option<String> = row.try_get("lobby_votes")?;
        let votes: LobbyVotes = match votes {
            Some(json) => serde_json::from_str(&json).map_err(|e| corrupt(e.to_string()))?,
            None => LobbyVotes::new(),
        };
        let created_at: i64 = row.try_get("created_at")?;
        let locale: String = row.try_get("locale")?;
        let locale = Locale::matching(&locale)
            .ok_or_else(|| corrupt(format!("has an unknown language {locale:?}")))?;
        let last_human_at = last_human_at(row, &status)?;
        let absence = seats_rows_absence(seats)?;
        let seats = seats
            .iter()
            .map(|s| {
                let seat: i64 = s.try_get("seat")?;
                let is_bot: i64 = s.try_get("is_bot")?;
                let named: i64 = s.try_get("named")?;
                Ok(SeatRow {
                    seat: seat as usize,
                    user_id: s.try_get("user_id")?,
                    name: s.try_get("name")?,
                    is_bot: is_bot != 0,
                    named: Named::from_code(named)?,
                })
            })
            .collect::<Result<Vec<SeatRow>, StoreError>>()?;
        // Seats are numbered from 0 without a gap: a frontend indexes them.
        if let Some(missing) = seats.iter().enumerate().find(|(i, s)| s.seat != *i) {
            return Err(corrupt(format!(
                "has no seat row for seat {} (its seats are {:?})",
                missing.0,
                seats.iter().map(|s| s.seat).collect::<Vec<_>>()
            )));
        }
        Ok(GameRow {
            id: row.try_get("id")?,
            kind,
            status: GameStatus::parse(&status)?,
            options: serde_json::from_str(&options).map_err(|e| corrupt(e.to_string()))?,
            seed: seed as u64,
            // An unreadable snapshot, or one of another kind of game, is
            // left out: the table rebuilds it from the action log
            // ([`crate::table::Table::load`]).
            snapshot: snapshot.and_then(|s| match serde_json::from_str::<AnyGame>(&s) {
                Ok(state) if state.kind() == kind => Some(state),
                Ok(state) => {
                    tracing::warn!(
                        game = row.try_get::<i64, _>("id").unwrap_or_default(),
                        stored = state.kind().slug(),
                        expected = kind.slug(),
                        "a stored snapshot is of another kind of game"
                    );
                    None
                }
                Err(e) => {
                    tracing::warn!(error = %e, "a stored snapshot is unreadable");
                    None
                }
            }),
            version: version as u64,
            checkpoint,
            tail,
            deadline_at: row.try_get("deadline_at")?,
            deadline_key: deadline_key.map(|k| k as u64),
            turn: turn.transpose()?,
            guild_id: row.try_get("guild_id")?,
            channel_id: row.try_get("channel_id")?,
            host_id: row.try_get("host_id")?,
            created_at,
            updated_at: row.try_get("updated_at")?,
            seats,
            absence,
            votes,
            last_human_at,
            locale,
        })
    }

    /// A seat's [`Absence`] (present if the row says nothing).
    pub fn absence_of(&self, seat: usize) -> Absence {
        self.absence.get(seat).copied().unwrap_or_default()
    }

    /// Whether a bot plays `seat` now: a bot's seat, or a seat whose
    /// player is away.
    pub fn played_by_bot(&self, seat: usize) -> bool {
        self.seats.get(seat).is_some_and(|s| s.is_bot) || self.absence_of(seat).away
    }

    /// What changes with every write of the game: its status, version and
    /// last update ([`crate::store::Store::stamp`]).
    pub fn stamp(&self) -> Stamp {
        (self.status, self.version, self.updated_at)
    }

    /// Both timers as stored.
    pub fn deadlines(&self) -> Deadlines {
        Deadlines {
            game: self.deadline_at.zip(self.deadline_key),
            turn: self.turn,
        }
    }

    /// Keep `deadlines` (just made durable).
    pub fn set_deadlines(&mut self, deadlines: Deadlines) {
        self.deadline_at = deadlines.game.map(|d| d.0);
        self.deadline_key = deadlines.game.map(|d| d.1);
        self.turn = deadlines.turn;
    }

    /// When the table acts next on its own, if it is running: shown as
    /// the time left.
    pub fn ends_at(&self) -> Option<i64> {
        self.deadlines().ends_at()
    }

    /// When the timer task must look at the game next (a timer, a
    /// reminder, or its abandonment), if it is running.
    pub fn wakes_at(&self) -> Option<i64> {
        (self.status == GameStatus::Running)
            .then(|| {
                let abandons = self.abandons_at();
                self.deadlines()
                    .wakes_at()
                    .into_iter()
                    .chain(abandons)
                    .min()
            })
            .flatten()
    }

    /// When the running game ends as abandoned if no human acts before:
    /// the last human action plus its `abandon_after` option.
    pub fn abandons_at(&self) -> Option<i64> {
        let last = self
            .last_human_at
            .filter(|_| self.status == GameStatus::Running)?;
        Some(last + abandon_after_ms(&self.options))
    }

    /// The seat of a user, if seated.
    pub fn seat_of(&self, user_id: &str) -> Option<usize> {
        self.seats
            .iter()
            .find(|s| s.user_id.as_deref() == Some(user_id))
            .map(|s| s.seat)
    }

    /// The Discord user in a seat, if a human sits there.
    pub fn human(&self, seat: usize) -> Option<u64> {
        self.seats
            .get(seat)
            .filter(|s| !s.is_bot)
            .and_then(|s| s.user_id.as_deref())
            .and_then(|u| u.parse().ok())
    }
}

/// The column, computed when a game is read, of when a seat a human holds
/// last acted: the latest action logged for it (a bot's covering move for
/// such a seat included).
pub(super) const HUMAN_ACTED_AT: &str = "human_acted_at";

/// The query of [`HUMAN_ACTED_AT`] for the game `games.id`, to select.
/// The column a game's select names its checkpoint's version by
/// ([`SELECT_CHECKPOINT`]).
pub(super) const CHECKPOINT_VERSION: &str = "checkpoint_version";

/// Rows written before checkpoints hold a snapshot at their version.
pub(super) const SELECT_CHECKPOINT: &str =
    "COALESCE(games.snapshot_version, games.version) AS checkpoint_version";

/// A log's rows (`actor`, `action`) as actions, naming game `id` when one
/// cannot be read.
pub(super) fn log_actions(id: GameId, rows: &[AnyRow]) -> Result<Vec<(Actor, String)>, StoreError> {
    rows.iter()
        .map(|r| {
            let actor: String = r.try_get("actor")?;
            let actor = actor
                .parse()
                .map_err(|e| StoreError::corrupt_game(id, format!("has a log row with {e}")))?;
            Ok((actor, r.try_get("action")?))
        })
        .collect()
}

pub(super) const SELECT_HUMAN_ACTED_AT: &str = "(SELECT MAX(a.at) FROM actions a
         JOIN seats s ON s.game_id = a.game_id AND a.actor = 'seat' || CAST(s.seat AS TEXT)
         WHERE a.game_id = games.id AND s.is_bot = 0) AS human_acted_at";

/// When a human last acted in the game `row` (selected with
/// [`SELECT_HUMAN_ACTED_AT`]), if its `status` is running: its start or the
/// latest action of a seat a human holds. A game started before its start
/// was stored counts from its lobby's opening.
pub(super) fn last_human_at(row: &AnyRow, status: &str) -> Result<Option<i64>, StoreError> {
    if status != GameStatus::Running.as_str() {
        return Ok(None);
    }
    let created_at: i64 = row.try_get("created_at")?;
    let started_at: Option<i64> = row.try_get("started_at")?;
    let human_acted_at: Option<i64> = row.try_get(HUMAN_ACTED_AT)?;
    Ok(Some(
        started_at
            .unwrap_or(created_at)
            .max(human_acted_at.unwrap_or(i64::MIN)),
    ))
}

/// How long a game with `options` may go without a human action, in ms.
pub(super) fn abandon_after_ms(options: &Options) -> i64 {
    options
        .int(ABANDON_AFTER)
        .filter(|&seconds| seconds > 0)
        .unwrap_or(DEFAULT_ABANDON_AFTER_SECONDS)
        * 1000
}

/// Each seat's [`Absence`] from its stored row.
fn seats_rows_absence(seats: &[AnyRow]) -> Result<Vec<Absence>, StoreError> {
    seats
        .iter()
        .map(|s| {
            let missed: i64 = s.try_get("missed_turns")?;
            let away: i64 = s.try_get("away")?;
            Ok(Absence {
                missed_turns: missed.clamp(0, u32::MAX as i64) as u32,
                away: away != 0,
            })
        })
        .collect()
}
