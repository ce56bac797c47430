//! The lobby and the host's commands, as table operations under the game's
//! lock: open, join, leave, add a bot, change options (as text, or an item
//! added to or removed from a list option such as a Werewolf deck), start,
//! cancel, stop, and kick (a lobby seat removed, a running seat handed to a
//! bot). Every lobby write is checked against the version it was computed
//! from; when another process wrote first, the change is computed again
//! from the game as it is now (a few times at most), so no Join is lost.
//! Refusals are [`LobbyError`]s whose text any frontend can show.
//!
//! A lobby whose host is absent is started or ended by its seated humans:
//! a seated player who is not the host and presses Start or Cancel casts a
//! vote ([`GameLock::press`]); votes are stored with the lobby, a seat that
//! leaves takes its vote with it, and when the votes for one side reach a
//! strict majority of the humans seated (the host counted among them) the
//! lobby starts (through the host's own start and its checks) or ends.

use super::{deal, GameLock, Table, TableError};
use crate::engine::options::{LOBBY_EXPIRY, TURN_TIMER};
use crate::engine::text::{Arg, Locale};
use crate::engine::{OptionError, OptionSpec, Options, Text};
use crate::games::{bot_name, AnyGame, GameKind};
use crate::store::{
    Checkpoint, Deadlines, GameId, GameRow, GameStatus, LobbyVote, LobbyVotes, Named, NewGame,
    SeatRow, StoreError,
};
use crate::text;

/// How often a lobby change is computed again after another writer won.
const LOBBY_RETRIES: usize = 8;

/// Why a lobby or host command was refused. Players read [`LobbyError::text`]
/// (from the catalogue); the Display is the English for logs.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LobbyError {
    #[error("Game #{0} has already started.")]
    Started(GameId),
    #[error("Game #{0} is over.")]
    Over(GameId),
    #[error("Game #{0} was cancelled.")]
    Cancelled(GameId),
    /// Only the host (user id `host`) may do `what`.
    #[error("Only the host can {}.", match what {
        HostAction::AddBots => "add bots",
        HostAction::ChangeOptions => "change the options",
        HostAction::Start => "start the game",
        HostAction::Cancel => "cancel the game",
    })]
    HostOnly {
        host: Option<String>,
        what: HostAction,
    },
    #[error("You have already joined.")]
    AlreadyJoined,
    #[error("The table is full ({0} players).")]
    Full(usize),
    #[error("The host cannot leave: press Cancel to close the lobby.")]
    HostCannotLeave,
    #[error("You have not joined this game.")]
    NotJoined,
    /// The game's reason not to deal ([`crate::engine::SetupError::text`]).
    #[error("Cannot start yet: {0}")]
    CannotStart(Text),
    /// The frontend's own reason not to start (a missing permission).
    #[error("{0}")]
    Refused(Text),
    #[error("Options not changed: {0}")]
    OptionsNotChanged(Text),
    #[error("Pick at least one item.")]
    NothingPicked,
    #[error("There is no list option `{0}`.")]
    NoSuchList(String),
    #[error("This game has no option `{0}`.")]
    NoSuchOption(String),
    /// A kick names someone who is not seated.
    #[error("That player is not playing in game #{0}.")]
    NotPlaying(GameId),
    #[error("The host cannot be kicked from the lobby: cancel it instead.")]
    HostCannotBeKicked,
    #[error("Game #{0} is already over.")]
    AlreadyOver(GameId),
    /// Someone not seated pressed Start or Cancel.
    #[error("Only the host or the players seated here can start or end this lobby: press Join to take a seat.")]
    NotSeatedToVote,
}

/// What only the host may do in a lobby ([`LobbyError::HostOnly`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostAction {
    AddBots,
    ChangeOptions,
    Start,
    Cancel,
}

/// `typed` as code: an option key or value as the player types it (they
/// stay English), shown as written.
fn code(typed: &str) -> Arg {
    Arg::Text(Text::Literal(format!("`{typed}`")))
}

impl LobbyError {
    /// The refusal as a player reads it, from the catalogue.
    pub fn text(&self) -> Text {
        match self {
            LobbyError::Started(game) => text!("lobby-error-started", game = *game),
            LobbyError::Over(game) => text!("lobby-error-over", game = *game),
            LobbyError::Cancelled(game) => text!("lobby-error-cancelled", game = *game),
            LobbyError::HostOnly { what, .. } => match what {
                HostAction::AddBots => text!("lobby-host-only-add-bots"),
                HostAction::ChangeOptions => text!("lobby-host-only-options"),
                HostAction::Start => text!("lobby-host-only-start"),
                HostAction::Cancel => text!("lobby-host-only-cancel"),
            },
            LobbyError::AlreadyJoined => text!("lobby-error-already-joined"),
            LobbyError::Full(players) => text!("lobby-error-full", players = *players),
            LobbyError::HostCannotLeave => text!("lobby-error-host-cannot-leave"),
            LobbyError::NotJoined => text!("lobby-error-not-joined"),
            LobbyError::CannotStart(why) => text!("lobby-error-cannot-start", why = why.clone()),
            LobbyError::Refused(why) => why.clone(),
            LobbyError::OptionsNotChanged(why) => {
                text!("lobby-error-options-not-changed", why = why.clone())
            }
            LobbyError::NothingPicked => text!("lobby-error-nothing-picked"),
            LobbyError::NoSuchList(key) => text!("lobby-error-no-such-list", key = code(key)),
            LobbyError::NoSuchOption(key) => text!("lobby-error-no-such-option", key = code(key)),
            LobbyError::NotPlaying(game) => text!("lobby-error-not-playing", game = *game),
            LobbyError::HostCannotBeKicked => text!("lobby-error-host-cannot-be-kicked"),
            LobbyError::AlreadyOver(game) => text!("lobby-error-already-over", game = *game),
            LobbyError::NotSeatedToVote => text!("lobby-error-not-seated-to-vote"),
        }
    }
}

/// What a press of Start or Cancel did ([`GameLock::press`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pressed {
    /// The game started (the host's press, or the deciding vote).
    Started,
    /// The lobby ended (the host's press, or the deciding vote).
    Ended,
    /// A vote was counted; the side has not reached its majority yet.
    Voted(VoteTally),
}

/// A lobby's votes to start and to end it, and how many either needs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VoteTally {
    pub start: usize,
    pub end: usize,
    /// A strict majority of the humans seated, the host counted.
    pub needed: usize,
}

impl VoteTally {
    /// The votes for `side`.
    pub fn of(&self, side: LobbyVote) -> usize {
        match side {
            LobbyVote::Start => self.start,
            LobbyVote::End => self.end,
        }
    }
}

/// The votes of `row` that count: those of seated humans other than the
/// host.
fn counted_votes(votes: &LobbyVotes, seats: &[SeatRow], host: Option<&str>) -> LobbyVotes {
    votes
        .iter()
        .filter(|(user, _)| {
            host != Some(user.as_str())
                && seats
                    .iter()
                    .any(|s| !s.is_bot && s.user_id.as_deref() == Some(user.as_str()))
        })
        .map(|(user, vote)| (user.clone(), *vote))
        .collect()
}

/// The lobby's tally: its counted votes for each side, and the strict
/// majority of its seated humans.
pub fn vote_tally(row: &GameRow) -> VoteTally {
    let humans = row
        .seats
        .iter()
        .filter(|s| !s.is_bot && s.user_id.is_some())
        .count();
    let votes = counted_votes(&row.votes, &row.seats, row.host_id.as_deref());
    let count = |side| votes.values().filter(|v| **v == side).count();
    VoteTally {
        start: count(LobbyVote::Start),
        end: count(LobbyVote::End),
        needed: humans / 2 + 1,
    }
}

/// The lobby's votes in words, a line for each side voted for ("Start: 1
/// of 2 votes") and how many decide; none while nobody voted.
pub fn vote_lines(row: &GameRow) -> Vec<Text> {
    let tally = vote_tally(row);
    let mut lines = Vec::new();
    if tally.start > 0 {
        lines.push(text!(
            "lobby-vote-start",
            votes = tally.start,
            needed = tally.needed
        ));
    }
    if tally.end > 0 {
        lines.push(text!(
            "lobby-vote-end",
            votes = tally.end,
            needed = tally.needed
        ));
    }
    if !lines.is_empty() {
        lines.push(text!("lobby-vote-rule", needed = tally.needed));
    }
    lines
}

/// A lobby to open, with its host in the first seat.
#[derive(Clone, Debug)]
pub struct NewLobby {
    pub kind: GameKind,
    pub options: Options,
    pub seed: u64,
    pub guild_id: Option<String>,
    pub channel_id: Option<String>,
    pub host_id: String,
    pub host_name: String,
    /// The language of the game's public text (the server's).
    pub locale: Locale,
}

/// How a list option changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListOp {
    /// Each picked item once more.
    Add,
    /// Each picked item once less.
    Remove,
    /// Back to the option's default (`auto`).
    Reset,
}

/// What a kick did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kicked {
    /// The seat left the lobby.
    FromLobby,
    /// The running seat is now played by a bot.
    ToBot,
}

/// The key of a lobby's stored deadline, its expiry (a lobby has no game
/// timer yet; game timers' keys are phase counters, far below it, and turn
/// timers' have bit 63).
pub(crate) const LOBBY_EXPIRY_KEY: u64 = 1 << 62;

/// How long a lobby with `options` stays open unstarted, in ms.
fn expiry_ms(options: &Options) -> i64 {
    options
        .int(LOBBY_EXPIRY)
        .filter(|&seconds| seconds > 0)
        .unwrap_or(DEFAULT_LOBBY_EXPIRY_SECONDS)
        * 1000
}

/// A lobby's time when its options do not say (stored before the option).
const DEFAULT_LOBBY_EXPIRY_SECONDS: i64 = 30 * 60;

/// When the lobby `row` expires (Unix ms): its opening plus its
/// `lobby_expiry` option as it is now.
pub fn lobby_expires_at(row: &GameRow) -> i64 {
    row.created_at + expiry_ms(&row.options)
}

/// Parse `key=value ...` against a game's option specs.
pub fn parse_options(kind: GameKind, text: &str) -> Result<Options, OptionError> {
    let items: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    Options::parse_assignments(kind.option_specs(), &items)
}

/// The turn timer a Discord lobby of `kind` opens with, in seconds: the
/// game's line in the `games!` list says it (`src/games/mod.rs`).
pub fn discord_turn_timer(kind: GameKind) -> u32 {
    kind.discord_turn_timer()
}

/// The options a new lobby opens with from the host's `key=value ...`
/// text: with `turn_timer_default`, a turn timer the text does not set is
/// the game's [`discord_turn_timer`].
pub fn lobby_options(
    kind: GameKind,
    text: &str,
    turn_timer_default: bool,
) -> Result<Options, OptionError> {
    let mut items: Vec<String> = Vec::new();
    if turn_timer_default {
        items.push(format!("{TURN_TIMER}={}", discord_turn_timer(kind)));
    }
    items.extend(text.split_whitespace().map(str::to_string));
    Options::parse_assignments(kind.option_specs(), &items)
}

/// One count per item of the list option `spec` as the lobby edits it: the
/// list itself, or, while it is `auto`, what the game would use at this
/// table (its preset), else the empty list.
pub fn list_counts(row: &GameRow, spec: &OptionSpec) -> Vec<usize> {
    let value = row.options.text(spec.key);
    let explicit = if value.eq_ignore_ascii_case("auto") {
        row.kind
            .auto_value(spec.key, &row.options, row.seats.len())
            .unwrap_or_default()
    } else {
        value.to_string()
    };
    spec.parse_counts(&explicit)
        .unwrap_or_else(|_| vec![0; spec.items().len()])
}

/// The lobby's line for newcomers: where the rules of `kind` are.
pub fn rules_pointer(kind: GameKind) -> Text {
    text!(
        "table-lobby-rules",
        game = kind.title(),
        slug = Arg::Plain(kind.slug().to_string())
    )
}

/// The name of the next bot at this table: the first wolf name (the
/// terminal's, [`bot_name`]) no seat has yet, as called (every text adds
/// the bot suffix in its reader's language).
pub fn next_bot_name(seats: &[SeatRow]) -> String {
    (0..)
        .map(bot_name)
        .find(|name| !seats.iter().any(|s| s.name == name.as_str()))
        .expect("bot names are numbered past the wolf names, so one is free")
        .to_string()
}

/// Refused unless the game is still a lobby.
pub fn check_lobby(row: &GameRow) -> Result<(), LobbyError> {
    match row.status {
        GameStatus::Lobby => Ok(()),
        GameStatus::Running => Err(LobbyError::Started(row.id)),
        GameStatus::Finished => Err(LobbyError::Over(row.id)),
        GameStatus::Cancelled => Err(LobbyError::Cancelled(row.id)),
    }
}

/// Refused unless `user` is the host.
pub fn check_host(row: &GameRow, user: &str, what: HostAction) -> Result<(), LobbyError> {
    if row.host_id.as_deref() == Some(user) {
        Ok(())
    } else {
        Err(LobbyError::HostOnly {
            host: row.host_id.clone(),
            what,
        })
    }
}

fn reseat(seats: &mut [SeatRow]) {
    for (i, s) in seats.iter_mut().enumerate() {
        s.seat = i;
    }
}

fn max_seats(row: &GameRow) -> usize {
    row.kind.seat_range().1
}

impl Table {
    /// Store a new lobby and hold it (the caller records where its board
    /// is before anyone can click it).
    pub async fn open_lobby(&self, new: NewLobby) -> Result<GameLock<'_>, TableError> {
        let host = SeatRow {
            seat: 0,
            user_id: Some(new.host_id.clone()),
            name: new.host_name,
            is_bot: false,
            named: Named::Player,
        };
        let game = NewGame {
            kind: new.kind,
            options: new.options,
            seed: new.seed,
            guild_id: new.guild_id,
            channel_id: new.channel_id,
            host_id: Some(new.host_id),
            seats: vec![host],
            snapshot: None,
            deadlines: Default::default(),
            locale: new.locale,
        };
        let now = self.now_ms();
        let game = NewGame {
            deadlines: Deadlines {
                game: Some((now + expiry_ms(&game.options), LOBBY_EXPIRY_KEY)),
                turn: None,
            },
            ..game
        };
        let id = self.store.insert_game(&game, now).await?;
        self.lock(id).await
    }
}

impl GameLock<'_> {
    /// Write the seats and options `change` computes from the lobby, with
    /// a version check; computed again if another writer won. The votes of
    /// seats that are gone go with them.
    async fn edit_lobby(
        &mut self,
        change: impl Fn(&GameRow) -> Result<(Vec<SeatRow>, Options), LobbyError>,
    ) -> Result<(), TableError> {
        self.edit_lobby_votes(|row| {
            let (seats, options) = change(row)?;
            Ok((seats, options, row.votes.clone()))
        })
        .await
    }

    /// [`GameLock::edit_lobby`] with the votes too: the write is skipped
    /// when it changes nothing.
    async fn edit_lobby_votes(
        &mut self,
        change: impl Fn(&GameRow) -> Result<(Vec<SeatRow>, Options, LobbyVotes), LobbyError>,
    ) -> Result<(), TableError> {
        for _ in 0..LOBBY_RETRIES {
            check_lobby(&self.row)?;
            let (seats, options, votes) = change(&self.row)?;
            let votes = counted_votes(&votes, &seats, self.row.host_id.as_deref());
            let row = &self.row;
            if (&seats, &options, &votes) == (&row.seats, &row.options, &row.votes) {
                return Ok(());
            }
            let now = self.table.now_ms();
            let written = self
                .table
                .store
                .write_lobby(row.id, row.version, (&seats, &options, &votes), now)
                .await;
            if self.written(written).await? {
                let row = &mut self.row;
                row.seats = seats;
                row.options = options;
                row.votes = votes;
                row.version += 1;
                row.updated_at = now;
                return Ok(());
            }
        }
        Err(self.gave_up())
    }

    /// Whether a lobby write went through; after a version conflict the
    /// lobby is read again so that the caller can try once more.
    async fn written(&mut self, result: Result<(), StoreError>) -> Result<bool, TableError> {
        match result {
            Ok(()) => Ok(true),
            Err(StoreError::VersionConflict { .. }) => {
                self.reload().await?;
                Ok(false)
            }
            Err(e) => Err(e.into()),
        }
    }

    /// The conflict reported once every retry of a lobby write lost.
    fn gave_up(&self) -> TableError {
        StoreError::VersionConflict {
            expected: self.row.version,
        }
        .into()
    }

    /// `user` (shown as `name`) takes the next seat.
    pub async fn join(&mut self, user: &str, name: &str) -> Result<(), TableError> {
        self.edit_lobby(|row| {
            if row.seat_of(user).is_some() {
                return Err(LobbyError::AlreadyJoined);
            }
            if row.seats.len() >= max_seats(row) {
                return Err(LobbyError::Full(max_seats(row)));
            }
            let mut seats = row.seats.clone();
            seats.push(SeatRow {
                seat: seats.len(),
                user_id: Some(user.to_string()),
                name: name.to_string(),
                is_bot: false,
                named: Named::Player,
            });
            Ok((seats, row.options.clone()))
        })
        .await
    }

    /// `user` leaves the lobby (not the host: they cancel).
    pub async fn leave(&mut self, user: &str) -> Result<(), TableError> {
        self.edit_lobby(|row| {
            if row.host_id.as_deref() == Some(user) {
                return Err(LobbyError::HostCannotLeave);
            }
            let seat = row.seat_of(user).ok_or(LobbyError::NotJoined)?;
            let mut seats = row.seats.clone();
            seats.remove(seat);
            reseat(&mut seats);
            Ok((seats, row.options.clone()))
        })
        .await
    }

    /// The host adds a bot seat, named as the terminal names bots
    /// (Akela, Luna, ..., each shown with the bot suffix).
    pub async fn add_bot(&mut self, user: &str) -> Result<(), TableError> {
        self.edit_lobby(|row| {
            check_host(row, user, HostAction::AddBots)?;
            if row.seats.len() >= max_seats(row) {
                return Err(LobbyError::Full(max_seats(row)));
            }
            let mut seats = row.seats.clone();
            seats.push(SeatRow::bot(seats.len(), &next_bot_name(&row.seats)));
            Ok((seats, row.options.clone()))
        })
        .await
    }

    /// The host sets the options from `key=value ...` text (unnamed keys
    /// keep their defaults).
    pub async fn set_options(&mut self, user: &str, text: &str) -> Result<(), TableError> {
        self.edit_lobby(|row| {
            check_host(row, user, HostAction::ChangeOptions)?;
            let options = parse_options(row.kind, text)
                .map_err(|e| LobbyError::OptionsNotChanged(e.text()))?;
            Ok((row.seats.clone(), options))
        })
        .await
    }

    /// The host sets the one option `key` to `value` (the others keep
    /// theirs). An unknown key or a value the option refuses changes
    /// nothing.
    pub async fn set_option(
        &mut self,
        user: &str,
        key: &str,
        value: &str,
    ) -> Result<(), TableError> {
        self.edit_lobby(|row| {
            check_host(row, user, HostAction::ChangeOptions)?;
            let specs = row.kind.option_specs();
            if !specs.iter().any(|s| s.key == key) {
                return Err(LobbyError::NoSuchOption(key.to_string()));
            }
            let options = row
                .options
                .with(specs, key, value)
                .map_err(|e| LobbyError::OptionsNotChanged(e.text()))?;
            Ok((row.seats.clone(), options))
        })
        .await
    }

    /// The host adds or removes the items `picked` (slugs) of the list
    /// option `key`, or resets it.
    pub async fn edit_list(
        &mut self,
        user: &str,
        key: &str,
        op: ListOp,
        picked: &[String],
    ) -> Result<(), TableError> {
        self.edit_lobby(|row| {
            check_host(row, user, HostAction::ChangeOptions)?;
            let specs = row.kind.option_specs();
            let Some(spec) = specs.iter().find(|s| s.key == key && !s.items().is_empty()) else {
                return Err(LobbyError::NoSuchList(key.to_string()));
            };
            if picked.is_empty() && op != ListOp::Reset {
                return Err(LobbyError::NothingPicked);
            }
            let not_changed = LobbyError::OptionsNotChanged;
            let value = if op == ListOp::Reset {
                spec.default.unwrap_or("auto").to_string()
            } else {
                let mut counts = list_counts(row, spec);
                for v in picked {
                    let Some(i) = spec.items().iter().position(|(slug, _)| slug == v) else {
                        return Err(not_changed(text!("lobby-not-in-list", item = code(v))));
                    };
                    match op {
                        ListOp::Add => counts[i] += 1,
                        _ => counts[i] = counts[i].saturating_sub(1),
                    }
                }
                spec.format_counts(&counts).map_err(|e| {
                    not_changed(text!(
                        "lobby-list-refused",
                        key = Arg::Plain(key.to_string()),
                        why = e.text()
                    ))
                })?
            };
            let options = row
                .options
                .with(specs, key, &value)
                .map_err(|e| not_changed(e.text()))?;
            Ok((row.seats.clone(), options))
        })
        .await
    }

    /// The host deals the game with the lobby's seats. `accept` may still
    /// refuse the dealt game (a frontend that lacks a permission it needs).
    pub async fn start(
        &mut self,
        user: &str,
        accept: impl FnMut(&AnyGame) -> Result<(), Text>,
    ) -> Result<(), TableError> {
        check_lobby(&self.row)?;
        check_host(&self.row, user, HostAction::Start)?;
        self.deal_and_start(accept).await
    }

    /// `user` pressed Start (`side` [`LobbyVote::Start`]) or Cancel
    /// ([`LobbyVote::End`]): the host's press acts at once
    /// ([`GameLock::start`], [`GameLock::cancel`]); a seated human's is a
    /// vote, kept with the lobby (pressing the same side again changes
    /// nothing; the other side moves the vote), and the vote that gives its
    /// side a strict majority of the humans seated starts or ends the
    /// lobby. A start the game refuses (too few players) is the refusal,
    /// and the votes stay. Anyone else is refused, changing nothing.
    pub async fn press(
        &mut self,
        user: &str,
        side: LobbyVote,
        accept: impl FnMut(&AnyGame) -> Result<(), Text>,
    ) -> Result<Pressed, TableError> {
        check_lobby(&self.row)?;
        if self.row.host_id.as_deref() == Some(user) {
            return match side {
                LobbyVote::Start => self.start(user, accept).await.map(|()| Pressed::Started),
                LobbyVote::End => self.cancel(user).await.map(|()| Pressed::Ended),
            };
        }
        let seated_human = self
            .row
            .seats
            .iter()
            .any(|s| !s.is_bot && s.user_id.as_deref() == Some(user));
        if !seated_human {
            return Err(LobbyError::NotSeatedToVote.into());
        }
        self.edit_lobby_votes(|row| {
            let mut votes = row.votes.clone();
            votes.insert(user.to_string(), side);
            Ok((row.seats.clone(), row.options.clone(), votes))
        })
        .await?;
        let tally = vote_tally(&self.row);
        if tally.of(side) < tally.needed {
            return Ok(Pressed::Voted(tally));
        }
        match side {
            LobbyVote::Start => self.deal_and_start(accept).await.map(|()| Pressed::Started),
            LobbyVote::End => self.close_lobby().await.map(|()| Pressed::Ended),
        }
    }

    /// Deal the game with the lobby's seats and start it (its checks: the
    /// game's own, then `accept`'s).
    async fn deal_and_start(
        &mut self,
        mut accept: impl FnMut(&AnyGame) -> Result<(), Text>,
    ) -> Result<(), TableError> {
        for _ in 0..LOBBY_RETRIES {
            check_lobby(&self.row)?;
            let row = &self.row;
            let state = deal(row.kind, &row.options, row.seed, &row.seats)
                .map_err(|e| LobbyError::CannotStart(e.text()))?;
            accept(&state).map_err(LobbyError::Refused)?;
            let now = self.table.now_ms();
            let deadlines = self.table.arm_deadline(
                &row.options,
                &state,
                &row.seats,
                Deadlines::default(),
                None,
                now,
            );
            let started = self
                .table
                .store
                .start_lobby(row.id, row.version, &row.seats, &state, deadlines, now)
                .await;
            if self.written(started).await? {
                let row = &mut self.row;
                row.status = GameStatus::Running;
                row.checkpoint = Checkpoint {
                    version: 0,
                    bytes: serde_json::to_string(&state).map_or(0, |json| json.len()),
                };
                row.snapshot = Some(state);
                row.version = 0;
                row.set_deadlines(deadlines);
                row.updated_at = now;
                row.votes.clear();
                row.last_human_at = Some(now);
                return Ok(());
            }
        }
        Err(self.gave_up())
    }

    /// The host closes the lobby.
    pub async fn cancel(&mut self, user: &str) -> Result<(), TableError> {
        check_lobby(&self.row)?;
        check_host(&self.row, user, HostAction::Cancel)?;
        self.close_lobby().await
    }

    /// Close the lobby now (the host's Cancel, or the seated players'
    /// vote).
    async fn close_lobby(&mut self) -> Result<(), TableError> {
        if !self.end().await? {
            self.reload().await?;
            check_lobby(&self.row)?;
        }
        Ok(())
    }

    /// Close the lobby if its time ([`lobby_expires_at`]) has passed:
    /// `true` when it was closed now; `false` when it is not due yet or is
    /// no longer a lobby (started, cancelled), which changes nothing.
    pub async fn expire_lobby(&mut self) -> Result<bool, TableError> {
        if self.row.status != GameStatus::Lobby || self.table.now_ms() < lobby_expires_at(&self.row)
        {
            return Ok(false);
        }
        if self.end().await? {
            return Ok(true);
        }
        self.reload().await?;
        Ok(false)
    }

    /// End a lobby or a running game without a result (stopped by a
    /// moderator, its channel gone). The action log is kept.
    pub async fn stop(&mut self) -> Result<(), TableError> {
        if self.end().await? {
            Ok(())
        } else {
            Err(LobbyError::AlreadyOver(self.row.id).into())
        }
    }

    pub(super) async fn end(&mut self) -> Result<bool, TableError> {
        let now = self.table.now_ms();
        let ended = self.table.store.cancel_game(self.row.id, now).await?;
        if ended {
            let row = &mut self.row;
            row.status = GameStatus::Cancelled;
            row.set_deadlines(Default::default());
            row.updated_at = now;
        }
        Ok(ended)
    }

    /// Remove `target` from the lobby, or hand their running seat to a bot.
    pub async fn kick(&mut self, target: &str) -> Result<Kicked, TableError> {
        let id = self.row.id;
        let Some(seat) = self.row.seat_of(target) else {
            return Err(LobbyError::NotPlaying(id).into());
        };
        match self.row.status {
            GameStatus::Lobby if self.row.host_id.as_deref() == Some(target) => {
                Err(LobbyError::HostCannotBeKicked.into())
            }
            GameStatus::Lobby => {
                self.edit_lobby(|row| {
                    let seat = row.seat_of(target).ok_or(LobbyError::NotPlaying(id))?;
                    let mut seats = row.seats.clone();
                    seats.remove(seat);
                    reseat(&mut seats);
                    Ok((seats, row.options.clone()))
                })
                .await?;
                Ok(Kicked::FromLobby)
            }
            GameStatus::Running => {
                let now = self.table.now_ms();
                self.table.store.make_seat_bot(id, seat, now).await?;
                self.row.updated_at = now;
                let s = &mut self.row.seats[seat];
                s.is_bot = true;
                s.user_id = None;
                Ok(Kicked::ToBot)
            }
            GameStatus::Finished | GameStatus::Cancelled => Err(LobbyError::AlreadyOver(id).into()),
        }
    }
}
