//! Terminal play: `wolfden play <game>`. Human seats take turns at this
//! keyboard, bots fill the rest, and every action goes through the table
//! service into SQLite, so `--resume-last` continues a game after any stop.
//!
//! With several humans, a "pass the keyboard" screen stands between their
//! private panels; private events wait until their seat's next turn.
//!
//! SIGINT, SIGTERM and SIGHUP end a session as `q` does: every move shown
//! is already durable, so the store is closed (SQLite folds its
//! write-ahead log into the file), "Saved." is said, and the process exits
//! with 128 + the signal's number. A resumed game is checked first
//! ([`Table::check_game`]): a log changed under its snapshot is named, not
//! played on.

use std::io::{self, BufRead, IsTerminal, Write};
use std::sync::Arc;
use std::time::Duration;

use serde_json::json;

use clap::Args;

use super::common::{database_url, resolve_game, CliError};
use crate::engine::{Audience, Event, Seat, Text, Viewer};
use crate::games::bot_name;
use crate::store::{GameId, GameRow, GameStatus, SeatRow, Store, StoreError};
use crate::table::{
    reveal_lines, seat_panel, Batch, GameLock, GameSpec, Move, Pace, SystemClock, Table, TableError,
};

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game to play, by its slug (e.g. `wolves`); an unknown name lists them all.
    #[arg(required_unless_present_any = ["resume_last", "resume"])]
    pub game: Option<String>,
    /// Number of seats (default: a usual table for the game).
    #[arg(long)]
    pub seats: Option<usize>,
    /// How many of the seats are humans at this keyboard.
    #[arg(long, default_value_t = 1)]
    pub humans: usize,
    /// Your name at the table when you play alone (default: your login
    /// name; asked at a terminal).
    #[arg(long)]
    pub name: Option<String>,
    /// Seed for the deal (random when absent).
    #[arg(long)]
    pub seed: Option<u64>,
    /// SQLite database file (default: DATABASE_URL, or wolfden.db).
    #[arg(long)]
    pub db: Option<String>,
    /// A game option KEY=VALUE (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Print the final outcome as one JSON line.
    #[arg(long)]
    pub json: bool,
    /// Wait this long between bot moves, to watch them play.
    #[arg(long, default_value_t = 0)]
    pub delay_ms: u64,
    /// Continue the most recent unfinished game in the database.
    #[arg(long, conflicts_with_all = ["game", "resume"])]
    pub resume_last: bool,
    /// Continue the game with this id.
    #[arg(long, value_name = "GAME_ID", conflicts_with = "game")]
    pub resume: Option<i64>,
}

/// Run `wolfden play` on the real terminal, saving on a signal. A new game
/// with one human at a terminal asks for their name first (Enter keeps the
/// login name).
pub async fn play_in_terminal(mut args: PlayArgs) -> Result<(), CliError> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut output = io::stdout();
    let clear = io::stdout().is_terminal();
    if args.name.is_none() && args.game.is_some() && args.humans == 1 && stdin.is_terminal() {
        args.name = Some(ask_name(&mut input, &mut output)?);
    }
    play_in(args, &mut input, &mut output, clear, true).await
}

/// The login name (`$USER`, then `$LOGNAME`), or "Player".
fn login_name() -> String {
    ["USER", "LOGNAME"]
        .iter()
        .filter_map(|var| std::env::var(var).ok())
        .find_map(|name| checked_name(&name).ok())
        .unwrap_or_else(|| "Player".to_string())
}

/// The most characters of a name at the table (as a Discord nickname).
const NAME_MAX: usize = 32;

/// `raw` trimmed as a player's name, or why it cannot be one.
fn checked_name(raw: &str) -> Result<String, String> {
    let name = raw.trim();
    if name.is_empty() {
        return Err("a name needs at least one letter".to_string());
    }
    if name.chars().count() > NAME_MAX {
        return Err(format!("a name has at most {NAME_MAX} characters"));
    }
    if name.chars().any(char::is_control) {
        return Err("a name cannot hold control characters".to_string());
    }
    Ok(name.to_string())
}

/// Asks the human's name until it is a good one; Enter (or the end of
/// input) keeps the login name.
fn ask_name(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<String, CliError> {
    let default = login_name();
    loop {
        write!(out, "Your name [{default}]: ").map_err(io_failed)?;
        out.flush().map_err(io_failed)?;
        let line = read_bounded_line(input, MAX_LINE).map_err(io_failed)?;
        let Some(line) = line.filter(|l| !l.trim().is_empty()) else {
            return Ok(default);
        };
        match checked_name(&line) {
            Ok(name) => return Ok(name),
            Err(why) => writeln!(out, "Please choose another name: {why}.").map_err(io_failed)?,
        }
    }
}

/// `wolfden play` with its input and output given (tests script them).
pub async fn play_in_terminal_with(
    args: PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    clear_screen: bool,
) -> Result<(), CliError> {
    play_in(args, input, out, clear_screen, false).await
}

async fn play_in(
    args: PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    clear_screen: bool,
    save_on_signals: bool,
) -> Result<(), CliError> {
    let url = database_url(args.db.as_deref());
    // A resume reads an existing database; it never makes an empty one.
    let resuming = args.resume_last || args.resume.is_some();
    let store = if resuming {
        Store::open_existing(&url).await
    } else {
        Store::open(&url).await
    }
    .map_err(|e| match e {
        StoreError::Missing(_) => CliError::usage(format!("{e}: nothing to resume")),
        e => CliError::usage(e.to_string()),
    })?;
    let watcher = save_on_signals.then(|| tokio::spawn(save_on_signal(store.clone())));
    let table = Table::new(store, Arc::new(SystemClock));
    let played = play_on(&table, &url, args, input, out, clear_screen).await;
    if let Some(watcher) = watcher {
        watcher.abort();
    }
    // Close the pool whatever happened, so SQLite folds its write-ahead log
    // into the database file: a finished game is in `wolfden.db` itself.
    table.store().close().await;
    played
}

/// The session of [`play_in_terminal_with`] on an open table.
async fn play_on(
    table: &Table,
    url: &str,
    args: PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    clear_screen: bool,
) -> Result<(), CliError> {
    let id = match (&args.game, args.resume, args.resume_last) {
        (_, Some(id), _) => check_resumable(table, id).await?,
        (_, None, true) => table
            .store()
            .latest_running()
            .await
            .map_err(|e| CliError::failed(e.to_string()))?
            .ok_or_else(|| CliError::usage(format!("no unfinished game to resume in {url}")))?,
        (Some(game), None, false) => {
            let (kind, seats, options) = resolve_game(game, args.seats, &args.options)?;
            if args.humans > seats {
                return Err(CliError::usage(format!(
                    "--humans {} is more than the {seats} seats",
                    args.humans
                )));
            }
            let seed = args.seed.unwrap_or_else(rand::random);
            let name = match &args.name {
                Some(name) => checked_name(name)
                    .map_err(|why| CliError::usage(format!("--name {name:?}: {why}")))?,
                None => login_name(),
            };
            let seats = (0..seats)
                .map(|i| seat_row(i, args.humans, &name))
                .collect();
            let row = table
                .create(GameSpec {
                    kind,
                    options,
                    seed,
                    seats,
                    guild_id: None,
                    channel_id: None,
                    host_id: None,
                })
                .await
                .map_err(|e| CliError::usage(e.to_string()))?;
            row.id
        }
        (None, None, false) => {
            return Err(CliError::usage("name a game to play, or --resume-last"))
        }
    };
    let quiet = args.json && !has_humans(&table.load(id).await.map_err(failed)?);
    let mut session = Session {
        table,
        id,
        input,
        out,
        quiet,
        clear_screen,
        delay: Duration::from_millis(args.delay_ms),
        pending_private: Vec::new(),
        last_human: None,
        single_human: single_human(&table.load(id).await.map_err(failed)?),
    };
    let finished = session.run().await?;
    if args.json {
        if let Some(row) = finished {
            let outcome = row
                .snapshot
                .as_ref()
                .and_then(|s| s.outcome())
                .expect("finished game has an outcome");
            let line = json!({
                "game_id": row.id,
                "game": row.kind.slug(),
                "seed": row.seed,
                "winners": outcome.winners,
                "scores": outcome.scores,
                "actions": row.version,
            });
            writeln!(session.out, "{line}").map_err(io_failed)?;
        }
    }
    Ok(())
}

/// The seat of the only human at the table, if there is exactly one.
fn single_human(row: &GameRow) -> Option<Seat> {
    let mut humans = row.seats.iter().filter(|s| !s.is_bot);
    match (humans.next(), humans.next()) {
        (Some(only), None) => Some(only.seat),
        _ => None,
    }
}

/// Seat `index` of a new game: `name` for a lone human, numbered players
/// when several share the keyboard, wolf names for the bots.
fn seat_row(index: usize, humans: usize, name: &str) -> SeatRow {
    if index < humans {
        SeatRow {
            seat: index,
            user_id: Some(format!("terminal:{}", index + 1)),
            name: if humans == 1 {
                name.to_string()
            } else {
                format!("Player {}", index + 1)
            },
            is_bot: false,
        }
    } else {
        SeatRow {
            seat: index,
            user_id: None,
            name: bot_name(index - humans),
            is_bot: true,
        }
    }
}

/// Wait for SIGINT, SIGTERM or SIGHUP, then end the session as `q` would:
/// the session thread may be blocked reading the terminal, so this task
/// closes the store itself and exits. An action being committed finishes
/// first (closing waits for it); every earlier one is already durable.
async fn save_on_signal(store: Store) {
    use tokio::signal::unix::{signal, SignalKind};
    let watched = (
        signal(SignalKind::interrupt()),
        signal(SignalKind::terminate()),
        signal(SignalKind::hangup()),
    );
    let (Ok(mut int), Ok(mut term), Ok(mut hup)) = watched else {
        tracing::warn!("cannot watch for signals: a signal ends the game without saying so");
        return;
    };
    let number = tokio::select! {
        _ = int.recv() => 2,
        _ = term.recv() => 15,
        _ = hup.recv() => 1,
    };
    store.close().await;
    // The terminal may be gone (SIGHUP): nothing to do if it cannot be told.
    let mut out = io::stdout();
    let _ = writeln!(out, "\nSaved. Continue with `wolfden play --resume-last`.");
    let _ = out.flush();
    std::process::exit(128 + number);
}

async fn check_resumable(table: &Table, id: GameId) -> Result<GameId, CliError> {
    let row = table
        .load(id)
        .await
        .map_err(|e| CliError::usage(e.to_string()))?;
    match row.status {
        GameStatus::Running => {
            // A resumed game is checked before it is played on.
            table.check_game(id).await.map_err(failed)?;
            Ok(id)
        }
        GameStatus::Finished => Err(CliError::usage(format!("game #{id} is already finished"))),
        GameStatus::Cancelled => Err(CliError::usage(format!("game #{id} was cancelled"))),
        GameStatus::Lobby => Err(CliError::usage(format!(
            "game #{id} is a Discord lobby that has not started"
        ))),
    }
}

/// Builds panels for the screen, which shows only their text: games that
/// draw a picture (the Arctic Escape map) skip it.
fn text_only<R>(build: impl FnOnce() -> R) -> R {
    crate::engine::without_images(build)
}

fn has_humans(row: &GameRow) -> bool {
    row.seats.iter().any(|s| !s.is_bot)
}

fn failed(e: TableError) -> CliError {
    CliError::failed(e.to_string())
}

fn io_failed(e: io::Error) -> CliError {
    CliError::failed(format!("terminal: {e}"))
}

struct Session<'a> {
    table: &'a Table,
    id: GameId,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    quiet: bool,
    clear_screen: bool,
    delay: Duration,
    /// Private events waiting for their (human) seat's next turn.
    pending_private: Vec<(Seat, String)>,
    last_human: Option<Seat>,
    /// With one human nobody else can read the screen: show private events
    /// at once, and speak to that seat as "you".
    single_human: Option<Seat>,
}

impl Session<'_> {
    /// Who reads what the whole table sees: the lone human, or (several
    /// sharing the keyboard) nobody in particular.
    fn screen_reader(&self) -> Viewer {
        self.single_human.map_or(Viewer::Public, Viewer::Seat)
    }

    /// Play until the game ends (`Some(final row)`) or the human quits (`None`).
    /// The session holds the game's lock throughout: it is the game's only
    /// player here, and the row it holds follows every move.
    async fn run(&mut self) -> Result<Option<GameRow>, CliError> {
        let mut game = self.table.lock(self.id).await.map_err(failed)?;
        let row = game.row();
        self.say(&format!(
            "Game #{} of {} (seed {}), {} seats. Type q to save and quit; resume with `wolfden play --resume-last`.",
            row.id,
            row.kind.title(),
            row.seed,
            row.seats.len()
        ))?;
        // The bots (and timers nobody waits for) move after every human
        // move, in the same batch; one at a time when they are to be watched.
        let pace = if self.delay.is_zero() {
            Pace::AT_ONCE
        } else {
            Pace::AT_ONCE.one_bot_move()
        };
        let mut batch = game
            .batch(None, Move::BotsOnly, pace)
            .await
            .map_err(failed)?;
        loop {
            self.show_events(&game.row().seats, &batch.events)?;
            let row = game.row();
            let state = row.snapshot.as_ref().expect("running game has a snapshot");
            if row.status == GameStatus::Finished {
                let reader = self.screen_reader();
                self.say(&text_only(|| {
                    state.view(Viewer::Public).to_text_for(reader)
                }))?;
                if let Some(outcome) = state.outcome() {
                    self.say(&format!("Game over: {}", outcome.summary))?;
                }
                let story = reveal_lines(row);
                if !story.is_empty() {
                    self.say(&format!("The whole story:\n  {}", story.join("\n  ")))?;
                }
                return Ok(Some(row.clone()));
            }
            // More bot moves may follow (or a failed one is tried again,
            // failing the session if it fails again).
            if batch.bot_moves > 0 || batch.incomplete {
                if !self.delay.is_zero() {
                    tokio::time::sleep(self.delay).await;
                }
                batch = game
                    .batch(None, Move::BotsOnly, pace)
                    .await
                    .map_err(failed)?;
                continue;
            }
            let is_bot = |seat: Seat| row.seats.get(seat).is_some_and(|s| s.is_bot);
            let Some(prompt) = state.prompts().into_iter().find(|p| !is_bot(p.seat)) else {
                return Err(CliError::failed(format!(
                    "game #{} is stuck: nobody can act (please report this with the seed {})",
                    row.id, row.seed
                )));
            };
            let Some(played) = self.ask_human(&mut game, prompt.seat, pace).await? else {
                self.say(&format!(
                    "Saved. Continue with `wolfden play --resume {}` or `--resume-last`.",
                    self.id
                ))?;
                return Ok(None);
            };
            batch = played;
        }
    }

    /// Show a human their panel and play their choice, with the bot moves
    /// it allows, as one batch at `pace`. `None` if they quit.
    async fn ask_human(
        &mut self,
        game: &mut GameLock<'_>,
        seat: Seat,
        pace: Pace,
    ) -> Result<Option<Batch>, CliError> {
        let row = game.row();
        let humans = row.seats.iter().filter(|s| !s.is_bot).count();
        let name = match row.seats.get(seat) {
            Some(s) => s.name.clone(),
            None => {
                return Err(CliError::failed(format!(
                    "stored data is corrupt: game #{} has no seat row for seat {seat}; run `wolfden check`",
                    row.id
                )))
            }
        };
        let version = row.version;
        if humans > 1 && self.last_human != Some(seat) {
            if self.clear_screen {
                write!(self.out, "\x1b[2J\x1b[H").map_err(io_failed)?;
            }
            self.say(&format!(
                "--- Pass the keyboard to {name}, then press Enter ---"
            ))?;
            if self.read_line()?.is_none() {
                return Ok(None);
            }
        }
        self.last_human = Some(seat);
        let private: Vec<String> = self
            .pending_private
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, text)| text.clone())
            .collect();
        self.pending_private.retain(|(s, _)| *s != seat);
        let state = game
            .row()
            .snapshot
            .as_ref()
            .expect("running game has a snapshot");
        let row = game.row();
        let (panel, board) = text_only(|| {
            let panel = seat_panel(row, seat).expect("running game has a snapshot");
            (panel, state.view(Viewer::Public))
        });
        // Time at the terminal passes only when asked: `w` ends the step's
        // timer (a Werewolf day's quiet talk, a vote nobody else answers).
        let timer = state.deadline();
        self.say("")?;
        self.say(&board.to_text_for(self.screen_reader()))?;
        for text in private {
            self.say(&format!("(private) {text}"))?;
        }
        self.say(&panel.to_text_for(Viewer::Seat(seat)))?;
        let wait_hint = if timer.is_some() {
            ", w = let the timer run out"
        } else {
            ""
        };
        loop {
            write!(
                self.out,
                "{name}, your choice [1-{}{wait_hint}]: ",
                panel.choices.len()
            )
            .map_err(io_failed)?;
            self.out.flush().map_err(io_failed)?;
            let Some(line) = self.read_line()? else {
                return Ok(None);
            };
            let line = line.trim();
            if line.eq_ignore_ascii_case("q") || line.eq_ignore_ascii_case("quit") {
                return Ok(None);
            }
            if line.eq_ignore_ascii_case("w") && timer.is_some() {
                // The bots that waited on this player say what they want,
                // then the clock acts.
                let ran_out = game.batch(None, Move::TimerRunsOut, pace).await;
                return ran_out.map(Some).map_err(failed);
            }
            let picked = line
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|i| panel.choices.get(i));
            let action = match picked {
                Some(c) if c.disabled => {
                    self.say(&format!(
                        "{} is not available now: please pick another number.",
                        c.label
                    ))?;
                    continue;
                }
                Some(c) => c.id.clone(),
                None => {
                    self.say(&format!(
                        "Please type a number from 1 to {}{wait_hint} (or q to save and quit).",
                        panel.choices.len()
                    ))?;
                    continue;
                }
            };
            let choice = Move::Seat {
                seat,
                action,
                version,
            };
            match game.batch(None, choice, pace).await {
                Ok(played) => return Ok(Some(played)),
                Err(e) => self.say(&format!("{e}"))?,
            }
        }
    }

    fn show_events(&mut self, seats: &[SeatRow], events: &[Event]) -> Result<(), CliError> {
        for Event { audience, text, .. } in events {
            match audience {
                Audience::Public => self.say(&text.plain(self.screen_reader()))?,
                Audience::Seat(s) => self.private(seats, &[*s], text)?,
                Audience::Seats(list) => self.private(seats, list, text)?,
            }
        }
        Ok(())
    }

    /// Show a private event now (one human) or keep it for the seat's next
    /// turn, worded for that seat.
    fn private(&mut self, seats: &[SeatRow], to: &[Seat], text: &Text) -> Result<(), CliError> {
        for &seat in to {
            if seats.get(seat).is_some_and(|s| !s.is_bot) {
                let text = text.plain(Viewer::Seat(seat));
                if self.single_human.is_some() {
                    self.say(&format!("(private) {text}"))?;
                } else {
                    self.pending_private.push((seat, text));
                }
            }
        }
        Ok(())
    }

    fn say(&mut self, text: &str) -> Result<(), CliError> {
        if self.quiet {
            return Ok(());
        }
        writeln!(self.out, "{text}").map_err(io_failed)
    }

    /// The next line, `None` at the end of input. A line that is not valid
    /// UTF-8 comes back with replacement characters, so it is refused and
    /// asked again like any other bad line instead of ending the session.
    fn read_line(&mut self) -> Result<Option<String>, CliError> {
        read_bounded_line(self.input, MAX_LINE).map_err(io_failed)
    }
}

/// The most of one input line kept: a longer line is read to its end but
/// only this much is held, and it comes back marked so it is refused.
const MAX_LINE: usize = 1024;

/// The next line of `input`, holding at most `max` bytes of it; a longer
/// line ends in a replacement character, so it is never a valid choice.
fn read_bounded_line(input: &mut dyn BufRead, max: usize) -> io::Result<Option<String>> {
    let mut bytes = Vec::new();
    let mut read_any = false;
    let mut too_long = false;
    loop {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            break;
        }
        read_any = true;
        let (line, ended) = match buf.iter().position(|&b| b == b'\n') {
            Some(end) => (&buf[..=end], true),
            None => (buf, false),
        };
        let room = max.saturating_sub(bytes.len());
        too_long |= line.len() > room;
        bytes.extend_from_slice(&line[..line.len().min(room)]);
        let used = line.len();
        input.consume(used);
        if ended {
            break;
        }
    }
    let mut line = String::from_utf8_lossy(&bytes).into_owned();
    if too_long {
        line.push(char::REPLACEMENT_CHARACTER);
    }
    Ok(read_any.then_some(line))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line of `len` bytes of `x`, then `2\n`, made as it is read.
    struct HugeLine {
        left: usize,
        chunk: Vec<u8>,
        tail: &'static [u8],
    }

    impl io::Read for HugeLine {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            unreachable!("read through BufRead")
        }
    }

    impl BufRead for HugeLine {
        fn fill_buf(&mut self) -> io::Result<&[u8]> {
            Ok(if self.left > 0 {
                &self.chunk[..self.left.min(self.chunk.len())]
            } else {
                self.tail
            })
        }
        fn consume(&mut self, n: usize) {
            if self.left > 0 {
                self.left -= n;
            } else {
                self.tail = &self.tail[n..];
            }
        }
    }

    #[test]
    fn a_huge_input_line_is_read_to_its_end_holding_a_bounded_part() {
        let mut input = HugeLine {
            left: 64 << 20,
            chunk: vec![b'x'; 8192],
            tail: b"\n2\n",
        };
        let first = read_bounded_line(&mut input, MAX_LINE).unwrap().unwrap();
        assert!(first.len() <= MAX_LINE + 4, "{} bytes held", first.len());
        assert!(first.ends_with(char::REPLACEMENT_CHARACTER));
        assert_eq!(
            read_bounded_line(&mut input, MAX_LINE).unwrap().as_deref(),
            Some("2\n")
        );
        assert_eq!(read_bounded_line(&mut input, MAX_LINE).unwrap(), None);
    }
}
