//! `wolfden simulate`: bot-only games for speed and balance figures.
//!
//! In memory the engine runs alone (engine speed); with `--db` every action
//! goes through the table service into SQLite (durable actions per second).
//! Any rule error, stuck game or panic counts as an error and makes the exit
//! code non-zero. Game-specific tallies (`Game::tallies`, e.g. how often each
//! Werewolf artifact was revealed) are summed over the finished games.

use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
use std::time::Instant;

use serde_json::json;

use clap::Args;

use super::common::{resolve_game, CliError};
use crate::engine::testkit::BotPlay;
use crate::engine::{Options, Outcome, Setup};
use crate::games::{bot_name, GameKind};
use crate::store::{SeatRow, Store};
use crate::table::{GameSpec, SystemClock, Table, Timers};

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The game to simulate.
    pub game: String,
    /// How many games.
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    /// Seats per game (default: a usual table for the game).
    #[arg(long)]
    pub seats: Option<usize>,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Put every action through this SQLite database (measures durable actions/s).
    #[arg(long)]
    pub db: Option<String>,
    /// A game option KEY=VALUE (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Print one JSON object instead of a report.
    #[arg(long)]
    pub json: bool,
}

/// More actions than any real game takes: a game past it is stuck.
const MAX_ACTIONS_PER_GAME: u64 = 100_000;

/// What a batch of simulated games produced.
#[derive(Debug, Default)]
pub struct Report {
    pub games: u64,
    pub actions: u64,
    pub errors: u64,
    pub first_errors: Vec<String>,
    pub seconds: f64,
    /// How often each seat was among the winners.
    pub wins_by_seat: Vec<u64>,
    pub no_winner: u64,
    pub shared_wins: u64,
    pub score_sum_by_seat: Vec<i64>,
    /// The games' own counters summed over finished games, in the order
    /// they were first seen.
    pub tallies: Vec<(String, u64)>,
}

impl Report {
    /// An empty report for games of `seats` seats.
    fn new(seats: usize) -> Report {
        Report {
            wins_by_seat: vec![0; seats],
            score_sum_by_seat: vec![0; seats],
            ..Report::default()
        }
    }

    fn record(&mut self, outcome: &Outcome, tallies: Vec<(String, u64)>) {
        for (name, n) in tallies {
            match self.tallies.iter_mut().find(|t| t.0 == name) {
                Some(t) => t.1 += n,
                None => self.tallies.push((name, n)),
            }
        }
        for &w in &outcome.winners {
            self.wins_by_seat[w] += 1;
        }
        match outcome.winners.len() {
            0 => self.no_winner += 1,
            1 => {}
            _ => self.shared_wins += 1,
        }
        for (i, s) in outcome.scores.iter().enumerate() {
            self.score_sum_by_seat[i] += s;
        }
    }

    fn error(&mut self, seed: u64, message: String) {
        self.errors += 1;
        if self.first_errors.len() < 5 {
            self.first_errors.push(format!("seed {seed}: {message}"));
        }
    }

    pub fn games_per_sec(&self) -> f64 {
        self.games as f64 / self.seconds.max(1e-9)
    }

    pub fn actions_per_sec(&self) -> f64 {
        self.actions as f64 / self.seconds.max(1e-9)
    }

    pub fn to_json(&self, kind: GameKind, seats: usize, durable: bool) -> serde_json::Value {
        let mean_scores: Vec<f64> = self
            .score_sum_by_seat
            .iter()
            .map(|s| *s as f64 / self.games.max(1) as f64)
            .collect();
        json!({
            "game": kind.slug(),
            "seats": seats,
            "durable": durable,
            "games": self.games,
            "actions": self.actions,
            "errors": self.errors,
            "first_errors": self.first_errors,
            "seconds": self.seconds,
            "games_per_sec": self.games_per_sec(),
            "actions_per_sec": self.actions_per_sec(),
            "outcomes": {
                "wins_by_seat": self.wins_by_seat,
                "shared_wins": self.shared_wins,
                "no_winner": self.no_winner,
                "mean_score_by_seat": mean_scores,
            },
            "tallies": self
                .tallies
                .iter()
                .map(|(name, n)| (name.clone(), json!(n)))
                .collect::<serde_json::Map<_, _>>(),
        })
    }
}

pub async fn simulate(args: SimulateArgs) -> Result<(), CliError> {
    let (kind, seats, options) = resolve_game(&args.game, args.seats, &args.options)?;
    let report = match &args.db {
        None => run_in_memory(kind, seats, &options, args.seed, args.games),
        Some(db) => {
            let store = Store::open(db)
                .await
                .map_err(|e| CliError::usage(e.to_string()))?;
            let table = Table::new(store, Arc::new(SystemClock));
            let report = run_durable(&table, kind, seats, &options, args.seed, args.games).await;
            // Fold the write-ahead log into the database file before exiting.
            table.store().close().await;
            report
        }
    };
    if args.json {
        println!("{}", report.to_json(kind, seats, args.db.is_some()));
    } else {
        print_report(&report, kind, seats, args.db.as_deref());
    }
    if report.errors > 0 {
        return Err(CliError::failed(format!(
            "{} of {} games had errors",
            report.errors, report.games
        )));
    }
    Ok(())
}

fn setup_for(seats: usize, options: &Options, seed: u64) -> Setup {
    Setup {
        names: (0..seats).map(bot_name).collect(),
        options: options.clone(),
        seed,
    }
}

/// Play `games` bot games with the engine alone.
pub fn run_in_memory(
    kind: GameKind,
    seats: usize,
    options: &Options,
    seed: u64,
    games: usize,
) -> Report {
    let mut report = Report::new(seats);
    let start = Instant::now();
    for i in 0..games as u64 {
        let game_seed = seed.wrapping_add(i);
        let setup = setup_for(seats, options, game_seed);
        let played = catch_unwind(AssertUnwindSafe(|| play_one(kind, &setup)));
        report.games += 1;
        match played {
            Ok((actions, Ok((outcome, tallies)))) => {
                report.actions += actions;
                report.record(&outcome, tallies);
            }
            Ok((actions, Err(e))) => {
                report.actions += actions;
                report.error(game_seed, e);
            }
            Err(panic) => report.error(game_seed, format!("panic: {}", panic_message(&panic))),
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    report
}

/// One bot game in memory: `(actions, outcome and tallies, or error)`.
type Played = (u64, Result<(Outcome, Vec<(String, u64)>), String>);

fn play_one(kind: GameKind, setup: &Setup) -> Played {
    let how = BotPlay {
        checked: false,
        rotate: false,
        max_actions: MAX_ACTIONS_PER_GAME as usize,
    };
    match kind.play_bots(setup, how) {
        Ok(game) => (game.actions as u64, Ok((game.outcome, game.tallies))),
        Err(e) => (0, Err(e)),
    }
}

/// Play `games` bot games through the table service and SQLite.
pub async fn run_durable(
    table: &Table,
    kind: GameKind,
    seats: usize,
    options: &Options,
    seed: u64,
    games: usize,
) -> Report {
    let mut report = Report::new(seats);
    let start = Instant::now();
    for i in 0..games as u64 {
        let game_seed = seed.wrapping_add(i);
        report.games += 1;
        let spec = GameSpec {
            kind,
            options: options.clone(),
            seed: game_seed,
            seats: (0..seats)
                .map(|s| SeatRow {
                    seat: s,
                    user_id: None,
                    name: bot_name(s),
                    is_bot: true,
                })
                .collect(),
            guild_id: None,
            channel_id: None,
            host_id: None,
        };
        let row = match table.create(spec).await {
            Ok(row) => row,
            Err(e) => {
                report.error(game_seed, e.to_string());
                continue;
            }
        };
        let played = match table.lock(row.id).await {
            Ok(mut game) => game
                .play_bots(Timers::Now, MAX_ACTIONS_PER_GAME as usize)
                .await
                .map(|played| (played.actions, game.row().clone())),
            Err(e) => Err(e),
        };
        match played {
            Ok((actions, row)) => {
                report.actions += actions as u64;
                let state = row.snapshot.expect("running game has a snapshot");
                match state.outcome() {
                    Some(outcome) => report.record(&outcome, state.tallies()),
                    None if row.version >= MAX_ACTIONS_PER_GAME => {
                        report.error(game_seed, "no outcome: the game does not end".into())
                    }
                    None => report.error(game_seed, "stuck: no bot move and no timer".into()),
                }
            }
            Err(e) => report.error(game_seed, format!("a move was refused: {e}")),
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    report
}

fn panic_message(panic: &Box<dyn std::any::Any + Send>) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into())
}

fn print_report(report: &Report, kind: GameKind, seats: usize, db: Option<&str>) {
    let mode = match db {
        Some(db) => format!("through SQLite ({db})"),
        None => "in memory".to_string(),
    };
    println!("{} with {seats} seats, {mode}", kind.title());
    println!(
        "  {} games, {} actions in {:.2} s: {:.0} games/s, {:.0} actions/s",
        report.games,
        report.actions,
        report.seconds,
        report.games_per_sec(),
        report.actions_per_sec()
    );
    let mut wins = BTreeMap::new();
    for (seat, w) in report.wins_by_seat.iter().enumerate() {
        wins.insert(seat, *w);
    }
    println!("  wins by seat: {wins:?}");
    println!(
        "  shared wins: {}, games without a winner: {}",
        report.shared_wins, report.no_winner
    );
    let mean: Vec<String> = report
        .score_sum_by_seat
        .iter()
        .map(|s| format!("{:.2}", *s as f64 / report.games.max(1) as f64))
        .collect();
    println!("  mean score by seat: {}", mean.join(" "));
    print_tallies(&report.tallies);
    println!("  errors: {}", report.errors);
    for e in &report.first_errors {
        println!("    {e}");
    }
}

/// Tallies named `row/column` as a table, the others one per line.
fn print_tallies(tallies: &[(String, u64)]) {
    let mut rows: Vec<(&str, Vec<(&str, u64)>)> = Vec::new();
    let mut columns: Vec<&str> = Vec::new();
    for (name, n) in tallies {
        let Some((row, column)) = name.rsplit_once('/') else {
            println!("  {name}: {n}");
            continue;
        };
        if !columns.contains(&column) {
            columns.push(column);
        }
        match rows.iter_mut().find(|r| r.0 == row) {
            Some(r) => r.1.push((column, *n)),
            None => rows.push((row, vec![(column, *n)])),
        }
    }
    if rows.is_empty() {
        return;
    }
    let first = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let widths: Vec<usize> = columns.iter().map(|c| c.len().max(7)).collect();
    let mut header = format!("  {:first$}", "");
    for (c, w) in columns.iter().zip(&widths) {
        header.push_str(&format!("  {c:>w$}"));
    }
    println!("{header}");
    for (row, cells) in &rows {
        let mut line = format!("  {row:first$}");
        for (c, w) in columns.iter().zip(&widths) {
            match cells.iter().find(|(k, _)| k == c) {
                Some((_, n)) => line.push_str(&format!("  {n:>w$}")),
                None => line.push_str(&format!("  {:>w$}", "-")),
            }
        }
        println!("{line}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_tallies_are_summed_over_the_games_and_reported() {
        let kind = GameKind::Werewolf;
        let options = Options::parse(kind.option_specs(), [("artifacts", "2")]).unwrap();
        let one = run_in_memory(kind, 12, &options, 1, 1);
        let three = run_in_memory(kind, 12, &options, 1, 3);
        assert_eq!(three.errors, 0);
        let get = |r: &Report, name: &str| r.tallies.iter().find(|t| t.0 == name).map(|t| t.1);
        let names: Vec<&String> = three.tallies.iter().map(|t| &t.0).collect();
        assert_eq!(names, one.tallies.iter().map(|t| &t.0).collect::<Vec<_>>());
        assert!(names.contains(&&"Rod of Reincarnation/revealed".to_string()));
        // Game 1 of both runs is the same game: three games count at least as much.
        for (name, n) in &one.tallies {
            assert!(get(&three, name).unwrap() >= *n, "{name}");
        }
        let revealed: u64 = three
            .tallies
            .iter()
            .filter(|t| t.0.ends_with("/revealed"))
            .map(|t| t.1)
            .sum();
        let played: u64 = (1..=3)
            .map(|seed| {
                let game = setup_for(12, &options, seed);
                let mut g = kind.setup(&game).unwrap();
                while g.outcome().is_none() {
                    let (actor, action) = g.next_automatic_move(|_| true).unwrap();
                    g.apply(actor, &action).unwrap();
                }
                g.tallies()
                    .iter()
                    .filter(|t| t.0.ends_with("/revealed"))
                    .map(|t| t.1)
                    .sum::<u64>()
            })
            .sum();
        assert!(revealed > 0);
        assert_eq!(revealed, played, "the sum of the games' own tallies");
        let json = three.to_json(kind, 12, false);
        assert_eq!(
            json["tallies"]["Rod of Reincarnation/revealed"],
            get(&three, "Rod of Reincarnation/revealed").unwrap()
        );
        // A game without tallies reports none.
        let plain = Options::parse(GameKind::Wolfpack.option_specs(), []).unwrap();
        let r = run_in_memory(GameKind::Wolfpack, 3, &plain, 1, 2);
        assert!(r.tallies.is_empty());
    }
}
