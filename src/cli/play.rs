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

use std::collections::HashMap;
use std::io::{self, BufRead, IsTerminal, Write};
use std::sync::Arc;
use std::time::Duration;

use serde_json::json;

use clap::Args;

use super::common::{database_url, resolve_game, CliError};
use super::screen::{keys, news_lines, Painter};
use crate::engine::text::{Arg, Locale};
use crate::engine::{Audience, Event, Panel, Seat, Text, Viewer};
use crate::games::{bot_name, GameKind};
use crate::store::{GameId, GameRow, GameStatus, SeatRow, Store, StoreError};
use crate::table::{
    reveal_lines, seat_panel, Batch, GameLock, GameSpec, Move, Pace, SystemClock, Table, TableError,
};
use crate::text;

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game to play, by its slug (e.g. `wolves`); an unknown name lists them all.
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
    /// The language to play in: en-US, pt-BR, es-ES, de or fr (default:
    /// the environment's LC_ALL, LC_MESSAGES or LANG; English otherwise).
    #[arg(long, value_name = "LANGUAGE")]
    pub lang: Option<String>,
}

/// The terminal's language: `--lang`, else the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set (as POSIX reads them), in the
/// language it names when wolfden speaks it, English otherwise. An
/// unknown `--lang` is refused.
pub fn terminal_locale(
    lang: Option<&str>,
    env: impl Fn(&str) -> Option<String>,
) -> Result<Locale, CliError> {
    if let Some(lang) = lang {
        return Locale::matching(lang).ok_or_else(|| {
            let known: Vec<&str> = Locale::ALL.iter().map(|l| l.tag()).collect();
            CliError::usage(format!(
                "unknown language {lang:?}: wolfden speaks {}",
                known.join(", ")
            ))
        });
    }
    let set = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| env(name).filter(|v| !v.is_empty()));
    Ok(set.map_or(Locale::EnUs, |tag| Locale::from_tag(&tag)))
}

/// Run `wolfden play` on the real terminal, saving on a signal. A new game
/// with one human at a terminal asks for their name first (Enter keeps the
/// login name).
pub async fn play_in_terminal(mut args: PlayArgs) -> Result<(), CliError> {
    let locale = terminal_locale(args.lang.as_deref(), |name| std::env::var(name).ok())?;
    crate::engine::text::set_process_locale(locale);
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut output = io::stdout();
    let clear = io::stdout().is_terminal();
    if args.name.is_none() && args.game.is_some() && args.humans == 1 && stdin.is_terminal() {
        args.name = Some(ask_name(&mut input, &mut output)?);
    }
    play_in(
        args,
        &mut input,
        &mut output,
        clear,
        true,
        Painter::for_stdout(),
    )
    .await
}

/// A text of the terminal's own, in English for nobody in particular (a
/// refusal on the way out, before any seat reads it).
pub(crate) fn words(text: Text) -> String {
    text.plain(Viewer::Public)
}

/// A plain argument (a code, a path, a name that is not a seat's).
fn plain(value: impl ToString) -> Arg {
    Arg::Plain(value.to_string())
}

/// What `wolfden play` without a game says: the games, and an example.
fn which_game() -> String {
    let games: Vec<Text> = GameKind::ALL
        .iter()
        .map(|kind| {
            text!(
                "term-game-entry",
                slug = plain(kind.slug()),
                title = kind.title()
            )
        })
        .collect();
    words(text!("term-which-game", games = games))
}

/// The login name (`$USER`, then `$LOGNAME`), or "Player".
fn login_name() -> String {
    ["USER", "LOGNAME"]
        .iter()
        .filter_map(|var| std::env::var(var).ok())
        .find_map(|name| checked_name(&name).ok())
        .unwrap_or_else(|| words(text!("term-name-default")))
}

/// The most characters of a name at the table (as a Discord nickname).
const NAME_MAX: usize = 32;

/// `raw` trimmed as a player's name, or why it cannot be one.
fn checked_name(raw: &str) -> Result<String, Text> {
    let name = raw.trim();
    if name.is_empty() {
        return Err(text!("term-name-empty"));
    }
    if name.chars().count() > NAME_MAX {
        return Err(text!("term-name-too-long", max = NAME_MAX));
    }
    if name.chars().any(char::is_control) {
        return Err(text!("term-name-control"));
    }
    Ok(name.to_string())
}

/// Asks the human's name until it is a good one; Enter (or the end of
/// input) keeps the login name.
fn ask_name(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<String, CliError> {
    let default = login_name();
    loop {
        let ask = words(text!("term-name-ask", default = plain(&default)));
        write!(out, "{ask} ").map_err(io_failed)?;
        out.flush().map_err(io_failed)?;
        let line = read_bounded_line(input, MAX_LINE).map_err(io_failed)?;
        let Some(line) = line.filter(|l| !l.trim().is_empty()) else {
            return Ok(default);
        };
        match checked_name(&line) {
            Ok(name) => return Ok(name),
            Err(why) => writeln!(out, "{}", words(text!("term-name-retry", why = why)))
                .map_err(io_failed)?,
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
    play_in(args, input, out, clear_screen, false, Painter::new(false)).await
}

async fn play_in(
    args: PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    clear_screen: bool,
    save_on_signals: bool,
    painter: Painter,
) -> Result<(), CliError> {
    let url = database_url(args.db.as_deref());
    // A resume reads an existing database; it never makes an empty one.
    let resuming = args.resume_last || args.resume.is_some();
    if args.game.is_none() && !resuming {
        return Err(CliError::usage(which_game()));
    }
    // Signals are watched before the database opens, so one that comes
    // during a first migration waits for it instead of killing the process
    // (and leaving SQLite's lock and log files).
    let signals = save_on_signals.then(watch_signals).flatten();
    let store = if resuming {
        Store::open_existing(&url).await
    } else {
        Store::open(&url).await
    }
    .map_err(|e| match e {
        StoreError::Missing(_) => {
            CliError::usage(words(text!("term-nothing-to-resume", error = plain(&e))))
        }
        e => CliError::usage(e.to_string()),
    })?;
    let watcher = signals.map(|signals| tokio::spawn(save_on_signal(signals, store.clone())));
    let table = Table::new(store, Arc::new(SystemClock));
    let played = play_on(&table, &url, args, input, out, (clear_screen, painter)).await;
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
    (clear_screen, painter): (bool, Painter),
) -> Result<(), CliError> {
    let id = match (&args.game, args.resume, args.resume_last) {
        (_, Some(id), _) => check_resumable(table, id).await?,
        (_, None, true) => {
            let latest = table
                .store()
                .latest_running()
                .await
                .map_err(|e| CliError::failed(e.to_string()))?
                .ok_or_else(|| {
                    CliError::usage(words(text!("term-no-unfinished", database = plain(url))))
                })?;
            // Checked like `--resume ID`: a damaged game is named, never played.
            check_resumable(table, latest).await?
        }
        (Some(game), None, false) => {
            let (kind, seats, options) = resolve_game(game, args.seats, &args.options)?;
            if args.humans > seats {
                return Err(CliError::usage(words(text!(
                    "term-too-many-humans",
                    humans = args.humans,
                    seats = seats
                ))));
            }
            let seed = args.seed.unwrap_or_else(rand::random);
            let name = match &args.name {
                Some(name) => checked_name(name).map_err(|why| {
                    CliError::usage(words(text!(
                        "term-name-refused",
                        name = plain(format!("{name:?}")),
                        why = why
                    )))
                })?,
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
                    locale: crate::engine::text::current_locale(),
                })
                .await
                .map_err(|e| CliError::usage(words(e.text())))?;
            row.id
        }
        (None, None, false) => return Err(CliError::usage(which_game())),
    };
    let loaded = table.load(id).await.map_err(failed)?;
    let quiet = args.json && human_seats(&loaded).is_empty();
    let mut session = Session {
        table,
        id,
        input,
        out,
        quiet,
        clear_screen,
        delay: Duration::from_millis(args.delay_ms),
        painter,
        log: Vec::new(),
        seen: HashMap::new(),
        humans: human_seats(&loaded),
        last_human: None,
        single_human: single_human(&loaded),
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
                words(text!("term-name-numbered", number = index + 1))
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
/// SIGINT, SIGTERM and SIGHUP, watched from now on (their default action,
/// ending the process at once, is replaced).
struct Signals {
    int: tokio::signal::unix::Signal,
    term: tokio::signal::unix::Signal,
    hup: tokio::signal::unix::Signal,
}

fn watch_signals() -> Option<Signals> {
    use tokio::signal::unix::{signal, SignalKind};
    let watched = (
        signal(SignalKind::interrupt()),
        signal(SignalKind::terminate()),
        signal(SignalKind::hangup()),
    );
    let (Ok(int), Ok(term), Ok(hup)) = watched else {
        tracing::warn!("cannot watch for signals: a signal ends the game without saying so");
        return None;
    };
    Some(Signals { int, term, hup })
}

async fn save_on_signal(mut signals: Signals, store: Store) {
    let number = tokio::select! {
        _ = signals.int.recv() => 2,
        _ = signals.term.recv() => 15,
        _ = signals.hup.recv() => 1,
    };
    // The move in flight is made durable first; no other starts.
    store.close_when_idle().await;
    // The terminal may be gone (SIGHUP): nothing to do if it cannot be told.
    let mut out = io::stdout();
    let _ = writeln!(out, "\n{}", words(text!("term-saved-on-signal")));
    let _ = out.flush();
    std::process::exit(128 + number);
}

async fn check_resumable(table: &Table, id: GameId) -> Result<GameId, CliError> {
    let row = table
        .load(id)
        .await
        .map_err(|e| CliError::usage(words(e.text())))?;
    match row.status {
        GameStatus::Running => {
            // A resumed game is checked before it is played on.
            table.check_game(id).await.map_err(failed)?;
            Ok(id)
        }
        GameStatus::Finished => Err(CliError::usage(words(text!(
            "term-already-finished",
            id = id
        )))),
        GameStatus::Cancelled => Err(CliError::usage(words(text!("term-cancelled", id = id)))),
        GameStatus::Lobby => Err(CliError::usage(words(text!(
            "term-lobby-not-started",
            id = id
        )))),
    }
}

/// Builds panels for the screen, which shows only their text: games that
/// draw a picture (the Arctic Escape map) skip it.
fn text_only<R>(build: impl FnOnce() -> R) -> R {
    crate::engine::without_images(build)
}

fn human_seats(row: &GameRow) -> Vec<Seat> {
    row.seats
        .iter()
        .filter(|s| !s.is_bot)
        .map(|s| s.seat)
        .collect()
}

/// A table's refusal or failure, as the terminal says it (its catalogue
/// text, in the terminal's language).
fn failed(e: TableError) -> CliError {
    CliError::failed(words(e.text()))
}

fn io_failed(e: io::Error) -> CliError {
    CliError::failed(words(text!("term-terminal-failed", error = plain(e))))
}

/// One line of what happened: for everyone, or for one seat only.
struct Entry {
    /// `None` for a public event, the seat it was for otherwise.
    seat: Option<Seat>,
    text: String,
}

struct Session<'a> {
    table: &'a Table,
    id: GameId,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    quiet: bool,
    clear_screen: bool,
    delay: Duration,
    painter: Painter,
    /// Every event of this session, worded for its reader: `l` shows a
    /// seat its part, and each decision screen the part it has not seen.
    log: Vec<Entry>,
    /// How much of [`Session::log`] each human seat has seen.
    seen: HashMap<Seat, usize>,
    /// The human seats; with none, events are printed as they happen.
    humans: Vec<Seat>,
    last_human: Option<Seat>,
    /// With one human nobody else can read the screen: speak to that seat
    /// as "you".
    single_human: Option<Seat>,
}

/// What a typed line at a decision asks for.
enum Typed {
    Choice(usize),
    Key(char),
    Wait,
    Other,
}

fn typed(line: &str) -> Typed {
    let line = line.trim();
    if line.eq_ignore_ascii_case("quit") {
        return Typed::Key('q');
    }
    if line.eq_ignore_ascii_case("help") {
        return Typed::Key('?');
    }
    if let Ok(n) = line.parse::<usize>() {
        return Typed::Choice(n);
    }
    let mut chars = line.chars();
    match (chars.next().map(|c| c.to_ascii_lowercase()), chars.next()) {
        (Some('w'), None) => Typed::Wait,
        (Some(key @ ('b' | 'r' | 'l' | '?' | 'q')), None) => Typed::Key(key),
        _ => Typed::Other,
    }
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
        let intro = text!(
            "term-intro",
            id = row.id,
            game = row.kind.title(),
            seed = plain(row.seed),
            seats = row.seats.len()
        );
        self.say_text(&intro)?;
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
            self.record_events(&game.row().seats, &batch.events)?;
            let row = game.row();
            if row.status == GameStatus::Finished {
                self.show_end(row)?;
                return Ok(Some(row.clone()));
            }
            // No state in hand: a commit failed and the game could not be
            // read back; the next batch reads it again or says why not.
            let Some(state) = row.snapshot.as_ref() else {
                batch = game
                    .batch(None, Move::BotsOnly, pace)
                    .await
                    .map_err(failed)?;
                continue;
            };
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
                return Err(CliError::failed(words(text!(
                    "term-stuck",
                    id = row.id,
                    seed = plain(row.seed)
                ))));
            };
            let Some(played) = self.ask_human(&mut game, prompt.seat, pace).await? else {
                self.say_text(&text!("term-saved", id = self.id))?;
                return Ok(None);
            };
            batch = played;
        }
    }

    /// The end on one screen: what happened last, the outcome, the final
    /// compact board (the standing), and the game's story (every seat's
    /// hidden facts, then the summary).
    fn show_end(&mut self, row: &GameRow) -> Result<(), CliError> {
        let reader = self.last_human.or(self.single_human);
        let news: Vec<String> = self.unseen(reader).into_iter().collect();
        self.say("")?;
        for line in news {
            self.say(&line)?;
        }
        let state = row.snapshot.as_ref().expect("finished game has a snapshot");
        if let Some(outcome) = state.outcome() {
            let over = text!("term-game-over", summary = plain(&outcome.summary));
            let over = self.painter.status(&words(over));
            self.say(&over)?;
        }
        // The final standing (scores, hands at the end) as the compact
        // board shows it: no recent events, nothing private.
        let reader_view = reader.map_or(Viewer::Public, Viewer::Seat);
        let board = text_only(|| state.view(Viewer::Public).board_part());
        let board = self.painter.panel(&board, reader_view);
        self.say(board.trim_end_matches('\n'))?;
        let story = reveal_lines(row);
        if !story.is_empty() {
            let story: Vec<String> = story.iter().map(|l| self.painter.markdown(l)).collect();
            let header = words(text!("term-story"));
            self.say(&format!("{header}\n  {}", story.join("\n  ")))?;
        }
        Ok(())
    }

    /// The lines of the log `reader` has not seen yet (public ones and
    /// their own), marking them seen; everything public for nobody.
    fn unseen(&mut self, reader: Option<Seat>) -> Vec<String> {
        let from = reader.map_or(0, |s| self.seen.get(&s).copied().unwrap_or(0));
        let lines = self.log_lines(reader, from);
        if let Some(seat) = reader {
            self.seen.insert(seat, self.log.len());
        }
        lines
    }

    /// The log from entry `from` on as `reader` may read it.
    fn log_lines(&self, reader: Option<Seat>, from: usize) -> Vec<String> {
        self.log
            .iter()
            .skip(from)
            .filter(|e| e.seat.is_none() || e.seat == reader)
            .flat_map(|e| {
                let text = match e.seat {
                    Some(_) => words(text!("term-private", line = plain(&e.text))),
                    None => e.text.clone(),
                };
                text.lines().map(str::to_string).collect::<Vec<_>>()
            })
            .collect()
    }

    /// Show a human their decision screen and play their choice, with the
    /// bot moves it allows, as one batch at `pace`. `None` if they quit.
    async fn ask_human(
        &mut self,
        game: &mut GameLock<'_>,
        seat: Seat,
        pace: Pace,
    ) -> Result<Option<Batch>, CliError> {
        let row = game.row();
        let name = match row.seats.get(seat) {
            Some(s) => s.name.clone(),
            None => {
                return Err(CliError::failed(words(text!(
                    "term-corrupt-seat",
                    id = row.id,
                    seat = seat
                ))))
            }
        };
        let version = row.version;
        if self.humans.len() > 1 && self.last_human != Some(seat) {
            if self.clear_screen {
                write!(self.out, "\x1b[2J\x1b[H").map_err(io_failed)?;
            }
            self.say_text(&text!("term-pass-keyboard", name = plain(&name)))?;
            if self.read_line()?.is_none() {
                return Ok(None);
            }
        }
        self.last_human = Some(seat);
        let row = game.row();
        let state = row.snapshot.as_ref().expect("running game has a snapshot");
        let panel = text_only(|| seat_panel(row, seat).expect("running game has a snapshot"));
        let kind = row.kind;
        // Time at the terminal passes only when asked: `w` ends the step's
        // timer (a Werewolf day's quiet talk, a vote nobody else answers).
        let timer = state.deadline();
        let news = self.unseen(Some(seat));
        self.show_decision(row, seat, &panel, news)?;
        let count = panel.choices.len();
        let ask = if timer.is_some() {
            text!("term-ask-timer", name = plain(&name), count = count)
        } else {
            text!("term-ask", name = plain(&name), count = count)
        };
        let ask = words(ask);
        loop {
            write!(self.out, "{ask} ").map_err(io_failed)?;
            self.out.flush().map_err(io_failed)?;
            let Some(line) = self.read_line()? else {
                return Ok(None);
            };
            let action = match typed(&line) {
                Typed::Key('q') => return Ok(None),
                Typed::Key(key) => {
                    self.show_key(key, game.row(), seat, kind)?;
                    continue;
                }
                Typed::Wait if timer.is_some() => {
                    // The bots that waited on this player say what they
                    // want, then the clock acts.
                    let ran_out = game.batch(None, Move::TimerRunsOut, pace).await;
                    return ran_out.map(Some).map_err(failed);
                }
                Typed::Wait => {
                    self.say_text(&text!("term-no-timer"))?;
                    continue;
                }
                Typed::Choice(n) => match n.checked_sub(1).and_then(|i| panel.choices.get(i)) {
                    Some(c) if c.disabled => {
                        let refusal = text!("term-not-available", choice = c.label.clone());
                        let refusal = self.painter.text(&refusal, Viewer::Seat(seat));
                        self.say(&refusal)?;
                        continue;
                    }
                    Some(c) => c.id.clone(),
                    None => {
                        self.refuse_line(count, timer.is_some())?;
                        continue;
                    }
                },
                Typed::Other => {
                    self.refuse_line(count, timer.is_some())?;
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
                Err(e) => {
                    let refusal = self.painter.text(&e.text(), Viewer::Seat(seat));
                    self.say(&refusal)?;
                }
            }
        }
    }

    /// A line that is neither a choice nor a key: say what can be typed.
    fn refuse_line(&mut self, choices: usize, timer: bool) -> Result<(), CliError> {
        let refusal = if timer {
            text!("term-refuse-line-timer", count = choices, keys = keys())
        } else {
            text!("term-refuse-line", count = choices, keys = keys())
        };
        self.say_text(&refusal)
    }

    /// A text of the terminal's own for whoever reads the screen.
    fn say_text(&mut self, text: &Text) -> Result<(), CliError> {
        let line = self.painter.text(text, self.screen_reader());
        self.say(&line)
    }

    /// One decision screen: a blank line, the status line, the news, the
    /// compact board, what only this seat sees, the prompt and choices.
    fn show_decision(
        &mut self,
        row: &GameRow,
        seat: Seat,
        panel: &Panel,
        news: Vec<String>,
    ) -> Result<(), CliError> {
        let reader = Viewer::Seat(seat);
        let state = row.snapshot.as_ref().expect("running game has a snapshot");
        let mut board = text_only(|| state.view(Viewer::Public).board_part());
        // The seat's own status opens the screen and says what the title
        // would: neither the board's status nor its title is repeated.
        board.status = None;
        board.title = Text::default();
        let status = panel.status.as_ref().unwrap_or(&panel.title);
        let status = self.painter.status(&status.plain(reader));
        let mut private = panel.private_part();
        private.title = Text::default();
        private.status = None;
        let (left_out, news) = news_lines(news);
        self.say("")?;
        self.say(&status)?;
        if left_out > 0 {
            let more = words(text!("term-news-left-out", count = left_out));
            let more = self.painter.dim(&more);
            self.say(&more)?;
        }
        for line in news {
            self.say(&line)?;
        }
        let screen = self.painter.panel(&board, reader) + &self.painter.panel(&private, reader);
        self.say(screen.trim_end_matches('\n'))
    }

    /// What a key shows; none changes the game.
    fn show_key(
        &mut self,
        key: char,
        row: &GameRow,
        seat: Seat,
        kind: crate::games::GameKind,
    ) -> Result<(), CliError> {
        let reader = Viewer::Seat(seat);
        let text = match key {
            'b' => {
                let state = row.snapshot.as_ref().expect("running game has a snapshot");
                let board = text_only(|| state.view(Viewer::Public));
                self.painter.panel(&board, reader)
            }
            'r' => {
                let pages: Vec<String> = kind
                    .rules()
                    .iter()
                    .map(|page| self.painter.text(page, reader))
                    .collect();
                let header = text!("term-rules-header", game = kind.title());
                format!(
                    "{}\n{}",
                    self.painter.header(&words(header)),
                    pages.join("\n\n")
                )
            }
            'l' => {
                let lines = self.log_lines(Some(seat), 0);
                let lines = if lines.is_empty() {
                    words(text!("term-log-empty"))
                } else {
                    lines.join("\n")
                };
                let header = words(text!("term-log-header"));
                format!("{}\n{lines}", self.painter.header(&header))
            }
            _ => format!(
                "{}\n{}",
                self.painter.header(&words(text!("term-keys-header"))),
                words(text!("term-keys-help", keys = keys()))
            ),
        };
        self.say(text.trim_end_matches('\n'))
    }

    /// Adds a batch's events to the log, each worded for its reader; with
    /// no human at the table they are printed as they happen.
    fn record_events(&mut self, seats: &[SeatRow], events: &[Event]) -> Result<(), CliError> {
        let reader = self.screen_reader();
        for Event { audience, text, .. } in events {
            let to: &[Seat] = match audience {
                Audience::Public => {
                    let text = self.painter.text(text, reader);
                    if self.humans.is_empty() {
                        self.say(&text)?;
                    }
                    self.log.push(Entry { seat: None, text });
                    continue;
                }
                Audience::Seat(s) => std::slice::from_ref(s),
                Audience::Seats(list) => list,
            };
            for &seat in to {
                if seats.get(seat).is_some_and(|s| !s.is_bot) {
                    let text = self.painter.text(text, Viewer::Seat(seat));
                    self.log.push(Entry {
                        seat: Some(seat),
                        text,
                    });
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
