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
use super::screen::{keys, news_lines, news_room, NewsLine, Painter, SCREEN_ROWS};
use crate::engine::text::{Arg, Locale};
use crate::engine::{Audience, Event, Panel, Seat, Stage, Text, Viewer};
use crate::games::{bot_name, GameKind};
use crate::store::{GameId, GameRow, GameStatus, Named, SeatRow, Store, StoreError};
use crate::table::{
    reveal_lines, seat_panel, GameLock, GameSpec, Move, Pace, SystemClock, Table, TableError,
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
    /// A human's name at the table; with several humans, once for each in
    /// seat order (default: your login name when you play alone, "Player
    /// N" with several; asked at a terminal).
    #[arg(long = "name", value_name = "NAME")]
    pub names: Vec<String>,
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
pub async fn play_in_terminal(args: PlayArgs) -> Result<(), CliError> {
    let locale = terminal_locale(args.lang.as_deref(), |name| std::env::var(name).ok())?;
    crate::engine::text::set_process_locale(locale);
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut output = io::stdout();
    let at = AtTerminal {
        clear_screen: io::stdout().is_terminal(),
        interactive: stdin.is_terminal(),
    };
    play_in(
        args,
        &mut input,
        &mut output,
        at,
        true,
        Painter::for_stdout(),
    )
    .await
}

/// What the session may do because a person sits at a terminal.
#[derive(Clone, Copy, Debug)]
struct AtTerminal {
    /// The output is a screen: the pass screen clears it, scrollback and
    /// all, between the humans of a hot seat.
    clear_screen: bool,
    /// The input is a person typing: each human's name is asked at a new
    /// game, and a stage spent away waits on its own screen for Enter.
    interactive: bool,
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

/// What `wolfden play --help` says after the arguments: the games (slug,
/// title, seats) and each game's `--option` keys, with (`long`, for
/// `--help`) each key's values, default and meaning; `-h` lists the keys.
pub fn games_help(long: bool) -> String {
    let mut out = String::from("Games (wolfden play GAME):\n");
    for kind in GameKind::ALL {
        let (min, max) = kind.seat_range();
        out.push_str(&format!(
            "  {:<18} {}, {min}-{max} seats (usually {})\n",
            kind.slug(),
            kind.title(),
            kind.default_seats()
        ));
    }
    out.push_str("\nOptions (--option KEY=VALUE, repeatable), by game:\n");
    for kind in GameKind::ALL {
        let specs = kind.option_specs();
        if !long {
            let keys: Vec<&str> = specs.iter().map(|spec| spec.key).collect();
            out.push_str(&format!("  {}: {}\n", kind.slug(), keys.join(", ")));
            continue;
        }
        out.push_str(&format!("  {}:\n", kind.slug()));
        for spec in specs {
            // `accepts` names the default too.
            out.push_str(&format!(
                "    {}={}\n        {}\n",
                spec.key,
                spec.accepts(),
                crate::table::option_help(kind, spec)
            ));
        }
    }
    if !long {
        out.push_str("\n--help shows each option's values, default and meaning.\n");
    }
    out
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

/// Asks the name of every human `--name` did not name, until each is a
/// good one and not another's: "Your name" when one plays alone, "Name of
/// player N" with several. Enter (or the end of input) keeps the default:
/// the login name alone, "Player N" with several.
fn ask_names(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    humans: usize,
    names: &mut Vec<String>,
) -> Result<(), CliError> {
    while names.len() < humans {
        let name = ask_name(input, out, humans, names)?;
        names.push(name);
    }
    Ok(())
}

/// The next human's name (the human after `taken`), asked until it is a
/// good one that nobody at the table has yet.
fn ask_name(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    humans: usize,
    taken: &[String],
) -> Result<String, CliError> {
    let number = taken.len() + 1;
    let default = default_name(number, humans);
    loop {
        let ask = if humans == 1 {
            text!("term-name-ask", default = plain(&default))
        } else {
            text!(
                "term-name-ask-seat",
                number = number,
                default = plain(&default)
            )
        };
        let ask = words(ask);
        write!(out, "{ask} ").map_err(io_failed)?;
        out.flush().map_err(io_failed)?;
        let line = read_bounded_line(input, MAX_LINE).map_err(io_failed)?;
        let line = line.filter(|l| !l.trim().is_empty());
        let checked = match &line {
            None => Ok(default.clone()),
            Some(line) => checked_name(line),
        };
        let why = match checked {
            Ok(name) if taken.contains(&name) => text!("term-name-taken", name = plain(&name)),
            Ok(name) => return Ok(name),
            Err(why) => why,
        };
        writeln!(out, "{}", words(text!("term-name-retry", why = why))).map_err(io_failed)?;
        if line.is_none() {
            // The end of input cannot answer again: the seat's number
            // makes a name nobody has.
            return Ok(words(text!("term-name-numbered", number = number)));
        }
    }
}

/// Human `number`'s name when nobody gives one: the login name alone,
/// "Player N" with several.
fn default_name(number: usize, humans: usize) -> String {
    if humans == 1 {
        login_name()
    } else {
        words(text!("term-name-numbered", number = number))
    }
}

/// The humans' names from `--name`, checked: good names, no two alike, no
/// more than there are humans.
fn given_names(names: &[String], humans: usize) -> Result<Vec<String>, CliError> {
    if names.len() > humans {
        return Err(CliError::usage(words(text!(
            "term-too-many-names",
            names = names.len(),
            humans = humans
        ))));
    }
    let mut checked: Vec<String> = Vec::new();
    for name in names {
        let refused = |why| {
            CliError::usage(words(text!(
                "term-name-refused",
                name = plain(format!("{name:?}")),
                why = why
            )))
        };
        let good = checked_name(name).map_err(refused)?;
        if checked.contains(&good) {
            return Err(refused(text!("term-name-taken", name = plain(&good))));
        }
        checked.push(good);
    }
    Ok(checked)
}

/// `wolfden play` with its input and output given (tests script them).
///
/// `at_terminal` plays as for a person at a terminal: the hot seat's pass
/// screen clears the screen and its scrollback, each human's name is asked
/// at a new game, and a stage spent away waits for Enter on its own screen.
pub async fn play_in_terminal_with(
    args: PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    at_terminal: bool,
) -> Result<(), CliError> {
    let at = AtTerminal {
        clear_screen: at_terminal,
        interactive: at_terminal,
    };
    play_in(args, input, out, at, false, Painter::new(false)).await
}

async fn play_in(
    mut args: PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    at: AtTerminal,
    save_on_signals: bool,
    painter: Painter,
) -> Result<(), CliError> {
    let url = database_url(args.db.as_deref());
    // A resume reads an existing database; it never makes an empty one.
    let resuming = args.resume_last || args.resume.is_some();
    if args.game.is_none() && !resuming {
        return Err(CliError::usage(which_game()));
    }
    // A new game asks the names first, before anything is stored.
    if at.interactive && !resuming {
        let mut names = given_names(&args.names, args.humans)?;
        ask_names(input, out, args.humans, &mut names)?;
        args.names = names;
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
    let db = db_hint(args.db.as_deref());
    let watcher =
        signals.map(|signals| tokio::spawn(save_on_signal(signals, store.clone(), db.clone())));
    let table = Table::new(store, Arc::new(SystemClock));
    let played = play_on(&table, &url, args, input, out, (at, painter)).await;
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
    (at, painter): (AtTerminal, Painter),
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
            let names = given_names(&args.names, args.humans)?;
            let seats = (0..seats)
                .map(|i| seat_row(i, args.humans, &names))
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
        at,
        delay: Duration::from_millis(args.delay_ms),
        painter,
        db: db_hint(args.db.as_deref()),
        log: Vec::new(),
        seen: HashMap::new(),
        stages: Vec::new(),
        decided: HashMap::new(),
        humans: human_seats(&loaded),
        last_human: None,
        single_human: single_human(&loaded),
        rules_page: 0,
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

/// Seat `index` of a new game: the humans' `names` as given or asked (a
/// human left unnamed is the login name alone, a numbered player when
/// several share the keyboard), wolf names for the bots.
fn seat_row(index: usize, humans: usize, names: &[String]) -> SeatRow {
    if index < humans {
        SeatRow {
            seat: index,
            user_id: Some(format!("terminal:{}", index + 1)),
            name: names
                .get(index)
                .cloned()
                .unwrap_or_else(|| default_name(index + 1, humans)),
            is_bot: false,
            named: Named::Player,
        }
    } else {
        SeatRow::bot(index, bot_name(index - humans).as_str())
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

async fn save_on_signal(mut signals: Signals, store: Store, db: String) {
    let number = tokio::select! {
        _ = signals.int.recv() => 2,
        _ = signals.term.recv() => 15,
        _ = signals.hup.recv() => 1,
    };
    // The move in flight is made durable first; no other starts.
    store.close_when_idle().await;
    // The terminal may be gone (SIGHUP): nothing to do if it cannot be told.
    let mut out = io::stdout();
    let saved = text!("term-saved-on-signal", db = plain(db));
    let _ = writeln!(out, "\n{}", words(saved));
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

/// What the resume hints add to `wolfden play --resume…` so they find the
/// same database: ` --db PATH` when `--db` chose it (quoted for a shell
/// where it needs to be), nothing for the default one.
fn db_hint(db: Option<&str>) -> String {
    let Some(db) = db else {
        return String::new();
    };
    let plain = !db.is_empty()
        && db
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_-./:+=,@%".contains(c));
    if plain {
        format!(" --db {db}")
    } else {
        format!(" --db '{}'", db.replace('\'', "'\\''"))
    }
}

/// One line of what happened: for everyone, or for one seat only.
struct Entry {
    /// `None` for a public event, the seat it was for otherwise.
    seat: Option<Seat>,
    text: String,
    /// The game marks the event worth a message of its own (a round or a
    /// day ends, a knock-out, a death): always on the reader's next screen.
    notify: bool,
    /// The seat whose own move this is the result of: always on that
    /// seat's next screen.
    by: Option<Seat>,
    /// Where the game stood when it happened ([`Session::stages`]).
    stage: Option<usize>,
}

impl Entry {
    /// Whether `reader`'s next screen shows this line whatever the room.
    fn kept_for(&self, reader: Option<Seat>) -> bool {
        self.notify || (self.by.is_some() && self.by == reader)
    }
}

/// A stage of the game ([`crate::engine::Game::stage`]: a round, a night,
/// a day) as the session saw it go by.
struct StageSeen {
    stage: Stage,
    /// The public board's title when it began (the stage's name).
    title: Text,
    /// Some seat was asked to decide in it.
    asked: bool,
}

struct Session<'a> {
    table: &'a Table,
    id: GameId,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    quiet: bool,
    at: AtTerminal,
    delay: Duration,
    painter: Painter,
    /// What the resume hints add to find this database ([`db_hint`]).
    db: String,
    /// Every event of this session, worded for its reader: `l` shows a
    /// seat its part, and each decision screen the part it has not seen.
    log: Vec<Entry>,
    /// How much of [`Session::log`] each human seat has seen.
    seen: HashMap<Seat, usize>,
    /// The stages the session saw, in order; [`Entry::stage`] points here.
    stages: Vec<StageSeen>,
    /// The stage of each human seat's last decision.
    decided: HashMap<Seat, usize>,
    /// The human seats; with none, events are printed as they happen.
    humans: Vec<Seat>,
    last_human: Option<Seat>,
    /// With one human nobody else can read the screen: speak to that seat
    /// as "you".
    single_human: Option<Seat>,
    /// The rules page `r` shows next: one page at a time, so a page fits
    /// the screen; each `r` turns to the next, after the last the first.
    rules_page: usize,
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
            seats = row.seats.len(),
            db = plain(&self.db)
        );
        self.say_text(&intro)?;
        // The bots (and timers nobody waits for) move one move a batch,
        // each noted with the stage it was made in, until a human is asked.
        let one_move = Pace::AT_ONCE.one_bot_move();
        loop {
            if game.row().status == GameStatus::Finished {
                let row = game.row().clone();
                self.show_end(&row)?;
                return Ok(Some(row));
            }
            // With no state in hand (a commit failed and the game could
            // not be read back) the batch reads it again or says why not.
            let stage = self.note_stage(game.row());
            let made = game
                .batch(None, Move::BotsOnly, one_move)
                .await
                .map_err(failed)?;
            self.record_events(&game.row().seats, &made.events, stage, None)?;
            if made.actions > 0 || made.incomplete {
                if !self.delay.is_zero() && made.actions > 0 {
                    tokio::time::sleep(self.delay).await;
                }
                continue;
            }
            let row = game.row();
            if row.status == GameStatus::Finished {
                continue;
            }
            let Some(state) = row.snapshot.as_ref() else {
                continue;
            };
            let is_bot = |seat: Seat| row.seats.get(seat).is_some_and(|s| s.is_bot);
            let Some(prompt) = state.prompts().into_iter().find(|p| !is_bot(p.seat)) else {
                return Err(CliError::failed(words(text!(
                    "term-stuck",
                    id = row.id,
                    seed = plain(row.seed)
                ))));
            };
            if !self.ask_human(&mut game, prompt.seat).await? {
                let saved = text!("term-saved", id = self.id, db = plain(&self.db));
                self.say_text(&saved)?;
                return Ok(None);
            }
        }
    }

    /// Notes the stage `row` stands at (a new one when it changed) and
    /// whether a seat is asked in it; its index in [`Session::stages`].
    fn note_stage(&mut self, row: &GameRow) -> Option<usize> {
        let Some(state) = row.snapshot.as_ref() else {
            return self.stages.len().checked_sub(1);
        };
        let stage = text_only(|| state.stage());
        let asked = !state.prompts().is_empty();
        match self.stages.last_mut() {
            Some(last) if last.stage == stage => last.asked |= asked,
            _ => {
                let title = text_only(|| state.view(Viewer::Public).title);
                self.stages.push(StageSeen {
                    stage,
                    title,
                    asked,
                });
            }
        }
        Some(self.stages.len() - 1)
    }

    /// The end on one screen, each thing once: what happened since the
    /// reader's last decision (printed as it happened when no human
    /// plays), the outcome as the status line, the final public board
    /// without the title, status and headline the status line stands in
    /// for, and the story: every seat's hidden facts, then what the game
    /// tells at the end that the board does not already show.
    fn show_end(&mut self, row: &GameRow) -> Result<(), CliError> {
        let reader = self.last_human.or(self.single_human);
        let news: Vec<String> = if self.humans.is_empty() {
            Vec::new()
        } else {
            self.unseen(reader).into_iter().map(|l| l.text).collect()
        };
        let state = row.snapshot.as_ref().expect("finished game has a snapshot");
        let outcome = state.outcome();
        // The game's own line that repeats the outcome: the status line
        // below says it.
        let summary = outcome.as_ref().map(|o| o.summary.as_str());
        let news: Vec<String> = news
            .into_iter()
            .filter(|line| {
                let plain = strip_styles(line);
                !summary.is_some_and(|summary| says_the_same(&plain, summary))
            })
            .collect();
        // A last line that ends with the outcome ("Game over: the last
        // card was taken. Akela wins.") says it already.
        let outcome_said = summary.is_some_and(|summary| {
            news.iter()
                .any(|line| ends_saying(&strip_styles(line), summary))
        });
        self.say("")?;
        for line in &news {
            self.say(line)?;
        }
        if let Some(outcome) = outcome.as_ref().filter(|_| !outcome_said) {
            let over = text!("term-game-over", summary = plain(&outcome.summary));
            let over = self.painter.status(&words(over));
            self.say(&over)?;
        }
        // The final standing (scores, hands at the end, the game's own
        // story) as the compact board shows it: nothing private.
        let reader_view = reader.map_or(Viewer::Public, Viewer::Seat);
        let mut board = text_only(|| state.view(Viewer::Public).board_part());
        board.title = Text::default();
        board.status = None;
        board.text = Text::default();
        // The story names every player; the board calls the reader "you":
        // a line is on the board if either rendering shows it.
        let shown = format!(
            "{}\n{}",
            Painter::new(false).panel(&board, reader_view),
            Painter::new(false).panel(&board, Viewer::Public)
        );
        let drawn = self.painter.panel(&board, reader_view);
        let drawn = drawn.trim_end_matches('\n');
        if !drawn.is_empty() {
            self.say(drawn)?;
        }
        let story = story_lines(row, outcome.as_ref().map(|o| o.summary.as_str()), &shown);
        if !story.is_empty() {
            let story: Vec<String> = story.iter().map(|l| self.painter.markdown(l)).collect();
            let header = words(text!("term-story"));
            self.say(&format!("{header}\n  {}", story.join("\n  ")))?;
        }
        Ok(())
    }

    /// The lines of the log `reader` has not seen yet (public ones and
    /// their own), marking them seen; everything public for nobody.
    fn unseen(&mut self, reader: Option<Seat>) -> Vec<NewsLine> {
        self.unseen_until(reader, self.log.len())
    }

    /// [`Session::unseen`] up to entry `until` of the log.
    fn unseen_until(&mut self, reader: Option<Seat>, until: usize) -> Vec<NewsLine> {
        let from = self.seen_by(reader);
        let lines = self.log_lines(reader, from, until);
        if let Some(seat) = reader {
            self.seen.insert(seat, until.max(from));
        }
        lines
    }

    /// How much of the log `reader` has seen (nobody: none of it).
    fn seen_by(&self, reader: Option<Seat>) -> usize {
        reader.map_or(0, |s| self.seen.get(&s).copied().unwrap_or(0))
    }

    /// The log from entry `from` to `until` as `reader` may read it.
    fn log_lines(&self, reader: Option<Seat>, from: usize, until: usize) -> Vec<NewsLine> {
        self.log
            .iter()
            .take(until)
            .skip(from)
            .filter(|e| e.seat.is_none() || e.seat == reader)
            .flat_map(|e| {
                let text = match e.seat {
                    Some(_) => words(text!("term-private", line = plain(&e.text))),
                    None => e.text.clone(),
                };
                let keep = e.kept_for(reader);
                text.lines()
                    .map(|line| NewsLine {
                        text: line.to_string(),
                        keep,
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    /// The stages `seat` spent away since its last decision: stages
    /// before the current one, other than its last decision's, in which
    /// some seat was asked to decide but this one never was (a Werewolf
    /// day sent out of the village, a round knocked out before one's
    /// turn), each with the end of its part of the log.
    fn stages_away(&self, seat: Seat) -> Vec<(usize, usize)> {
        let current = self.stages.len().checked_sub(1);
        let decided = self.decided.get(&seat).copied();
        let mut away: Vec<(usize, usize)> = Vec::new();
        for (i, entry) in self.log.iter().enumerate().skip(self.seen_by(Some(seat))) {
            let Some(stage) = entry.stage else { continue };
            if Some(stage) == current || Some(stage) == decided || !self.stages[stage].asked {
                continue;
            }
            match away.last_mut() {
                Some((last, end)) if *last == stage => *end = i + 1,
                _ => away.push((stage, i + 1)),
            }
        }
        away
    }

    /// Each stage `seat` spent away on a screen of its own, from the first
    /// line it has not seen to the stage's end, waiting for Enter; `false`
    /// if the input ended there.
    fn show_stages_away(&mut self, seat: Seat) -> Result<bool, CliError> {
        for (stage, until) in self.stages_away(seat) {
            let reader = Viewer::Seat(seat);
            let title = self.stages[stage].title.plain(reader);
            let header = text!("term-away-header", stage = plain(title));
            let header = self.painter.status(&words(header));
            let news = self.unseen_until(Some(seat), until);
            let (left_out, news) = news_lines(news, SCREEN_ROWS - 3);
            self.say("")?;
            self.say(&header)?;
            self.say_left_out(left_out)?;
            for line in news {
                self.say(&line)?;
            }
            let go_on = words(text!("term-away-continue"));
            write!(self.out, "{go_on} ").map_err(io_failed)?;
            self.out.flush().map_err(io_failed)?;
            if self.read_line()?.is_none() {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The line that says how many news lines a screen left out.
    fn say_left_out(&mut self, left_out: usize) -> Result<(), CliError> {
        if left_out == 0 {
            return Ok(());
        }
        let more = words(text!("term-news-left-out", count = left_out));
        let more = self.painter.dim(&more);
        self.say(&more)
    }

    /// Show a human their decision screen and play their choice (the bots
    /// answer it in the batches that follow). `false` if they quit.
    async fn ask_human(&mut self, game: &mut GameLock<'_>, seat: Seat) -> Result<bool, CliError> {
        // Only the move itself: each bot move after it is a batch of its own.
        let pace = Pace {
            bot_moves: 0,
            ..Pace::AT_ONCE
        };
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
            if self.at.clear_screen {
                // The screen and its scrollback: the last player's hand
                // must not be a scroll away.
                write!(self.out, "{CLEAR_ALL}").map_err(io_failed)?;
            }
            self.say_text(&text!("term-pass-keyboard", name = plain(&name)))?;
            if self.read_line()?.is_none() {
                return Ok(false);
            }
        }
        self.last_human = Some(seat);
        // A stage spent away gets its screen before the decision (at a
        // terminal; piped, its lines are news on the decision screen).
        if self.at.interactive && !self.show_stages_away(seat)? {
            return Ok(false);
        }
        let row = game.row();
        // `run` asks only with the state in hand; what the screens need of
        // it is taken now, as a failed move may leave the row without it.
        let Some(state) = row.snapshot.as_ref() else {
            return Ok(true);
        };
        let Some(panel) = text_only(|| seat_panel(row, seat)) else {
            return Ok(true);
        };
        let board = text_only(|| state.view(Viewer::Public));
        let kind = row.kind;
        // Time at the terminal passes only when asked: `w` ends the step's
        // timer (a Werewolf day's quiet talk, a vote nobody else answers).
        let timer = state.deadline();
        let news = self.unseen(Some(seat));
        let stage = self.stages.len().checked_sub(1);
        if let Some(stage) = stage {
            self.decided.insert(seat, stage);
        }
        self.show_decision(&board, seat, &panel, news)?;
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
                return Ok(false);
            };
            let action = match typed(&line) {
                Typed::Key('q') => return Ok(false),
                Typed::Key(key) => {
                    self.show_key(key, &board, seat, kind)?;
                    continue;
                }
                Typed::Wait if timer.is_some() => {
                    // The bots that waited on this player say what they
                    // want, then the clock acts.
                    let ran_out = game.batch(None, Move::TimerRunsOut, pace).await;
                    let ran_out = ran_out.map_err(failed)?;
                    self.record_events(&game.row().seats, &ran_out.events, stage, None)?;
                    return Ok(true);
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
                Ok(played) => {
                    self.record_events(&game.row().seats, &played.events, stage, Some(seat))?;
                    return Ok(true);
                }
                Err(e) => {
                    let refusal = self.painter.text(&e.text(), Viewer::Seat(seat));
                    self.say(&refusal)?;
                    // A commit that failed leaves no state in hand, and
                    // another process's move a newer one: the game loop
                    // reads it again (or says why it cannot) and asks on
                    // the new screen, never on this stale one.
                    let row = game.row();
                    if row.snapshot.is_none() || row.version != version {
                        return Ok(true);
                    }
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
        board: &Panel,
        seat: Seat,
        panel: &Panel,
        news: Vec<NewsLine>,
    ) -> Result<(), CliError> {
        let reader = Viewer::Seat(seat);
        let mut board = board.board_part();
        // The seat's own status opens the screen and says what the title
        // would: neither the board's status nor its title is repeated.
        board.status = None;
        board.title = Text::default();
        let status = panel.status.as_ref().unwrap_or(&panel.title);
        let status = self.painter.status(&status.plain(reader));
        let mut private = panel.private_part();
        private.title = Text::default();
        private.status = None;
        let screen = self.painter.panel(&board, reader) + &self.painter.panel(&private, reader);
        let screen = screen.trim_end_matches('\n');
        // The news fills what the rest of the screen (the status line, the
        // board and hand, the asking line) leaves of it.
        let rest = screen.lines().count() + 2;
        let (left_out, news) = news_lines(news, news_room(rest));
        self.say("")?;
        self.say(&status)?;
        self.say_left_out(left_out)?;
        for line in news {
            self.say(&line)?;
        }
        self.say(screen)
    }

    /// What a key shows; none changes the game.
    fn show_key(
        &mut self,
        key: char,
        board: &Panel,
        seat: Seat,
        kind: crate::games::GameKind,
    ) -> Result<(), CliError> {
        let reader = Viewer::Seat(seat);
        let text = match key {
            'b' => self.painter.panel(board, reader),
            'r' => {
                let pages = kind.rules();
                let count = pages.len().max(1);
                let at = self.rules_page % count;
                self.rules_page = at + 1;
                let page = pages
                    .get(at)
                    .map(|page| self.painter.text(page, reader))
                    .unwrap_or_default();
                let header = text!("term-rules-header", game = kind.title());
                let header = self.painter.header(&words(header));
                if count == 1 {
                    format!("{header}\n{page}")
                } else {
                    // The next page's number, 0 after the last.
                    let next = if at + 1 == count { 0 } else { at + 2 };
                    let turn = text!("term-rules-page", page = at + 1, pages = count, next = next);
                    format!("{header}\n{page}\n{}", words(turn))
                }
            }
            'l' => {
                let lines = self.log_lines(Some(seat), 0, self.log.len());
                let lines = if lines.is_empty() {
                    words(text!("term-log-empty"))
                } else {
                    let lines: Vec<String> = lines.into_iter().map(|l| l.text).collect();
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
    /// `stage` is where the game stood when they happened, `by` the seat
    /// whose own move they are the result of.
    fn record_events(
        &mut self,
        seats: &[SeatRow],
        events: &[Event],
        stage: Option<usize>,
        by: Option<Seat>,
    ) -> Result<(), CliError> {
        let reader = self.screen_reader();
        for Event {
            audience,
            text,
            notify,
            ..
        } in events
        {
            let notify = *notify;
            let to: &[Seat] = match audience {
                Audience::Public => {
                    let text = self.painter.text(text, reader);
                    if self.humans.is_empty() {
                        self.say(&text)?;
                    }
                    self.log.push(Entry {
                        seat: None,
                        text,
                        notify,
                        by,
                        stage,
                    });
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
                        notify,
                        by,
                        stage,
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

/// Clears the screen and the terminal's scrollback (`ESC[3J`), then puts
/// the cursor home: what the last player saw is gone, not a scroll away.
pub(crate) const CLEAR_ALL: &str = "\x1b[2J\x1b[3J\x1b[H";

/// The story at the end ([`reveal_lines`]): every seat's hidden facts,
/// then the game's summary lines that say something new: not the
/// outcome's summary (the end's status line says it) and not a line the
/// final board (`board`, as plain text) already shows.
fn story_lines(row: &GameRow, summary: Option<&str>, board: &str) -> Vec<String> {
    let seats = row.seats.len();
    let plain = Painter::new(false);
    reveal_lines(row)
        .into_iter()
        .enumerate()
        .filter(|(i, line)| {
            if *i < seats {
                return true;
            }
            let line = plain.markdown(line);
            let line = line.trim();
            !line.is_empty()
                && !summary.is_some_and(|summary| says_the_same(line, summary))
                && !on_the_board(line, board)
        })
        .map(|(_, line)| line)
        .collect()
}

/// `line` without its terminal styles (ANSI escape sequences).
fn strip_styles(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            // CSI: ESC [ parameters, then a final letter.
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether `board` (plain text) shows `line`: whole, or cut short at a
/// field's limit ("…") after the same beginning.
fn on_the_board(line: &str, board: &str) -> bool {
    if board.contains(line) {
        return true;
    }
    let start: String = line.chars().take(24).collect();
    board
        .lines()
        .filter_map(|b| b.trim_end().strip_suffix('…'))
        .any(|cut| {
            cut.find(&start)
                .is_some_and(|at| line.starts_with(&cut[at..]))
        })
}

/// Whether two lines say the same words (case, punctuation and the
/// terminal's "Game over:" aside): a game's own last line that repeats
/// the outcome the end's status line states.
fn says_the_same(line: &str, summary: &str) -> bool {
    let over = words(text!("term-game-over", summary = plain("")));
    let over = letters(&over);
    let line = letters(line);
    let line = line.strip_prefix(over.as_str()).unwrap_or(&line);
    !line.is_empty() && line == letters(summary)
}

/// Whether `line` ends with the words of `summary` (and says more first).
fn ends_saying(line: &str, summary: &str) -> bool {
    let summary = letters(summary);
    !summary.is_empty() && letters(line).ends_with(&summary)
}

/// A line's letters and digits, lower case: its words without case,
/// spaces or punctuation.
fn letters(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
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
